import { VEREIN_HONEYPOT, VEREIN_KATEGORIEN, VEREIN_LABELS as L, vereinSchema, type VereinValues } from '@musterstadt/forms';
import { labelOf, storedSubmissionForm, type CaptchaData } from '../stored-submission-form.server';

export const VEREIN_FORM_ID = 'verein-eintragen';
export const VEREIN_ENDPOINT = '/api/formulare/verein';

export const VEREIN_TEXTS = {
  success: 'Vielen Dank! Die Angaben zu Ihrem Verein sind bei uns eingegangen.',
  error:
    'Leider konnten die Angaben zu Ihrem Verein nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder rufen Sie das Kulturamt an: 07999 123-150.',
} as const;

export type VereinData = CaptchaData;

/** Club form: stored by the content API, mailed to the cultural office with an approval link, listed after approval. */
export default storedSubmissionForm<VereinValues>({
  id: VEREIN_FORM_ID,
  endpoint: VEREIN_ENDPOINT,
  schema: vereinSchema,
  honeypot: VEREIN_HONEYPOT,
  messages: VEREIN_TEXTS,
  eingabe: (values) => {
    const kategorien = values.kategorien.filter((k) => typeof k === 'string') as string[];
    const person = values.funktion ? `${values.ansprechperson} (${values.funktion})` : values.ansprechperson;
    return {
      zusammenfassung: values.vereinsname.slice(0, 150),
      email: values.email,
      felder: [
        { label: L.vereinsname, wert: values.vereinsname },
        { label: L.ort, wert: values.ort },
        { label: L.webseite, wert: values.webseite || '(keine)' },
        { label: L.beschreibung, wert: values.beschreibung },
        { label: L.kategorien, wert: kategorien.map((k) => labelOf(VEREIN_KATEGORIEN, k)).join(', ') },
        { label: 'Ansprechperson', wert: person },
        { label: 'E-Mail-Adresse', wert: values.email },
        { label: 'Telefonnummer', wert: values.telefon || '(nicht angegeben)' },
      ],
      veroeffentlichung: {
        ziel: 'verein',
        name: values.vereinsname,
        beschreibung: values.beschreibung,
        ort: values.ort,
        webseite: values.webseite || null,
        ansprechperson: person,
        kontakt: values.telefon ? `${values.email}, ${values.telefon}` : values.email,
        rubriken: kategorien.map(Number),
      },
    };
  },
});
