import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { multilineText, PHONE, yup } from '@musterstadt/ui/forms';
import type { InferType } from 'yup';

/** Messages of the town's contact form. */
export const KONTAKT_MESSAGES = {
  name: 'Bitte geben Sie Ihren Namen an',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
  telefon: 'Bitte geben Sie eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + / ( ) - .) oder lassen Sie das Feld leer.',
  betreff: 'Bitte geben Sie einen Betreff an',
  nachricht: 'Bitte schreiben Sie uns Ihr Anliegen (mindestens 10 Zeichen).',
  nachrichtZeichen: 'Ihre Nachricht enthält Steuerzeichen, die wir nicht verarbeiten können. Bitte entfernen Sie diese.',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung Ihrer Angaben einverstanden sind.',
} as const;

/** Length limits, the same as the content API's. */
const KONTAKT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  telefon: { max: 40 },
  betreff: { min: 3, max: 150 },
  nachricht: { min: 10, max: 4000 },
} as const;

/** The hidden trap field: a person never fills it in, a bot does. */
export const KONTAKT_HONEYPOT = 'firma';

/** The visible fields in the order of the form (first field first). */
export const KONTAKT_FIELDS = ['name', 'email', 'telefon', 'betreff', 'nachricht', 'datenschutz'] as const;

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
