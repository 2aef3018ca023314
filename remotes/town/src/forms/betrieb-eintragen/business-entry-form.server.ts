import {
  BETRIEB_LOGO,
  BRANCHEN,
  BRANCHENEINTRAG_HONEYPOT,
  BRANCHENEINTRAG_LABELS as L,
  brancheneintragSchema,
  parseZeiten,
  regelzeiten,
  WOCHENTAGE,
  type BrancheneintragValues,
} from '@musterstadt/forms';
import { fileIndex, labelOf, storedSubmissionForm, type CaptchaData } from '../stored-submission-form.server';

/** Template name of the form's block, as the CMS names it. */
export const BRANCHENEINTRAG_FORM_ID = 'betrieb-eintragen';
/** The content API's store of this kind of submission (the office comes from FORM_OFFICES). */
export const BRANCHENEINTRAG_ENDPOINT = '/api/formulare/brancheneintrag';

export const BRANCHENEINTRAG_TEXTS = {
  success: 'Vielen Dank! Die Angaben zu Ihrem Betrieb sind bei uns eingegangen.',
  error:
    'Leider konnten die Angaben zu Ihrem Betrieb nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder rufen Sie die Wirtschaftsförderung an: 07999 123-250.',
} as const;

export type BrancheneintragData = CaptchaData;

/** The week's opening times as the office reads them, one line per open day. */
export function zeitenText(values: Record<string, unknown>): string {
  const lines = WOCHENTAGE.flatMap((day) => {
    const text = values[day.field];
    const ranges = typeof text === 'string' ? (parseZeiten(text) ?? []) : [];
    return ranges.length === 0 ? [] : [`${day.label}: ${ranges.map((range) => `${range.beginn}–${range.ende} Uhr`).join(', ')}`];
  });
  return lines.length === 0 ? '(keine angegeben)' : lines.join('\n');
}

/** Business entry: stored with its logo by the content API, mailed to the business development office with an approval link, listed after approval. */
export default storedSubmissionForm<BrancheneintragValues>({
  id: BRANCHENEINTRAG_FORM_ID,
  endpoint: BRANCHENEINTRAG_ENDPOINT,
  schema: brancheneintragSchema,
  honeypot: BRANCHENEINTRAG_HONEYPOT,
  messages: BRANCHENEINTRAG_TEXTS,
  files: { logo: BETRIEB_LOGO },
  eingabe: (values, files) => {
    const branche = labelOf(BRANCHEN, values.branche);
    return {
      zusammenfassung: `${values.betrieb} (${branche})`.slice(0, 150),
      email: values.email,
      felder: [
        { label: L.betrieb, wert: values.betrieb },
        { label: L.branche, wert: branche },
        { label: 'Adresse', wert: `${values.strasse}, ${values.plz} ${values.ort}` },
        { label: 'Öffnungszeiten', wert: zeitenText(values) },
        { label: 'Hinweis zu den Öffnungszeiten', wert: values.zeitenHinweis || '(keiner)' },
        { label: 'Telefonnummer des Betriebs', wert: values.telefon },
        { label: 'E-Mail-Adresse des Betriebs', wert: values.betriebEmail || '(keine)' },
        { label: 'Website', wert: values.webseite || '(keine)' },
        { label: L.beschreibung, wert: values.beschreibung },
        { label: 'Gemeldet von', wert: values.name },
        { label: 'E-Mail-Adresse', wert: values.email },
      ],
      veroeffentlichung: {
        ziel: 'brancheneintrag',
        name: values.betrieb,
        branche: Number(values.branche),
        beschreibung: values.beschreibung,
        strasse: values.strasse,
        plz: values.plz,
        ort: values.ort,
        telefon: values.telefon,
        email: values.betriebEmail || null,
        webseite: values.webseite || null,
        zeiten: regelzeiten(values),
        hinweis: values.zeitenHinweis || null,
        logo: fileIndex(files, 'logo'),
      },
    };
  },
});
