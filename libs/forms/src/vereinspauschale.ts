import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { type FileLimits, MAX_FILE_BYTES, multilineText, PHONE, yup } from '@musterstadt/ui/forms';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { InferType } from 'yup';
import { captchaFields } from './captcha';

/** A club's flat-rate grant (Vereinspauschale) from the cultural office: club, purpose, bank account, proof. */
export const PAUSCHALE_ZWECKE = [
  { value: 'jugend', label: 'Jugendarbeit (Pauschale je Jugendlichem unter 18 Jahren)' },
  { value: 'uebungsleitung', label: 'Übungsleiterpauschale' },
  { value: 'jubilaeum', label: 'Vereinsjubiläum (25, 50, 75, 100 Jahre …)' },
  { value: 'veranstaltung', label: 'Öffentliche Veranstaltung in Musterstadt' },
] as const;

export const VEREINSPAUSCHALE_LABELS = {
  verein: 'Name des Vereins',
  zweck: 'Wofür beantragen Sie die Pauschale?',
  begruendung: 'Angaben zum Antrag',
  name: 'Vor- und Nachname der Ansprechperson',
  funktion: 'Funktion im Verein',
  email: 'E-Mail-Adresse',
  telefon: 'Telefonnummer (freiwillig)',
  kontoinhaber: 'Kontoinhaber',
  iban: 'IBAN',
  nachweis: 'Nachweis',
} as const;

export const VEREINSPAUSCHALE_MESSAGES = {
  verein: 'Bitte geben Sie den Namen Ihres Vereins an (3 bis 150 Zeichen).',
  zweck: 'Bitte wählen Sie aus, wofür Sie die Pauschale beantragen.',
  begruendung: 'Bitte machen Sie Angaben zum Antrag, z. B. die Zahl der Jugendlichen (10 bis 2000 Zeichen).',
  name: 'Bitte geben Sie den Namen der Ansprechperson an (2 bis 100 Zeichen).',
  funktion: 'Bitte geben Sie die Funktion im Verein an (2 bis 100 Zeichen), z. B. Kassenwartin.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
  telefon: 'Bitte geben Sie eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + / ( ) - .).',
  kontoinhaber: 'Bitte geben Sie den Kontoinhaber an (2 bis 150 Zeichen).',
  iban: 'Bitte geben Sie eine gültige IBAN an, z. B. DE89 3704 0044 0532 0130 00.',
  nachweis: 'Bitte fügen Sie einen Nachweis bei, z. B. die Mitgliederliste oder die Einladung zur Veranstaltung.',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung Ihrer Angaben einverstanden sind.',
} as const;

/** One proof: a PDF or a photo of it, 10 MB at most. */
export const PAUSCHALE_NACHWEIS: FileLimits = { types: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: MAX_FILE_BYTES, maxFiles: 1 };

export const VEREINSPAUSCHALE_HONEYPOT = 'firma';

/** The visible fields in the order of the form. */
export const VEREINSPAUSCHALE_FIELDS = [
  'verein',
  'zweck',
  'begruendung',
  'name',
  'funktion',
  'email',
  'telefon',
  'kontoinhaber',
  'iban',
  'nachweis',
  'datenschutz',
  'captcha',
] as const;

const M = VEREINSPAUSCHALE_MESSAGES;

/** 'DE89 3704 …' in groups of four, as people write it; null when it is no valid IBAN (checked by ibantools). */
export function ibanOf(text: string): string | null {
  const electronic = electronicFormatIBAN(text) ?? '';
  if (!isValidIBAN(electronic)) return null;
  return electronic.replace(/(.{4})(?!$)/g, '$1 ');
}

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
