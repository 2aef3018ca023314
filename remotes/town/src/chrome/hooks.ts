import { useCallback, useEffect, useState } from 'react';

export { useHydrated } from '@musterstadt/ui';

/** Width from which the main menu is a bar in the header and the menu overlay closes (spec point 9). */
export const DESKTOP_MEDIA = '(min-width: 1024px)';

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

/** Pins and unpins the header on scroll; it stays pinned while `hold` is true (an overlay is open). */
export function usePinnedHeader(hold: boolean): boolean {
  const [pinned, setPinned] = useState(true);
  useEffect(() => {
    if (hold) return;
    let lastY = Math.max(0, window.scrollY);
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = Math.max(0, window.scrollY);
        const from = lastY;
        setPinned((current) => nextPinned(current, from, y));
        lastY = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [hold]);
  return hold || pinned;
}

export type Overlay = 'menu' | 'search';

export interface OverlayState {
  open: Overlay | null;
  toggle: (overlay: Overlay) => void;
  close: () => void;
}

/**
 * Menu and search overlay of the header (spec point 4): mutually exclusive, page scrolling locked
 * while one is open, Escape closes both, a new page path closes both, and the menu closes when
 * the window grows to desktop width.
 */
export function useHeaderOverlay(path: string, onEscape?: (closed: Overlay) => void): OverlayState {
  const [open, setOpen] = useState<Overlay | null>(null);
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    // A route change closes both (adjusting state while rendering, as React recommends for this).
    setShownPath(path);
    setOpen(null);
  }

  const toggle = useCallback((overlay: Overlay) => setOpen((current) => (current === overlay ? null : overlay)), []);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add('ms-scroll-locked');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      onEscape?.(open);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.classList.remove('ms-scroll-locked');
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onEscape]);

  useEffect(() => {
    if (open !== 'menu' || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_MEDIA);
    const onChange = () => {
      if (desktop.matches) setOpen(null);
    };
    onChange();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open]);

  return { open, toggle, close };
}
