/**
 * A page's middleware (contract: `@musterstadt/shell-contract/server`, middleware.ts): after the route
 * lookup and before the page's api calls, the shell runs the middleware the page names, in order.
 * Which pages need a login, and whose api calls carry which session, is the pages' data and the
 * remotes' middleware, never a path prefix of the shell. A session handed to the page's api calls
 * whose person must change the initial password first sends them to the kind's password page. It fails closed: a name no remote contributes,
 * a middleware that throws or gives a wrong answer, is the error page with status 500 (and reported).
 */
import type { CmsClient, RouteLookupResult } from '@musterstadt/cms-client';
import { wayBack } from '@musterstadt/shell-contract';
import { validateMiddlewareAnswer, type MiddlewareAnswer } from '@musterstadt/shell-contract/server';
import type { CmsClients } from './cms-clients';
import type { ContributedMiddleware } from './remote-registry';
import { passwordFirst, type ActiveSession } from './session/session';

type Reporter = (error: unknown, context: Record<string, unknown>) => void;

/** What the page flow does with a page after its middleware. */
export type PageGateOutcome =
  /** Go on: the page's api calls use this client (with the sessions the middleware handed them, if any). */
  | { pass: true; client: CmsClient }
  /** Answer with a redirect (303) to this path of the site. */
  | { redirect: string }
  /** Answer with the error page and this status. */
  | { status: 403 | 404 | 500 };

/** Runs the middleware of a looked-up page for one request. */
export type PageGate = (route: RouteLookupResult, url: URL) => Promise<PageGateOutcome>;

export interface PageMiddlewareDeps {
  /** The middleware of a name, from the remote that contributes it. */
  middleware: (name: string) => ContributedMiddleware | undefined;
  clients: Pick<CmsClients, 'with'>;
  /** The client of a page whose middleware hands it no session (the service token only). */
  base: CmsClient;
  report: Reporter;
}

/** One middleware's answer; a failure or a wrong answer is reported and stops the page with a 500. */
async function answerOf(
  deps: PageMiddlewareDeps,
  name: string,
  input: Parameters<ContributedMiddleware['run']>[0],
  path: string,
): Promise<MiddlewareAnswer | null> {
  const found = deps.middleware(name);
  if (!found) {
    deps.report(new Error(`Unknown middleware ${name}`), { path, middleware: name });
    return null;
  }
  try {
    const answer = await found.run(input);
    const problem = validateMiddlewareAnswer(answer);
    if (!problem) return answer;
    deps.report(new Error(`Middleware ${name} gave a wrong answer: ${problem}`), { path, middleware: name, remote: found.remote });
  } catch (error) {
    deps.report(error, { path, middleware: name, remote: found.remote, phase: 'middleware' });
  }
  return null;
}

/**
 * Runs the page's middleware in order: the first that does not let the page through decides. The
 * sessions a middleware hands to the page's api calls are only those of its own remote's login kinds.
 */
export async function runPageMiddleware(
  deps: PageMiddlewareDeps,
  route: RouteLookupResult,
  url: URL,
  sessions: ReadonlyMap<string, ActiveSession>,
): Promise<PageGateOutcome> {
  const names = route.middleware ?? [];
  const input = {
    path: route.url,
    url: `${route.url}${url.search}`,
    page: { title: route.title, layout: route.pageContent.pageLayout ?? null, middleware: [...names] },
    sessions: Object.freeze(Object.fromEntries([...sessions].map(([kind, session]) => [kind, session.profile]))),
  };
  const carried = new Map<string, ActiveSession>();
  for (const name of names) {
    const answer = await answerOf(deps, name, input, url.pathname);
    if (!answer) return { status: 500 };
    // A path of this site (the answer's check), as a browser resolves it.
    if ('redirect' in answer) return { redirect: wayBack(answer.redirect, '/') ?? '/' };
    if ('status' in answer) return { status: answer.status };
    const remote = deps.middleware(name)?.remote;
    for (const kind of answer.sessions ?? []) {
      const session = sessions.get(kind);
      if (session && session.login.remote === remote) carried.set(kind, session);
    }
  }
  // A session its api calls would carry, of a person who must change the initial password first, reads
  // nothing at the content API: the person goes to the kind's password page, with the way back.
  for (const session of carried.values()) {
    const passwordPage = passwordFirst(session, input.url);
    if (passwordPage) return { redirect: passwordPage };
  }
  if (carried.size === 0) return { pass: true, client: deps.base };
  const headers = Object.assign({}, ...[...carried.values()].map((session) => session.login.kind.headers(session.token))) as Record<string, string>;
  return { pass: true, client: deps.clients.with(headers) };
}

/** The gate of one request: its sessions, the shell's middleware. */
export function pageGate(deps: PageMiddlewareDeps, sessions: ReadonlyMap<string, ActiveSession>): PageGate {
  return (route, url) => runPageMiddleware(deps, route, url, sessions);
}
