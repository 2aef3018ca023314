import { isLoginUnavailable, LoginUnavailableError, validateLoginKind, type LoginKind } from './login-kind';
import { validatePreviewSource } from './previews';
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
    // A working day at most; pictures and PDFs with their own type and width.
    const files = [{ path: '/verein/medien', upstream: '/api/cms/verein/medien', types: ['image/jpeg', 'application/pdf'], query: ['breite'] }];
    expect(validateLoginKind({ default: { ...kind, lifetime: { setting: 'VEREIN_SESSION_SECONDS', seconds: 28_800, max: 36_000 }, files } })).toBeNull();
  });

  it.each([
    [{}, 'no default login kind'],
    [{ default: { ...kind, cookie: 'ms-app; Path=/' } }, 'cookie must be a lower-case cookie name'],
    [{ default: { ...kind, lifetime: { setting: 'lower', seconds: 60 } } }, 'lifetime.setting must name an environment setting'],
    [{ default: { ...kind, lifetime: { setting: 'VEREIN_SECONDS', seconds: 0 } } }, 'lifetime.seconds must be 1 to 2592000'],
    [{ default: { ...kind, lifetime: { setting: 'VEREIN_SECONDS', seconds: 40_000, max: 36_000 } } }, 'lifetime.seconds must be 1 to 36000'],
    [{ default: { ...kind, lifetime: { setting: 'VEREIN_SECONDS', seconds: 60, max: 3_000_000 } } }, 'lifetime.max must be 1 to 2592000'],
    [
      { default: { ...kind, files: [{ path: '/verein/medien', upstream: '/api/cms/medien', types: ['bild'] }] } },
      'files.types must be a list of content types',
    ],
    [{ default: { ...kind, files: [{ path: '/verein/medien', upstream: '/api/cms/medien', query: ['a&b'] }] } }, 'files.query must list parameter names'],
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
    const previews = {
      vorschau: async () => ({
        default: { path: '/verein/vorschau', load: async () => ({ status: 'refused' as const, httpStatus: 410 as const, message: 'Abgelaufen.' }) },
      }),
    };
    expect(validateServerContributions({ logins: { verein: async () => ({ default: kind }) }, middleware, feeds, previews })).toBeNull();
    expect(validateServerContributions({})).toBeNull();
  });

  it.each([
    [{ logins: { verein: {} } }, 'logins.verein must be a loader function'],
    [{ logins: [] }, 'logins must be a record'],
    [{ logins: { 'Verein Login': async () => ({}) } }, 'logins.Verein Login must be a lower-case name'],
    [{ middleware: { 'verein-anmeldung': 'verein' } }, 'middleware.verein-anmeldung must be a loader function'],
    [{ middleware: { Vereinsanmeldung: async () => ({}) } }, 'middleware.Vereinsanmeldung must be a lower-case name'],
    [{ previews: { vorschau: 'nein' } }, 'previews.vorschau must be a loader function'],
    [{ feeds: {} }, 'feeds must be a list'],
    [{ feeds: [{ path: '/oparl/v1', upstream: 'https://evil.example/' }] }, 'feeds./oparl/v1 needs a content-API path'],
    [{ feeds: [{ path: 'oparl', upstream: '/api/cms/oparl/v1' }] }, 'feeds.oparl needs a path of this site'],
    [{ feeds: [{ path: '/oparl/v1', upstream: '/api/cms/oparl/v1', segments: 99 }] }, 'feeds./oparl/v1.segments must be 0 to 8'],
    [{ feeds: [{ path: '/a.ics', upstream: '/api/cms/a.ics', query: ['gre mium'] }] }, "feeds./a.ics.query must list parameter names or be '*'"],
  ])('rejects %p', (definition, problem) => {
    expect(validateServerContributions(definition as never)).toContain(problem);
  });
});

describe('validatePreviewSource', () => {
  it('accepts a source with a path of this site and a loader, and names what is wrong otherwise', () => {
    const load = async () => ({ status: 'refused' as const, httpStatus: 404 as const, message: 'Unbekannt.' });
    expect(validatePreviewSource({ default: { path: '/verein/vorschau', load } })).toBeNull();
    expect(validatePreviewSource({})).toBe('the module has no default preview source');
    expect(validatePreviewSource({ default: { path: 'https://evil.example/', load } })).toBe('path must be a path of this site');
    expect(validatePreviewSource({ default: { path: '/verein/vorschau' } })).toBe('load must be a function');
  });
});
