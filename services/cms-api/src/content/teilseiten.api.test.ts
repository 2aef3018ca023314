/**
 * API tests of the sub-sites' content: every fixed link of spec point 2 that belongs to a sub-site,
 * their menus, operations, dates and downloadable documents — on the real server and database.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../core/db';
import { migrate } from '../migrate';
import { seedIfEmpty } from '../seed/seed';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import { flatText, readPdfs } from '../testing/read-pdf';
import type { ContentItem, EventItem, ListResult, MenuResult, RouteLookupResult } from '../core/types';

/** Fixed links of spec point 2 that belong to a sub-site, with the layout and theme each must have. */
const SUBSITE_LINKS: [string, string, string][] = [
  ['/feuerwehr/aufgaben/', 'feuerwehr', 'feuerwehr'],
  ['/feuerwehr/einsaetze/', 'feuerwehr', 'feuerwehr'],
  ['/feuerwehr/feuerwehrmeldungen/', 'feuerwehr', 'feuerwehr'],
  ['/feuerwehr/termine/', 'feuerwehr', 'feuerwehr'],
  ['/feuerwehr/verwaltung/', 'feuerwehr', 'feuerwehr'],
  ['/feuerwehr/abteilung-musterstadt/', 'feuerwehr', 'feuerwehr'],
  ['/feuerwehr/mitglied-werden/', 'feuerwehr', 'feuerwehr'],
  ['/grundschule-musterstadt/schulnews/', 'grundschule-musterstadt', 'grundschule-musterstadt'],
  ['/grundschule-musterstadt/terminplan/', 'grundschule-musterstadt', 'grundschule-musterstadt'],
  ['/grundschule-musterstadt/gsd-downloads/', 'grundschule-musterstadt', 'grundschule-musterstadt'],
  ['/grundschule-hallwangen/gsh-aktuelles/', 'grundschule-hallwangen', 'grundschule-hallwangen'],
  ['/grundschule-hallwangen/gsh-elterninfo/', 'grundschule-hallwangen', 'grundschule-hallwangen'],
  ['/gydo/berichte/', 'gymnasium', 'gymnasium'],
  ['/gydo/jahrestermine/', 'gymnasium', 'gymnasium'],
  ['/gydo/gydo-ferienplan/', 'gymnasium', 'gymnasium'],
  ['/gydo/gydo-downloads/', 'gymnasium', 'gymnasium'],
  ['/werkrealschule/', 'werkrealschule', 'werkrealschule'],
  ['/werkrealschule/wrs-aktuelles', 'werkrealschule', 'werkrealschule'],
  ['/werkrealschule/wrs-downloads', 'werkrealschule', 'werkrealschule'],
  ['/jugendhaus/angebote', 'jugendhaus', 'jugendhaus'],
  ['/jugendhaus/aktuelles', 'jugendhaus', 'jugendhaus'],
  ['/jugendhaus/veranstaltungen', 'jugendhaus', 'jugendhaus'],
  ['/jugendhaus/ueber-uns', 'jugendhaus', 'jugendhaus'],
  ['/jugendhaus/jugendehrenamt', 'jugendhaus', 'jugendhaus'],
  ['/jugendhaus/ferienprogramm', 'jugendhaus', 'jugendhaus'],
  ['/barfusspark', 'barfusspark', 'barfusspark'],
  ['/barfusspark/angebote-fuehrungen/', 'barfusspark', 'barfusspark'],
  ['/barfusspark/oeffnungszeiten', 'barfusspark', 'barfusspark'],
];

