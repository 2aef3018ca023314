/**
 * The council members' accounts and public data, for the administration:
 *
 * - `/redaktion/ratsmitglieder` (`einladen`): `einladen` creates the person with a first membership
 *   and mails the invitation, `passwort-link` mails a link for a new password.
 * - `/redaktion/ratsmitglieder/:id` (`bearbeiten`): `speichern` changes the public data,
 *   `mitgliedschaft-neu`, `mitgliedschaft-aendern` and `mitgliedschaft-entfernen` the memberships,
 *   `passwort-link` mails a link, `beenden` (after the confirmation step of the page) ends the account.
 *
 * The content API checks everything again; its refusals (400, 409) come back at their field.
 */
import type { RatsmitgliedKonto } from '@musterstadt/cms-client';
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { PATHS } from '../texts';
import { abgelehnt, anFeld, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';

export const RATSMITGLIEDER_FORM_ID = 'redaktion-ratsmitglieder';
export const RATSMITGLIED_FORM_ID = 'redaktion-ratsmitglied';

const API = '/api/cms/redaktion/ratsmitglieder';
const ZAHL = /^[1-9]\d{0,9}$/;
const DATUM_TEXT = 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).';
const BIS_TEXT = 'Das Ende der Mitgliedschaft darf nicht vor ihrem Beginn liegen.';
const GREMIUM_TEXT = 'Bitte wählen Sie ein Gremium aus der Liste.';
const ROLLE_TEXT = 'Bitte geben Sie die Rolle im Gremium an (höchstens 80 Zeichen), z. B. „Mitglied“.';

/** A day as the content API takes it (`JJJJ-MM-TT`) from a date field or a German date (`TT.MM.JJJJ`); '' stays ''. */
export function alsTag(text: string): string | undefined {
  const wert = text.trim();
  if (wert === '') return '';
  const deutsch = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(wert);
  const iso = deutsch ? `${deutsch[3]}-${deutsch[2]?.padStart(2, '0')}-${deutsch[1]?.padStart(2, '0')}` : wert;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const datum = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(datum.getTime()) && datum.toISOString().slice(0, 10) === iso ? iso : undefined;
}

const tag = (pflicht: (parent: Record<string, unknown>) => boolean) =>
  yup
    .string()
    .trim()
    .default('')
    .max(10, DATUM_TEXT)
    .test('datum', DATUM_TEXT, (value) => alsTag(value ?? '') !== undefined)
    .test('pflicht', DATUM_TEXT, function pruefe(value) {
      return !pflicht(this.parent as Record<string, unknown>) || !!value;
    });

const text = (max: number, message: string, pflicht?: (parent: Record<string, unknown>) => boolean) =>
  yup
    .string()
    .trim()
    .default('')
    .max(max, message)
    .test('pflicht', message, function pruefe(value) {
      return !pflicht?.(this.parent as Record<string, unknown>) || !!value;
    });

const istAktion =
  (...aktionen: string[]) =>
  (parent: Record<string, unknown>) =>
    aktionen.includes(String(parent.aktion));
const mitGremium = (parent: Record<string, unknown>) => String(parent.aktion) === 'mitgliedschaft-neu' || (parent.aktion === 'einladen' && !!parent.gremium_id);

