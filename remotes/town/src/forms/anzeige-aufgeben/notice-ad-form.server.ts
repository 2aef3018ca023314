import { ANZEIGE_BILD, ANZEIGE_HONEYPOT, ANZEIGE_LABELS as L, ANZEIGE_RUBRIKEN, anzeigeSchema, type AnzeigeValues } from '@musterstadt/forms';
import { formatDate } from '@musterstadt/ui';
import { fileIndex, labelOf, storedSubmissionForm, type CaptchaData } from '../stored-submission-form.server';

/** Template name of the form's block, as the CMS names it. */
export const ANZEIGE_FORM_ID = 'anzeige-aufgeben';
/** The content API's store of this kind of submission (the office comes from FORM_OFFICES). */
export const ANZEIGE_ENDPOINT = '/api/formulare/schwarzes-brett';

export const ANZEIGE_TEXTS = {
  success: 'Vielen Dank! Ihre Anzeige ist bei uns eingegangen.',
  error: 'Leider konnte Ihre Anzeige nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder rufen Sie das Bürgerbüro an: 07999 123-120.',
} as const;

export type AnzeigeData = CaptchaData;

/** Notice-board ad: stored with its picture by the content API, mailed to the citizens' office with an approval link, shown after approval until it expires. */
export default storedSubmissionForm<AnzeigeValues>({
  id: ANZEIGE_FORM_ID,
  endpoint: ANZEIGE_ENDPOINT,
  schema: anzeigeSchema,
  honeypot: ANZEIGE_HONEYPOT,
  messages: ANZEIGE_TEXTS,
  files: { bild: ANZEIGE_BILD },
  eingabe: (values, files) => ({
    zusammenfassung: values.titel.slice(0, 150),
    email: values.email,
    felder: [
      { label: L.rubrik, wert: labelOf(ANZEIGE_RUBRIKEN, values.rubrik) },
      { label: L.titel, wert: values.titel },
      { label: L.text, wert: values.text },
      { label: L.bis, wert: formatDate(values.bis) },
      { label: L.anbieter, wert: values.anbieter },
      { label: 'Telefonnummer', wert: values.telefon || '(keine)' },
      { label: 'E-Mail-Adresse', wert: `${values.email} (${values.emailZeigen ? 'erscheint in der Anzeige' : 'erscheint nicht in der Anzeige'})` },
    ],
    veroeffentlichung: {
      ziel: 'anzeige',
      rubrik: Number(values.rubrik),
      titel: values.titel,
      text: values.text,
      bis: values.bis,
      anbieter: values.anbieter,
      telefon: values.telefon || null,
      email: values.emailZeigen ? values.email : null,
      bild: fileIndex(files, 'bild'),
    },
  }),
});
