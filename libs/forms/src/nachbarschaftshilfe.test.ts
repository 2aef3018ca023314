import { formInputFromFields, validateForm } from '@musterstadt/ui/forms/schema';
import { NACHBARSCHAFTSHILFE_MESSAGES as M, nachbarschaftshilfeSchema as schema } from './nachbarschaftshilfe';

const valid = {
  art: 'biete',
  bereiche: ['einkaeufe', 'tiere'],
  beschreibung: 'Ich kann dienstags und donnerstags für Nachbarn einkaufen gehen.',
  name: 'Eva Ketterer',
  wohnort: 'Lindenweg 3, Aach',
  telefon: '',
  email: 'eva.ketterer@example.org',
  datenschutz: true,
  captcha: '10',
  captchaToken: 'n.1.m',
  firma: '',
};

describe('neighbourhood help schema', () => {
  it('takes a complete offer with an e-mail address', async () => {
    expect(await validateForm(schema, valid)).toMatchObject({
      ok: true,
      values: { bereiche: ['einkaeufe', 'tiere'], telefon: '', email: 'eva.ketterer@example.org' },
    });
  });

  it('wants exactly one way to reach the person: phone or e-mail', async () => {
    expect(await validateForm(schema, { ...valid, email: '' })).toEqual({ ok: false, errors: { telefon: M.kontakt } });
    expect(await validateForm(schema, { ...valid, telefon: '07999 1234' })).toEqual({ ok: false, errors: { telefon: M.kontakt } });
    expect(await validateForm(schema, { ...valid, telefon: '07999 1234', email: '' })).toMatchObject({ ok: true });
    expect(M.kontakt).toBe('Bitte füllen Sie genau eines der beiden Felder aus: „Telefonnummer“ oder „E-Mail-Adresse“.');
  });

  it('answers every missing field with its German message', async () => {
    expect(await validateForm(schema, {})).toEqual({
      ok: false,
      errors: {
        art: M.art,
        bereiche: M.bereiche,
        beschreibung: M.beschreibung,
        name: M.name,
        wohnort: M.wohnort,
        telefon: M.kontakt,
        datenschutz: M.datenschutz,
        captcha: 'Bitte beantworten Sie die Sicherheitsfrage.',
        captchaToken: 'Bitte beantworten Sie die Sicherheitsfrage.',
      },
    });
  });

  it('reads a form posted without JavaScript: one ticked area is a list, the consent box is true', async () => {
    const fields = { ...valid, bereiche: 'apotheke', datenschutz: 'true' };
    expect(await validateForm(schema, formInputFromFields(schema, fields))).toMatchObject({ ok: true, values: { bereiche: ['apotheke'], datenschutz: true } });
  });

  it('refuses unknown areas, kinds and fields', async () => {
    expect(await validateForm(schema, { ...valid, bereiche: ['lotto'] })).toMatchObject({ ok: false, errors: { 'bereiche[0]': M.bereiche } });
    expect(await validateForm(schema, { ...valid, art: 'verkaufe' })).toMatchObject({ ok: false, errors: { art: M.art } });
    expect(await validateForm(schema, { ...valid, admin: true })).toMatchObject({ ok: false, message: 'Das Formular enthält Felder, die es nicht kennt.' });
  });
});
