/**
 * Council meetings as a kind of the editorial area (the section `ratsinfo`, Sitzungsdienst). A
 * meeting's fields are its committee, time and place, the agenda and its files; publishing writes
 * the council tables the meeting pages, the meeting calendar (.ics) and OParl read:
 * rats_sitzungen, rats_tagesordnungspunkte (an item with a paper is the paper's consultation in
 * this committee) and rats_dateien (PDFs of the media library, as a paper's: the council's file
 * address serves them, a non-public one to council members only, never a media address; see
 * `eigeneMedien`). Every publication moves `geaendert`
 * of the meeting, its items and its files (OParl `modified`); `erstellt` stays.
 *
 * A new meeting takes its id when it is created, so its address (/ratsinfo/sitzungen/<id>) is known
 * from the start. Withdrawing removes the meeting and its address answers 410; a meeting that will
 * not take place is cancelled instead (`abgesagt`, published as a new revision): it stays in the
 * lists and calendars, marked as cancelled.
 */
import {
  SITZUNG_BERATUNGSARTEN,
  SITZUNG_DATEIARTEN,
  tagesordnungsNummern,
  type RedaktionFeldVergleich,
  type RedaktionSitzungFelder,
} from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { berlinDate, berlinGermanDate, berlinParts, berlinTime } from '../core/time';
import type { ArtDefinition, NeueAdresse, PruefUmgebung } from './arten';
import type { Bereiche } from './bereiche';
import { MEDIEN_PFAD, zeitpunkt } from './felder';
import type { InhaltRow } from './inhalte';
import { type MedienDateien, pdfWarnung } from './pruefungen';
import { teile } from './vergleich';
import { type Bestand, uebernimmBestand } from './uebernahme';

const ART = 'sitzung';
/** What `entfernte_inhalte` calls a withdrawn meeting. */
const ENTFERNT_TYP = 'sitzung';

interface Punkt {
  id: number | null;
  titel: string;
  oeffentlich: boolean;
  vorlage_id: number | null;
  beratungsart: string | null;
  beschluss: string | null;
  ergebnis: string | null;
}

interface Datei {
  /** The PDF's name in the media library. */
  medium: string | null;
  /** A council file the meeting had when the editorial area took it over (no PDF of the library). */
  datei: number | null;
  titel: string;
  art: string;
  oeffentlich: boolean;
}

/** The fields as a revision stores them: blank texts null, instants in UTC (ISO). */
export interface SitzungFelder {
  gremium_id: number | null;
  name: string;
  beginn: string | null;
  ende: string | null;
  ort: string | null;
  raum: string | null;
  abgesagt: boolean;
  tagesordnung: Punkt[];
  dateien: Datei[];
}

export const SITZUNG_MELDUNGEN = {
  gremium: 'Bitte wählen Sie das Gremium, das tagt.',
  gremiumFehlt: 'Dieses Gremium gibt es nicht (mehr). Bitte wählen Sie eines aus der Liste.',
  name: 'Bitte geben Sie den Namen der Sitzung an (z. B. „5. Sitzung des Technischen Ausschusses 2026“).',
  beginn: 'Bitte geben Sie Datum und Uhrzeit des Beginns an.',
  ende: 'Bitte geben Sie an, wann die Sitzung voraussichtlich endet.',
  endeVorBeginn: 'Das Ende der Sitzung muss nach ihrem Beginn liegen.',
  ort: 'Bitte geben Sie den Ort der Sitzung an (Gebäude und Anschrift).',
  raum: 'Bitte geben Sie den Raum an.',
  punktTitel: 'Bitte geben Sie dem Tagesordnungspunkt einen Titel.',
  vorlage: 'Diese Vorlage gibt es nicht, oder sie ist noch nicht veröffentlicht. Bitte wählen Sie eine Vorlage aus der Liste.',
  beratungsart: `Bitte wählen Sie eine Beratungsart aus der Liste (${SITZUNG_BERATUNGSARTEN.join(', ')}).`,
  dateiFehlt: 'Bei dieser Datei fehlt das PDF. Bitte wählen Sie ein PDF aus der Mediathek oder entfernen Sie den Eintrag.',
  dateiWeg: 'Diese Datei gibt es in der Mediathek nicht mehr. Bitte wählen Sie eine andere.',
  keinPdf: 'Die Dateien einer Sitzung sind PDF-Dateien der Mediathek des Sitzungsdienstes. Bitte wählen Sie ein PDF aus der Liste.',
  schonOeffentlich:
    'Dieses PDF ist in der Mediathek schon öffentlich (ein anderer Inhalt verwendet es). Für eine nicht öffentliche Datei laden Sie es bitte eigens hoch.',
  dateiTitel: 'Bitte geben Sie der Datei einen Titel (z. B. „Einladung zur 5. Sitzung“).',
  dateiArt: `Bitte wählen Sie die Art der Datei (${SITZUNG_DATEIARTEN.join(', ')}).`,
  gremiumWeg: 'Dieses Gremium gibt es nicht mehr. Die Sitzung kann nicht veröffentlicht werden.',
} as const;

