/**
 * The page request flow, in one place: a URL becomes a page (its request context: the sessions, and
 * the gate that runs the page's middleware before its api calls: a login redirect), the page comes from the shared page cache when it is anonymous, or is rendered for this
 * visitor, and is sent as HTML (a redirect of a client-side navigation as JSON). Forms posted without
 * JavaScript and error answers render through it too.
 */
import { safeRedirectTarget } from '@musterstadt/cms-client';
import type { FormSubmission } from '@musterstadt/shell-contract';
import type { PreviewOutcome, PreviewSource } from '@musterstadt/shell-contract/server';
import type { RootState } from '@musterstadt/shell-contract/store';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { devSockets, isRedirect, type PageData, type PageResponse } from '../app/page-data';
import { TEXTS } from '../app/texts';
import { BEACON_PATH, type PageViewCounter } from './analytics';
import { isAppMode, isPersonal } from './app-files';
import { TUNNEL_PATH, type BrowserReporting } from './error-reporting';
import { resolvePage } from './data-router';
import { errorPage, type MenuCache, type PageContext, type RequestModules, type ResolvedPage } from './page';
import { cachedPage, PageCache, pickEncoding, type CachedPage } from './page-cache';
import { renderDocument, type ClientAssets } from './render';
import type { RequestContexts } from './request-context';
import { allowedScriptPrefixes } from './sanitize';
import { pagePolicy, pagePolicyHeaders } from './security';
import type { ShellConfig } from './config';

type Reporter = (error: unknown, context: Record<string, unknown>) => void;

export interface PageFlowDeps {
  config: ShellConfig;
  /** The page context every visitor shares. */
  page: PageContext;
  context: RequestContexts;
  assets: ClientAssets;
  report: Reporter;
  organization: () => Record<string, unknown> | undefined;
  /** True for a path of an area no search engine reads. */
  isPrivate: (path: string) => boolean;
  /** What depends on the remotes beyond the URL: their versions and whether they are up (part of the cache key). */
  remotesKey: () => string;
  reporting?: BrowserReporting;
  pageViews?: PageViewCounter;
  cache?: PageCache;
  /** The preview source a remote contributes for this path, if any (see the shell contract's previews). */
  preview?: (path: string) => PreviewSource | undefined;
}

export interface PageFlow {
  /** A page for a full load or a client-side navigation (`navigation`: redirects as JSON). */
  serve(request: FastifyRequest, reply: FastifyReply, url: URL, navigation: boolean): Promise<FastifyReply>;
  /** The page at the request's path again, with the outcome of a form posted without JavaScript. */
  render(request: FastifyRequest, reply: FastifyReply, submission: { id: string; result: FormSubmission }, status: number): Promise<FastifyReply>;
  /** The German error page with a status. */
  error(request: FastifyRequest, reply: FastifyReply, status: number): Promise<FastifyReply>;
}

/** Paths resolve against the configured site, never against a request's Host. */
export const pageUrl = (config: Pick<ShellConfig, 'siteOrigin'>, request: FastifyRequest) => new URL(request.url, config.siteOrigin);

const scriptPrefixes = (page: PageData) => page.blocks.flatMap((block) => allowedScriptPrefixes(block.block.options));

interface Session {
  state?: Partial<RootState>;
  personal: boolean;
}

/** The headers of a preview page and of its refusal: never kept by any cache, never indexed, its address (the key) never sent on as a referrer. */
const PREVIEW_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' } as const;

function documentOptions(deps: PageFlowDeps, page: PageData, state?: Partial<RootState>) {
  return {
    assets: deps.assets,
    origin: deps.config.siteOrigin,
    onError: deps.report,
    organization: deps.organization(),
    reporting: deps.reporting,
    // A preview is no page view of the public site, not even after a client-side navigation.
    beacon: deps.pageViews && !page.preview ? BEACON_PATH : undefined,
    noindex: deps.isPrivate(page.view.path) || page.preview !== undefined,
    ...(state ? { state } : {}),
  };
}

