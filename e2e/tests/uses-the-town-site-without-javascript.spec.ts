import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('the home page shows every portal module', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    // hero-slider: all five slides are on the page, the first one in view
    const slides = main.locator('.portal-hero--slider .swiper-slide');
    await expect(slides).toHaveCount(5);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Willkommen in Musterstadt');
    await expect(main.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(slides.nth(1).getByRole('heading', { level: 2 })).toHaveText('Die Altstadt neu entdecken');
    const headings: [string, string | RegExp][] = [
      ['kurzinfo-icons', 'Kurz informiert'],
      ['headline-teaser', 'Aktuelles aus dem Rathaus'],
      ['eventteaser', 'Veranstaltungen'],
      ['bild-text-teaser-3x', 'Leben in Musterstadt'],
      ['panoramabild-panoramateaser', 'Musterstadt entdecken'],
      ['bild-text (bild-text)', 'Heimatmuseum im Vogtshaus'],
      ['bild-text (text-bild)', 'Musik verbindet: die Stadtkapelle'],
      // The hero's teaser follows the season of the day the demo content was seeded.
      ['hero', /^(Frühling|Sommer|Herbst|Advent|Winter) in Musterstadt$/],
      ['text', 'Eine Stadt zum Leben und Ankommen'],
      ['auch-interessant', 'Auch interessant'],
      ['instagram', 'Musterstadt auf Instagram'],
    ];
    for (const [kind, heading] of headings) {
      await expect(main.getByRole('heading', { level: 2, name: heading, exact: true }), kind).toBeVisible();
    }
    await expect(main.locator('.portal-kurzinfo__item')).toHaveCount(4);
    expect(await main.locator('.portal-news .ms-card').count()).toBe(3);
    expect(await main.locator('.portal-events .town-event-card').count()).toBeGreaterThan(3);
    await expect(main.locator('.portal-teasers .portal-teaser')).toHaveCount(3);
    await expect(main.locator('.portal-panorama .portal-teaser')).toHaveCount(5);
    await expect(main.locator('.portal-bildtext--bild-text')).toHaveCount(1);
    await expect(main.locator('.portal-bildtext--text-bild')).toHaveCount(1);
    await expect(main.locator('.portal-auch').getByRole('link')).toHaveCount(5);
    await expect(main.locator('.portal-instagram img')).toHaveCount(6);
    // Carousels are rows that scroll natively; no buttons that would need a script (the search's
    // button sends a plain GET form).
    await expect(main.getByRole('button')).toHaveCount(1);
    await expect(main.getByRole('search').getByRole('button')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Nach unten zum Inhalt' })).toHaveAttribute('href', '#portal-start');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the menu is a link to the main menu, whose entries are plain links', async ({ page }) => {
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
      await expect(menu).toBeHidden();
      await page.getByRole('banner').getByRole('link', { name: 'Menü' }).click();
      await expect(page).toHaveURL(/#hauptmenue$/);
      await expect(menu).toBeVisible();
      await menu.getByText('Bildung', { exact: true }).click();
      await menu.getByRole('link', { name: 'Übersicht Bildung' }).click();
      await expect(page).toHaveURL(/\/bildung$/);
    });

    test('the submenu of the current page is open', async ({ page }) => {
      await page.goto('/aktuelles#hauptmenue');
      const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
      await expect(menu.getByRole('link', { name: 'Aktuelles', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Aktuelles', exact: true })).toHaveAttribute('aria-current', 'page');
    });
  });

  test('the search is a link to a plain GET form with the frequent searches', async ({ page }) => {
    await page.goto('/aktuelles');
    await page.getByRole('banner').getByRole('link', { name: 'Suche' }).click();
    await expect(page).toHaveURL(/#schnellsuche$/);
    await expect(page.getByRole('heading', { name: 'Schnell gefunden' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('list', { name: 'Häufig gesucht:' }).getByRole('link')).toHaveCount(12);
    const input = page.getByRole('banner').getByRole('searchbox', { name: 'Suche', exact: true });
    await input.fill('Gemeinderat');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/suche\?q=Gemeinderat$/);
  });

  test('the footer has its own search form', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const form = footer.getByRole('search');
    await expect(form).toHaveAttribute('action', '/suche');
    await expect(form).toHaveAttribute('method', 'get');
    await footer.getByRole('searchbox', { name: 'Website durchsuchen' }).fill('Abfall');
    await footer.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/suche\?q=Abfall$/);
  });
});
