/**
 * The staff intranet's login (spec points 3, 4, 6, 7, 9): POST /api/cms/login, then
 * GET /api/cms/intranet/user/{uuid} with the token in `authorization`. The cookie holds
 * `<uuid>.<token>` for an hour; the store only the profile.
 */
import { INTRANET_AUTH_HEADER, type CmsWriteClient, type IntranetLoginResult, type IntranetUser } from '@musterstadt/cms-client';
import type { IntranetProfile } from '@musterstadt/shell-contract';
import type { ClientWithHeaders } from './council';
import { SessionUnavailableError, type LoginOutcome, type SessionKind } from './session';

export const INTRANET_COOKIE = 'ms_intranet';
export const DEFAULT_INTRANET_SESSION_SECONDS = 3600;

export const INTRANET_PATHS = {
  home: '/intranet',
  login: '/intranet/anmelden',
  logout: '/intranet/abmelden',
  loggedOut: '/intranet/abgemeldet',
  files: '/intranet/dokumente',
} as const;

/** Intranet pages anybody may open (the login and the goodbye); every other one needs the session. */
export function isIntranetPath(pathname: string): boolean {
  return pathname === INTRANET_PATHS.home || pathname.startsWith(`${INTRANET_PATHS.home}/`);
}
export function needsIntranetSession(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return isIntranetPath(path) && path !== INTRANET_PATHS.login && path !== INTRANET_PATHS.logout && path !== INTRANET_PATHS.loggedOut;
}

const COOKIE_VALUE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(.+)$/;

export function splitIntranetToken(value: string): { uuid: string; jwt: string } | null {
  const match = COOKIE_VALUE.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { uuid: match[1], jwt: match[2] };
}

function intranetHeaders(value: string): Record<string, string> {
  const parts = splitIntranetToken(value);
  return parts ? { [INTRANET_AUTH_HEADER]: `Bearer ${parts.jwt}` } : {};
}

async function fetchProfile(client: CmsWriteClient, value: string): Promise<IntranetProfile | null> {
  const parts = splitIntranetToken(value);
  if (!parts) return null;
  const answer = await client.get<IntranetUser>(`/api/cms/intranet/user/${parts.uuid}`, undefined);
  if (answer.status >= 500) throw new SessionUnavailableError(`intranet profile answered ${answer.status}`);
  const body = answer.body;
  if (answer.status !== 200 || !body || typeof body.vorname !== 'string' || typeof body.nachname !== 'string') return null;
  return { uuid: parts.uuid, vorname: body.vorname, nachname: body.nachname, email: typeof body.email === 'string' ? body.email : '' };
}

export function intranetSession(maxAgeSeconds: number, withHeaders: ClientWithHeaders): SessionKind<IntranetProfile> {
  return {
    name: 'intranet',
    cookieName: INTRANET_COOKIE,
    maxAgeSeconds,
    async login(client, email, passwort): Promise<LoginOutcome<IntranetProfile> | null> {
      const answer = await client.send<IntranetLoginResult>('POST', '/api/cms/login', { email, passwort });
      if (answer.status >= 500) throw new SessionUnavailableError(`intranet login answered ${answer.status}`);
      const body = answer.body;
      if (!body || typeof body.token !== 'string' || typeof body.uuid !== 'string') return null;
      const token = `${body.uuid.toLowerCase()}.${body.token}`;
      const profile = await fetchProfile(withHeaders(intranetHeaders(token)), token);
      return profile ? { token, profile } : null;
    },
    restore(_client, token) {
      return fetchProfile(withHeaders(intranetHeaders(token)), token);
    },
    headers: intranetHeaders,
  };
}
