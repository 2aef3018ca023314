/**
 * The editorial area's login: POST /api/cms/redaktion/login, then GET /api/cms/redaktion/ich with the
 * token in `Redaktion-Authorization`. The cookie holds the token for at most one working day (the
 * content API ends a session after 30 minutes without a request); the store only the profile. The
 * editorial pages that need the session name the middleware `redaktion-anmeldung`; no search engine
 * reads any of them.
 */
import { REDAKTION_AUTH_HEADER, type CmsWriteClient, type RedaktionLoginResult, type RedaktionProfil } from '@musterstadt/cms-client';
import { LoginUnavailableError, defineLoginKind } from '@musterstadt/shell-contract/server';
import { PATHS } from '../texts';
import type { RedaktionProfile } from './profile';

/** The editor's profile, read with the token `cms` carries. */
async function fetchProfile(cms: CmsWriteClient): Promise<RedaktionProfile | null> {
  const answer = await cms.get<RedaktionProfil>('/api/cms/redaktion/ich', undefined);
  if (answer.status >= 500) throw new LoginUnavailableError(`redaktion profile answered ${answer.status}`);
  const body = answer.body;
  if (answer.status !== 200 || !body || typeof body.name !== 'string' || !Array.isArray(body.rollen) || !Array.isArray(body.bereiche)) return null;
  return { id: body.id, name: body.name, email: body.email, rollen: body.rollen, bereiche: body.bereiche };
}

export default defineLoginKind<RedaktionProfile>({
  cookie: 'ms_redaktion',
  lifetime: { setting: 'REDAKTION_SESSION_SECONDS', seconds: 8 * 3600, max: 10 * 3600 },
  pages: { area: PATHS.home, login: PATHS.login, logout: PATHS.logout, home: PATHS.home, loggedOut: PATHS.loggedOut },
  private: true,
  // The media library's files for the editors (thumbnails, files not yet public), with the session's token.
  files: [
    {
      path: PATHS.dateien,
      upstream: '/api/cms/redaktion/medien',
      types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      query: ['breite'],
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
  async logout(cms) {
    // Ends the server-side session; the cookie goes in any case.
    await cms.send('POST', '/api/cms/sitzungen/abmelden', {});
  },
});
