import type { NavigateFn } from '@musterstadt/shell-contract';
import type { ClientRouter, RouterDeps } from './router';

/** Addresses the shell renders as pages; endpoints, files and other sites are left to the browser. */
export function navigableUrl(href: string, base: string = window.location.href): URL | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (/^\/(api|_)/.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null;
  return url;
}

/** The visitor has read the page this long after it loaded: the router's code may come now. */
export const IDLE_AFTER_LOAD_MS = 3000;

interface NetworkInformation {
  saveData?: boolean;
}

export interface ClientNavigation {
  /** The contract's navigate function for islands. */
  navigate: NavigateFn;
  /** The router, loaded now if it is not yet. */
  router(): Promise<ClientRouter>;
  /** Stops taking over links and forms. */
  stop(): void;
}

/**
 * Client-side navigation, with the router's code out of the first page's way: it loads on the
 * visitor's first intent to navigate (a pointer or finger on a link, focus on one, or a few seconds
 * of reading; with data saver on, only on intent). Until it is there, a click on a link or a sent
 * form waits for it; when it cannot load, the browser loads the page itself.
 */
export function startNavigation(deps: RouterDeps, doc: Document = document, options: { idle?: boolean } = {}): ClientNavigation {
  const win = doc.defaultView ?? window;
  let loading: Promise<ClientRouter> | null = null;
  const router = () => {
    loading ??= import(/* webpackChunkName: "router" */ './router').then(({ startRouter }) => startRouter(deps, win));
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const linkOf = (target: EventTarget | null) => (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;

  const onIntent = (event: Event) => {
    const anchor = linkOf(event.target);
    if (anchor && navigableUrl(anchor.href)) void router().catch(() => undefined);
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = linkOf(event.target);
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = navigableUrl(anchor.href);
    if (!url) return;
    const shown = new URL(win.location.href);
    const samePage = url.pathname === shown.pathname && url.search === shown.search;
    // A jump within the page is the browser's; the page itself again is nothing to do.
    if (samePage && url.hash) return;
    event.preventDefault();
    if (samePage) return;
    router().then(
      (r) => r.navigate(url.href),
      () => win.location.assign(url.href),
    );
  };
  // A form that asks for a page (GET, e.g. every search form) or posts to one (a plain POST form
  // that no island sends itself) is a navigation too.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement | null;
    if (event.defaultPrevented || !form || (form.target && form.target !== '_self') || !navigableUrl(form.action)) return;
    event.preventDefault();
    const submitter = event.submitter ?? null;
    router().then(
      (r) => r.submit(form, submitter),
      () => submitNatively(form, submitter),
    );
  };
  const intents = ['mouseover', 'focusin', 'touchstart'];
  for (const name of intents) doc.addEventListener(name, onIntent, { passive: true });
  doc.addEventListener('click', onClick);
  doc.addEventListener('submit', onSubmit);

  const saveData = (win.navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
  let idleTimer: number | undefined;
  if (options.idle !== false && !saveData) {
    const whenIdle = () => {
      idleTimer = win.setTimeout(() => {
        const idle = win.requestIdleCallback ?? ((callback: () => void) => win.setTimeout(callback, 0));
        idle(() => void router().catch(() => undefined));
      }, IDLE_AFTER_LOAD_MS);
    };
    if (doc.readyState === 'complete') whenIdle();
    else win.addEventListener('load', whenIdle, { once: true });
  }

  return {
    navigate: (href, options) => {
      router().then(
        (r) => r.navigate(href, options),
        () => (options?.replace ? win.location.replace(href) : win.location.assign(href)),
      );
    },
    router,
    stop() {
      for (const name of intents) doc.removeEventListener(name, onIntent);
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('submit', onSubmit);
      win.clearTimeout(idleTimer);
    },
  };
}

/** Sends a form the browser's own way (the router could not), the pressed button's name and value included. */
export function submitNatively(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) return;
  if (submitter instanceof HTMLButtonElement && submitter.name) {
    const field = form.ownerDocument.createElement('input');
    field.type = 'hidden';
    field.name = submitter.name;
    field.value = submitter.value;
    form.append(field);
  }
  HTMLFormElement.prototype.submit.call(form);
}
