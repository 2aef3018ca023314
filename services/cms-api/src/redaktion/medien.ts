/**
 * The media library: a file is uploaded once into a section and used by any content. Its type is
 * read from its content (file-type), never from its name; pictures are drawn anew with sharp
 * (orientation applied, EXIF/GPS/XMP left out) and get smaller WebP widths for srcset; PDFs are
 * kept as they are. A file in use cannot be deleted, and the answer says where it is used.
 */
import { randomBytes } from 'node:crypto';
import type { RedaktionMedium, RedaktionMediumDetail, RedaktionMediumEintrag, RedaktionVerwendung } from '@musterstadt/cms-contract';
import { MEDIEN_BREITEN, REDAKTION_MESSAGES } from '@musterstadt/cms-contract';
import sharp from 'sharp';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { slugOf } from '../core/slug';
import { AntwortFehler, nichtGefunden } from './fehler';
import { MEDIEN_PFAD } from './felder';
import { type PdfBefund, pdfHinweis, pruefePdf, pruefePdfs } from './pdf-pruefung';

type FileTypeCore = typeof import('file-type/core', { with: { 'resolution-mode': 'import' } });
let fileTypeModule: Promise<FileTypeCore> | undefined;
const fileType = (): Promise<FileTypeCore> => (fileTypeModule ??= import('file-type/core'));

/** Pictures the library takes; each is stored as JPEG, or PNG when it has transparency. */
const BILDTYPEN = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);
/** Widths for srcset (only those narrower than the picture; a wider one answers with the picture itself). */
export const BREITEN = MEDIEN_BREITEN;
/** Wider pictures are scaled down to this width. */
const MAX_BREITE = 2400;

export const MEDIEN_MESSAGES = {
  unknownType:
    'Diese Datei nimmt die Mediathek nicht an. Erlaubt sind Bilder (JPG, PNG, WebP, GIF, AVIF, TIFF) und PDF-Dokumente; die Art wird am Inhalt erkannt, nicht am Namen.',
  unreadable: 'Dieses Bild lässt sich nicht lesen. Bitte speichern Sie es neu (z. B. als JPG) und laden Sie es noch einmal hoch.',
  tooLarge: 'Die Datei ist zu groß (höchstens 10 MB).',
  altRequired: 'Bitte beschreiben Sie, was auf dem Bild zu sehen ist (Alternativtext), oder markieren Sie es als dekorativ.',
  copyrightRequired: 'Bitte geben Sie an, wer die Rechte am Bild hat (Urheberrecht).',
  dokumentDerWebsite:
    'Dieses Dokument bieten Seiten der Website zum Herunterladen an; es kann nicht gelöscht werden. Sie können es durch eine neue Fassung ersetzen.',
  nurPdf: 'Ein Dokument lässt sich nur durch ein PDF-Dokument ersetzen.',
  nurDokument: 'Ersetzen lässt sich ein Dokument (PDF). Ein neues Bild laden Sie bitte als eigene Datei hoch.',
} as const;

/** Where the site serves its documents (the ones taken over into the library keep this address). */
const DOKUMENTE_PFAD = '/api/cms/dokumente/';

export interface Verarbeitet {
  art: 'bild' | 'dokument';
  typ: 'image/jpeg' | 'image/png' | 'application/pdf';
  endung: 'jpg' | 'png' | 'pdf';
  daten: Buffer;
  breite: number | null;
  hoehe: number | null;
  varianten: { breite: number; daten: Buffer }[];
  /** A PDF's accessibility facts. */
  pdf: PdfBefund | null;
}

/** Reads a file's type from its content and prepares what the library stores. */
export async function verarbeite(daten: Buffer): Promise<Verarbeitet> {
  const { fileTypeFromBuffer } = await fileType();
  const erkannt = await fileTypeFromBuffer(daten);
  if (erkannt?.mime === 'application/pdf') {
    return { art: 'dokument', typ: 'application/pdf', endung: 'pdf', daten, breite: null, hoehe: null, varianten: [], pdf: await pruefePdf(daten) };
  }
  if (!erkannt || !BILDTYPEN.has(erkannt.mime)) throw new HttpError(415, MEDIEN_MESSAGES.unknownType);
  try {
    const quelle = sharp(daten, { failOn: 'error', limitInputPixels: 80_000_000 }).rotate();
    const { hasAlpha } = await quelle.metadata();
    const groesse = quelle.clone().resize({ width: MAX_BREITE, withoutEnlargement: true });
    const { data, info } = hasAlpha
      ? await groesse.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await groesse.jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    const varianten: { breite: number; daten: Buffer }[] = [];
    for (const breite of BREITEN) {
      if (breite >= info.width) break;
      varianten.push({ breite, daten: await quelle.clone().resize({ width: breite }).webp({ quality: 78 }).toBuffer() });
    }
    return {
      art: 'bild',
      typ: hasAlpha ? 'image/png' : 'image/jpeg',
      endung: hasAlpha ? 'png' : 'jpg',
      daten: data,
      breite: info.width,
      hoehe: info.height,
      varianten,
      pdf: null,
    };
  } catch {
    throw new HttpError(422, MEDIEN_MESSAGES.unreadable);
  }
}

