import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { processes } from '../support/platform';

// Its own content API (with a page whose template throws and no table for contact messages) and
// shell (with a DSN), and a local receiver in place of the error service.
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const SHELL_PORT = 4296 + OFFSET;
const RECEIVER_PORT = 4297 + OFFSET;
const CMS_PORT = 4396 + OFFSET;
const shellUrl = `http://127.0.0.1:${SHELL_PORT}`;
const DSN = `http://0123456789abcdef0123456789abcdef@127.0.0.1:${RECEIVER_PORT}/42`;

interface SentryEvent {
  tags?: Record<string, string>;
  release?: string;
  exception?: { values?: { type?: string; value?: string }[] };
}

interface CmsApi {
  openPglite(dir: string): Promise<{ query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>; close(): Promise<void> }>;
  migrate(db: unknown): Promise<string[]>;
  seedIfEmpty(db: unknown): Promise<unknown>;
}

test.describe.configure({ mode: 'serial' });

const children: ChildProcess[] = [];
const envelopes: string[] = [];
let receiver: Server;
let dataDir = '';

/** Events of every envelope received so far (envelope: header line, then item header and payload lines). */
function events(): SentryEvent[] {
  return envelopes.flatMap((envelope) => {
    const lines = envelope.split('\n');
    const found: SentryEvent[] = [];
    for (let i = 1; i + 1 < lines.length; i += 2) {
      const item = JSON.parse(lines[i] ?? '{}') as { type?: string };
      if (item.type === 'event') found.push(JSON.parse(lines[i + 1] ?? '{}') as SentryEvent);
    }
    return found;
  });
}

test.beforeAll(async () => {
  // Seeding a fresh database and starting a content API take a while on a busy machine.
  test.setTimeout(240_000);
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url?.startsWith('/api/42/envelope/')) envelopes.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));

  // The app page's installation steps arrive as a number: its template throws while rendering.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-errors-'));
  const api = (await import(path.resolve(__dirname, '../../services/cms-api/dist/server.js'))) as CmsApi;
  const db = await api.openPglite(dataDir);
  try {
    await api.migrate(db);
    await api.seedIfEmpty(db);
    const { rows } = await db.query<{ blocks: { template: string; context: Record<string, unknown> }[] }>(`SELECT blocks FROM pages WHERE url = '/app'`);
    const blocks = rows[0]?.blocks ?? [];
    for (const block of blocks) if (block.template === 'pwa-uebersicht') block.context.installation = [{ geraet: 'Android', schritte: 3 }];
    await db.query(`UPDATE pages SET blocks = $1::jsonb WHERE url = '/app'`, [JSON.stringify(blocks)]);
    // And contact messages cannot be stored: the contact form's sending fails.
    await db.query('DROP TABLE anfragen');
  } finally {
    await db.close();
  }

  const { shellEnvironment, startProcess, waitFor } = await processes();
  children.push(
    startProcess('errors-cms', ['services/cms-api/dist/main.js'], { env: { PORT: String(CMS_PORT), DATA_DIR: dataDir, DATABASE_URL: '' }, quiet: true }),
  );
  await waitFor(`http://127.0.0.1:${CMS_PORT}/api/cms/health`, { timeoutMs: 120_000 });
  children.push(
    startProcess('errors-shell', ['shell/dist/server/main.js'], {
      env: { ...shellEnvironment(), PORT: String(SHELL_PORT), CMS_API_URL: `http://127.0.0.1:${CMS_PORT}`, SENTRY_DSN: DSN, LOG_LEVEL: 'fatal' },
      quiet: true,
    }),
  );
  await waitFor(`${shellUrl}/health`);
});

test.afterAll(async () => {
  const { stopAll } = await processes();
  await stopAll(children);
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test('an error in a remote’s template arrives once, tagged with the remote and its version, without personal data', async ({ page, context }) => {
  await context.addCookies([{ name: 'ms-sitzung', value: 'geheimes-sitzungstoken', url: shellUrl }]);
  const response = await page.goto(`${shellUrl}/app?email=anna.beispiel@example.org&token=geheimes-token`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Dieser Inhalt kann zurzeit leider nicht angezeigt werden.')).toBeVisible();
  const version = /\/_remotes\/town\/@([a-z0-9]+)\/browser\/remoteEntry\.js/.exec(await page.content())?.[1];
  expect(version).toBeTruthy();

  const fromTown = () => events().filter((event) => event.tags?.remote === 'town');
  await expect.poll(() => fromTown().length, { timeout: 15_000 }).toBe(1);
  const [event] = fromTown();
  expect(event?.tags).toMatchObject({ remote: 'town', remote_version: version, template: 'pwa-uebersicht' });
  expect(event?.release).toBe(`town@${version}`);
  expect(event?.exception?.values?.[0]?.type).toBe('TypeError');

  const everything = envelopes.join('\n');
  expect(everything).not.toMatch(/anna\.beispiel|example\.org|geheimes-token|geheimes-sitzungstoken|ms-sitzung/);
});

test('a contact message that cannot be sent is reported once, tagged with the form’s remote, without what was typed', async ({ page }) => {
  const before = envelopes.length;
  await page.goto(`${shellUrl}/kontakt`);
  await expect(page.locator('header.town-header[data-enhanced="true"]')).toBeAttached();
  await page.getByLabel('Vor- und Nachname').fill('Annegret Tannenbühl');
  // The first input wakes the form's island; the next fields are filled once React holds them (a field
  // Playwright resolved just before React drew it anew on a loaded machine would take no text).
  await expect(page.locator('ms-island', { has: page.getByRole('button', { name: 'Nachricht senden' }) })).toHaveAttribute('data-hydrated', '');
  await page.getByLabel('E-Mail-Adresse').fill('annegret.tannenbuehl@example.org');
  await page.getByLabel('Telefon').fill('07621 998877');
  await page.getByLabel('Betreff').fill('Wasserrohrbruch Lindenweg');
  await page.getByLabel('Ihre Nachricht').fill('Vor Hausnummer 12 steht seit heute Morgen Wasser auf der Straße.');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Leider konnte Ihre Nachricht nicht gesendet werden.')).toBeVisible();

  const fromForm = () => events().filter((event) => event.tags?.template === 'kontaktformular');
  await expect.poll(() => fromForm().length, { timeout: 15_000 }).toBe(1);
  const version = /\/_remotes\/town\/@([a-z0-9]+)\/browser\/remoteEntry\.js/.exec(await page.content())?.[1];
  expect(fromForm()[0]?.tags).toMatchObject({ remote: 'town', remote_version: version, template: 'kontaktformular', phase: 'submit' });
  expect(fromForm()[0]?.release).toBe(`town@${version}`);
  const sent = envelopes.slice(before).join('\n');
  expect(sent).not.toMatch(/Annegret|Tannenb|example\.org|998877|Wasserrohrbruch|Lindenweg|Hausnummer 12/);
});

test('without a DSN the browser sends nothing anywhere but this site', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${baseURL}/app`);
  await expect(page.locator('header.town-header[data-enhanced="true"]')).toBeAttached();
  const boot = JSON.parse((await page.locator('#__BOOT__').textContent()) ?? '{}') as { reporting?: unknown };
  expect(boot.reporting).toBeUndefined();
  const origin = new URL(baseURL ?? '').origin;
  expect(requested.filter((url) => !url.startsWith(origin))).toEqual([]);
  expect(requested.filter((url) => /\/_fehler|sentry\./.test(url))).toEqual([]);
});
