import { getJson, isSameSitePath, safeRedirectTarget } from '@musterstadt/cms-client';
import { NavigationContext, type NavigateFn } from '@musterstadt/shell-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PageRenderer } from '../app/page-renderer';
import { isRedirect, type PageData, type PageResponse } from '../app/page-data';
import { documentTitle } from '../app/texts';
import { isChunkLoadError, reloadOnce } from './chunk-reload';
import { ensureStyles, type ClientModules } from './client-modules';

export function report(error: unknown, context: Record<string, unknown> = {}) {
  console.error('[musterstadt]', error, context);
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

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

function currentPlace(): Place {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/**
 * The client's two routes (the root and everything else) need no router: the address is the page.
 * History entries are pushed here and read back on back/forward.
 */
function useHistoryLocation(): [Place, NavigateFn] {
  const [place, setPlace] = useState(currentPlace);
  useEffect(() => {
    const onPop = () => setPlace(currentPlace());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<NavigateFn>((href, options) => {
    if (options?.replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
    setPlace(currentPlace());
  }, []);
  return [place, navigate];
}

/** Same-site link clicks become client-side navigations. */
function useLinkInterception(navigate: NavigateFn) {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (/^\/(api|_)/.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

async function fetchPage(target: string): Promise<PageResponse> {
  const response = await getJson<PageResponse>(`/_page?url=${encodeURIComponent(target)}`);
  if (!response.ok || !response.body) throw new Error(`Page data answered ${response.status}`);
  return response.body;
}

/** The browser side of the shell: renders the current page and navigates without full reloads. */
export function ClientApp({ initial, modules }: { initial: PageData; modules: ClientModules }) {
  const [page, setPage] = useState(initial);
  const shown = useRef(`${initial.view.path}${initial.view.search}`);
  const pendingFocus = useRef(false);
  const [location, navigate] = useHistoryLocation();
  useLinkInterception(navigate);

  useEffect(() => {
    const target = `${location.pathname}${location.search}`;
    if (target === shown.current) return;
    let cancelled = false;
    document.documentElement.setAttribute('aria-busy', 'true');
    (async () => {
      try {
        const next = await fetchPage(target);
        if (cancelled) return;
        if (isRedirect(next)) {
          // Same-site: a client navigation in place of this entry; elsewhere: a full location replace.
          const redirect = safeRedirectTarget(next.redirect);
          if (redirect && isSameSitePath(redirect)) navigate(redirect, { replace: true });
          else if (redirect) window.location.replace(redirect);
          // Never javascript:, data: or '//host': the server renders the page on its own.
          else window.location.assign(`${target}${location.hash}`);
          return;
        }
        await Promise.all([modules.preload(next), ensureStyles(next)]);
        if (cancelled) return;
        shown.current = target;
        applyHead(next);
        pendingFocus.current = true;
        setPage(next);
      } catch (error) {
        if (cancelled) return;
        if (isChunkLoadError(error) && reloadOnce()) return;
        report(error, { target });
        // The server can always render the page on its own.
        window.location.assign(`${target}${location.hash}`);
      } finally {
        if (!cancelled) document.documentElement.removeAttribute('aria-busy');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search, location.hash, modules, navigate]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const hash = window.location.hash.slice(1);
    const anchor = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    // Tell screen-reader users that a new page is shown, and start reading at its content.
    document.getElementById('inhalt')?.focus({ preventScroll: true });
    const announcer = document.getElementById('ms-announcer');
    if (announcer) announcer.textContent = `Seite geladen: ${page.view.title}`;
  }, [page]);

  return (
    <NavigationContext.Provider value={navigate}>
      <PageRenderer data={page} modules={modules} onError={report} />
    </NavigationContext.Provider>
  );
}
