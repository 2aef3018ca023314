import { expect, test, type APIRequestContext } from '@playwright/test';
import { TOWN_PAGES } from '../support/town-pages';

interface MenuItem {
  href?: string | null;
  menuItems?: MenuItem[];
}

async function menuLinks(request: APIRequestContext): Promise<string[]> {
  const flatten = (items: MenuItem[]): string[] => items.flatMap((item) => [item.href ?? '', ...flatten(item.menuItems ?? [])]);
  const links: string[] = [];
  for (const name of ['Hauptmenü', 'Footer', 'Footer Quicklinks']) {
    const response = await request.get(`/api/cms/menu?name=${encodeURIComponent(name)}`);
    expect(response.status()).toBe(200);
    links.push(...flatten(((await response.json()) as { menuItems: MenuItem[] }).menuItems));
  }
  return links;
}

test.describe('a visitor finds the town’s services and information', () => {
  test('every content page is linked from a menu, or from the list that is', async ({ request, page }) => {
    const links = await menuLinks(request);
    for (const { path, menuLink } of TOWN_PAGES) {
      expect(`${path}: ${links.includes(menuLink) ? 'im Menü' : 'fehlt'}`).toBe(`${path}: im Menü`);
      if (menuLink !== path) {
        await page.goto(menuLink);
        await expect(page.locator(`main a[href="${path}"]`).first()).toBeAttached();
      }
    }
    // The main menu on the page offers the links as plain links.
    await page.goto('/leben-wohnen');
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    for (const href of [
      '/leben-wohnen/schwarzes-brett',
      '/leben-wohnen/branchenbuch',
      '/leben-wohnen/versorgung',
      '/verwaltung',
      '/app',
      '/touristinformation',
    ]) {
      await expect(menu.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  for (const { path, h1, texts } of TOWN_PAGES) {
    test(`${path} shows its content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const content = page.locator('main, aside');
      for (const text of texts) await expect(content.getByText(text).first()).toBeVisible();
      await expect(page.getByText('Dieser Inhalt kann zurzeit leider nicht angezeigt werden.')).toHaveCount(0);
    });
  }

  test('the notice board pages through the notices and filters by category, and one category is empty', async ({ page }) => {
    await page.goto('/leben-wohnen/schwarzes-brett');
    await expect(page.locator('.town-notice-card')).toHaveCount(10);
    const pagination = page.getByRole('navigation', { name: 'Seitennavigation' });
    await pagination.getByRole('link', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(/seite=2/);
    await expect(page.locator('.town-notice-card')).toHaveCount(4);
    await page.getByRole('navigation', { name: 'Meldungen nach Rubrik' }).getByRole('link', { name: 'Ehrenamt' }).click();
    await expect(page).toHaveURL(/\?rubrik_id=33$/);
    await expect(page.locator('.town-notice-card')).toHaveCount(2);
    await page.getByRole('navigation', { name: 'Meldungen nach Rubrik' }).getByRole('link', { name: 'Fundsachen' }).click();
    await expect(page.getByText('Aktuell sind keine Meldungen erfasst')).toBeVisible();
    await page.getByRole('navigation', { name: 'Meldungen nach Rubrik' }).getByRole('link', { name: 'Alle Meldungen' }).click();
    await page.getByRole('link', { name: 'Repair-Café im Jugendhaus' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repair-Café im Jugendhaus');
  });

  test('the department page shows its staff and only the deviating time that applies now', async ({ page }) => {
    await page.goto('/rathaus/aemter');
    await page.getByRole('link', { name: 'Bürgerbüro' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bürgerbüro');
    const staff = page.getByRole('region', { name: 'Ihre Ansprechpartner' });
    await expect(staff.getByRole('heading', { level: 3 })).toHaveText(['Jana Fehrenbach', 'Lea Schwär', 'Murat Yıldız']);
    await expect(staff.getByRole('link', { name: '07999123120' })).toHaveAttribute('href', 'tel:+497999123120');
    await expect(page.getByText('Sitzungssaal im 1. Obergeschoss')).toBeVisible();
    await expect(page.getByText('keine Meldebescheinigungen ausgestellt')).toHaveCount(0);
  });

  test('the tourist office shows Wednesday as closed', async ({ page }) => {
    await page.goto('/touristinformation');
    const times = page.getByRole('complementary');
    await expect(times.locator('dt', { hasText: 'Mittwoch' }).locator('xpath=following-sibling::dd')).toHaveText('geschlossen');
    await expect(times.getByText('wegen Inventur')).toHaveCount(0);
  });

  test('the business directory filters by trade', async ({ page }) => {
    await page.goto('/leben-wohnen/branchenbuch');
    await page.getByRole('navigation', { name: 'Betriebe nach Branche' }).getByRole('link', { name: 'Handwerk' }).click();
    await expect(page.locator('.town-business__title')).toHaveText(['Elektro Kienzle', 'Malerbetrieb Faller', 'Schreinerei Dold GmbH']);
  });

  test('the gallery opens an image large and steps through the others', async ({ page }) => {
    await page.goto('/freizeit-tourismus/bildergalerie');
    await page.waitForLoadState('networkidle');
    // The first image: the open main menu of this section may cover others.
    await page.getByRole('link', { name: /Die Höhen des Schwarzwalds/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Bild 1 von 8');
    await dialog.getByRole('button', { name: /Nächstes Bild/ }).click();
    await expect(dialog).toContainText('Das Rathaus am Marktplatz, erbaut 1786');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('Bild 1 von 8');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/freizeit-tourismus\/bildergalerie$/);
  });

  test('the job page filters the job offers with the embedded widget, and shows the list once', async ({ page }) => {
    await page.goto('/stellenangebote');
    await expect(page.locator('#stellenportal')).toHaveCount(1);
    const filter = page.getByLabel('Stellenangebote filtern');
    await expect(filter).toHaveCount(1);
    await filter.fill('Bauhof');
    await expect(page.locator('#stellenportal li:visible')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Stellenangebot' })).toHaveText('1 Stellenangebot');
  });

  test('documents carry an icon and their file type', async ({ page }) => {
    await page.goto('/leben-wohnen/bauen/sonnenhalde');
    const documents = page.getByRole('region', { name: 'Pläne und Unterlagen' });
    await expect(documents.getByRole('link', { name: 'Bewerbungsbogen für einen Bauplatz (PDF-Dokument)' })).toBeVisible();
    await expect(documents.locator('.ms-file-icon__badge')).toHaveText(['PDF', 'PDF', 'PDF']);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the content pages come complete from the server', async ({ page }) => {
    for (const { path, h1, texts } of TOWN_PAGES) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.locator('main, aside').getByText(texts[0]!).first()).toBeVisible();
      await expect(page.getByText('Dieser Inhalt kann zurzeit leider nicht angezeigt werden.')).toHaveCount(0);
    }
  });

  test('the building area offers its plots and a map link, and no map button that could not work', async ({ page }) => {
    await page.goto('/leben-wohnen/bauen/sonnenhalde');
    await expect(page.getByRole('table')).toContainText('S11');
    await expect(page.getByRole('link', { name: 'Lage auf openstreetmap.org ansehen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Karte laden' })).toHaveCount(0);
  });
});
