import { PassThrough, Transform, type Readable } from 'node:stream';
import { makeStore, rootReducer, type RootState } from '@musterstadt/shell-contract/store';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { RenderErrorsContext, type ErrorReporter, type RenderErrors } from '../app/boundaries';
import { PageRenderer, type ModuleSource } from '../app/page-renderer';
import { readsStore, type PageData, type RemoteAsset } from '../app/page-data';
import { TEXTS, documentTitle } from '../app/texts';
import type { BrowserReporting } from './error-reporting';
import { NEWS_FEED_PATH } from './feeds';
import { PageIslands } from './islands';

/** The page an office opens from its approval mail: it carries a token and is no page for robots. */
const APPROVAL_PATH = '/formulare/freigabe';

export interface ClientAssets {
  scripts: string[];
  css: string[];
}

/** What the browser's error reports and page views say about the page shown. */
export interface BootView {
  path: string;
  title: string;
  status: number;
}

/** Payload the browser hydrates the page's islands from. */
export interface BootState {
  view: BootView;
  /** The remotes whose islands the page shows, in the version the server rendered them with. */
  remotes: RemoteAsset[];
  /** The store's state, when an island reads the store (the session profile, never a token). */
  state?: Partial<RootState>;
  /** Error reporting of the browser; absent without a DSN, so no request leaves the browser. */
  reporting?: BrowserReporting;
  /** Where the browser counts its client-side navigations; absent when analytics is off. */
  beacon?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that is safe inside a <script> element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function absolute(origin: string, href: string): string {
  try {
    return new URL(href, origin).href;
  } catch {
    return origin;
  }
}

/** schema.org data of the organisation behind the site, as a remote gives it (its `organization`). */
export type Organization = Record<string, unknown>;

/** The organisation as one node of the page's graph, anchored at this origin. */
export function organizationNode(organization: Organization, origin: string): Record<string, unknown> {
  return { ...organization, '@id': `${origin}/#organisation`, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

/** schema.org data of every page: the organisation behind the site, and the breadcrumb trail where the page has one. */
export function structuredData(page: PageData, origin: string, organization?: Organization): string {
  const { view } = page;
  const graph: Record<string, unknown>[] = organization ? [organizationNode(organization, origin)] : [];
  if (view.status < 400 && view.breadcrumbs.length > 0) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: view.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.title,
        item: absolute(origin, crumb.url ?? view.canonical),
      })),
    });
  }
  if (graph.length === 0) return '';
  return `<script type="application/ld+json">${serializeForScript({ '@context': 'https://schema.org', '@graph': graph })}</script>`;
}

/**
 * The document up to the page's root. `islands` are the remotes whose islands the page shows: their
 * entries are fetched at once; a page without islands loads no remote's script at all.
 */
export function documentHead(
  page: PageData,
  assets: ClientAssets,
  origin: string,
  organization?: Organization,
  islands: readonly RemoteAsset[] = [],
  /** The page is in an area no search engine reads (a login kind's private area). */
  noindex = false,
): string {
  const { view } = page;
  const css = [...assets.css, ...page.remotes.flatMap((remote) => remote.css)];
  // Remote entries are ES modules: preloaded as such, so the browser's own import uses the preload.
  const preloads = islands.map((remote) => `<link rel="modulepreload" href="${escapeHtml(remote.entry)}">`);
  return [
    '<!DOCTYPE html>',
    `<html lang="de" data-theme="${escapeHtml(view.theme)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(documentTitle(view.title, view.path))}</title>`,
    `<meta name="description" content="${escapeHtml(view.description)}">`,
    `<link rel="canonical" href="${escapeHtml(absolute(origin, view.canonical))}">`,
    // Error pages, private areas (a staff-only site) and the office's approval page are never indexed.
    view.status >= 400 || noindex || view.path === APPROVAL_PATH ? '<meta name="robots" content="noindex">' : '',
    '<meta name="theme-color" content="#1f5c3f">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="apple-touch-icon" href="/icons/app-192.png">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="alternate" type="application/atom+xml" title="${TEXTS.feedTitle}" href="${NEWS_FEED_PATH}">`,
    structuredData(page, origin, organization),
    ...css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...preloads,
    ...assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    // Development builds of remotes only: pages that use one reload when it is rebuilt.
    ...page.remotes.flatMap((remote) => (remote.reload ? [`<script type="module" src="${escapeHtml(remote.reload.script)}"></script>`] : [])),
    '</head>',
    '<body>',
    `<a class="ms-skip-link" href="#inhalt">${TEXTS.skipLink}</a>`,
    '<div id="root">',
  ].join('');
}

