/** Header pin offsets and tolerance (spec point 9), with headroom.js semantics. */
export const PIN_OPTIONS = { offset: { up: 100, down: 50 }, tolerance: 5 } as const;

/**
 * Whether the header is pinned after scrolling from `lastY` to `y`: it unpins when scrolling down past
 * 50 px by more than the tolerance and pins again when scrolling up by more than the tolerance or on
 * coming back within the offset from the top (100 px when scrolling up).
 */
export function nextPinned(pinned: boolean, lastY: number, y: number): boolean {
  const direction = y > lastY ? 'down' : 'up';
  const toleranceExceeded = Math.abs(y - lastY) >= PIN_OPTIONS.tolerance;
  const top = y <= PIN_OPTIONS.offset[direction];
  if (pinned && direction === 'down' && !top && toleranceExceeded) return false;
  if (!pinned && ((direction === 'up' && toleranceExceeded) || top)) return true;
  return pinned;
}

/**
 * Pins and unpins `element` on scroll (classes `is-pinned` and `is-unpinned`); it stays pinned while
 * `held()` is true (a panel of it is open). Returns the teardown.
 */
export function pinOnScroll(element: HTMLElement, held: () => boolean, win: Window = window): () => void {
  let pinned = true;
  let lastY = Math.max(0, win.scrollY);
  let frame = 0;
  const show = () => {
    const shown = pinned || held();
    element.classList.toggle('is-pinned', shown);
    element.classList.toggle('is-unpinned', !shown);
  };
  const onScroll = () => {
    if (frame) return;
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      const y = Math.max(0, win.scrollY);
      if (!held()) pinned = nextPinned(pinned, lastY, y);
      lastY = y;
      show();
    });
  };
  show();
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    win.removeEventListener('scroll', onScroll);
    if (frame) win.cancelAnimationFrame(frame);
  };
}
