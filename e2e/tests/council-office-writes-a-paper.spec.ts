import { expect, test, type Locator, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { activate, expectNoViolations, press, redaktionLogin, type Redaktionskonto, SITZUNGSDIENST, tabTo } from '../support/redaktion';

// The council office's accounts (README, "Redaktion"): section 'ratsinfo' ('Sitzungsdienst').
const SITZUNGSDIENST_FREIGABE: Redaktionskonto = { email: 'markus.wolf@musterstadt.de', passwort: 'Sitzungsdienst!Freigabe2026', name: 'Markus Wolf' };
const VORLAGEN = 'vorlage:ratsinfo:vorlagen';

/** A tagged PDF with a language, as an accessible export writes it. */
function lageplan(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', pdfVersion: '1.7', tagged: true, lang: 'de-DE' });
    const teile: Buffer[] = [];
    doc.on('data', (teil: Buffer) => teile.push(teil));
    doc.on('end', () => resolve(Buffer.concat(teile)));
    doc.on('error', reject);
    const wurzel = doc.struct('Document');
    doc.addStructure(wurzel);
    wurzel.add(doc.struct('H1', {}, () => doc.fontSize(18).text(text)));
    wurzel.end();
    doc.end();
  });
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a select and moves through its options with the arrow key until the wanted one is chosen. */
async function chooseByKeyboard(page: Page, select: Locator, value: string): Promise<void> {
  await tabTo(page, select);
  for (let i = 0; i < 60; i += 1) {
    if ((await select.inputValue()) === value) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the option ${value} was never chosen`);
}

test.describe('the council office', () => {
  test('writes a paper with a PDF of the media library by keyboard; the approver publishes it to the council pages', async ({ browser }) => {
    const kennung = Date.now().toString(36);
    const titel = `Dachsanierung Sporthalle ${kennung}`;
    const aktenzeichen = `BV/2099/${kennung}`;
    const pdf = await lageplan(`Lageplan ${kennung}`);

    const petra = await redaktionLogin(browser, SITZUNGSDIENST, { keyboard: true });
    // The PDF goes into the section's media library first.
    await petra.goto('/redaktion/medien');
    const upload = petra.getByRole('form', { name: 'Datei hochladen' });
    await upload.getByLabel('Datei', { exact: true }).setInputFiles({ name: 'Lageplan.pdf', mimeType: 'application/pdf', buffer: pdf });
    await upload.getByLabel('Bereich').selectOption('ratsinfo');
    await upload.getByLabel('Titel').fill(`Lageplan ${kennung}`);
    await press(petra, 'Hochladen');
    await expect(petra).toHaveURL(/\/redaktion\/medien\/\d+\?meldung=medium-hochgeladen$/);
    const name = ((await petra.locator('dd code').textContent()) ?? '').replace('/api/cms/medien/', '');

    await petra.goto('/redaktion/neu');
    await expect(petra.getByLabel('Art und Ablage')).toBeVisible();
    const orte = await petra
      .getByLabel('Art und Ablage')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    // Only the council office's places.
    expect(orte.filter(Boolean)).toContain(VORLAGEN);
    expect(orte.filter(Boolean).every((ort) => ort.includes(':ratsinfo:'))).toBe(true);
    await chooseByKeyboard(petra, petra.getByLabel('Art und Ablage'), VORLAGEN);
    await typeInto(petra, petra.getByLabel('Titel'), titel);
    await activate(petra, petra.getByRole('button', { name: 'Anlegen' }));
    await expect(petra).toHaveURL(/\/redaktion\/inhalte\/\d+\?meldung=angelegt$/);
    const editAddress = new URL(petra.url()).pathname;
    await expectNoViolations(petra);

    // Checked at the fields before it may go.
    await press(petra, 'Zur Freigabe geben');
    await expect(petra.getByLabel('Aktenzeichen')).toHaveAttribute('aria-invalid', 'true');
    await expect(petra.getByText('Bitte beschreiben Sie den Sachverhalt.').first()).toBeVisible();
    await expectNoViolations(petra);

    await typeInto(petra, petra.getByLabel('Aktenzeichen'), aktenzeichen);
    await chooseByKeyboard(petra, petra.getByLabel('Art der Vorlage'), 'Beschlussvorlage');
    await petra.getByLabel('Datum der Vorlage').fill('2026-11-24');
    await typeInto(petra, petra.getByLabel('Federführend (Amt)'), 'Bauamt');
    await typeInto(petra, petra.getByLabel('Sachverhalt'), 'Das Dach der Sporthalle ist undicht.');
    await typeInto(petra, petra.getByLabel('Beschlussvorschlag'), 'Der Gemeinderat beschließt die Sanierung.');
    await chooseByKeyboard(petra, petra.getByLabel('PDF aus der Mediathek'), name);
    await typeInto(petra, petra.getByLabel('Titel der neuen Datei'), 'Anlage 1: Lageplan');
    await press(petra, 'Datei hinzufügen');
    await expect(petra.getByRole('status')).toHaveText('Die Datei ist hinzugefügt (als Entwurf gespeichert).');
    await expect(petra.getByRole('group', { name: 'Datei 1: Anlage 1: Lageplan' })).toBeVisible();
    await expect(petra.getByLabel('Aktenzeichen')).toHaveValue(aktenzeichen);
    await press(petra, 'Zur Freigabe geben');
    await expect(petra.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await expectNoViolations(petra);

    // Four eyes: the approver of the council office publishes.
    const markus = await redaktionLogin(browser, SITZUNGSDIENST_FREIGABE, { keyboard: true });
    await markus.goto(editAddress);
    await activate(markus, markus.getByRole('button', { name: 'Freigeben und veröffentlichen' }));
    await expect(markus.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');
    const adresse = (await markus.getByRole('link', { name: /^\/ratsinfo\/vorlagen\/\d+$/ }).textContent()) ?? '';

    // Within 5 s on the paper's council page, its PDF as uploaded.
    const visitor = await browser.newPage();
    await expect(async () => {
      await visitor.goto(adresse);
      await expect(visitor.getByRole('heading', { level: 1 })).toContainText(titel, { timeout: 500 });
    }).toPass({ timeout: 5_000 });
    const link = visitor.getByRole('link', { name: /Anlage 1: Lageplan/ });
    const href = (await link.getAttribute('href')) ?? '';
    const datei = await visitor.request.get(href);
    expect(datei.headers()['content-type']).toContain('application/pdf');
    expect(Buffer.compare(await datei.body(), pdf)).toBe(0);
    await visitor.close();
  });
});
