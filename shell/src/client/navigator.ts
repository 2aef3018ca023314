import { isSameSitePath, safeRedirectTarget, type PageAnswer } from '@musterstadt/cms-client';
import type { NavigateFn } from '@musterstadt/shell-contract';
import type { ErrorReporter } from '../app/boundaries';
import { parsePage, type LoadedPage } from './page-swap';

/** What a navigation needs of the page: how to load an address, and how to show what came. */
export interface NavigatorOptions {
  /** The shell's answer for a path with query (a prefetched one, if fresh). */
  load(target: string, signal: AbortSignal): Promise<PageAnswer>;
  /** Before the address changes: the new page's stylesheets are ready, the old page's islands gone. */
  prepare(page: LoadedPage): Promise<void>;
  /** Puts the new page in place of the shown one. */
  swap(page: LoadedPage): void;
  /** After the new page is in place, focused and announced: its islands, its scripts. */
  enhance(page: LoadedPage, href: string): Promise<void>;
  report: ErrorReporter;
  /** Leaves the page for a full load of `href` (the browser's location by default). */
  leave?: (href: string, how: 'assign' | 'replace') => void;
}

const leaveByLocation = (href: string, how: 'assign' | 'replace') => (how === 'replace' ? window.location.replace(href) : window.location.assign(href));

type Mode = 'push' | 'replace' | 'pop';

interface EntryState {
  key?: string;
}

let keys = 0;
const newKey = () => `${Date.now().toString(36)}-${(keys += 1)}`;

/** Addresses the shell renders as pages; endpoints, files and other sites are left to the browser. */
export function navigableUrl(href: string, base: string = window.location.href): URL | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  if (/^\/(api|_)/.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null;
  return url;
}

/**
 * Client-side navigation without a framework: a same-site link loads the next page from the shell
 * (`/_page?url=…`, the same HTML a full load gets), swaps it in place of the shown one, moves focus to
 * the content and announces the new title to screen readers, then hydrates the new page's islands.
 * Back and forward restore the scroll position. Anything that goes wrong becomes a full page load.
 */
export class Navigator {
  private controller: AbortController | null = null;
  private shown: URL;
  private key: string;
  private readonly positions = new Map<string, number>();
  private readonly listeners = new Set<(page: LoadedPage) => void>();
  private readonly leave: (href: string, how: 'assign' | 'replace') => void;

  constructor(private readonly options: NavigatorOptions) {
    this.leave = options.leave ?? leaveByLocation;
    this.shown = new URL(window.location.href);
    this.key = (window.history.state as EntryState | null)?.key ?? newKey();
    window.history.replaceState({ ...(window.history.state as object | null), key: this.key }, '');
  }

  /** The contract's navigate function for islands: a same-site page becomes a client navigation. */
  readonly navigate: NavigateFn = (href, options) => {
    const url = navigableUrl(href);
    if (url) void this.visit(url, options?.replace ? 'replace' : 'push');
    else this.leave(href, options?.replace ? 'replace' : 'assign');
  };

  /** Calls `listener` with every page a navigation has shown. */
  onShown(listener: (page: LoadedPage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Takes over same-site link clicks, search forms (GET) and the history buttons; returns the teardown. */
  start(root: Document = document): () => void {
    window.history.scrollRestoration = 'manual';
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = navigableUrl(anchor.href);
      if (!url) return;
      // A jump within the page is the browser's.
      if (this.isShown(url) && url.hash) return;
      event.preventDefault();
      if (this.isShown(url)) return;
      void this.visit(url, 'push');
    };
    // A form that asks for a page (method GET, e.g. every search form) is a navigation too.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement | null;
      if (event.defaultPrevented || !form || form.method.toLowerCase() !== 'get' || (form.target && form.target !== '_self')) return;
      const url = navigableUrl(form.action);
      if (!url) return;
      const query = new URLSearchParams();
      new FormData(form, event.submitter).forEach((value, name) => {
        if (typeof value === 'string') query.append(name, value);
      });
      url.search = query.toString() ? `?${query.toString()}` : '';
      event.preventDefault();
      void this.visit(url, 'push');
    };
    const onPopState = (event: PopStateEvent) => {
      const url = new URL(window.location.href);
      const key = (event.state as EntryState | null)?.key;
      if (this.isShown(url)) {
        // Back or forward between jumps within the page.
        if (key) this.key = key;
        return;
      }
      void this.visit(url, 'pop', key);
    };
    root.addEventListener('click', onClick);
    root.addEventListener('submit', onSubmit);
    window.addEventListener('popstate', onPopState);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', onPopState);
    };
  }

  private isShown(url: URL): boolean {
    return url.pathname === this.shown.pathname && url.search === this.shown.search;
  }

  private async visit(url: URL, mode: Mode, key?: string): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const target = `${url.pathname}${url.search}`;
    // The page the reader leaves keeps its scroll position for back and forward.
    if (mode !== 'replace') this.positions.set(this.key, window.scrollY);
    document.documentElement.setAttribute('aria-busy', 'true');
    try {
      let answer: PageAnswer;
      try {
        answer = await this.options.load(target, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        this.options.report(error, { target });
        // The server can always render the page on its own.
        this.leave(url.href, 'assign');
        return;
      }
      if (controller.signal.aborted) return;
      if (answer.kind === 'redirect') {
        // Only a path of this site or an http(s) URL is followed, never javascript:, data: or '//host'.
        const followed = safeRedirectTarget(answer.redirect);
        const next = followed && isSameSitePath(followed) ? navigableUrl(followed) : null;
        if (next) {
          this.controller = null;
          return await this.visit(next, mode === 'pop' ? 'replace' : mode);
        }
        // Another site loads as the navigation's target: the address that redirected (not yet in the
        // history) never becomes an entry, the page it was asked from stays one.
        if (followed) this.leave(followed, mode === 'push' ? 'assign' : 'replace');
        else this.leave(url.href, 'assign');
        return;
      }
      const page = parsePage(answer.html);
      if (!page) {
        this.leave(url.href, 'assign');
        return;
      }
      await this.options.prepare(page);
      if (controller.signal.aborted) return;
      if (mode === 'push') {
        this.key = newKey();
        window.history.pushState({ key: this.key }, '', url.href);
      } else if (mode === 'replace') {
        window.history.replaceState({ key: this.key }, '', url.href);
      } else {
        this.key = key ?? newKey();
      }
      this.shown = new URL(url.href);
      this.options.swap(page);
      this.scroll(url, mode);
      document.getElementById('inhalt')?.focus({ preventScroll: true });
      const announcer = document.getElementById('ms-announcer');
      if (announcer) announcer.textContent = `Seite geladen: ${page.boot.view.title}`;
      document.documentElement.removeAttribute('aria-busy');
      for (const listener of this.listeners) listener(page);
      await this.options.enhance(page, url.href);
    } finally {
      if (this.controller === controller) {
        this.controller = null;
        document.documentElement.removeAttribute('aria-busy');
      }
    }
  }

  /** Top of the new page, its anchor, or where the reader was on it (back and forward). */
  private scroll(url: URL, mode: Mode) {
    if (mode === 'pop') {
      window.scrollTo(0, this.positions.get(this.key) ?? 0);
      return;
    }
    const id = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
    const anchor = id ? document.getElementById(id) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }
}
