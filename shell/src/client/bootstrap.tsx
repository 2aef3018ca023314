import { makeStore } from '@musterstadt/shell-contract';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { BootState } from '../server/render';
import { clearReloadMark, isChunkLoadError, reloadOnce } from './chunk-reload';
import { connectDocument, createPageRouter, report } from './client-app';
import { ClientModules } from './client-modules';
import { markAppMode, registerServiceWorker, watchConnection } from './offline';
import { Prefetcher } from './prefetch';

async function start() {
  const element = document.getElementById('__BOOT__');
  const root = document.getElementById('root');
  if (!element?.textContent || !root) return;
  const boot = JSON.parse(element.textContent) as BootState;
  const modules = new ClientModules();
  try {
    await modules.preload(boot.page);
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce()) return;
    // The server-rendered page stays fully usable; it just is not enhanced.
    report(error, { phase: 'hydrate' });
    return;
  }
  const store = makeStore(boot.state);
  const prefetcher = new Prefetcher();
  const router = createPageRouter(boot.page, modules, prefetcher);
  connectDocument(router, prefetcher);
  hydrateRoot(
    root,
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
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
