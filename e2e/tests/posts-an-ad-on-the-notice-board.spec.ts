import { expect, test, type Locator, type Page } from '@playwright/test';
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

const OFFICE = 'buergerbuero@musterstadt.de';
const ERREICHBAR = 'Bitte geben Sie eine Telefonnummer an oder lassen Sie Ihre E-Mail-Adresse in der Anzeige zeigen, damit Interessierte Sie erreichen können.';
const BIS = 'Bitte geben Sie an, bis wann die Anzeige hängen soll (TT.MM.JJJJ): frühestens morgen, höchstens 90 Tage ab heute.';
const mailsTo = (address: string, part: string) => mailsIn(mailbox, address, part);

/** A day from today in the town, as 'YYYY-MM-DD' (what the date field sends) and as 'DD.MM.YYYY' (what the page shows). */
function inDays(days: number): { iso: string; german: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { iso, german: `${day}.${month}.${year}` };
}

/** Presses Tab until the field has the focus (a date field has segments Tab walks first). */
async function tabTo(page: Page, field: Locator) {
  for (let i = 0; i < 14 && !(await field.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
}

test.describe('a citizen posts an ad on the notice board', () => {
  test('by keyboard alone: from the notice board to the form, asked for a way to be reached, then approved and hung with its picture until its last day', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const titel = `Kinderfahrrad zu verschenken ${unique()}`;
    const email = `weber-${unique()}@example.org`;
    const bis = inDays(14);
    const field = (label: string | RegExp) => page.getByLabel(label, { exact: typeof label === 'string' });

    await page.goto('/leben-wohnen/schwarzes-brett');
    await page.getByRole('link', { name: 'Anzeige aufgeben', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/anzeige-aufgeben$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anzeige am Schwarzen Brett aufgeben');
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Erlaubt: JPG, PNG und WebP, eine Datei, höchstens 10 MB je Datei.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByText('Alle Felder ohne den Zusatz').click();
    await page.keyboard.press('Tab');
    await expect(field('Rubrik')).toBeFocused();
    await page.keyboard.type('Biete');
    await expect(field('Rubrik')).toHaveValue('32');
    await page.keyboard.press('Tab');
    await expect(field('Überschrift der Anzeige')).toBeFocused();
    await page.keyboard.type(titel);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Blaues Kinderfahrrad, 20 Zoll, mit Licht und Klingel. Abzuholen in der Kernstadt, gern gegen eine Spende für den Kindergarten.');
    await page.keyboard.press('Tab');
    await expect(field('Bild (freiwillig)')).toBeFocused();
    // The file dialog is the browser's own; the choice is what a person makes there.
    await field('Bild (freiwillig)').setInputFiles({ name: 'fahrrad.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() });
    await tabTo(page, field('Aushang bis'));
    // The order of the date field's segments follows the machine's locale; the value is set directly.
    await field('Aushang bis').fill(bis.iso);
    await tabTo(page, field('Name oder Verein'));
    await page.keyboard.type('Familie Weber');
    await page.keyboard.press('Tab');
    await expect(field('Telefonnummer für Interessierte (freiwillig)')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    // The box to show the address stays unticked: no way to reach the sender.
    await expect(page.getByRole('checkbox', { name: 'E-Mail-Adresse in der Anzeige zeigen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ })).toBeFocused();
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel(/^Sicherheitsfrage/));
    await page.keyboard.type(await captchaAnswer(page, 'anzeige-aufgeben'));
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([ERREICHBAR]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(field('Telefonnummer für Interessierte (freiwillig)')).toBeFocused();
    await tabTo(page, page.getByRole('checkbox', { name: 'E-Mail-Adresse in der Anzeige zeigen' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel(/^Sicherheitsfrage/));
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank! Ihre Anzeige ist bei uns eingegangen.' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText('bis zu dem Tag, den Sie angegeben haben');
    expect(await axeViolations(page)).toEqual([]);

    await expect.poll(() => mailsTo(OFFICE, titel).length).toBe(1);
    const office = mailsTo(OFFICE, titel)[0]!;
    expect(decodedMail(office.raw)).toContain(`Aushang bis: ${bis.german}`);
    expect(office.raw).toContain('(erscheint in der Anzeige)');
    expect(hasGps(attachment(office, 'fahrrad.jpg'))).toBe(false);
    await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
    expect(mailsTo(email, 'Eingangsbest')[0]!.raw).not.toContain('/formulare/freigabe');
    const link = approvalPath(office.raw);

    // Not public yet; opening the link (as a mail scanner would) publishes nothing.
    const board = '/leben-wohnen/schwarzes-brett?rubrik_id=32';
    expect(await (await request.get(board)).text()).not.toContain(titel);
    expect((await request.get(link)).status()).toBe(200);
    expect(await (await request.get(board)).text()).not.toContain(titel);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'Anzeige prüfen und freigeben' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(`Anzeige „${titel}“ ist freigegeben und am Schwarzen Brett veröffentlicht.`);

    await page.goto(board);
    await page.getByRole('link', { name: titel }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titel);
    const facts = page.locator('.town-facts');
    await expect(facts.locator('dt', { hasText: 'Aushang bis' }).locator('xpath=following-sibling::dd')).toHaveText(bis.german);
    await expect(facts.locator('dt', { hasText: 'Rubrik' }).locator('xpath=following-sibling::dd')).toHaveText('Biete und suche');
    await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    const picture = page.locator('main figure img');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const served = await request.get((await picture.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
    await expect(page.locator('main figcaption')).toHaveText('© Familie Weber');
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    // axe runs in the page's JavaScript: it checks these states in the journey above.
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test('an expiry too far ahead gets the page again with what was typed; then sent, approved and on the board', async ({ page, request }) => {
      const titel = `Chor sucht Tenöre ${unique()}`;
      const email = `chor-${unique()}@example.org`;
      const field = (label: string | RegExp) => page.getByLabel(label, { exact: typeof label === 'string' });
      await page.goto('/leben-wohnen/schwarzes-brett');
      await page.getByRole('link', { name: 'Anzeige aufgeben', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anzeige am Schwarzen Brett aufgeben');

      await field('Rubrik').selectOption({ label: 'Vereine und Gruppen' });
      await field('Überschrift der Anzeige').fill(titel);
      await field('Text der Anzeige').fill('Der Kirchenchor St. Martin probt donnerstags um 19.30 Uhr im Gemeindehaus. Neue Stimmen sind herzlich willkommen.');
      // Half a year is longer than an ad may hang.
      await field('Aushang bis').fill(inDays(180).iso);
      await field('Name oder Verein').fill('Kirchenchor St. Martin');
      await field('Telefonnummer für Interessierte (freiwillig)').fill('07999 3318');
      await field('Ihre E-Mail-Adresse').fill(email);
      await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
      await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'anzeige-aufgeben'));
      await page.getByRole('button', { name: 'Anzeige aufgeben' }).click();
      await expect(page).toHaveURL(/\/anzeige-aufgeben#anzeige-aufgeben$/);
      await expect(page.getByRole('link', { name: BIS })).toBeVisible();
      await expect(field('Überschrift der Anzeige')).toHaveValue(titel);
      await expect(field('Telefonnummer für Interessierte (freiwillig)')).toHaveValue('07999 3318');
      expect(mailsTo(OFFICE, titel)).toEqual([]);

      await field('Aushang bis').fill(inDays(30).iso);
      await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
      await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'anzeige-aufgeben'));
      await page.getByRole('button', { name: 'Anzeige aufgeben' }).click();
      await expect(page.getByText('Vielen Dank! Ihre Anzeige ist bei uns eingegangen.')).toBeInViewport();

      await expect.poll(() => mailsTo(OFFICE, titel).length).toBe(1);
      await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
      expect(mailsTo(OFFICE, titel)[0]!.raw).toContain('(erscheint nicht in der Anzeige)');
      const link = approvalPath(mailsTo(OFFICE, titel)[0]!.raw);
      expect(await (await request.get('/leben-wohnen/schwarzes-brett')).text()).not.toContain(titel);

      await page.goto(link);
      await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
      await expect(page.getByText('ist freigegeben und am Schwarzen Brett veröffentlicht.')).toBeVisible();
      await page.getByRole('link', { name: 'Zum veröffentlichten Eintrag' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titel);
      await expect(page.getByText('Kirchenchor St. Martin', { exact: true })).toBeVisible();
      // The address was not to be shown.
      await expect(page.getByRole('main')).not.toContainText(email);

      await page.goto('/leben-wohnen/schwarzes-brett?rubrik_id=31');
      await expect(page.getByRole('link', { name: titel })).toBeVisible();
    });
  });
});