// --- Fields -----------------------------------------------------------------------------------------

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.normalize('NFC').trim();
  return trimmed === '' ? null : trimmed;
};
const zeile = (value: unknown): string | null => text(value)?.replace(/\s+/g, ' ') ?? null;
const id = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
const instant = (value: unknown, feld: string): string | null => {
  const wert = text(value);
  return wert === null ? null : zeitpunkt(wert, feld).toISOString();
};

function punktAus(value: unknown): Punkt {
  const punkt = (value ?? {}) as Partial<Record<keyof Punkt, unknown>>;
  return {
    id: id(punkt.id),
    titel: zeile(punkt.titel) ?? '',
    oeffentlich: punkt.oeffentlich !== false,
    vorlage_id: id(punkt.vorlage_id),
    beratungsart: zeile(punkt.beratungsart),
    beschluss: text(punkt.beschluss),
    ergebnis: zeile(punkt.ergebnis),
  };
}

function dateiAus(value: unknown): Datei {
  const datei = (value ?? {}) as Partial<Record<keyof Datei, unknown>>;
  return {
    medium: text(datei.medium),
    datei: id(datei.datei),
    titel: zeile(datei.titel) ?? '',
    art: zeile(datei.art) ?? '',
    oeffentlich: datei.oeffentlich !== false,
  };
}

async function normalisiere(eingabe: unknown): Promise<SitzungFelder> {
  const felder = (eingabe ?? {}) as Partial<RedaktionSitzungFelder>;
  return {
    gremium_id: id(felder.gremium_id),
    name: zeile(felder.name) ?? '',
    beginn: instant(felder.beginn, 'beginn'),
    ende: instant(felder.ende, 'ende'),
    ort: zeile(felder.ort),
    raum: zeile(felder.raum),
    abgesagt: felder.abgesagt === true,
    tagesordnung: (felder.tagesordnung ?? []).map(punktAus),
    dateien: (felder.dateien ?? []).map(dateiAus),
  };
}

export function gespeicherteSitzung(wert: unknown): SitzungFelder {
  const felder = (wert && typeof wert === 'object' ? wert : {}) as Partial<SitzungFelder>;
  return {
    gremium_id: id(felder.gremium_id),
    name: typeof felder.name === 'string' ? felder.name : '',
    beginn: felder.beginn ?? null,
    ende: felder.ende ?? null,
    ort: felder.ort ?? null,
    raum: felder.raum ?? null,
    abgesagt: felder.abgesagt === true,
    tagesordnung: Array.isArray(felder.tagesordnung) ? felder.tagesordnung.map(punktAus) : [],
    dateien: Array.isArray(felder.dateien) ? felder.dateien.map(dateiAus) : [],
  };
}

// --- Taking over the seeded meetings ------------------------------------------------------------------

/** The section and Ablage that keep meetings, if the editorial area has one. */
function ablageDerSitzungen(alle: Bereiche): { bereich: string; ablage: string } | undefined {
  for (const bereich of alle.all) {
    const ablage = bereich.ablagen.find((eintrag) => eintrag.art === ART);
    if (ablage) return { bereich: bereich.id, ablage: ablage.ablage };
  }
  return undefined;
}

const adresseVon = (sitzungId: number): string => `/ratsinfo/sitzungen/${sitzungId}`;
const slugVon = (sitzungId: number): string => `sitzung-${sitzungId}`;

/**
 * Meetings of the council tables the editorial area does not keep yet (the seeded ones) become
 * published content whose first revision is their state now: three queries for all of them.
 */
