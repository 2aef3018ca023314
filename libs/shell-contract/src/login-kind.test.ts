import { isLoginUnavailable, LoginUnavailableError, validateLoginKind, type LoginKind } from './login-kind';
import { validateServerContributions } from './server';

const kind: LoginKind<{ name: string }> = {
  cookie: 'ms_verein',
  lifetime: { setting: 'VEREIN_SESSION_SECONDS', seconds: 1800 },
  pages: { area: '/verein', login: '/verein/anmelden', logout: '/verein/abmelden', home: '/verein', loggedOut: '/verein/abgemeldet' },
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
    // A release that still names protected prefixes is refused rather than left open.
    [{ default: { ...kind, protects: ['/verein/intern'] } }, 'protects is gone: pages name the middleware that needs the session'],
    [{ default: { ...kind, files: [{ path: '/verein/dateien', upstream: 'https://evil.example/' }] } }, 'files need a content-API path'],
    [{ default: { ...kind, files: [{ path: '/verein/dateien', upstream: '/api/cms/../geheim' }] } }, 'files need a content-API path'],
    [{ default: { ...kind, restore: undefined } }, 'restore must be a function'],
    [{ default: { ...kind, password: { acceptable: () => true, change: async () => 'expired' } } }, 'password needs pages.password'],
    [
      {
        default: {
          ...kind,
          pages: { ...kind.pages, password: '/verein/passwort' },
          password: { acceptable: () => true, change: async () => 'expired', mustChange: true },
        },
      },
      'password.mustChange must be a function',
    ],
  ])('rejects %p', (module, problem) => {
    expect(validateLoginKind(module)).toContain(problem);
  });
});

describe('isLoginUnavailable', () => {
  it("knows the kind's and the data client's errors by name (a remote's build has its own copy of the class)", () => {
    expect(isLoginUnavailable(new LoginUnavailableError('down'))).toBe(true);
    expect(isLoginUnavailable(Object.assign(new Error('timeout'), { name: 'CmsUnavailableError' }))).toBe(true);
    expect(isLoginUnavailable(new TypeError('bug'))).toBe(false);
  });
});

describe('validateServerContributions', () => {
  it('accepts login kinds and feeds, server-side contributions of contract version 1', () => {
    const feeds = [
      { path: '/ratsinfo/sitzungen.ics', upstream: '/api/cms/ical/sitzungen.ics', query: ['gremium'] },
      { path: '/oparl/v1', upstream: '/api/cms/oparl/v1', segments: 3, query: '*' as const, cors: true, notFound: 'Nicht gefunden.' },
    ];
    const middleware = { 'verein-anmeldung': async () => ({ default: () => ({ next: true as const }) }) };
    expect(validateServerContributions({ logins: { verein: async () => ({ default: kind }) }, middleware, feeds })).toBeNull();
    expect(validateServerContributions({})).toBeNull();
  });

  it.each([
    [{ logins: { verein: {} } }, 'logins.verein must be a loader function'],
    [{ logins: [] }, 'logins must be a record'],
    [{ logins: { 'Verein Login': async () => ({}) } }, 'logins.Verein Login must be a lower-case name'],
    [{ middleware: { 'verein-anmeldung': 'verein' } }, 'middleware.verein-anmeldung must be a loader function'],
    [{ middleware: { Vereinsanmeldung: async () => ({}) } }, 'middleware.Vereinsanmeldung must be a lower-case name'],
    [{ feeds: {} }, 'feeds must be a list'],
    [{ feeds: [{ path: '/oparl/v1', upstream: 'https://evil.example/' }] }, 'feeds./oparl/v1 needs a content-API path'],
    [{ feeds: [{ path: 'oparl', upstream: '/api/cms/oparl/v1' }] }, 'feeds.oparl needs a path of this site'],
    [{ feeds: [{ path: '/oparl/v1', upstream: '/api/cms/oparl/v1', segments: 99 }] }, 'feeds./oparl/v1.segments must be 0 to 8'],
    [{ feeds: [{ path: '/a.ics', upstream: '/api/cms/a.ics', query: ['gre mium'] }] }, "feeds./a.ics.query must list parameter names or be '*'"],
  ])('rejects %p', (definition, problem) => {
    expect(validateServerContributions(definition as never)).toContain(problem);
  });
});
