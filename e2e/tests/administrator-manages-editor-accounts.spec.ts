import { expect, test, type Page } from '@playwright/test';
import { activate, ADMINISTRATION, expectNoViolations, REDAKTEURIN, redaktionLogin, tabTo } from '../support/redaktion';

// A run of its own: the address is new however often the database was used before.
const LEHRERIN = { email: `petra.lang.${Date.now().toString(36)}@musterstadt.de`, passwort: 'Schule!Lang2026x', name: 'Petra Lang' };
// A fresh account for the password change: the demo accounts keep theirs, other tests log in with them.
const JUGENDHAUS = { email: `sven.albrecht.${Date.now().toString(36)}@musterstadt.de`, passwort: 'Jugendhaus!Erst2026', name: 'Sven Albrecht' };
const NEUES_PASSWORT = 'Mein eigener Satz im Jugendhaus 2026';

/** Presses a button and waits for the page that answers the form. */
async function press(page: Page, name: string): Promise<void> {
  await Promise.all([page.waitForEvent('framenavigated'), page.getByRole('button', { name, exact: true }).click()]);
  await page.waitForLoadState('load');
}

/** Fills the own password form by keyboard alone and sends it. */
async function changePassword(page: Page, alt: string, neu: string, wiederholung = neu): Promise<void> {
  await tabTo(page, page.getByLabel('Bisheriges Passwort'));
  await page.keyboard.type(alt);
  await tabTo(page, page.getByLabel('Neues Passwort', { exact: true }));
  await page.keyboard.type(neu);
  await tabTo(page, page.getByLabel('Neues Passwort wiederholen'));
  await page.keyboard.type(wiederholung);
  await Promise.all([page.waitForLoadState('load'), page.waitForEvent('framenavigated'), page.keyboard.press('Enter')]);
}

/** Whether the page's session is gone: the editorial start page sends to the login. */
async function expectLoggedOut(page: Page): Promise<void> {
  await page.goto('/redaktion');
  await expect(page).toHaveURL(/\/redaktion\/anmelden/);
}

