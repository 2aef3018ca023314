import { captchaFields } from './captcha';
import { HILFE_ARTEN, HILFE_BEREICHE, NACHBARSCHAFTSHILFE_MESSAGES, NACHBARSCHAFTSHILFE_HONEYPOT } from './nachbarschaftshilfe.fields';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { multilineText, PHONE, yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';

export * from './nachbarschaftshilfe.fields';

const M = NACHBARSCHAFTSHILFE_MESSAGES;

export const nachbarschaftshilfeSchema = yup
  .object({
    art: yup
      .string()
      .required(M.art)
      .oneOf(
        HILFE_ARTEN.map((a) => a.value),
        M.art,
      ),
    bereiche: yup
      .array(
        yup
          .string()
          .required(M.bereiche)
          .oneOf(
            HILFE_BEREICHE.map((b) => b.value),
            M.bereiche,
          ),
      )
      .required(M.bereiche)
      .min(1, M.bereiche)
      .max(HILFE_BEREICHE.length, M.bereiche),
    beschreibung: multilineText().required(M.beschreibung).min(10, M.beschreibung).max(2000, M.beschreibung).matches(PRINTABLE_LINES, M.beschreibung),
    name: yup.string().trim().required(M.name).min(2, M.name).max(100, M.name).matches(PRINTABLE, M.name),
    wohnort: yup.string().trim().required(M.wohnort).min(3, M.wohnort).max(150, M.wohnort).matches(PRINTABLE, M.wohnort),
    telefon: yup
      .string()
      .trim()
      .default('')
      .max(40, M.telefon)
      .matches(PHONE, { message: M.telefon, excludeEmptyString: true })
      .test('ziffern', M.telefon, (value) => !value || value.replace(/\D/g, '').length >= 4),
    email: yup.string().trim().default('').max(254, M.email).matches(EMAIL, { message: M.email, excludeEmptyString: true }),
    datenschutz: yup.boolean().required(M.datenschutz).isTrue(M.datenschutz),
    ...captchaFields,
    [NACHBARSCHAFTSHILFE_HONEYPOT]: yup.string().max(500).default(''),
  })
  .xor('telefon', 'email', M.kontakt)
  .noUnknown();

export type NachbarschaftshilfeValues = InferType<typeof nachbarschaftshilfeSchema>;
