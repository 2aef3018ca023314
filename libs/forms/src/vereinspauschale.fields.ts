import { type FileLimits, MAX_FILE_BYTES } from '@musterstadt/ui/forms';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

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

/** 'DE89 3704 …' in groups of four, as people write it; null when it is no valid IBAN (checked by ibantools). */
export function ibanOf(text: string): string | null {
  const electronic = electronicFormatIBAN(text) ?? '';
  if (!isValidIBAN(electronic)) return null;
  return electronic.replace(/(.{4})(?!$)/g, '$1 ');
}
