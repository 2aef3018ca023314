import { expect, test, type Browser, type Page } from '@playwright/test';
import { activate, ADMINISTRATION, expectNoViolations, FEUERWEHR, redaktionLogin, tabTo } from '../support/redaktion';
import { TEST_SECRETS } from '../support/secrets';

const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const CONTENT_API = `http://127.0.0.1:${4300 + OFFSET}`;
const MENUE = 'Hauptmenü Feuerwehr';

/** Within 5 s of the approval the fire brigade's header lists the entry, right after the entry named. */
async function expectInHeader(browser: Browser, titel: string, nach: string): Promise<void> {
  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto('/feuerwehr/');
    const titles = await visitor.getByRole('navigation', { name: MENUE }).first().getByRole('link').allTextContents();
    const trimmed = titles.map((text) => text.trim());
    expect(trimmed).toContain(titel);
    expect(trimmed.indexOf(titel)).toBe(trimmed.indexOf(nach) + 1);
  }).toPass({ timeout: 5_000, intervals: [250] });
  await visitor.close();
}

/** The administration approves the menu (the fire brigade has no approver of its own). */
async function approve(verena: Page, editor: string): Promise<void> {
  await verena.goto(editor);
  await expect(verena.locator('.rd-status')).toHaveText('Zur Freigabe');
  await activate(verena, verena.getByRole('button', { name: 'Freigeben und veröffentlichen' }));
  await expect(verena.getByRole('status')).toHaveText('Das Menü ist freigegeben und veröffentlicht. Kopf und Fuß der Seiten zeigen es in wenigen Sekunden.');
}

/** From the start page to the editor of the fire brigade's menu, by keyboard; the list shows no other section's menu. */
async function openMenu(kai: Page): Promise<string> {
  await activate(kai, kai.getByRole('navigation', { name: 'Redaktion' }).getByRole('link', { name: 'Menüs' }));
  await expect(kai).toHaveURL(/\/redaktion\/menues$/);
  await expect(kai.locator('.rd-table tbody tr')).toHaveCount(1);
  await activate(kai, kai.getByRole('link', { name: MENUE }));
  await expect(kai).toHaveURL(/\/redaktion\/menues\/\d+$/);
  await expect(kai.getByRole('form', { name: `Menü „${MENUE}“ bearbeiten` })).toBeVisible();
  return new URL(kai.url()).pathname;
}

/** Fills the new entry's title and link by keyboard and presses 'Eintrag hinzufügen'. */
async function addEntry(kai: Page, titel: string, link: string): Promise<void> {
  const neu = kai.getByRole('group', { name: 'Eintrag hinzufügen' });
  await tabTo(kai, neu.getByRole('textbox', { name: 'Titel' }));
  await kai.keyboard.type(titel);
  await kai.keyboard.press('Tab');
  await kai.keyboard.type(link);
  await activate(kai, neu.getByRole('button', { name: 'Eintrag hinzufügen' }));
}

