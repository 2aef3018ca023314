import { expect, test, type Browser, type Page } from '@playwright/test';
import { decodedMail } from '../support/forms';
import { MAILBOX_PORT, openMailbox, type Mailbox } from '../support/mailbox';
import { startContentApi, startShell, stopAllOwn, type OwnProcess } from '../support/own-platform';
import { activate, ADMINISTRATION, expectNoViolations, press, redaktionLogin, tabTo } from '../support/redaktion';

// A run of its own: the address is new however often the database was used before.
const RUN = Date.now().toString(36);
const PERSON = { vorname: 'Mia', nachname: `Kern ${RUN}`, email: `mia.kern.${RUN}@musterstadt.de` };
const NAME = `${PERSON.vorname} ${PERSON.nachname}`;
const PASSWORT = 'Morgens Kaffee im Rathaus 8';
const LINK_USED = 'Mit diesem Link wurde schon ein Passwort gesetzt; er gilt nur einmal.';
const LINK_UNKNOWN = 'Diesen Link kennen wir nicht.';
const LINK_EXPIRED = 'Dieser Link ist abgelaufen: Er galt 72 Stunden. Bitte bitten Sie die Stadtverwaltung um einen neuen Link.';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

/** The path of the link of the newest mail to the address (the mail names the site's public address). */
async function linkIn(address: string, subject: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      () => {
        const mail = mailbox.messages.filter((message) => message.to.includes(address) && decodedMail(message.raw).includes(subject)).at(-1);
        const match = mail ? /https?:\/\/[^\s/]+(\/redaktion\/zugang\?token=[0-9a-f]{64})/.exec(decodedMail(mail.raw)) : null;
        path = match?.[1] ?? '';
        return path;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return path;
}

/** Invites the person on the administration's page by keyboard alone. */
async function invite(page: Page, person: typeof PERSON): Promise<void> {
  await tabTo(page, page.getByLabel('Vorname'));
  await page.keyboard.type(person.vorname);
  await tabTo(page, page.getByLabel('Nachname'));
  await page.keyboard.type(person.nachname);
  await tabTo(page, page.getByLabel('E-Mail-Adresse'));
  await page.keyboard.type(person.email);
  await press(page, 'Einladung schicken');
  await expect(page.getByRole('status')).toContainText('Die Einladung ist verschickt.');
}

/** Types the new password twice by keyboard and sends it. */
async function setPassword(page: Page, passwort: string): Promise<void> {
  await tabTo(page, page.getByLabel('Neues Passwort', { exact: true }));
  await page.keyboard.type(passwort);
  await tabTo(page, page.getByLabel('Neues Passwort wiederholen'));
  await page.keyboard.type(passwort);
  await press(page, 'Passwort festlegen');
}

async function newPage(browser: Browser, baseURL?: string): Promise<Page> {
  return (await browser.newContext(baseURL ? { baseURL } : {})).newPage();
}

test.describe('the administration invites a staff member to the intranet', () => {
  test('by mail; the person sets a password and logs in; the ended account is logged out at the next page load', async ({ browser }) => {
    test.setTimeout(180_000);
    const verena = await redaktionLogin(browser, ADMINISTRATION, { keyboard: true });
    await activate(verena, verena.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Intranet-Zugänge' }));
    await expect(verena).toHaveURL(/\/redaktion\/mitarbeitende$/);
    await expect(verena.getByRole('heading', { level: 1 })).toHaveText('Zugänge zum Intranet');
    await expectNoViolations(verena);
    await invite(verena, PERSON);
    await expect(verena.getByRole('row', { name: new RegExp(NAME) })).toContainText('Eingeladen, Link gilt bis');
    await expectNoViolations(verena);

    // The person opens the mailed link: a common password is refused at its field, then hers is set.
    const link = await linkIn(PERSON.email, 'Ihre Einladung in das Intranet');
    const mia = await newPage(browser);
    await mia.goto(link);
    await expect(mia.getByRole('heading', { level: 1 })).toHaveText('Passwort festlegen');
    await expect(mia.getByText(`Guten Tag ${NAME}, willkommen!`)).toBeVisible();
    await expectNoViolations(mia);
    await setPassword(mia, 'qwerty123456');
    const field = mia.getByLabel('Neues Passwort', { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/am häufigsten verwendeten/);
    await expectNoViolations(mia);
    await setPassword(mia, PASSWORT);
    await expect(mia).toHaveURL(/\/redaktion\/zugang\?fertig=intranet$/);
    await expect(mia.getByRole('status')).toContainText('Ihr Passwort ist festgelegt.');
    await expectNoViolations(mia);

    await activate(mia, mia.getByRole('link', { name: 'Zur Anmeldung für das Intranet' }));
    await expect(mia).toHaveURL(/\/intranet\/anmelden$/);
    await tabTo(mia, mia.getByLabel('E-Mail-Adresse'));
    await mia.keyboard.type(PERSON.email);
    await mia.keyboard.press('Tab');
    await mia.keyboard.type(PASSWORT);
    await Promise.all([mia.waitForURL(/\/intranet$/), mia.keyboard.press('Enter')]);
    await expect(mia.getByText(`Guten Tag, ${NAME}.`)).toBeVisible();

    // The link works once; a forged one is unknown.
    const again = await newPage(browser);
    await again.goto(link);
    await expect(again.getByRole('alert')).toContainText(LINK_USED);
    await again.goto(`/redaktion/zugang?token=${'ab'.repeat(32)}`);
    await expect(again.getByRole('alert')).toContainText(LINK_UNKNOWN);
    await expectNoViolations(again);

    // The administration ends the access: Mia's open session ends at her next page load.
    await verena.reload();
    await press(verena, `Zugang beenden: ${NAME}`);
    await expect(verena.getByRole('status')).toContainText('Der Zugang ist beendet.');
    await expect(verena.getByRole('row', { name: new RegExp(NAME) })).toContainText('Zugang beendet am');
    await mia.goto('/intranet/rubriken');
    await expect(mia).toHaveURL(/\/intranet\/anmelden\?ziel=%2Fintranet%2Frubriken$/);
    await mia.getByLabel('E-Mail-Adresse').fill(PERSON.email);
    await mia.getByLabel('Passwort').fill(PASSWORT);
    await mia.getByRole('button', { name: 'Anmelden' }).click();
    await expect(mia.getByRole('alert')).toHaveText('Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.');
  });
});

test.describe('an expired invitation', () => {
  // A content API of its own whose links work two seconds (ACCOUNT_LINK_SECONDS), and a shell for it.
  let cms: OwnProcess | undefined;
  let shell: OwnProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cms = await startContentApi(4381, { ACCOUNT_LINK_SECONDS: '2', SIGNUP_SMTP_URL: `smtp://127.0.0.1:${MAILBOX_PORT}` });
    shell = await startShell(4281, { cms: cms.url });
  });
  test.afterAll(async () => {
    await stopAllOwn([shell, cms]);
  });

  test('answers with a German message and no form', async ({ browser }) => {
    const site = shell?.url as string;
    const verena = await newPage(browser, site);
    await verena.goto('/redaktion/anmelden');
    await verena.getByLabel('E-Mail-Adresse').fill(ADMINISTRATION.email);
    await verena.getByLabel('Passwort').fill(ADMINISTRATION.passwort);
    await verena.getByRole('button', { name: 'Anmelden' }).click();
    await expect(verena).toHaveURL(/\/redaktion$/);
    await verena.goto('/redaktion/mitarbeitende');
    const spaet = { vorname: 'Ole', nachname: `Spät ${RUN}`, email: `ole.spaet.${RUN}@musterstadt.de` };
    await invite(verena, spaet);
    const link = await linkIn(spaet.email, 'Ihre Einladung in das Intranet');

    const ole = await newPage(browser, site);
    // The link has ended once its two seconds are over.
    await expect
      .poll(
        async () => {
          await ole.goto(link);
          return (await ole.getByRole('alert').count()) > 0 ? await ole.getByRole('alert').innerText() : '';
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toContain(LINK_EXPIRED);
    await expect(ole.getByRole('heading', { name: 'Dieser Link funktioniert nicht' })).toBeVisible();
    await expect(ole.getByLabel('Neues Passwort', { exact: true })).toHaveCount(0);
    await expectNoViolations(ole);
  });
});
