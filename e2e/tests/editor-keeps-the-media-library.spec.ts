import { expect, test, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { expectNoViolations, press, REDAKTEURIN, redaktionLogin, tabTo } from '../support/redaktion';

const ALT = 'Der neue Spielplatz am Stadtweiher mit Kletterturm';
const ALT_FEHLT = 'Bitte beschreiben Sie, was auf dem Bild zu sehen ist (Alternativtext), oder markieren Sie es als dekorativ.';
const IN_GEBRAUCH = 'Diese Datei wird noch verwendet und kann nicht gelöscht werden. Entfernen Sie sie zuerst aus den genannten Inhalten.';

/** A small picture as a camera or phone would give it, made by the test. */
function png(farbe: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 500, channels: 3, background: farbe } })
    .png()
    .toBuffer();
}

/**
 * A PDF as a plain export or a scan gives it (no tags, no structure tree, no language), or, `getaggt`,
 * as an accessible export writes it: tagged, with its structure (H1, P) and /Lang de-DE.
 */
function pdf(getaggt: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', ...(getaggt ? { pdfVersion: '1.7' as const, tagged: true, lang: 'de-DE' } : {}) });
    const teile: Buffer[] = [];
    doc.on('data', (teil: Buffer) => teile.push(teil));
    doc.on('end', () => resolve(Buffer.concat(teile)));
    doc.on('error', reject);
    const titel = () => doc.fontSize(18).text('Antrag auf Sondernutzung');
    const absatz = () => doc.fontSize(11).text('Bitte füllen Sie den Antrag aus und geben Sie ihn im Rathaus ab.');
    if (getaggt) {
      const wurzel = doc.struct('Document');
      doc.addStructure(wurzel);
      wurzel.add(doc.struct('H1', {}, titel));
      wurzel.add(doc.struct('P', {}, absatz));
      wurzel.end();
    } else {
      titel();
      absatz();
    }
    doc.end();
  });
}

/** A new article of the town's news, at its edit form. */
async function neuerArtikel(page: Page, titel: string): Promise<string> {
  await page.goto('/redaktion/neu');
  await page.getByLabel('Art und Ablage').selectOption('artikel:stadt:stadt');
  await page.getByLabel('Titel').fill(titel);
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('status')).toHaveText('Der Inhalt ist angelegt (Entwurf).');
  return new URL(page.url()).pathname;
}

