import {
  FUEHRUNG_HONEYPOT,
  FUEHRUNG_INTERESSEN,
  FUEHRUNG_LABELS as L,
  FUEHRUNG_SPRACHEN,
  FUEHRUNGEN,
  fuehrungSchema,
  type FuehrungValues,
} from '@musterstadt/forms';
import { formatDate } from '@musterstadt/ui';
import { labelOf, storedSubmissionForm, type CaptchaData } from '../stored-submission-form.server';

export const FUEHRUNG_FORM_ID = 'fuehrung-anfrage';
export const FUEHRUNG_ENDPOINT = '/api/formulare/fuehrung';

export const FUEHRUNG_TEXTS = {
  success: 'Vielen Dank für Ihre Anfrage!',
  error:
    'Leider konnte Ihre Anfrage nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder rufen Sie die Tourist-Information an: 07999 123-400.',
} as const;

export type FuehrungData = CaptchaData;

/** The answers with the labels the tourist office reads. */
export function felder(values: FuehrungValues) {
  return [
    { label: L.fuehrung, wert: labelOf(FUEHRUNGEN, values.fuehrung) },
    { label: L.datum, wert: formatDate(values.datum) },
    { label: L.gruppe, wert: values.gruppe },
    { label: L.sprache, wert: labelOf(FUEHRUNG_SPRACHEN, values.sprache) },
    { label: L.interessen, wert: values.interessen.map((v) => labelOf(FUEHRUNG_INTERESSEN, v ?? '')).join(', ') || '(keine Angabe)' },
    { label: 'Name', wert: values.name },
    { label: 'E-Mail-Adresse', wert: values.email },
    { label: 'Telefonnummer', wert: values.telefon || '(nicht angegeben)' },
    { label: 'Anmerkungen', wert: values.anmerkungen || '(keine)' },
  ];
}

/** Guided-tour request: stored by the content API, which mails the tourist office and confirms to the sender. */
export default storedSubmissionForm<FuehrungValues>({
  id: FUEHRUNG_FORM_ID,
  endpoint: FUEHRUNG_ENDPOINT,
  schema: fuehrungSchema,
  honeypot: FUEHRUNG_HONEYPOT,
  messages: FUEHRUNG_TEXTS,
  eingabe: (values) => ({
    zusammenfassung: `${labelOf(FUEHRUNGEN, values.fuehrung).replace(/ \(.*\)$/, '')} am ${formatDate(values.datum)}, ${values.gruppe} Personen`,
    email: values.email,
    felder: felder(values),
  }),
});
