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

/** Buttons pressed in an island before React was there: pressed again once it has hydrated. */
const pendingClicks = new WeakMap<Element, HTMLButtonElement>();

/** Presses the button the visitor pressed before the island hydrated (once React handles it). */
export function replayPendingClick(element: Element): void {
  const button = pendingClicks.get(element);
  pendingClicks.delete(element);
  if (button?.isConnected && !button.disabled) button.click();
}

/**
 * An island waiting for idle time or visibility hydrates at once when the visitor reaches for it
 * (pointer, finger, keyboard); a button she pressed before React was there is pressed again after.
 */
function onFirstTouch(element: HTMLElement, hydrate: () => void): () => void {
  let done = false;
  const now = () => {
    if (done) return;
    done = true;
    stop();
    hydrate();
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    // Once React's root exists it replays such a click itself.
    if (button && button.type === 'button' && element.contains(button) && !element.hasAttribute('data-hydrating')) pendingClicks.set(element, button);
    now();
  };
  const events = ['pointerdown', 'focusin', 'keydown', 'touchstart'];
  events.forEach((name) => element.addEventListener(name, now, { passive: true }));
  element.addEventListener('click', onClick, true);
  const stop = () => {
    events.forEach((name) => element.removeEventListener(name, now));
    element.removeEventListener('click', onClick, true);
  };
  return () => {
    done = true;
    stop();
  };
}

/**
 * Hydrates each island when it asks to be (`data-hydrate`, Astro's client directives): at once,
 * when the browser is idle, or when it comes near the viewport, and any of them as soon as the
 * visitor reaches for it. Islands due together are handed on together. Returns the cancel (a page
 * that goes before its islands were due).
 */
export function scheduleIslands(
  elements: readonly HTMLElement[],
  hydrate: (due: HTMLElement[]) => void,
  scheduler: Scheduler = browserScheduler(),
): () => void {
  const now = elements.filter((element) => !['idle', 'visible'].includes(element.getAttribute(HYDRATE_ATTRIBUTE) ?? ''));
  const cancels = elements
    .filter((element) => !now.includes(element))
    .flatMap((element) => {
      let due = false;
      const once = () => {
        if (due) return;
        due = true;
        cancelWait();
        cancelTouch();
        hydrate([element]);
      };
      const cancelWait = element.getAttribute(HYDRATE_ATTRIBUTE) === 'idle' ? scheduler.idle(once) : scheduler.visible(element, once);
      const cancelTouch = onFirstTouch(element, once);
      return [cancelWait, cancelTouch];
    });
  if (now.length > 0) hydrate(now);
  return () => cancels.forEach((cancel) => cancel());
}
