import { expect, test, type ConsoleMessage } from '@playwright/test';
import { SUB_SITES } from '../support/sub-sites';

// Every fixed link of spec point 2 that belongs to a sub-site, plus each sub-site's start page.
const PAGES = SUB_SITES.flatMap((site) => [site.home, ...site.links].filter((path, i, all) => all.indexOf(path) === i).map((path) => ({ site, path })));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a visitor opens every sub-site page with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const { site, path } of PAGES) {
      test(`${path} is a finished page of the ${site.name}`, async ({ page }) => {
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message: ConsoleMessage) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-theme', site.theme);
        await expect(page.getByRole('banner')).toContainText(site.header);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('79999 Musterstadt');
        // No page is a placeholder: there is real content below the heading.
        expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(200);
        if (javaScriptEnabled) {
          await page.waitForLoadState('networkidle');
          expect(problems).toEqual([]);
        }
      });
    }
  });
}

test('after hydration, a visitor moves between the town and the sub-sites without a reload', async ({ page }) => {
  await page.goto('/barfusspark');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByRole('navigation', { name: 'Hauptmenü Barfußpark' }).getByRole('link', { name: 'Öffnungszeiten & Preise' }).click();
  await expect(page).toHaveURL(/\/barfusspark\/oeffnungszeiten$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Öffnungszeiten und Preise');
  await page.getByRole('link', { name: 'Zur Website der Stadt Musterstadt' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
  await expect(page.locator('header.town-header')).toBeVisible();
  await page.goto('/gydo/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByRole('navigation', { name: 'Hauptmenü Gymnasium am Dornberg' }).getByRole('link', { name: 'Berichte' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berichte');
  await page.locator('.ms-card__title a').first().click();
  await expect(page).toHaveURL(/\/gydo\/berichte\/[a-z0-9-]+$/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'gymnasium');
  await page.getByRole('link', { name: /zur Startseite der Schule/ }).click();
  await expect(page).toHaveURL(/\/gydo\/$/);
  await expect(page.getByRole('link', { name: /zur Startseite der Schule/ })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
