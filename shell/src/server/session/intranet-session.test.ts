/** @jest-environment node */
/**
 * The intranet session beside the council session, against a small content API that behaves like
 * the real one (login → {uuid, token}, the user read with the token in `authorization`, a token that
 * can expire) and records the headers each call arrives with.
 */
import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { createCmsClient, INTRANET_MESSAGES, RATSINFO_MESSAGES } from '@musterstadt/cms-client';
import type { CouncilProfile, IntranetProfile } from '@musterstadt/shell-contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { browserMayCall } from '../proxy';
import { COUNCIL_COOKIE, COUNCIL_PATHS, councilSession } from './council';
import { INTRANET_COOKIE, INTRANET_PATHS, intranetSession, needsIntranetSession } from './intranet';
import { SESSION_TEXTS, sessionRoutes } from './routes';
import { readSession } from './session';

const UUID = '6f1c2a4e-8b3d-4c5e-9a17-2d4b6e8f0a11';

let api: FastifyInstance;
let shell: FastifyInstance;
let base: string;
/** Intranet tokens the API issued and still accepts. */
let valid: Set<string>;
let seen: { path: string; authorization: string | undefined }[];

async function startApi(): Promise<string> {
  api = Fastify();
  api.addHook('onRequest', async (request) => {
    seen.push({ path: request.url, authorization: request.headers.authorization });
  });
  api.post<{ Body: { email: string; passwort: string } }>('/api/cms/login', async (request, reply) => {
    if (request.body.email !== 'anna.schmid@musterstadt.de' || request.body.passwort !== 'Intranet!2026')
      return reply.code(401).send({ error: INTRANET_MESSAGES.loginFailed });
    const token = `eyJ.staff-${valid.size + 1}.sig`;
    valid.add(token);
    return { uuid: UUID, token };
  });
  api.get<{ Params: { uuid: string } }>('/api/cms/intranet/user/:uuid', async (request, reply) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!valid.has(token)) return reply.code(401).send({ error: INTRANET_MESSAGES.sessionInvalid });
    if (request.params.uuid !== UUID) return reply.code(403).send({ error: INTRANET_MESSAGES.forbidden });
    return { uuid: UUID, vorname: 'Anna', nachname: 'Schmid', email: 'anna.schmid@musterstadt.de' };
  });
  // The council's login, so both sessions can live side by side.
  api.post('/api/cms/raete/login', async () => ({ id: 2, token: 'council-token-abcdef', pw_geaendert: true }));
  api.get('/api/cms/raete/:id', async (request, reply) => {
    if (request.headers['ratsinfosystem-authorization'] !== 'council-token-abcdef') return reply.code(401).send({ error: RATSINFO_MESSAGES.sessionInvalid });
    return { id: 2, vorname: 'Sabine', nachname: 'Keller', kontakt: { email: 'sabine.keller@musterstadt.de' }, taetigkeitsbereiche: [], pw_geaendert: true };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  valid = new Set();
  seen = [];
  const apiUrl = await startApi();
  const withHeaders = (headers: Record<string, string>) => createCmsClient({ baseUrl: apiUrl, headers, timeoutMs: 5000 });
  const staff = intranetSession(3600, withHeaders);
  const council = councilSession(3600, withHeaders);
  shell = Fastify({ trustProxy: true });
  await shell.register(cookie);
  await shell.register(rateLimit, { global: false });
  const limits = { perClient: 20, perAddress: 5, windowMs: 15 * 60_000 };
  await shell.register(sessionRoutes<IntranetProfile & { pw_geaendert?: boolean }>(), {
    kind: staff,
    client: withHeaders({}),
    paths: { login: INTRANET_PATHS.login, logout: INTRANET_PATHS.logout, home: INTRANET_PATHS.home, loggedOut: INTRANET_PATHS.loggedOut },
    limits,
    report: () => undefined,
  });
  await shell.register(sessionRoutes<CouncilProfile>(), {
    kind: council,
    client: withHeaders({}),
    paths: {
      login: COUNCIL_PATHS.login,
      logout: COUNCIL_PATHS.logout,
      password: COUNCIL_PATHS.password,
      home: COUNCIL_PATHS.overview,
      loggedOut: COUNCIL_PATHS.loggedOut,
    },
    limits,
    report: () => undefined,
  });
  shell.get('/wer-bin-ich', async (request, reply) => ({
    intranet: (await readSession(request, reply, staff, withHeaders({})))?.profile ?? null,
    council: (await readSession(request, reply, council, withHeaders({})))?.profile ?? null,
  }));
  await shell.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await shell.close();
  await api.close();
});

const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), redirect: 'manual' });
const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
const cookieOf = (response: Response): string => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const whoAmI = async (cookieHeader: string) =>
  (await (await fetch(`${base}/wer-bin-ich`, { headers: { cookie: cookieHeader } })).json()) as {
    intranet: IntranetProfile | null;
    council: CouncilProfile | null;
  };

