import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { processes } from '../support/platform';
import { collectProblems } from '../support/town';

test('with the worker installed, a new fire-brigade release arrives on the next navigation without a hydration error', async ({ page }) => {
  test.setTimeout(300_000);
  const { repo } = await processes();
  const release = path.join(repo, 'remotes/feuerwehr/src/layouts/release-check.css');
  const buildInfo = () => JSON.parse(readFileSync(path.join(repo, 'remotes/feuerwehr/dist/build.json'), 'utf8')) as { version: string };
  const remoteScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/_remotes/feuerwehr/@')),
    );
  const problems = collectProblems(page);
  try {
    await page.goto('/feuerwehr/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // A second full load, now through the worker: the old release sits in its caches.
    await page.reload();
    const oldVersion = buildInfo().version;
    expect((await remoteScripts()).some((url) => url.includes(`@${oldVersion}/`))).toBe(true);

    // The fire brigade's team releases a new build; the page stays open.
    writeFileSync(release, '.fw-header { border-bottom: 6px solid #7c0a10; }\n');
    execFileSync(process.execPath, ['scripts/build-remote.mjs', 'feuerwehr'], { cwd: repo, stdio: 'ignore' });
    const newVersion = buildInfo().version;
    expect(newVersion).not.toBe(oldVersion);
    await expect
      .poll(async () => (await (await page.request.get('/feuerwehr/einsaetze/')).text()).includes(`/_remotes/feuerwehr/@${newVersion}/`), { timeout: 20_000 })
      .toBe(true);

    await page.locator('a[href="/feuerwehr/einsaetze/"]').first().click();
    await expect(page).toHaveURL(/\/feuerwehr\/einsaetze\/$/);
    await expect(page.locator('header.fw-header')).toHaveCSS('border-bottom-width', '6px');
    // The fire brigade's pages have no island: the new release arrives as its stylesheet.
    expect((await remoteScripts()).some((url) => url.includes(`@${newVersion}/browser/`))).toBe(true);
    expect(problems.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
  } finally {
    rmSync(release, { force: true });
    execFileSync(process.execPath, ['scripts/build-remote.mjs', 'feuerwehr'], { cwd: repo, stdio: 'ignore' });
  }
});
