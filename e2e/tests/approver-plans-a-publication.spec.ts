import { expect, test } from '@playwright/test';
import { expectNoViolations, FREIGABE, REDAKTEURIN, redaktionLogin } from '../support/redaktion';

const TITEL = 'Weihnachtsmarkt öffnet am ersten Advent';

/** A `datetime-local` value some days from now, at the given hour. */
function inDays(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

test('the approver plans an article for a later day: it waits as "Geplant" and is not public before', async ({ browser }) => {
  const julia = await redaktionLogin(browser, REDAKTEURIN);
  await julia.goto('/redaktion/neu');
  await julia.getByLabel('Art und Ablage').selectOption('artikel:stadt:stadt');
  await julia.getByLabel('Titel').fill(TITEL);
  await julia.getByRole('button', { name: 'Anlegen' }).click();
  await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist angelegt (Entwurf).');
  const editAddress = new URL(julia.url()).pathname;
  await julia.getByLabel('Einleitung').fill('Der Markt auf dem Rathausplatz hat bis zum 23. Dezember geöffnet.');
  // Only who may approve sees when it goes online.
  await expect(julia.getByLabel('Veröffentlichen ab')).toHaveCount(0);
  await julia.getByRole('button', { name: 'Zur Freigabe geben' }).click();
  await expect(julia.getByRole('status')).toHaveText('Der Inhalt ist zur Freigabe gegeben.');

  const thomas = await redaktionLogin(browser, FREIGABE);
  await thomas.goto(editAddress);
  const ab = inDays(2, 8);
  // An end before the beginning is refused at its field; what was typed stays.
  await thomas.getByLabel('Veröffentlichen ab').fill(ab);
  await thomas.getByLabel('Veröffentlicht bis').fill(inDays(1, 8));
  await thomas.getByRole('button', { name: 'Freigeben und veröffentlichen' }).click();
  await expect(thomas.getByRole('alert')).toContainText('Das Ende der Veröffentlichung muss nach ihrem Beginn liegen.');
  await expect(thomas.getByLabel('Veröffentlichen ab')).toHaveValue(ab);
  await expectNoViolations(thomas);

  await thomas.getByLabel('Veröffentlicht bis').fill(inDays(30, 18));
  await thomas.getByRole('button', { name: 'Freigeben und veröffentlichen' }).click();
  await expect(thomas.getByRole('status')).toHaveText('Der Inhalt ist freigegeben und wird zur geplanten Zeit veröffentlicht.');
  await expect(thomas.locator('.rd-status')).toHaveText('Geplant');
  const [tag, uhr] = ab.split('T') as [string, string];
  const [jahr, monat, tagImMonat] = tag.split('-');
  await expect(thomas.getByRole('definition').filter({ hasText: /^ab / })).toContainText(`ab ${tagImMonat}.${monat}.${jahr}, ${uhr}`);

  const visitor = await browser.newPage();
  await visitor.goto('/aktuelles');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: TITEL })).toHaveCount(0);
});