/** The person's public data, required where a person is created or saved. */
const personFelder = (pflicht: (parent: Record<string, unknown>) => boolean) => ({
  anrede: yup.string().trim().default('').oneOf(['', 'Frau', 'Herr'], 'Bitte wählen Sie die Anrede (Frau, Herr oder keine).'),
  titel: text(40, 'Der Titel darf höchstens 40 Zeichen lang sein.'),
  vorname: text(80, 'Bitte geben Sie den Vornamen an (höchstens 80 Zeichen).', pflicht),
  nachname: text(80, 'Bitte geben Sie den Nachnamen an (höchstens 80 Zeichen).', pflicht),
  email: yup
    .string()
    .trim()
    .default('')
    .max(254, 'Bitte geben Sie eine gültige E-Mail-Adresse an.')
    .email('Bitte geben Sie eine gültige E-Mail-Adresse an.')
    .test('pflicht', 'Bitte geben Sie die E-Mail-Adresse an.', function pruefe(value) {
      return !pflicht(this.parent as Record<string, unknown>) || !!value;
    }),
  partei: text(80, 'Bitte geben Sie die Partei oder Fraktion an (höchstens 80 Zeichen).', pflicht),
  beruf: text(120, 'Der Beruf darf höchstens 120 Zeichen lang sein.'),
  wohnort: text(80, 'Bitte geben Sie den Wohnort an (höchstens 80 Zeichen).', pflicht),
});

/** A membership's fields: the committee, the role, from and until. */
const mitgliedschaftFelder = {
  gremium_id: yup
    .string()
    .trim()
    .default('')
    .test('gremium', GREMIUM_TEXT, function pruefe(value) {
      if (!value) return !(String(this.parent.aktion) === 'mitgliedschaft-neu');
      return ZAHL.test(value);
    }),
  rolle: text(80, ROLLE_TEXT, (parent) => mitGremium(parent) || parent.aktion === 'mitgliedschaft-aendern'),
  seit: tag((parent) => mitGremium(parent) || parent.aktion === 'mitgliedschaft-aendern'),
  // The end of a membership must not lie before its beginning.
  bis: tag(() => false).test('reihenfolge', BIS_TEXT, function pruefe(value) {
    const von = alsTag(String(this.parent.seit ?? ''));
    const ende = alsTag(value ?? '');
    return !von || !ende || ende >= von;
  }),
};

export const einladenSchema = yup.object({
  aktion: yup.string().default('einladen').oneOf(['einladen', 'passwort-link'], 'Diese Aktion gibt es nicht.'),
  id: yup.string().trim().default('').max(10),
  ...personFelder(istAktion('einladen')),
  ...mitgliedschaftFelder,
});

export const bearbeitenSchema = yup.object({
  aktion: yup
    .string()
    .default('speichern')
    .oneOf(
      ['speichern', 'mitgliedschaft-neu', 'mitgliedschaft-aendern', 'mitgliedschaft-entfernen', 'passwort-link', 'beenden'],
      'Diese Aktion gibt es nicht.',
    ),
  id: yup.string().trim().default('').max(10),
  mid: yup.string().trim().default('').max(10),
  grund: yup.string().trim().default('').max(2000, 'Der Grund ist zu lang (höchstens 2000 Zeichen).'),
  ...personFelder(istAktion('speichern')),
  ...mitgliedschaftFelder,
});

type Person = { anrede: string; titel: string; vorname: string; nachname: string; email: string; partei: string; beruf: string; wohnort: string };
type Mitgliedschaft = { gremium_id: string; rolle: string; seit: string; bis: string };
type Einladen = Person & Mitgliedschaft & { aktion: string; id: string };
type Bearbeiten = Einladen & { mid: string; grund: string };

/** The field a refusal of the content API is about, by its German message. */
export function feldVon(message: string): string | undefined {
  if (/E-Mail/.test(message)) return 'email';
  if (/Vornamen/.test(message)) return 'vorname';
  if (/Nachnamen/.test(message)) return 'nachname';
  if (/Partei/.test(message)) return 'partei';
  if (/Wohnort/.test(message)) return 'wohnort';
  if (/Gremium/.test(message)) return 'gremium_id';
  if (/Rolle/.test(message)) return 'rolle';
  if (/Ende der Mitgliedschaft/.test(message)) return 'bis';
  if (/Datum/.test(message)) return 'seit';
  return undefined;
}

const personAusWerten = (values: Person) => ({
  anrede: values.anrede,
  titel: values.titel,
  vorname: values.vorname,
  nachname: values.nachname,
  email: values.email,
  partei: values.partei,
  beruf: values.beruf,
  wohnort: values.wohnort,
});

