import { createContext, useContext } from 'react';

export interface NavigateOptions {
  replace?: boolean;
}

export type NavigateFn = (href: string, options?: NavigateOptions) => void;

/** Without the shell's client (server render, tests) navigation is a plain page load. */
const pageLoad: NavigateFn = (href, options) => {
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
};

/** The shell provides client-side navigation; remotes read it with useNavigate(). */
export const NavigationContext = createContext<NavigateFn>(pageLoad);

export function useNavigate(): NavigateFn {
  return useContext(NavigationContext);
}

/**
 * Marks a wait the visitor sees (a form being sent): the shell shows its quiet progress indicator if
 * the wait lasts longer than 200 ms. Returns the end of the wait. Without the shell's client: nothing.
 */
export type BusyFn = () => () => void;

export const BusyContext = createContext<BusyFn>(() => () => undefined);

export function useBusy(): BusyFn {
  return useContext(BusyContext);
}
