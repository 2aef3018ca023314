/**
 * Council papers (Vorlagen) as a kind of the editorial area, kept by the council office (section
 * 'ratsinfo'). A published paper is a row of `rats_vorlagen` with its files in `rats_dateien`, which
 * the council information system, OParl and the council search read: a non-public paper and its
 * files only with a council member's login. A file is a PDF of the section's media library, served
 * as it was uploaded at the council's file address (never at a media address, see `eigeneMedien`), or
 * a file the paper already had when the editorial area took it over. A paper has no preview link (a
 * non-public one would be readable without a login).
 */
import { type RedaktionFeldVergleich, type RedaktionVorlageFelder, VORLAGEN_ARTEN, VORLAGEN_DATEI_ARTEN } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { slugOf } from '../core/slug';
import type { ArtDefinition, NeueAdresse, PruefUmgebung } from './arten';
import type { Bereiche } from './bereiche';
import { konflikt } from './fehler';
import { MEDIEN_PFAD } from './felder';
import type { InhaltRow } from './inhalte';
import { pdfWarnung, type MedienDateien } from './pruefungen';
import { teile } from './vergleich';
import { uebernimmBestand } from './uebernahme';

/** A file of a paper: a PDF of the media library (`medium`) or a council file it had (`datei`). */
interface VorlageDatei {
  medium: string | null;
  datei: number | null;
  titel: string;
  art: string;
}

/** The fields of a paper as a revision stores them (blank texts are null, `datum` a calendar day). */
export interface VorlageFelder {
  aktenzeichen: string;
  art: string;
  titel: string;
  datum: string | null;
  federfuehrend: string;
  sachverhalt: string | null;
  beschlussvorschlag: string | null;
  oeffentlich: boolean;
  dateien: VorlageDatei[];
}

const ART = 'vorlage';
const ABLAGE = 'vorlagen';
const PFAD = '/ratsinfo/vorlagen/';

const zeile = (value: unknown): string => (typeof value === 'string' ? value.normalize('NFC').replace(/\s+/g, ' ').trim() : '');
/** Plain text over several lines: line breaks kept, blank is null. */
const absatz = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
};
const KALENDERTAG = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day that exists (2026-02-30 does not). */
function istTag(value: string): boolean {
  const match = KALENDERTAG.exec(value);
  if (!match) return false;
  const tag = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return tag.toISOString().slice(0, 10) === value;
}

async function normalisiere(eingabe: unknown): Promise<VorlageFelder> {
  const felder = (eingabe ?? {}) as RedaktionVorlageFelder;
  const datum = zeile(felder.datum);
  return {
    aktenzeichen: zeile(felder.aktenzeichen),
    art: zeile(felder.art),
    titel: zeile(felder.titel),
    datum: datum === '' ? null : datum,
    federfuehrend: zeile(felder.federfuehrend),
    sachverhalt: absatz(felder.sachverhalt),
    beschlussvorschlag: absatz(felder.beschlussvorschlag),
    oeffentlich: felder.oeffentlich ?? true,
    // A file is either a PDF of the library or a council file the paper had, never both.
    dateien: (felder.dateien ?? []).map((datei) => ({
      medium: zeile(datei.medium) || null,
      datei: zeile(datei.medium) ? null : (datei.datei ?? null),
      titel: zeile(datei.titel),
      art: zeile(datei.art),
    })),
  };
}

function gespeichert(wert: unknown): VorlageFelder {
  const felder = (wert ?? {}) as Partial<VorlageFelder>;
  return {
    aktenzeichen: felder.aktenzeichen ?? '',
    art: felder.art ?? '',
    titel: felder.titel ?? '',
    datum: felder.datum ?? null,
    federfuehrend: felder.federfuehrend ?? '',
    sachverhalt: felder.sachverhalt ?? null,
    beschlussvorschlag: felder.beschlussvorschlag ?? null,
    oeffentlich: felder.oeffentlich ?? true,
    dateien: (felder.dateien ?? []).map((datei) => ({
      medium: datei.medium ?? null,
      datei: datei.datei ?? null,
      titel: datei.titel ?? '',
      art: datei.art ?? '',
    })),
  };
}

