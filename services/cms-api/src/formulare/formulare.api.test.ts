/**
 * API tests of the forms' submissions (POST /api/formulare/{art}): the real server on a freshly
 * migrated database. Stored first, then the office's mail and the sender's confirmation; a failing
 * mail server loses nothing and the mails are retried.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../core/db';
import { smtpMailer } from '../core/mailer';
import { migrate } from '../migrate';
import { runDueJobs } from '../core/jobs';
import { formMailJob, formularAemter, retryDelayMinutes } from './routes';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import { recordingMailer } from '../testing/recording-mailer';
import { startSmtpServer } from '../testing/smtp-recorder';

const eingabe = {
  zusammenfassung: 'Biete Hilfe: Einkäufe in der Kernstadt',
  email: 'eva.ketterer@example.org',
  felder: [
    { label: 'Ich möchte', wert: 'Hilfe anbieten' },
    { label: 'Name', wert: 'Eva Ketterer' },
    { label: 'Wobei', wert: 'Einkäufe am Dienstag\r\nund Donnerstag' },
  ],
};

interface Row {
  id: number;
  art: string;
  email: string | null;
  felder: unknown;
  amt_gesendet: boolean;
  bestaetigung_gesendet: boolean | null;
}

interface JobRow {
  status: string;
  versuche: number;
  faellig_am: Date | string;
}

describe.each(BACKENDS)('form submissions on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  const mailer = recordingMailer();

  async function listen(instance: FastifyInstance): Promise<string> {
    await instance.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
  }

  async function post(art: string, body: unknown, at = base, contentType = 'application/json') {
    const response = await fetch(`${at}/api/formulare/${art}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as { ok?: boolean; id: number; error?: string; message?: string } };
  }

  const row = async (id: number) => (await db.query<Row>('SELECT * FROM formular_eingaben WHERE id = $1', [id])).rows[0];
  const job = async (id: number) =>
    (await db.query<JobRow>('SELECT status, versuche, faellig_am FROM auftraege WHERE schluessel = $1', [`formular-mails:${id}`])).rows[0];
  /** What the job runner does at a tick: the form mails due at `now`. */
  const retry = async (now: Date) => {
    const pass = await runDueJobs(db, [formMailJob({ db, mailer })], now);
    return { sent: pass.erledigt['formular-mails'] ?? 0, failed: pass.fehlgeschlagen['formular-mails'] ?? 0 };
  };
  const count = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM formular_eingaben')).rows[0]?.n);

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    app = buildApp({ db, signupMailer: mailer });
    base = await listen(app);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.destroy();
  });

  beforeEach(() => {
    mailer.failing = false;
  });

  it('stores the submission, mails the office of its kind and confirms to the sender', async () => {
    const before = mailer.sent.length;
    const answer = await post('nachbarschaftshilfe', eingabe);
    expect(answer).toEqual({ status: 200, body: { ok: true, id: expect.any(Number) } });
    expect(await row(answer.body.id)).toMatchObject({
      art: 'nachbarschaftshilfe',
      email: 'eva.ketterer@example.org',
      amt_gesendet: true,
      bestaetigung_gesendet: true,
    });
    // Its mails went out at once: the job that would have retried them is done.
    expect(await job(answer.body.id)).toMatchObject({ status: 'erledigt', versuche: 0 });
    const [office, confirmation] = mailer.sent.slice(before);
    expect(office).toMatchObject({
      to: 'buergerbuero@musterstadt.de',
      replyTo: 'eva.ketterer@example.org',
      subject: 'Nachbarschaftshilfe: Biete Hilfe: Einkäufe in der Kernstadt',
    });
    expect(office!.text).toContain('Ich möchte: Hilfe anbieten\nName: Eva Ketterer\nWobei:\nEinkäufe am Dienstag\nund Donnerstag\n');
    expect(office!.text).toContain(`Nummer der Eingabe: ${answer.body.id}`);
    expect(confirmation).toMatchObject({
      to: 'eva.ketterer@example.org',
      replyTo: 'buergerbuero@musterstadt.de',
      subject: 'Eingangsbestätigung: Nachbarschaftshilfe',
    });
    expect(confirmation!.text).toContain('Das Bürgerbüro bringt Hilfe und Bedarf zusammen');
  });

  it('sends no confirmation without an address', async () => {
    const before = mailer.sent.length;
    const answer = await post('schadensmeldung', { ...eingabe, email: null, zusammenfassung: 'Schlagloch Hauptstraße 12' });
    expect(await row(answer.body.id)).toMatchObject({ amt_gesendet: true, bestaetigung_gesendet: null });
    expect(mailer.sent.slice(before).map((mail) => mail.to)).toEqual(['bauhof@musterstadt.de']);
  });

  it('keeps the submission when the mail server fails, and retries until both mails went out', async () => {
    mailer.failing = true;
    const before = mailer.sent.length;
    const answer = await post('verein', { ...eingabe, zusammenfassung: 'Schachclub Musterstadt e. V.' });
    expect(answer).toEqual({ status: 200, body: { ok: true, id: expect.any(Number) } });
    expect(await row(answer.body.id)).toMatchObject({ amt_gesendet: false, bestaetigung_gesendet: false });
    expect(mailer.sent).toHaveLength(before);
    const due = new Date((await job(answer.body.id))!.faellig_am);
    expect(due.getTime() - Date.now()).toBeGreaterThan(50_000);

    // Not before its next try; a failed try waits longer for the next.
    expect(await retry(new Date())).toEqual({ sent: 0, failed: 0 });
    expect(await retry(new Date(due.getTime() + 1000))).toEqual({ sent: 0, failed: 1 });
    const next = await job(answer.body.id);
    expect(next).toMatchObject({ status: 'offen', versuche: 1 });
    expect(new Date(next!.faellig_am).getTime()).toBe(due.getTime() + 1000 + retryDelayMinutes(2) * 60_000);
    mailer.failing = false;
    const later = new Date(new Date(next!.faellig_am).getTime() + 1000);
    expect(await retry(later)).toEqual({ sent: 1, failed: 0 });
    expect(await row(answer.body.id)).toMatchObject({ amt_gesendet: true, bestaetigung_gesendet: true });
    expect(mailer.sent.slice(before).map((mail) => mail.to)).toEqual(['kulturamt@musterstadt.de', 'eva.ketterer@example.org']);
    // Sent once: nothing is due any more.
    expect(await retry(new Date(later.getTime() + 86_400_000))).toEqual({ sent: 0, failed: 0 });
    expect([1, 2, 3, 4, 20].map(retryDelayMinutes)).toEqual([1, 2, 4, 8, 1440]);
  });

  it('sends real mails over SMTP', async () => {
    const smtp = await startSmtpServer();
    const withSmtp = buildApp({ db, signupMailer: smtpMailer(smtp.url) });
    try {
      const answer = await post('fuehrung', { ...eingabe, zusammenfassung: 'Fachwerkführung am 12.12.2026' }, await listen(withSmtp));
      expect(answer.status).toBe(200);
      expect(smtp.messages.map((mail) => mail.to)).toEqual([['touristinfo@musterstadt.de'], ['eva.ketterer@example.org']]);
      expect(smtp.messages[0]!.raw).toMatch(/^Subject: .*Anfrage.Stadtf/m);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const datei = (name: string, typ: string, data: Buffer) => ({ name, typ, daten: data.toString('base64') });

  it('stores files with the submission, attaches them to the office mail only and serves them nowhere', async () => {
    const before = mailer.sent.length;
    const answer = await post('vereinspauschale', {
      ...eingabe,
      zusammenfassung: 'Schachclub Musterstadt e. V.: Jugendarbeit',
      dateien: [datei('nachweis.pdf', 'application/pdf', pdf), datei('foto.jpg', 'image/jpeg', jpeg)],
    });
    expect(answer.status).toBe(200);
    const { rows } = await db.query<{ name: string; typ: string; groesse: number; daten: Uint8Array }>(
      'SELECT name, typ, groesse, daten FROM formular_dateien WHERE eingabe_id = $1 ORDER BY id',
      [answer.body.id],
    );
    expect(rows.map(({ name, typ, groesse }) => [name, typ, groesse])).toEqual([
      ['nachweis.pdf', 'application/pdf', pdf.length],
      ['foto.jpg', 'image/jpeg', jpeg.length],
    ]);
    expect(Buffer.from(rows[1]!.daten).equals(jpeg)).toBe(true);
    const [office, confirmation] = mailer.sent.slice(before);
    expect(office!.attachments?.map((file) => [file.filename, file.contentType, file.content.length])).toEqual([
      ['nachweis.pdf', 'application/pdf', pdf.length],
      ['foto.jpg', 'image/jpeg', jpeg.length],
    ]);
    expect(office!.text).toContain('Dateien:\n- nachweis.pdf (1 KB)\n- foto.jpg (1 KB)');
    expect(confirmation!.attachments).toBeUndefined();
    expect(confirmation!.text).toContain('- nachweis.pdf (1 KB)');
    for (const path of [`/api/formulare/vereinspauschale/${answer.body.id}`, '/api/formulare/dateien/1', '/media/nachweis.pdf']) {
      expect((await fetch(`${base}${path}`)).status).toBeGreaterThanOrEqual(404);
    }
  });

  it.each([
    ['a script claiming to be a JPEG', [datei('bild.jpg', 'image/jpeg', Buffer.from('#!/bin/sh\nrm -rf /\n'))]],
    ['an unknown type', [datei('x.exe', 'application/x-msdownload', Buffer.from('MZ'))]],
    ['an empty file', [datei('leer.pdf', 'application/pdf', Buffer.alloc(0))]],
    ['a path as name', [datei('../../etc/passwd', 'application/pdf', pdf)]],
    ['no base64', [{ name: 'a.pdf', typ: 'application/pdf', daten: '%%%' }]],
    ['an unknown property of a file', [{ ...datei('a.pdf', 'application/pdf', pdf), oeffentlich: true }]],
    ['eleven files', Array.from({ length: 11 }, () => datei('a.pdf', 'application/pdf', pdf))],
    ['a file over 10 MB', [datei('gross.pdf', 'application/pdf', Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]))]],
  ])('refuses %s with a German 400 and stores neither submission nor file', async (_case, dateien) => {
    const before = await count();
    const files = Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM formular_dateien')).rows[0]?.n);
    const answer = await post('schadensmeldung', { ...eingabe, dateien });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/Dateien/);
    expect(await count()).toBe(before);
    expect(Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM formular_dateien')).rows[0]?.n)).toBe(files);
  });

  it.each([
    ['an unknown kind', 'lottoschein', eingabe, 404],
    ['no body', 'verein', 'null', 400],
    ['a list as body', 'verein', [eingabe], 400],
    ['no summary', 'verein', { ...eingabe, zusammenfassung: '' }, 400],
    ['a summary of 151 characters', 'verein', { ...eingabe, zusammenfassung: 'x'.repeat(151) }, 400],
    ['a header in the summary', 'verein', { ...eingabe, zusammenfassung: 'Hallo\r\nBcc: alle@example.org' }, 400],
    ['an invalid address', 'verein', { ...eingabe, email: 'eva@' }, 400],
    ['two addresses', 'verein', { ...eingabe, email: 'eva@example.org,alle@example.org' }, 400],
    ['a number as address', 'verein', { ...eingabe, email: 42 }, 400],
    ['no fields', 'verein', { ...eingabe, felder: [] }, 400],
    ['61 fields', 'verein', { ...eingabe, felder: Array.from({ length: 61 }, () => ({ label: 'a', wert: 'b' })) }, 400],
    ['a field without label', 'verein', { ...eingabe, felder: [{ label: '', wert: 'b' }] }, 400],
    ['a number as value', 'verein', { ...eingabe, felder: [{ label: 'a', wert: 1 }] }, 400],
    ['a huge value', 'verein', { ...eingabe, felder: [{ label: 'a', wert: 'x'.repeat(20_001) }] }, 400],
    ['a NUL in a value', 'verein', { ...eingabe, felder: [{ label: 'a', wert: 'b\u0000c' }] }, 400],
    ['an unknown property of a field', 'verein', { ...eingabe, felder: [{ label: 'a', wert: 'b', admin: true }] }, 400],
    ['an unknown field', 'verein', { ...eingabe, freigegeben: true }, 400],
    ['form fields instead of JSON', 'verein', 'zusammenfassung=x', 415],
  ])('refuses %s with a German 4xx and stores nothing', async (_case, art, body, status) => {
    const before = await count();
    const answer = await post(art, body, base, status === 415 ? 'application/x-www-form-urlencoded' : 'application/json');
    expect(answer.status).toBe(status);
    expect(JSON.stringify(answer.body)).toMatch(/[äöüß]|Die |Dieses |Bitte /);
    expect(await count()).toBe(before);
  });

  it('reads the offices from FORM_OFFICES', () => {
    expect(formularAemter('{"schadensmeldung":"tiefbau@musterstadt.de"}').schadensmeldung.email).toBe('tiefbau@musterstadt.de');
    expect(formularAemter(undefined).verein.email).toBe('kulturamt@musterstadt.de');
    expect(() => formularAemter('{"lotto":"a@b.de"}')).toThrow('unknown form kind');
    expect(() => formularAemter('{"verein":"keine"}')).toThrow('valid e-mail');
  });
});
