import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a query and a transaction both offer. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters (e.g. a migration file). */
  exec(sql: string): Promise<void>;
}

/**
 * The service's database: embedded PGlite by default, a PostgreSQL server (pg.Pool) when DATABASE_URL
 * is set. Both speak PostgreSQL's dialect, so the SQL is the same for both.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The embedded database's files as a gzipped tar (PGlite only; PostgreSQL is saved with pg_dump). */
  dumpDataDir?(): Promise<Uint8Array>;
  /** Runs fn inside BEGIN … COMMIT (ROLLBACK when it throws). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `<repo root>/.data/cms`: src/core and dist/core both sit four levels below the repository root. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', '..', '..', '.data', 'cms');

export async function openPglite(dataDir: string): Promise<Db> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir);
  let closed = false;
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await lite.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
    async dumpDataDir() {
      const archive = await lite.dumpDataDir('gzip');
      return new Uint8Array(await archive.arrayBuffer());
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return lite.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: unknown[] = []) {
            const result = await tx.query<R>(sql, params);
            return { rows: result.rows };
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await lite.close();
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Use (and create) this schema instead of `public`, e.g. for isolated test runs. */
  schema?: string;
  max?: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgres(options: PostgresOptions): Promise<Db> {
  const { schema } = options;
  if (schema !== undefined && !IDENTIFIER.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  else await pool.query('SELECT 1');
  let closed = false;

  const queryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export interface OpenDbOptions {
  databaseUrl?: string;
  dataDir?: string;
  schema?: string;
}

/** PostgreSQL when a database URL is given (DATABASE_URL), else PGlite in dataDir (DATA_DIR or .data/cms). */
export function openDb(options: OpenDbOptions = {}): Promise<Db> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    const schema = options.schema ?? (process.env.DATABASE_SCHEMA || undefined);
    return openPostgres({ connectionString: databaseUrl, ...(schema ? { schema } : {}) });
  }
  return openPglite(options.dataDir ?? (process.env.DATA_DIR || DEFAULT_DATA_DIR));
}
