/**
 * The shell's server: its services, then its registrations, each a small module with its test
 * beside it. The order matters where hooks meet: the request context's checks and headers come
 * first, the routes that remotes claim at run time (claims.ts) before the pages that take the rest.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { PageViewCounter } from './analytics';
import { registerClaims } from './claims';
import { clientErrorHandler } from './client-errors';
import type { ShellConfig } from './config';
import { feedClaimant, registerFeedRoute } from './contributed-feeds';
import { answerError, registerErrorAnswers, type ErrorPages } from './errors';
import { registerFeeds } from './feeds';
import { registerForms } from './forms/register';
import { createPageCache, createPageFlow, registerPages, type PageFlow } from './page-flow';
import { registerProxy } from './proxy-routes';
import { readManifest, type ManifestEntry } from './remote-registry';
import { registerRequestContext } from './request-context';
import { canonicalUrl } from './request-path';
import { staticHeaders, writeRateLimit } from './security';
import { createServices, type RemoteAccess, type ShellServices } from './services';
import { fileClaimant } from './session/files';
import { registerSessions, sessionClaimant } from './session/register';
import { readClientAssets, registerShellFiles } from './shell-files';

/** The Fastify instance; a malformed URL fails before any hook runs, so its error page is bound late. */
function createServer(config: ShellConfig, pages: { current?: ErrorPages }): FastifyInstance {
  return Fastify({
    logger: { level: config.LOG_LEVEL },
    // Forwarded headers are believed only from the configured reverse proxies.
    trustProxy: config.trustedProxies,
    disableRequestLogging: true,
    // The first check of the remotes (before listening) loads every server build; give a busy machine time.
    pluginTimeout: 60_000,
    // The address is decoded and normalised once, before routing decides anything (request-path.ts).
    rewriteUrl: canonicalUrl,
    // What Node's parser refuses before Fastify sees it (unknown method, head over 16 KB): German too.
    clientErrorHandler: clientErrorHandler(staticHeaders(config)),
    frameworkErrors: (error, request, reply) => {
      reply.headers(staticHeaders(config));
      const status = error.code === 'FST_ERR_BAD_URL' || !error.statusCode ? 400 : error.statusCode;
      return answerError(request, reply, status, pages.current ?? { error: async (_request, answer, code) => answer.code(code).send({ error: '' }) });
    },
  });
}

/** The page flow with everything it renders with: the shell's assets, the remotes, the page cache and page views. */
async function pageFlow(services: ShellServices) {
  const { config, registry, kinds, report, reporting } = services;
  const cache = createPageCache(config, report);
  const pageViews =
    config.MATOMO_URL && config.MATOMO_SITE_ID ? new PageViewCounter(config.MATOMO_URL, config.MATOMO_SITE_ID, () => undefined, services.warn) : undefined;
  const flow = createPageFlow({
    config,
    page: services.page,
    context: services.context,
    assets: await readClientAssets(config.clientDir),
    report,
    organization: () => registry.organization(),
    isPrivate: (path) => kinds.isPrivate(path),
    remotesKey: () => registry.ids.map((id) => `${id}@${registry.asset(id)?.version ?? '-'}${registry.isUp(id) ? '' : '!'}`).join(','),
    preview: (path) => registry.preview(path)?.source,
    ...(reporting.browser ? { reporting: reporting.browser } : {}),
    ...(pageViews ? { pageViews } : {}),
    ...(cache ? { cache } : {}),
  });
  return { flow, cache, pageViews };
}

/** Hooks of the whole server's life: errors of failing routes reported, the remotes checked before it listens. */
function registerLifecycle(app: FastifyInstance, { registry, kinds, report, reporting }: ShellServices): void {
  // Answers of 500 and above from a failing route are reported too (pages report their own).
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) report(error, { path: request.url.split('?')[0], phase: 'route' });
  });
  // The first check finishes before the shell listens; later ones run in the background, never on a request's path.
  app.addHook('onReady', async () => {
    await registry.refresh();
    const problems = kinds.problems();
    if (problems.length > 0) throw new Error(`Invalid shell configuration: ${problems.join('; ')}`);
    registry.start();
  });
  app.addHook('onClose', async () => {
    registry.stop();
    await reporting.flush();
  });
}

export async function buildShell(config: ShellConfig, overrides: { manifest?: ManifestEntry[]; remotes?: RemoteAccess } = {}): Promise<FastifyInstance> {
  const errorPages: { current?: ErrorPages } = {};
  const app = createServer(config, errorPages);
  const manifest = overrides.manifest ?? (await readManifest(config.remotesManifest));
  const services = createServices(config, manifest, app.log, overrides.remotes);
  const { registry, kinds, clients, report } = services;
  registerClaims(app, [sessionClaimant(kinds), fileClaimant(kinds), feedClaimant(() => registry.feeds())]);
  await registerRequestContext(app, config);
  const { flow, cache, pageViews }: { flow: PageFlow; cache?: ReturnType<typeof createPageCache>; pageViews?: PageViewCounter } = await pageFlow(services);
  errorPages.current = { error: flow.error };
  registerErrorAnswers(app, errorPages.current, report);
  await registerShellFiles(app, { clientDir: config.clientDir, remotes: registry, reporting: services.reporting.browser, pageViews });
  registerFeeds(app, clients.base, config.siteOrigin, () => kinds.privateAreas());
  registerFeedRoute(app, { feeds: () => registry.feeds(), cmsApiUrl: config.CMS_API_URL });
  await registerProxy(app, { config, remoteUrls: new Map(manifest.map((entry) => [entry.id, entry.url])), writeLimit: writeRateLimit(config) });
  await registerForms(app, { config, forms: services.forms, clients, kinds, pages: flow, report, warn: services.warn });
  await registerSessions(app, { config, kinds, clients, report, middleware: (name) => registry.middleware(name) });
  registerPages(app, flow, { config, menus: services.page.menus, ...(cache ? { cache } : {}) });
  registerLifecycle(app, services);
  return app;
}
