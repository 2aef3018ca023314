import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { StoreProviderContext } from '../app/page-store';
import type { BootState } from '../server/render';
import { clearReloadMark, isChunkLoadError, reloadOnce } from './chunk-reload';
import { connectDocument, createPageRouter, report, setErrorForwarding } from './client-app';
import { ClientModules } from './client-modules';
import { LazyStore } from './lazy-store';
import { markAppMode, registerServiceWorker, watchConnection } from './offline';
import { countPageView } from './page-views';
import { Prefetcher } from './prefetch';

async function start() {
  const element = document.getElementById('__BOOT__');
  const root = document.getElementById('root');
  if (!element?.textContent || !root) return;
  const boot = JSON.parse(element.textContent) as BootState;
  let shown = boot.page;
  if (boot.reporting) {
    const config = boot.reporting;
    // The SDK is its own chunk, fetched only where a DSN is configured.
    void import(/* webpackChunkName: "sentry" */ './sentry')
      .then(({ startSentry }) => setErrorForwarding(startSentry(config, () => shown)))
      .catch(() => setErrorForwarding(null));
  }
  const store = new LazyStore(boot.state);
  const modules = new ClientModules(store);
  try {
    await modules.preload(boot.page);
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce()) return;
    // The server-rendered page stays fully usable; it just is not enhanced.
    report(error, { phase: 'hydrate' });
    return;
  }
  const prefetcher = new Prefetcher();
  const router = createPageRouter(boot.page, modules, prefetcher);
  connectDocument(router, prefetcher);
  let counted = router.state.location;
  router.subscribe((state) => {
    const data = Object.values(state.loaderData).find(Boolean) as typeof shown | undefined;
    if (data) shown = data;
    if (state.navigation.state !== 'idle' || state.location === counted) return;
    counted = state.location;
    if (boot.beacon && data) countPageView(boot.beacon, data.view);
  });
  hydrateRoot(
    root,
    <StoreProviderContext.Provider value={store.current}>
      <RouterProvider router={router} />
    </StoreProviderContext.Provider>,
    { onRecoverableError: (error) => report(error, { phase: 'hydration' }) },
  );
  window.setTimeout(clearReloadMark, 10_000);
}

window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce();
});

markAppMode();
watchConnection();
// Development builds reload on every remote build; a worker's caches would only get in the way there.
if (process.env.NODE_ENV !== 'development') registerServiceWorker();

void start();
