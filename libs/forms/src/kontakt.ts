import { KONTAKT_MESSAGES, KONTAKT_LIMITS, KONTAKT_HONEYPOT } from './kontakt.fields';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { multilineText, PHONE, yup } from '@musterstadt/ui/forms/schema';
import type { InferType } from 'yup';

export * from './kontakt.fields';

const { name, email, telefon, betreff, nachricht } = KONTAKT_LIMITS;

/** One schema for the browser (react-hook-form) and the server (the shell's form handler). */
export const kontaktSchema = yup
  .object({
    name: yup.string().trim().required(KONTAKT_MESSAGES.name).min(name.min, KONTAKT_MESSAGES.name).max(name.max).matches(PRINTABLE, KONTAKT_MESSAGES.name),
    email: yup
      .string()
      .trim()
      .required(KONTAKT_MESSAGES.email)
      .max(email.max, KONTAKT_MESSAGES.email)
      .matches(EMAIL, { message: KONTAKT_MESSAGES.email, excludeEmptyString: true }),
    telefon: yup
      .string()
      .trim()
      .default('')
      .max(telefon.max, KONTAKT_MESSAGES.telefon)
      .matches(PHONE, { message: KONTAKT_MESSAGES.telefon, excludeEmptyString: true })
      .test('ziffern', KONTAKT_MESSAGES.telefon, (value) => !value || value.replace(/\D/g, '').length >= 4),
    betreff: yup
      .string()
      .trim()
      .required(KONTAKT_MESSAGES.betreff)
      .min(betreff.min, KONTAKT_MESSAGES.betreff)
      .max(betreff.max)
      .matches(PRINTABLE, KONTAKT_MESSAGES.betreff),
    nachricht: multilineText()
      .required(KONTAKT_MESSAGES.nachricht)
      .min(nachricht.min, KONTAKT_MESSAGES.nachricht)
      .max(nachricht.max)
      .matches(PRINTABLE_LINES, KONTAKT_MESSAGES.nachrichtZeichen),
    datenschutz: yup.boolean().required(KONTAKT_MESSAGES.datenschutz).isTrue(KONTAKT_MESSAGES.datenschutz),
    [KONTAKT_HONEYPOT]: yup.string().max(500).default(''),
  })
  .noUnknown();

export type KontaktValues = InferType<typeof kontaktSchema>;
