import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { unreachableDb } from './testing/unreachable-db';
import { reporterFromEnv } from './core/error-reporting';

/** A database that has gone away: every query fails. */
const brokenDb = unreachableDb('connection to the database lost');

describe('error reporting of the content API', () => {
  it('reports an answer of 500 with method and path, and still answers in German', async () => {
    const reported: { error: unknown; context: { path: string; method: string } }[] = [];
    const app = buildApp({ db: brokenDb, reportError: (error, context) => reported.push({ error, context }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/api/cms/route?url=/rathaus`);
      expect(answer.status).toBe(500);
      expect(((await answer.json()) as { error: string }).error).toMatch(/[äöüß]|Fehler|später/);
      expect(reported).toHaveLength(1);
      expect(reported[0]?.context).toEqual({ method: 'GET', path: '/api/cms/route?url=/rathaus' });
    } finally {
      await app.close();
    }
  });

  it('is off without SENTRY_DSN', async () => {
    const reporter = reporterFromEnv({});
    expect(() => reporter.report(new Error('x'), { path: '/', method: 'GET' })).not.toThrow();
    await expect(reporter.flush()).resolves.toBe(true);
  });
});
