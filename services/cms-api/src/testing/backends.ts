/**
 * Databases the API tests run against: always a fresh PGlite in a temporary folder, and a fresh schema
 * on the PostgreSQL server of DATABASE_URL when that is set. Not part of the build (tsconfig.build.json).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, openPglite, openPostgres } from '../core/db';

export interface TestDatabase {
  /** Opens (again) the same database: a second start of the service. */
  open(): Promise<Db>;
  /** Removes the folder or drops the schema. */
  destroy(): Promise<void>;
}

export interface Backend {
  name: string;
  create(): Promise<TestDatabase>;
}

let counter = 0;

const pglite: Backend = {
  name: 'PGlite',
  async create() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-api-test-'));
    return {
      open: () => openPglite(dir),
      async destroy() {
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(connectionString: string): Backend {
  return {
    name: 'PostgreSQL',
    async create() {
      counter += 1;
      const schema = `cms_test_${process.pid}_${Date.now()}_${counter}`;
      return {
        open: () => openPostgres({ connectionString, schema, max: 4 }),
        async destroy() {
          const client = new pg.Client({ connectionString });
          await client.connect();
          try {
            await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          } finally {
            await client.end();
          }
        },
      };
    },
  };
}

export const BACKENDS: Backend[] = [pglite, ...(process.env.DATABASE_URL ? [postgres(process.env.DATABASE_URL)] : [])];
