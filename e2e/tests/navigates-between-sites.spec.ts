import { expect, test, type ConsoleMessage } from '@playwright/test';

test('after hydration, links between the town and the fire brigade navigate without a reload', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/aktuelles');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'default' && !!document.querySelector('#root')?.hasChildNodes());
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
  });

  const mainMenu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await mainMenu.getByText('Feuerwehr', { exact: true }).first().click();
  await mainMenu
    .getByRole('link', { name: /Übersicht Feuerwehr|Freiwillige Feuerwehr|Startseite Feuerwehr/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/feuerwehr\/?$/);
  await expect(page.locator('header.fw-header')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'feuerwehr');
  await expect(page).toHaveTitle(/Feuerwehr/);
  expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);

  await page.getByRole('link', { name: 'Zur Website der Stadt' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header.town-header')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
  expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);

  await page.goBack();
  await expect(page.locator('header.fw-header')).toBeVisible();
  expect(problems.filter((p) => /hydrat|did not match|error/i.test(p))).toEqual([]);
});
