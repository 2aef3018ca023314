import { expect, test, type BrowserContext, type Page, type Response } from '@playwright/test';
import { startContentApi, startShell, stopAllOwn, type OwnProcess } from '../support/own-platform';

// A content API and a shell of their own, both with sessions of two seconds (RATSINFO_SESSION_SECONDS,
// INTRANET_SESSION_SECONDS) and the default login limits. The shell believes the loopback proxy's
// X-Forwarded-For, so the test of the limit per client counts one visitor address of its own.
const SESSION_SECONDS = '2';
const LOGIN_FAILED = 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.';
const TOO_MANY = 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.';

const KINDS = {
  council: { login: '/ratsinfo/anmelden', cookie: 'ms_ratsinfo', email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' },
  intranet: { login: '/intranet/anmelden', cookie: 'ms_intranet', email: 'anna.schmid@musterstadt.de', passwort: 'Intranet!2026' },
} as const;

let cms: OwnProcess | undefined;
let shell: OwnProcess | undefined;
let site = '';

test.beforeAll(async () => {
  // A fresh database is seeded at the content API's start: a while on a busy machine.
  test.setTimeout(180_000);
  const sessions = { RATSINFO_SESSION_SECONDS: SESSION_SECONDS, INTRANET_SESSION_SECONDS: SESSION_SECONDS };
  cms = await startContentApi(4370, sessions);
  shell = await startShell(4270, { cms: cms.url, env: { ...sessions, TRUSTED_PROXIES: '127.0.0.1' } });
  site = shell.url;
});

test.afterAll(async () => {
  await stopAllOwn([shell, cms]);
});

const isLogin = (path: string) => (response: Response) => response.url() === `${site}${path}` && response.request().method() === 'POST';

/**
 * Fills the login form and sends it; the shell's answer to the post. With JavaScript the form is sent
 * once hydrated: before that it posts as a plain form (303), and these tests read the enhanced answer.
 */
async function logIn(page: Page, path: string, email: string, passwort: string, javaScript = true): Promise<Response> {
  if (javaScript) await expect(page.locator('ms-island:not([data-hydrated])')).toHaveCount(0, { timeout: 30_000 });
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(passwort);
  const answer = page.waitForResponse(isLogin(path));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  return answer;
}

async function sessionCookie(context: BrowserContext, name: string) {
  return (await context.cookies(site)).find((cookie) => cookie.name === name);
}

/** A past Gemeinderat meeting: it has a non-public part and its minutes as a non-public file. */
async function pastCouncilMeeting(page: Page): Promise<string> {
  const body = (await (await page.request.get(`${site}/api/cms/ratsinfo/sitzungen?gremium=GR&zeitraum=vergangen&pro_seite=1`)).json()) as {
    data: { detailURL: string }[];
  };
  const url = body.data[0]?.detailURL;
  if (!url) throw new Error('no past meeting');
  return url;
}

/** Waits until `ms` have passed since `since` (a real wait: the browser's cookie jar and both servers keep real time). */
async function until(since: number, ms: number): Promise<void> {
  const rest = since + ms - Date.now();
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

for (const [kind, login] of Object.entries(KINDS)) {
  test(`${kind}: a wrong password and an unknown address get the very same German answer, as JSON and as a plain form post`, async ({ page, request }) => {
    await page.goto(`${site}${login.login}`);
    const wrong = await logIn(page, login.login, login.email, 'falsches-passwort');
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
    const unknown = await logIn(page, login.login, `niemand.${kind}@musterstadt.de`, 'falsches-passwort');
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
    expect(await wrong.json()).toEqual({ status: 'invalid', message: LOGIN_FAILED });
    expect(await wrong.headerValue('set-cookie')).toBeNull();
    expect(await sessionCookie(page.context(), login.cookie)).toBeUndefined();

    // A plain form post (no JavaScript) is sent back to the login with the same code either way.
    const post = (email: string) =>
      request.post(`${site}${login.login}`, { form: { email, passwort: 'falsches-passwort' }, headers: { origin: site }, maxRedirects: 0 });
    const [wrongPost, unknownPost] = [await post(login.email), await post(`niemand.${kind}@musterstadt.de`)];
    expect([wrongPost.status(), wrongPost.headers().location]).toEqual([303, `${login.login}?fehler=anmeldung`]);
    expect([unknownPost.status(), unknownPost.headers().location]).toEqual([303, `${login.login}?fehler=anmeldung`]);
  });
}

test('a council session of two seconds has ended three seconds after login: the browser drops the cookie, the shell refuses it', async ({ page, context }) => {
  const meeting = await pastCouncilMeeting(page);
  await page.goto(`${site}/ratsinfo/anmelden`);
  const answer = await logIn(page, KINDS.council.login, KINDS.council.email, KINDS.council.passwort);
  const loggedInAt = Date.now();
  expect(answer.status()).toBe(200);
  expect(await answer.headerValue('set-cookie')).toMatch(/^ms_ratsinfo=\d+\.[\w.-]+; Max-Age=2; Path=\/; HttpOnly; SameSite=Lax$/);
  await expect(page.getByRole('heading', { name: 'Willkommen, Sabine Keller' })).toBeVisible();
  const cookie = await sessionCookie(context, KINDS.council.cookie);
  expect(cookie?.httpOnly).toBe(true);

  await until(loggedInAt, 3000);
  // The browser has dropped the cookie: the meeting is the public one, the non-public file asks for a login.
  expect(await sessionCookie(context, KINDS.council.cookie)).toBeUndefined();
  await page.goto(`${site}${meeting}`);
  await expect(page.getByRole('heading', { name: 'Tagesordnung' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nichtöffentlicher Teil' })).toHaveCount(0);
  await expect(page.getByText('Angemeldet: Sabine Keller')).toHaveCount(0);

  // A cookie kept beyond its time (a copy, a browser that ignores Max-Age) is refused by the shell:
  // the content API no longer accepts the token, the page is the public one and the cookie is cleared.
  if (!cookie) throw new Error('no council cookie after login');
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: site, httpOnly: true, sameSite: 'Lax' }]);
  const replayed = await page.goto(`${site}${meeting}`);
  expect(await replayed?.headerValue('set-cookie')).toMatch(/^ms_ratsinfo=; Max-Age=0;/);
  await expect(page.getByRole('heading', { name: 'Tagesordnung' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nichtöffentlicher Teil' })).toHaveCount(0);
  expect(await sessionCookie(context, KINDS.council.cookie)).toBeUndefined();
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: site, httpOnly: true, sameSite: 'Lax' }]);
  const overview = await page.goto(`${site}/ratsinfo`);
  expect(overview?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /^Willkommen/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Anmeldung für Mitglieder' })).toBeVisible();
});

test('an intranet session of two seconds has ended three seconds after login: texts and documents ask for the login again', async ({ page, context }) => {
  await page.goto(`${site}/intranet/anmelden`);
  const answer = await logIn(page, KINDS.intranet.login, KINDS.intranet.email, KINDS.intranet.passwort);
  const loggedInAt = Date.now();
  expect(answer.status()).toBe(200);
  expect(await answer.headerValue('set-cookie')).toMatch(/^ms_intranet=[0-9a-f-]{36}\.[\w.-]+; Max-Age=2; Path=\/; HttpOnly; SameSite=Lax$/);
  await expect(page.getByText('Guten Tag, Anna Schmid.')).toBeVisible();
  const cookie = await sessionCookie(context, KINDS.intranet.cookie);
  if (!cookie) throw new Error('no intranet cookie after login');

  await until(loggedInAt, 3000);
  expect(await sessionCookie(context, KINDS.intranet.cookie)).toBeUndefined();
  await page.goto(`${site}/intranet/texte/1`);
  await expect(page).toHaveURL(`${site}/intranet/anmelden?ziel=%2Fintranet%2Ftexte%2F1`);
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();

  // The old cookie, sent again, is refused: the login for the page and the document, and the cookie cleared.
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: site, httpOnly: true, sameSite: 'Lax' }]);
  const text = await page.request.get(`${site}/intranet/texte/1`, { maxRedirects: 0 });
  expect([text.status(), text.headers().location]).toEqual([303, '/intranet/anmelden?ziel=%2Fintranet%2Ftexte%2F1']);
  expect(text.headers()['set-cookie']).toMatch(/^ms_intranet=; Max-Age=0;/);
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: site, httpOnly: true, sameSite: 'Lax' }]);
  const document = await page.request.get(`${site}/intranet/dokumente/1/dv-gleitzeit-2020.pdf`, { maxRedirects: 0 });
  expect(document.status()).toBe(303);
  expect(document.headers().location).toMatch(/^\/intranet\/anmelden\?ziel=/);
  expect(await sessionCookie(context, KINDS.intranet.cookie)).toBeUndefined();
});

