/**
 * The failed-login counters of several shells behind one address: kept in the PostgreSQL database of
 * the rate-limit counters (RATE_LIMIT_DATABASE_URL), in a table of their own, so a client's failures
 * count together whichever shell answers it. A window is fixed (it starts with a key's first failure);
 * the database's clock is the one clock of all shells. One shell alone counts in memory.
 */
import pg from 'pg';
import { countInWindow, WINDOW_TTL } from '../rate-limit-store';
import { failuresInMemory, type FailureCount, type FailureCounts } from './throttle';

export const FAILURE_TABLE = 'shell_anmelde_fehlversuche';

/** Expired counters are removed after about this many failures. */
const CLEANUP_EVERY = 500;

export function failuresInPostgres(connectionString: string): FailureCounts & { close(): Promise<void> } {
  // Idle connections do not keep a stopping shell alive.
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 5000, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
  pool.on('error', () => undefined);
  let ready: Promise<void> | undefined;
  const prepare = () =>
    (ready ??= pool
      .query(`CREATE TABLE IF NOT EXISTS ${FAILURE_TABLE} (schluessel text PRIMARY KEY, zaehler integer NOT NULL, bis timestamptz NOT NULL)`)
      .then(() => undefined)
      .catch((error: { code?: string }) => {
        // Two shells starting at once: the other one created it (a unique violation in the catalog).
        if (error.code === '23505') return;
        ready = undefined;
        throw error;
      }));
  const counted = (rows: { zaehler: number; ttl: string }[]): FailureCount => {
    const row = rows[0];
    return row ? { count: row.zaehler, ttl: Number(row.ttl) } : { count: 0, ttl: 0 };
  };
  let failures = 0;
  return {
    async add(key, windowMs) {
      await prepare();
      const counts = await countInWindow(pool, FAILURE_TABLE, key, windowMs);
      failures += 1;
      if (failures % CLEANUP_EVERY === 0) void pool.query(`DELETE FROM ${FAILURE_TABLE} WHERE bis < clock_timestamp()`).catch(() => undefined);
      return counts;
    },
    async read(key) {
      await prepare();
      const { rows } = await pool.query<{ zaehler: number; ttl: string }>(
        `SELECT zaehler, ${WINDOW_TTL} FROM ${FAILURE_TABLE} WHERE schluessel = $1 AND bis > clock_timestamp()`,
        [key],
      );
      return counted(rows);
    },
    async remove(key) {
      await prepare();
      await pool.query(`UPDATE ${FAILURE_TABLE} SET zaehler = greatest(zaehler - 1, 0) WHERE schluessel = $1 AND bis > clock_timestamp()`, [key]);
    },
    async clear(key) {
      await prepare();
      await pool.query(`DELETE FROM ${FAILURE_TABLE} WHERE schluessel = $1`, [key]);
    },
    close: () => pool.end(),
  };
}

/** Where the shell counts failed logins: PostgreSQL when the shells share one, else memory. */
export function loginFailures(databaseUrl: string | undefined): FailureCounts & { close(): Promise<void> } {
  return databaseUrl ? failuresInPostgres(databaseUrl) : { ...failuresInMemory(), close: async () => undefined };
}
