/**
 * The shell's login sessions (a backend for the browser): the shell logs in at the content API,
 * keeps the token in an HttpOnly, SameSite=Lax cookie and puts only the profile into the store.
 * Generic over the kind of login, so the intranet can use the same mechanism as the council.
 */
import type { CmsWriteClient } from '@musterstadt/cms-client';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a successful login gives: the token (server only) and the profile (for the store). */
export interface LoginOutcome<Profile> {
  token: string;
  profile: Profile;
}

/** One kind of login (council, intranet): its cookie, lifetime, content-API calls and pages. */
export interface SessionKind<Profile> {
  /** Short name for logs and rate-limit keys. */
  name: string;
  cookieName: string;
  /** Lifetime of the cookie in seconds (and of the token the API issues). */
  maxAgeSeconds: number;
  /** Logs in at the content API; null when the credentials are wrong (or the answer has no data). */
  login(client: CmsWriteClient, email: string, passwort: string): Promise<LoginOutcome<Profile> | null>;
  /** The profile of a stored session; null when the API refuses the token. */
  restore(client: CmsWriteClient, token: string): Promise<Profile | null>;
  /** Headers that carry the token to the content API. */
  headers(token: string): Record<string, string>;
  /** Changes the password: the new token, or the API's German message; 'expired' when it refuses the token. */
  changePassword?(token: string, alt: string, neu: string): Promise<{ token: string } | { error: string } | 'expired'>;
}

/** Thrown by a kind when the content API cannot be reached or fails (status 500 or more). */
export class SessionUnavailableError extends Error {
  override readonly name = 'SessionUnavailableError';
}

/** A session read from its cookie at the start of a request. */
export interface ActiveSession<Profile> {
  token: string;
  profile: Profile;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, kind: SessionKind<unknown>, token: string): void {
  reply.setCookie(kind.cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Behind HTTPS (the proxy says so; the shell trusts it) the cookie never travels in clear text.
    secure: request.protocol === 'https',
    maxAge: kind.maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, kind: SessionKind<unknown>): void {
  reply.clearCookie(kind.cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}

const TOKEN = /^[A-Za-z0-9._~+/=-]{10,4000}$/;

/**
 * The session of the request's cookie, restored from the content API (the profile is fetched with the
 * token, so an expired or changed token ends the session here). A refused token clears the cookie; an
 * unreachable API leaves it and answers as logged out for this request.
 */
export async function readSession<Profile>(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind<Profile>,
  client: CmsWriteClient,
): Promise<ActiveSession<Profile> | null> {
  const token = request.cookies[kind.cookieName];
  if (token === undefined || token === '') return null;
  if (!TOKEN.test(token)) {
    clearSessionCookie(request, reply, kind);
    return null;
  }
  try {
    const profile = await kind.restore(client, token);
    if (profile === null) {
      clearSessionCookie(request, reply, kind);
      return null;
    }
    return { token, profile };
  } catch (error) {
    if (error instanceof SessionUnavailableError) return null;
    throw error;
  }
}
