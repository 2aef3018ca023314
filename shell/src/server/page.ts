import {
  ApiResponseError,
  CmsUnavailableError,
  GoneError,
  EmptyResultError,
  MovedError,
  fetchMenu,
  lookupRoute,
  resolveTheme,
  runApiCalls,
  themeFromPath,
  type CmsClient,
  type MenuItem,
  type RouteLookupResult,
} from '@musterstadt/cms-client';
import type { BlockForm, FormSubmission, LayoutModule, PageView } from '@musterstadt/shell-contract';
import { data, redirect } from 'react-router-dom';
import type { ModuleSource } from '../app/page-renderer';
import type { BlockData, ModuleRef, PageData, PageError, PageResponse } from '../app/page-data';
import { TEXTS } from '../app/texts';
import { loadFormData, type FormLookup } from './forms/handler';
import type { PageGate, PageGateOutcome } from './page-middleware';
import { homeRoute, type ShellLayouts } from './home-route';
import type { RemoteRegistry } from './remote-registry';
import { allowedScriptPrefixes, sanitizeContent } from './sanitize';

type Reporter = (error: unknown, context: Record<string, unknown>) => void;

/**
 * What page resolution needs of the remote registry: a synchronous view of what is loaded, and the
 * modules' loaders. It never waits for the registry to check the remotes (that runs in the background).
 */
export type RemoteLookup = Pick<RemoteRegistry, 'resolve' | 'layout' | 'template' | 'asset' | 'themes' | 'uniqueContainers' | 'view'>;

export interface PageContext {
  client: CmsClient;
  registry: RemoteLookup;
  menus: MenuCache;
  /** The layouts and home-page template the shell falls back on, from its configuration. */
  layouts: ShellLayouts;
  report: Reporter;
  /** The remotes' form handlers; blocks whose template has one get its data. */
  forms?: FormLookup;
  /**
   * Runs the page's middleware for this request (its sessions) after the route lookup, before the
   * api calls, and gives the client they run with. Without one, a page that names middleware is a 500.
   */
  gate?: PageGate;
  warn?: (context: Record<string, unknown>, message: string) => void;
}

/** The outcome of a form posted without JavaScript, for the block of that form. */
export interface PageSubmission {
  id: string;
  result: FormSubmission;
}

/**
 * A page rendered from a preview: the route lookup of the address the previewed content will have
 * (used instead of looking the address up) and answers of its api calls by name (used instead of
 * running them: the draft in place of the published item).
 */
export interface PagePreview {
  route: RouteLookupResult;
  answers: Readonly<Record<string, unknown>>;
}

/**
 * Menus change rarely; a short cache saves a content API call per menu and request. A write through
 * this shell that succeeded (an editor publishing a menu) clears it with the page cache, so the next
 * page shows the change; other shells see it once their entry is older than `ttlMs` (kept short so a
 * published menu reaches every header within the page cache's time and this one, under 5 s).
 */
export class MenuCache {
  private readonly entries = new Map<string, { at: number; items: Promise<MenuItem[]> }>();

  constructor(
    private readonly client: CmsClient,
    private readonly ttlMs = 500,
  ) {}

  get(name: string): Promise<MenuItem[]> {
    const hit = this.entries.get(name);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.items;
    const items = fetchMenu(this.client, name);
    const entry = { at: Date.now(), items };
    this.entries.set(name, entry);
    // An empty answer (API down, unknown menu) is not kept.
    void items.then((list) => list.length === 0 && this.entries.get(name) === entry && this.entries.delete(name));
    return items;
  }

  /** Forgets every menu: the next page asks the content API again. */
  clear(): void {
    this.entries.clear();
  }
}

/** The modules a resolved page renders with (a view of the registry's one module cache). */
export type RequestModules = ModuleSource;

export interface ResolvedPage {
  page: PageResponse;
  modules: RequestModules;
}

function statusOf(error: unknown): number {
  if (error instanceof EmptyResultError) return 404;
  if (error instanceof CmsUnavailableError) return 503;
  if (error instanceof GoneError) return 410;
  if (error instanceof ApiResponseError) return error.status;
  return 500;
}

async function loadLayout(ctx: PageContext, layoutName: string): Promise<{ ref: ModuleRef | null; module?: LayoutModule }> {
  // An unknown layout, or one whose remote is down, falls back to the configured fallback layout.
  const candidates = [layoutName, ctx.layouts.fallback];
  for (const name of candidates) {
    const ref = ctx.registry.resolve('layouts', name);
    if (!ref) continue;
    try {
      const module = await ctx.registry.layout(ref.remote, ref.name);
      if (module) return { ref, module };
    } catch (error) {
      ctx.report(error, { remote: ref.remote, layout: ref.name });
    }
  }
  return { ref: null };
}

