/**
 * Citizens' submissions (`/redaktion/eingaenge`): each waiting submission has two plain forms that
 * post to the page, one to approve it (publishes it as the mailed link does) and one to reject it
 * with a reason, which the content API mails to the sender. The shell's form mechanism gives the
 * same-site check and the rate limit; the content API decides the rights.
 */
import type { EingangEntscheidung } from '@musterstadt/cms-client';
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { GRUND_MAX, PATHS } from '../texts';
import { abgelehnt, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';

export const EINGAENGE_FORM_ID = 'redaktion-eingaenge';

export const GRUND_FEHLT = 'Bitte geben Sie einen Grund für die Ablehnung an. Er geht per E-Mail an die Absenderin oder den Absender.';

export const eingaengeSchema = yup.object({
  aktion: yup.string().required('Bitte wählen Sie eine Aktion.').oneOf(['freigeben', 'ablehnen'], 'Diese Aktion gibt es nicht.'),
  id: yup
    .string()
    .required('Die Eingabe fehlt.')
    .matches(/^[1-9]\d{0,9}$/, 'Die Eingabe fehlt.'),
  grund: yup
    .string()
    .trim()
    .default('')
    .when('aktion', {
      is: 'ablehnen',
      then: (schema) => schema.required(GRUND_FEHLT).max(GRUND_MAX, `Der Grund darf höchstens ${GRUND_MAX} Zeichen lang sein.`),
    }),
});

type Werte = { aktion: 'freigeben' | 'ablehnen'; id: string; grund: string };

/** A same-site path of the published entry, for the page's link to it; else ''. */
const adresse = (url: unknown): string => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '');

export default defineFormHandler<Werte>({
  id: EINGAENGE_FORM_ID,
  schema: eingaengeSchema,
  messages: FORM_TEXTS,

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const id = Number(values.id);
    const body = values.aktion === 'ablehnen' ? { grund: values.grund } : {};
    const answer = await rufe<EingangEntscheidung>(session.cms, 'POST', `/api/cms/redaktion/eingaenge/${id}/${values.aktion}`, body);
    if (answer.status !== 200) return abgelehnt(answer, `eingang ${values.aktion}`, undefined, values.aktion === 'ablehnen' ? 'grund' : undefined);
    if (values.aktion === 'ablehnen') return { status: 'success', redirect: `${PATHS.eingaenge}?meldung=eingang-abgelehnt` };
    const url = adresse((answer.body as EingangEntscheidung | null)?.url);
    return { status: 'success', redirect: `${PATHS.eingaenge}?meldung=eingang-freigegeben${url ? `&adresse=${encodeURIComponent(url)}` : ''}` };
  },
});
