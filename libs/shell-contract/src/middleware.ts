/**
 * Page middleware. Which pages need what (a login, a role) is data: a page names its middleware in
 * the content API (the route lookup's `middleware`, e.g. `['intranet-anmeldung']`), and a remote
 * contributes middleware by name from its server build, as it contributes login kinds:
 * `defineRemote({ middleware: { 'intranet-anmeldung': () => import('./session/middleware.server') } })`,
 * left out of the browser build. The shell runs a page's middleware in order, after the route lookup
 * and before the page's api calls, for a full load, a client-side navigation and a form posted to the
 * page alike. Each answers: go on (optionally with sessions of its own remote's login kinds for the
 * page's api calls), a redirect (e.g. to its login with the way back), or a 404 or 403. A name no
 * remote contributes is the error page with status 500 ('Unknown middleware {name}' is reported).
 */
import { wayBack } from './links';

/** What a middleware sees of the request. Never a token: sessions are profiles only. */
export interface MiddlewareRequest {
  /** The page's path as the route lookup resolved it (decoded, normalised), e.g. '/intranet/rubriken'. */
  path: string;
  /** That path with the request's query: the way back after a login. */
  url: string;
  /** The page the route lookup found (for a pattern page, the address asked for). */
  page: { title: string; layout: string | null; middleware: readonly string[] };
  /**
   * The profile of each login kind whose session the request carries, by kind name (absent without one);
   * the types are those the remotes declare in `SessionProfiles`.
   */
  sessions: Readonly<Record<string, unknown>>;
}

/**
 * A middleware's answer. `next` lets the page through; `sessions` names login kinds of the middleware's
 * own remote whose sessions (when the request has them) the page's api calls carry. `redirect` sends the
 * visitor to a path of this site (303); `status` answers with the error page.
 */
export type MiddlewareAnswer = { next: true; sessions?: readonly string[] } | { redirect: string } | { status: 403 | 404 };

/** A page middleware: the default export of a contributed module. */
export type PageMiddleware = (request: MiddlewareRequest) => MiddlewareAnswer | Promise<MiddlewareAnswer>;

/** The module a `middleware` loader gives. */
export interface PageMiddlewareModule {
  default: PageMiddleware;
}

/** Types a middleware in a remote's `*.server.ts` module (identity at run time). */
export function defineMiddleware(middleware: PageMiddleware): PageMiddleware {
  return middleware;
}

/** Lets the page through; its api calls carry the named kinds' sessions (of this remote) the request has. */
export function next(sessions: readonly string[] = []): MiddlewareAnswer {
  return { next: true, sessions };
}

/** To a kind's login page, with the page asked for as the way back (`ziel`). */
export function toLogin(loginPage: string, request: Pick<MiddlewareRequest, 'url'>): MiddlewareAnswer {
  return { redirect: `${loginPage}?${new URLSearchParams({ ziel: request.url }).toString()}` };
}

/** Checks a loaded middleware module; what is wrong, or null. */
export function validateMiddleware(module: unknown): string | null {
  const run = (module as { default?: unknown } | null)?.default;
  return typeof run === 'function' ? null : 'the module has no default middleware function';
}

/** Checks a middleware's answer; what is wrong, or null (the shell answers 500 for a wrong one). */
export function validateMiddlewareAnswer(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return 'no answer';
  const value = answer as Partial<Record<'next' | 'sessions' | 'redirect' | 'status', unknown>>;
  if (value.next === true) {
    const { sessions } = value;
    return sessions === undefined || (Array.isArray(sessions) && sessions.every((kind) => typeof kind === 'string'))
      ? null
      : 'sessions must be a list of login kinds';
  }
  if (value.redirect !== undefined)
    return typeof value.redirect === 'string' && wayBack(value.redirect, '/') !== null ? null : 'redirect must be a path of this site';
  if (value.status === 403 || value.status === 404) return null;
  return 'the answer must be next, a redirect or the status 403 or 404';
}
