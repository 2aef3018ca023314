import { ANZEIGE_RUBRIKEN } from '@musterstadt/cms-contract/kategorien';
import { type FileLimits, IMAGE_TYPES, MAX_FILE_BYTES } from '@musterstadt/ui/forms';

/** Notice-board ad: citizens, clubs and groups post an ad on the town's notice board (published after approval, until it expires). */
export { ANZEIGE_RUBRIKEN };

/** How long an ad may hang at most, in days from today. */
export const ANZEIGE_MAX_TAGE = 90;

export const ANZEIGE_LABELS = {
  rubrik: 'Rubrik',
  titel: 'Überschrift der Anzeige',
  text: 'Text der Anzeige',
  bild: 'Bild (freiwillig)',
  bis: 'Aushang bis',
  anbieter: 'Name oder Verein',
  telefon: 'Telefonnummer für Interessierte (freiwillig)',
  email: 'Ihre E-Mail-Adresse',
  emailZeigen: 'E-Mail-Adresse in der Anzeige zeigen',
} as const;

export const ANZEIGE_MESSAGES = {
  rubrik: 'Bitte wählen Sie eine Rubrik aus der Liste.',
  titel: 'Bitte geben Sie eine Überschrift mit 5 bis 100 Zeichen an.',
  text: 'Bitte schreiben Sie den Text der Anzeige in 20 bis 2000 Zeichen.',
  bis: `Bitte geben Sie an, bis wann die Anzeige hängen soll (TT.MM.JJJJ): frühestens morgen, höchstens ${ANZEIGE_MAX_TAGE} Tage ab heute.`,
  anbieter: 'Bitte geben Sie den Namen an, unter dem die Anzeige erscheint (2 bis 120 Zeichen).',
  telefon: 'Bitte geben Sie eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + / ( ) - .) oder lassen Sie das Feld leer.',
  erreichbar: 'Bitte geben Sie eine Telefonnummer an oder lassen Sie Ihre E-Mail-Adresse in der Anzeige zeigen, damit Interessierte Sie erreichen können.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung und Veröffentlichung Ihrer Angaben einverstanden sind.',
} as const;

/** One picture (the shell re-encodes it without metadata). */
export const ANZEIGE_BILD: FileLimits = { types: IMAGE_TYPES, maxBytes: MAX_FILE_BYTES, maxFiles: 1 };

export const ANZEIGE_HONEYPOT = 'firma';

/** The visible fields in the order of the form. */
export const ANZEIGE_FIELDS = ['rubrik', 'titel', 'text', 'bild', 'bis', 'anbieter', 'telefon', 'email', 'emailZeigen', 'datenschutz', 'captcha'] as const;

const DAY = 86_400_000;

/** The last day an ad may hang when posted on `today` ('YYYY-MM-DD'). */
export function latestExpiry(today: string): string {
  return new Date(Date.parse(`${today}T12:00:00Z`) + ANZEIGE_MAX_TAGE * DAY).toISOString().slice(0, 10);
}
