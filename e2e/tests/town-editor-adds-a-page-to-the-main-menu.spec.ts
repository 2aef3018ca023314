import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoViolations, FREIGABE, press, REDAKTEURIN, redaktionLogin } from '../support/redaktion';

/** The titles of this spec's pages (and menu entries) begin so. */
const EINTRAG_PRAEFIX = 'Bürgergärten ';
const MENUE_FREIGEGEBEN = 'Das Menü ist freigegeben und veröffentlicht. Kopf und Fuß der Seiten zeigen es in wenigen Sekunden.';

/** One run's page: an address and a title no other spec (nor an earlier run on the same database) uses. */
function neueSeite(art: string) {
  const kennung = `${art}-${Date.now().toString(36)}`;
  return {
    adresse: `/leben-wohnen/buergergaerten-${kennung}`,
    neueAdresse: `/leben-wohnen/gemeinschaftsgaerten-${kennung}`,
    titel: `${EINTRAG_PRAEFIX}${kennung}`,
    ueberschrift: `Beete für alle (${kennung})`,
  };
}
type Seite = ReturnType<typeof neueSeite>;

/** axe needs scripts: the editor's page as she sees it, opened again in a context with JavaScript and her session. */
async function expectNoViolationsOf(browser: Browser, page: Page): Promise<void> {
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const copy = await context.newPage();
  await copy.goto(page.url());
  await expectNoViolations(copy);
  await context.close();
}

/** Within 5 s the header's main menu of the public site lists the entry under 'Leben & Wohnen' (or no longer does). */
async function expectInMainMenu(browser: Browser, seite: Seite, { listed }: { listed: boolean }): Promise<void> {
  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto('/leben-wohnen');
    const eintrag = visitor.getByRole('navigation', { name: 'Hauptmenü' }).locator('li', { hasText: 'Leben & Wohnen' }).locator(`a[href="${seite.adresse}"]`);
    await expect(eintrag).toHaveCount(listed ? 1 : 0, { timeout: 500 });
    if (listed) await expect(eintrag).toHaveText(seite.titel, { timeout: 500 });
  }).toPass({ timeout: 5_000, intervals: [250] });
  await visitor.close();
}

