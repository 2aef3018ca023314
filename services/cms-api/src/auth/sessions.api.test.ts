/**
 * API tests of the server-side sessions of every login kind: logout ends a session at once on every
 * instance, other sessions survive it, a password change ends the others, a session expires and an
 * editor's ends after 30 minutes unused (fake clock), and one kind's token never opens another.
 * Two content APIs share the database (two pools on PostgreSQL, one PGlite).
 */
import type { AddressInfo } from 'node:net';
import type {
  IntranetLoginResult,
  IntranetRubrikDetail,
  IntranetListe,
  IntranetRubrik,
  RatsLoginResult,
  RatsListe,
  RatsSitzung,
  RatsSitzungDetail,
  SitzungListe,
} from '@musterstadt/cms-contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../core/db';
import { migrate } from '../migrate';
import { INTRANET_DEMO_PASSWORT } from '../seed/intranet/seed-data';
import { DEMO_ERSTPASSWORT, DEMO_PASSWORT } from '../seed/ratsinfo/seed-data';
import { seedIfEmpty } from '../seed/seed';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import { INTRANET_LOGIN, RATSINFO_LOGIN, REDAKTION_LOGIN, type TokenSettings, createLogins, endAllSessions, settingsFromEnv } from '.';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
const RATSINFO = 'Ratsinfosystem-Authorization';
const REDAKTION = 'Redaktion-Authorization';
const SETTINGS: Record<string, TokenSettings> = {
  ratsinfo: { secret: new TextEncoder().encode('r'.repeat(40)), lifetimeSeconds: 3600 },
  intranet: { secret: new TextEncoder().encode('i'.repeat(40)), lifetimeSeconds: 3600 },
  redaktion: { secret: new TextEncoder().encode('e'.repeat(40)), lifetimeSeconds: 8 * 3600 },
};
const KINDS = [RATSINFO_LOGIN, INTRANET_LOGIN, REDAKTION_LOGIN];

interface Answer<T> {
  status: number;
  body: T;
}

// argon2id is deliberately slow; on a busy machine a login takes a second or more.
jest.setTimeout(120_000);

describe('login kinds', () => {
  it('give the editorial area a working day at most, eight hours by default, and 30 minutes unused', () => {
    expect(settingsFromEnv(REDAKTION_LOGIN, {}).lifetimeSeconds).toBe(28_800);
    expect(settingsFromEnv(REDAKTION_LOGIN, { REDAKTION_SESSION_SECONDS: '36000' }).lifetimeSeconds).toBe(36_000);
    expect(() => settingsFromEnv(REDAKTION_LOGIN, { REDAKTION_SESSION_SECONDS: '36001' })).toThrow(/REDAKTION_SESSION_SECONDS/);
    expect(() => settingsFromEnv(REDAKTION_LOGIN, { REDAKTION_JWT_SECRET: 'zu-kurz' })).toThrow(/REDAKTION_JWT_SECRET/);
    expect(REDAKTION_LOGIN.idleSeconds).toBe(1800);
    expect(settingsFromEnv(RATSINFO_LOGIN, { RATSINFO_SESSION_SECONDS: '7200' }).lifetimeSeconds).toBe(7200);
    expect(() => settingsFromEnv(INTRANET_LOGIN, { INTRANET_SESSION_SECONDS: '0' })).toThrow(/INTRANET_SESSION_SECONDS/);
  });
});

