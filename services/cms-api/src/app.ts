import type { ErrorReporter } from './core/error-reporting';
import { type FormularArt, IdParams, ItemListQuery, MediaParams, MenuQuery, NoQuery, RouteQuery } from '@musterstadt/cms-contract';
import { timingSafeEqual } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Db } from './core/db';
import { HttpError, MESSAGES, badRequest, gone, notFound } from './core/errors';
import { BILD_NAME, MEDIA_NAME, loadMedia } from './content/media';
import { parsePaging } from './core/pagination';
import { loadPortal } from './content/portal';
import { portalRoutes } from './content/portal-routes';
import { type Query, parseId, readBereich, readOptional, readParam, readPositiveInt } from './core/params';
import { AJV_OPTIONS, FRAMEWORK_MESSAGES, schemaErrorFormatter } from './core/validation';
import {
  type ItemFilter,
  type ItemType,
  type PageRow,
  findItem,
  findMenu,
  findPage,
  isGoneItem,
  isGoneUrl,
  listItems,
  toContentItem,
  toEventItem,
  toListResult,
} from './content/repository';
import { inhalteRoutes } from './content/inhalte-routes';
import type { Block, MenuResult, RouteLookupResult } from './core/types';
import { rowDatabaseRoutes } from './row-database/routes';
import { schulfruchtMailRoutes } from './row-database/schulfrucht-routes';
import { normalizeUrl, patternFor, substituteSlug } from './core/url';
import teilseitenRoutes from './content/teilseiten-routes';
import { type Mailer, mailerFromEnv } from './core/mailer';
import abfallRoutes, { sendDueReminders } from './abfall/routes';
import anfragenRoutes from './formulare/anfragen-routes';
import formulareRoutes, { FORMULAR_AEMTER, type FormularAmt, sendPendingFormMails } from './formulare/routes';
import freigabeRoutes, { type Freigabe, freigabeFromEnv } from './formulare/freigabe';
import icalRoutes from './content/ical-routes';
import searchRoutes from './search/routes';
import wegweiserRoutes from './wegweiser/routes';
import oparlRoutes from './oparl/routes';
import ratsinfoRoutes from './ratsinfo/routes';
import { type RatsinfoAuthOptions, authOptionsFromEnv } from './ratsinfo/auth';
import { registerIdempotency } from './core/idempotency';
import intranetRoutes from './intranet/routes';
import { type IntranetAuthOptions, intranetAuthOptionsFromEnv } from './intranet/auth';
import {
  type RedaktionSitzungen,
  type VorschauOptionen,
  type Zeitplan,
  bereiche as redaktionsBereiche,
  ohneSitzungen as redaktionOhneSitzungen,
  redaktionRoutes,
  vorschauOptionenAusEnv,
} from './redaktion';

export interface BuildAppOptions {
  db: Db;
  /** Fastify's logger option: false (default), true, or pino options. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the SVG illustrations (default: src/media or dist/media next to this file). */
  mediaDir?: string;
  /** Token of the row database (school-fruit tables); without it, the row database refuses every call. */
  rowDatabaseToken?: string | undefined;
  /** Where sign-up confirmations and contact messages go; without it, the mail endpoints answer 503 and contact messages are only stored. */
  signupMailer?: Mailer | undefined;
  /** Waste-collection confirmations and reminders (default: SMTP_URL, else the outbox folder). */
  mailer?: Mailer;
  /** Public origin of the site for links in mails and calendars (default: SITE_URL). */
  siteUrl?: string;
  /**
   * Token the shell sends as `X-Service-Token`; every write and mail endpoint (all but GET and HEAD,
   * the row database has its own token) refuses a call without it. Without the option (tests of
   * the routes alone) no token is asked for; the server (main.ts) always sets one.
   */
  serviceToken?: string | undefined;
  /** Council tokens: key, lifetime and clock (default: RATSINFO_JWT_SECRET, RATSINFO_SESSION_SECONDS). */
  ratsinfoAuth?: RatsinfoAuthOptions;
  /** Intranet tokens: key, lifetime and clock (default: INTRANET_JWT_SECRET, INTRANET_SESSION_SECONDS). */
  intranetAuth?: IntranetAuthOptions;
  /** Send due waste-collection reminders every few minutes while the server runs (and retry form mails every minute). */
  sendReminders?: boolean;
  /** Error service for answers of 500 (default: none, only the log). */
  reportError?: ErrorReporter;
  /** The office of each kind of form (default: FORMULAR_AEMTER, addresses from FORM_OFFICES). */
  formOffices?: Record<FormularArt, FormularAmt>;
  /** Signs and checks the approval links of publishable submissions (default: FORM_APPROVAL_SECRET, FORM_APPROVAL_DAYS). */
  approval?: Freigabe;
  /** The clock of what entry lists show as current, of approved notices' publication and of the editorial area (default: the real one). */
  now?: () => Date;
  /** The editorial area: the sessions of its login kind, the key of its preview links, the jobs of its schedules. */
  redaktion?: { sitzungen?: RedaktionSitzungen; vorschau?: VorschauOptionen; zeitplan?: Zeitplan };
}

