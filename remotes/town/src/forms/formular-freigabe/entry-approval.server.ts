import { freigabeSchema, type FreigabeValues } from '@musterstadt/forms';
import { defineFormHandler } from '@musterstadt/shell-contract';

export const FREIGABE_FORM_ID = 'formular-freigabe';
export const FREIGABE_ENDPOINT = '/api/formulare/freigabe';
export const FREIGABE_PFAD = '/formulare/freigabe';

export const FREIGABE_TEXTS = {
  success: 'Der Eintrag ist veröffentlicht.',
  error: 'Der Eintrag konnte nicht veröffentlicht werden. Bitte versuchen Sie es später noch einmal.',
  abgelaufen: 'Der Freigabe-Link ist abgelaufen. Der Eintrag wurde nicht veröffentlicht.',
  ungueltig: 'Der Freigabe-Link ist ungültig. Der Eintrag wurde nicht veröffentlicht.',
} as const;

/**
 * The editor's confirmation on the approval page: the content API checks the signed link and
 * publishes the entry once; the answer goes on to the page of the link, which then says where the
 * entry appears. The shell's form mechanism gives the same-site check and the rate limit.
 */
export default defineFormHandler<FreigabeValues>({
  id: FREIGABE_FORM_ID,
  schema: freigabeSchema,
  messages: { success: FREIGABE_TEXTS.success, error: FREIGABE_TEXTS.error },
  async submit(values, { cms }) {
    let answer: { status: number; body: { status?: unknown; error?: unknown } | null };
    try {
      answer = await cms.send<{ status?: unknown; error?: unknown }>('POST', FREIGABE_ENDPOINT, { token: values.token });
    } catch (problem) {
      return { status: 'error', httpStatus: 502, reason: 'content API unreachable', problem };
    }
    if (answer.status === 200 && answer.body?.status === 'freigegeben') {
      return { status: 'success', redirect: `${FREIGABE_PFAD}?token=${encodeURIComponent(values.token)}` };
    }
    if (answer.status === 410) return { status: 'error', httpStatus: 409, reason: 'approval link expired', message: FREIGABE_TEXTS.abgelaufen };
    if (answer.status === 400) return { status: 'error', httpStatus: 400, reason: 'approval link invalid', message: FREIGABE_TEXTS.ungueltig };
    // The entry can no longer be published (an ad past its last day): the content API says why, in German.
    if (answer.status === 409 && typeof answer.body?.error === 'string') {
      return { status: 'error', httpStatus: 409, reason: 'entry no longer publishable', message: answer.body.error };
    }
    return {
      status: 'error',
      httpStatus: 502,
      reason: 'content API refused the approval',
      problem: new Error(`${FREIGABE_ENDPOINT} answered ${answer.status}`),
    };
  },
});
