import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

const PAGES = [
  { path: '/', h1: /Musterstadt/, text: 'Aktuelles aus dem Rathaus' },
  { path: '/aktuelles', h1: 'Aktuelles', text: 'Seite 2' },
  { path: '/veranstaltungen', h1: 'Veranstaltungen', text: 'Ort:' },
  { path: '/feuerwehr/', h1: 'Freiwillige Feuerwehr Musterstadt', text: 'Aktuelle Meldungen' },
];

test.describe('every page is complete without JavaScript', () => {
  for (const { path, h1, text } of PAGES) {
    test(`${path} comes from the server with content and head`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByText(text).first()).toBeAttached();
      expect((await page.title()).length).toBeGreaterThan(5);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/\S{10,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname.replace(/\/$/, '')).toBe(path.replace(/\/$/, ''));
      // The main menu is reachable as plain links.
      expect(await page.locator('nav a[href]').count()).toBeGreaterThan(3);
    });
  }

  test('a news detail is complete, and pagination works as plain links', async ({ page }) => {
    await page.goto('/aktuelles');
    await page.getByRole('link', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(/seite=2/);
    const link = page.locator('.ms-card__title a').first();
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('article .ms-richtext').first()).not.toBeEmpty();
  });

  test('the 404 page comes from the server with its status', async ({ page }) => {
    const response = await page.goto('/nicht-vorhanden');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Seite nicht gefunden');
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
  });
});
