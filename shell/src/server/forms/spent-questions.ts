/**
 * The captcha questions already answered, for several shells behind one address: kept in the same
 * PostgreSQL database as the rate-limit counters (RATE_LIMIT_DATABASE_URL), so a question answered
 * wrongly on one shell cannot be tried again on another. One shell alone keeps them in memory.
 */
import { spentInMemory, type SpentQuestions } from '@musterstadt/forms/server';
import pg from 'pg';

export const CAPTCHA_TABLE = 'shell_captcha_beantwortet';

/** Expired questions are removed after about this many answers. */
const CLEANUP_EVERY = 500;

export function spentInPostgres(connectionString: string): SpentQuestions {
  // Idle connections do not keep a stopping shell alive.
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 5000, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
  pool.on('error', () => undefined);
  let ready: Promise<void> | undefined;
  const prepare = () =>
    (ready ??= pool
      .query(`CREATE TABLE IF NOT EXISTS ${CAPTCHA_TABLE} (nonce text PRIMARY KEY, bis timestamptz NOT NULL)`)
      .then(() => undefined)
      .catch((error: { code?: string }) => {
        // Two shells starting at once: the other one created it (a unique violation in the catalog).
        if (error.code === '23505') return;
        ready = undefined;
        throw error;
      }));
  let answers = 0;
  return {
    async spend(nonce, expires) {
      await prepare();
      const { rowCount } = await pool.query(`INSERT INTO ${CAPTCHA_TABLE} (nonce, bis) VALUES ($1, to_timestamp($2 / 1000.0)) ON CONFLICT (nonce) DO NOTHING`, [
        nonce,
        expires,
      ]);
      answers += 1;
      if (answers % CLEANUP_EVERY === 0) void pool.query(`DELETE FROM ${CAPTCHA_TABLE} WHERE bis < clock_timestamp()`).catch(() => undefined);
      return rowCount === 1;
    },
  };
}

/** Where the shell remembers answered questions: PostgreSQL when the shells share one, else memory. */
export function spentQuestions(databaseUrl: string | undefined): SpentQuestions {
  return databaseUrl ? spentInPostgres(databaseUrl) : spentInMemory();
}
