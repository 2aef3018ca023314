import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { processes } from '../support/platform';

// This spec runs its own shell, fire-brigade remote server and content API on spare ports, so it
// can stop and start them without disturbing the platform the other specs use.
const SHELL_PORT = 4290 + Number(process.env.PORT_OFFSET ?? 0);
const FEUERWEHR_PORT = 4292 + Number(process.env.PORT_OFFSET ?? 0);
const CMS_PORT = 4390 + Number(process.env.PORT_OFFSET ?? 0);
const shellUrl = `http://127.0.0.1:${SHELL_PORT}`;

test.describe.configure({ mode: 'serial' });

const children: ChildProcess[] = [];
let feuerwehr: ChildProcess | undefined;
let cms: ChildProcess | undefined;
let dataDir = '';

async function startFeuerwehr() {
  const { startProcess, waitFor } = await processes();
  feuerwehr = startProcess('e2e-feuerwehr', ['scripts/serve-remote.mjs', 'feuerwehr', `--port=${FEUERWEHR_PORT}`], { quiet: true });
  children.push(feuerwehr);
  await waitFor(`http://127.0.0.1:${FEUERWEHR_PORT}/build.json`);
}

async function startCms() {
  const { startProcess, waitFor } = await processes();
  cms = startProcess('e2e-cms', ['services/cms-api/dist/main.js'], { env: { PORT: String(CMS_PORT), DATA_DIR: dataDir, DATABASE_URL: '' }, quiet: true });
  children.push(cms);
  await waitFor(`http://127.0.0.1:${CMS_PORT}/api/cms/health`, { timeoutMs: 120_000 });
}

/** The shell checks its remotes in the background (a request never waits for it): wait until it has seen the change. */
async function shellSees(id: string, up: boolean) {
  await expect
    .poll(async () => {
      const health = (await (await fetch(`${shellUrl}/health`)).json()) as { remotes: Record<string, boolean> };
      return health.remotes[id];
    })
    .toBe(up);
}

async function stop(child: ChildProcess | undefined) {
  const { stopAll } = await processes();
  if (child) await stopAll([child]);
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-outage-'));
  await startCms();
  await startFeuerwehr();
  const { shellEnvironment, startProcess, waitFor } = await processes();
  children.push(
    startProcess('e2e-shell', ['shell/dist/server/main.js'], {
      env: {
        ...shellEnvironment(),
        PORT: String(SHELL_PORT),
        CMS_API_URL: `http://127.0.0.1:${CMS_PORT}`,
        REMOTE_FEUERWEHR_URL: `http://127.0.0.1:${FEUERWEHR_PORT}`,
        REMOTE_CHECK_SECONDS: '0',
        LOG_LEVEL: 'fatal',
      },
      quiet: true,
    }),
  );
  await waitFor(`${shellUrl}/health`);
});

test.afterAll(async () => {
  const { stopAll } = await processes();
  await stopAll(children);
  rmSync(dataDir, { recursive: true, force: true });
});

test('with the fire-brigade remote down, its page keeps the town frame and a German fallback', async ({ page }) => {
  await page.goto(`${shellUrl}/feuerwehr/`);
  await expect(page.locator('header.fw-header')).toBeVisible();

  await stop(feuerwehr);
  await shellSees('feuerwehr', false);
  const response = await page.goto(`${shellUrl}/feuerwehr/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('header.town-header')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Freiwillige Feuerwehr Musterstadt');
  await expect(page.getByText('Dieser Inhalt kann zurzeit leider nicht angezeigt werden.')).toBeVisible();

  // Town pages do not notice.
  const town = await page.goto(`${shellUrl}/aktuelles`);
  expect(town?.status()).toBe(200);
  await expect(page.locator('.ms-card__title')).toHaveCount(10);
  await expect(page.getByText('Dieser Inhalt kann zurzeit leider nicht angezeigt werden.')).toHaveCount(0);

  await startFeuerwehr();
  await shellSees('feuerwehr', true);
  await page.goto(`${shellUrl}/feuerwehr/`);
  await expect(page.locator('header.fw-header')).toBeVisible();
  await expect(page.getByText('Aktuelle Meldungen')).toBeVisible();
});

test('with the content API down, pages answer 503 with the error page and recover', async ({ page }) => {
  await stop(cms);
  const response = await page.goto(`${shellUrl}/aktuelles`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leider ist ein Fehler aufgetreten');
  await expect(page.getByText('wurde informiert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
  const home = await page.goto(`${shellUrl}/`);
  expect(home?.status()).toBe(503);

  await startCms();
  const recovered = await page.goto(`${shellUrl}/aktuelles`);
  expect(recovered?.status()).toBe(200);
  await expect(page.locator('.ms-card__title')).toHaveCount(10);
});
