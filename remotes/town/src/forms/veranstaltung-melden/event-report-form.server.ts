import {
  VERANSTALTUNG_BILD,
  VERANSTALTUNG_HONEYPOT,
  VERANSTALTUNG_KATEGORIEN,
  VERANSTALTUNG_LABELS as L,
  veranstaltungSchema,
  type VeranstaltungValues,
} from '@musterstadt/forms';
import { richTextAsPlainText, sanitizeRichText } from '@musterstadt/forms/server';
import { formatDate } from '@musterstadt/ui';
import { fileIndex, labelOf, storedSubmissionForm, type CaptchaData } from '../stored-submission-form.server';

export const VERANSTALTUNG_FORM_ID = 'veranstaltung-melden';
export const VERANSTALTUNG_ENDPOINT = '/api/formulare/veranstaltung';

export const VERANSTALTUNG_TEXTS = {
  success: 'Vielen Dank! Ihre Veranstaltung ist bei uns eingegangen.',
  error: 'Leider konnte Ihre Veranstaltung nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder rufen Sie das Kulturamt an: 07999 123-150.',
} as const;

export type VeranstaltungData = CaptchaData;

function zeitraum(values: VeranstaltungValues): string {
  const bis = values.endeDatum && values.endeDatum !== values.datum ? `${formatDate(values.endeDatum)}, ` : '';
  return `${formatDate(values.datum)}, ${values.beginn} Uhr bis ${bis}${values.ende} Uhr`;
}

/** Event form: stored with its picture by the content API, mailed to the cultural office with an approval link, published after approval. */
export default storedSubmissionForm<VeranstaltungValues>({
  id: VERANSTALTUNG_FORM_ID,
  endpoint: VERANSTALTUNG_ENDPOINT,
  schema: veranstaltungSchema,
  honeypot: VERANSTALTUNG_HONEYPOT,
  messages: VERANSTALTUNG_TEXTS,
  files: { bild: VERANSTALTUNG_BILD },
  eingabe: (values, files) => {
    // Only the allowlist of markup is kept: no script, no event handler, no javascript: link.
    const text = sanitizeRichText(values.beschreibung);
    const kategorien = values.kategorien.filter((k) => typeof k === 'string') as string[];
    return {
      zusammenfassung: `${values.titel} am ${formatDate(values.datum)}`.slice(0, 150),
      email: values.email,
      felder: [
        { label: L.titel, wert: values.titel },
        { label: 'Wann', wert: zeitraum(values) },
        { label: L.ort, wert: values.ort },
        { label: L.kategorien, wert: kategorien.map((k) => labelOf(VERANSTALTUNG_KATEGORIEN, k)).join(', ') },
        { label: L.beschreibung, wert: richTextAsPlainText(text) },
        { label: L.veranstalter, wert: values.veranstalter },
        { label: 'Gemeldet von', wert: values.name },
        { label: 'E-Mail-Adresse', wert: values.email },
        { label: 'Telefonnummer', wert: values.telefon || '(nicht angegeben)' },
      ],
      veroeffentlichung: {
        ziel: 'veranstaltung',
        titel: values.titel,
        einleitung: '',
        text,
        beginn: `${values.datum}T${values.beginn}`,
        ende: `${values.endeDatum || values.datum}T${values.ende}`,
        ganztaegig: false,
        ort: values.ort,
        veranstalter: values.veranstalter,
        rubriken: kategorien.map(Number),
        bild: fileIndex(files, 'bild'),
      },
    };
  },
});