export interface MediumRow {
  id: number;
  name: string;
  art: 'bild' | 'dokument';
  typ: string;
  bereich: string;
  titel: string;
  dateiname: string;
  alt: string | null;
  copyright: string | null;
  dekorativ: boolean;
  breite: number | null;
  hoehe: number | null;
  bytes: number;
  erstellt_von: number | null;
  erstellt_von_name: string | null;
  erstellt_am: Date | string;
  oeffentlich_seit: Date | string | null;
  varianten: { breite: number; name: string }[] | null;
  pdf_pruefung: PdfBefund | null;
  /** The site's document (in `dokumente`) the file was taken over from. */
  dokument: string | null;
}

const MEDIUM_SELECT = `SELECT m.id, m.name, m.art, m.typ, m.bereich, m.titel, m.dateiname, m.alt, m.copyright, m.dekorativ, m.breite, m.hoehe, m.bytes,
    m.erstellt_von, k.name AS erstellt_von_name, m.erstellt_am, m.oeffentlich_seit, m.pdf_pruefung, m.dokument,
    (SELECT jsonb_agg(jsonb_build_object('breite', v.breite, 'name', v.name) ORDER BY v.breite) FROM redaktion_medien_varianten v WHERE v.medium_id = m.id) AS varianten
  FROM redaktion_medien m LEFT JOIN redaktion_konten k ON k.id = m.erstellt_von`;

export function toMedium(row: MediumRow): RedaktionMedium {
  const url = `${MEDIEN_PFAD}${row.name}`;
  const varianten = (row.varianten ?? []).map((variante) => ({ breite: variante.breite, url: `${MEDIEN_PFAD}${variante.name}` }));
  const srcset = row.art === 'bild' ? [...varianten.map((variante) => `${variante.url} ${variante.breite}w`), `${url} ${row.breite ?? 0}w`].join(', ') : null;
  return {
    id: row.id,
    name: row.name,
    art: row.art,
    typ: row.typ,
    bereich: row.bereich,
    titel: row.titel,
    dateiname: row.dateiname,
    alt: row.alt,
    copyright: row.copyright,
    dekorativ: row.dekorativ,
    breite: row.breite,
    hoehe: row.hoehe,
    bytes: row.bytes,
    url,
    srcset,
    varianten,
    oeffentlich: row.oeffentlich_seit !== null,
    erstellt_am: new Date(row.erstellt_am).toISOString(),
    erstellt_von: row.erstellt_von === null ? null : { id: row.erstellt_von, name: row.erstellt_von_name ?? '' },
    pdf: row.art === 'dokument' && row.pdf_pruefung ? { ...row.pdf_pruefung, hinweis: pdfHinweis(row.pdf_pruefung) } : null,
    dokument: row.dokument === null ? null : `${DOKUMENTE_PFAD}${row.dokument}`,
  };
}

export async function ladeMedium(db: Queryable, id: number): Promise<MediumRow> {
  const { rows } = await db.query<MediumRow>(`${MEDIUM_SELECT} WHERE m.id = $1`, [id]);
  const row = rows[0];
  if (!row) throw nichtGefunden(REDAKTION_MESSAGES.mediumNotFound);
  return row;
}

/**
 * Checks the PDFs stored before the accessibility check existed (a few at a time), so the list and
 * the file's page show every document's result.
 */
