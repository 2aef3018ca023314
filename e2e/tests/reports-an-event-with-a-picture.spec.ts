import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from '../support/axe';
import { attachment, captchaAnswer, hasGps, photoWithGps } from '../support/form-files';
import { combobox, richTextEditor } from '../support/forms';
import { openMailbox, type Mailbox } from '../support/mailbox';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const mailsTo = (address: string, part: string) => mailbox.messages.filter((mail) => mail.to.includes(address) && mail.raw.includes(part));

/** A day from today in the town, 'YYYY-MM-DD'. */
function inDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('an event sent with a picture shows it in the calendar and on its page after approval, without the picture’s location, and names its organiser', async ({
  page,
  request,
}) => {
  const titel = `Apfelfest auf der Streuobstwiese ${unique()}`;
  const veranstalter = `Obst- und Gartenbauverein ${unique()}`;
  await page.goto('/veranstaltungen');
  await page.getByRole('link', { name: 'Veranstaltung melden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veranstaltung melden');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Erlaubt: JPG, PNG und WebP, eine Datei, höchstens 10 MB je Datei.')).toBeVisible();

  await page.getByLabel('Titel der Veranstaltung').fill(titel);
  await page.getByLabel('Datum', { exact: true }).fill(inDays(20));
  await page.getByLabel('Beginn (Uhrzeit)').fill('14:00');
  await page.getByLabel('Ende (Uhrzeit)').fill('18:00');
  await page.getByLabel('Veranstaltungsort').fill('Streuobstwiese am Sonnenhang');
  // With JavaScript the categories become a combobox and the description an editor, each once the
  // visitor reaches for it.
  await page.getByRole('group', { name: 'Kategorien' }).hover();
  await combobox(page, 'Kategorien').click();
  await page.getByRole('option', { name: 'Natur & Umwelt', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Natur & Umwelt entfernen' })).toBeVisible();
  // Pointing at the field brings the editor in place of the text area. The field's box stays while
  // its text area goes (an action waits on the element it found, so it is not aimed at the text area).
  await page
    .locator('.ms-field')
    .filter({ has: page.getByText('Beschreibung', { exact: true }) })
    .hover();
  await richTextEditor(page, 'Beschreibung').click();
  await expect(richTextEditor(page, 'Beschreibung')).toBeFocused();
  await page.keyboard.type('Frisch gepresster Most, Apfelkuchen und eine Sortenausstellung mit über 60 alten Apfelsorten.');
  await page.getByLabel('Veranstalter').fill(veranstalter);
  await page.getByLabel('Bild zur Veranstaltung (freiwillig)').setInputFiles({ name: 'apfelfest.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() });
  await page.getByLabel('Ihr Vor- und Nachname').fill('Anna Bühler');
  await page.getByLabel('Ihre E-Mail-Adresse').fill(`buehler-${unique()}@example.org`);
  await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
  await page.getByLabel(/^Sicherheitsfrage/).fill(await captchaAnswer(page, 'veranstaltung-melden'));
  await page.getByRole('button', { name: 'Veranstaltung melden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank! Ihre Veranstaltung ist bei uns eingegangen.' })).toBeVisible();

  await expect.poll(() => mailsTo('kulturamt@musterstadt.de', titel).length).toBe(1);
  const office = mailsTo('kulturamt@musterstadt.de', titel)[0]!;
  expect(hasGps(attachment(office, 'apfelfest.jpg'))).toBe(false);
  const link = /https?:\/\/[^/\s]+(\/formulare\/freigabe\?token(?:=3D|=)[\w.-]+)/.exec(office.raw)![1]!.replace('=3D', '=');

  const calendar = '/veranstaltungen?rubrik_id=9';
  expect(await (await request.get(calendar)).text()).not.toContain(titel);
  await page.goto(link);
  await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
  await expect(page.getByRole('status')).toContainText('ist freigegeben und im Veranstaltungskalender veröffentlicht.');

  await page.goto(calendar);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: titel }) });
  const cardPicture = card.locator('img');
  await expect(cardPicture).toHaveAttribute('src', /^\/api\/cms\/bilder\/apfelfest-auf-der-streuobstwiese-[a-z0-9-]+\.jpg$/);
  await cardPicture.scrollIntoViewIfNeeded();
  await expect.poll(() => cardPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole('link', { name: titel }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titel);
  const facts = page.locator('.town-event__facts');
  await expect(facts.locator('dt', { hasText: 'Veranstalter' }).locator('xpath=following-sibling::dd')).toHaveText(veranstalter);
  const picture = page.locator('main figure img');
  await expect(picture).toBeVisible();
  await expect(page.locator('main figcaption')).toHaveText(`© ${veranstalter}`);
  const served = await request.get((await picture.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  const data = await served.body();
  expect((await sharp(data).metadata()).exif).toBeUndefined();
  expect(hasGps(data)).toBe(false);
  // The organiser is the event's organiser in its structured data too.
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(structured.find((data) => data['@type'] === 'Event')).toMatchObject({ name: titel, organizer: { '@type': 'Organization', name: veranstalter } });
  expect(await axeViolations(page)).toEqual([]);
});
