import { expect, test } from '@playwright/test';
import { TEST_SECRETS } from '../support/secrets';

const PATHS = ['/', '/aktuelles', '/veranstaltungen', '/feuerwehr/', '/gibt-es-nicht'];
const SECRET_PATTERNS = [...Object.values(TEST_SECRETS).map((value) => new RegExp(value)), /DATABASE_URL/, /postgres(ql)?:\/\//i, /Authorization:\s*Token/i, /"token"\s*:/i];

test('no served HTML, page data or script carries a token or secret', async ({ page, request }) => {
  const bodies: { url: string; text: string }[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript|json|html/.test(type)) bodies.push({ url: response.url(), text: await response.text().catch(() => '') });
  });
  for (const path of PATHS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    bodies.push({ url: `${path} (page data)`, text: await (await request.get(`/_page?url=${encodeURIComponent(path)}`)).text() });
  }
  await page.goto('/aktuelles');
  await page.locator('.ms-card__title a').first().click();
  await page.waitForLoadState('networkidle');

  expect(bodies.length).toBeGreaterThan(10);
  for (const { url, text } of bodies) {
    for (const pattern of SECRET_PATTERNS) expect(`${url}: ${pattern.test(text) ? pattern : 'clean'}`).toBe(`${url}: clean`);
  }
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => /token|auth/i.test(cookie.name) && !cookie.httpOnly)).toEqual([]);
});
