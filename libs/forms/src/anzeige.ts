import { ANZEIGE_RUBRIKEN } from '@musterstadt/cms-contract/kategorien';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { isoDate } from '@musterstadt/ui';
import { dateString, type FileLimits, IMAGE_TYPES, MAX_FILE_BYTES, multilineText, PHONE, yup } from '@musterstadt/ui/forms';
import type { InferType } from 'yup';
import { captchaFields } from './captcha';

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
const M = ANZEIGE_MESSAGES;

/** The last day an ad may hang when posted on `today` ('YYYY-MM-DD'). */
export function latestExpiry(today: string): string {
  return new Date(Date.parse(`${today}T12:00:00Z`) + ANZEIGE_MAX_TAGE * DAY).toISOString().slice(0, 10);
}

export const anzeigeSchema = yup
  .object({
    rubrik: yup
      .string()
      .required(M.rubrik)
      .oneOf(
        ANZEIGE_RUBRIKEN.map((r) => r.value),
        M.rubrik,
      ),
    titel: yup.string().trim().required(M.titel).min(5, M.titel).max(100, M.titel).matches(PRINTABLE, M.titel),
    text: multilineText().required(M.text).min(20, M.text).max(2000, M.text).matches(PRINTABLE_LINES, M.text),
    bis: dateString({ message: M.bis })
      .required(M.bis)
      .test('zeitraum', M.bis, (value) => {
        if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
        const today = isoDate(new Date());
        return value > today && value <= latestExpiry(today);
      }),
    anbieter: yup.string().trim().required(M.anbieter).min(2, M.anbieter).max(120, M.anbieter).matches(PRINTABLE, M.anbieter),
    telefon: yup
      .string()
      .trim()
      .default('')
      .max(40, M.telefon)
      .matches(PHONE, { message: M.telefon, excludeEmptyString: true })
      .test('ziffern', M.telefon, (value) => !value || value.replace(/\D/g, '').length >= 4),
    email: yup.string().trim().required(M.email).max(254, M.email).matches(EMAIL, { message: M.email, excludeEmptyString: true }),
    emailZeigen: yup.boolean().default(false),
    datenschutz: yup.boolean().required(M.datenschutz).isTrue(M.datenschutz),
    ...captchaFields,
    [ANZEIGE_HONEYPOT]: yup.string().max(500).default(''),
  })
  // Interested people need a way to answer: a phone number, or the address shown in the ad.
  .test('erreichbar', M.erreichbar, function reachable(value: unknown) {
    if (!value || typeof value !== 'object') return true;
    const { telefon, emailZeigen } = value as { telefon?: unknown; emailZeigen?: unknown };
    if (emailZeigen === true || (typeof telefon === 'string' && telefon.trim() !== '')) return true;
    return this.createError({ path: this.path ? `${this.path}.telefon` : 'telefon', message: M.erreichbar });
  })
  .noUnknown();

export type AnzeigeValues = InferType<typeof anzeigeSchema>;
