import { xorMessage } from '@musterstadt/ui/forms';

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