test.describe('the administration of the editorial area', () => {
  test('creates an account for a school editor, who sees only her school; the log shows both; a town editor is kept out', async ({ browser }) => {
    const verena = await redaktionLogin(browser, ADMINISTRATION);
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
    const petra = await redaktionLogin(browser, LEHRERIN);
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
    const julia = await redaktionLogin(browser, REDAKTEURIN);
    await expect(julia.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Konten' })).toHaveCount(0);
    await expect(julia.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Protokoll' })).toHaveCount(0);
    for (const address of ['/redaktion/konten', '/redaktion/konten/neu', kontoAdresse, '/redaktion/protokoll']) {
      const answer = await julia.goto(address);
      expect(answer?.status(), address).toBe(403);
      await expect(julia.getByRole('heading', { level: 1 })).toHaveText('Kein Zugriff');
    }
    await expectNoViolations(julia);
  });

  test('an editor changes her own password by keyboard, ending her other sessions; the administration ends her account and activates it again', async ({
    browser,
  }) => {
    const verena = await redaktionLogin(browser, ADMINISTRATION);
    await verena.goto('/redaktion/konten/neu');
    await verena.getByLabel('Name').fill(JUGENDHAUS.name);
    await verena.getByLabel('E-Mail-Adresse').fill(JUGENDHAUS.email);
    await verena.getByLabel('Erstes Passwort').fill(JUGENDHAUS.passwort);
    await verena.getByRole('checkbox', { name: 'Jugendhaus' }).check();
    await press(verena, 'Konto anlegen');
    await expect(verena.getByRole('status')).toContainText('Das Konto ist angelegt.');
    const kontoAdresse = new URL(verena.url()).pathname;

    const sven = await redaktionLogin(browser, JUGENDHAUS);
    const anderswo = await redaktionLogin(browser, JUGENDHAUS);
    await activate(sven, sven.getByRole('link', { name: 'Passwort ändern' }));
    await expect(sven).toHaveURL(/\/redaktion\/passwort$/);
    await expect(sven.getByRole('heading', { level: 1 })).toHaveText('Passwort ändern');
    await expectNoViolations(sven);

    // Refusals in German at their field; no password is ever shown again.
    await changePassword(sven, 'nicht-das-richtige', NEUES_PASSWORT);
    await expect(sven.getByRole('alert')).toContainText('Das bisherige Passwort stimmt nicht.');
    await expect(sven.getByLabel('Bisheriges Passwort')).toHaveAttribute('aria-invalid', 'true');
    for (const label of ['Bisheriges Passwort', 'Neues Passwort wiederholen']) await expect(sven.getByLabel(label)).toHaveValue('');
    await expect(sven.getByLabel('Neues Passwort', { exact: true })).toHaveValue('');
    expect(await sven.content()).not.toContain(NEUES_PASSWORT);
    await expectNoViolations(sven);
    await changePassword(sven, JUGENDHAUS.passwort, NEUES_PASSWORT, `${NEUES_PASSWORT}!`);
    await expect(sven.getByRole('alert')).toContainText('Die beiden Eingaben des neuen Passworts stimmen nicht überein.');
    await changePassword(sven, JUGENDHAUS.passwort, 'zu kurz');
    await expect(sven.getByRole('alert')).toContainText('Das neue Passwort muss mindestens 12 und höchstens 128 Zeichen lang sein.');

    await changePassword(sven, JUGENDHAUS.passwort, NEUES_PASSWORT);
    await expect(sven).toHaveURL(/\/redaktion\/passwort\?meldung=passwort-geaendert$/);
    await expect(sven.getByRole('status')).toContainText('Ihr Passwort ist geändert.');
    // She stays logged in here; her other session has ended, and the old password opens nothing.
    await sven.goto('/redaktion');
    await expect(sven.getByText(`Guten Tag, ${JUGENDHAUS.name}.`)).toBeVisible();
    await expectLoggedOut(anderswo);
    const alt = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await alt.goto('/redaktion/anmelden');
    await alt.getByLabel('E-Mail-Adresse').fill(JUGENDHAUS.email);
    await alt.getByLabel('Passwort').fill(JUGENDHAUS.passwort);
    await alt.getByRole('button', { name: 'Anmelden' }).click();
    await expect(alt).toHaveURL(/\/redaktion\/anmelden\?fehler=anmeldung/);

    // Her sessions: this one, and a new one elsewhere that she ends.
    const neu = { ...JUGENDHAUS, passwort: NEUES_PASSWORT };
    const zweite = await redaktionLogin(browser, neu);
    await sven.goto('/redaktion/anmeldungen');
    const zeilen = sven.locator('.rd-table tbody tr');
    await expect(zeilen).toHaveCount(2);
    await expect(zeilen.filter({ hasText: 'Diese Anmeldung' })).toHaveCount(1);
    await expectNoViolations(sven);
    await activate(sven, sven.getByRole('button', { name: 'Abmelden', exact: true }));
    await expect(sven.getByRole('status')).toHaveText('Die Anmeldung ist beendet. Wer sie benutzt hat, muss sich neu anmelden.');
    await expect(zeilen).toHaveCount(1);
    await expectLoggedOut(zweite);

    // The administration ends the account, then brings it back: she logs in with her own password again.
    await verena.goto(kontoAdresse);
    await verena.getByLabel('Grund (freiwillig, steht im Protokoll)').fill('Ein Jahr im Ausland');
    await press(verena, 'Konto beenden');
    await expect(verena.getByRole('status')).toContainText('Das Konto ist beendet.');
    await expect(verena.getByRole('button', { name: 'Konto beenden' })).toHaveCount(0);
    await expectNoViolations(verena);
    await expectLoggedOut(sven);
    await verena.getByLabel('Grund (freiwillig, steht im Protokoll)').fill('Zurück aus dem Ausland');
    await press(verena, 'Konto wieder aktivieren');
    await expect(verena).toHaveURL(/\?meldung=konto-aktiviert$/);
    await expect(verena.getByRole('status')).toContainText('Das Konto ist wieder aktiv.');
    await expect(verena.locator('.rd-status')).toHaveText('Aktiv');
    await expect(verena.getByRole('checkbox', { name: 'Jugendhaus' })).toBeChecked();
    await expectNoViolations(verena);
    const wieder = await redaktionLogin(browser, neu);
    await expect(wieder.getByRole('link', { name: 'Passwort ändern' })).toBeVisible();

    // The log has it, readable on a phone: each entry's cells stacked and named.
    await verena.getByRole('link', { name: 'Protokoll dieses Kontos' }).click();
    const eintraege = verena.locator('.rd-table tbody tr');
    // Newest first: the entries of the administration's own actions are there at once.
    await expect(eintraege.locator('td:nth-child(3)').filter({ hasText: /^Konto / })).toHaveText(['Konto wieder aktiviert', 'Konto beendet', 'Konto angelegt']);
    await expect(eintraege.filter({ hasText: 'Konto wieder aktiviert' })).toContainText('Zurück aus dem Ausland');
    await expect(eintraege.filter({ hasText: 'Eigenes Passwort geändert' })).toHaveCount(1);
    await verena.setViewportSize({ width: 375, height: 900 });
    expect(await verena.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(verena.getByRole('table')).toBeVisible();
    await expectNoViolations(verena);
  });
});
