import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { processes } from '../support/platform';

// The whole demo content, with a script, an event handler and a javascript: link in every text field
// of every table and every block's context, rendered by a content API and a shell of this spec's own
// (spare ports, fresh database) with the platform's remotes. Nothing may run on any page.
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const SHELL_PORT = 4263 + OFFSET;
const CMS_PORT = 4363 + OFFSET;
const shellUrl = `http://127.0.0.1:${SHELL_PORT}`;

/** Each part would call kanarie(n), open a dialog or request a file named kanarie-n if it ever ran. */
const PAYLOAD = [
  ' <script>kanarie(1);alert(1)</script>',
  // An image may load (content has images); its error handler must not run.
  '<img src="/nicht-vorhanden-2.png" alt="" onerror="kanarie(2);alert(2)">',
  '<a href="javascript:kanarie(3);alert(3)">Kanarie 3</a>',
  '<script src="/kanarie-4.js"></script>',
  '<svg onload="kanarie(5)"></svg>',
  '" onmouseover="kanarie(6)" data-x="',
].join('');
/** Link fields get a javascript: address of their own. */
const HOSTILE_LINK = 'javascript:kanarie(7);alert(7)';

/** Strings that steer routing, rendering or data (names, addresses, enums, dates) stay as they are. */
const STRUCTURAL_KEYS =
  /^(id|url|detail_url|slug|bereich|typ|layout|theme|template|slot|apiCalls|endpoint|name|status|ansicht|variante|bild|bilder|datei|dateien|icon|farbe|kind|art|format|datum.*|zeit.*|von|bis|email|e_?mail|telefon|fax|plz|mime.*|sprache|tag|tage|wochentag|rolle|passwort.*|password.*|hash|token|schluessel|key|lat|lng|lon|.*_id|ids)$/i;
const LINK_KEYS = /^(link|href|website|webseite|homepage|internetseite)$/i;
/**
 * Tables of stored submissions and bookkeeping, not content; and the editorial history (revisions,
 * status changes, audit log), which the database keeps append-only and no public page renders.
 */
const SKIPPED_TABLES =
  /^(schema_migrations|migrations|anfragen|formular_eingaben|push_abonnements|abfall_erinnerungen.*|row_.*|rats_.*|redaktion_revisionen|redaktion_status|redaktion_protokoll)$/;

function hostileString(key: string, value: string): string {
  if (STRUCTURAL_KEYS.test(key)) return value;
  if (LINK_KEYS.test(key)) return HOSTILE_LINK;
  // Human text: anything with a space or starting with a capital; addresses, dates and enum values stay.
  if (/^(\/|https?:|mailto:|tel:|\d|#)/i.test(value)) return value;
  if (!/\s/.test(value) && !/^[A-ZÄÖÜ]/.test(value)) return value;
  return value + PAYLOAD;
}

function hostile(value: unknown, key: string): unknown {
  if (typeof value === 'string') return hostileString(key, value);
  if (Array.isArray(value)) return value.map((entry) => hostile(entry, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hostile(v, k)]));
  return value;
}

interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}
interface CmsModules {
  openPglite(dir: string): Promise<Db>;
  migrate(db: unknown): Promise<string[]>;
  seedIfEmpty(db: unknown): Promise<unknown>;
}

