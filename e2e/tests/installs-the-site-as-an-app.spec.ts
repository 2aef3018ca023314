import { expect, test } from '@playwright/test';

test('the manifest meets Chromium’s install criteria', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are incognito, where Chromium never installs; every other criterion holds.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

  const body = (await (await page.request.get('/manifest.webmanifest')).json()) as { name: string; lang: string; icons: { src: string; purpose: string }[] };
  expect(body).toMatchObject({ name: 'Stadt Musterstadt', lang: 'de-DE', display: 'standalone', theme_color: '#1f5c3f' });
  const maskable = body.icons.filter((icon) => icon.purpose === 'maskable');
  expect(maskable.length).toBeGreaterThan(0);
  for (const icon of maskable) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect((await answer.body()).subarray(1, 4).toString()).toBe('PNG');
  }
});

test('running from the home screen marks app mode, and the app page says the app is in use', async ({ page, context }) => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'So legen Sie Musterstadt auf den Startbildschirm' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'ms-app')).toBe(false);

  // Chromium cannot emulate display-mode: the page is told it runs standalone, as an installed app is.
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query === '(display-mode: standalone)' ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList) : matchMedia(query);
  });
  await page.goto('/');
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'ms-app')?.value).toBe('1');
  await page.goto('/app');
  await expect(page.getByText('Sie nutzen die App bereits')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'So legen Sie Musterstadt auf den Startbildschirm' })).toHaveCount(0);
});
