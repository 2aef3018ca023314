import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { multilineText, PHONE, xorMessage, yup } from '@musterstadt/ui/forms';
import type { InferType } from 'yup';
import { captchaFields } from './captcha';

/** Neighbourhood help (the former corona form): offer help or ask for it; phone or e-mail, exactly one. */
export const HILFE_ARTEN = [
  { value: 'biete', label: 'Ich biete Hilfe an' },
  { value: 'suche', label: 'Ich suche Hilfe' },
] as const;

export const HILFE_BEREICHE = [
  { value: 'einkaeufe', label: 'Einkäufe' },
  { value: 'apotheke', label: 'Gänge zur Apotheke oder Post' },
  { value: 'fahrdienst', label: 'Fahrten zum Arzt' },
  { value: 'tiere', label: 'Mit dem Hund gehen' },
  { value: 'gespraech', label: 'Telefonbesuche gegen die Einsamkeit' },
] as const;

export const NACHBARSCHAFTSHILFE_LABELS = {
  art: 'Was möchten Sie?',
  bereiche: 'Wobei?',
  beschreibung: 'Beschreibung',
  name: 'Vor- und Nachname',
  wohnort: 'Straße und Ortsteil',
  telefon: 'Telefonnummer',
  email: 'E-Mail-Adresse',
} as const;

export const NACHBARSCHAFTSHILFE_MESSAGES = {
  art: 'Bitte wählen Sie, ob Sie Hilfe anbieten oder suchen.',
  bereiche: 'Bitte wählen Sie mindestens einen Bereich aus.',
  beschreibung: 'Bitte beschreiben Sie kurz, was Sie anbieten oder brauchen (10 bis 2000 Zeichen).',
  name: 'Bitte geben Sie Ihren Namen an (2 bis 100 Zeichen).',
  wohnort: 'Bitte geben Sie Straße und Ortsteil an, damit wir Nachbarn zusammenbringen können.',
  telefon: 'Bitte geben Sie eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + / ( ) - .).',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
  kontakt: xorMessage(NACHBARSCHAFTSHILFE_LABELS.telefon, NACHBARSCHAFTSHILFE_LABELS.email),
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung Ihrer Angaben einverstanden sind.',
} as const;

export const NACHBARSCHAFTSHILFE_HONEYPOT = 'firma';

/** The visible fields in the order of the form. */
export const NACHBARSCHAFTSHILFE_FIELDS = ['art', 'bereiche', 'beschreibung', 'name', 'wohnort', 'telefon', 'email', 'datenschutz', 'captcha'] as const;

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
