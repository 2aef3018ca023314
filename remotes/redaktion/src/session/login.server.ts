/**
 * The editorial area's login: POST /api/cms/redaktion/login, then GET /api/cms/redaktion/ich with the
 * token in `Redaktion-Authorization`. The cookie holds the token for at most one working day (the
 * content API ends a session after 30 minutes without a request); the store only the profile. The
 * editorial pages that need the session name the middleware `redaktion-anmeldung`; no search engine
 * reads any of them. Every editor changes her own password at /redaktion/passwort: the content API ends
 * every session of the account and answers a new token, which the shell puts into the cookie.
 */
import { REDAKTION_AUTH_HEADER, type CmsWriteClient, type RedaktionLoginResult, type RedaktionProfil } from '@musterstadt/cms-client';
import { LoginUnavailableError, defineLoginKind, type PasswordOutcome } from '@musterstadt/shell-contract/server';
import { PASSWORT_MAX, PASSWORT_MIN, PATHS } from '../texts';
import type { RedaktionProfile } from './profile';

/** The editor's profile, read with the token `cms` carries. */
async function fetchProfile(cms: CmsWriteClient): Promise<RedaktionProfile | null> {
  const answer = await cms.get<RedaktionProfil>('/api/cms/redaktion/ich', undefined);
  if (answer.status >= 500) throw new LoginUnavailableError(`redaktion profile answered ${answer.status}`);
  const body = answer.body;
  if (answer.status !== 200 || !body || typeof body.name !== 'string' || !Array.isArray(body.rollen) || !Array.isArray(body.bereiche)) return null;
  return { id: body.id, name: body.name, email: body.email, rollen: body.rollen, bereiche: body.bereiche };
}

/** The content API's rule for an editor's password (the same as for the first one). */
export const passwortErlaubt = (passwort: string): boolean => passwort.length >= PASSWORT_MIN && passwort.length <= PASSWORT_MAX;

/** The own password: POST /api/cms/redaktion/ich/passwort; its German refusals become the shell's codes. */
export async function aenderePasswort(
  cms: CmsWriteClient,
  { alt, neu }: { alt: string; neu: string },
  profile: RedaktionProfile,
): Promise<PasswordOutcome<RedaktionProfile>> {
  const answer = await cms.send<RedaktionLoginResult & { error?: unknown }>('POST', '/api/cms/redaktion/ich/passwort', {
    passwort_alt: alt,
    passwort_neu: neu,
  });
  if (answer.status >= 500) throw new LoginUnavailableError(`redaktion password change answered ${answer.status}`);
  if (answer.status === 401) return 'expired';
  const token = answer.body?.token;
  if (answer.status === 200 && typeof token === 'string') return { token, profile };
  if (answer.status === 403) return { refused: 'altes-passwort' };
  return { refused: /unterscheiden/.test(String(answer.body?.error ?? '')) ? 'gleich' : 'regel' };
}

export default defineLoginKind<RedaktionProfile>({
  cookie: 'ms_redaktion',
  lifetime: { setting: 'REDAKTION_SESSION_SECONDS', seconds: 8 * 3600, max: 10 * 3600 },
  pages: { area: PATHS.home, login: PATHS.login, logout: PATHS.logout, home: PATHS.home, loggedOut: PATHS.loggedOut, password: PATHS.passwort },
  private: true,
  // The media library's files for the editors (thumbnails, files not yet public), with the session's token.
  files: [
    {
      path: PATHS.dateien,
      upstream: '/api/cms/redaktion/medien',
      types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      query: ['breite'],
    },
    // Pictures and PDFs citizens sent with their submissions: for the editors who decide them, never public before approval.
    {
      path: PATHS.eingangDateien,
      upstream: '/api/cms/redaktion/eingaenge/dateien',
      types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
    },
  ],
  headers(token): Record<string, string> {
    return { [REDAKTION_AUTH_HEADER]: `Bearer ${token}` };
  },
  async login(api, { email, passwort }) {
    const answer = await api.cms.send<RedaktionLoginResult>('POST', '/api/cms/redaktion/login', { email, passwort });
    if (answer.status >= 500) throw new LoginUnavailableError(`redaktion login answered ${answer.status}`);
    const token = answer.body?.token;
    if (answer.status !== 200 || typeof token !== 'string') return null;
    const profile = await fetchProfile(api.withToken(token));
    return profile ? { token, profile } : null;
  },
  restore: (cms) => fetchProfile(cms),
  password: {
    acceptable: passwortErlaubt,
    change: (cms, _token, passwoerter, profile) => aenderePasswort(cms, passwoerter, profile),
  },
  async logout(cms) {
    // Ends the server-side session; the cookie goes in any case.
    await cms.send('POST', '/api/cms/sitzungen/abmelden', {});
  },
});
