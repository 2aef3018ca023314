import { VEREIN_KATEGORIEN } from '@musterstadt/cms-contract/kategorien';

/** Club form: a club asks to be listed in the town's club directory (published after approval). */
export { VEREIN_KATEGORIEN };

export const VEREIN_LABELS = {
  vereinsname: 'Name des Vereins',
  ort: 'Vereinsheim oder Treffpunkt',
  webseite: 'Website des Vereins (freiwillig)',
  beschreibung: 'Was bietet Ihr Verein?',
  kategorien: 'Kategorien',
  ansprechperson: 'Ansprechperson (Vor- und Nachname)',
  email: 'E-Mail-Adresse der Ansprechperson',
  telefon: 'Telefonnummer (freiwillig)',
  funktion: 'Funktion im Verein (freiwillig)',
} as const;

export const VEREIN_MESSAGES = {
  vereinsname: 'Bitte geben Sie den Namen des Vereins an (3 bis 120 Zeichen).',
  ort: 'Bitte geben Sie das Vereinsheim oder den Treffpunkt an (3 bis 150 Zeichen).',
  webseite: 'Bitte geben Sie die Website mit https:// an, z. B. https://www.verein-musterstadt.de, oder lassen Sie das Feld leer.',
  beschreibung: 'Bitte beschreiben Sie Ihren Verein in 20 bis 1000 Zeichen.',
  kategorien: 'Bitte wählen Sie mindestens eine Kategorie aus der Liste.',
  ansprechperson: 'Bitte geben Sie die Ansprechperson an (2 bis 100 Zeichen).',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
  telefon: 'Bitte geben Sie eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + / ( ) - .) oder lassen Sie das Feld leer.',
  funktion: 'Bitte fassen Sie die Funktion in höchstens 80 Zeichen.',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung und Veröffentlichung Ihrer Angaben einverstanden sind.',
} as const;

export const VEREIN_HONEYPOT = 'fax';

export const VEREIN_FIELDS = [
  'vereinsname',
  'ort',
  'webseite',
  'beschreibung',
  'kategorien',
  'ansprechperson',
  'funktion',
  'email',
  'telefon',
  'datenschutz',
  'captcha',
] as const;