async function uebernimm(tx: Queryable, alle: Bereiche, now: Date): Promise<number> {
  const ort = ablageDerSitzungen(alle);
  if (!ort) return 0;
  const sitzungen = await tx.query<{
    id: number;
    gremium_id: number;
    name: string;
    beginn: Date | string;
    ende: Date | string | null;
    ort: string;
    raum: string;
    abgesagt: boolean;
    erstellt: Date | string;
  }>(
    `SELECT s.id, s.gremium_id, s.name, s.beginn, s.ende, s.ort, s.raum, s.abgesagt, s.erstellt FROM rats_sitzungen s
     WHERE NOT EXISTS (SELECT 1 FROM redaktion_inhalte i WHERE i.art = $1 AND i.ziel_id = s.id) ORDER BY s.id`,
    [ART],
  );
  if (sitzungen.rows.length === 0) return 0;
  const ids = sitzungen.rows.map((row) => row.id);
  const punkte = await tx.query<Punkt & { sitzung_id: number }>(
    `SELECT sitzung_id, id, titel, oeffentlich, vorlage_id, beratungsart, beschluss, ergebnis FROM rats_tagesordnungspunkte
     WHERE sitzung_id = ANY($1::int[]) ORDER BY sitzung_id, position, id`,
    [ids],
  );
  const dateien = await tx.query<{ sitzung_id: number; datei: number; medium: string | null; titel: string; art: string; oeffentlich: boolean }>(
    `SELECT d.sitzung_id, d.id AS datei, m.name AS medium, d.titel, d.art, d.oeffentlich
       FROM rats_dateien d LEFT JOIN redaktion_medien m ON m.id = d.medium_id WHERE d.sitzung_id = ANY($1::int[]) ORDER BY d.sitzung_id, d.datum, d.id`,
    [ids],
  );
  const bestand: Bestand[] = sitzungen.rows.map((row) => {
    const felder: SitzungFelder = {
      gremium_id: row.gremium_id,
      name: row.name,
      beginn: new Date(row.beginn).toISOString(),
      ende: row.ende === null ? null : new Date(row.ende).toISOString(),
      ort: row.ort,
      raum: row.raum,
      abgesagt: row.abgesagt,
      tagesordnung: punkte.rows.filter((punkt) => punkt.sitzung_id === row.id).map(punktAus),
      // A file with a PDF of the library is that medium; the others stay the council's files.
      dateien: dateien.rows
        .filter((datei) => datei.sitzung_id === row.id)
        .map((datei) => dateiAus({ ...datei, datei: datei.medium === null ? datei.datei : null })),
    };
    return {
      art: ART,
      bereich: ort.bereich,
      ablage: ort.ablage,
      slug: slugVon(row.id),
      titel: row.name,
      adresse: adresseVon(row.id),
      ziel_id: row.id,
      erst: new Date(row.erstellt).toISOString(),
      felder,
    };
  });
  return uebernimmBestand(tx, bestand, now);
}

/** A new meeting takes its id now: its slug and public address name it. */
async function neueAdresse(tx: Queryable): Promise<NeueAdresse> {
  const { rows } = await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('rats_sitzungen', 'id'))::int AS id");
  const sitzungId = (rows[0] as { id: number }).id;
  return { slug: slugVon(sitzungId), adresse: adresseVon(sitzungId) };
}

/** The meeting's id in the council tables: the public row, else the one it took when it was created. */
function sitzungIdVon(inhalt: InhaltRow): number {
  if (inhalt.ziel_id !== null) return inhalt.ziel_id;
  const match = /^sitzung-(\d+)$/.exec(inhalt.slug);
  if (!match) throw new HttpError(409, 'Diese Sitzung hat keine Nummer im Ratsinformationssystem. Bitte legen Sie sie neu an.');
  return Number(match[1]);
}

// --- Checks -------------------------------------------------------------------------------------------

/** The media-library PDFs the meeting's files use (by name). */
const medienDerSitzung = (felder: SitzungFelder): string[] => [...new Set(felder.dateien.flatMap((datei) => (datei.medium === null ? [] : [datei.medium])))];

/** The meeting of the same committee at the same time (another one), if there is one. */
async function gleichzeitige(db: Queryable, gremiumId: number, beginn: string, eigene: number): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM rats_sitzungen WHERE gremium_id = $1 AND beginn = $2 AND id <> $3', [
    gremiumId,
    beginn,
    eigene,
  ]);
  return rows[0]?.name;
}