async function loadMenus(ctx: PageContext, layout: LayoutModule | undefined): Promise<Record<string, MenuItem[]>> {
  const names = layout?.menus ?? [];
  const lists = await Promise.all(names.map((name) => ctx.menus.get(name)));
  return Object.fromEntries(names.map((name, i) => [name, lists[i] ?? []]));
}

function assetsFor(ctx: PageContext, ids: (string | null | undefined)[]) {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  return unique.map((id) => ctx.registry.asset(id)).filter((asset) => asset !== undefined);
}

/** What an error page says instead of its usual heading and text (a refused preview link says why). */
export interface ErrorNotice {
  heading: string;
  message: string;
}

/** The error page of spec point 2, in the layout of the site the path belongs to. */
export async function errorPage(ctx: PageContext, url: URL, status: number, notice?: ErrorNotice): Promise<ResolvedPage> {
  const layout = await loadLayout(ctx, ctx.layouts.error);
  const error: PageError = {
    status,
    kind: status === 404 ? 'not-found' : status === 403 ? 'forbidden' : status === 410 ? 'gone' : 'error',
    ...(notice ? { message: notice.message } : {}),
  };
  const heading =
    notice?.heading ?? { 'not-found': TEXTS.notFoundTitle, forbidden: TEXTS.forbiddenTitle, gone: TEXTS.goneTitle, error: TEXTS.errorTitle }[error.kind];
  const view: PageView = {
    path: url.pathname,
    search: url.search,
    layout: layout.ref?.name ?? ctx.layouts.fallback,
    theme: themeFromPath(url.pathname, ctx.registry.themes()),
    title: error.kind === 'not-found' && !notice ? TEXTS.notFoundDocumentTitle : heading,
    heading,
    description: error.kind === 'not-found' && !notice ? TEXTS.notFoundDocumentTitle : heading,
    canonical: url.pathname,
    breadcrumbs: [],
    heroImages: [],
    status,
  };
  const menus = await loadMenus(ctx, layout.module);
  const remotes = assetsFor(ctx, [layout.ref?.remote]);
  return { page: { view, layout: layout.ref, blocks: [], menus, error, remotes }, modules: ctx.registry.view(remotes) };
}

async function formOf(ctx: PageContext, template: string, path: string, submission?: PageSubmission): Promise<BlockForm | undefined> {
  const handler = await ctx.forms?.get(template);
  if (!handler || !ctx.forms) return undefined;
  const caps = ctx.forms.capsFor?.(handler.id) ?? ctx.forms.caps;
  const data = await loadFormData(handler, { report: ctx.report, warn: ctx.warn ?? (() => undefined), caps });
  return {
    id: handler.id,
    action: `${path}#${encodeURIComponent(handler.id)}`,
    data,
    ...(submission?.id === handler.id ? { submission: submission.result } : {}),
  };
}

/** Without a request's gate, a page that names middleware is not shown (nothing runs unguarded). */
async function noGate(route: RouteLookupResult, url: URL, ctx: PageContext): Promise<PageGateOutcome> {
  const [name] = route.middleware ?? [];
  if (name === undefined) return { pass: true, client: ctx.client };
  ctx.report(new Error(`Unknown middleware ${name}`), { path: url.pathname, middleware: name });
  return { status: 500 };
}

type ApiResult = Awaited<ReturnType<typeof runApiCalls>>;

/**
 * The route lookup, the page's middleware (before any api call: a login it needs, the sessions its
 * calls carry), then the page's api calls. A middleware's redirect and a single entry with
 * `redirectOnSingleEntry` are thrown as the router's `redirect()`; no route, a middleware's 403 or 404,
 * or an answer the page cannot do without, as an error response with its status.
 */
