/**
 * API tests of the business entries, notice-board ads and event pictures that wait for approval:
 * the real server on a freshly migrated database, with a clock the test moves. A submission and its
 * picture stay unpublished and unserved until the shell's POST of the signed link; then the entry
 * appears in its list with the picture, which only then is served; an ad leaves the notice board
 * after its last day; malformed publications answer a German 4xx and store nothing.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../core/db';
import type { MailMessage } from '../core/mailer';
import { migrate } from '../migrate';
import { freigabe } from './freigabe';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import { recordingMailer } from '../testing/recording-mailer';

const SERVICE_TOKEN = 'dienst-token-fuer-die-eintrags-tests-1234567890';
const approval = freigabe({ secret: new TextEncoder().encode('z'.repeat(40)), siteUrl: 'https://www.musterstadt.example', days: 14 });

/** A picture as the shell passes it on (re-encoded already): the API checks its first bytes. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), Buffer.from('logo-bytes'), Buffer.from([0xff, 0xd9])]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png-bytes')]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const file = (name: string, typ: string, data: Buffer) => ({ name, typ, daten: data.toString('base64') });

const betrieb = {
  ziel: 'brancheneintrag',
  name: 'Fahrradwerkstatt Kienzle',
  branche: 43,
  beschreibung: 'Reparatur & Verkauf von Fahrrädern <b>und</b> E-Bikes.\n\nLeihräder für Gäste.',
  strasse: 'Bahnhofstraße 12',
  plz: '79999',
  ort: 'Musterstadt',
  telefon: '07999 4455',
  email: 'info@fahrrad-kienzle.example',
  webseite: 'https://www.fahrrad-kienzle.example',
  zeiten: [
    { tagtyp: 'mo-fr', beginn: '09:00', ende: '12:30' },
    { tagtyp: 'mo-fr', beginn: '14:00', ende: '18:00' },
    { tagtyp: 'sa', beginn: '09:00', ende: '13:00' },
  ],
  hinweis: 'Im August Betriebsferien.',
  logo: 0,
};

const anzeige = {
  ziel: 'anzeige',
  rubrik: 32,
  titel: 'Kinderfahrrad zu verschenken',
  text: 'Blaues Kinderfahrrad, 20 Zoll, mit Licht & Klingel <neu>.\n\nAbzuholen in der Kernstadt.',
  bis: '2030-03-20',
  anbieter: 'Familie Weber',
  telefon: '07999 1234',
  email: null,
  bild: 0,
};

const veranstaltung = {
  ziel: 'veranstaltung',
  titel: 'Sommerfest des Obst- und Gartenbauvereins',
  einleitung: '',
  text: '<p>Most, Flammkuchen und Musik auf der Streuobstwiese.</p>',
  beginn: '2030-07-06T14:00',
  ende: '2030-07-06T20:00',
  ganztaegig: false,
  ort: 'Streuobstwiese am Sonnenhang',
  veranstalter: 'Obst- und Gartenbauverein Musterstadt',
  rubriken: [3],
  bild: 0,
};

const eingabe = (zusammenfassung: string, veroeffentlichung: unknown, dateien: unknown[] = []) => ({
  zusammenfassung,
  email: 'absender@example.org',
  felder: [{ label: 'Angaben', wert: zusammenfassung }],
  veroeffentlichung,
  ...(dateien.length > 0 ? { dateien } : {}),
});

describe.each(BACKENDS)('business entries, ads and event pictures after approval on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  const mailer = recordingMailer();
  // 10 March 2030, 9:00 in Musterstadt; the test moves it.
  let clock = new Date('2030-03-10T08:00:00Z');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, token: string | null = SERVICE_TOKEN) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { 'x-service-token': token } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
  }

  const count = async (sql: string) => Number((await db.query<{ n: number }>(sql)).rows[0]?.n);
  const stored = () => count('SELECT count(*)::int AS n FROM formular_eingaben');
  const pictures = () => count('SELECT count(*)::int AS n FROM bilder');
  const tokenOf = (mail: MailMessage | undefined) => /https:\/\/www\.musterstadt\.example\/formulare\/freigabe\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1];
  const list = async (path: string) => (await call('GET', path, undefined, null)).body.data as Record<string, unknown>[];

  /** Sends a submission; returns its approval token and the office's mail. */
  async function submit(art: string, body: unknown) {
    const before = mailer.sent.length;
    const answer = await call('POST', `/api/formulare/${art}`, body);
    expect(answer).toEqual({ status: 200, body: { ok: true, id: expect.any(Number) } });
    const office = mailer.sent[before];
    return { id: answer.body.id as number, token: tokenOf(office), office, confirmation: mailer.sent[before + 1] };
  }

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    app = buildApp({
      db,
      signupMailer: mailer,
      serviceToken: SERVICE_TOKEN,
      approval,
      siteUrl: 'https://www.musterstadt.example',
      now: () => clock,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.destroy();
  });

  it('keeps a business and its logo unpublished until the confirmed POST, then lists it with logo, opening times and contact', async () => {
    const { id, token, office, confirmation } = await submit(
      'brancheneintrag',
      eingabe('Fahrradwerkstatt Kienzle (Handwerk)', betrieb, [file('logo.jpg', 'image/jpeg', JPEG)]),
    );
    expect(office?.to).toBe('wirtschaft@musterstadt.de');
    expect(office?.text).toContain('Der Eintrag ist noch nicht veröffentlicht.');
    expect(office?.attachments?.map((attachment) => attachment.filename)).toEqual(['logo.jpg']);
    expect(confirmation?.to).toBe('absender@example.org');
    expect(confirmation?.text).toContain('nimmt Ihren Betrieb dann in das Branchenbuch auf');
    expect(confirmation?.text).not.toContain('/formulare/freigabe');
    expect(token).toBeDefined();

    const named = async () => (await list('/api/cms/brancheneintraege?pro_seite=50')).filter((entry) => entry.titel === betrieb.name);
    // Neither the state query (a mail scanner following the link) nor a POST without the service token publishes.
    for (let i = 0; i < 2; i += 1)
      expect((await call('GET', `/api/formulare/freigabe?token=${token}`, undefined, null)).body).toMatchObject({ status: 'offen', art: 'brancheneintrag' });
    expect((await call('POST', '/api/formulare/freigabe', { token }, null)).status).toBe(403);
    expect(await named()).toEqual([]);
    expect(await pictures()).toBe(0);

    const published = await call('POST', '/api/formulare/freigabe', { token });
    const slug = `fahrradwerkstatt-kienzle-${id}`;
    expect(published).toEqual({
      status: 200,
      body: {
        status: 'freigegeben',
        art: 'brancheneintrag',
        zusammenfassung: 'Fahrradwerkstatt Kienzle (Handwerk)',
        url: `/leben-wohnen/branchenbuch/${slug}`,
      },
    });
    const [entry] = await named();
    expect(entry).toMatchObject({
      detailURL: `/leben-wohnen/branchenbuch/${slug}`,
      branche: { id: 43, titel: 'Handwerk' },
      adresse: { street: 'Bahnhofstraße 12', zip: '79999', city: 'Musterstadt' },
      kontakt: { telefon: '07999 4455', email: 'info@fahrrad-kienzle.example', web: 'https://www.fahrrad-kienzle.example' },
      oeffnungszeiten: [{ typ: 'allgemein', hinweis: 'Im August Betriebsferien.', regelzeiten: betrieb.zeiten, abweichungen: [] }],
      logo: expect.stringMatching(/^\/api\/cms\/bilder\/logo-fahrradwerkstatt-kienzle-\d+-[0-9a-f]{12}\.jpg$/),
    });
    // The plain description becomes escaped paragraphs.
    expect(entry?.text).toBe('<p>Reparatur &amp; Verkauf von Fahrrädern &lt;b&gt;und&lt;/b&gt; E-Bikes.</p><p>Leihräder für Gäste.</p>');
    expect((await list(`/api/cms/brancheneintraege?branche=43`)).map((row) => row.titel)).toContain(betrieb.name);
    expect((await list(`/api/cms/brancheneintraege?slug=${slug}`)).map((row) => row.titel)).toEqual([betrieb.name]);

    // The logo is served now, byte for byte, as a picture that nothing runs in.
    const logo = await fetch(`${base}${entry?.logo as string}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/jpeg');
    expect(logo.headers.get('cache-control')).toContain('immutable');
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(JPEG);

    // Approving twice publishes once.
    expect((await call('POST', '/api/formulare/freigabe', { token })).body).toMatchObject({ status: 'freigegeben' });
    expect(await named()).toHaveLength(1);
    expect(await pictures()).toBe(1);
  });

  it('hangs an approved ad from the moment of approval until the end of its last day, then takes it off the board', async () => {
    const { id, token, office } = await submit('schwarzes-brett', eingabe('Kinderfahrrad zu verschenken', anzeige, [file('rad.png', 'image/png', PNG)]));
    expect(office?.to).toBe('buergerbuero@musterstadt.de');
    const onBoard = async (query = '') => (await list(`/api/cms/schwarzes-brett?pro_seite=50${query}`)).filter((entry) => entry.titel === anzeige.titel);
    expect(await onBoard()).toEqual([]);

    clock = new Date('2030-03-11T07:15:00Z');
    expect((await call('POST', '/api/formulare/freigabe', { token })).body).toMatchObject({
      status: 'freigegeben',
      url: `/leben-wohnen/schwarzes-brett/kinderfahrrad-zu-verschenken-${id}`,
    });
    const [ad] = await onBoard('&rubrik_id=32');
    expect(ad).toMatchObject({
      einleitung: 'Blaues Kinderfahrrad, 20 Zoll, mit Licht &amp; Klingel &lt;neu&gt;.',
      text: '<p>Blaues Kinderfahrrad, 20 Zoll, mit Licht &amp; Klingel &lt;neu&gt;.</p><p>Abzuholen in der Kernstadt.</p>',
      datum_von: '2030-03-11T07:15:00.000Z',
      // 20 March, 23:59 in Musterstadt (CET).
      datum_bis: '2030-03-20T22:59:00.000Z',
      rubriken: [{ id: 32, titel: 'Biete und suche' }],
      anbieter: 'Familie Weber',
      kontakt: { telefon: '07999 1234' },
      bild: expect.stringMatching(/^\/api\/cms\/bilder\/kinderfahrrad-zu-verschenken-\d+-[0-9a-f]{12}\.png$/),
      bildcopyright: 'Familie Weber',
    });
    expect((await fetch(`${base}${ad?.bild as string}`)).headers.get('content-type')).toBe('image/png');

    clock = new Date('2030-03-20T22:58:00Z');
    expect(await onBoard()).toHaveLength(1);
    clock = new Date('2030-03-20T23:00:00Z');
    expect(await onBoard()).toEqual([]);
    // Its own address still answers (the page says it has expired); lists no longer show it.
    expect((await list(`/api/cms/schwarzes-brett?slug=kinderfahrrad-zu-verschenken-${id}`)).map((row) => row.titel)).toEqual([anzeige.titel]);
    clock = new Date('2030-03-10T08:00:00Z');
  });

  it('does not hang an ad approved after its last day, and says so', async () => {
    const { token } = await submit(
      'schwarzes-brett',
      eingabe('Flohmarkt am Samstag', { ...anzeige, titel: 'Flohmarkt am Samstag', bis: '2030-03-12', bild: null }),
    );
    // A minute after its last day ended in Musterstadt (23:59 CET is 22:59 UTC).
    clock = new Date('2030-03-12T23:00:00Z');
    expect(await call('POST', '/api/formulare/freigabe', { token })).toEqual({
      status: 409,
      body: { error: 'Die Anzeige sollte nur bis zum 12.03.2030 hängen und wird deshalb nicht mehr veröffentlicht.' },
    });
    expect(await count("SELECT count(*)::int AS n FROM eintraege WHERE titel = 'Flohmarkt am Samstag'")).toBe(0);
    // Still open: nothing was recorded as approved.
    expect((await call('GET', `/api/formulare/freigabe?token=${token}`, undefined, null)).body).toMatchObject({ status: 'offen' });
    clock = new Date('2030-03-10T08:00:00Z');
  });

  it('gives an approved event its picture and names the organiser', async () => {
    const { id, token } = await submit('veranstaltung', eingabe('Sommerfest am 06.07.2030', veranstaltung, [file('fest.jpg', 'image/jpeg', JPEG)]));
    await call('POST', '/api/formulare/freigabe', { token });
    const [event] = await list(`/api/cms/veranstaltungen?slug=sommerfest-des-obst-und-gartenbauvereins-${id}`);
    expect(event).toMatchObject({
      veranstalter: 'Obst- und Gartenbauverein Musterstadt',
      bild: expect.stringMatching(/^\/api\/cms\/bilder\/sommerfest-des-obst-und-gartenbauvereins-\d+-[0-9a-f]{12}\.jpg$/),
      bildcopyright: 'Obst- und Gartenbauverein Musterstadt',
    });
    // Without a picture, no picture.
    const plain = await submit('veranstaltung', eingabe('Herbstfest am 06.10.2030', { ...veranstaltung, titel: 'Herbstfest', bild: null }));
    await call('POST', '/api/formulare/freigabe', { token: plain.token });
    expect((await list(`/api/cms/veranstaltungen?slug=herbstfest-${plain.id}`))[0]).toMatchObject({ bild: null, bildcopyright: null });
  });

  it('serves no file of a submission that is not approved, and no name it does not know', async () => {
    const before = await pictures();
    await submit(
      'schwarzes-brett',
      eingabe('Fundsache: Schlüsselbund', { ...anzeige, titel: 'Fundsache: Schlüsselbund', rubrik: 34 }, [file('schluessel.jpg', 'image/jpeg', JPEG)]),
    );
    expect(await pictures()).toBe(before);
    for (const name of ['schluessel.jpg', '1.jpg', 'logo.svg', '..%2Fformular_dateien', 'a'.repeat(300) + '.jpg', 'x.JPG']) {
      const answer = await call('GET', `/api/cms/bilder/${name}`, undefined, null);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });

  const malformed: [string, 'brancheneintrag' | 'schwarzes-brett' | 'veranstaltung' | 'fuehrung', unknown, unknown[]?][] = [
    ['business without a name', 'brancheneintrag', { ...betrieb, name: '' }],
    ['business name a number', 'brancheneintrag', { ...betrieb, name: 7 }],
    ['business name too long', 'brancheneintrag', { ...betrieb, name: 'N'.repeat(121) }],
    ['unknown trade', 'brancheneintrag', { ...betrieb, branche: 99 }],
    ['trade as text', 'brancheneintrag', { ...betrieb, branche: '43' }],
    ['postcode of four digits', 'brancheneintrag', { ...betrieb, plz: '7999' }],
    ['postcode of letters', 'brancheneintrag', { ...betrieb, plz: 'abcde' }],
    ['no phone', 'brancheneintrag', { ...betrieb, telefon: '' }],
    ['business address with a control character', 'brancheneintrag', { ...betrieb, strasse: 'Bahnhof\u0000straße' }],
    ['business e-mail invalid', 'brancheneintrag', { ...betrieb, email: 'info(at)kienzle' }],
    ['business website javascript:', 'brancheneintrag', { ...betrieb, webseite: 'javascript:alert(1)' }],
    ['description huge', 'brancheneintrag', { ...betrieb, beschreibung: 'x'.repeat(1001) }],
    ['opening times not a list', 'brancheneintrag', { ...betrieb, zeiten: 'Mo–Fr 9–18' }],
    ['opening time of an unknown day', 'brancheneintrag', { ...betrieb, zeiten: [{ tagtyp: 'feiertag', beginn: '09:00', ende: '12:00' }] }],
    ['opening time ending before it begins', 'brancheneintrag', { ...betrieb, zeiten: [{ tagtyp: 'mo', beginn: '18:00', ende: '09:00' }] }],
    ['opening time at 25 o’clock', 'brancheneintrag', { ...betrieb, zeiten: [{ tagtyp: 'mo', beginn: '09:00', ende: '25:00' }] }],
    ['opening time with an extra field', 'brancheneintrag', { ...betrieb, zeiten: [{ tagtyp: 'mo', beginn: '09:00', ende: '12:00', x: 1 }] }],
    ['22 opening times', 'brancheneintrag', { ...betrieb, zeiten: Array.from({ length: 22 }, () => ({ tagtyp: 'mo', beginn: '09:00', ende: '10:00' })) }],
    ['a logo that is not among the files', 'brancheneintrag', { ...betrieb, logo: 0 }, []],
    ['a logo at position 1 of one file', 'brancheneintrag', { ...betrieb, logo: 1 }],
    ['a logo that is a PDF', 'brancheneintrag', betrieb, [file('logo.pdf', 'application/pdf', PDF)]],
    ['a logo named by its file name', 'brancheneintrag', { ...betrieb, logo: 'logo.jpg' }],
    ['a negative logo position', 'brancheneintrag', { ...betrieb, logo: -1 }],
    ['an unknown field in the business', 'brancheneintrag', { ...betrieb, bewertung: 5 }],
    ['the ad’s target on the business form', 'brancheneintrag', anzeige],
    ['ad without a title', 'schwarzes-brett', { ...anzeige, titel: '' }],
    ['ad title too long', 'schwarzes-brett', { ...anzeige, titel: 'T'.repeat(101) }],
    ['ad text huge', 'schwarzes-brett', { ...anzeige, text: 'x'.repeat(2001) }],
    ['unknown ad category', 'schwarzes-brett', { ...anzeige, rubrik: 36 }],
    ['ad category a list', 'schwarzes-brett', { ...anzeige, rubrik: [32] }],
    ['ad until 30 February', 'schwarzes-brett', { ...anzeige, bis: '2030-02-30' }],
    ['ad until a German date', 'schwarzes-brett', { ...anzeige, bis: '20.03.2030' }],
    ['ad until a number', 'schwarzes-brett', { ...anzeige, bis: 1_900_000_000 }],
    ['ad without any contact', 'schwarzes-brett', { ...anzeige, telefon: null, email: null }],
    ['ad e-mail with a header', 'schwarzes-brett', { ...anzeige, email: 'a@example.org\r\nBcc: b@example.org' }],
    ['ad offered by nobody', 'schwarzes-brett', { ...anzeige, anbieter: '  ' }],
    ['ad picture among no files', 'schwarzes-brett', anzeige, []],
    ['an unknown field in the ad', 'schwarzes-brett', { ...anzeige, hervorheben: true }],
    ['the business target on the ad form', 'schwarzes-brett', betrieb],
    ['event picture a PDF', 'veranstaltung', veranstaltung, [file('plakat.pdf', 'application/pdf', PDF)]],
    ['event picture as a URL', 'veranstaltung', { ...veranstaltung, bild: 'https://evil.example/x.jpg' }],
    ['an ad on a form that publishes nothing', 'fuehrung', anzeige],
  ];

  it.each(malformed)(
    'refuses a submission with %s: German 4xx, nothing stored',
    async (_name, art, veroeffentlichung, dateien = [file('bild.jpg', 'image/jpeg', JPEG)]) => {
      const before = await stored();
      const answer = await call('POST', `/api/formulare/${art}`, eingabe('Eine Eingabe', veroeffentlichung, dateien));
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.error).toMatch(/[äöüß]|Angabe|Kategorien|Branche|Postleitzahl|Anzeige|Formular/);
      expect(await stored()).toBe(before);
    },
  );
});
