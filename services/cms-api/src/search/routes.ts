/**
 * Site search: GET /api/cms/suche?q=&seite=&pro_seite= — German full-text search (PostgreSQL's
 * `german` configuration) over every page, every content item, the service guide and the web
 * references; ranked, with highlighted snippets and pagination.
 */
import { SearchQuery } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../core/db';
import { badRequest } from '../core/errors';
import { pageCount, parsePaging } from '../core/pagination';
import { readOptional } from '../core/params';
import { BLOCK_END, MARK_START, MARK_STOP, type SearchHit, detailUrl, markedSnippet, safeTarget, sentenceSnippet } from './search-result';

export const MAX_QUERY_LENGTH = 200;

export interface SearchResult {
  q: string;
  data: SearchHit[];
  anzahl: number;
  seiten: number;
}

/** URL segment of each kind of guide entry below /wegweiser. */
export const GUIDE_SEGMENTS: Record<string, string> = {
  leistung: 'leistungen',
  formular: 'formulare',
  lebenslage: 'lebenslagen',
  einheit: 'organisationseinheiten',
  person: 'ansprechpartner',
};

const segmentSql = `CASE art ${Object.entries(GUIDE_SEGMENTS)
  .map(([art, segment]) => `WHEN '${art}' THEN '${segment}'`)
  .join(' ')} END`;

/**
 * Everything searchable, one row per document. Pattern pages ('/aktuelles/:slug') are no address of
 * their own; events that are over have no page any more.
 */
const DOCUMENTS = `
  SELECT 'page:' || url AS id, 'page' AS typ, title AS titel, url AS es_pfad, NULL::text AS es_pfad_ext, NULL::text AS url,
         NULL::text AS art, NULL::text AS bereich, NULL::timestamptz AS datum_von, suchvektor
    FROM pages WHERE suchbar AND position(':' IN url) = 0
  UNION ALL
  SELECT 'item:' || id, CASE typ WHEN 'artikel' THEN 'article' WHEN 'veranstaltung' THEN 'event' ELSE typ END, titel, detail_url, NULL, NULL,
         NULL, bereich, datum_von, suchvektor
    FROM items WHERE detail_url IS NOT NULL AND (typ <> 'veranstaltung' OR COALESCE(datum_bis, datum_von) >= now())
  UNION ALL
  SELECT 'wegweiser:' || id, 'directory-guide', titel, ${segmentSql} || '/' || slug, NULL, NULL, art, NULL, NULL, suchvektor
    FROM wegweiser_eintraege
  UNION ALL
  SELECT 'verweis:' || id, art, titel, es_pfad, es_pfad_ext, url, NULL, NULL, NULL, suchvektor
    FROM webverweise`;

/** The text a hit's snippet is taken from, read only for the hits of the page shown. */
const CONTENT = `
  CASE split_part(t.id, ':', 1)
    WHEN 'page' THEN (
      SELECT COALESCE(p.description, '') || ' ' || COALESCE((
        SELECT string_agg(x #>> '{}', ' ') FROM jsonb_array_elements(jsonb_path_query_array(p.blocks, 'strict $.**.text')) AS x
      ), '') FROM pages AS p WHERE p.url = substr(t.id, 6))
    WHEN 'item' THEN (SELECT COALESCE(i.einleitung, '') || ' ' || COALESCE(i.text, '') FROM items AS i WHERE i.id = substr(t.id, 6)::int)
    WHEN 'wegweiser' THEN (SELECT COALESCE(w.einleitung, '') || ' ' || COALESCE(w.text, '') FROM wegweiser_eintraege AS w WHERE w.id = substr(t.id, 11)::int)
    ELSE (SELECT COALESCE(v.beschreibung, '') FROM webverweise AS v WHERE v.id = substr(t.id, 9)::int)
  END`;

/**
 * The query: every word of the input must occur, as a German stem; stems of four letters or more
 * also match as the start of a longer word, so 'Feuerwehr' finds 'Feuerwehrhaus' (German compounds).
 * Stop words ('die', 'und') are dropped; an input of stop words only matches nothing.
 */
const QUERY = `
  SELECT websearch_to_tsquery('german', $1) AS exact,
         (SELECT to_tsquery('simple', string_agg(quote_literal(lexeme) || CASE WHEN length(lexeme) >= 4 THEN ':*' ELSE '' END, ' & '))
            FROM unnest(to_tsvector('german', $1))) AS prefix`;

