import { NavigationContext, type NavigateFn } from '@musterstadt/shell-contract';
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactElement } from 'react';
// Only ever 'react-router-dom': it is the shared singleton the remotes get too ('react-router' is not).
import { ScrollRestoration, useLoaderData, useNavigate as useRouterNavigate, useRouteError, type RouteObject } from 'react-router-dom';
import type { ErrorReporter } from './boundaries';
import { ErrorContent } from './error-content';
import type { PageData } from './page-data';
import { PageRenderer, type ModuleSource } from './page-renderer';
import { PageStore } from './page-store';
import { PlainLayout } from './plain-layout';
import { TEXTS, documentTitle } from './texts';

/** Route ids of the spec's two client route patterns: the root (the town portal) and everything else. */
export const HOME_ROUTE_ID = 'home';
export const PAGE_ROUTE_ID = 'page';

export type PageRouteOptions = Omit<RouteObject, 'id' | 'path' | 'index' | 'children' | 'element' | 'errorElement'>;

/**
 * The client's routes: `/` and `*`, both rendering the page data their loader returns. The server
 * renders the very same routes (without loaders) so that hydration sees the same tree.
 */
export function pageRoutes(element: ReactElement, options: PageRouteOptions = {}): RouteObject[] {
  const shared = { ...options, element, errorElement: <RouteError /> };
  return [
    { ...shared, id: HOME_ROUTE_ID, path: '/' },
    { ...shared, id: PAGE_ROUTE_ID, path: '*' },
  ];
}

/** The page of the current address, as the route's loader (or the server's boot state) gave it. */
export function usePageData(): PageData {
  return useLoaderData() as PageData;
}

/** Anything that is not a path of this site, or a shell endpoint, is left to the browser. */
function routerTarget(href: string): string | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || /^\/(api|_)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The contract's navigate function (remotes call it through useNavigate()), on the router. */
function useContractNavigate(): NavigateFn {
  const navigate = useRouterNavigate();
  return useCallback<NavigateFn>(
    (href, options) => {
      const target = routerTarget(href);
      if (target !== null) void navigate(target, { replace: options?.replace === true });
      else if (options?.replace) window.location.replace(href);
      else window.location.assign(href);
    },
    [navigate],
  );
}

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

function applyHead(page: PageData) {
  const { view } = page;
  document.title = documentTitle(view.title, view.path);
  setMeta('meta[name="description"]', 'content', view.description);
  setMeta('link[rel="canonical"]', 'href', new URL(view.canonical, window.location.origin).href);
  document.documentElement.dataset.theme = view.theme;
}

/**
 * After a client navigation has rendered a new page: head, then focus on the content and a polite
 * announcement of the new title for screen-reader users. Scrolling (top, hash, restore on back) is
 * the router's ScrollRestoration.
 */
function useNewPageEffects(page: PageData) {
  const shown = useRef(page);
  useLayoutEffect(() => {
    if (shown.current !== page) applyHead(page);
  }, [page]);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    document.getElementById('inhalt')?.focus({ preventScroll: true });
    const announcer = document.getElementById('ms-announcer');
    if (announcer) announcer.textContent = `Seite geladen: ${page.view.title}`;
  }, [page]);
}

/** The element of both routes, on the server and in the browser. */
export function PageRoute({ modules, onError }: { modules: ModuleSource; onError?: ErrorReporter }) {
  const page = usePageData();
  const navigate = useContractNavigate();
  useNewPageEffects(page);
  return (
    <>
      <ScrollRestoration />
      <NavigationContext.Provider value={navigate}>
        <PageStore page={page}>
          <PageRenderer data={page} modules={modules} onError={onError} />
        </PageStore>
      </NavigationContext.Provider>
    </>
  );
}

/** Only if rendering the route itself fails: the shell's frame with its German error text. */
function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[musterstadt]', error, { where: 'route' });
  }, [error]);
  const page = {
    path: '',
    search: '',
    layout: '',
    theme: 'default',
    title: TEXTS.errorTitle,
    heading: TEXTS.errorTitle,
    description: '',
    canonical: '/',
    breadcrumbs: [],
    heroImages: [],
    status: 500,
  };
  return <PlainLayout page={page} slots={{ main: <ErrorContent error={{ status: 500, kind: 'error' }} path="" /> }} menus={{}} />;
}
