import { expect, test, type Browser, type Page } from '@playwright/test';
import { decodedMail } from '../support/forms';
import { openMailbox, type Mailbox } from '../support/mailbox';
import { activate, ADMINISTRATION, expectNoViolations, press, redaktionLogin, SITZUNGSDIENST, tabTo } from '../support/redaktion';

// A run of its own: the person and her address are new however often the database was used before.
const RUN = Date.now().toString(36);
const PERSON = { vorname: 'Hanna', nachname: `Brecht ${RUN}`, email: `hanna.brecht.${RUN}@musterstadt.de` };
const NAME = `${PERSON.vorname} ${PERSON.nachname}`;
const PASSWORT = 'Weißtanne am Kandel 1493';
const AUSSCHUSS = 'Technischer Ausschuss';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

/** The path of the link of the newest mail to the address with the subject. */
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

/** Reaches a field by Tab and types into it. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The person's entry in the public list of the council's members, as a visitor without login reads it. */
async function publicPerson(page: Page): Promise<string> {
  await page.goto('/ratsinfo/personen');
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
  return (await entry.count()) === 1 ? entry.innerText() : '';
}

/** A change is public within 5 s (the shell keeps an anonymous page for seconds at most). */
async function expectPublic(page: Page, text: string): Promise<void> {
  await expect.poll(async () => (await publicPerson(page)).includes(text), { timeout: 5_000 }).toBe(true);
}