describe.each(BACKENDS)('sub-site content on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;

  async function get<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers; bytes: Buffer }> {
    const response = await fetch(`${base}${path}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    const body = (type.includes('json') ? JSON.parse(bytes.toString('utf8')) : bytes.toString('latin1')) as T;
    return { status: response.status, body, headers: response.headers, bytes };
  }

  const route = (url: string) => get<RouteLookupResult>(`/api/cms/route?url=${encodeURIComponent(url)}`);
  const termine = (query: string) => get<ListResult<EventItem> & { error?: string }>(`/api/cms/termine?${query}`);

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    await seedIfEmpty(db);
    app = buildApp({ db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.destroy();
  });

  it.each(SUBSITE_LINKS)('resolves %s with its layout and theme', async (url, layout, theme) => {
    const { status, body } = await route(url);
    expect(status).toBe(200);
    expect(body.pageContent.pageLayout).toBe(layout);
    expect(body.pageContent.pageTheme).toBe(theme);
    expect(body.title.length).toBeGreaterThan(3);
    expect(body.pageContent.context.length).toBeGreaterThan(0);
    expect(String(body.description).length).toBeGreaterThan(50);
  });

  it('has the home page of every sub-site and of both vocational-school variants', async () => {
    const homes: [string, string][] = [
      ['/feuerwehr', 'feuerwehr-home'],
      ['/grundschule-musterstadt', 'grundschule-home'],
      ['/grundschule-hallwangen', 'grundschule-home'],
      ['/werkrealschule', 'werkrealschule-home'],
      ['/gydo', 'gymnasium-home'],
      ['/berufliche-schule', 'berufliche-schule-home'],
      ['/berufliche-schule/berufliches-gymnasium', 'berufliche-schule-home-schulart'],
      ['/barfusspark', 'barfusspark-home'],
      ['/jugendhaus', 'jugendhaus-home'],
    ];
    for (const [url, template] of homes) {
      const { status, body } = await route(url);
      expect([url, status]).toEqual([url, 200]);
      expect(body.pageContent.context[0]?.template).toBe(template);
      expect(body.pageContent.heroImages?.length ?? 0).toBeGreaterThanOrEqual(url.includes('berufliches-gymnasium') ? 0 : 1);
    }
  });

  it('serves the menus of the sub-sites, including the barefoot park footer', async () => {
    for (const name of [
      'Hauptmenü Feuerwehr',
      'Hauptmenü Grundschule Musterstadt',
      'Hauptmenü Grundschule Hallwangen',
      'Hauptmenü Werkrealschule',
      'Hauptmenü Gymnasium',
      'Hauptmenü Berufliche Schulen',
      'Hauptmenü Barfusspark',
      'Barfusspark Footer Rechtliches',
      'Hauptmenü Jugendhaus',
    ]) {
      const { status, body } = await get<MenuResult>(`/api/cms/menu?name=${encodeURIComponent(name)}`);
      expect([name, status]).toEqual([name, 200]);
      expect(body.menuItems.length).toBeGreaterThanOrEqual(3);
      // Every internal menu link opens a page.
      for (const item of body.menuItems) {
        if (!item.href?.startsWith('/') || item.href === '/') continue;
        expect([item.href, (await route(item.href)).status]).toEqual([item.href, 200]);
      }
    }
    const legal = await get<MenuResult>(`/api/cms/menu?name=${encodeURIComponent('Barfusspark Footer Rechtliches')}`);
    expect(legal.body.menuItems.map((item) => item.title)).toEqual(['Impressum', 'Datenschutz', 'Barrierefreiheit']);
  });

  it('lists real operations, newest first, each with its kind and its own report page', async () => {
    const { body } = await get<ListResult<ContentItem>>('/api/cms/artikel?bereich=feuerwehr-einsatz&pro_seite=100');
    expect(body.anzahl).toBeGreaterThanOrEqual(10);
    const dates = body.data.map((item) => Date.parse(item.datum_von!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of body.data) {
      expect(item.detailURL).toMatch(/^\/feuerwehr\/einsaetze\/[a-z0-9-]+$/);
      expect(item.rubriken?.[0]?.titel).toMatch(/^(Brandeinsatz|Technische Hilfe|Fehlalarm|Unwetter)$/);
    }
    const detail = await route(body.data[0]!.detailURL!);
    expect(detail.status).toBe(200);
    expect(detail.body.pageContent.pageLayout).toBe('feuerwehr');
    expect(detail.body.apiCalls[0]?.params).toMatchObject({ bereich: 'feuerwehr-einsatz', slug: body.data[0]!.detailURL!.split('/').pop() });
  });

  describe('GET /api/cms/termine', () => {
    it('lists only coming dates of a sub-site, soonest first, in the event shape', async () => {
      const { status, body } = await termine('bereich=feuerwehr&pro_seite=100');
      expect(status).toBe(200);
      expect(body.anzahl).toBeGreaterThanOrEqual(5);
      const starts = body.data.map((item) => Date.parse(item.datum_von!));
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      for (const item of body.data) {
        expect(Date.parse(item.datum_bis ?? item.datum_von!)).toBeGreaterThanOrEqual(Date.now());
        expect(item.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(item.veranstaltungsort).toBeTruthy();
        expect(item.detailURL).toBeNull();
      }
      expect(body.data.some((item) => item.timeFrom === '19:30')).toBe(true);
    });

    it('keeps the dates of the sub-sites out of the town event calendar', async () => {
      const events = await get<ListResult<EventItem>>('/api/cms/veranstaltungen?pro_seite=100');
      const slugs = new Set(events.body.data.map((item) => item.detailURL));
      for (const item of (await termine('pro_seite=100')).body.data) expect(slugs.has(item.detailURL)).toBe(false);
      expect(events.body.data.every((item) => item.detailURL?.startsWith('/veranstaltungen/'))).toBe(true);
    });

    it('has all-day and multi-day dates, and separates the sub-sites', async () => {
      const all = (await termine('pro_seite=100')).body.data;
      expect(all.some((item) => item.timeFrom === null)).toBe(true);
      expect(all.some((item) => item.dateTo! > item.dateFrom!)).toBe(true);
      for (const bereich of ['grundschule-musterstadt', 'grundschule-hallwangen', 'werkrealschule', 'gymnasium', 'jugendhaus']) {
        expect([bereich, (await termine(`bereich=${bereich}`)).body.anzahl! > 0]).toEqual([bereich, true]);
      }
      expect((await termine('bereich=stadt')).body).toEqual({ data: [], seiten: 1, anzahl: 0 });
    });

    it('finds one date by id and answers bad requests in German', async () => {
      const first = (await termine('pro_seite=1')).body.data[0]!;
      expect((await get<EventItem>(`/api/cms/termine/${first.id}`)).body).toEqual(first);
      expect(await get('/api/cms/termine/424242')).toMatchObject({ status: 404, body: { error: 'Eintrag nicht gefunden' } });
      expect(await termine('seite=null')).toMatchObject({ status: 400, body: { error: 'Der Parameter seite muss eine positive ganze Zahl sein.' } });
      expect((await termine('bereich=Gymnasium%20Dornberg')).status).toBe(400);
      expect((await get('/api/cms/termine/abc')).status).toBe(400);
    });
  });

  describe('GET /api/cms/dokumente/:name', () => {
    it('serves every document a download page links to as a valid PDF', async () => {
      const links = new Set<string>();
      for (const url of ['/grundschule-musterstadt/gsd-downloads', '/gydo/gydo-downloads', '/werkrealschule/wrs-downloads']) {
        const text = JSON.stringify((await route(url)).body);
        for (const match of text.matchAll(/\/api\/cms\/dokumente\/[a-z0-9-]+\.pdf/g)) links.add(match[0]);
      }
      expect(links.size).toBeGreaterThanOrEqual(10);
      const files: Buffer[] = [];
      for (const link of links) {
        const { status, headers, bytes } = await get(link);
        expect([link, status]).toEqual([link, 200]);
        expect(headers.get('content-type')).toBe('application/pdf');
        files.push(bytes);
      }
      // A PDF reader opens each as a tagged German document with the title and text of its row.
      const read = readPdfs(files);
      for (const [i, link] of [...links].entries()) {
        const pdf = read[i]!;
        expect([link, pdf.language, pdf.markInfo?.Marked, pdf.roles.slice(0, 3)]).toEqual([link, 'de-DE', true, ['Root', 'Document', 'H1']]);
        const { rows } = await db.query<{ titel: string; absaetze: string[] | null }>('SELECT titel, absaetze FROM dokumente WHERE name = $1', [
          link.slice('/api/cms/dokumente/'.length),
        ]);
        expect([link, pdf.title]).toEqual([link, rows[0]?.titel]);
        const text = flatText(pdf.pages.join(' '));
        expect(text.startsWith(flatText(rows[0]?.titel ?? ''))).toBe(true);
        for (const absatz of rows[0]?.absaetze ?? []) expect(text).toContain(flatText(absatz.replace(/^• /, '')));
      }
    });

    it('answers 404 for unknown or malformed names', async () => {
      expect(await get('/api/cms/dokumente/gibt-es-nicht.pdf')).toMatchObject({ status: 404, body: { error: 'Dokument nicht gefunden' } });
      expect(await get('/api/cms/dokumente/..%2Fapp.pdf')).toMatchObject({ status: 404 });
      expect(await get('/api/cms/dokumente/gydo-hausordnung.exe')).toMatchObject({ status: 404 });
    });
  });
});