/** The town editor creates the page with a text block and a staff block (the town's template 'Ansprechpartner') and gives it for approval. */
async function createPage(browser: Browser, julia: Page, seite: Seite, mitScript: boolean): Promise<string> {
  await julia.goto('/redaktion/seiten/neu');
  if (mitScript) await expectNoViolations(julia);
  await julia.getByLabel('Bereich').selectOption('stadt');
  await julia.getByLabel('Adresse', { exact: true }).fill(seite.adresse);
  await julia.getByLabel('Titel', { exact: true }).fill(seite.titel);
  await julia.getByLabel('Layout').selectOption('default');
  await press(julia, 'Seite anlegen');
  await expect(julia).toHaveURL(/\/redaktion\/inhalte\/\d+\?meldung=gespeichert$/);
  const editAddress = new URL(julia.url()).pathname;
  // The breadcrumbs start as the address says: the home page, 'Leben & Wohnen' above it, the page itself.
  const krumen = julia.getByRole('group', { name: 'Brotkrumen' });
  await expect(krumen.getByRole('textbox', { name: 'Text' })).toHaveCount(3);
  await expect(krumen.getByRole('textbox', { name: 'Text' }).nth(1)).toHaveValue('Leben & Wohnen');

  await julia.getByLabel('Neuer Block mit der Vorlage').selectOption({ label: 'Text' });
  await press(julia, 'Block hinzufügen');
  const text = julia.getByRole('region', { name: 'Block 1: Text' });
  await expect(text).toBeFocused();
  await expect(julia.getByRole('status')).toHaveText('Der Block „Text“ ist hinzugefügt (als Entwurf gespeichert) und steht an Stelle 1 von 1.');
  await text.getByLabel('Überschrift (freiwillig)').fill(seite.ueberschrift);
  await text.getByLabel('Text (freiwillig)').fill('<p>Hochbeete, Wasser und Werkzeug für alle im Quartier.</p>');
  await julia.getByLabel('Neuer Block mit der Vorlage').selectOption({ label: 'Ansprechpartner' });
  await press(julia, 'Block hinzufügen');
  // What was typed into the first block was saved with the second.
  await expect(julia.getByLabel('Überschrift (freiwillig)')).toHaveValue(seite.ueberschrift);
  const personen = julia.getByRole('region', { name: 'Block 2: Ansprechpartner' });
  await expect(personen).toBeFocused();
  await personen.getByLabel('Datenabfragen der Seite', { exact: true }).fill('kontakt');
  await julia.getByLabel('Datenabrufe der Seite').fill('[{"name":"kontakt","endpoint":"/api/cms/mitarbeiter","params":{"pro_seite":2}}]');

  // The contact persons first, by their button: the page says where the block stands, the focus stays with it.
  await press(julia, 'Block 2: Ansprechpartner nach oben');
  await expect(julia.getByRole('status')).toHaveText(
    'Der Block „Ansprechpartner“ steht jetzt an Stelle 1 von 2. Die neue Reihenfolge ist als Entwurf gespeichert.',
  );
  await expect(julia.getByRole('region', { name: 'Block 1: Ansprechpartner' })).toBeFocused();
  await press(julia, 'Block 1: Ansprechpartner nach unten');
  await expect(julia.getByRole('region', { name: 'Block 2: Ansprechpartner' })).toBeFocused();
  await expect(julia.getByRole('region', { name: 'Block 1: Text' }).getByLabel('Überschrift (freiwillig)')).toHaveValue(seite.ueberschrift);
  if (mitScript) await expectNoViolations(julia);

  await julia.getByLabel('Beschreibung').fill('Gemeinschaftsgärten im Quartier: wo sie liegen und wer sie betreut.');
  await press(julia, 'Zur Freigabe geben');
  await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
  return editAddress;
}

/** The town editor adds the page to the main menu under 'Leben & Wohnen' and gives the menu for approval. */
async function addToMainMenu(browser: Browser, julia: Page, seite: Seite, mitScript: boolean): Promise<string> {
  await julia.goto('/redaktion/menues');
  const link = julia.getByRole('link', { name: 'Hauptmenü', exact: true });
  await link.focus();
  await Promise.all([julia.waitForURL(/\/redaktion\/menues\/\d+$/), julia.keyboard.press('Enter')]);
  const menuAddress = new URL(julia.url()).pathname;
  const neu = julia.getByRole('group', { name: 'Eintrag hinzufügen' });
  await neu.getByRole('textbox', { name: 'Titel' }).fill(seite.titel);
  await neu.getByRole('textbox', { name: 'Link' }).fill(seite.adresse);
  await neu.getByLabel('Einordnen').selectOption({ label: 'Unter „Leben & Wohnen“' });
  await press(julia, 'Eintrag hinzufügen');
  // The new entry is the last under 'Leben & Wohnen'.
  await expect(julia.getByRole('status')).toContainText(
    new RegExp(`„${seite.titel}“ ist hinzugefügt und steht an Stelle (\\d+) von \\1 unter „Leben & Wohnen“\\.`),
  );
  await expect(julia.getByRole('group', { name: seite.titel }).getByRole('textbox', { name: 'Titel' })).toBeFocused();
  if (mitScript) await expectNoViolations(julia);
  else await expectNoViolationsOf(browser, julia);
  await press(julia, 'Zur Freigabe geben');
  await expect(julia.getByRole('status')).toHaveText('Das Menü ist zur Freigabe gegeben.');
  return menuAddress;
}

/**
 * Removes this spec's entries from the menu editor's tree (its own, and one an earlier journey of the
 * run may have left when it failed half-way), so that the menu published next is the seeded one.
 */
