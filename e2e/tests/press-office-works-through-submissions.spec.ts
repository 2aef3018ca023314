import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { captchaAnswer } from '../support/form-files';
import { approvalPath, decodedMail, mailsTo as mailsIn, tomorrow, unique } from '../support/forms';
import { openMailbox, type Mailbox } from '../support/mailbox';
import { FREIGABE, expectNoViolations, redaktionLogin, tabTo } from '../support/redaktion';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const mailsTo = (address: string, part: string) => mailsIn(mailbox, address, part);

/** An organiser reports an event through the public form (the plain form, as without JavaScript), with a poster if given. */
async function meldeVeranstaltung(browser: Browser, titel: string, email: string, plakat?: Buffer): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/veranstaltung-melden');
  await page.getByLabel('Titel der Veranstaltung').fill(titel);
  await page.getByLabel('Datum', { exact: true }).fill(tomorrow());
  await page.getByLabel('Beginn (Uhrzeit)').fill('09:00');
  await page.getByLabel('Ende (Uhrzeit)').fill('11:30');
  await page.getByLabel('Veranstaltungsort').fill('Kurpark Musterstadt, Musikpavillon');
  await page.getByRole('checkbox', { name: 'Familie' }).check();
  await page.getByLabel('Beschreibung', { exact: true }).fill('Ein Vormittag für Familien mit Musik, Spielen und Kuchen. Eintritt frei.');
  await page.getByLabel('Veranstalter', { exact: true }).fill('Förderverein Kurpark e. V.');
  if (plakat) await page.getByLabel('Bild zur Veranstaltung (freiwillig)').setInputFiles({ name: 'plakat.png', mimeType: 'image/png', buffer: plakat });
  await page.getByLabel('Ihr Vor- und Nachname').fill('Petra Hummel');
  await page.getByLabel('Ihre E-Mail-Adresse').fill(email);
  await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
  await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'veranstaltung-melden'));
  await Promise.all([page.waitForLoadState('load'), page.waitForEvent('framenavigated'), page.getByRole('button', { name: 'Veranstaltung melden' }).click()]);
  await expect(page.getByText('Vielen Dank! Ihre Veranstaltung ist bei uns eingegangen.')).toBeVisible();
  await context.close();
}

const eingang = (page: Page, titel: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: `Veranstaltung: ${titel}` }) });

