import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';

const COOKIE = 'ms_ratsinfo';
const ERSTPASSWORT = 'Erstpasswort!2026';

/** Presses Tab until the element has the focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never got the keyboard focus');
}

/** A past Gemeinderat meeting: it has a non-public part and its minutes. */
async function pastCouncilMeeting(page: Page): Promise<string> {
  const answer = await page.request.get('/api/cms/ratsinfo/sitzungen?gremium=GR&zeitraum=vergangen&pro_seite=1');
  const body = (await answer.json()) as { data: { detailURL: string }[] };
  const url = body.data[0]?.detailURL;
  if (!url) throw new Error('no past meeting');
  return url;
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
  expect(await page.evaluate(() => document.cookie)).not.toContain('ms_ratsinfo');
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(storage).not.toContain(token);
  const boot = await page.locator('#__BOOT__').textContent();
  expect(boot ?? '').not.toContain(token);
}

/** Logs in the member whose password is already changed, by filling the form. */
async function logInAsSabineKeller(page: Page): Promise<void> {
  await page.goto('/ratsinfo/anmelden');
  await page.getByLabel('E-Mail-Adresse').fill('sabine.keller@musterstadt.de');
  await page.getByLabel('Passwort').fill('Ratsinfo!2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Sabine Keller' })).toBeVisible();
}

test.describe('a council member, by keyboard alone', () => {
  test('logs in, changes the initial password, reads a non-public item and its PDF, reloads and logs out', async ({ page, context, browser }) => {
    // About a hundred key presses and page loads: more than the default time on a busy machine.
    test.slow();
    // The address of a non-public PDF, as a member whose password is changed finds it.
    const other = await browser.newContext();
    const colleague = await other.newPage();
    await logInAsSabineKeller(colleague);
    await colleague.goto(await pastCouncilMeeting(colleague));
    const secretPdf = (await colleague.getByRole('link', { name: /nichtöffentlicher Teil\)/ }).getAttribute('href')) ?? '';
    expect(secretPdf).toMatch(/^\/ratsinfo\/dateien\//);
    await other.close();

    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const bodies = collectBodies(page);
    await page.goto('/ratsinfo/anmelden');
    await tabTo(page, page.getByLabel('E-Mail-Adresse'));
    await page.keyboard.type('miriam.vogt@musterstadt.de');
    await page.keyboard.press('Tab');
    await page.keyboard.type(ERSTPASSWORT);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/ratsinfo\/passwort-aendern/);
    await expect(page.getByText('Bitte ändern Sie zuerst Ihr Startpasswort.')).toBeVisible();
    // Until the password is changed, the session reads no non-public file and no member page: they lead to the password change.
    const early = await page.request.get(secretPdf, { maxRedirects: 0 });
    expect([early.status(), early.headers().location]).toEqual([303, `/ratsinfo/passwort-aendern?ziel=${encodeURIComponent(secretPdf)}`]);
    const followed = await page.request.get(secretPdf);
    expect(followed.headers()['content-type']).toMatch(/^text\/html/);
    expect(await followed.text()).toContain('Bitte ändern Sie zuerst Ihr Startpasswort.');
    const notice = await page.request.get('/rathaus/ratsmitglieder', { maxRedirects: 0 });
    expect([notice.status(), notice.headers().location]).toEqual([303, '/ratsinfo/passwort-aendern?ziel=%2Frathaus%2Fratsmitglieder']);
    await tabTo(page, page.getByLabel('Bisheriges Passwort'));
    await page.keyboard.type(ERSTPASSWORT);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sitzungsgeld-2027');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sitzungsgeld-2027');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Willkommen, Miriam Vogt' })).toBeVisible();
    const gremien = page.getByRole('region', { name: 'Meine Gremien' });
    await expect(gremien.getByRole('link', { name: 'Gemeinderat' })).toBeVisible();
    await expect(gremien.getByRole('link', { name: 'Ortschaftsrat Aach' })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const token = cookie?.value.split('.').slice(1).join('.') ?? '';
    expect(token.length).toBeGreaterThan(20);

    const meeting = await pastCouncilMeeting(page);
    await page.goto(meeting);
    await expect(page.getByRole('heading', { name: 'Nichtöffentlicher Teil' })).toBeVisible();
    const minutes = page.getByRole('link', { name: /nichtöffentlicher Teil\)/ });
    const href = await minutes.getAttribute('href');
    expect(href).toMatch(/^\/ratsinfo\/dateien\//);
    expect(href).toBe(secretPdf);
    const pdf = await page.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoTokenReadable(page, token);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Nichtöffentlicher Teil' })).toBeVisible();
    await expect(page.getByText('Angemeldet: Miriam Vogt')).toBeVisible();

    await page.goto('/ratsinfo/abmelden');
    await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Abmelden' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ratsinfo\/abgemeldet/);
    await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === COOKIE)).toBe(false);

    await page.goto(meeting);
    await expect(page.getByRole('heading', { name: 'Tagesordnung' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nichtöffentlicher Teil' })).toHaveCount(0);
    await expect(page.getByText(/nichtöffentlicher Teil\)/)).toHaveCount(0);
    const after = await page.request.get(href ?? '', { maxRedirects: 0 });
    expect(after.status()).toBe(303);
    expect(after.headers().location).toMatch(/^\/ratsinfo\/anmelden\?ziel=/);

    expect(urls.some((url) => url.includes(token))).toBe(false);
    // Nor in any page, page data, script or JSON answer the browser got (the login's answer included).
    const received = await Promise.all(bodies);
    expect(received.length).toBeGreaterThan(10);
    expect(received.filter((body) => body.includes(token))).toEqual([]);
  });
});

