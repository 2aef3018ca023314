/**
 * API tests of the council information system on the real server and a freshly seeded database
 * (PGlite, and PostgreSQL when DATABASE_URL is set): login, profile, password change, token expiry
 * on a fake clock, and that non-public items, papers and files reach only a valid council token.
 */
import type { AddressInfo } from 'node:net';
import type {
  RatsBericht,
  RatsGremium,
  RatsListe,
  RatsLoginResult,
  RatsPerson,
  RatsProfil,
  RatsSitzung,
  RatsSitzungDetail,
  RatsSuchtreffer,
  RatsUebersicht,
  RatsVorlageDetail,
  RatsVorlageRef,
  RouteLookupResult,
} from '@musterstadt/cms-contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../core/db';
import { migrate } from '../migrate';
import { DEMO_ERSTPASSWORT, DEMO_PASSWORT } from '../seed/ratsinfo/seed-data';
import { seedIfEmpty } from '../seed/seed';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import { readPdf } from '../testing/read-pdf';

// ical.js is an ES module; Jest loads its CommonJS build.
type Ical = typeof import('ical.js', { with: { 'resolution-mode': 'import' } }).default;
const ICAL = require('ical.js') as Ical;

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
const SESSION_SECONDS = 2;
const HEADER = 'Ratsinfosystem-Authorization';

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
  bytes: Buffer;
}

// argon2id is deliberately slow; on a busy machine a password change takes seconds.
jest.setTimeout(90_000);

