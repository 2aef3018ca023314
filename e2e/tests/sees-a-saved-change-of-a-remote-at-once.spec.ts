import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { processes } from '../support/platform';
import { sparePort, startRemoteServer, startShell, stopAllOwn, type OwnProcess } from '../support/own-platform';

// The fire brigade's team at work: `npx nx run feuerwehr:dev` (webpack-dev-server) compiles the
// remote on every save and releases it into a release folder of this spec's own, which a static
// server of its own serves to a shell of its own; the fire-brigade page open in the browser reloads
// with the new build. Nothing the other specs use changes.
const SHELL = 4242;
const STATIC = 4243;
const DEV_SERVER = 4244;

let shell: OwnProcess | undefined;
let remote: OwnProcess | undefined;
let dev: ChildProcess | undefined;
let releases = '';
let devLog = '';

const currentVersion = () => (JSON.parse(readFileSync(path.join(releases, 'build.json'), 'utf8')) as { version: string; reload?: unknown }).version;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const { repo } = await processes();
  releases = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-dev-'));
  cpSync(path.join(repo, 'remotes/feuerwehr/dist'), releases, { recursive: true });
  remote = await startRemoteServer('feuerwehr', STATIC, { dist: releases });
  shell = await startShell(SHELL, { env: { REMOTE_FEUERWEHR_URL: remote.url, REMOTE_CHECK_SECONDS: '0' } });
  const before = currentVersion();
  dev = spawn('npx', ['nx', 'run', 'feuerwehr:dev', `--dist=${releases}`, `--port=${sparePort(DEV_SERVER)}`], {
    cwd: repo,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', REMOTE_CHECK_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout?.on('data', (chunk: Buffer) => (devLog += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (devLog += chunk.toString()));
  // The first compilation is released as a development build: build.json names its reload client.
  await expect
    .poll(() => (JSON.parse(readFileSync(path.join(releases, 'build.json'), 'utf8')) as { reload?: unknown }).reload !== undefined, { timeout: 180_000 })
    .toBe(true);
  expect(currentVersion()).not.toBe(before);
  expect(devLog).toContain('webpack-dev-server');
});

test.afterAll(async () => {
  // The whole nx process group, the development server with it; it cleans its folders up before it ends.
  if (dev?.pid && dev.exitCode === null) {
    const ended = new Promise((resolve) => dev?.once('exit', resolve));
    try {
      process.kill(-dev.pid, 'SIGTERM');
      await ended;
    } catch {
      // already gone
    }
  }
  await stopAllOwn([shell, remote]);
  // The development server may still be removing its working folder.
  rmSync(releases, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
});

test('saving a file of the fire brigade reloads its open page within 5 s, with the new build', async ({ page }) => {
  const { repo } = await processes();
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await expect.poll(async () => (await (await fetch(`${shell?.url}/feuerwehr/`)).text()).includes('/browser/dev-reload.'), { timeout: 10_000 }).toBe(true);
  await page.goto(`${shell?.url}/feuerwehr/`);
  await expect(page.locator('header.fw-header')).toBeVisible();
  // The page talks to the development server (through the reload client the shell added for it).
  await expect.poll(() => sockets.some((url) => url.endsWith(`:${sparePort(DEV_SERVER)}/ws`))).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const before = currentVersion();

  const file = path.join(repo, 'remotes/feuerwehr/src/remote.ts');
  const source = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, `${source}\nexport const gespeichert = '${Date.now()}';\n`);
    // Within 5 s of the save the page has reloaded itself.
    await page.waitForFunction(() => !(window as unknown as { notReloaded?: boolean }).notReloaded, undefined, { timeout: 5000 });
  } finally {
    writeFileSync(file, source);
  }
  await expect(page.locator('header.fw-header')).toBeVisible();
  const after = currentVersion();
  expect(after).not.toBe(before);
  expect(await page.content()).toContain(`/_remotes/feuerwehr/@${after}/`);
});
