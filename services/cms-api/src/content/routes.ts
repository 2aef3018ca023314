/**
 * The page model's endpoints: route lookup, menus, the home portal, articles, events and sub-site
 * dates, the shipped illustrations and the pictures of approved form submissions.
 */
import { IdParams, ItemListQuery, MediaParams, MenuQuery, NoQuery, RouteQuery } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../core/db';
import { MESSAGES, badRequest, gone, notFound } from '../core/errors';
import { parsePaging } from '../core/pagination';
import { type Query, parseId, readBereich, readOptional, readParam, readPositiveInt } from '../core/params';
import type { MenuResult, RouteLookupResult } from '../core/types';
import { normalizeUrl } from '../core/url';
import { BILD_NAME, MEDIA_NAME, loadMedia } from './media';
import { loadPortal } from './portal';
import {
  type ItemFilter,
  type ItemType,
  findBild,
  findItem,
  findMenu,
  findPage,
  findRedirect,
  isGoneItem,
  isGoneUrl,
  listItems,
  toContentItem,
  toEventItem,
  toListResult,
} from './repository';
import { isPattern, lookupRoute, toRouteResult } from './route-lookup';

const MAX_SLUG_LENGTH = 200;

/** The filter of an item list; sub-site dates have no categories, so `rubriken` is read only where asked. */
function readFilter(query: Query, { rubriken }: { rubriken: boolean }): ItemFilter {
  const filter: ItemFilter = {};
  const bereich = readBereich(query);
  if (bereich !== undefined) filter.bereich = bereich;
  const slug = readOptional(query, 'slug');
  if (slug !== undefined) {
    if (slug.length > MAX_SLUG_LENGTH) throw badRequest(`Der Parameter slug ist zu lang (höchstens ${MAX_SLUG_LENGTH} Zeichen).`);
    filter.slug = slug;
  }
  if (!rubriken) return filter;
  // The front end passes a category as `rubriken`; page api calls flag it in the query as `rubrik_id`.
  const rubrik = readPositiveInt(query, 'rubriken') ?? readPositiveInt(query, 'rubrik_id');
  if (rubrik !== undefined) filter.rubrik = rubrik;
  return filter;
}

export interface ContentRoutesOptions {
  db: Db;
  /** Folder of the SVG illustrations (default: media/ next to this module). */
  mediaDir?: string | undefined;
}

export default async function contentRoutes(instance: FastifyInstance, { db, mediaDir }: ContentRoutesOptions): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const mediaFiles = loadMedia(mediaDir);

  app.get('/api/cms/route', { schema: { querystring: RouteQuery } }, async (request, reply): Promise<RouteLookupResult> => {
    const url = normalizeUrl(readParam(request.query, 'url'));
    const page = isPattern(url) ? undefined : await findPage(db, url);
    if (page) return toRouteResult(page, url);
    // A page that moved (or was withdrawn) leads on: 301 with the new address in the body (no Location
    // header, so a client that follows redirects does not ask the content API for a page address).
    const weiter = await findRedirect(db, url);
    if (weiter !== undefined) return reply.code(301).send({ error: MESSAGES.pageMoved, weiterleitung: weiter });
    // The address of withdrawn content is gone for good: 410, which the shell shows like its 404 page.
    if (await isGoneUrl(db, url)) throw gone();
    const result = await lookupRoute(db, url);
    if (!result) throw notFound(MESSAGES.pageNotFound);
    return result;
  });

  app.get('/api/cms/menu', { schema: { querystring: MenuQuery } }, async (request): Promise<MenuResult> => {
    const name = readOptional(request.query, 'name');
    if (name === undefined) throw badRequest('Der Parameter name fehlt.');
    if (name.length > 200) throw badRequest('Der Parameter name ist zu lang (höchstens 200 Zeichen).');
    const menu = await findMenu(db, name);
    if (!menu) throw notFound(MESSAGES.menuNotFound);
    return { name: menu.name, menuItems: menu.items ?? [] };
  });

  // The home page's portal modules, teaser entries included.
  app.get('/api/cms/startseite', { schema: { querystring: NoQuery } }, async () => {
    const portal = await loadPortal(db, 'startseite');
    if (!portal) throw notFound(MESSAGES.pageNotFound);
    return portal;
  });

  const itemRoutes = (path: string, typ: ItemType) => {
    const map = typ === 'artikel' ? toContentItem : toEventItem;
    app.get(path, { schema: { querystring: ItemListQuery } }, async (request) => {
      const { query } = request;
      const paging = parsePaging(readOptional(query, 'seite'), readOptional(query, 'pro_seite'));
      const result = await listItems(db, typ, readFilter(query, { rubriken: typ !== 'termin' }), paging);
      return toListResult(result, map);
    });
    app.get(`${path}/:id`, { schema: { params: IdParams, querystring: NoQuery } }, async (request) => {
      const id = parseId(request.params.id);
      const row = id === null ? undefined : await findItem(db, typ, id);
      if (!row) throw id !== null && (await isGoneItem(db, typ, id)) ? gone() : notFound(MESSAGES.itemNotFound);
      return map(row);
    });
  };
  itemRoutes('/api/cms/artikel', 'artikel');
  itemRoutes('/api/cms/veranstaltungen', 'veranstaltung');
  // Dates of the sub-sites (school term plans, the fire brigade's service plan …) in the event shape.
  itemRoutes('/api/cms/termine', 'termin');

  app.get('/api/cms/media/:name', { schema: { params: MediaParams, querystring: NoQuery } }, async (request, reply) => {
    const { name } = request.params;
    const file = MEDIA_NAME.test(name) ? mediaFiles.get(name) : undefined;
    if (!file) throw notFound(MESSAGES.mediaNotFound);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(file);
  });

  // Pictures of approved form submissions; a submission's own files are served nowhere.
  app.get('/api/cms/bilder/:name', { schema: { params: MediaParams, querystring: NoQuery } }, async (request, reply) => {
    const { name } = request.params;
    const row = BILD_NAME.test(name) ? await findBild(db, name) : undefined;
    if (!row) throw notFound(MESSAGES.mediaNotFound);
    return reply
      .type(row.typ)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(Buffer.from(row.daten));
  });
}
