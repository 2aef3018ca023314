import { expect, test, type Page } from '@playwright/test';
import { axeViolations, waitForTownHeader } from '../support/town';

// axe-core with the WCAG 2.1 A and AA rules: the home page, the guests' page and a default-layout page,
// with menu and search closed and open, on a phone and on a desktop.
const PAGES = ['/', '/gaeste/', '/verwaltung/'];

async function openMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menü', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
}

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Suche', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Schnell gefunden' })).toBeVisible();
}

async function openSubmenu(page: Page) {
  const toggle = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', { name: /^Menüpunkt Rathaus & Verwaltung öffnet/ });
  // The submenu of the current page may already be open.
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

for (const path of PAGES) {
  test.describe(`${path} has no WCAG 2.1 A/AA violation`, () => {
    test.describe('on a desktop', () => {
      test.use({ viewport: { width: 1280, height: 900 } });

      test('with everything closed', async ({ page }) => {
        await page.goto(path);
        await waitForTownHeader(page);
        expect(await axeViolations(page)).toEqual([]);
      });

      test('with the search open', async ({ page }) => {
        await page.goto(path);
        await waitForTownHeader(page);
        await openSearch(page);
        expect(await axeViolations(page)).toEqual([]);
      });

      test('with a submenu of the main menu open', async ({ page }) => {
        await page.goto(path);
        await waitForTownHeader(page);
        await openSubmenu(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 800 } });

      test('with everything closed', async ({ page }) => {
        await page.goto(path);
        await waitForTownHeader(page);
        expect(await axeViolations(page)).toEqual([]);
      });

      test('with the menu open', async ({ page }) => {
        await page.goto(path);
        await waitForTownHeader(page);
        await openMenu(page);
        await openSubmenu(page);
        expect(await axeViolations(page)).toEqual([]);
      });

      test('with the search open', async ({ page }) => {
        await page.goto(path);
        await waitForTownHeader(page);
        await openSearch(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
}
