/**
 * An editorial account (`/redaktion/konten/neu`, `/redaktion/konten/:id`), for the administration:
 * name, e-mail address, roles and sections, and a password: left empty, a new account is invited by
 * mail (a link to set the password, 72 hours, once); given, it is the first password or replaces a forgotten one; roles and
 * sections; `beenden` ends the account and every session of it, `aktivieren` brings an ended one back
 * (its old password, roles and sections), `passwort-link` mails the person a link to set a new password
 * herself (72 hours, once). The content API checks everything
 * again; its refusals (400, 409) come back at their field with the form filled as it was posted.
 */
import type { CmsResponse, RedaktionKonto } from '@musterstadt/cms-client';
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { kontoPfad } from '../texts';
import { abgelehnt, anFeld, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';

export const KONTO_FORM_ID = 'redaktion-konto';

const ZAHL = /^[1-9]\d{0,9}$/;
const PASSWORT_MIN = 12;
const PASSWORT_MAX = 128;
const PASSWORT_TEXT = `Das Passwort muss mindestens ${PASSWORT_MIN} und höchstens ${PASSWORT_MAX} Zeichen lang sein.`;
const speichern = (aktion: unknown) => aktion === 'speichern';

/** The ticked boxes of a group: none is absent from a form post, one is a single value. */
const liste = () =>
  yup
    .array(yup.string().required().max(50))
    .transform((_value: unknown, original: unknown) => (original == null || original === '' ? [] : Array.isArray(original) ? original : [original]))
    .default([])
    .max(50);

export const kontoSchema = yup.object({
  id: yup
    .string()
    .default('')
    .matches(/^(|[1-9]\d{0,9})$/),
  aktion: yup.string().default('speichern').oneOf(['speichern', 'beenden', 'aktivieren', 'passwort-link'], 'Diese Aktion gibt es nicht.'),
  name: yup
    .string()
    .trim()
    .default('')
    .max(120, 'Bitte geben Sie den Namen an (höchstens 120 Zeichen).')
    .when('aktion', { is: speichern, then: (s) => s.required('Bitte geben Sie den Namen an (höchstens 120 Zeichen).') }),
  email: yup
    .string()
    .trim()
    .default('')
    .max(254, 'Bitte geben Sie eine gültige E-Mail-Adresse an.')
    .when('aktion', {
      is: speichern,
      then: (s) => s.required('Bitte geben Sie die E-Mail-Adresse an.').email('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
    }),
  // Left empty, a new account is invited by mail and an existing one keeps its password.
  passwort: yup
    .string()
    .default('')
    .test('passwort', PASSWORT_TEXT, function pruefe(value) {
      if (!speichern(this.parent.aktion) || !value) return true;
      return value.length >= PASSWORT_MIN && value.length <= PASSWORT_MAX;
    }),
  rollen: liste().when('aktion', { is: speichern, then: (s) => s.min(1, 'Ein Konto braucht mindestens eine Rolle.') }),
  bereiche: liste(),
  grund: yup.string().trim().default('').max(2000, 'Der Grund ist zu lang (höchstens 2000 Zeichen).'),
});

type Werte = { id: string; aktion: string; name: string; email: string; passwort: string; rollen: string[]; bereiche: string[]; grund: string };

/** The field a refusal of the content API is about, by its German message. */
export function feldVon(message: string): string | undefined {
  if (/E-Mail/.test(message)) return 'email';
  if (/Passwort/.test(message)) return 'passwort';
  if (/Rolle/.test(message)) return 'rollen';
  if (/Bereich/.test(message)) return 'bereiche';
  if (/Namen/.test(message)) return 'name';
  return undefined;
}

const verweigert = (answer: CmsResponse<unknown>, was: string): SubmitOutcome => anFeld(answer, was, feldVon);

export default defineFormHandler<Werte>({
  id: KONTO_FORM_ID,
  schema: kontoSchema,
  messages: FORM_TEXTS,

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const id = ZAHL.test(values.id) ? Number(values.id) : undefined;

    if (values.aktion === 'beenden') {
      if (id === undefined) return { status: 'invalid', errors: {}, message: 'Ein Konto, das es noch nicht gibt, kann nicht beendet werden.' };
      const answer = await rufe<RedaktionKonto>(session.cms, 'POST', `/api/cms/redaktion/konten/${id}/beenden`, values.grund ? { grund: values.grund } : {});
      if (answer.status !== 200) return abgelehnt(answer, 'end account');
      return { status: 'success', redirect: `${kontoPfad(id)}?meldung=konto-beendet` };
    }

    if (values.aktion === 'passwort-link') {
      if (id === undefined) return { status: 'invalid', errors: {}, message: 'Ein Konto, das es noch nicht gibt, hat kein Passwort.' };
      const answer = await rufe<RedaktionKonto>(session.cms, 'POST', `/api/cms/redaktion/konten/${id}/passwort-link`, {});
      if (answer.status !== 200) return abgelehnt(answer, 'send password link');
      return { status: 'success', redirect: `${kontoPfad(id)}?meldung=link-geschickt` };
    }

    if (values.aktion === 'aktivieren') {
      if (id === undefined) return { status: 'invalid', errors: {}, message: 'Ein Konto, das es noch nicht gibt, kann nicht wieder aktiviert werden.' };
      const answer = await rufe<RedaktionKonto>(session.cms, 'POST', `/api/cms/redaktion/konten/${id}/aktivieren`, values.grund ? { grund: values.grund } : {});
      if (answer.status !== 200) return abgelehnt(answer, 'activate account');
      return { status: 'success', redirect: `${kontoPfad(id)}?meldung=konto-aktiviert` };
    }

    const angaben = { name: values.name, email: values.email, rollen: values.rollen, bereiche: values.bereiche };
    if (id === undefined) {
      // Without a first password the content API mails the person an invitation to set her own.
      const answer = await rufe<RedaktionKonto>(session.cms, 'POST', '/api/cms/redaktion/konten', {
        ...angaben,
        ...(values.passwort ? { passwort: values.passwort } : {}),
      });
      if (answer.status !== 201) return verweigert(answer, 'new account');
      return {
        status: 'success',
        redirect: `${kontoPfad((answer.body as RedaktionKonto).id)}?meldung=${values.passwort ? 'konto-angelegt' : 'konto-eingeladen'}`,
      };
    }
    const answer = await rufe<RedaktionKonto>(session.cms, 'PATCH', `/api/cms/redaktion/konten/${id}`, {
      ...angaben,
      ...(values.passwort ? { passwort: values.passwort } : {}),
    });
    if (answer.status !== 200) return verweigert(answer, 'account');
    return { status: 'success', redirect: `${kontoPfad(id)}?meldung=konto-gespeichert` };
  },
});