/** The media-library PDFs a paper uses (by name). */
export const medienDerVorlage = (felder: VorlageFelder): string[] => [...new Set(felder.dateien.flatMap((datei) => (datei.medium ? [datei.medium] : [])))];

// --- Taking over the council's papers --------------------------------------------------------------

interface PapierRow {
  id: number;
  aktenzeichen: string;
  art: string;
  titel: string;
  datum: string;
  federfuehrend: string;
  sachverhalt: string;
  beschlussvorschlag: string | null;
  oeffentlich: boolean;
  erstellt: Date | string;
  dateien: { datei: number; medium: string | null; titel: string; art: string }[];
}

const slugDes = (aktenzeichen: string, id: number): string => slugOf(aktenzeichen) || `vorlage-${id}`;

/**
 * The council's papers that the editorial area does not keep yet (the seeded ones) become published
 * content of the council office, with the files they have. Set-based; a paper taken over is skipped.
 */
async function uebernimm(tx: Queryable, alle: Bereiche, now: Date): Promise<number> {
  const bereich = alle.ofAblage(ART, ABLAGE);
  if (!bereich) return 0;
  const { rows } = await tx.query<PapierRow>(
    `SELECT v.id, v.aktenzeichen, v.art, v.titel, to_char(v.datum, 'YYYY-MM-DD') AS datum, v.federfuehrend, v.sachverhalt, v.beschlussvorschlag,
            v.oeffentlich, v.erstellt,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('datei', d.id, 'medium', m.name, 'titel', d.titel, 'art', d.art) ORDER BY d.id)
                        FROM rats_dateien d LEFT JOIN redaktion_medien m ON m.id = d.medium_id
                       WHERE d.vorlage_id = v.id AND d.sitzung_id IS NULL AND d.bericht_id IS NULL), '[]'::jsonb) AS dateien
       FROM rats_vorlagen v
      WHERE NOT EXISTS (SELECT 1 FROM redaktion_inhalte i WHERE i.art = $1 AND i.ziel_id = v.id)
      ORDER BY v.id`,
    [ART],
  );
  const inhalte = rows.map((row) => {
    const felder: VorlageFelder = {
      aktenzeichen: row.aktenzeichen,
      art: row.art,
      titel: row.titel,
      datum: row.datum,
      federfuehrend: row.federfuehrend,
      sachverhalt: absatz(row.sachverhalt),
      beschlussvorschlag: absatz(row.beschlussvorschlag),
      oeffentlich: row.oeffentlich,
      // A file that has its PDF from the media library is that medium; the others stay the council's files.
      dateien: row.dateien.map((datei) => ({
        medium: datei.medium,
        datei: datei.medium ? null : datei.datei,
        titel: datei.titel,
        art: datei.art,
      })),
    };
    return {
      art: ART,
      bereich: bereich.id,
      ablage: ABLAGE,
      slug: slugDes(row.aktenzeichen, row.id),
      titel: row.titel,
      adresse: `${PFAD}${row.id}`,
      ziel_id: row.id,
      erst: new Date(row.erstellt).toISOString(),
      felder,
    };
  });
  return uebernimmBestand(tx, inhalte, now);
}

// --- Place, checks, warnings, comparison ----------------------------------------------------------

async function slugFrei(tx: Queryable, slug: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM redaktion_inhalte WHERE art = $1 AND ablage = $2 AND slug = $3', [ART, ABLAGE, slug]);
  return rows.length === 0;
}

/** A paper's address is its council page, known once it is published (`/ratsinfo/vorlagen/<id>`). */
async function neueAdresse(tx: Queryable, _ablage: string, felder: VorlageFelder, gewuenscht: string | undefined): Promise<NeueAdresse> {
  if (gewuenscht !== undefined) {
    if (!(await slugFrei(tx, gewuenscht))) throw konflikt(`Die Kurzbezeichnung „${gewuenscht}“ ist bei den Vorlagen schon vergeben.`);
    return { slug: gewuenscht, adresse: null };
  }
  const basis = slugOf(felder.aktenzeichen || felder.titel);
  let slug = basis;
  for (let n = 2; !(await slugFrei(tx, slug)); n += 1) slug = `${basis}-${n}`;
  return { slug, adresse: null };
}

