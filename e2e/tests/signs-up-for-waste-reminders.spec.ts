import { expect, test } from '@playwright/test';
import { mailsTo } from '../support/mail-server';

const confirmationLink = (text: string) => /https?:\/\/\S+\/api\/cms\/abfall\/erinnerung\/bestaetigen\?token=[\w-]+/.exec(text)?.[0];

test.describe('a citizen looks up the bin collection and asks to be reminded', () => {
  test('finds the dates of her street without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/abfall');
    await page.getByRole('combobox', { name: 'Ihre Straße' }).fill('hauptstr.');
    await page.getByRole('button', { name: 'Termine anzeigen' }).click();
    await expect(page).toHaveURL(/\/abfall\?strasse=hauptstr\.$/);
    await expect(page.getByRole('heading', { name: 'Welche Straße meinen Sie?' })).toBeVisible();
    await page.getByRole('link', { name: 'Hauptstraße, Hallwangen' }).click();

    await expect(page.getByRole('heading', { name: 'Abfuhrtermine für Hauptstraße, Hallwangen' })).toBeVisible();
    await expect(page.getByText(/^Nächste Abfuhr: \w+, \d+\. \w+ \d{4}$/)).toBeVisible();
    const days = page.locator('.town-abfall__tage time');
    expect(await days.count()).toBeGreaterThan(8);
    for (const text of await days.allTextContents()) expect(text).toMatch(/^(Mittwoch|Donnerstag), /);
    await expect(page.getByRole('link', { name: 'Termine als Kalender abonnieren (iCal)' })).toHaveAttribute('href', '/api/cms/ical/abfall/hallwangen.ics');

    await page.getByRole('combobox', { name: 'oder Ihr Abfuhrbezirk' }).selectOption({ label: 'Bezirk 1 – Kernstadt Nord' });
    await page.getByRole('button', { name: 'Bezirk anzeigen' }).click();
    await expect(page).toHaveURL(/\/abfall\?bezirk=kernstadt-nord$/);
    await expect(page.getByRole('heading', { name: 'Abfuhrtermine im Bezirk 1 – Kernstadt Nord' })).toBeVisible();
    await context.close();
  });

  test("signs up only through the form: the content API's sign-up endpoint refuses browsers, the form answers in German", async ({ request }) => {
    const direct = await request.post('/api/cms/abfall/erinnerung', {
      data: { email: 'bot@example.org', bezirk: 'hallwangen', arten: ['restmuell'], tage: '1', datenschutz: true },
    });
    expect(direct.status()).toBe(403);
    expect(((await direct.json()) as { error: string }).error).toBe('Dieser Dienst steht nur dem Server der Website zur Verfügung.');
    const refused = await request.post('/_forms/abfall-erinnerung', {
      data: { email: 'erika@example.org', bezirk: 'hallwangen', arten: ['unbekannt'], tage: '1', datenschutz: true, firma: '' },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toEqual({
      status: 'invalid',
      message: 'Bitte prüfen Sie Ihre Angaben.',
      errors: { arten: 'Bitte wählen Sie nur Abfallarten aus der Liste aus.' },
    });
  });

  test.describe('with the reminder by e-mail', () => {
    test.skip(!!process.env.BASE_URL, 'reads the mails of the SMTP server the test platform sends to');

    test('signs up, confirms with the link from the mail, and a second sign-up adds no second reminder', async ({ page }) => {
      const email = `erika.${Date.now()}@example.org`;
      await page.goto('/abfall?bezirk=hallwangen');
      await page.getByRole('link', { name: 'Erinnerung per E-Mail einrichten' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Erinnerung an Abfuhrtermine' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Abfuhrbezirk' })).toHaveValue('hallwangen');

      // First try without the required choices: the errors are summarised and named at each field.
      await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
      await page.getByRole('button', { name: 'Erinnerung einrichten' }).click();
      const summary = page.getByRole('alert');
      await expect(summary.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        'Bitte wählen Sie mindestens eine Abfallart aus.',
        'Bitte bestätigen Sie, dass Sie die Hinweise zum Datenschutz gelesen haben.',
      ]);

      await page.getByRole('checkbox', { name: 'Restmüll' }).check();
      await page.getByRole('checkbox', { name: 'Gelber Sack' }).check();
      await page.getByRole('radio', { name: /Zwei Tage vor der Abfuhr/ }).check();
      await page.getByRole('checkbox', { name: /Hinweise zum Datenschutz/ }).check();
      await page.getByRole('button', { name: 'Erinnerung einrichten' }).click();
      await expect(page).toHaveURL(/\/abfall\/erinnerung\/angemeldet$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();

      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Erinnerung an die Abfuhrtermine');
      expect(mail?.text).toContain('Restmüll, Gelber Sack');
      expect(mail?.text).toContain('zwei Tage vor der Abfuhr');
      const link = confirmationLink(mail!.text)!;
      expect(new URL(link).origin).toBe(new URL(page.url()).origin);
      await page.goto(link);
      await expect(page).toHaveURL(/\/abfall\/erinnerung\/bestaetigt$/);
      await expect(page.getByRole('status')).toHaveText('Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.');

      // The same address and district once more: one reminder stays, a new mail asks to confirm the change.
      await page.goto('/abfall/erinnerung?bezirk=hallwangen');
      await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email.toUpperCase());
      await page.getByRole('checkbox', { name: 'Bioabfall' }).check();
      await page.getByRole('checkbox', { name: /Hinweise zum Datenschutz/ }).check();
      await page.getByRole('button', { name: 'Erinnerung einrichten' }).click();
      await expect(page).toHaveURL(/\/abfall\/erinnerung\/angemeldet$/);
      const mails = await mailsTo(email, 2);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.text).toContain('Einstellungen Ihrer Erinnerung');
      // The first link was used up; the reminder is not duplicated.
      await page.goto(link);
      await expect(page).toHaveURL(/\/abfall\/erinnerung\/link-ungueltig$/);
    });

    test('signs up without JavaScript: the form posts, errors come back in German, the link confirms', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const email = `max.${Date.now()}@example.org`;
      await page.goto('/abfall/erinnerung');
      await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('max.example.org');
      await page.getByRole('button', { name: 'Erinnerung einrichten' }).click();
      // The shell's form mechanism answers the post at the form's own page.
      await expect(page).toHaveURL(/\/abfall\/erinnerung$/);
      const summary = page.getByRole('alert');
      await expect(summary.getByRole('link', { name: 'Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.' })).toHaveAttribute(
        'href',
        '#erinnerung-email',
      );
      await expect(summary.getByRole('link', { name: 'Bitte wählen Sie Ihren Abfuhrbezirk aus.' })).toBeVisible();
      const field = page.getByRole('textbox', { name: 'E-Mail-Adresse' });
      await expect(field).toHaveValue('max.example.org');
      await expect(field).toHaveAttribute('aria-invalid', 'true');

      await field.fill(email);
      await page.getByRole('combobox', { name: 'Abfuhrbezirk' }).selectOption({ label: 'Bezirk 4 – Aach' });
      await page.getByRole('checkbox', { name: 'Altpapier' }).check();
      await page.getByRole('checkbox', { name: /Hinweise zum Datenschutz/ }).check();
      await page.getByRole('button', { name: 'Erinnerung einrichten' }).click();
      await expect(page).toHaveURL(/\/abfall\/erinnerung\/angemeldet$/);
      await expect(page.getByRole('status')).toContainText('Fast geschafft!');

      const [mail] = await mailsTo(email);
      expect(mail?.text).toContain('Bezirk 4 – Aach');
      await page.goto(confirmationLink(mail!.text)!);
      await expect(page.getByRole('heading', { level: 1, name: 'Ihre Erinnerung ist eingerichtet' })).toBeVisible();
      await context.close();
    });
  });
});