test.describe("the press office works through citizens' submissions", () => {
  test('a submitted event waits in the queue with its poster; rejecting it mails the reason; approving another publishes it; by keyboard and without JavaScript', async ({
    browser,
    request,
  }) => {
    // Two submissions, two logins and five pages checked at two widths, on a busy machine.
    test.setTimeout(300_000);
    const abgelehnt = `Kinderflohmarkt im Kurpark ${unique()}`;
    const freigegeben = `Platzkonzert im Kurpark ${unique()}`;
    const absenderin = `foerderverein-${unique()}@example.org`;
    const plakat = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2f6f4f' } })
      .png()
      .toBuffer();
    await meldeVeranstaltung(browser, abgelehnt, absenderin, plakat);
    await meldeVeranstaltung(browser, freigegeben, absenderin);
    await expect.poll(() => mailsTo('kulturamt@musterstadt.de', freigegeben).length).toBe(1);

    // The press officer, by keyboard alone: the queue is linked from the editorial area's navigation.
    const presse = await redaktionLogin(browser, FREIGABE, { keyboard: true });
    await tabTo(presse, presse.getByRole('link', { name: 'Eingänge' }));
    await Promise.all([presse.waitForURL(/\/redaktion\/eingaenge$/), presse.keyboard.press('Enter')]);
    await expect(presse.getByRole('heading', { level: 1 })).toHaveText('Eingänge');
    const erster = eingang(presse, abgelehnt);
    await expect(erster).toContainText('Petra Hummel');
    await expect(erster).toContainText('Kurpark Musterstadt, Musikpavillon');
    // Newest first.
    await expect(presse.getByRole('heading', { level: 2 }).first()).toHaveText(`Veranstaltung: ${freigegeben}`);
    const bild = erster.getByRole('img', { name: 'Mitgeschicktes Bild „plakat.png“' });
    await expect(bild).toBeVisible();
    // The picture loads lazily: once in view, the poster itself arrives (not a broken image).
    await bild.scrollIntoViewIfNeeded();
    await expect.poll(() => bild.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(120);
    // The poster is for the logged-in editors only: without a session it leads to the login.
    const bildPfad = (await bild.getAttribute('src')) ?? '';
    const oeffentlich = await request.get(bildPfad, { maxRedirects: 0 });
    expect(oeffentlich.status()).toBe(303);
    expect(oeffentlich.headers().location).toMatch(/^\/redaktion\/anmelden\?ziel=/);
    await expectNoViolations(presse);

    // Rejecting needs a reason: the refusal stands at the field of this submission.
    await tabTo(presse, erster.getByRole('button', { name: 'Ablehnen' }));
    await Promise.all([presse.waitForLoadState('load'), presse.waitForEvent('framenavigated'), presse.keyboard.press('Enter')]);
    await expect(presse.getByRole('alert')).toContainText('Grund der Ablehnung: Bitte geben Sie einen Grund für die Ablehnung an.');
    const grund = eingang(presse, abgelehnt).getByRole('textbox', { name: 'Grund der Ablehnung' });
    await expect(grund).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(presse);
    const begruendung = 'Der Flohmarkt steht schon im Kalender; bitte melden Sie nur neue Termine.';
    await tabTo(presse, grund);
    await presse.keyboard.type(begruendung);
    await presse.keyboard.press('Tab');
    await expect(eingang(presse, abgelehnt).getByRole('button', { name: 'Ablehnen' })).toBeFocused();
    await Promise.all([presse.waitForLoadState('load'), presse.waitForEvent('framenavigated'), presse.keyboard.press('Enter')]);
    await expect(presse.getByRole('status')).toContainText('Die Eingabe ist abgelehnt.');
    await expect(eingang(presse, abgelehnt)).toHaveCount(0);
    await expectNoViolations(presse);
    // A post from another site is refused before anything is decided.
    const fremd = await request.post('/redaktion/eingaenge', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      form: { _form: 'redaktion-eingaenge', id: (await eingang(presse, freigegeben).getAttribute('id'))?.replace('eingang-', '') ?? '', aktion: 'freigeben' },
    });
    expect(fremd.status()).toBe(403);

    // The sender gets the reason in German; the mailed link now says it was rejected.
    await expect.poll(() => mailsTo(absenderin, begruendung).length).toBe(1);
    expect(decodedMail(mailsTo(absenderin, begruendung)[0]!.raw)).toContain('Wir haben sie geprüft und veröffentlichen sie nicht.');
    const link = approvalPath(mailsTo('kulturamt@musterstadt.de', abgelehnt)[0]!.raw);
    const buerger = await browser.newPage();
    await buerger.goto(link);
    await expect(buerger.getByRole('status')).toContainText('Diese Eingabe wurde in der Redaktion abgelehnt.');
    await expect(buerger.getByRole('button', { name: 'Jetzt veröffentlichen' })).toHaveCount(0);

    // Approving works as a plain form, without JavaScript; within 5 s the calendar lists the event.
    const ohneSkript = await redaktionLogin(browser, FREIGABE, { javaScriptEnabled: false });
    await ohneSkript.goto('/redaktion/eingaenge');
    await eingang(ohneSkript, freigegeben).getByRole('button', { name: 'Freigeben und veröffentlichen' }).focus();
    await Promise.all([ohneSkript.waitForLoadState('load'), ohneSkript.waitForEvent('framenavigated'), ohneSkript.keyboard.press('Enter')]);
    await expect(ohneSkript.getByRole('status')).toContainText('Die Eingabe ist freigegeben und veröffentlicht.');
    await expect(eingang(ohneSkript, freigegeben)).toHaveCount(0);
    await expect(async () => {
      expect(await (await request.get('/veranstaltungen')).text()).toContain(freigegeben);
    }).toPass({ timeout: 5_000 });
    await ohneSkript.getByRole('link', { name: 'Zum veröffentlichten Eintrag' }).click();
    await expect(ohneSkript.getByRole('heading', { level: 1 })).toHaveText(freigegeben);

    // The mailed link of the approved one answers as at its second use.
    await buerger.goto(approvalPath(mailsTo('kulturamt@musterstadt.de', freigegeben)[0]!.raw));
    await expect(buerger.getByRole('status')).toContainText('ist freigegeben und im Veranstaltungskalender veröffentlicht.');
  });
});
