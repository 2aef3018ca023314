/**
 * API tests of idempotent writes: two content-API instances on one database (two connection pools
 * on PostgreSQL; on PGlite one database shared by both) store a contact message sent with one
 * Idempotency-Key once, however often and on whichever instance it is repeated.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from './db';
import { IDEMPOTENCY_MESSAGES } from './idempotency';
import { migrate } from '../migrate';
import { seedIfEmpty } from '../seed/seed';
import { BACKENDS, type TestDatabase } from '../testing/backends';

const TOKEN = 'service-token-for-the-api-tests-1234';

describe.each(BACKENDS)('idempotent writes on $name', (backend) => {
  let database: TestDatabase;
  let first: Db;
  let second: Db;
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    database = await backend.create();
    first = await database.open();
    await migrate(first);
    await seedIfEmpty(first);
    second = backend.name === 'PGlite' ? first : await database.open();
    for (const db of [first, second]) {
      const app = buildApp({ db, serviceToken: TOKEN });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    if (second !== first) await second?.close();
    await first?.close();
    await database?.destroy();
  });

  const send = (instance: number, betreff: string, key?: string) =>
    fetch(`${bases[instance]}/api/anfragen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-token': TOKEN, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      body: JSON.stringify({ name: 'Julia Berger', email: 'julia@example.org', betreff, nachricht: 'Bitte rufen Sie mich wegen der Sperrmüllabfuhr an.' }),
    });

  const stored = async (betreff: string) =>
    (await first.query<{ n: number }>('SELECT count(*)::int AS n FROM anfragen WHERE betreff = $1', [betreff])).rows[0]!.n;

  it('stores a message repeated on the other instance once and answers the repeat with the first answer', async () => {
    const key = 'kontaktformular:5f0c2a8e-1d2b-4c3e-9f00-aa11bb22cc33';
    const one = await send(0, 'Sperrmüll Anruf', key);
    expect(one.status).toBe(200);
    const firstBody = await one.text();
    for (const instance of [1, 0, 1]) {
      const repeat = await send(instance, 'Sperrmüll Anruf', key);
      expect(repeat.status).toBe(200);
      expect(repeat.headers.get('idempotent-replayed')).toBe('true');
      expect(await repeat.text()).toBe(firstBody);
    }
    expect(await stored('Sperrmüll Anruf')).toBe(1);
  });

  it('lets only one of two simultaneous calls with one key write, on either instance', async () => {
    const key = 'kontaktformular:gleichzeitig-0001';
    const answers = await Promise.all([send(0, 'Gleichzeitig gesendet', key), send(1, 'Gleichzeitig gesendet', key)]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The second either waits for nothing and replays (200) or finds the first still running (409).
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const conflict = answers.find((answer) => answer.status === 409);
    if (conflict) expect(await conflict.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.running });
    expect(await stored('Gleichzeitig gesendet')).toBe(1);
  });

  it('writes again for another key or without a key, and refuses a malformed key in German', async () => {
    expect((await send(0, 'Zwei Schlüssel', 'kontaktformular:schluessel-a')).status).toBe(200);
    expect((await send(1, 'Zwei Schlüssel', 'kontaktformular:schluessel-b')).status).toBe(200);
    expect((await send(1, 'Zwei Schlüssel')).status).toBe(200);
    expect(await stored('Zwei Schlüssel')).toBe(3);
    for (const bad of ['kurz', 'mit leerzeichen drin', 'ü'.repeat(20), 'x'.repeat(201)]) {
      const answer = await send(0, 'Ungültiger Schlüssel', bad);
      expect([bad, answer.status]).toEqual([bad, 400]);
      expect(await answer.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.invalid });
    }
    expect(await stored('Ungültiger Schlüssel')).toBe(0);
  });

  it('claims no key for a call without the service token', async () => {
    const answer = await fetch(`${bases[0]}/api/anfragen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'kontaktformular:ohne-token-1' },
      body: JSON.stringify({ name: 'Julia Berger', email: 'julia@example.org', betreff: 'Ohne Token', nachricht: 'Bitte rufen Sie mich an, danke.' }),
    });
    expect(answer.status).toBe(403);
    expect((await first.query('SELECT 1 FROM idempotenz_schluessel WHERE schluessel LIKE $1', ['%ohne-token-1'])).rows).toHaveLength(0);
  });
});
