import { captchaFields } from './captcha';
import { VEREIN_MESSAGES, VEREIN_HONEYPOT, VEREIN_KATEGORIEN } from './verein.fields';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { multilineText, PHONE, yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';

export * from './verein.fields';

const WEBSITE = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
const M = VEREIN_MESSAGES;

const plain = (max: number, message: string, min = 2) => yup.string().trim().required(message).min(min, message).max(max, message).matches(PRINTABLE, message);

export const vereinSchema = yup
  .object({
    vereinsname: plain(120, M.vereinsname, 3),
    ort: plain(150, M.ort, 3),
    webseite: yup.string().trim().default('').max(200, M.webseite).matches(WEBSITE, { message: M.webseite, excludeEmptyString: true }),
    beschreibung: multilineText().required(M.beschreibung).min(20, M.beschreibung).max(1000, M.beschreibung).matches(PRINTABLE_LINES, M.beschreibung),
    kategorien: yup
      .array(
        yup
          .string()
          .required(M.kategorien)
          .oneOf(
            VEREIN_KATEGORIEN.map((k) => k.value),
            M.kategorien,
          ),
      )
      .default([])
      .min(1, M.kategorien)
      .max(VEREIN_KATEGORIEN.length, M.kategorien),
    ansprechperson: plain(100, M.ansprechperson),
    funktion: yup.string().trim().default('').max(80, M.funktion).matches(PRINTABLE, M.funktion),
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
    [VEREIN_HONEYPOT]: yup.string().max(500).default(''),
  })
  .noUnknown();

export type VereinValues = InferType<typeof vereinSchema>;
