import { expect, test, type Page } from '@playwright/test';

/** Page-data requests (/_page?url=…) the page makes from now on, by target path. */
function pageDataRequests(page: Page): string[] {
  const targets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/_page') targets.push(url.searchParams.get('url') ?? '');
  });
  return targets;
}

async function hydrated(page: Page) {
  await expect(page.locator('header.town-header[data-enhanced="true"]')).toBeAttached();
}

test('hovering a link on a normal connection prefetches its page data, which the navigation uses', async ({ page }) => {
  const requests = pageDataRequests(page);
  await page.goto('/impressum');
  await hydrated(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).first();
  await link.hover();
  await expect.poll(() => requests).toContain('/datenschutz');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: /Datenschutz/ })).toBeVisible();
  expect(requests.filter((target) => target === '/datenschutz')).toHaveLength(1);
});

test('on a 2g connection nothing is prefetched', async ({ page, context }) => {
  await page.goto('/impressum');
  await hydrated(page);
  // The connection turns slow while the page is open (Chromium's network emulation; 2g means a round trip of 1.4 s or more).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1600,
    downloadThroughput: (200 * 1024) / 8,
    uploadThroughput: (50 * 1024) / 8,
    connectionType: 'cellular2g',
  });
  await expect.poll(() => page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType)).toMatch(/2g$/);
  const requests = pageDataRequests(page);
  // A prefetch starts in the pointer's event handler, before the click on another link that follows.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).first().hover();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Barrierefreiheit/ })).toBeVisible({ timeout: 30_000 });
  expect(requests).toEqual(['/barrierefreiheit']);
});
