import {
  CAPTCHA_FIELDS,
  FUEHRUNG_HONEYPOT,
  FUEHRUNG_INTERESSEN,
  FUEHRUNG_LABELS as L,
  FUEHRUNG_SPRACHEN,
  FUEHRUNGEN,
  fuehrungSchema,
  type FuehrungValues,
} from '@musterstadt/forms';
import { defineFormHandler, type CaptchaChallenge, type SubmitOutcome } from '@musterstadt/shell-contract';
import { formatDate } from '@musterstadt/ui';

export const FUEHRUNG_FORM_ID = 'fuehrung-anfrage';
export const FUEHRUNG_ENDPOINT = '/api/formulare/fuehrung';

export const FUEHRUNG_TEXTS = {
  success: 'Vielen Dank für Ihre Anfrage!',
  error: 'Leider konnte Ihre Anfrage nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder rufen Sie die Tourist-Information an: 07999 123-40.',
} as const;

export interface FuehrungData {
  captcha: CaptchaChallenge | null;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;

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

const failed = (reason: string, problem: unknown): SubmitOutcome => ({ status: 'error', httpStatus: 502, reason, problem });

/** Guided-tour request: stored by the content API, which mails the tourist office and confirms to the sender. */
export default defineFormHandler<FuehrungValues, FuehrungData>({
  id: FUEHRUNG_FORM_ID,
  schema: fuehrungSchema,
  honeypot: FUEHRUNG_HONEYPOT,
  messages: FUEHRUNG_TEXTS,
  async load({ captcha }) {
    return { captcha: captcha ? captcha.create() : null };
  },
  async submit(values, { cms, captcha }) {
    if (!captcha) return { status: 'error', httpStatus: 503, reason: 'the shell offers no captcha' };
    const checked = captcha.verify(values[CAPTCHA_FIELDS.token], values[CAPTCHA_FIELDS.answer]);
    if (!checked.ok) return { status: 'invalid', errors: { [CAPTCHA_FIELDS.answer]: checked.message } };
    const eingabe = {
      zusammenfassung: `${labelOf(FUEHRUNGEN, values.fuehrung).replace(/ \(.*\)$/, '')} am ${formatDate(values.datum)}, ${values.gruppe} Personen`,
      email: values.email,
      felder: felder(values),
    };
    let answer: { status: number; body: { ok?: unknown } | null };
    try {
      answer = await cms.send<{ ok?: unknown }>('POST', FUEHRUNG_ENDPOINT, eingabe);
    } catch (problem) {
      return failed('content API unreachable', problem);
    }
    if (answer.status === 200 && answer.body?.ok === true) return { status: 'success' };
    return failed('content API refused the request', new Error(`${FUEHRUNG_ENDPOINT} answered ${answer.status}`));
  },
});
