import { fetchPage } from '@musterstadt/cms-client';
import { activateScripts } from '@musterstadt/ui/content-scripts';
import type { ErrorReporter } from '../app/boundaries';
import type { BootState } from '../server/render';
import { clearReloadMark, isChunkLoadError, reloadOnce } from './chunk-reload';
import { enhanceDisclosures } from './disclosures';
import { findIslands } from './island-elements';
import type { IslandRoots } from './islands';
import { LazyStore } from './lazy-store';
import { Navigator } from './navigator';
import { markAppMode, registerServiceWorker, watchConnection } from './offline';
import { ensureStyles, readBoot, swapPage } from './page-swap';
import { countPageView } from './page-views';
import { Prefetcher, watchLinks } from './prefetch';
import { RemoteModules } from './remote-modules';

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

/**
 * The browser side of the shell. The page is complete as the server sent it; the browser hydrates
 * only its islands (React and a remote's code load only when the page has one), runs the scripts its
 * content may embed, and turns same-site links into client-side navigations.
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
  const modules = new RemoteModules();
  const store = new LazyStore();
  let islands: IslandRoots | undefined;

  async function enhance(page: BootState, href?: string): Promise<void> {
    activateScripts(root as HTMLElement);
    if (findIslands(root as HTMLElement).length === 0) return;
    modules.register(page.remotes);
    try {
      const [{ IslandRoots }, frame] = await Promise.all([import(/* webpackChunkName: "islands" */ './islands'), store.frame(page)]);
      islands ??= new IslandRoots();
      const failures = await islands.hydrate(root as HTMLElement, {
        load: (remote, name) => modules.island(remote, name),
        frame,
        navigate: navigation.navigate,
        onError: report,
      });
      if (failures.some(isChunkLoadError)) reloadOnce(href);
    } catch (error) {
      // The page stays as the server sent it: fully usable, just not enhanced.
      if (isChunkLoadError(error) && reloadOnce(href)) return;
      report(error, { phase: 'hydrate' });
    }
  }

  const prefetcher = new Prefetcher();
  const navigation = new Navigator({
    load: (target, signal) => prefetcher.take(target) ?? fetchPage(target, { signal }),
    prepare: async (page) => {
      await ensureStyles(page);
      islands?.unmount();
    },
    swap: (page) => {
      swapPage(page);
      shown = page.boot;
    },
    enhance: (page, href) => enhance(page.boot, href),
    report,
  });
  navigation.start();
  const links = watchLinks(prefetcher);
  navigation.onShown((page) => {
    // After the new page is in the document.
    window.setTimeout(links.rescan, 0);
    if (page.boot.beacon) countPageView(page.boot.beacon, page.boot.view);
  });
  void enhance(boot).finally(() => window.setTimeout(clearReloadMark, 10_000));
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