/** Findings per field (`tagesordnung.2.titel`, `dateien.0.medium`); empty when the meeting may go for approval. */
async function pruefe(inhalt: InhaltRow, felder: SitzungFelder, umgebung: PruefUmgebung): Promise<Record<string, string>> {
  const { db } = umgebung;
  const befunde: Record<string, string> = {};
  let gremium: string | undefined;
  if (felder.gremium_id === null) befunde.gremium_id = SITZUNG_MELDUNGEN.gremium;
  else {
    const { rows } = await db.query<{ name: string }>('SELECT name FROM rats_gremien WHERE id = $1', [felder.gremium_id]);
    gremium = rows[0]?.name;
    if (gremium === undefined) befunde.gremium_id = SITZUNG_MELDUNGEN.gremiumFehlt;
  }
  if (felder.name === '') befunde.name = SITZUNG_MELDUNGEN.name;
  if (felder.beginn === null) befunde.beginn = SITZUNG_MELDUNGEN.beginn;
  if (felder.ende === null) befunde.ende = SITZUNG_MELDUNGEN.ende;
  else if (felder.beginn !== null && Date.parse(felder.ende) <= Date.parse(felder.beginn)) befunde.ende = SITZUNG_MELDUNGEN.endeVorBeginn;
  if (felder.ort === null) befunde.ort = SITZUNG_MELDUNGEN.ort;
  if (felder.raum === null) befunde.raum = SITZUNG_MELDUNGEN.raum;
  if (gremium !== undefined && felder.gremium_id !== null && felder.beginn !== null) {
    const andere = await gleichzeitige(db, felder.gremium_id, felder.beginn, sitzungIdVon(inhalt));
    if (andere !== undefined) {
      befunde.beginn = `Das Gremium „${gremium}“ hat zu dieser Zeit schon eine Sitzung („${andere}“). Bitte prüfen Sie Datum und Uhrzeit.`;
    }
  }

  const vorlagen = felder.tagesordnung.flatMap((punkt) => (punkt.vorlage_id === null ? [] : [punkt.vorlage_id]));
  const vorhanden = new Set(
    vorlagen.length === 0
      ? []
      : (await db.query<{ id: number }>('SELECT id FROM rats_vorlagen WHERE id = ANY($1::int[])', [vorlagen])).rows.map((row) => row.id),
  );
  felder.tagesordnung.forEach((punkt, index) => {
    if (punkt.titel === '') befunde[`tagesordnung.${index}.titel`] = SITZUNG_MELDUNGEN.punktTitel;
    if (punkt.vorlage_id !== null && !vorhanden.has(punkt.vorlage_id)) befunde[`tagesordnung.${index}.vorlage_id`] = SITZUNG_MELDUNGEN.vorlage;
    if (punkt.beratungsart !== null && !(SITZUNG_BERATUNGSARTEN as readonly string[]).includes(punkt.beratungsart)) {
      befunde[`tagesordnung.${index}.beratungsart`] = SITZUNG_MELDUNGEN.beratungsart;
    }
  });

  return { ...befunde, ...(await pruefeDateien(db, inhalt, felder)) };
}

/** The findings of the files, at `dateien.<n>.<field>`: a PDF of the section's library, or a council file the meeting has. */
async function pruefeDateien(db: Queryable, inhalt: InhaltRow, felder: SitzungFelder): Promise<Record<string, string>> {
  const befunde: Record<string, string> = {};
  const namen = medienDerSitzung(felder);
  const medien = new Map(
    (namen.length === 0
      ? []
      : (
          await db.query<{ name: string; typ: string; bereich: string; oeffentlich: boolean }>(
            'SELECT name, typ, bereich, oeffentlich_seit IS NOT NULL AS oeffentlich FROM redaktion_medien WHERE name = ANY($1::text[])',
            [namen],
          )
        ).rows
    ).map((row) => [row.name, row]),
  );
  const eigene = new Set(
    (await db.query<{ id: number }>('SELECT id FROM rats_dateien WHERE sitzung_id = $1 AND medium_id IS NULL', [sitzungIdVon(inhalt)])).rows.map(
      (row) => row.id,
    ),
  );
  felder.dateien.forEach((datei, index) => {
    const feld = `dateien.${index}`;
    if (datei.medium !== null) {
      const pdf = medien.get(datei.medium);
      if (!pdf) befunde[`${feld}.medium`] = SITZUNG_MELDUNGEN.dateiWeg;
      else if (pdf.typ !== 'application/pdf' || pdf.bereich !== inhalt.bereich) befunde[`${feld}.medium`] = SITZUNG_MELDUNGEN.keinPdf;
      else if (!datei.oeffentlich && pdf.oeffentlich) befunde[`${feld}.medium`] = SITZUNG_MELDUNGEN.schonOeffentlich;
    } else if (datei.datei === null || !eigene.has(datei.datei)) befunde[`${feld}.medium`] = SITZUNG_MELDUNGEN.dateiFehlt;
    if (datei.titel === '') befunde[`${feld}.titel`] = SITZUNG_MELDUNGEN.dateiTitel;
    if (!(SITZUNG_DATEIARTEN as readonly string[]).includes(datei.art)) befunde[`${feld}.art`] = SITZUNG_MELDUNGEN.dateiArt;
  });
  return befunde;
}

