import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations, FREIGABE, press, REDAKTEURIN, redaktionLogin, tabTo } from '../support/redaktion';

/** axe needs scripts: the editor's page as she sees it, opened again in a context with JavaScript and her session. */
async function expectNoViolationsOf(browser: Browser, page: Page): Promise<void> {
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const copy = await context.newPage();
  await copy.goto(page.url());
  await expectNoViolations(copy);
  await context.close();
}

/** The approver publishes (or withdraws) the piece at `adresse` by keyboard and sees the status. */
async function freigeben(thomas: Page, adresse: string): Promise<void> {
  await thomas.goto(adresse);
  await press(thomas, 'Freigeben und veröffentlichen');
  await expect(thomas.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');
}

// A person of its own (unique name): the spec changes nothing another spec reads, and withdraws the person at the end.
const NAME = 'Ottilie Kirnbauer-Fehr';

test.describe('the town editor updates the staff directory', () => {
  test.setTimeout(240_000);

  test('adds a person without JavaScript, the approver publishes; a new phone number is on the A–Z page within 5 s; withdrawn, the person is gone', async ({
    browser,
    request,
  }) => {
    const julia = await redaktionLogin(browser, REDAKTEURIN, { keyboard: true, javaScriptEnabled: false });

    // The menu list reads well on a phone: nothing wider than the screen.
    await julia.goto('/redaktion/menues');
    await expectNoViolationsOf(browser, julia);
    await julia.setViewportSize({ width: 375, height: 800 });
    expect(await julia.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await julia.setViewportSize({ width: 1280, height: 900 });

    // The page form offers the layouts by their German names.
    await julia.goto('/redaktion/seiten/neu');
    await expect(julia.getByLabel('Layout').locator('option', { hasText: 'Stadt: Standard (mit Seitenleiste)' })).toHaveCount(1);

    // A new person: kind and place, then the name.
    await julia.goto('/redaktion/neu');
    await expectNoViolationsOf(browser, julia);
    const ort = julia.getByLabel('Art und Ablage');
    await tabTo(julia, ort);
    await ort.selectOption({ label: 'Stadt: Mitarbeiterin/Mitarbeiter – Mitarbeiterverzeichnis' });
    await tabTo(julia, julia.getByLabel('Titel'));
    await julia.keyboard.type(NAME);
    await press(julia, 'Anlegen');
    await expect(julia).toHaveURL(/\/redaktion\/inhalte\/\d+\?meldung=angelegt(#[a-z-]+)?$/);
    const adresse = new URL(julia.url()).pathname;
    await expect(julia.getByLabel('Vorname')).toHaveValue('Ottilie');
    await expect(julia.getByLabel('Nachname')).toHaveValue('Kirnbauer-Fehr');
    await expectNoViolationsOf(browser, julia);

    // The fields; a phone number against the phone rule is refused at its field, what was typed stays.
    await julia.getByLabel('Anrede').selectOption('Frau');
    await julia.getByLabel(/^Funktion/).fill('Sachbearbeiterin Friedhofsverwaltung');
    await julia.getByLabel('Telefon', { exact: true }).fill('07999 123-FRIEDHOF');
    await julia.getByLabel('E-Mail', { exact: true }).fill('o.kirnbauer@musterstadt.de');
    await julia.getByLabel('Zimmer').fill('TR 1.07');
    await julia.getByLabel('Ämter: 1.').selectOption({ label: 'Bürgerbüro' });
    await press(julia, 'Speichern');
    await expect(julia.getByRole('status')).toHaveText('Gespeichert. Die neue Fassung ist ein Entwurf.');
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('alert')).toContainText('Bevor der Inhalt zur Freigabe gehen kann');
    await expect(julia.getByText(/Diese Telefonnummer passt nicht/).first()).toBeVisible();
    await expect(julia.getByLabel('Zimmer')).toHaveValue('TR 1.07');
    await expectNoViolationsOf(browser, julia);
    await julia.getByLabel('Telefon', { exact: true }).fill('07999 123-281');
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');

    const thomas = await redaktionLogin(browser, FREIGABE, { keyboard: true });
    await freigeben(thomas, adresse);
    await expect(async () => {
      const html = await (await request.get('/verwaltung')).text();
      expect(html).toContain(NAME);
      expect(html).toContain('tel:+497999123281');
      expect(await (await request.get('/rathaus/aemter/buergerbuero')).text()).toContain(NAME);
    }).toPass({ timeout: 5_000 });

    // A new phone number: the A–Z page shows it within 5 s of the approval.
    await julia.goto(adresse);
    await julia.getByLabel('Telefon', { exact: true }).fill('07999 123-288');
    await press(julia, 'Speichern');
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await freigeben(thomas, adresse);
    await expect(async () => {
      const html = await (await request.get('/verwaltung')).text();
      expect(html).toContain('tel:+497999123288');
      expect(html).not.toContain('tel:+497999123281');
    }).toPass({ timeout: 5_000 });

    // Withdrawn: gone from the A–Z page and the department's team.
    await thomas.goto(adresse);
    await thomas.getByLabel(/^Grund/).fill('Die Stelle ist wieder frei.');
    await press(thomas, 'Zurückziehen');
    await expect(thomas.getByRole('status')).toContainText('zurückgezogen');
    await expect(async () => {
      expect(await (await request.get('/verwaltung')).text()).not.toContain(NAME);
      expect(await (await request.get('/rathaus/aemter/buergerbuero')).text()).not.toContain(NAME);
    }).toPass({ timeout: 5_000 });
  });
});
