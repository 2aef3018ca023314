/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { postgresRateLimitStore } from './rate-limit-store';

const url = process.env.DATABASE_URL;

type Counted = { current: number; ttl: number };
const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<Counted>((resolve, reject) => store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, 10));

// Runs where a PostgreSQL server is given (DATABASE_URL), as the content API's tests on PostgreSQL do.
(url ? describe : describe.skip)('the rate-limit store in PostgreSQL', () => {
  it('counts a key’s requests together for every shell, within one window', async () => {
    const shells = [postgresRateLimitStore(url!), postgresRateLimitStore(url!)];
    try {
      await Promise.all(shells.map((shell) => shell.prepare()));
      const [first, second] = shells.map((shell) => new shell.Store({}));
      const key = `probe:${randomUUID()}`;
      const counted = [await incr(first!, key, 60_000), await incr(second!, key, 60_000), await incr(first!, key, 60_000)];
      expect(counted.map((c) => c.current)).toEqual([1, 2, 3]);
      expect(counted.every((c) => c.ttl > 55_000 && c.ttl <= 60_000)).toBe(true);
      expect((await incr(second!, `probe:${randomUUID()}`, 60_000)).current).toBe(1);
    } finally {
      await Promise.all(shells.map((shell) => shell.close()));
    }
  });
});
