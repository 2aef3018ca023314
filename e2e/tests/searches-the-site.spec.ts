import { expect, test } from '@playwright/test';

const SUGGESTIONS = [
  'Stadtportrait',
  'Fachwerk & Altstadt',
  'BarfussPark',
  'Museen',
  'Verwaltung',
  'Wegweiser',
  'Kontakt',
  'Unterkünfte',
  'Mountainbiken',
  'Führungen',
  'Aktuelles',
  'Gastronomie',
];

test.describe('a visitor searches the site', () => {
  test('"Feuerwehren" finds the fire brigade, with the term marked, over two pages', async ({ page }) => {
    await page.goto('/suche');
    await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Feuerwehren');
    await page.getByRole('main').getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/suche\?q=Feuerwehren$/);
    await expect(page.getByRole('status')).toContainText('Treffer für „Feuerwehren“');
    const results = page.getByRole('main').getByRole('article');
    await expect(results.getByRole('link', { name: 'Freiwillige Feuerwehr Musterstadt' })).toHaveAttribute('href', '/feuerwehr');
    await expect(results.getByRole('link', { name: 'Meldungen der Feuerwehr' })).toHaveAttribute('href', '/feuerwehr/feuerwehrmeldungen');
    await expect(results.locator('mark').first()).toHaveText(/^Feuerwehr/);
    await expect(page.getByText('Meldung der Feuerwehr').first()).toBeVisible();

    const pagination = page.getByRole('navigation', { name: 'Seiten der Suchergebnisse' });
    const firstPage = await results.getByRole('heading').allTextContents();
    await pagination.getByRole('link', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(/\/suche\?q=Feuerwehren&seite=2$/);
    await expect(page.getByRole('status')).toContainText('Seite 2 von');
    const secondPage = await results.getByRole('heading').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    for (const title of secondPage) expect(firstPage).not.toContain(title);

    const link = results.getByRole('link').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an empty search asks for a term and offers what is often searched for', async ({ page }) => {
    await page.goto('/suche');
    await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible();
    await expect(page.getByText('Was suchen Sie?')).toBeVisible();
    const often = page.getByRole('navigation', { name: 'Häufig gesucht:' });
    await expect(often.getByRole('link')).toHaveText(SUGGESTIONS);
    await expect(often.getByRole('link', { name: 'Fachwerk & Altstadt' })).toHaveAttribute('href', '/suche?q=Fachwerk%20%26%20Altstadt');
    await often.getByRole('link', { name: 'Führungen' }).click();
    await expect(page).toHaveURL(/\/suche\?q=F%C3%BChrungen$/);
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Führungen');
  });

  test('a search without hits explains what to try next', async ({ page }) => {
    await page.goto('/suche?q=Xylophonorchester');
    await expect(page.getByRole('heading', { name: 'Keine Treffer für „Xylophonorchester“' })).toBeVisible();
    await expect(page.getByText('Prüfen Sie die Schreibweise.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Häufig gesucht:' }).getByRole('link')).toHaveCount(12);
  });

  test('too long a search term gets a German message, not an error page', async ({ page }) => {
    const response = await page.goto(`/suche?q=${'Rathaus'.repeat(30)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveText('Der Suchbegriff ist zu lang (höchstens 200 Zeichen).');
  });
});
