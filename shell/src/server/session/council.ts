/**
 * The council login (spec points 3, 4, 7, 9): POST /api/cms/raete/login, then GET /api/cms/raete/{id}
 * with the token in Ratsinfosystem-Authorization. The cookie holds `<id>.<token>`; the store only
 * the profile.
 */
import { RATSINFO_AUTH_HEADER, type CmsWriteClient, type RatsLoginResult, type RatsProfil } from '@musterstadt/cms-client';
import type { CouncilProfile } from '@musterstadt/shell-contract';
import { SessionUnavailableError, type LoginOutcome, type SessionKind } from './session';

export const COUNCIL_COOKIE = 'ms_ratsinfo';
export const DEFAULT_COUNCIL_SESSION_SECONDS = 3600;

/** The council's pages the session sends a visitor to. */
export const COUNCIL_PATHS = {
  login: '/ratsinfo/anmelden',
  logout: '/ratsinfo/abmelden',
  password: '/ratsinfo/passwort-aendern',
  overview: '/ratsinfo',
  loggedOut: '/ratsinfo/abgemeldet',
  files: '/ratsinfo/dateien',
} as const;

const COOKIE_VALUE = /^(\d{1,10})\.(.+)$/;

export function splitCouncilToken(value: string): { id: number; jwt: string } | null {
  const match = COOKIE_VALUE.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { id: Number(match[1]), jwt: match[2] };
}

function councilHeaders(value: string): Record<string, string> {
  const parts = splitCouncilToken(value);
  return parts ? { [RATSINFO_AUTH_HEADER]: parts.jwt } : {};
}

function toProfile(id: number, body: RatsProfil | null): CouncilProfile | null {
  if (!body || typeof body !== 'object' || typeof body.vorname !== 'string' || typeof body.nachname !== 'string') return null;
  return {
    id,
    vorname: body.vorname,
    nachname: body.nachname,
    email: typeof body.kontakt?.email === 'string' ? body.kontakt.email : '',
    pw_geaendert: body.pw_geaendert === true,
    taetigkeitsbereiche: Array.isArray(body.taetigkeitsbereiche) ? body.taetigkeitsbereiche.filter((t): t is string => typeof t === 'string') : [],
  };
}

async function fetchProfile(client: CmsWriteClient, value: string): Promise<CouncilProfile | null> {
  const parts = splitCouncilToken(value);
  if (!parts) return null;
  const answer = await client.get<RatsProfil>(`/api/cms/raete/${parts.id}`, undefined);
  if (answer.status >= 500) throw new SessionUnavailableError(`profile answered ${answer.status}`);
  if (answer.status !== 200) return null;
  return toProfile(parts.id, answer.body);
}

/** A client that sends the council token with every call. */
export type ClientWithHeaders = (headers: Record<string, string>) => CmsWriteClient;

export function councilSession(maxAgeSeconds: number, withHeaders: ClientWithHeaders): SessionKind<CouncilProfile> {
  return {
    name: 'ratsinfo',
    cookieName: COUNCIL_COOKIE,
    maxAgeSeconds,
    async login(client, email, passwort): Promise<LoginOutcome<CouncilProfile> | null> {
      const answer = await client.send<RatsLoginResult>('POST', '/api/cms/raete/login', { email, passwort });
      if (answer.status >= 500) throw new SessionUnavailableError(`login answered ${answer.status}`);
      // The spec's alternative login: any status under 500 is an answer; without data it is a failure.
      const body = answer.body;
      if (!body || typeof body.token !== 'string' || typeof body.id !== 'number' || !Number.isSafeInteger(body.id) || body.id < 1) return null;
      const token = `${body.id}.${body.token}`;
      const profile = await fetchProfile(withHeaders(councilHeaders(token)), token);
      if (!profile) return null;
      return { token, profile: { ...profile, pw_geaendert: body.pw_geaendert === true && profile.pw_geaendert } };
    },
    restore(_client, token) {
      return fetchProfile(withHeaders(councilHeaders(token)), token);
    },
    headers: councilHeaders,
    async changePassword(token, alt, neu) {
      const parts = splitCouncilToken(token);
      if (!parts) return 'expired';
      const answer = await withHeaders(councilHeaders(token)).send<RatsLoginResult & { error?: string }>('POST', `/api/cms/raete/${parts.id}/passwort`, {
        passwort_alt: alt,
        passwort_neu: neu,
      });
      if (answer.status >= 500) throw new SessionUnavailableError(`password change answered ${answer.status}`);
      if (answer.status === 401) return 'expired';
      if (answer.status === 200 && typeof answer.body?.token === 'string') return { token: `${parts.id}.${answer.body.token}` };
      return { error: typeof answer.body?.error === 'string' ? answer.body.error : '' };
    },
  };
}
