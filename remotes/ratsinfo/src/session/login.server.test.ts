import { RATSINFO_AUTH_HEADER, RATSINFO_MESSAGES, type CmsResponse, type CmsWriteClient } from '@musterstadt/cms-client';
import { validateLoginKind, type LoginApi } from '@musterstadt/shell-contract/server';
import kind, { splitCouncilToken } from './login.server';

type Answers = Record<string, CmsResponse<unknown>>;

/** A content API that answers each `METHOD path` as the test says and records the headers each call carries. */
function fakeApi(answers: Answers) {
  const calls: { call: string; headers: Record<string, string>; body?: unknown }[] = [];
  const client = (headers: Record<string, string>): CmsWriteClient => ({
    baseUrl: 'http://cms.test',
    async get<T>(path: string) {
      calls.push({ call: `GET ${path}`, headers });
      return (answers[`GET ${path}`] ?? { status: 404, body: null }) as CmsResponse<T>;
    },
    async send<T>(method: string, path: string, body?: unknown) {
      calls.push({ call: `${method} ${path}`, headers, body });
      return (answers[`${method} ${path}`] ?? { status: 404, body: null }) as CmsResponse<T>;
    },
  });
  const api: LoginApi = { cms: client({}), withToken: (token) => client(kind.headers(token)) };
  return { api, calls, withToken: api.withToken };
}

const profil = {
  id: 2,
  vorname: 'Sabine',
  nachname: 'Keller',
  kontakt: { email: 'sabine.keller@musterstadt.de' },
  taetigkeitsbereiche: ['Umwelt', 3],
  pw_geaendert: true,
};
const login = { email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' };

describe('the council login kind', () => {
  it('satisfies the contract, with the council cookie, pages, setting and public files', () => {
    expect(validateLoginKind({ default: kind })).toBeNull();
    expect(kind.cookie).toBe('ms_ratsinfo');
    expect(kind.lifetime).toEqual({ setting: 'RATSINFO_SESSION_SECONDS', seconds: 3600 });
    expect(kind.pages).toEqual({
      area: '/ratsinfo',
      login: '/ratsinfo/anmelden',
      logout: '/ratsinfo/abmelden',
      home: '/ratsinfo',
      loggedOut: '/ratsinfo/abgemeldet',
      password: '/ratsinfo/passwort-aendern',
    });
    expect(kind.files).toEqual([{ path: '/ratsinfo/dateien', upstream: '/api/cms/ratsinfo/dateien', anonymous: true }]);
  });

  it('logs in, reads the profile with the token in Ratsinfosystem-Authorization and keeps `<id>.<token>`', async () => {
    const { api, calls } = fakeApi({
      'POST /api/cms/raete/login': { status: 200, body: { id: 2, token: 'jwt-abc', pw_geaendert: true } },
      'GET /api/cms/raete/2': { status: 200, body: profil },
    });
    expect(await kind.login(api, login)).toEqual({
      token: '2.jwt-abc',
      profile: { id: 2, vorname: 'Sabine', nachname: 'Keller', email: 'sabine.keller@musterstadt.de', pw_geaendert: true, taetigkeitsbereiche: ['Umwelt'] },
      mustChangePassword: false,
    });
    expect(calls).toEqual([
      { call: 'POST /api/cms/raete/login', headers: {}, body: login },
      { call: 'GET /api/cms/raete/2', headers: { [RATSINFO_AUTH_HEADER]: 'jwt-abc' } },
    ]);
  });

  it('sends a member whose login says the initial password is still set to the password change', async () => {
    const { api } = fakeApi({
      'POST /api/cms/raete/login': { status: 200, body: { id: 2, token: 'jwt-abc', pw_geaendert: false } },
      'GET /api/cms/raete/2': { status: 200, body: profil },
    });
    expect(await kind.login(api, login)).toMatchObject({ profile: { pw_geaendert: false }, mustChangePassword: true });
    // Until then the shell sends the member from every page and file that needs the session to the password change.
    const member = { id: 2, vorname: 'Miriam', nachname: 'Vogt', email: '', taetigkeitsbereiche: [] };
    expect(kind.password?.mustChange?.({ ...member, pw_geaendert: false })).toBe(true);
    expect(kind.password?.mustChange?.({ ...member, pw_geaendert: true })).toBe(false);
  });

  it('applies the alternative login rule: no data is a failure, 500 is “not possible now”', async () => {
    for (const body of [{}, null, { id: 0, token: 'x' }, { id: 'zwei', token: 'x' }]) {
      expect(await kind.login(fakeApi({ 'POST /api/cms/raete/login': { status: 200, body } }).api, login)).toBeNull();
    }
    expect(await kind.login(fakeApi({ 'POST /api/cms/raete/login': { status: 401, body: { error: 'x' } } }).api, login)).toBeNull();
    await expect(kind.login(fakeApi({ 'POST /api/cms/raete/login': { status: 500, body: null } }).api, login)).rejects.toThrow('login answered 500');
  });

  it('restores a session from its cookie value, and ends one the content API refuses', async () => {
    const { withToken } = fakeApi({ 'GET /api/cms/raete/2': { status: 200, body: profil } });
    expect(await kind.restore(withToken('2.jwt-abc'), '2.jwt-abc')).toMatchObject({ id: 2, nachname: 'Keller' });
    expect(await kind.restore(withToken('kaputt'), 'kaputt')).toBeNull();
    const refused = fakeApi({ 'GET /api/cms/raete/2': { status: 401, body: { error: RATSINFO_MESSAGES.sessionInvalid } } });
    expect(await kind.restore(refused.withToken('2.jwt-abc'), '2.jwt-abc')).toBeNull();
    expect(splitCouncilToken('2.a.b')).toEqual({ id: 2, jwt: 'a.b' });
  });

  it('changes the password: the new token and profile, the refusals as the password page’s codes, an expired token', async () => {
    const member = { id: 2, vorname: 'Sabine', nachname: 'Keller', email: '', pw_geaendert: false, taetigkeitsbereiche: [] };
    const change = (status: number, body: unknown) =>
      kind.password!.change(
        fakeApi({ 'POST /api/cms/raete/2/passwort': { status, body } }).withToken('2.alt'),
        '2.alt',
        { alt: 'a', neu: 'Neu-Passwort-1' },
        member,
      );
    expect(await change(200, { id: 2, token: 'neu' })).toEqual({ token: '2.neu', profile: { ...member, pw_geaendert: true } });
    expect(await change(400, { error: RATSINFO_MESSAGES.passwordWrong })).toEqual({ refused: 'altes-passwort' });
    expect(await change(400, { error: RATSINFO_MESSAGES.passwordSame })).toEqual({ refused: 'gleich' });
    expect(await change(400, { error: RATSINFO_MESSAGES.passwordRule })).toEqual({ refused: 'regel' });
    expect(await change(401, {})).toBe('expired');
    expect(kind.password!.acceptable('Neu-Passwort-1')).toBe(true);
    expect(kind.password!.acceptable('kurz')).toBe(false);
  });

  it('ends the session at the content API on logout, with the member’s token', async () => {
    const { api, calls } = fakeApi({ 'POST /api/cms/sitzungen/abmelden': { status: 204, body: null } });
    await kind.logout!(api.withToken('2.eyJ.sig'), '2.eyJ.sig');
    expect(calls).toEqual([{ call: 'POST /api/cms/sitzungen/abmelden', headers: { [RATSINFO_AUTH_HEADER]: 'eyJ.sig' }, body: {} }]);
  });
});