const mitgliedschaftAusWerten = (values: Mitgliedschaft) => ({
  gremium_id: Number(values.gremium_id),
  rolle: values.rolle,
  seit: alsTag(values.seit) as string,
  bis: alsTag(values.bis) || null,
});

const keinMitglied: SubmitOutcome = { status: 'invalid', errors: {}, message: 'Bitte wählen Sie ein Ratsmitglied aus der Liste.' };

export const einladen = defineFormHandler<Einladen>({
  id: RATSMITGLIEDER_FORM_ID,
  schema: einladenSchema,
  messages: FORM_TEXTS,

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    if (values.aktion === 'einladen') {
      const answer = await rufe<RatsmitgliedKonto>(session.cms, 'POST', API, {
        ...personAusWerten(values),
        mitgliedschaften: values.gremium_id ? [mitgliedschaftAusWerten(values)] : [],
      });
      if (answer.status === 201) return { status: 'success', redirect: `${PATHS.ratsmitglieder}?meldung=eingeladen` };
      return anFeld(answer, 'invite council member', feldVon);
    }
    if (!ZAHL.test(values.id)) return keinMitglied;
    const answer = await rufe<RatsmitgliedKonto>(session.cms, 'POST', `${API}/${values.id}/passwort-link`, {});
    if (answer.status !== 200) return abgelehnt(answer, 'send council password link');
    return { status: 'success', redirect: `${PATHS.ratsmitglieder}?meldung=link-geschickt` };
  },
});

/** What each action calls and the message of the page after it. */
function aufruf(values: Bearbeiten): { method: 'POST' | 'PATCH' | 'DELETE'; pfad: string; body: unknown; meldung: string } | undefined {
  const basis = `${API}/${values.id}`;
  switch (values.aktion) {
    case 'speichern':
      return { method: 'PATCH', pfad: basis, body: personAusWerten(values), meldung: 'ratsmitglied-gespeichert' };
    case 'mitgliedschaft-neu':
      return { method: 'POST', pfad: `${basis}/mitgliedschaften`, body: mitgliedschaftAusWerten(values), meldung: 'mitgliedschaft-gespeichert' };
    case 'mitgliedschaft-aendern':
    case 'mitgliedschaft-entfernen': {
      if (!ZAHL.test(values.mid)) return undefined;
      const pfad = `${basis}/mitgliedschaften/${values.mid}`;
      if (values.aktion === 'mitgliedschaft-entfernen') return { method: 'DELETE', pfad, body: undefined, meldung: 'mitgliedschaft-entfernt' };
      const { rolle, seit, bis } = mitgliedschaftAusWerten(values);
      return { method: 'PATCH', pfad, body: { rolle, seit, bis }, meldung: 'mitgliedschaft-gespeichert' };
    }
    case 'passwort-link':
      return { method: 'POST', pfad: `${basis}/passwort-link`, body: {}, meldung: 'link-geschickt' };
    default:
      return { method: 'POST', pfad: `${basis}/beenden`, body: values.grund ? { grund: values.grund } : {}, meldung: 'ratskonto-beendet' };
  }
}

export const bearbeiten = defineFormHandler<Bearbeiten>({
  id: RATSMITGLIED_FORM_ID,
  schema: bearbeitenSchema,
  messages: FORM_TEXTS,

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const ruf = ZAHL.test(values.id) ? aufruf(values) : undefined;
    if (!ruf) return keinMitglied;
    const answer = await rufe<RatsmitgliedKonto>(session.cms, ruf.method, ruf.pfad, ruf.body);
    if (answer.status === 200 || answer.status === 201) return { status: 'success', redirect: `${PATHS.ratsmitglieder}/${values.id}?meldung=${ruf.meldung}` };
    return anFeld(answer, `${values.aktion} council member`, feldVon);
  },
});
