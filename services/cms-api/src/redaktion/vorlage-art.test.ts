import type { Queryable } from '../core/db';
import type { PruefUmgebung } from './arten';
import type { InhaltRow } from './inhalte';
import { VORLAGE_ART, VORLAGE_MELDUNGEN, type VorlageFelder } from './vorlage-art';

const inhalt = (ziel_id: number | null = null): InhaltRow => ({
  id: 7,
  art: 'vorlage',
  bereich: 'ratsinfo',
  ablage: 'vorlagen',
  slug: 'bv-2026-014',
  titel: 'Dachsanierung',
  adresse: null,
  ziel_id,
  status: 'Entwurf',
  aktuelle_revision_id: 1,
  veroeffentlichte_revision_id: null,
  geplant_ab: null,
  geplant_bis: null,
  erstveroeffentlicht_am: null,
  erstellt_am: '2026-11-20T09:00:00Z',
  geaendert_am: '2026-11-20T09:00:00Z',
});

interface Bestand {
  /** Titles of other papers by reference (lower case). */
  aktenzeichen?: Record<string, string>;
  medien?: { name: string; typ: string; bereich: string; oeffentlich: boolean }[];
  /** Council files of the paper (ids). */
  dateien?: number[];
}

/** A database with just what the checks look up: other papers' references, library files, the paper's council files. */
function datenbank({ aktenzeichen = {}, medien = [], dateien = [] }: Bestand): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      if (sql.includes('FROM rats_vorlagen WHERE lower(aktenzeichen)')) {
        const titel = aktenzeichen[String(params[0]).toLowerCase()];
        return { rows: (titel ? [{ titel }] : []) as T[] };
      }
      if (sql.includes('FROM redaktion_medien WHERE name = ANY')) {
        const namen = params[0] as string[];
        return { rows: medien.filter((medium) => namen.includes(medium.name)) as T[] };
      }
      if (sql.includes('FROM rats_dateien WHERE id = ANY')) {
        const ids = params[0] as number[];
        return { rows: ids.filter((id) => dateien.includes(id)).map((id) => ({ id })) as T[] };
      }
      throw new Error(`unexpected query: ${sql}`);
    },
    async exec() {
      throw new Error('the checks run no statements');
    },
  };
}

const umgebung = (bestand: Bestand = {}): PruefUmgebung => ({
  db: datenbank(bestand),
  now: new Date('2026-11-20T09:00:00Z'),
  vorhandeneMedien: new Set(),
  fuehrtZuSeite: async () => true,
});

const GUELTIG: VorlageFelder = {
  aktenzeichen: 'BV/2026/014',
  art: 'Beschlussvorlage',
  titel: 'Dachsanierung der Sporthalle',
  datum: '2026-11-24',
  federfuehrend: 'Bauamt',
  sachverhalt: 'Das Dach ist undicht.',
  beschlussvorschlag: 'Der Gemeinderat beschließt die Sanierung.',
  oeffentlich: true,
  dateien: [{ medium: 'lageplan-1a2b3c4d.pdf', datei: null, titel: 'Anlage 1: Lageplan', art: 'Anlage' }],
};
const LAGEPLAN = { name: 'lageplan-1a2b3c4d.pdf', typ: 'application/pdf', bereich: 'ratsinfo', oeffentlich: false };

describe('normalisiere', () => {
  it('trims lines, keeps the paragraphs of the texts, makes blanks null and a paper public unless said otherwise', async () => {
    const felder = await VORLAGE_ART.normalisiere({
      aktenzeichen: '  BV/2026/014 ',
      art: 'Beschlussvorlage',
      titel: 'Dachsanierung   der\tSporthalle',
      datum: '',
      federfuehrend: ' Bauamt ',
      sachverhalt: '  Erster Absatz.\r\n\r\nZweiter Absatz.  ',
      beschlussvorschlag: '   ',
      dateien: [
        { medium: ' lageplan-1a2b3c4d.pdf ', titel: ' Lageplan ', art: 'Anlage' },
        { datei: 12, titel: 'Vorlage', art: 'Vorlage' },
      ],
    });
    expect(felder).toEqual({
      aktenzeichen: 'BV/2026/014',
      art: 'Beschlussvorlage',
      titel: 'Dachsanierung der Sporthalle',
      datum: null,
      federfuehrend: 'Bauamt',
      sachverhalt: 'Erster Absatz.\n\nZweiter Absatz.',
      beschlussvorschlag: null,
      oeffentlich: true,
      dateien: [
        { medium: 'lageplan-1a2b3c4d.pdf', datei: null, titel: 'Lageplan', art: 'Anlage' },
        { medium: null, datei: 12, titel: 'Vorlage', art: 'Vorlage' },
      ],
    });
    expect((await VORLAGE_ART.normalisiere({ titel: 'X', oeffentlich: false })).oeffentlich).toBe(false);
  });

  it('fills in what an older revision lacks', () => {
    expect(VORLAGE_ART.gespeichert({ titel: 'Alt' })).toEqual({
      aktenzeichen: '',
      art: '',
      titel: 'Alt',
      datum: null,
      federfuehrend: '',
      sachverhalt: null,
      beschlussvorschlag: null,
      oeffentlich: true,
      dateien: [],
    });
  });
});