async function routeAndData(ctx: PageContext, url: URL, preview?: PagePreview): Promise<{ route: RouteLookupResult; apiResult: ApiResult }> {
  const path = url.pathname;
  let route: RouteLookupResult | null;
  let apiResult: ApiResult | undefined;
  let gate: PageGateOutcome | undefined;
  try {
    route = preview ? preview.route : path === '/' ? homeRoute(ctx.layouts) : await lookupRoute(ctx.client, path);
    if (route) gate = await (ctx.gate ? ctx.gate(route, url) : noGate(route, url, ctx));
    if (route && gate && 'pass' in gate) apiResult = await runApiCalls(gate.client, route.apiCalls, url.searchParams, preview?.answers);
  } catch (error) {
    // A page that moved leads on for good (301), with the visitor's query string.
    if (error instanceof MovedError) throw redirect(`${error.location}${url.search}`, 301);
    const status = statusOf(error);
    if (status >= 500) ctx.report(error, { path });
    throw data(null, { status });
  }
  if (gate && 'redirect' in gate) throw redirect(gate.redirect, 303);
  if (gate && 'status' in gate) throw data(null, { status: gate.status });
  if (!route || !apiResult) throw data(null, { status: 404 });
  if (apiResult.redirect) throw redirect(apiResult.redirect, 302);
  return { route, apiResult };
}

/**
 * The page of a URL, as the loader of the shell's data router finds it (design: "One request,
 * server first", steps 3–5): its route, middleware and data (`routeAndData`), then its layout, blocks
 * and menus. Redirects and error responses are thrown for the router's error handling, which turns
 * them into the redirect or the error page.
 */
export async function loadPage(ctx: PageContext, url: URL, submission?: PageSubmission, preview?: PagePreview): Promise<ResolvedPage> {
  const path = url.pathname;
  const { route, apiResult } = await routeAndData(ctx, url, preview);

  const content = route.pageContent;
  const [layout, blocks] = await Promise.all([
    loadLayout(ctx, content.pageLayout || ctx.layouts.fallback),
    Promise.all(
      content.context.map(async (block): Promise<BlockData> => {
        const ref = ctx.registry.resolve('templates', block.template);
        // A qualified name ('town/text') renders as its remote's own name.
        const template = ref?.name ?? block.template;
        let remote = ref?.remote ?? null;
        if (remote) {
          try {
            if (!(await ctx.registry.template(remote, template))) remote = null;
          } catch (error) {
            ctx.report(error, { remote, template });
            remote = null;
          }
        }
        const names = block.context?.apiCalls ?? [];
        // Each block's HTML is sanitised with the script prefixes its own options allow, and the
        // containers its remote keeps only once.
        const sanitize = {
          allowedScriptPrefixes: allowedScriptPrefixes(block.options),
          uniqueContainers: ref ? ctx.registry.uniqueContainers(ref.remote) : [],
        };
        const form = await formOf(ctx, template, path, submission);
        return {
          remote,
          template,
          slot: block.slot || 'main',
          block: sanitizeContent(block, sanitize),
          data: Object.fromEntries(names.map((name) => [name, sanitizeContent(apiResult.data[name] ?? null, sanitize)])),
          ...(form ? { form } : {}),
        };
      }),
    ),
  ]);
  const menus = await loadMenus(ctx, layout.module);

  const pageTitle = apiResult.meta?.title || content.title || route.title;
  // A page about one entry (useMeta) leaves its h1 to the blocks that show the entry; when one of
  // them cannot be shown (its remote is down: the notice takes its place), the page keeps its own.
  const metaCalls = new Set(route.apiCalls.filter((call) => call.options?.useMeta).map((call) => call.name));
  const entryShown = blocks.every((block, i) => block.remote !== null || !(content.context[i]?.context?.apiCalls ?? []).some((name) => metaCalls.has(name)));
  // GOV.UK pattern: the document title tells at once that a submission needs correcting.
  const title = submission?.result.status === 'invalid' ? `Fehler: ${pageTitle}` : pageTitle;
  const breadcrumbs = [...(content.breadcrumbs ?? route.breadcrumbs ?? [])];
  if (apiResult.meta?.title && path !== '/') breadcrumbs.push({ title: apiResult.meta.title });
  const view: PageView = {
    path,
    search: url.search,
    layout: layout.ref?.name ?? ctx.layouts.fallback,
    theme: resolveTheme(content.pageTheme, path, ctx.registry.themes()),
    title,
    // Pages about one entry (useMeta) show the entry's title as their own h1.
    heading: apiResult.meta && entryShown ? null : pageTitle,
    description: apiResult.meta?.description || content.description || route.description || '',
    canonical: apiResult.canonical || content.canonical || route.url || path,
    breadcrumbs,
    heroImages: (content.heroImages ?? []).slice(0, 5),
    ...(apiResult.pagination ? { pagination: apiResult.pagination } : {}),
    status: 200,
  };
  const page: PageData = {
    view,
    layout: layout.ref,
    blocks,
    menus,
    remotes: assetsFor(ctx, [layout.ref?.remote, ...blocks.map((b) => b.remote)]),
  };
  return { page, modules: ctx.registry.view(page.remotes) };
}
