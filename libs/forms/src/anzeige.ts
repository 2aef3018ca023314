import { captchaFields } from './captcha';
import { ANZEIGE_MESSAGES, ANZEIGE_HONEYPOT, latestExpiry, ANZEIGE_RUBRIKEN } from './anzeige.fields';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { isoDate } from '@musterstadt/ui';
import { dateString, multilineText, PHONE, yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';

export * from './anzeige.fields';

const M = ANZEIGE_MESSAGES;

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