test.describe('the town editor keeps the media library', () => {
  test('uploads a picture (refused without its text), picks it in an article by keyboard, writes the text in the editor, and cannot delete it while used', async ({
    browser,
  }) => {
    const julia = await redaktionLogin(browser, REDAKTEURIN);
    await julia.getByRole('link', { name: 'Mediathek' }).click();
    await expect(julia).toHaveURL(/\/redaktion\/medien$/);
    await expect(julia.getByRole('heading', { level: 1 })).toHaveText('Mediathek');
    await expectNoViolations(julia);

    // Without its text the picture is refused in German, at the field; what was typed stays.
    const upload = julia.getByRole('form', { name: 'Datei hochladen' });
    await upload.getByLabel('Datei', { exact: true }).setInputFiles({ name: 'Spielplatz.png', mimeType: 'image/png', buffer: await png('#3c7a4a') });
    await upload.getByLabel('Bereich').selectOption('stadt');
    await upload.getByLabel('Titel').fill('Spielplatz Stadtweiher');
    await upload.getByLabel('Urheberrecht').fill('Foto: Stadt Musterstadt');
    await press(julia, 'Hochladen');
    await expect(julia.getByRole('alert')).toContainText(ALT_FEHLT);
    await expect(julia.getByLabel('Alternativtext', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(julia.getByLabel('Titel', { exact: true })).toHaveValue('Spielplatz Stadtweiher');
    await expect(julia.getByLabel('Urheberrecht')).toHaveValue('Foto: Stadt Musterstadt');
    await expectNoViolations(julia);

    // With it, the picture is in the library.
    await julia.getByLabel('Datei', { exact: true }).setInputFiles({ name: 'Spielplatz.png', mimeType: 'image/png', buffer: await png('#3c7a4a') });
    await julia.getByLabel('Alternativtext', { exact: true }).fill(ALT);
    await press(julia, 'Hochladen');
    await expect(julia).toHaveURL(/\/redaktion\/medien\/\d+\?meldung=medium-hochgeladen$/);
    await expect(julia.getByRole('status')).toContainText('Die Datei ist in der Mediathek.');
    const bildSeite = new URL(julia.url()).pathname;
    const adresse = (await julia.locator('dd code').textContent()) ?? '';
    expect(adresse).toMatch(/^\/api\/cms\/medien\/[a-z0-9-]+\.(jpg|png)$/);
    const vorschau = julia.getByRole('img', { name: ALT });
    await expect(vorschau).toBeVisible();
    expect(await vorschau.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(julia.getByText('Die Datei wird in keinem Inhalt verwendet.')).toBeVisible();
    await expectNoViolations(julia);

    // An article picks it through the picker, by keyboard.
    const titel = 'Spielplatz am Stadtweiher ist eröffnet';
    const artikel = await neuerArtikel(julia, titel);
    await julia.getByLabel('Bildrechte (Copyright)').fill('Eigene Angabe');
    const waehlen = julia.getByRole('button', { name: 'Bild aus der Mediathek wählen' });
    await tabTo(julia, waehlen);
    await julia.keyboard.press('Enter');
    const dialog = julia.getByRole('dialog', { name: 'Bild aus der Mediathek wählen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Bilder durchsuchen')).toBeFocused();
    await expectNoViolations(julia);
    await julia.keyboard.type('Stadtweiher');
    await julia.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: /Spielplatz Stadtweiher/ })).toBeFocused();
    await julia.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(waehlen).toBeFocused();
    await expect(julia.getByLabel('Bild (Adresse aus der Mediathek)')).toHaveValue(adresse);
    await expect(julia.getByLabel('Bildtext (Alternativtext)')).toHaveValue(ALT);
    // The rights the editor typed herself stay.
    await expect(julia.getByLabel('Bildrechte (Copyright)')).toHaveValue('Eigene Angabe');
    // Escape closes the dialog too, and the focus comes back.
    await julia.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await julia.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(waehlen).toBeFocused();

    // The text in the rich-text editor: a subheading and a paragraph.
    await tabTo(julia, julia.getByLabel('Text', { exact: true }));
    const toolbar = julia.getByRole('toolbar', { name: 'Textformat' });
    await expect(toolbar).toBeVisible();
    const editor = julia.getByRole('textbox', { name: 'Text', exact: true });
    await expect(editor).toBeFocused();
    await julia.keyboard.type('Kletterturm und Wasserspiel');
    await julia.keyboard.press('Shift+Tab');
    await expect(toolbar.getByRole('button', { name: 'Zwischenüberschrift' })).toBeFocused();
    await julia.keyboard.press('Enter');
    await expect(editor).toBeFocused();
    await julia.keyboard.press('End');
    await julia.keyboard.press('Enter');
    await julia.keyboard.type('Der Spielplatz ist täglich von 8 bis 20 Uhr offen.');
    await expectNoViolations(julia);
    await press(julia, 'Speichern');
    await expect(julia.getByRole('status')).toHaveText('Gespeichert. Die neue Fassung ist ein Entwurf.');
    await expect(julia.locator('textarea[name="text"]')).toHaveValue(
      /^<h2>Kletterturm und Wasserspiel<\/h2>\s*<p>Der Spielplatz ist täglich von 8 bis 20 Uhr offen\.<\/p>$/,
    );
    await expect(julia.getByLabel('Bild (Adresse aus der Mediathek)')).toHaveValue(adresse);

    // The library shows it as used, and refuses to delete it in German.
    await julia.goto('/redaktion/medien?art=bild&suche=Stadtweiher');
    const zeile = julia.getByRole('row', { name: /Spielplatz Stadtweiher/ });
    await expect(zeile).toContainText('in 1 Inhalt');
    await expect(zeile.getByRole('img', { name: ALT })).toBeVisible();
    await julia.goto(bildSeite);
    await expect(julia.getByRole('link', { name: titel })).toHaveAttribute('href', artikel);
    await press(julia, 'Löschen');
    await expect(julia.getByRole('alert')).toContainText(IN_GEBRAUCH);
    await expect(julia.getByRole('heading', { name: 'Verwendet in' })).toBeVisible();
    await expectNoViolations(julia);

    // Its text is changed on its page.
    await julia.getByLabel('Alternativtext', { exact: true }).fill(`${ALT} und Rutsche`);
    await press(julia, 'Speichern');
    await expect(julia.getByRole('status')).toHaveText('Die Angaben zur Datei sind gespeichert.');
    await expect(julia.getByLabel('Alternativtext', { exact: true })).toHaveValue(`${ALT} und Rutsche`);
  });

  test('uploads a PDF without tags or language, is warned in the list and at the file, and again before approval of an article linking it', async ({
    browser,
  }) => {
    const julia = await redaktionLogin(browser, REDAKTEURIN);
    await julia.goto('/redaktion/medien');
    const upload = julia.getByRole('form', { name: 'Datei hochladen' });
    await upload.getByLabel('Datei', { exact: true }).setInputFiles({ name: 'Sondernutzung.pdf', mimeType: 'application/pdf', buffer: await pdf(false) });
    await upload.getByLabel('Bereich').selectOption('stadt');
    await upload.getByLabel('Titel').fill('Antrag auf Sondernutzung');
    await press(julia, 'Hochladen');
    // Not refused: stored, with a warning that names what is missing.
    await expect(julia).toHaveURL(/\/redaktion\/medien\/\d+\?meldung=medium-hochgeladen$/);
    await expect(julia.getByRole('note', { name: 'Hinweis zur Barrierefreiheit' })).toContainText(
      'Diese PDF-Datei ist nicht barrierefrei: Sie hat keine Tags (Struktur) und keine Sprachangabe.',
    );
    await expectNoViolations(julia);
    const adresse = (await julia.locator('dd code').textContent()) ?? '';
    expect(adresse).toMatch(/^\/api\/cms\/medien\/antrag-auf-sondernutzung-[0-9a-f]{8}\.pdf$/);
    await julia.goto('/redaktion/medien?art=dokument&suche=Sondernutzung');
    await expect(julia.getByRole('row', { name: /Antrag auf Sondernutzung/ })).toContainText('Nicht barrierefrei: ohne Tags (Struktur) und Sprachangabe');
    await expectNoViolations(julia);

    // An article that links it goes for approval, with the warning for editor and approver.
    const ohneJs = await redaktionLogin(browser, REDAKTEURIN, { javaScriptEnabled: false });
    const artikel = await neuerArtikel(ohneJs, 'Sondernutzung beantragen');
    await ohneJs
      .getByLabel('Text', { exact: true })
      .fill(`<p>Das <a href="${adresse}">Antragsformular für die Sondernutzung</a> liegt auch im Rathaus aus.</p>`);
    await ohneJs.getByRole('button', { name: 'Speichern', exact: true }).click();
    const hinweise = ohneJs.getByRole('region', { name: 'Hinweise vor der Freigabe' });
    await expect(hinweise).toContainText('Text: „Antragsformular für die Sondernutzung“');
    await expect(hinweise).toContainText('Diese PDF-Datei ist nicht barrierefrei');
    await ohneJs.getByRole('button', { name: 'Zur Freigabe geben', exact: true }).click();
    await expect(ohneJs.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await julia.goto(artikel);
    await expect(julia.getByRole('region', { name: 'Hinweise vor der Freigabe' })).toContainText('Diese PDF-Datei ist nicht barrierefrei');
    await expectNoViolations(julia);

    // Replaced by a tagged version under the same address: the warnings are gone.
    await julia.goto('/redaktion/medien?art=dokument&suche=Sondernutzung');
    await julia.getByRole('link', { name: 'Antrag auf Sondernutzung' }).click();
    const ersetzen = julia.getByRole('form', { name: 'Durch eine neue Fassung ersetzen' });
    await ersetzen
      .getByLabel(/^Neue Fassung von/)
      .setInputFiles({ name: 'Sondernutzung-barrierefrei.pdf', mimeType: 'application/pdf', buffer: await pdf(true) });
    await press(julia, 'Ersetzen');
    await expect(julia.getByRole('status')).toHaveText('Die neue Fassung des Dokuments ist gespeichert. Alle Links auf das Dokument führen jetzt zu ihr.');
    await expect(julia.getByRole('note', { name: 'Hinweis zur Barrierefreiheit' })).toHaveCount(0);
    await expect(julia.locator('dd code').first()).toHaveText(adresse);
    await expectNoViolations(julia);
    await julia.goto(artikel);
    await expect(julia.getByRole('region', { name: 'Hinweise vor der Freigabe' })).toHaveCount(0);

    // The site's own documents are in the library too, each with its check.
    await julia.goto('/redaktion/medien?art=dokument&suche=Streupflicht');
    await expect(julia.getByRole('row', { name: /Streupflichtsatzung/ })).toContainText('Barrierefrei: getaggt, Sprache de-DE');
  });

  test('without JavaScript: uploads a picture and puts its address into an article by hand', async ({ browser }) => {
    const julia = await redaktionLogin(browser, REDAKTEURIN, { javaScriptEnabled: false });
    await julia.goto('/redaktion/medien');
    await julia.getByLabel('Datei', { exact: true }).setInputFiles({ name: 'Rathaus.png', mimeType: 'image/png', buffer: await png('#7a4a3c') });
    await julia.getByLabel('Titel', { exact: true }).fill('Rathaus im Herbst');
    await julia.getByLabel('Alternativtext', { exact: true }).fill('Das Rathaus mit buntem Laub davor');
    await julia.getByLabel('Urheberrecht').fill('Foto: Stadt Musterstadt');
    await julia.getByRole('button', { name: 'Hochladen' }).click();
    await expect(julia.getByRole('status')).toContainText('Die Datei ist in der Mediathek.');
    const adresse = (await julia.locator('dd code').textContent()) ?? '';

    await neuerArtikel(julia, 'Rathaus im Herbst');
    await expect(julia.getByRole('button', { name: 'Bild aus der Mediathek wählen' })).toHaveCount(0);
    await expect(julia.getByRole('link', { name: 'Mediathek', exact: true }).last()).toHaveAttribute('href', /\/redaktion\/medien\?art=bild&bereich=stadt$/);
    await julia.getByLabel('Text', { exact: true }).fill('<h2>Herbst</h2><p>Das Laub ist bunt.</p>');
    await julia.getByLabel('Bild (Adresse aus der Mediathek)').fill(adresse);
    await julia.getByLabel('Bildtext (Alternativtext)').fill('Das Rathaus mit buntem Laub davor');
    await julia.getByLabel('Bildrechte (Copyright)').fill('Foto: Stadt Musterstadt');
    await julia.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(julia.getByRole('status')).toHaveText('Gespeichert. Die neue Fassung ist ein Entwurf.');
    await expect(julia.getByLabel('Text', { exact: true })).toHaveValue(/^<h2>Herbst<\/h2>\s*<p>Das Laub ist bunt\.<\/p>$/);
    await expect(julia.getByLabel('Bild (Adresse aus der Mediathek)')).toHaveValue(adresse);
  });
});