test.describe('failed council logins', () => {
  // One visitor address of its own (through the trusted proxy), so only this test's failures count.
  const ATTACKER = '198.51.100.20';
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': ATTACKER } });

  test('six correct logins in a minute succeed; ten wrong ones from one client slow and then refuse it with a German 429 and Retry-After, with and without JavaScript; the right password from another client still logs in', async ({
    page,
    browser,
    playwright,
  }) => {
    // The member logs in six times within a minute from her own address: every login succeeds.
    const own = await playwright.request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.21', origin: site } });
    for (let i = 1; i <= 6; i += 1) {
      const answer = await own.post(`${site}${KINDS.council.login}`, { data: { email: KINDS.council.email, passwort: KINDS.council.passwort } });
      expect([i, answer.status()]).toEqual([i, 200]);
      expect(answer.headers()['set-cookie']).toMatch(/^ms_ratsinfo=/);
    }
    await own.dispose();

    // Someone else tries ten wrong passwords for her address from one client: each is a failure, and
    // the later ones are answered only after a delay (the tenth waits two seconds on the server).
    await page.goto(`${site}${KINDS.council.login}`);
    const waited: number[] = [];
    for (let i = 1; i <= 10; i += 1) {
      const sent = Date.now();
      const answer = await logIn(page, KINDS.council.login, KINDS.council.email, `falsch-${i}`);
      waited.push(Date.now() - sent);
      expect([i, answer.status()]).toEqual([i, 401]);
    }
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
    expect(waited[9]).toBeGreaterThanOrEqual(2000);

    // The eleventh attempt from that client is refused, even with the right password.
    const refused = await logIn(page, KINDS.council.login, KINDS.council.email, KINDS.council.passwort);
    expect(refused.status()).toBe(429);
    const retryAfter = Number(await refused.headerValue('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toEqual({ status: 'invalid', message: TOO_MANY });
    await expect(page.getByRole('alert')).toHaveText(TOO_MANY);
    expect(await sessionCookie(page.context(), KINDS.council.cookie)).toBeUndefined();

    // Without JavaScript, the same client gets a German page that says what to do.
    const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': ATTACKER } });
    const noJs = await plain.newPage();
    await noJs.goto(`${site}${KINDS.council.login}`);
    const plainAnswer = await logIn(noJs, KINDS.council.login, KINDS.council.email, KINDS.council.passwort, false);
    expect(plainAnswer.status()).toBe(429);
    expect(Number(await plainAnswer.headerValue('retry-after'))).toBeGreaterThan(0);
    await expect(noJs.getByRole('heading', { level: 1 })).toHaveText('Zu viele Anmeldeversuche');
    await expect(noJs.getByText(TOO_MANY)).toBeVisible();
    await expect(noJs.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/ratsinfo/anmelden');
    await plain.close();

    // Meanwhile the member, from another address, still logs in with her password.
    const hers = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.22' } });
    const herPage = await hers.newPage();
    await herPage.goto(`${site}${KINDS.council.login}`);
    const herLogin = await logIn(herPage, KINDS.council.login, KINDS.council.email, KINDS.council.passwort);
    expect(herLogin.status()).toBe(200);
    expect(await sessionCookie(hers, KINDS.council.cookie)).toBeDefined();
    await hers.close();
  });
});