async function pruefeOffenePdfs(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ id: number; daten: Uint8Array }>(
    "SELECT id, daten FROM redaktion_medien WHERE art = 'dokument' AND pdf_pruefung IS NULL ORDER BY id LIMIT 20",
  );
  const befunde = await pruefePdfs(rows.map((row) => Buffer.from(row.daten)));
  for (const [index, row] of rows.entries()) {
    await db.query('UPDATE redaktion_medien SET pdf_pruefung = $2::jsonb WHERE id = $1 AND pdf_pruefung IS NULL', [row.id, JSON.stringify(befunde[index])]);
  }
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function medienListe(
  db: Queryable,
  filter: { bereiche: string[]; art?: string; suche?: string },
  seite: number,
  proSeite: number,
): Promise<{ data: RedaktionMediumEintrag[]; anzahl: number; seiten: number }> {
  const params: unknown[] = [filter.bereiche];
  const where = ['m.bereich = ANY($1::text[])'];
  if (filter.art) {
    params.push(filter.art);
    where.push(`m.art = $${params.length}`);
  }
  if (filter.suche) {
    params.push(`%${escapeLike(filter.suche)}%`);
    where.push(`(m.titel ILIKE $${params.length} OR m.dateiname ILIKE $${params.length} OR m.alt ILIKE $${params.length})`);
  }
  const whereSql = where.join(' AND ');
  await pruefeOffenePdfs(db);
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM redaktion_medien m WHERE ${whereSql}`, params);
  const anzahl = Number(count.rows[0]?.n ?? 0);
  const { rows } = await db.query<MediumRow>(
    `${MEDIUM_SELECT} WHERE ${whereSql} ORDER BY m.erstellt_am DESC, m.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, proSeite, (seite - 1) * proSeite],
  );
  // How many items use each file (one page of the list at a time).
  const data: RedaktionMediumEintrag[] = [];
  for (const row of rows) data.push({ ...toMedium(row), verwendet: (await verwendung(db, row.name, row.dokument)).length });
  return { anzahl, seiten: Math.max(1, Math.ceil(anzahl / proSeite)), data };
}

export interface MediumAngaben {
  titel?: string | undefined;
  alt?: string | null | undefined;
  copyright?: string | null | undefined;
  dekorativ?: boolean | undefined;
}

const blank = (value: string | null | undefined): string | null => (value === null || value === undefined || value.trim() === '' ? null : value.trim());

/** 422 with the fields a picture still needs. */
function verlangeBildangaben(art: 'bild' | 'dokument', angaben: { alt: string | null; copyright: string | null; dekorativ: boolean }): void {
  if (art !== 'bild') return;
  const errors: Record<string, string> = {};
  if (!angaben.dekorativ && angaben.alt === null) errors.alt = MEDIEN_MESSAGES.altRequired;
  if (angaben.copyright === null) errors.copyright = MEDIEN_MESSAGES.copyrightRequired;
  if (Object.keys(errors).length > 0) throw new AntwortFehler(422, { error: Object.values(errors).join(' '), errors });
}

export async function speichereMedium(
  tx: Queryable,
  datei: { bereich: string; dateiname: string; daten: Buffer } & MediumAngaben,
  von: number,
  now: Date,
): Promise<number> {
  const verarbeitet = await verarbeite(datei.daten);
  const angaben = { alt: blank(datei.alt), copyright: blank(datei.copyright), dekorativ: datei.dekorativ === true };
  verlangeBildangaben(verarbeitet.art, angaben);
  const dateiname = datei.dateiname.split(/[\\/]/).pop()?.trim() || 'datei';
  const titel = blank(datei.titel) ?? dateiname.replace(/\.[a-z0-9]{1,5}$/i, '');
  const basis = `${slugOf(titel).slice(0, 50).replace(/-+$/, '')}-${randomBytes(4).toString('hex')}`;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO redaktion_medien (name, art, typ, bereich, titel, dateiname, alt, copyright, dekorativ, breite, hoehe, bytes, daten, erstellt_von, erstellt_am, pdf_pruefung)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      `${basis}.${verarbeitet.endung}`,
      verarbeitet.art,
      verarbeitet.typ,
      datei.bereich,
      titel,
      dateiname,
      angaben.alt,
      angaben.copyright,
      angaben.dekorativ,
      verarbeitet.breite,
      verarbeitet.hoehe,
      verarbeitet.daten.length,
      verarbeitet.daten,
      von,
      now.toISOString(),
      verarbeitet.pdf === null ? null : JSON.stringify(verarbeitet.pdf),
    ],
  );
  const id = (rows[0] as { id: number }).id;
  for (const variante of verarbeitet.varianten) {
    await tx.query('INSERT INTO redaktion_medien_varianten (medium_id, breite, name, typ, daten) VALUES ($1, $2, $3, $4, $5)', [
      id,
      variante.breite,
      `${basis}-${variante.breite}w.webp`,
      'image/webp',
      variante.daten,
    ]);
  }
  return id;
}

