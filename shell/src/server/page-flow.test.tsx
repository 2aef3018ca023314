/** @jest-environment node */
/** The page flow and its routes on a Fastify instance, with a fake remote and content API. */
import type { AddressInfo } from 'node:net';
import type { CmsClient, CmsResponse, RouteLookupResult } from '@musterstadt/cms-client';
import type { LayoutProps, TemplateProps } from '@musterstadt/shell-contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { FormRegistry } from './forms/handler';
import { MenuCache, type PageContext, type RemoteLookup } from './page';
import { PageCache } from './page-cache';
import { createPageFlow, registerPages, type PageFlow } from './page-flow';
import type { PageGate } from './page-middleware';
import type { RequestContext } from './request-context';

function Layout({ slots }: LayoutProps) {
  return <main>{slots.main}</main>;
}
function Text({ page, form }: TemplateProps) {
  return (
    <p>
      {page.path} {form?.submission?.message ?? ''}
    </p>
  );
}

const registry: RemoteLookup = {
  resolve: (_kind, name) => ({ remote: 'stadt', name }),
  layout: async () => ({ default: Layout }),
  template: async () => ({ default: Text }),
  asset: (id) => ({ id, version: 'v1', entry: `/_remotes/${id}/@v1/browser/remoteEntry.js`, css: [] }),
  themes: () => ({}),
  uniqueContainers: () => [],
  view: () => ({ layout: () => ({ default: Layout }), template: () => ({ default: Text }) }),
};

let lookups: string[];
const client: CmsClient = {
  baseUrl: 'http://cms.test',
  async get<T>(path: string, params: Record<string, unknown> = {}) {
    if (path === '/api/cms/route') {
      lookups.push(String(params.url));
      const url = String(params.url);
      // A page of one entry that goes on to the entry's own address.
      const apiCalls = url === '/weiter' ? [{ name: 'eintrag', endpoint: '/api/cms/artikel', params: {}, options: { redirectOnSingleEntry: true } }] : [];
      const template = url === '/formular' ? 'formular' : 'text';
      const route: RouteLookupResult = {
        url,
        title: `Seite ${url}`,
        apiCalls,
        // The pages below /intern name a middleware that needs a login.
        ...(url.startsWith('/intern') ? { middleware: ['intern-anmeldung'] } : {}),
        pageContent: { pageLayout: 'einfach', title: `Seite ${url}`, context: [{ template }] },
      };
      return (url.startsWith('/fehlt') ? { status: 404, body: null } : { status: 200, body: route }) as CmsResponse<T>;
    }
    if (path === '/api/cms/artikel') return { status: 200, body: { data: [{ id: 1, titel: 'Eintrag', detailURL: '/ziel' }] } } as CmsResponse<T>;
    return { status: 200, body: { menuItems: [] } } as CmsResponse<T>;
  },
};

const config = loadConfig({ LOG_LEVEL: 'silent', SITE_URL: 'http://localhost:4200' });
const page: PageContext = {
  client,
  registry,
  menus: new MenuCache(client, 0),
  layouts: { fallback: 'einfach', error: 'einfach', home: 'einfach', homeTemplate: 'text' },
  report: () => undefined,
  forms: new FormRegistry([{ id: 'formular', schema: {}, messages: { success: '', error: '' }, submit: async () => ({ status: 'success' }) } as never]),
};

/** The gate of the pages' middleware: a page that names one needs the login, which a cookie stands for here. */
const gate =
  (loggedIn: boolean): PageGate =>
  async (route, url) =>
    route.middleware?.length && !loggedIn ? { redirect: `/intern/anmelden?ziel=${encodeURIComponent(url.pathname)}` } : { pass: true, client };
page.gate = gate(false);

/** The request context: a cookie makes the page personal, and logs in. */
async function context(request: { headers: Record<string, unknown> }): Promise<RequestContext> {
  const personal = typeof request.headers.cookie === 'string';
  return { ctx: { ...page, gate: gate(personal) }, state: { session: {} }, personal };
}

