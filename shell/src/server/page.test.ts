/** @jest-environment node */
import type { CmsClient, CmsResponse, RouteLookupResult } from '@musterstadt/cms-client';
import { CmsUnavailableError } from '@musterstadt/cms-client';
import type { LayoutModule, TemplateModule } from '@musterstadt/shell-contract';
import { isRedirect, type PageData } from '../app/page-data';
import { FormRegistry } from './forms/handler';
import { resolvePage } from './data-router';
import { MenuCache, type PageContext, type RemoteLookup } from './page';
import { pageGate } from './page-middleware';
import type { ContributedMiddleware } from './remote-registry';
import type { ActiveSession } from './session/session';

const Noop = () => null;
const layouts: Record<string, Record<string, LayoutModule>> = {
  town: { default: { default: Noop, menus: ['Hauptmenü'] }, portal: { default: Noop, menus: ['Hauptmenü'] } },
  feuerwehr: { feuerwehr: { default: Noop, menus: ['Hauptmenü Feuerwehr'] } },
};
const templates: Record<string, Record<string, TemplateModule>> = {
  town: {
    'artikel-liste': { default: Noop },
    'artikel-detail': { default: Noop },
    portal: { default: Noop },
    text: { default: Noop },
    formular: { default: Noop },
  },
  feuerwehr: { 'feuerwehr-home': { default: Noop } },
};

// The themes the remotes declare; they stay known while a remote is down.
const themes = { feuerwehr: 'feuerwehr', gydo: 'gymnasium' };

function fakeRegistry(down: string[] = []): RemoteLookup {
  const up = (id: string) => !down.includes(id);
  const modules = (kind: 'layouts' | 'templates') => (kind === 'layouts' ? layouts : templates);
  return {
    resolve: (kind, name) => {
      const remote = Object.keys(modules(kind)).find((id) => up(id) && modules(kind)[id]![name]);
      return remote ? { remote, name } : undefined;
    },
    layout: async (id, name) => layouts[id]?.[name],
    template: async (id, name) => templates[id]?.[name],
    asset: (id) => (up(id) ? { id, version: 'v1', entry: `/_remotes/${id}/@v1/browser/remoteEntry.js`, css: [] } : undefined),
    themes: () => themes,
    uniqueContainers: (id) => (id === 'town' ? ['stellenportal'] : []),
    view: () => ({ layout: (ref) => layouts[ref.remote]?.[ref.name], template: (ref) => templates[ref.remote]?.[ref.name] }),
  };
}

const LAYOUTS = { fallback: 'default', error: 'default', home: 'portal', homeTemplate: 'portal' };

type Handler = (path: string, params: Record<string, unknown>) => CmsResponse | Promise<CmsResponse>;

function fakeClient(routes: Record<string, RouteLookupResult>, answers: Record<string, Handler> = {}) {
  const calls: { path: string; params: Record<string, unknown> }[] = [];
  const client: CmsClient = {
    baseUrl: 'http://cms',
    async get<T>(path: string, params: Record<string, unknown> = {}) {
      calls.push({ path, params });
      if (path === '/api/cms/route') {
        const route = routes[String(params.url)];
        return (route ? { status: 200, body: route } : { status: 404, body: { error: 'Seite nicht gefunden' } }) as CmsResponse<T>;
      }
      if (path === '/api/cms/menu')
        return { status: 200, body: { name: params.name, menuItems: [{ title: String(params.name), href: '/' }] } } as CmsResponse<T>;
      const handler = answers[path];
      return (handler ? await handler(path, params) : { status: 404, body: null }) as CmsResponse<T>;
    },
  };
  return { client, calls };
}

function context(client: CmsClient, registry = fakeRegistry()): PageContext {
  return { client, registry, menus: new MenuCache(client, 0), layouts: LAYOUTS, report: () => undefined };
}

