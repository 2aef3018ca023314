/**
 * Content endpoints of the town's templates: notice board, departments, staff, tenders, building
 * areas, galleries, business entries, facilities, timelines; the sitemap; the embeddable widgets;
 * and the push subscriptions of the push-notification widget.
 */
import { EntryListQuery, IdParams, NoQuery, PushEndpointBody, PushSubscriptionBody, WidgetParams } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../core/db';
import { type EntryFilter, type EntryType, departmentsBySlug, findEntry, listEntries, sitemapEntries, toEntry, toEntryList, toStaff } from './eintraege';
import { badRequest, notFound } from '../core/errors';
import { parsePaging } from '../core/pagination';
import { type Query, parseId, readOptional, readPositiveInt } from '../core/params';
import { WIDGETS } from './widgets/stellenfilter';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 200;

/** Topics of the push-notification widget. */
export const PUSH_THEMEN = [
  { id: 'warnungen', titel: 'Warnungen und Bevölkerungsschutz' },
  { id: 'verkehr', titel: 'Straßensperrungen und Baustellen' },
  { id: 'abfall', titel: 'Erinnerung an die Abfuhrtermine' },
  { id: 'veranstaltungen', titel: 'Veranstaltungen in Musterstadt' },
] as const;
const PUSH_THEMEN_IDS = new Set<string>(PUSH_THEMEN.map((thema) => thema.id));

const ENDPOINTS: Record<string, EntryType> = {
  'schwarzes-brett': 'meldung',
  aemter: 'amt',
  mitarbeiter: 'mitarbeiter',
  ausschreibungen: 'ausschreibung',
  baugebiete: 'baugebiet',
  bildergalerien: 'bildergalerie',
  brancheneintraege: 'brancheneintrag',
  einrichtungen: 'einrichtung',
  zeitstrahl: 'zeitstrahl',
  vereine: 'verein',
};

function readSlug(query: Query, name: string): string | undefined {
  const value = readOptional(query, name);
  if (value === undefined) return undefined;
  if (value.length > MAX_SLUG_LENGTH || !SLUG.test(value)) {
    throw badRequest(`Der Parameter ${name} darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.`);
  }
  return value;
}

function readEntryFilter(query: Query): EntryFilter {
  const filter: EntryFilter = {};
  const slug = readSlug(query, 'slug');
  if (slug !== undefined) filter.slug = slug;
  const rubrik = readPositiveInt(query, 'rubriken') ?? readPositiveInt(query, 'rubrik_id');
  if (rubrik !== undefined) filter.rubrik = rubrik;
  const branche = readPositiveInt(query, 'branche');
  if (branche !== undefined) filter.branche = branche;
  const amt = readSlug(query, 'amt');
  if (amt !== undefined) filter.amt = amt;
  return filter;
}

interface PushBody {
  endpoint?: unknown;
  keys?: { p256dh?: unknown; auth?: unknown } | null;
  themen?: unknown;
}

const BASE64URL = /^[A-Za-z0-9_-]{8,200}={0,2}$/;

function readPushEndpoint(body: PushBody | null | undefined): string {
  const endpoint = body?.endpoint;
  if (typeof endpoint !== 'string' || endpoint.length > 1000) throw badRequest('Die Adresse des Push-Dienstes fehlt oder ist zu lang.');
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest('Die Adresse des Push-Dienstes ist ungültig.');
  }
  if (url.protocol !== 'https:') throw badRequest('Die Adresse des Push-Dienstes muss mit https:// beginnen.');
  return url.href;
}

/** `now`: the clock of what lists show as current (notices until they expire, tenders until their deadline). */
export default async function inhalteRoutes(instance: FastifyInstance, { db, now = () => new Date() }: { db: Db; now?: () => Date }): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  for (const [path, typ] of Object.entries(ENDPOINTS)) {
    app.get(`/api/cms/${path}`, { schema: { querystring: EntryListQuery } }, async (request) => {
      const { query } = request;
      const paging = parsePaging(readOptional(query, 'seite'), readOptional(query, 'pro_seite'));
      const result = await listEntries(db, typ, readEntryFilter(query), paging, now());
      if (typ !== 'mitarbeiter') return toEntryList(result, toEntry);
      const departments = await departmentsBySlug(db);
      return toEntryList(result, (row) => toStaff(row, departments));
    });
    app.get(`/api/cms/${path}/:id`, { schema: { params: IdParams, querystring: NoQuery } }, async (request) => {
      const id = parseId(request.params.id);
      const row = id === null ? undefined : await findEntry(db, typ, id);
      if (!row) throw notFound('Eintrag nicht gefunden');
      return typ === 'mitarbeiter' ? toStaff(row, await departmentsBySlug(db)) : toEntry(row);
    });
  }

  app.get('/api/cms/sitemap', { schema: { querystring: NoQuery } }, async () => ({ data: await sitemapEntries(db) }));

  app.get('/api/cms/widgets/:name', { schema: { params: WidgetParams, querystring: NoQuery } }, async (request, reply) => {
    const source = Object.hasOwn(WIDGETS, request.params.name) ? WIDGETS[request.params.name] : undefined;
    if (!source) throw notFound('Dieses Widget gibt es nicht.');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(source);
  });

  app.get('/api/cms/push/themen', { schema: { querystring: NoQuery } }, async () => ({ data: PUSH_THEMEN }));

  app.get('/api/cms/push/schluessel', { schema: { querystring: NoQuery } }, async () => {
    const publicKey = process.env.PUSH_VAPID_PUBLIC_KEY;
    if (!publicKey) throw notFound('Push-Benachrichtigungen sind zurzeit nicht eingerichtet.');
    return { publicKey };
  });

  app.post('/api/cms/push/abonnements', { schema: { body: PushSubscriptionBody, querystring: NoQuery } }, async (request, reply) => {
    const body: PushBody = request.body;
    const endpoint = readPushEndpoint(body);
    const { p256dh, auth } = body?.keys ?? {};
    if (typeof p256dh !== 'string' || typeof auth !== 'string' || !BASE64URL.test(p256dh) || !BASE64URL.test(auth)) {
      throw badRequest('Die Schlüssel des Abonnements fehlen oder sind ungültig.');
    }
    const themen = body?.themen;
    if (!Array.isArray(themen) || themen.length === 0) throw badRequest('Bitte wählen Sie mindestens ein Thema aus.');
    if (themen.some((thema) => typeof thema !== 'string' || !PUSH_THEMEN_IDS.has(thema))) throw badRequest('Eines der gewählten Themen gibt es nicht.');
    const unique = [...new Set(themen as string[])];
    await db.query(
      `INSERT INTO push_abonnements (endpoint, schluessel, themen) VALUES ($1, $2::jsonb, $3::jsonb)
       ON CONFLICT (endpoint) DO UPDATE SET schluessel = EXCLUDED.schluessel, themen = EXCLUDED.themen, updated_at = now()`,
      [endpoint, JSON.stringify({ p256dh, auth }), JSON.stringify(unique)],
    );
    return reply.code(201).send({ themen: unique });
  });

  app.delete('/api/cms/push/abonnements', { schema: { body: PushEndpointBody, querystring: NoQuery } }, async (request, reply) => {
    const endpoint = readPushEndpoint(request.body);
    await db.query('DELETE FROM push_abonnements WHERE endpoint = $1', [endpoint]);
    return reply.code(204).send();
  });
}