export const VORLAGE_MELDUNGEN = {
  titel: 'Bitte geben Sie den Titel (Betreff) der Vorlage an.',
  aktenzeichen: 'Bitte geben Sie das Aktenzeichen an (z. B. BV/2026/014).',
  art: `Bitte wählen Sie die Art der Vorlage (${VORLAGEN_ARTEN.join(', ')}).`,
  datum: 'Bitte geben Sie das Datum der Vorlage an (JJJJ-MM-TT).',
  datumUngueltig: 'Dieses Datum gibt es nicht. Bitte geben Sie das Datum der Vorlage als JJJJ-MM-TT an.',
  federfuehrend: 'Bitte geben Sie an, welches Amt federführend ist.',
  sachverhalt: 'Bitte beschreiben Sie den Sachverhalt.',
  dateiTitel: 'Bitte geben Sie der Datei einen Titel (z. B. „Anlage 1: Lageplan“).',
  dateiArt: `Bitte wählen Sie die Art der Datei (${VORLAGEN_DATEI_ARTEN.join(', ')}).`,
  dateiFehlt: 'Bei dieser Datei fehlt das PDF. Bitte wählen Sie ein PDF aus der Mediathek oder entfernen Sie den Eintrag.',
  keinPdf: 'Diese Datei ist kein PDF der Mediathek des Sitzungsdienstes. Bitte wählen Sie ein PDF aus der Mediathek des Sitzungsdienstes.',
  medienFehlt: 'Diese Datei gibt es in der Mediathek nicht mehr. Bitte wählen Sie eine andere.',
  fremdeDatei: 'Diese Datei gehört nicht zu dieser Vorlage. Bitte wählen Sie ein PDF aus der Mediathek.',
  schonOeffentlich:
    'Dieses PDF ist schon öffentlich, weil veröffentlichte Inhalte es verwenden. Eine nichtöffentliche Vorlage braucht ein eigenes PDF: Bitte laden Sie es noch einmal hoch.',
} as const;

const doppeltesAktenzeichen = (aktenzeichen: string, titel: string): string =>
  `Das Aktenzeichen „${aktenzeichen}“ hat schon die Vorlage „${titel}“. Bitte geben Sie ein anderes an.`;

/** Another paper (public, or in the editorial area) with the same reference, if any: its title. */
async function aktenzeichenVergeben(db: Queryable, inhalt: InhaltRow, aktenzeichen: string): Promise<string | undefined> {
  const { rows } = await db.query<{ titel: string }>(
    `SELECT titel FROM rats_vorlagen WHERE lower(aktenzeichen) = lower($1) AND id IS DISTINCT FROM $2
     UNION ALL
     SELECT i.titel FROM redaktion_inhalte i JOIN redaktion_revisionen r ON r.id = i.aktuelle_revision_id
      WHERE i.art = $3 AND i.id <> $4 AND lower(r.felder->>'aktenzeichen') = lower($1) AND i.ziel_id IS DISTINCT FROM $2
     LIMIT 1`,
    [aktenzeichen, inhalt.ziel_id, ART, inhalt.id],
  );
  return rows[0]?.titel;
}

