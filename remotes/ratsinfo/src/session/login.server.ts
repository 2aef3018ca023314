/**
 * The council login (spec points 3, 4, 7, 9): POST /api/cms/raete/login, then GET /api/cms/raete/{id}
 * with the token in Ratsinfosystem-Authorization. The cookie holds `<id>.<token>`; the store only the
 * profile. Council files are streamed for everybody, the non-public ones only with the session.
 */
import {
  RATSINFO_AUTH_HEADER,
  RATSINFO_MESSAGES,
  isAcceptablePassword,
  type CmsWriteClient,
  type RatsLoginResult,
  type RatsProfil,
} from '@musterstadt/cms-client';
import { LoginUnavailableError, defineLoginKind, endContentApiSession, type PasswordRefusal } from '@musterstadt/shell-contract/server';
import { PATHS } from '../texts';
import type { CouncilProfile } from './profile';

const COOKIE_VALUE = /^(\d{1,10})\.(.+)$/;

/** The member's id and the token of a cookie value `<id>.<token>`. */
export function splitCouncilToken(value: string): { id: number; jwt: string } | null {
  const match = COOKIE_VALUE.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { id: Number(match[1]), jwt: match[2] };
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

/** The member's profile, read with the token `cms` carries. */
async function fetchProfile(cms: CmsWriteClient, value: string): Promise<CouncilProfile | null> {
  const parts = splitCouncilToken(value);
  if (!parts) return null;
  const answer = await cms.get<RatsProfil>(`/api/cms/raete/${parts.id}`, undefined);
  if (answer.status >= 500) throw new LoginUnavailableError(`profile answered ${answer.status}`);
  if (answer.status !== 200) return null;
  return toProfile(parts.id, answer.body);
}

/** The password page's code of the content API's German refusal. */
function refusalOf(message: unknown): PasswordRefusal {
  if (message === RATSINFO_MESSAGES.passwordWrong) return 'altes-passwort';
  if (message === RATSINFO_MESSAGES.passwordSame) return 'gleich';
  if (typeof message === 'string' && /häufigsten/.test(message)) return 'bekannt';
  return 'regel';
}

const headers = (value: string): Record<string, string> => {
  const parts = splitCouncilToken(value);
  return parts ? { [RATSINFO_AUTH_HEADER]: parts.jwt } : {};
};

export default defineLoginKind<CouncilProfile>({
  cookie: 'ms_ratsinfo',
  lifetime: { setting: 'RATSINFO_SESSION_SECONDS', seconds: 3600 },
  pages: { area: PATHS.home, login: PATHS.login, logout: PATHS.logout, home: PATHS.home, loggedOut: PATHS.loggedOut, password: PATHS.password },
  // Public council files for everybody; the content API gives the non-public ones only with the token.
  files: [{ path: PATHS.files, upstream: '/api/cms/ratsinfo/dateien', anonymous: true }],
  headers,
  async login(api, { email, passwort }) {
    const answer = await api.cms.send<RatsLoginResult>('POST', '/api/cms/raete/login', { email, passwort });
    if (answer.status >= 500) throw new LoginUnavailableError(`login answered ${answer.status}`);
    // The spec's alternative login: any status under 500 is an answer; without data it is a failure.
    const body = answer.body;
    if (!body || typeof body.token !== 'string' || typeof body.id !== 'number' || !Number.isSafeInteger(body.id) || body.id < 1) return null;
    const token = `${body.id}.${body.token}`;
    const profile = await fetchProfile(api.withToken(token), token);
    if (!profile) return null;
    const pw_geaendert = body.pw_geaendert === true && profile.pw_geaendert;
    // A member with the initial password changes it first.
    return { token, profile: { ...profile, pw_geaendert }, mustChangePassword: !pw_geaendert };
  },
  restore: fetchProfile,
  // Logging out ends the session at the content API too: a cookie copied before reads nothing afterwards.
  logout: endContentApiSession,
  password: {
    acceptable: isAcceptablePassword,
    async change(cms, token, { alt, neu }, profile) {
      const parts = splitCouncilToken(token);
      if (!parts) return 'expired';
      const answer = await cms.send<RatsLoginResult & { error?: string }>('POST', `/api/cms/raete/${parts.id}/passwort`, {
        passwort_alt: alt,
        passwort_neu: neu,
      });
      if (answer.status >= 500) throw new LoginUnavailableError(`password change answered ${answer.status}`);
      if (answer.status === 401) return 'expired';
      if (answer.status === 200 && typeof answer.body?.token === 'string')
        return { token: `${parts.id}.${answer.body.token}`, profile: { ...profile, pw_geaendert: true } };
      return { refused: refusalOf(answer.body?.error) };
    },
    // With the initial password the content API reads nothing but the profile and the password change.
    mustChange: (profile) => !profile.pw_geaendert,
  },
});
