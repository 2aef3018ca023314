// Remotes of the end-to-end tests alone (e2e/fixtures/): listed in the test platform's remotes
// manifest only (the site's remotes.json plus e2e/fixtures/remotes.json), built by the setup when
// their sources are newer than their build, and their pages written into the test database.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

interface Entry {
  id: string;
  url: string;
  root?: string;
}

const fixtures = (): Entry[] => (JSON.parse(readFileSync(path.join(repo, 'e2e/fixtures/remotes.json'), 'utf8')) as { remotes: Entry[] }).remotes;

/** Writes the test platform's manifest into `dir` and returns its path. */
export function writeTestManifest(dir: string): string {
  const site = (JSON.parse(readFileSync(path.join(repo, 'remotes.json'), 'utf8')) as { remotes: Entry[] }).remotes;
  const file = path.join(dir, 'remotes.json');
  writeFileSync(file, `${JSON.stringify({ remotes: [...site, ...fixtures()] }, null, 2)}\n`);
  return file;
}

function newest(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const file = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(file) : statSync(file).mtimeMs);
  }, 0);
}

/** Builds each fixture remote whose build is missing or older than its sources (as its team would release it). */
export function buildFixtureRemotes(): void {
  for (const { id, root } of fixtures()) {
    const folder = path.join(repo, root ?? '');
    const build = path.join(folder, 'dist/build.json');
    if (existsSync(build) && statSync(build).mtimeMs > newest(path.join(folder, 'src'))) continue;
    execFileSync(process.execPath, ['scripts/build-remote.mjs', id, `--root=${folder}`], { cwd: repo, stdio: 'inherit' });
  }
}

interface Db {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

const probePage = (url: string, title: string, template: string) => [
  url,
  'probe',
  'default',
  title,
  `${title} des Probe-Bereichs`,
  JSON.stringify([{ title: 'Startseite', url: '/' }, { title }]),
  JSON.stringify([{ template, slot: 'main', context: {}, options: {} }]),
];

/** The pages of the login probe's area, as an editor would have created them. */
export async function insertFixturePages(db: Db): Promise<void> {
  for (const row of [
    probePage('/probe', 'Probe-Bereich', 'probe-start'),
    probePage('/probe/anmelden', 'Anmeldung zum Probe-Bereich', 'probe-anmelden'),
    probePage('/probe/abgemeldet', 'Vom Probe-Bereich abgemeldet', 'probe-abgemeldet'),
  ]) {
    await db.query(
      `INSERT INTO pages (url, layout, theme, title, description, canonical, breadcrumbs, blocks) VALUES ($1, $2, $3, $4, $5, $1, $6::jsonb, $7::jsonb)`,
      row,
    );
  }
}
