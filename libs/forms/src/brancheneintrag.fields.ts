import { BRANCHEN } from '@musterstadt/cms-contract/kategorien';
import { type FileLimits, IMAGE_TYPES, MAX_FILE_BYTES } from '@musterstadt/ui/forms';

/** Business entry: a business asks to be listed in the town's business directory (published after approval). */
export { BRANCHEN };

/** The days of the opening times, each a field of its own ('zeitenMo' …) and a day type of the directory. */
export const WOCHENTAGE = [
  { tag: 'mo', field: 'zeitenMo', label: 'Montag' },
  { tag: 'di', field: 'zeitenDi', label: 'Dienstag' },
  { tag: 'mi', field: 'zeitenMi', label: 'Mittwoch' },
  { tag: 'do', field: 'zeitenDo', label: 'Donnerstag' },
  { tag: 'fr', field: 'zeitenFr', label: 'Freitag' },
  { tag: 'sa', field: 'zeitenSa', label: 'Samstag' },
  { tag: 'so', field: 'zeitenSo', label: 'Sonntag' },
] as const;

export type Wochentag = (typeof WOCHENTAGE)[number]['tag'];

export const BRANCHENEINTRAG_LABELS = {
  betrieb: 'Name des Betriebs',
  branche: 'Branche',
  strasse: 'Straße und Hausnummer',
  plz: 'Postleitzahl',
  ort: 'Ort',
  zeiten: 'Öffnungszeiten (freiwillig)',
  zeitenMo: 'Montag',
  zeitenDi: 'Dienstag',
  zeitenMi: 'Mittwoch',
  zeitenDo: 'Donnerstag',
  zeitenFr: 'Freitag',
  zeitenSa: 'Samstag',
  zeitenSo: 'Sonntag',
  zeitenHinweis: 'Hinweis zu den Öffnungszeiten (freiwillig)',
  telefon: 'Telefonnummer des Betriebs',
  betriebEmail: 'E-Mail-Adresse des Betriebs (freiwillig)',
  webseite: 'Website des Betriebs (freiwillig)',
  beschreibung: 'Kurzbeschreibung des Betriebs',
  logo: 'Logo (freiwillig)',
  name: 'Ihr Vor- und Nachname',
  email: 'Ihre E-Mail-Adresse',
} as const;

const zeitenMessage = (day: string) =>
  `Bitte geben Sie die Zeiten am ${day} als Uhrzeiten von–bis an, z. B. 08:00–12:30, 14:00–18:00, oder lassen Sie das Feld leer.`;

export const BRANCHENEINTRAG_MESSAGES = {
  betrieb: 'Bitte geben Sie den Namen des Betriebs an (2 bis 120 Zeichen).',
  branche: 'Bitte wählen Sie eine Branche aus der Liste.',
  strasse: 'Bitte geben Sie Straße und Hausnummer an (3 bis 120 Zeichen).',
  plz: 'Bitte geben Sie die fünfstellige Postleitzahl an, z. B. 79999.',
  ort: 'Bitte geben Sie den Ort an (2 bis 80 Zeichen).',
  zeitenMo: zeitenMessage('Montag'),
  zeitenDi: zeitenMessage('Dienstag'),
  zeitenMi: zeitenMessage('Mittwoch'),
  zeitenDo: zeitenMessage('Donnerstag'),
  zeitenFr: zeitenMessage('Freitag'),
  zeitenSa: zeitenMessage('Samstag'),
  zeitenSo: zeitenMessage('Sonntag'),
  zeitenHinweis: 'Bitte fassen Sie den Hinweis zu den Öffnungszeiten in höchstens 200 Zeichen.',
  telefon: 'Bitte geben Sie die Telefonnummer des Betriebs an (nur Ziffern, Leerzeichen und + / ( ) - .).',
  betriebEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse des Betriebs an oder lassen Sie das Feld leer. Format: info@beispiel.de',
  webseite: 'Bitte geben Sie die Website mit https:// an, z. B. https://www.betrieb-musterstadt.de, oder lassen Sie das Feld leer.',
  beschreibung: 'Bitte beschreiben Sie Ihren Betrieb in 20 bis 600 Zeichen.',
  name: 'Bitte geben Sie Ihren Namen an (2 bis 100 Zeichen).',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung und Veröffentlichung Ihrer Angaben einverstanden sind.',
} as const;

/** One logo, a picture (the shell re-encodes it without metadata). */
export const BETRIEB_LOGO: FileLimits = { types: IMAGE_TYPES, maxBytes: MAX_FILE_BYTES, maxFiles: 1 };

export const BRANCHENEINTRAG_HONEYPOT = 'homepage';

/** The visible fields in the order of the form. */
export const BRANCHENEINTRAG_FIELDS = [
  'betrieb',
  'branche',
  'strasse',
  'plz',
  'ort',
  ...WOCHENTAGE.map((day) => day.field),
  'zeitenHinweis',
  'telefon',
  'betriebEmail',
  'webseite',
  'beschreibung',
  'logo',
  'name',
  'email',
  'datenschutz',
  'captcha',
] as const;

/** A time range of one day, 'HH:MM' each. */
export interface Zeitspanne {
  beginn: string;
  ende: string;
}

const CLOSED = /^(geschlossen|ruhetag|zu|-|–)$/i;
const TIME = '(\\d{1,2})(?:[:.](\\d{2}))?';
const RANGE = new RegExp(`^${TIME}\\s*(?:uhr)?\\s*(?:-|–|—|bis)\\s*${TIME}\\s*(?:uhr)?$`, 'i');

function clock(hour: string | undefined, minute: string | undefined): string | null {
  const h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  if (!Number.isInteger(h) || h > 23 || m > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * The opening times of one day as people type them ('8–12, 14:00 bis 18.30 Uhr'): up to three
 * ranges, each ending after it begins and after the one before. An empty field or 'geschlossen' is
 * a closed day (no ranges); null when the text is no such list.
 */
export function parseZeiten(text: string): Zeitspanne[] | null {
  const value = text.trim();
  if (value === '' || CLOSED.test(value)) return [];
  const parts = value
    .split(/\s*(?:,|;|\/|\bund\b)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 3) return null;
  const ranges: Zeitspanne[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    if (!match) return null;
    const beginn = clock(match[1], match[2]);
    const ende = clock(match[3], match[4]);
    if (!beginn || !ende || ende <= beginn) return null;
    const before = ranges[ranges.length - 1];
    if (before && beginn < before.ende) return null;
    ranges.push({ beginn, ende });
  }
  return ranges;
}

/**
 * Every day's ranges as the directory's regular times, in the order of the week; the same times on
 * all five weekdays become one 'mo-fr' line.
 */
export function regelzeiten(values: Record<string, unknown>): { tagtyp: Wochentag | 'mo-fr'; beginn: string; ende: string }[] {
  const days = WOCHENTAGE.map((day) => {
    const text = values[day.field];
    return { tag: day.tag, ranges: typeof text === 'string' ? (parseZeiten(text) ?? []) : [] };
  });
  const monday = days[0]?.ranges ?? [];
  const sameWeekdays = monday.length > 0 && days.slice(0, 5).every((day) => JSON.stringify(day.ranges) === JSON.stringify(monday));
  const lines = sameWeekdays ? [{ tag: 'mo-fr' as const, ranges: monday }, ...days.slice(5)] : days;
  return lines.flatMap((day) => day.ranges.map((range) => ({ tagtyp: day.tag, ...range })));
}
