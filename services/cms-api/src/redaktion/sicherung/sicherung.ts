/**
 * Backups of the content API's database, the editorial area's revisions and audit log included:
 * PostgreSQL with pg_dump (custom format) and pg_restore; the embedded database with PGlite's own
 * dump of its data folder (a gzipped tar). A restore goes into an empty database only, so nothing
 * stored is overwritten.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export class SicherungsFehler extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SicherungsFehler';
  }
}

/** The kind of a backup file, by its first bytes. */
export function artDerSicherung(kopf: Uint8Array): 'postgres' | 'pglite' | undefined {
  if (Buffer.from(kopf.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'postgres';
  if (kopf[0] === 0x1f && kopf[1] === 0x8b) return 'pglite';
  return undefined;
}

/** A PostgreSQL client program: from PG_BIN, the PATH, or the newest /usr/lib/postgresql/<n>/bin. */
export function pgProgramm(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  const ordner = [
    ...(env.PG_BIN ? [env.PG_BIN] : []),
    ...(env.PATH ?? '').split(path.delimiter).filter(Boolean),
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
      : []),
  ];
  for (const dir of ordner) {
    const datei = path.join(dir, name);
    if (fs.existsSync(datei)) return datei;
  }
  throw new SicherungsFehler(
    `Das Programm ${name} wurde nicht gefunden. Bitte installieren Sie die PostgreSQL-Clientprogramme (z. B. apt-get install postgresql-client) oder setzen Sie PG_BIN.`,
  );
}

function ausfuehren(programm: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const prozess = spawn(programm, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let fehler = '';
    prozess.stderr.on('data', (teil: Buffer) => {
      fehler += teil.toString('utf8');
    });
    prozess.on('error', (error) => reject(new SicherungsFehler(`${path.basename(programm)} ließ sich nicht starten: ${error.message}`)));
    prozess.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new SicherungsFehler(`${path.basename(programm)} ist fehlgeschlagen (Code ${String(code)}): ${fehler.trim().slice(0, 2000)}`));
    });
  });
}

/** pg_dump of the database (or of one schema) into `datei`, in pg_restore's custom format. */
export async function sicherePostgres(databaseUrl: string, datei: string, options: { schema?: string; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  fs.mkdirSync(path.dirname(datei), { recursive: true });
  const args = [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${datei}`,
    ...(options.schema ? [`--schema=${options.schema}`] : []),
    `--dbname=${databaseUrl}`,
  ];
  await ausfuehren(pgProgramm('pg_dump', options.env), args);
}

/** Restores a pg_dump file into an empty database; a database with tables is refused. */
export async function stellePostgresWiederHer(databaseUrl: string, datei: string, options: { env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    if (Number(rows[0]?.n ?? 0) > 0) {
      throw new SicherungsFehler(
        'Die Zieldatenbank ist nicht leer. Eine Sicherung wird nur in eine leere Datenbank zurückgespielt, damit nichts überschrieben wird: Legen Sie eine neue an (createdb) und setzen Sie DATABASE_URL auf sie.',
      );
    }
  } finally {
    await client.end();
  }
  await ausfuehren(pgProgramm('pg_restore', options.env), ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl}`, datei]);
}

/** The embedded database's data folder as a gzipped tar, read from a folder no process has open. */
export async function sicherePgliteOrdner(dataDir: string): Promise<Uint8Array> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new SicherungsFehler(`Im Ordner ${dataDir} liegt keine Datenbank.`);
  const lite = await PGlite.create(dataDir);
  try {
    const archiv = await lite.dumpDataDir('gzip');
    return new Uint8Array(await archiv.arrayBuffer());
  } finally {
    await lite.close();
  }
}

const belegt = (dir: string): boolean => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/**
 * Restores a PGlite dump into `dataDir`. A folder that holds something is refused, unless `ersetzen`
 * is set: then it is moved aside (`<dir>.vor-wiederherstellung-<time>`), never deleted.
 */
export async function stellePgliteWiederHer(
  archiv: Uint8Array,
  dataDir: string,
  options: { ersetzen?: boolean; now?: Date } = {},
): Promise<{ beiseite?: string }> {
  let beiseite: string | undefined;
  if (belegt(dataDir)) {
    if (!options.ersetzen) {
      throw new SicherungsFehler(
        `Im Ordner ${dataDir} liegt schon eine Datenbank. Mit --ersetzen wird sie beiseitegelegt (nicht gelöscht) und die Sicherung an ihre Stelle gesetzt.`,
      );
    }
    const stempel = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
    beiseite = `${dataDir}.vor-wiederherstellung-${stempel}`;
    fs.renameSync(dataDir, beiseite);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir, { loadDataDir: new Blob([Buffer.from(archiv)]) });
  try {
    await lite.query('SELECT 1');
  } finally {
    await lite.close();
  }
  return beiseite === undefined ? {} : { beiseite };
}

/** `<dir>/cms-<YYYY-MM-DD>T<HH-MM-SS>.<ext>` (UTC). */
export function sicherungsDatei(dir: string, art: 'postgres' | 'pglite', now: Date = new Date()): string {
  const stempel = now.toISOString().slice(0, 19).replace(/:/g, '-');
  return path.join(dir, `cms-${stempel}.${art === 'postgres' ? 'dump' : 'tar.gz'}`);
}