describe('intranet session', () => {
  it('logs in with JSON: the token goes into an HttpOnly cookie for one hour, the answer holds only the profile', async () => {
    const answer = await json(INTRANET_PATHS.login, { email: 'anna.schmid@musterstadt.de', passwort: 'Intranet!2026', ziel: '/intranet/archiv' });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      status: 'success',
      profile: { uuid: UUID, vorname: 'Anna', nachname: 'Schmid', email: 'anna.schmid@musterstadt.de' },
      weiter: '/intranet/archiv',
    });
    expect(text).not.toContain('staff-1');
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${INTRANET_COOKIE}=${UUID}\\.eyJ\\.staff-1\\.sig;`));
    expect(setCookie).toMatch(/Max-Age=3600/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    // The user is read with the token in `authorization`, as the spec says.
    expect(seen.find((s) => s.path === `/api/cms/intranet/user/${UUID}`)?.authorization).toBe('Bearer eyJ.staff-1.sig');
    expect(seen.find((s) => s.path === '/api/cms/login')?.authorization).toBeUndefined();
    expect((await whoAmI(cookieOf(answer))).intranet?.vorname).toBe('Anna');
  });

  it('logs in and out without JavaScript (303s), with a German message that reveals no address', async () => {
    const ok = await form(INTRANET_PATHS.login, { email: 'anna.schmid@musterstadt.de', passwort: 'Intranet!2026', ziel: '/intranet/texte/4' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/intranet/texte/4');
    const wrong = await form(INTRANET_PATHS.login, { email: 'anna.schmid@musterstadt.de', passwort: 'falsch', ziel: 'https://evil.example/' });
    expect(wrong.headers.get('location')).toBe('/intranet/anmelden?fehler=anmeldung');
    const unknown = await json(INTRANET_PATHS.login, { email: 'niemand@musterstadt.de', passwort: 'Intranet!2026' });
    const wrongJson = await json(INTRANET_PATHS.login, { email: 'anna.schmid@musterstadt.de', passwort: 'falsch' });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrongJson.json());
    const out = await form(INTRANET_PATHS.logout, {}, { cookie: cookieOf(ok) });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/intranet/abgemeldet');
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${INTRANET_COOKIE}=;`));
  });

  it('keeps a council session and an intranet session side by side; logging out of one leaves the other', async () => {
    const staff = cookieOf(await json(INTRANET_PATHS.login, { email: 'anna.schmid@musterstadt.de', passwort: 'Intranet!2026' }));
    const member = cookieOf(await json(COUNCIL_PATHS.login, { email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' }));
    expect(staff.startsWith(`${INTRANET_COOKIE}=`)).toBe(true);
    expect(member.startsWith(`${COUNCIL_COOKIE}=`)).toBe(true);
    const both = await whoAmI(`${staff}; ${member}`);
    expect(both.intranet?.nachname).toBe('Schmid');
    expect(both.council?.nachname).toBe('Keller');
    const out = await json(INTRANET_PATHS.logout, {}, { cookie: `${staff}; ${member}` });
    const cleared = out.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(new RegExp(`^${INTRANET_COOKIE}=;`));
    expect(cleared).not.toContain(COUNCIL_COOKIE);
    expect((await whoAmI(member)).council?.nachname).toBe('Keller');
    const councilOut = await json(COUNCIL_PATHS.logout, {}, { cookie: `${staff}; ${member}` });
    expect(councilOut.headers.get('set-cookie')).not.toContain(INTRANET_COOKIE);
    expect((await whoAmI(staff)).intranet?.nachname).toBe('Schmid');
  });

  it('ends the session when the content API refuses the token (401): the cookie is cleared', async () => {
    const staff = cookieOf(await json(INTRANET_PATHS.login, { email: 'anna.schmid@musterstadt.de', passwort: 'Intranet!2026' }));
    valid.clear();
    const answer = await fetch(`${base}/wer-bin-ich`, { headers: { cookie: staff } });
    expect(((await answer.json()) as { intranet: unknown }).intranet).toBeNull();
    expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`^${INTRANET_COOKIE}=;`));
  });

  it('refuses posts from other sites and limits logins with a German 429 and Retry-After', async () => {
    const cross = await json(INTRANET_PATHS.login, { email: 'anna.schmid@musterstadt.de', passwort: 'Intranet!2026' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie')).toBeNull();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await json(INTRANET_PATHS.login, { email: 'anna.schmid@musterstadt.de', passwort: `falsch-${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await json(INTRANET_PATHS.login, { email: 'anna.schmid@musterstadt.de', passwort: 'Intranet!2026' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await limited.json()) as { message: string }).message).toBe(SESSION_TEXTS.tooMany);
  });

  it('knows which intranet pages need the session, and keeps the login away from browsers', () => {
    expect(needsIntranetSession('/intranet')).toBe(true);
    expect(needsIntranetSession('/intranet/texte/4')).toBe(true);
    expect(needsIntranetSession('/intranet/dokumente/1/a.pdf')).toBe(true);
    expect(needsIntranetSession('/intranet/anmelden')).toBe(false);
    expect(needsIntranetSession('/intranet/abgemeldet')).toBe(false);
    expect(needsIntranetSession('/intranetfoo')).toBe(false);
    expect(needsIntranetSession('/aktuelles')).toBe(false);
    expect(browserMayCall('POST', '/api/cms/login')).toBe(false);
    expect(browserMayCall('POST', '/api/cms/%6cogin')).toBe(false);
  });
});
