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