export function documentTail(boot: BootState): string {
  return [
    '</div>',
    '<div id="ms-announcer" class="ms-visually-hidden" aria-live="polite" aria-atomic="true"></div>',
    '<div id="ms-network-status" class="ms-network-status" aria-live="polite" aria-atomic="true"></div>',
    // The quiet bar of a navigation or submission that takes longer than 200 ms (spec point 9).
    '<div id="ms-progress" class="ms-progress" aria-hidden="true" hidden></div>',
    `<script id="__BOOT__" type="application/json">${serializeForScript(boot)}</script>`,
    '</body></html>',
  ].join('');
}

/** The store's state before anything happened (no session). */
const EMPTY_STATE: Partial<RootState> = rootReducer(undefined, { type: '@@musterstadt/init' });

/**
 * Streams the page: head first, then React's streamed body, then the boot state. Resolves once the
 * shell of the React tree is ready, so the caller can still pick the status code.
 */
export function renderDocument(
  page: PageData,
  modules: ModuleSource,
  options: {
    assets: ClientAssets;
    origin: string;
    onError: ErrorReporter;
    organization?: Organization;
    reporting?: BrowserReporting;
    beacon?: string;
    /** The session profile when the request has one (never a token). */
    state?: Partial<RootState>;
    /** The page is in an area no search engine reads. */
    noindex?: boolean;
  },
): Promise<Readable> {
  // Absolute links a page names (a barrier report's mail) point at the configured site.
  page = { ...page, view: { ...page.view, origin: options.origin } };
  const state: Partial<RootState> = options.state ? { ...EMPTY_STATE, ...options.state } : EMPTY_STATE;
  // Redux only for a page whose remotes read the store, as in the browser.
  const store = readsStore(page) ? makeStore(state) : undefined;
  const assets = new Map(page.remotes.map((asset) => [asset.id, asset]));
  const islands = new PageIslands((remote, node: ReactNode) => (store && assets.get(remote)?.store ? <Provider store={store}>{node}</Provider> : node));
  const shown = () => page.remotes.filter((asset) => islands.remotes.has(asset.id));
  // An error is reported with the block it is thrown in, or else the page's layout.
  const outside: Record<string, string> = page.layout ? { remote: page.layout.remote, layout: page.layout.name } : {};
  let inside = outside;
  const errors: RenderErrors = {
    enter: (context) => {
      inside = context;
    },
    leave: () => {
      inside = outside;
    },
  };
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const tail = new Transform({
      transform(chunk, _encoding, callback) {
        callback(null, chunk);
      },
      flush(callback) {
        const remotes = shown();
        const boot: BootState = { view: { path: page.view.path, title: page.view.title, status: page.view.status }, remotes };
        if (remotes.some((asset) => asset.store)) boot.state = state;
        if (options.reporting) boot.reporting = options.reporting;
        if (options.beacon) boot.beacon = options.beacon;
        this.push(documentTail(boot));
        callback();
      },
    });
    const rendered = (
      <RenderErrorsContext.Provider value={errors}>
        <PageRenderer data={page} modules={modules} islands={islands} />
      </RenderErrorsContext.Provider>
    );
    const { pipe } = renderToPipeableStream(store ? <Provider store={store}>{rendered}</Provider> : rendered, {
      // React outlines big Suspense boundaries (every block has one) and fills them in by script
      // later; without JavaScript the reader would see the fallback. Keep every block inline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        // Nothing of the page suspends: by now every island has been rendered.
        tail.write(documentHead(page, options.assets, options.origin, options.organization, shown(), options.noindex));
        pipe(body);
        body.pipe(tail);
        resolve(tail);
      },
      onShellError(error) {
        reject(error);
      },
      onError(error) {
        options.onError(error, { path: page.view.path, phase: 'render', ...inside });
        inside = outside;
      },
    });
  });
}
