import { isInArea, isLoginUnavailable, LoginUnavailableError, validateLoginKind, type LoginKind } from './login-kind';

const kind: LoginKind<{ name: string }> = {
  cookie: 'ms_verein',
  lifetime: { setting: 'VEREIN_SESSION_SECONDS', seconds: 1800 },
  pages: { area: '/verein', login: '/verein/anmelden', logout: '/verein/abmelden', home: '/verein', loggedOut: '/verein/abgemeldet' },
  protects: ['/verein/intern'],
  files: [{ path: '/verein/dateien', upstream: '/api/cms/verein/dateien' }],
  headers: (token) => ({ authorization: `Bearer ${token}` }),
  login: async () => null,
  restore: async () => null,
};

describe('validateLoginKind', () => {
  it('accepts a module whose default export is a well-formed kind', () => {
    expect(validateLoginKind({ default: kind })).toBeNull();
    const password = { acceptable: () => true, change: async () => 'expired' as const };
    expect(validateLoginKind({ default: { ...kind, pages: { ...kind.pages, password: '/verein/passwort' }, password } })).toBeNull();
  });

  it.each([
    [{}, 'no default login kind'],
    [{ default: { ...kind, cookie: 'ms-app; Path=/' } }, 'cookie must be a lower-case cookie name'],
    [{ default: { ...kind, lifetime: { setting: 'lower', seconds: 60 } } }, 'lifetime.setting must name an environment setting'],
    [{ default: { ...kind, lifetime: { setting: 'VEREIN_SECONDS', seconds: 0 } } }, 'lifetime.seconds must be 1 to 2592000'],
    [{ default: { ...kind, pages: { ...kind.pages, area: 'verein' } } }, 'pages.area must be a path of this site'],
    [{ default: { ...kind, pages: { ...kind.pages, login: '/anmelden' } } }, 'pages.login must be a path inside /verein'],
    [{ default: { ...kind, pages: { ...kind.pages, home: '//evil.example' } } }, 'pages.home must be a path inside /verein'],
    [{ default: { ...kind, protects: ['/'] } }, 'protects must be a list of path prefixes'],
    [{ default: { ...kind, files: [{ path: '/verein/dateien', upstream: 'https://evil.example/' }] } }, 'files need a content-API path'],
    [{ default: { ...kind, files: [{ path: '/verein/dateien', upstream: '/api/cms/../geheim' }] } }, 'files need a content-API path'],
    [{ default: { ...kind, restore: undefined } }, 'restore must be a function'],
    [{ default: { ...kind, password: { acceptable: () => true, change: async () => 'expired' } } }, 'password needs pages.password'],
  ])('rejects %p', (module, problem) => {
    expect(validateLoginKind(module)).toContain(problem);
  });
});

describe('isInArea', () => {
  it('takes the area itself and paths below it, not paths that only start alike', () => {
    expect(isInArea('/verein', '/verein')).toBe(true);
    expect(isInArea('/verein', '/verein/intern/1')).toBe(true);
    expect(isInArea('/verein', '/vereine')).toBe(false);
  });
});

describe('isLoginUnavailable', () => {
  it("knows the kind's and the data client's errors by name (a remote's build has its own copy of the class)", () => {
    expect(isLoginUnavailable(new LoginUnavailableError('down'))).toBe(true);
    expect(isLoginUnavailable(Object.assign(new Error('timeout'), { name: 'CmsUnavailableError' }))).toBe(true);
    expect(isLoginUnavailable(new TypeError('bug'))).toBe(false);
  });
});