async function sendPage(
  deps: PageFlowDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  resolved: { page: PageResponse; modules: RequestModules },
  options: { status?: number; session?: Session; navigation?: boolean; preview?: boolean } = {},
) {
  const { page, modules } = resolved;
  const { session = { personal: false }, navigation = false, preview = false } = options;
  if (preview) reply.headers(PREVIEW_HEADERS);
  if (isRedirect(page)) {
    // Only same-site paths and http(s) URLs are ever followed.
    const target = safeRedirectTarget(page.redirect);
    // A middleware's way to a login (303) depends on the visitor's sessions: no cache keeps it.
    if (page.status === 303) reply.header('cache-control', 'private, no-store');
    if (navigation)
      return reply
        .header('cache-control', page.status === 303 ? 'private, no-store' : 'no-store')
        .send(target ? { redirect: target, status: page.status } : { error: 'Nicht gefunden.' });
    if (target) return reply.redirect(target, page.status);
    return reply.code(404).send();
  }
  if (isAppMode(request)) page.view.appMode = true;
  // One page view per page the server renders for a full load; navigations count through the beacon.
  // A preview is no page view of the public site.
  if (deps.pageViews && request.method === 'GET' && !navigation && !preview) deps.pageViews.count(request, { path: page.view.path, title: page.view.title });
  const stream = await renderDocument(page, modules, documentOptions(deps, page, session.state));
  // Scripts the page's content embeds (e.g. a job-listing widget) are allowed by this page's policy only.
  pagePolicy(reply, deps.config, scriptPrefixes(page), devSockets(page));
  return (
    reply
      .code(options.status && page.view.status === 200 ? options.status : page.view.status)
      .type('text/html; charset=utf-8')
      // A page that read a session is never kept by a shared cache.
      .header('cache-control', session.personal || preview ? 'private, no-store' : 'no-store')
      .send(stream)
  );
}

/**
 * An anonymous page as every visitor gets it, for the page cache; null when it must not be shared:
 * a redirect, an error, or a form (its captcha question and outcome belong to one visitor).
 */
async function renderShared(deps: PageFlowDeps, resolved: ResolvedPage, appMode: boolean): Promise<CachedPage | null> {
  const { page, modules } = resolved;
  if (isRedirect(page) || page.view.status !== 200 || page.blocks.some((block) => block.form)) return null;
  if (appMode) page.view.appMode = true;
  const chunks: Buffer[] = [];
  for await (const chunk of await renderDocument(page, modules, documentOptions(deps, page))) chunks.push(Buffer.from(chunk as Uint8Array));
  const view = { path: page.view.path, title: page.view.title };
  return cachedPage(Buffer.concat(chunks), { status: 200, headers: pagePolicyHeaders(deps.config, scriptPrefixes(page), devSockets(page)), view }, Date.now());
}

function sendCached(deps: PageFlowDeps, request: FastifyRequest, reply: FastifyReply, cached: CachedPage, navigation: boolean) {
  if (deps.pageViews && request.method === 'GET' && !navigation) deps.pageViews.count(request, cached.view);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.code(cached.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'accept-encoding').headers(cached.headers);
  if (!encoding) return reply.send(cached.html);
  return reply.header('content-encoding', encoding).send(cached[encoding]);
}

/** What a preview source answers; a failure is reported (with the path only: its query is the key) and shown as the error page. */
async function loadPreview(deps: PageFlowDeps, source: PreviewSource, url: URL): Promise<PreviewOutcome | null> {
  try {
    const outcome = await source.load(deps.page.client, url.searchParams);
    if (outcome.status === 'refused' || (outcome.url.startsWith('/') && !outcome.url.startsWith('//'))) return outcome;
    deps.report(new Error('A preview source named no path of this site'), { path: url.pathname, phase: 'preview' });
  } catch (error) {
    deps.report(error, { path: url.pathname, phase: 'preview' });
  }
  return null;
}

/**
 * A preview page (shell contract: previews.ts): the source a remote contributes for the path reads what the
 * link's query names; the page renders at the address the content will have, exactly as the public
 * page would (for everyone alike, so without the visitor's sessions), with the preview's answers in
 * place of its api calls and the source's banner at the top. Never in the page cache (the query is
 * the key), never indexed, never counted. A refused link is the error page with the source's message.
 */
async function servePreview(deps: PageFlowDeps, request: FastifyRequest, reply: FastifyReply, source: PreviewSource, url: URL, navigation: boolean) {
  const outcome = await loadPreview(deps, source, url);
  // The error page's address carries no query: the link's token never reaches the page's data.
  const own = new URL(url.pathname, deps.config.siteOrigin);
  if (!outcome || outcome.status === 'refused') {
    const status = outcome?.httpStatus ?? 502;
    const notice = outcome ? { heading: TEXTS.previewRefusedTitle, message: outcome.message } : undefined;
    return sendPage(deps, request, reply, await errorPage(deps.page, own, status, notice), { status, navigation, preview: true });
  }
  const resolved = await resolvePage(deps.page, new URL(outcome.url, deps.config.siteOrigin), undefined, { route: outcome.route, answers: outcome.answers });
  if (!isRedirect(resolved.page) && !resolved.page.error) resolved.page.preview = outcome.banner;
  return sendPage(deps, request, reply, resolved, { navigation, preview: true });
}

