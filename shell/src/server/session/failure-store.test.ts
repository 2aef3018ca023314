/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { failuresInPostgres } from './failure-store';
import { DEFAULT_THROTTLE, LoginThrottle } from './throttle';

const url = process.env.DATABASE_URL;

// Runs where a PostgreSQL server is given (DATABASE_URL), as the content API's tests on PostgreSQL do.
(url ? describe : describe.skip)('failed logins counted in PostgreSQL', () => {
  const stores: ReturnType<typeof failuresInPostgres>[] = [];
  const store = () => {
    const made = failuresInPostgres(url!);
    stores.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(stores.map((made) => made.close()));
  });

  it('counts one client’s failures together whichever shell answers, refuses it on every shell and clears on success', async () => {
    const rules = { ...DEFAULT_THROTTLE, perClient: 10, perAddress: 10 };
    const sleep = async () => undefined;
    const shells = [new LoginThrottle({ counts: store(), rules, sleep }), new LoginThrottle({ counts: store(), rules, sleep })];
    // A kind of its own per run: a database used before holds no counters of it.
    const attempt = { kind: `probe-${randomUUID()}`, client: '198.51.100.20', email: 'sabine.keller@musterstadt.de' };
    const seen: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const shell = shells[i % 2]!;
      const verdict = await shell.before(attempt);
      if (verdict.refused) throw new Error(`refused after ${i} failures`);
      seen.push(verdict.waitedMs);
    }
    expect(seen).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
    for (const shell of shells) {
      const verdict = await shell.before(attempt);
      expect(verdict.refused).toBe(true);
      if (verdict.refused) expect(verdict.retryAfter).toBeGreaterThan(14 * 60);
    }
    // Another client is never refused for the address; its login clears the address on both shells.
    const other = { ...attempt, client: '192.0.2.7' };
    expect(await shells[0]!.before(other)).toEqual({ refused: false, waitedMs: 2000 });
    await shells[0]!.succeeded(other);
    expect(await shells[1]!.before(other)).toEqual({ refused: false, waitedMs: 0 });
  });

  it('lets no more than ten attempts sent at once through two shells, and takes back one that could not be decided', async () => {
    const rules = { ...DEFAULT_THROTTLE, perClient: 10, perAddress: 10 };
    const sleep = async () => undefined;
    const shells = [new LoginThrottle({ counts: store(), rules, sleep }), new LoginThrottle({ counts: store(), rules, sleep })];
    const attempt = { kind: `probe-${randomUUID()}`, client: '198.51.100.30', email: 'anna.schmid@musterstadt.de' };
    // Each for another address, so that only the client's counter decides.
    const verdicts = await Promise.all(Array.from({ length: 16 }, (_, i) => shells[i % 2]!.before({ ...attempt, email: `person.${i}@musterstadt.de` })));
    expect(verdicts.filter((verdict) => !verdict.refused)).toHaveLength(10);
    const calm = { ...attempt, kind: `probe-${randomUUID()}` };
    for (let i = 0; i < 12; i += 1) {
      expect((await shells[i % 2]!.before(calm)).refused).toBe(false);
      await shells[(i + 1) % 2]!.undecided(calm);
    }
    expect(await shells[0]!.before(calm)).toEqual({ refused: false, waitedMs: 0 });
  });
});