/** The findings of the files, at `dateien.<n>.<field>`. */
async function pruefeDateien(db: Queryable, inhalt: InhaltRow, felder: VorlageFelder): Promise<Record<string, string>> {
  const befunde: Record<string, string> = {};
  const namen = medienDerVorlage(felder);
  const { rows: medien } = namen.length
    ? await db.query<{ name: string; typ: string; bereich: string; oeffentlich: boolean }>(
        'SELECT name, typ, bereich, oeffentlich_seit IS NOT NULL AS oeffentlich FROM redaktion_medien WHERE name = ANY($1::text[])',
        [namen],
      )
    : { rows: [] };
  const medium = new Map(medien.map((row) => [row.name, row]));
  const ids = felder.dateien.flatMap((datei) => (datei.datei === null ? [] : [datei.datei]));
  const { rows: eigene } = ids.length
    ? await db.query<{ id: number }>('SELECT id FROM rats_dateien WHERE id = ANY($1::int[]) AND vorlage_id = $2 AND medium_id IS NULL', [ids, inhalt.ziel_id])
    : { rows: [] };
  const eigen = new Set(eigene.map((row) => row.id));
  felder.dateien.forEach((datei, index) => {
    const feld = `dateien.${index}`;
    if (datei.titel === '') befunde[`${feld}.titel`] = VORLAGE_MELDUNGEN.dateiTitel;
    if (!(VORLAGEN_DATEI_ARTEN as readonly string[]).includes(datei.art)) befunde[`${feld}.art`] = VORLAGE_MELDUNGEN.dateiArt;
    if (datei.medium !== null) {
      const pdf = medium.get(datei.medium);
      if (!pdf) befunde[`${feld}.medium`] = VORLAGE_MELDUNGEN.medienFehlt;
      else if (pdf.typ !== 'application/pdf' || pdf.bereich !== inhalt.bereich) befunde[`${feld}.medium`] = VORLAGE_MELDUNGEN.keinPdf;
      else if (!felder.oeffentlich && pdf.oeffentlich) befunde[`${feld}.medium`] = VORLAGE_MELDUNGEN.schonOeffentlich;
    } else if (datei.datei === null) befunde[`${feld}.medium`] = VORLAGE_MELDUNGEN.dateiFehlt;
    else if (!eigen.has(datei.datei)) befunde[`${feld}.medium`] = VORLAGE_MELDUNGEN.fremdeDatei;
  });
  return befunde;
}

async function pruefe(inhalt: InhaltRow, felder: VorlageFelder, umgebung: PruefUmgebung): Promise<Record<string, string>> {
  const befunde: Record<string, string> = {};
  if (felder.aktenzeichen === '') befunde.aktenzeichen = VORLAGE_MELDUNGEN.aktenzeichen;
  else {
    const andere = await aktenzeichenVergeben(umgebung.db, inhalt, felder.aktenzeichen);
    if (andere !== undefined) befunde.aktenzeichen = doppeltesAktenzeichen(felder.aktenzeichen, andere);
  }
  if (!(VORLAGEN_ARTEN as readonly string[]).includes(felder.art)) befunde.art = VORLAGE_MELDUNGEN.art;
  if (felder.titel === '') befunde.titel = VORLAGE_MELDUNGEN.titel;
  if (felder.datum === null) befunde.datum = VORLAGE_MELDUNGEN.datum;
  else if (!istTag(felder.datum)) befunde.datum = VORLAGE_MELDUNGEN.datumUngueltig;
  if (felder.federfuehrend === '') befunde.federfuehrend = VORLAGE_MELDUNGEN.federfuehrend;
  if (felder.sachverhalt === null) befunde.sachverhalt = VORLAGE_MELDUNGEN.sachverhalt;
  return { ...befunde, ...(await pruefeDateien(umgebung.db, inhalt, felder)) };
}

/** A PDF of the media library that is not accessible, at its file (as for documents). */
async function hinweise(felder: VorlageFelder, medien: MedienDateien): Promise<Record<string, string>> {
  const befunde: Record<string, string> = {};
  felder.dateien.forEach((datei, index) => {
    const warnung = datei.medium ? pdfWarnung(`${MEDIEN_PFAD}${datei.medium}`, datei.titel, medien) : null;
    if (warnung) befunde[`dateien.${index}.medium`] = warnung;
  });
  return befunde;
}

const BEZEICHNUNGEN: Record<keyof VorlageFelder, string> = {
  aktenzeichen: 'Aktenzeichen',
  art: 'Art der Vorlage',
  titel: 'Titel',
  datum: 'Datum',
  federfuehrend: 'Federführend',
  sachverhalt: 'Sachverhalt',
  beschlussvorschlag: 'Beschlussvorschlag',
  oeffentlich: 'Öffentlich',
  dateien: 'Dateien',
};