// Whole-word matches rank above prefix matches; ranks are normalised by document length (1).
const RANK = 'ts_rank(d.suchvektor, q.prefix, 1) + 2 * ts_rank(d.suchvektor, q.exact, 1)';

// The whole document with its matches marked: the snippet is cut from it at sentence starts.
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, HighlightAll=true`;

interface Row {
  id: string;
  typ: string;
  titel: string;
  es_pfad: string;
  es_pfad_ext: string | null;
  url: string | null;
  art: string | null;
  bereich: string | null;
  datum_von: Date | string | null;
  rang: number;
  auszug: string | null;
}

function toHit(row: Row): SearchHit {
  const hit: SearchHit = {
    _id: row.id,
    _type: row.typ,
    _score: Math.round(Number(row.rang) * 10_000) / 10_000,
    _source: { es_pfad: row.es_pfad, titel: row.titel },
    titel: row.titel,
    auszug: markedSnippet(sentenceSnippet(row.auszug)),
    detailURL: null,
  };
  // A stored address that may not be followed (javascript:, data:, '//host') is not handed out.
  if (row.url && safeTarget(row.url)) hit.url = row.url;
  if (row.es_pfad_ext && safeTarget(row.es_pfad_ext)) hit._source.es_pfad_ext = row.es_pfad_ext;
  if (row.art) hit._source.art = row.art;
  if (row.bereich) hit._source.bereich = row.bereich;
  if (row.datum_von) hit._source.datum_von = new Date(row.datum_von).toISOString();
  hit.detailURL = detailUrl(hit);
  return hit;
}

export async function search(db: Queryable, q: string, paging: { seite: number; proSeite: number }): Promise<SearchResult> {
  const text = q.trim();
  if (!text) return { q: text, data: [], anzahl: 0, seiten: 1 };
  const offset = (paging.seite - 1) * paging.proSeite;
  // One statement: the matches, ranked and counted; snippets only for the hits of this page, as
  // ts_headline reads the whole document.
  const { rows } = await db.query<Row & { anzahl: number }>(
    `WITH q AS (${QUERY}),
          treffer AS (
            SELECT d.id, d.typ, d.titel, d.es_pfad, d.es_pfad_ext, d.url, d.art, d.bereich, d.datum_von,
                   ${RANK} AS rang, count(*) OVER () AS anzahl
              FROM (${DOCUMENTS}) AS d, q
             WHERE d.suchvektor @@ q.prefix
             ORDER BY rang DESC, d.titel, d.id
             LIMIT $2 OFFSET $3
          )
     SELECT t.*, ts_headline('german', regexp_replace(${CONTENT}, '${BLOCK_END}', E'\\n', 'gi'), q.prefix, $4) AS auszug
       FROM treffer AS t, q
      ORDER BY t.rang DESC, t.titel, t.id`,
    [text, paging.proSeite, offset, HEADLINE_OPTIONS],
  );
  let anzahl = Number(rows[0]?.anzahl ?? 0);
  if (rows.length === 0 && paging.seite > 1) {
    // Beyond the last page: the count alone.
    const count = await db.query<{ anzahl: number }>(
      `WITH q AS (${QUERY}) SELECT count(*)::int AS anzahl FROM (${DOCUMENTS}) AS d, q WHERE d.suchvektor @@ q.prefix`,
      [text],
    );
    anzahl = Number(count.rows[0]?.anzahl ?? 0);
  }
  return { q: text, data: rows.map(toHit), anzahl, seiten: pageCount(anzahl, paging.proSeite) };
}

export default async function searchRoutes(app: FastifyInstance, options: { db: Queryable }): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/cms/suche', { schema: { querystring: SearchQuery } }, async (request): Promise<SearchResult> => {
    const { query } = request;
    const q = readOptional(query, 'q') ?? '';
    if (q.length > MAX_QUERY_LENGTH) throw badRequest(`Der Suchbegriff ist zu lang (höchstens ${MAX_QUERY_LENGTH} Zeichen).`);
    const paging = parsePaging(readOptional(query, 'seite'), readOptional(query, 'pro_seite'));
    return search(options.db, q, paging);
  });
}
