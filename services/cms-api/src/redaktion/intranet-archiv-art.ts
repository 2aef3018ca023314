/**
 * The staff intranet's document archive as a kind of the editorial area (section
 * 'intranet-archiv'). One piece is one archive of `intranet_archive`: its topic (an existing one of
 * `intranet_archiv_themen`, or a new one that publishing creates), its title and its documents with
 * `stand`, `gueltig_von` and `gueltig_bis` (open when blank). A new document's PDF is a file of the
 * media library in an intranet section: such a file is internal (migration 119), it never becomes
 * public, and only the intranet's document route serves it, to a staff login. Like the internal
 * texts, an archive has no public address and no preview link.
 */
import type { RedaktionFeldVergleich, RedaktionIntranetArchivDokument, RedaktionIntranetArchivFelder } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { slugOf } from '../core/slug';
import type { ArtDefinition, NeueAdresse } from './arten';
import { type Bereiche, INTRANET_ARCHIV_ABLAGE as ARCHIV_ABLAGE } from './bereiche';
import { konflikt } from './fehler';
import { MEDIEN_PFAD } from './felder';
import type { InhaltRow } from './inhalte';
import { pdfWarnung } from './pruefungen';
import { teile } from './vergleich';
import { uebernimmBestand } from './uebernahme';

/** A document as a revision stores it (blank is null; days as `JJJJ-MM-TT`). */
interface ArchivDokument {
  id: number | null;
  downloadtext: string;
  datei: string | null;
  stand: string | null;
  gueltig_von: string | null;
  gueltig_bis: string | null;
}

/** The fields of an archive as a revision stores them. */
interface ArchivFelder {
  thema: string;
  thema_beschreibung: string | null;
  titel: string;
  dokumente: ArchivDokument[];
}

const ART = 'intranet-archiv';

export const ARCHIV_MELDUNGEN = {
  titel: 'Bitte geben Sie den Titel des Archivs an (z. B. „Dienstvereinbarungen“).',
  thema: 'Bitte wählen Sie ein Thema oder geben Sie ein neues ein.',
  keinDokument: 'Bitte fügen Sie mindestens ein Dokument hinzu.',
  downloadtext: 'Bitte geben Sie den Text des Downloads an (z. B. „Dienstvereinbarung Gleitzeit“).',
  datei: 'Bitte wählen Sie die PDF-Datei des Dokuments aus.',
  keineInterneDatei:
    'Diese Datei ist kein PDF-Dokument der Mediathek aus einem Intranet-Bereich. Bitte laden Sie das Dokument im Bereich „Intranet: Dokumentenarchiv“ hoch.',
  nichtMehrDa: 'Dieses Dokument ist nicht mehr im Intranet. Bitte wählen Sie seine PDF-Datei aus.',
  stand: 'Bitte geben Sie den Stand des Dokuments an.',
  gueltigVon: 'Bitte geben Sie an, ab wann das Dokument gilt.',
  keinDatum: 'Dieses Datum gibt es nicht. Bitte geben Sie es als TT.MM.JJJJ an.',
  bisVorVon: '„Gültig bis“ darf nicht vor „Gültig von“ liegen.',
} as const;

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.normalize('NFC').trim().replace(/\s+/g, ' ');
  return trimmed === '' ? null : trimmed;
};

/** A real calendar day `JJJJ-MM-TT`. */
const istTag = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The name of a media-library PDF from its address, or null. */
const MEDIUM_PDF = /^\/api\/cms\/medien\/([a-z0-9]+(?:-[a-z0-9]+)*\.pdf)$/;
const mediumName = (datei: string | null): string | null => (datei === null ? null : (MEDIUM_PDF.exec(datei)?.[1] ?? null));