/** Seeds the demo content, then puts the payload into every text field; returns the pages to walk. */
async function prepareDatabase(dir: string): Promise<{ paths: string[]; fields: number }> {
  const dist = path.resolve(__dirname, '../../services/cms-api/dist');
  const load = createRequire(__filename);
  const modules = load(`${dist}/server.js`) as CmsModules;
  const db = await modules.openPglite(dir);
  let fields = 0;
  try {
    await modules.migrate(db);
    await modules.seedIfEmpty(db);
    const { rows: columns } = await db.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'jsonb') AND c.is_generated = 'NEVER'
        ORDER BY c.table_name, c.ordinal_position`,
    );
    const byTable = new Map<string, { name: string; json: boolean }[]>();
    for (const column of columns) {
      if (SKIPPED_TABLES.test(column.table_name)) continue;
      byTable.set(column.table_name, [...(byTable.get(column.table_name) ?? []), { name: column.column_name, json: column.data_type === 'jsonb' }]);
    }
    await db.query('BEGIN');
    for (const [table, cols] of byTable) {
      const { rows } = await db.query(`SELECT ctid::text AS row_ctid, ${cols.map((c) => `"${c.name}"`).join(', ')} FROM "${table}"`);
      for (const row of rows) {
        // Only the columns the payload changed are written (most rows of date tables have no text).
        const changed = cols.flatMap((c) => {
          const before = row[c.name];
          const after = hostile(before, c.name);
          if (JSON.stringify(after) === JSON.stringify(before)) return [];
          return [{ ...c, value: c.json ? JSON.stringify(after) : after }];
        });
        if (changed.length === 0) continue;
        fields += changed.length;
        const sets = changed.map((c, i) => `"${c.name}" = $${i + 1}${c.json ? '::jsonb' : ''}`).join(', ');
        await db.query(`UPDATE "${table}" SET ${sets} WHERE ctid = $${changed.length + 1}::tid`, [...changed.map((c) => c.value), row.row_ctid]);
      }
    }
    await db.query('COMMIT');
    // The first page of the seed for each template it shows (so every template is walked), and one
    // detail page of each kind of entry.
    const { rows: pages } = await db.query<{ url: string; blocks: { template?: string }[] | null }>(`SELECT url, blocks FROM pages ORDER BY url`);
    const covered = new Set<string>();
    const paths = ['/'];
    for (const { url, blocks } of pages) {
      const templates = (blocks ?? []).map((block) => block.template ?? '');
      if (!url.startsWith('/') || templates.every((template) => covered.has(template))) continue;
      templates.forEach((template) => covered.add(template));
      paths.push(url);
    }
    const { rows: details } = await db.query<{ url: string }>(
      `SELECT DISTINCT ON (typ) detail_url AS url FROM items WHERE detail_url LIKE '/%' ORDER BY typ, id`,
    );
    paths.push(...details.map((d) => d.url));
    return { paths, fields };
  } finally {
    await db.close();
  }
}

const children: ChildProcess[] = [];
let dataDir = '';
let walk: { paths: string[]; fields: number } = { paths: [], fields: 0 };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-hostile-'));
  walk = await prepareDatabase(dataDir);
  const { shellEnvironment, startProcess, waitFor } = await processes();
  children.push(
    startProcess('e2e-hostile-cms', ['services/cms-api/dist/main.js'], { env: { PORT: String(CMS_PORT), DATA_DIR: dataDir, DATABASE_URL: '' }, quiet: true }),
  );
  await waitFor(`http://127.0.0.1:${CMS_PORT}/api/cms/health`, { timeoutMs: 120_000 });
  children.push(
    startProcess('e2e-hostile-shell', ['shell/dist/server/main.js'], {
      env: { ...shellEnvironment(), PORT: String(SHELL_PORT), CMS_API_URL: `http://127.0.0.1:${CMS_PORT}`, LOG_LEVEL: 'fatal' },
      quiet: true,
    }),
  );
  await waitFor(`${shellUrl}/health`);
});

test.afterAll(async () => {
  const { stopAll } = await processes();
  await stopAll(children);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('every page of the seed, with the payload in every text field, renders it inert', async ({ browser }) => {
  test.setTimeout(600_000);
  expect(walk.fields).toBeGreaterThan(500);
  expect(walk.paths.length).toBeGreaterThan(20);

  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  const dialogs: string[] = [];
  const markers: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/kanarie/i.test(message.text())) markers.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    Object.assign(window, { kanarie: (n: number) => console.log(`kanarie ${n}`) });
  });

  const failures: string[] = [];
  let withPayload = 0;
  for (const target of walk.paths) {
    const response = await page.goto(`${shellUrl}${target}`, { waitUntil: 'load' });
    const status = response?.status() ?? 0;
    // A page that needs a login, or an entry list that is empty, may answer 404; never 5xx.
    if (status >= 500) failures.push(`${target}: ${status}`);
    const html = (await response?.text()) ?? '';
    if (html.includes('kanarie')) withPayload += 1;
    // Hydration (the browser renders every template again) and image errors get their chance to fire.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const live = await page
      .locator('a[href^="javascript:" i], [onerror], [onload], [onmouseover], main script:not([type]):not([src^="/api/cms/widgets/"])')
      .count();
    if (live > 0) failures.push(`${target}: ${live} live elements`);
  }
  await context.close();

  expect(failures).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(markers).toEqual([]);
  expect(requests.filter((url) => /kanarie/.test(url))).toEqual([]);
  // The payload reached the pages (as text or sanitised away), so the walk proves something.
  expect(withPayload).toBeGreaterThan(walk.paths.length * 0.8);
  console.log(`${walk.paths.length} pages, ${walk.fields} hostile fields, payload on ${withPayload} pages`);
  expect(walk.paths).toContain('/barrierefreiheit');
});

test('a client-side navigation renders the hostile content inert too', async ({ page }) => {
  const markers: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => {
    if (/kanarie/i.test(message.text())) markers.push(message.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${shellUrl}/impressum`);
  await page.waitForLoadState('networkidle');
  for (const target of ['/barrierefreiheit', '/aktuelles', '/aktuelles/gemeinderat-beschliesst-haushalt']) {
    await page.evaluate((href) => {
      const announcer = document.getElementById('ms-announcer');
      if (announcer) announcer.textContent = '';
      const link = document.createElement('a');
      link.href = href;
      link.textContent = `Weiter zu ${href}`;
      document.getElementById('inhalt')?.append(link);
    }, target);
    const pageCall = page.waitForResponse((response) => response.url().includes('/_page?url='));
    await page.getByRole('link', { name: `Weiter zu ${target}` }).click();
    expect((await pageCall).status()).toBeLessThan(500);
    // The page is shown when its title is announced (after the transition); the next link goes into it.
    await expect(page.locator('#ms-announcer')).toHaveText(/^Seite geladen: /);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('a[href^="javascript:" i], [onerror], [onload], main script:not([type]):not([src^="/api/cms/widgets/"])')).toHaveCount(0);
  }
  expect(markers).toEqual([]);
  expect(dialogs).toEqual([]);
});
