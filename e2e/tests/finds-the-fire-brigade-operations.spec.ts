import { expect, test } from '@playwright/test';

test('a visitor finds the latest operations of the fire brigade and reads one report', async ({ page }) => {
  await page.goto('/feuerwehr/');
  const latest = page.getByRole('region', { name: 'Letzte Einsätze' });
  await expect(latest.getByRole('listitem')).toHaveCount(4);
  await latest.getByRole('link', { name: 'Alle Einsätze' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einsätze');
  await expect(page.getByText('Aktuell sind noch keine Einsätze erfasst worden')).toHaveCount(0);
  const year = page.getByRole('heading', { level: 2, name: /^Einsätze \d{4}$/ }).first();
  await expect(year).toBeVisible();
  const first = page.locator('.fw-einsatz').first();
  await expect(first.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(first).toContainText(/\d{2}:\d{2} Uhr/);
  await expect(first.locator('.fw-einsatz__art')).toHaveText(/Brandeinsatz|Technische Hilfe|Fehlalarm|Unwetter/);
  const title = (await first.getByRole('link').textContent())!.trim();
  await first.getByRole('link').click();

  await expect(page).toHaveURL(/\/feuerwehr\/einsaetze\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'feuerwehr');
  await expect(page.getByRole('navigation', { name: 'Brotkrumennavigation' }).getByRole('link', { name: 'Einsätze' })).toHaveAttribute(
    'href',
    '/feuerwehr/einsaetze',
  );
});

test('a visitor finds the service plan and the way to join', async ({ page }) => {
  await page.goto('/feuerwehr/');
  await page.getByRole('navigation', { name: 'Servicelinks Feuerwehr' }).getByRole('link', { name: 'Termine' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termine');
  expect(await page.locator('.ms-card').count()).toBeGreaterThanOrEqual(5);
  await page.getByRole('navigation', { name: 'Hauptmenü Feuerwehr' }).getByRole('link', { name: 'Mitglied werden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mitglied werden');
  await expect(page.getByRole('link', { name: 'mitmachen@feuerwehr-musterstadt.de' }).first()).toHaveAttribute(
    'href',
    'mailto:mitmachen@feuerwehr-musterstadt.de',
  );
});
