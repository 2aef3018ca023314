import type { Db } from '../core/db';

/** A database every query of which fails (one that has gone away, or none in a test that only registers routes). */
export function unreachableDb(message: string): Db {
  const fail = () => Promise.reject(new Error(message));
  return { kind: 'pglite', query: fail, exec: fail, transaction: fail, close: async () => undefined };
}
