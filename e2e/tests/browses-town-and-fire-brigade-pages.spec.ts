import { expect, test } from '@playwright/test';

test.describe('a visitor browses the town site', () => {
  test('the home page is the town portal', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aktuelles aus dem Rathaus' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Veranstaltungen', level: 2 })).toBeVisible();
    // On the home page the logo is not a link to itself.
    await expect(page.getByRole('link', { name: /zur Startseite/ })).toHaveCount(0);
  });

  test('the news list pages through all news', async ({ page }) => {
    await page.goto('/aktuelles');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelles' })).toBeVisible();
    const firstPageTitles = await page.locator('.ms-card__title').allTextContents();
    expect(firstPageTitles).toHaveLength(10);
    const pagination = page.getByRole('navigation', { name: 'Seitennavigation' });
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('Seite 1');
    await pagination.getByRole('link', { name: 'Seite 3' }).click();
    await expect(page).toHaveURL(/\/aktuelles\?seite=3$/);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('Seite 3');
    const thirdPageTitles = await page.locator('.ms-card__title').allTextContents();
    expect(thirdPageTitles.length).toBeGreaterThan(0);
    expect(thirdPageTitles).not.toEqual(firstPageTitles.slice(0, thirdPageTitles.length));
    await pagination.getByRole('link', { name: /Zurück/ }).click();
    await expect(page).toHaveURL(/\/aktuelles\?seite=2$/);
  });

  test('a news detail shows date, title, image and text, and names itself in the head', async ({ page }) => {
    await page.goto('/aktuelles');
    const first = page.locator('.ms-card__title a').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.locator('article time').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(page.locator('article .ms-richtext p').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Brotkrumennavigation' }).getByRole('link', { name: 'Aktuelles' })).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(new URL(page.url()).pathname);
  });

  test('an unknown news address is a 404', async ({ page }) => {
    const response = await page.goto('/aktuelles/diese-meldung-gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Seite nicht gefunden');
  });

  test('the event list shows upcoming events with date and place', async ({ page }) => {
    await page.goto('/veranstaltungen');
    await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeVisible();
    const cards = page.locator('.town-event-card');
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first().locator('time').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(cards.first()).toContainText('Ort:');
  });

  test('the fire brigade has its own layout and theme', async ({ page }) => {
    const response = await page.goto('/feuerwehr/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'feuerwehr');
    await expect(page.locator('header.fw-header')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Freiwillige Feuerwehr Musterstadt');
    await expect(page.getByRole('navigation', { name: 'Servicelinks Feuerwehr' })).toContainText('Termine');
    const headerColor = await page.locator('header.fw-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerColor).toBe('rgb(179, 18, 27)');
  });

  test('an unknown address answers with the 404 page', async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht/wirklich-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Seite nicht gefunden');
    await expect(page.getByText('existiert leider nicht mehr')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /@musterstadt\.de/ })).toHaveAttribute('href', /^mailto:webmaster@/);
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
