import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { activate, ADMINISTRATION, expectNoViolations, FEUERWEHR, redaktionLogin, tabTo } from '../support/redaktion';

// The fire brigade's press officer (section `feuerwehr` only) and the administration, which holds every
// section: the town's approver has no say in the fire brigade.
const EINSATZBERICHT = 'artikel:feuerwehr:feuerwehr-einsatz';

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

/** Waits (at most 5 s) until the operation is listed on /feuerwehr/einsaetze/ and returns its public address. */
async function expectPublished(browser: Browser, titel: string): Promise<string> {
  const visitor = await browser.newPage();
  const link = visitor.locator('.fw-einsatz').getByRole('link', { name: titel });
  await expect(async () => {
    await visitor.goto('/feuerwehr/einsaetze/');
    await expect(link).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  const address = (await link.getAttribute('href')) ?? '';
  expect(address).toMatch(/^\/feuerwehr\/einsaetze\/[a-z0-9-]+$/);
  await visitor.goto(address);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titel);
  await visitor.close();
  return address;
}

test.describe('the fire-brigade editor', () => {
  test('writes an operation report by keyboard that the administration publishes on /feuerwehr/einsaetze/; the town stays out of her reach', async ({
    browser,
  }) => {
    const titel = 'Ölspur auf der Hauptstraße beseitigt';

    // A town news item and its public title, as the administration sees it.
    const verena = await redaktionLogin(browser, ADMINISTRATION, { keyboard: true });
    await verena.goto('/redaktion/inhalte?bereich=stadt&art=artikel&status=Ver%C3%B6ffentlicht');
    // A news item of the town (place `stadt`, on /aktuelles), not one of its other places.
    const stadtZeile = verena
      .locator('.rd-table tbody tr')
      .filter({ has: verena.locator('td:nth-child(3)', { hasText: /^stadt$/ }) })
      .first();
    const stadtLink = stadtZeile.getByRole('link').first();
    const stadtTitel = ((await stadtLink.textContent()) ?? '').trim();
    expect(stadtTitel.length).toBeGreaterThan(3);
    const stadtAdresse = (await stadtLink.getAttribute('href')) ?? '';
    expect(stadtAdresse).toMatch(/^\/redaktion\/inhalte\/\d+$/);
    const stadtId = stadtAdresse.split('/').pop() ?? '';
    await verena.goto(stadtAdresse);
    const stadtOeffentlich = (await verena.getByRole('link', { name: /^\/aktuelles\// }).textContent()) ?? '';
    expect(stadtOeffentlich).toMatch(/^\/aktuelles\//);

    const kai = await redaktionLogin(browser, FEUERWEHR, { keyboard: true });
    await expectNoViolations(kai);
    const nav = kai.getByRole('navigation', { name: 'Redaktion' });
    await expect(nav.getByRole('link', { name: 'Konten' })).toHaveCount(0);
    await activate(kai, nav.getByRole('link', { name: 'Neuer Inhalt' }));
    await expect(kai).toHaveURL(/\/redaktion\/neu$/);
    // She is offered the fire brigade's places only.
    // The address changes before the new page is drawn: read the choices once the form is there.
    await expect(kai.getByLabel('Art und Ablage')).toBeVisible();
    const orte = await kai
      .getByLabel('Art und Ablage')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(orte.filter(Boolean).every((wert) => wert.split(':')[1] === 'feuerwehr')).toBe(true);
    expect(orte).toContain(EINSATZBERICHT);
    await expectNoViolations(kai);

    await chooseByKeyboard(kai, kai.getByLabel('Art und Ablage'), EINSATZBERICHT);
    await typeInto(kai, kai.getByLabel('Titel'), titel);
    await activate(kai, kai.getByRole('button', { name: 'Anlegen' }));
    await expect(kai).toHaveURL(/\/redaktion\/inhalte\/\d+\?meldung=angelegt$/);
    await expect(kai.getByRole('status')).toHaveText('Der Inhalt ist angelegt (Entwurf).');
    const editAddress = new URL(kai.url()).pathname;
    await typeInto(kai, kai.getByLabel('Einleitung'), 'Die Feuerwehr band eine lange Ölspur ab und reinigte die Fahrbahn.');
    await activate(kai, kai.getByRole('button', { name: 'Zur Freigabe geben', exact: true }));
    await expect(kai.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await expect(kai.locator('.rd-status')).toHaveText('Zur Freigabe');
    await expect(kai.getByRole('button', { name: 'Freigeben und veröffentlichen' })).toHaveCount(0);
    await expectNoViolations(kai);

    // Her lists: the fire brigade only; the town's title finds nothing.
    await kai.goto('/redaktion/inhalte');
    const bereiche = await kai.getByLabel('Bereich').locator('option').allTextContents();
    expect(bereiche).toEqual(['Alle meine Bereiche', 'Feuerwehr']);
    await typeInto(kai, kai.getByLabel('Titel enthält'), stadtTitel);
    await activate(kai, kai.getByRole('button', { name: 'Filtern' }));
    await expect(kai.getByText('Keine Inhalte gefunden.')).toBeVisible();
    await expect(kai.getByRole('link', { name: stadtTitel })).toHaveCount(0);
    await expectNoViolations(kai);
    await kai.goto('/redaktion');
    await expect(kai.getByRole('link', { name: stadtTitel })).toHaveCount(0);

    // The town item's editor pages are a 404 for her: no form, nothing of the item.
    for (const address of [stadtAdresse, `/redaktion/verlauf/${stadtId}`, `/redaktion/vergleich/${stadtId}`]) {
      const answer = await kai.goto(address);
      expect(answer?.status(), address).toBe(404);
      await expect(kai.getByRole('heading', { level: 1 })).toHaveText('404 - Seite nicht gefunden');
      await expect(kai.locator('form[method="post"]')).toHaveCount(0);
      await expect(kai.locator('body')).not.toContainText(stadtTitel);
    }
    await expectNoViolations(kai);

    // A forged post from her browser: her own item's form, sent to the town item's address with its id.
    await kai.goto(editAddress);
    await kai.evaluate(
      ({ id, action }) => {
        const form = document.querySelector<HTMLFormElement>('form[aria-label$="bearbeiten"]');
        if (!form) throw new Error('no edit form');
        form.action = action;
        (form.querySelector('input[name="id"]') as HTMLInputElement).value = id;
        (form.querySelector('input[name="titel"]') as HTMLInputElement).value = 'Von der Feuerwehr überschrieben';
      },
      { id: stadtId, action: stadtAdresse },
    );
    const [forged] = await Promise.all([
      kai.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === stadtAdresse),
      kai.getByRole('button', { name: 'Speichern', exact: true }).click(),
    ]);
    expect(forged.status()).toBe(404);
    await kai.waitForLoadState('load');
    await expect(kai.locator('body')).not.toContainText(stadtTitel);
    const stadtSeite = await browser.newPage();
    await stadtSeite.goto(stadtOeffentlich);
    await expect(stadtSeite.getByRole('heading', { level: 1 })).toHaveText(stadtTitel);
    await stadtSeite.close();
    await verena.goto(`/redaktion/verlauf/${stadtId}`);
    await expect(verena.locator('table').first()).not.toContainText(FEUERWEHR.name);

    // The administration publishes the report; within 5 s it is on /feuerwehr/einsaetze/ and its own page.
    await verena.goto(editAddress);
    await activate(verena, verena.getByRole('button', { name: 'Freigeben und veröffentlichen' }));
    await expect(verena.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');
    const oeffentlich = await expectPublished(browser, titel);
    await expect(verena.getByRole('link', { name: oeffentlich })).toBeVisible();
  });

  test('without JavaScript: writes an operation report and gives it for approval; the administration publishes it', async ({ browser }) => {
    const titel = 'Wasserrohrbruch im Gewerbegebiet Nord';
    const kai = await redaktionLogin(browser, FEUERWEHR, { keyboard: true, javaScriptEnabled: false });
    await kai.goto('/redaktion/neu');
    await kai.getByLabel('Art und Ablage').selectOption(EINSATZBERICHT);
    await kai.getByLabel('Titel').fill(titel);
    await kai.getByRole('button', { name: 'Anlegen' }).click();
    await expect(kai.getByRole('status')).toHaveText('Der Inhalt ist angelegt (Entwurf).');
    const editAddress = new URL(kai.url()).pathname;
    await kai.getByLabel('Einleitung').fill('Ein geplatztes Rohr setzte einen Keller unter Wasser.');
    await kai.getByRole('button', { name: 'Zur Freigabe geben' }).click();
    await expect(kai.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await expect(kai.getByRole('button', { name: 'Freigeben und veröffentlichen' })).toHaveCount(0);

    const verena = await redaktionLogin(browser, ADMINISTRATION, { keyboard: true, javaScriptEnabled: false });
    await verena.goto(editAddress);
    await verena.getByRole('button', { name: 'Freigeben und veröffentlichen' }).click();
    await expect(verena.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');
    await expectPublished(browser, titel);
  });
});
