import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { shellSees, startContentApi, startRemoteServer, startShell, stopAllOwn, type OwnProcess } from '../support/own-platform';

// This spec runs its own shell, content API and static servers of the fire brigade, the council and
// the intranet on spare ports, so it can stop and start them without disturbing the platform the
// other specs use.
const SHELL = 4290;
const CMS = 4390;
const REMOTES = { feuerwehr: 4292, ratsinfo: 4291, intranet: 4293 } as const;
type RemoteId = keyof typeof REMOTES;
const FALLBACK = 'Dieser Inhalt kann zurzeit leider nicht angezeigt werden.';

test.describe.configure({ mode: 'serial' });

let shell: OwnProcess | undefined;
let cms: OwnProcess | undefined;
const servers: Partial<Record<RemoteId, OwnProcess>> = {};
let dataDir = '';
let shellUrl = '';

async function serve(id: RemoteId): Promise<void> {
  servers[id] = await startRemoteServer(id, REMOTES[id]);
}

async function stopRemote(id: RemoteId): Promise<void> {
  await servers[id]?.stop();
  servers[id] = undefined;
  await shellSees(shellUrl, id, false);
}

async function startRemote(id: RemoteId): Promise<void> {
  await serve(id);
  await shellSees(shellUrl, id, true);
}

test.beforeAll(async () => {
  // A fresh database is seeded at the content API's first start: a while on a busy machine.
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-outage-'));
  cms = await startContentApi(CMS, {}, { dataDir });
  for (const id of Object.keys(REMOTES) as RemoteId[]) await serve(id);
  const env = Object.fromEntries((Object.keys(REMOTES) as RemoteId[]).map((id) => [`REMOTE_${id.toUpperCase()}_URL`, servers[id]?.url ?? '']));
  shell = await startShell(SHELL, { cms: cms.url, env: { ...env, REMOTE_CHECK_SECONDS: '0' } });
  shellUrl = shell.url;
});

