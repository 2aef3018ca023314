/** Library entry of the package (package.json "main"): everything needed to embed the content API. */
export { buildApp, type BuildAppOptions } from './app';
export { toRouteResult } from './content';
export { openDb, openPglite, openPostgres, DEFAULT_DATA_DIR, type Db, type Queryable } from './core/db';
export { migrate, loadMigrations } from './migrate';
export { seedIfEmpty, seedContent } from './seed/seed';
export type * from './core/types';
