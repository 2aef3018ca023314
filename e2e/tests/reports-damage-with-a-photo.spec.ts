import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { attachment, captchaAnswer, hasGps, photoWithGps } from '../support/form-files';
import { expectNoAxeViolations, mailsTo as mailsIn, unique } from '../support/forms';
import { openMailbox, type Mailbox } from '../support/mailbox';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const XOR = 'Bitte füllen Sie genau eines der beiden Felder aus: „Adresse oder Ortsangabe“ oder „Punkt auf der Karte“.';
const mailsTo = (address: string, part: string) => mailsIn(mailbox, address, part);

test.describe('a citizen reports a damage', () => {
  test('by keyboard alone: the xor rule for address and point, the limits shown before choosing, then sent with a photo whose GPS is gone', async ({
    page,
  }) => {
    await page.goto('/schaden-melden');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schaden melden');
    await page.waitForLoadState('networkidle');
    // The limits are said before anyone chooses a file.
    await expect(page.getByText('Erlaubt: JPG, PNG und WebP, bis zu 3 Dateien, höchstens 10 MB je Datei.')).toBeVisible();
    await expectNoAxeViolations(page);

    const name = `Hanna Gut ${unique()}`;
    const email = `hanna-${unique()}@example.org`;
    await page.getByLabel('Was ist beschädigt?').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Was ist beschädigt?')).toHaveValue('strasse');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Beschreibung des Schadens')).toBeFocused();
    await page.keyboard.type('Tiefes Schlagloch auf der rechten Fahrspur, etwa 40 cm breit.');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Adresse oder Ortsangabe')).toBeFocused();
    await page.keyboard.type('Hauptstraße 12');
    await page.keyboard.press('Tab');
    // Both places: the rule answers.
    await page.keyboard.type('48.05210, 8.21030');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Punkt auf der Karte wählen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Fotos (freiwillig)')).toBeFocused();
    // The file dialog is the browser's own; the choice is what a person makes there.
    await page.getByLabel('Fotos (freiwillig)').setInputFiles({ name: 'schlagloch.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() });
    await page.keyboard.press('Tab');
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Sicherheitsfrage: Wie viel ist/)).toBeFocused();
    await page.keyboard.type(await captchaAnswer(page, 'schadensmeldung'));
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: XOR })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Punkt auf der Karte', { exact: true }).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.getByLabel(/^Sicherheitsfrage/).focus();
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank! Ihre Schadensmeldung ist bei uns angekommen.' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('Der Bauhof sieht sich den Schaden in den nächsten Werktagen an');
    await expectNoAxeViolations(page);

    await expect.poll(() => mailsTo('bauhof@musterstadt.de', name).length).toBe(1);
    const [office] = mailsTo('bauhof@musterstadt.de', name);
    expect(office!.raw).toContain('Hauptstra');
    expect(office!.raw).toContain(`Reply-To: ${email}`);
    const photo = attachment(office!, 'schlagloch.jpg');
    const meta = await sharp(photo).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(hasGps(photo)).toBe(false);
    await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
    // The sender's confirmation names the photo but does not carry it.
    expect(mailsTo(email, 'Eingangsbest')[0]!.raw).not.toContain('Content-Disposition: attachment');
  });

  test.describe('without JavaScript', () => {
    // axe runs in the page's JavaScript: it checks these states in the journey above.
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test('posts to its page: German 413 for a photo over 10 MB, 415 for a script named .jpg, then a report at a map point without contact', async ({
      page,
    }) => {
      await page.goto('/schaden-melden');
      await expect(page.getByText('Erlaubt: JPG, PNG und WebP, bis zu 3 Dateien, höchstens 10 MB je Datei.')).toBeVisible();
      const beschreibung = `Laterne vor dem Spielplatz ist seit Tagen dunkel ${unique()}.`;
      const fill = async () => {
        await page.getByLabel('Was ist beschädigt?').selectOption('beleuchtung');
        await page.getByLabel('Beschreibung des Schadens').fill(beschreibung);
        await page.getByLabel('Punkt auf der Karte', { exact: true }).fill('48.05310, 8.20870');
        await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
        await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'schadensmeldung'));
      };
      const send = async () => {
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === 'POST'),
          page.getByRole('button', { name: 'Schaden melden' }).click(),
        ]);
        await page.waitForLoadState();
        return response.status();
      };

      await fill();
      await page.getByLabel('Fotos (freiwillig)').setInputFiles({ name: 'riesig.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
      expect(await send()).toBe(413);
      await expect(page.getByRole('link', { name: 'Die Datei „riesig.jpg“ ist zu groß. Erlaubt sind höchstens 10 MB je Datei.' })).toBeVisible();
      // What was entered stays.
      await expect(page.getByLabel('Beschreibung des Schadens')).toHaveValue(beschreibung);

      await fill();
      await page.getByLabel('Fotos (freiwillig)').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('#!/bin/sh\nrm -rf ~\n') });
      expect(await send()).toBe(415);
      await expect(page.getByRole('link', { name: 'Die Datei „foto.jpg“ hat ein nicht erlaubtes Format. Erlaubt sind JPG, PNG und WebP.' })).toBeVisible();

      await fill();
      expect(await send()).toBe(200);
      await expect(page.getByText('Vielen Dank! Ihre Schadensmeldung ist bei uns angekommen.')).toBeInViewport();
      await expect.poll(() => mailsTo('bauhof@musterstadt.de', beschreibung.slice(-12)).length).toBe(1);
      const [office] = mailsTo('bauhof@musterstadt.de', beschreibung.slice(-12));
      expect(office!.raw).toContain('48.05310, 8.20870');
      expect(office!.raw).not.toContain('Reply-To');
    });
  });
});
