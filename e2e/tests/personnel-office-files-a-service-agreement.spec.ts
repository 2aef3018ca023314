import { expect, test } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { ADMINISTRATION, expectNoViolationsWithoutScript, press, redaktionLogin, type Redaktionskonto, tabTo } from '../support/redaktion';

// The personnel office keeps the intranet's document archive and its category (README, "Redaktion").
const PERSONALAMT: Redaktionskonto = { email: 'anna.roth@musterstadt.de', passwort: 'Intranet!Personal2026', name: 'Anna Roth' };
const ARCHIV = 'intranet-archiv:intranet-archiv:archiv';

/** A service agreement as an accessible export writes it: tagged, with its structure and /Lang de-DE. */
function vereinbarung(titel: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', pdfVersion: '1.7', tagged: true, lang: 'de-DE', info: { Title: titel } });
    const teile: Buffer[] = [];
    doc.on('data', (teil: Buffer) => teile.push(teil));
    doc.on('end', () => resolve(Buffer.concat(teile)));
    doc.on('error', reject);
    const wurzel = doc.struct('Document');
    doc.addStructure(wurzel);
    wurzel.add(doc.struct('H1', {}, () => doc.fontSize(18).text(titel)));
    wurzel.add(doc.struct('P', {}, () => doc.fontSize(11).text('Zwischen der Stadtverwaltung und dem Personalrat wird Folgendes vereinbart.')));
    wurzel.end();
    doc.end();
  });
}

