/**
 * A section's setting on the accounts page (`/redaktion/konten`), for the administration:
 * one-person publishing, for a section with a single editor (a small school), where the author may
 * approve her own revision. The content API keeps the change in the audit log.
 */
import type { RedaktionBereich } from '@musterstadt/cms-client';
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { PATHS } from '../texts';
import { abgelehnt, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';

export const BEREICH_FORM_ID = 'redaktion-konten';

export const bereichSchema = yup.object({
  bereich: yup
    .string()
    .required('Bitte wählen Sie einen Bereich.')
    .matches(/^[a-z][a-z0-9-]{0,49}$/, 'Bitte wählen Sie einen der angezeigten Bereiche.'),
  einpersonen_freigabe: yup.string().required('Bitte wählen Sie die Einstellung.').oneOf(['ja', 'nein'], 'Bitte wählen Sie „ja“ oder „nein“.'),
});

type Werte = { bereich: string; einpersonen_freigabe: 'ja' | 'nein' };

export default defineFormHandler<Werte>({
  id: BEREICH_FORM_ID,
  schema: bereichSchema,
  messages: FORM_TEXTS,

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const answer = await rufe<RedaktionBereich>(session.cms, 'PATCH', `/api/cms/redaktion/bereiche/${encodeURIComponent(values.bereich)}`, {
      einpersonen_freigabe: values.einpersonen_freigabe === 'ja',
    });
    if (answer.status !== 200) return abgelehnt(answer, 'section setting');
    return { status: 'success', redirect: `${PATHS.konten}?meldung=bereich-geaendert#bereiche` };
  },
});
