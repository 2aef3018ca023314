/** The waste calendar's data: districts, kinds of waste, streets and collection dates. */
import type { Queryable } from '../core/db';

export interface Bezirk {
  id: number;
  slug: string;
  name: string;
  beschreibung: string | null;
}

export interface Art {
  schluessel: string;
  name: string;
  beschreibung: string | null;
}

export interface Strasse {
  id: number;
  name: string;
  ortsteil: string;
  bezirk_id: number;
}

export interface Termin {
  datum: string;
  art: string;
  name: string;
  hinweis: string | null;
}

/** 'YYYY-MM-DD' of a date column. */
export const isoDate = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** Street names compared as people type them: lower case, 'ß' as 'ss', 'str.' as 'strasse'. */
export function normalizeStreet(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/str\.(?=\s|$|\()/g, 'strasse')
    .replace(/\s+/g, ' ')
    .trim();
}

export const streetLabel = (s: Pick<Strasse, 'name' | 'ortsteil'>): string => `${s.name} (${s.ortsteil})`;

export const publicBezirk = (b: Bezirk) => ({ slug: b.slug, name: b.name, beschreibung: b.beschreibung });

export async function loadBezirke(db: Queryable): Promise<Bezirk[]> {
  return (await db.query<Bezirk>('SELECT id, slug, name, beschreibung FROM abfall_bezirke ORDER BY position, name')).rows;
}

export async function loadArten(db: Queryable): Promise<Art[]> {
  return (await db.query<Art>('SELECT schluessel, name, beschreibung FROM abfall_arten ORDER BY position, name')).rows;
}

export async function loadStrassen(db: Queryable): Promise<Strasse[]> {
  return (await db.query<Strasse>('SELECT id, name, ortsteil, bezirk_id FROM abfall_strassen ORDER BY name, ortsteil')).rows;
}

export async function findStrasse(db: Queryable, id: number): Promise<Strasse | undefined> {
  return (await db.query<Strasse>('SELECT id, name, ortsteil, bezirk_id FROM abfall_strassen WHERE id = $1', [id])).rows[0];
}

/** The streets a search names: the exact ones, else up to 20 that contain it. */
export function matchStreets(all: Strasse[], suche: string): Strasse[] {
  const wanted = normalizeStreet(suche);
  const exact = all.filter((s) => normalizeStreet(streetLabel(s)) === wanted || normalizeStreet(s.name) === wanted);
  return exact.length > 0 ? exact : all.filter((s) => normalizeStreet(streetLabel(s)).includes(wanted)).slice(0, 20);
}

/** The district's collections from `von` ('YYYY-MM-DD') for `monate` months, in order. */
export async function loadTermine(db: Queryable, bezirkId: number, von: string, monate: number): Promise<Termin[]> {
  const { rows } = await db.query<{ datum: Date | string; art: string; name: string; hinweis: string | null }>(
    `SELECT t.datum, t.art, a.name, t.hinweis FROM abfall_termine AS t JOIN abfall_arten AS a ON a.schluessel = t.art
      WHERE t.bezirk_id = $1 AND t.datum >= $2::date AND t.datum < $2::date + make_interval(months => $3)
      ORDER BY t.datum, a.position`,
    [bezirkId, von, monate],
  );
  return rows.map((t) => ({ datum: isoDate(t.datum), art: t.art, name: t.name, hinweis: t.hinweis }));
}
