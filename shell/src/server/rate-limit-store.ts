/**
 * A store of `@fastify/rate-limit` on PostgreSQL, for several shells behind one address: every shell
 * counts in one table, so a client's requests are counted together whichever shell answers them.
 * Used when RATE_LIMIT_DATABASE_URL is set; one shell alone counts in memory (the plugin's own store).
 * A window is fixed: it starts with a key's first request and ends `timeWindow` later (as the
 * plugin's in-memory store does); the database's clock is the one clock of all shells.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import pg from 'pg';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export const RATE_LIMIT_TABLE = 'shell_rate_limits';

/** Expired counters are removed after about this many increments. */
const CLEANUP_EVERY = 1000;

/** Milliseconds until a row's window ends, as the database's clock sees it (column `ttl`). */
export const WINDOW_TTL = `greatest(0, ceil(extract(epoch FROM bis - clock_timestamp()) * 1000))::bigint AS ttl`;

/**
 * Counts one under `key` in a fixed-window counter table (`schluessel`, `zaehler`, `bis`): a key's
 * first count, or the first after its window ended, starts a window of `windowMs`. One statement, so
 * counts from several shells at once are all counted.
 */
export async function countInWindow(pool: pg.Pool, table: string, key: string, windowMs: number): Promise<{ count: number; ttl: number }> {
  const { rows } = await pool.query<{ zaehler: number; ttl: string }>(
    `INSERT INTO ${table} AS r (schluessel, zaehler, bis)
       VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
     ON CONFLICT (schluessel) DO UPDATE SET
       zaehler = CASE WHEN r.bis <= clock_timestamp() THEN 1 ELSE r.zaehler + 1 END,
       bis = CASE WHEN r.bis <= clock_timestamp() THEN EXCLUDED.bis ELSE r.bis END
     RETURNING zaehler, ${WINDOW_TTL}`,
    [key, windowMs],
  );
  const row = rows[0];
  if (!row) throw new Error('The rate-limit counter returned no row');
  return { count: row.zaehler, ttl: Number(row.ttl) };
}

export interface PostgresRateLimitStore {
  /** The store class to hand to the plugin (`store` option). */
  Store: FastifyRateLimitStoreCtor;
  /** Creates the table unless it exists. */
  prepare(): Promise<void>;
  close(): Promise<void>;
}

export function postgresRateLimitStore(connectionString: string): PostgresRateLimitStore {
  const pool = new pg.Pool({ connectionString, max: 4, connectionTimeoutMillis: 5000 });
  // A connection that breaks while idle is replaced on the next query; it must not end the process.
  pool.on('error', () => undefined);
  let increments = 0;

  const incr = async (key: string, timeWindow: number): Promise<{ current: number; ttl: number }> => {
    const { count, ttl } = await countInWindow(pool, RATE_LIMIT_TABLE, key, timeWindow);
    increments += 1;
    if (increments % CLEANUP_EVERY === 0) {
      void pool.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE bis < clock_timestamp() - interval '1 hour'`).catch(() => undefined);
    }
    return { current: count, ttl };
  };

  const read = async (key: string): Promise<{ current: number; ttl: number }> => {
    const { rows } = await pool.query<{ zaehler: number; ttl: string }>(
      `SELECT zaehler, ${WINDOW_TTL} FROM ${RATE_LIMIT_TABLE} WHERE schluessel = $1 AND bis > clock_timestamp()`,
      [key],
    );
    const row = rows[0];
    return row ? { current: row.zaehler, ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  };

  class Store implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      incr(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      read(key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new Store();
    }
  }

  return {
    Store,
    async prepare() {
      try {
        await pool.query(`CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (schluessel text PRIMARY KEY, zaehler integer NOT NULL, bis timestamptz NOT NULL)`);
      } catch (error) {
        // Two shells starting at once: the other one created it (a unique violation in the catalog).
        if ((error as { code?: string }).code !== '23505') throw error;
      }
    },
    close: () => pool.end(),
  };
}
