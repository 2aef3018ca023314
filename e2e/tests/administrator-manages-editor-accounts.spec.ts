import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';

const ADMINISTRATION = { email: 'verena.koch@musterstadt.de', passwort: 'Verwaltung!Admin2026', name: 'Verena Koch' };
const REDAKTEURIN = { email: 'julia.hartmann@musterstadt.de', passwort: 'Redaktion!Stadt2026', name: 'Julia Hartmann' };
// A run of its own: the address is new however often the database was used before.
const LEHRERIN = { email: `petra.lang.${Date.now().toString(36)}@musterstadt.de`, passwort: 'Schule!Lang2026x', name: 'Petra Lang' };

/** Logs in at /redaktion/anmelden in a browser context of its own. */
async function login(browser: Browser, person: { email: string; passwort: string; name: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/redaktion/anmelden');
  await page.getByLabel('E-Mail-Adresse').fill(person.email);
  await page.getByLabel('Passwort').fill(person.passwort);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/redaktion$/);
  await expect(page.getByText(`Guten Tag, ${person.name}.`)).toBeVisible();
  return page;
}

/** Presses a button and waits for the page that answers the form. */
async function press(page: Page, name: string): Promise<void> {
  await Promise.all([page.waitForEvent('framenavigated'), page.getByRole('button', { name, exact: true }).click()]);
  await page.waitForLoadState('load');
}

async function expectNoViolations(page: Page): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${page.url()} at ${width} px`).toEqual([]);
  }
}

test.describe('the administration of the editorial area', () => {
  test('creates an account for a school editor, who sees only her school; the log shows both; a town editor is kept out', async ({ browser }) => {
    const verena = await login(browser, ADMINISTRATION);
    const nav = verena.getByRole('navigation', { name: 'Redaktion' });
    await nav.getByRole('link', { name: 'Konten' }).click();
    await expect(verena).toHaveURL(/\/redaktion\/konten$/);
    await expect(verena.getByRole('heading', { level: 1 })).toHaveText('Konten');
    await expect(verena.getByRole('link', { name: 'Lena Fischer' })).toBeVisible();
    await expectNoViolations(verena);

    await verena.getByRole('link', { name: 'Neues Konto anlegen' }).click();
    await expect(verena).toHaveURL(/\/redaktion\/konten\/neu$/);
    await expectNoViolations(verena);
    await verena.getByLabel('Name').fill(LEHRERIN.name);
    await verena.getByLabel('E-Mail-Adresse').fill(LEHRERIN.email);
    await verena.getByLabel('Erstes Passwort').fill('zu kurz');
    await verena.getByRole('checkbox', { name: 'Grundschule Musterstadt' }).check();

    // Too short a password is refused in German at its field; everything else typed stays.
    await press(verena, 'Konto anlegen');
    await expect(verena.getByRole('alert')).toContainText('Das Passwort muss mindestens 12 und höchstens 128 Zeichen lang sein.');
    await expect(verena.getByLabel('Name')).toHaveValue(LEHRERIN.name);
    await expect(verena.getByLabel('E-Mail-Adresse')).toHaveValue(LEHRERIN.email);
    await expect(verena.getByRole('checkbox', { name: 'Grundschule Musterstadt' })).toBeChecked();
    await expect(verena.getByRole('checkbox', { name: /^Redakteur/ })).toBeChecked();
    await expectNoViolations(verena);

    await verena.getByLabel('Erstes Passwort').fill(LEHRERIN.passwort);
    await press(verena, 'Konto anlegen');
    await expect(verena).toHaveURL(/\/redaktion\/konten\/\d+\?meldung=konto-angelegt$/);
    await expect(verena.getByRole('status')).toContainText('Das Konto ist angelegt.');
    await expect(verena.getByLabel('Name')).toHaveValue(LEHRERIN.name);
    await expect(verena.getByRole('checkbox', { name: 'Grundschule Musterstadt' })).toBeChecked();
    await expect(verena.getByRole('checkbox', { name: 'Stadt', exact: true })).not.toBeChecked();
    await expectNoViolations(verena);
    const kontoAdresse = new URL(verena.url()).pathname;

    // The new editor logs in and finds her school's content only.
    const petra = await login(browser, LEHRERIN);
    await expect(petra.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Konten' })).toHaveCount(0);
    await petra.goto('/redaktion/inhalte');
    await expect(petra.getByLabel('Bereich').locator('option')).toHaveText(['Alle meine Bereiche', 'Grundschule Musterstadt']);
    const ablagen = await petra.locator('.rd-table tbody tr td:nth-child(3)').allTextContents();
    expect(ablagen.length).toBeGreaterThan(0);
    expect(new Set(ablagen)).toEqual(new Set(['grundschule-musterstadt']));
    const fremd = await petra.goto('/redaktion/konten');
    expect(fremd?.status()).toBe(403);

    // The audit log shows the account's creation and its first login, newest first.
    await verena.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Protokoll' }).click();
    await expect(verena).toHaveURL(/\/redaktion\/protokoll$/);
    await expect(verena.locator('.rd-table tbody tr').first()).toContainText(LEHRERIN.email);
    await expectNoViolations(verena);
    // By name or address the log finds what the person did; from the account's page, also what was done to it.
    await verena.getByLabel('Person (Name, E-Mail-Adresse oder Kontonummer)').fill(LEHRERIN.email);
    await press(verena, 'Filtern');
    const zeilen = verena.locator('.rd-table tbody tr');
    await expect(zeilen.locator('td:nth-child(3)')).toHaveText(['Anmeldung']);
    await verena.goto(kontoAdresse);
    await verena.getByRole('link', { name: 'Protokoll dieses Kontos' }).click();
    await expect(zeilen.locator('td:nth-child(3)')).toHaveText(['Anmeldung', 'Konto angelegt']);
    await expect(zeilen.nth(0)).toContainText(LEHRERIN.name);
    await expect(zeilen.nth(1)).toContainText(ADMINISTRATION.name);
    await expect(zeilen.nth(1).getByRole('link', { name: /^Konto \d+$/ })).toHaveAttribute('href', kontoAdresse);
    await verena.getByLabel('Aktion', { exact: true }).selectOption('konto');
    await press(verena, 'Filtern');
    await expect(zeilen.locator('td:nth-child(3)')).toHaveText(['Konto angelegt']);
    await expectNoViolations(verena);

    // A town editor has no link to the accounts, and gets the 403 page there and at the log.
    const julia = await login(browser, REDAKTEURIN);
    await expect(julia.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Konten' })).toHaveCount(0);
    await expect(julia.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Protokoll' })).toHaveCount(0);
    for (const address of ['/redaktion/konten', '/redaktion/konten/neu', kontoAdresse, '/redaktion/protokoll']) {
      const answer = await julia.goto(address);
      expect(answer?.status(), address).toBe(403);
      await expect(julia.getByRole('heading', { level: 1 })).toHaveText('Kein Zugriff');
    }
    await expectNoViolations(julia);
  });
});
