/**
 * The shell's login sessions (a backend for the browser): the shell logs in at the content API with
 * the calls of the kind a remote contributes, keeps the token in an HttpOnly, SameSite=Lax cookie and
 * puts only the profile into the store.
 */
import { isLoginUnavailable } from '@musterstadt/shell-contract/server';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CmsClients } from '../cms-clients';
import type { ShellLoginKind } from './kinds';

type Reporter = (error: unknown, context: Record<string, unknown>) => void;

/** A session read from its cookie: the token stays on the server, the profile may go to the store. */
export interface ActiveSession {
  login: ShellLoginKind;
  token: string;
  profile: unknown;
  /** The person still has to change an initial password: the content API reads nothing else with the token. */
  mustChangePassword: boolean;
}

/**
 * For a session whose person must change the initial password first: the kind's password page with
 * the way back to `target` (a path of this site with its query), unless `target` is one of the
 * kind's own login, logout or password pages. Null when nothing stands in the way.
 */
export function passwordFirst(session: ActiveSession, target: string): string | null {
  const { pages } = session.login.kind;
  if (!session.mustChangePassword || pages.password === undefined) return null;
  const path = target.split(/[?#]/, 1)[0] ?? '';
  if ([pages.login, pages.logout, pages.loggedOut, pages.password].includes(path)) return null;
  return `${pages.password}?${new URLSearchParams({ ziel: target }).toString()}`;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, login: ShellLoginKind, token: string): void {
  reply.setCookie(login.kind.cookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Behind HTTPS (the proxy says so; the shell trusts it) the cookie never travels in clear text.
    secure: request.protocol === 'https',
    maxAge: login.maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, login: ShellLoginKind): void {
  reply.clearCookie(login.kind.cookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}

/** The content API with a session's token (and the service token). */
export function sessionClient(clients: CmsClients, login: ShellLoginKind, token: string) {
  return clients.with(login.kind.headers(token));
}

const TOKEN = /^[A-Za-z0-9._~+/=-]{10,4000}$/;

/**
 * The session of the request's cookie of a kind, restored from the content API (the profile is
 * fetched with the token, so an expired or changed token ends the session here). A refused token
 * clears the cookie; an unreachable content API, or a kind that fails, leaves it and answers as
 * logged out for this request.
 */
export async function readSession(
  request: FastifyRequest,
  reply: FastifyReply,
  login: ShellLoginKind,
  clients: CmsClients,
  report: Reporter,
): Promise<ActiveSession | null> {
  const token = request.cookies[login.kind.cookie];
  if (token === undefined || token === '') return null;
  if (!TOKEN.test(token)) {
    clearSessionCookie(request, reply, login);
    return null;
  }
  try {
    const profile = await login.kind.restore(sessionClient(clients, login, token), token);
    if (profile === null) {
      clearSessionCookie(request, reply, login);
      return null;
    }
    return { login, token, profile, mustChangePassword: login.kind.password?.mustChange?.(profile) === true };
  } catch (error) {
    if (!isLoginUnavailable(error)) report(error, { login: login.name, remote: login.remote, phase: 'restore session' });
    return null;
  }
}

/** The sessions of a request: every kind whose cookie it carries, restored at once. */
export interface RequestSessions {
  /** Restored sessions by kind name. */
  active: ReadonlyMap<string, ActiveSession>;
  /** The request carries a session cookie (also one that no longer holds): its answers are this visitor's own. */
  personal: boolean;
}

export async function readSessions(
  request: FastifyRequest,
  reply: FastifyReply,
  logins: readonly ShellLoginKind[],
  clients: CmsClients,
  report: Reporter,
): Promise<RequestSessions> {
  const carried = logins.filter((login) => request.cookies[login.kind.cookie] !== undefined);
  const restored = await Promise.all(carried.map((login) => readSession(request, reply, login, clients, report)));
  const active = new Map(restored.flatMap((session) => (session ? [[session.login.name, session] as const] : [])));
  return { active, personal: carried.length > 0 };
}
