/** Restoring an old revision as a new draft (`/redaktion/inhalte/:id/verlauf`). */
import type { RedaktionInhalt } from '@musterstadt/cms-client';
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { inhaltPfad } from '../texts';
import { abgelehnt, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';

export const VERLAUF_FORM_ID = 'redaktion-verlauf';

const ZAHL = /^[1-9]\d{0,9}$/;

export const verlaufSchema = yup.object({
  id: yup.string().required().matches(ZAHL),
  revision: yup.string().required('Bitte wählen Sie eine Fassung.').matches(ZAHL, 'Bitte wählen Sie eine Fassung.'),
  basis_revision: yup.string().required().matches(ZAHL),
});

type Werte = { id: string; revision: string; basis_revision: string };

export default defineFormHandler<Werte>({
  id: VERLAUF_FORM_ID,
  schema: verlaufSchema,
  messages: FORM_TEXTS,

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const id = Number(values.id);
    const answer = await rufe<RedaktionInhalt>(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/revisionen/${Number(values.revision)}/wiederherstellen`, {
      basis_revision: Number(values.basis_revision),
    });
    if (answer.status !== 201) return abgelehnt(answer, 'restore');
    return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=wiederhergestellt` };
  },
});