function normalisiereSync(eingabe: unknown): ArchivFelder {
  const felder = (eingabe ?? {}) as Partial<RedaktionIntranetArchivFelder>;
  const gesehen = new Set<number>();
  const dokumente = (felder.dokumente ?? []).map((dokument: RedaktionIntranetArchivDokument): ArchivDokument => {
    // A document named twice is the intranet's document once; the second is a new one.
    const id = typeof dokument.id === 'number' && !gesehen.has(dokument.id) ? dokument.id : null;
    if (id !== null) gesehen.add(id);
    return {
      id,
      downloadtext: text(dokument.downloadtext) ?? '',
      datei: text(dokument.datei),
      stand: text(dokument.stand),
      gueltig_von: text(dokument.gueltig_von),
      gueltig_bis: text(dokument.gueltig_bis),
    };
  });
  return { thema: text(felder.thema) ?? '', thema_beschreibung: text(felder.thema_beschreibung), titel: text(felder.titel) ?? '', dokumente };
}

function gespeichert(wert: unknown): ArchivFelder {
  const felder = (wert ?? {}) as Partial<ArchivFelder>;
  return {
    thema: felder.thema ?? '',
    thema_beschreibung: felder.thema_beschreibung ?? null,
    titel: felder.titel ?? '',
    dokumente: (felder.dokumente ?? []).map((dokument) => ({
      id: dokument.id ?? null,
      downloadtext: dokument.downloadtext ?? '',
      datei: dokument.datei ?? null,
      stand: dokument.stand ?? null,
      gueltig_von: dokument.gueltig_von ?? null,
      gueltig_bis: dokument.gueltig_bis ?? null,
    })),
  };
}

// --- Taking over what the intranet shows ----------------------------------------------------------

/**
 * Archives of the intranet that the editorial area does not keep yet (the seeded ones) become
 * content whose first revision is their state now, published. Set-based; an archive taken over twice
 * is skipped.
 */
async function uebernimm(tx: Queryable, alle: Bereiche, now: Date): Promise<number> {
  const bereich = alle.ofAblage(ART, ARCHIV_ABLAGE);
  if (!bereich) return 0;
  const { rows } = await tx.query<{ id: number; titel: string; thema: string; beschreibung: string; dokumente: ArchivDokument[] }>(
    `SELECT a.id, a.titel, t.thema, t.beschreibung,
       COALESCE((SELECT jsonb_agg(jsonb_build_object('id', d.id, 'downloadtext', d.downloadtext,
           'datei', CASE WHEN m.name IS NULL THEN NULL ELSE $2::text || m.name END,
           'stand', d.stand::text, 'gueltig_von', d.gueltig_von::text, 'gueltig_bis', d.gueltig_bis::text) ORDER BY d.stand DESC, d.id)
         FROM intranet_dokumente d LEFT JOIN redaktion_medien m ON m.id = d.medium_id WHERE d.archiv_id = a.id), '[]'::jsonb) AS dokumente
     FROM intranet_archive a JOIN intranet_archiv_themen t ON t.id = a.thema_id
     WHERE NOT EXISTS (SELECT 1 FROM redaktion_inhalte i WHERE i.art = $1 AND i.ziel_id = a.id) ORDER BY a.id`,
    [ART, MEDIEN_PFAD],
  );
  const inhalte = rows.map((row) => ({
    art: ART,
    bereich: bereich.id,
    ablage: ARCHIV_ABLAGE,
    slug: `archiv-${row.id}`,
    titel: row.titel,
    adresse: null,
    ziel_id: row.id,
    erst: null,
    felder: gespeichert({ thema: row.thema, thema_beschreibung: text(row.beschreibung), titel: row.titel, dokumente: row.dokumente }),
  }));
  return uebernimmBestand(tx, inhalte, now);
}

// --- Place, checks, comparison --------------------------------------------------------------------

async function slugFrei(tx: Queryable, ablage: string, slug: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM redaktion_inhalte WHERE art = $1 AND ablage = $2 AND slug = $3', [ART, ablage, slug]);
  return rows.length === 0;
}

