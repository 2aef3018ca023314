import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import PDFDocument from 'pdfkit';
import { expectNoViolations, press, redaktionLogin, type Redaktionskonto, SITZUNGSDIENST } from '../support/redaktion';

// The council office's demo accounts (README, "Redaktion").
const FREIGABE: Redaktionskonto = { email: 'markus.wolf@musterstadt.de', passwort: 'Sitzungsdienst!Freigabe2026', name: 'Markus Wolf' };
const OPARL = 'https://schema.oparl.org/1.1/';
const SCHEMAS = path.join(__dirname, '..', '..', 'services', 'cms-api', 'test-fixtures', 'oparl-1.1');

/** A tagged PDF with its structure and language, as an accessible export writes it. */
function pdf(titel: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', pdfVersion: '1.7', tagged: true, lang: 'de-DE', info: { Title: titel } });
    const teile: Buffer[] = [];
    doc.on('data', (teil: Buffer) => teile.push(teil));
    doc.on('end', () => resolve(Buffer.concat(teile)));
    doc.on('error', reject);
    const wurzel = doc.struct('Document');
    doc.addStructure(wurzel);
    wurzel.add(doc.struct('H1', {}, () => doc.fontSize(18).text(titel)));
    wurzel.add(doc.struct('P', {}, () => doc.fontSize(11).text('Stadt Musterstadt, Sitzungsdienst.')));
    wurzel.end();
    doc.end();
  });
}

/** Uploads a PDF into the council office's media library. */
async function hochladen(page: Page, dateiname: string, titel: string): Promise<void> {
  await page.goto('/redaktion/medien');
  const upload = page.getByRole('form', { name: 'Datei hochladen' });
  await upload.getByLabel('Datei', { exact: true }).setInputFiles({ name: dateiname, mimeType: 'application/pdf', buffer: await pdf(titel) });
  await upload.getByLabel('Bereich').selectOption('ratsinfo');
  await upload.getByLabel('Titel').fill(titel);
  await press(page, 'Hochladen');
  await expect(page).toHaveURL(/\/redaktion\/medien\/\d+\?meldung=medium-hochgeladen$/);
}

/** Creates a piece of content of a kind under /redaktion/neu and lands on its edit form. */
async function anlegen(page: Page, ort: string, titel: string): Promise<string> {
  await page.goto('/redaktion/neu');
  await expect(page.getByLabel('Art und Ablage')).toBeVisible();
  await page.getByLabel('Art und Ablage').selectOption(ort);
  await page.getByLabel('Titel').fill(titel);
  await press(page, 'Anlegen');
  await expect(page).toHaveURL(/\/redaktion\/inhalte\/\d+\?meldung=angelegt$/);
  return new URL(page.url()).pathname;
}

/** Validates an OParl object and every object embedded in it against the OParl 1.1 schemas. */
function oparlProbleme(value: unknown): string[] {
  const ajv = new Ajv({ allErrors: true, unicodeRegExp: false, strictTypes: false });
  addFormats(ajv, ['date', 'date-time']);
  ajv.addVocabulary(['references', 'backreference', 'cardinality', 'schema']);
  ajv.addFormat('url', (url: string) => /^https?:\/\//.test(url) && URL.canParse(url));
  const probleme: string[] = [];
  const pruefe = (wert: unknown, wo: string): void => {
    if (Array.isArray(wert)) return wert.forEach((eintrag, index) => pruefe(eintrag, `${wo}[${index}]`));
    if (wert === null || typeof wert !== 'object') return;
    const objekt = wert as Record<string, unknown>;
    const typ = typeof objekt.type === 'string' && objekt.type.startsWith(OPARL) ? objekt.type.slice(OPARL.length) : undefined;
    if (typ) {
      const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS, `${typ}.json`), 'utf8')) as object;
      const check = ajv.getSchema(typ) ?? (ajv.addSchema(schema, typ), ajv.getSchema(typ));
      if (check && !check(objekt)) probleme.push(`${wo}: ${JSON.stringify(check.errors)}`);
    }
    for (const [name, kind] of Object.entries(objekt)) pruefe(kind, `${wo}.${name}`);
  };
  pruefe(value, 'meeting');
  return probleme;
}

