import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';

const COOKIE = 'ms_intranet';
const EMAIL = 'anna.schmid@musterstadt.de';
const PASSWORT = 'Intranet!2026';

/** Presses Tab until the element has the focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never got the keyboard focus');
}

/** The dates of the latest texts on the start page, in the order shown. */
async function latestDates(page: Page): Promise<string[]> {
  const metas = await page.getByRole('region', { name: 'Neueste Texte' }).locator('.ms-area-meta').allTextContents();
  return metas.map((meta) => {
    const [day, month, year] = (meta.match(/\d{2}\.\d{2}\.\d{4}/)?.[0] ?? '').split('.');
    return `${year}-${month}-${day}`;
  });
}

/** The bodies of every page, page-data, script and JSON answer the browser gets, to look for a token in. */
function collectBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/html|json|javascript/.test(response.headers()['content-type'] ?? '')) bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

async function expectNoTokenReadable(page: Page, token: string): Promise<void> {
  expect(await page.content()).not.toContain(token);
  expect(await page.evaluate(() => document.cookie)).not.toContain(COOKIE);
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(storage).not.toContain(token);
  expect((await page.locator('#__BOOT__').textContent()) ?? '').not.toContain(token);
}

test.describe('a staff member, by keyboard alone', () => {
  test('logs in, reads the latest texts, a category and a text, filters the archive, downloads a document, reloads and logs out', async ({ page, context }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const bodies = collectBodies(page);
    // An anonymous visitor of a text gets the login with the way back, never the content.
    await page.goto('/intranet/rubriken/dienstanweisungen');
    await expect(page).toHaveURL(/\/intranet\/anmelden\?ziel=%2Fintranet%2Frubriken%2Fdienstanweisungen$/);
    await expect(page.getByText('Dienstfahrradleasing')).toHaveCount(0);
    await page.goto('/intranet/anmelden');

    await tabTo(page, page.getByLabel('E-Mail-Adresse'));
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORT);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/intranet$/);
    await expect(page.getByText('Guten Tag, Anna Schmid.')).toBeVisible();
    const latest = page.getByRole('region', { name: 'Neueste Texte' });
    await expect(latest.getByRole('heading', { level: 3 })).toHaveCount(3);
    const dates = await latestDates(page);
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + 3700);
    const token = cookie?.value.split('.').slice(1).join('.') ?? '';
    expect(token.length).toBeGreaterThan(20);

    const rubrik = page.getByRole('region', { name: 'Rubriken' }).getByRole('link', { name: 'Dienstanweisungen' });
    await tabTo(page, rubrik);
    await page.keyboard.press('Enter');
    // The category's name is the page's one h1 and its title, also after a client-side navigation.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Dienstanweisungen']);
    await expect(page).toHaveTitle(/^Dienstanweisungen\b/);
    const text = page.getByRole('link', { name: 'Dienstanweisung Dienstfahrradleasing' });
    await tabTo(page, text);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dienstanweisung Dienstfahrradleasing' })).toBeVisible();
    await expect(page.getByText('Versicherung und jährliche Inspektion')).toBeVisible();
    const textUrl = new URL(page.url()).pathname;

    await page.goto('/intranet/archiv');
    // Each archive's versions newest stand first (spec point 7): the 2024 agreement above the 2020 one.
    const archiv = (titel: string) =>
      page.locator('.ms-area-card', { has: page.getByRole('heading', { level: 3, name: titel, exact: true }) }).getByRole('link');
    await expect(archiv('Dienstvereinbarung Gleitende Arbeitszeit')).toHaveText([/Gleitende Arbeitszeit 2024/, /Gleitende Arbeitszeit 2020/]);
    await expect(archiv('Alarmplan Rathaus')).toHaveText([/Alarmplan Rathaus 2025/, /Alarmplan Rathaus 2022/]);
    await tabTo(page, page.getByLabel('Gültig von'));
    await page.keyboard.type('06.06.2022');
    await tabTo(page, page.getByLabel('Gültig bis'));
    await page.keyboard.type('06.06.2022');
    await tabTo(page, page.getByRole('button', { name: 'Anzeigen' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/gueltig_von=2022-06-06&gueltig_bis=2022-06-06/);
    await expect(page.getByRole('link', { name: /Dienstvereinbarung Gleitende Arbeitszeit 2020/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Dienstvereinbarung Gleitende Arbeitszeit 2024/ })).toHaveCount(0);
    const dokument = page.getByRole('link', { name: /Dienstvereinbarung Gleitende Arbeitszeit 2020/ });
    const href = (await dokument.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/intranet\/dokumente\/\d+\/dv-gleitzeit-2020\.pdf$/);
    await tabTo(page, dokument);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toBe('private, no-store');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoTokenReadable(page, token);

    await page.reload();
    await expect(page.getByText('Angemeldet: Anna Schmid')).toBeVisible();
    await expect(page.getByRole('link', { name: /Dienstvereinbarung Gleitende Arbeitszeit 2020/ })).toBeVisible();

    await page.goto('/intranet/abmelden');
    await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Abmelden' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/intranet\/abgemeldet/);
    await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === COOKIE)).toBe(false);
    // A fresh load of the page: the store it hydrates from holds no intranet data and no user.
    await page.reload();
    await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();
    const boot = (await page.locator('#__BOOT__').textContent()) ?? '';
    expect(boot).not.toContain('Dienstfahrradleasing');
    expect(boot).not.toContain('Anna');

    await page.goto(textUrl);
    await expect(page).toHaveURL(/\/intranet\/anmelden\?ziel=/);
    await expect(page.getByText('Versicherung und jährliche Inspektion')).toHaveCount(0);
    const after = await page.request.get(href, { maxRedirects: 0 });
    expect(after.status()).toBe(303);
    expect(after.headers().location).toMatch(/^\/intranet\/anmelden\?ziel=/);
    const api = await page.request.get('/api/cms/intranet/rubrik');
    expect(api.status()).toBe(401);
    expect(urls.some((url) => url.includes(token))).toBe(false);
    // Nor in any page, page data, script or JSON answer the browser got (the login's answer included).
    const received = await Promise.all(bodies);
    expect(received.length).toBeGreaterThan(10);
    expect(received.filter((body) => body.includes(token))).toEqual([]);
  });
});

