/**
 * The migration to durable jobs keeps what was stored: the waste reminders' own job rows and the
 * form mails still due become jobs, and nothing already sent is sent again.
 */
import { loadMigrations, migrate } from '../migrate';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import type { Db } from './db';

describe.each(BACKENDS)('migration to durable jobs on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
  });

  afterAll(async () => {
    await db?.close();
    await database?.destroy();
  });

  it('turns pending reminder and form-mail rows into jobs, and sent ones into done jobs', async () => {
    const all = loadMigrations();
    await migrate(
      db,
      all.filter((migration) => migration.version < '085'),
    );
    const bezirk = (await db.query<{ id: number }>(`INSERT INTO abfall_bezirke (slug, name) VALUES ('nord', 'Nord') RETURNING id`)).rows[0]!.id;
    const erinnerung = (
      await db.query<{ id: number }>(
        `INSERT INTO abfall_erinnerungen (email, bezirk_id, arten, tage_vorher, aktiv, abmelde_token) VALUES ('a@example.org', $1, ARRAY['restmuell'], 1, true, 'tok') RETURNING id`,
        [bezirk],
      )
    ).rows[0]!.id;
    await db.query(
      `INSERT INTO abfall_erinnerungen_versand (erinnerung_id, datum, status, versuche, naechster_versuch, gesendet_am)
       VALUES ($1, '2026-11-20', 'gesendet', 1, '2026-11-19T15:00:00Z', '2026-11-19T15:00:05Z'),
              ($1, '2026-11-27', 'offen', 2, '2026-11-26T15:20:00Z', NULL)`,
      [erinnerung],
    );
    const eingabe = (
      await db.query<{ id: number }>(
        `INSERT INTO formular_eingaben (art, zusammenfassung, email, felder, bestaetigung_gesendet, mail_versuche, naechster_versuch)
         VALUES ('verein', 'Schachclub', 'a@example.org', '[]'::jsonb, false, 3, '2026-11-26T10:04:00Z') RETURNING id`,
      )
    ).rows[0]!.id;
    await db.query(
      `INSERT INTO formular_eingaben (art, zusammenfassung, email, felder, amt_gesendet, bestaetigung_gesendet) VALUES ('verein', 'Fertig', null, '[]'::jsonb, true, null)`,
    );

    expect(await migrate(db, all)).toEqual(all.filter((migration) => migration.version >= '085').map((migration) => migration.version));
    const { rows } = await db.query<{ art: string; schluessel: string; daten: unknown; status: string; versuche: number; faellig_am: Date | string }>(
      'SELECT art, schluessel, daten, status, versuche, faellig_am FROM auftraege ORDER BY schluessel',
    );
    expect(rows.map((row) => ({ ...row, faellig_am: new Date(row.faellig_am).toISOString() }))).toEqual([
      {
        art: 'abfall-erinnerung',
        schluessel: `abfall-erinnerung:${erinnerung}:2026-11-20`,
        daten: { erinnerung_id: erinnerung, datum: '2026-11-20' },
        status: 'erledigt',
        versuche: 1,
        faellig_am: '2026-11-19T15:00:00.000Z',
      },
      {
        art: 'abfall-erinnerung',
        schluessel: `abfall-erinnerung:${erinnerung}:2026-11-27`,
        daten: { erinnerung_id: erinnerung, datum: '2026-11-27' },
        status: 'offen',
        versuche: 2,
        faellig_am: '2026-11-26T15:20:00.000Z',
      },
      {
        art: 'formular-mails',
        schluessel: `formular-mails:${eingabe}`,
        daten: { eingabe_id: eingabe },
        status: 'offen',
        versuche: 3,
        faellig_am: '2026-11-26T10:04:00.000Z',
      },
    ]);
  });
});
