import { expect, test, type APIRequestContext } from '@playwright/test';
import { activate, expectNoViolations, FREIGABE, press, REDAKTEURIN, redaktionLogin } from '../support/redaktion';

const BEZIRK = { slug: 'aach', name: 'Bezirk 4 – Aach' };
const JAHR = new Date().getFullYear() + 1;
const deutsch = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The first Sunday of next year: no district is collected on a Sunday, so the date is new. */
const NEU = (() => {
  const tag = new Date(Date.UTC(JAHR, 0, 1));
  while (tag.getUTCDay() !== 0) tag.setUTCDate(tag.getUTCDate() + 1);
  return tag.toISOString().slice(0, 10);
})();

/** The district's dates of next year as its calendar feed has them: [date, kind key]. */
async function termineDesFeeds(request: APIRequestContext): Promise<[string, string][]> {
  const feed = await (await request.get(`/api/cms/ical/abfall/${BEZIRK.slug}.ics`)).text();
  const uid = new RegExp(`^UID:abfall-${BEZIRK.slug}-([a-z-]+)-(${JAHR}-\\d{2}-\\d{2})@`, 'gm');
  return [...feed.matchAll(uid)].map((m) => [m[2] ?? '', m[1] ?? '']);
}

test.describe("the town imports next year's waste calendar from the collection company's CSV", () => {
  test('the editor uploads the file and sees what changes, a bad line is refused in German, the approver approves, and /abfall and the feed show the new date', async ({
    browser,
    request,
  }) => {
    const bisher = await termineDesFeeds(request);
    expect(bisher.length).toBeGreaterThan(0);
    expect(bisher.some(([datum]) => datum === NEU)).toBe(false);
    // The company's file as German Excel writes it: BOM, ';', TT.MM.JJJJ; next year's dates of one district plus one new date.
    const zeilen = [...bisher.map(([datum, art]) => `${deutsch(datum)};${BEZIRK.name};${art}`), `${deutsch(NEU)};${BEZIRK.name};Restmüll`];
    const csv = `\uFEFFDatum;Bezirk;Abfallart\r\n${zeilen.join('\r\n')}\r\n`;

    const julia = await redaktionLogin(browser, REDAKTEURIN, { keyboard: true });
    await activate(julia, julia.getByRole('link', { name: 'Abfallkalender' }));
    await expect(julia.getByRole('heading', { level: 1 })).toHaveText('Abfallkalender importieren');
    await expectNoViolations(julia);

    // A bad line: refused at the field, naming the line; the year stays in the form.
    const formular = julia.getByRole('form', { name: 'Termine importieren' });
    await formular.getByLabel('Jahr der Termine').fill(String(JAHR));
    await formular
      .getByLabel('CSV-Datei des Entsorgers')
      .setInputFiles({ name: 'abfuhr.csv', mimeType: 'text/csv', buffer: Buffer.from(`Datum;Bezirk;Abfallart\r\n31.02.${JAHR};${BEZIRK.name};Restmüll\r\n`) });
    await press(julia, 'Hochladen und prüfen');
    await expect(julia.getByRole('alert')).toContainText(`Zeile 2: „31.02.${JAHR}“ ist kein gültiges Datum (TT.MM.JJJJ).`);
    await expect(julia.getByLabel('CSV-Datei des Entsorgers')).toHaveAttribute('aria-invalid', 'true');
    await expect(julia.getByLabel('Jahr der Termine')).toHaveValue(String(JAHR));
    await expectNoViolations(julia);

    // The right file: a pending import with what changes in the district.
    await julia.getByLabel('CSV-Datei des Entsorgers').setInputFiles({ name: `abfuhr-${JAHR}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await press(julia, 'Hochladen und prüfen');
    await expect(julia.getByRole('status')).toContainText('Die Datei ist eingelesen.');
    const tabelle = julia.getByRole('table', { name: `${BEZIRK.name}: 1 Termin neu, 0 Termine entfallen, ${bisher.length} unverändert` });
    await expect(tabelle).toBeVisible();
    await expect(tabelle.getByRole('row', { name: `${deutsch(NEU)} Restmüll neu` })).toBeVisible();
    await expect(julia.getByText('Nach dem Vier-Augen-Prinzip muss eine zweite Person')).toBeVisible();
    await expect(julia.getByRole('button', { name: 'Freigeben' })).toHaveCount(0);
    await expectNoViolations(julia);

    // The approver approves, by keyboard, without JavaScript.
    const thomas = await redaktionLogin(browser, FREIGABE, { javaScriptEnabled: false });
    await thomas.goto('/redaktion/abfallkalender');
    await expect(thomas.getByRole('table', { name: new RegExp(`^${BEZIRK.name}: 1 Termin neu`) })).toBeVisible();
    await press(thomas, 'Freigeben');
    await expect(thomas.getByRole('status')).toContainText('Der Import ist freigegeben.');
    await expect(thomas.getByText('Kein Import wartet auf Freigabe.')).toBeVisible();

    // Within 5 s the public calendar and the district's feed have the new date.
    await expect(async () => {
      expect((await termineDesFeeds(request)).map(([datum]) => datum)).toContain(NEU);
    }).toPass({ timeout: 5_000 });
    const buerger = await browser.newPage();
    await expect(async () => {
      await buerger.goto(`/abfall?bezirk=${BEZIRK.slug}`);
      await expect(buerger.locator(`time[datetime="${NEU}"]`).first()).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
  });
});
