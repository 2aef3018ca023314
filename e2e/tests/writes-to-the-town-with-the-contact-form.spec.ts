import { expect, test, type Page } from '@playwright/test';
import { openMailbox, type Mailbox } from '../support/mailbox';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function fillIn(page: Page, email: string, subject: string) {
  await page.getByLabel('Vor- und Nachname').fill('Jonas Kaltenbach');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Betreff').fill(subject);
  await page.getByLabel('Ihre Nachricht').fill('Wann wird in der Hauptstrasse der Sperrmuell abgeholt? Vielen Dank fuer Ihre Hilfe.');
  await page.getByRole('checkbox').check();
}

test.describe('a citizen writes to the town administration', () => {
  test('finds the form from the service bar, is told what is missing, sends it and the office gets the mail', async ({ page }) => {
    await page.goto('/verwaltung/');
    await page.getByRole('navigation', { name: 'Servicelinks' }).getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/anfragen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    await page.getByRole('main').getByRole('link', { name: 'Kontaktformular' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontaktformular');
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText('Bitte geben Sie Ihren Namen an').first()).toBeVisible();
    await expect(page.getByLabel('Vor- und Nachname')).toHaveAttribute('aria-invalid', 'true');

    const email = `buerger-${unique()}@example.org`;
    const subject = `Sperrmuell ${unique()}`;
    await fillIn(page, email, subject);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Nachricht!' });
    await expect(thanks).toBeVisible();
    await expect.poll(() => mailbox.find('info@musterstadt.de', `Kontaktformular: ${subject}`).length).toBe(1);
    const [mail] = mailbox.find(`Kontaktformular: ${subject}`);
    expect(mail!.raw).toContain(email);
    expect(mail!.raw).toContain('Jonas Kaltenbach');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test('the form posts to its page and answers there', async ({ page }) => {
      await page.goto('/kontakt');
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      // The answer opens at the form, so a phone shows what is missing without scrolling.
      await expect(page).toHaveURL(/\/kontakt#kontaktformular$/);
      await expect(page.getByText('Bitte geben Sie Ihren Namen an').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeInViewport();

      const email = `ohne-js-${unique()}@example.org`;
      const subject = `Ohne Skript ${unique()}`;
      await fillIn(page, email, subject);
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(page.getByText('Vielen Dank für Ihre Nachricht!')).toBeInViewport();
      await expect.poll(() => mailbox.find('info@musterstadt.de', `Kontaktformular: ${subject}`).length).toBe(1);
    });
  });
});
