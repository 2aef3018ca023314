/**
 * The page form (kind `seite`): creating a page (`anlegen`, on /redaktion/seiten/neu), and on the
 * page's edit form saving it, moving its blocks up and down, adding and removing blocks and entries
 * of their lists, the status actions of the editorial workflow, and removing a redirect the page
 * left behind. Every change of structure saves the page as a new revision (post, redirect, get);
 * a refused action comes back with the form as it was posted.
 */
import type { RedaktionInhalt, RedaktionKonflikt, RedaktionSeitenFelder, RedaktionVorschauLink } from '@musterstadt/cms-client';
import { defineFormHandler, FORM_BODY_MAX_BYTES, type SubmitOutcome, type TemplateCatalog } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { inhaltPfad } from '../texts';
import { abgelehnt, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';
import { gleich, seitenFelderAus, setze, uebernimm } from './seiten-felder';

export const SEITE_FORM_ID = 'redaktion-seite';

const ZAHL = /^[1-9]\d{0,9}$/;
/** Button values: an action, or an action on one block (`hoch:2`), one list (`dazu:blocks.0.context.eintraege`) or one redirect. */
const AKTION =
  /^(anlegen|speichern|vorschau|zur-freigabe|freigeben|zurueckgeben|zurueckziehen|hinzufuegen|(hoch|runter|entfernen):\d{1,2}|(dazu|weg):blocks\.[a-zA-Z0-9._-]{1,300}|weiterleitung:\/\S{0,300})$/;

const text = (max: number) => yup.string().max(max, `Höchstens ${max} Zeichen.`).default('');
const liste = yup.array(yup.string().max(200_000)).max(2000).default([]);

export const seiteSchema = yup.object({
  id: yup
    .string()
    .default('')
    .matches(/^(|[1-9]\d{0,9})$/),
  basis_revision: yup
    .string()
    .default('')
    .matches(/^(|[1-9]\d{0,9})$/),
  aktion: yup.string().required('Bitte wählen Sie eine Aktion.').matches(AKTION, 'Diese Aktion gibt es nicht.'),
  bereich: text(50),
  ursprung: yup.string().max(FORM_BODY_MAX_BYTES).default(''),
  url: yup.string().trim().required('Bitte geben Sie die Adresse der Seite an (z. B. /leben-wohnen/spielplaetze).').max(300, 'Höchstens 300 Zeichen.'),
  titel: yup.string().trim().required('Bitte geben Sie einen Titel an.').max(300, 'Der Titel ist zu lang (höchstens 300 Zeichen).'),
  layout: yup.string().trim().required('Bitte wählen Sie ein Layout.').max(60),
  description: text(1000),
  canonical: text(2000),
  bild: text(2000),
  bildtext: text(500),
  bildcopyright: text(300),
  api_calls: text(20_000),
  neue_vorlage: text(100),
  schluessel: liste,
  wert: liste,
  an: liste,
  grund: yup.string().trim().max(2000, 'Höchstens 2000 Zeichen.').default(''),
  veroeffentlichen_ab: text(40),
  veroeffentlichen_bis: text(40),
});

type SeiteWerte = yup.InferType<typeof seiteSchema>;

/** A change of structure (move, add, remove a block or a list entry); the block to show afterwards. */
export function aendereStruktur(felder: RedaktionSeitenFelder, aktion: string, neueVorlage: string): number | null {
  const bloecke = [...(felder.blocks ?? [])];
  const [art, ziel = ''] = aktion.split(/:(.*)/s);
  const index = Number(ziel);
  let fokus: number | null = null;
  if (art === 'hoch' && index > 0 && index < bloecke.length) {
    [bloecke[index - 1], bloecke[index]] = [bloecke[index] as (typeof bloecke)[number], bloecke[index - 1] as (typeof bloecke)[number]];
    fokus = index - 1;
  } else if (art === 'runter' && index >= 0 && index < bloecke.length - 1) {
    [bloecke[index + 1], bloecke[index]] = [bloecke[index] as (typeof bloecke)[number], bloecke[index + 1] as (typeof bloecke)[number]];
    fokus = index + 1;
  } else if (art === 'entfernen' && index < bloecke.length) {
    bloecke.splice(index, 1);
    fokus = bloecke.length === 0 ? null : Math.min(index, bloecke.length - 1);
  } else if (art === 'hinzufuegen' && neueVorlage.trim() !== '') {
    bloecke.push({ template: neueVorlage.trim(), slot: 'main', context: {} });
    fokus = bloecke.length - 1;
  } else if (art === 'dazu' || art === 'weg') {
    const wurzel = { blocks: bloecke } as Record<string, unknown>;
    const pfad = art === 'weg' ? ziel.replace(/\.\d+$/, '') : ziel;
    const nummer = Number(ziel.slice(ziel.lastIndexOf('.') + 1));
    setze(wurzel, pfad, (alt) => {
      const eintraege = Array.isArray(alt) ? [...alt] : [];
      if (art === 'dazu') eintraege.push({});
      else eintraege.splice(nummer, 1);
      return eintraege;
    });
    fokus = Number(ziel.split('.')[1]);
  }
  felder.blocks = bloecke;
  return fokus;
}

const zeitpunktOderNull = (value: string) => (value.trim() === '' ? null : value.trim());

const STATUS_CALLS: Record<'zur-freigabe' | 'freigeben' | 'zurueckgeben' | 'zurueckziehen', (revision: number, values: SeiteWerte) => unknown> = {
  'zur-freigabe': (revision) => ({ revision }),
  freigeben: (revision, values) => ({
    revision,
    veroeffentlichen_ab: zeitpunktOderNull(values.veroeffentlichen_ab),
    veroeffentlichen_bis: zeitpunktOderNull(values.veroeffentlichen_bis),
  }),
  zurueckgeben: (revision, values) => ({ revision, grund: values.grund }),
  zurueckziehen: (_revision, values) => ({ grund: values.grund }),
};

export default defineFormHandler<SeiteWerte, TemplateCatalog | null>({
  id: SEITE_FORM_ID,
  schema: seiteSchema,
  bodyLimit: FORM_BODY_MAX_BYTES,
  messages: FORM_TEXTS,

  async load(caps) {
    return caps.templateCatalog?.() ?? null;
  },

  async submit(values, caps): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const katalog = caps.templateCatalog?.() ?? null;
    const fehler: Record<string, string> = {};
    const felder = seitenFelderAus(values, katalog, fehler);
    // What the form does not show (breadcrumbs, theme, further pictures) stays as stored.
    const gespeichert = uebernimm(felder, values.ursprung);

    if (values.aktion === 'anlegen') {
      const neu: RedaktionSeitenFelder = {
        ...felder,
        breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: felder.titel }],
      };
      const answer = await rufe<RedaktionInhalt>(session.cms, 'POST', '/api/cms/redaktion/inhalte', {
        art: 'seite',
        bereich: values.bereich || 'stadt',
        felder: neu,
      });
      if (answer.status !== 201) return abgelehnt(answer, 'anlegen', undefined, 'url');
      return { status: 'success', redirect: `${inhaltPfad((answer.body as RedaktionInhalt).id)}?meldung=gespeichert` };
    }

    if (!ZAHL.test(values.id) || !ZAHL.test(values.basis_revision)) return { status: 'invalid', errors: {}, message: FORM_TEXTS.error };
    const id = Number(values.id);
    if (Object.keys(fehler).length > 0) return { status: 'invalid', errors: fehler, message: 'Bitte prüfen Sie Ihre Angaben.' };

    if (values.aktion.startsWith('weiterleitung:')) {
      const von = values.aktion.slice('weiterleitung:'.length);
      const answer = await rufe(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/weiterleitungen/entfernen`, { von });
      if (answer.status !== 204) return abgelehnt(answer, 'weiterleitung');
      return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=weiterleitung-entfernt#rd-weiterleitungen` };
    }

    const struktur = /^(hoch|runter|entfernen|hinzufuegen|dazu|weg)/.test(values.aktion);
    const fokus = struktur ? aendereStruktur(felder, values.aktion, values.neue_vorlage) : null;
    let revision = Number(values.basis_revision);
    const geaendert = !gespeichert || !gleich(felder, gespeichert);
    // An approver approves, sends back or withdraws what is stored; changes typed meanwhile are saved first by 'Speichern' (and kept here).
    if (geaendert && ['freigeben', 'zurueckgeben', 'zurueckziehen'].includes(values.aktion)) {
      return {
        status: 'invalid',
        errors: {},
        message: 'Sie haben die Seite geändert. Bitte speichern Sie zuerst; freigegeben, zurückgegeben oder zurückgezogen wird eine gespeicherte Fassung.',
      };
    }
    if (struktur || values.aktion === 'speichern' || geaendert) {
      const answer = await rufe<RedaktionInhalt>(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, { basis_revision: revision, felder });
      if (answer.status === 409) {
        const konflikt = answer.body as RedaktionKonflikt | null;
        return abgelehnt(answer, 'save', { aenderungen: konflikt?.aenderungen ?? [], aktuelle_revision: konflikt?.aktuelle_revision ?? null });
      }
      if (answer.status !== 201) return abgelehnt(answer, 'save');
      revision = (answer.body as RedaktionInhalt).revision.id;
      if (struktur) return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=gespeichert${fokus === null ? '' : `#rd-block-${fokus}`}` };
      if (values.aktion === 'speichern') return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=gespeichert` };
    }
    const saved = revision === Number(values.basis_revision) ? undefined : { gespeichert: revision };
    if (values.aktion === 'vorschau') {
      const link = await rufe<RedaktionVorschauLink>(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/vorschau`, { revision });
      const url = (link.body as Partial<RedaktionVorschauLink> | null)?.url;
      if (link.status !== 201 || typeof url !== 'string') return abgelehnt(link.status === 201 ? { status: 502, body: null } : link, 'vorschau', saved);
      return { status: 'success', redirect: url };
    }
    const aktion = values.aktion as keyof typeof STATUS_CALLS;
    const answer = await rufe<RedaktionInhalt>(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/${aktion}`, STATUS_CALLS[aktion](revision, values));
    if (answer.status !== 200) return abgelehnt(answer, aktion, saved, aktion === 'freigeben' ? 'veroeffentlichen_ab' : 'grund');
    const geplant = aktion === 'freigeben' && (answer.body as RedaktionInhalt | null)?.status === 'Geplant';
    return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=${geplant ? 'geplant' : aktion}` };
  },
});