/** Warnings that do not stop the approval: a file whose PDF is not accessible (not tagged, no language …). */
async function hinweise(felder: SitzungFelder, medien: MedienDateien): Promise<Record<string, string>> {
  const gefunden: Record<string, string> = {};
  felder.dateien.forEach((datei, index) => {
    const warnung = datei.medium === null ? null : pdfWarnung(`${MEDIEN_PFAD}${datei.medium}`, datei.titel, medien);
    if (warnung) gefunden[`dateien.${index}.medium`] = warnung;
  });
  return gefunden;
}

// --- Comparing ----------------------------------------------------------------------------------------

const zeitText = (wert: string | null): string => (wert === null ? '' : `${berlinGermanDate(new Date(wert))}, ${berlinTime(new Date(wert))} Uhr`);
const janein = (wert: boolean): string => (wert ? 'ja' : 'nein');

/** A committee or a paper by its name, as the comparison shows it (its number if it is gone). */
interface Namen {
  gremien: Map<number, string>;
  vorlagen: Map<number, string>;
}

async function namenFuer(db: Queryable, felder: readonly SitzungFelder[]): Promise<Namen> {
  const gremien = felder.flatMap((f) => (f.gremium_id === null ? [] : [f.gremium_id]));
  const vorlagen = felder.flatMap((f) => f.tagesordnung.flatMap((punkt) => (punkt.vorlage_id === null ? [] : [punkt.vorlage_id])));
  const [g, v] = await Promise.all([
    db.query<{ id: number; name: string }>('SELECT id, name FROM rats_gremien WHERE id = ANY($1::int[])', [gremien]),
    db.query<{ id: number; name: string }>("SELECT id, aktenzeichen || ' ' || titel AS name FROM rats_vorlagen WHERE id = ANY($1::int[])", [vorlagen]),
  ]);
  return { gremien: new Map(g.rows.map((row) => [row.id, row.name])), vorlagen: new Map(v.rows.map((row) => [row.id, row.name])) };
}

const gremiumText = (id: number | null, namen: Namen): string => (id === null ? '' : (namen.gremien.get(id) ?? `Nr. ${id}`));

function punktText(punkt: Punkt | undefined, namen: Namen): string {
  if (!punkt) return '';
  return [
    punkt.titel,
    `Öffentlich: ${janein(punkt.oeffentlich)}`,
    punkt.vorlage_id === null ? null : `Vorlage: ${namen.vorlagen.get(punkt.vorlage_id) ?? `Nr. ${punkt.vorlage_id}`}`,
    punkt.beratungsart === null ? null : `Beratungsart: ${punkt.beratungsart}`,
    punkt.beschluss === null ? null : `Beschluss: ${punkt.beschluss}`,
    punkt.ergebnis === null ? null : `Ergebnis: ${punkt.ergebnis}`,
  ]
    .filter((zeile): zeile is string => zeile !== null)
    .join('\n');
}

function dateiText(datei: Datei | undefined): string {
  if (!datei) return '';
  const pdf = datei.medium === null ? `Datei Nr. ${datei.datei ?? '?'} des Ratsinformationssystems` : `PDF ${datei.medium}`;
  return [`${datei.art}: ${datei.titel}`, `Öffentlich: ${janein(datei.oeffentlich)}`, pdf].join('\n');
}