test.describe('a staff member without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('gets a German message for a wrong password, then logs in, reads, filters the archive, reloads and logs out', async ({ page }) => {
    await page.goto('/intranet/anmelden');
    await page.getByLabel('E-Mail-Adresse').fill(EMAIL);
    await page.getByLabel('Passwort').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.');

    await page.goto('/intranet/texte/1');
    await expect(page).toHaveURL(/\/intranet\/anmelden\?ziel=%2Fintranet%2Ftexte%2F1$/);
    await page.getByLabel('E-Mail-Adresse').fill('markus.weber@musterstadt.de');
    await page.getByLabel('Passwort').fill(PASSWORT);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/intranet\/texte\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/intranet');
    const latest = page.getByRole('region', { name: 'Neueste Texte' });
    await expect(latest.getByRole('heading', { level: 3 })).toHaveCount(3);
    const dates = await latestDates(page);
    expect([...dates].sort().reverse()).toEqual(dates);
    await page.getByRole('region', { name: 'Rubriken' }).getByRole('link', { name: 'IT-Hinweise' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(['IT-Hinweise']);
    await expect(page).toHaveTitle(/^IT-Hinweise\b/);
    await page.getByRole('link', { name: 'Wartung des E-Mail-Servers am Samstag' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wartung des E-Mail-Servers am Samstag' })).toBeVisible();
    const textUrl = new URL(page.url()).pathname;

    await page.goto('/intranet/archiv');
    await page.getByLabel('Gültig von').fill('2026-01-15');
    await page.getByLabel('Gültig bis').fill('2026-01-15');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page.getByRole('link', { name: /Dienstvereinbarung Gleitende Arbeitszeit 2024/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Dienstvereinbarung Gleitende Arbeitszeit 2020/ })).toHaveCount(0);
    const href = (await page.getByRole('link', { name: /Gleitende Arbeitszeit 2024/ }).getAttribute('href')) ?? '';
    const pdf = await page.request.get(href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await page.reload();
    await expect(page.getByText('Angemeldet: Markus Weber')).toBeVisible();
    await page.goto('/intranet/abmelden');
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();
    await page.goto('/intranet/archiv');
    await expect(page).toHaveURL(/\/intranet\/anmelden\?ziel=%2Fintranet%2Farchiv$/);
    await page.goto(textUrl);
    await expect(page).toHaveURL(/\/intranet\/anmelden\?ziel=%2Fintranet%2Ftexte%2F\d+$/);
    await expect(page.getByRole('heading', { name: 'Wartung des E-Mail-Servers am Samstag' })).toHaveCount(0);
    expect((await page.request.get(href, { maxRedirects: 0 })).status()).toBe(303);
  });
});

test.describe('intranet content stays out of public places', () => {
  test('the public search, the sitemap and robots.txt', async ({ page }) => {
    await page.goto('/suche?q=Dienstfahrradleasing');
    expect(await page.locator('main').innerText()).not.toMatch(/Dienstanweisung|Entgeltumwandlung/);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('intranet');
    expect(sitemap).not.toContain('Dienstfahrrad');
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /intranet');
  });
});

test.describe('the intranet pages have no WCAG 2.1 AA violation', () => {
  test('login, start, categories, category, text, archive, search, logout and logged out', async ({ page }) => {
    await page.goto('/intranet/anmelden');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('E-Mail-Adresse').fill('elif.yilmaz@musterstadt.de');
    await page.getByLabel('Passwort').fill(PASSWORT);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Guten Tag, Elif Yılmaz.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (const path of [
      '/intranet/rubriken',
      '/intranet/rubriken/kantine',
      '/intranet/texte/10',
      '/intranet/archiv?gueltig_von=2025-01-01&gueltig_bis=2025-12-31',
      '/intranet/suche?q=Kantine',
      '/intranet/abmelden',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect([path, await axeViolations(page)]).toEqual([path, []]);
    }
    await page.goto('/intranet/abmelden');
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    // Logging out loads the logged-out page in full; axe runs once it has loaded.
    await expect(page).toHaveURL(/\/intranet\/abgemeldet/);
    await page.waitForLoadState('load');
    await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