test.afterAll(async () => {
  await stopAllOwn([shell, cms, ...Object.values(servers)]);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every page of the sitemap (the public site; the intranet is not in it). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get(`${shellUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

interface Answer {
  path: string;
  status: number;
  title: string;
  fallback: boolean;
}

/** Loads the pages, four at a time: status, title and whether a block gave way to the German notice. */
async function load(request: APIRequestContext, paths: string[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const response = await request.get(`${shellUrl}${next}`, { maxRedirects: 0 });
        const html = await response.text();
        answers.push({ path: next, status: response.status(), title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '', fallback: html.includes(FALLBACK) });
      }
    }),
  );
  return answers.sort((a, b) => a.path.localeCompare(b.path));
}

let baseline: Answer[] | undefined;

/** The answers of every sitemap page and the intranet login with every remote up (taken once). */
async function everyPageBefore(request: APIRequestContext): Promise<Answer[]> {
  baseline ??= await load(request, [...(await sitemapPaths(request)), '/intranet/anmelden']);
  expect(baseline.length).toBeGreaterThan(100);
  expect(baseline.filter((answer) => answer.status !== 200 || answer.fallback)).toEqual([]);
  return baseline;
}

/** The pages of `before` that answer differently now, or show the notice. */
async function changedPages(request: APIRequestContext, before: Answer[]): Promise<string[]> {
  const after = await load(
    request,
    before.map((answer) => answer.path),
  );
  return after
    .filter((answer, i) => answer.status !== 200 || answer.fallback || answer.title !== before[i]?.title)
    .map((answer) => `${answer.path}: ${answer.status}${answer.fallback ? ', notice' : ''}, ${answer.title}`);
}

test('with the fire-brigade remote down, its page keeps the town frame and a German fallback', async ({ page }) => {
  await page.goto(`${shellUrl}/feuerwehr/`);
  await expect(page.locator('header.fw-header')).toBeVisible();

  await stopRemote('feuerwehr');
  const response = await page.goto(`${shellUrl}/feuerwehr/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('header.town-header')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Freiwillige Feuerwehr Musterstadt');
  await expect(page.getByText(FALLBACK)).toBeVisible();

  // Town pages do not notice.
  const town = await page.goto(`${shellUrl}/aktuelles`);
  expect(town?.status()).toBe(200);
  await expect(page.locator('.ms-card__title')).toHaveCount(10);
  await expect(page.getByText(FALLBACK)).toHaveCount(0);

  await startRemote('feuerwehr');
  await page.goto(`${shellUrl}/feuerwehr/`);
  await expect(page.locator('header.fw-header')).toBeVisible();
  await expect(page.getByText('Aktuelle Meldungen')).toBeVisible();
});

test('with the council remote down, council pages show the German fallback and every other page still works', async ({ page, request }) => {
  test.setTimeout(180_000);
  const meetings = (await (await request.get(`${shellUrl}/api/cms/ratsinfo/sitzungen?gremium=GR&zeitraum=vergangen&pro_seite=1`)).json()) as {
    data: { detailURL: string }[];
  };
  const council = ['/ratsinfo', '/ratsinfo/anmelden', '/ratsinfo/sitzungen?gremium=GR', meetings.data[0]?.detailURL ?? ''];
  const before = (await everyPageBefore(request)).filter((answer) => !answer.path.startsWith('/ratsinfo'));

  // A visitor has a council page open when the remote goes down; her next click gets the notice.
  // (With data saver on, so that nothing was fetched ahead while the remote was still up: a page
  // fetched ahead is shown as it was.)
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  await page.goto(`${shellUrl}/ratsinfo`);
  await expect(page.locator('header.ri-header')).toBeVisible();
  // Her page is all there, its islands included: a script still loading when the remote goes down
  // makes the page load itself again, and then it shows the notice before any click.
  await expect(page.locator('ms-island:not([data-hydrated])')).toHaveCount(0, { timeout: 30_000 });
  await stopRemote('ratsinfo');
  await page.getByRole('navigation', { name: 'Hauptmenü Ratsinformationssystem' }).getByRole('link', { name: 'Sitzungen' }).click();
  await expect(page).toHaveURL(`${shellUrl}/ratsinfo/sitzungen`);
  await expect(page.getByText(FALLBACK)).toBeVisible();

  for (const path of council) {
    const response = await page.goto(`${shellUrl}${path}`);
    expect([path, response?.status()]).toEqual([path, 200]);
    await expect(page.locator('header.town-header')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(FALLBACK)).toBeVisible();
  }

  expect(await changedPages(request, before)).toEqual([]);

  await startRemote('ratsinfo');
  await page.goto(`${shellUrl}/ratsinfo`);
  await expect(page.locator('header.ri-header')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nächste Sitzungen' })).toBeVisible();
});

test('with the intranet remote down, the public site is untouched and intranet pages show the German fallback', async ({ page, request }) => {
  test.setTimeout(180_000);
  const before = (await everyPageBefore(request)).filter((answer) => !answer.path.startsWith('/intranet'));

  await stopRemote('intranet');
  const login = await page.goto(`${shellUrl}/intranet/anmelden`);
  expect(login?.status()).toBe(200);
  await expect(page.getByText(FALLBACK)).toBeVisible();
  // Pages that need a session still ask for the login first, never show content.
  await page.goto(`${shellUrl}/intranet/texte/1`);
  await expect(page).toHaveURL(`${shellUrl}/intranet/anmelden?ziel=%2Fintranet%2Ftexte%2F1`);

  expect(await changedPages(request, before)).toEqual([]);

  await startRemote('intranet');
  await page.goto(`${shellUrl}/intranet/anmelden`);
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
});

test('with the content API down, pages answer 503 with the error page and recover', async ({ page }) => {
  test.setTimeout(180_000);
  await cms?.stop();
  const response = await page.goto(`${shellUrl}/aktuelles`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leider ist ein Fehler aufgetreten');
  await expect(page.getByText('wurde informiert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
  const home = await page.goto(`${shellUrl}/`);
  expect(home?.status()).toBe(503);

  cms = await startContentApi(CMS, {}, { dataDir });
  const recovered = await page.goto(`${shellUrl}/aktuelles`);
  expect(recovered?.status()).toBe(200);
  await expect(page.locator('.ms-card__title')).toHaveCount(10);
});
