/**
 * The meeting form (kind `sitzung`, on the meeting's edit page): saving it, adding, moving and
 * removing agenda items and files (each such button saves the meeting as a new revision: post,
 * redirect, get, with the focus back on the moved item), and the status actions of the editorial
 * workflow. A status action on changed fields saves them first, so nothing typed is lost; a refused
 * action comes back with the form as it was posted and the content API's findings at the fields.
 */
import type { RedaktionInhalt, RedaktionKonflikt } from '@musterstadt/cms-client';
import { defineFormHandler, FORM_BODY_MAX_BYTES, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { inhaltPfad } from '../texts';
import { abgelehnt, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';
import { baueUm, gepostet, sitzungFelderAus, sitzungSchema, UMBAU, type SitzungPost } from './sitzung-felder';

export const SITZUNG_FORM_ID = 'redaktion-sitzung';

const ZAHL = /^[1-9]\d{0,9}$/;
const STATUS = ['zur-freigabe', 'freigeben', 'zurueckgeben', 'zurueckziehen'] as const;
type StatusAktion = (typeof STATUS)[number];

export const sitzungFormSchema = yup.object({
  id: yup.string().required().matches(ZAHL),
  basis_revision: yup.string().required().matches(ZAHL),
  aktion: yup
    .string()
    .required('Bitte wählen Sie eine Aktion.')
    .test('aktion', 'Diese Aktion gibt es nicht.', (value) => value === 'speichern' || (STATUS as readonly string[]).includes(value) || UMBAU.test(value)),
  ursprung: yup.string().max(FORM_BODY_MAX_BYTES).default(''),
  grund: yup.string().trim().max(2000, 'Höchstens 2000 Zeichen.').default(''),
  veroeffentlichen_ab: yup.string().trim().max(40).default(''),
  veroeffentlichen_bis: yup.string().trim().max(40).default(''),
  ...sitzungSchema,
});

type Werte = SitzungPost & {
  id: string;
  basis_revision: string;
  aktion: string;
  ursprung: string;
  grund: string;
  veroeffentlichen_ab: string;
  veroeffentlichen_bis: string;
};

const zeitpunktOderNull = (value: string) => (value.trim() === '' ? null : value.trim());

const STATUS_CALLS: Record<StatusAktion, (revision: number, values: Werte) => unknown> = {
  'zur-freigabe': (revision) => ({ revision }),
  // Blank 'from' publishes now; a time ahead makes it 'Geplant'. The end of publication is optional.
  freigeben: (revision, values) => ({
    revision,
    veroeffentlichen_ab: zeitpunktOderNull(values.veroeffentlichen_ab),
    veroeffentlichen_bis: zeitpunktOderNull(values.veroeffentlichen_bis),
  }),
  zurueckgeben: (revision, values) => ({ revision, grund: values.grund }),
  zurueckziehen: (_revision, values) => ({ grund: values.grund }),
};

/** The page's message after a list change (forms/meldungen.ts). */
function meldungZu(aktion: string): string {
  if (aktion === 'punkt-hinzufuegen') return 'punkt-hinzugefuegt';
  if (aktion === 'datei-hinzufuegen') return 'dateizeile-hinzugefuegt';
  if (aktion.startsWith('datei-entfernen')) return 'datei-entfernt';
  return aktion.startsWith('entfernen') ? 'punkt-entfernt' : 'punkt-verschoben';
}

/** Where the page comes back after a list change: the row and the button to focus. */
function fokusZiel(aktion: string, index: number): string {
  const match = UMBAU.exec(aktion);
  const knopf = match?.[2] ?? match?.[1] ?? '';
  // The last row removed: the focus goes to the list's 'hinzufügen' button.
  if (index < 0) return `&knopf=${knopf}`;
  return knopf.startsWith('datei') ? `&datei=${index}&knopf=${knopf}` : `&punkt=${index}&knopf=${knopf}`;
}

export default defineFormHandler<Werte>({
  id: SITZUNG_FORM_ID,
  schema: sitzungFormSchema,
  bodyLimit: FORM_BODY_MAX_BYTES,
  messages: FORM_TEXTS,

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const id = Number(values.id);
    let revision = Number(values.basis_revision);
    let felder = sitzungFelderAus(gepostet(values));
    const umbau = UMBAU.test(values.aktion) ? baueUm(felder, values.aktion) : null;
    if (UMBAU.test(values.aktion) && !umbau) return { status: 'invalid', errors: {}, message: 'Dieser Eintrag lässt sich nicht weiter verschieben.' };
    if (umbau) felder = umbau.felder;
    const veraendert = JSON.stringify(felder) !== values.ursprung;

    if (values.aktion === 'speichern' || umbau || veraendert) {
      const answer = await rufe<RedaktionInhalt>(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, { basis_revision: revision, felder });
      if (answer.status === 409) {
        const konflikt = answer.body as RedaktionKonflikt | null;
        return abgelehnt(answer, 'save', { aenderungen: konflikt?.aenderungen ?? [], aktuelle_revision: konflikt?.aktuelle_revision ?? null });
      }
      if (answer.status !== 201) return abgelehnt(answer, 'save');
      revision = (answer.body as RedaktionInhalt).revision.id;
      if (umbau) {
        // No fragment: a target element would keep the browser from focusing the moved item's button (autofocus).
        return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=${meldungZu(values.aktion)}${fokusZiel(values.aktion, umbau.index)}` };
      }
      if (values.aktion === 'speichern') return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=gespeichert` };
    }
    const saved = revision === Number(values.basis_revision) ? undefined : { gespeichert: revision };
    const aktion = values.aktion as StatusAktion;
    const answer = await rufe<RedaktionInhalt>(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/${aktion}`, STATUS_CALLS[aktion](revision, values));
    if (answer.status !== 200) return abgelehnt(answer, aktion, saved, aktion === 'freigeben' ? 'veroeffentlichen_ab' : 'grund');
    const geplant = aktion === 'freigeben' && (answer.body as RedaktionInhalt | null)?.status === 'Geplant';
    return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=${geplant ? 'geplant' : aktion}` };
  },
});
