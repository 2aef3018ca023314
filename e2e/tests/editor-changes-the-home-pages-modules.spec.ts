import { expect, test, type Page } from '@playwright/test';
import { activate, expectNoViolations, FREIGABE, press, REDAKTEURIN, redaktionLogin } from '../support/redaktion';

const NEUER_TITEL = 'Lichterabend auf dem Marktplatz';

/** The h2 headings of the home page's modules, in order. */
async function homeHeadings(page: Page): Promise<string[]> {
  await page.goto('/');
  return (await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.trim());
}

const modul = (page: Page, name: RegExp) => page.getByRole('group', { name });
const HERO = /^Modul \d+: Hero \(Bild mit Titel\)$/;
const TEXT = /^Modul \d+: Text$/;

test.describe.serial('the town editor changes the home page’s modules', () => {
  let editAddress = '';
  let alterTitel = '';
  let vorher: string[] = [];

  test('by keyboard: changes the hero’s title and moves a module; the approver publishes; `/` shows it within 5 s', async ({ browser }) => {
    const visitor = await browser.newPage();
    vorher = await homeHeadings(visitor);
    // As seeded, the text module follows the hero.
    expect(vorher.indexOf('Eine Stadt zum Leben und Ankommen')).toBeGreaterThan(0);

    const julia = await redaktionLogin(browser, REDAKTEURIN, { keyboard: true });
    await julia.goto('/redaktion/inhalte?art=portal');
    await expectNoViolations(julia);
    await activate(julia, julia.getByRole('link', { name: 'Willkommen in Musterstadt' }));
    await expect(julia).toHaveURL(/\/redaktion\/inhalte\/\d+$/);
    editAddress = new URL(julia.url()).pathname;
    await expect(julia.getByRole('button', { name: 'Zurückziehen' })).toHaveCount(0);
    await expectNoViolations(julia);

    // The hero's title, typed.
    const titel = modul(julia, HERO).getByLabel('Titel', { exact: true });
    alterTitel = await titel.inputValue();
    expect(vorher).toContain(alterTitel);
    await titel.focus();
    await julia.keyboard.press('ControlOrMeta+a');
    await julia.keyboard.type(NEUER_TITEL);

    // The text module one place up, by its button; the focus stays on the moved module.
    const textModul = modul(julia, TEXT);
    const legende = (await textModul.locator('legend').textContent()) ?? '';
    const platz = Number(/Modul (\d+)/.exec(legende)?.[1]);
    const hoch = textModul.getByRole('button', { name: /nach oben verschieben$/ });
    await hoch.focus();
    await Promise.all([julia.waitForEvent('framenavigated'), julia.keyboard.press('Enter')]);
    await expect(julia.getByRole('status')).toHaveText('Das Modul ist verschoben. Die neue Reihenfolge ist als Entwurf gespeichert.');
    await expect(julia.getByRole('group', { name: `Modul ${platz - 1}: Text` })).toBeVisible();
    await expect(julia.getByRole('group', { name: `Modul ${platz - 1}: Text` }).getByRole('button', { name: /nach oben verschieben$/ })).toBeFocused();
    // The title typed before the move was saved with it.
    await expect(modul(julia, HERO).getByLabel('Titel', { exact: true })).toHaveValue(NEUER_TITEL);
    await expectNoViolations(julia);

    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    expect(await homeHeadings(visitor)).toEqual(vorher);

    const thomas = await redaktionLogin(browser, FREIGABE, { keyboard: true });
    await thomas.goto(editAddress);
    await press(thomas, 'Freigeben und veröffentlichen');
    await expect(thomas.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');

    await expect(async () => {
      const nachher = await homeHeadings(visitor);
      expect(nachher).toContain(NEUER_TITEL);
      expect(nachher).not.toContain(alterTitel);
      // The text module now comes before the hero.
      expect(nachher.indexOf('Eine Stadt zum Leben und Ankommen')).toBe(nachher.indexOf(NEUER_TITEL) - 1);
    }).toPass({ timeout: 5_000 });
  });

  test('without JavaScript: the same edit puts the home page back as it was', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const julia = await context.newPage();
    await julia.goto('/redaktion/anmelden');
    await julia.getByLabel('E-Mail-Adresse').fill(REDAKTEURIN.email);
    await julia.getByLabel('Passwort').fill(REDAKTEURIN.passwort);
    await julia.getByRole('button', { name: 'Anmelden' }).click();
    await expect(julia).toHaveURL(/\/redaktion$/);

    await julia.goto(editAddress);
    await modul(julia, HERO).getByLabel('Titel', { exact: true }).fill(alterTitel);
    await modul(julia, TEXT)
      .getByRole('button', { name: /nach unten verschieben$/ })
      .click();
    await expect(julia.getByRole('status')).toHaveText('Das Modul ist verschoben. Die neue Reihenfolge ist als Entwurf gespeichert.');
    await expect(modul(julia, HERO).getByLabel('Titel', { exact: true })).toHaveValue(alterTitel);
    await julia.getByRole('button', { name: 'Zur Freigabe geben' }).click();
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');

    const freigabe = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await freigabe.goto('/redaktion/anmelden');
    await freigabe.getByLabel('E-Mail-Adresse').fill(FREIGABE.email);
    await freigabe.getByLabel('Passwort').fill(FREIGABE.passwort);
    await freigabe.getByRole('button', { name: 'Anmelden' }).click();
    await expect(freigabe).toHaveURL(/\/redaktion$/);
    await freigabe.goto(editAddress);
    await freigabe.getByRole('button', { name: 'Freigeben und veröffentlichen' }).click();
    await expect(freigabe.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');

    const visitor = await browser.newPage();
    await expect(async () => expect(await homeHeadings(visitor)).toEqual(vorher)).toPass({ timeout: 5_000 });
  });
});