describe.each(BACKENDS)('council information system on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  let clock = SEEDED_AT.getTime();

  async function call<T = Record<string, unknown>>(path: string, init: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (init.token !== undefined) headers[HEADER] = init.token;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: (type.includes('json') ? JSON.parse(bytes.toString('utf8')) : null) as T, headers: response.headers, bytes };
  }

  const login = (email: string, passwort: string) => call<RatsLoginResult & { error?: string }>('/api/cms/raete/login', { body: { email, passwort } });

  async function secretMeeting(): Promise<RatsSitzungDetail> {
    const past = await call<RatsListe<RatsSitzung>>('/api/cms/ratsinfo/sitzungen?gremium=GR&zeitraum=vergangen&pro_seite=1');
    const first = past.body.data[0];
    if (!first) throw new Error('no past meeting of the Gemeinderat');
    return (await call<RatsSitzungDetail>(`/api/cms/ratsinfo/sitzungen/${first.id}`)).body;
  }

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    await seedIfEmpty(db, SEEDED_AT);
    app = buildApp({
      db,
      now: () => new Date(clock),
      loginSettings: { ratsinfo: { secret: new TextEncoder().encode('k'.repeat(40)), lifetimeSeconds: SESSION_SECONDS } },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);

  beforeEach(() => {
    clock = SEEDED_AT.getTime();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.destroy();
  });

  it('seeds a believable body: five committees, a council of 18 and the mayor, two years of meetings, some cancelled', async () => {
    const gremien = await call<RatsListe<RatsGremium>>('/api/cms/ratsinfo/gremien');
    expect(gremien.body.data.map((g) => g.name)).toEqual(['Gemeinderat', 'Technischer Ausschuss', 'Verwaltungsausschuss', 'Ortschaftsrat Aach', 'Ältestenrat']);
    const personen = await call<RatsListe<RatsPerson>>('/api/cms/ratsinfo/personen');
    expect(personen.body.anzahl).toBeGreaterThanOrEqual(20);
    expect(new Set(personen.body.data.map((p) => p.partei))).toEqual(new Set(['parteilos', 'CDU', 'Freie Wähler', 'SPD', 'Bündnis 90/Die Grünen']));
    expect(personen.body.data.every((p) => p.mitgliedschaften.length > 0 && p.taetigkeitsbereiche.length > 0)).toBe(true);
    // The public list names no e-mail address and no password hash.
    expect(JSON.stringify(personen.body)).not.toMatch(/@|argon2|passwort/);

    const vergangen = await call<RatsListe<RatsSitzung>>('/api/cms/ratsinfo/sitzungen?zeitraum=vergangen&pro_seite=100');
    const kommend = await call<RatsListe<RatsSitzung>>('/api/cms/ratsinfo/sitzungen?zeitraum=kommend&pro_seite=100');
    expect(vergangen.body.anzahl).toBeGreaterThan(25);
    expect(kommend.body.anzahl).toBeGreaterThan(25);
    expect(vergangen.body.data.some((s) => s.abgesagt)).toBe(true);
    expect(kommend.body.data.some((s) => s.abgesagt)).toBe(true);
    const gr2026 = await call<RatsListe<RatsSitzung>>('/api/cms/ratsinfo/sitzungen?gremium=GR&jahr=2026&pro_seite=100');
    expect(gr2026.body.data.length).toBe(11);
    expect(gr2026.body.data.every((s) => s.gremium.kuerzel === 'GR' && s.beginn.startsWith('2026-'))).toBe(true);
    expect(gr2026.body.data[0]?.name).toBe('1. Sitzung des Gemeinderats 2026');
  });

  it('numbers papers like GR/2026/041 and shows each paper’s consultations, the preparing committee first', async () => {
    const vorlagen = await call<RatsListe<RatsVorlageRef>>('/api/cms/ratsinfo/vorlagen?pro_seite=100');
    expect(vorlagen.body.data.length).toBeGreaterThan(10);
    expect(vorlagen.body.data.every((v) => /^(GR|TA|VA|OR|AER)\/\d{4}\/\d{3}$/.test(v.aktenzeichen))).toBe(true);
    expect(new Set(vorlagen.body.data.map((v) => v.art))).toEqual(new Set(['Beschlussvorlage', 'Informationsvorlage', 'Antrag']));
    const satzung = vorlagen.body.data.find((v) => v.titel.startsWith('Bebauungsplan „Hinter den Gärten“'));
    expect(satzung).toBeDefined();
    const detail = await call<RatsVorlageDetail>(`/api/cms/ratsinfo/vorlagen/${satzung?.id}`);
    expect(detail.body.beratungen.map((b) => [b.sitzung.gremium.kuerzel, b.beratungsart])).toEqual([
      ['TA', 'Vorberatung'],
      ['GR', 'Entscheidung'],
    ]);
    expect(detail.body.beratungen[1]?.ergebnis).toMatch(/beschlossen/);
    expect(detail.body.dateien.map((d) => d.art)).toEqual(['Vorlage', 'Anlage']);
  });

  it('logs a member in and answers her profile only to her own token', async () => {
    const ok = await login('sabine.keller@musterstadt.de', DEMO_PASSWORT);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id: expect.any(Number), token: expect.any(String), pw_geaendert: true });
    const profil = await call<RatsProfil>(`/api/cms/raete/${ok.body.id}`, { token: ok.body.token });
    expect(profil.status).toBe(200);
    expect(profil.body).toMatchObject({ vorname: 'Sabine', nachname: 'Keller', kontakt: { email: 'sabine.keller@musterstadt.de' } });
    expect(profil.body.taetigkeitsbereiche).toContain('Finanzen');
    expect(profil.headers.get('cache-control')).toBe('private, no-store');
    expect(JSON.stringify(profil.body)).not.toMatch(/argon2|passwort_hash/);

    expect((await call(`/api/cms/raete/${ok.body.id}`)).status).toBe(401);
    expect((await call(`/api/cms/raete/${ok.body.id + 1}`, { token: ok.body.token })).status).toBe(403);
    expect((await call(`/api/cms/raete/${ok.body.id}`, { token: `${ok.body.token}x` })).status).toBe(401);
    // Bearer form of the header is understood too.
    expect((await call(`/api/cms/raete/${ok.body.id}`, { token: `Bearer ${ok.body.token}` })).status).toBe(200);
  });

  it('answers a wrong password and an unknown address alike, in German, and bad input with a 400', async () => {
    const wrong = await login('sabine.keller@musterstadt.de', 'falsch-12345');
    const unknown = await login('niemand@musterstadt.de', 'falsch-12345');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.');
    // A member without a login (no demo password) cannot log in with any password.
    expect((await login('katrin.albrecht@musterstadt.de', '')).status).toBe(400);
    expect((await login('katrin.albrecht@musterstadt.de', 'irgendwas')).status).toBe(401);
    const missing = await call<{ error: string }>('/api/cms/raete/login', { body: { email: 'x@y.de' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/E-Mail-Adresse und Ihr Passwort/);
    expect((await call('/api/cms/raete/login', { body: { email: 1, passwort: [] } })).status).toBe(400);
  });

  it('ends a token after its lifetime (fake clock)', async () => {
    const ok = await login('sabine.keller@musterstadt.de', DEMO_PASSWORT);
    clock += (SESSION_SECONDS - 1) * 1000;
    expect((await call(`/api/cms/raete/${ok.body.id}`, { token: ok.body.token })).status).toBe(200);
    clock += 2000;
    const late = await call<{ error: string }>(`/api/cms/raete/${ok.body.id}`, { token: ok.body.token });
    expect(late.status).toBe(401);
    expect(late.body.error).toMatch(/abgelaufen/);
    // An expired token on a public call is a 401 too, so the shell ends the session.
    expect((await call('/api/cms/ratsinfo/gremien', { token: ok.body.token })).status).toBe(401);
  });

  it('keeps a token for its whole lifetime when it is issued late in a second (JWT times are whole seconds)', async () => {
    clock = SEEDED_AT.getTime() + 900;
    const ok = await login('sabine.keller@musterstadt.de', DEMO_PASSWORT);
    clock += SESSION_SECONDS * 1000 - 100;
    expect((await call(`/api/cms/raete/${ok.body.id}`, { token: ok.body.token })).status).toBe(200);
    clock += 1100;
    expect((await call(`/api/cms/raete/${ok.body.id}`, { token: ok.body.token })).status).toBe(401);
  });

  it('makes a member change her initial password; the old password and old tokens stop working', async () => {
    const first = await login('lukas.brenner@musterstadt.de', DEMO_ERSTPASSWORT);
    expect(first.body.pw_geaendert).toBe(false);
    const path = `/api/cms/raete/${first.body.id}/passwort`;
    const rule = await call<{ error: string }>(path, { token: first.body.token, body: { passwort_alt: DEMO_ERSTPASSWORT, passwort_neu: 'kurz1' } });
    expect(rule.status).toBe(400);
    expect(rule.body.error).toBe('Das neue Passwort muss 12 bis 128 Zeichen lang sein.');
    // Eleven characters are one too few, as for every login kind.
    const elf = await call<{ error: string }>(path, { token: first.body.token, body: { passwort_alt: DEMO_ERSTPASSWORT, passwort_neu: 'Waldweg-202' } });
    expect(elf.body.error).toBe('Das neue Passwort muss 12 bis 128 Zeichen lang sein.');
    const same = await call<{ error: string }>(path, { token: first.body.token, body: { passwort_alt: DEMO_ERSTPASSWORT, passwort_neu: DEMO_ERSTPASSWORT } });
    expect(same.body.error).toMatch(/unterscheiden/);
    // A password long enough that is on the list of common passwords.
    const common = await call<{ error: string }>(path, { token: first.body.token, body: { passwort_alt: DEMO_ERSTPASSWORT, passwort_neu: 'qwerty123456' } });
    expect(common.status).toBe(400);
    expect(common.body.error).toMatch(/am häufigsten verwendeten/);
    const wrongOld = await call<{ error: string }>(path, { token: first.body.token, body: { passwort_alt: 'falsch', passwort_neu: 'Neues-Passwort-77' } });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.error).toMatch(/bisherige Passwort/);
    expect((await call(path, { body: { passwort_alt: DEMO_ERSTPASSWORT, passwort_neu: 'Neues-Passwort-77' } })).status).toBe(401);

    const changed = await call<RatsLoginResult>(path, {
      token: first.body.token,
      body: { passwort_alt: DEMO_ERSTPASSWORT, passwort_neu: 'Neues-Passwort-77' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.pw_geaendert).toBe(true);
    expect((await call(`/api/cms/raete/${first.body.id}`, { token: first.body.token })).status).toBe(401);
    expect((await call(`/api/cms/raete/${first.body.id}`, { token: changed.body.token })).status).toBe(200);
    expect((await login('lukas.brenner@musterstadt.de', DEMO_ERSTPASSWORT)).status).toBe(401);
    const again = await login('lukas.brenner@musterstadt.de', 'Neues-Passwort-77');
    expect(again.body.pw_geaendert).toBe(true);
  });

  it('lets a member with the initial password read nothing but her profile and the password change until she changes it', async () => {
    const anonym = await secretMeeting();
    const { body: keller } = await login('sabine.keller@musterstadt.de', DEMO_PASSWORT);
    const intern = await call<RatsSitzungDetail>(`/api/cms/ratsinfo/sitzungen/${anonym.id}`, { token: keller.token });
    const secretFile = intern.body.dateien.find((d) => !d.oeffentlich)?.url ?? '';
    expect(secretFile).toMatch(/^\/api\/cms\/ratsinfo\/dateien\//);

    const first = await login('miriam.vogt@musterstadt.de', DEMO_ERSTPASSWORT);
    expect(first.status).toBe(200);
    expect(first.body.pw_geaendert).toBe(false);
    const pending = first.body.token;
    const refused = { status: 403, body: { error: 'Bitte ändern Sie zuerst Ihr Passwort.' } };
    // Every other read with that token, public lists included, is the German 403.
    for (const path of [
      secretFile,
      `/api/cms/ratsinfo/sitzungen/${anonym.id}`,
      '/api/cms/ratsinfo/uebersicht',
      '/api/cms/ratsinfo/gremien',
      '/api/cms/ratsinfo/vorlagen',
      '/api/cms/ratsinfo/berichte',
      '/api/cms/ratsinfo/suche?q=Pachtvertrag',
      '/api/cms/sitzungen',
    ]) {
      expect([path, await call(path, { token: pending })]).toMatchObject([path, refused]);
    }
    // Her own profile she reads; another member's stays forbidden.
    const profile = await call<RatsProfil>(`/api/cms/raete/${first.body.id}`, { token: pending });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ vorname: 'Miriam', nachname: 'Vogt', pw_geaendert: false });
    expect((await call(`/api/cms/raete/${keller.id}`, { token: pending })).status).toBe(403);
    // Logging out works before the change too.
    const other = await login('miriam.vogt@musterstadt.de', DEMO_ERSTPASSWORT);
    expect((await call('/api/cms/sitzungen/abmelden', { token: other.body.token, body: {} })).status).toBe(204);
    expect((await call(`/api/cms/raete/${first.body.id}`, { token: other.body.token })).status).toBe(401);

    const changed = await call<RatsLoginResult>(`/api/cms/raete/${first.body.id}/passwort`, {
      token: pending,
      body: { passwort_alt: DEMO_ERSTPASSWORT, passwort_neu: 'Kindergarten-2027' },
    });
    expect(changed.status).toBe(200);
    expect((await call(secretFile, { token: pending })).status).toBe(401);
    const pdf = await call(secretFile, { token: changed.body.token });
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('/api/cms/ratsinfo/uebersicht', { token: changed.body.token })).status).toBe(200);
    // A new login with the changed password reads at once.
    const again = await login('miriam.vogt@musterstadt.de', 'Kindergarten-2027');
    expect((await call(secretFile, { token: again.body.token })).status).toBe(200);
  });

  it('shows non-public agenda items, papers and files only with a valid council token', async () => {
    const anonym = await secretMeeting();
    expect(anonym.tagesordnung.length).toBeGreaterThan(2);
    expect(anonym.tagesordnung.every((t) => t.oeffentlich)).toBe(true);
    expect(anonym.nichtoeffentlichAusgeblendet).toBe(true);
    expect(anonym.dateien.every((d) => d.oeffentlich)).toBe(true);

    const { body: member } = await login('sabine.keller@musterstadt.de', DEMO_PASSWORT);
    const intern = await call<RatsSitzungDetail>(`/api/cms/ratsinfo/sitzungen/${anonym.id}`, { token: member.token });
    const secret = intern.body.tagesordnung.filter((t) => !t.oeffentlich);
    expect(secret.length).toBeGreaterThan(0);
    expect(secret[0]?.nummer).toBe('N 1');
    expect(intern.body.nichtoeffentlichAusgeblendet).toBe(false);
    expect(intern.headers.get('cache-control')).toBe('private, no-store');

    const secretFile = intern.body.dateien.find((d) => !d.oeffentlich);
    expect(secretFile?.titel).toMatch(/nichtöffentlicher Teil/);
    const denied = await call<{ error: string }>(secretFile?.url ?? '');
    expect(denied.status).toBe(401);
    expect(denied.body.error).toMatch(/nichtöffentlich/);
    const pdf = await call(secretFile?.url ?? '', { token: member.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const read = readPdf(pdf.bytes);
    expect(read.language).toBe('de-DE');
    expect(read.pages.join(' ')).toMatch(/Verschwiegenheitspflicht/);

    const secretPaper = secret.find((t) => t.vorlage)?.vorlage;
    expect(secretPaper?.oeffentlich).toBe(false);
    // More than a bare error: the paper's page shows the login, not the 404 of a paper that does not exist.
    expect(await call(`/api/cms/ratsinfo/vorlagen/${secretPaper?.id}`)).toMatchObject({
      status: 401,
      body: { error: 'Dieser Inhalt ist nichtöffentlich. Bitte melden Sie sich im Ratsinformationssystem an.', nichtoeffentlich: true },
    });
    expect((await call(`/api/cms/ratsinfo/vorlagen/${secretPaper?.id}`, { token: member.token })).status).toBe(200);
    const publicList = await call<RatsListe<RatsVorlageRef>>('/api/cms/ratsinfo/vorlagen?pro_seite=100');
    expect(publicList.body.data.some((v) => v.id === secretPaper?.id)).toBe(false);

    const publicFile = anonym.dateien[0];
    const open = await call(publicFile?.url ?? '');
    expect(open.status).toBe(200);
    expect(open.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // A file id with another file's name is not found.
    expect((await call(`/api/cms/ratsinfo/dateien/${publicFile?.id}/anderer-name.pdf`)).status).toBe(404);
  });

  it('gives a member her overview, and keeps the overview and non-public reports from anonymous callers', async () => {
    expect((await call('/api/cms/ratsinfo/uebersicht')).status).toBe(401);
    const { body: member } = await login('sabine.keller@musterstadt.de', DEMO_PASSWORT);
    const overview = await call<RatsUebersicht>('/api/cms/ratsinfo/uebersicht', { token: member.token });
    expect(overview.body.gremien.map((g) => g.gremium.name)).toEqual(['Gemeinderat', 'Verwaltungsausschuss', 'Ältestenrat']);
    expect(overview.body.naechsteSitzungen.length).toBe(5);
    expect(overview.body.naechsteSitzungen.every((s) => ['GR', 'VA', 'AER'].includes(s.gremium.kuerzel) && s.beginn >= SEEDED_AT.toISOString())).toBe(true);

    const anonym = await call<RatsListe<RatsBericht>>('/api/cms/ratsinfo/berichte');
    const intern = await call<RatsListe<RatsBericht>>('/api/cms/ratsinfo/berichte', { token: member.token });
    expect(anonym.body.data.every((b) => b.oeffentlich)).toBe(true);
    expect(intern.body.anzahl).toBe(anonym.body.anzahl + 1);
    expect(intern.body.data.every((b) => b.dateien.length === 1)).toBe(true);
  });

  it('searches papers and agenda items in German (stems), public ones only without a token', async () => {
    const hits = await call<RatsListe<RatsSuchtreffer>>(`/api/cms/ratsinfo/suche?q=${encodeURIComponent('Bebauungspläne')}`);
    expect(hits.body.data.some((h) => h.art === 'Vorlage' && h.titel.startsWith('Bebauungsplan'))).toBe(true);
    const secret = await call<RatsListe<RatsSuchtreffer>>(`/api/cms/ratsinfo/suche?q=${encodeURIComponent('Pachtvertrag')}`);
    expect(secret.body.anzahl).toBe(0);
    const { body: member } = await login('sabine.keller@musterstadt.de', DEMO_PASSWORT);
    const found = await call<RatsListe<RatsSuchtreffer>>(`/api/cms/ratsinfo/suche?q=${encodeURIComponent('Pachtvertrag')}`, { token: member.token });
    expect(found.body.anzahl).toBeGreaterThan(0);
  });

  it('offers the meetings of a committee as an iCal feed that a maintained parser reads', async () => {
    const response = await fetch(`${base}/api/cms/ical/sitzungen.ics?gremium=TA`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    // A published meeting is in the feed within 5 s, through any cache too.
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    const root = new ICAL.Component(ICAL.parse(await response.text()));
    for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const events = root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.length).toBeGreaterThan(8);
    expect(events.every((event) => event.summary.includes('Technischen Ausschusses'))).toBe(true);
    const first = events.find((event) => !event.summary.startsWith('Abgesagt'));
    expect(first?.location).toBe('Kleiner Sitzungssaal, 2. OG, Rathaus Musterstadt, Marktplatz 1, 79999 Musterstadt');
    // Wall-clock time in Berlin: the committee meets at 17:30.
    expect(first?.startDate.hour).toBe(17);
    expect(first?.startDate.minute).toBe(30);
    // Each event says when the meeting last changed, as OParl does: a subscribed calendar sees a change as one.
    const vevent = root.getAllSubcomponents('vevent')[0] as InstanceType<typeof ICAL.Component>;
    const sitzung = /^sitzung-(\d+)@/.exec(String(vevent.getFirstPropertyValue('uid')))?.[1];
    const meeting = (await (await fetch(`${base}/api/cms/oparl/v1/meeting/${sitzung}`)).json()) as { modified: string };
    const geaendert = vevent.getFirstPropertyValue('last-modified') as InstanceType<typeof ICAL.Time>;
    expect(geaendert.toJSDate().getTime()).toBe(new Date(meeting.modified).getTime());
    // The administrative committee's meeting in February is cancelled: the feed says so.
    const va = new ICAL.Component(ICAL.parse(await (await fetch(`${base}/api/cms/ical/sitzungen.ics?gremium=va`)).text()));
    const cancelled = va.getAllSubcomponents('vevent').filter((vevent) => vevent.getFirstPropertyValue('status') === 'CANCELLED');
    expect(cancelled.map((vevent) => String(vevent.getFirstPropertyValue('summary')))).toEqual([
      expect.stringMatching(/^Abgesagt: \d+\. Sitzung des Verwaltungsausschusses 2027$/),
    ]);
    const unknown = await fetch(`${base}/api/cms/ical/sitzungen.ics?gremium=XY`);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/Unbekanntes Gremium/);
  });

  it('answers bad parameters with a German 400 and unknown ids with a 404', async () => {
    const jahr = await call<{ error: string }>('/api/cms/ratsinfo/sitzungen?jahr=abc');
    expect(jahr.status).toBe(400);
    expect(jahr.body.error).toMatch(/Jahreszahl/);
    expect((await call('/api/cms/ratsinfo/sitzungen?zeitraum=morgen')).status).toBe(400);
    expect((await call('/api/cms/ratsinfo/sitzungen/99999999')).status).toBe(404);
    expect((await call('/api/cms/ratsinfo/sitzungen/99999999999999')).status).toBe(404);
    expect((await call('/api/cms/ratsinfo/vorlagen/abc')).status).toBe(400);
    expect((await call('/api/cms/ratsinfo/gremien/0')).status).toBe(400);
    // A bare error, which the paper's page (errorOnEmpty, spec point 5) turns into its 404.
    expect(await call('/api/cms/ratsinfo/vorlagen/99999')).toMatchObject({ status: 404, body: { error: 'Eintrag nicht gefunden' } });
    expect(Object.keys((await call('/api/cms/ratsinfo/vorlagen/99999')).body)).toEqual(['error']);
  });

  it('makes the pages of a meeting and of a paper a 404 when their entry does not exist', async () => {
    for (const url of ['/ratsinfo/sitzungen/99999', '/ratsinfo/vorlagen/99999']) {
      const route = await call<RouteLookupResult>(`/api/cms/route?url=${encodeURIComponent(url)}`);
      expect(route.status).toBe(200);
      const [detail] = route.body.apiCalls;
      expect([url, detail?.options]).toEqual([url, { useMeta: true, errorOnEmpty: true }]);
    }
  });
});
