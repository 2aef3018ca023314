import { validateForm } from '@musterstadt/ui/forms/schema';
import { VEREIN_MESSAGES as M, vereinSchema as schema } from './verein';

const valid = {
  vereinsname: 'Schachclub Springer Musterstadt',
  ort: 'Bürgerhaus, Kirchstraße 4',
  webseite: 'https://schach-musterstadt.example',
  beschreibung: 'Spielabend freitags ab 19 Uhr, Jugendtraining samstags um 10 Uhr.',
  kategorien: ['5', '6'],
  ansprechperson: 'Jonas Weber',
  funktion: 'Vorsitzender',
  email: 'jonas.weber@example.org',
  telefon: '07999 4711',
  datenschutz: true,
  captcha: '4',
  captchaToken: 'n.1.m',
  fax: '',
};

describe('club form schema', () => {
  it('takes a club with its categories', async () => {
    expect(await validateForm(schema, valid)).toMatchObject({ ok: true, values: { kategorien: ['5', '6'] } });
    expect(await validateForm(schema, { ...valid, webseite: '', telefon: '', funktion: '' })).toMatchObject({ ok: true });
  });

  it('answers each wrong field with its German message', async () => {
    expect(await validateForm(schema, { ...valid, webseite: 'javascript:alert(1)' })).toEqual({ ok: false, errors: { webseite: M.webseite } });
    expect(await validateForm(schema, { ...valid, beschreibung: 'kurz' })).toEqual({ ok: false, errors: { beschreibung: M.beschreibung } });
    expect(await validateForm(schema, { ...valid, kategorien: [] })).toEqual({ ok: false, errors: { kategorien: M.kategorien } });
    expect(await validateForm(schema, { ...valid, email: 'weber@' })).toEqual({ ok: false, errors: { email: M.email } });
    expect(await validateForm(schema, { ...valid, datenschutz: false })).toEqual({ ok: false, errors: { datenschutz: M.datenschutz } });
  });
});
