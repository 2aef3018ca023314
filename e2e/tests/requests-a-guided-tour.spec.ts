import { expect, test } from '@playwright/test';
import { captchaAnswer } from '../support/form-files';
import { chooseByKeyboard, combobox, expectNoAxeViolations, mailsTo as mailsIn, unique } from '../support/forms';
import { openMailbox, type Mailbox } from '../support/mailbox';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const nextYear = new Date().getFullYear() + 1;
const mailsTo = (address: string, part: string) => mailsIn(mailbox, address, part);

test.describe('a group asks for a guided tour', () => {
  test('by keyboard alone: picks tour, date, size, language and interests; the tourist office and the sender get their mails', async ({ page }) => {
    await page.goto('/fuehrung-anfragen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stadtführung anfragen');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

    const name = `Anne Dubois ${unique()}`;
    const email = `anne-${unique()}@example.org`;
    await page.getByText('Alle Felder ohne den Zusatz').click();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Welche Führung?')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Welche Führung?')).toHaveValue('nachtwaechter');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Wunschtermin')).toBeFocused();
    // The order of the date field's segments follows the machine's locale, not the page's; the
    // value is set directly here, the field keeps the focus and the keys go on from it.
    await page.getByLabel('Wunschtermin').fill(`${nextYear}-05-16`);
    await expect(page.getByLabel('Wunschtermin')).toBeFocused();
    // Tab walks through the date's segments (day, month, year) before it leaves the field.
    for (let i = 0; i < 4 && !(await page.getByLabel('Anzahl der Personen').evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(page.getByLabel('Anzahl der Personen')).toBeFocused();
    await page.keyboard.type('99');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Sprache der Führung')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Sprache der Führung')).toHaveValue('englisch');
    // With JavaScript the interests are a combobox: typing filters, arrow keys and Enter choose.
    await page.keyboard.press('Tab');
    const interessen = combobox(page, 'Was interessiert Ihre Gruppe besonders?');
    await expect(interessen).toBeFocused();
    await page.keyboard.type('natur');
    await expect(page.getByRole('listbox', { name: 'Was interessiert Ihre Gruppe besonders?' }).getByRole('option')).toHaveText(['Natur und Schwarzwald']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await chooseByKeyboard(page, interessen, ['Fachwerk und Baukunst', 'Stadtgeschichte', 'Kulinarisches aus der Region']);
    // One taken back again: the left arrow reaches the chips, Enter on a chip removes it.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: 'Kulinarisches aus der Region entfernen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Kulinarisches/ })).toHaveCount(0);
    await expect(interessen).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Vor- und Nachname')).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Zwei Personen kommen mit dem Rollstuhl.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Sicherheitsfrage/)).toBeFocused();
    await page.keyboard.type(await captchaAnswer(page, 'fuehrung-anfrage'));
    await page.keyboard.press('Enter');

    // 99 people are too many: the summary says so and leads to the field.
    const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Bitte geben Sie die Anzahl der Personen an (1 bis 50).']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Anzahl der Personen')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('18');
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Anfrage!' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText('schickt Ihnen innerhalb von drei Werktagen ein Angebot');
    await expectNoAxeViolations(page);

    await expect.poll(() => mailsTo('touristinfo@musterstadt.de', name).length).toBe(1);
    const [office] = mailsTo('touristinfo@musterstadt.de', name);
    expect(office!.raw).toContain(`Wunschtermin: 16.05.${nextYear}`);
    expect(office!.raw).toContain('Anzahl der Personen: 18');
    expect(office!.raw).toContain('Fachwerk und Baukunst, Stadtgeschichte');
    expect(office!.raw).not.toContain('Kulinarisches');
    await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test('posts to its page: a past date is refused, then success and the mails', async ({ page }) => {
      await page.goto('/fuehrung-anfragen');
      const name = `Bernd Albrecht ${unique()}`;
      const email = `bernd-${unique()}@example.org`;
      await page.getByLabel('Welche Führung?').selectOption('altstadt');
      await page.getByLabel('Wunschtermin').fill('2020-05-16');
      await page.getByLabel('Anzahl der Personen').fill('12');
      await page.getByRole('checkbox', { name: 'Stadtgeschichte' }).check();
      await page.getByLabel('Vor- und Nachname').fill(name);
      await page.getByLabel('E-Mail-Adresse').fill(email);
      await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
      await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'fuehrung-anfrage'));
      await page.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(page).toHaveURL(/\/fuehrung-anfragen#fuehrung-anfrage$/);
      await expect(page.getByRole('link', { name: 'Bitte wählen Sie einen Tag nach dem heutigen.' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Stadtgeschichte' })).toBeChecked();

      await page.getByLabel('Wunschtermin').fill(`${nextYear}-09-12`);
      await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
      await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'fuehrung-anfrage'));
      await page.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(page.getByText('Vielen Dank für Ihre Anfrage!')).toBeInViewport();
      await expect.poll(() => mailsTo('touristinfo@musterstadt.de', name).length).toBe(1);
      expect(mailsTo('touristinfo@musterstadt.de', name)[0]!.raw).toContain(`Wunschtermin: 12.09.${nextYear}`);
      await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
    });
  });
});