const MAX_SLUG_LENGTH = 200;

/** The answer of a route lookup for a stored page; `slug` is set when a pattern page matched. */
export function toRouteResult(page: PageRow, url: string, slug?: string): RouteLookupResult {
  // A pattern page's slug goes into its calls' params, and into an endpoint that names it (`/…/{slug}`).
  const apiCalls = (page.api_calls ?? []).map((call) =>
    slug === undefined
      ? call
      : {
          ...call,
          endpoint: call.endpoint.split('{slug}').join(encodeURIComponent(slug)),
          ...(call.params ? { params: substituteSlug(call.params, slug) } : {}),
        },
  );
  const blocks: Block[] = (page.blocks ?? []).map((block) => ({
    template: block.template,
    slot: block.slot ?? 'main',
    context: block.context ?? {},
    options: block.options ?? {},
  }));
  const breadcrumbs = page.breadcrumbs ?? [];
  return {
    url,
    apiCalls,
    pageContent: {
      pageLayout: page.layout,
      pageTheme: page.theme,
      title: page.title,
      description: page.description,
      canonical: slug === undefined ? (page.canonical ?? page.url) : url,
      breadcrumbs,
      heroImages: page.hero_images ?? [],
      context: blocks,
    },
    title: page.title,
    description: page.description,
    breadcrumbs,
  };
}

