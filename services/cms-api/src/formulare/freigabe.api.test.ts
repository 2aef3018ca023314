/**
 * API tests of the approval of publishable submissions (events, clubs): the real server on a freshly
 * migrated database. Nothing is public before an editor approves; the signed link expires; the GET
 * of the link's state publishes nothing; the POST publishes once, where the entry belongs; malformed
 * submissions answer a German 4xx and store nothing.
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

const SERVICE_TOKEN = 'dienst-token-fuer-die-freigabe-tests-1234567890';
const secret = new TextEncoder().encode('x'.repeat(40));
const approval = freigabe({ secret, siteUrl: 'https://www.musterstadt.example', days: 14 });

const veranstaltung = {
  ziel: 'veranstaltung',
  titel: 'Herbstkonzert der Stadtkapelle',
  einleitung: 'Die Stadtkapelle spielt Märsche, Polkas und Filmmusik.',
  text: '<p>Eintritt <strong>frei</strong>, Spenden für die Jugendkapelle.</p><script>alert(1)</script><p onclick="x()"><a href="javascript:alert(1)">Klick</a> <a href="https://stadtkapelle.example">Website</a></p>',
  beginn: '2030-10-12T19:00',
  ende: '2030-10-12T21:30',
  ganztaegig: false,
  ort: 'Festhalle Musterstadt',
  veranstalter: 'Stadtkapelle Musterstadt e. V.',
  rubriken: [1, 4],
};

const verein = {
  ziel: 'verein',
  name: 'Schachclub Springer Musterstadt',
  beschreibung: 'Spielabend freitags ab 19 Uhr im Bürgerhaus, Jugendtraining samstags.',
  ort: 'Bürgerhaus, Kirchstraße 4',
  webseite: 'https://schach-musterstadt.example',
  ansprechperson: 'Jonas Weber',
  kontakt: 'jonas.weber@example.org',
  rubriken: [5, 6],
};

const eingabe = (art: 'veranstaltung' | 'verein', veroeffentlichung: unknown) => ({
  zusammenfassung: art === 'verein' ? 'Schachclub Springer Musterstadt' : 'Herbstkonzert der Stadtkapelle am 12.10.2030',
  email: 'melderin@example.org',
  felder: [{ label: 'Titel', wert: 'Herbstkonzert' }],
  veroeffentlichung,
});

describe.each(BACKENDS)('approval of form submissions on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  const mailer = recordingMailer();

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
  const linkOf = (mail: MailMessage | undefined) => /https:\/\/www\.musterstadt\.example\/formulare\/freigabe\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1];

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    app = buildApp({ db, signupMailer: mailer, serviceToken: SERVICE_TOKEN, approval, siteUrl: 'https://www.musterstadt.example' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.destroy();
  });

  it('keeps an event unpublished, mails the office a link, and publishes it on the confirmed POST only', async () => {
    const before = mailer.sent.length;
    const answer = await call('POST', '/api/formulare/veranstaltung', eingabe('veranstaltung', veranstaltung));
    expect(answer).toEqual({ status: 200, body: { ok: true, id: expect.any(Number) } });
    const id = answer.body.id as number;
    const events = () => count("SELECT count(*)::int AS n FROM items WHERE typ = 'veranstaltung' AND slug = 'herbstkonzert-der-stadtkapelle-" + id + "'");
    expect(await events()).toBe(0);

    const [office, confirmation] = mailer.sent.slice(before);
    expect(office?.to).toBe('kulturamt@musterstadt.de');
    expect(office?.text).toContain('Der Eintrag ist noch nicht veröffentlicht.');
    expect(confirmation?.to).toBe('melderin@example.org');
    expect(confirmation?.text).not.toContain('/formulare/freigabe');
    const token = linkOf(office);
    expect(token).toBeDefined();

    // The page's GET (and any mail scanner following the link) only learns the state.
    for (let i = 0; i < 3; i += 1) {
      expect(await call('GET', `/api/formulare/freigabe?token=${token}`, undefined, null)).toEqual({
        status: 200,
        body: { status: 'offen', art: 'veranstaltung', zusammenfassung: 'Herbstkonzert der Stadtkapelle am 12.10.2030' },
      });
    }
    expect(await events()).toBe(0);

    // Publishing is a write: without the shell's service token it is refused.
    expect((await call('POST', '/api/formulare/freigabe', { token }, null)).status).toBe(403);
    expect(await events()).toBe(0);
    // A genuine link with anything more than its token is refused, not stripped.
    expect(await call('POST', '/api/formulare/freigabe', { token, publish: true })).toEqual({
      status: 400,
      body: { error: 'Der Freigabe-Link fehlt oder ist ungültig.' },
    });
    expect((await call('GET', `/api/formulare/freigabe?token=${token}&id=1`, undefined, null)).status).toBe(400);
    expect(await events()).toBe(0);

    const published = await call('POST', '/api/formulare/freigabe', { token });
    expect(published).toEqual({
      status: 200,
      body: { status: 'freigegeben', art: 'veranstaltung', zusammenfassung: expect.any(String), url: `/veranstaltungen/herbstkonzert-der-stadtkapelle-${id}` },
    });
    expect(await events()).toBe(1);

    // The calendar lists it, with the rich text kept to the allowlist.
    const list = await call('GET', '/api/cms/veranstaltungen?pro_seite=50', undefined, null);
    const item = (list.body.data as { titel: string; text: string | null; detailURL: string }[]).find((entry) => entry.titel === veranstaltung.titel);
    expect(item?.detailURL).toBe(`/veranstaltungen/herbstkonzert-der-stadtkapelle-${id}`);
    const detail = await call('GET', `/api/cms/veranstaltungen?slug=herbstkonzert-der-stadtkapelle-${id}`, undefined, null);
    const text = JSON.stringify(detail.body);
    expect(text).toContain('<strong>frei</strong>');
    expect(text).toContain('https://stadtkapelle.example');
    expect(text).not.toMatch(/<script|onclick|javascript:/i);

    // A second approval publishes nothing twice.
    expect((await call('POST', '/api/formulare/freigabe', { token })).body.status).toBe('freigegeben');
    expect(await events()).toBe(1);
    expect((await call('GET', `/api/formulare/freigabe?token=${token}`, undefined, null)).body).toMatchObject({ status: 'freigegeben' });
  });

  it('publishes an approved club in the club directory', async () => {
    const before = mailer.sent.length;
    const answer = await call('POST', '/api/formulare/verein', eingabe('verein', verein));
    expect(answer.status).toBe(200);
    const token = linkOf(mailer.sent[before]);
    const listed = async () => ((await call('GET', '/api/cms/vereine', undefined, null)).body.data as { titel: string }[]).map((entry) => entry.titel);
    expect(await listed()).not.toContain(verein.name);
    expect((await call('POST', '/api/formulare/freigabe', { token })).body).toMatchObject({ status: 'freigegeben', url: '/freizeit-tourismus/vereine' });
    expect(await listed()).toContain(verein.name);
    const entry = ((await call('GET', '/api/cms/vereine', undefined, null)).body.data as Record<string, unknown>[]).find((row) => row.titel === verein.name);
    expect(entry).toMatchObject({ ansprechperson: 'Jonas Weber', webseite: 'https://schach-musterstadt.example', rubriken: [{ id: 5 }, { id: 6 }] });
  });

  it('tells expired and forged links apart and publishes with neither', async () => {
    const answer = await call('POST', '/api/formulare/veranstaltung', eingabe('veranstaltung', { ...veranstaltung, titel: 'Lichterfest' }));
    const id = answer.body.id as number;
    const old = await approval.link(id, new Date(Date.now() - 15 * 86_400_000));
    const expired = new URL(old.url).searchParams.get('token');
    expect((await call('GET', `/api/formulare/freigabe?token=${expired}`, undefined, null)).body).toEqual({ status: 'abgelaufen' });
    expect(await call('POST', '/api/formulare/freigabe', { token: expired })).toEqual({ status: 410, body: { error: 'Der Freigabe-Link ist abgelaufen.' } });

    const other = freigabe({ secret: new TextEncoder().encode('y'.repeat(40)), siteUrl: 'https://x.example' });
    const forged = new URL((await other.link(id)).url).searchParams.get('token');
    for (const token of [forged, 'abc', '', 'a.b.c', 'x'.repeat(3000)]) {
      expect((await call('GET', `/api/formulare/freigabe?token=${encodeURIComponent(token ?? '')}`, undefined, null)).body).toEqual({ status: 'ungueltig' });
      expect(await call('POST', '/api/formulare/freigabe', { token })).toEqual({ status: 400, body: { error: 'Der Freigabe-Link fehlt oder ist ungültig.' } });
    }
    // A link for a submission that publishes nothing is no approval link either.
    const plain = await call('POST', '/api/formulare/fuehrung', { zusammenfassung: 'Altstadt', email: null, felder: [{ label: 'a', wert: 'b' }] });
    const plainToken = new URL((await approval.link(plain.body.id as number)).url).searchParams.get('token');
    expect((await call('POST', '/api/formulare/freigabe', { token: plainToken })).status).toBe(400);
    expect(await count("SELECT count(*)::int AS n FROM items WHERE titel = 'Lichterfest'")).toBe(0);
  });

  const longText = 'a'.repeat(20_001);
  const malformed: [string, 'veranstaltung' | 'verein' | 'fuehrung', unknown][] = [
    ['event without a title', 'veranstaltung', { ...veranstaltung, titel: '' }],
    ['event title too long', 'veranstaltung', { ...veranstaltung, titel: 'T'.repeat(121) }],
    ['event title a number', 'veranstaltung', { ...veranstaltung, titel: 42 }],
    ['description only a script', 'veranstaltung', { ...veranstaltung, text: '<script>alert(1)</script>' }],
    ['description only an iframe', 'veranstaltung', { ...veranstaltung, text: '<iframe src="https://evil.example"></iframe>' }],
    ['description only markup', 'veranstaltung', { ...veranstaltung, text: '<img src=x onerror=alert(1)>' }],
    ['description huge', 'veranstaltung', { ...veranstaltung, text: 'a'.repeat(30_001) }],
    ['description of 6500 characters', 'veranstaltung', { ...veranstaltung, text: `<p>${'Wort '.repeat(1300)}</p>` }],
    ['description an object', 'veranstaltung', { ...veranstaltung, text: { html: '<p>x</p>' } }],
    ['start no time', 'veranstaltung', { ...veranstaltung, beginn: '2030-10-12' }],
    ['start 30 February', 'veranstaltung', { ...veranstaltung, beginn: '2030-02-30T10:00' }],
    ['start hour 25', 'veranstaltung', { ...veranstaltung, beginn: '2030-10-12T25:00' }],
    ['end before start', 'veranstaltung', { ...veranstaltung, ende: '2030-10-12T18:00' }],
    ['end a number', 'veranstaltung', { ...veranstaltung, ende: 1_900_000_000 }],
    ['all-day a string', 'veranstaltung', { ...veranstaltung, ganztaegig: 'ja' }],
    ['no place', 'veranstaltung', { ...veranstaltung, ort: '' }],
    ['place with a control character', 'veranstaltung', { ...veranstaltung, ort: 'Fest\u0000halle' }],
    ['organiser too long', 'veranstaltung', { ...veranstaltung, veranstalter: 'V'.repeat(151) }],
    ['unknown category', 'veranstaltung', { ...veranstaltung, rubriken: [99] }],
    // The calendar's 'Politik' (6) is the council's: the event form does not offer it, so no approval publishes with it.
    ['category the form does not offer', 'veranstaltung', { ...veranstaltung, rubriken: [6] }],
    ['category as text', 'veranstaltung', { ...veranstaltung, rubriken: ['kultur'] }],
    ['categories not a list', 'veranstaltung', { ...veranstaltung, rubriken: 1 }],
    ['eleven categories', 'veranstaltung', { ...veranstaltung, rubriken: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1] }],
    ['unknown field in the event', 'veranstaltung', { ...veranstaltung, bild: 'x.jpg' }],
    ['club target on the event form', 'veranstaltung', verein],
    ['publication a list', 'veranstaltung', [veranstaltung]],
    ['publication a string', 'veranstaltung', 'veranstaltung'],
    ['publication null', 'veranstaltung', null],
    ['club without a name', 'verein', { ...verein, name: '' }],
    ['club name too long', 'verein', { ...verein, name: 'N'.repeat(121) }],
    ['club description huge', 'verein', { ...verein, beschreibung: longText }],
    ['club website javascript:', 'verein', { ...verein, webseite: 'javascript:alert(1)' }],
    ['club website without a host', 'verein', { ...verein, webseite: 'https://' }],
    ['club contact person a list', 'verein', { ...verein, ansprechperson: ['Jonas'] }],
    ['club without contact', 'verein', { ...verein, kontakt: '' }],
    ['club unknown category', 'verein', { ...verein, rubriken: [7] }],
    ['club unknown field', 'verein', { ...verein, passwort: 'x' }],
    ['event target on the club form', 'verein', veranstaltung],
    ['publication on a form that publishes nothing', 'fuehrung', veranstaltung],
  ];

  it.each(malformed)('refuses a submission with %s: German 4xx, nothing stored', async (_name, art, veroeffentlichung) => {
    const before = await stored();
    const answer = await call('POST', `/api/formulare/${art}`, eingabe(art === 'verein' ? 'verein' : 'veranstaltung', veroeffentlichung));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.error).toMatch(/[äöüß]|Angabe|Titel|Beschreibung|Kategorien|Beginn|Eingaben|Formular/);
    expect(await stored()).toBe(before);
  });

  it.each([
    ['no body', undefined],
    ['a list', [{ token: 'x' }]],
    ['an unknown field', { token: 'x', publish: true }],
    ['token a number', { token: 42 }],
    ['broken JSON', '{"token":'],
  ])('refuses an approval POST with %s with a German 400', async (_name, body) => {
    const answer = await call('POST', '/api/formulare/freigabe', body ?? {});
    expect(answer.status).toBe(400);
    expect(typeof answer.body.error).toBe('string');
  });

  it('refuses unknown parameters of the state query', async () => {
    expect((await call('GET', '/api/formulare/freigabe?token=x&id=1', undefined, null)).status).toBe(400);
  });
});