test.describe('the personnel office', () => {
  test.setTimeout(240_000);

  test('files a service agreement in the archive without JavaScript; staff find it with its validity and download it, a visitor gets nothing', async ({
    browser,
  }) => {
    // A word nothing seeded has: in the file's title, its file name and the archive.
    const wort = `Rufbereitschaft${Date.now().toString(36)}`;
    const titel = `Dienstvereinbarung ${wort}`;
    const pdf = await vereinbarung(titel);

    const anna = await redaktionLogin(browser, PERSONALAMT, { javaScriptEnabled: false });
    // /redaktion/neu offers her the archive and her category, nothing else.
    await anna.goto('/redaktion/neu');
    const orte = await anna
      .getByLabel('Art und Ablage')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(orte.filter(Boolean).sort()).toEqual([ARCHIV, 'intranet:intranet-personal:personal'].sort());
    await expectNoViolationsWithoutScript(browser, anna);
    await anna.getByLabel('Art und Ablage').selectOption(ARCHIV);
    await anna.getByLabel('Titel').fill(titel);
    await anna.getByRole('button', { name: 'Anlegen' }).click();
    // Without script the browser keeps the form's fragment (#redaktion-neu) across the redirect.
    await expect(anna).toHaveURL(/\/redaktion\/inhalte\/\d+\?meldung=angelegt(#[\w-]*)?$/);
    const editAddress = new URL(anna.url()).pathname;
    await expect(anna.getByRole('button', { name: 'Vorschau', exact: true })).toHaveCount(0);
    await expectNoViolationsWithoutScript(browser, anna);

    // An existing topic; the PDF uploaded in the form becomes the archive's first document.
    await anna.getByLabel('Thema', { exact: true }).fill('Dienstvereinbarungen');
    await anna.getByLabel('PDF-Datei hochladen (legt ein neues Dokument an)').setInputFiles({ name: `${titel}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await press(anna, 'Dokument hinzufügen');
    await expect(anna.getByRole('status')).toHaveText(
      'Die PDF-Datei ist hochgeladen und als neues Dokument gespeichert (Entwurf). Füllen Sie jetzt Stand und Gültigkeit aus.',
    );
    const dokument = anna.getByRole('group', { name: `Dokument 1: ${titel}` });
    const adresse = await dokument.getByLabel('PDF-Datei', { exact: true }).inputValue();
    expect(adresse).toMatch(/^\/api\/cms\/medien\/dienstvereinbarung-rufbereitschaft[0-9a-z]+-[0-9a-f]{8}\.pdf$/);
    // The editors see the file through their session; tagged with a language, it has no warning.
    const ansehen = dokument.getByRole('link', { name: `Gewählte Datei ansehen: ${titel}` });
    const eigene = await anna.request.get((await ansehen.getAttribute('href')) ?? '');
    expect(eigene.status()).toBe(200);
    expect((await eigene.body()).equals(pdf)).toBe(true);
    await expect(anna.getByRole('region', { name: 'Hinweise vor der Freigabe' })).toHaveCount(0);

    // Stand and validity; 'Gültig bis' before 'Gültig von' is refused at its field.
    await dokument.getByLabel('Text des Downloads').fill(`${titel} 2027`);
    await dokument.getByLabel('Stand').fill('2026-11-20');
    await dokument.getByLabel('Gültig von').fill('2027-01-01');
    await dokument.getByLabel('Gültig bis (leer lassen: unbefristet)').fill('2026-12-31');
    await press(anna, 'Zur Freigabe geben');
    const bis = anna.getByRole('group', { name: `Dokument 1: ${titel} 2027` }).getByLabel('Gültig bis (leer lassen: unbefristet)');
    await expect(bis).toHaveAttribute('aria-invalid', 'true');
    await expect(anna.locator('#rd-dokumente\\.0\\.gueltig_bis-fehler')).toHaveText('„Gültig bis“ darf nicht vor „Gültig von“ liegen.');
    await expectNoViolationsWithoutScript(browser, anna);
    // Open-ended.
    await bis.fill('');
    await press(anna, 'Zur Freigabe geben');
    await expect(anna.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await expectNoViolationsWithoutScript(browser, anna);

    // Four eyes: the administration approves and publishes.
    const verena = await redaktionLogin(browser, ADMINISTRATION);
    await verena.goto(editAddress);
    await press(verena, 'Freigeben und veröffentlichen');
    await expect(verena.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');

    // Within 5 s a staff member finds it in the archive with its validity and downloads the uploaded file.
    const staff = await (await browser.newContext()).newPage();
    await staff.goto('/intranet/anmelden');
    await tabTo(staff, staff.getByLabel('E-Mail-Adresse'));
    await staff.keyboard.type('anna.schmid@musterstadt.de');
    await staff.keyboard.press('Tab');
    await staff.keyboard.type('Intranet!2026');
    await Promise.all([staff.waitForURL(/\/intranet$/), staff.keyboard.press('Enter')]);
    const karte = staff.locator('.ms-area-card', { has: staff.getByRole('heading', { level: 3, name: titel, exact: true }) });
    await expect(async () => {
      await staff.goto('/intranet/archiv');
      await expect(karte).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await expect(karte).toContainText('Stand 20.11.2026 · gültig ab 01.01.2027');
    const link = karte.getByRole('link', { name: `${titel} 2027 (PDF)` });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/intranet\/dokumente\/\d+\/dienstvereinbarung-rufbereitschaft[0-9a-z]+-[0-9a-f]{8}\.pdf$/);
    const herunter = await staff.request.get(href);
    expect(herunter.status()).toBe(200);
    expect(herunter.headers()['content-type']).toBe('application/pdf');
    expect((await herunter.body()).equals(pdf)).toBe(true);

    // A visitor without the staff login gets nothing of it: not the document, not the media library's address, no search hit.
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    const ohne = await page.request.get(href, { maxRedirects: 0 });
    expect(ohne.status()).toBe(303);
    expect(ohne.headers().location).toMatch(/^\/intranet\/anmelden\?ziel=/);
    const medium = await page.request.get(adresse);
    expect(medium.status()).toBe(404);
    expect((await medium.body()).includes(Buffer.from('%PDF-'))).toBe(false);
    await page.goto(`/suche?q=${encodeURIComponent(wort)}`);
    await expect(page.getByRole('heading', { name: `Keine Treffer für „${wort}“` })).toBeVisible();
    await page.goto('/intranet/archiv');
    await expect(page).toHaveURL(/\/intranet\/anmelden\?ziel=/);
    await expect(page.locator('body')).not.toContainText(wort);
    await visitor.close();
  });
});
