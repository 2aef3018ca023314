import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { openMailbox, type Mailbox } from '../support/mailbox';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const NUMBERS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn'];

/** Tomorrow in the town, as the date field sends it. */
function tomorrow(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${parts}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function captchaAnswer(page: Page, formId: string): Promise<string> {
  const label = (await page.locator(`label[for="${formId}-captcha"]`).textContent()) ?? '';
  const match = /Wie viel ist (\S+) (plus|minus) (\S+)\?/.exec(label);
  expect(match, `a question in words: ${label}`).not.toBeNull();
  const [a, b] = [NUMBERS.indexOf(match![1]!), NUMBERS.indexOf(match![3]!)];
  return String(match![2] === 'plus' ? a + b : a - b);
}

/** Presses Tab until the field has the focus (date and time fields have segments, groups have boxes Tab walks first). */
async function tabTo(page: Page, field: Locator) {
  for (let i = 0; i < 14 && !(await field.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
}

const mailsTo = (address: string, part: string) => mailbox.messages.filter((mail) => mail.to.includes(address) && mail.raw.includes(part));

/** The path of the approval link in the office's mail (quoted-printable '=' undone). */
function approvalPath(raw: string): string {
  const match = /https?:\/\/[^/\s]+(\/formulare\/freigabe\?token(?:=3D|=)[\w.-]+)/.exec(raw);
  expect(match, 'the office mail carries an approval link').not.toBeNull();
  return match![1]!.replace('=3D', '=');
}

test.describe('an organiser reports an event, the cultural office approves it', () => {
  test('by keyboard alone: the event waits for approval, the link asks before it publishes, then the calendar lists it', async ({ page, request }) => {
    // Typed key by key through many fields, on a busy machine.
    test.setTimeout(240_000);
    await page.goto('/veranstaltung-melden');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veranstaltung melden');
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);

    const titel = `Familienkonzert ${unique()}`;
    const email = `veranstalterin-${unique()}@example.org`;
    const field = (label: string | RegExp) => page.getByLabel(label, { exact: typeof label === 'string' });
    await page.getByText('Alle Felder ohne den Zusatz').click();
    await page.keyboard.press('Tab');
    await expect(field('Titel der Veranstaltung')).toBeFocused();
    await page.keyboard.type(titel);
    await tabTo(page, field('Datum'));
    // The order of the date field's segments follows the machine's locale; the value is set directly.
    await field('Datum').fill(tomorrow());
    await tabTo(page, field('Beginn (Uhrzeit)'));
    await field('Beginn (Uhrzeit)').fill('22:00');
    await tabTo(page, field(/^Letzter Tag/));
    await tabTo(page, field('Ende (Uhrzeit)'));
    await field('Ende (Uhrzeit)').fill('23:30');
    await tabTo(page, field('Veranstaltungsort'));
    await page.keyboard.type('Festhalle Musterstadt, Kirchstraße 4');
    // No category ticked: Tab passes the boxes.
    await tabTo(page, field('Beschreibung'));
    await page.keyboard.type('Die Stadtkapelle spielt für Kinder und Eltern. Eintritt <strong>frei</strong>.<script>alert(1)</script>');
    await tabTo(page, field('Veranstalter'));
    await page.keyboard.type('Stadtkapelle Musterstadt e. V.');
    await tabTo(page, field('Ihr Vor- und Nachname'));
    await page.keyboard.type('Petra Hummel');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ })).toBeFocused();
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel(/^Sicherheitsfrage/));
    await page.keyboard.type(await captchaAnswer(page, 'veranstaltung-melden'));
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Bitte wählen Sie mindestens eine Kategorie aus der Liste.']);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: 'Kultur' })).toBeFocused();
    const familie = page.getByRole('checkbox', { name: 'Familie' });
    await tabTo(page, familie);
    await page.keyboard.press('Space');
    await expect(familie).toBeChecked();
    // The answer to the security question is still there: the browser refused before asking the server.
    await tabTo(page, page.getByLabel(/^Sicherheitsfrage/));
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank! Ihre Veranstaltung ist bei uns eingegangen.' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText('Bis dahin ist sie nicht öffentlich sichtbar.');
    expect(await axeViolations(page)).toEqual([]);

    await expect.poll(() => mailsTo('kulturamt@musterstadt.de', titel).length).toBe(1);
    const office = mailsTo('kulturamt@musterstadt.de', titel)[0]!;
    expect(office.raw).toContain('Kategorien: Familie');
    expect(office.raw).toContain('Der Eintrag ist noch nicht ver');
    await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
    expect(mailsTo(email, 'Eingangsbest')[0]!.raw).not.toContain('/formulare/freigabe');
    const link = approvalPath(office.raw);

    // Not public yet, and opening the link (as a mail scanner would) publishes nothing.
    const calendar = '/veranstaltungen?rubrik_id=10';
    expect(await (await request.get(calendar)).text()).not.toContain(titel);
    expect((await request.get(link)).status()).toBe(200);
    expect(await (await request.get(calendar)).text()).not.toContain(titel);
    // A post from another site is refused.
    const crossSite = await request.post('/formulare/freigabe', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      form: { _form: 'formular-freigabe', token: link.split('token=')[1]! },
    });
    expect(crossSite.status()).toBe(403);
    expect(await (await request.get(calendar)).text()).not.toContain(titel);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'Veranstaltung prüfen und freigeben' })).toBeVisible();
    await expect(page.getByText(titel)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const publish = page.getByRole('button', { name: 'Jetzt veröffentlichen' });
    await publish.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(`„${titel} am`);
    await expect(page.getByRole('status')).toContainText('ist freigegeben und im Veranstaltungskalender veröffentlicht.');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Zum veröffentlichten Eintrag' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titel);
    await expect(page.locator('main')).toContainText('Eintritt frei');
    expect(await page.locator('main').innerHTML()).not.toMatch(/alert\(1\)|<script>alert/);

    await page.goto(calendar);
    await expect(page.getByRole('link', { name: titel })).toBeVisible();
  });

  test('an invalid link gets a German page and no button', async ({ page }) => {
    await page.goto('/formulare/freigabe?token=kaputt.kaputt.kaputt');
    await expect(page.getByRole('alert')).toContainText('Der Freigabe-Link ist ungültig.');
    await expect(page.getByRole('button', { name: 'Jetzt veröffentlichen' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the club form passes axe empty, after a failed submission and after success', async ({ page }) => {
    await page.goto('/verein-eintragen');
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Verein eintragen lassen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Name des Vereins').fill(`Lauftreff Sulzbachtal ${unique()}`);
    await page.getByLabel('Vereinsheim oder Treffpunkt').fill('Parkplatz Freibad am Sulzbach');
    await page.getByLabel('Was bietet Ihr Verein?').fill('Laufen in drei Tempogruppen, mittwochs um 18.30 Uhr und sonntags um 9 Uhr.');
    await page.getByRole('checkbox', { name: 'Sport' }).check();
    await page.getByLabel('Ansprechperson (Vor- und Nachname)').fill('Sabine Kern');
    await page.getByLabel('E-Mail-Adresse der Ansprechperson').fill(`kern-${unique()}@example.org`);
    await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
    await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'verein-eintragen'));
    await page.getByRole('button', { name: 'Verein eintragen lassen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Die Angaben zu Ihrem Verein sind bei uns eingegangen.' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test('a club is refused once, then sent; the approval link publishes it in the club directory', async ({ page, request }) => {
      const verein = `Schachclub Springer ${unique()}`;
      const email = `schach-${unique()}@example.org`;
      await page.goto('/verein-eintragen');
      await page.getByLabel('Name des Vereins').fill(verein);
      await page.getByLabel('Vereinsheim oder Treffpunkt').fill('Bürgerhaus, Kirchstraße 4');
      await page.getByLabel('Website des Vereins (freiwillig)').fill('javascript:alert(1)');
      await page.getByLabel('Was bietet Ihr Verein?').fill('Spielabend freitags ab 19 Uhr, Jugendtraining samstags um 10 Uhr.');
      await page.getByRole('checkbox', { name: 'Kultur und Bildung' }).check();
      await page.getByRole('checkbox', { name: 'Kinder und Jugend' }).check();
      await page.getByLabel('Ansprechperson (Vor- und Nachname)').fill('Jonas Weber');
      await page.getByLabel('E-Mail-Adresse der Ansprechperson').fill(email);
      await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
      await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'verein-eintragen'));
      await page.getByRole('button', { name: 'Verein eintragen lassen' }).click();
      await expect(page).toHaveURL(/\/verein-eintragen#verein-eintragen$/);
      await expect(page.getByRole('link', { name: /Bitte geben Sie die Website mit https:\/\/ an/ })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Kinder und Jugend' })).toBeChecked();

      await page.getByLabel('Website des Vereins (freiwillig)').fill('https://schach-musterstadt.example');
      await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
      await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'verein-eintragen'));
      await page.getByRole('button', { name: 'Verein eintragen lassen' }).click();
      await expect(page.getByText('Vielen Dank! Die Angaben zu Ihrem Verein sind bei uns eingegangen.')).toBeInViewport();

      await expect.poll(() => mailsTo('kulturamt@musterstadt.de', verein).length).toBe(1);
      await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
      const link = approvalPath(mailsTo('kulturamt@musterstadt.de', verein)[0]!.raw);
      expect(await (await request.get('/freizeit-tourismus/vereine')).text()).not.toContain(verein);

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 2, name: 'Verein prüfen und freigeben' })).toBeVisible();
      await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
      await expect(page.getByText('ist freigegeben und im Vereinsverzeichnis veröffentlicht.')).toBeVisible();
      await page.getByRole('link', { name: 'Zum veröffentlichten Eintrag' }).click();
      await expect(page).toHaveURL(/\/freizeit-tourismus\/vereine$/);
      const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: verein }) });
      await expect(entry).toContainText('Jonas Weber');
      await expect(entry).toContainText('Kultur und Bildung, Kinder und Jugend');
      await expect(entry.getByRole('link', { name: 'schach-musterstadt.example' })).toHaveAttribute('href', 'https://schach-musterstadt.example');
    });
  });
});
