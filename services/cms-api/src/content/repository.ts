import type { Queryable } from '../core/db';
import { pageCount, pageOffset, type Paging } from '../core/pagination';
import { berlinDate, berlinTime } from '../core/time';
import type { ApiCall, Block, Breadcrumb, ContentItem, DocumentRef, EventItem, ImageRef, LinkRef, ListResult, MenuItem, Rubrik } from '../core/types';

/** 'termin': dates of a sub-site (school, fire brigade, youth centre), listed like events but outside the town calendar. */
export type ItemType = 'artikel' | 'veranstaltung' | 'termin';

/** Everything of an item that has no column of its own (items.data). */
export interface ItemData {
  datei?: string | null;
  links?: LinkRef[];
  dokumente?: DocumentRef[];
  bildergalerie_zuordnung?: { bilder: ImageRef[] } | null;
  seo?: { title?: string | null; description?: string | null } | null;
  rubriken?: Rubrik[];
  veranstaltungsort?: string | null;
  brancheneintrag_veranstaltungsort?: { titel: string } | null;
  /** Who invites (events reported through the event form). */
  veranstalter?: string | null;
}

export interface ItemRow {
  id: number;
  typ: ItemType;
  bereich: string;
  slug: string;
  titel: string;
  einleitung: string | null;
  text: string | null;
  bild: string | null;
  bildtext: string | null;
  bildcopyright: string | null;
  datum_von: Date | string | null;
  datum_bis: Date | string | null;
  ganztaegig: boolean;
  detail_url: string | null;
  data: ItemData | null;
}

export interface PageRow {
  url: string;
  layout: string;
  theme: string;
  title: string;
  description: string | null;
  canonical: string | null;
  breadcrumbs: Breadcrumb[] | null;
  hero_images: ImageRef[] | null;
  blocks: Block[] | null;
  api_calls: ApiCall[] | null;
  /** Names of the page middleware, in the order the shell runs it. */
  middleware: string[] | null;
}

export interface MenuRow {
  name: string;
  items: MenuItem[] | null;
}

export interface ItemFilter {
  bereich?: string;
  slug?: string;
  rubrik?: number;
}

const ITEM_COLUMNS = 'id, typ, bereich, slug, titel, einleitung, text, bild, bildtext, bildcopyright, datum_von, datum_bis, ganztaegig, detail_url, data';

function toDate(value: Date | string | null): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function toContentItem(row: ItemRow): ContentItem {
  const data = row.data ?? {};
  return {
    id: row.id,
    titel: row.titel,
    einleitung: row.einleitung,
    text: row.text,
    bild: row.bild,
    bildtext: row.bildtext,
    bildcopyright: row.bildcopyright,
    datum_von: toDate(row.datum_von)?.toISOString() ?? null,
    datum_bis: toDate(row.datum_bis)?.toISOString() ?? null,
    detailURL: row.detail_url,
    datei: data.datei ?? null,
    links: data.links ?? [],
    dokumente: data.dokumente ?? [],
    bildergalerie_zuordnung: data.bildergalerie_zuordnung ?? null,
    seo: data.seo ?? null,
    rubriken: data.rubriken ?? [],
  };
}

export function toEventItem(row: ItemRow): EventItem {
  const data = row.data ?? {};
  const from = toDate(row.datum_von);
  const to = toDate(row.datum_bis);
  return {
    ...toContentItem(row),
    veranstaltungsort: data.veranstaltungsort ?? null,
    brancheneintrag_veranstaltungsort: data.brancheneintrag_veranstaltungsort ?? null,
    veranstalter: data.veranstalter ?? null,
    dateFrom: from ? berlinDate(from) : null,
    dateTo: to ? berlinDate(to) : null,
    timeFrom: from && !row.ganztaegig ? berlinTime(from) : null,
    timeTo: to && !row.ganztaegig ? berlinTime(to) : null,
  };
}

