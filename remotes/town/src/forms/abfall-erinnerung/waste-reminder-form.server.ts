import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { ERINNERUNG_ENDPOINT, ERINNERUNG_FORM_ID, ERINNERUNG_HONEYPOT, erinnerungSchema, MESSAGES, type ErinnerungValues } from './waste-reminder-schema';

export const ERINNERUNG_TEXTS = {
  success: 'Fast geschafft! Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Link aus unserer E-Mail.',
  error: 'Die Anmeldung konnte gerade nicht gesendet werden. Bitte versuchen Sie es später erneut.',
} as const;

interface Answer {
  weiter?: unknown;
  error?: unknown;
  fehler?: Record<string, { code?: unknown; meldung?: unknown }>;
}

const isPath = (value: unknown): value is string => typeof value === 'string' && /^\/(?![/\\])/.test(value);

/**
 * The waste-collection reminder sign-up (town remote). The content API stores it and mails the
 * confirmation link; it answers where the visitor goes on to, or which fields it refuses.
 */
export default defineFormHandler<ErinnerungValues>({
  id: ERINNERUNG_FORM_ID,
  schema: erinnerungSchema,
  honeypot: ERINNERUNG_HONEYPOT,
  messages: ERINNERUNG_TEXTS,

  async submit(values, { cms }): Promise<SubmitOutcome> {
    const signUp = { email: values.email, bezirk: values.bezirk, arten: values.arten, tage: values.tage, datenschutz: values.datenschutz };
    let answer: { status: number; body: Answer | null };
    try {
      answer = await cms.send<Answer>('POST', ERINNERUNG_ENDPOINT, signUp);
    } catch (problem) {
      return { status: 'error', httpStatus: 502, reason: 'content API unreachable', problem };
    }
    const { status, body } = answer;
    if (status === 200 && isPath(body?.weiter)) return { status: 'success', redirect: body.weiter };
    if (status === 400 && body?.fehler && Object.keys(body.fehler).length > 0) {
      const errors: Record<string, string> = {};
      for (const [field, detail] of Object.entries(body.fehler)) {
        const known = MESSAGES[`${field}.${String(detail?.code)}`];
        errors[field] = known ?? (typeof detail?.meldung === 'string' && detail.meldung ? detail.meldung : 'Bitte prüfen Sie diese Angabe.');
      }
      return { status: 'invalid', errors };
    }
    if (status === 503) {
      return {
        status: 'error',
        httpStatus: 503,
        reason: 'confirmation mail failed',
        message: MESSAGES['versand.fehlgeschlagen'],
        problem: new Error(`${ERINNERUNG_ENDPOINT} answered 503`),
      };
    }
    const detail = typeof body?.error === 'string' ? `: ${body.error}` : '';
    return {
      status: 'error',
      httpStatus: 502,
      reason: 'content API refused the sign-up',
      problem: new Error(`${ERINNERUNG_ENDPOINT} answered ${status}${detail}`),
    };
  },
});
