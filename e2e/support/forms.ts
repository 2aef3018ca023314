/** Steps the form journeys share: unique names, keys, the multiselect, the rich-text editor, mails, approval links. */
import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import type { Mail, Mailbox } from './mailbox';

/** A short text no other run uses, to find this run's mails and entries. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** A mail's text with quoted-printable escapes undone. */
export const decodedMail = (raw: string): string =>
  Buffer.from(
    raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Mails delivered to an address whose text contains a part. */
export const mailsTo = (mailbox: Mailbox, address: string, part: string): Mail[] =>
  mailbox.messages.filter((mail) => mail.to.includes(address) && decodedMail(mail.raw).includes(part));

/** Presses Tab until the element has the focus (date and time fields have segments Tab walks first). */
export async function tabTo(page: Page, target: Locator, most = 14): Promise<void> {
  for (let i = 0; i < most && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Tomorrow in the town, as a date field sends it. */
export function tomorrow(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${parts}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Chooses entries of a multiselect combobox (which has the focus) by keyboard: types a part of each
 * label, moves to it with the arrow key and chooses it with Enter, then closes the list with Escape.
 */
export async function chooseByKeyboard(page: Page, combobox: Locator, labels: string[]): Promise<void> {
  await expect(combobox).toBeFocused();
  const listbox = page.locator(`#${await combobox.getAttribute('aria-controls')}`);
  for (const label of labels) {
    await page.keyboard.type(label);
    await page.keyboard.press('ArrowDown');
    const option = listbox.getByRole('option', { name: label, exact: true });
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
  }
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  for (const label of labels) await expect(page.getByRole('button', { name: `${label} entfernen` })).toBeVisible();
}

/** The multiselect's combobox, once its script has turned the checkboxes into it. */
export function combobox(page: Page, name: string): Locator {
  return page.getByRole('combobox', { name, exact: true });
}

/**
 * Tabs to a multiselect's boxes; they become its combobox (whose script loads on that focus), which
 * takes the focus over.
 */
export async function tabToCombobox(page: Page, name: string, most = 14): Promise<Locator> {
  const inGroup = () =>
    page.evaluate((legend) => {
      const active = document.activeElement;
      return active?.getAttribute('role') === 'combobox' || active?.closest('fieldset')?.querySelector('legend')?.textContent?.trim() === legend;
    }, name);
  for (let i = 0; i < most && !(await inGroup()); i += 1) await page.keyboard.press('Tab');
  const box = combobox(page, name);
  await expect(box).toBeFocused();
  return box;
}

/** The rich-text editor, once its script has put it over the text area. */
export function richTextEditor(page: Page, name: string): Locator {
  return page.locator('[contenteditable="true"][role="textbox"]').and(page.getByRole('textbox', { name, exact: true }));
}

/** The path of the approval link in the office's mail (quoted-printable '=' undone). */
export function approvalPath(raw: string): string {
  const match = /https?:\/\/[^/\s]+(\/formulare\/freigabe\?token(?:=3D|=)[\w.-]+)/.exec(raw);
  expect(match, 'the office mail carries an approval link').not.toBeNull();
  return match![1]!.replace('=3D', '=');
}
