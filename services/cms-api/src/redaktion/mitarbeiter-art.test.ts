import type { Queryable } from '../core/db';
import { felderAusEintrag, MITARBEITER_ART, MITARBEITER_TEXTE, pruefeMitarbeiter, vergleicheMitarbeiter } from './mitarbeiter-art';

/** A database that knows the departments with these ids (the only thing the checks ask it). */
function mitAemtern(...ids: number[]): Queryable {
  return {
    query: async (_sql: string, params: unknown[]) => ({ rows: (params[0] as number[]).filter((id) => ids.includes(id)).map((id) => ({ id })) }),
  } as unknown as Queryable;
}
const ohneDatenbank = {
  query: () => {
    throw new Error('no database in this test');
  },
} as unknown as Queryable;

describe('tidying a person of the staff directory', () => {
  it('fills in every field, trims, makes blanks null and keeps the departments in order without repeats', async () => {
    const felder = await MITARBEITER_ART.normalisiere({
      vorname: '  Jana ',
      nachname: 'Fehrenbach',
      telefon: ' ',
      aemter: [4, 1, 4],
      sprechzeiten: 'Mo–Fr\r\n8–12 Uhr',
    });
    expect(felder).toEqual({
      anrede: null,
      vorname: 'Jana',
      nachname: 'Fehrenbach',
      funktion: null,
      aemter: [4, 1],
      telefon: null,
      email: null,
      zimmer: null,
      sprechzeiten: 'Mo–Fr\n8–12 Uhr',
    });
    expect(MITARBEITER_ART.titel(felder)).toBe('Jana Fehrenbach');
  });

  it('takes over a public row: contact from `kontakt`, the departments as the ids found for its slugs, an unknown salutation left blank', () => {
    const felder = felderAusEintrag({
      data: {
        anrede: 'Dr.',
        vorname: 'Murat',
        nachname: 'Yildiz',
        aemter: ['kaemmerei'],
        kontakt: { telefon: '+49 7999 123-130', email: 'm.yildiz@musterstadt.de' },
      },
      amt_ids: [3],
    });
    expect(felder).toMatchObject({ anrede: null, vorname: 'Murat', aemter: [3], telefon: '+49 7999 123-130', email: 'm.yildiz@musterstadt.de' });
  });
});

describe('checks before approval', () => {
  it('asks for the names, a way to reach the person and a department', async () => {
    const felder = await MITARBEITER_ART.normalisiere({ vorname: ' ', nachname: '' });
    expect(await pruefeMitarbeiter(felder, ohneDatenbank)).toEqual({
      vorname: MITARBEITER_TEXTE.vorname,
      nachname: MITARBEITER_TEXTE.nachname,
      telefon: MITARBEITER_TEXTE.erreichbar,
      aemter: MITARBEITER_TEXTE.aemter,
    });
  });

  it('holds the phone number to the one phone rule and the e-mail address to the e-mail rule, at their fields', async () => {
    const felder = await MITARBEITER_ART.normalisiere({ vorname: 'Jana', nachname: 'Fehrenbach', telefon: '07999 123-DURCHWAHL', email: 'jana@', aemter: [1] });
    expect(await pruefeMitarbeiter(felder, mitAemtern(1))).toEqual({ telefon: MITARBEITER_TEXTE.telefon, email: MITARBEITER_TEXTE.email });
    for (const telefon of ['+49 7999 123-120', '07999 / 12 31 20', '(07999) 123.120']) {
      expect(await pruefeMitarbeiter({ ...felder, telefon, email: null }, mitAemtern(1))).toEqual({});
    }
    expect(await pruefeMitarbeiter({ ...felder, telefon: `0${'1'.repeat(40)}`, email: null }, mitAemtern(1))).toEqual({ telefon: MITARBEITER_TEXTE.telefon });
  });

  it('names each department that does not exist at its place in the list', async () => {
    const felder = await MITARBEITER_ART.normalisiere({ vorname: 'Jana', nachname: 'Fehrenbach', email: 'jana@musterstadt.de', aemter: [1, 77, 2, 78] });
    expect(await pruefeMitarbeiter(felder, mitAemtern(1, 2))).toEqual({ 'aemter.1': MITARBEITER_TEXTE.amt(77), 'aemter.3': MITARBEITER_TEXTE.amt(78) });
  });
});

describe('comparing two revisions', () => {
  /** A database that knows the departments by these names (the only thing the comparison asks it). */
  const aemter = (namen: Record<number, string>): Queryable =>
    ({
      query: async (_sql: string, params: unknown[]) => ({
        rows: (params[0] as number[]).filter((id) => namen[id] !== undefined).map((id) => ({ id, titel: namen[id] })),
      }),
    }) as unknown as Queryable;

  it('lists only what changed, with German labels, departments a line each by name (a department that is gone by its number)', async () => {
    const alt = await MITARBEITER_ART.normalisiere({ vorname: 'Jana', nachname: 'Fehrenbach', telefon: '07999 123-120', aemter: [1] });
    const neu = { ...alt, telefon: '07999 123-177', aemter: [1, 3] };
    const vergleich = await vergleicheMitarbeiter(alt, neu, true, aemter({ 1: 'Bürgeramt' }));
    expect(vergleich.map(({ feld, bezeichnung, alt: a, neu: n }) => ({ feld, bezeichnung, a, n }))).toEqual([
      { feld: 'aemter', bezeichnung: 'Ämter', a: 'Bürgeramt', n: 'Bürgeramt\nAmt Nr. 3' },
      { feld: 'telefon', bezeichnung: 'Telefon', a: '07999 123-120', n: '07999 123-177' },
    ]);
    expect(await vergleicheMitarbeiter(alt, neu, false, aemter({ 1: 'Bürgeramt' }))).toHaveLength(9);
  });
});
