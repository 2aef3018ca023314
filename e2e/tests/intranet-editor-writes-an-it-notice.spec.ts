import { expect, test, type Locator, type Page } from '@playwright/test';
import { activate, ADMINISTRATION, expectNoViolations, press, redaktionLogin, type Redaktionskonto, tabTo } from '../support/redaktion';

// The IT service's account holds the intranet's category 'IT-Hinweise' alone (README, "Redaktion").
const IT_SERVICE: Redaktionskonto = { email: 'stefan.albrecht@musterstadt.de', passwort: 'Intranet!ITService2026', name: 'Stefan Albrecht' };
const IT_HINWEISE = 'intranet:intranet-it-hinweise:it-hinweise';

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a select and moves through its options with the arrow key until the wanted one is chosen. */
async function chooseByKeyboard(page: Page, select: Locator, value: string): Promise<void> {
  await tabTo(page, select);
  for (let i = 0; i < 40; i += 1) {
    if ((await select.inputValue()) === value) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the option ${value} was never chosen`);
}

test.describe('the intranet editor of IT-Hinweise', () => {
  test('writes an IT notice by keyboard that the administration publishes; staff see it first, the public search does not find it', async ({ browser }) => {
    // A word no seeded text has, so that a search can only find this notice.
    const wort = `Druckertreiber${Date.now().toString(36)}`;
    const titel = `Neue ${wort} am Freitag`;

    const stefan = await redaktionLogin(browser, IT_SERVICE, { keyboard: true });
    await expectNoViolations(stefan);
    const nav = stefan.getByRole('navigation', { name: 'Redaktion' });
    await activate(stefan, nav.getByRole('link', { name: 'Neuer Inhalt' }));
    await expect(stefan).toHaveURL(/\/redaktion\/neu$/);
    // He is offered his category alone.
    // The address changes before the new page is drawn: read the choices once the form is there.
    await expect(stefan.getByLabel('Art und Ablage')).toBeVisible();
    const orte = await stefan
      .getByLabel('Art und Ablage')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(orte.filter(Boolean)).toEqual([IT_HINWEISE]);
    await expectNoViolations(stefan);

    await chooseByKeyboard(stefan, stefan.getByLabel('Art und Ablage'), IT_HINWEISE);
    await typeInto(stefan, stefan.getByLabel('Titel'), titel);
    await activate(stefan, stefan.getByRole('button', { name: 'Anlegen' }));
    await expect(stefan).toHaveURL(/\/redaktion\/inhalte\/\d+\?meldung=angelegt$/);
    await expect(stefan.getByRole('status')).toHaveText('Der Inhalt ist angelegt (Entwurf).');
    const editAddress = new URL(stefan.url()).pathname;
    // An internal text: title, introduction, text and date; no picture, no preview link.
    await expect(stefan.getByLabel('Bild (Adresse aus der Mediathek)')).toHaveCount(0);
    await expect(stefan.getByRole('button', { name: 'Vorschau', exact: true })).toHaveCount(0);
    await expect(stefan.getByLabel('Datum (leer lassen: Zeitpunkt der Veröffentlichung)')).toBeVisible();
    await expectNoViolations(stefan);

    await typeInto(stefan, stefan.getByLabel('Einleitung'), 'Am Freitag erhalten alle Drucker im Rathaus neue Treiber.');
    await tabTo(stefan, stefan.getByLabel('Text', { exact: true }));
    await expect(stefan.getByRole('textbox', { name: 'Text', exact: true })).toBeFocused();
    await stefan.keyboard.type(`Zwischen 7 und 9 Uhr wird nicht gedruckt: ${wort} werden verteilt.`);
    await press(stefan, 'Zur Freigabe geben');
    await expect(stefan.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await expect(stefan.locator('.rd-status')).toHaveText('Zur Freigabe');
    await expect(stefan.getByRole('button', { name: 'Freigeben und veröffentlichen' })).toHaveCount(0);
    await expectNoViolations(stefan);

    // The administration approves (four eyes: not the author).
    const verena = await redaktionLogin(browser, ADMINISTRATION, { keyboard: true });
    await verena.goto(editAddress);
    await activate(verena, verena.getByRole('button', { name: 'Freigeben und veröffentlichen' }));
    await expect(verena.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');

    // Within 5 s a staff member sees it first among the latest texts.
    const staff = await browser.newPage();
    await staff.goto('/intranet/anmelden');
    await tabTo(staff, staff.getByLabel('E-Mail-Adresse'));
    await staff.keyboard.type('anna.schmid@musterstadt.de');
    await staff.keyboard.press('Tab');
    await staff.keyboard.type('Intranet!2026');
    await Promise.all([staff.waitForURL(/\/intranet$/), staff.keyboard.press('Enter')]);
    const latest = staff.getByRole('region', { name: 'Neueste Texte' });
    await expect(async () => {
      await staff.goto('/intranet');
      await expect(latest.getByRole('heading', { level: 3 }).first()).toHaveText(titel, { timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await latest.getByRole('link', { name: titel }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(titel);
    await expect(staff.locator('main')).toContainText(wort);

    // Never public: the site search does not find its word, and its page needs the staff login.
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(`/suche?q=${encodeURIComponent(wort)}`);
    await expect(page.getByRole('heading', { name: `Keine Treffer für „${wort}“` })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(titel);
    await page.goto(new URL(staff.url()).pathname);
    await expect(page).toHaveURL(/\/intranet\/anmelden\?ziel=/);
    await expect(page.locator('body')).not.toContainText(wort);
    await visitor.close();
  });
});
