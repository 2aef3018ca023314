/** Guided-tour request of the tourist office. */
export const FUEHRUNGEN = [
  { value: 'altstadt', label: 'Fachwerk und Altstadt (90 Minuten)' },
  { value: 'nachtwaechter', label: 'Mit dem Nachtwächter durch die Gassen (60 Minuten)' },
  { value: 'barfusspark', label: 'Geführter Rundgang im Barfußpark (90 Minuten)' },
  { value: 'museum', label: 'Heimatmuseum (60 Minuten)' },
] as const;

export const FUEHRUNG_SPRACHEN = [
  { value: 'deutsch', label: 'Deutsch' },
  { value: 'englisch', label: 'Englisch' },
  { value: 'franzoesisch', label: 'Französisch' },
] as const;

export const FUEHRUNG_INTERESSEN = [
  { value: 'fachwerk', label: 'Fachwerk und Baukunst' },
  { value: 'geschichte', label: 'Stadtgeschichte' },
  { value: 'natur', label: 'Natur und Schwarzwald' },
  { value: 'kulinarik', label: 'Kulinarisches aus der Region' },
] as const;

export const FUEHRUNG_LABELS = {
  fuehrung: 'Welche Führung?',
  datum: 'Wunschtermin',
  gruppe: 'Anzahl der Personen',
  sprache: 'Sprache der Führung',
  interessen: 'Was interessiert Ihre Gruppe besonders?',
  name: 'Vor- und Nachname',
  email: 'E-Mail-Adresse',
  telefon: 'Telefonnummer (freiwillig)',
  anmerkungen: 'Anmerkungen (freiwillig)',
} as const;

export const FUEHRUNG_MESSAGES = {
  fuehrung: 'Bitte wählen Sie eine Führung aus.',
  datum: 'Bitte geben Sie Ihren Wunschtermin als Datum an (TT.MM.JJJJ).',
  datumZukunft: 'Bitte wählen Sie einen Tag nach dem heutigen.',
  gruppe: 'Bitte geben Sie die Anzahl der Personen an (1 bis 50).',
  sprache: 'Bitte wählen Sie die Sprache der Führung.',
  interessen: 'Bitte wählen Sie nur Themen aus der Liste.',
  name: 'Bitte geben Sie Ihren Namen an (2 bis 100 Zeichen).',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
  telefon: 'Bitte geben Sie eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + / ( ) - .) oder lassen Sie das Feld leer.',
  anmerkungen: 'Bitte fassen Sie Ihre Anmerkungen in höchstens 1000 Zeichen.',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung Ihrer Angaben einverstanden sind.',
} as const;

export const FUEHRUNG_HONEYPOT = 'firma';

export const FUEHRUNG_FIELDS = [
  'fuehrung',
  'datum',
  'gruppe',
  'sprache',
  'interessen',
  'name',
  'email',
  'telefon',
  'anmerkungen',
  'datenschutz',
  'captcha',
] as const;
