/** @jest-environment node */
/**
 * The sessions registration on a Fastify instance, with two login kinds as remotes contribute them
 * (test-kinds.ts) against a small content API: login, restore, password change, logout, limits and
 * the same-site check, for JSON and for plain form posts, and the two kinds side by side.
 */
import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerClaims } from '../claims';
import { cmsClients } from '../cms-clients';
import { fileClaimant } from './files';
import { LoginKinds } from './kinds';
import { registerSessions, sessionClaimant } from './register';
import { TOO_MANY_REQUESTS } from '../security';
import { safeTarget, SESSION_TEXTS } from './routes';
import { readSession, readSessions } from './session';
import { BOARD_PAGES, contributedLogins, startFakeContentApi, STAFF_PAGES, STAFF_UUID, type FakeContentApi } from './test-kinds';

let api: FakeContentApi;
let shell: FastifyInstance;
let base: string;
let kinds: LoginKinds;
let reported: unknown[];
/** The delays the login throttle waited (its sleep is a recorder here: no real waiting). */
let slept: number[];

beforeEach(async () => {
  api = await startFakeContentApi();
  reported = [];
  slept = [];
  const clients = cmsClients({ CMS_API_URL: api.url, CMS_SERVICE_TOKEN: 'dienst-token-0123456789' }, 5000);
  kinds = new LoginKinds({ logins: contributedLogins }, () => undefined);
  const report = (error: unknown) => reported.push(error);
  shell = Fastify({ trustProxy: true });
  registerClaims(shell, [sessionClaimant(kinds), fileClaimant(kinds)]);
  await shell.register(cookie);
  await shell.register(rateLimit, { global: false });
  await registerSessions(shell, {
    config: { CMS_API_URL: api.url, LOGIN_LIMIT_PER_CLIENT: 10, LOGIN_LIMIT_PER_ADDRESS: 10, PASSWORD_LIMIT_PER_CLIENT: 20 },
    kinds,
    clients,
    report,
    throttling: {
      sleep: async (ms) => {
        slept.push(ms);
      },
    },
  });
  // What a page sees of the sessions: the restored profiles, never a token.
  shell.get('/wer-bin-ich', async (request, reply) => {
    const { active } = await readSessions(request, reply, kinds.all(), clients, report);
    return { vorstand: active.get('vorstand')?.profile ?? null, team: active.get('team')?.profile ?? null };
  });
  shell.get('/nur-vorstand', async (request, reply) => ({ profile: (await readSession(request, reply, kinds.all()[0]!, clients, report))?.profile ?? null }));
  // A post to any other page is the forms' (here: a marker).
  shell.post('*', async () => ({ formular: true }));
  await shell.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await shell.close();
  await api.app.close();
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
    vorstand: { nachname: string } | null;
    team: { vorname: string } | null;
  };
const board = (passwort = 'Vorstand!2026', email = 'sabine.keller@musterstadt.de') => ({ email, passwort });

describe('a login kind contributed by a remote', () => {
  it('logs in with JSON: the token goes into an HttpOnly, SameSite=Lax cookie, the answer holds only the profile', async () => {
    const answer = await json(BOARD_PAGES.login, board());
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toEqual({ status: 'success', profile: { id: 2, vorname: 'Sabine', nachname: 'Keller', pw_geaendert: true }, weiter: '/vorstand' });
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^ms_vorstand=2\.tok-2-/);
    expect(setCookie).toMatch(/; Max-Age=3600/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    // The token is in no answer body; it reached the content API in the kind's header only, with the service token.
    const token = setCookie.split(';')[0]?.split('=')[1]?.replace(/^2\./, '') ?? '';
    expect(JSON.stringify(body)).not.toContain(token);
    expect(api.seen).toContainEqual({ path: '/api/cms/vorstand/2', board: token, service: 'dienst-token-0123456789' });
    expect(api.seen.find((call) => call.path === '/api/cms/vorstand/login')?.board).toBeUndefined();
  });

  it('takes the lifetime from the setting the kind names, and sets Secure behind HTTPS', async () => {
    kinds = new LoginKinds({ logins: contributedLogins }, (name) => (name === 'VORSTAND_SESSION_SECONDS' ? '600' : undefined));
    expect(kinds.all()[0]?.maxAgeSeconds).toBe(600);
    const answer = await json(BOARD_PAGES.login, board(), { 'x-forwarded-proto': 'https' });
    expect(answer.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('restores the session from the cookie and ends it when the content API refuses the token', async () => {
    const session = cookieOf(await json(BOARD_PAGES.login, board()));
    expect((await whoAmI(session)).vorstand?.nachname).toBe('Keller');
    api.valid.clear();
    const ended = await fetch(`${base}/nur-vorstand`, { headers: { cookie: session } });
    expect(((await ended.json()) as { profile: unknown }).profile).toBeNull();
    expect(ended.headers.get('set-cookie')).toMatch(/^ms_vorstand=;.*Expires=Thu, 01 Jan 1970/);
    expect(await (await fetch(`${base}/nur-vorstand`, { headers: { cookie: 'ms_vorstand=kaputt' } })).json()).toEqual({ profile: null });
  });

  it('answers a wrong password and an unknown address with the same German message', async () => {
    const wrong = await json(BOARD_PAGES.login, board('falsch'));
    const unknown = await json(BOARD_PAGES.login, board('falsch', 'niemand@musterstadt.de'));
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual({ status: 'invalid', message: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.' });
    expect(b).toEqual(a);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('applies the alternative login rule: an answer under 500 without data is a failure, 500 is “not possible now”', async () => {
    api.loginAnswer = 'empty';
    expect((await json(BOARD_PAGES.login, board('x', 'a@b.de'))).status).toBe(401);
    api.loginAnswer = 'redirect';
    expect((await json(BOARD_PAGES.login, board('x', 'a@b.de'))).status).toBe(401);
    api.loginAnswer = 'down';
    const down = await json(BOARD_PAGES.login, board('x', 'a@b.de'));
    expect(down.status).toBe(503);
    expect(((await down.json()) as { message: string }).message).toBe(SESSION_TEXTS.unavailable);
  });

  it('logs in without JavaScript and sends a person with the initial password to the password change first', async () => {
    const answer = await form(BOARD_PAGES.login, { ...board('Erstpasswort!2026', 'lukas.brenner@musterstadt.de'), ziel: '/vorstand/protokolle/4' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/vorstand/passwort-aendern?ziel=%2Fvorstand%2Fprotokolle%2F4');
    const failed = await form(BOARD_PAGES.login, { ...board('falsch', 'lukas.brenner@musterstadt.de'), ziel: 'https://evil.example/' });
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe('/vorstand/anmelden?fehler=anmeldung');
  });

  it('changes the password (no JavaScript): checks the repetition and the rule, then keeps the new token', async () => {
    const session = cookieOf(await form(BOARD_PAGES.login, board('Erstpasswort!2026', 'lukas.brenner@musterstadt.de')));
    const change = (fields: Record<string, string>, send = form) => send(BOARD_PAGES.password, fields, { cookie: session });
    const mismatch = await change({ passwort_alt: 'Erstpasswort!2026', passwort_neu: 'Neu-Passwort-1', passwort_wiederholung: 'anders' });
    expect(mismatch.headers.get('location')).toBe('/vorstand/passwort-aendern?fehler=wiederholung');
    const weak = await change({ passwort_alt: 'Erstpasswort!2026', passwort_neu: 'kurz', passwort_wiederholung: 'kurz' });
    expect(weak.headers.get('location')).toBe('/vorstand/passwort-aendern?fehler=regel');
    const wrongOld = await change({ passwort_alt: 'falsch', passwort_neu: 'Neu-Passwort-1', passwort_wiederholung: 'Neu-Passwort-1' }, json);
    expect(wrongOld.status).toBe(400);
    expect(((await wrongOld.json()) as { message: string }).message).toBe(SESSION_TEXTS.passwordWrong);
    const changed = await change({ passwort_alt: 'Erstpasswort!2026', passwort_neu: 'Neu-Passwort-1', passwort_wiederholung: 'Neu-Passwort-1' });
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe('/vorstand?hinweis=passwort-geaendert');
    const renewed = cookieOf(changed);
    expect(renewed).not.toBe(session);
    expect(
      ((await (await fetch(`${base}/nur-vorstand`, { headers: { cookie: renewed } })).json()) as { profile: { pw_geaendert: boolean } }).profile.pw_geaendert,
    ).toBe(true);
    // Without a session the change is refused and the visitor goes to the login.
    const anonymous = await form(BOARD_PAGES.password, { passwort_alt: 'a', passwort_neu: 'Neu-Passwort-2', passwort_wiederholung: 'Neu-Passwort-2' });
    expect(anonymous.headers.get('location')).toBe('/vorstand/anmelden?fehler=nicht-angemeldet&ziel=%2Fvorstand%2Fpasswort-aendern');
  });

  it('refuses posts from other sites', async () => {
    const cross = await json(BOARD_PAGES.login, board(), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie')).toBeNull();
    expect((await form(BOARD_PAGES.logout, {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('counts failed logins only: correct ones always pass, a failing client is slowed and then refused with a German 429 and Retry-After, other clients still log in', async () => {
    const memberAt = (client: string) => ({ 'x-forwarded-for': client });
    const correct: number[] = [];
    for (let i = 0; i < 6; i += 1) correct.push((await json(BOARD_PAGES.login, board(), memberAt('192.0.2.7'))).status);
    expect(correct).toEqual([200, 200, 200, 200, 200, 200]);
    expect(slept).toEqual([]);

    // Ten wrong passwords for the member from one client: no delay for the first three, then growing.
    const attacker = memberAt('198.51.100.20');
    const wrong: number[] = [];
    for (let i = 0; i < 10; i += 1) wrong.push((await json(BOARD_PAGES.login, board(`falsch-${i}`), attacker)).status);
    expect(wrong).toEqual(Array(10).fill(401));
    expect(slept).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000]);
    // Then that client is refused, the right password too, as JSON and as a page for a plain form post.
    const refused = await json(BOARD_PAGES.login, board(), attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toEqual({ status: 'invalid', message: SESSION_TEXTS.tooMany });
    expect(refused.headers.get('set-cookie')).toBeNull();
    const page = await form(BOARD_PAGES.login, board('falsch', 'y@musterstadt.de'), attacker);
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await page.text()).toContain(SESSION_TEXTS.tooMany);
    // The member from her own client still gets in (after the address's capped delay).
    slept = [];
    const herself = await json(BOARD_PAGES.login, board(), memberAt('192.0.2.8'));
    expect(herself.status).toBe(200);
    expect(cookieOf(herself).startsWith('ms_vorstand=')).toBe(true);
    expect(slept).toEqual([2000]);
    // Her login cleared the address's failures; the other kind counts on its own for the refused client.
    expect((await json(BOARD_PAGES.login, board(), memberAt('192.0.2.7'))).status).toBe(200);
    expect(slept).toEqual([2000]);
    expect((await json(STAFF_PAGES.login, { email: 'anna.schmid@musterstadt.de', passwort: 'Intern!2026' }, attacker)).status).toBe(200);
  });

  it('does not count a post without address or password as a failure', async () => {
    for (let i = 0; i < 12; i += 1) expect((await json(BOARD_PAGES.login, { email: 'sabine.keller@musterstadt.de', passwort: '' })).status).toBe(400);
    expect(slept).toEqual([]);
    expect((await json(BOARD_PAGES.login, board())).status).toBe(200);
  });

  it('goes on only to paths inside the kind’s area after login', () => {
    expect(safeTarget('/vorstand/protokolle/4?x=1', '/vorstand', '/vorstand')).toBe('/vorstand/protokolle/4?x=1');
    expect(safeTarget('//evil.example/vorstand', '/vorstand', '/vorstand')).toBe('/vorstand');
    expect(safeTarget('https://evil.example/', '/vorstand', '/vorstand')).toBe('/vorstand');
    expect(safeTarget('/aktuelles', '/vorstand', '/vorstand')).toBe('/vorstand');
    expect(safeTarget('/vorstandswahl', '/vorstand', '/vorstand')).toBe('/vorstand');
    // Resolved before it is judged: dot segments, backslashes and encoded slashes never leave the site.
    for (const raw of ['/vorstand/..//evil.example/phish', '/vorstand/%2e%2e//evil.example', '/\\evil.example/vorstand', '/vorstand%2F..%2F..%2Fteam'])
      expect([raw, safeTarget(raw, '/vorstand', '/vorstand')]).toEqual([raw, '/vorstand']);
  });
});

describe('two login kinds side by side', () => {
  const staffLogin = () => json(STAFF_PAGES.login, { email: 'anna.schmid@musterstadt.de', passwort: 'Intern!2026', ziel: '/team/archiv' });

  it('never answers a way back that leaves the site, for JSON and form logins', async () => {
    const phish = { email: 'anna.schmid@musterstadt.de', passwort: 'Intern!2026', ziel: '/team/..//evil.example/phish' };
    expect(((await (await json(STAFF_PAGES.login, phish)).json()) as { weiter: string }).weiter).toBe('/team');
    expect((await form(STAFF_PAGES.login, phish)).headers.get('location')).toBe('/team');
  });

  it('keeps both sessions; logging out of one leaves the other', async () => {
    const staffAnswer = await staffLogin();
    expect(await staffAnswer.json()).toEqual({ status: 'success', profile: { uuid: STAFF_UUID, vorname: 'Anna' }, weiter: '/team/archiv' });
    expect(staffAnswer.headers.get('set-cookie')).toMatch(/Max-Age=1800/);
    const staff = cookieOf(staffAnswer);
    const member = cookieOf(await json(BOARD_PAGES.login, board()));
    expect(staff.startsWith('ms_team=')).toBe(true);
    expect(member.startsWith('ms_vorstand=')).toBe(true);
    const both = await whoAmI(`${staff}; ${member}`);
    expect([both.team?.vorname, both.vorstand?.nachname]).toEqual(['Anna', 'Keller']);
    const out = await json(STAFF_PAGES.logout, {}, { cookie: `${staff}; ${member}` });
    expect(await out.json()).toEqual({ status: 'success', message: SESSION_TEXTS.loggedOut, weiter: '/team/abgemeldet' });
    expect(out.headers.get('set-cookie')).toMatch(/^ms_team=;/);
    expect(out.headers.get('set-cookie')).not.toContain('ms_vorstand');
    expect((await whoAmI(member)).vorstand?.nachname).toBe('Keller');
    const boardOut = await form(BOARD_PAGES.logout, {}, { cookie: `${staff}; ${member}` });
    expect([boardOut.status, boardOut.headers.get('location')]).toEqual([303, '/vorstand/abgemeldet']);
    expect(boardOut.headers.get('set-cookie')).not.toContain('ms_team');
  });

  it('refuses a flood of logouts from one client with a German 429, before the content API is asked', async () => {
    const client = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await json(STAFF_PAGES.logout, {}, client)).status);
    expect(statuses).toEqual(Array(30).fill(200));
    const refused = await json(STAFF_PAGES.logout, {}, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ status: 'invalid', message: TOO_MANY_REQUESTS });
    // Another client logs out as before.
    expect((await json(STAFF_PAGES.logout, {}, { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
  });

  it('sends each token only in its own kind’s header', async () => {
    const staff = cookieOf(await staffLogin());
    await whoAmI(staff);
    const calls = api.seen.filter((call) => call.path.startsWith('/api/cms/team/user/'));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.authorization === 'Bearer eyJ.staff-1.sig' && call.board === undefined)).toBe(true);
  });

  it('leaves posts to other pages to the forms', async () => {
    expect(await (await json('/vorstand/kontakt', { name: 'x' })).json()).toEqual({ formular: true });
    expect(await (await json('/vorstand/anmelden/', board())).json()).toEqual({ formular: true });
  });

  it('reports a kind that fails while restoring, and answers as logged out', async () => {
    const broken = { ...contributedLogins()[1]!, kind: { ...contributedLogins()[1]!.kind, restore: () => Promise.reject(new TypeError('kaputt')) } };
    kinds = new LoginKinds({ logins: () => [broken] }, () => undefined);
    const clients = cmsClients({ CMS_API_URL: api.url }, 5000);
    const request = { cookies: { ms_team: `${STAFF_UUID}.eyJ.staff-1.sig` }, protocol: 'http' } as never;
    const reply = { clearCookie: jest.fn() } as never;
    expect(await readSession(request, reply, kinds.all()[0]!, clients, (error) => reported.push(error))).toBeNull();
    expect(reported).toEqual([new TypeError('kaputt')]);
  });
});
