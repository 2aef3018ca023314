/**
 * `npm run backup` and `npm run restore <file>` (root package.json, through scripts/backup.mjs):
 *
 *   sichern [--ziel=<folder>]             PostgreSQL (DATABASE_URL): pg_dump; the embedded database: from
 *                                         the running content API (CMS_SERVICE_TOKEN), else from its folder
 *   wiederherstellen <file> [--ersetzen]  into an empty database (PostgreSQL) or data folder (PGlite;
 *                                         --ersetzen moves a filled folder aside, it never deletes it)
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATA_DIR } from '../../core/db';
import {
  SicherungsFehler,
  artDerSicherung,
  sicherePgliteOrdner,
  sicherePostgres,
  sicherungsDatei,
  stellePgliteWiederHer,
  stellePostgresWiederHer,
} from './sicherung';

const REPO = path.resolve(__dirname, '..', '..', '..', '..', '..');

function apiUrl(env: NodeJS.ProcessEnv): string {
  if (env.CMS_API_URL) return env.CMS_API_URL.replace(/\/$/, '');
  const offset = Number(env.PORT_OFFSET ?? 0) || 0;
  return `http://127.0.0.1:${4300 + offset}`;
}

/** Whether a content API answers at its address (then it holds the embedded database open). */
async function laeuft(env: NodeJS.ProcessEnv): Promise<boolean> {
  try {
    const antwort = await fetch(`${apiUrl(env)}/api/cms/health`, { signal: AbortSignal.timeout(1500) });
    return antwort.ok;
  } catch {
    return false;
  }
}

async function sichern(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  const ziel = args.find((arg) => arg.startsWith('--ziel='))?.slice('--ziel='.length) || env.BACKUP_DIR || path.join(REPO, '.data', 'sicherungen');
  if (env.DATABASE_URL) {
    const datei = sicherungsDatei(ziel, 'postgres');
    await sicherePostgres(env.DATABASE_URL, datei, { ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}), env });
    return datei;
  }
  let archiv: Uint8Array;
  if (await laeuft(env)) {
    if (!env.CMS_SERVICE_TOKEN) {
      throw new SicherungsFehler(
        'Der Inhaltsdienst läuft und hält die Datenbank offen. Für eine Sicherung im laufenden Betrieb setzen Sie CMS_SERVICE_TOKEN (denselben wie beim Dienst).',
      );
    }
    const antwort = await fetch(`${apiUrl(env)}/api/cms/sicherung`, { method: 'POST', headers: { 'x-service-token': env.CMS_SERVICE_TOKEN } });
    if (!antwort.ok) throw new SicherungsFehler(`Der Inhaltsdienst hat die Sicherung abgelehnt (${antwort.status}): ${await antwort.text()}`);
    archiv = new Uint8Array(await antwort.arrayBuffer());
  } else {
    archiv = await sicherePgliteOrdner(env.DATA_DIR || DEFAULT_DATA_DIR);
  }
  const datei = sicherungsDatei(ziel, 'pglite');
  fs.mkdirSync(ziel, { recursive: true });
  fs.writeFileSync(datei, archiv);
  return datei;
}

async function wiederherstellen(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  const datei = args.find((arg) => !arg.startsWith('--'));
  if (!datei) throw new SicherungsFehler('Bitte geben Sie die Sicherungsdatei an: npm run restore -- <Datei>');
  if (!fs.existsSync(datei)) throw new SicherungsFehler(`Die Datei ${datei} gibt es nicht.`);
  const kopf = Buffer.alloc(8);
  const fd = fs.openSync(datei, 'r');
  fs.readSync(fd, kopf, 0, 8, 0);
  fs.closeSync(fd);
  const art = artDerSicherung(kopf);
  if (art === 'postgres') {
    if (!env.DATABASE_URL) throw new SicherungsFehler('Das ist eine Sicherung von PostgreSQL: Bitte setzen Sie DATABASE_URL auf eine leere Datenbank.');
    await stellePostgresWiederHer(env.DATABASE_URL, datei, { env });
    return `Die Sicherung ${datei} ist in die Datenbank zurückgespielt.`;
  }
  if (art === 'pglite') {
    if (env.DATABASE_URL) throw new SicherungsFehler('Das ist eine Sicherung der eingebetteten Datenbank; bitte ohne DATABASE_URL aufrufen.');
    if (await laeuft(env)) throw new SicherungsFehler('Der Inhaltsdienst läuft. Bitte stoppen Sie ihn vor der Wiederherstellung.');
    const dataDir = env.DATA_DIR || DEFAULT_DATA_DIR;
    const { beiseite } = await stellePgliteWiederHer(fs.readFileSync(datei), dataDir, { ersetzen: args.includes('--ersetzen') });
    return `Die Sicherung ${datei} liegt jetzt in ${dataDir}.${beiseite ? ` Der vorige Stand liegt unter ${beiseite}.` : ''}`;
  }
  throw new SicherungsFehler(`${datei} ist keine Sicherung des Inhaltsdienstes (weder pg_dump noch PGlite).`);
}

async function main(): Promise<void> {
  const [befehl, ...args] = process.argv.slice(2);
  if (befehl === 'sichern') console.log(`Sicherung geschrieben: ${await sichern(process.env, args)}`);
  else if (befehl === 'wiederherstellen') console.log(await wiederherstellen(process.env, args));
  else throw new SicherungsFehler('Aufruf: cli.js sichern [--ziel=<Ordner>] | cli.js wiederherstellen <Datei> [--ersetzen]');
}

main().catch((error: unknown) => {
  console.error(error instanceof SicherungsFehler ? error.message : error);
  process.exit(1);
});
