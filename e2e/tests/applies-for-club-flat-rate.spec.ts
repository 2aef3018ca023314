import { expect, test } from '@playwright/test';
import { attachment, captchaAnswer, PDF } from '../support/form-files';
import { expectNoAxeViolations, mailsTo as mailsIn, unique } from '../support/forms';
import { openMailbox, type Mailbox } from '../support/mailbox';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const mailsTo = (address: string, part: string) => mailsIn(mailbox, address, part);
const IBAN_MESSAGE = 'Bitte geben Sie eine gültige IBAN an, z. B. DE89 3704 0044 0532 0130 00.';
const PROOF_MESSAGE = 'Bitte fügen Sie einen Nachweis bei, z. B. die Mitgliederliste oder die Einladung zur Veranstaltung.';

test.describe('a club applies for its flat-rate grant', () => {
  test('by keyboard alone: a wrong IBAN is named, then the application with its proof reaches the cultural office', async ({ page }) => {
    await page.goto('/vereinspauschale');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vereinspauschale beantragen');
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Erlaubt: PDF, JPG und PNG, eine Datei, höchstens 10 MB je Datei.')).toBeVisible();
    await expectNoAxeViolations(page);

    const verein = `Schachclub Musterstadt ${unique()}`;
    const email = `kasse-${unique()}@example.org`;
    await page.getByLabel('Name des Vereins').focus();
    await page.keyboard.type(verein);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Wofür beantragen Sie die Pauschale?')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Wir haben 23 Mitglieder unter 18 Jahren, die Liste liegt bei.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Petra Schwarz');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kassenwartin');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Kontoinhaber')).toBeFocused();
    await page.keyboard.type('Schachclub Musterstadt e. V.');
    await page.keyboard.press('Tab');
    // One digit wrong: the check digits do not fit.
    await page.keyboard.type('DE89 3704 0044 0532 0130 01');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Nachweis')).toBeFocused();
    await page.getByLabel('Nachweis').setInputFiles({ name: 'mitgliederliste.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Sicherheitsfrage: Wie viel ist/)).toBeFocused();
    await page.keyboard.type(await captchaAnswer(page, 'vereinspauschale'));
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: IBAN_MESSAGE })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('IBAN')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('DE89 3704 0044 0532 0130 00');
    await page.getByLabel(/^Sicherheitsfrage/).focus();
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank! Ihr Antrag auf die Vereinspauschale ist bei uns angekommen.' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('den Bescheid erhalten Sie per Post');
    await expectNoAxeViolations(page);

    await expect.poll(() => mailsTo('kulturamt@musterstadt.de', verein).length).toBe(1);
    const [office] = mailsTo('kulturamt@musterstadt.de', verein);
    expect(office!.raw).toContain('DE89 3704 0044 0532 0130 00');
    expect(attachment(office!, 'mitgliederliste.pdf').equals(PDF)).toBe(true);
    await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
  });

  test.describe('without JavaScript', () => {
    // axe runs in the page's JavaScript: it checks these states in the journey above.
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test('posts to its page: the proof is required, a script as proof is refused with 415, then the application is sent', async ({ page }) => {
      await page.goto('/vereinspauschale');
      await expect(page.getByText('Erlaubt: PDF, JPG und PNG, eine Datei, höchstens 10 MB je Datei.')).toBeVisible();
      const verein = `Musikverein Hallwangen ${unique()}`;
      const email = `vorstand-${unique()}@example.org`;
      const fill = async () => {
        await page.getByLabel('Name des Vereins').fill(verein);
        await page.getByLabel('Wofür beantragen Sie die Pauschale?').selectOption('jubilaeum');
        await page.getByLabel('Angaben zum Antrag').fill('Der Musikverein feiert im Juni 2027 sein 100-jähriges Bestehen.');
        await page.getByLabel('Vor- und Nachname der Ansprechperson').fill('Jonas Weber');
        await page.getByLabel('Funktion im Verein').fill('Vorsitzender');
        await page.getByLabel('E-Mail-Adresse').fill(email);
        await page.getByLabel('Kontoinhaber').fill('Musikverein Hallwangen e. V.');
        await page.getByLabel('IBAN').fill('DE02120300000000202051');
        await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
        await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'vereinspauschale'));
      };
      const send = async () => {
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === 'POST'),
          page.getByRole('button', { name: 'Antrag senden' }).click(),
        ]);
        await page.waitForLoadState();
        return response.status();
      };

      await fill();
      expect(await send()).toBe(422);
      await expect(page.getByRole('link', { name: PROOF_MESSAGE })).toBeVisible();

      await fill();
      await page
        .getByLabel('Nachweis')
        .setInputFiles({ name: 'festschrift.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<script>alert(1)</script>') });
      expect(await send()).toBe(415);
      await expect(
        page.getByRole('link', { name: 'Die Datei „festschrift.pdf“ hat ein nicht erlaubtes Format. Erlaubt sind PDF, JPG und PNG.' }),
      ).toBeVisible();

      await fill();
      await page.getByLabel('Nachweis').setInputFiles({ name: 'einladung.pdf', mimeType: 'application/pdf', buffer: PDF });
      expect(await send()).toBe(200);
      await expect(page.getByText('Vielen Dank! Ihr Antrag auf die Vereinspauschale ist bei uns angekommen.')).toBeInViewport();
      await expect.poll(() => mailsTo('kulturamt@musterstadt.de', verein).length).toBe(1);
      expect(mailsTo('kulturamt@musterstadt.de', verein)[0]!.raw).toContain('DE02 1203 0000 0000 2020 51');
      await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
    });
  });
});
