/** @jest-environment node */
/**
 * The council session against a small content API that behaves like the real one (login, profile,
 * password change, a token that can expire) and records the headers each call arrives with.
 */
import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { createCmsClient, RATSINFO_MESSAGES } from '@musterstadt/cms-client';
import type { CouncilProfile } from '@musterstadt/shell-contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { COUNCIL_COOKIE, COUNCIL_PATHS, councilSession } from './council';
import { SESSION_TEXTS, sessionRoutes, safeTarget } from './routes';
import { browserMayCall } from '../proxy';
import { readSession } from './session';

interface Member {
  id: number;
  email: string;
  passwort: string;
  pw_geaendert: boolean;
  vorname: string;
  nachname: string;
}

let api: FastifyInstance;
let shell: FastifyInstance;
let base: string;
let members: Member[];
/** Tokens the API issued and still accepts. */
let valid: Map<string, number>;
/** The council header of every call that reached the API. */
let seen: { path: string; header: string | undefined }[];
let loginAnswer: 'normal' | 'empty' | 'redirect' | 'down';

async function startApi(): Promise<string> {
  api = Fastify();
  api.addHook('onRequest', async (request) => {
    seen.push({ path: request.url, header: request.headers['ratsinfosystem-authorization'] as string | undefined });
  });
  api.post<{ Body: { email: string; passwort: string } }>('/api/cms/raete/login', async (request, reply) => {
    if (loginAnswer === 'empty') return reply.code(200).send({});
    if (loginAnswer === 'redirect') return reply.code(302).send(null);
    if (loginAnswer === 'down') return reply.code(500).send({ error: 'kaputt' });
    const member = members.find((m) => m.email === request.body.email && m.passwort === request.body.passwort);
    if (!member) return reply.code(401).send({ error: RATSINFO_MESSAGES.loginFailed });
    const token = `tok-${member.id}-${valid.size + 1}-abcdefgh`;
    valid.set(token, member.id);
    return { id: member.id, token, pw_geaendert: member.pw_geaendert };
  });
  api.get<{ Params: { id: string } }>('/api/cms/raete/:id', async (request, reply) => {
    const owner = valid.get(String(request.headers['ratsinfosystem-authorization']));
    if (owner === undefined) return reply.code(401).send({ error: RATSINFO_MESSAGES.sessionInvalid });
    if (owner !== Number(request.params.id)) return reply.code(403).send({ error: RATSINFO_MESSAGES.forbidden });
    const m = members.find((x) => x.id === owner);
    return {
      id: m?.id,
      vorname: m?.vorname,
      nachname: m?.nachname,
      kontakt: { email: m?.email },
      taetigkeitsbereiche: ['Umwelt'],
      pw_geaendert: m?.pw_geaendert,
    };
  });
  api.post<{ Params: { id: string }; Body: { passwort_alt: string; passwort_neu: string } }>('/api/cms/raete/:id/passwort', async (request, reply) => {
    const header = String(request.headers['ratsinfosystem-authorization']);
    const owner = valid.get(header);
    if (owner === undefined || owner !== Number(request.params.id)) return reply.code(401).send({ error: RATSINFO_MESSAGES.sessionInvalid });
    const m = members.find((x) => x.id === owner);
    if (!m || m.passwort !== request.body.passwort_alt) return reply.code(400).send({ error: RATSINFO_MESSAGES.passwordWrong });
    m.passwort = request.body.passwort_neu;
    m.pw_geaendert = true;
    valid.delete(header);
    const token = `tok-${m.id}-neu-${valid.size + 1}-abcdefgh`;
    valid.set(token, m.id);
    return { id: m.id, token, pw_geaendert: true };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  members = [
    { id: 3, email: 'lukas.brenner@musterstadt.de', passwort: 'Erstpasswort!2026', pw_geaendert: false, vorname: 'Lukas', nachname: 'Brenner' },
    { id: 2, email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026', pw_geaendert: true, vorname: 'Sabine', nachname: 'Keller' },
  ];
  valid = new Map();
  seen = [];
  loginAnswer = 'normal';
  const apiUrl = await startApi();
  const withHeaders = (headers: Record<string, string>) => createCmsClient({ baseUrl: apiUrl, headers, timeoutMs: 5000 });
  const kind = councilSession(3600, withHeaders);
  shell = Fastify({ trustProxy: true });
  await shell.register(cookie);
  await shell.register(rateLimit, { global: false });
  await shell.register(sessionRoutes<CouncilProfile>(), {
    kind,
    client: withHeaders({}),
    paths: {
      login: COUNCIL_PATHS.login,
      logout: COUNCIL_PATHS.logout,
      password: COUNCIL_PATHS.password,
      home: COUNCIL_PATHS.overview,
      loggedOut: COUNCIL_PATHS.loggedOut,
    },
    limits: { perClient: 20, perAddress: 5, windowMs: 15 * 60_000 },
    report: () => undefined,
  });
  // What a page sees of the session: the restored profile, never the token.
  shell.get('/wer-bin-ich', async (request, reply) => ({ profile: (await readSession(request, reply, kind, withHeaders({})))?.profile ?? null }));
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

describe('council session', () => {
  it('logs in with JSON: the token goes into an HttpOnly, SameSite=Lax cookie, the answer holds only the profile', async () => {
    const answer = await json(COUNCIL_PATHS.login, { email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { status: string; profile: CouncilProfile; weiter: string };
    expect(body).toEqual({
      status: 'success',
      profile: { id: 2, vorname: 'Sabine', nachname: 'Keller', email: 'sabine.keller@musterstadt.de', pw_geaendert: true, taetigkeitsbereiche: ['Umwelt'] },
      weiter: '/ratsinfo',
    });
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${COUNCIL_COOKIE}=2\\.tok-2-`));
    expect(setCookie).toMatch(/; Max-Age=3600/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    // The token is in no answer body, and it reached the content API in its header only.
    const token = setCookie.split(';')[0]?.split('=')[1]?.replace(/^2\./, '') ?? '';
    expect(JSON.stringify(body)).not.toContain(token);
    expect(seen).toContainEqual({ path: '/api/cms/raete/2', header: token });
    expect(seen.find((call) => call.path === '/api/cms/raete/login')?.header).toBeUndefined();
  });

  it('sets Secure behind HTTPS', async () => {
    const answer = await json(COUNCIL_PATHS.login, { email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' }, { 'x-forwarded-proto': 'https' });
    expect(answer.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('restores the session from the cookie and ends it when the content API refuses the token', async () => {
    const login = await json(COUNCIL_PATHS.login, { email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' });
    const session = cookieOf(login);
    const restored = (await (await fetch(`${base}/wer-bin-ich`, { headers: { cookie: session } })).json()) as { profile: CouncilProfile | null };
    expect(restored.profile?.nachname).toBe('Keller');
    valid.clear();
    const ended = await fetch(`${base}/wer-bin-ich`, { headers: { cookie: session } });
    expect(((await ended.json()) as { profile: unknown }).profile).toBeNull();
    expect(ended.headers.get('set-cookie')).toMatch(new RegExp(`^${COUNCIL_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    expect((await (await fetch(`${base}/wer-bin-ich`, { headers: { cookie: `${COUNCIL_COOKIE}=kaputt` } })).json()) as unknown).toEqual({ profile: null });
  });

  it('answers a wrong password and an unknown address with the same German message', async () => {
    const wrong = await json(COUNCIL_PATHS.login, { email: 'sabine.keller@musterstadt.de', passwort: 'falsch' });
    const unknown = await json(COUNCIL_PATHS.login, { email: 'niemand@musterstadt.de', passwort: 'falsch' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual({ status: 'invalid', message: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.' });
    expect(b).toEqual(a);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('applies the alternative login rule: an answer under 500 without data is a failure, 500 is “not possible now”', async () => {
    loginAnswer = 'empty';
    expect((await json(COUNCIL_PATHS.login, { email: 'a@b.de', passwort: 'x' })).status).toBe(401);
    loginAnswer = 'redirect';
    expect((await json(COUNCIL_PATHS.login, { email: 'a@b.de', passwort: 'x' })).status).toBe(401);
    loginAnswer = 'down';
    const down = await json(COUNCIL_PATHS.login, { email: 'a@b.de', passwort: 'x' });
    expect(down.status).toBe(503);
    expect(((await down.json()) as { message: string }).message).toBe(SESSION_TEXTS.unavailable);
  });

  it('logs in without JavaScript and sends a member with the initial password to the password change first', async () => {
    const answer = await form(COUNCIL_PATHS.login, { email: 'lukas.brenner@musterstadt.de', passwort: 'Erstpasswort!2026', ziel: '/ratsinfo/sitzungen/4' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/ratsinfo/passwort-aendern?ziel=%2Fratsinfo%2Fsitzungen%2F4');
    const failed = await form(COUNCIL_PATHS.login, { email: 'lukas.brenner@musterstadt.de', passwort: 'falsch', ziel: 'https://evil.example/' });
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe('/ratsinfo/anmelden?fehler=anmeldung');
  });

  it('changes the password (no JavaScript): checks the repetition and the rule, then keeps the new token', async () => {
    const session = cookieOf(await form(COUNCIL_PATHS.login, { email: 'lukas.brenner@musterstadt.de', passwort: 'Erstpasswort!2026' }));
    const mismatch = await form(
      COUNCIL_PATHS.password,
      { passwort_alt: 'Erstpasswort!2026', passwort_neu: 'Neu-Passwort-1', passwort_wiederholung: 'anders' },
      { cookie: session },
    );
    expect(mismatch.headers.get('location')).toBe('/ratsinfo/passwort-aendern?fehler=wiederholung');
    const weak = await form(
      COUNCIL_PATHS.password,
      { passwort_alt: 'Erstpasswort!2026', passwort_neu: 'kurz', passwort_wiederholung: 'kurz' },
      { cookie: session },
    );
    expect(weak.headers.get('location')).toBe('/ratsinfo/passwort-aendern?fehler=regel');
    const wrongOld = await json(
      COUNCIL_PATHS.password,
      { passwort_alt: 'falsch', passwort_neu: 'Neu-Passwort-1', passwort_wiederholung: 'Neu-Passwort-1' },
      { cookie: session },
    );
    expect(wrongOld.status).toBe(400);
    expect(((await wrongOld.json()) as { message: string }).message).toBe(RATSINFO_MESSAGES.passwordWrong);

    const changed = await form(
      COUNCIL_PATHS.password,
      { passwort_alt: 'Erstpasswort!2026', passwort_neu: 'Neu-Passwort-1', passwort_wiederholung: 'Neu-Passwort-1' },
      { cookie: session },
    );
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe('/ratsinfo?hinweis=passwort-geaendert');
    const renewed = cookieOf(changed);
    expect(renewed).not.toBe(session);
    const profile = (await (await fetch(`${base}/wer-bin-ich`, { headers: { cookie: renewed } })).json()) as { profile: CouncilProfile };
    expect(profile.profile.pw_geaendert).toBe(true);
    // Without a session the change is refused and the visitor goes to the login.
    const anonymous = await form(COUNCIL_PATHS.password, { passwort_alt: 'a', passwort_neu: 'Neu-Passwort-2', passwort_wiederholung: 'Neu-Passwort-2' });
    expect(anonymous.headers.get('location')).toBe('/ratsinfo/anmelden?fehler=nicht-angemeldet&ziel=%2Fratsinfo%2Fpasswort-aendern');
  });

  it('logs out: the cookie is cleared', async () => {
    const session = cookieOf(await json(COUNCIL_PATHS.login, { email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' }));
    const out = await form(COUNCIL_PATHS.logout, {}, { cookie: session });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/ratsinfo/abgemeldet');
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${COUNCIL_COOKIE}=;`));
  });

  it('refuses posts from other sites', async () => {
    const cross = await json(
      COUNCIL_PATHS.login,
      { email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie')).toBeNull();
    expect((await form(COUNCIL_PATHS.logout, {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('limits logins per address and per client with a German 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const answer = await json(COUNCIL_PATHS.login, { email: 'sabine.keller@musterstadt.de', passwort: `falsch-${i}` });
      statuses.push(answer.status);
      if (i === 19) {
        expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(((await answer.json()) as { message: string }).message).toBe(SESSION_TEXTS.tooMany);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // The same client, other addresses: the per-client limit ends it too.
    const other = await json(COUNCIL_PATHS.login, { email: 'x@musterstadt.de', passwort: 'falsch' });
    expect(other.status).toBe(429);
    expect(other.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await other.json()) as { message: string }).message).toBe(SESSION_TEXTS.tooMany);
  });

  it('never lets a browser log in or change a password at the content API itself (the token would reach a script)', () => {
    expect(browserMayCall('POST', '/api/cms/raete/login')).toBe(false);
    expect(browserMayCall('POST', '/api/cms/raete/2/passwort')).toBe(false);
    expect(browserMayCall('POST', '/api/cms/%72aete/login')).toBe(false);
  });

  it('goes on only to council paths after login', () => {
    expect(safeTarget('/ratsinfo/sitzungen/4?x=1', '/ratsinfo', '/ratsinfo')).toBe('/ratsinfo/sitzungen/4?x=1');
    expect(safeTarget('//evil.example/ratsinfo', '/ratsinfo', '/ratsinfo')).toBe('/ratsinfo');
    expect(safeTarget('https://evil.example/', '/ratsinfo', '/ratsinfo')).toBe('/ratsinfo');
    expect(safeTarget('/aktuelles', '/ratsinfo', '/ratsinfo')).toBe('/ratsinfo');
  });
});
