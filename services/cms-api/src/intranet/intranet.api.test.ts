/**
 * API tests of the staff intranet on the real server and a freshly seeded database (PGlite, and
 * PostgreSQL when DATABASE_URL is set): login, profile, categories with paginated texts, latest
 * texts per section, archive topics and documents filtered by validity, PDFs, search, token expiry
 * on a fake clock, and that every intranet call without a valid token is a 401.
 */
import type { AddressInfo } from 'node:net';
import type {
  IntranetArchivThema,
  IntranetDokument,
  IntranetListe,
  IntranetLoginResult,
  IntranetRubrik,
  IntranetRubrikDetail,
  IntranetText,
  IntranetTextDetail,
  IntranetUser,
  RouteLookupResult,
} from '@musterstadt/cms-contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../core/db';
import { INTRANET_DEMO_PASSWORT } from '../seed/intranet/seed-data';
import { migrate } from '../migrate';
import { seedIfEmpty } from '../seed/seed';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import { flatText, readPdf } from '../testing/read-pdf';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
const SESSION_SECONDS = 3600;

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
  bytes: Buffer;
}

jest.setTimeout(90_000);

describe.each(BACKENDS)('staff intranet on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  let clock = SEEDED_AT.getTime();
  let token = '';
  let uuid = '';

  async function call<T = Record<string, unknown>>(
    path: string,
    init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
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
  const login = (email: string, passwort: string) => call<IntranetLoginResult & { error?: string }>('/api/cms/login', { body: { email, passwort } });

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    await seedIfEmpty(db, SEEDED_AT);
    app = buildApp({
      db,
      now: () => new Date(clock),
      loginSettings: { intranet: { secret: new TextEncoder().encode('i'.repeat(40)), lifetimeSeconds: SESSION_SECONDS } },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const answer = await login('anna.schmid@musterstadt.de', INTRANET_DEMO_PASSWORT);
    token = answer.body.token;
    uuid = answer.body.uuid;
  }, 300_000);

  beforeEach(() => {
    clock = SEEDED_AT.getTime();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.destroy();
  });

  it('logs a staff member in with {uuid, token} and answers her profile to her own token only', async () => {
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(token.split('.')).toHaveLength(3);
    const profil = await call<IntranetUser>(`/api/cms/intranet/user/${uuid}`, { token });
    expect(profil.status).toBe(200);
    expect(profil.body).toEqual({ uuid, vorname: 'Anna', nachname: 'Schmid', email: 'anna.schmid@musterstadt.de' });
    expect(profil.headers.get('cache-control')).toBe('private, no-store');
    const other = await login('markus.weber@musterstadt.de', INTRANET_DEMO_PASSWORT);
    expect(other.status).toBe(200);
    const foreign = await call<{ error: string }>(`/api/cms/intranet/user/${uuid}`, { token: other.body.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('Sie dürfen nur Ihr eigenes Profil aufrufen.');
    // The bare token works as well as "Bearer <token>".
    expect((await call(`/api/cms/intranet/user/${uuid}`, { headers: { authorization: token } })).status).toBe(200);
  });

  it('refuses wrong passwords and unknown addresses with the same German message', async () => {
    const wrong = await login('anna.schmid@musterstadt.de', 'falsch');
    const unknown = await login('niemand@musterstadt.de', INTRANET_DEMO_PASSWORT);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.');
  });

  it('answers every intranet call with 401 without a valid token, before validating anything', async () => {
    const paths = [
      `/api/cms/intranet/user/${uuid}`,
      '/api/cms/intranet/rubrik',
      '/api/cms/intranet/rubrik/rundschreiben',
      '/api/cms/intranet/rubrik/1?seite=abc',
      '/api/cms/intranet/texte/1',
      '/api/cms/intranet/suche?q=Kantine',
      '/api/cms/intranet/archiv_themen',
      '/api/cms/intranet/archiv?gueltig_von=kaputt',
      '/api/cms/intranet/dokumente/1/dv-gleitzeit-2020.pdf',
    ];
    const council = await call<{ token: string }>('/api/cms/raete/login', { body: { email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' } });
    for (const path of paths) {
      for (const headers of [
        {} as Record<string, string>,
        { authorization: 'Bearer kein.gueltiges.token' },
        { authorization: `Bearer ${council.body.token}` },
      ]) {
        const answer = await call<{ error: string }>(path, { headers });
        expect([path, answer.status]).toEqual([path, 401]);
        expect(answer.body.error).toMatch(/melden Sie sich/);
      }
    }
  });

  it('ends a token after its lifetime (fake clock)', async () => {
    clock = SEEDED_AT.getTime() + (SESSION_SECONDS - 5) * 1000;
    expect((await call('/api/cms/intranet/rubrik', { token })).status).toBe(200);
    clock = SEEDED_AT.getTime() + (SESSION_SECONDS + 5) * 1000;
    const expired = await call<{ error: string }>('/api/cms/intranet/rubrik', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe('Ihre Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut im Intranet an.');
  });

  it('keeps a token for its whole lifetime when it is issued late in a second (JWT times are whole seconds)', async () => {
    clock = SEEDED_AT.getTime() + 900;
    const late = (await login('anna.schmid@musterstadt.de', INTRANET_DEMO_PASSWORT)).body.token;
    clock += SESSION_SECONDS * 1000 - 100;
    expect((await call('/api/cms/intranet/rubrik', { token: late })).status).toBe(200);
    clock += 1100;
    expect((await call('/api/cms/intranet/rubrik', { token: late })).status).toBe(401);
  });

  it('lists eight categories and about sixty texts over two years, newest first and paginated', async () => {
    const rubriken = await call<IntranetListe<IntranetRubrik>>('/api/cms/intranet/rubrik', { token });
    expect(rubriken.body.data.map((r) => r.titel)).toEqual([
      'Rundschreiben',
      'Dienstanweisungen',
      'Kantinenplan',
      'IT-Hinweise',
      'Personal und Fortbildung',
      'Arbeitsschutz und Gesundheit',
      'Gebäude und Dienstfahrzeuge',
      'Personalrat',
    ]);
    expect(rubriken.body.data.reduce((sum, r) => sum + r.anzahl, 0)).toBe(60);
    const first = rubriken.body.data[0] as IntranetRubrik;
    expect(first.detailURL).toBe('/intranet/rubriken/rundschreiben');

    const byUrl = await call<IntranetRubrikDetail>('/api/cms/intranet/rubrik/rundschreiben?order=datum_von%20desc&seite=1&pro_seite=3', { token });
    expect(byUrl.status).toBe(200);
    expect(byUrl.body.data).toHaveLength(3);
    expect(byUrl.body.seiten).toBe(Math.ceil(first.anzahl / 3));
    const dates = byUrl.body.data.map((t) => t.datum_von);
    expect([...dates].sort().reverse()).toEqual(dates);
    const byId = await call<IntranetRubrikDetail>(`/api/cms/intranet/rubrik/${first.id}?seite=2&pro_seite=3`, { token });
    expect(byId.body.titel).toBe('Rundschreiben');
    expect(byId.body.seite).toBe(2);
    expect((byId.body.data[0]?.datum_von ?? '') < (dates[2] ?? '')).toBe(true);

    const all = await Promise.all(rubriken.body.data.map((r) => call<IntranetRubrikDetail>(`/api/cms/intranet/rubrik/${r.url}?pro_seite=100`, { token })));
    const times = all.flatMap((a) => a.body.data.map((t) => new Date(t.datum_von).getTime()));
    const span = (Math.max(...times) - Math.min(...times)) / 86_400_000;
    expect(span).toBeGreaterThan(650);
    expect(Math.max(...times)).toBeLessThan(SEEDED_AT.getTime());

    expect((await call('/api/cms/intranet/rubrik/gibt-es-nicht', { token })).status).toBe(404);
    expect((await call('/api/cms/intranet/rubrik/rundschreiben?order=titel', { token })).status).toBe(400);
    expect((await call('/api/cms/intranet/rubrik/rundschreiben?pro_seite=1000', { token })).status).toBe(400);
  });

  it('shows a text with its HTML and category', async () => {
    const rubrik = await call<IntranetRubrikDetail>('/api/cms/intranet/rubrik/dienstanweisungen?pro_seite=1', { token });
    const ref = rubrik.body.data[0] as IntranetText;
    expect(ref.titel).toBe('Dienstanweisung Dienstfahrradleasing');
    const text = await call<IntranetTextDetail>(`/api/cms/intranet/texte/${ref.id}`, { token });
    expect(text.body.text).toMatch(/^<p>Anträge nimmt das Personalamt/);
    expect(text.body.rubrik.titel).toBe('Dienstanweisungen');
    expect(text.body.detailURL).toBe(`/intranet/texte/${ref.id}`);
    expect((await call('/api/cms/intranet/texte/999999', { token })).status).toBe(404);
  });

  it('finds texts by a German word form', async () => {
    const treffer = await call<IntranetListe<IntranetText>>(`/api/cms/intranet/suche?q=${encodeURIComponent('Dienstfahrrad')}`, { token });
    expect(treffer.body.data.map((t) => t.titel)).toContain('Dienstanweisung Dienstfahrradleasing');
    const speiseplaene = await call<IntranetListe<IntranetText>>('/api/cms/intranet/suche?q=Speiseplan', { token });
    expect(speiseplaene.body.anzahl).toBe(8);
    expect((await call<IntranetListe<IntranetText>>('/api/cms/intranet/suche?q=', { token })).body.data).toEqual([]);
  });

  it('lists archive topics by thema and filters documents by validity date', async () => {
    const themen = await call<IntranetListe<IntranetArchivThema>>('/api/cms/intranet/archiv_themen', { token });
    expect(themen.body.data.map((t) => t.thema)).toEqual(['Arbeitssicherheit', 'Dienstvereinbarungen', 'Formulare Personal', 'Organisation']);
    const dv = themen.body.data.find((t) => t.thema === 'Dienstvereinbarungen') as IntranetArchivThema;
    expect(dv.archive.map((a) => a.titel)).toEqual(['Dienstvereinbarung Gleitende Arbeitszeit', 'Dienstvereinbarung Mobiles Arbeiten']);
    expect(dv.archive[0]?.dokumente.map((d) => d.downloadtext)).toEqual([
      'Dienstvereinbarung Gleitende Arbeitszeit 2020',
      'Dienstvereinbarung Gleitende Arbeitszeit 2024',
    ]);

    const in2022 = await call<IntranetListe<IntranetArchivThema>>(
      `/api/cms/intranet/archiv_themen?themen_id=${dv.id}&gueltig_von=2022-06-01&gueltig_bis=2022-06-01`,
      {
        token,
      },
    );
    expect(in2022.body.data).toHaveLength(1);
    expect(in2022.body.data[0]?.archive.flatMap((a) => a.dokumente.map((d) => d.downloadtext))).toEqual(['Dienstvereinbarung Gleitende Arbeitszeit 2020']);

    const gleitzeit = dv.archive[0]?.id;
    const docs = await call<IntranetListe<IntranetDokument>>(`/api/cms/intranet/archiv?archiv_id=${gleitzeit}`, { token });
    expect(docs.body.data.map((d) => d.stand)).toEqual(['2023-11-28', '2019-11-15']);
    const today = await call<IntranetListe<IntranetDokument>>(`/api/cms/intranet/archiv?archiv_id=${gleitzeit}&gueltig_von=2026-11-20&gueltig_bis=2026-11-20`, {
      token,
    });
    expect(today.body.data).toEqual([
      {
        id: expect.any(Number),
        archiv_id: gleitzeit,
        downloadtext: 'Dienstvereinbarung Gleitende Arbeitszeit 2024',
        dateiname: 'dv-gleitzeit-2024.pdf',
        stand: '2023-11-28',
        gueltig_von: '2024-01-01',
        gueltig_bis: null,
        url: expect.stringMatching(/^\/intranet\/dokumente\/\d+\/dv-gleitzeit-2024\.pdf$/),
      },
    ]);
    const every = await call<IntranetListe<IntranetDokument>>('/api/cms/intranet/archiv', { token });
    const stands = every.body.data.map((d) => d.stand);
    expect([...stands].sort().reverse()).toEqual(stands);

    expect((await call('/api/cms/intranet/archiv?gueltig_von=2026-02-31', { token })).status).toBe(400);
    expect((await call('/api/cms/intranet/archiv?gueltig_von=2026-05-01&gueltig_bis=2026-01-01', { token })).status).toBe(400);
  });

  it('orders documents by stand as the order parameter asks, and refuses another order', async () => {
    const desc = await call<IntranetListe<IntranetDokument>>(`/api/cms/intranet/archiv?order=${encodeURIComponent('stand desc')}`, { token });
    const asc = await call<IntranetListe<IntranetDokument>>(`/api/cms/intranet/archiv?order=${encodeURIComponent('stand asc')}`, { token });
    expect(desc.body.data.length).toBeGreaterThan(5);
    expect(asc.body.data.map((d) => d.id)).toEqual([...desc.body.data.map((d) => d.id)].reverse());
    const bad = await call<{ error: string }>('/api/cms/intranet/archiv?order=downloadtext', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Der Parameter order ist „stand desc“ oder „stand asc“.');
  });

  it("gives the archive page the spec's archive call, whose documents of one archive come newest stand first", async () => {
    const route = await call<RouteLookupResult>(`/api/cms/route?url=${encodeURIComponent('/intranet/archiv')}`);
    const archivCall = route.body.apiCalls.find((c) => c.endpoint === '/api/cms/intranet/archiv');
    expect(archivCall).toMatchObject({ params: { order: 'stand desc' }, options: { query: { archiv_id: true, gueltig_von: true, gueltig_bis: true } } });
    const block = route.body.pageContent.context.find((b) => b.template === 'intranet-archiv');
    expect(block?.context?.apiCalls).toContain(archivCall?.name);

    // The page's call as the shell makes it, with the query of the page's filter form.
    const query = new URLSearchParams({ ...(archivCall?.params as Record<string, string>), gueltig_von: '2019-01-01', gueltig_bis: '2026-11-20' });
    const docs = await call<IntranetListe<IntranetDokument>>(`${archivCall?.endpoint}?${query}`, { token });
    const gleitzeit = docs.body.data.filter((d) => d.downloadtext.startsWith('Dienstvereinbarung Gleitende Arbeitszeit')).map((d) => d.downloadtext);
    expect(gleitzeit).toEqual(['Dienstvereinbarung Gleitende Arbeitszeit 2024', 'Dienstvereinbarung Gleitende Arbeitszeit 2020']);
    const alarmplan = docs.body.data.filter((d) => d.downloadtext.startsWith('Alarmplan Rathaus')).map((d) => d.downloadtext);
    expect(alarmplan).toEqual(['Alarmplan Rathaus 2025', 'Alarmplan Rathaus 2022']);
  });

  it('renders a document as a tagged German PDF', async () => {
    const docs = await call<IntranetListe<IntranetDokument>>('/api/cms/intranet/archiv', { token });
    const dokument = docs.body.data.find((d) => d.dateiname === 'dv-gleitzeit-2024.pdf') as IntranetDokument;
    const pdf = await call(`/api/cms/intranet/dokumente/${dokument.id}/${dokument.dateiname}`, { token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const read = readPdf(pdf.bytes);
    expect(read.title).toBe('Dienstvereinbarung Gleitende Arbeitszeit 2024');
    expect(read.language).toBe('de-DE');
    expect(flatText(read.pages.join(' '))).toContain('Die Kernzeit entfällt; es gilt eine Funktionszeit je Amt.');
    expect(flatText(read.pages.join(' '))).toContain('gültig ab 2024-01-01');
    expect((await call(`/api/cms/intranet/dokumente/${dokument.id}/anderer-name.pdf`, { token })).status).toBe(404);
  });
  it('keeps intranet content out of the public search and the sitemap (a unique word of one text)', async () => {
    const publicSearch = await call<{ data: unknown[]; anzahl: number }>('/api/cms/suche?q=Dienstfahrradleasing');
    expect(publicSearch.status).toBe(200);
    expect(publicSearch.body.anzahl).toBe(0);
    expect(publicSearch.body.data).toEqual([]);
    const pages = await call<{ data: unknown[] }>('/api/cms/suche?q=Intranet');
    expect(JSON.stringify(pages.body.data)).not.toMatch(/\/intranet/);
    const sitemap = await call<{ data: { url: string }[] }>('/api/cms/sitemap');
    expect(sitemap.body.data.length).toBeGreaterThan(50);
    expect(sitemap.body.data.filter((entry) => entry.url.includes('intranet'))).toEqual([]);
  });
});
