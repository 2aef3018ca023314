import { formInputFromFields, validateForm } from '@musterstadt/ui/forms/schema';
import { VERANSTALTUNG_MESSAGES as M, veranstaltungSchema as schema } from './veranstaltung';

const nextYear = new Date().getFullYear() + 1;
const valid = {
  titel: 'Herbstkonzert der Stadtkapelle',
  datum: `${nextYear}-10-12`,
  beginn: '19:00',
  endeDatum: '',
  ende: '21:30',
  ort: 'Festhalle Musterstadt',
  kategorien: ['1', '4'],
  beschreibung: 'Die Stadtkapelle spielt Märsche, Polkas und Filmmusik. Eintritt frei.',
  veranstalter: 'Stadtkapelle Musterstadt e. V.',
  name: 'Petra Hummel',
  email: 'petra.hummel@example.org',
  telefon: '',
  datenschutz: true,
  captcha: '4',
  captchaToken: 'n.1.m',
  homepage: '',
};

describe('event form schema', () => {
  it('takes an event with German or ISO dates and several categories', async () => {
    expect(await validateForm(schema, valid)).toMatchObject({ ok: true, values: { datum: `${nextYear}-10-12`, kategorien: ['1', '4'] } });
    expect(await validateForm(schema, { ...valid, datum: `12.10.${nextYear}` })).toMatchObject({ ok: true, values: { datum: `${nextYear}-10-12` } });
  });

  it('wants a day after today, times as Stunden:Minuten and an end after the start', async () => {
    expect(await validateForm(schema, { ...valid, datum: '2020-01-01' })).toEqual({ ok: false, errors: { datum: M.datumZukunft } });
    expect(await validateForm(schema, { ...valid, beginn: '7 Uhr' })).toEqual({ ok: false, errors: { beginn: M.beginn } });
    expect(await validateForm(schema, { ...valid, ende: '18:00' })).toEqual({ ok: false, errors: { ende: M.ende } });
    // Over midnight on a later last day is fine; a last day before the first is not.
    expect(await validateForm(schema, { ...valid, endeDatum: `13.10.${nextYear}`, ende: '01:00' })).toMatchObject({ ok: true });
    expect(await validateForm(schema, { ...valid, endeDatum: `11.10.${nextYear}` })).toEqual({ ok: false, errors: { endeDatum: M.endeDatum } });
  });

  it('wants at least one known category', async () => {
    expect(await validateForm(schema, { ...valid, kategorien: [] })).toEqual({ ok: false, errors: { kategorien: M.kategorien } });
    expect(await validateForm(schema, { ...valid, kategorien: ['99'] })).toMatchObject({ ok: false });
  });

  it('counts the words of the rich-text description, not its markup', async () => {
    expect(await validateForm(schema, { ...valid, beschreibung: '<p><strong>kurz</strong></p>' })).toEqual({
      ok: false,
      errors: { beschreibung: M.beschreibung },
    });
    expect(await validateForm(schema, { ...valid, beschreibung: `<p>${'Wort '.repeat(1100)}</p>` })).toEqual({
      ok: false,
      errors: { beschreibung: M.beschreibung },
    });
    // What the server drops with its tags does not count: a script alone is no description.
    for (const beschreibung of [
      '<script>alert("eine ziemlich lange Nachricht")</script>',
      '<p>ok</p><style>body { color: red; background: blue }',
      '<iframe src="x">Inhalt des Rahmens, lang genug</iframe>',
    ])
      expect(await validateForm(schema, { ...valid, beschreibung })).toEqual({ ok: false, errors: { beschreibung: M.beschreibung } });
  });

  it('reads a form posted without JavaScript and refuses unknown fields', async () => {
    const fields = { ...valid, kategorien: '9', datenschutz: 'true' } as Record<string, string | string[]>;
    expect(await validateForm(schema, formInputFromFields(schema, fields))).toMatchObject({ ok: true, values: { kategorien: ['9'] } });
    expect(await validateForm(schema, { ...valid, admin: 'true' })).toMatchObject({ ok: false });
  });
});
