import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { StoreProviderContext } from '../app/page-store';
import type { BootState } from '../server/render';
import { clearReloadMark, isChunkLoadError, reloadOnce } from './chunk-reload';
import { connectDocument, createPageRouter, report } from './client-app';
import { ClientModules } from './client-modules';
import { LazyStore } from './lazy-store';

async function start() {
  const element = document.getElementById('__BOOT__');
  const root = document.getElementById('root');
  if (!element?.textContent || !root) return;
  const boot = JSON.parse(element.textContent) as BootState;
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
  const router = createPageRouter(boot.page, modules);
  connectDocument(router);
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

void start();
