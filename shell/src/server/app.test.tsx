/** @jest-environment node */
/**
 * The whole shell built by buildShell, with two small fake remotes (each contributing layouts,
 * templates and a login kind; one a feed) and a small content API: the registrations work together,
 * and a remote's login kind works with no line of the shell knowing it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RouteLookupResult } from '@musterstadt/cms-client';
import { CONTRACT_API_VERSION, type LayoutProps, type RemoteDefinition, type TemplateProps } from '@musterstadt/shell-contract';
import { defineMiddleware, defineTemplateOptions, next, toLogin } from '@musterstadt/shell-contract/server';
import type { FastifyInstance } from 'fastify';
import { buildShell } from './app';
import { loadConfig } from './config';
import { boardKind, startFakeContentApi, staffKind, STAFF_UUID, type FakeContentApi } from './session/test-kinds';

function Layout({ slots }: LayoutProps) {
  return <main id="inhalt">{slots.main}</main>;
}
function Greeting({ page }: TemplateProps) {
  return <p>Seite {page.path}</p>;
}

const definitions: Record<string, RemoteDefinition> = {
  verein: {
    id: 'verein',
    apiVersion: CONTRACT_API_VERSION,
    layouts: { einfach: async () => ({ default: Layout }) },
    templates: { gruss: async () => ({ default: Greeting }) },
    templateOptions: async () => ({ default: defineTemplateOptions({ gruss: { title: 'Gruß', description: 'Grüßt die Seite.' } }) }),
    logins: { vorstand: async () => ({ default: boardKind }) },
    feeds: [{ path: '/vorstand/termine.ics', upstream: '/api/cms/vorstand/termine.ics', query: ['jahr'] }],
  },
  rathaus: {
    id: 'rathaus',
    apiVersion: CONTRACT_API_VERSION,
    layouts: {},
    templates: { 'team-start': async () => ({ default: Greeting }) },
    templateOptions: async () => ({ default: defineTemplateOptions({ 'team-start': { title: 'Start des Teams', description: 'Grüßt das Team.' } }) }),
    logins: { team: async () => ({ default: staffKind }) },
    middleware: {
      'team-anmeldung': async () => ({
        default: defineMiddleware((request) => (request.sessions['team'] ? next(['team']) : toLogin('/team/anmelden', request))),
      }),
    },
  },
};

const page = (url: string, template: string): RouteLookupResult => ({
  url,
  title: `Seite ${url}`,
  apiCalls: [],
  pageContent: { pageLayout: 'einfach', title: `Seite ${url}`, context: [{ template }] },
});
const ROUTES: Record<string, RouteLookupResult> = {
  '/aktuelles': page('/aktuelles', 'gruss'),
  '/vorstand': page('/vorstand', 'gruss'),
  // The staff's start page names the staff's middleware, and reads the staff's texts.
  '/team': {
    ...page('/team', 'team-start'),
    middleware: ['team-anmeldung'],
    apiCalls: [{ name: 'texte', endpoint: '/api/cms/team/texte', params: {}, options: {} }],
  },
  '/rathaus/kaputt': { ...page('/rathaus/kaputt', 'gruss'), middleware: ['gibt-es-nicht'] },
  // A staff page outside the staff's area: any address can need a login.
  '/rathaus/intern': { ...page('/rathaus/intern', 'gruss'), middleware: ['team-anmeldung'] },
  '/team/anmelden': page('/team/anmelden', 'gruss'),
};

let api: FakeContentApi;
let shell: FastifyInstance;
let base: string;
let clientDir: string;

beforeAll(async () => {
  api = await startFakeContentApi((app) => {
    app.get<{ Querystring: { url: string } }>(
      '/api/cms/route',
      async (request, reply) => ROUTES[request.query.url] ?? reply.code(404).send({ error: 'Seite nicht gefunden' }),
    );
    app.get('/api/cms/menu', async () => ({ menuItems: [] }));
    app.get('/api/cms/team/texte', async () => ({ data: [] }));
    app.get('/api/cms/vorstand/termine.ics', async (request, reply) => reply.type('text/calendar').send(`BEGIN:VCALENDAR ${request.url}`));
  });
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'shell-client-'));
  writeFileSync(path.join(clientDir, 'assets.json'), JSON.stringify({ scripts: ['main.js'], css: ['shell.css'] }));
  const config = {
    ...loadConfig({ CMS_API_URL: api.url, LOG_LEVEL: 'silent', SITE_URL: 'http://localhost:4200', TEAM_SESSION_SECONDS: '900', LOGIN_LIMIT_PER_ADDRESS: '20' }),
    clientDir,
  };
  shell = await buildShell(config, {
    manifest: Object.keys(definitions).map((id) => ({ id, url: `http://remote.test/${id}` })),
    remotes: { readBuild: async ({ id }) => ({ id, version: 'v1', css: [] }), loadEntry: async ({ id }) => definitions[id] },
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await shell.close();
  await api.app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** An answer read whole (an unread body would keep its connection, and the shell's close waiting). */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, { headers: { host: 'localhost:4200', ...headers }, redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, headers: response.headers, text: async () => body, json: async () => JSON.parse(body) as unknown };
}
const cookieOf = (response: { headers: Headers }): string => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
async function staffLogin() {
  const response = await fetch(`${base}/team/anmelden`, {
    method: 'POST',
    headers: { host: 'localhost:4200', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'anna.schmid@musterstadt.de', passwort: 'Intern!2026' }),
  });
  await response.text();
  return response;
}

