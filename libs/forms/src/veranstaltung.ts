import { captchaFields } from './captcha';
import { VERANSTALTUNG_MESSAGES, VERANSTALTUNG_HONEYPOT, VERANSTALTUNG_KATEGORIEN } from './veranstaltung.fields';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { isoDate } from '@musterstadt/ui';
import { dateString, multilineText, PHONE, yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';

export * from './veranstaltung.fields';

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
