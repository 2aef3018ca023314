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

/** Opens an entry of the service guide from the list of contents (filtered by kind and title), by keyboard. */
async function oeffne(page: Page, art: string, suche: string, titel: string): Promise<string> {
  await page.goto(`/redaktion/inhalte?art=${art}&suche=${encodeURIComponent(suche)}`);
  const link = page.getByRole('link', { name: titel, exact: true });
  await tabTo(page, link);
  await Promise.all([page.waitForURL(/\/redaktion\/inhalte\/\d+$/), page.keyboard.press('Enter')]);
  return new URL(page.url()).pathname;
}

/** Today in Berlin as YYYY-MM-DD (the public pages show a deviating time only on its days). */
const heute = (): string => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

test.describe('the town editor keeps the service guide', () => {
  test.setTimeout(240_000);

  test('changes a unit’s opening times, a person’s phone number and a service’s forms without JavaScript; the approver publishes; the public guide shows it', async ({
    browser,
    request,
  }) => {
    const julia = await redaktionLogin(browser, REDAKTEURIN, { keyboard: true, javaScriptEnabled: false });

    // The unit: Thursday afternoon longer, closed today; an overlapping span is refused first, the input stays.
    const einheit = await oeffne(julia, 'wegweiser-einheit', 'Standesamt', 'Standesamt');
    await expectNoViolationsOf(browser, julia);
    await expect(julia.getByLabel('Zeit 2: Tag')).toHaveValue('do');
    await julia.getByLabel('Zeit 2: bis').fill('18:30');
    await julia.getByLabel('Zeit 3: Tag').selectOption('do');
    await julia.getByLabel('Zeit 3: von').fill('11:00');
    await julia.getByLabel('Zeit 3: bis').fill('13:00');
    await julia.getByLabel('Abweichung 1: vom').fill(heute());
    await julia.getByLabel('Abweichung 1: was gilt').fill('Heute wegen einer Schulung geschlossen');
    // What is published goes for approval as a new draft: saved first.
    await press(julia, 'Speichern');
    await expect(julia.getByRole('status')).toHaveText('Gespeichert. Die neue Fassung ist ein Entwurf.');
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('alert')).toContainText('Bevor der Inhalt zur Freigabe gehen kann');
    await expect(julia.getByText('Die Zeit 11:00 bis 13:00 Uhr am Donnerstag überschneidet sich mit der Zeit in Zeile 1.').first()).toBeVisible();
    await expect(julia.getByLabel('Abweichung 1: was gilt')).toHaveValue('Heute wegen einer Schulung geschlossen');
    await julia.getByLabel('Zeit 3: Tag').selectOption('');
    await julia.getByLabel('Zeit 3: von').fill('');
    await julia.getByLabel('Zeit 3: bis').fill('');
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');

    // The person: a phone number against the phone rule is refused at its field, then the right one.
    const person = await oeffne(julia, 'wegweiser-person', 'Fehrenbach', 'Jana Fehrenbach');
    await expectNoViolationsOf(browser, julia);
    await julia.getByLabel('Telefon', { exact: true }).fill('07999 123-DURCHWAHL');
    await press(julia, 'Speichern');
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByText(/Diese Telefonnummer passt nicht/).first()).toBeVisible();
    await julia.getByLabel('Telefon', { exact: true }).fill('07999 123-177');
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');

    // The service: the postal-vote form as its next form, chosen from the list of the guide's forms.
    const leistung = await oeffne(julia, 'wegweiser-leistung', 'Fundsachen', 'Fundsachen abgeben und abholen');
    const frei = julia
      .locator('select[name^="formulare_"]')
      .filter({ has: julia.locator('option[value=""]:checked') })
      .first();
    await frei.selectOption({ label: 'Antrag auf Briefwahlunterlagen' });
    await press(julia, 'Speichern');
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');

    // The approver publishes all three (keyboard, with JavaScript).
    const thomas = await redaktionLogin(browser, FREIGABE, { keyboard: true });
    for (const adresse of [einheit, person, leistung]) {
      await thomas.goto(adresse);
      await press(thomas, 'Freigeben und veröffentlichen');
      await expect(thomas.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');
    }

    // Within 5 s the public guide shows the changes.
    await expect(async () => {
      const html = await (await request.get('/wegweiser/organisationseinheiten/standesamt')).text();
      expect(html).toContain('14:00 bis 18:30 Uhr');
      expect(html).toContain('Heute wegen einer Schulung geschlossen');
      expect(await (await request.get('/wegweiser/ansprechpartner/jana-fehrenbach')).text()).toContain('tel:+497999123177');
      expect(await (await request.get('/wegweiser/leistungen/fundsachen')).text()).toContain('Antrag auf Briefwahlunterlagen');
    }).toPass({ timeout: 5_000 });
  });
});
