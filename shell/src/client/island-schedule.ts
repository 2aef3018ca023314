import { HYDRATE_ATTRIBUTE } from '@musterstadt/shell-contract/island-tags';

/** How far ahead of the viewport an island hydrated when visible starts loading. */
const VISIBLE_MARGIN = '200px';
/** An idle island waits for the browser's idle time, but not longer than this. */
const IDLE_TIMEOUT_MS = 2000;

export interface Scheduler {
  idle(callback: () => void): () => void;
  visible(element: Element, callback: () => void): () => void;
}

export const browserScheduler = (win: Window = window): Scheduler => ({
  idle(callback) {
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      return () => win.cancelIdleCallback(handle);
    }
    const handle = win.setTimeout(callback, 200);
    return () => win.clearTimeout(handle);
  },
  visible(element, callback) {
    if (typeof IntersectionObserver !== 'function') return this.idle(callback);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        callback();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  },
});

/**
 * Hydrates each island when it asks to be (`data-hydrate`, Astro's client directives): at once,
 * when the browser is idle, or when it comes near the viewport. Islands due together are handed on
 * together. Returns the cancel (a page that goes before its islands were due).
 */
export function scheduleIslands(
  elements: readonly HTMLElement[],
  hydrate: (due: HTMLElement[]) => void,
  scheduler: Scheduler = browserScheduler(),
): () => void {
  const now = elements.filter((element) => !['idle', 'visible'].includes(element.getAttribute(HYDRATE_ATTRIBUTE) ?? ''));
  const cancels = elements
    .filter((element) => !now.includes(element))
    .map((element) =>
      element.getAttribute(HYDRATE_ATTRIBUTE) === 'idle' ? scheduler.idle(() => hydrate([element])) : scheduler.visible(element, () => hydrate([element])),
    );
  if (now.length > 0) hydrate(now);
  return () => cancels.forEach((cancel) => cancel());
}
