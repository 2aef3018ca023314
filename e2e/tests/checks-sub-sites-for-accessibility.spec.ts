import { expect, test, type Page } from '@playwright/test';
import { injectAxe } from '../support/axe';
import { SUB_SITES } from '../support/sub-sites';

/** One inner page per sub-site, next to its start page. */
const INNER: Record<string, string> = {
  feuerwehr: '/feuerwehr/einsaetze/',
  'grundschule-musterstadt': '/grundschule-musterstadt/gsd-downloads/',
  'grundschule-hallwangen': '/grundschule-hallwangen/gsh-elterninfo/',
  gymnasium: '/gydo/gydo-ferienplan/',
  werkrealschule: '/werkrealschule/wrs-aktuelles',
  'berufliche-schule': '/berufliche-schule/berufliches-gymnasium/',
  jugendhaus: '/jugendhaus/angebote',
  barfusspark: '/barfusspark/oeffnungszeiten',
};

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} – ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('a visitor with assistive technology finds no WCAG 2.1 AA violation', () => {
  for (const site of SUB_SITES) {
    for (const path of [site.home, INNER[site.theme]!]) {
      test(`on ${path} (${site.name})`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      });
    }
  }

  test('with the barefoot park search open', async ({ page }) => {
    await page.goto('/barfusspark');
    await page.getByText('Schnell gefunden', { exact: true }).first().click();
    await expect(page.getByRole('searchbox', { name: 'Suche' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

/** The header's disclosure buttons: the menu, and the search (the park calls it 'Schnell gefunden'). */
const tool = (page: Page, label: string) => page.getByRole('banner').locator('summary', { hasText: label });

test.describe('on a phone, every sub-site start page', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const site of SUB_SITES) {
    test(`${site.home} shows its title on the first screen and a menu and a search that open without a violation`, async ({ page }) => {
      await page.goto(site.home);
      await page.waitForLoadState('networkidle');
      const top = await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(600);

      const menu = tool(page, 'Menü');
      await expect(menu).toBeVisible();
      const navigation = page.getByRole('navigation', { name: /^Hauptmenü/ });
      await expect(navigation).toBeHidden();
      await menu.click();
      await expect(navigation).toBeVisible();
      expect(await violations(page)).toEqual([]);

      // Opening the search closes the menu; Escape closes the search and returns to its button.
      const search = tool(page, site.theme === 'barfusspark' ? 'Schnell gefunden' : 'Suche');
      await search.click();
      await expect(page.getByRole('searchbox', { name: 'Suche' })).toBeVisible();
      await expect(navigation).toBeHidden();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('searchbox', { name: 'Suche' })).toBeHidden();
      await expect(search).toBeFocused();
    });
  }
});

test.describe('on a desktop, every sub-site start page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const site of SUB_SITES) {
    test(`${site.home} shows its menu as a band and opens its search without a violation`, async ({ page }) => {
      await page.goto(site.home);
      await page.waitForLoadState('networkidle');
      await expect(tool(page, 'Menü')).toBeHidden();
      await expect(page.getByRole('navigation', { name: /^Hauptmenü/ })).toBeVisible();
      await tool(page, site.theme === 'barfusspark' ? 'Schnell gefunden' : 'Suche').click();
      await expect(page.getByRole('searchbox', { name: 'Suche' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: /^Hauptmenü/ })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
