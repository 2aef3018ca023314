import {
  HILFE_ARTEN,
  HILFE_BEREICHE,
  NACHBARSCHAFTSHILFE_HONEYPOT,
  NACHBARSCHAFTSHILFE_LABELS as L,
  nachbarschaftshilfeSchema,
  type NachbarschaftshilfeValues,
} from '@musterstadt/forms';
import { labelOf, storedSubmissionForm, type CaptchaData } from '../stored-submission-form.server';

/** Template name of the form's block, as the CMS names it. */
export const NACHBARSCHAFTSHILFE_FORM_ID = 'nachbarschaftshilfe';
/** The content API's store of form submissions, for this kind. */
export const NACHBARSCHAFTSHILFE_ENDPOINT = '/api/formulare/nachbarschaftshilfe';

export const NACHBARSCHAFTSHILFE_TEXTS = {
  success: 'Vielen Dank! Ihre Angaben sind bei uns angekommen.',
  error: 'Leider konnten Ihre Angaben nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder rufen Sie das Bürgerbüro an: 07999 123-120.',
} as const;

export type NachbarschaftshilfeData = CaptchaData;

/** The answers with the labels the office reads. */
export function felder(values: NachbarschaftshilfeValues) {
  return [
    { label: L.art, wert: labelOf(HILFE_ARTEN, values.art) },
    { label: L.bereiche, wert: values.bereiche.map((bereich) => labelOf(HILFE_BEREICHE, bereich)).join(', ') },
    { label: L.beschreibung, wert: values.beschreibung },
    { label: L.name, wert: values.name },
    { label: L.wohnort, wert: values.wohnort },
    { label: L.telefon, wert: values.telefon || '(nicht angegeben)' },
    { label: L.email, wert: values.email || '(nicht angegeben)' },
  ];
}

/** Neighbourhood help: stored by the content API, which mails the citizens' office and confirms to the sender. */
export default storedSubmissionForm<NachbarschaftshilfeValues>({
  id: NACHBARSCHAFTSHILFE_FORM_ID,
  endpoint: NACHBARSCHAFTSHILFE_ENDPOINT,
  schema: nachbarschaftshilfeSchema,
  honeypot: NACHBARSCHAFTSHILFE_HONEYPOT,
  messages: NACHBARSCHAFTSHILFE_TEXTS,
  eingabe: (values) => ({
    zusammenfassung:
      `${values.art === 'biete' ? 'Biete Hilfe' : 'Suche Hilfe'}: ${values.bereiche.map((bereich) => labelOf(HILFE_BEREICHE, bereich)).join(', ')}`.slice(
        0,
        150,
      ),
    email: values.email || null,
    felder: felder(values),
  }),
});