let app: FastifyInstance;
let base: string;
let flow: PageFlow;
const menus = { clear: jest.fn() };

beforeAll(async () => {
  const cache = new PageCache({ freshMs: 60_000, staleMs: 0, maxEntries: 10 });
  flow = createPageFlow({
    config,
    page,
    context: context as never,
    assets: { scripts: ['/_shell/main.js'], css: [] },
    report: () => undefined,
    organization: () => undefined,
    isPrivate: (path) => path.startsWith('/intern'),
    remotesKey: () => 'stadt@v1',
    cache,
  });
  app = Fastify();
  registerPages(app, flow, { config, cache, menus });
  app.post('/formular', (request, reply) => flow.render(request, reply, { id: 'formular', result: { status: 'invalid', message: 'Bitte prüfen' } }, 422));
  app.post('/geaendert', async () => ({ ok: true }));
  app.get('/_fehler-seite', (request, reply) => flow.error(request, reply, 404));
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(() => app.close());
beforeEach(() => {
  lookups = [];
});

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('the page flow', () => {
  it('renders an anonymous page once and serves it to every visitor from the cache, compressed', async () => {
    const first = await call('/aktuelles');
    expect(first.status).toBe(200);
    expect(first.body).toContain('<p>/aktuelles<!-- --> </p>');
    const second = await call('/aktuelles', { headers: { 'accept-encoding': 'br' } });
    expect([second.status, second.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(lookups).toEqual(['/aktuelles']);
    // A write through the shell that succeeded: the next visitor gets a new render, with fresh menus.
    expect(menus.clear).not.toHaveBeenCalled();
    await call('/geaendert', { method: 'POST' });
    expect(menus.clear).toHaveBeenCalledTimes(1);
    await call('/aktuelles');
    expect(lookups).toEqual(['/aktuelles', '/aktuelles']);
  });

  it('renders a page of its own for a visitor with a session, never shared', async () => {
    const own = await call('/aktuelles', { headers: { cookie: 'ms_team=x' } });
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(lookups).toEqual(['/aktuelles']);
  });

  it('sends a visitor without the session a page’s middleware needs to the login: a redirect, or JSON for a navigation', async () => {
    const full = await call('/intern/texte');
    expect([full.status, full.headers.get('location'), full.headers.get('cache-control')]).toEqual([
      303,
      '/intern/anmelden?ziel=%2Fintern%2Ftexte',
      'private, no-store',
    ]);
    const navigation = await call(`/_page?url=${encodeURIComponent('/intern/texte')}`);
    expect(JSON.parse(navigation.body)).toEqual({ redirect: '/intern/anmelden?ziel=%2Fintern%2Ftexte', status: 303 });
    // The page's middleware runs on the page the route lookup found; the redirect is never kept in the page cache.
    expect(lookups).toEqual(['/intern/texte', '/intern/texte']);
  });

  it('marks the pages of a private area noindex', async () => {
    expect((await call('/intern/texte', { headers: { cookie: 'ms_team=x' } })).body).toContain('<meta name="robots" content="noindex">');
    expect((await call('/oeffentlich')).body).not.toContain('noindex');
  });

  it('answers a navigation to a redirecting page with JSON, and refuses a navigation to another site', async () => {
    expect(JSON.parse((await call('/_page?url=%2Fweiter')).body)).toEqual({ redirect: '/ziel', status: 302 });
    expect((await call('/_page?url=%2F%2Fevil.example')).status).toBe(400);
  });

  it('renders a page again with a submission’s outcome and status, and the German error page', async () => {
    const cleared = menus.clear.mock.calls.length;
    const form = await call('/formular', { method: 'POST' });
    expect(form.body).toContain('Bitte prüfen');
    expect(form.status).toBe(422);
    // A refused write changes nothing: the menus stay.
    expect(menus.clear).toHaveBeenCalledTimes(cleared);
    const missing = await call('/fehlt');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
    expect((await call('/_fehler-seite')).status).toBe(404);
  });
});
