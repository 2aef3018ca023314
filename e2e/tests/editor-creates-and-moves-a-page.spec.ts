import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations, FREIGABE, press, REDAKTEURIN, redaktionLogin } from '../support/redaktion';

const ADRESSE = '/leben-wohnen/spielplatz-am-kurpark';
const NEUE_ADRESSE = '/leben-wohnen/spielplaetze-kurpark';
const UEBERSCHRIFT = 'Für Kinder bis zwölf Jahre';

/** axe needs scripts: the editor's page as she sees it, opened again in a context with JavaScript and her session. */
async function expectNoViolationsOf(browser: Browser, page: Page): Promise<void> {
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const copy = await context.newPage();
  await copy.goto(page.url());
  await expectNoViolations(copy);
  await context.close();
}

test.describe('the town editor and the town approver', () => {
  test.setTimeout(240_000);

  test('create a page with a text block and a contact-person block, publish it, and move it: the old address answers 301', async ({ browser, request }) => {
    // The town editor works without JavaScript: plain forms (post, redirect, get), by keyboard.
    const julia = await redaktionLogin(browser, REDAKTEURIN, { keyboard: true, javaScriptEnabled: false });
    await julia.goto('/redaktion/seiten/neu');
    await expectNoViolationsOf(browser, julia);
    await julia.getByLabel('Bereich').selectOption('stadt');
    await julia.getByLabel('Adresse', { exact: true }).fill(ADRESSE);
    await julia.getByLabel('Titel', { exact: true }).fill('Spielplatz am Kurpark');
    await julia.getByLabel('Layout').selectOption('default');
    await press(julia, 'Seite anlegen');
    await expect(julia).toHaveURL(/\/redaktion\/inhalte\/\d+\?meldung=gespeichert(#[a-z-]+)?$/);
    const editAddress = new URL(julia.url()).pathname;

    // A text block and a contact-person block, chosen by their German titles; their forms come from the templates' options.
    await julia.getByLabel('Neuer Block mit der Vorlage').selectOption({ label: 'Text' });
    await press(julia, 'Block hinzufügen');
    await expect(julia.getByRole('heading', { name: 'Block 1: Text' })).toBeVisible();
    await julia.getByLabel('Überschrift (freiwillig)').fill(UEBERSCHRIFT);
    await julia.getByLabel('Text (freiwillig)').fill('<p>Kletterturm, Wasserspiel und Sandkasten.</p>');
    await julia.getByLabel('Neuer Block mit der Vorlage').selectOption({ label: 'Ansprechpartner' });
    await press(julia, 'Block hinzufügen');
    // What was typed into the first block was saved with the second.
    await expect(julia.getByLabel('Überschrift (freiwillig)')).toHaveValue(UEBERSCHRIFT);
    await julia.getByRole('region', { name: 'Block 2: Ansprechpartner' }).getByLabel('Datenabfragen der Seite', { exact: true }).fill('kontakt');
    await julia.getByLabel('Datenabrufe der Seite').fill('[{"name":"kontakt","endpoint":"/api/cms/mitarbeiter","params":{"pro_seite":2}}]');

    // Without a description the page may not go for approval; the input stays.
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('alert')).toContainText('Bitte geben Sie eine Beschreibung an.');
    await expect(julia.getByLabel('Überschrift (freiwillig)')).toHaveValue(UEBERSCHRIFT);

    // The contact persons first: moved up by button, the text block follows.
    await press(julia, 'Block 2: Ansprechpartner nach oben');
    await expect(julia.getByRole('heading', { name: 'Block 1: Ansprechpartner' })).toBeVisible();
    await press(julia, 'Block 1: Ansprechpartner nach unten');
    await expect(julia.getByRole('heading', { name: 'Block 1: Text' })).toBeVisible();

    await julia.getByLabel('Beschreibung').fill('Der neue Spielplatz am Kurpark: Geräte, Öffnungszeiten und wer ihn betreut.');
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');

    // The approver publishes it (keyboard, with JavaScript); within 5 s the page answers with its blocks.
    const thomas = await redaktionLogin(browser, FREIGABE, { keyboard: true });
    await thomas.goto(editAddress);
    await expectNoViolations(thomas);
    await press(thomas, 'Freigeben und veröffentlichen');
    await expect(thomas.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');
    await expect(async () => {
      const seite = await request.get(ADRESSE);
      expect(seite.status()).toBe(200);
      const html = await seite.text();
      expect(html).toContain(UEBERSCHRIFT);
      expect(html).toContain('Kletterturm, Wasserspiel und Sandkasten.');
    }).toPass({ timeout: 5_000 });

    // The editor moves it; once the move is published the old address answers 301 to the new one.
    await julia.goto(editAddress);
    await julia.getByLabel('Adresse', { exact: true }).fill(NEUE_ADRESSE);
    await press(julia, 'Speichern');
    await expect(julia.getByRole('status')).toHaveText('Gespeichert. Die neue Fassung ist ein Entwurf.');
    // Until the move is published, the old address still shows the page.
    expect((await request.get(ADRESSE, { maxRedirects: 0 })).status()).toBe(200);
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await thomas.goto(editAddress);
    await press(thomas, 'Freigeben und veröffentlichen');
    await expect(thomas.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');
    await expect(async () => {
      const alt = await request.get(ADRESSE, { maxRedirects: 0 });
      expect(alt.status()).toBe(301);
      expect(alt.headers().location).toBe(NEUE_ADRESSE);
      expect((await request.get(NEUE_ADRESSE)).status()).toBe(200);
    }).toPass({ timeout: 5_000 });

    // The editor sees the redirect at the page.
    await julia.goto(editAddress);
    await expect(julia.getByRole('region', { name: 'Weiterleitungen' })).toContainText(`${ADRESSE} → ${NEUE_ADRESSE}`);
    await expectNoViolationsOf(browser, julia);
  });
});
