import {
  CAPTCHA_FIELDS,
  HILFE_ARTEN,
  HILFE_BEREICHE,
  NACHBARSCHAFTSHILFE_HONEYPOT,
  NACHBARSCHAFTSHILFE_LABELS as L,
  nachbarschaftshilfeSchema,
  type NachbarschaftshilfeValues,
} from '@musterstadt/forms';
import { defineFormHandler, type CaptchaChallenge, type SubmitOutcome } from '@musterstadt/shell-contract';

/** Template name of the form's block, as the CMS names it. */
export const NACHBARSCHAFTSHILFE_FORM_ID = 'nachbarschaftshilfe';
/** The content API's store of form submissions, for this kind. */
export const NACHBARSCHAFTSHILFE_ENDPOINT = '/api/formulare/nachbarschaftshilfe';

export const NACHBARSCHAFTSHILFE_TEXTS = {
  success: 'Vielen Dank! Ihre Angaben sind bei uns angekommen.',
  error: 'Leider konnten Ihre Angaben nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder rufen Sie das Bürgerbüro an: 07999 123-0.',
} as const;

/** What the form shows: a fresh captcha question (null when the shell offers none). */
export interface NachbarschaftshilfeData {
  captcha: CaptchaChallenge | null;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;

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

const failed = (reason: string, problem: unknown): SubmitOutcome => ({ status: 'error', httpStatus: 502, reason, problem });

/** Neighbourhood help: stored by the content API, which mails the citizens' office and confirms to the sender. */
export default defineFormHandler<NachbarschaftshilfeValues, NachbarschaftshilfeData>({
  id: NACHBARSCHAFTSHILFE_FORM_ID,
  schema: nachbarschaftshilfeSchema,
  honeypot: NACHBARSCHAFTSHILFE_HONEYPOT,
  messages: NACHBARSCHAFTSHILFE_TEXTS,
  async load({ captcha }) {
    return { captcha: captcha ? captcha.create() : null };
  },
  async submit(values, { cms, captcha }) {
    if (!captcha) return { status: 'error', httpStatus: 503, reason: 'the shell offers no captcha' };
    const checked = captcha.verify(values[CAPTCHA_FIELDS.token], values[CAPTCHA_FIELDS.answer]);
    if (!checked.ok) return { status: 'invalid', errors: { [CAPTCHA_FIELDS.answer]: checked.message } };
    const art = values.art === 'biete' ? 'Biete Hilfe' : 'Suche Hilfe';
    const eingabe = {
      zusammenfassung: `${art}: ${values.bereiche.map((bereich) => labelOf(HILFE_BEREICHE, bereich)).join(', ')}`.slice(0, 150),
      email: values.email || null,
      felder: felder(values),
    };
    let answer: { status: number; body: { ok?: unknown } | null };
    try {
      answer = await cms.send<{ ok?: unknown }>('POST', NACHBARSCHAFTSHILFE_ENDPOINT, eingabe);
    } catch (problem) {
      return failed('content API unreachable', problem);
    }
    if (answer.status === 200 && answer.body?.ok === true) return { status: 'success' };
    return failed('content API refused the submission', new Error(`${NACHBARSCHAFTSHILFE_ENDPOINT} answered ${answer.status}`));
  },
});
