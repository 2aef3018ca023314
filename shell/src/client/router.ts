import { isSameSitePath, safeRedirectTarget, type PageAnswer } from '@musterstadt/cms-client';
import type { NavigateOptions } from '@musterstadt/shell-contract';
import { createBrowserRouter, redirect, type Location } from 'react-router-dom';
import type { ErrorReporter } from '../app/boundaries';
import { pageRoutes, routeIdOf } from '../app/routes';
import { submitNatively } from './navigation';
import { parsePage, type LoadedPage } from './page-swap';

/** What a route's data is in the browser: the page shown at start, a loaded page, or nothing to show (the visitor stayed). */
type RouteData = { kind: 'shown' } | { kind: 'page'; page: LoadedPage } | { kind: 'stay' } | { kind: 'native' };

const SHOWN: RouteData = { kind: 'shown' };
const STAY: RouteData = { kind: 'stay' };

export interface ShowOptions {
  href: string;
  /** Where the visitor was on this page before (back and forward), else null. */
  scroll: number | null;
  /** No scrolling to the top (a jump within the page, or the navigation asked so). */
  keepScroll: boolean;
}

/** What the browser's router needs of the page: how to load and post, and how to show what came. */
export interface RouterDeps {
  /** The shell's answer for a path with query (a prefetched one, if fresh). */
  load(target: string, signal: AbortSignal): Promise<PageAnswer>;
  /** The shell's answer to a form posted to a path of the site. */
  post(target: string, body: FormData | URLSearchParams, signal: AbortSignal): Promise<PageAnswer>;
  /** The new page's stylesheets are ready (no flash of unstyled content). */
  prepare(page: LoadedPage): Promise<void>;
  /** Whether the shown page may go (what the visitor typed goes along, or she agreed to leave it). */
  mayLeave(page: LoadedPage): boolean;
  /** Puts the new page in place of the shown one: transition, swap, scroll, focus, announcement, islands. */
  show(page: LoadedPage, options: ShowOptions): Promise<void>;
  /** A wait the visitor sees begins; the returned function ends it. */
  busy(): () => void;
  /** Leaves the page for a full load of `href`. */
  leave(href: string, how: 'assign' | 'replace'): void;
  report: ErrorReporter;
}

/** The router as the page script uses it. */
export interface ClientRouter {
  navigate(href: string, options?: NavigateOptions): void;
  /** Sends a form of the page as a navigation (GET: a page with its query; POST: to its action). */
  submit(form: HTMLFormElement, submitter: HTMLElement | null): void;
}

/** An answer the browser cannot show itself: the server's full page takes over. */
class FullLoad extends Error {
  constructor(
    readonly href: string,
    readonly reason: unknown,
  ) {
    super(`Full load of ${href}`);
  }
}

const SCROLL_KEY = 'ms-scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const pathOf = (location: Pick<Location, 'pathname' | 'search'>) => `${location.pathname}${location.search}`;

/**
 * The browser's data router (react-router-dom) on the site's two routes: its loader fetches the
 * shell's page answer (`/_page?url=…`), its action posts a page's form; history, scroll restoration,
 * pending state and revalidation after a post are the router's. The page swap, focus, announcement
 * and islands hang on its navigation events.
 */
