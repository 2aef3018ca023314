/** @jest-environment node */
/**
 * The request context on a Fastify instance: the checks and headers every answer gets, and the
 * context a page is made in, with the two login kinds of test-kinds.ts against their small content API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteLookupResult } from '@musterstadt/cms-client';
import type { FormHandler } from '@musterstadt/shell-contract';
import { next, toLogin } from '@musterstadt/shell-contract/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { cmsClients } from './cms-clients';
import { loadConfig } from './config';
import { FormRegistry, NO_CAPABILITIES } from './forms/handler';
import { MenuCache, type PageContext } from './page';
import { createRequestContext, registerRequestContext } from './request-context';
import { LoginKinds } from './session/kinds';
import { contributedLogins, startFakeContentApi, STAFF_UUID, type FakeContentApi } from './session/test-kinds';

let api: FakeContentApi;
let shell: FastifyInstance;
let base: string;

// Pages below /team name the staff's middleware; /verein-seite names one of another remote that asks for the staff session.
const MIDDLEWARE = {
  'team-anmeldung': {
    name: 'team-anmeldung',
    remote: 'rathaus',
    run: (r: { sessions: Record<string, unknown>; url: string }) => (r.sessions['team'] ? next(['team']) : toLogin('/team/anmelden', r)),
  },
  'verein-sicht': { name: 'verein-sicht', remote: 'verein', run: () => next(['team']) },
} as const;
const routeOf = (url: string): RouteLookupResult => ({
  url,
  title: url,
  apiCalls: [],
  pageContent: { title: url, context: [] },
  ...(url.startsWith('/team') && url !== '/team/anmelden'
    ? { middleware: ['team-anmeldung'] }
    : url === '/verein-seite'
      ? { middleware: ['verein-sicht'] }
      : {}),
});

const handler = (id: string) =>
  ({ id, schema: {}, messages: { success: '', error: '' }, submit: async () => ({ status: 'success' }) }) as unknown as FormHandler;

beforeAll(async () => {
  api = await startFakeContentApi();
  const config = loadConfig({ CMS_API_URL: api.url, LOG_LEVEL: 'silent' });
  const clients = cmsClients(config, 5000);
  const kinds = new LoginKinds({ logins: contributedLogins }, () => undefined);
  // A form of the staff's remote (`rathaus`) and one of another remote.
  const forms = Object.assign(new FormRegistry([handler('urlaubsantrag'), handler('kontakt')], NO_CAPABILITIES), {
    owner: (id: string) => (id === 'urlaubsantrag' ? 'rathaus' : 'stadt'),
  });
  const page = { client: clients.base, forms } as unknown as PageContext;
  Object.assign(page, { menus: new MenuCache(clients.base) });
  const middleware = (name: string) => MIDDLEWARE[name as keyof typeof MIDDLEWARE];
  const context = createRequestContext({ page, clients, kinds, middleware, forms, report: () => undefined });
  shell = Fastify();
  await registerRequestContext(shell, config);
  // What a page of this path gets: the route lookup (service token), its middleware's answer (the
  // login redirect), the store's state, and the calls its api calls' client makes.
  shell.get('*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const { ctx, state, personal } = await context(request, reply, url);
    await ctx.client.get('/api/cms/route', { url: url.pathname });
    const gate = await ctx.gate!(routeOf(url.pathname), url);
    if ('pass' in gate) await gate.client.get('/api/cms/seite', { url: url.pathname });
    const sessions = (id: string) => Object.keys(ctx.forms?.capsFor?.(id).sessions ?? {});
    const login = 'redirect' in gate ? gate.redirect : null;
    return { state, personal, login, forms: { urlaubsantrag: sessions('urlaubsantrag'), kontakt: sessions('kontakt') } };
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await shell.close();
  await api.app.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}
const staffCookie = () => {
  api.valid.set('eyJ.staff-9.sig', STAFF_UUID);
  return `ms_team=${STAFF_UUID}.eyJ.staff-9.sig`;
};

describe('the context of a page', () => {
  it('restores nothing for a visitor without cookies, and gives every kind in the state as logged out', async () => {
    api.seen.length = 0;
    const { body, headers } = await get('/aktuelles');
    expect(body).toEqual({ state: { session: { vorstand: null, team: null } }, personal: false, login: null, forms: { urlaubsantrag: [], kontakt: [] } });
    expect(api.seen.map((call) => call.path)).toEqual(['/api/cms/route?url=%2Faktuelles', '/api/cms/seite?url=%2Faktuelles']);
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a visitor without the session a page’s middleware needs to the kind’s login, with the way back', async () => {
    expect((await get('/team/texte/4?seite=2')).body.login).toBe('/team/anmelden?ziel=%2Fteam%2Ftexte%2F4%3Fseite%3D2');
    expect((await get('/team/anmelden')).body.login).toBeNull();
  });

  it('restores the session of a carried cookie, puts only its profile in the state, and its token only on the calls of pages whose middleware hands it on', async () => {
    const cookie = staffCookie();
    api.seen.length = 0;
    const inArea = await get('/team/texte/4', { cookie });
    expect(inArea.body).toEqual({
      state: { session: { vorstand: null, team: { uuid: STAFF_UUID, vorname: 'Anna' } } },
      personal: true,
      login: null,
      forms: { urlaubsantrag: ['team'], kontakt: [] },
    });
    expect(JSON.stringify(inArea.body)).not.toContain('staff-9');
    expect(inArea.headers.get('cache-control')).toBe('private, no-store');
    const call = (prefix: string) => api.seen.filter((seen) => seen.path.startsWith(prefix)).at(-1);
    // The route lookup goes with the service token alone; the page's api calls with the staff token.
    expect(call('/api/cms/route')?.authorization).toBeUndefined();
    expect(call('/api/cms/seite')?.authorization).toBe('Bearer eyJ.staff-9.sig');
    await get('/aktuelles', { cookie });
    expect(call('/api/cms/seite')).toEqual(expect.objectContaining({ path: '/api/cms/seite?url=%2Faktuelles', authorization: undefined }));
    // A middleware of another remote cannot hand on the staff session.
    await get('/verein-seite', { cookie });
    expect(call('/api/cms/seite')).toEqual(expect.objectContaining({ path: '/api/cms/seite?url=%2Fverein-seite', authorization: undefined }));
  });

  it('counts a cookie that no longer holds as personal, and clears it', async () => {
    const { body, headers } = await get('/aktuelles', { cookie: 'ms_vorstand=2.abgelaufen-123' });
    expect(body.personal).toBe(true);
    expect((body.state as { session: Record<string, unknown> }).session.vorstand).toBeNull();
    expect(headers.get('set-cookie')).toMatch(/^ms_vorstand=;/);
  });
});

describe('the checks of every request', () => {
  it('refuses a malformed Host, and sends the security headers', async () => {
    const refused = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = http.get(`${base}/aktuelles`, { headers: { host: 'evil.example/x' } }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += String(chunk)));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      });
      request.on('error', reject);
    });
    expect(refused).toEqual({ status: 400, body: 'Ungültige Anfrage: Die Host-Angabe ist fehlerhaft.' });
    const { headers } = await get('/aktuelles');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('permissions-policy')).toContain('camera=()');
  });
});
