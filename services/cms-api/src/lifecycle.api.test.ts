/**
 * Start-up behaviour on a real database: migrations are idempotent, the first start seeds, a second
 * start (a new connection to the same data) neither seeds again nor loses changes.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import type { Db } from './core/db';
import { loadMigrations, migrate } from './migrate';
import { type SeedSummary, seedIfEmpty } from './seed/seed';
import { BACKENDS, type TestDatabase } from './testing/backends';
import type { ListResult, MenuResult } from './core/types';
import { BUERGERSERVICE_SEITEN } from './seed/data/buergerservice-seiten';
import { RATSINFO_SEITEN } from './seed/ratsinfo/pages';
import { INTRANET_SEITEN } from './seed/intranet/pages';
import { REDAKTION_SEITEN } from './seed/redaktion/pages';
import { stadtArtikel } from './seed/data/artikel';
import { planRatsinfo } from './seed/ratsinfo/seed';

async function count(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(rows[0]?.n);
}

describe.each(BACKENDS)('start-up on $name', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await backend.create();
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('migrates idempotently, seeds once and keeps data across a restart', async () => {
    const versions = loadMigrations().map((migration) => migration.version);
    let seeded: SeedSummary | null = null;
    expect(versions.length).toBeGreaterThanOrEqual(2);

    // First start.
    const first = await database.open();
    try {
      expect(await migrate(first)).toEqual(versions);
      expect(await migrate(first)).toEqual([]);
      expect(await count(first, 'schema_migrations')).toBe(versions.length);
      seeded = await seedIfEmpty(first);
      expect(seeded).not.toBeNull();
      expect(await seedIfEmpty(first)).toBeNull();
      // Editors change content while the service runs.
      await first.query("UPDATE items SET titel = 'Geänderter Titel' WHERE slug = 'freibad-saisonbilanz'");
      await first.query(`INSERT INTO menus (name, items) VALUES ('Testmenü', '[{"title":"Start","href":"/"}]'::jsonb)`);
    } finally {
      await first.close();
    }

    // Second start on the same data.
    const second = await database.open();
    const app = buildApp({ db: second });
    try {
      expect(await migrate(second)).toEqual([]);
      expect(await seedIfEmpty(second)).toBeNull();
      const sub = seeded!.teilseiten;
      expect(await count(second, 'pages')).toBe(
        67 + sub.pages + BUERGERSERVICE_SEITEN.length + RATSINFO_SEITEN.length + INTRANET_SEITEN.length + REDAKTION_SEITEN.length,
      );
      expect(await count(second, 'menus')).toBe(12 + sub.menus);
      // The town's news and events, and the sub-sites' news and dates: as many as the seed planned for its day.
      expect(await count(second, 'items')).toBe(seeded!.artikel + seeded!.veranstaltungen + sub.artikel + sub.termine);
      expect(await count(second, 'eintraege')).toBe(66);

      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const list = (await (await fetch(`${base}/api/cms/artikel?bereich=stadt&slug=freibad-saisonbilanz`)).json()) as ListResult;
      expect(list.data[0]?.titel).toBe('Geänderter Titel');
      const menuResponse = await fetch(`${base}/api/cms/menu?name=${encodeURIComponent('Testmenü')}`);
      expect(menuResponse.status).toBe(200);
      expect((await menuResponse.json()) as MenuResult).toEqual({ name: 'Testmenü', menuItems: [{ title: 'Start', href: '/' }] });
      const news = (await (await fetch(`${base}/api/cms/artikel?bereich=stadt`)).json()) as ListResult;
      // The budget's news depend on where the seeding day falls in the budget's calendar.
      const today = new Date();
      expect(news.anzahl).toBe(stadtArtikel(today, planRatsinfo(today).haushalt).artikel.length);
    } finally {
      await app.close();
      await second.close();
    }
  });

  it('rolls a failing migration back completely', async () => {
    const db = await database.open();
    try {
      const broken = [
        { version: '900_ok', sql: 'CREATE TABLE zwischenstand (id int)' },
        { version: '901_kaputt', sql: 'SELECT * FROM tabelle_gibt_es_nicht' },
      ];
      await expect(migrate(db, broken)).rejects.toThrow();
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'zwischenstand'",
      );
      expect(Number(rows[0]?.n)).toBe(0);
      expect(await count(db, 'schema_migrations')).toBe(loadMigrations().length);
    } finally {
      await db.close();
    }
  });
});
