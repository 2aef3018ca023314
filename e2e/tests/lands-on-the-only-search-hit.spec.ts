import { expect, test, type Page } from '@playwright/test';

// Queries of the demo content with exactly one hit of each kind (spec point 2, search result redirect).
const RULES = [
  { rule: 'a web-contact goes to its url', q: 'Polizeiposten', target: 'https://www.polizei-bw.de/' },
  { rule: 'a directory-guide entry goes to the guide path built from es_pfad', q: 'Fischereischein', target: '/wegweiser/leistungen/fischereischein' },
  { rule: 'otherwise es_pfad_ext when present', q: 'Geoportal', target: 'https://www.geoportal-bw.de/' },
  { rule: 'else es_pfad', q: 'Behördennummer', target: '/wegweiser' },
] as const;

const external = (target: string) => target.startsWith('https://');

/** Other sites are not reached from the tests: the browser gets a small stand-in page. */
async function standInForOtherSites(page: Page) {
  for (const host of ['https://www.polizei-bw.de/', 'https://www.geoportal-bw.de/']) {
    await page.route(`${host}**`, (route) => route.fulfill({ contentType: 'text/html', body: `<title>Andere Website</title><h1>${host}</h1>` }));
  }
}

async function expectLandedOn(page: Page, target: string) {
  if (external(target)) {
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target);
  } else {
    await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

test.describe('a single search hit leads straight to its target, in the browser', () => {
  for (const { rule, q, target } of RULES) {
    test(`${rule} (${q})`, async ({ page }) => {
      await standInForOtherSites(page);
      await page.goto('/suche');
      await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
      await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill(q);
      await page.getByRole('main').getByRole('button', { name: 'Suchen' }).click();
      await expectLandedOn(page, target);
      if (external(target)) {
        // A full location replace: the search with one hit is not left in the history.
        await page.goBack();
        await expect(page).toHaveURL(/\/suche$/);
      } else {
        // A navigation of the site, without reloading the page, in place of the search.
        expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
        await page.goBack();
        await expect(page).toHaveURL(/\/suche$/);
      }
    });
  }
});

test.describe('a single search hit leads straight to its target, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { rule, q, target } of RULES) {
    test(`${rule} (${q})`, async ({ page }) => {
      await standInForOtherSites(page);
      await page.goto('/suche');
      await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill(q);
      await page.getByRole('main').getByRole('button', { name: 'Suchen' }).click();
      await expectLandedOn(page, target);
    });
  }

  test('the server answers the search with a redirect', async ({ request }) => {
    const response = await request.get(`/suche?q=${encodeURIComponent('Fischereischein')}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/wegweiser/leistungen/fischereischein');
  });
});

test.describe('a hostile address of a search hit is never followed', () => {
  test.skip(!!process.env.BASE_URL, 'needs the fixture the test platform is seeded with');

  for (const javaScriptEnabled of [true, false]) {
    test(`javascript: in es_pfad_ext (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto('/suche');
      await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Quokkaforum');
      await page.getByRole('main').getByRole('button', { name: 'Suchen' }).click();
      // The hostile address counts as absent: the next rule (es_pfad) applies.
      await expect(page).toHaveURL(/\/wegweiser$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Wegweiser' })).toBeVisible();
      expect(dialogs).toEqual([]);
      await context.close();
    });
  }

  test('the browser refuses a javascript: redirect even if the server sent one', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/_page?url=*Zauberwort*', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ redirect: 'javascript:alert(1)', status: 302 }) }),
    );
    await page.goto('/suche');
    await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Zauberwort');
    await page.getByRole('main').getByRole('button', { name: 'Suchen' }).click();
    // The page is loaded from the server instead, which shows the search without hits.
    await expect(page.getByRole('heading', { name: 'Keine Treffer für „Zauberwort“' })).toBeVisible();
    await expect(page).toHaveURL(/\/suche\?q=Zauberwort$/);
    expect(dialogs).toEqual([]);
  });
});