/** Every field, each agenda item by its place and number, each file by its place; old beside new. */
async function vergleiche(alt: SitzungFelder, neu: SitzungFelder, nurGeaenderte: boolean, db: Queryable): Promise<RedaktionFeldVergleich[]> {
  const namen = await namenFuer(db, [alt, neu]);
  const eintraege: { feld: string; bezeichnung: string; a: string; n: string; roh: [unknown, unknown] }[] = [
    {
      feld: 'gremium_id',
      bezeichnung: 'Gremium',
      a: gremiumText(alt.gremium_id, namen),
      n: gremiumText(neu.gremium_id, namen),
      roh: [alt.gremium_id, neu.gremium_id],
    },
    { feld: 'name', bezeichnung: 'Name', a: alt.name, n: neu.name, roh: [alt.name, neu.name] },
    { feld: 'beginn', bezeichnung: 'Beginn', a: zeitText(alt.beginn), n: zeitText(neu.beginn), roh: [alt.beginn, neu.beginn] },
    { feld: 'ende', bezeichnung: 'Ende', a: zeitText(alt.ende), n: zeitText(neu.ende), roh: [alt.ende, neu.ende] },
    { feld: 'ort', bezeichnung: 'Ort', a: alt.ort ?? '', n: neu.ort ?? '', roh: [alt.ort, neu.ort] },
    { feld: 'raum', bezeichnung: 'Raum', a: alt.raum ?? '', n: neu.raum ?? '', roh: [alt.raum, neu.raum] },
    { feld: 'abgesagt', bezeichnung: 'Abgesagt', a: janein(alt.abgesagt), n: janein(neu.abgesagt), roh: [alt.abgesagt, neu.abgesagt] },
  ];
  const nummernAlt = tagesordnungsNummern(alt.tagesordnung);
  const nummernNeu = tagesordnungsNummern(neu.tagesordnung);
  for (let index = 0; index < Math.max(alt.tagesordnung.length, neu.tagesordnung.length); index += 1) {
    const a = alt.tagesordnung[index];
    const n = neu.tagesordnung[index];
    eintraege.push({
      feld: `tagesordnung.${index}`,
      bezeichnung: `Tagesordnungspunkt ${nummernNeu[index] ?? nummernAlt[index] ?? index + 1}`,
      a: punktText(a, namen),
      n: punktText(n, namen),
      roh: [a ?? null, n ?? null],
    });
  }
  for (let index = 0; index < Math.max(alt.dateien.length, neu.dateien.length); index += 1) {
    const a = alt.dateien[index];
    const n = neu.dateien[index];
    eintraege.push({ feld: `dateien.${index}`, bezeichnung: `Datei ${index + 1}`, a: dateiText(a), n: dateiText(n), roh: [a ?? null, n ?? null] });
  }
  const result: RedaktionFeldVergleich[] = [];
  for (const eintrag of eintraege) {
    const geaendert = JSON.stringify(eintrag.roh[0]) !== JSON.stringify(eintrag.roh[1]);
    if (nurGeaenderte && !geaendert) continue;
    result.push({
      feld: eintrag.feld,
      bezeichnung: eintrag.bezeichnung,
      geaendert,
      alt: eintrag.a,
      neu: eintrag.n,
      teile: geaendert ? teile(eintrag.a, eintrag.n) : [{ text: eintrag.n, art: 'gleich' }],
    });
  }
  return result;
}

// --- Publishing ---------------------------------------------------------------------------------------

/** The meeting's running number in its committee and year (the seed's `nummer`): kept once it has one. */
async function laufendeNummer(tx: Queryable, sitzungId: number, gremiumId: number, beginn: Date): Promise<number> {
  const { rows } = await tx.query<{ nummer: number }>(
    `SELECT COALESCE((SELECT nummer FROM rats_sitzungen WHERE id = $1 AND gremium_id = $2),
       (SELECT COALESCE(max(nummer), 0) + 1 FROM rats_sitzungen
         WHERE gremium_id = $2 AND extract(year FROM beginn AT TIME ZONE 'Europe/Berlin') = $3)) AS nummer`,
    [sitzungId, gremiumId, berlinParts(beginn).year],
  );
  return Number(rows[0]?.nummer ?? 1);
}

/**
 * Which published item each item of the agenda is (its id), or null for a new one. An item written
 * before its first publication has no id in the revision (revisions are never changed afterwards),
 * so the items without one are matched to the meeting's published items no other item claims: by
 * the same title first, then in agenda order. So an item keeps its id (its OParl address) across
 * publications, even when its title changes.
 */
function zuordnung(punkte: readonly Punkt[], bisher: readonly { id: number; titel: string }[]): (number | null)[] {
  const vergeben = new Set<number>();
  const nimm = (id: number): number => {
    vergeben.add(id);
    return id;
  };
  const ids = punkte.map((punkt) => (punkt.id !== null && bisher.some((row) => row.id === punkt.id) && !vergeben.has(punkt.id) ? nimm(punkt.id) : null));
  punkte.forEach((punkt, index) => {
    if (ids[index] !== null || punkt.id !== null) return;
    const gleich = bisher.find((row) => !vergeben.has(row.id) && row.titel === punkt.titel);
    if (gleich) ids[index] = nimm(gleich.id);
  });
  punkte.forEach((punkt, index) => {
    if (ids[index] !== null || punkt.id !== null) return;
    const frei = bisher.find((row) => !vergeben.has(row.id));
    if (frei) ids[index] = nimm(frei.id);
  });
  return ids;
}

