import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer as answerOf } from '../support/form-files';
import { chooseByKeyboard, combobox, expectNoAxeViolations, mailsTo as mailsIn, unique } from '../support/forms';
import { openMailbox, type Mailbox } from '../support/mailbox';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const XOR = 'Bitte füllen Sie genau eines der beiden Felder aus: „Telefonnummer“ oder „E-Mail-Adresse“.';
const captchaAnswer = (page: Page) => answerOf(page, 'nachbarschaftshilfe');
/** Mails delivered to an address whose text contains a part (the confirmation names the office too, as Reply-To). */
const mailsTo = (address: string, part: string) => mailsIn(mailbox, address, part);

test.describe('a neighbour offers help', () => {
  test('by keyboard alone: is told what is missing, sends the offer, the office and the sender get their mails', async ({ page }) => {
    await page.goto('/nachbarschaftshilfe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nachbarschaftshilfe');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

    const name = `Eva Ketterer ${unique()}`;
    const email = `eva-${unique()}@example.org`;
    // Into the form from the paragraph above it, then only keys.
    await page.getByText('Alle Felder sind Pflichtfelder.').click();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Was möchten Sie?')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Was möchten Sie?')).toHaveValue('biete');
    await page.keyboard.press('Tab');
    await chooseByKeyboard(page, combobox(page, 'Wobei?'), ['Einkäufe', 'Mit dem Hund gehen']);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Beschreibung')).toBeFocused();
    await page.keyboard.type('Ich kann dienstags für Nachbarn im Lindenweg einkaufen gehen.');
    await page.keyboard.press('Tab');
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lindenweg 3, Aach');
    await page.keyboard.press('Tab');
    // Both ways to reach her: the xor rule answers.
    await page.keyboard.type('07999 4821');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Sicherheitsfrage: Wie viel ist/)).toBeFocused();
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: XOR })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Bitte beantworten Sie die Sicherheitsfrage.' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Follow the summary's link to the phone field and empty it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Telefonnummer')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.getByLabel(/^Sicherheitsfrage/).focus();
    await page.keyboard.type(await captchaAnswer(page));
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank! Ihre Angaben sind bei uns angekommen.' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText('Das Bürgerbüro bringt Hilfe und Bedarf zusammen');
    await expectNoAxeViolations(page);

    await expect.poll(() => mailsTo('buergerbuero@musterstadt.de', name).length).toBe(1);
    const [office] = mailsTo('buergerbuero@musterstadt.de', name);
    expect(office!.raw).toContain('Ich biete Hilfe an');
    expect(office!.raw).toContain('Mit dem Hund gehen');
    expect(office!.raw).toContain(`Reply-To: ${email}`);
    await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
  });

  test('a wrong answer to the security question refuses the submission and asks a new one', async ({ page }) => {
    await page.goto('/nachbarschaftshilfe');
    await page.waitForLoadState('networkidle');
    const before = mailbox.messages.length;
    await page.getByLabel('Was möchten Sie?').selectOption('suche');
    // By pointer: over the boxes (their combobox loads), open the list, click an entry.
    await page.getByRole('group', { name: 'Wobei?' }).hover();
    await combobox(page, 'Wobei?').click();
    await page.getByRole('option', { name: 'Fahrten zum Arzt' }).click();
    await expect(page.getByRole('button', { name: 'Fahrten zum Arzt entfernen' })).toBeVisible();
    await page.getByLabel('Beschreibung').fill('Ich brauche mittwochs eine Fahrt zur Praxis in der Kernstadt.');
    await page.getByLabel('Vor- und Nachname').fill('Walter Faller');
    await page.getByLabel('Straße und Ortsteil').fill('Mühlenweg 8, Hallwangen');
    await page.getByLabel('Telefonnummer').fill('07999 4821');
    await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
    const token = page.locator('input[type="hidden"][name="captchaToken"]');
    const first = await token.inputValue();
    await page.getByLabel(/^Sicherheitsfrage/).fill('99');
    await page.getByRole('button', { name: 'Angaben senden' }).click();
    await expect(page.getByRole('link', { name: 'Die Antwort auf die Sicherheitsfrage stimmt nicht. Bitte beantworten Sie die neue Frage.' })).toBeVisible();
    await expect(page.getByLabel(/^Sicherheitsfrage/)).toHaveValue('');
    // What was chosen stays chosen.
    await expect(page.getByRole('button', { name: 'Fahrten zum Arzt entfernen' })).toBeVisible();
    expect(mailbox.messages.length).toBe(before);
    // A new question with a new token; the old one answers nothing any more.
    await expect(token).not.toHaveValue(first);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test('the form posts to its page: xor for neither and for both, then success and the mails', async ({ page }) => {
      await page.goto('/nachbarschaftshilfe');
      await page.getByRole('button', { name: 'Angaben senden' }).click();
      await expect(page).toHaveURL(/\/nachbarschaftshilfe#nachbarschaftshilfe$/);
      await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeInViewport();
      // Neither phone nor e-mail; the security question unanswered.
      await expect(page.getByRole('link', { name: XOR })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Bitte beantworten Sie die Sicherheitsfrage.' })).toBeVisible();
      // The question is a labelled text field, read out like any other, and the privacy link is there.
      await expect(page.getByRole('textbox', { name: /^Sicherheitsfrage: Wie viel ist \S+ (plus|minus) \S+\?$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');

      const name = `Walter Faller ${unique()}`;
      const email = `walter-${unique()}@example.org`;
      await page.getByLabel('Was möchten Sie?').selectOption('suche');
      await page.getByRole('checkbox', { name: 'Fahrten zum Arzt' }).check();
      await page.getByLabel('Beschreibung').fill('Ich brauche mittwochs eine Fahrt zur Praxis in der Kernstadt.');
      await page.getByLabel('Vor- und Nachname').fill(name);
      await page.getByLabel('Straße und Ortsteil').fill('Mühlenweg 8, Hallwangen');
      await page.getByLabel('Telefonnummer').fill('07999 4821');
      await page.getByLabel('E-Mail-Adresse').fill(email);
      await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
      await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page));
      await page.getByRole('button', { name: 'Angaben senden' }).click();
      // Both: the rule answers again; what was entered stays.
      await expect(page.getByRole('link', { name: XOR })).toBeVisible();
      await expect(page.getByLabel('Vor- und Nachname')).toHaveValue(name);
      await expect(page.getByRole('checkbox', { name: 'Fahrten zum Arzt' })).toBeChecked();

      // Right but for a wrong answer: the server refuses it and mails nothing.
      const before = mailbox.messages.length;
      await page.getByLabel('Telefonnummer').fill('');
      await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
      await page.getByLabel(/^Sicherheitsfrage/).fill(String(Number(await captchaAnswer(page)) + 1));
      await page.getByRole('button', { name: 'Angaben senden' }).click();
      await expect(page.getByRole('link', { name: 'Die Antwort auf die Sicherheitsfrage stimmt nicht. Bitte beantworten Sie die neue Frage.' })).toBeVisible();
      expect(mailbox.messages.length).toBe(before);

      await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
      await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page));
      await page.getByRole('button', { name: 'Angaben senden' }).click();
      await expect(page.getByText('Vielen Dank! Ihre Angaben sind bei uns angekommen.')).toBeInViewport();
      await expect.poll(() => mailsTo('buergerbuero@musterstadt.de', name).length).toBe(1);
      await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
    });
  });
});
