import { fetchPage as fetchFromShell, type PageAnswer } from '@musterstadt/cms-client';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is skipped on 2g connections and with data saver on (spec point 7). */
export function prefetchAllowed(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/2g$/.test(connection.effectiveType ?? '');
}

/** The address a same-site link leads to as a page of this site, or null (files, endpoints, other sites). */
export function pageTarget(anchor: HTMLAnchorElement, location: Location = window.location): URL | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (/^\/(api|_)/.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null;
  return url;
}

/** How long a prefetched page stays good for a navigation. */
const FRESH_MS = 30_000;
/** Links prefetched because they came into view, per page (the pointer and focus always prefetch). */
const IN_VIEW_LIMIT = 6;

interface Entry {
  at: number;
  data: Promise<PageAnswer>;
}

/** The scripts (remote entries of the page's islands) and stylesheets a page document's head loads. */
export function pageAssets(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  return Array.from(head.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="([^"]+)">/g), (match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

/**
 * Pages (and the remote entries and stylesheets they need) of links under the pointer, focused, or
 * in view in the main content, fetched ahead; a navigation takes a fresh prefetched answer instead of
 * asking again.
 */
export class Prefetcher {
  private readonly entries = new Map<string, Entry>();
  private readonly hinted = new Set<string>();

  constructor(
    private readonly fetchPage: (target: string) => Promise<PageAnswer> = (target) => fetchFromShell(target),
    private readonly now: () => number = () => Date.now(),
    private readonly nav: Navigator = navigator,
  ) {}

  prefetch(target: string): void {
    if (!prefetchAllowed(this.nav)) return;
    const known = this.entries.get(target);
    if (known && this.now() - known.at < FRESH_MS) return;
    const data = this.fetchPage(target);
    data.then(
      (page) => this.hintRemotes(page),
      () => this.entries.delete(target),
    );
    this.entries.set(target, { at: this.now(), data });
  }

  /**
   * Forgets every prefetched answer: a form sent changes what pages show (an account ended, a log
   * entry added), so an answer fetched before it would show the old state.
   */
  forget(): void {
    this.entries.clear();
  }

  /** A fresh prefetched answer for the target, used once. */
  take(target: string): Promise<PageAnswer> | undefined {
    const entry = this.entries.get(target);
    this.entries.delete(target);
    return entry && this.now() - entry.at < FRESH_MS ? entry.data : undefined;
  }

  /** The browser fetches the remotes' entries and stylesheets at low priority; the page keeps its own versions loaded. */
  private hintRemotes(page: PageAnswer) {
    if (page.kind !== 'page' || typeof document === 'undefined') return;
    for (const href of pageAssets(page.html)) {
      if (this.hinted.has(href) || document.querySelector(`script[src="${CSS.escape(href)}"], link[href="${CSS.escape(href)}"]`)) continue;
      this.hinted.add(href);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}

/** Runs the callback once the page has loaded and the browser is idle (never on the first page's critical path). */
export function afterLoadWhenIdle(callback: () => void, win: Window = window): () => void {
  let cancel = () => undefined as void;
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(callback);
      cancel = () => win.cancelIdleCallback(handle);
    } else {
      const handle = win.setTimeout(callback, 200);
      cancel = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') idle();
  else {
    win.addEventListener('load', idle, { once: true });
    cancel = () => win.removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * Prefetches on pointer, focus and touch at once, and a few links of the main content in view one
 * after the other, each once the page is loaded and the browser idle: on a slow line and a slow
 * phone, prefetching never competes with the page's own scripts. Returns the teardown.
 */
export function watchLinks(
  prefetcher: Prefetcher,
  root: Document = document,
  whenIdle: (callback: () => void) => () => void = (callback) => afterLoadWhenIdle(callback),
): { rescan: () => void; stop: () => void } {
  const targetOf = (node: EventTarget | null) => {
    const anchor = (node as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const url = anchor ? pageTarget(anchor) : null;
    if (!url || (url.pathname === window.location.pathname && url.search === window.location.search)) return null;
    return `${url.pathname}${url.search}`;
  };
  const onIntent = (event: Event) => {
    const target = targetOf(event.target);
    if (target) prefetcher.prefetch(target);
  };
  const events = ['mouseover', 'focusin', 'touchstart'] as const;
  events.forEach((name) => root.addEventListener(name, onIntent, { passive: true }));

  let observer: IntersectionObserver | null = null;
  let queue: string[] = [];
  let cancelIdle: (() => void) | null = null;
  const drain = () => {
    if (cancelIdle || queue.length === 0) return;
    cancelIdle = whenIdle(() => {
      cancelIdle = null;
      const target = queue.shift();
      if (target) prefetcher.prefetch(target);
      drain();
    });
  };
  const rescan = () => {
    observer?.disconnect();
    cancelIdle?.();
    cancelIdle = null;
    queue = [];
    if (typeof IntersectionObserver === 'undefined' || !prefetchAllowed()) return;
    let budget = IN_VIEW_LIMIT;
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || budget <= 0) continue;
        observer?.unobserve(entry.target);
        const target = targetOf(entry.target);
        if (!target || queue.includes(target)) continue;
        budget -= 1;
        queue.push(target);
      }
      drain();
    });
    root.querySelectorAll('main a[href]').forEach((anchor) => observer?.observe(anchor));
  };
  rescan();
  return {
    rescan,
    stop: () => {
      observer?.disconnect();
      cancelIdle?.();
      events.forEach((name) => root.removeEventListener(name, onIntent));
    },
  };
}
