/**
 * API tests of the contact form's messages (POST /api/anfragen): the real server on a freshly
 * migrated database (PGlite, and PostgreSQL when DATABASE_URL is set). Mail goes to a mailer that
 * records each message, and once through a real SMTP server started here.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../core/db';
import { smtpMailer } from '../core/mailer';
import { migrate } from '../migrate';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import { recordingMailer } from '../testing/recording-mailer';
import { startSmtpServer } from '../testing/smtp-recorder';

interface Answer<T> {
  status: number;
  body: T;
}

interface StoredRow {
  id: number;
  name: string;
  email: string;
  telefon: string | null;
  betreff: string;
  nachricht: string;
  erstellt: Date | string;
  mail_gesendet: boolean;
}

/** A mailer that keeps what it is given; `failing` makes it throw as an unreachable mail server would. */

const anfrage = {
  name: 'Julia Schmid',
  email: 'julia.schmid@example.org',
  telefon: '07999 48213',
  betreff: 'Straßenlaterne defekt',
  nachricht: 'Guten Tag,\n\ndie Laterne vor dem Haus Kirchstraße 4 ist seit einer Woche aus.\n\nViele Grüße\nJulia Schmid',
};

describe.each(BACKENDS)('contact messages on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  const mailer = recordingMailer();

  async function listen(instance: FastifyInstance): Promise<string> {
    await instance.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
  }

  async function post<T = Record<string, unknown>>(body: unknown, at = base, contentType = 'application/json'): Promise<Answer<T>> {
    const response = await fetch(`${at}/api/anfragen`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async function stored(id: number): Promise<StoredRow | undefined> {
    const { rows } = await db.query<StoredRow>('SELECT * FROM anfragen WHERE id = $1', [id]);
    return rows[0];
  }

  async function count(): Promise<number> {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM anfragen');
    return Number(rows[0]?.n);
  }

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

  it('stores the message, mails it to the town office with the sender as Reply-To, and answers with its id', async () => {
    const before = mailer.sent.length;
    const answer = await post<{ ok: boolean; id: number }>(anfrage);
    expect(answer).toEqual({ status: 200, body: { ok: true, id: expect.any(Number) } });

    const row = await stored(answer.body.id);
    expect(row).toMatchObject({ ...anfrage, mail_gesendet: true });
    expect(Math.abs(new Date(row!.erstellt).getTime() - Date.now())).toBeLessThan(60_000);

    expect(mailer.sent).toHaveLength(before + 1);
    const mail = mailer.sent.at(-1)!;
    expect(mail).toMatchObject({
      fromName: 'Website Stadt Musterstadt',
      to: 'info@musterstadt.de',
      replyTo: 'julia.schmid@example.org',
      subject: 'Kontaktformular: Straßenlaterne defekt',
    });
    expect(mail.bcc).toBeUndefined();
    expect(mail.text).toContain('Name: Julia Schmid\nE-Mail: julia.schmid@example.org\nTelefon: 07999 48213\nBetreff: Straßenlaterne defekt\n');
    expect(mail.text).toMatch(/\nEingegangen: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr\n/);
    expect(mail.text).toContain(`Nummer der Anfrage: ${answer.body.id}\n`);
    expect(mail.text).toContain(`Nachricht:\n${anfrage.nachricht}\n`);
  });

  it('takes the telephone number as optional, and trims the values', async () => {
    for (const telefon of [undefined, '', null]) {
      const answer = await post<{ id: number }>({ ...anfrage, name: '  Julia Schmid ', betreff: ' Laterne aus ', telefon });
      expect(answer.status).toBe(200);
      expect(await stored(answer.body.id)).toMatchObject({ name: 'Julia Schmid', betreff: 'Laterne aus', telefon: null });
      expect(mailer.sent.at(-1)!.text).toContain('Telefon: (nicht angegeben)\n');
    }
  });

  it('keeps the line breaks of a message, as LF', async () => {
    const answer = await post<{ id: number }>({ ...anfrage, nachricht: 'Guten Tag,\r\n\r\ndie Laterne ist aus.\r\n\tDanke!' });
    expect(answer.status).toBe(200);
    expect((await stored(answer.body.id))?.nachricht).toBe('Guten Tag,\n\ndie Laterne ist aus.\n\tDanke!');
  });

  it('keeps the message and still answers 200 when the mail cannot be sent', async () => {
    mailer.failing = true;
    const before = mailer.sent.length;
    const answer = await post<{ ok: boolean; id: number }>({ ...anfrage, betreff: 'Mailserver gestört' });
    expect(answer).toEqual({ status: 200, body: { ok: true, id: expect.any(Number) } });
    expect(await stored(answer.body.id)).toMatchObject({ betreff: 'Mailserver gestört', mail_gesendet: false });
    expect(mailer.sent).toHaveLength(before);
  });

  it('stores messages without sending them when no mailer is configured', async () => {
    const bare = buildApp({ db });
    try {
      const answer = await post<{ ok: boolean; id: number }>(anfrage, await listen(bare));
      expect(answer).toEqual({ status: 200, body: { ok: true, id: expect.any(Number) } });
      expect(await stored(answer.body.id)).toMatchObject({ ...anfrage, mail_gesendet: false });
    } finally {
      await bare.close();
    }
  });

  it('sends a real mail over SMTP with the sender name of the website', async () => {
    const smtp = await startSmtpServer();
    const withSmtp = buildApp({ db, signupMailer: smtpMailer(smtp.url) });
    try {
      const answer = await post<{ id: number }>({ ...anfrage, betreff: 'Laterne defekt' }, await listen(withSmtp));
      expect(answer.status).toBe(200);
      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0]!;
      expect(mail.from).toBe('noreply@musterstadt.de');
      expect(mail.to).toEqual(['info@musterstadt.de']);
      expect(mail.raw).toMatch(/^From: Website Stadt Musterstadt <noreply@musterstadt\.de>$/m);
      expect(mail.raw).toMatch(/^Reply-To: julia\.schmid@example\.org$/m);
      expect(mail.raw).toMatch(/^Subject: Kontaktformular: Laterne defekt$/m);
      expect(mail.raw).toContain('Betreff: Laterne defekt');
      expect((await stored(answer.body.id))?.mail_gesendet).toBe(true);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it.each([
    ['no name', { name: undefined }, 'Bitte geben Sie Ihren Namen an (2 bis 100 Zeichen).'],
    ['a name of one letter', { name: ' J ' }, 'Bitte geben Sie Ihren Namen an (2 bis 100 Zeichen).'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'Bitte geben Sie Ihren Namen an (2 bis 100 Zeichen).'],
    ['a number as name', { name: 42 }, 'Bitte geben Sie Ihren Namen an (2 bis 100 Zeichen).'],
    ['a NUL in the name', { name: 'Julia\u0000Schmid' }, 'Die Angabe „Name“ enthält unzulässige Zeichen.'],
    ['no e-mail address', { email: '' }, 'Bitte geben Sie eine gültige E-Mail-Adresse an (höchstens 254 Zeichen).'],
    ['an invalid e-mail address', { email: 'julia@' }, 'Bitte geben Sie eine gültige E-Mail-Adresse an (höchstens 254 Zeichen).'],
    ['two e-mail addresses', { email: 'julia@example.org,alle@example.org' }, 'Bitte geben Sie eine gültige E-Mail-Adresse an (höchstens 254 Zeichen).'],
    ['a header in the e-mail address', { email: 'julia@example.org\r\nBcc: alle@example.org' }, 'Die Angabe „E-Mail-Adresse“ enthält unzulässige Zeichen.'],
    ['letters as telephone', { telefon: 'abends' }, 'Die Telefonnummer ist ungültig (höchstens 40 Zeichen: Ziffern, Leerzeichen und + / ( ) - .).'],
    ['a telephone number of two digits', { telefon: '12' }, 'Die Telefonnummer ist ungültig (höchstens 40 Zeichen: Ziffern, Leerzeichen und + / ( ) - .).'],
    ['a number as telephone', { telefon: 799948213 }, 'Die Telefonnummer ist ungültig (höchstens 40 Zeichen: Ziffern, Leerzeichen und + / ( ) - .).'],
    ['no subject', { betreff: undefined }, 'Bitte geben Sie einen Betreff an (3 bis 150 Zeichen).'],
    ['a subject of 151 characters', { betreff: 'x'.repeat(151) }, 'Bitte geben Sie einen Betreff an (3 bis 150 Zeichen).'],
    ['a line break in the subject', { betreff: 'Laterne\r\nBcc: alle@example.org' }, 'Die Angabe „Betreff“ enthält unzulässige Zeichen.'],
    ['a message of nine characters', { nachricht: 'Laterne!!' }, 'Bitte schreiben Sie Ihr Anliegen (10 bis 4000 Zeichen).'],
    ['a message of 4001 characters', { nachricht: 'x'.repeat(4001) }, 'Bitte schreiben Sie Ihr Anliegen (10 bis 4000 Zeichen).'],
    ['a control character in the message', { nachricht: 'Die Laterne\u0007 ist aus.' }, 'Die Angabe „Nachricht“ enthält unzulässige Zeichen.'],
    ['an unknown field', { empfaenger: 'alle@example.org' }, 'Die Angabe „empfaenger“ gehört nicht zu einer Nachricht.'],
  ])('refuses %s with a German 400, and stores and sends nothing', async (_case, change, message) => {
    const [rows, mails] = [await count(), mailer.sent.length];
    const answer = await post<{ error: string }>({ ...anfrage, ...change });
    expect([answer.status, answer.body.error]).toEqual([400, message]);
    expect(await count()).toBe(rows);
    expect(mailer.sent).toHaveLength(mails);
  });

  it.each([
    ['an array', '[1,2]', 'application/json'],
    ['a string', '"Julia"', 'application/json'],
    ['null', 'null', 'application/json'],
    ['broken JSON', '{"name": ', 'application/json'],
    ['plain text', 'Hallo', 'text/plain'],
  ])('refuses %s as body with a German 400', async (_case, body, contentType) => {
    const rows = await count();
    const answer = await post<{ error: string }>(body, base, contentType);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^Die (Angaben der Nachricht|Anfrage ist ungültig)/);
    expect(await count()).toBe(rows);
  });
});
