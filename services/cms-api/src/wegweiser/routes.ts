/**
 * Service guide ('Wegweiser'): the ABC of services, and list and detail of services, forms, life
 * situations, organisation units and contact persons, cross-linked with each other.
 *
 *   GET /api/cms/wegweiser/abc?buchstabe=P
 *   GET /api/cms/wegweiser/{leistungen|formulare|lebenslagen|organisationseinheiten|ansprechpartner}?slug=
 *   GET /api/cms/wegweiser/weitere-stellen
 */
import { GuideAbcQuery, GuideParams, GuideQuery, NoQuery } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../core/db';
import { MESSAGES, badRequest, notFound } from '../core/errors';
import { readOptional } from '../core/params';
import { GUIDE_BASE, GUIDE_SEGMENTS } from '../search';
import { aktuelleAbweichungen } from './zeiten';

type Art = 'leistung' | 'formular' | 'lebenslage' | 'einheit' | 'person';

export interface Row {
  id: number;
  art: Art;
  slug: string;
  titel: string;
  sortiername: string;
  einleitung: string | null;
  text: string | null;
  daten: Record<string, unknown> | null;
}

interface RelatedRow extends Row {
  /** 'vor': this entry links to the related one; 'zurueck': the related one links to this. */
  richtung: 'vor' | 'zurueck';
}

const COLUMNS = 'e.id, e.art, e.slug, e.titel, e.sortiername, e.einleitung, e.text, e.daten';
const ART_BY_SEGMENT = Object.fromEntries(Object.entries(GUIDE_SEGMENTS).map(([art, segment]) => [segment, art as Art]));
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export const entryUrl = (row: Pick<Row, 'art' | 'slug'>): string => `${GUIDE_BASE}/${GUIDE_SEGMENTS[row.art]}/${row.slug}`;

/** Letter of the ABC an entry is listed under (umlauts under their base letter). */
export function abcLetter(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return LETTERS.includes(first) ? first : '#';
}

const data = (row: Row): Record<string, unknown> => row.daten ?? {};
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function summary(row: Row) {
  return { id: row.id, titel: row.titel, einleitung: row.einleitung, detailURL: entryUrl(row) };
}

function person(row: Row) {
  const d = data(row);
  return {
    id: row.id,
    titel: row.titel,
    vorname: text(d.vorname) ?? '',
    nachname: text(d.nachname) ?? '',
    funktion: text(d.funktion),
    einleitung: row.einleitung,
    detailURL: entryUrl(row),
    kontakt: (d.kontakt as Record<string, string> | undefined) ?? null,
    zimmer: text(d.zimmer),
    sprechzeiten: text(d.sprechzeiten),
  };
}

function einheit(row: Row, now: Date) {
  const d = data(row);
  const zeiten = Array.isArray(d.zeiten) ? (d.zeiten as Parameters<typeof aktuelleAbweichungen>[0]) : [];
  return {
    ...summary(row),
    text: row.text,
    adresse: d.adresse ?? null,
    telefon: text(d.telefon),
    fax: text(d.fax),
    email: text(d.email),
    oeffnungszeiten: d.oeffnungszeiten ?? [],
    // The note and the deviating times that apply now (spec: shown only between their beginning and end).
    oeffnungszeiten_hinweis:
      zeiten
        .map((zeit) => zeit.hinweis?.trim() ?? '')
        .filter(Boolean)
        .join('\n') || null,
    abweichende_zeiten: aktuelleAbweichungen(zeiten, now),
  };
}

function entry(row: Row, now: Date): Record<string, unknown> {
  const d = data(row);
  switch (row.art) {
    case 'person':
      return person(row);
    case 'einheit':
      return einheit(row, now);
    case 'leistung':
      return {
        ...summary(row),
        text: row.text,
        buchstabe: abcLetter(row.sortiername),
        thema: text(d.thema),
        unterlagen: d.unterlagen ?? [],
        kosten: text(d.kosten),
        synonyme: d.synonyme ?? [],
        online: d.online ?? null,
      };
    case 'formular':
      return { ...summary(row), text: row.text, format: text(d.format), online: d.online ?? null };
    default:
      return { ...summary(row), text: row.text };
  }
}

async function related(db: Queryable, id: number): Promise<RelatedRow[]> {
  const { rows } = await db.query<RelatedRow>(
    `SELECT ${COLUMNS}, CASE WHEN b.von = $1 THEN 'vor' ELSE 'zurueck' END AS richtung
       FROM wegweiser_bezuege AS b
       JOIN wegweiser_eintraege AS e ON e.id = CASE WHEN b.von = $1 THEN b.nach ELSE b.von END
      WHERE b.von = $1 OR b.nach = $1
      ORDER BY b.position, e.sortiername`,
    [id],
  );
  return rows;
}

