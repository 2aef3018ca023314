import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from '../support/axe';
import { attachment, captchaAnswer, hasGps, photoWithGps } from '../support/form-files';
import { approvalPath, decodedMail, mailsTo as mailsIn, unique } from '../support/forms';
import { openMailbox, type Mailbox } from '../support/mailbox';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const OFFICE = 'wirtschaft@musterstadt.de';
const DIENSTAG = 'Bitte geben Sie die Zeiten am Dienstag als Uhrzeiten von–bis an, z. B. 08:00–12:30, 14:00–18:00, oder lassen Sie das Feld leer.';
const PLZ = 'Bitte geben Sie die fünfstellige Postleitzahl an, z. B. 79999.';
const mailsTo = (address: string, part: string) => mailsIn(mailbox, address, part);

/** Presses Tab until the field has the focus. */
async function tabTo(page: Page, field: Locator) {
  for (let i = 0; i < 14 && !(await field.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
}

/** The logo as the site serves it: a picture without any EXIF block (so no GPS). */
async function expectCleanPicture(request: APIRequestContext, src: string | null) {
  expect(src).toMatch(/^\/api\/cms\/bilder\/logo-[a-z0-9-]+\.jpg$/);
  const served = await request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  const data = await served.body();
  expect((await sharp(data).metadata()).exif).toBeUndefined();
  expect(hasGps(data)).toBe(false);
}

test.describe('a business asks to be listed in the business directory', () => {
  test('by keyboard alone: from the directory to the form, a wrong opening time is named, then the office approves and the directory shows the business with its logo', async ({
    page,
    request,
  }) => {
    // Typed key by key through many fields, on a busy machine.
    test.setTimeout(240_000);
    const betrieb = `Zweiradservice Kienzle ${unique()}`;
    const email = `kienzle-${unique()}@example.org`;
    const field = (label: string | RegExp) => page.getByLabel(label, { exact: typeof label === 'string' });

    await page.goto('/leben-wohnen/branchenbuch');
    await page.getByRole('link', { name: 'Betrieb für das Branchenbuch melden' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/betrieb-eintragen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betrieb ins Branchenbuch eintragen');
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Erlaubt: JPG, PNG und WebP, eine Datei, höchstens 10 MB je Datei.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByText('Alle Felder ohne den Zusatz').click();
    await page.keyboard.press('Tab');
    await expect(field('Name des Betriebs')).toBeFocused();
    await page.keyboard.type(betrieb);
    await page.keyboard.press('Tab');
    await expect(field('Branche')).toBeFocused();
    await page.keyboard.type('Dienst');
    await expect(field('Branche')).toHaveValue('44');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bahnhofstraße 40');
    await page.keyboard.press('Tab');
    await page.keyboard.type('79999');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Musterstadt');
    await page.keyboard.press('Tab');
    await expect(field('Montag')).toBeFocused();
    await page.keyboard.type('8–12, 13–17');
    await page.keyboard.press('Tab');
    // A time people write but the directory cannot show.
    await page.keyboard.type('nachmittags');
    for (const day of ['Mittwoch', 'Donnerstag', 'Freitag']) {
      await page.keyboard.press('Tab');
      await expect(field(day)).toBeFocused();
      await page.keyboard.type('8–12, 13–17');
    }
    await page.keyboard.press('Tab');
    await page.keyboard.type('9 bis 12 Uhr');
    await tabTo(page, field('Telefonnummer des Betriebs'));
    await page.keyboard.type('07999 2870');
    await tabTo(page, field('Kurzbeschreibung des Betriebs'));
    await page.keyboard.type('Fahrradreparatur, Leihräder und E-Bike-Service; Abholung im ganzen Stadtgebiet.');
    await page.keyboard.press('Tab');
    await expect(field('Logo (freiwillig)')).toBeFocused();
    // The file dialog is the browser's own; the choice is what a person makes there.
    await field('Logo (freiwillig)').setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() });
    await page.keyboard.press('Tab');
    await expect(field('Ihr Vor- und Nachname')).toBeFocused();
    await page.keyboard.type('Tobias Kienzle');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ })).toBeFocused();
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel(/^Sicherheitsfrage/));
    await page.keyboard.type(await captchaAnswer(page, 'betrieb-eintragen'));
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([DIENSTAG]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(field('Dienstag')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('8–12, 13–17');
    // The answer to the security question is still there: the browser refused before asking the server.
    await page.getByLabel(/^Sicherheitsfrage/).focus();
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank! Die Angaben zu Ihrem Betrieb sind bei uns eingegangen.' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText('Bis dahin ist der Eintrag nicht öffentlich sichtbar.');
    expect(await axeViolations(page)).toEqual([]);

    await expect.poll(() => mailsTo(OFFICE, betrieb).length).toBe(1);
    const office = mailsTo(OFFICE, betrieb)[0]!;
    expect(office.raw).toContain('Branche: Dienstleistungen');
    expect(decodedMail(office.raw)).toContain('Freitag: 08:00–12:00 Uhr, 13:00–17:00 Uhr');
    expect(office.raw).toContain(`Reply-To: ${email}`);
    expect(hasGps(attachment(office, 'logo.jpg'))).toBe(false);
    await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
    const confirmation = mailsTo(email, 'Eingangsbest')[0]!;
    expect(confirmation.raw).toContain('Branchenbuch');
    expect(confirmation.raw).not.toContain('/formulare/freigabe');
    const link = approvalPath(office.raw);

    // Not public yet; opening the link (as a mail scanner would) and a post from another site publish nothing.
    const directory = '/leben-wohnen/branchenbuch?branche=44';
    expect(await (await request.get(directory)).text()).not.toContain(betrieb);
    expect((await request.get(link)).status()).toBe(200);
    const crossSite = await request.post('/formulare/freigabe', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      form: { _form: 'formular-freigabe', token: link.split('token=')[1]! },
    });
    expect(crossSite.status()).toBe(403);
    expect(await (await request.get(directory)).text()).not.toContain(betrieb);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'Betrieb prüfen und freigeben' })).toBeVisible();
    await expect(page.getByText(`${betrieb} (Dienstleistungen)`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(`Betrieb „${betrieb} (Dienstleistungen)“ ist freigegeben und im Branchenbuch veröffentlicht.`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Zum veröffentlichten Eintrag' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(betrieb);
    const logo = page.getByRole('img', { name: `Logo: ${betrieb}` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectCleanPicture(request, await logo.getAttribute('src'));
    const times = page.getByRole('complementary');
    await expect(times.locator('dt', { hasText: 'Montag bis Freitag' }).locator('xpath=following-sibling::dd')).toHaveText(
      '08:00 Uhr bis 12:00 Uhr und 13:00 Uhr bis 17:00 Uhr',
    );
    await expect(page.getByRole('main')).toContainText('Bahnhofstraße 40');
    expect(await axeViolations(page)).toEqual([]);

    // Approving twice publishes once.
    await page.goto(link);
    await expect(page.getByRole('status')).toContainText('ist freigegeben');
    await expect(page.getByRole('button', { name: 'Jetzt veröffentlichen' })).toHaveCount(0);

    await page.goto(directory);
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: betrieb }) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Bahnhofstraße 40, 79999 Musterstadt');
    await expect(entry.locator('img')).toHaveAttribute('src', /^\/api\/cms\/bilder\/logo-/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    // axe runs in the page's JavaScript: it checks these states in the journey above.
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test('a wrong postcode gets the page again with what was typed; then sent, approved and listed with its logo', async ({ page, request }) => {
      const betrieb = `Zweiradservice Aach ${unique()}`;
      const email = `aach-${unique()}@example.org`;
      const field = (label: string | RegExp) => page.getByLabel(label, { exact: typeof label === 'string' });
      await page.goto('/leben-wohnen/branchenbuch');
      await page.getByRole('link', { name: 'Betrieb für das Branchenbuch melden' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betrieb ins Branchenbuch eintragen');

      const fill = async (plz: string) => {
        await field('Postleitzahl').fill(plz);
        await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
        await field('Logo (freiwillig)').setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() });
        await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'betrieb-eintragen'));
      };
      await field('Name des Betriebs').fill(betrieb);
      await field('Branche').selectOption({ label: 'Dienstleistungen' });
      await field('Straße und Hausnummer').fill('Talweg 3');
      await field('Ort').fill('Musterstadt-Aach');
      await field('Samstag').fill('9–13');
      await field('Hinweis zu den Öffnungszeiten (freiwillig)').fill('Werkstatt nach Vereinbarung.');
      await field('Telefonnummer des Betriebs').fill('+49 7999 5521');
      await field('Website des Betriebs (freiwillig)').fill('https://zweirad-aach.example');
      await field('Kurzbeschreibung des Betriebs').fill('Reparaturen an Fahrrädern und Rasenmähern, Ersatzteile und Zubehör.');
      await field('Ihr Vor- und Nachname').fill('Jana Bühler');
      await field('Ihre E-Mail-Adresse').fill(email);
      await fill('7999');
      await page.getByRole('button', { name: 'Betrieb eintragen lassen' }).click();
      await expect(page).toHaveURL(/\/betrieb-eintragen#betrieb-eintragen$/);
      await expect(page.getByRole('link', { name: PLZ })).toBeVisible();
      await expect(field('Name des Betriebs')).toHaveValue(betrieb);
      await expect(field('Samstag')).toHaveValue('9–13');
      expect(mailsTo(OFFICE, betrieb)).toEqual([]);

      // A file is never kept by a page: it is chosen again.
      await fill('79999');
      await page.getByRole('button', { name: 'Betrieb eintragen lassen' }).click();
      await expect(page.getByText('Vielen Dank! Die Angaben zu Ihrem Betrieb sind bei uns eingegangen.')).toBeInViewport();

      await expect.poll(() => mailsTo(OFFICE, betrieb).length).toBe(1);
      await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
      const link = approvalPath(mailsTo(OFFICE, betrieb)[0]!.raw);
      expect(await (await request.get('/leben-wohnen/branchenbuch?branche=44')).text()).not.toContain(betrieb);

      await page.goto(link);
      await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
      await expect(page.getByText('ist freigegeben und im Branchenbuch veröffentlicht.')).toBeVisible();
      await page.getByRole('link', { name: 'Zum veröffentlichten Eintrag' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(betrieb);
      await expect(page.getByRole('img', { name: `Logo: ${betrieb}` })).toBeVisible();
      await expect(page.getByText('Werkstatt nach Vereinbarung.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'zweirad-aach.example' })).toBeVisible();

      await page.goto('/leben-wohnen/branchenbuch?branche=44');
      const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: betrieb }) });
      await expect(entry).toContainText('Talweg 3, 79999 Musterstadt-Aach');
      await expectCleanPicture(request, await entry.locator('img').getAttribute('src'));
    });
  });
});