describe.each(BACKENDS)('server-side sessions on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let second: Db;
  let apps: FastifyInstance[];
  let bases: string[];
  let clock = SEEDED_AT.getTime();
  const now = () => new Date(clock);

  async function call<T = Record<string, unknown>>(
    path: string,
    { headers = {}, body, method, at = 0 }: { headers?: Record<string, string>; body?: unknown; method?: string; at?: number } = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${bases[at]}${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text && (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : null) as T };
  }
  const council = (token: string) => ({ [RATSINFO]: token });
  const staff = (token: string) => ({ authorization: `Bearer ${token}` });
  const councilLogin = async (email = 'sabine.keller@musterstadt.de', passwort = DEMO_PASSWORT) =>
    (await call<RatsLoginResult>('/api/cms/raete/login', { body: { email, passwort } })).body;
  const staffLogin = async () =>
    (await call<IntranetLoginResult>('/api/cms/login', { body: { email: 'anna.schmid@musterstadt.de', passwort: INTRANET_DEMO_PASSWORT } })).body;
  /** The session id a token names (its `sid` claim). */
  const sessionIdOf = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string }).sid;
  const logout = (headers: Record<string, string>, at = 0) => call('/api/cms/sitzungen/abmelden', { method: 'POST', headers, at });
  const sessions = (headers: Record<string, string>, at = 0) => call<SitzungListe>('/api/cms/sitzungen', { headers, at });

  /** What a council member's token opens: the profile, the start page, a non-public file. */
  async function councilReads(token: string, id: number, at = 0): Promise<number[]> {
    const past = await call<RatsListe<RatsSitzung>>('/api/cms/ratsinfo/sitzungen?gremium=GR&zeitraum=vergangen&pro_seite=1');
    const meeting = await call<RatsSitzungDetail>(`/api/cms/ratsinfo/sitzungen/${past.body.data[0]!.id}`, { headers: council(token), at });
    const secretFile = meeting.body.dateien?.find((d) => !d.oeffentlich)?.url ?? `/api/cms/ratsinfo/dateien/${past.body.data[0]!.id}/x.pdf`;
    return [
      meeting.status,
      (await call(`/api/cms/raete/${id}`, { headers: council(token), at })).status,
      (await call('/api/cms/ratsinfo/uebersicht', { headers: council(token), at })).status,
      (await call(secretFile, { headers: council(token), at })).status,
    ];
  }

  /** What a staff member's token opens: the profile, a category's texts, a text, a document. */
  async function staffReads(token: string, uuid: string, at = 0): Promise<number[]> {
    const statuses: number[] = [(await call(`/api/cms/intranet/user/${uuid}`, { headers: staff(token), at })).status];
    const rubriken = await call<IntranetListe<IntranetRubrik>>('/api/cms/intranet/rubrik', { headers: staff(token), at });
    statuses.push(rubriken.status);
    const rubrik = await call<IntranetRubrikDetail>(`/api/cms/intranet/rubrik/${rubriken.body.data?.[0]?.url ?? 'rundschreiben'}`, {
      headers: staff(token),
      at,
    });
    statuses.push(rubrik.status, (await call(`/api/cms/intranet/texte/${rubrik.body.data?.[0]?.id ?? 1}`, { headers: staff(token), at })).status);
    statuses.push((await call('/api/cms/intranet/dokumente/1/dv-gleitzeit-2020.pdf', { headers: staff(token), at })).status);
    return statuses;
  }

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    await seedIfEmpty(db, SEEDED_AT);
    // A second content API on the same database (its own connections on PostgreSQL).
    second = backend.name === 'PGlite' ? db : await database.open();
    apps = [db, second].map((instance) => buildApp({ db: instance, now, loginKinds: KINDS, loginSettings: SETTINGS }));
    bases = [];
    for (const app of apps) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  }, 300_000);

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    if (second !== db) await second?.close();
    await db?.close();
    await database?.destroy();
  });

  beforeEach(() => {
    clock = SEEDED_AT.getTime();
  });

  it('ends a council session at logout: the old token gets 401 everywhere, on the other instance too, and other sessions go on', async () => {
    const office = await councilLogin();
    const home = await councilLogin();
    expect(await councilReads(office.token, office.id, 1)).toEqual([200, 200, 200, 200]);

    // A logout carries nothing but the token.
    expect((await call('/api/cms/sitzungen/abmelden', { headers: council(office.token), body: { alle: true } })).status).toBe(400);
    expect((await logout(council(office.token))).status).toBe(204);
    expect(await councilReads(office.token, office.id, 1)).toEqual([401, 401, 401, 401]);
    expect(await councilReads(office.token, office.id, 0)).toEqual([401, 401, 401, 401]);
    // A second logout with the same token is refused, like any call with it.
    expect((await logout(council(office.token))).status).toBe(401);
    // The session on the member's other device is untouched.
    expect(await councilReads(home.token, home.id, 1)).toEqual([200, 200, 200, 200]);
  });

  it('ends an intranet session at logout, texts and documents included, and keeps the other', async () => {
    const desk = await staffLogin();
    const laptop = await staffLogin();
    expect(await staffReads(desk.token, desk.uuid, 1)).toEqual([200, 200, 200, 200, 200]);
    expect((await logout(staff(desk.token), 1)).status).toBe(204);
    expect(await staffReads(desk.token, desk.uuid, 0)).toEqual([401, 401, 401, 401, 401]);
    expect(await staffReads(laptop.token, laptop.uuid, 0)).toEqual([200, 200, 200, 200, 200]);
  });

  it("lists the caller's own open sessions of that kind, marks the current one, and ends one by id but not another's", async () => {
    const first = await councilLogin();
    clock += 5_000;
    const secondLogin = await councilLogin();
    // Another member, still with the initial password: her session reads her profile only.
    const other = await councilLogin('miriam.vogt@musterstadt.de', DEMO_ERSTPASSWORT);
    await staffLogin();

    const list = await sessions(council(secondLogin.token));
    expect(list.status).toBe(200);
    expect(list.body.anzahl).toBe(list.body.data.length);
    expect(list.body.data.filter((s) => s.aktuell)).toHaveLength(1);
    const current = list.body.data.find((s) => s.aktuell)!;
    expect(current).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      erstellt_am: new Date(clock).toISOString(),
      zuletzt_am: new Date(clock).toISOString(),
      laeuft_ab_am: new Date(clock + 3600_000).toISOString(),
      aktuell: true,
    });
    const older = list.body.data.find((s) => s.id === sessionIdOf(first.token));
    expect(older).toMatchObject({ erstellt_am: SEEDED_AT.toISOString(), aktuell: false });

    // Another member's session is not the caller's: 404, and it goes on.
    const othersId = sessionIdOf(other.token);
    expect((await call(`/api/cms/sitzungen/${othersId}`, { method: 'DELETE', headers: council(secondLogin.token) })).status).toBe(404);
    expect((await call(`/api/cms/raete/${other.id}`, { headers: council(other.token) })).status).toBe(200);

    expect((await call(`/api/cms/sitzungen/${older!.id}`, { method: 'DELETE', headers: council(secondLogin.token) })).status).toBe(204);
    expect((await call(`/api/cms/raete/${first.id}`, { headers: council(first.token) })).status).toBe(401);
    expect((await sessions(council(secondLogin.token))).body.data.map((s) => s.id)).not.toContain(older!.id);
    // Ending it again: it is no open session any more.
    expect((await call(`/api/cms/sitzungen/${older!.id}`, { method: 'DELETE', headers: council(secondLogin.token) })).status).toBe(404);
  });

  it('ends the other sessions at a password change; the changing one goes on with its new token', async () => {
    const phone = await councilLogin('lukas.brenner@musterstadt.de', DEMO_ERSTPASSWORT);
    const desk = await councilLogin('lukas.brenner@musterstadt.de', DEMO_ERSTPASSWORT);
    const changed = await call<RatsLoginResult>(`/api/cms/raete/${desk.id}/passwort`, {
      headers: council(desk.token),
      body: { passwort_alt: DEMO_ERSTPASSWORT, passwort_neu: 'Neues-Passwort-88' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: desk.id, pw_geaendert: true, token: expect.any(String) });
    expect(await councilReads(phone.token, phone.id)).toEqual([401, 401, 401, 401]);
    expect(await councilReads(desk.token, desk.id)).toEqual([401, 401, 401, 401]);
    expect(await councilReads(changed.body.token, desk.id, 1)).toEqual([200, 200, 200, 200]);
    expect((await sessions(council(changed.body.token))).body.anzahl).toBe(1);
  });

  it('lets a session expire with its lifetime, and lasts the whole lifetime', async () => {
    const member = await councilLogin();
    clock += 3600_000 - 1000;
    expect((await call(`/api/cms/raete/${member.id}`, { headers: council(member.token) })).status).toBe(200);
    clock += 1000;
    const late = await call<{ error: string }>(`/api/cms/raete/${member.id}`, { headers: council(member.token) });
    expect(late.status).toBe(401);
    expect(late.body.error).toMatch(/abgelaufen/);
    expect((await sessions(council(member.token))).status).toBe(401);
  });

  it("ends an editor's session after 30 minutes unused, records its use at most once a minute, and ends every session of an account", async () => {
    // The editorial area's login is not built yet: its session is opened as its login will open it.
    const logins = createLogins({ db, kinds: KINDS, settings: SETTINGS, now });
    const { token, sid } = await logins.open('redaktion', 'redakteurin-7');
    const editor = { [REDAKTION]: token };
    const lastUse = async () =>
      new Date((await db.query<{ zuletzt_am: Date | string }>('SELECT zuletzt_am FROM anmeldungen WHERE id = $1', [sid])).rows[0]!.zuletzt_am).getTime();

    clock += 30_000;
    expect((await sessions(editor)).status).toBe(200);
    expect(await lastUse()).toBe(SEEDED_AT.getTime());
    clock += 29 * 60_000;
    expect((await sessions(editor, 1)).status).toBe(200);
    expect(await lastUse()).toBe(clock);
    clock += 29 * 60_000;
    expect((await sessions(editor)).status).toBe(200);
    clock += 30 * 60_000;
    const idle = await call<{ error: string }>('/api/cms/sitzungen', { headers: editor });
    expect(idle).toEqual({ status: 401, body: { error: REDAKTION_LOGIN.messages.sessionInvalid } });
    const ended = await db.query<{ beendet_grund: string }>('SELECT beendet_grund FROM anmeldungen WHERE id = $1', [sid]);
    expect(ended.rows).toEqual([{ beendet_grund: 'untaetig' }]);

    // An account that ends takes all its sessions with it.
    const a = await logins.open('redaktion', 'redakteur-9');
    const b = await logins.open('redaktion', 'redakteur-9');
    expect(await endAllSessions(db, 'redaktion', 'redakteur-9', 'konto', now())).toBe(2);
    expect((await sessions({ [REDAKTION]: a.token })).status).toBe(401);
    expect((await sessions({ [REDAKTION]: b.token })).status).toBe(401);
  });

  it("refuses one kind's token in another kind's header", async () => {
    const member = await councilLogin();
    const employee = await staffLogin();
    const editor = await createLogins({ db, kinds: KINDS, settings: SETTINGS, now }).open('redaktion', 'redakteurin-7');
    expect((await call(`/api/cms/intranet/user/${employee.uuid}`, { headers: staff(member.token) })).status).toBe(401);
    expect((await call(`/api/cms/intranet/user/${employee.uuid}`, { headers: staff(editor.token) })).status).toBe(401);
    expect((await call(`/api/cms/raete/${member.id}`, { headers: council(employee.token) })).status).toBe(401);
    expect((await call(`/api/cms/raete/${member.id}`, { headers: council(editor.token) })).status).toBe(401);
    expect((await sessions({ [REDAKTION]: member.token })).status).toBe(401);
    // Two kinds at once are one too many.
    expect((await sessions({ ...council(member.token), ...staff(employee.token) })).status).toBe(400);
    // The genuine tokens still work.
    expect((await sessions(council(member.token))).status).toBe(200);
    expect((await sessions(staff(employee.token))).status).toBe(200);
  });
});
