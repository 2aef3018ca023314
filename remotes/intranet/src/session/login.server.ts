/**
 * The staff intranet's login (spec points 3, 4, 6, 7, 9): POST /api/cms/login, then
 * GET /api/cms/intranet/user/{uuid} with the token in `authorization`. The cookie holds
 * `<uuid>.<token>` for an hour; the store only the profile. Every intranet page but the login and
 * the goodbye needs the session, and no search engine reads the intranet.
 */
import { INTRANET_AUTH_HEADER, type CmsWriteClient, type IntranetLoginResult, type IntranetUser } from '@musterstadt/cms-client';
import { LoginUnavailableError, defineLoginKind } from '@musterstadt/shell-contract/server';
import { PATHS } from '../texts';
import type { IntranetProfile } from './profile';

const COOKIE_VALUE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(.+)$/;

/** The staff member's uuid and the token of a cookie value `<uuid>.<token>`. */
export function splitIntranetToken(value: string): { uuid: string; jwt: string } | null {
  const match = COOKIE_VALUE.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { uuid: match[1], jwt: match[2] };
}

/** The staff member's profile, read with the token `cms` carries. */
async function fetchProfile(cms: CmsWriteClient, value: string): Promise<IntranetProfile | null> {
  const parts = splitIntranetToken(value);
  if (!parts) return null;
  const answer = await cms.get<IntranetUser>(`/api/cms/intranet/user/${parts.uuid}`, undefined);
  if (answer.status >= 500) throw new LoginUnavailableError(`intranet profile answered ${answer.status}`);
  const body = answer.body;
  if (answer.status !== 200 || !body || typeof body.vorname !== 'string' || typeof body.nachname !== 'string') return null;
  return { uuid: parts.uuid, vorname: body.vorname, nachname: body.nachname, email: typeof body.email === 'string' ? body.email : '' };
}

export default defineLoginKind<IntranetProfile>({
  cookie: 'ms_intranet',
  lifetime: { setting: 'INTRANET_SESSION_SECONDS', seconds: 3600 },
  pages: { area: PATHS.home, login: PATHS.login, logout: PATHS.logout, home: PATHS.home, loggedOut: PATHS.loggedOut },
  protects: [PATHS.home],
  private: true,
  files: [{ path: PATHS.dokumente, upstream: '/api/cms/intranet/dokumente' }],
  headers(value): Record<string, string> {
    const parts = splitIntranetToken(value);
    return parts ? { [INTRANET_AUTH_HEADER]: `Bearer ${parts.jwt}` } : {};
  },
  async login(api, { email, passwort }) {
    const answer = await api.cms.send<IntranetLoginResult>('POST', '/api/cms/login', { email, passwort });
    if (answer.status >= 500) throw new LoginUnavailableError(`intranet login answered ${answer.status}`);
    const body = answer.body;
    if (!body || typeof body.token !== 'string' || typeof body.uuid !== 'string') return null;
    const token = `${body.uuid.toLowerCase()}.${body.token}`;
    const profile = await fetchProfile(api.withToken(token), token);
    return profile ? { token, profile } : null;
  },
  restore: fetchProfile,
});