describe('the shell built of its registrations', () => {
  it('serves a page of a remote, with the security headers', async () => {
    const answer = await get('/aktuelles', { accept: 'text/html' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<p>Seite <!-- -->/aktuelles</p>');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await (await get('/health')).json()) as unknown).toEqual({ ok: true, remotes: { verein: true, rathaus: true } });
  });

  it('sends a visitor of a page a kind protects to its login, and serves it with the session', async () => {
    const anonymous = await get('/team');
    expect([anonymous.status, anonymous.headers.get('location')]).toEqual([303, '/team/anmelden?ziel=%2Fteam']);
    const login = await staffLogin();
    expect(login.headers.get('set-cookie')).toMatch(/^ms_team=.*Max-Age=900/);
    const staff = await get('/team', { cookie: cookieOf(login) });
    expect(staff.status).toBe(200);
    const html = await staff.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('eyJ.staff');
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends a kind’s token only with the api calls of a page whose middleware hands it on, never with the route lookup', async () => {
    const session = cookieOf(await staffLogin());
    const jwt = session.slice(`ms_team=${STAFF_UUID}.`.length);
    api.seen.length = 0;
    await get('/aktuelles', { cookie: session });
    expect(api.seen.find((call) => call.path.startsWith('/api/cms/route'))?.authorization).toBeUndefined();
    api.seen.length = 0;
    await get('/team', { cookie: session });
    expect(api.seen.find((call) => call.path.startsWith('/api/cms/route?url=%2Fteam'))?.authorization).toBeUndefined();
    expect(api.seen.find((call) => call.path.startsWith('/api/cms/team/texte'))?.authorization).toBe(`Bearer ${jwt}`);
  });

  it('protects a page outside the kind’s area by its middleware, and leads back to it after the login, never off the site', async () => {
    const anonymous = await get('/rathaus/intern');
    expect([anonymous.status, anonymous.headers.get('location')]).toEqual([303, '/team/anmelden?ziel=%2Frathaus%2Fintern']);
    const loginTo = async (ziel: string) => {
      const response = await fetch(`${base}/team/anmelden`, {
        method: 'POST',
        redirect: 'manual',
        headers: { host: 'localhost:4200', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'anna.schmid@musterstadt.de', passwort: 'Intern!2026', ziel }).toString(),
      });
      await response.text();
      return response.headers.get('location');
    };
    expect(await loginTo('/rathaus/intern')).toBe('/rathaus/intern');
    // A page that names no middleware of the kind's remote, or a way that leaves the site, gives the kind's home.
    expect(await loginTo('/aktuelles')).toBe('/team');
    expect(await loginTo('/team/..//evil.example/phish')).toBe('/team');
    expect(await loginTo('/rathaus/intern/..//evil.example')).toBe('/team');
    const staff = await get('/rathaus/intern', { cookie: cookieOf(await staffLogin()) });
    expect(staff.status).toBe(200);
  });

  it('answers a page that names a middleware no remote contributes with the German error page and status 500', async () => {
    const answer = await get('/rathaus/kaputt', { accept: 'text/html' });
    expect(answer.status).toBe(500);
    expect(await answer.text()).toContain('Leider ist ein Fehler aufgetreten');
  });

  it('answers the kinds’ files, the remotes’ feeds and robots.txt from what the remotes contribute', async () => {
    expect((await get('/team/dokumente/1/plan.pdf')).headers.get('location')).toBe('/team/anmelden?ziel=%2Fteam%2Fdokumente%2F1%2Fplan.pdf');
    expect((await get('/vorstand/dateien/1/haushalt.pdf')).status).toBe(200);
    expect(await (await get('/vorstand/termine.ics?jahr=2026&x=1')).text()).toBe('BEGIN:VCALENDAR /api/cms/vorstand/termine.ics?jahr=2026');
    expect(await (await get('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /team\nAllow: /\nSitemap: http://localhost:4200/sitemap.xml\n');
  });

  it('answers a malformed page address with the German error page to every client that does not ask for JSON alone', async () => {
    for (const accept of [undefined, '*/*', 'text/html']) {
      const answer = await get('/aktuelles/%ZZ-kaputter-link', accept ? { accept } : {});
      expect([accept, answer.status, answer.headers.get('content-type')]).toEqual([accept, 400, 'text/html; charset=utf-8']);
    }
    const json = await get('/aktuelles/%ZZ-kaputter-link', { accept: 'application/json' });
    expect([json.status, await json.json()]).toEqual([400, { error: 'Die Anfrage ist fehlerhaft. Bitte prüfen Sie die Adresse.' }]);
    const missing = await get('/gibt-es-nicht', { accept: '*/*' });
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
  });
});
