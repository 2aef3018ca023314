import { expect, test } from '@playwright/test';

for (const path of ['/grundschule-musterstadt/gsd-downloads/', '/gydo/gydo-downloads/', '/werkrealschule/wrs-downloads']) {
  test(`a parent downloads the forms of ${path} as PDF files`, async ({ page, request }) => {
    await page.goto(path);
    const links = page.getByRole('main').locator('a[download]');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      const response = await request.get(href);
      expect([href, response.status(), response.headers()['content-type']]).toEqual([href, 200, 'application/pdf']);
      expect((await response.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    }
  });
}