async function removeOwnEntries(julia: Page): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const eigene = julia.getByRole('button', { name: new RegExp(`^Entfernen: ${EINTRAG_PRAEFIX}`) });
    if ((await eigene.count()) === 0) return;
    const name = (await eigene.first().getAttribute('aria-label')) ?? '';
    await press(julia, name);
    await expect(julia.getByRole('status')).toHaveText('Der Eintrag ist entfernt (mit allem, was darunter stand).');
  }
}

/** The approver publishes what waits for him, by keyboard. */
async function approve(thomas: Page, address: string, meldung: string): Promise<void> {
  await thomas.goto(address);
  await expect(thomas.locator('.rd-status')).toHaveText('Zur Freigabe');
  await press(thomas, 'Freigeben und veröffentlichen');
  await expect(thomas.getByRole('status')).toHaveText(meldung);
}

/** Within 5 s the page answers 200 with its blocks and its breadcrumbs. */
async function expectPublished(request: APIRequestContext, seite: Seite): Promise<void> {
  await expect(async () => {
    const antwort = await request.get(seite.adresse);
    expect(antwort.status()).toBe(200);
    const html = await antwort.text();
    expect(html).toContain(seite.ueberschrift);
    expect(html).toContain('Hochbeete, Wasser und Werkzeug für alle im Quartier.');
    // The staff block shows the contact persons of the page's data call.
    expect(html).toMatch(/<section class="town-box town-staff-block"[^>]*>\s*<h2[^>]*>Ihre Ansprechpartner<\/h2>/);
    expect(html).toMatch(/<nav[^>]*aria-label="Brotkrumennavigation"[\s\S]*?href="\/leben-wohnen"[^>]*>Leben &amp; Wohnen</);
  }).toPass({ timeout: 5_000, intervals: [250] });
}

/** The journey of issue 28 ('Done when' 1), with or without JavaScript in the editors' browsers. */
async function journey(browser: Browser, request: APIRequestContext, mitScript: boolean): Promise<void> {
  const seite = neueSeite(mitScript ? 'js' : 'ohne-js');
  const julia = await redaktionLogin(browser, REDAKTEURIN, { keyboard: true, javaScriptEnabled: mitScript });
  const thomas = await redaktionLogin(browser, FREIGABE, { keyboard: true, javaScriptEnabled: mitScript });

  const editAddress = await createPage(browser, julia, seite, mitScript);
  const menuAddress = await addToMainMenu(browser, julia, seite, mitScript);

  await thomas.goto(editAddress);
  if (mitScript) await expectNoViolations(thomas);
  await approve(thomas, editAddress, 'Der Inhalt ist freigegeben und veröffentlicht.');
  await approve(thomas, menuAddress, MENUE_FREIGEGEBEN);
  await expectPublished(request, seite);
  await expectInMainMenu(browser, seite, { listed: true });

  // The editor moves the page; once the move is published the old address answers 301 to the new one.
  await julia.goto(editAddress);
  await julia.getByLabel('Adresse', { exact: true }).fill(seite.neueAdresse);
  // A published page offers its approval again once a new draft is saved.
  await press(julia, 'Speichern');
  await expect(julia.getByRole('status')).toHaveText('Gespeichert. Die neue Fassung ist ein Entwurf.');
  await press(julia, 'Zur Freigabe geben');
  await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
  await approve(thomas, editAddress, 'Der Inhalt ist freigegeben und veröffentlicht.');
  await expect(async () => {
    const alt = await request.get(seite.adresse, { maxRedirects: 0 });
    expect(alt.status()).toBe(301);
    expect(alt.headers().location).toBe(seite.neueAdresse);
    expect((await request.get(seite.neueAdresse)).status()).toBe(200);
  }).toPass({ timeout: 5_000, intervals: [250] });
  await julia.goto(editAddress);
  await expect(julia.getByRole('region', { name: 'Weiterleitungen' })).toContainText(`${seite.adresse} → ${seite.neueAdresse}`);

  // The main menu as it was: the entry removed and the menu published again, for the journeys after this one.
  await julia.goto(menuAddress);
  await removeOwnEntries(julia);
  await press(julia, 'Zur Freigabe geben');
  await expect(julia.getByRole('status')).toHaveText('Das Menü ist zur Freigabe gegeben.');
  await approve(thomas, menuAddress, MENUE_FREIGEGEBEN);
  await expectInMainMenu(browser, seite, { listed: false });
  await julia.context().close();
  await thomas.context().close();
}

