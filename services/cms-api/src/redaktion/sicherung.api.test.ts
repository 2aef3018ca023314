/**
 * Backups: after editorial work (saves, an approval, a withdrawal, logins), a backup restored into
 * an empty database holds every revision, every status and the whole audit log. PGlite: taken from
 * the running service (`POST /api/cms/sicherung`) and from its closed folder, restored into a new
 * folder; PostgreSQL (DATABASE_URL): pg_dump of the schema, pg_restore into a new database. A filled
 * target is refused; nothing is overwritten.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RedaktionInhalt } from '@musterstadt/cms-contract';
import pg from 'pg';
import { type Db, openPglite, openPostgres } from '../core/db';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';
import { artDerSicherung, sicherePgliteOrdner, sicherePostgres, stellePgliteWiederHer, stellePostgresWiederHer } from './sicherung/sicherung';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(180_000);

/** What must survive: every revision, every status, every log entry, and the public item. */
async function stand(db: Db) {
  const revisionen = await db.query<{ id: number; inhalt_id: number; nummer: number; felder: unknown; autor_id: number | null }>(
    'SELECT id, inhalt_id, nummer, felder, autor_id FROM redaktion_revisionen ORDER BY id',
  );
  const status = await db.query<{ id: number; status: string; grund: string | null }>('SELECT id, status, grund FROM redaktion_status ORDER BY id');
  const protokoll = await db.query<{ id: string; was: string; wer: string; details: unknown }>(
    'SELECT id, was, wer, details FROM redaktion_protokoll ORDER BY id',
  );
  const konten = await db.query<{ email: string; passwort_hash: string }>('SELECT email, passwort_hash FROM redaktion_konten ORDER BY id');
  return { revisionen: revisionen.rows, status: status.rows, protokoll: protokoll.rows.filter((row) => row.was !== 'sicherung'), konten: konten.rows };
}

describe.each(BACKENDS)('backup and restore on $name', (backend) => {
  let env: Redaktionsumgebung;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-sicherung-'));

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT);
    const stadt = await env.anmelden(KONTEN.stadt);
    const freigabe = await env.anmelden(KONTEN.freigabe);
    const neu = (
      await env.call<RedaktionInhalt>('POST', '/api/cms/redaktion/inhalte', {
        token: stadt,
        body: { art: 'artikel', bereich: 'stadt', felder: { titel: 'Glasfaser für die Oberstadt', einleitung: 'Der Ausbau beginnt im Frühjahr.' } },
      })
    ).body;
    const zweite = (
      await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${neu.id}/revisionen`, {
        token: stadt,
        body: { basis_revision: neu.revision.id, felder: { titel: 'Glasfaser für die Oberstadt kommt', einleitung: 'Der Ausbau beginnt im März.' } },
      })
    ).body;
    await env.call('POST', `/api/cms/redaktion/inhalte/${neu.id}/zur-freigabe`, { token: stadt, body: { revision: zweite.revision.id } });
    await env.call('POST', `/api/cms/redaktion/inhalte/${neu.id}/freigeben`, { token: freigabe, body: { revision: zweite.revision.id } });
    await env.call('POST', `/api/cms/redaktion/inhalte/${neu.id}/zurueckziehen`, { token: freigabe, body: { grund: 'Termin verschoben.' } });
  }, 300_000);

  afterAll(async () => {
    await env?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  if (backend.name === 'PGlite') {
    it('restores a backup taken from the running service into an empty folder, with every revision and the audit log', async () => {
      const vorher = await stand(env.db);
      expect(vorher.revisionen.filter((revision) => revision.autor_id !== null)).toHaveLength(2);
      expect(vorher.protokoll.map((eintrag) => eintrag.was)).toEqual(
        expect.arrayContaining(['anmeldung', 'speichern', 'status.veroeffentlicht', 'status.zurueckgezogen']),
      );

      const ohneToken = await env.call('POST', '/api/cms/sicherung', { headers: { 'x-service-token': 'falsch' } });
      expect(ohneToken.status).toBe(403);
      const antwort = await env.call('POST', '/api/cms/sicherung');
      expect(antwort.status).toBe(200);
      expect(antwort.headers.get('content-type')).toBe('application/gzip');
      expect(artDerSicherung(antwort.bytes)).toBe('pglite');

      const ziel = path.join(tmp, 'wiederhergestellt');
      await stellePgliteWiederHer(antwort.bytes, ziel);
      const db = await openPglite(ziel);
      try {
        expect(await stand(db)).toEqual(vorher);
        const route = await db.query('SELECT 1 FROM entfernte_inhalte WHERE url = $1', ['/aktuelles/glasfaser-fuer-die-oberstadt']);
        expect(route.rows).toHaveLength(1);
        // The restored log is append-only like the original.
        await expect(db.query('DELETE FROM redaktion_protokoll')).rejects.toThrow(/nie geändert oder geleert/);
      } finally {
        await db.close();
      }

      // A filled folder is refused; with `ersetzen` it is moved aside, never deleted.
      await expect(stellePgliteWiederHer(antwort.bytes, ziel)).rejects.toThrow(/liegt schon eine Datenbank/);
      const { beiseite } = await stellePgliteWiederHer(antwort.bytes, ziel, { ersetzen: true, now: new Date('2026-11-21T10:00:00Z') });
      expect(beiseite).toBe(`${ziel}.vor-wiederherstellung-2026-11-21T10-00-00-000Z`);
      expect(fs.existsSync(path.join(beiseite as string, 'PG_VERSION'))).toBe(true);
    });

    it('backs up a closed data folder', async () => {
      const ordner = path.join(tmp, 'wiederhergestellt');
      const archiv = await sicherePgliteOrdner(ordner);
      const ziel = path.join(tmp, 'zweite');
      await stellePgliteWiederHer(archiv, ziel);
      const db = await openPglite(ziel);
      try {
        expect((await stand(db)).revisionen).toEqual((await stand(env.db)).revisionen);
      } finally {
        await db.close();
      }
    });
  } else {
    it('restores a pg_dump into an empty database with every revision and the audit log, and refuses a filled one', async () => {
      const url = process.env.DATABASE_URL as string;
      const schema = (await env.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s as string;
      const vorher = await stand(env.db);
      const datei = path.join(tmp, 'cms.dump');
      await sicherePostgres(url, datei, { schema });
      expect(artDerSicherung(fs.readFileSync(datei))).toBe('postgres');

      const name = `cms_wiederherstellung_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const ziel = new URL(url);
      ziel.pathname = `/${name}`;
      try {
        await stellePostgresWiederHer(ziel.toString(), datei);
        const db = await openPostgres({ connectionString: ziel.toString(), schema, max: 2 });
        try {
          expect(await stand(db)).toEqual(vorher);
          await expect(db.query('UPDATE redaktion_revisionen SET felder = felder')).rejects.toThrow(/nie geändert oder geleert/);
        } finally {
          await db.close();
        }
        await expect(stellePostgresWiederHer(ziel.toString(), datei)).rejects.toThrow(/Die Zieldatenbank ist nicht leer/);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      }
    });
  }
});
