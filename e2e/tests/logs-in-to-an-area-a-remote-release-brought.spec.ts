import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// A remote of the tests alone (e2e/fixtures/login-probe, listed only in the test platform's remotes
// manifest) brings a third login kind: its own cookie, pages, protected area and files. The running
// shell serves it as it serves the council's and the intranet's; the shell's build knows nothing of it.
const EMAIL = 'anna.schmid@musterstadt.de';
const PASSWORT = 'Intranet!2026';

test.skip(!!process.env.BASE_URL, 'the fixture remote runs only on the platform the tests start');

test('the shell’s build knows nothing of the new login kind, and the running shell has loaded its remote', async ({ request }) => {
  const server = path.resolve(__dirname, '../../shell/dist/server');
  for (const file of readdirSync(server).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(server, file), 'utf8');
    expect([file, /ms_probe|login-probe|\/probe\//.test(code)]).toEqual([file, false]);
  }
  const health = (await (await request.get('/health')).json()) as { remotes: Record<string, boolean> };
  expect(health.remotes['login-probe']).toBe(true);
});

test('a staff member logs in to the new area without JavaScript, reads its page and a protected file, and logs out', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  // The area is protected: a visitor goes to its login, which names the way back.
  await page.goto('/probe');
  await expect(page).toHaveURL(/\/probe\/anmelden\?ziel=%2Fprobe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung zum Probe-Bereich');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.getByLabel('E-Mail-Adresse').fill(EMAIL);
  await page.getByLabel('Passwort').fill('falsch');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.');

  await page.getByLabel('E-Mail-Adresse').fill(EMAIL);
  await page.getByLabel('Passwort').fill(PASSWORT);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/probe$/);
  await expect(page.getByText('Angemeldet als Anna Schmid.')).toBeVisible();

  // Its own cookie, HttpOnly, beside no other session; no token in the page.
  const cookies = await context.cookies();
  const probe = cookies.find((cookie) => cookie.name === 'ms_probe');
  expect(probe).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(cookies.map((cookie) => cookie.name)).not.toContain('ms_intranet');
  const token = probe!.value.split('.').slice(1).join('.');
  expect(await page.content()).not.toContain(token);

  // The one file route streams the area's files with its session, and sends a visitor without one to its login.
  const staff = await request.post('/intranet/anmelden', { form: { email: EMAIL, passwort: PASSWORT } });
  expect(staff.ok()).toBe(true);
  const archive = await (await request.get('/intranet/archiv')).text();
  const [, id, name] = /\/intranet\/dokumente\/(\d+)\/([\w.-]+\.pdf)/.exec(archive) ?? [];
  expect(id && name).toBeTruthy();
  const file = await context.request.get(`/probe/dokumente/${id}/${name}`);
  expect([file.status(), file.headers()['content-type'], file.headers()['cache-control']]).toEqual([200, 'application/pdf', 'private, no-store']);
  const anonymous = await request.get(`/probe/dokumente/${id}/${name}`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(303);
  expect(anonymous.headers()['location']).toBe(`/probe/anmelden?ziel=${encodeURIComponent(`/probe/dokumente/${id}/${name}`)}`);

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/probe\/abgemeldet$/);
  await expect(page.getByText('Sie haben sich abgemeldet.')).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('ms_probe');
  await page.goto('/probe');
  await expect(page).toHaveURL(/\/probe\/anmelden/);
  await context.close();
});

test('its login answers scripts with JSON and keeps the area out of search engines', async ({ request }) => {
  const wrong = await request.post('/probe/anmelden', { data: { email: EMAIL, passwort: 'falsch' } });
  expect([wrong.status(), await wrong.json()]).toEqual([
    401,
    { status: 'invalid', message: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.' },
  ]);
  const right = await request.post('/probe/anmelden', { data: { email: EMAIL, passwort: PASSWORT, ziel: '/probe' } });
  const answer = (await right.json()) as { status: string; profile: { name: string }; weiter: string };
  expect(answer).toEqual({ status: 'success', profile: { uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Anna Schmid' }, weiter: '/probe' });
  expect(right.headers()['set-cookie']).toMatch(/^ms_probe=.*; Max-Age=1800; .*HttpOnly; SameSite=Lax/);
  const cross = await request.post('/probe/anmelden', { data: { email: EMAIL, passwort: PASSWORT }, headers: { 'sec-fetch-site': 'cross-site' } });
  expect(cross.status()).toBe(403);
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /probe\n');
});
