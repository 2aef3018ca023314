/**
 * API tests of the site search, the service guide, the waste calendar with its e-mail reminder and
 * the iCal feeds: the real server on a freshly migrated and seeded database (PGlite, and PostgreSQL
 * when DATABASE_URL is set), mail through a real SMTP server started here, calendars read back by
 * an iCal parser.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Db } from './core/db';
import { smtpMailer } from './core/mailer';
import { migrate } from './migrate';
import { sendDueReminders } from './abfall/reminders';
import type { SearchResult } from './search/routes';
import { seedIfEmpty } from './seed/seed';
import { LEISTUNGEN } from './seed/data/wegweiser';
import { BACKENDS, type TestDatabase } from './testing/backends';
import { type TestSmtpServer, startSmtpServer } from './testing/smtp';
import type { EventItem, ListResult } from './core/types';

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

const SITE = 'https://www.musterstadt.example';
const ONLY_MARK = /<(?!\/?mark>)/;

const berlinWall = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// ical.js is an ES module; Jest loads its CommonJS build.
type Ical = typeof import('ical.js', { with: { 'resolution-mode': 'import' } }).default;
const ICAL = require('ical.js') as Ical;

/** The VEVENTs of an iCalendar text, parsed by ical.js (time zones from its VTIMEZONE). */
function parseCalendar(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { root, events: root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

describe.each(BACKENDS)('Bürgerservice API on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  let smtp: TestSmtpServer;

  async function get<T = unknown>(path: string): Promise<Answer<T>> {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    const type = response.headers.get('content-type') ?? '';
    const body = (type.includes('json') ? await response.json() : await response.text()) as T;
    return { status: response.status, body, headers: response.headers };
  }

  async function post<T = unknown>(path: string, body: Record<string, string | string[] | boolean>, as: 'form' | 'json'): Promise<Answer<T>> {
    let payload: string;
    if (as === 'json') payload = JSON.stringify(body);
    else {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(body)) for (const v of [value].flat()) form.append(key, String(v));
      payload = form.toString();
    }
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': as === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: payload,
    });
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: (type.includes('json') ? await response.json() : await response.text()) as T, headers: response.headers };
  }

  const search = (q: string, extra = '') => get<SearchResult & { error?: string }>(`/api/cms/suche?q=${encodeURIComponent(q)}${extra}`);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    await seedIfEmpty(db);
    app = buildApp({ db, mailer: smtpMailer(smtp.url), siteUrl: SITE });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.destroy();
    await smtp?.close();
  });

  describe('GET /api/cms/suche', () => {
    it('finds the fire brigade for "Feuerwehren" (German stemming), ranked, with highlighted snippets', async () => {
      const { status, body } = await search('Feuerwehren');
      expect(status).toBe(200);
      expect(body.q).toBe('Feuerwehren');
      expect(body.anzahl).toBeGreaterThanOrEqual(8);
      const paths = body.data.map((hit) => hit._source.es_pfad);
      expect(paths).toEqual(expect.arrayContaining(['/feuerwehr', '/feuerwehr/feuerwehrmeldungen']));
      const scores = body.data.map((hit) => hit._score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const hit of body.data) {
        expect(hit.auszug).not.toMatch(ONLY_MARK);
        expect(hit.detailURL).toMatch(/^\//);
      }
      expect(body.data.some((hit) => /<mark>Feuerwehr/i.test(hit.auszug))).toBe(true);
      const all = await search('Feuerwehren', '&pro_seite=100');
      expect(all.body.data.filter((hit) => hit._type === 'article' && hit._source.bereich === 'feuerwehr').length).toBeGreaterThanOrEqual(3);
    });

    it('treats umlauts and ß alike and finds the start of compound words', async () => {
      const withSz = await search('Straße');
      const withSs = await search('Strasse');
      expect(withSz.body.anzahl).toBeGreaterThan(0);
      expect(withSs.body.data.map((hit) => hit._id)).toEqual(withSz.body.data.map((hit) => hit._id));
      const umlaut = await search('Führungszeugnis');
      expect(umlaut.body.data[0]?.detailURL).toBe('/wegweiser/leistungen/fuehrungszeugnis');
      expect((await search('Fuhrungszeugnis')).body.data[0]?._id).toBe(umlaut.body.data[0]?._id);
      // 'Abfuhr' is the start of 'Abfuhrtermine', 'Abfuhrbezirk' …
      expect((await search('Abfuhr')).body.data.map((hit) => hit.detailURL)).toContain('/abfall');
    });

    it('ranks a title match first', async () => {
      const { body } = await search('Personalausweis');
      expect(body.data[0]).toMatchObject({ _type: 'directory-guide', titel: 'Personalausweis beantragen' });
    });

    it('pages through the hits', async () => {
      const first = await search('Musterstadt', '&pro_seite=5');
      const second = await search('Musterstadt', '&pro_seite=5&seite=2');
      expect(first.body.anzahl).toBeGreaterThan(10);
      expect(first.body.seiten).toBe(Math.ceil(first.body.anzahl / 5));
      expect(first.body.data).toHaveLength(5);
      expect(second.body.data).toHaveLength(5);
      const ids = new Set(first.body.data.map((hit) => hit._id));
      for (const hit of second.body.data) expect(ids.has(hit._id)).toBe(false);
      const beyond = await search('Musterstadt', `&pro_seite=5&seite=${first.body.seiten + 1}`);
      expect(beyond.body).toMatchObject({ data: [], anzahl: first.body.anzahl });
    });

    it('answers an empty query, stop words and no match with an empty list', async () => {
      expect((await get<SearchResult>('/api/cms/suche')).body).toEqual({ q: '', data: [], anzahl: 0, seiten: 1 });
      expect((await search('   ')).body.anzahl).toBe(0);
      expect((await search('und die der')).body.anzahl).toBe(0);
      expect((await search('Xylophonorchester')).body).toMatchObject({ data: [], anzahl: 0 });
      expect((await search('!!! ???')).body.anzahl).toBe(0);
    });

    it('refuses bad input with a German message', async () => {
      const long = await search('a'.repeat(201));
      expect(long.status).toBe(400);
      expect(long.body.error).toBe('Der Suchbegriff ist zu lang (höchstens 200 Zeichen).');
      expect((await search('Rathaus', '&seite=null')).status).toBe(400);
      expect((await search('Rathaus', '&pro_seite=1000')).status).toBe(400);
      const twice = await get<{ error: string }>('/api/cms/suche?q=a&q=b');
      expect(twice.status).toBe(400);
      expect(twice.body.error).toMatch(/nur einmal/);
    });

    it('gives each hit the shape of the spec and the redirect target of its rule', async () => {
      const contact = await search('Polizeiposten');
      expect(contact.body.anzahl).toBe(1);
      expect(contact.body.data[0]).toMatchObject({
        _type: 'web-contact',
        url: 'https://www.polizei-bw.de/',
        _source: { es_pfad: '/wegweiser', titel: 'Polizeiposten Musterstadt' },
        detailURL: 'https://www.polizei-bw.de/',
      });
      const guide = await search('Fischereischein');
      expect(guide.body.anzahl).toBe(1);
      expect(guide.body.data[0]).toMatchObject({
        _type: 'directory-guide',
        _source: { es_pfad: 'leistungen/fischereischein', art: 'leistung' },
        detailURL: '/wegweiser/leistungen/fischereischein',
      });
      const external = await search('Geoportal');
      expect(external.body.anzahl).toBe(1);
      expect(external.body.data[0]).toMatchObject({
        _type: 'link',
        _source: { es_pfad: '/wegweiser/leistungen/bauantrag-stellen', es_pfad_ext: 'https://www.geoportal-bw.de/' },
        detailURL: 'https://www.geoportal-bw.de/',
      });
      const page = await search('Behördennummer');
      expect(page.body.anzahl).toBe(1);
      expect(page.body.data[0]).toMatchObject({ _type: 'page', _source: { es_pfad: '/wegweiser' }, detailURL: '/wegweiser' });
      expect(page.body.data[0]).not.toHaveProperty('url');
      expect(page.body.data[0]?._source).not.toHaveProperty('es_pfad_ext');
    });

    it('never hands out a hostile es_pfad_ext, and keeps only <mark> of hostile content', async () => {
      await db.query(
        `INSERT INTO webverweise (art, titel, beschreibung, es_pfad, es_pfad_ext) VALUES ('link', 'Altes Gästebuch', 'Archiv des Quokkaforums', '/wegweiser', 'javascript:alert(1)')`,
      );
      await db.query(
        `INSERT INTO items (typ, bereich, slug, titel, einleitung, text, detail_url) VALUES ('artikel', 'stadt', 'zaunkoenig', 'Zaunkönigzählung', NULL,
         '<p>Zaunkönig <script>alert(1)</script> &lt;img src=x onerror=alert(2)&gt; <b onclick="x()">fett</b></p>', '/aktuelles/zaunkoenig')`,
      );
      try {
        const { body } = await search('Quokkaforum');
        expect(body.anzahl).toBe(1);
        expect(body.data[0]?._source).not.toHaveProperty('es_pfad_ext');
        expect(body.data[0]?.detailURL).toBe('/wegweiser');
        expect(JSON.stringify(body)).not.toContain('javascript:');
        const html = (await search('Zaunkönig')).body.data[0]?.auszug ?? '';
        expect(html).toContain('<mark>Zaunkönig</mark>');
        expect(html).not.toMatch(ONLY_MARK);
        expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
      } finally {
        await db.query(`DELETE FROM webverweise WHERE titel = 'Altes Gästebuch'`);
        await db.query(`DELETE FROM items WHERE slug = 'zaunkoenig'`);
      }
    });

    it('keeps the index current: new content is found at once, past events and non-pages are not', async () => {
      expect((await search('Kürbisschnitzen')).body.anzahl).toBe(0);
      await db.query(
        `INSERT INTO items (typ, bereich, slug, titel, text, detail_url, datum_von) VALUES ('veranstaltung', 'stadt', 'kuerbis', 'Kürbisschnitzen im Kurpark', '<p>Für Kinder.</p>', '/veranstaltungen/kuerbis', now() + interval '3 days')`,
      );
      await db.query(
        `INSERT INTO items (typ, bereich, slug, titel, text, detail_url, datum_von) VALUES ('veranstaltung', 'stadt', 'kuerbis-alt', 'Kürbisschnitzen im Vorjahr', '<p>Vorbei.</p>', '/veranstaltungen/kuerbis-alt', now() - interval '300 days')`,
      );
      try {
        const { body } = await search('Kürbisschnitzen');
        expect(body.data.map((hit) => hit.detailURL)).toEqual(['/veranstaltungen/kuerbis']);
        expect(body.data[0]?._type).toBe('event');
      } finally {
        await db.query(`DELETE FROM items WHERE slug LIKE 'kuerbis%'`);
      }
      // The search page, confirmation pages and pattern pages are no results of their own.
      const reminder = (await search('Erinnerung', '&pro_seite=100')).body.data.map((hit) => hit._source.es_pfad);
      expect(reminder).toContain('/abfall/erinnerung');
      expect(reminder.filter((path) => path.startsWith('/abfall/erinnerung/'))).toEqual([]);
      expect((await search('Website', '&pro_seite=100')).body.data.map((hit) => hit._source.es_pfad)).not.toContain('/suche');
      for (const hit of (await search('Meldung', '&pro_seite=100')).body.data) expect(hit._source.es_pfad).not.toContain(':');
    });
  });

  describe('GET /api/cms/wegweiser', () => {
    interface Abc {
      buchstabe: string | null;
      buchstaben: { buchstabe: string; anzahl: number }[];
      data: { buchstabe: string; eintraege: { titel: string; detailURL: string }[] }[];
      anzahl: number;
    }

    it('lists at least 40 services from A to Z', async () => {
      const { status, body } = await get<Abc>('/api/cms/wegweiser/abc');
      expect(status).toBe(200);
      expect(body.buchstaben).toHaveLength(26);
      expect(body.anzahl).toBe(LEISTUNGEN.length);
      expect(body.anzahl).toBeGreaterThanOrEqual(40);
      expect(body.buchstaben.filter((letter) => letter.anzahl > 0).length).toBeGreaterThanOrEqual(18);
      for (const group of body.data)
        for (const entry of group.eintraege) expect(entry.titel.charAt(0).toUpperCase().normalize('NFD').charAt(0)).toBe(group.buchstabe);
    });

    it('filters the ABC by letter and refuses a bad letter', async () => {
      const { body } = await get<Abc>('/api/cms/wegweiser/abc?buchstabe=p');
      expect(body.buchstabe).toBe('P');
      expect(body.data.map((group) => group.buchstabe)).toEqual(['P']);
      expect(body.data[0]?.eintraege.map((entry) => entry.titel)).toContain('Personalausweis beantragen');
      expect((await get<Abc>('/api/cms/wegweiser/abc?buchstabe=Q')).body).toMatchObject({ data: [], anzahl: 0 });
      const bad = await get<{ error: string }>('/api/cms/wegweiser/abc?buchstabe=%C3%84%C3%84');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Der Parameter buchstabe muss ein Buchstabe von A bis Z sein.');
    });

    it('cross-links a service with its unit, contact persons, forms and life situations', async () => {
      const { body } = await get<ListResult<Record<string, unknown>>>('/api/cms/wegweiser/leistungen?slug=wohnsitz-anmelden');
      const service = body.data[0] as Record<string, unknown[]>;
      expect(service).toMatchObject({
        titel: 'Wohnsitz anmelden',
        detailURL: '/wegweiser/leistungen/wohnsitz-anmelden',
        kosten: 'Gebührenfrei',
        einheit: { titel: 'Bürgerbüro', detailURL: '/wegweiser/organisationseinheiten/buergerbuero', telefon: '07999 123-120' },
      });
      expect((service.ansprechpartner as { detailURL: string }[]).map((p) => p.detailURL)).toEqual([
        '/wegweiser/ansprechpartner/murat-yildiz',
        '/wegweiser/ansprechpartner/lea-schwaer',
      ]);
      expect(service.ansprechpartner![0]).toMatchObject({ vorname: 'Murat', nachname: 'Yıldız', kontakt: { telefon: '07999 123-121' }, zimmer: 'EG 0.02' });
      expect((service.formulare as { titel: string }[]).map((f) => f.titel)).toContain('Wohnungsgeberbestätigung');
      expect((service.lebenslagen as { detailURL: string }[]).map((l) => l.detailURL)).toContain('/wegweiser/lebenslagen/umzug');

      const person = (await get<ListResult<Record<string, unknown>>>('/api/cms/wegweiser/ansprechpartner?slug=murat-yildiz')).body.data[0]!;
      expect(person).toMatchObject({ vorname: 'Murat', nachname: 'Yıldız', einheit: { titel: 'Bürgerbüro' } });
      expect((person.leistungen as { detailURL: string }[]).map((l) => l.detailURL)).toContain('/wegweiser/leistungen/wohnsitz-anmelden');

      const unit = (await get<ListResult<Record<string, unknown>>>('/api/cms/wegweiser/organisationseinheiten?slug=buergerbuero')).body.data[0]!;
      expect((unit.ansprechpartner as { nachname: string }[]).map((p) => p.nachname)).toEqual(['Fehrenbach', 'Schwär', 'Yıldız']);
      expect((unit.leistungen as { titel: string }[]).map((l) => l.titel)).toContain('Personalausweis beantragen');
      expect((unit.oeffnungszeiten as unknown[]).length).toBeGreaterThan(0);

      const form = (await get<ListResult<Record<string, unknown>>>('/api/cms/wegweiser/formulare?slug=wohnungsgeberbestaetigung')).body.data[0]!;
      expect((form.leistungen as { titel: string }[]).map((l) => l.titel)).toEqual(expect.arrayContaining(['Wohnsitz anmelden']));
    });

    it('lists every kind of entry, and answers unknown slugs and kinds', async () => {
      for (const [bereich, min] of [
        ['leistungen', 40],
        ['formulare', 8],
        ['lebenslagen', 5],
        ['organisationseinheiten', 6],
        ['ansprechpartner', 12],
      ] as const) {
        const { status, body } = await get<ListResult>(`/api/cms/wegweiser/${bereich}`);
        expect([bereich, status]).toEqual([bereich, 200]);
        expect(body.data.length).toBeGreaterThanOrEqual(min);
        for (const entry of body.data) expect(entry.detailURL).toMatch(new RegExp(`^/wegweiser/${bereich}/[a-z0-9-]+$`));
      }
      expect((await get<ListResult>('/api/cms/wegweiser/leistungen?slug=gibt-es-nicht')).body).toEqual({ data: [], anzahl: 0 });
      expect((await get('/api/cms/wegweiser/unbekannt')).status).toBe(404);
      const stellen = await get<ListResult<{ url: string }>>('/api/cms/wegweiser/weitere-stellen');
      expect(stellen.body.data.length).toBeGreaterThanOrEqual(3);
      for (const stelle of stellen.body.data) expect(stelle.url).toMatch(/^https:\/\//);
    });
  });

  describe('waste calendar', () => {
    interface Kalender {
      strassen: { id: number; name: string; ortsteil: string; bezirk: { slug: string } }[];
      strasse: { id: number; name: string } | null;
      bezirk: { slug: string; name: string } | null;
      termine: { datum: string; art: string; name: string; hinweis: string | null }[];
      ical: string | null;
      error?: string;
    }

    it('has four districts, four kinds of waste and the streets', async () => {
      const { body } = await get<{ bezirke: { slug: string }[]; arten: { schluessel: string }[]; strassen: { label: string }[] }>('/api/cms/abfall/stammdaten');
      expect(body.bezirke.map((b) => b.slug)).toEqual(['kernstadt-nord', 'kernstadt-sued', 'hallwangen', 'aach']);
      expect(body.arten.map((a) => a.schluessel)).toEqual(['restmuell', 'bioabfall', 'altpapier', 'gelber-sack']);
      expect(body.strassen.map((s) => s.label)).toContain('Hauptstraße (Hallwangen)');
    });

    it('finds streets as people type them and shows the dates of the district', async () => {
      const several = await get<Kalender>(`/api/cms/abfall/kalender?strasse=${encodeURIComponent('hauptstr.')}`);
      expect(several.body.strassen.map((s) => s.ortsteil)).toEqual(['Aach', 'Hallwangen', 'Musterstadt']);
      expect(several.body.termine).toEqual([]);
      const one = await get<Kalender>(`/api/cms/abfall/kalender?strasse=${encodeURIComponent('Hauptstrasse (Hallwangen)')}`);
      expect(one.body.strasse?.name).toBe('Hauptstraße');
      expect(one.body.bezirk?.slug).toBe('hallwangen');
      expect(one.body.ical).toBe('/api/cms/ical/abfall/hallwangen.ics');
      expect(one.body.termine.length).toBeGreaterThan(10);
      for (const termin of one.body.termine) {
        // Wednesday, or Thursday after a holiday in the same week.
        const weekday = new Date(`${termin.datum}T12:00:00Z`).getUTCDay();
        expect(termin.hinweis === null ? weekday : [weekday, termin.hinweis]).toEqual(
          termin.hinweis === null ? 3 : [4, expect.stringMatching(/^Verschoben wegen des Feiertags /)],
        );
      }
      const byId = await get<Kalender>(`/api/cms/abfall/kalender?strasse_id=${one.body.strasse!.id}`);
      expect(byId.body.termine).toEqual(one.body.termine);
      const district = await get<Kalender>('/api/cms/abfall/kalender?bezirk=hallwangen&monate=12');
      expect(district.body.termine.length).toBeGreaterThan(one.body.termine.length * 3);
    });

    it('answers unknown streets and districts and bad parameters in German', async () => {
      expect((await get<Kalender>('/api/cms/abfall/kalender?strasse=Zauberweg')).body).toMatchObject({ strassen: [], termine: [] });
      const district = await get<Kalender>('/api/cms/abfall/kalender?bezirk=atlantis');
      expect(district.status).toBe(404);
      expect(district.body.error).toMatch(/Abfuhrbezirk/);
      expect((await get('/api/cms/abfall/kalender?strasse_id=999999')).status).toBe(404);
      expect((await get('/api/cms/abfall/kalender?bezirk=hallwangen&monate=13')).status).toBe(400);
    });
  });

  describe('waste reminder with double opt-in', () => {
    const count = async (email: string) =>
      Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM abfall_erinnerungen WHERE email = $1', [email])).rows[0]?.n);
    const linkIn = (text: string) => /https?:\/\/\S+\/api\/cms\/abfall\/erinnerung\/bestaetigen\?token=[\w-]+/.exec(text)?.[0];

    it('sends a confirmation mail whose link confirms, and a second sign-up does not duplicate', async () => {
      const email = 'erika.muster@example.org';
      const form = { email: 'Erika.Muster@example.org', bezirk: 'kernstadt-nord', arten: ['restmuell', 'altpapier'], tage: '1', datenschutz: 'ja' };
      const signup = await post('/api/cms/abfall/erinnerung', form, 'form');
      expect(signup.status).toBe(303);
      expect(signup.headers.get('location')).toBe('/abfall/erinnerung/angemeldet');

      const mail = await smtp.next(email);
      expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Erinnerung an die Abfuhrtermine');
      expect(mail.text).toContain('Bezirk 1 – Kernstadt Nord');
      expect(mail.text).toContain('Restmüll, Altpapier');
      const link = linkIn(mail.text)!;
      expect(link.startsWith(`${SITE}/api/cms/abfall/erinnerung/bestaetigen?token=`)).toBe(true);
      expect((await db.query('SELECT aktiv FROM abfall_erinnerungen WHERE email = $1', [email])).rows).toEqual([{ aktiv: false }]);

      const confirmed = await get(new URL(link).pathname + new URL(link).search);
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe('/abfall/erinnerung/bestaetigt');
      expect((await db.query('SELECT aktiv, arten, tage_vorher FROM abfall_erinnerungen WHERE email = $1', [email])).rows).toEqual([
        { aktiv: true, arten: ['restmuell', 'altpapier'], tage_vorher: 1 },
      ]);
      // The link works once.
      expect((await get(new URL(link).pathname + new URL(link).search)).headers.get('location')).toBe('/abfall/erinnerung/link-ungueltig');

      // Same address and district again, with other settings: still one reminder, active with the
      // old settings until the new link is followed.
      const again = await post<{ status: string; weiter: string }>('/api/cms/abfall/erinnerung', { ...form, arten: ['bioabfall'], tage: '2' }, 'json');
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ status: 'angemeldet', weiter: '/abfall/erinnerung/angemeldet' });
      expect(await count(email)).toBe(1);
      const second = await smtp.next(email);
      expect(second.text).toContain('ändern');
      expect((await db.query('SELECT aktiv, arten FROM abfall_erinnerungen WHERE email = $1', [email])).rows).toEqual([
        { aktiv: true, arten: ['restmuell', 'altpapier'] },
      ]);
      const secondLink = new URL(linkIn(second.text)!);
      await get(secondLink.pathname + secondLink.search);
      expect((await db.query('SELECT arten, tage_vorher FROM abfall_erinnerungen WHERE email = $1', [email])).rows).toEqual([
        { arten: ['bioabfall'], tage_vorher: 2 },
      ]);

      // Another district is another reminder.
      await post('/api/cms/abfall/erinnerung', { ...form, bezirk: 'hallwangen' }, 'form');
      await smtp.next(email);
      expect(await count(email)).toBe(2);
    });

    it('sends the reminder on the afternoon it is due, once, with a link to end it', async () => {
      const email = 'max.beispiel@example.org';
      await post('/api/cms/abfall/erinnerung', { email, bezirk: 'hallwangen', arten: ['restmuell'], tage: '1', datenschutz: 'ja' }, 'json');
      const link = new URL(linkIn((await smtp.next(email)).text)!);
      await get(link.pathname + link.search);

      const termine = (await get<{ termine: { datum: string; art: string }[] }>('/api/cms/abfall/kalender?bezirk=hallwangen&monate=2')).body.termine;
      const next = termine.find((t) => t.art === 'restmuell')!;
      const dayBefore = new Date(`${next.datum}T12:00:00Z`).getTime() - 86_400_000;
      const at = (hourUtc: number) => () => new Date(dayBefore - 12 * 3_600_000 + hourUtc * 3_600_000);
      const mailer = smtpMailer(smtp.url);
      try {
        // 15 UTC is 16 or 17 o'clock in Berlin; 10 UTC is before the reminder hour.
        expect(await sendDueReminders({ db, mailer, siteUrl: SITE, now: at(10) })).toBe(0);
        const sent = await sendDueReminders({ db, mailer, siteUrl: SITE, now: at(15) });
        expect(sent).toBeGreaterThanOrEqual(1);
        const reminder = await smtp.next(email);
        expect(reminder.subject).toMatch(/^Erinnerung: Restmüll am \w+, \d{2}\.\d{2}\.\d{4}$/);
        expect(reminder.text).toContain('Bezirk 3 – Hallwangen');
        const unsubscribe = /https?:\/\/\S+\/abfall\/erinnerung\/abmelden\?token=([\w-]+)/.exec(reminder.text);
        expect(unsubscribe).not.toBeNull();
        expect(JSON.stringify(reminder.headers.get('list'))).toContain('/abfall/erinnerung/abmelden?token=');
        expect(await sendDueReminders({ db, mailer, siteUrl: SITE, now: at(16) })).toBe(0);

        const end = await post('/api/cms/abfall/erinnerung/abmelden', { token: unsubscribe![1]! }, 'form');
        expect(end.status).toBe(303);
        expect(end.headers.get('location')).toBe('/abfall/erinnerung/abgemeldet');
        expect(await count(email)).toBe(0);
      } finally {
        mailer.close();
      }
    });

    it('sends the form back with error codes, or answers JSON with German messages', async () => {
      const bad = { email: 'kein-at-zeichen', bezirk: 'atlantis', tage: '9' };
      const form = await post('/api/cms/abfall/erinnerung', bad, 'form');
      expect(form.status).toBe(303);
      const location = new URL(form.headers.get('location')!, 'http://site');
      expect(location.pathname).toBe('/abfall/erinnerung');
      expect(location.hash).toBe('#fehler');
      expect(location.searchParams.getAll('fehler').sort()).toEqual([
        'arten.fehlt',
        'bezirk.unbekannt',
        'datenschutz.fehlt',
        'email.ungueltig',
        'tage.ungueltig',
      ]);
      expect(location.searchParams.get('email')).toBe('kein-at-zeichen');

      const json = await post<{ error: string; fehler: Record<string, { code: string; meldung: string }> }>(
        '/api/cms/abfall/erinnerung',
        { email: '' },
        'json',
      );
      expect(json.status).toBe(400);
      expect(json.body.error).toBe('Bitte prüfen Sie Ihre Angaben.');
      expect(json.body.fehler.email).toEqual({ code: 'fehlt', meldung: 'Bitte geben Sie Ihre E-Mail-Adresse an.' });
      expect(json.body.fehler.arten?.meldung).toBe('Bitte wählen Sie mindestens eine Abfallart aus.');

      expect((await post('/api/cms/abfall/erinnerung', { email: 'x' }, 'json')).status).toBe(400);
      const broken = await fetch(`${base}/api/cms/abfall/erinnerung`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
      expect(broken.status).toBe(400);
    });

    it('stores and sends nothing when the hidden field is filled', async () => {
      const before = smtp.messages.length;
      const bot = await post(
        '/api/cms/abfall/erinnerung',
        { email: 'bot@example.org', bezirk: 'hallwangen', arten: 'restmuell', tage: '1', datenschutz: 'ja', firma: 'Spam GmbH' },
        'form',
      );
      expect(bot.headers.get('location')).toBe('/abfall/erinnerung/angemeldet');
      expect(await count('bot@example.org')).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages.length).toBe(before);
    });

    it('answers a mail server that refuses with 503 in German', async () => {
      smtp.refuse = true;
      try {
        const answer = await post<{ error: string }>(
          '/api/cms/abfall/erinnerung',
          { email: 'erika@example.org', bezirk: 'hallwangen', arten: ['papier'], tage: '1', datenschutz: true },
          'json',
        );
        expect(answer.status).toBe(400);
        const refused = await post<{ error: string }>(
          '/api/cms/abfall/erinnerung',
          { email: 'erika@example.org', bezirk: 'hallwangen', arten: ['altpapier'], tage: '1', datenschutz: true },
          'json',
        );
        expect(refused.status).toBe(503);
        expect(refused.body.error).toMatch(/nicht versendet werden/);
        const form = await post(
          '/api/cms/abfall/erinnerung',
          { email: 'erika@example.org', bezirk: 'hallwangen', arten: 'altpapier', tage: '1', datenschutz: 'ja' },
          'form',
        );
        expect(new URL(form.headers.get('location')!, 'http://site').searchParams.get('fehler')).toBe('versand.fehlgeschlagen');
      } finally {
        smtp.refuse = false;
      }
    });

    it('sends invalid and missing confirmation links to a page that says so', async () => {
      expect((await get('/api/cms/abfall/erinnerung/bestaetigen?token=abc')).headers.get('location')).toBe('/abfall/erinnerung/link-ungueltig');
      expect((await get('/api/cms/abfall/erinnerung/bestaetigen')).headers.get('location')).toBe('/abfall/erinnerung/link-ungueltig');
    });
  });

  describe('iCal feeds', () => {
    it('lists every upcoming event with Europe/Berlin times that match the events API', async () => {
      const feed = await get<string>('/api/cms/ical/veranstaltungen.ics');
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const { root, events } = parseCalendar(feed.body);
      expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Veranstaltungen in Musterstadt');
      expect(root.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
      const api = (await get<ListResult<EventItem>>('/api/cms/veranstaltungen?pro_seite=100')).body.data;
      expect(events).toHaveLength(api.length);
      for (const item of api) {
        const event = events.find((e) => e.uid === `veranstaltung-${item.id}@musterstadt.de`)!;
        expect(event.summary).toBe(item.titel);
        expect(event.component.getFirstPropertyValue('url')).toBe(`${SITE}${item.detailURL}`);
        if (item.timeFrom) {
          expect(event.startDate.zone?.tzid).toBe('Europe/Berlin');
          // The same instant as the API, and the wall clock of the town.
          expect(event.startDate.toJSDate().toISOString()).toBe(item.datum_von);
          expect(`${event.startDate.toString().slice(0, 10)} ${event.startDate.toString().slice(11, 16)}`).toBe(`${item.dateFrom} ${item.timeFrom}`);
          expect(berlinWall.format(event.endDate.toJSDate())).toBe(`${item.dateTo} ${item.timeTo}`);
        } else {
          expect(event.startDate.isDate).toBe(true);
          expect(event.startDate.toString()).toBe(item.dateFrom);
        }
      }
    });

    it('downloads one event as an .ics file', async () => {
      const item = (await get<ListResult<EventItem>>('/api/cms/veranstaltungen?pro_seite=1')).body.data[0]!;
      const file = await get<string>(`/api/cms/ical/veranstaltungen/${item.id}.ics`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
      const { events } = parseCalendar(file.body);
      expect(events).toHaveLength(1);
      expect(events[0]?.summary).toBe(item.titel);
      expect((await get('/api/cms/ical/veranstaltungen/999999.ics')).status).toBe(404);
      expect((await get('/api/cms/ical/veranstaltungen/abc.ics')).status).toBe(400);
    });

    it('gives each district a feed of all-day collection dates, filterable by kind', async () => {
      const feed = await get<string>('/api/cms/ical/abfall/kernstadt-sued.ics');
      expect(feed.status).toBe(200);
      const { events } = parseCalendar(feed.body);
      const termine = (await get<{ termine: { datum: string; art: string; name: string }[] }>('/api/cms/abfall/kalender?bezirk=kernstadt-sued&monate=3')).body
        .termine;
      expect(events.length).toBeGreaterThan(termine.length);
      for (const termin of termine) {
        const event = events.find((e) => e.uid === `abfall-kernstadt-sued-${termin.art}-${termin.datum}@musterstadt.de`)!;
        expect(event.startDate.isDate).toBe(true);
        expect(event.startDate.toString()).toBe(termin.datum);
        expect(event.summary).toBe(termin.name);
      }
      const paper = parseCalendar((await get<string>('/api/cms/ical/abfall/kernstadt-sued.ics?arten=altpapier')).body).events;
      expect(new Set(paper.map((e) => e.summary))).toEqual(new Set(['Altpapier']));
      expect((await get('/api/cms/ical/abfall/atlantis.ics')).status).toBe(404);
      const kind = await get<{ error: string }>('/api/cms/ical/abfall/kernstadt-sued.ics?arten=sondermuell');
      expect(kind.status).toBe(400);
      expect(kind.body.error).toMatch(/^Unbekannte Abfallart/);
    });
  });
});
