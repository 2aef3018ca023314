/** The two school-fruit sign-ups as a parent meets them, for the e2e scenarios. */
import { expect, type Locator, type Page } from '@playwright/test';

export const SCHOOLS = [
  { name: 'Grundschule Musterstadt', path: '/grundschule-musterstadt/schulfrucht', form: 'schulfrucht-musterstadt', daysTable: 359, personsTable: 360, max: 3 },
  { name: 'Außenstelle Aach', path: '/grundschule-musterstadt/schulfrucht-aach', form: 'schulfrucht-aach', daysTable: 361, personsTable: 362, max: 2 },
] as const;

export const MESSAGES = {
  tag: 'Bitte wählen Sie einen Tag aus der Liste',
  name: 'Bitte geben Sie Ihren Namen an',
  email:
    'Bitte geben Sie an, unter welcher Mailadresse wir mit Ihnen Kontakt aufnehmen können. Die Mailadresse muss gültig sein. Format: vorname.nachname@beispiel.de',
  telefon: 'Bitte geben Sie an, unter welcher Telefonnummer wir Sie erreichen können.',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung Ihrer Angaben für die Schulfrucht-Aktion einverstanden sind.',
} as const;

export const TEXTS = {
  success: 'Vielen Dank für Ihre Mithilfe!',
  error: 'Leider ist ein Fehler bei der Anmeldung aufgetreten',
  noDays: 'Zur Zeit stehen keine Tage zur Anmeldung zur Verfügung.',
} as const;

export function form(page: Page) {
  return {
    day: page.getByLabel('An welchem Tag helfen Sie?'),
    name: page.getByLabel('Vor- und Nachname'),
    email: page.getByLabel('E-Mail-Adresse'),
    telefon: page.getByLabel('Telefonnummer'),
    consent: page.getByRole('checkbox', { name: /Ich bin einverstanden/ }),
    honeypot: page.locator('input[name="firma"]'),
    submit: page.getByRole('button', { name: 'Verbindlich eintragen' }),
    summary: page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' }),
  };
}

/** The days on offer as the select shows them: value and the free places. */
export async function offeredDays(page: Page): Promise<{ id: string; text: string; frei: number }[]> {
  const options = await form(page)
    .day.locator('option')
    .evaluateAll((nodes) => nodes.map((node) => ({ id: (node as HTMLOptionElement).value, text: node.textContent ?? '' })));
  return options.filter((option) => option.id).map((option) => ({ ...option, frei: Number(/noch (\d+)/.exec(option.text)?.[1]) }));
}

/** Moves the focus with the Tab key alone until it reaches the element. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element cannot be reached with the Tab key');
}

export async function expectFieldMessage(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`Fehler: ${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}