/** Writes the agenda: kept items keep their id and `erstellt`, new ones are added, removed ones go; all of them `geaendert = now`. */
async function schreibeTagesordnung(tx: Queryable, sitzungId: number, punkte: Punkt[], zeit: string): Promise<void> {
  const nummern = tagesordnungsNummern(punkte);
  const { rows: bisher } = await tx.query<{ id: number; titel: string }>(
    'SELECT id, titel FROM rats_tagesordnungspunkte WHERE sitzung_id = $1 ORDER BY position, id',
    [sitzungId],
  );
  const ids = zuordnung(punkte, bisher);
  const zeilen = punkte.map((punkt, index) => ({ ...punkt, id: ids[index] ?? null, nummer: nummern[index], position: index + 1 }));
  const bleiben = zeilen.filter((zeile) => zeile.id !== null);
  const neu = zeilen.filter((zeile) => zeile.id === null);
  await tx.query('DELETE FROM rats_tagesordnungspunkte WHERE sitzung_id = $1 AND NOT (id = ANY($2::int[]))', [sitzungId, bleiben.map((zeile) => zeile.id)]);
  // A paper withdrawn meanwhile leaves the item without it rather than failing the publication.
  const spalten = 'AS x(id int, nummer text, position int, titel text, oeffentlich boolean, vorlage_id int, beratungsart text, beschluss text, ergebnis text)';
  if (bleiben.length > 0) {
    await tx.query(
      `UPDATE rats_tagesordnungspunkte t SET nummer = x.nummer, position = x.position, titel = x.titel, oeffentlich = x.oeffentlich,
         vorlage_id = (SELECT v.id FROM rats_vorlagen v WHERE v.id = x.vorlage_id), beratungsart = x.beratungsart, beschluss = x.beschluss,
         ergebnis = x.ergebnis, geaendert = $3
       FROM jsonb_to_recordset($1::jsonb) ${spalten} WHERE t.id = x.id AND t.sitzung_id = $2`,
      [JSON.stringify(bleiben), sitzungId, zeit],
    );
  }
  if (neu.length > 0) {
    await tx.query(
      `INSERT INTO rats_tagesordnungspunkte (sitzung_id, nummer, position, titel, oeffentlich, vorlage_id, beratungsart, beschluss, ergebnis, erstellt, geaendert)
       SELECT $2, x.nummer, x.position, x.titel, x.oeffentlich, (SELECT v.id FROM rats_vorlagen v WHERE v.id = x.vorlage_id), x.beratungsart, x.beschluss, x.ergebnis, $3, $3
       FROM jsonb_to_recordset($1::jsonb) ${spalten} ORDER BY x.position`,
      [JSON.stringify(neu.map((zeile) => ({ ...zeile, id: null }))), sitzungId, zeit],
    );
  }
}

/**
 * Writes the files: a council file the meeting had keeps its id, a PDF of the media library keeps the
 * id it was published under before, new ones are added (in the editor's order), the rest removed.
 */
async function schreibeDateien(tx: Queryable, sitzungId: number, dateien: Datei[], now: Date): Promise<void> {
  const zeit = now.toISOString();
  const { rows: bisher } = await tx.query<{ id: number; medium: string | null }>(
    'SELECT d.id, m.name AS medium FROM rats_dateien d LEFT JOIN redaktion_medien m ON m.id = d.medium_id WHERE d.sitzung_id = $1',
    [sitzungId],
  );
  const nachMedium = new Map(bisher.flatMap((row) => (row.medium ? [[row.medium, row.id] as const] : [])));
  const eigene = new Set(bisher.filter((row) => row.medium === null).map((row) => row.id));
  const behalten: { id: number; titel: string; art: string; oeffentlich: boolean }[] = [];
  const neu: Datei[] = [];
  for (const datei of dateien) {
    const vorhanden = datei.medium !== null ? nachMedium.get(datei.medium) : datei.datei !== null && eigene.has(datei.datei) ? datei.datei : undefined;
    if (vorhanden !== undefined) behalten.push({ id: vorhanden, titel: datei.titel, art: datei.art, oeffentlich: datei.oeffentlich });
    else if (datei.medium !== null) neu.push(datei);
  }
  await tx.query('DELETE FROM rats_dateien WHERE sitzung_id = $1 AND NOT (id = ANY($2::int[]))', [sitzungId, behalten.map((datei) => datei.id)]);
  if (behalten.length > 0) {
    await tx.query(
      `UPDATE rats_dateien d SET titel = x.titel, art = x.art, oeffentlich = x.oeffentlich, geaendert = $3
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, titel text, art text, oeffentlich boolean) WHERE d.id = x.id AND d.sitzung_id = $2`,
      [JSON.stringify(behalten), sitzungId, zeit],
    );
  }
  // One by one, so that the files keep the editor's order (their ids order them after the date).
  for (const datei of neu) {
    await tx.query(
      `INSERT INTO rats_dateien (dateiname, titel, art, datum, sitzung_id, oeffentlich, absaetze, medium_id, erstellt, geaendert)
       SELECT m.name, $2, $3, $4::date, $5, $6, '[]'::jsonb, m.id, $7, $7 FROM redaktion_medien m WHERE m.name = $1 AND m.typ = 'application/pdf'`,
      [datei.medium, datei.titel, datei.art, berlinDate(now), sitzungId, datei.oeffentlich, zeit],
    );
  }
}

