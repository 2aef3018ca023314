import { useEffect, useState } from 'react';
import { DelayedIndicator } from './delayed-indicator';

/**
 * For an island that loads data (the sign-up's days, a form's captcha question): true while a wait
 * that has lasted 200 ms goes on, and at least 200 ms once true; put it on `aria-busy` and a quiet
 * progress bar. A wait shorter than 200 ms never shows.
 */
export function useDelayedBusy(busy: boolean): boolean {
  const [shown, setShown] = useState(false);
  const [indicator] = useState(() => new DelayedIndicator(setShown));
  useEffect(() => (busy ? indicator.start() : undefined), [busy, indicator]);
  return shown;
}

/** The quiet progress bar of a part of the page that loads data (shown by `useDelayedBusy`'s rule). */
export function BusyBar({ shown }: { shown: boolean }) {
  return <div className="ms-busy-bar" hidden={!shown} />;
}