test.describe('a council member without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('gets a German message for a wrong password, then logs in, changes the password, reads and logs out', async ({ page }) => {
    await page.goto('/ratsinfo/anmelden');
    await page.getByLabel('E-Mail-Adresse').fill('lukas.brenner@musterstadt.de');
    await page.getByLabel('Passwort').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.');

    await page.getByLabel('E-Mail-Adresse').fill('niemand@musterstadt.de');
    await page.getByLabel('Passwort').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.');

    await page.getByLabel('E-Mail-Adresse').fill('lukas.brenner@musterstadt.de');
    await page.getByLabel('Passwort').fill(ERSTPASSWORT);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/ratsinfo\/passwort-aendern/);
    await page.getByLabel('Bisheriges Passwort').fill(ERSTPASSWORT);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Waldweg-2027');
    await page.getByLabel('Neues Passwort wiederholen').fill('Waldweg-2027');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByRole('heading', { name: 'Willkommen, Lukas Brenner' })).toBeVisible();
    await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Meine Gremien' }).getByRole('link', { name: 'Gemeinderat' })).toBeVisible();

    const meeting = await pastCouncilMeeting(page);
    await page.goto(meeting);
    await expect(page.getByRole('heading', { name: 'Nichtöffentlicher Teil' })).toBeVisible();
    const href = (await page.getByRole('link', { name: /nichtöffentlicher Teil\)/ }).getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/ratsinfo\/dateien\//);
    const pdf = await page.request.get(href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Nichtöffentlicher Teil' })).toBeVisible();
    await expect(page.getByText('Angemeldet: Lukas Brenner')).toBeVisible();

    await page.goto('/ratsinfo/abmelden');
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();
    await page.goto(meeting);
    await expect(page.getByRole('heading', { name: 'Tagesordnung' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nichtöffentlicher Teil' })).toHaveCount(0);
    await expect(page.getByText(/nichtöffentlicher Teil\)/)).toHaveCount(0);
    const after = await page.request.get(href, { maxRedirects: 0 });
    expect(after.status()).toBe(303);
    expect(after.headers().location).toMatch(/^\/ratsinfo\/anmelden\?ziel=/);
  });
});

test.describe('searching the council papers and agenda items', () => {
  test.use({ javaScriptEnabled: false });

  test('finds inflected words without JavaScript, and non-public hits only for a logged-in member', async ({ page }) => {
    await page.goto('/ratsinfo');
    await page.getByRole('navigation').getByRole('link', { name: 'Suche' }).first().click();
    await expect(page).toHaveURL(/\/ratsinfo\/suche$/);
    await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Bebauungspläne');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/ratsinfo\/suche\?q=Bebauungspl%C3%A4ne$/);
    const results = page.getByRole('region', { name: /Treffer für „Bebauungspläne“/ });
    await expect(results.getByRole('link', { name: /Bebauungsplan „Hinter den Gärten“/ }).first()).toBeVisible();

    await page.goto('/ratsinfo/suche?q=Pachtvertrag');
    await expect(page.getByRole('heading', { name: 'Keine Treffer für „Pachtvertrag“' })).toBeVisible();
    await expect(page.getByText('Nichtöffentliche Vorlagen und Tagesordnungspunkte finden Sie nach der Anmeldung.', { exact: false })).toBeVisible();

    await logInAsSabineKeller(page);
    await page.goto('/ratsinfo/suche?q=Pachtvertrag');
    const secret = page.getByRole('region', { name: /Treffer für „Pachtvertrag“/ });
    await expect(secret.getByRole('link').first()).toBeVisible();
    await page.goto('/ratsinfo/abmelden');
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();
  });
});