const newsList: RouteLookupResult = {
  url: '/aktuelles',
  title: 'Aktuelles',
  apiCalls: [{ name: 'artikel', endpoint: '/api/cms/artikel', params: { bereich: 'stadt' }, options: { query: { seite: true } } }],
  pageContent: {
    pageLayout: 'default',
    title: 'Aktuelles',
    description: 'Neuigkeiten',
    breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Aktuelles' }],
    context: [{ template: 'artikel-liste', context: { apiCalls: ['artikel'] } }],
  },
};

const detail: RouteLookupResult = {
  url: '/aktuelles/haushalt',
  title: 'Aktuelles',
  apiCalls: [{ name: 'artikel', endpoint: '/api/cms/artikel', params: { slug: 'haushalt' }, options: { useMeta: true, errorOnEmpty: true, canonical: true } }],
  pageContent: {
    pageLayout: 'default',
    title: 'Aktuelles',
    breadcrumbs: [
      { title: 'Startseite', url: '/' },
      { title: 'Aktuelles', url: '/aktuelles' },
    ],
    context: [{ template: 'artikel-detail', context: { apiCalls: ['artikel'] } }],
  },
};

const url = (path: string) => new URL(path, 'http://shell.local');
const asPage = (value: unknown) => value as PageData;

describe('resolvePage', () => {
  it('runs every page through the data router of the two routes, the root and the catch-all', async () => {
    const { client, calls } = fakeClient({ '/gydo/': { ...newsList, url: '/gydo/' } }, { '/api/cms/artikel': () => ({ status: 200, body: { data: [] } }) });
    expect(asPage((await resolvePage(context(client), url('/'))).page).view.path).toBe('/');
    expect(asPage((await resolvePage(context(client), url('/gydo/'))).page).view.status).toBe(200);
    expect(calls.filter((call) => call.path === '/api/cms/route').map((call) => call.params.url)).toEqual(['/gydo/']);
  });

  it('answers an error its loader did not expect with the error page, status 500, and reports it', async () => {
    const { client } = fakeClient({ '/aktuelles': newsList }, { '/api/cms/artikel': () => ({ status: 200, body: { data: [] } }) });
    const reported: unknown[] = [];
    const registry = fakeRegistry();
    const broken: RemoteLookup = {
      ...registry,
      resolve: (kind, name) => {
        if (kind === 'templates') throw new Error('registry broken');
        return registry.resolve(kind, name);
      },
    };
    const { page } = await resolvePage({ ...context(client, broken), report: (error) => reported.push(error) }, url('/aktuelles'));
    expect(asPage(page).view.status).toBe(500);
    expect(asPage(page).view.heading).toBe('Leider ist ein Fehler aufgetreten');
    expect(reported).toEqual([new Error('registry broken')]);
  });

  it('builds a list page with pagination, theme, menus and the remote that owns each part', async () => {
    const { client, calls } = fakeClient(
      { '/aktuelles': newsList },
      { '/api/cms/artikel': () => ({ status: 200, body: { data: [{ id: 1, titel: 'A' }], seiten: 3 } }) },
    );
    const { page } = await resolvePage(context(client), url('/aktuelles?seite=2&fremd=1'));
    const data = asPage(page);
    expect(data.view).toMatchObject({ title: 'Aktuelles', heading: 'Aktuelles', theme: 'default', status: 200, pagination: { page: 2, pages: 3 } });
    expect(data.layout).toEqual({ remote: 'town', name: 'default' });
    expect(data.blocks[0]).toMatchObject({ remote: 'town', template: 'artikel-liste', slot: 'main' });
    expect(data.menus['Hauptmenü']).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/cms/artikel')?.params).toEqual({ bereich: 'stadt', seite: '2' });
    expect(data.remotes.map((r) => r.id)).toEqual(['town']);
  });

  it("answers a withdrawn address 410 with the not-found page's look and a German text, and reports nothing", async () => {
    const reported: unknown[] = [];
    const client: CmsClient = {
      baseUrl: 'http://cms',
      get: async <T>(path: string) =>
        (path === '/api/cms/route'
          ? { status: 410, body: { error: 'Dieser Inhalt wurde zurückgezogen und ist nicht mehr verfügbar.' } }
          : { status: 200, body: { name: 'x', menuItems: [] } }) as CmsResponse<T>,
    };
    const { page } = await resolvePage({ ...context(client), report: (error) => reported.push(error) }, url('/aktuelles/alt'));
    expect(asPage(page).error).toEqual({ status: 410, kind: 'gone' });
    expect(asPage(page).view).toMatchObject({ status: 410, heading: 'Dieser Inhalt ist nicht mehr verfügbar' });
    expect(reported).toEqual([]);
  });

  it('skips the route lookup for the home page', async () => {
    const { client, calls } = fakeClient({}, { '/api/cms/startseite': () => ({ status: 200, body: { titel: 'Willkommen', module: [] } }) });
    const { page } = await resolvePage(context(client), url('/'));
    expect(calls.some((c) => c.path === '/api/cms/route')).toBe(false);
    expect(asPage(page).layout).toEqual({ remote: 'town', name: 'portal' });
    expect(asPage(page).view.title).toBe('Willkommen');
  });

  it('gives a 404 page when no route matches, themed by the first path segment', async () => {
    const { client } = fakeClient({});
    const { page } = await resolvePage(context(client), url('/gydo/gibt-es-nicht'));
    expect(asPage(page).error).toEqual({ status: 404, kind: 'not-found' });
    expect(asPage(page).view).toMatchObject({ status: 404, heading: '404 - Seite nicht gefunden', title: '404 – Seite nicht gefunden', theme: 'gymnasium' });
  });

  it('gives a 503 page when the content API is unreachable', async () => {
    const client: CmsClient = { baseUrl: '', get: async () => Promise.reject(new CmsUnavailableError('down')) };
    const { page } = await resolvePage(context(client), url('/aktuelles'));
    expect(asPage(page).view.status).toBe(503);
    expect(asPage(page).view.heading).toBe('Leider ist ein Fehler aufgetreten');
  });

  it('uses the entry for title, description, canonical and breadcrumb on a detail page, and leaves the h1 to it', async () => {
    const entry = {
      id: 3,
      titel: 'Haushalt 2027',
      einleitung: '<p>Der Rat hat <b>beschlossen</b>.</p>',
      detailURL: '/aktuelles/haushalt',
      text: '<p onclick="x()">Text</p><script>alert(1)</script>',
    };
    const { client } = fakeClient({ '/aktuelles/haushalt': detail }, { '/api/cms/artikel': () => ({ status: 200, body: { data: [entry] } }) });
    const data = asPage((await resolvePage(context(client), url('/aktuelles/haushalt'))).page);
    expect(data.view).toMatchObject({ title: 'Haushalt 2027', heading: null, description: 'Der Rat hat beschlossen.', canonical: '/aktuelles/haushalt' });
    expect(data.view.breadcrumbs.at(-1)).toEqual({ title: 'Haushalt 2027' });
    const text = (data.blocks[0]!.data.artikel as { data: { text: string }[] }).data[0]!.text;
    expect(text).toBe('<p>Text</p>');
  });

  it('keeps the h1 on a detail page whose entry block cannot be shown (its remote is down)', async () => {
    const entry = { id: 3, titel: 'Haushalt 2027', detailURL: '/aktuelles/haushalt' };
    const { client } = fakeClient({ '/aktuelles/haushalt': detail }, { '/api/cms/artikel': () => ({ status: 200, body: { data: [entry] } }) });
    const data = asPage((await resolvePage(context(client, fakeRegistry(['town'])), url('/aktuelles/haushalt'))).page);
    expect(data.blocks[0]!.remote).toBeNull();
    expect(data.view).toMatchObject({ title: 'Haushalt 2027', heading: 'Haushalt 2027' });
  });

  it('keeps an embedded script only in the block whose options allow its source', async () => {
    const entry = {
      id: 4,
      titel: 'Stellen',
      detailURL: '/stellen',
      text: '<div id="stellenportal"></div><script src="/api/cms/widgets/stellenfilter.js"></script>',
    };
    const route: RouteLookupResult = {
      ...detail,
      pageContent: {
        ...detail.pageContent,
        context: [
          { template: 'artikel-detail', context: { apiCalls: ['artikel'] }, options: { erlaubteSkripte: ['/api/cms/widgets/'] } },
          { template: 'artikel-detail', context: { apiCalls: ['artikel'] }, options: {} },
        ],
      },
    };
    const { client } = fakeClient({ '/stellen': route }, { '/api/cms/artikel': () => ({ status: 200, body: { data: [entry] } }) });
    const data = asPage((await resolvePage(context(client), url('/stellen'))).page);
    const textOf = (index: number) => (data.blocks[index]!.data.artikel as { data: { text: string }[] }).data[0]!.text;
    expect(textOf(0)).toBe('<div id="stellenportal"></div><ms-script src="/api/cms/widgets/stellenfilter.js"></ms-script>');
    expect(textOf(1)).toBe('<div id="stellenportal"></div>');
  });

  it('answers 404 when an errorOnEmpty call finds nothing', async () => {
    const { client } = fakeClient({ '/aktuelles/haushalt': detail }, { '/api/cms/artikel': () => ({ status: 200, body: { data: [] } }) });
    expect(asPage((await resolvePage(context(client), url('/aktuelles/haushalt'))).page).view.status).toBe(404);
  });

  it('redirects a single-entry list to its detail page', async () => {
    const route: RouteLookupResult = { ...newsList, apiCalls: [{ ...newsList.apiCalls[0]!, options: { redirectOnSingleEntry: true } }] };
    const { client } = fakeClient(
      { '/aktuelles': route },
      { '/api/cms/artikel': () => ({ status: 200, body: { data: [{ id: 1, titel: 'A', detailURL: '/aktuelles/a' }] } }) },
    );
    const { page } = await resolvePage(context(client), url('/aktuelles'));
    expect(isRedirect(page) && page.redirect).toBe('/aktuelles/a');
  });

  it('falls back to the default layout for an unknown layout or a remote that is down', async () => {
    const unknown: RouteLookupResult = { ...newsList, pageContent: { ...newsList.pageContent, pageLayout: 'gibt-es-nicht' } };
    const fire: RouteLookupResult = {
      ...newsList,
      url: '/feuerwehr',
      pageContent: { ...newsList.pageContent, pageLayout: 'feuerwehr', pageTheme: null, context: [{ template: 'feuerwehr-home' }] },
    };
    const { client } = fakeClient({ '/aktuelles': unknown, '/feuerwehr/': fire }, { '/api/cms/artikel': () => ({ status: 200, body: { data: [] } }) });
    expect(asPage((await resolvePage(context(client), url('/aktuelles'))).page).layout).toEqual({ remote: 'town', name: 'default' });

    const up = asPage((await resolvePage(context(client), url('/feuerwehr/'))).page);
    expect(up.layout).toEqual({ remote: 'feuerwehr', name: 'feuerwehr' });
    expect(up.view.theme).toBe('feuerwehr');

    const down = asPage((await resolvePage(context(client, fakeRegistry(['feuerwehr'])), url('/feuerwehr/'))).page);
    expect(down.layout).toEqual({ remote: 'town', name: 'default' });
    expect(down.blocks[0]!.remote).toBeNull();
    expect(down.view.theme).toBe('feuerwehr');
  });

  it('falls back to the layouts its configuration names, not to assumed town names', async () => {
    const unknown: RouteLookupResult = { ...newsList, pageContent: { ...newsList.pageContent, pageLayout: 'gibt-es-nicht' } };
    const { client } = fakeClient(
      { '/aktuelles': unknown },
      { '/api/cms/startseite': () => ({ status: 200, body: { titel: 'Willkommen' } }), '/api/cms/artikel': () => ({ status: 200, body: { data: [] } }) },
    );
    const configured = { fallback: 'feuerwehr', error: 'portal', home: 'default', homeTemplate: 'text' };
    const ctx = { ...context(client), layouts: configured };
    expect(asPage((await resolvePage(ctx, url('/aktuelles'))).page).layout).toEqual({ remote: 'feuerwehr', name: 'feuerwehr' });
    expect(asPage((await resolvePage(ctx, url('/gibt-es-nicht'))).page).layout).toEqual({ remote: 'town', name: 'portal' });
    const home = asPage((await resolvePage(ctx, url('/'))).page);
    expect(home.layout).toEqual({ remote: 'town', name: 'default' });
    expect(home.blocks.map((block) => `${block.remote}/${block.template}`)).toEqual(['town/text']);
  });

  it('trims duplicate containers only in blocks of the remote that names them', async () => {
    const text = '<div id="stellenportal">A</div><div id="stellenportal">B</div>';
    const route: RouteLookupResult = {
      ...detail,
      pageContent: {
        ...detail.pageContent,
        context: [
          { template: 'artikel-detail', context: { apiCalls: ['artikel'] } },
          { template: 'feuerwehr-home', context: { apiCalls: ['artikel'] } },
        ],
      },
    };
    const { client } = fakeClient({ '/stellen': route }, { '/api/cms/artikel': () => ({ status: 200, body: { data: [{ id: 4, titel: 'Stellen', text }] } }) });
    const data = asPage((await resolvePage(context(client), url('/stellen'))).page);
    const textOf = (index: number) => (data.blocks[index]!.data.artikel as { data: { text: string }[] }).data[0]!.text;
    expect(textOf(0)).toBe('<div id="stellenportal">A</div>');
    expect(textOf(1)).toBe(text);
  });

  it('takes the theme the page names before the path', async () => {
    const themed: RouteLookupResult = { ...newsList, pageContent: { ...newsList.pageContent, pageTheme: 'barfusspark' } };
    const { client } = fakeClient({ '/feuerwehr/x': themed }, { '/api/cms/artikel': () => ({ status: 200, body: { data: [] } }) });
    expect(asPage((await resolvePage(context(client), url('/feuerwehr/x'))).page).view.theme).toBe('barfusspark');
  });

  describe('form blocks', () => {
    const formPage: RouteLookupResult = {
      url: '/anmeldung',
      title: 'Anmeldung',
      apiCalls: [],
      pageContent: { pageLayout: 'default', title: 'Anmeldung', context: [{ template: 'formular' }, { template: 'text' }] },
    };
    function withForms(load: () => Promise<unknown>) {
      const reported: unknown[] = [];
      const { client } = fakeClient({ '/anmeldung': formPage });
      const forms = new FormRegistry([
        { id: 'formular', schema: {} as never, messages: { success: 'Danke', error: 'Fehler' }, load, submit: async () => ({ status: 'success' }) },
      ]);
      return { ctx: { ...context(client), forms, report: (error: unknown) => reported.push(error) }, reported };
    }

    it('give the block of a form its data and the page path to post to', async () => {
      const { ctx } = withForms(async () => ({ tage: ['1'] }));
      const data = asPage((await resolvePage(ctx, url('/anmeldung'))).page);
      expect(data.blocks[0]!.form).toEqual({ id: 'formular', action: '/anmeldung#formular', data: { tage: ['1'] } });
      expect(data.blocks[1]!.form).toBeUndefined();
      expect(data.view.title).toBe('Anmeldung');
    });

    it('only log a failure to load the form data: the block gets null', async () => {
      const { ctx, reported } = withForms(() => Promise.reject(new Error('row database down')));
      const data = asPage((await resolvePage(ctx, url('/anmeldung'))).page);
      expect(data.view.status).toBe(200);
      expect(data.blocks[0]!.form?.data).toBeNull();
      expect(reported).toEqual([new Error('row database down')]);
    });

    it('pass the outcome of a submission to its block, and mark an invalid one in the title', async () => {
      const { ctx } = withForms(async () => null);
      const result = { status: 'invalid' as const, message: 'Bitte prüfen Sie Ihre Angaben.', errors: { name: 'Name fehlt' }, values: { name: '' } };
      const data = asPage((await resolvePage(ctx, url('/anmeldung'), { id: 'formular', result })).page);
      expect(data.blocks[0]!.form?.submission).toEqual(result);
      expect(data.view).toMatchObject({ title: 'Fehler: Anmeldung', heading: 'Anmeldung' });
      const other = asPage((await resolvePage(ctx, url('/anmeldung'), { id: 'kontakt', result })).page);
      expect(other.blocks[0]!.form?.submission).toBeUndefined();
    });
  });
});

