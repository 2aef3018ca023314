import type { Queryable } from '../core/db';
import { pageCount, pageOffset, type Paging } from '../core/pagination';
import type { ContentItem, ListResult } from '../core/types';

export const ENTRY_TYPES = [
  'meldung',
  'amt',
  'mitarbeiter',
  'ausschreibung',
  'baugebiet',
  'bildergalerie',
  'brancheneintrag',
  'einrichtung',
  'zeitstrahl',
  'verein',
] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export interface EntryRow {
  id: number;
  typ: EntryType;
  slug: string;
  titel: string;
  einleitung: string | null;
  text: string | null;
  bild: string | null;
  bildtext: string | null;
  bildcopyright: string | null;
  datum_von: Date | string | null;
  datum_bis: Date | string | null;
  sortierung: number;
  detail_url: string | null;
  data: Record<string, unknown> | null;
}

export interface EntryFilter {
  slug?: string;
  /** Notice board: category id in data.rubriken. */
  rubrik?: number;
  /** Business entries: data.branche.id. */
  branche?: number;
  /** Staff: slug of a department in data.aemter. */
  amt?: string;
}

const COLUMNS = 'id, typ, slug, titel, einleitung, text, bild, bildtext, bildcopyright, datum_von, datum_bis, sortierung, detail_url, data';

/** Order of each list: notices newest first, tenders by deadline, staff by name, the rest as the editors sort them. */
const ORDER: Record<EntryType, string> = {
  meldung: 'datum_von DESC NULLS LAST, id DESC',
  ausschreibung: 'datum_bis ASC NULLS LAST, id ASC',
  mitarbeiter: "data->>'nachname' ASC, data->>'vorname' ASC, id ASC",
  amt: 'sortierung ASC, titel ASC',
  baugebiet: 'sortierung ASC, titel ASC',
  bildergalerie: 'sortierung ASC, titel ASC',
  brancheneintrag: 'titel ASC, id ASC',
  einrichtung: 'sortierung ASC, titel ASC',
  zeitstrahl: 'sortierung ASC, titel ASC',
  verein: 'titel ASC, id ASC',
};

/** Lists show only what is current (`$n` is the moment): notices until they expire, tenders until their deadline. */
const CURRENT: Partial<Record<EntryType, (n: number) => string>> = {
  meldung: (n) => `(datum_bis IS NULL OR datum_bis >= $${n})`,
  ausschreibung: (n) => `(datum_bis IS NULL OR datum_bis >= $${n})`,
};

