import { captchaFields } from './captcha';
import { SCHADEN_ARTEN, SCHADENSMELDUNG_MESSAGES, SCHADENSMELDUNG_HONEYPOT, parsePoint } from './schadensmeldung.fields';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { multilineText, PHONE, yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';

export * from './schadensmeldung.fields';

const M = SCHADENSMELDUNG_MESSAGES;

export const schadensmeldungSchema = yup
  .object({
    art: yup
      .string()
      .required(M.art)
      .oneOf(
        SCHADEN_ARTEN.map((a) => a.value),
        M.art,
      ),
    beschreibung: multilineText().required(M.beschreibung).min(10, M.beschreibung).max(2000, M.beschreibung).matches(PRINTABLE_LINES, M.beschreibung),
    adresse: yup
      .string()
      .trim()
      .default('')
      .max(200, M.adresse)
      .matches(PRINTABLE, { message: M.adresse, excludeEmptyString: true })
      .test('laenge', M.adresse, (value) => !value || value.length >= 3),
    standort: yup
      .string()
      .trim()
      .default('')
      .max(60, M.standort)
      .test('punkt', M.standort, (value) => !value || parsePoint(value) !== null),
    name: yup.string().trim().default('').max(100, M.name).matches(PRINTABLE, { message: M.name, excludeEmptyString: true }),
    email: yup.string().trim().default('').max(254, M.email).matches(EMAIL, { message: M.email, excludeEmptyString: true }),
    telefon: yup
      .string()
      .trim()
      .default('')
      .max(40, M.telefon)
      .matches(PHONE, { message: M.telefon, excludeEmptyString: true })
      .test('ziffern', M.telefon, (value) => !value || value.replace(/\D/g, '').length >= 4),
    datenschutz: yup.boolean().required(M.datenschutz).isTrue(M.datenschutz),
    ...captchaFields,
    [SCHADENSMELDUNG_HONEYPOT]: yup.string().max(500).default(''),
  })
  .xor('adresse', 'standort', M.ort)
  .noUnknown();

export type SchadensmeldungValues = InferType<typeof schadensmeldungSchema>;
