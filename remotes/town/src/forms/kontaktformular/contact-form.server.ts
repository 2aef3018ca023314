import { KONTAKT_HONEYPOT, kontaktSchema, type KontaktValues } from '@musterstadt/forms';
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';

/** Template name of the contact form's block, as the CMS names it. */
export const KONTAKT_FORM_ID = 'kontaktformular';

/** The content API's endpoint that stores a message and mails it to the town office. */
export const KONTAKT_ENDPOINT = '/api/anfragen';

export const KONTAKT_TEXTS = {
  success: 'Vielen Dank für Ihre Nachricht!',
  error: 'Leider konnte Ihre Nachricht nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder schreiben Sie eine E-Mail an info@musterstadt.de.',
} as const;

const failed = (reason: string, problem: unknown): SubmitOutcome => ({ status: 'error', httpStatus: 502, reason, problem });

/** The town's contact form: the values checked here go to the content API, which checks them again. */
export default defineFormHandler<KontaktValues>({
  id: KONTAKT_FORM_ID,
  schema: kontaktSchema,
  honeypot: KONTAKT_HONEYPOT,
  messages: KONTAKT_TEXTS,

  async submit(values, { cms }) {
    const message = {
      name: values.name,
      email: values.email,
      ...(values.telefon ? { telefon: values.telefon } : {}),
      betreff: values.betreff,
      nachricht: values.nachricht,
    };
    let answer: { status: number; body: { ok?: unknown; error?: unknown } | null };
    try {
      answer = await cms.send<{ ok?: unknown; error?: unknown }>('POST', KONTAKT_ENDPOINT, message);
    } catch (problem) {
      return failed('content API unreachable', problem);
    }
    if (answer.status === 200 && answer.body?.ok === true) return { status: 'success' };
    const detail = typeof answer.body?.error === 'string' ? `: ${answer.body.error}` : '';
    return failed('content API refused the message', new Error(`${KONTAKT_ENDPOINT} answered ${answer.status}${detail}`));
  },
});
