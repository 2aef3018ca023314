import { expect, test } from '@playwright/test';

// page.route sees no request a service worker answers; these journeys fail chunks at the network.
test.use({ serviceWorkers: 'block' });

test('a chunk that fails to load makes the page reload once, and the page then works', async ({ page }) => {
  await page.goto('/aktuelles');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });

  // The next page has an island (the contact form) whose chunks the browser has not loaded yet and
  // loads when the visitor reaches for the form; make one fail once, as it would after a release
  // removed the old files.
  let failed = 0;
  await page.route(/\/_remotes\/town\/@[a-z0-9]+\/browser\/(?!remoteEntry)[\w.]+\.js$/, async (route) => {
    if (failed === 0) {
      failed += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    }
    return route.continue();
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.getByRole('navigation', { name: 'Barrierefreiheit' }).getByRole('link', { name: 'Kontaktformular' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktformular' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vor- und Nachname' }).focus();
  await expect.poll(() => loads.length).toBe(1);
  expect(failed).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  // After the reload the form is enhanced: it checks in the browser, without sending.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/kontakt$/);
});

test('a chunk that keeps failing reloads only once and leaves the server-rendered page readable', async ({ page }) => {
  await page.goto('/aktuelles');
  await page.waitForLoadState('networkidle');
  await page.route(/\/_remotes\/town\/@[a-z0-9]+\/browser\/(?!remoteEntry)[\w.]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.getByRole('navigation', { name: 'Barrierefreiheit' }).getByRole('link', { name: 'Kontaktformular' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktformular' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vor- und Nachname' }).focus();
  // The failed chunk reloads the page once (however slow the machine), and the reloaded page, whose
  // chunk fails again, stays as the server rendered it.
  await expect.poll(() => loads.length, { timeout: 20_000 }).toBe(1);
  await page.getByRole('textbox', { name: 'Vor- und Nachname' }).focus();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktformular' })).toBeVisible();
  expect(loads).toHaveLength(1);
});

test('a chunk that fails while the visitor has typed leaves her input where it is: no reload, the form still posts', async ({ page }) => {
  await page.goto('/kontakt');
  await page.waitForLoadState('networkidle');
  await page.route(/\/_remotes\/town\/@[a-z0-9]+\/browser\/(?!remoteEntry)[\w.]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  const name = page.getByRole('textbox', { name: 'Vor- und Nachname' });
  await name.fill('Jonas Kaltenbach');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('jonas.kaltenbach@example.org');
  await page.waitForLoadState('networkidle');
  await expect(name).toHaveValue('Jonas Kaltenbach');
  expect(loads).toEqual([]);
  // Not enhanced, the form is the server's: sent incomplete, the page answers with the messages and what was typed.
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vor- und Nachname' })).toHaveValue('Jonas Kaltenbach');
});