function readFilter(query: Query): ItemFilter {
  const filter: ItemFilter = {};
  const bereich = readBereich(query);
  if (bereich !== undefined) filter.bereich = bereich;
  const slug = readOptional(query, 'slug');
  if (slug !== undefined) {
    if (slug.length > MAX_SLUG_LENGTH) throw badRequest(`Der Parameter slug ist zu lang (höchstens ${MAX_SLUG_LENGTH} Zeichen).`);
    filter.slug = slug;
  }
  // The front end passes a category as `rubriken`; page api calls flag it in the query as `rubrik_id`.
  const rubrik = readPositiveInt(query, 'rubriken') ?? readPositiveInt(query, 'rubrik_id');
  if (rubrik !== undefined) filter.rubrik = rubrik;
  return filter;
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { db } = options;
  const mediaFiles = loadMedia(options.mediaDir);
  const app = Fastify({
    logger: options.logger ?? false,
    // Every route declares its request schema (libs/cms-contract); a violation is a German 400.
    ajv: { customOptions: AJV_OPTIONS },
    schemaErrorFormatter,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // A malformed request path (e.g. a broken percent-escape) is the client's fault: 400, in German.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send({ error: MESSAGES.badUrl });
    },
  });

  // An API answers data, never a page: nothing in it may run, embed or be framed.
  void app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });

  const { serviceToken } = options;
  if (serviceToken !== undefined) {
    const expected = Buffer.from(serviceToken);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.url.startsWith('/api/database/')) return undefined;
      const given = request.headers['x-service-token'];
      const candidate = Buffer.from(typeof given === 'string' ? given : '');
      const ok = candidate.length === expected.length && timingSafeEqual(candidate, expected);
      if (ok) return undefined;
      return reply.code(403).header('cache-control', 'no-store').send({ error: MESSAGES.serviceOnly });
    });
  }

  // After the token check: only the shell's calls claim keys. Several instances share the keys.
  registerIdempotency(app, { db });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ error: error.message });
    const { statusCode: status, code } = error as { statusCode?: number; code?: string };
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const known = code !== undefined && Object.hasOwn(FRAMEWORK_MESSAGES, code) ? FRAMEWORK_MESSAGES[code] : undefined;
      return reply.code(status).send({ error: known ?? (status === 404 ? MESSAGES.routeNotFound : MESSAGES.badRequest) });
    }
    request.log.error({ err: error }, 'request failed');
    options.reportError?.(error, { path: request.url, method: request.method });
    return reply.code(500).send({ error: MESSAGES.internal });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: MESSAGES.routeNotFound }));

  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/cms/health', { schema: { querystring: NoQuery } }, async (request, reply) => {
    try {
      await db.query('SELECT 1');
      return { ok: true };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ ok: false, error: MESSAGES.dbDown });
    }
  });

  /** The page of an address, else its pattern page ("/aktuelles/:slug"); undefined when there is none. */
  const lookupRoute = async (url: string): Promise<RouteLookupResult | undefined> => {
    // Pattern pages are templates, not addresses of their own.
    if (url.split('/').some((segment) => segment.startsWith(':'))) return undefined;
    const page = await findPage(db, url);
    if (page) return toRouteResult(page, url);
    const pattern = patternFor(url);
    const patternPage = pattern ? await findPage(db, pattern.pattern) : undefined;
    return pattern && patternPage ? toRouteResult(patternPage, url, pattern.slug) : undefined;
  };

  api.get('/api/cms/route', { schema: { querystring: RouteQuery } }, async (request): Promise<RouteLookupResult> => {
    const url = normalizeUrl(readParam(request.query, 'url'));
    const page = url.split('/').some((segment) => segment.startsWith(':')) ? undefined : await findPage(db, url);
    if (page) return toRouteResult(page, url);
    // The address of withdrawn content is gone for good: 410, which the shell shows like its 404 page.
    if (await isGoneUrl(db, url)) throw gone();
    const result = await lookupRoute(url);
    if (!result) throw notFound(MESSAGES.pageNotFound);
    return result;
  });

  api.get('/api/cms/menu', { schema: { querystring: MenuQuery } }, async (request): Promise<MenuResult> => {
    const name = readOptional(request.query, 'name');
    if (name === undefined) throw badRequest('Der Parameter name fehlt.');
    if (name.length > 200) throw badRequest('Der Parameter name ist zu lang (höchstens 200 Zeichen).');
    const menu = await findMenu(db, name);
    if (!menu) throw notFound(MESSAGES.menuNotFound);
    return { name: menu.name, menuItems: menu.items ?? [] };
  });

  // The home page's portal modules, teaser entries included.
  api.get('/api/cms/startseite', { schema: { querystring: NoQuery } }, async () => {
    const portal = await loadPortal(db, 'startseite');
    if (!portal) throw notFound(MESSAGES.pageNotFound);
    return portal;
  });
  void app.register(portalRoutes(db));

  const listRoute = (path: string, typ: ItemType) => {
    const map = typ === 'veranstaltung' ? toEventItem : toContentItem;
    api.get(path, { schema: { querystring: ItemListQuery } }, async (request) => {
      const { query } = request;
      const paging = parsePaging(readOptional(query, 'seite'), readOptional(query, 'pro_seite'));
      const result = await listItems(db, typ, readFilter(query), paging);
      return toListResult(result, map);
    });
    api.get(`${path}/:id`, { schema: { params: IdParams, querystring: NoQuery } }, async (request) => {
      const id = parseId(request.params.id);
      const row = id === null ? undefined : await findItem(db, typ, id);
      if (!row) throw id !== null && (await isGoneItem(db, typ, id)) ? gone() : notFound(MESSAGES.itemNotFound);
      return map(row);
    });
  };
  listRoute('/api/cms/artikel', 'artikel');
  listRoute('/api/cms/veranstaltungen', 'veranstaltung');
  void app.register(inhalteRoutes(db, options.now));
  void app.register(teilseitenRoutes, { db });

  api.get('/api/cms/media/:name', { schema: { params: MediaParams, querystring: NoQuery } }, async (request, reply) => {
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
  api.get('/api/cms/bilder/:name', { schema: { params: MediaParams, querystring: NoQuery } }, async (request, reply) => {
    const { name } = request.params;
    const row = BILD_NAME.test(name)
      ? (await db.query<{ typ: string; daten: Uint8Array }>('SELECT typ, daten FROM bilder WHERE name = $1', [name])).rows[0]
      : undefined;
    if (!row) throw notFound(MESSAGES.mediaNotFound);
    return reply
      .type(row.typ)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(Buffer.from(row.daten));
  });

  void app.register(rowDatabaseRoutes, { db, token: options.rowDatabaseToken });
  void app.register(schulfruchtMailRoutes, { mailer: options.signupMailer });
  void app.register(anfragenRoutes, { db, mailer: options.signupMailer });
  const aemter = options.formOffices ?? FORMULAR_AEMTER;
  const siteUrl = (options.siteUrl ?? (process.env.SITE_URL || 'http://localhost:4200')).replace(/\/$/, '');
  const approval = options.approval ?? freigabeFromEnv(process.env, siteUrl);
  void app.register(freigabeRoutes, { db, approval, ...(options.now ? { now: options.now } : {}) });
  void app.register(formulareRoutes, { db, mailer: options.signupMailer, aemter, approval });
  const mailer = options.mailer ?? mailerFromEnv();
  void app.register(searchRoutes, { db });
  void app.register(wegweiserRoutes, { db });
  void app.register(abfallRoutes, { db, mailer, siteUrl });
  void app.register(icalRoutes, { db, siteUrl });
  const ratsinfoAuth = options.ratsinfoAuth ?? authOptionsFromEnv();
  void app.register(ratsinfoRoutes, { db, auth: ratsinfoAuth });
  void app.register(oparlRoutes, { db, siteUrl, now: ratsinfoAuth.now });
  void app.register(intranetRoutes, { db, auth: options.intranetAuth ?? intranetAuthOptionsFromEnv() });
  void app.register(redaktionRoutes, {
    db,
    sitzungen: options.redaktion?.sitzungen ?? redaktionOhneSitzungen,
    bereiche: redaktionsBereiche(),
    vorschau: options.redaktion?.vorschau ?? vorschauOptionenAusEnv(),
    zeitplan: options.redaktion?.zeitplan ?? { veroeffentlichen: async () => undefined, beenden: async () => undefined },
    now: options.now ?? (() => new Date()),
    route: lookupRoute,
  });
  if (options.sendReminders) {
    const run = () => sendDueReminders({ db, mailer, siteUrl }).catch((error: unknown) => app.log.error({ err: error }, 'sending reminders failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(run, 10 * 60_000);
      timer.unref();
      void run();
    });
    app.addHook('onClose', async () => clearInterval(timer));
    const signupMailer = options.signupMailer;
    if (signupMailer) {
      // Form mails that failed are retried; the submissions themselves are already stored.
      const retry = () =>
        sendPendingFormMails({ db, mailer: signupMailer, aemter, approval }).catch((error: unknown) =>
          app.log.error({ err: error }, 'retrying form mails failed'),
        );
      let retryTimer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        retryTimer = setInterval(retry, 60_000);
        retryTimer.unref();
      });
      app.addHook('onClose', async () => clearInterval(retryTimer));
    }
  }
  if (!options.mailer) app.addHook('onClose', async () => mailer.close());

  return app;
}
