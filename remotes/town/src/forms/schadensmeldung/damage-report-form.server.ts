import {
  SCHADEN_ARTEN,
  SCHADEN_FOTOS,
  SCHADENSMELDUNG_HONEYPOT,
  SCHADENSMELDUNG_LABELS as L,
  schadensmeldungSchema,
  type SchadensmeldungValues,
} from '@musterstadt/forms';
import { labelOf, storedSubmissionForm, type CaptchaData } from '../stored-submission-form.server';

/** Template name of the form's block, as the CMS names it. */
export const SCHADENSMELDUNG_FORM_ID = 'schadensmeldung';
/** The content API's store of form submissions, for this kind (the office comes from FORM_OFFICES). */
export const SCHADENSMELDUNG_ENDPOINT = '/api/formulare/schadensmeldung';

export const SCHADENSMELDUNG_TEXTS = {
  success: 'Vielen Dank! Ihre Schadensmeldung ist bei uns angekommen.',
  error: 'Leider konnte Ihre Meldung nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder rufen Sie den Bauhof an: 07999 123-600.',
} as const;

export type SchadensmeldungData = CaptchaData;

const keine = (value: string) => value || '(nicht angegeben)';

/** Where the damage is: the address, or the point with a link to the map. */
export function ortText(values: Pick<SchadensmeldungValues, 'adresse' | 'standort'>): string {
  if (values.adresse) return values.adresse;
  const [lat, lng] = values.standort.split(/[,;]/).map((part) => part.trim());
  return `${lat}, ${lng} (https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng})`;
}

/** Damage report: stored with its photos by the content API, which mails the building yard and confirms to the sender. */
export default storedSubmissionForm<SchadensmeldungValues>({
  id: SCHADENSMELDUNG_FORM_ID,
  endpoint: SCHADENSMELDUNG_ENDPOINT,
  schema: schadensmeldungSchema,
  honeypot: SCHADENSMELDUNG_HONEYPOT,
  messages: SCHADENSMELDUNG_TEXTS,
  files: { fotos: SCHADEN_FOTOS },
  eingabe: (values) => ({
    zusammenfassung: `${labelOf(SCHADEN_ARTEN, values.art)}: ${values.adresse || 'Punkt auf der Karte'}`.slice(0, 150),
    email: values.email || null,
    felder: [
      { label: L.art, wert: labelOf(SCHADEN_ARTEN, values.art) },
      { label: L.beschreibung, wert: values.beschreibung },
      { label: 'Ort', wert: ortText(values) },
      { label: L.name, wert: keine(values.name) },
      { label: L.email, wert: keine(values.email) },
      { label: L.telefon, wert: keine(values.telefon) },
    ],
  }),
});
