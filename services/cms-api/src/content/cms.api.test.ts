/**
 * API tests: the real server (buildApp + listen on port 0) on a real, freshly migrated and seeded
 * database, called over HTTP with fetch. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../core/db';
import { loadMigrations, migrate } from '../migrate';
import { planRatsinfo } from '../seed/ratsinfo/seed';
import { type SeedSummary, seedIfEmpty } from '../seed/seed';
import { stadtArtikel } from '../seed/data/artikel';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import type { ContentItem, EventItem, ListResult, MenuItem, MenuResult, RouteLookupResult } from '../core/types';

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

const SEITE_MESSAGE = 'Der Parameter seite muss eine positive ganze Zahl sein.';
const PRO_SEITE_MESSAGE = 'Der Parameter pro_seite muss eine ganze Zahl zwischen 1 und 100 sein.';

const CONTENT_ITEM_KEYS = [
  'id',
  'titel',
  'einleitung',
  'text',
  'bild',
  'bildtext',
  'bildcopyright',
  'datum_von',
  'detailURL',
  'links',
  'dokumente',
  'bildergalerie_zuordnung',
  'seo',
];
const EVENT_KEYS = [...CONTENT_ITEM_KEYS, 'veranstaltungsort', 'brancheneintrag_veranstaltungsort', 'rubriken', 'dateFrom', 'dateTo', 'timeFrom', 'timeTo'];

const berlinDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
const berlinTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

describe.each(BACKENDS)('content API on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  let seeded: SeedSummary | null;
  let townNews = 0;

  async function get<T = unknown>(path: string): Promise<Answer<T>> {
    const response = await fetch(`${base}${path}`);
    const type = response.headers.get('content-type') ?? '';
    const body = (type.includes('json') ? await response.json() : await response.text()) as T;
    return { status: response.status, body, headers: response.headers };
  }

  const route = (url: string) => get<RouteLookupResult & { error?: string }>(`/api/cms/route?url=${encodeURIComponent(url)}`);
  const artikel = (query: string) => get<ListResult & { error?: string }>(`/api/cms/artikel?${query}`);
  const events = (query: string) => get<ListResult<EventItem> & { error?: string }>(`/api/cms/veranstaltungen?${query}`);

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    const now = new Date();
    // The town's news: the fixed ones and the budget's, one or two depending on the seeding day.
    townNews = stadtArtikel(now, planRatsinfo(now).haushalt).artikel.length;
    seeded = await seedIfEmpty(db, now);
    app = buildApp({ db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.destroy();
  });

  it('seeded the demo content on the empty database', () => {
    expect(seeded).toEqual({
      pages: 115,
      menus: 11,
      artikel: townNews + 7,
      veranstaltungen: 14,
      eintraege: 66,
      teilseiten: { pages: 61, menus: 9, artikel: 36, termine: 31, dokumente: 11 },
      ratsinfo: expect.objectContaining({ gremien: 5, mitglieder: 23 }),
      intranet: { benutzer: 3, rubriken: 8, texte: 60, themen: 4, dokumente: 10 },
      // Every seeded article, event, date, internal text, archive of the intranet (6), portal (4), menu (11 + 9), entry of the service guide (90) and person of the staff directory (14) is editorial content from its seeded state on.
      // Every page with an address of its own (not a pattern, no login, not the editorial area's, the intranet's or the council's) is a page of the editorial area.
      redaktion: { konten: 7, inhalte: townNews + 7 + 14 + 36 + 31 + 60 + 6 + 4 + 11 + 9 + 90 + 14, seiten: 126 },
    });
  });

  it('answers the health check', async () => {
    const answer = await get('/api/cms/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8/);
  });

  describe('GET /api/cms/route', () => {
    it('names the middleware a page needs: the intranet’s pages, the council’s, and the town’s members’ page; none for public pages', async () => {
      const middleware = async (url: string) => {
        const { status, body } = await route(url);
        return [status, body.url, body.middleware];
      };
      expect(await middleware('/intranet/rubriken')).toEqual([200, '/intranet/rubriken', ['intranet-anmeldung']]);
      expect(await middleware('/intranet/texte/dienstanweisung-x')).toEqual([200, '/intranet/texte/dienstanweisung-x', ['intranet-anmeldung']]);
      // An encoded path is the page it decodes to, with that page's middleware: it cannot walk around the login.
      expect(await middleware('/%69ntranet/rubriken')).toEqual([200, '/intranet/rubriken', ['intranet-anmeldung']]);
      expect(await middleware('/intranet%2Farchiv')).toEqual([200, '/intranet/archiv', ['intranet-anmeldung']]);
      expect(await middleware('/intranet/anmelden')).toEqual([200, '/intranet/anmelden', undefined]);
      expect(await middleware('/ratsinfo/sitzungen')).toEqual([200, '/ratsinfo/sitzungen', ['ratsinfo-mitglieder']]);
      expect(await middleware('/rathaus/ratsmitglieder')).toEqual([200, '/rathaus/ratsmitglieder', ['ratsinfo-anmeldung']]);
      expect(await middleware('/aktuelles')).toEqual([200, '/aktuelles', undefined]);
    });

    it('finds the home page by its exact url', async () => {
      const { status, body } = await route('/');
      expect(status).toBe(200);
      expect(body.url).toBe('/');
      expect(body.title).toBe('Musterstadt im Schwarzwald – Offizielle Website der Stadt');
      expect(body.pageContent.pageLayout).toBe('portal');
      expect(body.pageContent.pageTheme).toBe('default');
      expect(body.pageContent.canonical).toBe('/');
      expect(body.pageContent.title).toBe(body.title);
      expect(body.description).toBe(body.pageContent.description);
      expect(body.description!.length).toBeGreaterThan(100);
      expect(body.description!.length).toBeLessThanOrEqual(160);
      expect(body.pageContent.context.map((block) => block.template)).toEqual(['text', 'artikel-teaser', 'veranstaltung-teaser']);
      for (const block of body.pageContent.context) {
        expect(block.slot).toBe('main');
        expect(block.options).toEqual({});
      }
      expect(body.pageContent.context[0]?.context).toMatchObject({ titel: 'Willkommen in Musterstadt', text: expect.stringMatching(/^<p>/) });
      expect(body.pageContent.context[1]?.context).toEqual({
        titel: 'Aktuelles aus dem Rathaus',
        apiCalls: ['artikel'],
        link: '/aktuelles',
        linktext: 'Alle Meldungen',
      });
      expect(body.pageContent.context[2]?.context).toEqual({
        titel: 'Veranstaltungen',
        apiCalls: ['veranstaltungen'],
        link: '/veranstaltungen',
        linktext: 'Alle Veranstaltungen',
      });
      const calls = Object.fromEntries(body.apiCalls.map((call) => [call.name, call]));
      expect(calls.artikel).toMatchObject({ endpoint: '/api/cms/artikel', params: { bereich: 'stadt', pro_seite: 3 } });
      expect(calls.veranstaltungen).toMatchObject({ endpoint: '/api/cms/veranstaltungen', params: { pro_seite: 4 } });
    });

    it('gives the news list page with breadcrumbs, hero image, sidebar and query flags', async () => {
      const { status, body } = await route('/aktuelles');
      expect(status).toBe(200);
      expect(body.pageContent.pageLayout).toBe('default');
      expect(body.pageContent.canonical).toBe('/aktuelles');
      expect(body.breadcrumbs).toEqual([{ title: 'Startseite', url: '/' }, { title: 'Aktuelles' }]);
      expect(body.pageContent.breadcrumbs).toEqual(body.breadcrumbs);
      expect(body.pageContent.heroImages).toHaveLength(1);
      expect(body.pageContent.heroImages?.[0]?.bild).toMatch(/^\/api\/cms\/media\/[a-z-]+\.svg$/);
      const [list, side] = body.pageContent.context;
      expect(list).toEqual({ template: 'artikel-liste', slot: 'main', context: { apiCalls: ['artikel'] }, options: {} });
      expect(side?.template).toBe('text');
      expect(side?.slot).toBe('sidebar');
      expect(String(side?.context?.text)).toMatch(/presse@musterstadt\.de/);
      expect(body.apiCalls).toEqual([
        {
          name: 'artikel',
          endpoint: '/api/cms/artikel',
          params: { bereich: 'stadt', pro_seite: 10 },
          options: { query: { seite: true, rubrik_id: true } },
        },
      ]);
    });

    it('serves a detail url through its pattern page and substitutes the slug', async () => {
      const url = '/aktuelles/gemeinderat-beschliesst-haushalt';
      const { status, body } = await route(url);
      expect(status).toBe(200);
      expect(body.url).toBe(url);
      expect(body.pageContent.canonical).toBe(url);
      expect(body.breadcrumbs).toEqual([
        { title: 'Startseite', url: '/' },
        { title: 'Aktuelles', url: '/aktuelles' },
      ]);
      expect(body.pageContent.context).toEqual([{ template: 'artikel-detail', slot: 'main', context: { apiCalls: ['artikel'] }, options: {} }]);
      expect(body.apiCalls).toEqual([
        {
          name: 'artikel',
          endpoint: '/api/cms/artikel',
          params: { bereich: 'stadt', slug: 'gemeinderat-beschliesst-haushalt' },
          options: { useMeta: true, errorOnEmpty: true, canonical: true },
        },
      ]);
      // The substituted call finds exactly the item whose detailURL is the page.
      const call = body.apiCalls[0]!;
      const query = new URLSearchParams(Object.entries(call.params ?? {}).map(([key, value]): [string, string] => [key, String(value)]));
      const item = await get<ListResult>(`${call.endpoint}?${query}`);
      expect(item.body.data).toHaveLength(1);
      expect(item.body.data[0]?.detailURL).toBe(url);
    });

    it('serves the detail pages of events and fire-brigade news the same way', async () => {
      const event = await route('/veranstaltungen/stadtfest');
      expect(event.status).toBe(200);
      expect(event.body.pageContent.context[0]?.template).toBe('veranstaltung-detail');
      expect(event.body.apiCalls).toEqual([
        {
          name: 'veranstaltung',
          endpoint: '/api/cms/veranstaltungen',
          params: { slug: 'stadtfest' },
          options: { useMeta: true, errorOnEmpty: true, canonical: true },
        },
      ]);

      const news = await route('/feuerwehr/feuerwehrmeldungen/zimmerbrand-lindenstrasse/');
      expect(news.status).toBe(200);
      expect(news.body.url).toBe('/feuerwehr/feuerwehrmeldungen/zimmerbrand-lindenstrasse');
      expect(news.body.pageContent.pageLayout).toBe('feuerwehr');
      expect(news.body.pageContent.context[0]?.template).toBe('artikel-detail');
      expect(news.body.apiCalls[0]?.params).toEqual({ bereich: 'feuerwehr', slug: 'zimmerbrand-lindenstrasse' });
    });

    it('gives the fire-brigade home with its own layout and theme', async () => {
      const { status, body } = await route('/feuerwehr/');
      expect(status).toBe(200);
      expect(body.url).toBe('/feuerwehr');
      expect(body.title).toBe('Freiwillige Feuerwehr Musterstadt');
      expect(body.pageContent.pageLayout).toBe('feuerwehr');
      expect(body.pageContent.pageTheme).toBe('feuerwehr');
      expect(body.pageContent.context[0]).toMatchObject({
        template: 'feuerwehr-home',
        context: { titel: 'Freiwillige Feuerwehr Musterstadt', notruf: '112', apiCalls: ['meldungen', 'einsaetze', 'termine'] },
      });
      expect(body.apiCalls[0]).toMatchObject({ name: 'meldungen', endpoint: '/api/cms/artikel', params: { bereich: 'feuerwehr', pro_seite: 3 } });
    });

    it('has an imprint and a privacy statement with the town address', async () => {
      for (const url of ['/impressum', '/datenschutz']) {
        const { status, body } = await route(url);
        expect(status).toBe(200);
        expect(body.pageContent.context[0]?.template).toBe('text');
        expect(String(body.pageContent.context[0]?.context?.text)).toMatch(/Marktplatz 1.*79999 Musterstadt/s);
      }
    });

    it.each([
      ['/aktuelles/', '/aktuelles'],
      ['/aktuelles?seite=2', '/aktuelles'],
      ['/aktuelles/?seite=2#liste', '/aktuelles'],
      ['//aktuelles//', '/aktuelles'],
      ['/%61ktuelles', '/aktuelles'],
      ['/aktuelles//rueckblick-stadtfest/?x=1', '/aktuelles/rueckblick-stadtfest'],
    ])('normalises %j to %j', async (input, expected) => {
      const { status, body } = await route(input);
      expect(status).toBe(200);
      expect(body.url).toBe(expected);
    });

    it.each(['/gibt-es-nicht', '/impressum/unterseite', '/aktuelles/:slug', '/aktuelles/a/b'])('answers 404 for %j', async (url) => {
      const { status, body } = await route(url);
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Seite nicht gefunden' });
    });

    it('answers 400 when url is missing or not a path', async () => {
      expect(await get('/api/cms/route')).toMatchObject({ status: 400, body: { error: 'Der Parameter url fehlt.' } });
      expect(await get('/api/cms/route?url=')).toMatchObject({ status: 400, body: { error: 'Der Parameter url fehlt.' } });
      for (const url of ['aktuelles', 'https://example.org/', 'javascript:alert(1)']) {
        const answer = await route(url);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatch(/^Der Parameter url muss ein Pfad sein/);
      }
      const broken = await get<{ error: string }>('/api/cms/route?url=/%25E0%25A4%25A');
      expect(broken.status).toBe(400);
      expect(broken.body.error).toMatch(/Kodierung/);
      const twice = await get<{ error: string }>('/api/cms/route?url=/&url=/aktuelles');
      expect(twice.status).toBe(400);
      const nul = await get<{ error: string }>('/api/cms/route?url=/a%00b');
      expect(nul.status).toBe(400);
    });
  });

  describe('GET /api/cms/menu', () => {
    const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.menuItems ?? [])]);

    it('gives the nested main menu', async () => {
      const { status, body } = await get<MenuResult>(`/api/cms/menu?name=${encodeURIComponent('Hauptmenü')}`);
      expect(status).toBe(200);
      expect(body.name).toBe('Hauptmenü');
      expect(body.menuItems.map((item) => item.title)).toEqual(['Rathaus & Verwaltung', 'Leben & Wohnen', 'Freizeit & Tourismus', 'Bildung', 'Feuerwehr']);
      const hrefs = flatten(body.menuItems).map((item) => item.href);
      for (const href of [
        '/aktuelles',
        '/veranstaltungen',
        '/buergerservice',
        '/gemeinderat',
        '/barfusspark',
        '/gaeste/',
        '/grundschule-musterstadt/',
        '/grundschule-hallwangen/',
        '/werkrealschule/',
        '/gydo/',
        '/jugendhaus/',
        '/feuerwehr/',
        '/feuerwehr/einsaetze/',
        '/feuerwehr/feuerwehrmeldungen/',
        '/feuerwehr/termine/',
      ]) {
        expect(hrefs).toContain(href);
      }
      const groups = body.menuItems.flatMap((item) => item.menuItems ?? []).filter((item) => !item.href && item.menuItems?.length);
      expect(groups.length).toBeGreaterThanOrEqual(1);
    });

    it.each([
      ['Footer', ['Impressum', 'Datenschutz', 'Barrierefreiheit', 'Kontakt']],
      ['Footer Quicklinks', ['Aktuelles', 'Veranstaltungen', 'Wegweiser', 'Abfallkalender', 'Stellenangebote', 'Gemeinderat']],
      ['Hauptmenü Feuerwehr', ['Start', 'Einsätze', 'Abteilung Musterstadt', 'Abteilung Hallwangen', 'Abteilung Aach', 'Mitglied werden']],
    ])('gives the menu %j', async (name, titles) => {
      const { status, body } = await get<MenuResult>(`/api/cms/menu?name=${encodeURIComponent(name)}`);
      expect(status).toBe(200);
      expect(body.name).toBe(name);
      expect(body.menuItems.map((item) => item.title)).toEqual(titles);
      for (const item of body.menuItems) expect(item.href).toMatch(/^\//);
    });

    it('answers 404 for an unknown menu and 400 without a name', async () => {
      expect(await get('/api/cms/menu?name=Seitenmen%C3%BC')).toMatchObject({ status: 404, body: { error: 'Menü nicht gefunden' } });
      expect(await get('/api/cms/menu')).toMatchObject({ status: 400, body: { error: 'Der Parameter name fehlt.' } });
      expect(await get('/api/cms/menu?name=')).toMatchObject({ status: 400, body: { error: 'Der Parameter name fehlt.' } });
    });
  });

  describe('GET /api/cms/artikel', () => {
    it('gives page 1 of the town news, newest first, in the contract shape', async () => {
      const { status, body } = await artikel('bereich=stadt');
      expect(status).toBe(200);
      expect(body.anzahl).toBe(townNews);
      expect(body.seiten).toBe(3);
      expect(body.data).toHaveLength(10);
      const now = Date.now();
      const dates = body.data.map((item) => Date.parse(item.datum_von!));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const item of body.data) {
        for (const key of CONTENT_ITEM_KEYS) expect(item).toHaveProperty(key);
        expect(typeof item.id).toBe('number');
        expect(item.datum_von).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(Date.parse(item.datum_von!)).toBeLessThan(now);
        expect(item.detailURL).toMatch(/^\/aktuelles\/[a-z0-9-]+$/);
        expect(item.bild).toMatch(/^\/api\/cms\/media\/[a-z-]+\.svg$/);
        expect(item.bildcopyright).toBeTruthy();
        expect(Array.isArray(item.links)).toBe(true);
        expect(Array.isArray(item.dokumente)).toBe(true);
        expect(item.text).toMatch(/^<p>/);
      }
    });

    it('pages through all entries without overlap; beyond the last page is empty', async () => {
      const pages = await Promise.all([1, 2, 3].map((seite) => artikel(`bereich=stadt&seite=${seite}&pro_seite=10`)));
      expect(pages.map((page) => page.body.data.length)).toEqual([10, 10, townNews - 20]);
      const ids = pages.flatMap((page) => page.body.data.map((item) => item.id));
      expect(new Set(ids).size).toBe(townNews);
      const last = pages[2]!.body.data.at(-1)!;
      expect(Date.parse(last.datum_von!)).toBeLessThanOrEqual(Date.parse(pages[0]!.body.data[0]!.datum_von!));

      const beyond = await artikel('bereich=stadt&seite=4');
      expect(beyond.status).toBe(200);
      expect(beyond.body).toEqual({ data: [], seiten: 3, anzahl: townNews });
      const far = await artikel('bereich=stadt&seite=999999999999');
      expect(far.body).toEqual({ data: [], seiten: 3, anzahl: townNews });
    });

    it('respects the pro_seite bounds', async () => {
      expect((await artikel('bereich=stadt&pro_seite=1')).body).toMatchObject({ seiten: townNews, anzahl: townNews });
      const all = await artikel('bereich=stadt&pro_seite=100');
      expect(all.body.data).toHaveLength(townNews);
      expect(all.body.seiten).toBe(1);
      const three = await artikel('bereich=stadt&pro_seite=3');
      expect(three.body.data).toHaveLength(3);
      expect(three.body.seiten).toBe(Math.ceil(townNews / 3));
      for (const value of ['0', '101', '-1', 'zehn', '2.5']) {
        expect(await artikel(`pro_seite=${value}`)).toMatchObject({ status: 400, body: { error: PRO_SEITE_MESSAGE } });
      }
    });

    it.each(['0', '-1', 'abc', '1.5', '2x'])('answers 400 with a German message for seite=%j', async (value) => {
      expect(await artikel(`bereich=stadt&seite=${value}`)).toMatchObject({ status: 400, body: { error: SEITE_MESSAGE } });
    });

    it('treats an empty seite as the first page and a repeated one as an error', async () => {
      const empty = await artikel('bereich=stadt&seite=');
      expect(empty.status).toBe(200);
      expect(empty.body.data[0]).toEqual((await artikel('bereich=stadt')).body.data[0]);
      expect(await artikel('seite=1&seite=2')).toMatchObject({
        status: 400,
        body: { error: 'Der Parameter seite darf nur einmal angegeben werden.' },
      });
    });

    it('separates the sections', async () => {
      const fw = await artikel('bereich=feuerwehr');
      expect(fw.body.anzahl).toBe(6);
      expect(fw.body.seiten).toBe(1);
      for (const item of fw.body.data) expect(item.detailURL).toMatch(/^\/feuerwehr\/feuerwehrmeldungen\/[a-z0-9-]+$/);
      // The town news, 6 fire-brigade news, the article of the job page (bereich 'seiten') and the sub-sites' news.
      expect((await artikel('')).body.anzahl).toBe(townNews + 7 + seeded!.teilseiten.artikel);
      expect((await artikel('bereich=schule')).body).toEqual({ data: [], seiten: 1, anzahl: 0 });
      expect((await artikel('bereich=Stadt%20Mitte')).status).toBe(400);
    });

    it('filters by slug: one entry or none', async () => {
      const one = await artikel('bereich=stadt&slug=rueckblick-stadtfest');
      expect(one.body.anzahl).toBe(1);
      expect(one.body.seiten).toBe(1);
      const [item] = one.body.data as ContentItem[];
      expect(item?.titel).toBe('Rückblick auf das Stadtfest: Drei Tage Musik und Begegnung');
      expect(item?.bildergalerie_zuordnung?.bilder).toHaveLength(3);
      expect(item?.seo).toEqual({ title: expect.any(String), description: expect.any(String) });
      // A town slug is not a fire-brigade one.
      expect((await artikel('bereich=feuerwehr&slug=rueckblick-stadtfest')).body).toEqual({ data: [], seiten: 1, anzahl: 0 });
      expect((await artikel('slug=gibt-es-nicht')).body).toEqual({ data: [], seiten: 1, anzahl: 0 });
    });

    it('filters by category (rubriken or rubrik_id)', async () => {
      const byRubriken = await artikel('bereich=stadt&rubriken=11&pro_seite=100');
      expect(byRubriken.body.anzahl).toBeGreaterThan(0);
      expect(byRubriken.body.anzahl).toBeLessThan(townNews);
      for (const item of byRubriken.body.data) expect(item.rubriken?.map((r) => r.id)).toContain(11);
      const byRubrikId = await artikel('bereich=stadt&rubrik_id=11&pro_seite=100');
      expect(byRubrikId.body).toEqual(byRubriken.body);
      expect((await artikel('rubriken=abc')).status).toBe(400);
    });

    it('has links, documents and PDF downloads in some items', async () => {
      const all = (await artikel('bereich=stadt&pro_seite=100')).body.data;
      expect(all.filter((item) => item.links?.length).length).toBeGreaterThanOrEqual(3);
      const docs = all.flatMap((item) => item.dokumente ?? []);
      expect(docs.length).toBeGreaterThanOrEqual(3);
      for (const doc of docs) expect(doc).toEqual({ link: expect.stringMatching(/\.pdf$/), downloadtext: expect.any(String) });
    });

    it('gives one item by id, 404 for an unknown id and 400 for a bad one', async () => {
      const first = (await artikel('bereich=stadt&pro_seite=1')).body.data[0]!;
      const one = await get<ContentItem>(`/api/cms/artikel/${first.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(first);
      expect(await get('/api/cms/artikel/999999')).toMatchObject({ status: 404, body: { error: 'Eintrag nicht gefunden' } });
      expect(await get('/api/cms/artikel/99999999999999')).toMatchObject({ status: 404, body: { error: 'Eintrag nicht gefunden' } });
      for (const bad of ['abc', '0', '-3', '1.5', '1e3']) {
        expect(await get(`/api/cms/artikel/${bad}`)).toMatchObject({ status: 400, body: { error: 'Die ID muss eine positive ganze Zahl sein.' } });
      }
      // An event id is not an article.
      const event = (await events('pro_seite=1')).body.data[0]!;
      expect((await get(`/api/cms/artikel/${event.id}`)).status).toBe(404);
    });
  });

  describe('GET /api/cms/veranstaltungen', () => {
    it('lists only coming events, soonest first, with Berlin dates and times', async () => {
      const { status, body } = await events('pro_seite=100');
      expect(status).toBe(200);
      expect(body.anzahl).toBe(14);
      expect(body.seiten).toBe(1);
      const now = Date.now();
      const starts = body.data.map((item) => Date.parse(item.datum_von!));
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      for (const item of body.data) {
        for (const key of EVENT_KEYS) expect(item).toHaveProperty(key);
        expect(Date.parse(item.datum_bis ?? item.datum_von!)).toBeGreaterThanOrEqual(now);
        expect(item.detailURL).toMatch(/^\/veranstaltungen\/[a-z0-9-]+$/);
        expect(item.veranstaltungsort || item.brancheneintrag_veranstaltungsort?.titel).toBeTruthy();
        expect(item.rubriken!.length).toBeGreaterThan(0);
        for (const rubrik of item.rubriken!) expect(rubrik).toEqual({ id: expect.any(Number), titel: expect.any(String), detailURL: expect.any(String) });
        const from = new Date(item.datum_von!);
        const to = new Date(item.datum_bis!);
        expect(item.dateFrom).toBe(berlinDate.format(from));
        expect(item.dateTo).toBe(berlinDate.format(to));
        if (item.timeFrom !== null) {
          expect(item.timeFrom).toBe(berlinTime.format(from));
          expect(item.timeTo).toBe(berlinTime.format(to));
        }
      }
      const allDay = body.data.filter((item) => item.timeFrom === null);
      expect(allDay).toHaveLength(1);
      expect(allDay[0]?.timeTo).toBeNull();
      expect(body.data.filter((item) => item.dateTo! > item.dateFrom!).length).toBeGreaterThanOrEqual(2);
      expect(body.data.filter((item) => item.brancheneintrag_veranstaltungsort).length).toBeGreaterThanOrEqual(1);
      const times = new Set(body.data.map((item) => item.timeFrom));
      expect(times.has('19:30')).toBe(true);
      expect(times.has('10:00')).toBe(true);
    });

    it('hides past events, keeps running ones and converts to Europe/Berlin across DST', async () => {
      const year = new Date().getUTCFullYear() + 1;
      const hour = 3_600_000;
      const rows: [string, string, string | null][] = [
        ['test-vergangen', new Date(Date.now() - 48 * hour).toISOString(), new Date(Date.now() - 24 * hour).toISOString()],
        ['test-vergangen-ohne-ende', new Date(Date.now() - 2 * hour).toISOString(), null],
        ['test-laeuft', new Date(Date.now() - 24 * hour).toISOString(), new Date(Date.now() + 24 * hour).toISOString()],
        ['test-winter', `${year}-01-15T18:30:00.000Z`, `${year}-01-15T20:00:00.000Z`],
        ['test-sommer', `${year}-07-01T17:30:00.000Z`, `${year}-07-01T21:59:00.000Z`],
      ];
      try {
        for (const [slug, von, bis] of rows) {
          await db.query(
            `INSERT INTO items (typ, bereich, slug, titel, datum_von, datum_bis, detail_url)
             VALUES ('veranstaltung', 'stadt', $1, $2, $3, $4, $5)`,
            [slug, `Testtermin ${slug}`, von, bis, `/veranstaltungen/${slug}`],
          );
        }
        const { body } = await events('pro_seite=100');
        const slugs = body.data.map((item) => item.detailURL!.split('/').pop());
        expect(body.anzahl).toBe(17);
        expect(slugs).not.toContain('test-vergangen');
        expect(slugs).not.toContain('test-vergangen-ohne-ende');
        expect(slugs[0]).toBe('test-laeuft');
        const winter = body.data.find((item) => item.detailURL === '/veranstaltungen/test-winter')!;
        expect(winter).toMatchObject({ dateFrom: `${year}-01-15`, dateTo: `${year}-01-15`, timeFrom: '19:30', timeTo: '21:00' });
        const summer = body.data.find((item) => item.detailURL === '/veranstaltungen/test-sommer')!;
        expect(summer).toMatchObject({ dateFrom: `${year}-07-01`, dateTo: `${year}-07-01`, timeFrom: '19:30', timeTo: '23:59' });
        expect(summer.links).toEqual([]);
        expect(summer.brancheneintrag_veranstaltungsort).toBeNull();
      } finally {
        await db.query("DELETE FROM items WHERE slug LIKE 'test-%'");
      }
      expect((await events('')).body.anzahl).toBe(14);
    });

    it('pages, filters and finds one event', async () => {
      const page2 = await events('pro_seite=4&seite=2');
      expect(page2.body.data).toHaveLength(4);
      expect(page2.body.seiten).toBe(4);
      expect((await events('pro_seite=4&seite=5')).body).toEqual({ data: [], seiten: 4, anzahl: 14 });
      expect((await events('bereich=feuerwehr')).body.anzahl).toBe(1);
      const kultur = await events('rubrik_id=1&pro_seite=100');
      expect(kultur.body.anzahl).toBeGreaterThan(0);
      for (const item of kultur.body.data) expect(item.rubriken?.map((r) => r.id)).toContain(1);

      const single = await events('slug=stadtfest');
      expect(single.body.data).toHaveLength(1);
      const fest = single.body.data[0]!;
      expect(fest.titel).toBe('Musterstädter Stadtfest');
      expect(fest.dateTo! > fest.dateFrom!).toBe(true);
      const byId = await get<EventItem>(`/api/cms/veranstaltungen/${fest.id}`);
      expect(byId.status).toBe(200);
      expect(byId.body).toEqual(fest);
      expect(await get('/api/cms/veranstaltungen/424242')).toMatchObject({ status: 404, body: { error: 'Eintrag nicht gefunden' } });
      expect((await get('/api/cms/veranstaltungen/x1')).status).toBe(400);
      expect(await events('seite=null')).toMatchObject({ status: 400, body: { error: SEITE_MESSAGE } });
    });
  });

  describe('GET /api/cms/startseite', () => {
    interface Portal {
      titel: string;
      seo: { title: string; description: string };
      module: { typ: string; titel?: string; eintraege?: (ContentItem | EventItem)[]; quelle?: unknown }[];
    }

    it('answers the portal modules with the teaser entries filled in', async () => {
      const { status, body } = await get<Portal>('/api/cms/startseite');
      expect(status).toBe(200);
      expect(body.titel).toBe('Willkommen in Musterstadt');
      expect(body.seo.description.length).toBeGreaterThan(50);
      expect(body.module.map((m) => m.typ)).toEqual([
        'hero-slider',
        'suche',
        'kurzinfo-icons',
        'headline-teaser',
        'eventteaser',
        'bild-text-teaser-3x',
        'panoramabild-panoramateaser',
        'bild-text',
        'bild-text',
        'hero',
        'text',
        'auch-interessant',
        'instagram',
      ]);
      const news = body.module.find((m) => m.typ === 'headline-teaser')!;
      expect(news.eintraege).toHaveLength(3);
      expect(news.quelle).toBeUndefined();
      const newest = (await get<ListResult<ContentItem>>('/api/cms/artikel?bereich=stadt&pro_seite=3')).body.data;
      expect(news.eintraege!.map((e) => e.id)).toEqual(newest.map((e) => e.id));
      const events = body.module.find((m) => m.typ === 'eventteaser')!.eintraege as EventItem[];
      expect(events).toHaveLength(8);
      for (const event of events) expect(Object.keys(event)).toEqual(expect.arrayContaining(EVENT_KEYS));
    });
  });

  describe('GET /api/cms/portal/{name}', () => {
    interface Portal {
      titel: string;
      module: { typ: string; menue?: string; menuItems?: MenuItem[]; eintraege?: unknown[] }[];
    }

    it('fills the links of the menu a module names', async () => {
      const { body } = await get<Portal>('/api/cms/startseite');
      const auch = body.module.find((m) => m.typ === 'auch-interessant')!;
      expect(auch.menue).toBeUndefined();
      const menu = await get<MenuResult>(`/api/cms/menu?name=${encodeURIComponent('Auch interessant')}`);
      expect(auch.menuItems).toEqual(menu.body.menuItems);
      expect(auch.menuItems!.length).toBeGreaterThan(3);
    });

    it('answers the guests’ portal with its modules and entries', async () => {
      const { status, body } = await get<Portal>('/api/cms/portal/gaeste');
      expect(status).toBe(200);
      expect(body.titel).toBe('Musterstadt für Gäste');
      expect(body.module.find((m) => m.typ === 'eventteaser')!.eintraege).toHaveLength(6);
      expect(body.module.find((m) => m.typ === 'auch-interessant')!.menuItems!.length).toBeGreaterThan(2);
    });

    it('answers 404 for an unknown portal and 400 for a malformed name', async () => {
      expect(await get('/api/cms/portal/gibt-es-nicht')).toMatchObject({ status: 404, body: { error: 'Seite nicht gefunden' } });
      const bad = await get<{ error: string }>('/api/cms/portal/Gro%C3%9F%20und%20klein');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/Kleinbuchstaben/);
    });

    it('serves the chrome’s pages through the route lookup in their layouts', async () => {
      for (const [url, layout] of [
        ['/gaeste/', 'gaeste'],
        ['/touristinformation', 'gaeste'],
        ['/verwaltung/', 'default'],
        ['/wirtschaft', 'wirtschaft'],
        ['/barrierefreiheit', 'default'],
        ['/leichte-sprache', 'wide'],
        ['/gebaerdensprache', 'wide'],
      ]) {
        const { status, body } = await route(url!);
        expect([url, status, body.pageContent.pageLayout]).toEqual([url, 200, layout]);
      }
    });
  });

  describe('GET /api/cms/media', () => {
    it('serves every image the content refers to as a cacheable SVG', async () => {
      const [news, fw, ev, home] = await Promise.all([artikel('pro_seite=100'), artikel('bereich=feuerwehr'), events('pro_seite=100'), route('/')]);
      const paths = new Set<string>();
      for (const item of [...news.body.data, ...fw.body.data, ...ev.body.data]) {
        if (item.bild) paths.add(item.bild);
        for (const image of item.bildergalerie_zuordnung?.bilder ?? []) paths.add(image.bild);
      }
      for (const image of home.body.pageContent.heroImages ?? []) paths.add(image.bild);
      expect(paths.size).toBeGreaterThanOrEqual(6);
      for (const path of paths) {
        const answer = await get<string>(path);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
        expect(answer.body).toMatch(/<title[^>]*>.+<\/title>/);
      }
    });

    it('answers 404 for unknown images and other paths', async () => {
      expect(await get('/api/cms/media/gibt-es-nicht.svg')).toMatchObject({ status: 404, body: { error: 'Bild nicht gefunden' } });
      expect(await get('/api/cms/media/..%2Fapp.js')).toMatchObject({ status: 404 });
      expect(await get('/api/cms/nichts')).toMatchObject({ status: 404, body: { error: expect.any(String) } });
    });
  });

  describe('database lifecycle', () => {
    it('applies the migrations only once', async () => {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).toEqual(loadMigrations().map((migration) => migration.version));
    });

    it('does not seed a second time', async () => {
      expect(await seedIfEmpty(db)).toBeNull();
      const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM items WHERE typ = 'artikel'");
      expect(Number(rows[0]?.n)).toBe(townNews + 7 + seeded!.teilseiten.artikel);
    });
  });
});