/** Writes the meeting into the council tables (it comes back under its id after a withdrawal); answers its id. */
async function veroeffentliche(tx: Queryable, inhalt: InhaltRow, felder: SitzungFelder, now: Date): Promise<number> {
  const sitzungId = sitzungIdVon(inhalt);
  const { gremium_id: gremiumId, beginn, ende, ort, raum } = felder;
  // The checks before approval asked for these; the committee may have gone since.
  if (gremiumId === null || beginn === null || ort === null || raum === null) throw new HttpError(409, SITZUNG_MELDUNGEN.gremium);
  const gremium = await tx.query('SELECT 1 FROM rats_gremien WHERE id = $1', [gremiumId]);
  if (gremium.rows.length === 0) throw new HttpError(409, SITZUNG_MELDUNGEN.gremiumWeg);
  const andere = await gleichzeitige(tx, gremiumId, beginn, sitzungId);
  if (andere !== undefined) {
    throw new HttpError(409, `Das Gremium hat zu dieser Zeit schon eine Sitzung („${andere}“). Bitte ändern Sie Datum oder Uhrzeit.`);
  }
  const zeit = now.toISOString();
  const nummer = await laufendeNummer(tx, sitzungId, gremiumId, new Date(beginn));
  await tx.query(
    `INSERT INTO rats_sitzungen (id, gremium_id, nummer, name, beginn, ende, ort, raum, abgesagt, erstellt, geaendert)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT (id) DO UPDATE SET gremium_id = EXCLUDED.gremium_id, nummer = EXCLUDED.nummer, name = EXCLUDED.name, beginn = EXCLUDED.beginn,
       ende = EXCLUDED.ende, ort = EXCLUDED.ort, raum = EXCLUDED.raum, abgesagt = EXCLUDED.abgesagt, geaendert = EXCLUDED.geaendert`,
    [sitzungId, gremiumId, nummer, felder.name, beginn, ende, ort, raum, felder.abgesagt, zeit],
  );
  await schreibeTagesordnung(tx, sitzungId, felder.tagesordnung, zeit);
  await schreibeDateien(tx, sitzungId, felder.dateien, now);
  await tx.query('DELETE FROM entfernte_inhalte WHERE (typ = $1 AND item_id = $2) OR url = $3', [ENTFERNT_TYP, sitzungId, adresseVon(sitzungId)]);
  return sitzungId;
}

/** Removes the meeting with its agenda and files; its page answers 410 from now on. */
async function entziehe(tx: Queryable, inhalt: InhaltRow, now: Date): Promise<void> {
  if (inhalt.ziel_id === null) return;
  await tx.query('DELETE FROM rats_sitzungen WHERE id = $1', [inhalt.ziel_id]);
  await tx.query('DELETE FROM entfernte_inhalte WHERE (typ = $1 AND item_id = $2) OR url = $3', [ENTFERNT_TYP, inhalt.ziel_id, adresseVon(inhalt.ziel_id)]);
  await tx.query('INSERT INTO entfernte_inhalte (typ, item_id, url, seit) VALUES ($1, $2, $3, $4)', [
    ENTFERNT_TYP,
    inhalt.ziel_id,
    adresseVon(inhalt.ziel_id),
    now.toISOString(),
  ]);
}

export const SITZUNG_ART: ArtDefinition<SitzungFelder> = {
  uebernimm,
  normalisiere,
  gespeichert: gespeicherteSitzung,
  titel: (felder) => felder.name,
  neueAdresse: (tx) => neueAdresse(tx),
  pruefe,
  hinweise,
  vergleiche,
  veroeffentliche,
  entziehe,
  // The council's file address serves the meeting's PDFs (a non-public one to members only); none becomes public at a media address.
  eigeneMedien: medienDerSitzung,
};
