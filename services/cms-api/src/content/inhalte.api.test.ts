/**
 * API tests of the town templates' endpoints: the real server on a real, freshly migrated and seeded
 * database (PGlite, and PostgreSQL when DATABASE_URL is set), called over HTTP.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../core/db';
import { migrate } from '../migrate';
import { seedIfEmpty } from '../seed/seed';
import { VORLAGEN_SEITEN } from '../seed/data/vorlagen-seiten';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import type { ContentItem, ListResult, MenuItem, MenuResult, RouteLookupResult } from '../core/types';

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

type Entry = ContentItem & Record<string, unknown>;
type ErrorBody = { error: string };

describe.each(BACKENDS)('town template endpoints on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;

  async function request<T = unknown>(path: string, init?: RequestInit): Promise<Answer<T>> {
    const response = await fetch(`${base}${path}`, init);
    const type = response.headers.get('content-type') ?? '';
    const body = (type.includes('json') ? await response.json() : await response.text()) as T;
    return { status: response.status, body, headers: response.headers };
  }
  const get = <T = unknown>(path: string) => request<T>(path);
  const list = (path: string) => get<ListResult<Entry> & ErrorBody>(path);
  const send = (method: string, body: unknown) =>
    request<{ themen?: string[]; error?: string }>('/api/cms/push/abonnements', {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

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

  describe('pages', () => {
    const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.menuItems ?? [])]);

    it('resolves every page, and every api call of a page answers with content', async () => {
      for (const seed of VORLAGEN_SEITEN.filter((page) => !page.url.includes(':'))) {
        const { status, body } = await get<RouteLookupResult>(`/api/cms/route?url=${encodeURIComponent(seed.url)}`);
        expect([seed.url, status]).toEqual([seed.url, 200]);
        for (const call of body.apiCalls) {
          const query = new URLSearchParams(Object.entries(call.params ?? {}).map(([k, v]): [string, string] => [k, String(v)]));
          const answer = await get<ListResult & MenuResult & { module?: unknown[] }>(`${call.endpoint}?${query}`);
          expect([seed.url, call.name, answer.status]).toEqual([seed.url, call.name, 200]);
          // Lists answer with data, menus with menuItems, portals with their modules.
          const entries = answer.body.data ?? answer.body.menuItems ?? answer.body.module;
          // The lost-and-found block of /leben-wohnen is the list that shows its empty state.
          if (call.name === 'fundsachen') expect(entries).toEqual([]);
          else expect([seed.url, call.name, entries.length > 0]).toEqual([seed.url, call.name, true]);
        }
      }
    });

    it('links the new pages from the main menu, below existing items', async () => {
      const { body } = await get<MenuResult>(`/api/cms/menu?name=${encodeURIComponent('Hauptmenü')}`);
      expect(body.menuItems.map((item) => item.title)).toEqual(['Rathaus & Verwaltung', 'Leben & Wohnen', 'Freizeit & Tourismus', 'Bildung', 'Feuerwehr']);
      const hrefs = flatten(body.menuItems).map((item) => item.href);
      for (const href of [
        '/verwaltung',
        '/app',
        '/leben-wohnen/schwarzes-brett',
        '/leben-wohnen/branchenbuch',
        '/leben-wohnen/versorgung',
        '/touristinformation',
        '/freizeit-tourismus/bildergalerie',
      ]) {
        expect(hrefs.filter((h) => h === href)).toHaveLength(1);
      }
      const verwaltung = flatten(body.menuItems).find((item) => item.title === 'Verwaltung');
      expect(verwaltung?.menuItems?.map((item) => item.href)).toContain('/verwaltung');
    });

    it('serves the detail pages through their patterns', async () => {
      const { status, body } = await get<RouteLookupResult>('/api/cms/route?url=/rathaus/aemter/buergerbuero');
      expect(status).toBe(200);
      expect(body.pageContent.context.map((block) => block.template)).toEqual(['amt-detail', 'mitarbeiter', 'auch-interessant', 'oeffnungszeiten']);
      expect(body.apiCalls.find((call) => call.name === 'team')?.params).toEqual({ amt: 'buergerbuero', pro_seite: 50 });
      const jobs = await get<RouteLookupResult>('/api/cms/route?url=/stellenangebote');
      expect(jobs.body.pageContent.context[0]?.options).toEqual({ erlaubteSkripte: ['/api/cms/widgets/'] });
    });
  });

  describe('GET /api/cms/schwarzes-brett', () => {
    it('lists current notices newest first, ten per page, without expired ones', async () => {
      const first = await list('/api/cms/schwarzes-brett?pro_seite=10');
      expect(first.status).toBe(200);
      expect(first.body.anzahl).toBe(14);
      expect(first.body.seiten).toBe(2);
      const dates = first.body.data.map((entry) => Date.parse(entry.datum_von!));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      const second = await list('/api/cms/schwarzes-brett?pro_seite=10&seite=2');
      expect(second.body.data).toHaveLength(4);
      const all = [...first.body.data, ...second.body.data];
      expect(all.map((entry) => entry.detailURL)).not.toContain('/leben-wohnen/schwarzes-brett/altkleidersammlung-abgeschlossen');
      for (const entry of all) {
        expect(Date.parse(entry.datum_bis!)).toBeGreaterThan(Date.now());
        expect(entry.rubriken).toHaveLength(1);
        expect(entry.anbieter).toEqual(expect.any(String));
      }
    });

    it('filters by category, and the lost-and-found category is empty', async () => {
      const clubs = await list('/api/cms/schwarzes-brett?rubrik_id=31');
      expect(clubs.body.anzahl).toBeGreaterThan(2);
      for (const entry of clubs.body.data) expect(entry.rubriken?.[0]?.titel).toBe('Vereine und Gruppen');
      expect((await list('/api/cms/schwarzes-brett?rubriken=34')).body).toEqual({ data: [], seiten: 1, anzahl: 0 });
    });

    it('still finds an expired notice by its slug (its detail page stays reachable)', async () => {
      const { body } = await list('/api/cms/schwarzes-brett?slug=altkleidersammlung-abgeschlossen');
      expect(body.data).toHaveLength(1);
    });

    it('answers bad parameters with a German 400 and unknown ids with 404', async () => {
      expect(await list('/api/cms/schwarzes-brett?slug=Gro%C3%9F%20und%20klein')).toMatchObject({
        status: 400,
        body: { error: 'Der Parameter slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.' },
      });
      expect((await list('/api/cms/schwarzes-brett?rubrik_id=abc')).status).toBe(400);
      expect((await list('/api/cms/schwarzes-brett?seite=0')).status).toBe(400);
      expect(await get('/api/cms/schwarzes-brett/999999')).toMatchObject({ status: 404, body: { error: 'Eintrag nicht gefunden' } });
      expect((await get('/api/cms/schwarzes-brett/abc')).status).toBe(400);
    });
  });

  describe('departments and staff', () => {
    it('gives departments in the editors’ order with address, contact, services and opening times', async () => {
      const { body } = await list('/api/cms/aemter?pro_seite=50');
      expect(body.data.map((entry) => entry.titel)).toEqual([
        'Bürgerbüro',
        'Haupt- und Personalamt',
        'Kämmerei und Stadtkasse',
        'Stadtbauamt',
        'Ordnungsamt',
        'Standesamt',
      ]);
      const office = body.data[0]!;
      expect(office).toMatchObject({
        detailURL: '/rathaus/aemter/buergerbuero',
        adresse: { street: 'Marktplatz 1', zip: '79999' },
        kontakt: { telefon: '+49 7999 123-120' },
      });
      const times = office.oeffnungszeiten as { typ: string; abweichungen: { beginn: string; ende: string }[] }[];
      expect(times.map((t) => t.typ)).toEqual(['allgemein', 'telefon']);
      // One deviation runs now, one ended days ago: the front end shows only the first.
      const now = Date.now();
      expect(times[0]!.abweichungen.filter((d) => Date.parse(d.beginn) <= now && now <= Date.parse(d.ende))).toHaveLength(1);
      expect(times[0]!.abweichungen).toHaveLength(2);
    });

    it('gives staff by surname, in the staff shape, and by department', async () => {
      const { body } = await get<ListResult<Record<string, unknown>>>('/api/cms/mitarbeiter?pro_seite=100');
      expect(body.anzahl).toBe(14);
      const surnames = body.data.map((person) => String(person.nachname));
      expect(surnames).toEqual([...surnames].sort((a, b) => a.localeCompare(b, 'de')));
      expect(Object.keys(body.data[0]!).sort()).toEqual([
        'aemter',
        'anrede',
        'bild',
        'detailURL',
        'funktion',
        'id',
        'kontakt',
        'nachname',
        'sprechzeiten',
        'vorname',
        'zimmer',
      ]);
      const team = await get<ListResult<Record<string, unknown>>>('/api/cms/mitarbeiter?amt=buergerbuero');
      expect(team.body.data.map((person) => person.nachname)).toEqual(['Fehrenbach', 'Schwär', 'Yıldız']);
      expect(team.body.data[0]).toMatchObject({
        anrede: 'Frau',
        zimmer: 'EG 02',
        kontakt: { telefon: '+49 7999 123-120' },
        aemter: [{ titel: 'Bürgerbüro', detailURL: '/rathaus/aemter/buergerbuero' }],
      });
      expect((await get('/api/cms/mitarbeiter?amt=B%C3%BCrger')).status).toBe(400);
    });
  });

  describe('tenders, building areas, businesses, facilities, galleries, timelines', () => {
    it('lists open tenders by deadline with their documents', async () => {
      const { body } = await list('/api/cms/ausschreibungen');
      expect(body.anzahl).toBe(4);
      const deadlines = body.data.map((entry) => Date.parse(String(entry.abgabefrist)));
      expect([...deadlines].sort((a, b) => a - b)).toEqual(deadlines);
      for (const deadline of deadlines) expect(deadline).toBeGreaterThan(Date.now());
      expect(body.data[0]).toMatchObject({ vergabenummer: expect.stringMatching(/^2026-/), vergabeart: expect.any(String) });
      expect(body.data.flatMap((entry) => entry.dokumente ?? []).length).toBeGreaterThan(4);
    });

    it('gives building areas with map and plots', async () => {
      const { body } = await list('/api/cms/baugebiete?slug=sonnenhalde');
      const area = body.data[0]!;
      expect(area.karte).toMatchObject({ zentrum: [expect.any(Number), expect.any(Number)], zoom: 17 });
      const plots = area.bauplaetze as { nummer: string; flaeche: number; preis_qm: number; status: string }[];
      expect(plots).toHaveLength(11);
      expect(new Set(plots.map((plot) => plot.status))).toEqual(new Set(['frei', 'reserviert', 'verkauft']));
      for (const plot of plots) expect(Number.isInteger(plot.preis_qm)).toBe(true);
    });

    it('filters businesses by trade and pages through them', async () => {
      const all = await list('/api/cms/brancheneintraege?pro_seite=10');
      expect(all.body).toMatchObject({ anzahl: 12, seiten: 2 });
      const crafts = await list('/api/cms/brancheneintraege?branche=43');
      expect(crafts.body.data.map((entry) => entry.titel)).toEqual(['Elektro Kienzle', 'Malerbetrieb Faller', 'Schreinerei Dold GmbH']);
    });

    it('gives facilities with opening times and whole-euro prices', async () => {
      const { body } = await list('/api/cms/einrichtungen?slug=freibad');
      const prices = body.data[0]!.preise as { titel: string; positionen: { preis: number }[] }[];
      expect(prices.map((group) => group.titel)).toEqual(['Einzelkarten', 'Zehnerkarten', 'Saisonkarten']);
      for (const position of prices.flatMap((group) => group.positionen)) expect(Number.isInteger(position.preis)).toBe(true);
    });

    it('gives a gallery and a timeline', async () => {
      const gallery = (await list('/api/cms/bildergalerien?slug=musterstadt-in-bildern')).body.data[0]!;
      expect(gallery.bildergalerie_zuordnung?.bilder).toHaveLength(8);
      const timeline = (await list('/api/cms/zeitstrahl?slug=stadtgeschichte')).body.data[0]!;
      expect((timeline.ereignisse as { jahr: string }[]).map((e) => e.jahr)[0]).toBe('1148');
    });
  });

  describe('GET /api/cms/sitemap', () => {
    it('lists pages, news, coming events and current entries, but no patterns or expired entries', async () => {
      const { status, body } = await get<{ data: { url: string; lastmod: string | null }[] }>('/api/cms/sitemap');
      expect(status).toBe(200);
      const urls = body.data.map((entry) => entry.url);
      for (const url of [
        '/',
        '/aktuelles',
        '/stellenangebote',
        '/rathaus/aemter/bauamt',
        '/leben-wohnen/bauen/sonnenhalde',
        '/aktuelles/gemeinderat-beschliesst-haushalt',
        '/veranstaltungen/stadtfest',
      ]) {
        expect(urls).toContain(url);
      }
      expect(urls.some((url) => url.includes(':'))).toBe(false);
      expect(urls).not.toContain('/leben-wohnen/schwarzes-brett/altkleidersammlung-abgeschlossen');
      expect(urls).not.toContain('/rathaus/ausschreibungen/unterhaltsreinigung-rathaus');
      // The office's approval page is reached from its mail only.
      expect(urls).not.toContain('/formulare/freigabe');
      // Pages kept from the site search are kept from search engines too: the council members'
      // notice page (it needs the login), the search page itself, the reminders' confirmations.
      expect(urls).not.toContain('/rathaus/ratsmitglieder');
      expect(urls).not.toContain('/suche');
      expect(urls.filter((url) => url.startsWith('/abfall/erinnerung/'))).toEqual([]);
      expect(urls).toContain('/abfall/erinnerung');
      for (const entry of body.data) expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
    });
  });

  describe('widgets', () => {
    it('serves the job-listing widget as JavaScript and nothing else', async () => {
      const widget = await get<string>('/api/cms/widgets/stellenfilter.js');
      expect(widget.status).toBe(200);
      expect(widget.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(widget.body).toContain('stellenportal');
      expect((await get('/api/cms/widgets/toString')).status).toBe(404);
      expect((await get('/api/cms/widgets/..%2Fapp.js')).status).toBe(404);
    });
  });

  describe('push subscriptions', () => {
    const subscription = {
      endpoint: 'https://push.example.net/send/abc123',
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    };

    it('offers the topics and says when no key is set up', async () => {
      const topics = await get<{ data: { id: string }[] }>('/api/cms/push/themen');
      expect(topics.body.data.map((topic) => topic.id)).toEqual(['warnungen', 'verkehr', 'abfall', 'veranstaltungen']);
      expect(await get('/api/cms/push/schluessel')).toMatchObject({ status: 404, body: { error: 'Push-Benachrichtigungen sind zurzeit nicht eingerichtet.' } });
    });

    it('stores a subscription once, updates its topics and deletes it', async () => {
      expect(await send('POST', { ...subscription, themen: ['warnungen', 'abfall', 'warnungen'] })).toMatchObject({
        status: 201,
        body: { themen: ['warnungen', 'abfall'] },
      });
      expect(await send('POST', { ...subscription, themen: ['verkehr'] })).toMatchObject({ status: 201, body: { themen: ['verkehr'] } });
      const { rows } = await db.query<{ themen: string[] }>('SELECT themen FROM push_abonnements');
      expect(rows).toEqual([{ themen: ['verkehr'] }]);
      expect((await send('DELETE', { endpoint: subscription.endpoint })).status).toBe(204);
      expect((await db.query('SELECT 1 FROM push_abonnements')).rows).toHaveLength(0);
    });

    it.each([
      [
        'an http endpoint',
        { ...subscription, themen: ['abfall'], endpoint: 'http://push.example.net/x' },
        'Die Adresse des Push-Dienstes muss mit https:// beginnen.',
      ],
      ['an endpoint that is no URL', { ...subscription, themen: ['abfall'], endpoint: 'kein Link' }, 'Die Adresse des Push-Dienstes ist ungültig.'],
      [
        'broken keys',
        { ...subscription, themen: ['abfall'], keys: { p256dh: '<script>', auth: 'x' } },
        'Die Schlüssel des Abonnements fehlen oder sind ungültig.',
      ],
      ['no topic', { ...subscription, themen: [] }, 'Bitte wählen Sie mindestens ein Thema aus.'],
      ['an unknown topic', { ...subscription, themen: ['lotto'] }, 'Eines der gewählten Themen gibt es nicht.'],
      ['an empty body', null, 'Die Adresse des Push-Dienstes fehlt oder ist zu lang.'],
    ])('refuses %s with a German message', async (_label, body, message) => {
      expect(await send('POST', body)).toMatchObject({ status: 400, body: { error: message } });
    });
  });
});
