import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while an island hydrates, true afterwards: parts that only work with
 * JavaScript (toggle buttons, what only the browser knows) replace their server form after
 * hydration, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
