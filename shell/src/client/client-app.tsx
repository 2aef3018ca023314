import { fetchPageData, safeRedirectTarget } from '@musterstadt/cms-client';
import { createBrowserRouter, matchRoutes, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { ErrorReporter } from '../app/boundaries';
import { isRedirect, type PageData, type PageResponse } from '../app/page-data';
import type { ModuleSource } from '../app/page-renderer';
import { PageRoute, pageRoutes } from '../app/page-routes';
import { isChunkLoadError, reloadOnce } from './chunk-reload';
import { ensureStyles } from './client-modules';
import { Prefetcher, watchLinks } from './prefetch';

let forward: ErrorReporter | null = null;
const early: [unknown, Record<string, unknown>][] = [];

/** Sends the page's errors on to the error service once it is set up (errors before that wait for it). */
export function setErrorForwarding(reporter: ErrorReporter | null): void {
  forward = reporter;
  if (reporter) early.splice(0).forEach(([error, context]) => reporter(error, context));
}

export const report: ErrorReporter = (error, context = {}) => {
  console.error('[musterstadt]', error, context);
  if (forward) forward(error, context);
  else if (early.length < 20) early.push([error, context]);
};

/** Remote modules in the browser: loaded for a page before it renders, then looked up while rendering. */
export interface PageModules extends ModuleSource {
  preload(page: PageData): Promise<void>;
}

export type PageRouter = ReturnType<typeof createBrowserRouter>;

/** A promise for a loader that has handed the page over to the browser (a full page load). */
function leavePage(): Promise<never> {
  return new Promise<never>(() => undefined);
}

/**
 * The loader of both routes: the page data of the address from the shell's page endpoint, with the
 * page's remote modules and stylesheets loaded before the router renders it.
 */
async function loadPage(request: Request, modules: PageModules, hash: () => string, prefetcher?: Prefetcher): Promise<PageData | Response> {
  const url = new URL(request.url);
  const target = `${url.pathname}${url.search}`;
  let next: PageResponse;
  try {
    next = await (prefetcher?.take(target) ?? fetchPageData<PageResponse>(target, { signal: request.signal }));
    if (!isRedirect(next)) await Promise.all([modules.preload(next), ensureStyles(next)]);
  } catch (error) {
    // A newer navigation took over; the router drops this one.
    if (request.signal.aborted) throw error;
    const href = new URL(`${target}${hash()}`, window.location.href).href;
    if (isChunkLoadError(error) && reloadOnce(href)) return leavePage();
    report(error, { target });
    // The server can always render the page on its own.
    window.location.assign(href);
    return leavePage();
  }
  if (!isRedirect(next)) return next;
  // Only a path of this site or an http(s) URL is followed, never javascript:, data: or '//host'.
  // The router follows a path as a client navigation; another site it loads in place of the
  // navigation, so the address that redirected never becomes a history entry (as a location.replace
  // of it did before).
  const followed = safeRedirectTarget(next.redirect);
  if (followed) return redirect(followed);
  // Anything else: the server renders the page and answers on its own.
  window.location.assign(`${target}${hash()}`);
  return leavePage();
}

/** Navigating to exactly the shown address changes nothing (as a click on the same link did before). */
function isShownAddress(router: PageRouter, url: URL): boolean {
  const { location } = router.state;
  return url.pathname === location.pathname && url.search === location.search && url.hash === location.hash;
}

/** Same-site link clicks become router navigations; everything else stays with the browser. */
function interceptLinks(router: PageRouter, root: Document = document): () => void {
  function onClick(event: MouseEvent) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (/^\/(api|_)/.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return;
    // A jump within the page is the browser's (the router follows it through popstate).
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    if (isShownAddress(router, url)) return;
    void router.navigate(`${url.pathname}${url.search}${url.hash}`);
  }
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/** While the next page loads, the document says so to assistive technology. */
function markBusy(router: PageRouter): () => void {
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle') document.documentElement.removeAttribute('aria-busy');
    else document.documentElement.setAttribute('aria-busy', 'true');
  });
}

/**
 * The browser side of the shell: a data router with the spec's two routes, hydrated from the page the
 * server rendered (no first fetch), loading later pages through the shell's page endpoint.
 */
export function createPageRouter(initial: PageData, modules: PageModules, prefetcher?: Prefetcher): PageRouter {
  const hash = () => router.state.navigation.location?.hash ?? '';
  const routes = pageRoutes(<PageRoute modules={modules} onError={report} />, {
    loader: ({ request }: LoaderFunctionArgs) => loadPage(request, modules, hash, prefetcher),
  });
  const matches = matchRoutes(routes, window.location) ?? [];
  const router: PageRouter = createBrowserRouter(routes, {
    hydrationData: { loaderData: Object.fromEntries(matches.map((match) => [match.route.id as string, initial])) },
  });
  return router;
}

/** Prefetching of links, looked at again after each navigation (new content, new links in view). */
function prefetchLinks(router: PageRouter, prefetcher: Prefetcher): () => void {
  const links = watchLinks(prefetcher);
  let shown = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location === shown) return;
    shown = state.location;
    // After the new page is in the document.
    window.setTimeout(links.rescan, 0);
  });
  return () => {
    unsubscribe();
    links.stop();
  };
}

/** Wires the router to the document (link clicks, busy state, prefetching); returns the teardown. */
export function connectDocument(router: PageRouter, prefetcher?: Prefetcher): () => void {
  const stops = [markBusy(router), interceptLinks(router)];
  if (prefetcher) stops.push(prefetchLinks(router, prefetcher));
  return () => stops.forEach((stop) => stop());
}
