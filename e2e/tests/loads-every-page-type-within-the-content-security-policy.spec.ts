import { expect, test, type Page } from '@playwright/test';
import { SUB_SITES } from '../support/sub-sites';
import { EARLIER_TEMPLATE_PAGES, TOWN_PAGES } from '../support/town-pages';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Every page type: the portals, each template's page, every sub-site's pages, forms, search and the 404 page. */
const PATHS = [
  ...new Set([
    '/',
    '/gaeste/',
    '/verwaltung/',
    '/wirtschaft',
    '/kontakt',
    '/abfall',
    '/abfall/erinnerung',
    '/suche?q=M%C3%BCll',
    '/app',
    '/gibt-es-nicht',
    ...TOWN_PAGES.map((entry) => entry.path),
    ...EARLIER_TEMPLATE_PAGES.map((entry) => entry.path),
    ...SUB_SITES.flatMap((site) => [site.home, ...site.links]),
  ]),
];

/** Collects every policy violation the page reports, as an event and in the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test('Chromium loads and hydrates every page type, the allowed widget script included, with no policy violation', async ({ page }) => {
  test.setTimeout(PATHS.length * 8_000);
  const violations = await watchViolations(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of PATHS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect([path, violations]).toEqual([path, []]);
  }
  // The job-listing widget the content embeds was loaded and ran within the policy.
  expect(scripts.some((url) => url.includes('/api/cms/widgets/'))).toBe(true);
});

test('a map loaded on request and a client-side navigation stay within the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
  await page.goto('/leben-wohnen/bauen/sonnenhalde');
  await page.getByRole('button', { name: 'Karte laden' }).click();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await page.goto('/aktuelles');
  await page.waitForLoadState('networkidle');
  await page.locator('.ms-card__title a').first().click();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  // The control: an inline script that content or a bug slips into the page is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.title = "unterwandert"';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.title()).not.toBe('unterwandert');
});