test.describe('a visitor who follows the address of a paper', () => {
  test('gets the German 404 page for a paper that does not exist, and the login for a non-public one', async ({ page, context }) => {
    for (const path of ['/ratsinfo/vorlagen/99999', '/ratsinfo/vorlagen/abc']) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 404]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Seite nicht gefunden');
      await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
      await expect(page.getByText('Diese Vorlage gibt es nicht.')).toHaveCount(0);
    }

    // A member finds a non-public paper; without her session its address asks for the login.
    await logInAsSabineKeller(page);
    await page.goto('/ratsinfo/suche?q=Pachtvertrag');
    const hit = page
      .getByRole('region', { name: /Treffer für „Pachtvertrag“/ })
      .locator('a[href^="/ratsinfo/vorlagen/"]')
      .first();
    const paper = (await hit.getAttribute('href')) ?? '';
    expect(paper).toMatch(/^\/ratsinfo\/vorlagen\/\d+$/);
    await context.clearCookies();
    const closed = await page.goto(paper);
    expect(closed?.status()).toBe(200);
    await expect(page.getByText('Dieser Inhalt ist nichtöffentlich.')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('E-Mail-Adresse')).toBeVisible();
    await expect(page.getByText('Pachtvertrag')).toHaveCount(0);
  });
});

test.describe('the council data as OParl 1.1', () => {
  test('is open JSON at /oparl/v1 with ids on the site address, and lists that go on by links.next', async ({ request, baseURL }) => {
    const site = new URL(baseURL ?? '').origin;
    const system = await request.get('/oparl/v1', { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(system.status()).toBe(200);
    expect(system.headers()['access-control-allow-origin']).toBe('*');
    const body = (await system.json()) as { id: string; type: string; body: string };
    expect(body.type).toBe('https://schema.oparl.org/1.1/System');
    expect(body.id).toBe(`${site}/oparl/v1`);
    const path = (url: string) => new URL(url).pathname + new URL(url).search;
    const bodies = (await (await request.get(path(body.body))).json()) as { data: { meeting: string }[] };
    const meetings = (await (await request.get(path(bodies.data[0]?.meeting ?? ''))).json()) as {
      data: { id: string; type: string }[];
      links: { next?: string };
    };
    expect(meetings.data.length).toBeGreaterThan(0);
    expect(meetings.data.every((m) => m.type === 'https://schema.oparl.org/1.1/Meeting')).toBe(true);
    expect(meetings.links.next).toBeDefined();
    const next = await request.get(path(meetings.links.next ?? ''));
    expect(next.status()).toBe(200);
    const meeting = await request.get(path(meetings.data[0]?.id ?? ''));
    expect(((await meeting.json()) as { id: string }).id).toBe(meetings.data[0]?.id);
  });
});

test.describe('the council pages have no WCAG 2.1 AA violation', () => {
  for (const path of [
    '/ratsinfo',
    '/ratsinfo/anmelden',
    '/ratsinfo/sitzungen?gremium=GR',
    '/ratsinfo/gremien',
    '/ratsinfo/personen',
    '/ratsinfo/berichte',
    '/ratsinfo/abgemeldet',
    '/ratsinfo/suche',
    '/ratsinfo/suche?q=Bebauungspl%C3%A4ne',
    '/ratsinfo/suche?q=Zeppelin',
  ]) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('on a meeting, a paper and a committee', async ({ page }) => {
    const meeting = await pastCouncilMeeting(page);
    await page.goto(meeting);
    expect(await axeViolations(page)).toEqual([]);
    const paper = await page
      .getByRole('link', { name: /^GR\/\d{4}\/\d{3}$/ })
      .first()
      .getAttribute('href');
    await page.goto(paper ?? '');
    await expect(page.getByRole('heading', { name: 'Beratungsfolge' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/ratsinfo/gremien');
    await page.getByRole('link', { name: 'Technischer Ausschuss' }).click();
    await expect(page.getByRole('heading', { name: 'Mitglieder' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('logged in: the overview, the password page and the logout', async ({ page }) => {
    await page.goto('/ratsinfo/anmelden');
    await page.getByLabel('E-Mail-Adresse').fill('sabine.keller@musterstadt.de');
    await page.getByLabel('Passwort').fill('Ratsinfo!2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Willkommen, Sabine Keller' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/ratsinfo/passwort-aendern');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/ratsinfo/abmelden');
    await expect(page.getByRole('main').getByRole('button', { name: 'Abmelden' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
