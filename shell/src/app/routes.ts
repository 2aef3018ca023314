import type { ActionFunction, LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';

/**
 * The site's two route patterns (spec point 2): the root path, the portal, whose route is never
 * looked up, and a catch-all that the content API's route lookup resolves. Both the shell's server
 * (its data router answers every page request) and the browser's router (client navigation) are
 * built from this one definition; each brings its own loader.
 */
export const ROUTE_IDS = { home: 'home', page: 'page' } as const;

export type RouteId = (typeof ROUTE_IDS)[keyof typeof ROUTE_IDS];

export interface PageRouteHandlers {
  /** Loads the page of the request's address (route lookup and api calls, or the shell's page answer). */
  loader: LoaderFunction;
  /** A form of the page posted to its address. */
  action?: ActionFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

export function pageRoutes(handlers: PageRouteHandlers): RouteObject[] {
  return [
    { id: ROUTE_IDS.home, path: '/', ...handlers },
    { id: ROUTE_IDS.page, path: '*', ...handlers },
  ];
}

/** The route an address belongs to: `/` is the portal, everything else a looked-up page. */
export function routeIdOf(pathname: string): RouteId {
  return pathname === '/' ? ROUTE_IDS.home : ROUTE_IDS.page;
}
