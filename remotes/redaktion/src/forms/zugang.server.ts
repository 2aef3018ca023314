/**
 * The password of a link the administration mailed (`/redaktion/zugang`): public, the link's token
 * (a hidden field) is the key. The content API checks the link, the password rule and the repetition;
 * its refusals come back at their field (422) or as the page's message (404, 410: the link no longer works).
 */
import type { ZugangGesetzt } from '@musterstadt/cms-client';
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { abgelehnt, rufe } from './antworten';

export const ZUGANG_FORM_ID = 'redaktion-zugang';

const LINK_FEHLER = 'Dieser Link ist unvollständig. Bitte öffnen Sie ihn noch einmal aus Ihrer E-Mail.';
const PASSWORT_FEHLER = 'Das Passwort muss mindestens 12 und darf höchstens 128 Zeichen lang sein.';

export const zugangSchema = yup.object({
  token: yup
    .string()
    .trim()
    .default('')
    .required(LINK_FEHLER)
    .matches(/^[0-9a-f]{64}$/, LINK_FEHLER),
  passwort: yup.string().default('').required('Bitte geben Sie ein neues Passwort an.').min(12, PASSWORT_FEHLER).max(128, PASSWORT_FEHLER),
  passwort_wiederholung: yup
    .string()
    .default('')
    .required('Bitte geben Sie das Passwort ein zweites Mal ein.')
    .oneOf([yup.ref('passwort')], 'Die beiden Passwörter stimmen nicht überein. Bitte geben Sie dasselbe Passwort zweimal ein.'),
});

type Werte = { token: string; passwort: string; passwort_wiederholung: string };

export default defineFormHandler<Werte>({
  id: ZUGANG_FORM_ID,
  schema: zugangSchema,
  messages: {
    success: 'Ihr Passwort ist festgelegt.',
    error: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
  },

  async submit(values, caps): Promise<SubmitOutcome> {
    const answer = await rufe<ZugangGesetzt>(caps.cms, 'POST', '/api/cms/zugang/passwort', values);
    if (answer.status === 200) return { status: 'success', redirect: `/redaktion/zugang?fertig=${encodeURIComponent((answer.body as ZugangGesetzt).art)}` };
    // A missing token field is the link's fault, not the person's.
    if (answer.status === 400) return { status: 'error', httpStatus: 400, reason: 'set password answered 400', message: LINK_FEHLER };
    return abgelehnt(answer, 'set password');
  },
});
