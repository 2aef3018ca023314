import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import { startShell, stopAllOwn, type OwnProcess } from '../support/own-platform';

/**
 * A fast typist, or a password manager, starts filling a form the moment it appears after a client
 * navigation, while the page's islands are still loading and hydrating. Nothing typed may be lost:
 * not the values, not the focus, not the caret.
 */

const TRIES = 10;

// A shell of its own: twenty logins of one member within minutes are this spec's doing, not an
// attack, so its login limits are set out of the way (they are tested in keeps-council-and-staff-logins-safe).
let shell: OwnProcess | undefined;
test.beforeAll(async () => {
  shell = await startShell(4240, { env: { LOGIN_LIMIT_PER_ADDRESS: '10000', LOGIN_LIMIT_PER_CLIENT: '10000' } });
});
test.afterAll(async () => {
  await stopAllOwn([shell]);
});

interface Journey {
  name: string;
  /** Where the visitor starts and the link to the form she follows from there. */
  start: string;
  link: (page: Page) => Locator;
  /** The two fields she types into at once, and what she types. */
  first: (page: Page) => Locator;
  second: (page: Page) => Locator;
  values: [string, string];
  /** What sending the form then shows (logins only: they change nothing that a later try would meet). */
  sent?: (page: Page) => Locator;
}

const JOURNEYS: Journey[] = [
  {
    name: 'the council login',
    start: '/ratsinfo',
    link: (page) => page.getByRole('link', { name: 'Anmelden', exact: true }).first(),
    first: (page) => page.getByLabel('E-Mail-Adresse'),
    second: (page) => page.getByLabel('Passwort', { exact: true }),
    values: ['sabine.keller@musterstadt.de', 'Ratsinfo!2026'],
    sent: (page) => page.getByRole('heading', { name: 'Willkommen, Sabine Keller' }),
  },
  {
    name: 'the intranet login',
    start: '/intranet/abgemeldet',
    link: (page) => page.getByRole('main').getByRole('link', { name: 'Erneut anmelden' }),
    first: (page) => page.getByLabel('E-Mail-Adresse'),
    second: (page) => page.getByLabel('Passwort', { exact: true }),
    values: ['anna.schmid@musterstadt.de', 'Intranet!2026'],
    sent: (page) => page.getByRole('heading', { level: 1 }).filter({ hasText: /Intranet|Willkommen|Neueste/ }),
  },
  {
    name: 'the contact form',
    start: '/aktuelles',
    link: (page) => page.getByRole('link', { name: 'Kontaktformular' }).first(),
    first: (page) => page.getByLabel('Vor- und Nachname'),
    second: (page) => page.getByLabel('E-Mail-Adresse'),
    values: ['Jonas Kaltenbach', 'jonas.kaltenbach@example.org'],
  },
  {
    name: 'a school-fruit sign-up',
    start: '/suche?q=Schulfrucht',
    link: (page) => page.getByRole('main').locator('a[href="/grundschule-musterstadt/schulfrucht"]').first(),
    first: (page) => page.getByLabel('Vor- und Nachname'),
    second: (page) => page.getByLabel('E-Mail-Adresse'),
    values: ['Lena Vogt', 'lena.vogt@example.org'],
  },
];

/** Every island of the page has hydrated (the shell marks each root once React has committed it). */
async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('ms-island:not([data-hydrated])')).toHaveCount(0, { timeout: 30_000 });
}

async function tryOnce(page: Page, journey: Journey): Promise<string[]> {
  const lost: string[] = [];
  await page.context().clearCookies();
  await page.goto(`${shell?.url}${journey.start}`);
  const target = new URL((await journey.link(page).getAttribute('href')) ?? '', page.url()).pathname;
  await journey.link(page).click();
  const first = journey.first(page);
  const second = journey.second(page);
  // At once: as soon as the field is there, not after the page has settled.
  await first.click();
  await page.keyboard.type(journey.values[0]);
  await page.keyboard.press('Tab');
  await page.keyboard.type(journey.values[1]);
  // The caret goes back three characters, as someone correcting a typo would.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
  // The fields may be the shown page's own (the council's start page has a login box): she typed
  // while the form's page was still loading, and its input goes along. The checks are made on the
  // page she arrives at, never on a field the swap is just taking away.
  await page.waitForURL((url) => url.pathname === target);
  await islandsHydrated(page);
  // Let React finish whatever the hydration scheduled after its commit.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  if ((await first.inputValue()) !== journey.values[0]) lost.push(`${journey.name}: first field '${await first.inputValue()}'`);
  if ((await second.inputValue()) !== journey.values[1]) lost.push(`${journey.name}: second field '${await second.inputValue()}'`);
  if (!(await second.evaluate((element) => element === document.activeElement))) lost.push(`${journey.name}: focus left the field`);
  const caret = await second.evaluate((element) => (element as HTMLInputElement).selectionStart).catch(() => null);
  // Password and e-mail fields report no selection; a text field must keep its caret.
  if (caret !== null && caret !== journey.values[1].length - 3) lost.push(`${journey.name}: caret at ${caret}`);
  if (journey.sent) {
    await page.keyboard.press('Enter');
    const sent = await journey
      .sent(page)
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (!sent) lost.push(`${journey.name}: sending did not log in (${(await page.getByRole('alert').allTextContents()).join(' ')})`);
  }
  return lost;
}

async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

for (const journey of JOURNEYS) {
  test.describe(`a visitor follows a link to ${journey.name} and types at once`, () => {
    test(`${TRIES} times: nothing typed is lost`, async ({ page }) => {
      test.slow();
      const lost: string[] = [];
      for (let i = 0; i < TRIES; i += 1) lost.push(...(await tryOnce(page, journey)));
      expect(lost).toEqual([]);
    });

    test(`${TRIES} times on a phone six times slower: nothing typed is lost`, async ({ page }) => {
      test.setTimeout(300_000);
      await throttle(page, 6);
      const lost: string[] = [];
      for (let i = 0; i < TRIES; i += 1) lost.push(...(await tryOnce(page, journey)));
      expect(lost).toEqual([]);
    });
  });
}
