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
export const KONTAKT_LIMITS = {
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
