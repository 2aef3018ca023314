/** @jest-environment node */
/** Preview pages through the page flow: a remote's preview source, the public page's layout and templates, the draft's answers. */
import type { AddressInfo } from 'node:net';
import type { CmsClient, CmsResponse, RouteLookupResult } from '@musterstadt/cms-client';
import type { LayoutProps, TemplateProps } from '@musterstadt/shell-contract';
import type { PreviewOutcome, PreviewSource } from '@musterstadt/shell-contract/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { MenuCache, type PageContext, type RemoteLookup } from './page';
import { PageCache } from './page-cache';
import { createPageFlow, registerPages } from './page-flow';
import type { RequestContext } from './request-context';

function Layout({ slots, page }: LayoutProps) {
  return (
    <div className="oeffentlich">
      <header>Stadt Musterstadt</header>
      <main>
        {page.heading && <h1>{page.heading}</h1>}
        {slots.main}
      </main>
    </div>
  );
}
/** The public detail template: the entry's title as the page's h1, and the list beside it. */
function Artikel({ data }: TemplateProps) {
  const entry = (data.artikel as { data: { titel: string; bild?: string }[] } | null)?.data[0];
  const weitere = (data.weitere as { data: { titel: string }[] } | null)?.data ?? [];
  return (
    <article>
      <h1>{entry?.titel}</h1>
      {entry?.bild && <img src={entry.bild} alt="" />}
      <ul>
        {weitere.map((item) => (
          <li key={item.titel}>{item.titel}</li>
        ))}
      </ul>
    </article>
  );
}

const registry: RemoteLookup = {
  resolve: (_kind, name) => ({ remote: 'stadt', name }),
  layout: async () => ({ default: Layout }),
  template: async () => ({ default: Artikel }),
  asset: (id) => ({ id, version: 'v1', entry: `/_remotes/${id}/@v1/browser/remoteEntry.js`, css: [] }),
  themes: () => ({}),
  uniqueContainers: () => [],
  view: () => ({ layout: () => ({ default: Layout }), template: () => ({ default: Artikel }) }),
};

let calls: string[];
const client: CmsClient = {
  baseUrl: 'http://cms.test',
  async get<T>(path: string) {
    calls.push(path);
    if (path === '/api/cms/artikel') return { status: 200, body: { data: [{ titel: 'Weiterer Artikel' }] } } as CmsResponse<T>;
    if (path === '/api/cms/route') return { status: 200, body: liste } as CmsResponse<T>;
    return { status: 200, body: { menuItems: [] } } as CmsResponse<T>;
  },
};

/** The route lookup of the public address the draft will have. */
const route: RouteLookupResult = {
  url: '/aktuelles/neues-dach',
  title: 'Aktuelles',
  apiCalls: [
    { name: 'artikel', endpoint: '/api/cms/artikel/neues-dach', options: { useMeta: true, errorOnEmpty: true } },
    { name: 'weitere', endpoint: '/api/cms/artikel' },
  ],
  pageContent: { pageLayout: 'artikel', title: 'Aktuelles', context: [{ template: 'artikel', context: { apiCalls: ['artikel', 'weitere'] } }] },
};

/** The public list page (an ordinary page). */
const liste: RouteLookupResult = {
  url: '/aktuelles',
  title: 'Aktuelles',
  apiCalls: [{ name: 'weitere', endpoint: '/api/cms/artikel' }],
  pageContent: { pageLayout: 'artikel', title: 'Aktuelles', context: [{ template: 'artikel', context: { apiCalls: ['weitere'] } }] },
};

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.geheim.signatur';
const EXPIRED = 'Dieser Vorschau-Link ist abgelaufen (er gilt 24 Stunden). Bitte erzeugen Sie in der Redaktion einen neuen.';
const FORGED = 'Dieser Vorschau-Link ist ungültig. Bitte erzeugen Sie in der Redaktion einen neuen.';

/** A remote's source as the contract has it: the token names a draft, an expired link or nothing. */
let loads: string[];
const source: PreviewSource = {
  path: '/redaktion/vorschau',
  async load(_cms, query): Promise<PreviewOutcome> {
    const token = query.get('token') ?? '';
    loads.push(token);
    if (token === 'kaputt') throw new Error('content API answered 503');
    if (token === 'abgelaufen') return { status: 'refused', httpStatus: 410, message: EXPIRED };
    if (token !== TOKEN) return { status: 'refused', httpStatus: 404, message: FORGED };
    return {
      status: 'page',
      url: '/aktuelles/neues-dach',
      route,
      answers: { artikel: { data: [{ titel: 'Entwurf: Neues Dach', einleitung: 'Die Halle.', bild: `/api/cms/medien/dach.jpg?vorschau=${TOKEN}` }] } },
      banner: {
        title: 'Vorschau',
        text: '– so wird dieser Inhalt aussehen. Diese Seite ist nicht öffentlich.',
        link: { href: '/redaktion/inhalte/7', text: 'Zur Bearbeitung' },
      },
    };
  },
};

const config = loadConfig({ LOG_LEVEL: 'silent', SITE_URL: 'http://localhost:4200' });
const page: PageContext = {
  client,
  registry,
  menus: new MenuCache(client, 0),
  layouts: { fallback: 'einfach', error: 'einfach', home: 'einfach', homeTemplate: 'artikel' },
  report: () => undefined,
};

let app: FastifyInstance;
let base: string;
let cache: PageCache;
let contexts: number;
const reported: { error: unknown; context: Record<string, unknown> }[] = [];
const counted: string[] = [];

