import { expect, test } from '@playwright/test';

test.describe('a visitor finds out which office does what', () => {
  test('ABC → service → its office → a contact person, and back', async ({ page }) => {
    await page.goto('/wegweiser');
    await expect(page.getByRole('heading', { level: 1, name: 'Wegweiser' })).toBeVisible();
    const letters = page.getByRole('navigation', { name: 'Leistungen nach Anfangsbuchstaben' });
    await expect(letters.getByRole('link', { name: /^Buchstabe [A-Z]$/ })).toHaveCount(19);

    await letters.getByRole('link', { name: 'Buchstabe P' }).click();
    await expect(page).toHaveURL(/\/wegweiser\?buchstabe=P$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['P', 'Weitere Stellen außerhalb des Rathauses']);
    await page.getByRole('link', { name: 'Personalausweis beantragen' }).click();

    await expect(page).toHaveURL(/\/wegweiser\/leistungen\/personalausweis-beantragen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Personalausweis beantragen' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Erforderliche Unterlagen' })).toContainText('Biometrisches Passfoto');
    await expect(page.getByRole('region', { name: 'Gebühren' })).toContainText('46 Euro');
    await expect(page).toHaveTitle(/Personalausweis beantragen/);
    await page.getByRole('region', { name: 'Zuständige Stelle' }).getByRole('link', { name: 'Bürgerbüro' }).click();

    await expect(page).toHaveURL(/\/wegweiser\/organisationseinheiten\/buergerbuero$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bürgerbüro' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Anschrift und Öffnungszeiten' })).toContainText('Donnerstag');
    await expect(page.getByRole('region', { name: 'Leistungen' }).getByRole('link', { name: 'Personalausweis beantragen' })).toBeVisible();
    await page.getByRole('region', { name: 'Ihr/Ihre Ansprechpartner' }).getByRole('link', { name: 'Jana Fehrenbach' }).click();

    await expect(page).toHaveURL(/\/wegweiser\/ansprechpartner\/jana-fehrenbach$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jana Fehrenbach' })).toBeVisible();
    await expect(page.getByText('Leiterin des Bürgerbüros')).toBeVisible();
    // Her own number first; the office's, the same one here, follows in the office's box.
    await expect(page.getByRole('link', { name: '07999123120' }).first()).toHaveAttribute('href', 'tel:+497999123120');
    // The person's page lists the services they look after, and leads back to them.
    const services = page.getByRole('region', { name: 'Zuständig für' });
    await expect(services.getByRole('link', { name: 'Personalausweis beantragen' })).toBeVisible();
    await expect(services.getByRole('link', { name: 'Reisepass beantragen' })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Bürgerbüro' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Personalausweis beantragen' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/wegweiser\?buchstabe=P$/);
    await page.getByRole('link', { name: 'Alle', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'W', exact: true })).toBeVisible();
  });

  test('the guide is complete without JavaScript: lists of every kind and their details', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading, link] of [
      ['/wegweiser/leistungen', 'Leistungen', 'Wohnsitz anmelden'],
      ['/wegweiser/lebenslagen', 'Lebenslagen', 'Umzug und Zuzug'],
      ['/wegweiser/formulare', 'Formulare', 'Wohnungsgeberbestätigung'],
      ['/wegweiser/organisationseinheiten', 'Ämter und Einrichtungen', 'Standesamt'],
      ['/wegweiser/ansprechpartner', 'Ansprechpartner', 'Martina Fischer'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Wegweiser' }).locator('[aria-current="page"]')).toHaveText(
        path === '/wegweiser/leistungen' ? 'Leistungen nach Themen' : heading,
      );
      await page.getByRole('main').getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    }
    await page.goto('/wegweiser/lebenslagen/umzug');
    await expect(page.getByRole('region', { name: 'Das ist zu erledigen' }).getByRole('listitem')).toHaveCount(6);
    expect((await page.goto('/wegweiser/leistungen/gibt-es-nicht'))?.status()).toBe(404);
    await context.close();
  });
});
