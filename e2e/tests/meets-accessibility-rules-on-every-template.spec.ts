import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { EARLIER_TEMPLATE_PAGES, TOWN_PAGES } from '../support/town-pages';

const PAGES = [...TOWN_PAGES, ...EARLIER_TEMPLATE_PAGES];

test('the pages cover every content template of the town', () => {
  const covered = new Set(PAGES.flatMap((entry) => entry.templates));
  for (const template of [
    'artikel-liste',
    'artikel-detail',
    'artikel-teaser',
    'veranstaltung-liste',
    'veranstaltung-detail',
    'veranstaltung-teaser',
    'schwarzes-brett',
    'schwarzes-brett-detail',
    'schwarzes-brett-block',
    'schwarzes-brett-portal',
    'mitarbeiter',
    'mitarbeiter-liste',
    'aemter',
    'amt-detail',
    'oeffnungszeiten',
    'ausschreibungen',
    'ausschreibung-detail',
    'baugebiete',
    'baugebiet-detail',
    'bildergalerie',
    'brancheneintraege',
    'brancheneintrag-detail',
    'preise',
    'zeitstrahl',
    'pwa-uebersicht',
    'push-benachrichtigungen',
    'netzbetreiber',
    'barrierefreiheit',
    'auch-interessant',
  ]) {
    expect(covered.has(template) ? template : `${template} fehlt`).toBe(template);
  }
});

for (const { path, templates } of PAGES) {
  test(`axe finds no WCAG 2.1 AA violation on ${path} (${templates.join(', ')})`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe finds no violation in the opened gallery image', async ({ page }) => {
  await page.goto('/freizeit-tourismus/bildergalerie');
  // The dialog comes with JavaScript: wait until the page is hydrated.
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: /Die Höhen des Schwarzwalds/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the check is live: axe reports an image without a text alternative', async ({ page }) => {
  await page.goto('/barrierefreiheit');
  await page.evaluate(() => document.getElementById('inhalt')?.insertAdjacentHTML('beforeend', '<img src="/favicon.svg">'));
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual(['image-alt']);
});
