/**
 * API tests of the waste-reminder job: two content-API instances (two connection pools on one
 * PostgreSQL database; on PGlite one database shared by both) run it at once against a real SMTP
 * server that refuses one recipient for good and another once.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../core/db';
import { smtpMailer } from '../core/mailer';
import { migrate } from '../migrate';
import { REMINDER_FIRST_RETRY_MS, sendDueReminders } from './reminders';
import { seedIfEmpty } from '../seed/seed';
import { BACKENDS, type TestDatabase } from '../testing/backends';

const SITE = 'https://www.musterstadt.de';
const REFUSED = 'abgewiesen@example.org';
const ONCE_BUSY = 'voll@example.org';

interface Recorder {
  url: string;
  received: string[];
  close(): Promise<void>;
}

/** A real SMTP server that refuses REFUSED permanently (550) and ONCE_BUSY the first time (451). */
async function startRecorder(): Promise<Recorder> {
  const received: string[] = [];
  let busy = true;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      if (address.address === ONCE_BUSY && busy) {
        busy = false;
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) received.push(to.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(BACKENDS)('waste-reminder job on $name', (backend) => {
  let database: TestDatabase;
  let first: Db;
  let second: Db;
  let smtp: Recorder;

  beforeAll(async () => {
    database = await backend.create();
    first = await database.open();
    await migrate(first);
    await seedIfEmpty(first);
    // A second instance has its own connections to the same database (PGlite has only one).
    second = backend.name === 'PGlite' ? first : await database.open();
    smtp = await startRecorder();
  });

  afterAll(async () => {
    await smtp?.close();
    if (second !== first) await second?.close();
    await first?.close();
    await database?.destroy();
  });

  it('sends every other of 50 recipients exactly one mail, with one refused for good and one retried after a back-off', async () => {
    const { rows } = await first.query<{ bezirk_id: number; art: string; datum: string }>(
      `SELECT bezirk_id, art, to_char(datum, 'YYYY-MM-DD') AS datum FROM abfall_termine WHERE datum > current_date + 3 ORDER BY datum, bezirk_id LIMIT 1`,
    );
    const termin = rows[0]!;
    await first.query('DELETE FROM abfall_erinnerungen');
    const emails = Array.from({ length: 48 }, (_, i) => `person${String(i + 1).padStart(2, '0')}@example.org`).concat(REFUSED, ONCE_BUSY);
    for (const [i, email] of emails.entries()) {
      await first.query(`INSERT INTO abfall_erinnerungen (email, bezirk_id, arten, tage_vorher, aktiv, abmelde_token) VALUES ($1, $2, $3, 1, true, $4)`, [
        email,
        termin.bezirk_id,
        [termin.art],
        `abmelde-token-${i}-${Math.random().toString(36).slice(2)}`,
      ]);
    }
    // 15:00 UTC on the day before the collection: the reminder hour in Berlin.
    const at = new Date(new Date(`${termin.datum}T15:00:00Z`).getTime() - 86_400_000);
    const run = (db: Db, when: Date) => {
      const mailer = smtpMailer(smtp.url);
      return sendDueReminders({ db, mailer, siteUrl: SITE, now: () => when }).finally(() => mailer.close());
    };

    const [a, b] = await Promise.all([run(first, at), run(second, at)]);
    expect(a + b).toBe(48);
    // Both instances again, and the next tick: nothing is sent twice.
    const again = await Promise.all([run(first, at), run(second, new Date(at.getTime() + 60_000))]);
    expect(again).toEqual([0, 0]);

    const count = (email: string) => smtp.received.filter((to) => to === email).length;
    for (const email of emails.slice(0, 48)) expect([email, count(email)]).toEqual([email, 1]);
    expect(count(REFUSED)).toBe(0);
    expect(count(ONCE_BUSY)).toBe(0);
    const states = await first.query<{ email: string; status: string; versuche: number }>(
      `SELECT e.email, a.status, a.versuche FROM auftraege AS a JOIN abfall_erinnerungen AS e ON e.id = (a.daten->>'erinnerung_id')::int
        WHERE a.art = 'abfall-erinnerung' AND e.email IN ($1, $2) ORDER BY e.email`,
      [REFUSED, ONCE_BUSY],
    );
    expect(states.rows).toEqual([
      { email: REFUSED, status: 'aufgegeben', versuche: 1 },
      { email: ONCE_BUSY, status: 'offen', versuche: 1 },
    ]);

    // The busy recipient is tried again only after the back-off, then once.
    expect(await run(second, new Date(at.getTime() + REMINDER_FIRST_RETRY_MS - 1000))).toBe(0);
    const later = new Date(at.getTime() + REMINDER_FIRST_RETRY_MS + 1000);
    expect((await Promise.all([run(first, later), run(second, later)])).reduce((x, y) => x + y)).toBe(1);
    expect(count(ONCE_BUSY)).toBe(1);
    expect(count(REFUSED)).toBe(0);
    expect(smtp.received).toHaveLength(49);
  });
});
