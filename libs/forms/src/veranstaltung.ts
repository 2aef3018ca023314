import { VERANSTALTUNG_KATEGORIEN } from '@musterstadt/cms-contract/kategorien';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { isoDate } from '@musterstadt/ui';
import { dateString, type FileLimits, IMAGE_TYPES, MAX_FILE_BYTES, multilineText, PHONE, yup } from '@musterstadt/ui/forms';
import type { InferType } from 'yup';
import { captchaFields } from './captcha';

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

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const M = VERANSTALTUNG_MESSAGES;
const TAG = 86_400_000;

/** Words of a rich text without its markup, for the length rule (the server keeps only the allowlist). */
function richTextLength(value: string): number {
  return value
    .replace(/<(script|style|textarea|option|noscript|iframe|object|template)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim().length;
}

const plain = (max: number, message: string, min = 2) => yup.string().trim().required(message).min(min, message).max(max, message).matches(PRINTABLE, message);

export const veranstaltungSchema = yup
  .object({
    titel: plain(120, M.titel, 3),
    datum: dateString({ message: M.datum })
      .required(M.datum)
      .test('zukunft', M.datumZukunft, (value) => !value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value > isoDate(new Date())),
    beginn: yup.string().trim().required(M.beginn).matches(TIME, M.beginn),
    endeDatum: dateString({ message: M.endeDatum })
      .default('')
      .test('ab-datum', M.endeDatum, function check(value) {
        const start = this.parent.datum as unknown;
        if (!value || typeof start !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
        const days = (Date.parse(value) - Date.parse(start)) / TAG;
        return days >= 0 && days <= 30;
      }),
    ende: yup
      .string()
      .trim()
      .required(M.ende)
      .matches(TIME, M.ende)
      .test('nach-beginn', M.ende, function check(value) {
        const { beginn, datum, endeDatum } = this.parent as { beginn?: unknown; datum?: unknown; endeDatum?: unknown };
        if (!value || typeof beginn !== 'string' || !TIME.test(beginn)) return true;
        const multiDay = typeof endeDatum === 'string' && endeDatum !== '' && endeDatum !== datum;
        return multiDay || value > beginn;
      }),
    ort: plain(150, M.ort, 3),
    kategorien: yup
      .array(
        yup
          .string()
          .required(M.kategorien)
          .oneOf(
            VERANSTALTUNG_KATEGORIEN.map((k) => k.value),
            M.kategorien,
          ),
      )
      .default([])
      .min(1, M.kategorien)
      .max(VERANSTALTUNG_KATEGORIEN.length, M.kategorien),
    beschreibung: multilineText()
      .required(M.beschreibung)
      .max(20_000, M.beschreibung)
      .matches(PRINTABLE_LINES, M.beschreibung)
      .test('laenge', M.beschreibung, (value) => !value || (richTextLength(value) >= 20 && richTextLength(value) <= 5000)),
    veranstalter: plain(150, M.veranstalter),
    name: plain(100, M.name),
    email: yup.string().trim().required(M.email).max(254, M.email).matches(EMAIL, { message: M.email, excludeEmptyString: true }),
    telefon: yup
      .string()
      .trim()
      .default('')
      .max(40, M.telefon)
      .matches(PHONE, { message: M.telefon, excludeEmptyString: true })
      .test('ziffern', M.telefon, (value) => !value || value.replace(/\D/g, '').length >= 4),
    datenschutz: yup.boolean().required(M.datenschutz).isTrue(M.datenschutz),
    ...captchaFields,
    [VERANSTALTUNG_HONEYPOT]: yup.string().max(500).default(''),
  })
  .noUnknown();

export type VeranstaltungValues = InferType<typeof veranstaltungSchema>;