test.describe('the administration invites a council member', () => {
  test('by mail with a committee; she sets a password and logs in; the council office changes her membership in public; her ended account is logged out', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const verena = await redaktionLogin(browser, ADMINISTRATION, { keyboard: true });
    await activate(verena, verena.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Ratsmitglieder' }));
    await expect(verena).toHaveURL(/\/redaktion\/ratsmitglieder$/);
    await expect(verena.getByRole('heading', { level: 1 })).toHaveText('Ratsmitglieder');
    await expectNoViolations(verena);

    // A missing party is refused at its field; the rest stays as typed.
    await tabTo(verena, verena.getByLabel('Anrede', { exact: true }));
    await verena.getByLabel('Anrede', { exact: true }).selectOption('Frau');
    await typeInto(verena, 'Vorname', PERSON.vorname);
    await typeInto(verena, 'Nachname', PERSON.nachname);
    await typeInto(verena, 'E-Mail-Adresse', PERSON.email);
    await typeInto(verena, 'Wohnort', 'Musterstadt-Oberdorf');
    await tabTo(verena, verena.getByLabel('Gremium', { exact: true }));
    await verena.getByLabel('Gremium', { exact: true }).selectOption({ label: AUSSCHUSS });
    await tabTo(verena, verena.getByLabel('Mitglied seit', { exact: true }));
    await verena.getByLabel('Mitglied seit', { exact: true }).fill('2026-12-01');
    await press(verena, 'Einladung schicken');
    const partei = verena.getByLabel('Partei oder Fraktion');
    await expect(partei).toHaveAttribute('aria-invalid', 'true');
    await expect(partei).toHaveAccessibleDescription(/Partei oder Fraktion/);
    await expect(verena.getByLabel('Nachname', { exact: true })).toHaveValue(PERSON.nachname);
    await expectNoViolations(verena);
    await typeInto(verena, 'Partei oder Fraktion', 'Freie Wähler');
    await press(verena, 'Einladung schicken');
    await expect(verena.getByRole('status')).toContainText('Die Einladung ist verschickt.');
    const zeile = verena.getByRole('row', { name: new RegExp(NAME) });
    await expect(zeile).toContainText('Freie Wähler');
    await expect(zeile).toContainText(`${AUSSCHUSS}: Mitglied seit 01.12.2026`);
    await expect(zeile).toContainText('Eingeladen, Link gilt bis');
    // She is public at once.
    const visitor = await newPage(browser);
    await expectPublic(visitor, `${AUSSCHUSS}: Mitglied`);

    // The person opens the mailed link, sets her password and logs in without the initial-password step.
    const link = await linkIn(PERSON.email, 'Ihre Einladung in das Ratsinformationssystem');
    const hanna = await newPage(browser);
    await hanna.goto(link);
    await expect(hanna.getByRole('heading', { level: 1 })).toHaveText('Passwort festlegen');
    await expect(hanna.getByText(`Guten Tag ${NAME}, willkommen!`)).toBeVisible();
    await typeInto(hanna, 'Neues Passwort', PASSWORT);
    await typeInto(hanna, 'Neues Passwort wiederholen', PASSWORT);
    await press(hanna, 'Passwort festlegen');
    await expect(hanna).toHaveURL(/\/redaktion\/zugang\?fertig=ratsinfo$/);
    await activate(hanna, hanna.getByRole('link', { name: 'Zur Anmeldung für das Ratsinformationssystem' }));
    await expect(hanna).toHaveURL(/\/ratsinfo\/anmelden$/);
    await typeInto(hanna, 'E-Mail-Adresse', PERSON.email);
    await hanna.keyboard.press('Tab');
    await hanna.keyboard.type(PASSWORT);
    await Promise.all([hanna.waitForURL(/\/ratsinfo$/), hanna.keyboard.press('Enter')]);
    await expect(hanna.getByRole('heading', { name: `Willkommen, ${NAME}` })).toBeVisible();

    // The council office keeps the memberships: it ends hers of the committee on a day, public and in OParl within 5 s.
    // The accounts stay the administration's: it is offered no invitation, no link and no end of an account.
    const petra = await redaktionLogin(browser, SITZUNGSDIENST, { keyboard: true });
    await activate(petra, petra.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Ratsmitglieder' }));
    await expect(petra.getByRole('heading', { level: 1 })).toHaveText('Ratsmitglieder');
    await expect(petra.getByRole('form', { name: 'Ratsmitglied einladen' })).toHaveCount(0);
    await expect(petra.getByRole('row', { name: new RegExp(NAME) }).getByRole('button')).toHaveCount(0);
    await expectNoViolations(petra);
    await activate(petra, petra.getByRole('link', { name: NAME }));
    await expect(petra.getByRole('heading', { level: 1 })).toHaveText('Ratsmitglied bearbeiten');
    const id = /\/redaktion\/ratsmitglieder\/(\d+)$/.exec(new URL(petra.url()).pathname)?.[1] as string;
    await expect(petra.getByRole('link', { name: 'Konto beenden …' })).toHaveCount(0);
    await expect(petra.getByLabel('E-Mail-Adresse', { exact: true })).toHaveCount(0);
    await expectNoViolations(petra);
    const vorher = await (await petra.request.get(`/oparl/v1/person/${id}`)).json();
    const mitgliedschaft = petra.getByRole('form', { name: `Mitgliedschaft im Gremium ${AUSSCHUSS}` });
    await tabTo(petra, mitgliedschaft.getByLabel('Mitglied bis (freiwillig)'));
    await mitgliedschaft.getByLabel('Mitglied bis (freiwillig)').fill('2027-06-30');
    await press(petra, `Mitgliedschaft speichern: ${AUSSCHUSS}`);
    await expect(petra.getByRole('status')).toContainText('Die Mitgliedschaft ist gespeichert');
    await expectPublic(visitor, `${AUSSCHUSS}: Mitglied (bis 30.06.2027)`);
    const nachher = await (await petra.request.get(`/oparl/v1/person/${id}`, { headers: { 'cache-control': 'no-cache' } })).json();
    expect(nachher.membership.map((m: { endDate?: string }) => m.endDate)).toContain('2027-06-30');
    expect(nachher.modified).not.toBe(vorher.modified);
    await petra.context().close();

    // The administration ends the account; ending asks first, the reason is optional.
    await activate(verena, verena.getByRole('link', { name: NAME }));
    await expect(verena.getByRole('heading', { level: 1 })).toHaveText('Ratsmitglied bearbeiten');
    await expect(verena.getByRole('form', { name: `Mitgliedschaft im Gremium ${AUSSCHUSS}` }).getByLabel('Mitglied bis (freiwillig)')).toHaveValue(
      '2027-06-30',
    );
    await expectNoViolations(verena);
    await activate(verena, verena.getByRole('link', { name: 'Konto beenden …' }));
    await expect(verena.getByRole('heading', { name: `Konto von ${NAME} beenden?` })).toBeVisible();
    await expectNoViolations(verena);
    await typeInto(verena, 'Grund (freiwillig, steht im Protokoll)', 'Mandat niedergelegt');
    await press(verena, 'Konto endgültig beenden');
    await expect(verena.getByRole('status')).toContainText('Das Konto ist beendet.');

    // Her open session ends at the next page load; she cannot log in again; she stays public.
    await hanna.reload();
    await expect(hanna.getByRole('heading', { name: 'Anmeldung für Mitglieder' })).toBeVisible();
    await expect(hanna.getByRole('heading', { name: `Willkommen, ${NAME}` })).toHaveCount(0);
    await hanna.goto('/ratsinfo/anmelden');
    await hanna.getByLabel('E-Mail-Adresse').fill(PERSON.email);
    await hanna.getByLabel('Passwort').fill(PASSWORT);
    await hanna.getByRole('button', { name: 'Anmelden' }).click();
    await expect(hanna.getByRole('alert')).toContainText('Die Anmeldung ist fehlgeschlagen.');
    expect(await publicPerson(visitor)).toContain(`${AUSSCHUSS}: Mitglied (bis 30.06.2027)`);
  });
});
