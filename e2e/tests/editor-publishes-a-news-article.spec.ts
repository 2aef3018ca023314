import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoViolations, FREIGABE, press, REDAKTEURIN, redaktionLogin } from '../support/redaktion';

const TITEL = 'Neues Dach für die Festhalle';
const KORRIGIERT = 'Neues Dach für die Festhalle ist fertig';

/** Where a published news item shows besides its list and page: the site search, the news feed, the sitemap. */
async function expectFoundEverywhere(request: APIRequestContext, address: string, title: string, found: boolean): Promise<void> {
  await expect(async () => {
    const search = await request.get(`/suche?q=${encodeURIComponent('Dach Festhalle')}`, { maxRedirects: 0 });
    const hit = search.status() === 302 ? search.headers().location === address : (await search.text()).includes(`href="${address}"`);
    expect(hit, 'the site search finds it').toBe(found);
    const feed = await (await request.get('/aktuelles/feed.xml')).text();
    expect(feed.includes(`<title>${title}</title>`) && feed.includes(`${address}"`), 'the news feed lists it').toBe(found);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.includes(`${address}</loc>`), 'the sitemap lists it').toBe(found);
  }).toPass({ timeout: 5_000 });
}

test.describe('the town editor and the town approver', () => {
  test('write, check, approve, correct, compare, restore and withdraw a news article; a conflict keeps the input', async ({ browser, request }) => {
    // Anonymous visitors get the login page, never an editorial page.
    const anonym = await request.get('/redaktion', { maxRedirects: 0 });
    expect(anonym.status()).toBe(303);
    expect(anonym.headers().location).toMatch(/^\/redaktion\/anmelden/);

    const loginPage = await browser.newPage();
    await loginPage.goto('/redaktion/anmelden');
    await expectNoViolations(loginPage);
    await loginPage.close();

    const julia = await redaktionLogin(browser, REDAKTEURIN, { keyboard: true });
    const cookie = (await julia.context().cookies()).find((c) => c.name === 'ms_redaktion');
    expect(cookie?.httpOnly).toBe(true);
    await expect(julia.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const start = await julia.request.get('/redaktion');
    expect(start.headers()['cache-control']).toContain('no-store');
    expect(start.headers()['cache-control']).toContain('private');
    await expectNoViolations(julia);

    // A new article: kind and place, title.
    await julia.goto('/redaktion/neu');
    await expectNoViolations(julia);
    await julia.getByLabel('Art und Ablage').selectOption('artikel:stadt:stadt');
    await julia.getByLabel('Titel').fill(TITEL);
    await press(julia, 'Anlegen');
    await expect(julia).toHaveURL(/\/redaktion\/inhalte\/\d+\?meldung=angelegt$/);
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist angelegt (Entwurf).');
    const editAddress = new URL(julia.url()).pathname;

    // A picture without its text is refused in German at the field; the input stays.
    await julia.getByLabel('Einleitung').fill('Die Festhalle bekommt ein neues Dach.');
    await julia.getByLabel('Text', { exact: true }).fill('<p>Die Arbeiten dauern bis zum Frühjahr.</p>');
    await julia.getByLabel('Bild (Adresse aus der Mediathek)').fill('/api/cms/media/rathaus.svg');
    await julia.getByLabel('Bildrechte (Copyright)').fill('Stadt Musterstadt');
    await press(julia, 'Zur Freigabe geben');
    const summary = julia.getByRole('alert');
    await expect(summary).toContainText('Das Bild braucht einen Bildtext');
    await expect(julia.getByLabel('Einleitung')).toHaveValue('Die Festhalle bekommt ein neues Dach.');
    await expectNoViolations(julia);
    await julia.getByLabel('Bildtext (Alternativtext)').fill('Die Festhalle mit Gerüst');
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await expect(julia.locator('.rd-status')).toHaveText('Zur Freigabe');

    // The editor has no publishing button, and a forged post for it is refused by the content API.
    await expect(julia.getByRole('button', { name: 'Freigeben und veröffentlichen' })).toHaveCount(0);
    await julia.evaluate(() => {
      const button = document.createElement('button');
      button.name = 'aktion';
      button.value = 'freigeben';
      button.textContent = 'Freigeben und veröffentlichen';
      document.querySelector('form[aria-label$="bearbeiten"] .rd-actions')?.append(button);
    });
    await press(julia, 'Freigeben und veröffentlichen');
    await expect(julia.getByRole('alert')).toContainText('Dafür fehlt Ihnen die Rolle „Freigabe“.');

    // The approver finds it waiting and publishes it.
    const thomas = await redaktionLogin(browser, FREIGABE, { keyboard: true });
    await thomas.getByRole('link', { name: TITEL }).click();
    await expect(thomas).toHaveURL(new RegExp(`${editAddress}$`));
    await press(thomas, 'Freigeben und veröffentlichen');
    await expect(thomas.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');
    const publicAddress = (await thomas.getByRole('link', { name: /^\/aktuelles\// }).textContent()) ?? '';
    expect(publicAddress).toMatch(/^\/aktuelles\/neues-dach/);
    const visitor = await browser.newPage();
    await expect(async () => {
      await visitor.goto('/aktuelles');
      await expect(visitor.getByRole('link', { name: TITEL })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await visitor.goto(publicAddress);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITEL);
    await expectFoundEverywhere(request, publicAddress, TITEL, true);

    // The editor corrects the title, the approver publishes the correction.
    await julia.goto(editAddress);
    await julia.getByLabel('Titel').fill(KORRIGIERT);
    // A published item is saved first (a new draft; the public one stays), then given for approval.
    await press(julia, 'Speichern');
    await expect(julia.getByRole('status')).toHaveText('Gespeichert. Die neue Fassung ist ein Entwurf.');
    await press(julia, 'Zur Freigabe geben');
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await thomas.goto(editAddress);
    await press(thomas, 'Freigeben und veröffentlichen');
    await expect(thomas.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');
    await expect(async () => {
      await visitor.goto(publicAddress);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(KORRIGIERT, { timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await expectFoundEverywhere(request, publicAddress, KORRIGIERT, true);

    // History: the revisions with their authors and statuses; the difference of the two published ones.
    await julia.goto(editAddress);
    await julia.getByRole('link', { name: 'Verlauf und Vergleich' }).click();
    await expect(julia.getByRole('heading', { level: 1 })).toHaveText('Verlauf');
    const fassungen = julia.locator('table').first();
    // Created, saved with the refused picture, saved with its text (published), corrected (published): a header and four rows.
    await expect(fassungen.getByRole('row')).toHaveCount(5);
    await expect(fassungen).toContainText(REDAKTEURIN.name);
    await expect(julia.locator('table').nth(1)).toContainText(FREIGABE.name);
    await expectNoViolations(julia);
    await julia.getByLabel('Ältere Fassung').selectOption({ label: 'Nr. 3' });
    await julia.getByLabel('Neuere Fassung').selectOption({ label: 'Nr. 4' });
    await press(julia, 'Vergleichen');
    const titel = julia.getByRole('region', { name: 'Titel (geändert)' });
    await expect(titel.locator('ins')).toContainText('ist fertig');
    await expect(titel).toContainText(TITEL);
    await expectNoViolations(julia);

    // The first revision comes back as a new draft.
    await julia.goBack();
    await julia.getByLabel('Fassung, die als neuer Entwurf wiederhergestellt wird').selectOption({ label: 'Nr. 1' });
    await press(julia, 'Als Entwurf wiederherstellen');
    await expect(julia.getByRole('status')).toHaveText('Die alte Fassung ist als neuer Entwurf wiederhergestellt.');
    await expect(julia.getByLabel('Titel')).toHaveValue(TITEL);
    await expect(julia.getByLabel('Einleitung')).toHaveValue('');

    // Two saves on the same revision: the second gets the conflict, what changed, and its input back.
    const zweite = await julia.context().newPage();
    await zweite.goto(editAddress);
    await julia.getByLabel('Einleitung').fill('Erste Fassung der Einleitung.');
    await press(julia, 'Speichern');
    await expect(julia.getByRole('status')).toHaveText('Gespeichert. Die neue Fassung ist ein Entwurf.');
    await zweite.getByLabel('Einleitung').fill('Meine eigene Einleitung, die nicht verloren gehen darf.');
    await press(zweite, 'Speichern');
    await expect(zweite.getByRole('alert')).toContainText('Dieser Inhalt wurde inzwischen von einer anderen Person geändert.');
    await expect(zweite.getByRole('region', { name: 'Inzwischen geändert' })).toContainText('Erste Fassung der Einleitung.');
    await expect(zweite.getByLabel('Einleitung')).toHaveValue('Meine eigene Einleitung, die nicht verloren gehen darf.');
    await expectNoViolations(zweite);
    // Saved again, the editor's input wins over the revision she has now seen.
    await press(zweite, 'Speichern');
    await expect(zweite.getByRole('status')).toHaveText('Gespeichert. Die neue Fassung ist ein Entwurf.');
    await expect(zweite.getByLabel('Einleitung')).toHaveValue('Meine eigene Einleitung, die nicht verloren gehen darf.');

    // The list: filter by status and search by title.
    await julia.goto('/redaktion/inhalte');
    await julia.getByLabel('Titel enthält').fill('Festhalle');
    await julia.getByLabel('Status').selectOption('Entwurf');
    await press(julia, 'Filtern');
    await expect(julia.getByRole('link', { name: TITEL })).toBeVisible();
    await expectNoViolations(julia);
    await julia.getByLabel('Status').selectOption('Zurückgezogen');
    await press(julia, 'Filtern');
    await expect(julia.getByText('Keine Inhalte gefunden.')).toBeVisible();

    // The approver withdraws it: the published address is gone within 5 s.
    await thomas.goto(editAddress);
    await thomas.getByLabel(/^Grund/).fill('Die Meldung ist überholt.');
    await press(thomas, 'Zurückziehen');
    await expect(thomas.getByRole('status')).toHaveText('Der Inhalt ist zurückgezogen und nicht mehr öffentlich.');
    await expect(async () => {
      const answer = await visitor.goto(publicAddress);
      expect(answer?.status()).toBe(410);
    }).toPass({ timeout: 5_000 });
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Dieser Inhalt ist nicht mehr verfügbar');
    await expect(visitor.getByText('Die Redaktion hat diesen Inhalt zurückgezogen')).toBeVisible();
    await expectFoundEverywhere(request, publicAddress, KORRIGIERT, false);
  });

  test('without JavaScript: log in, write, give for approval; the approver publishes', async ({ browser }) => {
    const noScript = async (person: { email: string; passwort: string; name: string }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/redaktion/anmelden');
      await page.getByLabel('E-Mail-Adresse').fill(person.email);
      await page.getByLabel('Passwort').fill(person.passwort);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page).toHaveURL(/\/redaktion$/);
      await expect(page.getByText(`Guten Tag, ${person.name}.`)).toBeVisible();
      return page;
    };
    const julia = await noScript(REDAKTEURIN);
    await julia.goto('/redaktion/neu');
    await julia.getByLabel('Art und Ablage').selectOption('artikel:stadt:stadt');
    await julia.getByLabel('Titel').fill('Stadtbücherei öffnet samstags');
    await julia.getByRole('button', { name: 'Anlegen' }).click();
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist angelegt (Entwurf).');
    const editAddress = new URL(julia.url()).pathname;
    await julia.getByLabel('Einleitung').fill('Ab Dezember auch am Samstagvormittag.');
    await julia.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(julia.getByRole('status')).toHaveText('Gespeichert. Die neue Fassung ist ein Entwurf.');
    await julia.getByRole('button', { name: 'Zur Freigabe geben' }).click();
    await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');
    await expect(julia.getByRole('button', { name: 'Freigeben und veröffentlichen' })).toHaveCount(0);

    const thomas = await noScript(FREIGABE);
    await thomas.goto(editAddress);
    await thomas.getByRole('button', { name: 'Freigeben und veröffentlichen' }).click();
    await expect(thomas.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und veröffentlicht.');
    await expect(thomas.locator('.rd-status')).toHaveText('Veröffentlicht');
  });
});
