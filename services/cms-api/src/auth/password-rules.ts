/**
 * The rule for every password a person sets (an invitation, a reset, the own change): at least 12
 * and at most 128 characters, and not one of the common passwords shipped with the project
 * (common-passwords.txt, compared in lower case). The answer is the German message for the field.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const PASSWORT_MIN = 12;
export const PASSWORT_MAX = 128;

export const PASSWORT_MELDUNGEN = {
  zuKurz: `Das Passwort muss mindestens ${PASSWORT_MIN} Zeichen lang sein.`,
  zuLang: `Das Passwort darf höchstens ${PASSWORT_MAX} Zeichen lang sein.`,
  bekannt:
    'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wählen Sie ein anderes, zum Beispiel einen kurzen Satz aus mehreren Wörtern.',
  ungleich: 'Die beiden Passwörter stimmen nicht überein. Bitte geben Sie dasselbe Passwort zweimal ein.',
} as const;

/** The list sits next to this module, in src/auth and (copied by the build) in dist/auth. */
const LIST_FILE = path.join(__dirname, 'common-passwords.txt');

let common: ReadonlySet<string> | undefined;

/** The common passwords, read once. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return common;
}

/** Whether the password is one of the common ones (lower-case comparison). */
export function istHaeufig(passwort: string): boolean {
  return commonPasswords().has(passwort.trim().toLowerCase());
}

/** What is wrong with a new password, as the German message at its field; undefined when it may be used. */
export function passwortFehler(passwort: string): string | undefined {
  // Length in characters as a person counts them (an umlaut or an emoji is one).
  const laenge = [...passwort].length;
  if (laenge < PASSWORT_MIN) return PASSWORT_MELDUNGEN.zuKurz;
  if (laenge > PASSWORT_MAX) return PASSWORT_MELDUNGEN.zuLang;
  if (istHaeufig(passwort)) return PASSWORT_MELDUNGEN.bekannt;
  return undefined;
}
