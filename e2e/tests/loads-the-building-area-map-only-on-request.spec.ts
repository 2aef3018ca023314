import { expect, test } from '@playwright/test';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('a visitor sees the plots right away and loads the map from the tile server only after asking for it', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) thirdParty.push(request.url());
  });
  // The tile server is stood in for, so the test does not depend on the internet.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));

  await page.goto('/leben-wohnen/bauen/sonnenhalde');
  await expect(page.getByRole('table')).toContainText('reserviert');
  const button = page.getByRole('button', { name: 'Karte laden' });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);

  await button.click();
  const map = page.getByRole('region', { name: 'Karte: Wohngebiet „Sonnenhalde“' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  expect(thirdParty.length).toBeGreaterThan(0);
  expect(thirdParty.every((url) => url.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
  await expect(map.locator('.leaflet-interactive')).toHaveCount(12);
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
});
