import { INTRANET_AUTH_HEADER, type CmsResponse, type CmsWriteClient } from '@musterstadt/cms-client';
import { validateLoginKind, type LoginApi } from '@musterstadt/shell-contract/server';
import kind, { splitIntranetToken } from './login.server';

const UUID = '6f1c2a4e-8b3d-4c5e-9a17-2d4b6e8f0a11';

function fakeApi(answers: Record<string, CmsResponse<unknown>>) {
  const calls: { call: string; headers: Record<string, string> }[] = [];
  const client = (headers: Record<string, string>): CmsWriteClient => ({
    baseUrl: 'http://cms.test',
    async get<T>(path: string) {
      calls.push({ call: `GET ${path}`, headers });
      return (answers[`GET ${path}`] ?? { status: 404, body: null }) as CmsResponse<T>;
    },
    async send<T>(method: string, path: string) {
      calls.push({ call: `${method} ${path}`, headers });
      return (answers[`${method} ${path}`] ?? { status: 404, body: null }) as CmsResponse<T>;
    },
  });
  const api: LoginApi = { cms: client({}), withToken: (token) => client(kind.headers(token)) };
  return { api, calls };
}

const user = { uuid: UUID, vorname: 'Anna', nachname: 'Schmid', email: 'anna.schmid@musterstadt.de' };

describe('the intranet login kind', () => {
  it('satisfies the contract: its cookie and setting, every intranet page but login and goodbye protected, private, its documents', () => {
    expect(validateLoginKind({ default: kind })).toBeNull();
    expect([kind.cookie, kind.lifetime]).toEqual(['ms_intranet', { setting: 'INTRANET_SESSION_SECONDS', seconds: 3600 }]);
    expect(kind.pages).toEqual({
      area: '/intranet',
      login: '/intranet/anmelden',
      logout: '/intranet/abmelden',
      home: '/intranet',
      loggedOut: '/intranet/abgemeldet',
    });
    expect(kind.protects).toEqual(['/intranet']);
    expect(kind.private).toBe(true);
    expect(kind.files).toEqual([{ path: '/intranet/dokumente', upstream: '/api/cms/intranet/dokumente' }]);
    expect(kind.password).toBeUndefined();
  });

  it('logs in and reads the user with the token in `authorization`, keeping `<uuid>.<token>`', async () => {
    const { api, calls } = fakeApi({
      'POST /api/cms/login': { status: 200, body: { uuid: UUID.toUpperCase(), token: 'eyJ.staff.sig' } },
      [`GET /api/cms/intranet/user/${UUID}`]: { status: 200, body: user },
    });
    expect(await kind.login(api, { email: user.email, passwort: 'Intranet!2026' })).toEqual({ token: `${UUID}.eyJ.staff.sig`, profile: user });
    expect(calls).toEqual([
      { call: 'POST /api/cms/login', headers: {} },
      { call: `GET /api/cms/intranet/user/${UUID}`, headers: { [INTRANET_AUTH_HEADER]: 'Bearer eyJ.staff.sig' } },
    ]);
  });

  it('fails a login without data, and cannot log in while the content API fails', async () => {
    expect(await kind.login(fakeApi({ 'POST /api/cms/login': { status: 401, body: { error: 'x' } } }).api, { email: 'a', passwort: 'b' })).toBeNull();
    await expect(kind.login(fakeApi({ 'POST /api/cms/login': { status: 503, body: null } }).api, { email: 'a', passwort: 'b' })).rejects.toThrow('503');
  });

  it('restores a session and ends one the content API refuses', async () => {
    const token = `${UUID}.eyJ.staff.sig`;
    const ok = fakeApi({ [`GET /api/cms/intranet/user/${UUID}`]: { status: 200, body: user } });
    expect(await kind.restore(ok.api.withToken(token), token)).toEqual(user);
    const refused = fakeApi({ [`GET /api/cms/intranet/user/${UUID}`]: { status: 401, body: {} } });
    expect(await kind.restore(refused.api.withToken(token), token)).toBeNull();
    expect(await kind.restore(ok.api.withToken('kaputt'), 'kaputt')).toBeNull();
    expect(kind.headers('kaputt')).toEqual({});
    expect(splitIntranetToken(token)).toEqual({ uuid: UUID, jwt: 'eyJ.staff.sig' });
  });
});
