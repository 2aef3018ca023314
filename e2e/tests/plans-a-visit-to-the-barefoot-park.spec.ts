import { expect, test } from '@playwright/test';

test('a visitor reads opening times, entry and parking of the barefoot park', async ({ page }) => {
  await page.goto('/barfusspark');
  await expect(page.getByRole('region', { name: 'Heute geöffnet?' })).toBeVisible();
  await expect(page.getByText('Eintritt frei – Spende willkommen').first()).toBeVisible();
  await page.getByRole('link', { name: 'Alle Öffnungszeiten' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Öffnungszeiten und Preise');
  const opening = page.getByRole('region', { name: 'Öffnungszeiten', exact: true });
  await expect(opening.getByRole('row', { name: /Montag/ })).toContainText('10:00 bis 18:00 Uhr');
  await expect(opening.getByRole('row', { name: /Mittwoch/ })).toContainText('geschlossen');
  await expect(page.getByRole('region', { name: 'Telefonische Erreichbarkeit' }).getByRole('row', { name: /Montag bis Freitag/ })).toContainText(
    '09:00 bis 12:30 Uhr und 14:00 bis 17:00 Uhr',
  );
  await expect(page.getByRole('region', { name: 'Servicezeiten' })).toBeVisible();
  const prices = page.getByRole('region', { name: 'Eintritt und Parken' });
  await expect(prices).toContainText('Eintritt frei – Spende willkommen');
  await expect(prices).toContainText('höchstens 5 € für 3 Stunden');
});

test('a visitor books a guided tour: offers with duration and price', async ({ page }) => {
  await page.goto('/barfusspark/angebote-fuehrungen/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Angebote und Führungen');
  const offers = page.locator('.bp-offer');
  expect(await offers.count()).toBeGreaterThanOrEqual(4);
  await expect(offers.filter({ hasText: 'Führung für Gruppen' })).toContainText('45 € pro Gruppe');
  await expect(page.getByRole('complementary')).toContainText('07999 123-400');
});

test('the park header search "Schnell gefunden" opens, searches and closes with Escape', async ({ page }) => {
  await page.goto('/barfusspark/naturerlebnis');
  await page.waitForLoadState('networkidle');
  const toggle = page.locator('summary', { hasText: 'Schnell gefunden' });
  const search = page.getByRole('searchbox', { name: 'Suche' });
  await expect(search).toBeHidden();
  await toggle.click();
  await expect(search).toBeVisible();
  await expect(search).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Schnell gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'BarfussPark', exact: true })).toHaveAttribute('href', '/suche?q=BarfussPark');
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the park search still opens and sends the query to the search page', async ({ page }) => {
    await page.goto('/barfusspark');
    await page.locator('summary', { hasText: 'Schnell gefunden' }).click();
    const search = page.getByRole('searchbox', { name: 'Suche' });
    await expect(search).toBeVisible();
    await expect(page.locator('form[role="search"]')).toHaveAttribute('action', '/suche');
    await expect(search).toHaveAttribute('name', 'q');
  });
});
