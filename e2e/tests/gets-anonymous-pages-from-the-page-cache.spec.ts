import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { processes } from '../support/platform';
import { TEST_SECRETS } from '../support/secrets';

// Its own content API (its database is changed while the shell keeps running) and its own shell with
// the page cache as configured by default; the remotes are the ones of the test platform.
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const SHELL_PORT = 4286 + OFFSET;
const CMS_PORT = 4386 + OFFSET;
const shellUrl = `http://127.0.0.1:${SHELL_PORT}`;
const CHANGED_TITLE = 'Impressum der Stadt Musterstadt – neu gefasst';

interface CmsApi {
  openPglite(dir: string): Promise<{ query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>; close(): Promise<void> }>;
  migrate(db: unknown): Promise<string[]>;
  seedIfEmpty(db: unknown): Promise<unknown>;
}

test.describe.configure({ mode: 'serial' });

const children: { cms?: ChildProcess; shell?: ChildProcess } = {};
let dataDir = '';

async function api(): Promise<CmsApi> {
  return (await import(path.resolve(__dirname, '../../services/cms-api/dist/server.js'))) as CmsApi;
}

async function startCms(): Promise<void> {
  const { startProcess, waitFor } = await processes();
  children.cms = startProcess('cache-cms', ['services/cms-api/dist/main.js'], {
    env: { ...TEST_SECRETS, PORT: String(CMS_PORT), DATA_DIR: dataDir, DATABASE_URL: '' },
    quiet: true,
  });
  await waitFor(`http://127.0.0.1:${CMS_PORT}/api/cms/health`, { timeoutMs: 120_000 });
}

async function titleOf(client: APIRequestContext, url: string): Promise<string> {
  const answer = await client.get(`${shellUrl}${url}`);
  expect(answer.status()).toBe(200);
  return /<title>([^<]*)<\/title>/.exec(await answer.text())?.[1] ?? '';
}

test.beforeAll(async () => {
  // Seeding a fresh database and starting a content API take a while on a busy machine.
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-page-cache-'));
  const cms = await api();
  const db = await cms.openPglite(dataDir);
  try {
    await cms.migrate(db);
    await cms.seedIfEmpty(db);
  } finally {
    await db.close();
  }
  await startCms();
  const { shellEnvironment, startProcess, waitFor } = await processes();
  children.shell = startProcess('cache-shell', ['shell/dist/server/main.js'], {
    env: { ...shellEnvironment(), ...TEST_SECRETS, PORT: String(SHELL_PORT), CMS_API_URL: `http://127.0.0.1:${CMS_PORT}`, LOG_LEVEL: 'fatal' },
    quiet: true,
  });
  await waitFor(`${shellUrl}/health`);
});

test.afterAll(async () => {
  const { stopAll } = await processes();
  await stopAll([children.shell, children.cms].filter((child): child is ChildProcess => child !== undefined));
  rmSync(dataDir, { recursive: true, force: true });
});

test('a change of the content reaches a cached page within 5 seconds', async () => {
  // Stopping and starting a content API takes a while on a busy machine; the 5 s count from its start.
  test.setTimeout(240_000);
  const visitor = await requests.newContext();
  expect(await titleOf(visitor, '/impressum')).toMatch(/^Impressum/);
  expect(await titleOf(visitor, '/impressum')).not.toContain(CHANGED_TITLE);

  // The content changes in the database behind the content API; the shell is told nothing.
  const { stopAll } = await processes();
  await stopAll([children.cms as ChildProcess]);
  const cms = await api();
  const db = await cms.openPglite(dataDir);
  try {
    await db.query(`UPDATE pages SET title = $1, updated_at = now() WHERE url = '/impressum'`, [CHANGED_TITLE]);
  } finally {
    await db.close();
  }
  await startCms();

  await expect.poll(() => titleOf(visitor, '/impressum'), { timeout: 5000, intervals: [250] }).toContain(CHANGED_TITLE);
  await visitor.dispose();
});

test('a council member’s page never comes from the shared cache, nor goes into it', async () => {
  const visitor = await requests.newContext();
  const member = await requests.newContext();
  const list = await visitor.get(`${shellUrl}/api/cms/ratsinfo/sitzungen?gremium=GR&zeitraum=vergangen&pro_seite=1`);
  const meeting = ((await list.json()) as { data: { detailURL: string }[] }).data[0]?.detailURL ?? '';
  expect(meeting).toMatch(/^\/ratsinfo\/sitzungen\//);

  // An anonymous visitor's page is the shared one, without the non-public part.
  for (let i = 0; i < 2; i += 1) expect(await (await visitor.get(`${shellUrl}${meeting}`)).text()).not.toContain('Nichtöffentlicher Teil');

  const login = await member.post(`${shellUrl}/ratsinfo/anmelden`, {
    data: { email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' },
    headers: { origin: shellUrl },
  });
  expect(login.status()).toBe(200);
  const own = await member.get(`${shellUrl}${meeting}`);
  expect(own.headers()['cache-control']).toBe('private, no-store');
  // React separates adjacent text with empty comments.
  const ownHtml = (await own.text()).replaceAll('<!-- -->', '');
  expect(ownHtml).toContain('Nichtöffentlicher Teil');
  expect(ownHtml).toContain('Angemeldet: Sabine Keller');

  const after = await (await visitor.get(`${shellUrl}${meeting}`)).text();
  expect(after).not.toContain('Nichtöffentlicher Teil');
  expect(after).not.toContain('sabine.keller@musterstadt.de');
  expect(after.replaceAll('<!-- -->', '')).not.toContain('Angemeldet:');
  await Promise.all([visitor.dispose(), member.dispose()]);
});