export async function aendereMedium(tx: Queryable, medium: MediumRow, angaben: MediumAngaben, now: Date): Promise<void> {
  const neu = {
    titel: angaben.titel !== undefined ? (blank(angaben.titel) ?? medium.titel) : medium.titel,
    alt: angaben.alt !== undefined ? blank(angaben.alt) : medium.alt,
    copyright: angaben.copyright !== undefined ? blank(angaben.copyright) : medium.copyright,
    dekorativ: angaben.dekorativ ?? medium.dekorativ,
  };
  verlangeBildangaben(medium.art, neu);
  await tx.query('UPDATE redaktion_medien SET titel = $2, alt = $3, copyright = $4, dekorativ = $5, geaendert_am = $6 WHERE id = $1', [
    medium.id,
    neu.titel,
    neu.alt,
    neu.copyright,
    neu.dekorativ,
    now.toISOString(),
  ]);
}

/**
 * Replaces a document's file by a new PDF under the same name and address (what links to it stays
 * right), checks the new file's accessibility and answers it. A picture is not replaced (it would
 * need its texts again): it is uploaded as a file of its own.
 */
export async function ersetzeDokument(tx: Queryable, medium: MediumRow, datei: { dateiname: string; daten: Buffer }, now: Date): Promise<PdfBefund> {
  if (medium.art !== 'dokument') throw new HttpError(409, MEDIEN_MESSAGES.nurDokument);
  const verarbeitet = await verarbeite(datei.daten).catch(() => null);
  if (verarbeitet?.art !== 'dokument' || !verarbeitet.pdf)
    throw new AntwortFehler(415, { error: MEDIEN_MESSAGES.nurPdf, errors: { daten: MEDIEN_MESSAGES.nurPdf } });
  const dateiname = datei.dateiname.split(/[\\/]/).pop()?.trim() || medium.dateiname;
  await tx.query('UPDATE redaktion_medien SET daten = $2, bytes = $3, dateiname = $4, pdf_pruefung = $5::jsonb, geaendert_am = $6 WHERE id = $1', [
    medium.id,
    verarbeitet.daten,
    verarbeitet.daten.length,
    dateiname,
    JSON.stringify(verarbeitet.pdf),
    now.toISOString(),
  ]);
  return verarbeitet.pdf;
}

/** The stored name without its extension: the file and its widths share it. */
const basisName = (name: string): string => name.replace(/\.(jpg|png|webp|pdf)$/, '');

/** Where a file is used: in the latest or the published revision of any content (by its address, or the site's document's). */
export async function verwendung(db: Queryable, name: string, dokument: string | null = null): Promise<RedaktionVerwendung[]> {
  const adressen = [
    `/api/cms/medien/${basisName(name)}(-[0-9]+w)?\\.(jpg|png|webp|pdf)`,
    // A council paper names its PDFs without an address (see vorlage-art.ts).
    `"medium": "${name.replace(/\./g, '\\.')}"`,
    ...(dokument ? [`${DOKUMENTE_PFAD}${dokument.replace(/\./g, '\\.')}`] : []),
  ];
  const muster = adressen.join('|');
  const { rows } = await db.query<{
    id: number;
    art: RedaktionVerwendung['art'];
    bereich: string;
    titel: string;
    status: RedaktionVerwendung['status'];
    aktuell: boolean;
    veroeffentlicht: boolean | null;
  }>(
    `SELECT i.id, i.art, i.bereich, i.titel, i.status, ra.felder::text ~ $1 AS aktuell, rv.felder::text ~ $1 AS veroeffentlicht
     FROM redaktion_inhalte i
     JOIN redaktion_revisionen ra ON ra.id = i.aktuelle_revision_id
     LEFT JOIN redaktion_revisionen rv ON rv.id = i.veroeffentlichte_revision_id
     WHERE ra.felder::text ~ $1 OR rv.felder::text ~ $1
     ORDER BY i.geaendert_am DESC, i.id`,
    [muster],
  );
  return rows.map((row) => ({
    inhalt_id: row.id,
    art: row.art,
    bereich: row.bereich,
    titel: row.titel,
    status: row.status,
    in: [...(row.aktuell ? (['aktuell'] as const) : []), ...(row.veroeffentlicht ? (['veroeffentlicht'] as const) : [])],
  }));
}

