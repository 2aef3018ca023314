import { expect, test, type Page } from '@playwright/test';
import { collectProblems, waitForTownHeader } from '../support/town';

/** 'Häufig gesucht:' – the twelve suggestions of spec point 2, in their order. */
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

interface MenuItem {
  title: string;
  href?: string | null;
  menuItems?: MenuItem[];
}

const banner = (page: Page) => page.getByRole('banner');
const menuToggle = (page: Page) => banner(page).getByRole('button', { name: 'Menü', exact: true });
const searchToggle = (page: Page) => banner(page).getByRole('button', { name: 'Suche', exact: true });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });
const searchHeading = (page: Page) => page.getByRole('heading', { name: 'Schnell gefunden' });
const searchInput = (page: Page) => banner(page).getByRole('searchbox', { name: 'Suche', exact: true });

async function scrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
}

async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
}

async function isSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
}

test.describe('on a phone, a visitor opens and closes the menu and the search', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu opens as an overlay by mouse, locks scrolling and closes again', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/');
    await waitForTownHeader(page);
    await expect(mainMenu(page)).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.locator('.town-overlay')).toBeAttached();
    expect(await scrollLocked(page)).toBe(true);

    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.locator('.town-overlay')).toHaveCount(0);
    expect(await scrollLocked(page)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('the menu opens with the keyboard and Escape closes it, focus back on the toggle', async ({ page }) => {
    await page.goto('/');
    await waitForTownHeader(page);
    await menuToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(mainMenu(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mainMenu(page).getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mainMenu(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('menu and search are never open at the same time', async ({ page }) => {
    await page.goto('/');
    await waitForTownHeader(page);
    await menuToggle(page).click();
    await expect(mainMenu(page)).toBeVisible();

    await searchToggle(page).click();
    await expect(searchHeading(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page)).toBeHidden();
    expect(await scrollLocked(page)).toBe(true);

    await menuToggle(page).click();
    await expect(mainMenu(page)).toBeVisible();
    await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(searchHeading(page)).toBeHidden();

    // A click on the dimmed page beside the search closes it.
    await searchToggle(page).click();
    await expect(searchHeading(page)).toBeVisible();
    await page.mouse.click(187, 790);
    await expect(searchHeading(page)).toBeHidden();
    await expect(mainMenu(page)).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('the menu opens the submenu of the current page, highlighted, with an overview entry', async ({ page }) => {
    await page.goto('/aktuelles');
    await waitForTownHeader(page);
    await menuToggle(page).click();
    const current = mainMenu(page).getByRole('button', { name: /^Menüpunkt Rathaus & Verwaltung öffnet/ });
    await expect(current).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page).locator('.town-menu__item.is-current')).toHaveCount(1);
    await expect(mainMenu(page).locator('.town-menu__item.is-current > .town-menu__toggle')).toHaveText('Rathaus & Verwaltung');
    await expect(mainMenu(page).getByRole('link', { name: 'Aktuelles', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(mainMenu(page).getByRole('link', { name: 'Übersicht Rathaus & Verwaltung' })).toHaveAttribute('href', '/rathaus');
    for (const other of await mainMenu(page)
      .getByRole('button', { name: /^Menüpunkt (?!Rathaus)/ })
      .all()) {
      await expect(other).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('a route change closes the menu and the search', async ({ page }) => {
    await page.goto('/');
    await waitForTownHeader(page);
    await markPage(page);

    // A link in the menu: the next page shows with the menu closed.
    await menuToggle(page).click();
    await mainMenu(page)
      .getByRole('button', { name: /^Menüpunkt Rathaus & Verwaltung öffnet/ })
      .click();
    await mainMenu(page).getByRole('link', { name: 'Aktuelles', exact: true }).click();
    await expect(page).toHaveURL(/\/aktuelles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelles' })).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page)).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);

    // Going back with the browser while the search is open.
    await searchToggle(page).click();
    await expect(searchHeading(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen in Musterstadt' })).toBeVisible();
    await expect(searchHeading(page)).toBeHidden();
    await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await scrollLocked(page)).toBe(false);

    // And forward again while the menu is open.
    await menuToggle(page).click();
    await expect(mainMenu(page)).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelles' })).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
    expect(await isSamePage(page)).toBe(true);
  });

  test('the menu closes when the window grows to desktop width', async ({ page }) => {
    await page.goto('/');
    await waitForTownHeader(page);
    await menuToggle(page).click();
    expect(await scrollLocked(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => scrollLocked(page)).toBe(false);
    await expect(page.locator('.town-overlay')).toHaveCount(0);
    await expect(mainMenu(page)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page)).toBeHidden();
  });
});

test.describe('a visitor searches from the header', () => {
  test('the search overlay offers a form and the twelve frequent searches', async ({ page }) => {
    await page.goto('/aktuelles');
    await waitForTownHeader(page);
    await expect(searchHeading(page)).toBeHidden();
    await searchToggle(page).click();
    await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(searchHeading(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    expect(await scrollLocked(page)).toBe(true);

    const form = banner(page).getByRole('search');
    await expect(form).toHaveAttribute('action', '/suche');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(searchInput(page)).toHaveAttribute('name', 'q');

    await expect(banner(page).getByText('Häufig gesucht:', { exact: true })).toBeVisible();
    const suggestions = banner(page).getByRole('list', { name: 'Häufig gesucht:' }).getByRole('link');
    await expect(suggestions).toHaveText(SUGGESTIONS);
    for (const [index, term] of SUGGESTIONS.entries()) {
      const href = await suggestions.nth(index).getAttribute('href');
      const url = new URL(href!, 'http://example.org');
      expect([url.pathname, url.searchParams.get('q')]).toEqual(['/suche', term]);
    }

    // The page behind does not scroll while the overlay is open.
    await page.mouse.move(640, 700);
    await page.mouse.wheel(0, 800);
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(searchHeading(page)).toBeHidden();
    await expect(searchToggle(page)).toBeFocused();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('the search opens with the keyboard and sends the query to /suche', async ({ page }) => {
    await page.goto('/');
    await waitForTownHeader(page);
    await searchToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.type('Feuerwehr');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/suche\?q=Feuerwehr$/);
    await expect(searchHeading(page)).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('a frequent search links to the search page with its term', async ({ page }) => {
    await page.goto('/');
    await waitForTownHeader(page);
    await searchToggle(page).click();
    await banner(page).getByRole('link', { name: 'Fachwerk & Altstadt' }).click();
    await expect(page).toHaveURL(/\/suche\?q=Fachwerk%20%26%20Altstadt$/);
    await expect(searchHeading(page)).toBeHidden();
  });
});

test.describe('on a desktop, a visitor uses the main menu bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('each toggle names its item and the number of entries, and opens its submenu', async ({ page, request }) => {
    const menu = (await (await request.get(`/api/cms/menu?name=${encodeURIComponent('Hauptmenü')}`)).json()) as { menuItems: MenuItem[] };
    await page.goto('/');
    await waitForTownHeader(page);
    await expect(menuToggle(page)).toBeHidden();
    const withChildren = menu.menuItems.filter((item) => (item.menuItems ?? []).length > 0);
    expect(withChildren.length).toBeGreaterThan(2);
    for (const item of withChildren) {
      const label = `Menüpunkt ${item.title} öffnet eine Liste mit ${item.menuItems!.length} Unterpunkten`;
      await expect(mainMenu(page).getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-expanded', 'false');
    }

    const rathaus = mainMenu(page).getByRole('button', { name: /^Menüpunkt Rathaus & Verwaltung öffnet/ });
    await rathaus.click();
    await expect(rathaus).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await rathaus.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'Übersicht Rathaus & Verwaltung' })).toHaveAttribute('href', '/rathaus');
    // A submenu item without a link of its own groups its entries.
    await expect(panel.getByText('Verwaltung', { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Verwaltung im Überblick' })).toBeVisible();

    const bildung = mainMenu(page).getByRole('button', { name: /^Menüpunkt Bildung öffnet/ });
    await bildung.click();
    await expect(bildung).toHaveAttribute('aria-expanded', 'true');
    await expect(rathaus).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(bildung).toHaveAttribute('aria-expanded', 'false');
    await expect(bildung).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(bildung).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainMenu(page).getByRole('link', { name: 'Übersicht Bildung' })).toBeFocused();
    await page.mouse.click(640, 700);
    await expect(bildung).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu item of the current page is highlighted', async ({ page }) => {
    await page.goto('/aktuelles');
    await waitForTownHeader(page);
    const current = mainMenu(page).locator('.town-menu__item.is-current');
    await expect(current).toHaveCount(1);
    const toggle = current.getByRole('button', { name: /^Menüpunkt Rathaus & Verwaltung öffnet/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ms-color-accent').trim());
    expect(accent).toBe('#a3361f');
    await expect(toggle).toHaveCSS('border-bottom-color', 'rgb(163, 54, 31)');
    await toggle.click();
    await expect(mainMenu(page).getByRole('link', { name: 'Aktuelles', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the header gives way when scrolling down and comes back when scrolling up', async ({ page }) => {
    await page.goto('/aktuelles');
    await waitForTownHeader(page);
    const header = page.locator('header.town-header');
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await nextFrames(page);
    };
    await scrollTo(40);
    await expect(header).toHaveClass(/is-pinned/);
    await scrollTo(48);
    await expect(header).toHaveClass(/is-pinned/); // down, but within 50 px of the top
    await scrollTo(60);
    await expect(header).toHaveClass(/is-unpinned/); // down past 50 px
    await scrollTo(58);
    await expect(header).toHaveClass(/is-pinned/); // up, within 100 px of the top
    await scrollTo(400);
    await expect(header).toHaveClass(/is-unpinned/);
    await expect.poll(async () => (await header.boundingBox())!.y).toBeLessThan(-100);
    await scrollTo(397);
    await expect(header).toHaveClass(/is-unpinned/); // up by less than the tolerance of 5 px
    await scrollTo(380);
    await expect(header).toHaveClass(/is-pinned/);
    await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
    await scrollTo(383);
    await expect(header).toHaveClass(/is-pinned/); // down by less than the tolerance
    await scrollTo(600);
    await expect(header).toHaveClass(/is-unpinned/);
  });
});
