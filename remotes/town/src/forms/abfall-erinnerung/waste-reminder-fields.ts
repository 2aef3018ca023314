// What the browser's form needs without yup; the schema (waste-reminder-schema.ts) is the server's.
/** Form id of the reminder sign-up: the template name of its block, as the CMS names it. */
export const ERINNERUNG_FORM_ID = 'abfall-erinnerung';

/** The content API's endpoint that stores a sign-up and mails the confirmation link (server to server). */
export const ERINNERUNG_ENDPOINT = '/api/cms/abfall/erinnerung';

/** The hidden trap field: a person never fills it in, a bot does. */
export const ERINNERUNG_HONEYPOT = 'firma';

/** German messages by 'field.code', as the content API names its refusals. */
export const MESSAGES: Record<string, string> = {
  'email.fehlt': 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  'email.ungueltig': 'Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.',
  'bezirk.fehlt': 'Bitte wählen Sie Ihren Abfuhrbezirk aus.',
  'bezirk.unbekannt': 'Bitte wählen Sie einen Abfuhrbezirk aus der Liste aus.',
  'arten.fehlt': 'Bitte wählen Sie mindestens eine Abfallart aus.',
  'arten.unbekannt': 'Bitte wählen Sie nur Abfallarten aus der Liste aus.',
  'tage.ungueltig': 'Bitte wählen Sie, wann wir Sie erinnern sollen.',
  'datenschutz.fehlt': 'Bitte bestätigen Sie, dass Sie die Hinweise zum Datenschutz gelesen haben.',
  'versand.fehlgeschlagen': 'Die E-Mail konnte gerade nicht versendet werden. Bitte versuchen Sie es in einigen Minuten erneut.',
};
