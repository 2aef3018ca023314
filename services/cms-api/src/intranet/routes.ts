/**
 * The staff intranet (spec point 7):
 *
 *   POST /api/cms/login                          {email, passwort} → {uuid, token}
 *   GET  /api/cms/intranet/user/:uuid            vorname, nachname, email (own profile only)
 *   GET  /api/cms/intranet/rubrik                the categories
 *   GET  /api/cms/intranet/rubrik/:id|:url       the category with a page of its texts in data (order, seite, pro_seite)
 *   GET  /api/cms/intranet/texte/:id             one text
 *   GET  /api/cms/intranet/suche?q=              German full-text search over the texts
 *   GET  /api/cms/intranet/archiv_themen         topics with their archives and documents (themen_id, gueltig_von, gueltig_bis)
 *   GET  /api/cms/intranet/archiv                documents, newest stand first (archiv_id, gueltig_von, gueltig_bis, order)
 *   GET  /api/cms/intranet/dokumente/:id/:name   a document as PDF (the uploaded file, else rendered from its text)
 *
 * Every /api/cms/intranet call needs a valid, unexpired intranet token in `authorization` (checked
 * before anything else, so without one the answer is always 401) and is never kept by a cache.
 */
import {
  IdParams,
  INTRANET_MESSAGES,
  IntranetArchivQuery,
  IntranetArchivThemenQuery,
  IntranetDokumentParams,
  IntranetLoginBody,
  IntranetRubrikParams,
  IntranetSucheQuery,
  IntranetTexteQuery,
  IntranetUserParams,
  NoQuery,
  type IntranetArchivThema,
  type IntranetDokument,
  type IntranetListe,
  type IntranetLoginResult,
  type IntranetRubrik,
  type IntranetRubrikDetail,
  type IntranetText,
  type IntranetTextDetail,
  type IntranetUser,
} from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../core/db';
import { HttpError, badRequest, notFound } from '../core/errors';
import { pageCount, parsePaging } from '../core/pagination';
import { parseId } from '../core/params';
import { renderPdf } from '../core/pdf';
import { INTRANET_LOGIN, type Logins, checkCredentials } from '../auth';

export interface IntranetRouteOptions {
  db: Queryable;
  logins: Logins;
}

const BASE = '/api/cms/intranet';
const PUBLISHER = 'Stadt Musterstadt · Marktplatz 1 · 79999 Musterstadt · Intranet, nur für den Dienstgebrauch';

const iso = (value: Date | string): string => new Date(value).toISOString();
const day = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : iso(value).slice(0, 10));

declare module 'fastify' {
  interface FastifyRequest {
    /** The uuid of the staff member whose token the request carries (intranet routes only). */
    intranetUuid?: string;
  }
}

interface RubrikRow {
  id: number;
  url: string;
  titel: string;
  beschreibung: string;
  anzahl: number;
}
const toRubrik = (row: RubrikRow): IntranetRubrik => ({
  id: row.id,
  url: row.url,
  titel: row.titel,
  beschreibung: row.beschreibung,
  anzahl: Number(row.anzahl),
  detailURL: `/intranet/rubriken/${row.url}`,
});

interface TextRow {
  id: number;
  titel: string;
  einleitung: string;
  autor: string;
  datum_von: Date | string;
  r_id: number;
  r_url: string;
  r_titel: string;
}
const TEXT_COLUMNS = 't.id, t.titel, t.einleitung, t.autor, t.datum_von, r.id AS r_id, r.url AS r_url, r.titel AS r_titel';
const toText = (row: TextRow): IntranetText => ({
  id: row.id,
  titel: row.titel,
  einleitung: row.einleitung,
  autor: row.autor,
  datum_von: iso(row.datum_von),
  rubrik: { id: row.r_id, url: row.r_url, titel: row.r_titel, detailURL: `/intranet/rubriken/${row.r_url}` },
  detailURL: `/intranet/texte/${row.id}`,
});

interface DokumentRow {
  id: number;
  archiv_id: number;
  downloadtext: string;
  dateiname: string;
  stand: Date | string;
  gueltig_von: Date | string;
  gueltig_bis: Date | string | null;
}
const DOKUMENT_COLUMNS =
  'd.id, d.archiv_id, d.downloadtext, d.dateiname, d.stand::text AS stand, d.gueltig_von::text AS gueltig_von, d.gueltig_bis::text AS gueltig_bis';
