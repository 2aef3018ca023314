import {
  ibanOf,
  PAUSCHALE_NACHWEIS,
  PAUSCHALE_ZWECKE,
  VEREINSPAUSCHALE_HONEYPOT,
  VEREINSPAUSCHALE_LABELS as L,
  VEREINSPAUSCHALE_MESSAGES,
  vereinspauschaleSchema,
  type VereinspauschaleValues,
} from '@musterstadt/forms';
import { labelOf, storedSubmissionForm, type CaptchaData } from '../stored-submission-form.server';

/** Template name of the form's block, as the CMS names it. */
export const VEREINSPAUSCHALE_FORM_ID = 'vereinspauschale';
/** The content API's store of form submissions, for this kind (the office comes from FORM_OFFICES). */
export const VEREINSPAUSCHALE_ENDPOINT = '/api/formulare/vereinspauschale';

export const VEREINSPAUSCHALE_TEXTS = {
  success: 'Vielen Dank! Ihr Antrag auf die Vereinspauschale ist bei uns angekommen.',
  error: 'Leider konnte Ihr Antrag nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder rufen Sie das Kulturamt an: 07999 123-150.',
} as const;

export type VereinspauschaleData = CaptchaData;

/** A club's flat-rate grant: stored with its proof by the content API, which mails the cultural office and confirms to the sender. */
export default storedSubmissionForm<VereinspauschaleValues>({
  id: VEREINSPAUSCHALE_FORM_ID,
  endpoint: VEREINSPAUSCHALE_ENDPOINT,
  schema: vereinspauschaleSchema,
  honeypot: VEREINSPAUSCHALE_HONEYPOT,
  messages: VEREINSPAUSCHALE_TEXTS,
  files: { nachweis: { ...PAUSCHALE_NACHWEIS, required: VEREINSPAUSCHALE_MESSAGES.nachweis } },
  eingabe: (values) => ({
    zusammenfassung: `${values.verein}: ${labelOf(PAUSCHALE_ZWECKE, values.zweck)}`.slice(0, 150),
    email: values.email,
    felder: [
      { label: L.verein, wert: values.verein },
      { label: L.zweck, wert: labelOf(PAUSCHALE_ZWECKE, values.zweck) },
      { label: L.begruendung, wert: values.begruendung },
      { label: L.name, wert: values.name },
      { label: L.funktion, wert: values.funktion },
      { label: L.email, wert: values.email },
      { label: L.telefon, wert: values.telefon || '(nicht angegeben)' },
      { label: L.kontoinhaber, wert: values.kontoinhaber },
      { label: L.iban, wert: ibanOf(values.iban) ?? values.iban },
    ],
  }),
});