export async function mediumDetail(db: Queryable, id: number): Promise<RedaktionMediumDetail> {
  await pruefeOffenePdfs(db);
  const row = await ladeMedium(db, id);
  return { ...toMedium(row), verwendung: await verwendung(db, row.name, row.dokument) };
}

/** Deletes a file nothing uses; a file in use is a 409 naming where. */
export async function loescheMedium(tx: Queryable, medium: MediumRow): Promise<void> {
  if (medium.dokument !== null) throw new AntwortFehler(409, { error: MEDIEN_MESSAGES.dokumentDerWebsite, verwendung: [] });
  const verwendet = await verwendung(tx, medium.name, medium.dokument);
  if (verwendet.length > 0) throw new AntwortFehler(409, { error: REDAKTION_MESSAGES.mediumInUse, verwendung: verwendet });
  await tx.query('DELETE FROM redaktion_medien WHERE id = $1', [medium.id]);
}

export interface Datei {
  typ: string;
  daten: Buffer;
  name: string;
}

/** The file (or one of its widths) of a medium, for the editors. */
export async function dateiDesMediums(db: Queryable, id: number, breite: number | undefined): Promise<Datei> {
  if (breite !== undefined) {
    const { rows } = await db.query<{ typ: string; daten: Uint8Array; name: string }>(
      'SELECT typ, daten, name FROM redaktion_medien_varianten WHERE medium_id = $1 AND breite = $2',
      [id, breite],
    );
    const row = rows[0];
    if (!row) throw nichtGefunden('Diese Breite gibt es von diesem Bild nicht.');
    return { typ: row.typ, daten: Buffer.from(row.daten), name: row.name };
  }
  const { rows } = await db.query<{ typ: string; daten: Uint8Array; name: string }>('SELECT typ, daten, name FROM redaktion_medien WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) throw nichtGefunden(REDAKTION_MESSAGES.mediumNotFound);
  return { typ: row.typ, daten: Buffer.from(row.daten), name: row.name };
}

/** Whether a council file of a non-public paper or meeting uses the medium `m`: it is then served to council members only, never by its name. */
export const NICHTOEFFENTLICH_IM_RAT = 'EXISTS (SELECT 1 FROM rats_dateien d WHERE d.medium_id = m.id AND NOT d.oeffentlich)';

/**
 * A file by its public name (main file or a width): with whether it is public yet. A file of an
 * intranet section is not found here at all: not even a preview link shows it; nor is a file of the
 * council's non-public papers. A width of the list the picture does not reach (only narrower ones are
 * kept) is the picture itself, so a srcset may name every width.
 */
export async function dateiMitNamen(db: Queryable, name: string): Promise<(Datei & { oeffentlich: boolean }) | undefined> {
  const datei = await genauMitNamen(db, name);
  if (datei) return datei;
  const breite = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{3,4})w\.webp$/.exec(name);
  if (!breite || !(BREITEN as readonly number[]).includes(Number(breite[2]))) return undefined;
  const bild = (await genauMitNamen(db, `${breite[1]}.jpg`)) ?? (await genauMitNamen(db, `${breite[1]}.png`));
  return bild && (bild.breite ?? 0) <= Number(breite[2]) ? bild : undefined;
}

async function genauMitNamen(db: Queryable, name: string): Promise<(Datei & { oeffentlich: boolean; breite: number | null }) | undefined> {
  const { rows } = await db.query<{ typ: string; daten: Uint8Array; oeffentlich: boolean; breite: number | null }>(
    `SELECT m.typ, m.daten, m.oeffentlich_seit IS NOT NULL AS oeffentlich, m.breite FROM redaktion_medien m
      WHERE m.name = $1 AND NOT m.intern AND NOT ${NICHTOEFFENTLICH_IM_RAT}
     UNION ALL
     SELECT v.typ, v.daten, m.oeffentlich_seit IS NOT NULL, v.breite FROM redaktion_medien_varianten v JOIN redaktion_medien m ON m.id = v.medium_id
      WHERE v.name = $1 AND NOT m.intern AND NOT ${NICHTOEFFENTLICH_IM_RAT}`,
    [name],
  );
  const row = rows[0];
  return row ? { typ: row.typ, daten: Buffer.from(row.daten), name, oeffentlich: row.oeffentlich, breite: row.breite } : undefined;
}
