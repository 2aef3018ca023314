import { SCHULFRUCHT_MESSAGES, SCHULFRUCHT_HONEYPOT } from './schulfrucht.fields';
import { EMAIL, PRINTABLE } from '@musterstadt/cms-contract/rules';
import { PHONE, yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';

export * from './schulfrucht.fields';

/** Optional schema context: the ids of the days that may be chosen. */
interface SchulfruchtContext {
  tage?: readonly string[];
}

/** One schema for the browser (react-hook-form) and the server (the shell's form handler). */
export const schulfruchtSchema = yup
  .object({
    tag: yup
      .string()
      .trim()
      .required(SCHULFRUCHT_MESSAGES.tag)
      .matches(/^\d{1,9}$/, SCHULFRUCHT_MESSAGES.tag)
      .test('angeboten', SCHULFRUCHT_MESSAGES.tag, (value, test) => {
        const tage = (test.options.context as SchulfruchtContext | undefined)?.tage;
        return !tage || (value !== undefined && tage.includes(value));
      }),
    name: yup.string().trim().required(SCHULFRUCHT_MESSAGES.name).min(2, SCHULFRUCHT_MESSAGES.name).max(100).matches(PRINTABLE, SCHULFRUCHT_MESSAGES.name),
    email: yup
      .string()
      .trim()
      .required(SCHULFRUCHT_MESSAGES.email)
      .max(254, SCHULFRUCHT_MESSAGES.email)
      .matches(EMAIL, { message: SCHULFRUCHT_MESSAGES.email, excludeEmptyString: true }),
    telefon: yup
      .string()
      .trim()
      .required(SCHULFRUCHT_MESSAGES.telefon)
      .max(40, SCHULFRUCHT_MESSAGES.telefon)
      .matches(PHONE, SCHULFRUCHT_MESSAGES.telefon)
      .test('ziffern', SCHULFRUCHT_MESSAGES.telefon, (value) => (value ?? '').replace(/\D/g, '').length >= 4),
    datenschutz: yup.boolean().required(SCHULFRUCHT_MESSAGES.datenschutz).isTrue(SCHULFRUCHT_MESSAGES.datenschutz),
    [SCHULFRUCHT_HONEYPOT]: yup.string().max(500).default(''),
  })
  .noUnknown();

export type SchulfruchtValues = InferType<typeof schulfruchtSchema>;