describe('pruefe', () => {
  it('lets a complete paper with a PDF of the section go', async () => {
    expect(await VORLAGE_ART.pruefe(inhalt(), GUELTIG, umgebung({ medien: [LAGEPLAN] }))).toEqual({});
  });

  it('asks for every required field at the field', async () => {
    const leer = VORLAGE_ART.gespeichert({ titel: '' });
    expect(await VORLAGE_ART.pruefe(inhalt(), leer, umgebung())).toEqual({
      aktenzeichen: VORLAGE_MELDUNGEN.aktenzeichen,
      art: VORLAGE_MELDUNGEN.art,
      titel: VORLAGE_MELDUNGEN.titel,
      datum: VORLAGE_MELDUNGEN.datum,
      federfuehrend: VORLAGE_MELDUNGEN.federfuehrend,
      sachverhalt: VORLAGE_MELDUNGEN.sachverhalt,
    });
  });

  it('refuses a reference another paper has, a day that does not exist and a kind of paper there is not', async () => {
    const befunde = await VORLAGE_ART.pruefe(
      inhalt(),
      { ...GUELTIG, aktenzeichen: 'bv/2026/001', datum: '2026-02-29', art: 'Anfrage', dateien: [] },
      umgebung({ aktenzeichen: { 'bv/2026/001': 'Bebauungsplan Hinter den Gärten' } }),
    );
    expect(befunde).toEqual({
      aktenzeichen: 'Das Aktenzeichen „bv/2026/001“ hat schon die Vorlage „Bebauungsplan Hinter den Gärten“. Bitte geben Sie ein anderes an.',
      datum: VORLAGE_MELDUNGEN.datumUngueltig,
      art: VORLAGE_MELDUNGEN.art,
    });
  });

  it('wants each file to be a PDF of the section or a council file of this paper, with a title and a kind', async () => {
    const felder: VorlageFelder = {
      ...GUELTIG,
      dateien: [
        { medium: 'fehlt.pdf', datei: null, titel: 'A', art: 'Anlage' },
        { medium: 'foto-1a2b3c4d.jpg', datei: null, titel: 'B', art: 'Anlage' },
        { medium: 'stadtplan-1a2b3c4d.pdf', datei: null, titel: 'C', art: 'Plan' },
        { medium: null, datei: 40, titel: 'D', art: 'Vorlage' },
        { medium: null, datei: 41, titel: 'E', art: 'Vorlage' },
        { medium: null, datei: null, titel: '', art: 'Sonstiges' },
      ],
    };
    const befunde = await VORLAGE_ART.pruefe(
      inhalt(3),
      felder,
      umgebung({
        medien: [
          { name: 'foto-1a2b3c4d.jpg', typ: 'image/jpeg', bereich: 'ratsinfo', oeffentlich: false },
          { name: 'stadtplan-1a2b3c4d.pdf', typ: 'application/pdf', bereich: 'stadt', oeffentlich: true },
        ],
        dateien: [40],
      }),
    );
    expect(befunde).toEqual({
      'dateien.0.medium': VORLAGE_MELDUNGEN.medienFehlt,
      'dateien.1.medium': VORLAGE_MELDUNGEN.keinPdf,
      'dateien.2.medium': VORLAGE_MELDUNGEN.keinPdf,
      'dateien.4.medium': VORLAGE_MELDUNGEN.fremdeDatei,
      'dateien.5.titel': VORLAGE_MELDUNGEN.dateiTitel,
      'dateien.5.art': VORLAGE_MELDUNGEN.dateiArt,
      'dateien.5.medium': VORLAGE_MELDUNGEN.dateiFehlt,
    });
  });

  it('keeps a PDF that is public already out of a non-public paper', async () => {
    const medien = [{ ...LAGEPLAN, oeffentlich: true }];
    expect(await VORLAGE_ART.pruefe(inhalt(), GUELTIG, umgebung({ medien }))).toEqual({});
    expect(await VORLAGE_ART.pruefe(inhalt(), { ...GUELTIG, oeffentlich: false }, umgebung({ medien }))).toEqual({
      'dateien.0.medium': VORLAGE_MELDUNGEN.schonOeffentlich,
    });
  });
});

describe('hinweise and vergleiche', () => {
  it('warns of a PDF of the library that is not accessible, at its file', async () => {
    const medien = new Map([['lageplan-1a2b3c4d.pdf', { breite: null, pdfHinweis: 'Diese PDF-Datei ist nicht barrierefrei.', fassungen: [] }]]);
    expect(await VORLAGE_ART.hinweise(GUELTIG, medien)).toEqual({
      'dateien.0.medium': '„Anlage 1: Lageplan“ (lageplan-1a2b3c4d.pdf): Diese PDF-Datei ist nicht barrierefrei.',
    });
    expect(await VORLAGE_ART.hinweise(GUELTIG, new Map())).toEqual({});
  });

  it('names the changed fields readably', async () => {
    const vergleich = await VORLAGE_ART.vergleiche(GUELTIG, { ...GUELTIG, oeffentlich: false, datum: '2026-12-01' }, true, datenbank({}));
    expect(vergleich.map(({ feld, alt, neu }) => ({ feld, alt, neu }))).toEqual([
      { feld: 'datum', alt: '24.11.2026', neu: '01.12.2026' },
      { feld: 'oeffentlich', alt: 'ja', neu: 'nein (nur für Ratsmitglieder)' },
    ]);
  });
});
