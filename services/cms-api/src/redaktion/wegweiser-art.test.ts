import type { Queryable } from '../core/db';
import { pruefeEintrag, WEGWEISER_ART_DEFINITIONEN } from './wegweiser-art';

/** Checks without links to other entries never ask the database. */
const ohneDatenbank = {
  db: {
    query: () => {
      throw new Error('no database in this test');
    },
  } as unknown as Queryable,
  fuehrtZuSeite: async (pfad: string) => pfad === '/buergerservice',
};

describe('tidying the fields of each kind of entry', () => {
  it('fills in what a unit lacks, trims, and makes blanks null', async () => {
    const felder = await WEGWEISER_ART_DEFINITIONEN['wegweiser-einheit'].normalisiere({
      titel: '  Bürgerbüro ',
      telefon: ' ',
      adresse: { strasse: 'Marktplatz 1', plz: '79999', ort: 'Musterstadt', gebaeude: '' },
    });
    expect(felder).toEqual({
      titel: 'Bürgerbüro',
      einleitung: null,
      text: null,
      adresse: { gebaeude: null, strasse: 'Marktplatz 1', plz: '79999', ort: 'Musterstadt' },
      telefon: null,
      fax: null,
      email: null,
      oeffnungszeiten: [],
    });
  });

  it('keeps a service’s links in order without repeats and a person’s title from the names', async () => {
    const leistung = await WEGWEISER_ART_DEFINITIONEN['wegweiser-leistung'].normalisiere({
      titel: 'Hund anmelden',
      formulare: [7, 3, 7],
      unterlagen: ['Ausweis', ' '],
    });
    expect(leistung).toMatchObject({ formulare: [7, 3], ansprechpartner: [], einheit: null, unterlagen: ['Ausweis'], synonyme: [] });
    const person = WEGWEISER_ART_DEFINITIONEN['wegweiser-person'];
    expect(person.titel(await person.normalisiere({ vorname: 'Jana', nachname: 'Fehrenbach' }))).toBe('Jana Fehrenbach');
  });
});

describe('checks before approval', () => {
  it('asks a unit for its address, phone and introduction, with the phone rule and the e-mail rule at their fields', async () => {
    const felder = await WEGWEISER_ART_DEFINITIONEN['wegweiser-einheit'].normalisiere({
      titel: 'Bauamt',
      fax: '07999 123-FAX',
      email: 'bauamt@',
      text: '<p>Siehe <a href="/gibt-es-nicht">Bauen</a> und <a href="/buergerservice">Bürgerservice</a>.</p>',
    });
    const befunde = await pruefeEintrag('einheit', felder as never, ohneDatenbank);
    expect(befunde).toEqual({
      einleitung: expect.stringContaining('Einleitung'),
      adresse: 'Bitte geben Sie die Anschrift an.',
      telefon: 'Bitte geben Sie die Telefonnummer an.',
      fax: expect.stringContaining('Telefonnummer passt nicht'),
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      text: expect.stringContaining('/gibt-es-nicht'),
    });
  });

  it('asks a person for both names, a unit and a phone number that fits', async () => {
    const felder = await WEGWEISER_ART_DEFINITIONEN['wegweiser-person'].normalisiere({ vorname: 'Jana', nachname: '', kontakt: { telefon: '0800-MUSTER' } });
    expect(await pruefeEintrag('person', felder as never, ohneDatenbank)).toEqual({
      nachname: 'Bitte geben Sie den Nachnamen an.',
      'kontakt.telefon': expect.stringContaining('Telefonnummer passt nicht'),
      einheit: 'Bitte wählen Sie die Organisationseinheit, zu der die Person gehört.',
    });
  });
});
