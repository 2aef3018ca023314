import { expect, test } from '@playwright/test';

// Which pages need a login is the pages' data: each names its middleware in the content API, and the
// remotes contribute it. The town's notice page for council members lives under /rathaus, not under
// /ratsinfo, and still asks for the council login; the intranet's pages cannot be reached around
// their middleware by encoding the address.
const NOTICE = '/rathaus/ratsmitglieder';

for (const javaScriptEnabled of [false, true]) {
  test(`a council member reads the town’s members-only notice page after the login, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(NOTICE);
    await expect(page).toHaveURL(/\/ratsinfo\/anmelden\?ziel=%2Frathaus%2Fratsmitglieder$/);
    await expect(page.getByText('Tablets für die Ratsarbeit')).toHaveCount(0);

    await page.getByLabel('E-Mail-Adresse').fill('sabine.keller@musterstadt.de');
    await page.getByLabel('Passwort').fill('Ratsinfo!2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(new RegExp(`${NOTICE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mitteilungen für Ratsmitglieder');
    await expect(page.getByRole('heading', { name: 'Tablets für die Ratsarbeit' })).toBeVisible();
    await context.close();
  });
}

test('a visitor without the login gets no members’ content, from the page nor from its data', async ({ request }) => {
  const answer = await request.get(NOTICE, { maxRedirects: 0 });
  expect([answer.status(), answer.headers()['location']]).toEqual([303, '/ratsinfo/anmelden?ziel=%2Frathaus%2Fratsmitglieder']);
  const navigation = await request.get(`/_page?url=${encodeURIComponent(NOTICE)}`);
  expect(await navigation.json()).toEqual({ redirect: '/ratsinfo/anmelden?ziel=%2Frathaus%2Fratsmitglieder', status: 303 });
});

// An encoded slash (`/intranet%2Farchiv`) does not normalise: a German 400 (decides-on-the-normalised-address).
test('an encoded address of an intranet page goes to the intranet login like the page itself', async ({ request }) => {
  for (const [path, ziel] of [
    ['/%69ntranet/rubriken', '%2Fintranet%2Frubriken'],
    ['/%69ntranet/archiv', '%2Fintranet%2Farchiv'],
    ['/intranet/rubriken', '%2Fintranet%2Frubriken'],
  ]) {
    const answer = await request.get(path!, { maxRedirects: 0 });
    const body = await answer.text();
    expect([path, answer.status(), answer.headers()['location']]).toEqual([path, 303, `/intranet/anmelden?ziel=${ziel}`]);
    expect(body).not.toContain('Rundschreiben');
  }
});

test('a cookie copied before the logout reads nothing afterwards: the logout ended the session at the content API', async ({ playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL: baseURL! });
  expect((await staff.post('/intranet/anmelden', { form: { email: 'anna.schmid@musterstadt.de', passwort: 'Intranet!2026' } })).ok()).toBe(true);
  const copied = (await staff.storageState()).cookies.find((cookie) => cookie.name === 'ms_intranet');
  expect(copied).toBeDefined();
  const replay = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { cookie: `ms_intranet=${copied!.value}` } });
  expect((await replay.get('/intranet/rubriken', { maxRedirects: 0 })).status()).toBe(200);

  await staff.post('/intranet/abmelden', { form: {}, maxRedirects: 0 });
  const after = await replay.get('/intranet/rubriken', { maxRedirects: 0 });
  expect([after.status(), after.headers()['location']]).toEqual([303, '/intranet/anmelden?ziel=%2Fintranet%2Frubriken']);
  await staff.dispose();
  await replay.dispose();
});