export function startRouter(deps: RouterDeps, win: Window = window): ClientRouter {
  // Set when the visitor chose to stay on her page: the navigation back to it loads nothing.
  let staying = false;
  let native: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

  async function answered(answer: PageAnswer, url: URL, signal: AbortSignal): Promise<RouteData | Response> {
    if (answer.kind === 'redirect') {
      // Only a path of this site or an http(s) URL is followed, never javascript:, data: or '//host'.
      const followed = safeRedirectTarget(answer.redirect);
      if (!followed) throw new FullLoad(url.href, new Error(`Unsafe redirect to ${answer.redirect}`));
      // Another site loads as the navigation's target (the router leaves the page for it).
      return redirect(isSameSitePath(followed) ? followed : new URL(followed).href);
    }
    const page = parsePage(answer.html);
    if (!page) throw new FullLoad(url.href, new Error('Not a page of this site'));
    await deps.prepare(page);
    if (signal.aborted) return STAY;
    if (!deps.mayLeave(page)) {
      staying = true;
      const shown = router.state.location;
      // Back to the page she is on, without loading it again or a new history entry.
      queueMicrotask(() => void router.navigate(`${pathOf(shown)}${shown.hash}`, { replace: true, preventScrollReset: true }));
      return STAY;
    }
    return { kind: 'page', page };
  }

  const routes = pageRoutes({
    async loader({ request }) {
      if (staying) {
        staying = false;
        return STAY;
      }
      const url = new URL(request.url);
      let answer: PageAnswer;
      try {
        answer = await deps.load(pathOf(url), request.signal);
      } catch (error) {
        if (request.signal.aborted) throw error;
        // The server can always render the page on its own.
        throw new FullLoad(url.href, error);
      }
      return answered(answer, url, request.signal);
    },
    async action({ request }) {
      const url = new URL(request.url);
      const type = request.headers.get('content-type') ?? '';
      const body = type.startsWith('multipart/form-data') ? await request.formData() : new URLSearchParams(await request.text());
      let answer: PageAnswer;
      try {
        answer = await deps.post(pathOf(url), body, request.signal);
      } catch (error) {
        if (request.signal.aborted) throw error;
        deps.report(error, { target: pathOf(url), phase: 'form post' });
        // The browser sends the form itself: nothing the visitor entered is lost.
        return { kind: 'native' } satisfies RouteData;
      }
      return answered(answer, url, request.signal);
    },
    // A post the shell answered with a page shows that page (its outcome); it is not loaded again.
    shouldRevalidate: ({ actionResult, defaultShouldRevalidate }) =>
      (actionResult as RouteData | undefined)?.kind === 'page' || (actionResult as RouteData | undefined)?.kind === 'native' ? false : defaultShouldRevalidate,
  });

  const start = win.location;
  const router = createBrowserRouter(routes, {
    window: win,
    hydrationData: { loaderData: { [routeIdOf(start.pathname)]: SHOWN } },
  });

  const positions = savedPositions();
  router.enableScrollRestoration(positions, () => win.scrollY);
  win.history.scrollRestoration = 'manual';
  win.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
    } catch {
      // storage full or blocked: positions are only a comfort
    }
    win.history.scrollRestoration = 'auto';
  });

  let shownData: unknown = SHOWN;
  let shownKey = router.state.location.key;
  let endBusy: (() => void) | null = null;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      endBusy ??= deps.busy();
      return;
    }
    endBusy?.();
    endBusy = null;
    if (state.location.key === shownKey) return;
    shownKey = state.location.key;
    const href = new URL(`${pathOf(state.location)}${state.location.hash}`, win.location.href).href;
    const error = Object.values(state.errors ?? {})[0];
    if (error !== undefined) {
      if (!(error instanceof FullLoad)) deps.report(error, { target: href });
      deps.leave(error instanceof FullLoad ? error.href : href, 'replace');
      return;
    }
    const id = state.matches[0]?.route.id ?? routeIdOf(state.location.pathname);
    const data = (state.actionData?.[id] ?? state.loaderData[id]) as RouteData | undefined;
    if (data?.kind === 'native' && native) {
      const { form, submitter } = native;
      native = null;
      submitNatively(form, submitter);
      return;
    }
    // A jump within the page, or the visitor stayed: the page shown stays.
    if (!data || data === shownData || data.kind !== 'page') return;
    shownData = data;
    void deps
      .show(data.page, {
        href,
        scroll: typeof state.restoreScrollPosition === 'number' ? state.restoreScrollPosition : null,
        keepScroll: state.preventScrollReset || state.restoreScrollPosition === false,
      })
      .catch((failure: unknown) => deps.report(failure, { target: href, phase: 'show' }));
  });

  const sameSite = (href: string): string | null => {
    let url: URL;
    try {
      url = new URL(href, win.location.href);
    } catch {
      return null;
    }
    return url.origin === win.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  };

  return {
    navigate(href, options) {
      const target = sameSite(href);
      if (target === null) deps.leave(href, options?.replace ? 'replace' : 'assign');
      else void router.navigate(target, { replace: options?.replace === true });
    },
    submit(form, submitter) {
      const action = new URL(form.action, win.location.href);
      const data = new FormData(form, submitter);
      if (form.method.toLowerCase() === 'get') {
        const query = new URLSearchParams();
        data.forEach((value, name) => {
          if (typeof value === 'string') query.append(name, value);
        });
        void router.navigate(`${action.pathname}${query.size > 0 ? `?${query.toString()}` : ''}`);
        return;
      }
      native = { form, submitter };
      const encType = form.enctype === 'multipart/form-data' ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
      void router.navigate(pathOf(action), { formMethod: 'post', formData: data, formEncType: encType });
    },
  };
}