async function rowsOf(db: Queryable, ids: readonly number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM wegweiser_eintraege AS e WHERE e.id = ANY($1::int[])`, [ids]);
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/**
 * One entry with the entries it is linked with, in both directions; `vorwaerts` (a draft's links,
 * in order) in place of the stored links from this entry.
 */
export async function detail(db: Queryable, row: Row, now: Date, vorwaerts?: readonly number[]): Promise<Record<string, unknown>> {
  const stored = await related(db, row.id);
  const links: RelatedRow[] =
    vorwaerts === undefined
      ? stored
      : [...(await rowsOf(db, vorwaerts)).map((link) => ({ ...link, richtung: 'vor' as const })), ...stored.filter((link) => link.richtung === 'zurueck')];
  const of = (art: Art, richtung?: RelatedRow['richtung']) =>
    links.filter((link) => link.art === art && (richtung === undefined || link.richtung === richtung));
  const result = entry(row, now);
  switch (row.art) {
    case 'leistung': {
      const unit = of('einheit')[0];
      result.einheit = unit ? einheit(unit, now) : null;
      result.ansprechpartner = of('person').map(person);
      result.formulare = of('formular').map(summary);
      result.lebenslagen = of('lebenslage').map(summary);
      break;
    }
    case 'einheit':
      result.ansprechpartner = of('person').map(person);
      result.leistungen = of('leistung').map(summary);
      break;
    case 'person': {
      const unit = of('einheit')[0];
      result.einheit = unit ? einheit(unit, now) : null;
      result.leistungen = of('leistung').map(summary);
      break;
    }
    case 'formular':
    case 'lebenslage':
      result.leistungen = of('leistung').map(summary);
      break;
  }
  return result;
}

export default async function wegweiserRoutes(instance: FastifyInstance, options: { db: Queryable; now?: () => Date }): Promise<void> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/cms/wegweiser/abc', { schema: { querystring: GuideAbcQuery } }, async (request) => {
    const raw = readOptional(request.query, 'buchstabe');
    const buchstabe = raw?.toUpperCase() ?? null;
    if (buchstabe !== null && !LETTERS.includes(buchstabe)) {
      throw badRequest('Der Parameter buchstabe muss ein Buchstabe von A bis Z sein.');
    }
    const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM wegweiser_eintraege AS e WHERE e.art = 'leistung' ORDER BY e.sortiername, e.id`);
    const groups = new Map<string, ReturnType<typeof summary>[]>();
    for (const row of rows) {
      const letter = abcLetter(row.sortiername);
      groups.set(letter, [...(groups.get(letter) ?? []), summary(row)]);
    }
    const shown = buchstabe === null ? [...groups.keys()] : groups.has(buchstabe) ? [buchstabe] : [];
    return {
      buchstabe,
      buchstaben: LETTERS.map((letter) => ({ buchstabe: letter, anzahl: groups.get(letter)?.length ?? 0 })),
      data: shown.map((letter) => ({ buchstabe: letter, eintraege: groups.get(letter) ?? [] })),
      anzahl: shown.reduce((sum, letter) => sum + (groups.get(letter)?.length ?? 0), 0),
    };
  });

  // Web contacts: offices outside the town hall, listed on the guide's start page.
  app.get('/api/cms/wegweiser/weitere-stellen', { schema: { querystring: NoQuery } }, async () => {
    const { rows } = await db.query<{ id: number; titel: string; beschreibung: string | null; url: string; daten: Record<string, string> | null }>(
      `SELECT id, titel, beschreibung, url, daten FROM webverweise WHERE art = 'web-contact' ORDER BY position, titel`,
    );
    const data = rows.map((row) => ({
      id: row.id,
      titel: row.titel,
      beschreibung: row.beschreibung,
      url: row.url,
      telefon: row.daten?.telefon ?? null,
      adresse: row.daten?.adresse ?? null,
    }));
    return { data, anzahl: data.length };
  });

  app.get('/api/cms/wegweiser/:bereich', { schema: { params: GuideParams, querystring: GuideQuery } }, async (request) => {
    // Own keys only: '__proto__' is no section of the guide.
    const art = Object.hasOwn(ART_BY_SEGMENT, request.params.bereich) ? ART_BY_SEGMENT[request.params.bereich] : undefined;
    if (!art) throw notFound(MESSAGES.routeNotFound);
    const slug = readOptional(request.query, 'slug');
    if (slug !== undefined && slug.length > 200) throw badRequest('Der Parameter slug ist zu lang (höchstens 200 Zeichen).');
    const { rows } = await db.query<Row>(
      `SELECT ${COLUMNS} FROM wegweiser_eintraege AS e WHERE e.art = $1 AND ($2::text IS NULL OR e.slug = $2) ORDER BY e.sortiername, e.id`,
      [art, slug ?? null],
    );
    const jetzt = now();
    const data = slug === undefined ? rows.map((row) => entry(row, jetzt)) : await Promise.all(rows.map((row) => detail(db, row, jetzt)));
    return { data, anzahl: data.length };
  });
}