/**
 * Anonymous pages come from the shared page cache; a visitor with a session (or any cookie but app
 * mode) gets a page of her own, never a shared one. A preview's path is answered by its source.
 */
async function serve(deps: PageFlowDeps, request: FastifyRequest, reply: FastifyReply, url: URL, navigation: boolean) {
  const preview = deps.preview?.(url.pathname);
  if (preview) return servePreview(deps, request, reply, preview, url, navigation);
  const session = await deps.context(request, reply, url);
  const { cache } = deps;
  if (!cache || session.personal || isPersonal(request, undefined)) {
    return sendPage(deps, request, reply, await resolvePage(session.ctx, url), { session, navigation });
  }
  const appMode = isAppMode(request);
  let own: ResolvedPage | undefined;
  const key = `${deps.remotesKey()}|${appMode ? 'app' : 'web'}|${url.pathname}${url.search}`;
  const cached = await cache.get(key, async () => {
    const resolved = await resolvePage(deps.page, url);
    const shared = await renderShared(deps, resolved, appMode);
    if (!shared) own = resolved;
    return shared;
  });
  if (cached) return sendCached(deps, request, reply, cached, navigation);
  return sendPage(deps, request, reply, own ?? (await resolvePage(deps.page, url)), { session, navigation });
}

export function createPageFlow(deps: PageFlowDeps): PageFlow {
  return {
    serve: (request, reply, url, navigation) => serve(deps, request, reply, url, navigation),
    async render(request, reply, submission, status) {
      const url = pageUrl(deps.config, request);
      const session = await deps.context(request, reply, url);
      return sendPage(deps, request, reply, await resolvePage(session.ctx, url, submission), { status, session });
    },
    async error(request, reply, status) {
      let url: URL;
      try {
        url = pageUrl(deps.config, request);
      } catch {
        url = new URL('/', deps.config.siteOrigin);
      }
      return sendPage(deps, request, reply, await errorPage(deps.page, url, status), { status });
    },
  };
}

/** The shared page cache of anonymous pages, unless PAGE_CACHE_SECONDS turns it off. */
export function createPageCache(config: ShellConfig, report: Reporter): PageCache | undefined {
  if (config.PAGE_CACHE_SECONDS <= 0) return undefined;
  return new PageCache({
    freshMs: config.PAGE_CACHE_SECONDS * 1000,
    staleMs: config.PAGE_CACHE_STALE_SECONDS * 1000,
    maxEntries: config.PAGE_CACHE_ENTRIES,
    onError: (error, key) => report(error, { phase: 'page cache', key }),
  });
}

/**
 * The pages: any address for a full load, and /_page?url=… for a client-side navigation (the very
 * same HTML, from the page cache when it is a shared page; a redirect comes as JSON, so that the
 * browser decides how to follow it).
 */
export function registerPages(
  app: FastifyInstance,
  flow: PageFlow,
  { config, cache, menus }: { config: ShellConfig; cache?: PageCache; menus?: Pick<MenuCache, 'clear'> },
): void {
  // A write through this shell that succeeded (a form, an approval, a login) may change what pages
  // and their menus show: the next visitor gets a new render with fresh menus. Other shells catch up
  // within their cache times. Page-view beacons, error reports and the page's own API writes (push,
  // reminders) change no page.
  if (cache || menus) {
    const changesNoPage = (url: string) => url.startsWith(BEACON_PATH) || url.startsWith(TUNNEL_PATH) || url.startsWith('/api/');
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'POST' || reply.statusCode >= 400 || changesNoPage(request.url)) return;
      cache?.clear();
      menus?.clear();
    });
  }
  app.get('/_page', async (request, reply) => {
    const raw = (request.query as { url?: unknown }).url;
    if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) {
      return reply.code(400).send({ error: 'Der Parameter url muss ein Pfad dieser Website sein.' });
    }
    return flow.serve(request, reply, new URL(raw, config.siteOrigin), true);
  });
  app.get('*', (request, reply) => flow.serve(request, reply, pageUrl(config, request), false));
}
