import { createContext, useContext } from 'react';

export type NavigateFn = (href: string, options?: { replace?: boolean }) => void;

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