const toDokument = (row: DokumentRow): IntranetDokument => ({
  id: row.id,
  archiv_id: row.archiv_id,
  downloadtext: row.downloadtext,
  dateiname: row.dateiname,
  stand: day(row.stand),
  gueltig_von: day(row.gueltig_von),
  gueltig_bis: row.gueltig_bis === null ? null : day(row.gueltig_bis),
  url: `/intranet/dokumente/${row.id}/${row.dateiname}`,
});

/** A calendar day of a query, or null; an impossible day (2026-02-31) is a 400. */
function parseDay(raw: string | undefined, name: string): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw badRequest(`Der Parameter ${name} ist kein gültiges Datum (JJJJ-MM-TT).`);
  return value;
}

/** The validity window of a query: documents valid at some day in [von, bis] (open ends when absent). */
function validity(query: { gueltig_von?: string; gueltig_bis?: string }): { von: string | null; bis: string | null } {
  const von = parseDay(query.gueltig_von, 'gueltig_von');
  const bis = parseDay(query.gueltig_bis, 'gueltig_bis');
  if (von !== null && bis !== null && bis < von) throw badRequest('Der Parameter gueltig_bis darf nicht vor gueltig_von liegen.');
  return { von, bis };
}
const VALID_IN = "($1::date IS NULL OR coalesce(d.gueltig_bis, 'infinity'::date) >= $1::date) AND ($2::date IS NULL OR d.gueltig_von <= $2::date)";

function optionalId(raw: string | undefined): number | null | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  return parseId(value);
}

interface StaffLogin {
  uuid: string;
  passwort_hash: string;
}