function iso(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The content-item fields every entry has, plus the fields of its type from data. */
export function toEntry(row: EntryRow): ContentItem & Record<string, unknown> {
  const data = row.data ?? {};
  const base: ContentItem = {
    id: row.id,
    titel: row.titel,
    einleitung: row.einleitung,
    text: row.text,
    bild: row.bild,
    bildtext: row.bildtext,
    bildcopyright: row.bildcopyright,
    datum_von: iso(row.datum_von),
    datum_bis: iso(row.datum_bis),
    detailURL: row.detail_url,
    links: [],
    dokumente: [],
    bildergalerie_zuordnung: null,
    seo: null,
    rubriken: [],
  };
  const entry: ContentItem & Record<string, unknown> = { ...base, ...data, ...{ id: base.id, titel: base.titel, detailURL: base.detailURL } };
  if (row.typ === 'ausschreibung') entry.abgabefrist = iso(row.datum_bis);
  return entry;
}

/** A staff member in the shape of spec point 3 (vorname, nachname, detailURL, kontakt, zimmer, sprechzeiten). */
export function toStaff(row: EntryRow, departments: Map<string, { titel: string; detailURL: string | null }>) {
  const data = (row.data ?? {}) as {
    anrede?: string;
    vorname?: string;
    nachname?: string;
    kontakt?: unknown;
    zimmer?: string;
    sprechzeiten?: string;
    funktion?: string;
    aemter?: string[];
  };
  return {
    id: row.id,
    anrede: data.anrede === 'Frau' || data.anrede === 'Herr' ? data.anrede : null,
    vorname: data.vorname ?? '',
    nachname: data.nachname ?? row.titel,
    detailURL: row.detail_url,
    kontakt: data.kontakt ?? null,
    zimmer: data.zimmer ?? null,
    sprechzeiten: data.sprechzeiten ?? null,
    funktion: data.funktion ?? null,
    bild: row.bild,
    aemter: (data.aemter ?? []).flatMap((slug) => {
      const department = departments.get(slug);
      return department ? [department] : [];
    }),
  };
}

export async function departmentsBySlug(db: Queryable): Promise<Map<string, { titel: string; detailURL: string | null }>> {
  const { rows } = await db.query<{ slug: string; titel: string; detail_url: string | null }>(
    "SELECT slug, titel, detail_url FROM eintraege WHERE typ = 'amt'",
  );
  return new Map(rows.map((row) => [row.slug, { titel: row.titel, detailURL: row.detail_url }]));
}

export async function findEntry(db: Queryable, typ: EntryType, id: number): Promise<EntryRow | undefined> {
  const { rows } = await db.query<EntryRow>(`SELECT ${COLUMNS} FROM eintraege WHERE typ = $1 AND id = $2`, [typ, id]);
  return rows[0];
}

/** One page of a list of entries of one type, as current at `now`. */
export async function listEntries(
  db: Queryable,
  typ: EntryType,
  filter: EntryFilter,
  paging: Paging,
  now: Date = new Date(),
): Promise<{ rows: EntryRow[]; seiten: number; anzahl: number }> {
  const params: unknown[] = [typ];
  const where = ['typ = $1'];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (filter.slug !== undefined) add((n) => `slug = $${n}`, filter.slug);
  if (filter.rubrik !== undefined) add((n) => `COALESCE(data->'rubriken', '[]'::jsonb) @> $${n}::jsonb`, JSON.stringify([{ id: filter.rubrik }]));
  if (filter.branche !== undefined) add((n) => `data->'branche' @> $${n}::jsonb`, JSON.stringify({ id: filter.branche }));
  if (filter.amt !== undefined) add((n) => `COALESCE(data->'aemter', '[]'::jsonb) @> $${n}::jsonb`, JSON.stringify([filter.amt]));
  // A detail page (slug) still finds an expired entry; lists show only current ones.
  const current = CURRENT[typ];
  if (current && filter.slug === undefined) add(current, now);
  const whereSql = where.join(' AND ');

  const count = await db.query<{ anzahl: number }>(`SELECT count(*)::int AS anzahl FROM eintraege WHERE ${whereSql}`, params);
  const anzahl = Number(count.rows[0]?.anzahl ?? 0);
  const seiten = pageCount(anzahl, paging.proSeite);
  const offset = pageOffset(paging, anzahl);
  if (offset === null || anzahl === 0) return { rows: [], seiten, anzahl };
  const { rows } = await db.query<EntryRow>(
    `SELECT ${COLUMNS} FROM eintraege WHERE ${whereSql} ORDER BY ${ORDER[typ]} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, paging.proSeite, offset],
  );
  return { rows, seiten, anzahl };
}

export function toEntryList<T>(result: { rows: EntryRow[]; seiten: number; anzahl: number }, map: (row: EntryRow) => T): ListResult<T> {
  return { data: result.rows.map(map), seiten: result.seiten, anzahl: result.anzahl };
}

export interface SitemapRow {
  url: string;
  lastmod: Date | string | null;
}

/**
 * Every public address with content: pages found by the site search (not the patterns of detail
 * pages, not the staff intranet, the editorial area or a page that needs a login), news, coming
 * events and current entries with a detail page.
 */
export async function sitemapEntries(db: Queryable): Promise<{ url: string; lastmod: string | null }[]> {
  const { rows } = await db.query<SitemapRow>(
    `SELECT url, lastmod FROM (
       SELECT COALESCE(canonical, url) AS url, updated_at AS lastmod, 1 AS art FROM pages WHERE suchbar AND url NOT LIKE '%/:%' AND url <> '/intranet' AND url NOT LIKE '/intranet/%' AND url <> '/redaktion' AND url NOT LIKE '/redaktion/%' AND url <> '/formulare/freigabe'
       UNION ALL
       SELECT detail_url, updated_at, 2 FROM items
        WHERE detail_url IS NOT NULL AND (typ = 'artikel' OR COALESCE(datum_bis, datum_von) >= now())
       UNION ALL
       SELECT detail_url, updated_at, 3 FROM eintraege
        WHERE detail_url IS NOT NULL AND (typ NOT IN ('meldung', 'ausschreibung') OR datum_bis IS NULL OR datum_bis >= now())
     ) AS alle
     ORDER BY art, url`,
  );
  return rows.map((row) => ({ url: row.url, lastmod: iso(row.lastmod) }));
}