/** An archive has no public address; its slug only tells it apart. */
async function neueAdresse(tx: Queryable, ablage: string, felder: ArchivFelder, gewuenscht: string | undefined): Promise<NeueAdresse> {
  if (gewuenscht !== undefined) {
    if (!(await slugFrei(tx, ablage, gewuenscht))) throw konflikt(`Die Kurzbezeichnung „${gewuenscht}“ ist im Dokumentenarchiv schon vergeben.`);
    return { slug: gewuenscht, adresse: null };
  }
  const basis = slugOf(felder.titel) || 'archiv';
  let slug = basis;
  for (let n = 2; !(await slugFrei(tx, ablage, slug)); n += 1) slug = `${basis}-${n}`;
  return { slug, adresse: null };
}

/** The internal PDFs of the media library by name (only those an archive may use). */
async function interneDokumente(db: Queryable, namen: string[]): Promise<Map<string, number>> {
  if (namen.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; name: string }>(
    "SELECT id, name FROM redaktion_medien WHERE name = ANY($1::text[]) AND intern AND art = 'dokument'",
    [namen],
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Findings per field (`dokumente.2.gueltig_bis`); empty when the archive may go for approval. */
async function pruefeArchiv(db: Queryable, inhalt: InhaltRow, felder: ArchivFelder): Promise<Record<string, string>> {
  const befunde: Record<string, string> = {};
  if (felder.thema === '') befunde.thema = ARCHIV_MELDUNGEN.thema;
  if (felder.titel === '') befunde.titel = ARCHIV_MELDUNGEN.titel;
  if (felder.dokumente.length === 0) befunde.dokumente = ARCHIV_MELDUNGEN.keinDokument;
  const dateien = await interneDokumente(
    db,
    felder.dokumente.flatMap((dokument) => mediumName(dokument.datei) ?? []),
  );
  const ids = felder.dokumente.flatMap((dokument) => (dokument.id === null ? [] : [dokument.id]));
  const vorhanden = new Set(
    ids.length === 0 || inhalt.ziel_id === null
      ? []
      : (await db.query<{ id: number }>('SELECT id FROM intranet_dokumente WHERE archiv_id = $1 AND id = ANY($2::int[])', [inhalt.ziel_id, ids])).rows.map(
          (row) => row.id,
        ),
  );
  for (const [index, dokument] of felder.dokumente.entries()) {
    const feld = (name: keyof ArchivDokument) => `dokumente.${index}.${name}`;
    if (dokument.downloadtext === '') befunde[feld('downloadtext')] = ARCHIV_MELDUNGEN.downloadtext;
    if (dokument.datei !== null) {
      const name = mediumName(dokument.datei);
      if (name === null || !dateien.has(name)) befunde[feld('datei')] = ARCHIV_MELDUNGEN.keineInterneDatei;
    } else if (dokument.id === null) befunde[feld('datei')] = ARCHIV_MELDUNGEN.datei;
    else if (!vorhanden.has(dokument.id)) befunde[feld('datei')] = ARCHIV_MELDUNGEN.nichtMehrDa;
    if (dokument.stand === null) befunde[feld('stand')] = ARCHIV_MELDUNGEN.stand;
    else if (!istTag(dokument.stand)) befunde[feld('stand')] = ARCHIV_MELDUNGEN.keinDatum;
    if (dokument.gueltig_von === null) befunde[feld('gueltig_von')] = ARCHIV_MELDUNGEN.gueltigVon;
    else if (!istTag(dokument.gueltig_von)) befunde[feld('gueltig_von')] = ARCHIV_MELDUNGEN.keinDatum;
    if (dokument.gueltig_bis !== null) {
      if (!istTag(dokument.gueltig_bis)) befunde[feld('gueltig_bis')] = ARCHIV_MELDUNGEN.keinDatum;
      else if (dokument.gueltig_von !== null && istTag(dokument.gueltig_von) && dokument.gueltig_bis < dokument.gueltig_von) {
        befunde[feld('gueltig_bis')] = ARCHIV_MELDUNGEN.bisVorVon;
      }
    }
  }
  return befunde;
}

/** `2026-12-01` → `01.12.2026`. */
const deutsch = (tag: string | null): string => (tag !== null && istTag(tag) ? tag.split('-').reverse().join('.') : (tag ?? ''));

/** One document in words, for the comparison of two revisions. */
function dokumentLesbar(dokument: ArchivDokument): string {
  const gueltig = `gültig ab ${deutsch(dokument.gueltig_von)}${dokument.gueltig_bis === null ? ' (unbefristet)' : ` bis ${deutsch(dokument.gueltig_bis)}`}`;
  const datei = dokument.datei === null ? '' : ` · Datei ${mediumName(dokument.datei) ?? dokument.datei}`;
  return `${dokument.downloadtext} · Stand ${deutsch(dokument.stand)} · ${gueltig}${datei}`;
}

const BEZEICHNUNGEN: Record<keyof ArchivFelder, string> = {
  thema: 'Thema',
  thema_beschreibung: 'Beschreibung eines neuen Themas',
  titel: 'Titel',
  dokumente: 'Dokumente',
};

const lesbar = (felder: ArchivFelder, feld: keyof ArchivFelder): string => {
  if (feld === 'dokumente') return felder.dokumente.map(dokumentLesbar).join('\n');
  return felder[feld] ?? '';
};

async function vergleiche(alt: ArchivFelder, neu: ArchivFelder, nurGeaenderte: boolean): Promise<RedaktionFeldVergleich[]> {
  const result: RedaktionFeldVergleich[] = [];
  for (const feld of Object.keys(BEZEICHNUNGEN) as (keyof ArchivFelder)[]) {
    const a = lesbar(alt, feld);
    const n = lesbar(neu, feld);
    const geaendert = a !== n;
    if (nurGeaenderte && !geaendert) continue;
    result.push({ feld, bezeichnung: BEZEICHNUNGEN[feld], geaendert, alt: a, neu: n, teile: geaendert ? teile(a, n) : [{ text: n, art: 'gleich' }] });
  }
  return result;
}

// --- Publishing -----------------------------------------------------------------------------------

/** Removes a topic no archive is filed under any more. */
async function raeumeThemaAuf(tx: Queryable, themaId: number | undefined): Promise<void> {
  if (themaId === undefined) return;
  await tx.query('DELETE FROM intranet_archiv_themen t WHERE t.id = $1 AND NOT EXISTS (SELECT 1 FROM intranet_archive a WHERE a.thema_id = t.id)', [themaId]);
}

/**
 * Writes the archive into `intranet_archive` and its documents into `intranet_dokumente` (an archive
 * withdrawn before comes back under its old id): a document the intranet has keeps its row (and its
 * text, when it has no file), a new one is added with its file, and one no longer listed is removed.
 */
async function veroeffentliche(tx: Queryable, inhalt: InhaltRow, felder: ArchivFelder): Promise<number> {
  const thema = await tx.query<{ id: number }>(
    `WITH neu AS (INSERT INTO intranet_archiv_themen (thema, beschreibung) VALUES ($1, $2) ON CONFLICT (thema) DO NOTHING RETURNING id)
     SELECT id FROM neu UNION ALL SELECT id FROM intranet_archiv_themen WHERE thema = $1`,
    [felder.thema, felder.thema_beschreibung ?? ''],
  );
  const themaId = (thema.rows[0] as { id: number }).id;
  let archivId: number;
  let altesThema: number | undefined;
  if (inhalt.ziel_id !== null) {
    archivId = inhalt.ziel_id;
    const vorher = await tx.query<{ thema_id: number }>('SELECT thema_id FROM intranet_archive WHERE id = $1', [archivId]);
    altesThema = vorher.rows[0]?.thema_id;
    if (altesThema === undefined) await tx.query('INSERT INTO intranet_archive (id, thema_id, titel) VALUES ($1, $2, $3)', [archivId, themaId, felder.titel]);
    else await tx.query('UPDATE intranet_archive SET thema_id = $2, titel = $3 WHERE id = $1', [archivId, themaId, felder.titel]);
  } else {
    const { rows } = await tx.query<{ id: number }>('INSERT INTO intranet_archive (thema_id, titel) VALUES ($1, $2) RETURNING id', [themaId, felder.titel]);
    archivId = (rows[0] as { id: number }).id;
  }
  const dateien = await interneDokumente(
    tx,
    felder.dokumente.flatMap((dokument) => mediumName(dokument.datei) ?? []),
  );
  const vorhanden = new Set((await tx.query<{ id: number }>('SELECT id FROM intranet_dokumente WHERE archiv_id = $1', [archivId])).rows.map((row) => row.id));
  const bleiben: number[] = [];
  for (const dokument of felder.dokumente) {
    const name = mediumName(dokument.datei);
    const mediumId = name === null ? undefined : dateien.get(name);
    if (dokument.datei !== null && mediumId === undefined) throw new HttpError(409, `${ARCHIV_MELDUNGEN.keineInterneDatei} („${dokument.downloadtext}“)`);
    const werte = [dokument.downloadtext, dokument.stand, dokument.gueltig_von, dokument.gueltig_bis, mediumId ?? null, name];
    if (dokument.id !== null && vorhanden.has(dokument.id)) {
      await tx.query(
        `UPDATE intranet_dokumente SET downloadtext = $2, stand = $3::date, gueltig_von = $4::date, gueltig_bis = $5::date,
           medium_id = COALESCE($6, medium_id), dateiname = COALESCE($7, dateiname) WHERE id = $1`,
        [dokument.id, ...werte],
      );
      bleiben.push(dokument.id);
      continue;
    }
    if (mediumId === undefined) throw new HttpError(409, `${ARCHIV_MELDUNGEN.nichtMehrDa} („${dokument.downloadtext}“)`);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO intranet_dokumente (archiv_id, downloadtext, stand, gueltig_von, gueltig_bis, medium_id, dateiname)
       VALUES ($1, $2, $3::date, $4::date, $5::date, $6, $7) RETURNING id`,
      [archivId, ...werte],
    );
    bleiben.push((rows[0] as { id: number }).id);
  }
  await tx.query('DELETE FROM intranet_dokumente WHERE archiv_id = $1 AND NOT (id = ANY($2::int[]))', [archivId, bleiben]);
  if (altesThema !== themaId) await raeumeThemaAuf(tx, altesThema);
  return archivId;
}

async function entziehe(tx: Queryable, inhalt: InhaltRow): Promise<void> {
  if (inhalt.ziel_id === null) return;
  const { rows } = await tx.query<{ thema_id: number }>('DELETE FROM intranet_archive WHERE id = $1 RETURNING thema_id', [inhalt.ziel_id]);
  await raeumeThemaAuf(tx, rows[0]?.thema_id);
}

export const INTRANET_ARCHIV_ART: ArtDefinition<ArchivFelder> = {
  uebernimm,
  normalisiere: (eingabe) => Promise.resolve(normalisiereSync(eingabe)),
  gespeichert,
  titel: (felder) => felder.titel,
  neueAdresse,
  pruefe: (inhalt, felder, umgebung) => pruefeArchiv(umgebung.db, inhalt, felder),
  // A document's PDF that is not accessible (tags, structure, language), at its file.
  hinweise: (felder, medien) =>
    Promise.resolve(
      Object.fromEntries(
        felder.dokumente.flatMap((dokument, index) => {
          const warnung = pdfWarnung(dokument.datei, dokument.downloadtext, medien);
          return warnung === null ? [] : [[`dokumente.${index}.datei`, warnung]];
        }),
      ),
    ),
  vergleiche,
  veroeffentliche: (tx, inhalt, felder) => veroeffentliche(tx, inhalt, felder),
  entziehe: (tx, inhalt) => entziehe(tx, inhalt),
};
