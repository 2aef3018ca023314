import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { processes } from '../support/platform';
import { sparePort, startRemoteServer, startShell, stopAllOwn, type OwnProcess } from '../support/own-platform';

// Its own shell, and static servers of the fire brigade, the council and the intranet that serve
// release folders of their own (copies of the current builds), so a release here changes nothing the
// other specs use. A team releases with the README's steps: change files of its remote only, build it
// (the build step of `npx nx run <id>:build`: scripts/build-remote.mjs), serve it. The shell is the
// running one; it is never built or restarted.
const SHELL = 4294;
const REMOTES = {
  feuerwehr: { port: 4295, page: '/feuerwehr/', header: 'header.fw-header', css: '.fw-header { border-bottom: 6px solid #7c0a10; }\n' },
  ratsinfo: { port: 4291, page: '/ratsinfo', header: 'header.ri-header', css: '.ri-header { border-bottom: 7px solid #1d4f91; }\n' },
  intranet: { port: 4293, page: '/intranet', header: 'header.in-header', css: '.in-header { border-bottom: 5px solid #3a3f47; }\n' },
} as const;
type RemoteId = keyof typeof REMOTES;

let shell: OwnProcess | undefined;
const servers: Partial<Record<RemoteId, OwnProcess>> = {};
let releases = '';

test.describe.configure({ mode: 'serial' });

const releaseDir = (id: RemoteId) => path.join(releases, id);

async function serve(id: RemoteId): Promise<OwnProcess> {
  const server = await startRemoteServer(id, REMOTES[id].port, { dist: releaseDir(id) });
  servers[id] = server;
  return server;
}

test.beforeAll(async () => {
  const { repo } = await processes();
  releases = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-releases-'));
  for (const id of Object.keys(REMOTES) as RemoteId[]) {
    cpSync(path.join(repo, 'remotes', id, 'dist'), releaseDir(id), { recursive: true });
    await serve(id);
  }
  const env = Object.fromEntries(
    (Object.keys(REMOTES) as RemoteId[]).map((id) => [`REMOTE_${id.toUpperCase()}_URL`, `http://127.0.0.1:${sparePort(REMOTES[id].port)}`]),
  );
  shell = await startShell(SHELL, { env });
});

test.afterAll(async () => {
  await stopAllOwn([shell, ...Object.values(servers)]);
  rmSync(releases, { recursive: true, force: true });
});

// A page names its remotes' versions in their stylesheets (and, where it has islands, their entries).
const versionIn = (id: RemoteId, html: string) => new RegExp(`/_remotes/${id}/@([a-z0-9]+)/browser/`).exec(html)?.[1];

async function servedVersion(page: Page, id: RemoteId): Promise<string | undefined> {
  return versionIn(id, await (await page.request.get(`${shell?.url}${REMOTES[id].page}`)).text());
}

/**
 * The team changes a stylesheet of its remote and builds it alone into its release folder; the
 * build switches the folder's build.json to the new version. Returns that version.
 */
async function release(id: RemoteId): Promise<string> {
  const { repo } = await processes();
  const change = path.join(repo, 'remotes', id, 'src/layouts/release-check.css');
  writeFileSync(change, REMOTES[id].css);
  try {
    execFileSync(process.execPath, ['scripts/build-remote.mjs', id, `--dist=${releaseDir(id)}`], { cwd: repo, stdio: 'ignore' });
  } finally {
    rmSync(change, { force: true });
  }
  return (JSON.parse(readFileSync(path.join(releaseDir(id), 'build.json'), 'utf8')) as { version: string }).version;
}

async function shellBuiltAt(): Promise<number> {
  const { repo } = await processes();
  return statSync(path.join(repo, 'shell/dist/server/main.js')).mtimeMs;
}

