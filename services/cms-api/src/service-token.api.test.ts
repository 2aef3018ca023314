/**
 * API tests of the service token: every write and mail endpoint answers only the caller that has the
 * shell's token, and every answer carries the API's security headers.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Db } from './core/db';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed/seed';
import { BACKENDS, type TestDatabase } from './testing/backends';

const TOKEN = 'service-token-for-the-api-tests-1234';

/** Every endpoint of the API that stores something or sends mail, with a well-formed body. */
const WRITES: [string, string, unknown][] = [
  ['POST', '/api/anfragen', { name: 'Julia Berger', email: 'julia@example.org', betreff: 'Frage', nachricht: 'Hallo', datenschutz: true }],
  ['POST', '/api/schulfrucht/anmeldung', { email: 'julia@example.org' }],
  ['POST', '/api/cms/abfall/erinnerung', { email: 'julia@example.org', ortsteil: 'musterstadt', arten: ['restmuell'], datenschutz: true }],
  ['POST', '/api/cms/abfall/erinnerung/abmelden', { token: 'x'.repeat(32) }],
  ['POST', '/api/cms/push/abonnements', { endpoint: 'https://push.example/abc', keys: { p256dh: 'a', auth: 'b' }, themen: ['aktuelles'] }],
  ['DELETE', '/api/cms/push/abonnements', { endpoint: 'https://push.example/abc' }],
];

describe.each(BACKENDS)('service token on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    await seedIfEmpty(db);
    app = buildApp({ db, serviceToken: TOKEN });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.destroy();
  });

  const call = (method: string, path: string, body: unknown, token?: string) =>
    fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { 'x-service-token': token }) },
      body: JSON.stringify(body),
    });

  it.each(WRITES)('%s %s is refused in German without the token or with a wrong one', async (method, path, body) => {
    for (const token of [undefined, '', 'wrong-token', `${TOKEN}x`, 'ä'.repeat(TOKEN.length)]) {
      const answer = await call(method, path, body, token);
      expect([path, token, answer.status]).toEqual([path, token, 403]);
      expect(await answer.json()).toEqual({ error: 'Änderungen nimmt dieser Dienst nur vom Server der Website an.' });
    }
  });

  it.each(WRITES)('%s %s reaches its route with the token', async (method, path, body) => {
    const answer = await call(method, path, body, TOKEN);
    expect([path, answer.status]).not.toEqual([path, 403]);
  });

  it('lets anyone read, and answers with headers that forbid running, framing or sniffing anything', async () => {
    const answer = await fetch(`${base}/api/cms/startseite`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