test.describe('the town editor and the town approver', () => {
  // Two logins, some twenty form posts and axe at two widths on four pages: more than the default minute.
  test.setTimeout(360_000);

  test('by keyboard: a new page under /leben-wohnen/ with a text and a staff block goes into the main menu; published, it answers with its blocks and the header lists it; moved, its old address answers 301', async ({
    browser,
    request,
  }) => {
    await journey(browser, request, true);
  });

  test('the same with plain forms, without JavaScript', async ({ browser, request }) => {
    await journey(browser, request, false);
  });

  test('with a pointer: a block dragged above another goes there with what was typed, keeps the focus and the page says where it stands', async ({
    browser,
  }) => {
    const seite = neueSeite('ziehen');
    const julia = await redaktionLogin(browser, REDAKTEURIN);
    await julia.goto('/redaktion/seiten/neu');
    await julia.getByLabel('Bereich').selectOption('stadt');
    await julia.getByLabel('Adresse', { exact: true }).fill(seite.adresse);
    await julia.getByLabel('Titel', { exact: true }).fill(seite.titel);
    await julia.getByRole('button', { name: 'Seite anlegen' }).click();
    await expect(julia).toHaveURL(/\/redaktion\/inhalte\/\d+\?meldung=gespeichert$/);
    for (const vorlage of ['Text', 'Ansprechpartner']) {
      await julia.getByLabel('Neuer Block mit der Vorlage').selectOption({ label: vorlage });
      await julia.getByRole('button', { name: 'Block hinzufügen' }).click();
      await expect(julia.getByRole('status')).toContainText(`Der Block „${vorlage}“ ist hinzugefügt`);
    }
    await julia.getByRole('region', { name: 'Block 1: Text' }).getByLabel('Überschrift (freiwillig)').fill(seite.ueberschrift);

    // The grip appears with the script; dropped above the first block, the form is sent as its buttons send it.
    await julia.setViewportSize({ width: 1280, height: 2000 });
    // The site scrolls smoothly; the blocks are measured once they stand still.
    await julia.evaluate(() => document.querySelector('.rd-bloecke')?.scrollIntoView({ block: 'start', behavior: 'instant' }));
    const griff = julia
      .getByRole('listitem')
      .filter({ has: julia.getByRole('region', { name: 'Block 2: Ansprechpartner' }) })
      .locator('.rd-ziehgriff');
    await expect(griff).toBeVisible();
    const von = await griff.boundingBox();
    const ziel = await julia.getByRole('region', { name: 'Block 1: Text' }).boundingBox();
    if (!von || !ziel || ziel.y < 0 || von.y + von.height > 2000) throw new Error('the blocks are not on the screen');
    await julia.mouse.move(von.x + von.width / 2, von.y + von.height / 2);
    await julia.mouse.down();
    await julia.mouse.move(von.x + von.width / 2, ziel.y + 10, { steps: 12 });
    await julia.mouse.up();
    await expect(julia).toHaveURL(/meldung=verschoben&fokus=blocks\.0$/);
    await expect(julia.getByRole('status')).toHaveText(
      'Der Block „Ansprechpartner“ steht jetzt an Stelle 1 von 2. Die neue Reihenfolge ist als Entwurf gespeichert.',
    );
    await expect(julia.getByRole('region', { name: 'Block 1: Ansprechpartner' })).toBeFocused();
    await expect(julia.getByRole('region', { name: 'Block 2: Text' }).getByLabel('Überschrift (freiwillig)')).toHaveValue(seite.ueberschrift);
    await julia.context().close();
  });
});
