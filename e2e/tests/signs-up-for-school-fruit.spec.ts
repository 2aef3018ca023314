import { expect, test } from '@playwright/test';
import { openMailbox, type Mailbox } from '../support/mailbox';
import { rowDatabase } from '../support/row-database';
import { expectFieldMessage, form, MESSAGES, offeredDays, SCHOOLS, tabTo, TEXTS } from '../support/schulfrucht';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

for (const school of SCHOOLS) {
  test.describe(`school-fruit sign-up, ${school.name}`, () => {
    test('a parent books a day by keyboard alone, is thanked, goes back and finds fewer free places', async ({ page, request }) => {
      const email = `eltern-${unique()}@example.org`;
      await page.goto(school.path);
      await page.waitForLoadState('networkidle');
      const f = form(page);
      const [day] = await offeredDays(page);
      expect(day).toBeDefined();

      await tabTo(page, f.day);
      await page.keyboard.press('ArrowDown');
      await expect(f.day).toHaveValue(day!.id);
      await page.keyboard.press('Tab');
      await expect(f.name).toBeFocused();
      await page.keyboard.type('Lena Vogt');
      await page.keyboard.press('Tab');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type('07999 44321');
      await page.keyboard.press('Tab');
      await expect(f.consent).toBeFocused();
      await page.keyboard.press('Space');
      await expect(f.consent).toBeChecked();
      await tabTo(page, f.submit);
      await page.keyboard.press('Enter');

      const thanks = page.getByRole('status').filter({ hasText: TEXTS.success });
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
      const stored = await rowDatabase(request).day(school.daysTable, Number(day!.id));
      expect(stored!.Personen.map((person) => person.value)).toContain('Lena Vogt');
      const label = /\d{2}\.\d{2}\.\d{4}/.exec(day!.text)![0];
      expect(mailbox.find(email, `Subject: Schulfrucht: Ihr Helfertag am ${label}`)).toHaveLength(1);

      const back = page.getByRole('button', { name: 'Zurück zum Formular' });
      await tabTo(page, back);
      await page.keyboard.press('Enter');
      await expect(f.day).toBeFocused({ timeout: 5000 });
      await expect(f.name).toHaveValue('');
      const after = (await offeredDays(page)).find((offered) => offered.id === day!.id);
      if (day!.frei === 1) expect(after).toBeUndefined();
      else expect(after?.frei).toBe(day!.frei - 1);
    });

    test('each field shows its own message, and the summary lists them and takes the focus', async ({ page }) => {
      await page.goto(school.path);
      await page.waitForLoadState('networkidle');
      const f = form(page);
      await f.submit.click();
      await expect(f.summary).toBeFocused();
      await expect(f.summary.getByRole('link')).toHaveText([MESSAGES.tag, MESSAGES.name, MESSAGES.email, MESSAGES.telefon, MESSAGES.datenschutz]);
      await expectFieldMessage(f.day, MESSAGES.tag);
      await expectFieldMessage(f.name, MESSAGES.name);
      await expectFieldMessage(f.email, MESSAGES.email);
      await expectFieldMessage(f.telefon, MESSAGES.telefon);
      await expectFieldMessage(f.consent, MESSAGES.datenschutz);

      // A link in the summary leads to its field.
      await f.summary.getByRole('link', { name: MESSAGES.telefon }).click();
      await expect(f.telefon).toBeFocused();

      // Wrong entries keep their message; right ones lose it.
      await f.day.selectOption({ index: 1 });
      await f.name.fill('J');
      await f.email.fill('lena.vogt@');
      await f.telefon.fill('abends');
      await f.consent.check();
      await f.submit.click();
      await expect(f.summary.getByRole('link')).toHaveText([MESSAGES.name, MESSAGES.email, MESSAGES.telefon]);
      await expectFieldMessage(f.name, MESSAGES.name);
      await expectFieldMessage(f.email, MESSAGES.email);
      await expectFieldMessage(f.telefon, MESSAGES.telefon);
      await expect(f.day).not.toHaveAttribute('aria-invalid');
      await expect(f.consent).not.toHaveAttribute('aria-invalid');
    });

    test('a filled honeypot gives the error text and stores nothing', async ({ page, request }) => {
      const rows = rowDatabase(request);
      const before = await rows.personCount();
      const mails = mailbox.messages.length;
      await page.goto(school.path);
      await page.waitForLoadState('networkidle');
      const f = form(page);
      await f.day.selectOption({ index: 1 });
      await f.name.fill('Spam Bot');
      await f.email.fill(`bot-${unique()}@example.org`);
      await f.telefon.fill('0123 456789');
      await f.consent.check();
      await f.honeypot.fill('Muster Marketing GmbH', { force: true });
      await f.submit.click();
      const alert = page.getByRole('alert').filter({ hasText: TEXTS.error });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('schreiben Sie uns bitte eine E-Mail');
      expect(await rows.personCount()).toBe(before);
      expect(mailbox.messages).toHaveLength(mails);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the form posts to the page, which answers with the messages, the thanks and the form again', async ({ page, request }) => {
        const email = `ohne-js-${unique()}@example.org`;
        await page.goto(school.path);
        const f = form(page);
        const [day] = await offeredDays(page);

        let [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), f.submit.click()]);
        expect(response.status()).toBe(422);
        await expect(page).toHaveTitle(/^Fehler: /);
        await expect(f.summary.getByRole('link')).toHaveText([MESSAGES.tag, MESSAGES.name, MESSAGES.email, MESSAGES.telefon, MESSAGES.datenschutz]);
        await expectFieldMessage(f.name, MESSAGES.name);

        await f.day.selectOption(day!.id);
        await f.name.fill('Jonas Becker');
        await f.email.fill('jonas@');
        await f.telefon.fill('0176 22093418');
        await f.consent.check();
        [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), f.submit.click()]);
        expect(response.status()).toBe(422);
        await expect(f.summary.getByRole('link')).toHaveText([MESSAGES.email]);
        // What the parent entered is still there.
        await expect(f.name).toHaveValue('Jonas Becker');
        await expect(f.day).toHaveValue(day!.id);
        await expect(f.consent).toBeChecked();

        await f.email.fill(email);
        [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), f.submit.click()]);
        expect(response.status()).toBe(200);
        await expect(page.getByText(TEXTS.success)).toBeVisible();
        expect(mailbox.find(email)).toHaveLength(1);
        expect((await rowDatabase(request).day(school.daysTable, Number(day!.id)))!.Personen.map((p) => p.value)).toContain('Jonas Becker');

        await page.getByRole('button', { name: 'Zurück zum Formular' }).click();
        await expect(f.name).toHaveValue('');
        const after = (await offeredDays(page)).find((offered) => offered.id === day!.id);
        if (day!.frei === 1) expect(after).toBeUndefined();
        else expect(after?.frei).toBe(day!.frei - 1);
      });

      test('a filled honeypot gives the error text and stores nothing', async ({ page, request }) => {
        const rows = rowDatabase(request);
        const before = await rows.personCount();
        await page.goto(school.path);
        const f = form(page);
        await f.day.selectOption({ index: 1 });
        await f.name.fill('Spam Bot');
        await f.email.fill(`bot-${unique()}@example.org`);
        await f.telefon.fill('0123 456789');
        await f.consent.check();
        await f.honeypot.fill('Muster Marketing GmbH', { force: true });
        const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), f.submit.click()]);
        expect(response.status()).toBe(400);
        await expect(page.getByRole('alert').filter({ hasText: TEXTS.error })).toBeVisible();
        expect(await rows.personCount()).toBe(before);
      });
    });
  });
}
