import { VERANSTALTUNG_KATEGORIEN } from '@musterstadt/cms-contract/kategorien';
import { type FileLimits, IMAGE_TYPES, MAX_FILE_BYTES } from '@musterstadt/ui/forms';

/** Event form: clubs and organisers report an event for the town's calendar (published after approval). */
export { VERANSTALTUNG_KATEGORIEN };

export const VERANSTALTUNG_LABELS = {
  titel: 'Titel der Veranstaltung',
  datum: 'Datum',
  beginn: 'Beginn (Uhrzeit)',
  endeDatum: 'Letzter Tag (freiwillig, bei mehrtägigen Veranstaltungen)',
  ende: 'Ende (Uhrzeit)',
  ort: 'Veranstaltungsort',
  kategorien: 'Kategorien',
  beschreibung: 'Beschreibung',
  veranstalter: 'Veranstalter',
  bild: 'Bild zur Veranstaltung (freiwillig)',
  name: 'Ihr Vor- und Nachname',
  email: 'Ihre E-Mail-Adresse',
  telefon: 'Telefonnummer für Rückfragen (freiwillig)',
} as const;

export const VERANSTALTUNG_MESSAGES = {
  titel: 'Bitte geben Sie den Titel der Veranstaltung an (3 bis 120 Zeichen).',
  datum: 'Bitte geben Sie das Datum der Veranstaltung an (TT.MM.JJJJ).',
  datumZukunft: 'Bitte melden Sie nur Veranstaltungen ab morgen.',
  beginn: 'Bitte geben Sie den Beginn als Uhrzeit an (Stunden:Minuten, z. B. 19:30).',
  endeDatum: 'Der letzte Tag muss ein Datum (TT.MM.JJJJ) ab dem ersten Tag sein, höchstens 30 Tage später.',
  ende: 'Bitte geben Sie das Ende als Uhrzeit nach dem Beginn an (Stunden:Minuten, z. B. 22:00).',
  ort: 'Bitte geben Sie den Veranstaltungsort an (3 bis 150 Zeichen).',
  kategorien: 'Bitte wählen Sie mindestens eine Kategorie aus der Liste.',
  beschreibung: 'Bitte beschreiben Sie die Veranstaltung in 20 bis 5000 Zeichen.',
  veranstalter: 'Bitte geben Sie den Veranstalter an (2 bis 150 Zeichen).',
  name: 'Bitte geben Sie Ihren Namen an (2 bis 100 Zeichen).',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
  telefon: 'Bitte geben Sie eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + / ( ) - .) oder lassen Sie das Feld leer.',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung Ihrer Angaben einverstanden sind.',
} as const;

/** One picture for the calendar (the shell re-encodes it without metadata). */
export const VERANSTALTUNG_BILD: FileLimits = { types: IMAGE_TYPES, maxBytes: MAX_FILE_BYTES, maxFiles: 1 };

export const VERANSTALTUNG_HONEYPOT = 'homepage';

export const VERANSTALTUNG_FIELDS = [
  'titel',
  'datum',
  'beginn',
  'endeDatum',
  'ende',
  'ort',
  'kategorien',
  'beschreibung',
  'veranstalter',
  'bild',
  'name',
  'email',
  'telefon',
  'datenschutz',
  'captcha',
] as const;
