/**
 * The editor's own sessions (`/redaktion/anmeldungen`): `Abmelden` ends one of them, e.g. one left open
 * on a computer in the town hall. The content API ends only sessions of the caller's own account
 * (DELETE /api/cms/sitzungen/{id}; another's is a 404); the caller's current one ends by logging out.
 */
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { PATHS } from '../texts';
import { abgelehnt, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';

export const ANMELDUNGEN_FORM_ID = 'redaktion-anmeldungen';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const anmeldungenSchema = yup.object({
  id: yup.string().trim().required('Bitte wählen Sie eine Anmeldung.').matches(UUID, 'Diese Anmeldung gibt es nicht.'),
});

type Werte = { id: string };

export default defineFormHandler<Werte>({
  id: ANMELDUNGEN_FORM_ID,
  schema: anmeldungenSchema,
  messages: FORM_TEXTS,

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const answer = await rufe(session.cms, 'DELETE', `/api/cms/sitzungen/${values.id.toLowerCase()}`, undefined);
    if (answer.status !== 204) return abgelehnt(answer, 'end own session');
    return { status: 'success', redirect: `${PATHS.anmeldungen}?meldung=sitzung-beendet` };
  },
});