describe('the page middleware, before the api calls', () => {
  const protectedPage: RouteLookupResult = { ...newsList, url: '/rathaus/intern', middleware: ['team-anmeldung'] };
  const answers = { '/api/cms/artikel': () => ({ status: 200, body: { data: [] } }) };
  const staffOnly: ContributedMiddleware = {
    name: 'team-anmeldung',
    remote: 'rathaus',
    run: (request) => (request.sessions['team'] ? { next: true, sessions: ['team'] } : { redirect: `/team/anmelden?ziel=${encodeURIComponent(request.url)}` }),
  };
  const staff = {
    login: { name: 'team', remote: 'rathaus', kind: { headers: (token: string) => ({ authorization: `Bearer ${token}` }) } },
    token: 'staff-token',
    profile: { vorname: 'Anna' },
  } as unknown as ActiveSession;

  function gated(sessions: Map<string, ActiveSession>, middleware: Record<string, ContributedMiddleware> = { 'team-anmeldung': staffOnly }) {
    const { client, calls } = fakeClient({ '/rathaus/intern': protectedPage }, answers);
    const reported: { error: unknown; context: Record<string, unknown> }[] = [];
    const report = (error: unknown, ctx: Record<string, unknown>) => reported.push({ error, context: ctx });
    const withToken: { headers?: Record<string, string> } = {};
    const clients = {
      with: (headers: Record<string, string>) => {
        withToken.headers = headers;
        // The page's api calls only read.
        return client as never;
      },
    };
    const gate = pageGate({ middleware: (name) => middleware[name], clients, base: client, report }, sessions);
    return { ctx: { ...context(client), report, gate }, calls, reported, withToken };
  }

  it('sends a visitor without the session to the login with the way back, before any api call of the page', async () => {
    const { ctx, calls } = gated(new Map());
    const { page } = await resolvePage(ctx, url('/rathaus/intern?seite=2'));
    expect(page).toEqual({ redirect: '/team/anmelden?ziel=%2Frathaus%2Fintern%3Fseite%3D2', status: 303 });
    expect(calls.map((call) => call.path)).toEqual(['/api/cms/route']);
  });

  it('shows the page with the session, and its api calls carry the token the middleware hands on', async () => {
    const { ctx, calls, withToken } = gated(new Map([['team', staff]]));
    const { page } = await resolvePage(ctx, url('/rathaus/intern'));
    expect(asPage(page).view.status).toBe(200);
    expect(calls.map((call) => call.path)).toContain('/api/cms/artikel');
    expect(withToken.headers).toEqual({ authorization: 'Bearer staff-token' });
  });

  it('answers a page that names a middleware no remote contributes with the German error page, status 500, and one report', async () => {
    const { ctx, calls, reported } = gated(new Map([['team', staff]]), {});
    const { page } = await resolvePage(ctx, url('/rathaus/intern'));
    expect([asPage(page).view.status, asPage(page).view.heading]).toEqual([500, 'Leider ist ein Fehler aufgetreten']);
    expect(reported).toEqual([{ error: new Error('Unknown middleware team-anmeldung'), context: { path: '/rathaus/intern', middleware: 'team-anmeldung' } }]);
    expect(calls.map((call) => call.path)).not.toContain('/api/cms/artikel');
  });

  it('answers 404 or 403 as a middleware says, and a middleware that throws or answers wrongly with a 500', async () => {
    const answer = (value: unknown): Record<string, ContributedMiddleware> => ({ 'team-anmeldung': { ...staffOnly, run: () => value as never } });
    const status = async (middleware: Record<string, ContributedMiddleware>) => {
      const { ctx, reported } = gated(new Map(), middleware);
      const view = asPage((await resolvePage(ctx, url('/rathaus/intern'))).page).view;
      return [view.status, view.heading, reported.length];
    };
    expect(await status(answer({ status: 404 }))).toEqual([404, '404 - Seite nicht gefunden', 0]);
    expect(await status(answer({ status: 403 }))).toEqual([403, 'Kein Zugriff', 0]);
    expect(await status(answer({ redirect: '//evil.example/' }))).toEqual([500, 'Leider ist ein Fehler aufgetreten', 1]);
    const throwing = { 'team-anmeldung': { ...staffOnly, run: () => Promise.reject(new Error('kaputt')) } };
    expect(await status(throwing)).toEqual([500, 'Leider ist ein Fehler aufgetreten', 1]);
  });

  it('sends a person who must change the initial password to the password page with the way back, before any api call', async () => {
    const pages = { login: '/team/anmelden', logout: '/team/abmelden', loggedOut: '/team/abgemeldet', password: '/team/passwort' };
    const pending = { ...staff, login: { ...staff.login, kind: { ...staff.login.kind, pages } }, mustChangePassword: true } as ActiveSession;
    const { ctx, calls, withToken } = gated(new Map([['team', pending]]));
    const { page } = await resolvePage(ctx, url('/rathaus/intern?seite=2'));
    expect(page).toEqual({ redirect: '/team/passwort?ziel=%2Frathaus%2Fintern%3Fseite%3D2', status: 303 });
    expect(calls.map((call) => call.path)).toEqual(['/api/cms/route']);
    expect(withToken.headers).toBeUndefined();
    // Once it is changed, the page opens.
    const changed = gated(new Map([['team', { ...pending, mustChangePassword: false }]]));
    expect(asPage((await resolvePage(changed.ctx, url('/rathaus/intern'))).page).view.status).toBe(200);
  });

  it('never hands a session to a middleware of another remote, and a page without a gate that names middleware is a 500', async () => {
    const foreign = { 'team-anmeldung': { ...staffOnly, remote: 'verein', run: () => ({ next: true as const, sessions: ['team'] }) } };
    const { ctx, withToken } = gated(new Map([['team', staff]]), foreign);
    expect(asPage((await resolvePage(ctx, url('/rathaus/intern'))).page).view.status).toBe(200);
    expect(withToken.headers).toBeUndefined();
    const { client } = fakeClient({ '/rathaus/intern': protectedPage }, answers);
    expect(asPage((await resolvePage(context(client), url('/rathaus/intern'))).page).view.status).toBe(500);
  });
});