beforeAll(async () => {
  cache = new PageCache({ freshMs: 60_000, staleMs: 0, maxEntries: 10 });
  const flow = createPageFlow({
    config,
    page,
    // A preview is the same for everyone: it never reads the visitor's sessions.
    context: (async () => {
      contexts += 1;
      return { ctx: page, state: {}, personal: false } as unknown as RequestContext;
    }) as never,
    assets: { scripts: ['/_shell/main.js'], css: [] },
    report: (error, context) => reported.push({ error, context }),
    organization: () => undefined,
    isPrivate: () => false,
    remotesKey: () => 'stadt@v1',
    cache,
    pageViews: { count: (_request: unknown, view: { path: string }) => counted.push(view.path) } as never,
    preview: (path) => (path === source.path ? source : undefined),
  });
  app = Fastify();
  registerPages(app, flow, { config, cache });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(() => app.close());
beforeEach(() => {
  calls = [];
  loads = [];
  contexts = 0;
  reported.length = 0;
  counted.length = 0;
  cache.clear();
});

async function call(path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const link = `/redaktion/vorschau?token=${encodeURIComponent(TOKEN)}`;

describe('a preview page', () => {
  it("renders the draft as its public page: the public layout and template, the draft's answer in place of its call, the others run", async () => {
    const { status, body } = await call(link);
    expect(status).toBe(200);
    expect(body).toContain('<div class="oeffentlich"><header>Stadt Musterstadt</header>');
    expect(body).toContain('<h1>Entwurf: Neues Dach</h1>');
    expect(body).toContain('<li>Weiterer Artikel</li>');
    // The draft's call is not run; the page's other call is; the address is not looked up (the preview has its route).
    expect(calls).toContain('/api/cms/artikel');
    expect(calls).not.toContain('/api/cms/artikel/neues-dach');
    expect(calls).not.toContain('/api/cms/route');
    // Its picture keeps the token the content API put on it, so it loads although it is not public yet.
    expect(body).toContain(`src="/api/cms/medien/dach.jpg?vorschau=${TOKEN}"`);
    expect(contexts).toBe(0);
  });

  it("is marked 'Vorschau' at the top, before the page's own header", async () => {
    const { body } = await call(link);
    const banner = body.indexOf('<section class="shell-preview" aria-labelledby="shell-preview-titel">');
    expect(banner).toBeGreaterThan(body.indexOf('<div id="root">'));
    expect(banner).toBeLessThan(body.indexOf('<header>Stadt Musterstadt</header>'));
    expect(body).toContain('<strong id="shell-preview-titel" class="shell-preview__title">Vorschau</strong>');
    expect(body).toContain('so wird dieser Inhalt aussehen. Diese Seite ist nicht öffentlich.');
    expect(body).toContain('<a href="/redaktion/inhalte/7">Zur Bearbeitung</a>');
  });

  it('is never indexed, never kept by any cache, and sends its address on as no referrer', async () => {
    const { headers, body } = await call(link);
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('counts no page view, neither on the server nor after a client-side navigation', async () => {
    const { body } = await call(link);
    expect(counted).toEqual([]);
    expect(body).toContain('<script id="__BOOT__" type="application/json">');
    expect(body).not.toContain('"beacon"');
    const ordinary = await call('/aktuelles?seite=1');
    expect(counted).toEqual(['/aktuelles']);
    expect(ordinary.body).toContain('"beacon":"/_besuch"');
  });

  it('is never in the page cache: every request asks the source again, and no key holds the token', async () => {
    await call(link);
    await call(link);
    expect(loads).toEqual([TOKEN, TOKEN]);
    expect(cache.size).toBe(0);
  });

  it('is a preview for a client-side navigation too (the same HTML, not cached)', async () => {
    const { status, headers, body } = await call(`/_page?url=${encodeURIComponent(link)}`);
    expect([status, headers.get('cache-control'), headers.get('x-robots-tag')]).toEqual([200, 'private, no-store', 'noindex']);
    expect(body).toContain('<h1>Entwurf: Neues Dach</h1>');
    expect(cache.size).toBe(0);
  });

  it('says in German, with status 410, that an expired link has expired', async () => {
    const { status, headers, body } = await call('/redaktion/vorschau?token=abgelaufen');
    expect(status).toBe(410);
    expect(body).toContain('Vorschau nicht verfügbar');
    expect(body).toContain(EXPIRED);
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect([headers.get('cache-control'), headers.get('x-robots-tag')]).toEqual(['private, no-store', 'noindex']);
    expect(body).not.toContain('token=');
  });

  it('answers a forged link with the German 404 page, never a 500, and a failing source with the error page (502), reported without the token', async () => {
    const forged = await call(`/redaktion/vorschau?token=${encodeURIComponent(`${TOKEN}x`)}`);
    expect(forged.status).toBe(404);
    expect(forged.body).toContain(FORGED);
    expect(forged.body).not.toContain(`${TOKEN}x`);
    expect(cache.size).toBe(0);

    const failing = await call('/redaktion/vorschau?token=kaputt');
    expect(failing.status).toBe(502);
    expect(failing.headers.get('cache-control')).toBe('private, no-store');
    expect(reported).toHaveLength(1);
    expect(reported[0]?.context).toEqual({ path: '/redaktion/vorschau', phase: 'preview' });
    expect(JSON.stringify(reported[0]?.context)).not.toContain('kaputt');
  });

  it('leaves every other page to the ordinary flow (and its cache)', async () => {
    const { status, headers, body } = await call('/aktuelles');
    expect(status).toBe(200);
    expect(headers.get('x-robots-tag')).toBeNull();
    expect(body).not.toContain('shell-preview');
    expect(body).toContain('<li>Weiterer Artikel</li>');
    expect(loads).toEqual([]);
    expect(contexts).toBe(1);
    expect(cache.size).toBe(1);
  });
});
