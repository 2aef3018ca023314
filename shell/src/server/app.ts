import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { createCmsClient, lookupRoute, safeRedirectTarget } from '@musterstadt/cms-client';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { devSockets, isRedirect, type PageData, type PageResponse } from '../app/page-data';
import { BEACON_PATH, PageViewCounter, registerBeacon } from './analytics';
import { oparlRoutes } from './oparl';
import { isAppMode, isPersonal, registerAppFiles } from './app-files';
import type { ShellConfig } from './config';
import { createReporter, TUNNEL_PATH } from './error-reporting';
import { registerErrorTunnel } from './error-tunnel';
import { registerFeeds } from './feeds';
import { formCapabilities, formRoutes, RemoteForms } from './forms';
import { errorPage, MenuCache, resolvePage, type PageContext, type RequestModules, type ResolvedPage } from './page';
import { cachedPage, PageCache, pickEncoding, type CachedPage } from './page-cache';
import { sameSite } from './forms/routes';
import { browserMayCall, forward, PROXY_METHODS } from './proxy';
import { readManifest, RemoteRegistry, type ManifestEntry } from './remote-registry';
import { renderDocument, type ClientAssets } from './render';
import { allowedScriptPrefixes } from './sanitize';
import { answerError, registerErrorAnswers, validHost, type ErrorPages } from './errors';
import { postgresRateLimitStore } from './rate-limit-store';
import { pagePolicy, pagePolicyHeaders, registerSecurity, staticHeaders, writeRateLimit } from './security';
import {
  COUNCIL_PATHS,
  INTRANET_PATHS,
  clearSessionCookie,
  councilSession,
  intranetSession,
  isIntranetPath,
  needsIntranetSession,
  readSession,
  sessionRoutes,
} from './session';
import type { CouncilProfile, IntranetProfile } from '@musterstadt/shell-contract';
import type { RootState } from '@musterstadt/shell-contract/store';

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="#1f5c3f"/><path d="M6 38 19 16l7 11 5-7 11 18z" fill="#fff"/></svg>`;

async function readClientAssets(dir: string): Promise<ClientAssets> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'assets.json'), 'utf8')) as ClientAssets;
  return { scripts: manifest.scripts.map((f) => `/_shell/${f}`), css: manifest.css.map((f) => `/_shell/${f}`) };
}

export async function buildShell(config: ShellConfig, overrides: { manifest?: ManifestEntry[] } = {}): Promise<FastifyInstance> {
  // The error pages render once the page context exists; a malformed URL fails before any hook runs.
  const errorPages: { current?: ErrorPages } = {};
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // Forwarded headers are believed only from the configured reverse proxies.
    trustProxy: config.trustedProxies,
    disableRequestLogging: true,
    // The first check of the remotes (before listening) loads every server build; give a busy machine time.
    pluginTimeout: 60_000,
    frameworkErrors: (error, request, reply) => {
      reply.headers(staticHeaders(config));
      const status = error.code === 'FST_ERR_BAD_URL' || !error.statusCode ? 400 : error.statusCode;
      const pages: ErrorPages = errorPages.current ?? { error: async (_request, answer, code) => answer.code(code).send({ error: '' }) };
      return answerError(request, reply, status, pages);
    },
  });
  const loaded: { registry?: RemoteRegistry } = {};
  const reporting = createReporter({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT,
    log: (error, context) => app.log.error({ err: error, ...context }, 'reported error'),
    versionOf: (remote) => loaded.registry?.asset(remote)?.version,
    formOwner: (form) => loaded.registry?.owner('forms', form),
  });
  const { report } = reporting;

  const manifest = overrides.manifest ?? (await readManifest(config.remotesManifest));
  const registry = new RemoteRegistry(manifest, { checkIntervalMs: config.REMOTE_CHECK_SECONDS * 1000, report });
  loaded.registry = registry;
  const warn = (context: Record<string, unknown>, message: string) => app.log.warn(context, message);

  // The service token opens the content API's write and mail endpoints; only the shell has it.
  const serviceHeaders: Record<string, string> = config.CMS_SERVICE_TOKEN ? { 'x-service-token': config.CMS_SERVICE_TOKEN } : {};
  const client = createCmsClient({ baseUrl: config.CMS_API_URL, timeoutMs: 8000, headers: serviceHeaders });
  if (!config.CMS_SERVICE_TOKEN) app.log.warn("CMS_SERVICE_TOKEN is not set: the content API refuses the forms' writes");
  if (!config.ROW_DATABASE_TOKEN) app.log.warn('ROW_DATABASE_TOKEN is not set: forms cannot reach the row database');
  const caps = formCapabilities(config, client, report);
  const forms = new RemoteForms(registry, caps, report);
  const layouts = { fallback: config.FALLBACK_LAYOUT, error: config.ERROR_LAYOUT, home: config.HOME_LAYOUT, homeTemplate: config.HOME_TEMPLATE };
  const ctx: PageContext = { client, registry, menus: new MenuCache(client), layouts, report, warn, forms };
  // The council session: the token stays in an HttpOnly cookie and goes only from here to the content API.
  const withHeaders = (headers: Record<string, string>) =>
    createCmsClient({ baseUrl: config.CMS_API_URL, timeoutMs: 8000, headers: { ...serviceHeaders, ...headers } });
  const council = councilSession(config.RATSINFO_SESSION_SECONDS, withHeaders);

  const intranet = intranetSession(config.INTRANET_SESSION_SECONDS, withHeaders);

  /**
   * The page context and store state of a request: a member's pages are fetched with her token, the
   * intranet's pages with the staff token (only those: the token never goes to another call). An
   * intranet page without a session is a redirect to the login (`login`), never content.
   */
  async function requestContext(
    request: FastifyRequest,
    reply: FastifyReply,
    target: URL = pageUrl(request),
  ): Promise<{ ctx: PageContext; state?: Partial<RootState>; personal: boolean; login?: string }> {
    const session = await readSession<CouncilProfile>(request, reply, council, client);
    const staff = await readSession<IntranetProfile>(request, reply, intranet, client);
    const personal =
      session !== null || staff !== null || request.cookies[council.cookieName] !== undefined || request.cookies[intranet.cookieName] !== undefined;
    const intranetPage = isIntranetPath(target.pathname);
    const login =
      !staff && needsIntranetSession(target.pathname)
        ? `${INTRANET_PATHS.login}?${new URLSearchParams({ ziel: `${target.pathname}${target.search}` }).toString()}`
        : undefined;
    if (!session && !(staff && intranetPage)) {
      return { ctx, personal, login, ...(staff ? { state: { session: { council: null, intranet: staff.profile } } } : {}) };
    }
    const headers = { ...(session ? council.headers(session.token) : {}), ...(staff && intranetPage ? intranet.headers(staff.token) : {}) };
    return {
      ctx: { ...ctx, client: withHeaders(headers) },
      state: { session: { council: session?.profile ?? null, intranet: staff?.profile ?? null } },
      personal,
      login,
    };
  }
  const assets = await readClientAssets(config.clientDir);
  const remoteUrls = new Map(manifest.map((entry) => [entry.id, entry.url]));

  // A malformed Host is refused before anything uses it.
  app.addHook('onRequest', async (request, reply) => {
    if (!validHost(request.headers.host)) {
      return reply.code(400).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Ungültige Anfrage: Die Host-Angabe ist fehlerhaft.');
    }
    return undefined;
  });
  // Several shells share their rate-limit counters in PostgreSQL (RATE_LIMIT_DATABASE_URL).
  const sharedCounters = config.RATE_LIMIT_DATABASE_URL ? postgresRateLimitStore(config.RATE_LIMIT_DATABASE_URL) : undefined;
  if (sharedCounters) {
    await sharedCounters.prepare();
    app.addHook('onClose', async () => sharedCounters.close());
  }
  await registerSecurity(app, config, sharedCounters?.Store);
  errorPages.current = { error: async (request, reply, status) => sendPage(request, reply, await errorPage(ctx, safePageUrl(request), status), status) };
  registerErrorAnswers(app, errorPages.current, report);
  const writeLimit = writeRateLimit(config);

  await app.register(cookie);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
  await app.register(fastifyStatic, {
    root: config.clientDir,
    prefix: '/_shell/',
    // The build writes .br and .gz files beside each script and stylesheet.
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    // Source maps are written for error reporting, never served.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
  });

  app.get('/favicon.svg', (_request, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON));
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  await registerAppFiles(app, path.resolve(config.clientDir, '..'));
  if (reporting.browser && config.SENTRY_DSN) registerErrorTunnel(app, config.SENTRY_DSN, reporting.browser.tunnel);
  const pageViews =
    config.MATOMO_URL && config.MATOMO_SITE_ID ? new PageViewCounter(config.MATOMO_URL, config.MATOMO_SITE_ID, () => undefined, warn) : undefined;
  if (pageViews) registerBeacon(app, pageViews);
  const documentOptions = (state?: Partial<RootState>) => ({
    assets,
    origin: config.siteOrigin,
    onError: report,
    organization: registry.organization(),
    reporting: reporting.browser,
    beacon: pageViews ? BEACON_PATH : undefined,
    ...(state ? { state } : {}),
  });
  const pageCache =
    config.PAGE_CACHE_SECONDS > 0
      ? new PageCache({
          freshMs: config.PAGE_CACHE_SECONDS * 1000,
          staleMs: config.PAGE_CACHE_STALE_SECONDS * 1000,
          maxEntries: config.PAGE_CACHE_ENTRIES,
          onError: (error, key) => report(error, { phase: 'page cache', key }),
        })
      : undefined;
  // A write through this shell that succeeded (a form, an approval, a login) may change what pages
  // show: the next visitor gets a new render. Other shells catch up within their cache time. Page-view
  // beacons, error reports and the page's own API writes (push, reminders) change no page.
  if (pageCache) {
    const changesNoPage = (url: string) => url.startsWith(BEACON_PATH) || url.startsWith(TUNNEL_PATH) || url.startsWith('/api/');
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'POST' && reply.statusCode < 400 && !changesNoPage(request.url)) pageCache.clear();
    });
  }
  // Answers of 500 and above from a failing route are reported too (pages report their own).
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) report(error, { path: request.url.split('?')[0], phase: 'route' });
  });
  app.addHook('onClose', async () => {
    await reporting.flush();
  });
  registerFeeds(app, client, config.siteOrigin);

  // An answer that may hold something of this visitor is never kept by the service worker or a shared cache.
  app.addHook('onSend', async (request, reply, payload) => {
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    // Public, versioned files (scripts, icons) stay cacheable for everyone.
    if (reply.getHeader('set-cookie') || (!/\bpublic\b/.test(cacheControl) && isPersonal(request, undefined)))
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
  app.get('/health', async () => ({ ok: true, remotes: Object.fromEntries(registry.ids.map((id) => [id, registry.isUp(id)])) }));

  // Client-side navigation: the very same HTML a full load of the address gets (from the page cache
  // when it is a shared page); a redirect comes as JSON, so that the browser decides how to follow it.
  app.get('/_page', async (request, reply) => {
    const raw = (request.query as { url?: unknown }).url;
    if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) {
      return reply.code(400).send({ error: 'Der Parameter url muss ein Pfad dieser Website sein.' });
    }
    return servePage(request, reply, new URL(raw, config.siteOrigin), true);
  });

  // Browser builds of the remotes, served from this origin (no CORS, one connection).
  app.get<{ Params: { id: string; '*': string } }>('/_remotes/:id/*', async (request, reply) => {
    const base = remoteUrls.get(request.params.id);
    if (!base || !/^@[a-z0-9]+\/browser\/[\w.\-/]+$/.test(request.params['*']) || request.params['*'].endsWith('.map')) {
      return reply.code(404).send({ error: 'Datei nicht gefunden.' });
    }
    return forward(request, reply, `${base}/${request.params['*']}`, { unavailable: 'Dieser Bereich ist zurzeit nicht erreichbar.' });
  });

  // Everything under /api/ goes to the content API, with the request body untouched.
  await app.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const unavailable = 'Der Inhaltsdienst ist zurzeit nicht erreichbar. Bitte versuchen Sie es später noch einmal.';
    const refuse = (reply: FastifyReply) =>
      reply.code(403).header('cache-control', 'no-store').send({ error: 'Dieser Dienst steht nur dem Server der Website zur Verfügung.' });
    api.route({
      method: ['GET', 'HEAD'],
      url: '/api/*',
      handler: (request, reply) => {
        if (!browserMayCall(request.method, request.url)) return refuse(reply);
        return forward(request, reply, `${config.CMS_API_URL}${request.url}`, { unavailable });
      },
    });
    // The page's own writes (a push subscription, a reminder's sign-off): same-site, rate-limited,
    // and sent on with the service token the content API asks of every write.
    api.route({
      method: ['POST', 'DELETE'],
      url: '/api/*',
      config: { rateLimit: writeLimit },
      handler: (request, reply) => {
        if (!sameSite(request))
          return reply.code(403).header('cache-control', 'no-store').send({ error: 'Anfragen von anderen Websites werden nicht angenommen.' });
        if (!browserMayCall(request.method, request.url)) return refuse(reply);
        return forward(request, reply, `${config.CMS_API_URL}${request.url}`, { unavailable, headers: serviceHeaders });
      },
    });
    api.route({
      method: ['PUT', 'PATCH', 'OPTIONS', 'TRACE'],
      url: '/api/*',
      handler: (_request, reply) =>
        reply
          .code(405)
          .header('allow', PROXY_METHODS.join(', '))
          .header('cache-control', 'no-store')
          .send({ error: 'Diese Anfragemethode wird hier nicht unterstützt.' }),
    });
  });

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    resolved: { page: PageResponse; modules: RequestModules },
    status?: number,
    session: { state?: Partial<RootState>; personal: boolean } = { personal: false },
    navigation = false,
  ) {
    const { page, modules } = resolved;
    if (isRedirect(page)) {
      // Only same-site paths and http(s) URLs are ever followed.
      const target = safeRedirectTarget(page.redirect);
      if (navigation) return reply.header('cache-control', 'no-store').send(target ? { redirect: target, status: page.status } : { error: 'Nicht gefunden.' });
      if (target) return reply.redirect(target, page.status);
      return reply.code(404).send();
    }
    if (isAppMode(request)) page.view.appMode = true;
    // One page view per page the server renders for a full load; navigations count through the beacon.
    if (pageViews && request.method === 'GET' && !navigation) pageViews.count(request, { path: page.view.path, title: page.view.title });
    const stream = await renderDocument(page, modules, documentOptions(session.state));
    // Scripts the page's content embeds (e.g. a job-listing widget) are allowed by this page's policy only.
    pagePolicy(reply, config, scriptPrefixes(page), devSockets(page));
    return (
      reply
        .code(status && page.view.status === 200 ? status : page.view.status)
        .type('text/html; charset=utf-8')
        // A page that read a session is never kept by a shared cache.
        .header('cache-control', session.personal ? 'private, no-store' : 'no-store')
        .send(stream)
    );
  }

  const scriptPrefixes = (page: PageData) => page.blocks.flatMap((block) => allowedScriptPrefixes(block.block.options));

  /**
   * An anonymous page as every visitor gets it, for the page cache; null when it must not be shared:
   * a redirect, an error, or a form (its captcha question and outcome belong to one visitor).
   */
  async function renderShared(resolved: ResolvedPage, appMode: boolean): Promise<CachedPage | null> {
    const { page, modules } = resolved;
    if (isRedirect(page) || page.view.status !== 200 || page.blocks.some((block) => block.form)) return null;
    if (appMode) page.view.appMode = true;
    const chunks: Buffer[] = [];
    for await (const chunk of await renderDocument(page, modules, documentOptions())) chunks.push(Buffer.from(chunk as Uint8Array));
    const view = { path: page.view.path, title: page.view.title };
    return cachedPage(Buffer.concat(chunks), { status: 200, headers: pagePolicyHeaders(config, scriptPrefixes(page), devSockets(page)), view }, Date.now());
  }

  function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedPage, navigation: boolean) {
    if (pageViews && request.method === 'GET' && !navigation) pageViews.count(request, cached.view);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.code(cached.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'accept-encoding').headers(cached.headers);
    if (!encoding) return reply.send(cached.html);
    return reply.header('content-encoding', encoding).send(cached[encoding]);
  }

  /** What a render depends on beyond the content and the URL: the remotes' versions and whether they are up. */
  const renderKey = (url: URL, appMode: boolean) =>
    `${registry.ids.map((id) => `${id}@${registry.asset(id)?.version ?? '-'}${registry.isUp(id) ? '' : '!'}`).join(',')}|${appMode ? 'app' : 'web'}|${url.pathname}${url.search}`;

  // Paths resolve against the configured site, never against a request's Host.
  const pageUrl = (request: FastifyRequest) => new URL(request.url, config.siteOrigin);
  const safePageUrl = (request: FastifyRequest) => {
    try {
      return pageUrl(request);
    } catch {
      return new URL('/', config.siteOrigin);
    }
  };

  // Forms: JSON endpoints for the browser, and answers to forms posted without JavaScript.
  await app.register(formRoutes, {
    forms,
    deps: {
      report,
      warn,
      caps,
      // A submission's Idempotency-Key goes on to the content API, which writes once per key on any instance.
      withIdempotencyKey: (key) => ({
        ...caps,
        cms: createCmsClient({ baseUrl: config.CMS_API_URL, timeoutMs: 8000, headers: { ...serviceHeaders, 'idempotency-key': key } }),
      }),
    },
    // Per address and form: one busy form does not block another.
    rateLimit: { max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    pages: {
      async hasForm(path, id) {
        const route = await lookupRoute(client, path).catch(() => null);
        return !!route?.pageContent.context.some((block) => block.template === id);
      },
      render: async (request, reply, submission, status) => {
        const session = await requestContext(request, reply);
        return sendPage(request, reply, await resolvePage(session.ctx, pageUrl(request), submission), status, session);
      },
      error: async (request, reply, status) => sendPage(request, reply, await errorPage(ctx, pageUrl(request), status)),
    },
  });

  await app.register(sessionRoutes<CouncilProfile>(), {
    kind: council,
    client,
    paths: {
      login: COUNCIL_PATHS.login,
      logout: COUNCIL_PATHS.logout,
      password: COUNCIL_PATHS.password,
      home: COUNCIL_PATHS.overview,
      loggedOut: COUNCIL_PATHS.loggedOut,
    },
    limits: { perClient: config.LOGIN_LIMIT_PER_CLIENT, perAddress: config.LOGIN_LIMIT_PER_ADDRESS, windowMs: 15 * 60_000 },
    report,
  });

  await app.register(sessionRoutes<IntranetProfile & { pw_geaendert?: boolean }>(), {
    kind: intranet,
    client,
    paths: { login: INTRANET_PATHS.login, logout: INTRANET_PATHS.logout, home: INTRANET_PATHS.home, loggedOut: INTRANET_PATHS.loggedOut },
    limits: { perClient: config.LOGIN_LIMIT_PER_CLIENT, perAddress: config.LOGIN_LIMIT_PER_ADDRESS, windowMs: 15 * 60_000 },
    report,
  });

  // Intranet documents: streamed through the shell for a staff session only; the token stays here.
  app.get<{ Params: { id: string; name: string } }>(`${INTRANET_PATHS.files}/:id/:name`, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { id, name } = request.params;
    if (!/^\d{1,10}$/.test(id) || !/^[\w.-]{1,200}$/.test(name)) return reply.code(404).send({ error: 'Datei nicht gefunden.' });
    const toLogin = () => reply.redirect(`${INTRANET_PATHS.login}?${new URLSearchParams({ ziel: request.url }).toString()}`, 303);
    const staff = await readSession<IntranetProfile>(request, reply, intranet, client);
    if (!staff) return toLogin();
    let upstream: Response;
    try {
      upstream = await fetch(`${config.CMS_API_URL}/api/cms/intranet/dokumente/${id}/${name}`, {
        headers: intranet.headers(staff.token),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      report(error, { path: request.url });
      return reply.code(503).send({ error: 'Der Inhaltsdienst ist zurzeit nicht erreichbar. Bitte versuchen Sie es später noch einmal.' });
    }
    if (upstream.status === 401) {
      // The content API no longer accepts the token: the session ends here.
      clearSessionCookie(request, reply, intranet);
      return toLogin();
    }
    if (!upstream.ok) return reply.code(upstream.status === 404 ? 404 : 502).send({ error: 'Datei nicht gefunden.' });
    return reply
      .type('application/pdf')
      .header('content-disposition', upstream.headers.get('content-disposition') ?? 'inline')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(await upstream.arrayBuffer()));
  });

  // The council's public data as OParl 1.1: /oparl/v1
  await app.register(oparlRoutes, { cmsApiUrl: config.CMS_API_URL });

  // Council meetings to subscribe to (public data only): /ratsinfo/sitzungen.ics?gremium=GR
  app.get('/ratsinfo/sitzungen.ics', (request, reply) => {
    const gremium = (request.query as { gremium?: unknown }).gremium;
    const query = typeof gremium === 'string' && gremium !== '' ? `?${new URLSearchParams({ gremium }).toString()}` : '';
    return forward(request, reply, `${config.CMS_API_URL}/api/cms/ical/sitzungen.ics${query}`, {
      unavailable: 'Der Inhaltsdienst ist zurzeit nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
    });
  });

  // Council files: public ones for everybody, non-public ones only with the member's session.
  app.get<{ Params: { id: string; name: string } }>(`${COUNCIL_PATHS.files}/:id/:name`, async (request, reply) => {
    const { id, name } = request.params;
    if (!/^\d{1,10}$/.test(id) || !/^[\w.-]{1,200}$/.test(name))
      return reply.code(404).header('cache-control', 'no-store').send({ error: 'Datei nicht gefunden.' });
    const session = await readSession<CouncilProfile>(request, reply, council, client);
    reply.header('cache-control', 'private, no-store');
    let upstream: Response;
    try {
      upstream = await fetch(`${config.CMS_API_URL}/api/cms/ratsinfo/dateien/${id}/${name}`, {
        headers: session ? council.headers(session.token) : {},
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      report(error, { path: request.url });
      return reply.code(503).send({ error: 'Der Inhaltsdienst ist zurzeit nicht erreichbar. Bitte versuchen Sie es später noch einmal.' });
    }
    if (upstream.status === 401) {
      return reply.redirect(`${COUNCIL_PATHS.login}?${new URLSearchParams({ ziel: request.url }).toString()}`, 303);
    }
    if (!upstream.ok) return reply.code(upstream.status === 404 ? 404 : 502).send({ error: 'Datei nicht gefunden.' });
    return reply
      .type('application/pdf')
      .header('content-disposition', upstream.headers.get('content-disposition') ?? 'inline')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(await upstream.arrayBuffer()));
  });

  /**
   * A page, for a full load or a client-side navigation (`navigation`: redirects as JSON). Anonymous
   * pages come from the shared page cache; a visitor with a session (or any cookie but app mode) gets
   * a page of her own, never a shared one.
   */
  async function servePage(request: FastifyRequest, reply: FastifyReply, url: URL, navigation: boolean) {
    const session = await requestContext(request, reply, url);
    if (session.login) {
      reply.header('cache-control', 'private, no-store');
      return navigation ? reply.send({ redirect: session.login, status: 303 }) : reply.redirect(session.login, 303);
    }
    if (!pageCache || session.personal || isPersonal(request, undefined)) {
      return sendPage(request, reply, await resolvePage(session.ctx, url), undefined, session, navigation);
    }
    const appMode = isAppMode(request);
    let own: ResolvedPage | undefined;
    const cached = await pageCache.get(renderKey(url, appMode), async () => {
      const resolved = await resolvePage(ctx, url);
      const shared = await renderShared(resolved, appMode);
      if (!shared) own = resolved;
      return shared;
    });
    if (cached) return sendCached(request, reply, cached, navigation);
    return sendPage(request, reply, own ?? (await resolvePage(ctx, url)), undefined, session, navigation);
  }

  app.get('*', (request, reply) => servePage(request, reply, pageUrl(request), false));

  // The first check finishes before the shell listens; later ones run in the background, never on a request's path.
  app.addHook('onReady', async () => {
    await registry.refresh();
    registry.start();
  });
  app.addHook('onClose', async () => registry.stop());
  return app;
}
