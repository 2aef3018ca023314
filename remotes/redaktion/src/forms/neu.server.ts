/**
 * A new piece of content (`/redaktion/neu`): its kind and place (`art:bereich:ablage`, one of the
 * editor's section's places) and its title; the content API saves it as revision 1 (Entwurf) and the
 * editor goes on to its edit form.
 */
import type { RedaktionInhalt } from '@musterstadt/cms-client';
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { inhaltPfad } from '../texts';
import { abgelehnt, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';

export const NEU_FORM_ID = 'redaktion-neu';

const ORT =
  /^(artikel|veranstaltung|termin|intranet|intranet-archiv|mitarbeiter|wegweiser-(?:leistung|formular|lebenslage|einheit|person)):([a-z][a-z0-9-]{0,49}):([a-z][a-z0-9-]{0,49})$/;

export const neuSchema = yup.object({
  ort: yup.string().required('Bitte wählen Sie, was Sie anlegen und wo es erscheinen soll.').matches(ORT, 'Bitte wählen Sie eine der angebotenen Ablagen.'),
  titel: yup.string().trim().required('Bitte geben Sie einen Titel an.').max(300, 'Der Titel ist zu lang (höchstens 300 Zeichen).'),
});

type Werte = { ort: string; titel: string };

export default defineFormHandler<Werte>({
  id: NEU_FORM_ID,
  schema: neuSchema,
  messages: FORM_TEXTS,

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const [, art, bereich, ablage] = ORT.exec(values.ort) ?? [];
    // A person's title is the name: the last word the surname, the words before the first names.
    const namen = values.titel.trim().split(/\s+/);
    const felder =
      art === 'wegweiser-person' || art === 'mitarbeiter' ? { vorname: namen.slice(0, -1).join(' '), nachname: namen.at(-1) ?? '' } : { titel: values.titel };
    const answer = await rufe<RedaktionInhalt>(session.cms, 'POST', '/api/cms/redaktion/inhalte', { art, bereich, ablage, felder });
    if (answer.status !== 201) return abgelehnt(answer, 'new content');
    return { status: 'success', redirect: `${inhaltPfad((answer.body as RedaktionInhalt).id)}?meldung=angelegt` };
  },
});