const datumLesbar = (tag: string): string => (istTag(tag) ? `${tag.slice(8, 10)}.${tag.slice(5, 7)}.${tag.slice(0, 4)}` : tag);
const dateiLesbar = (datei: VorlageDatei): string =>
  `${datei.titel} (${datei.art}): ${datei.medium ? `PDF ${datei.medium}` : `Datei Nr. ${datei.datei ?? '?'} des Ratsinformationssystems`}`;

function lesbar(felder: VorlageFelder, feld: keyof VorlageFelder): string {
  if (feld === 'oeffentlich') return felder.oeffentlich ? 'ja' : 'nein (nur für Ratsmitglieder)';
  if (feld === 'dateien') return felder.dateien.map(dateiLesbar).join('\n');
  if (feld === 'datum') return felder.datum ? datumLesbar(felder.datum) : '';
  return String(felder[feld] ?? '');
}

async function vergleiche(alt: VorlageFelder, neu: VorlageFelder, nurGeaenderte: boolean): Promise<RedaktionFeldVergleich[]> {
  const result: RedaktionFeldVergleich[] = [];
  for (const feld of Object.keys(BEZEICHNUNGEN) as (keyof VorlageFelder)[]) {
    const a = lesbar(alt, feld);
    const n = lesbar(neu, feld);
    const geaendert = a !== n;
    if (nurGeaenderte && !geaendert) continue;
    result.push({ feld, bezeichnung: BEZEICHNUNGEN[feld], geaendert, alt: a, neu: n, teile: geaendert ? teile(a, n) : [{ text: n, art: 'gleich' }] });
  }
  return result;
}

// --- Publishing -----------------------------------------------------------------------------------

