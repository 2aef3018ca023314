/** @jest-environment node */
/**
 * The request context on a Fastify instance: the checks and headers every answer gets, and the
 * context a page is made in, with the two login kinds of test-kinds.ts against their small content API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FormHandler } from '@musterstadt/shell-contract';
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
  const context = createRequestContext({ page, clients, kinds, forms, report: () => undefined });
  shell = Fastify();
  await registerRequestContext(shell, config);
  // What a page of this path gets: the login redirect, the store's state, and the calls its client makes.
  shell.get('*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const { ctx, state, personal, login } = await context(request, reply, url);
    await ctx.client.get('/api/cms/route', { url: url.pathname });
    const sessions = (id: string) => Object.keys(ctx.forms?.capsFor?.(id).sessions ?? {});
    return { state, personal, login: login ?? null, forms: { urlaubsantrag: sessions('urlaubsantrag'), kontakt: sessions('kontakt') } };
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
    expect(api.seen.map((call) => call.path)).toEqual(['/api/cms/route?url=%2Faktuelles']);
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a visitor without the session a page needs to the kind’s login, with the way back', async () => {
    expect((await get('/team/texte/4?seite=2')).body.login).toBe('/team/anmelden?ziel=%2Fteam%2Ftexte%2F4%3Fseite%3D2');
    expect((await get('/team/anmelden')).body.login).toBeNull();
  });

  it('restores the session of a carried cookie, puts only its profile in the state, and its token only on its own area’s calls', async () => {
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
    const routeCall = () => api.seen.filter((call) => call.path.startsWith('/api/cms/route')).at(-1);
    expect(routeCall()?.authorization).toBe('Bearer eyJ.staff-9.sig');
    await get('/aktuelles', { cookie });
    expect(routeCall()).toEqual(expect.objectContaining({ path: '/api/cms/route?url=%2Faktuelles', authorization: undefined }));
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