test.describe('the fire-brigade editor', () => {
  // Two logins, a dozen form posts and axe at two widths each: more than the default minute.
  test.setTimeout(300_000);
  test('adds and moves an entry of the fire brigade’s menu by keyboard; approved, the header lists it within 5 s; the town’s main menu is refused', async ({
    browser,
    request,
  }) => {
    const titel = 'Dienstplan und Termine';
    const verena = await redaktionLogin(browser, ADMINISTRATION, { keyboard: true });
    await verena.goto('/redaktion/menues');
    const hauptmenue = (await verena.getByRole('link', { name: 'Hauptmenü', exact: true }).getAttribute('href')) ?? '';
    expect(hauptmenue).toMatch(/^\/redaktion\/menues\/\d+$/);
    await expectNoViolations(verena);

    const kai = await redaktionLogin(browser, FEUERWEHR, { keyboard: true });
    const editor = await openMenu(kai);
    await expectNoViolations(kai);

    await addEntry(kai, titel, '/feuerwehr/termine/');
    const neu = kai.getByRole('group', { name: titel });
    // The focus is on the new entry; the page says where it stands.
    await expect(neu.getByRole('textbox', { name: 'Titel' })).toBeFocused();
    await expect(kai.getByRole('status')).toContainText(`„${titel}“ ist hinzugefügt und steht an Stelle 7 von 7 auf der obersten Ebene.`);

    // Up twice: the focus stays on the button, the page says where the entry is now.
    await activate(kai, neu.getByRole('button', { name: `Nach oben: ${titel}` }));
    await expect(kai.getByRole('group', { name: titel }).getByRole('button', { name: `Nach oben: ${titel}` })).toBeFocused();
    await expect(kai.getByRole('status')).toHaveText(`„${titel}“ ist nach oben verschoben und steht jetzt an Stelle 6 von 7 auf der obersten Ebene.`);
    await kai.keyboard.press('Enter');
    await kai.waitForURL(/fokus=4/);
    await expect(kai.getByRole('group', { name: titel }).getByRole('button', { name: `Nach oben: ${titel}` })).toBeFocused();
    await expect(kai.getByRole('status')).toHaveText(`„${titel}“ ist nach oben verschoben und steht jetzt an Stelle 5 von 7 auf der obersten Ebene.`);
    // A flat menu: no entry can be indented.
    await expect(kai.getByRole('button', { name: /^Einrücken/ })).toHaveCount(0);
    await expectNoViolations(kai);

    await activate(kai, kai.getByRole('button', { name: 'Zur Freigabe geben' }));
    await expect(kai.getByRole('status')).toHaveText('Das Menü ist zur Freigabe gegeben.');
    await expect(kai.getByRole('button', { name: 'Freigeben und veröffentlichen' })).toHaveCount(0);

    await approve(verena, editor);
    const eintraege = (await verena.locator('.rd-menue__eintrag > legend').allTextContents()).map((text) => text.trim());
    expect(eintraege.indexOf(titel)).toBe(4);
    await expectInHeader(browser, titel, eintraege[3] ?? '');

    // The town's main menu: the editor page says 403 in German, and so does the content API.
    const seite = await kai.goto(hauptmenue);
    expect(seite?.status()).toBe(403);
    await expect(kai.getByRole('heading', { level: 1 })).toHaveText('Kein Zugriff');
    await expect(kai.locator('form[method="post"]')).toHaveCount(0);
    await expectNoViolations(kai);
    const service = { 'x-service-token': TEST_SECRETS.CMS_SERVICE_TOKEN };
    const login = await request.post(`${CONTENT_API}/api/cms/redaktion/login`, {
      headers: service,
      data: { email: FEUERWEHR.email, passwort: FEUERWEHR.passwort },
    });
    const { token } = (await login.json()) as { token: string };
    const api = await request.get(`${CONTENT_API}/api/cms/redaktion/inhalte/${hauptmenue.split('/').pop()}`, {
      headers: { ...service, 'Redaktion-Authorization': `Bearer ${token}` },
    });
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ error: 'Der Bereich „Stadt“ gehört nicht zu Ihren Bereichen. Inhalte dort können Sie weder sehen noch bearbeiten.' });
  });

  test('without JavaScript: adds and moves an entry, keeps what was typed when a move is refused, and the approved menu reaches the header', async ({
    browser,
  }) => {
    const titel = 'Aufgaben der Feuerwehr';
    const kai = await redaktionLogin(browser, FEUERWEHR, { keyboard: true, javaScriptEnabled: false });
    const editor = await openMenu(kai);

    await addEntry(kai, titel, '/feuerwehr/aufgaben/');
    await expect(kai.getByRole('status')).toContainText(`„${titel}“ ist hinzugefügt`);
    // The browser put the focus on the new entry's title (autofocus, no script).
    await expect(kai.getByRole('group', { name: titel }).getByRole('textbox', { name: 'Titel' })).toBeFocused();
    await activate(kai, kai.getByRole('group', { name: titel }).getByRole('button', { name: `Nach oben: ${titel}` }));
    await expect(kai.getByRole('status')).toContainText(`„${titel}“ ist nach oben verschoben`);
    await expect(kai.getByRole('group', { name: titel }).getByRole('button', { name: `Nach oben: ${titel}` })).toBeFocused();

    // A refused change (a link that is no address) keeps what was typed.
    const feld = kai.getByRole('group', { name: titel }).getByRole('textbox', { name: 'Link' });
    await feld.fill('kein link');
    await kai.getByRole('group', { name: titel }).getByRole('textbox', { name: 'Titel' }).fill('Aufgaben und Einsatzgebiet');
    await Promise.all([kai.waitForLoadState('load'), kai.getByRole('button', { name: 'Zur Freigabe geben' }).click()]);
    await expect(kai.getByRole('alert')).toContainText('Das Menü lässt sich so nicht speichern');
    await expect(kai.getByRole('group', { name: 'Aufgaben und Einsatzgebiet' }).getByRole('textbox', { name: 'Link' })).toHaveValue('kein link');
    await kai.getByRole('group', { name: 'Aufgaben und Einsatzgebiet' }).getByRole('textbox', { name: 'Link' }).fill('/feuerwehr/aufgaben/');
    await Promise.all([kai.waitForLoadState('load'), kai.getByRole('button', { name: 'Zur Freigabe geben' }).click()]);
    // (axe needs script in the page: the JavaScript test checks these pages at both widths.)
    await expect(kai.getByRole('status')).toHaveText('Das Menü ist zur Freigabe gegeben.');

    const verena = await redaktionLogin(browser, ADMINISTRATION, { keyboard: true, javaScriptEnabled: false });
    await approve(verena, editor);
    const namen = await verena.locator('.rd-menue__eintrag > legend').allTextContents();
    const index = namen.indexOf('Aufgaben und Einsatzgebiet');
    await expectInHeader(browser, 'Aufgaben und Einsatzgebiet', (namen[index - 1] ?? '').trim());
  });
});