export async function findPage(db: Queryable, url: string): Promise<PageRow | undefined> {
  const { rows } = await db.query<PageRow>(
    'SELECT url, layout, theme, title, description, canonical, breadcrumbs, hero_images, blocks, api_calls, middleware FROM pages WHERE url = $1',
    [url],
  );
  return rows[0];
}

export async function findMenu(db: Queryable, name: string): Promise<MenuRow | undefined> {
  const { rows } = await db.query<MenuRow>('SELECT name, items FROM menus WHERE name = $1', [name]);
  return rows[0];
}

/** Where a page that moved or was withdrawn in the editorial area went (the address answers 301 to it), if it did. */
export async function findRedirect(db: Queryable, url: string): Promise<string | undefined> {
  const { rows } = await db.query<{ nach: string }>('SELECT nach FROM weiterleitungen WHERE von = $1', [url]);
  return rows[0]?.nach;
}

/** Whether an address belonged to content that has been withdrawn (it answers 410, not 404). */
export async function isGoneUrl(db: Queryable, url: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM entfernte_inhalte WHERE url = $1', [url]);
  return rows.length > 0;
}

/** Whether an item id of a type belonged to withdrawn content. */
export async function isGoneItem(db: Queryable, typ: ItemType, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM entfernte_inhalte WHERE typ = $1 AND item_id = $2', [typ, id]);
  return rows.length > 0;
}

export async function findItem(db: Queryable, typ: ItemType, id: number): Promise<ItemRow | undefined> {
  const { rows } = await db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM items WHERE typ = $1 AND id = $2`, [typ, id]);
  return rows[0];
}

/**
 * One page of a list of items: articles newest first; events not yet over (end = datum_bis, else
 * datum_von, is now or later), soonest first.
 */
export async function listItems(
  db: Queryable,
  typ: ItemType,
  filter: ItemFilter,
  paging: Paging,
): Promise<{ rows: ItemRow[]; seiten: number; anzahl: number }> {
  const params: unknown[] = [typ];
  const where = ['typ = $1'];
  if (filter.bereich !== undefined) {
    params.push(filter.bereich);
    where.push(`bereich = $${params.length}`);
  }
  if (filter.slug !== undefined) {
    params.push(filter.slug);
    where.push(`slug = $${params.length}`);
  }
  if (filter.rubrik !== undefined) {
    params.push(JSON.stringify([{ id: filter.rubrik }]));
    where.push(`COALESCE(data->'rubriken', '[]'::jsonb) @> $${params.length}::jsonb`);
  }
  const dated = typ !== 'artikel';
  if (dated) where.push('COALESCE(datum_bis, datum_von) >= now()');
  const order = dated ? 'datum_von ASC NULLS LAST, id ASC' : 'datum_von DESC NULLS LAST, id DESC';
  const whereSql = where.join(' AND ');

  const count = await db.query<{ anzahl: number }>(`SELECT count(*)::int AS anzahl FROM items WHERE ${whereSql}`, params);
  const anzahl = Number(count.rows[0]?.anzahl ?? 0);
  const seiten = pageCount(anzahl, paging.proSeite);
  const offset = pageOffset(paging, anzahl);
  if (offset === null || anzahl === 0) return { rows: [], seiten, anzahl };

  const { rows } = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM items WHERE ${whereSql} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, paging.proSeite, offset],
  );
  return { rows, seiten, anzahl };
}

export function toListResult<T>(result: { rows: ItemRow[]; seiten: number; anzahl: number }, map: (row: ItemRow) => T): ListResult<T> {
  return { data: result.rows.map(map), seiten: result.seiten, anzahl: result.anzahl };
}

/** A picture of an approved form submission (table bilder), by its served name. */
export async function findBild(db: Queryable, name: string): Promise<{ typ: string; daten: Uint8Array } | undefined> {
  const { rows } = await db.query<{ typ: string; daten: Uint8Array }>('SELECT typ, daten FROM bilder WHERE name = $1', [name]);
  return rows[0];
}
