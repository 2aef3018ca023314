// Content only the end-to-end tests need, written into the fresh database before the content API
// starts (it then finds a seeded database and keeps it): a search entry whose external address is
// hostile, as it could come from an old import. It must never be followed.
import path from 'node:path';

interface CmsApi {
  openPglite(dir: string): Promise<{ query(sql: string, params?: unknown[]): Promise<unknown>; close(): Promise<void> }>;
  migrate(db: unknown): Promise<string[]>;
  seedIfEmpty(db: unknown): Promise<unknown>;
}

/** Seeds the demo content, the hostile search entry and whatever `more` writes (fixture remotes' pages). */
export async function seedSearchFixtures(
  dataDir: string,
  more: (db: { query(sql: string, params?: unknown[]): Promise<unknown> }) => Promise<void> = async () => undefined,
): Promise<void> {
  const entry = path.resolve(__dirname, '../../services/cms-api/dist/server.js');
  const api = (await import(entry)) as CmsApi;
  const db = await api.openPglite(dataDir);
  try {
    await api.migrate(db);
    await api.seedIfEmpty(db);
    await db.query(
      `INSERT INTO webverweise (art, titel, beschreibung, es_pfad, es_pfad_ext) VALUES ('link', 'Altes Gästebuch', 'Archiv des Quokkaforums aus der alten Website', '/wegweiser', 'javascript:alert(1)')`,
    );
    await more(db);
  } finally {
    await db.close();
  }
}
