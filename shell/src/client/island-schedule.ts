import { HYDRATE_ATTRIBUTE } from '@musterstadt/shell-contract/island-tags';

/** How an island that does not hydrate with the page waits (see the contract's island options). */
const WAITING = ['idle', 'visible', 'interaction'];

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

/** A form sent from an island before React was there: its form and the button that sent it. */
interface PendingSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}
const pendingSubmits = new WeakMap<Element, PendingSubmit>();
/** Islands that hold a form sent before they hydrated, with how to stop holding. */
const holding = new WeakMap<Element, () => void>();

/**
 * Stops holding the island's forms and sends the one held, if any: through React once the island
 * has hydrated, or as the plain form it is when it could not (the server answers then).
 */
function sendHeld(element: Element): void {
  holding.get(element)?.();
  const submit = pendingSubmits.get(element);
  pendingSubmits.delete(element);
  if (!submit) return;
  // After the commit that called for it has finished (React's handlers are in place by then).
  setTimeout(() => {
    const { form, submitter } = submit;
    if (!form.isConnected) return;
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    form.requestSubmit(button?.isConnected && button.form === form ? button : null);
  }, 0);
}

/**
 * Presses the button the visitor pressed, and sends the form she sent, before the island hydrated
 * (once React handles them).
 */
export function replayPendingClick(element: Element): void {
  const button = pendingClicks.get(element);
  pendingClicks.delete(element);
  if (button?.isConnected && !button.disabled) button.click();
  sendHeld(element);
}

/** The island could not hydrate: a form held for it is sent as the plain form it is. */
export function releasePendingSubmit(element: Element): void {
  sendHeld(element);
}

/**
 * Holds a form sent from the island until React has hydrated it, so the visitor gets the enhanced
 * answer (her messages at the fields, the summary with the focus) rather than a page load. Only
 * the first send is held; another one meanwhile is dropped, as a double click would be.
 */
function holdSubmits(element: HTMLElement): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !element.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!pendingSubmits.has(element)) pendingSubmits.set(element, { form, submitter: (event as SubmitEvent).submitter ?? null });
  };
  const stop = () => {
    element.removeEventListener('submit', onSubmit, true);
    holding.delete(element);
  };
  element.addEventListener('submit', onSubmit, true);
  holding.set(element, stop);
  return stop;
}

/**
 * An island waiting for the visitor, idle time or visibility hydrates at once when the visitor
 * reaches for it (pointer, finger, keyboard); a button she pressed before React was there is
 * pressed again after, and a form she sent is sent through the hydrated island.
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
  const events = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'];
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
 * when the browser is idle, when it comes near the viewport, or only when the visitor reaches for
 * it, and any of them as soon as she does. Islands due together are handed on together. Returns
 * the cancel (a page that goes before its islands were due).
 */
export function scheduleIslands(
  elements: readonly HTMLElement[],
  hydrate: (due: HTMLElement[]) => void,
  scheduler: Scheduler = browserScheduler(),
): () => void {
  const now = elements.filter((element) => !WAITING.includes(element.getAttribute(HYDRATE_ATTRIBUTE) ?? ''));
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
      const when = element.getAttribute(HYDRATE_ATTRIBUTE);
      const cancelWait = when === 'idle' ? scheduler.idle(once) : when === 'visible' ? scheduler.visible(element, once) : () => undefined;
      const cancelTouch = onFirstTouch(element, once);
      // Until the island has hydrated (or the page goes), a form sent from it waits for React.
      const stopHolding = holdSubmits(element);
      return [cancelWait, cancelTouch, stopHolding];
    });
  if (now.length > 0) hydrate(now);
  return () => cancels.forEach((cancel) => cancel());
}