const gruppe = (page: Page, name: RegExp): Locator => page.getByRole('group', { name });

/** Chooses the option whose text contains `text` (the lists name files and papers with more than their title). */
async function waehle(select: Locator, text: string): Promise<void> {
  const wert = await select.locator('option', { hasText: text }).getAttribute('value');
  expect(wert, `an option with „${text}“`).toBeTruthy();
  await select.selectOption(wert ?? '');
}

test.describe('the council office', () => {
  test('prepares a meeting of the Technischer Ausschuss with a paper; the approver publishes it; the public part is everywhere within 5 s, the non-public part for members only', async ({
    browser,
    request,
  }) => {
    // Many page loads (uploads, a paper, a meeting built item by item): more than the default time on a busy machine.
    test.slow();
    const kennung = Date.now().toString(36);
    const wort = `Grundstuecksfrage${kennung}`;
    const sitzungsname = `Sondersitzung Technischer Ausschuss ${kennung}`;
    const vorlagentitel = `Sanierung Feldweg ${kennung}`;
    // A time of its own in a year no seeded meeting reaches, so no other meeting of the committee clashes.
    const tag = String((Date.now() % 27) + 1).padStart(2, '0');
    const minute = String(Date.now() % 60).padStart(2, '0');
    const beginn = `2029-03-${tag}T17:${minute}`;

    const petra = await redaktionLogin(browser, SITZUNGSDIENST);
    await hochladen(petra, `Vorlage-${kennung}.pdf`, `Vorlage Feldweg ${kennung}`);
    await hochladen(petra, `Einladung-${kennung}.pdf`, `Einladung ${kennung}`);
    await hochladen(petra, `Niederschrift-${kennung}.pdf`, `Niederschrift ${kennung}`);

    // The paper, through the editor, with its PDF.
    const vorlageAdresse = await anlegen(petra, 'vorlage:ratsinfo:vorlagen', vorlagentitel);
    await petra.getByLabel('Aktenzeichen').fill(`BV/2029/${kennung}`);
    await petra.getByLabel('Art der Vorlage').selectOption('Beschlussvorlage');
    await petra.getByLabel('Datum der Vorlage').fill('2029-02-20');
    await petra.getByLabel('Federführend (Amt)').fill('Bauamt');
    await petra.getByLabel('Sachverhalt').fill('Der Feldweg zum Sportplatz ist abgängig und soll saniert werden.');
    await waehle(petra.getByLabel('PDF aus der Mediathek'), `Vorlage Feldweg ${kennung}`);
    await petra.getByLabel('Titel der neuen Datei').fill('Beschlussvorlage Feldweg');
    await petra.getByLabel('Art der neuen Datei').selectOption('Vorlage');
    await press(petra, 'Datei hinzufügen');
    await press(petra, 'Zur Freigabe geben');
    await expect(petra.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    const markus = await redaktionLogin(browser, FREIGABE);
    await markus.goto(vorlageAdresse);
    await press(markus, 'Freigeben und veröffentlichen');
    await expect(markus.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');

    // The meeting: 'Sitzung' is offered under /redaktion/neu.
    const sitzungAdresse = await anlegen(petra, 'sitzung:ratsinfo:sitzungen', sitzungsname);
    await expect(petra.getByRole('status')).toHaveText('Der Inhalt ist angelegt (Entwurf).');
    await expectNoViolations(petra);
    await petra.getByLabel('Gremium').selectOption({ label: 'Technischer Ausschuss' });
    await petra.getByLabel('Beginn (Datum und Uhrzeit)').fill(beginn);
    await petra.getByLabel('Ende (Datum und Uhrzeit, voraussichtlich)').fill(beginn.replace('T17:', 'T19:'));
    await petra.getByLabel('Ort (Gebäude und Anschrift)').fill('Rathaus, Marktplatz 1, 79999 Musterstadt');
    await petra.getByLabel('Raum', { exact: true }).fill('Großer Sitzungssaal');

    // Three items, each added with 'Punkt hinzufügen' (the focus lands in the new item's title).
    const titel = ['Bekanntgaben', `Sanierung Feldweg ${kennung}`, `Vergabe ${wort}`];
    for (const [index, text] of titel.entries()) {
      await press(petra, 'Punkt hinzufügen');
      await expect(petra.getByRole('status')).toHaveText(
        'Der Tagesordnungspunkt ist hinzugefügt (als Entwurf gespeichert). Füllen Sie jetzt seine Felder aus.',
      );
      const feld = gruppe(petra, new RegExp(`^TOP ${index + 1}$`)).getByLabel('Titel');
      await expect(feld).toBeFocused();
      await petra.keyboard.type(text);
    }
    // Its title is saved by now (the next 'Punkt hinzufügen' posted it): the legend names it.
    const feldweg = gruppe(petra, new RegExp(`^TOP 2: Sanierung Feldweg ${kennung}$`));
    await waehle(feldweg.getByLabel('Vorlage'), vorlagentitel);
    await feldweg.getByLabel('Beratungsart').selectOption('Entscheidung');
    await gruppe(petra, /^TOP 3$/)
      .getByLabel('nicht öffentlich')
      .check();
    await press(petra, 'Speichern');
    await expect(petra.getByRole('status')).toHaveText('Gespeichert. Die neue Fassung ist ein Entwurf.');
    // The non-public item is numbered N 1; moved up, it keeps the focus on its button.
    await expect(gruppe(petra, new RegExp(`^TOP N 1: Vergabe ${wort}$`))).toBeVisible();
    await press(petra, 'TOP N 1 nach oben verschieben');
    await expect(petra.getByRole('status')).toHaveText('Der Tagesordnungspunkt ist verschoben. Die neue Reihenfolge ist als Entwurf gespeichert.');
    await expect(petra.getByRole('button', { name: 'TOP N 1 nach oben verschieben' })).toBeFocused();
    const legenden = await petra.locator('ol[aria-labelledby="rd-tagesordnung"] legend').allTextContents();
    expect(legenden).toEqual(['TOP 1: Bekanntgaben', `TOP N 1: Vergabe ${wort}`, `TOP 2: Sanierung Feldweg ${kennung}`]);

    // The files: the invitation, public; the minutes of the non-public part, for members only.
    const dateien = [
      { titel: `Einladung zur Sondersitzung ${kennung}`, art: 'Einladung', pdf: `Einladung ${kennung}`, intern: false },
      { titel: `Niederschrift ${wort}`, art: 'Niederschrift', pdf: `Niederschrift ${kennung}`, intern: true },
    ];
    for (const [index, datei] of dateien.entries()) {
      await press(petra, 'Datei hinzufügen');
      const zeile = gruppe(petra, new RegExp(`^Datei ${index + 1}$`));
      await expect(zeile.getByLabel('Titel')).toBeFocused();
      await petra.keyboard.type(datei.titel);
      await waehle(zeile.getByLabel('PDF-Datei aus der Mediathek'), datei.pdf);
      await zeile.getByLabel('Art', { exact: true }).selectOption(datei.art);
      if (datei.intern) await zeile.getByLabel('nicht öffentlich').check();
    }
    await press(petra, 'Zur Freigabe geben');
    await expect(petra.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await expectNoViolations(petra);
    const adresse = (await petra.locator('dl.rd-meta dd').filter({ hasText: '/ratsinfo/sitzungen/' }).textContent())?.trim() ?? '';
    expect(adresse).toMatch(/^\/ratsinfo\/sitzungen\/\d+$/);
    const sitzungId = adresse.split('/').pop() ?? '';

    await markus.goto(sitzungAdresse);
    await expectNoViolations(markus);
    await press(markus, 'Freigeben und veröffentlichen');
    await expect(markus.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');

    // Within 5 s: in the list of meetings, in the calendar and in OParl.
    const besucher = await browser.newContext();
    const seite = await besucher.newPage();
    await expect(async () => {
      await seite.goto('/ratsinfo/sitzungen?gremium=TA&jahr=2029');
      await expect(seite.getByRole('link', { name: sitzungsname })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await expect
      .poll(async () => (await request.get('/ratsinfo/sitzungen.ics?gremium=TA')).text(), { timeout: 5_000 })
      .toContain(`UID:sitzung-${sitzungId}@musterstadt.de`);
    const ics = await (await request.get('/ratsinfo/sitzungen.ics?gremium=TA')).text();
    expect(ics).toContain(sitzungsname);
    expect(ics).not.toContain(wort);
    await expect.poll(async () => (await request.get(`/oparl/v1/meeting/${sitzungId}`)).status(), { timeout: 5_000 }).toBe(200);
    const meetingAntwort = await request.get(`/oparl/v1/meeting/${sitzungId}`);
    const meeting = (await meetingAntwort.json()) as Record<string, unknown>;
    expect(oparlProbleme(meeting)).toEqual([]);
    expect(JSON.stringify(meeting)).not.toContain(wort);
    const punkte = meeting.agendaItem as { number: string; name: string; consultation?: string }[];
    expect(punkte.map((punkt) => [punkt.number, punkt.name])).toEqual([
      ['1', 'Bekanntgaben'],
      ['2', `Sanierung Feldweg ${kennung}`],
    ]);
    const beratung = (await (await request.get(new URL(punkte[1]?.consultation ?? '').pathname)).json()) as Record<string, unknown>;
    expect(oparlProbleme(beratung)).toEqual([]);
    expect(beratung.role).toBe('Entscheidung');
    expect((meeting.invitation as { name: string }).name).toBe(`Einladung zur Sondersitzung ${kennung}`);

    // The public page: the public items and the invitation; the non-public part asks for the login.
    await seite.getByRole('link', { name: sitzungsname }).click();
    await expect(seite.getByRole('heading', { level: 1 })).toHaveText(sitzungsname);
    await expect(seite.locator('main')).toContainText('Sanierung Feldweg');
    await expect(seite.locator('main')).not.toContainText(wort);
    await expect(seite.getByText('Der nichtöffentliche Teil ist nur für Mitglieder sichtbar.')).toBeVisible();
    await expect(seite.getByRole('link', { name: /Einladung zur Sondersitzung/ })).toBeVisible();

    // A council member sees the non-public item and its file.
    const rat = await browser.newContext();
    const mitglied = await rat.newPage();
    await mitglied.goto('/ratsinfo/anmelden');
    await mitglied.getByLabel('E-Mail-Adresse').fill('sabine.keller@musterstadt.de');
    await mitglied.getByLabel('Passwort').fill('Ratsinfo!2026');
    await mitglied.getByRole('button', { name: 'Anmelden' }).click();
    await expect(mitglied.getByRole('heading', { name: 'Willkommen, Sabine Keller' })).toBeVisible();
    await mitglied.goto(`/ratsinfo/sitzungen/${sitzungId}`);
    const intern = mitglied.getByRole('region', { name: 'Nichtöffentlicher Teil' });
    await expect(intern.getByRole('listitem')).toContainText(`TOP N 1 Vergabe ${wort}`);
    const niederschrift = mitglied.getByRole('link', { name: new RegExp(`Niederschrift ${wort}`) });
    const dateiAdresse = (await niederschrift.getAttribute('href')) ?? '';
    const datei = await mitglied.request.get(dateiAdresse);
    expect(datei.status()).toBe(200);
    expect(datei.headers()['content-type']).toMatch(/^application\/pdf/);
    const ohneAnmeldung = await seite.request.get(dateiAdresse, { maxRedirects: 0 });
    expect(ohneAnmeldung.status()).toBe(303);
    expect(ohneAnmeldung.headers().location).toMatch(/^\/ratsinfo\/anmelden\?ziel=/);
    await rat.close();
    await besucher.close();
  });
});
