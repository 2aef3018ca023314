import { expect, test } from '@playwright/test';

// Spec point 4: when the route lookup fails, the theme comes from the first path segment.
const CASES: [string, string][] = [
  ['/feuerwehr/gibt-es-nicht', 'feuerwehr'],
  ['/grundschule-musterstadt/gibt-es-nicht', 'grundschule-musterstadt'],
  ['/grundschule-hallwangen/gibt-es-nicht', 'grundschule-hallwangen'],
  ['/werkrealschule/gibt-es-nicht', 'werkrealschule'],
  ['/gydo/gibt-es-nicht', 'gymnasium'],
  ['/barfusspark/gibt-es-nicht', 'barfusspark'],
  ['/jugendhaus/gibt-es-nicht', 'default'],
  ['/berufliche-schule/gibt-es-nicht', 'default'],
  ['/feuerwehr/einsaetze/kein-einsatz', 'feuerwehr'],
  ['/gydo/berichte/kein-bericht', 'gymnasium'],
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`an unknown address under a sub-site, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    for (const [path, theme] of CASES) {
      test(`${path} is a 404 in the ${theme} theme`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Seite nicht gefunden');
      });
    }
  });
}
