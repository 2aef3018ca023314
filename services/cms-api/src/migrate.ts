import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './core/db';

export interface Migration {
  version: string;
  sql: string;
}

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Migration files `NNN_name.sql`, in order of their name. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/** Key of the advisory lock that keeps two starting instances from migrating at once. */
const LOCK_KEY = 430_001;

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one transaction.
 * Idempotent: a second run applies nothing. Returns the versions it applied.
 */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}
