import { captchaFields } from './captcha';
import { FUEHRUNGEN, FUEHRUNG_SPRACHEN, FUEHRUNG_INTERESSEN, FUEHRUNG_MESSAGES, FUEHRUNG_HONEYPOT } from './fuehrung.fields';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { isoDate } from '@musterstadt/ui';
import { dateString, multilineText, PHONE, yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';

export * from './fuehrung.fields';

const M = FUEHRUNG_MESSAGES;
const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

export const fuehrungSchema = yup
  .object({
    fuehrung: yup.string().required(M.fuehrung).oneOf(values(FUEHRUNGEN), M.fuehrung),
    // The day after today in the town, whenever the schema runs.
    datum: dateString({ message: M.datum })
      .required(M.datum)
      .test('zukunft', M.datumZukunft, (value) => !value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value > isoDate(new Date())),
    gruppe: yup
      .string()
      .trim()
      .required(M.gruppe)
      .matches(/^\d{1,2}$/, M.gruppe)
      .test('anzahl', M.gruppe, (value) => !value || (Number(value) >= 1 && Number(value) <= 50)),
    sprache: yup.string().required(M.sprache).oneOf(values(FUEHRUNG_SPRACHEN), M.sprache),
    interessen: yup
      .array(yup.string().required(M.interessen).oneOf(values(FUEHRUNG_INTERESSEN), M.interessen))
      .default([])
      .max(FUEHRUNG_INTERESSEN.length, M.interessen),
    name: yup.string().trim().required(M.name).min(2, M.name).max(100, M.name).matches(PRINTABLE, M.name),
    email: yup.string().trim().required(M.email).max(254, M.email).matches(EMAIL, { message: M.email, excludeEmptyString: true }),
    telefon: yup
      .string()
      .trim()
      .default('')
      .max(40, M.telefon)
      .matches(PHONE, { message: M.telefon, excludeEmptyString: true })
      .test('ziffern', M.telefon, (value) => !value || value.replace(/\D/g, '').length >= 4),
    anmerkungen: multilineText().default('').max(1000, M.anmerkungen).matches(PRINTABLE_LINES, { message: M.anmerkungen, excludeEmptyString: true }),
    datenschutz: yup.boolean().required(M.datenschutz).isTrue(M.datenschutz),
    ...captchaFields,
    [FUEHRUNG_HONEYPOT]: yup.string().max(500).default(''),
  })
  .noUnknown();

export type FuehrungValues = InferType<typeof fuehrungSchema>;