export default async function intranetRoutes(app: FastifyInstance, { db, logins }: IntranetRouteOptions): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  app.decorateRequest('intranetUuid', undefined);

  // The token is checked first: without a valid one no intranet route says anything else.
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url?.startsWith(`${BASE}/`)) return;
    request.intranetUuid = (await logins.require(request, INTRANET_LOGIN.art)).konto;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  const findStaff = async (email: string): Promise<StaffLogin | undefined> =>
    (
      await db.query<StaffLogin>('SELECT uuid::text AS uuid, passwort_hash FROM intranet_benutzer WHERE lower(email) = lower($1) AND beendet_am IS NULL', [
        email,
      ])
    ).rows[0];

  const staff = (request: FastifyRequest): string => {
    if (request.intranetUuid === undefined) throw new HttpError(401, INTRANET_MESSAGES.loginRequired);
    return request.intranetUuid;
  };

  api.post('/api/cms/login', { schema: { body: IntranetLoginBody, querystring: NoQuery } }, async (request, reply): Promise<IntranetLoginResult> => {
    const found = await checkCredentials(findStaff, request.body.email, request.body.passwort);
    if (!found) return reply.code(401).send({ error: INTRANET_MESSAGES.loginFailed });
    const { token } = await logins.open(INTRANET_LOGIN.art, found.uuid);
    return { uuid: found.uuid, token };
  });

  api.get(`${BASE}/user/:uuid`, { schema: { params: IntranetUserParams, querystring: NoQuery } }, async (request): Promise<IntranetUser> => {
    if (staff(request).toLowerCase() !== request.params.uuid.toLowerCase()) throw new HttpError(403, INTRANET_MESSAGES.forbidden);
    const { rows } = await db.query<IntranetUser>('SELECT uuid::text AS uuid, vorname, nachname, email FROM intranet_benutzer WHERE uuid = $1', [
      request.params.uuid,
    ]);
    const row = rows[0];
    if (!row) throw notFound(INTRANET_MESSAGES.notFound);
    return { uuid: row.uuid, vorname: row.vorname, nachname: row.nachname, email: row.email };
  });

  const rubrikColumns = 'r.id, r.url, r.titel, r.beschreibung, (SELECT count(*)::int FROM intranet_texte t WHERE t.rubrik_id = r.id) AS anzahl';

  api.get(`${BASE}/rubrik`, { schema: { querystring: NoQuery } }, async (request): Promise<IntranetListe<IntranetRubrik>> => {
    staff(request);
    const { rows } = await db.query<RubrikRow>(`SELECT ${rubrikColumns} FROM intranet_rubriken r ORDER BY r.sortierung, r.id`);
    return { data: rows.map(toRubrik), seiten: 1, anzahl: rows.length };
  });

  api.get(
    `${BASE}/rubrik/:rubrik`,
    { schema: { params: IntranetRubrikParams, querystring: IntranetTexteQuery } },
    async (request): Promise<IntranetRubrikDetail> => {
      staff(request);
      const key = request.params.rubrik;
      const byId = /^\d+$/.test(key);
      const id = byId ? parseId(key) : null;
      if (byId && id === null) throw notFound(INTRANET_MESSAGES.notFound);
      const { rows } = await db.query<RubrikRow>(`SELECT ${rubrikColumns} FROM intranet_rubriken r WHERE ${byId ? 'r.id = $1' : 'r.url = $1'}`, [
        byId ? id : key,
      ]);
      const rubrik = rows[0];
      if (!rubrik) throw notFound(INTRANET_MESSAGES.notFound);
      const paging = parsePaging(request.query.seite?.trim(), request.query.pro_seite?.trim());
      const order = request.query.order?.trim() ?? '';
      const ascending = /^datum_von asc$/i.test(order);
      const texte = await db.query<TextRow>(
        `SELECT ${TEXT_COLUMNS} FROM intranet_texte t JOIN intranet_rubriken r ON r.id = t.rubrik_id WHERE t.rubrik_id = $1
          ORDER BY t.datum_von ${ascending ? 'ASC' : 'DESC'}, t.id ${ascending ? 'ASC' : 'DESC'} LIMIT $2 OFFSET $3`,
        [rubrik.id, paging.proSeite, (paging.seite - 1) * paging.proSeite],
      );
      const anzahl = Number(rubrik.anzahl);
      return { ...toRubrik(rubrik), data: texte.rows.map(toText), seite: paging.seite, seiten: pageCount(anzahl, paging.proSeite), anzahl };
    },
  );

  api.get(`${BASE}/texte/:id`, { schema: { params: IdParams, querystring: NoQuery } }, async (request): Promise<IntranetTextDetail> => {
    staff(request);
    const id = parseId(request.params.id);
    if (id === null) throw notFound(INTRANET_MESSAGES.notFound);
    const { rows } = await db.query<TextRow & { text: string }>(
      `SELECT ${TEXT_COLUMNS}, t.text FROM intranet_texte t JOIN intranet_rubriken r ON r.id = t.rubrik_id WHERE t.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw notFound(INTRANET_MESSAGES.notFound);
    return { ...toText(row), text: row.text };
  });

  api.get(`${BASE}/suche`, { schema: { querystring: IntranetSucheQuery } }, async (request): Promise<IntranetListe<IntranetText>> => {
    staff(request);
    const q = request.query.q?.trim().normalize('NFC') ?? '';
    const paging = parsePaging(request.query.seite?.trim(), request.query.pro_seite?.trim());
    if (q === '') return { data: [], seiten: 1, anzahl: 0 };
    const { rows } = await db.query<TextRow & { total: number }>(
      `WITH q AS (SELECT websearch_to_tsquery('german', $1) AS query)
       SELECT ${TEXT_COLUMNS}, count(*) OVER ()::int AS total
         FROM intranet_texte t JOIN intranet_rubriken r ON r.id = t.rubrik_id, q
        WHERE t.suchtext @@ q.query OR t.titel ILIKE '%' || $4 || '%'
        ORDER BY ts_rank(t.suchtext, q.query) DESC, t.datum_von DESC LIMIT $2 OFFSET $3`,
      [q, paging.proSeite, (paging.seite - 1) * paging.proSeite, q.replace(/[\\%_]/g, (c) => `\\${c}`)],
    );
    const anzahl = Number(rows[0]?.total ?? 0);
    return { data: rows.map(toText), seiten: pageCount(anzahl, paging.proSeite), anzahl };
  });

  api.get(`${BASE}/archiv_themen`, { schema: { querystring: IntranetArchivThemenQuery } }, async (request): Promise<IntranetListe<IntranetArchivThema>> => {
    staff(request);
    const { von, bis } = validity(request.query);
    const themenId = optionalId(request.query.themen_id);
    if (themenId === null) return { data: [], seiten: 1, anzahl: 0 };
    const themen = await db.query<{ id: number; thema: string; beschreibung: string }>(
      `SELECT id, thema, beschreibung FROM intranet_archiv_themen ${themenId === undefined ? '' : 'WHERE id = $1'} ORDER BY thema`,
      themenId === undefined ? [] : [themenId],
    );
    const docs = await db.query<DokumentRow & { a_titel: string; thema_id: number }>(
      `SELECT ${DOKUMENT_COLUMNS}, a.titel AS a_titel, a.thema_id FROM intranet_dokumente d JOIN intranet_archive a ON a.id = d.archiv_id
        WHERE a.thema_id = ANY($3::int[]) AND ${VALID_IN} ORDER BY a.titel, d.downloadtext`,
      [von, bis, themen.rows.map((t) => t.id)],
    );
    const data = themen.rows.map((thema): IntranetArchivThema => {
      const archive = new Map<number, IntranetArchivThema['archive'][number]>();
      for (const row of docs.rows.filter((d) => d.thema_id === thema.id)) {
        const archiv = archive.get(row.archiv_id) ?? { id: row.archiv_id, titel: row.a_titel, dokumente: [] };
        archiv.dokumente.push(toDokument(row));
        archive.set(row.archiv_id, archiv);
      }
      return { id: thema.id, thema: thema.thema, beschreibung: thema.beschreibung, archive: [...archive.values()] };
    });
    return { data, seiten: 1, anzahl: data.length };
  });

  api.get(`${BASE}/archiv`, { schema: { querystring: IntranetArchivQuery } }, async (request): Promise<IntranetListe<IntranetDokument>> => {
    staff(request);
    const { von, bis } = validity(request.query);
    const archivId = optionalId(request.query.archiv_id);
    if (archivId === null) return { data: [], seiten: 1, anzahl: 0 };
    // Newest stand first (spec point 7) unless `stand asc` is asked for.
    const direction = /^stand asc$/i.test(request.query.order?.trim() ?? '') ? 'ASC' : 'DESC';
    const { rows } = await db.query<DokumentRow>(
      `SELECT ${DOKUMENT_COLUMNS} FROM intranet_dokumente d WHERE ${VALID_IN} ${archivId === undefined ? '' : 'AND d.archiv_id = $3'}
        ORDER BY d.stand ${direction}, d.id ${direction}`,
      archivId === undefined ? [von, bis] : [von, bis, archivId],
    );
    return { data: rows.map(toDokument), seiten: 1, anzahl: rows.length };
  });

  api.get(`${BASE}/dokumente/:id/:name`, { schema: { params: IntranetDokumentParams, querystring: NoQuery } }, async (request, reply) => {
    staff(request);
    const id = parseId(request.params.id);
    if (id === null) throw notFound(INTRANET_MESSAGES.notFound);
    const { rows } = await db.query<DokumentRow & { absaetze: string[]; datei: Uint8Array | null }>(
      `SELECT ${DOKUMENT_COLUMNS}, d.absaetze, m.daten AS datei FROM intranet_dokumente d LEFT JOIN redaktion_medien m ON m.id = d.medium_id WHERE d.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row || row.dateiname !== request.params.name) throw notFound(INTRANET_MESSAGES.notFound);
    // An uploaded PDF (the editorial area's archive) is served as it was uploaded.
    if (row.datei !== null) {
      return reply
        .type('application/pdf')
        .header('content-security-policy', "default-src 'none'")
        .header('content-disposition', `inline; filename="${row.dateiname}"`)
        .send(Buffer.from(row.datei));
    }
    const dokument = toDokument(row);
    const gueltig = `Stand: ${dokument.stand} · gültig ab ${dokument.gueltig_von}${dokument.gueltig_bis ? ` bis ${dokument.gueltig_bis}` : ''}`;
    const pdf = await renderPdf({ titel: row.downloadtext, herausgeber: `${PUBLISHER} · ${gueltig}`, absaetze: row.absaetze });
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${row.dateiname}"`).send(pdf);
  });
}
