import { fetchPage, postPage } from '@musterstadt/cms-client';
import { DelayedIndicator } from '@musterstadt/ui/delayed-indicator';
import type { ErrorReporter } from '../app/boundaries';
import type { BootState } from '../server/render';
import { clearReloadMark, isChunkLoadError, reloadOnce } from './chunk-reload';
import { enhanceDisclosures } from './disclosures';
import { LEAVE_QUESTION, typingIn, VisitorInput } from './kept-input';
import { startNavigation } from './navigation';
import { markAppMode, registerServiceWorker, watchConnection } from './offline';
import { PageEnhancer } from './page-enhancer';
import { ensureStyles, readBoot, swapPage, type LoadedPage } from './page-swap';
import { countPageView } from './page-views';
import { Prefetcher, watchLinks } from './prefetch';
import type { RouterDeps, ShowOptions } from './router';
import { transitionPage } from './transition';

let forward: ErrorReporter | null = null;
const early: [unknown, Record<string, unknown>][] = [];

/** Sends the page's errors on to the error service once it is set up (errors before that wait for it). */
function setErrorForwarding(reporter: ErrorReporter | null): void {
  forward = reporter;
  if (reporter) early.splice(0).forEach(([error, context]) => reporter(error, context));
}

const report: ErrorReporter = (error, context = {}) => {
  console.error('[musterstadt]', error, context);
  if (forward) forward(error, context);
  else if (early.length < 20) early.push([error, context]);
};

/** Top of the new page, its anchor, or where the reader was on it (back and forward). */
function scrollFor(url: URL, options: ShowOptions): void {
  if (options.scroll !== null) {
    window.scrollTo(0, options.scroll);
    return;
  }
  if (options.keepScroll) return;
  const id = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
  const anchor = id ? document.getElementById(id) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * The browser side of the shell. The page is complete as the server sent it; the browser enhances
 * its toggles and carousels, hydrates only its islands (React and a remote's code load only when the
 * page has one), runs the scripts its content may embed, and navigates on the client with the
 * router, which loads on the visitor's first intent to navigate.
 */
function start() {
  const root = document.getElementById('root');
  const boot = root && readBoot(document);
  if (!root || !boot) return;
  let shown: BootState = boot;
  if (boot.reporting) {
    const config = boot.reporting;
    // The SDK is its own chunk, fetched only where a DSN is configured.
    void import(/* webpackChunkName: "sentry" */ './sentry')
      .then(({ startSentry }) => setErrorForwarding(startSentry(config, () => shown)))
      .catch(() => setErrorForwarding(null));
  }
  const input = new VisitorInput();
  const progress = document.getElementById('ms-progress');
  const indicator = new DelayedIndicator((on) => {
    if (progress) progress.hidden = !on;
    if (on) root.setAttribute('aria-busy', 'true');
    else root.removeAttribute('aria-busy');
  });
  const prefetcher = new Prefetcher();
  const links = watchLinks(prefetcher);

  const deps: RouterDeps = {
    load: (target, signal) => prefetcher.take(target) ?? fetchPage(target, { signal }),
    // Pages prefetched before (or while) a form is sent may show what the form changed: asked again after it.
    post: (target, body, signal) => {
      prefetcher.forget();
      return postPage(target, body, { signal }).finally(() => prefetcher.forget());
    },
    prepare: (page) => ensureStyles(page),
    mayLeave(page) {
      // The same form on the next page takes the input along; for any other, the visitor decides.
      if (input.unsent(root).length === 0 || input.canCarry(root, page.root)) return true;
      return window.confirm(LEAVE_QUESTION);
    },
    async show(page: LoadedPage, options: ShowOptions) {
      const url = new URL(options.href);
      let focused = false;
      await transitionPage(root, () => {
        // Taken at the last moment: what is typed while the old page fades out goes along too.
        const carried = input.take(root);
        enhancer.leave();
        swapPage(page);
        shown = page.boot;
        enhancer.unmountGone();
        input.forget(root);
        focused = input.put(carried, root);
        scrollFor(url, options);
      });
      // Focus moves to the content and the new title is announced, unless the visitor is typing on; a
      // page that names where the focus goes (`autofocus`, e.g. the entry an editor just moved) gets it
      // there, as after a full load.
      if (!focused && !typingIn(root)) {
        const named = root.querySelector<HTMLElement>('[autofocus]');
        if (named) named.focus();
        else document.getElementById('inhalt')?.focus({ preventScroll: true });
      }
      const announcer = document.getElementById('ms-announcer');
      if (announcer) announcer.textContent = `Seite geladen: ${page.boot.view.title}`;
      window.setTimeout(links.rescan, 0);
      if (page.boot.beacon) countPageView(page.boot.beacon, page.boot.view);
      enhancer.enhance(root, page.boot, url.href);
    },
    busy: () => indicator.start(),
    leave: (href, how) => (how === 'replace' ? window.location.replace(href) : window.location.assign(href)),
    report,
  };
  const navigation = startNavigation(deps);
  const enhancer = new PageEnhancer({ report, input, navigate: navigation.navigate, busy: () => indicator.start() });
  enhancer.enhance(root, boot);
  window.setTimeout(clearReloadMark, 10_000);
}

window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce();
});

markAppMode();
watchConnection();
enhanceDisclosures();
// Development builds reload on every remote build; a worker's caches would only get in the way there.
if (process.env.NODE_ENV !== 'development') registerServiceWorker();

start();