describe('MenuCache', () => {
  afterEach(() => jest.useRealTimers());

  function counting(titles: string[][]) {
    let call = 0;
    const client: CmsClient = {
      baseUrl: 'http://cms',
      async get<T>(_path: string, params: Record<string, unknown> = {}) {
        const items = (titles[Math.min(call, titles.length - 1)] ?? []).map((title) => ({ title, href: '/' }));
        call += 1;
        return { status: 200, body: { name: params.name, menuItems: items } } as CmsResponse<T>;
      },
    };
    return { client, calls: () => call };
  }

  it('keeps a menu for its time only, and forgets every menu when cleared', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z') });
    const { client, calls } = counting([['Alt'], ['Neu'], ['Neuer']]);
    const menus = new MenuCache(client, 500);
    expect((await menus.get('Hauptmenü')).map((item) => item.title)).toEqual(['Alt']);
    jest.advanceTimersByTime(400);
    expect((await menus.get('Hauptmenü')).map((item) => item.title)).toEqual(['Alt']);
    expect(calls()).toBe(1);
    jest.advanceTimersByTime(100);
    expect((await menus.get('Hauptmenü')).map((item) => item.title)).toEqual(['Neu']);
    menus.clear();
    expect((await menus.get('Hauptmenü')).map((item) => item.title)).toEqual(['Neuer']);
    expect(calls()).toBe(3);
  });

  it('asks once for requests that come at the same time', async () => {
    const { client, calls } = counting([['Eins']]);
    const menus = new MenuCache(client, 500);
    await Promise.all([menus.get('Footer'), menus.get('Footer'), menus.get('Footer')]);
    expect(calls()).toBe(1);
  });
});