test('a new fire-brigade build is served after building it alone and restarting only its static server', async ({ page }) => {
  test.setTimeout(180_000);
  const builtAt = await shellBuiltAt();
  const oldVersion = await servedVersion(page, 'feuerwehr');
  expect(oldVersion).toBeTruthy();

  const version = await release('feuerwehr');
  expect(version).not.toBe(oldVersion);
  // On a server: only that remote's static server is restarted.
  await servers.feuerwehr?.stop();
  await serve('feuerwehr');

  await expect.poll(() => servedVersion(page, 'feuerwehr'), { timeout: 15_000 }).toBe(version);
  await page.goto(`${shell?.url}/feuerwehr/`);
  await expect(page.locator(REMOTES.feuerwehr.header)).toHaveCSS('border-bottom-width', '6px');
  expect(await shellBuiltAt()).toBe(builtAt);
});

test('the council releases its remote alone: the running shell serves the new version, public and non-public pages alike', async ({ page }) => {
  test.setTimeout(180_000);
  const builtAt = await shellBuiltAt();
  const oldVersion = await servedVersion(page, 'ratsinfo');
  const fireBrigade = await servedVersion(page, 'feuerwehr');
  expect(oldVersion).toBeTruthy();
  await page.goto(`${shell?.url}/ratsinfo`);
  await expect(page.locator(REMOTES.ratsinfo.header)).not.toHaveCSS('border-bottom-width', '7px');

  // Locally the running static server serves the new build.json: nothing to restart.
  const version = await release('ratsinfo');
  expect(version).not.toBe(oldVersion);
  await expect.poll(() => servedVersion(page, 'ratsinfo'), { timeout: 15_000 }).toBe(version);

  await page.goto(`${shell?.url}/ratsinfo/anmelden`);
  await page.getByLabel('E-Mail-Adresse').fill('sabine.keller@musterstadt.de');
  await page.getByLabel('Passwort').fill('Ratsinfo!2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Sabine Keller' })).toBeVisible();
  const meetings = (await (await page.request.get(`${shell?.url}/api/cms/ratsinfo/sitzungen?gremium=GR&zeitraum=vergangen&pro_seite=1`)).json()) as {
    data: { detailURL: string }[];
  };
  await page.goto(`${shell?.url}${meetings.data[0]?.detailURL ?? ''}`);
  await expect(page.getByRole('heading', { name: 'Nichtöffentlicher Teil' })).toBeVisible();
  await expect(page.locator(REMOTES.ratsinfo.header)).toHaveCSS('border-bottom-width', '7px');
  expect(versionIn('ratsinfo', await page.content())).toBe(version);
  // The other remotes keep their versions; the shell was neither built nor restarted.
  expect(await servedVersion(page, 'feuerwehr')).toBe(fireBrigade);
  expect(await shellBuiltAt()).toBe(builtAt);
});

test('the intranet releases its remote alone: a logged-in staff member gets the new version on the next page, still logged in', async ({ page }) => {
  test.setTimeout(180_000);
  const builtAt = await shellBuiltAt();
  await page.goto(`${shell?.url}/intranet/anmelden`);
  await page.getByLabel('E-Mail-Adresse').fill('elif.yilmaz@musterstadt.de');
  await page.getByLabel('Passwort').fill('Intranet!2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Guten Tag, Elif Yılmaz.')).toBeVisible();
  const oldVersion = versionIn('intranet', await page.content());
  expect(oldVersion).toBeTruthy();

  const version = await release('intranet');
  expect(version).not.toBe(oldVersion);
  await expect
    .poll(async () => versionIn('intranet', await (await page.request.get(`${shell?.url}/intranet/rubriken`)).text()), { timeout: 15_000 })
    .toBe(version);

  // The open page gets the new release on its next (client-side) navigation.
  await page.getByRole('navigation', { name: 'Hauptmenü Intranet' }).getByRole('link', { name: 'Rubriken' }).click();
  await expect(page).toHaveURL(/\/intranet\/rubriken$/);
  await expect(page.locator(REMOTES.intranet.header)).toHaveCSS('border-bottom-width', '5px');
  await page.reload();
  await expect(page.getByText('Angemeldet: Elif Yılmaz')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rubriken');
  await expect(page.locator(REMOTES.intranet.header)).toHaveCSS('border-bottom-width', '5px');
  expect(versionIn('intranet', await page.content())).toBe(version);
  expect(await shellBuiltAt()).toBe(builtAt);
});