/** Writes the paper's row (`erstellt` kept, `geaendert` now; a paper withdrawn before comes back under its id). */
async function schreibeVorlage(tx: Queryable, inhalt: InhaltRow, felder: VorlageFelder, zeit: string): Promise<number> {
  const andere = await aktenzeichenVergeben(tx, inhalt, felder.aktenzeichen);
  if (andere !== undefined) throw konflikt(doppeltesAktenzeichen(felder.aktenzeichen, andere));
  const werte = [
    felder.aktenzeichen,
    felder.art,
    felder.titel,
    felder.datum,
    felder.federfuehrend,
    felder.sachverhalt ?? '',
    felder.beschlussvorschlag,
    felder.oeffentlich,
    zeit,
  ];
  if (inhalt.ziel_id !== null) {
    const { rows } = await tx.query<{ id: number }>(
      `UPDATE rats_vorlagen SET aktenzeichen = $1, art = $2, titel = $3, datum = $4, federfuehrend = $5, sachverhalt = $6, beschlussvorschlag = $7,
         oeffentlich = $8, geaendert = $9 WHERE id = $10 RETURNING id`,
      [...werte, inhalt.ziel_id],
    );
    if (rows.length === 0) {
      await tx.query(
        `INSERT INTO rats_vorlagen (id, aktenzeichen, art, titel, datum, federfuehrend, sachverhalt, beschlussvorschlag, oeffentlich, erstellt, geaendert)
         VALUES ($10, $1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [...werte, inhalt.ziel_id],
      );
      // Keep the sequence ahead of an id written by hand.
      await tx.query("SELECT setval(pg_get_serial_sequence('rats_vorlagen', 'id'), GREATEST((SELECT max(id) FROM rats_vorlagen), 1))");
    }
    return inhalt.ziel_id;
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO rats_vorlagen (aktenzeichen, art, titel, datum, federfuehrend, sachverhalt, beschlussvorschlag, oeffentlich, erstellt, geaendert)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    werte,
  );
  return (rows[0] as { id: number }).id;
}

/**
 * Writes the paper's files: a council file it had keeps its id (its title and kind as given), a PDF of
 * the media library keeps the id it was published under before, new ones are added, the rest removed.
 * Every file is as public as the paper.
 */
async function schreibeDateien(tx: Queryable, vorlageId: number, felder: VorlageFelder, zeit: string): Promise<void> {
  const { rows: bisher } = await tx.query<{ id: number; medium: string | null }>(
    `SELECT d.id, m.name AS medium FROM rats_dateien d LEFT JOIN redaktion_medien m ON m.id = d.medium_id
      WHERE d.vorlage_id = $1 AND d.sitzung_id IS NULL AND d.bericht_id IS NULL`,
    [vorlageId],
  );
  const nachMedium = new Map(bisher.flatMap((row) => (row.medium ? [[row.medium, row.id] as const] : [])));
  const eigene = new Set(bisher.filter((row) => row.medium === null).map((row) => row.id));
  const behalten: { id: number; titel: string; art: string }[] = [];
  const neu: { medium: string; titel: string; art: string }[] = [];
  for (const datei of felder.dateien) {
    const id = datei.medium ? nachMedium.get(datei.medium) : datei.datei !== null && eigene.has(datei.datei) ? datei.datei : undefined;
    if (id !== undefined) behalten.push({ id, titel: datei.titel, art: datei.art });
    else if (datei.medium) neu.push({ medium: datei.medium, titel: datei.titel, art: datei.art });
  }
  await tx.query(`DELETE FROM rats_dateien WHERE vorlage_id = $1 AND sitzung_id IS NULL AND bericht_id IS NULL AND NOT (id = ANY($2::int[]))`, [
    vorlageId,
    behalten.map((datei) => datei.id),
  ]);
  await tx.query(
    `UPDATE rats_dateien d SET titel = n.titel, art = n.art, datum = $2, oeffentlich = $3, geaendert = $4
       FROM jsonb_to_recordset($1::jsonb) AS n(id int, titel text, art text) WHERE d.id = n.id`,
    [JSON.stringify(behalten), felder.datum, felder.oeffentlich, zeit],
  );
  // One by one, so that the files keep the order the editor gave them (their ids order them).
  for (const datei of neu) {
    await tx.query(
      `INSERT INTO rats_dateien (dateiname, titel, art, datum, vorlage_id, oeffentlich, absaetze, medium_id, erstellt, geaendert)
       SELECT m.name, $2::text, $3::text, $4::date, $5::int, $6::boolean, '[]'::jsonb, m.id, $7::timestamptz, $7::timestamptz
         FROM redaktion_medien m WHERE m.name = $1 AND m.typ = 'application/pdf'`,
      [datei.medium, datei.titel, datei.art, felder.datum, vorlageId, felder.oeffentlich, zeit],
    );
  }
}

async function veroeffentliche(tx: Queryable, inhalt: InhaltRow, felder: VorlageFelder, now: Date): Promise<number> {
  const zeit = now.toISOString();
  const id = await schreibeVorlage(tx, inhalt, felder, zeit);
  await schreibeDateien(tx, id, felder, zeit);
  await tx.query('UPDATE redaktion_inhalte SET adresse = $2 WHERE id = $1', [inhalt.id, `${PFAD}${id}`]);
  return id;
}

/** Removes the paper and its files; a paper on an agenda stays (409). */
async function entziehe(tx: Queryable, inhalt: InhaltRow): Promise<void> {
  if (inhalt.ziel_id === null) return;
  const { rows } = await tx.query<{ nummer: string; sitzung: string }>(
    `SELECT t.nummer, s.name AS sitzung FROM rats_tagesordnungspunkte t JOIN rats_sitzungen s ON s.id = t.sitzung_id
      WHERE t.vorlage_id = $1 ORDER BY s.beginn, t.position LIMIT 1`,
    [inhalt.ziel_id],
  );
  const punkt = rows[0];
  if (punkt) {
    throw konflikt(
      `Die Vorlage steht auf der Tagesordnung der Sitzung „${punkt.sitzung}“ (TOP ${punkt.nummer}) und kann nicht zurückgezogen werden. Bitte nehmen Sie sie zuerst von der Tagesordnung.`,
    );
  }
  await tx.query('DELETE FROM rats_vorlagen WHERE id = $1', [inhalt.ziel_id]);
}

export const VORLAGE_ART: ArtDefinition<VorlageFelder> = {
  uebernimm,
  normalisiere,
  gespeichert,
  titel: (felder) => felder.titel,
  neueAdresse,
  pruefe,
  hinweise,
  eigeneMedien: medienDerVorlage,
  vergleiche,
  veroeffentliche,
  entziehe: (tx, inhalt) => entziehe(tx, inhalt),
};
