import { captchaFields } from './captcha';
import { PAUSCHALE_ZWECKE, VEREINSPAUSCHALE_MESSAGES, VEREINSPAUSCHALE_HONEYPOT, ibanOf } from './vereinspauschale.fields';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { multilineText, PHONE, yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';

export * from './vereinspauschale.fields';

const M = VEREINSPAUSCHALE_MESSAGES;

export const vereinspauschaleSchema = yup
  .object({
    verein: yup.string().trim().required(M.verein).min(3, M.verein).max(150, M.verein).matches(PRINTABLE, M.verein),
    zweck: yup
      .string()
      .required(M.zweck)
      .oneOf(
        PAUSCHALE_ZWECKE.map((z) => z.value),
        M.zweck,
      ),
    begruendung: multilineText().required(M.begruendung).min(10, M.begruendung).max(2000, M.begruendung).matches(PRINTABLE_LINES, M.begruendung),
    name: yup.string().trim().required(M.name).min(2, M.name).max(100, M.name).matches(PRINTABLE, M.name),
    funktion: yup.string().trim().required(M.funktion).min(2, M.funktion).max(100, M.funktion).matches(PRINTABLE, M.funktion),
    email: yup.string().trim().required(M.email).max(254, M.email).matches(EMAIL, M.email),
    telefon: yup
      .string()
      .trim()
      .default('')
      .max(40, M.telefon)
      .matches(PHONE, { message: M.telefon, excludeEmptyString: true })
      .test('ziffern', M.telefon, (value) => !value || value.replace(/\D/g, '').length >= 4),
    kontoinhaber: yup.string().trim().required(M.kontoinhaber).min(2, M.kontoinhaber).max(150, M.kontoinhaber).matches(PRINTABLE, M.kontoinhaber),
    iban: yup
      .string()
      .trim()
      .required(M.iban)
      .max(42, M.iban)
      .test('iban', M.iban, (value) => ibanOf(value) !== null),
    datenschutz: yup.boolean().required(M.datenschutz).isTrue(M.datenschutz),
    ...captchaFields,
    [VEREINSPAUSCHALE_HONEYPOT]: yup.string().max(500).default(''),
  })
  .noUnknown();

export type VereinspauschaleValues = InferType<typeof vereinspauschaleSchema>;
