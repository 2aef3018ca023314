/**
 * The staff accounts of the intranet (`/redaktion/mitarbeitende`), for the administration: `einladen`
 * invites a person by mail, `passwort-link` mails a link for a new password, `beenden` ends the
 * access. The content API checks everything again; its refusals (400, 409) come back at their field.
 */
import type { IntranetKonto } from '@musterstadt/cms-client';
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { abgelehnt, anFeld, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';

export const MITARBEITENDE_FORM_ID = 'redaktion-mitarbeitende';
const SEITE = '/redaktion/mitarbeitende';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const einladen = (aktion: unknown) => aktion === 'einladen';

export const mitarbeitendeSchema = yup.object({
  aktion: yup.string().default('').oneOf(['einladen', 'passwort-link', 'beenden'], 'Diese Aktion gibt es nicht.'),
  uuid: yup.string().trim().default('').max(36),
  vorname: yup
    .string()
    .trim()
    .default('')
    .max(80, 'Bitte geben Sie den Vornamen an (höchstens 80 Zeichen).')
    .when('aktion', { is: einladen, then: (s) => s.required('Bitte geben Sie den Vornamen an (höchstens 80 Zeichen).') }),
  nachname: yup
    .string()
    .trim()
    .default('')
    .max(80, 'Bitte geben Sie den Nachnamen an (höchstens 80 Zeichen).')
    .when('aktion', { is: einladen, then: (s) => s.required('Bitte geben Sie den Nachnamen an (höchstens 80 Zeichen).') }),
  email: yup
    .string()
    .trim()
    .default('')
    .max(254, 'Bitte geben Sie eine gültige E-Mail-Adresse an.')
    .when('aktion', {
      is: einladen,
      then: (s) => s.required('Bitte geben Sie die E-Mail-Adresse an.').email('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
    }),
});

type Werte = { aktion: string; uuid: string; vorname: string; nachname: string; email: string };

/** The field a refusal of the content API is about, by its German message. */
function feldVon(message: string): string | undefined {
  if (/E-Mail/.test(message)) return 'email';
  if (/Vornamen/.test(message)) return 'vorname';
  if (/Nachnamen/.test(message)) return 'nachname';
  return undefined;
}

export default defineFormHandler<Werte>({
  id: MITARBEITENDE_FORM_ID,
  schema: mitarbeitendeSchema,
  messages: FORM_TEXTS,

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;

    if (values.aktion === 'einladen') {
      const answer = await rufe<IntranetKonto>(session.cms, 'POST', '/api/cms/redaktion/mitarbeitende', {
        vorname: values.vorname,
        nachname: values.nachname,
        email: values.email,
      });
      if (answer.status === 201) return { status: 'success', redirect: `${SEITE}?meldung=eingeladen` };
      return anFeld(answer, 'invite staff member', feldVon);
    }

    if (!UUID.test(values.uuid)) return { status: 'invalid', errors: {}, message: 'Bitte wählen Sie eine Person aus der Liste.' };
    const pfad = `/api/cms/redaktion/mitarbeitende/${values.uuid.toLowerCase()}/${values.aktion === 'beenden' ? 'beenden' : 'passwort-link'}`;
    const answer = await rufe<IntranetKonto>(session.cms, 'POST', pfad, {});
    if (answer.status !== 200) return abgelehnt(answer, values.aktion === 'beenden' ? 'end staff account' : 'send password link');
    return { status: 'success', redirect: `${SEITE}?meldung=${values.aktion === 'beenden' ? 'zugang-beendet' : 'link-geschickt'}` };
  },
});
