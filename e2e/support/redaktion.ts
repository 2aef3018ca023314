/** The editorial area's demo accounts (README, "Redaktion") and the steps its journeys share. */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';

export interface Redaktionskonto {
  email: string;
  passwort: string;
  name: string;
}

export const REDAKTEURIN: Redaktionskonto = { email: 'julia.hartmann@musterstadt.de', passwort: 'Redaktion!Stadt2026', name: 'Julia Hartmann' };
export const FREIGABE: Redaktionskonto = { email: 'thomas.berger@musterstadt.de', passwort: 'Freigabe!Stadt2026', name: 'Thomas Berger' };
export const FEUERWEHR: Redaktionskonto = { email: 'kai.moser@musterstadt.de', passwort: 'Feuerwehr!Presse2026', name: 'Kai Moser' };
export const ADMINISTRATION: Redaktionskonto = { email: 'verena.koch@musterstadt.de', passwort: 'Verwaltung!Admin2026', name: 'Verena Koch' };
export const SITZUNGSDIENST: Redaktionskonto = { email: 'petra.lang@musterstadt.de', passwort: 'Sitzungsdienst!Rat2026', name: 'Petra Lang' };

/** Presses Tab until the element has the focus: the way a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never got the keyboard focus');
}

/** Tabs to a link or button and presses Enter; waits for the page that answers. */
export async function activate(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await Promise.all([page.waitForLoadState('load'), page.waitForEvent('framenavigated'), page.keyboard.press('Enter')]);
}

/** Presses a button of the form by keyboard and waits for the page that answers it. */
export async function press(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await Promise.all([page.waitForLoadState('load'), page.waitForEvent('framenavigated'), page.keyboard.press('Enter')]);
}

/**
 * Logs in at /redaktion/anmelden in a browser context of its own (by keyboard alone, or with the
 * form's fields and button; with or without JavaScript) and waits for the greeting of the start page.
 */
export async function redaktionLogin(
  browser: Browser,
  person: Redaktionskonto,
  { keyboard = false, javaScriptEnabled = true }: { keyboard?: boolean; javaScriptEnabled?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto('/redaktion/anmelden');
  if (keyboard) {
    await tabTo(page, page.getByLabel('E-Mail-Adresse'));
    await page.keyboard.type(person.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.passwort);
    await Promise.all([page.waitForURL(/\/redaktion$/), page.keyboard.press('Enter')]);
  } else {
    await page.getByLabel('E-Mail-Adresse').fill(person.email);
    await page.getByLabel('Passwort').fill(person.passwort);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/redaktion$/);
  }
  await expect(page.getByText(`Guten Tag, ${person.name}.`)).toBeVisible();
  return page;
}

/** axe finds no WCAG 2.1 AA violation on the page, on a phone (375 px) and on a desktop (1280 px). */
export async function expectNoViolations(page: Page): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${page.url()} at ${width} px`).toEqual([]);
  }
}

/**
 * axe on the page a context without JavaScript shows (axe itself needs script): the same address in a
 * context of its own with the same cookies, at 375 and 1280 px.
 */
export async function expectNoViolationsWithoutScript(browser: Browser, page: Page): Promise<void> {
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const copy = await context.newPage();
  await copy.goto(page.url());
  await expectNoViolations(copy);
  await context.close();
}
