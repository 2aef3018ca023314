import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer } from '../support/form-files';
import { approvalPath, chooseByKeyboard, combobox, expectNoAxeViolations, mailsTo as mailsIn, richTextEditor, tabTo, tomorrow, unique } from '../support/forms';
import { openMailbox, type Mailbox } from '../support/mailbox';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const mailsTo = (address: string, part: string) => mailsIn(mailbox, address, part);

/** Opens the approval link, publishes with the button and follows the link to the published entry. */
async function approve(page: Page, link: string, heading: string, published: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
  await expect(page.getByText(published)).toBeVisible();
  await page.getByRole('link', { name: 'Zum veröffentlichten Eintrag' }).click();
}

test.describe('an organiser reports an event, the cultural office approves it', () => {
  test('by keyboard alone: the event waits for approval, the link asks before it publishes, then the calendar lists it', async ({ page, request }) => {
    // Typed key by key through many fields, on a busy machine.
    test.setTimeout(240_000);
    await page.goto('/veranstaltung-melden');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veranstaltung melden');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

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
    await page.keyboard.type('Stadthalle Musterstadt, Festplatz 1');
    // No category chosen: Tab passes the combobox, then the editor's toolbar (one stop).
    await page.keyboard.press('Tab');
    await expect(combobox(page, 'Kategorien')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('toolbar', { name: 'Textformat' }).getByRole('button', { name: 'Fett' })).toBeFocused();
    await page.keyboard.press('Tab');
    const beschreibung = richTextEditor(page, 'Beschreibung');
    await expect(beschreibung).toBeFocused();
    // Formatted with the editor's keys: bold, a link, a bulleted list; markup typed stays text.
    await page.keyboard.type('Die Stadtkapelle spielt für Kinder und Eltern. Eintritt ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('frei');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('. <script>alert(1)</script> Programm: ');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByLabel('Adresse des Links (https://…)')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('https://stadtkapelle.example.org/programm');
    await page.keyboard.press('Enter');
    await expect(beschreibung).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+Shift+8');
    await page.keyboard.type('Kinderchor');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Blasorchester');
    await expect(page.getByRole('button', { name: 'Aufzählung' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(field('Veranstalter')).toBeFocused();
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
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await chooseByKeyboard(page, combobox(page, 'Kategorien'), ['Familie']);
    // The answer to the security question is still there: the browser refused before asking the server.
    await tabTo(page, page.getByLabel(/^Sicherheitsfrage/));
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank! Ihre Veranstaltung ist bei uns eingegangen.' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText('Bis dahin ist sie nicht öffentlich sichtbar.');
    await expectNoAxeViolations(page);

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
    await expectNoAxeViolations(page);
    const publish = page.getByRole('button', { name: 'Jetzt veröffentlichen' });
    await publish.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(`„${titel} am`);
    await expect(page.getByRole('status')).toContainText('ist freigegeben und im Veranstaltungskalender veröffentlicht.');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Zum veröffentlichten Eintrag' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titel);
    const main = page.locator('main');
    await expect(main).toContainText('Eintritt frei');
    await expect(main.locator('strong', { hasText: 'frei' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'https://stadtkapelle.example.org/programm' })).toHaveAttribute(
      'href',
      'https://stadtkapelle.example.org/programm',
    );
    await expect(main.getByRole('listitem').filter({ hasText: 'Blasorchester' })).toBeVisible();
    // What was typed as markup is shown as text, never run.
    await expect(main).toContainText('<script>alert(1)</script>');
    expect(await main.innerHTML()).not.toContain('<script>alert');

    await page.goto(calendar);
    await expect(page.getByRole('link', { name: titel })).toBeVisible();
  });

  test('the editor and the combobox load their code only on pages with such a field', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const chunk = (name: string) => scripts.filter((path) => new RegExp(`/${name}\\.[0-9a-f]+\\.js$`).test(path));
    // A form with neither field kind, and a page with no form.
    for (const path of ['/schaden-melden', '/aktuelles']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(chunk('rich-text-editor')).toEqual([]);
    expect(chunk('multiselect')).toEqual([]);
    await page.goto('/veranstaltung-melden');
    await expect(page.getByRole('toolbar', { name: 'Textformat' })).toBeVisible();
    await expect(combobox(page, 'Kategorien')).toBeVisible();
    expect(chunk('rich-text-editor')).toHaveLength(1);
    expect(chunk('multiselect')).toHaveLength(1);
  });

  test('an invalid link gets a German page and no button', async ({ page }) => {
    await page.goto('/formulare/freigabe?token=kaputt.kaputt.kaputt');
    await expect(page.getByRole('alert')).toContainText('Der Freigabe-Link ist ungültig.');
    await expect(page.getByRole('button', { name: 'Jetzt veröffentlichen' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('by keyboard alone: a club is refused once, then sent; the approval link publishes it in the club directory', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/verein-eintragen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verein eintragen');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

    const verein = `Lauftreff Sulzbachtal ${unique()}`;
    const email = `kern-${unique()}@example.org`;
    await page.getByLabel('Name des Vereins').focus();
    await page.keyboard.type(verein);
    await tabTo(page, page.getByLabel('Vereinsheim oder Treffpunkt'));
    await page.keyboard.type('Parkplatz Freibad am Sulzbach');
    await tabTo(page, page.getByLabel('Was bietet Ihr Verein?'));
    await page.keyboard.type('Laufen in drei Tempogruppen, mittwochs um 18.30 Uhr und sonntags um 9 Uhr.');
    await tabTo(page, combobox(page, 'Kategorien'));
    await chooseByKeyboard(page, combobox(page, 'Kategorien'), ['Sport', 'Natur und Heimat']);
    await tabTo(page, page.getByLabel('Ansprechperson (Vor- und Nachname)'));
    await page.keyboard.type('Sabine Kern');
    await tabTo(page, page.getByLabel('E-Mail-Adresse der Ansprechperson'));
    // A typo in the address: the browser's check names it before anything is sent.
    await page.keyboard.type(email.replace('@', ''));
    await tabTo(page, page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel(/^Sicherheitsfrage/));
    await page.keyboard.type(await captchaAnswer(page, 'verein-eintragen'));
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('E-Mail-Adresse der Ansprechperson')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel(/^Sicherheitsfrage/));
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: 'Die Angaben zu Ihrem Verein sind bei uns eingegangen.' });
    await expect(thanks).toBeFocused();
    await expectNoAxeViolations(page);

    await expect.poll(() => mailsTo('kulturamt@musterstadt.de', verein).length).toBe(1);
    await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);
    const link = approvalPath(mailsTo('kulturamt@musterstadt.de', verein)[0]!.raw);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'Verein prüfen und freigeben' })).toBeVisible();
    await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('ist freigegeben und im Vereinsverzeichnis veröffentlicht.');
    await page.getByRole('link', { name: 'Zum veröffentlichten Eintrag' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/freizeit-tourismus\/vereine$/);
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: verein }) });
    await expect(entry).toContainText('Sabine Kern');
    await expect(entry).toContainText('Sport, Natur und Heimat');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test('an event with its description typed as markup is sent; the approval link publishes it in the calendar', async ({ page }) => {
      const titel = `Orgelnacht ${unique()}`;
      const email = `kantorei-${unique()}@example.org`;
      await page.goto('/veranstaltung-melden');
      await expect(page.getByRole('toolbar')).toHaveCount(0);
      await page.getByLabel('Titel der Veranstaltung').fill(titel);
      await page.getByLabel('Datum', { exact: true }).fill(tomorrow());
      await page.getByLabel('Beginn (Uhrzeit)').fill('22:15');
      await page.getByLabel('Ende (Uhrzeit)').fill('23:45');
      await page.getByLabel('Veranstaltungsort').fill('Stadtkirche St. Martin, Kirchplatz 1');
      await page.getByRole('checkbox', { name: 'Kultur' }).check();
      await page.getByRole('checkbox', { name: 'Familie' }).check();
      const beschreibung = page.getByRole('textbox', { name: 'Beschreibung' });
      await expect(beschreibung).toHaveAccessibleDescription(/Trennen Sie Absätze durch eine leere Zeile/);
      await beschreibung.fill(
        'Die Kantorei spielt bei Kerzenlicht. Eintritt <strong>frei</strong>, <a href="javascript:alert(1)">Spenden</a> erbeten.\n\n<ul><li>Bach</li><li>Reger</li></ul><script>alert(1)</script>',
      );
      await page.getByLabel('Veranstalter').fill('Evangelische Kantorei Musterstadt');
      await page.getByLabel('Ihr Vor- und Nachname').fill('Martin Vogel');
      await page.getByLabel('Ihre E-Mail-Adresse').fill(email);
      await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
      await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'veranstaltung-melden'));
      await page.getByRole('button', { name: 'Veranstaltung melden' }).click();
      await expect(page.getByText('Vielen Dank! Ihre Veranstaltung ist bei uns eingegangen.')).toBeInViewport();

      await expect.poll(() => mailsTo('kulturamt@musterstadt.de', titel).length).toBe(1);
      const office = mailsTo('kulturamt@musterstadt.de', titel)[0]!;
      expect(office.raw).toContain('Kategorien: Kultur, Familie');
      await expect.poll(() => mailsTo(email, 'Eingangsbest').length).toBe(1);

      await approve(page, approvalPath(office.raw), 'Veranstaltung prüfen und freigeben', 'ist freigegeben und im Veranstaltungskalender veröffentlicht.');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titel);
      const main = page.locator('main');
      await expect(main.locator('strong', { hasText: 'frei' })).toBeVisible();
      await expect(main.getByRole('listitem').filter({ hasText: 'Reger' })).toBeVisible();
      expect(await main.innerHTML()).not.toMatch(/javascript:|<script>alert/);
      await page.goto('/veranstaltungen?rubrik_id=10');
      await expect(page.getByRole('link', { name: titel })).toBeVisible();
    });

    test('a club is refused once, then sent; the approval link publishes it in the club directory', async ({ page, request }) => {
      const verein = `Schachclub Springer ${unique()}`;
      const email = `schach-${unique()}@example.org`;
      await page.goto('/verein-eintragen');
      await page.getByLabel('Name des Vereins').fill(verein);
      await page.getByLabel('Vereinsheim oder Treffpunkt').fill('Bürgerhaus, Kirchgasse 3');
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

      await approve(page, link, 'Verein prüfen und freigeben', 'ist freigegeben und im Vereinsverzeichnis veröffentlicht.');
      await expect(page).toHaveURL(/\/freizeit-tourismus\/vereine$/);
      const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: verein }) });
      await expect(entry).toContainText('Jonas Weber');
      await expect(entry).toContainText('Kultur und Bildung, Kinder und Jugend');
      await expect(entry.getByRole('link', { name: 'schach-musterstadt.example' })).toHaveAttribute('href', 'https://schach-musterstadt.example');
    });
  });
});
