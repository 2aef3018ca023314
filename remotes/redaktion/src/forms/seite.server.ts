/**
 * The page form (kind `seite`): creating a page (`anlegen`, on /redaktion/seiten/neu), and on the
 * page's edit form saving it, moving its blocks up and down, adding and removing blocks and entries
 * of their lists, the status actions of the editorial workflow, and removing a redirect the page
 * left behind. Every change of structure saves the page as a new revision (post, redirect, get);
 * a refused action comes back with the form as it was posted.
 */
import type { CmsClient, RedaktionInhalt, RedaktionKonflikt, RedaktionSeitenFelder, RedaktionVorschauLink } from '@musterstadt/cms-client';
import { defineFormHandler, FORM_BODY_MAX_BYTES, type SubmitOutcome, type TemplateCatalog } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { inhaltPfad } from '../texts';
import { abgelehnt, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';
import { gleich, type SeitenListe, seitenFelderAus, setze, uebernimm } from './seiten-felder';

export const SEITE_FORM_ID = 'redaktion-seite';

const ZAHL = /^[1-9]\d{0,9}$/;
/**
 * Button values: an action; an action on one block (`hoch:2`), title picture or breadcrumb
 * (`hoch:hero_images.1`); a move by dragging (`verschieben:blocks.3.0`: from 3 to 0); a new picture
 * or breadcrumb (`dazu:hero_images`); an entry of a block's list (`dazu:blocks.0.context.eintraege`);
 * or one redirect.
 */
const AKTION =
  /^(anlegen|speichern|vorschau|zur-freigabe|freigeben|zurueckgeben|zurueckziehen|hinzufuegen|(hoch|runter|entfernen):((hero_images|breadcrumbs)\.)?\d{1,2}|verschieben:(blocks|hero_images|breadcrumbs)\.\d{1,2}\.\d{1,2}|dazu:(hero_images|breadcrumbs)|(dazu|weg):blocks\.[a-zA-Z0-9._-]{1,300}|weiterleitung:\/\S{0,300})$/;

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

/** What a change of structure did, for the page that answers it: the entry to focus and the button that moved it. */
export interface Struktur {
  meldung: 'verschoben' | 'hinzugefuegt' | 'entfernt' | 'gespeichert';
  liste: SeitenListe;
  /** The entry that moved or came (null: the list's entry is gone). */
  index: number | null;
  /** The button that moved it (`hoch`, `runter`): the focus stays on it; none after dragging. */
  knopf?: 'hoch' | 'runter';
}

/** Moves an entry of a list from one place to another; false when either is outside the list. */
function verschiebe(liste: unknown[], von: number, nach: number): boolean {
  if (von < 0 || nach < 0 || von >= liste.length || nach >= liste.length || von === nach) return false;
  const [eintrag] = liste.splice(von, 1);
  liste.splice(nach, 0, eintrag);
  return true;
}

const NEU: Record<Exclude<SeitenListe, 'blocks'>, () => Record<string, unknown>> = {
  hero_images: () => ({ bild: '', bildtext: null, bildcopyright: null }),
  breadcrumbs: () => ({ title: '' }),
};

/** A change of structure (move, add, remove a block, a title picture, a breadcrumb or an entry of a block's list); what to show afterwards. */
export function aendereStruktur(felder: RedaktionSeitenFelder, aktion: string, neueVorlage: string): Struktur | null {
  const listen: Record<SeitenListe, unknown[]> = {
    blocks: [...(felder.blocks ?? [])],
    hero_images: [...(felder.hero_images ?? [])],
    breadcrumbs: [...(felder.breadcrumbs ?? [])],
  };
  const [art = '', ziel = ''] = aktion.split(/:(.*)/s);
  const teile = ziel.split('.');
  // `hoch:2` moves a block; `hoch:hero_images.2` a title picture.
  const liste: SeitenListe = teile[0] === 'hero_images' || teile[0] === 'breadcrumbs' ? teile[0] : 'blocks';
  const eintraege = listen[liste];
  const index = Number(/^\d/.test(ziel) ? teile[0] : teile[1]);
  let ergebnis: Struktur | null = null;
  if (art === 'hoch' && verschiebe(eintraege, index, index - 1)) ergebnis = { meldung: 'verschoben', liste, index: index - 1, knopf: 'hoch' };
  else if (art === 'runter' && verschiebe(eintraege, index, index + 1)) ergebnis = { meldung: 'verschoben', liste, index: index + 1, knopf: 'runter' };
  else if (art === 'verschieben' && verschiebe(eintraege, index, Number(teile[2]))) ergebnis = { meldung: 'verschoben', liste, index: Number(teile[2]) };
  else if (art === 'entfernen' && index < eintraege.length) {
    eintraege.splice(index, 1);
    ergebnis = { meldung: 'entfernt', liste, index: null };
  } else if (art === 'hinzufuegen' && neueVorlage.trim() !== '') {
    listen.blocks.push({ template: neueVorlage.trim(), slot: 'main', context: {} });
    ergebnis = { meldung: 'hinzugefuegt', liste: 'blocks', index: listen.blocks.length - 1 };
  } else if (art === 'dazu' && (liste === 'hero_images' || liste === 'breadcrumbs')) {
    eintraege.push(NEU[liste]());
    ergebnis = { meldung: 'hinzugefuegt', liste, index: eintraege.length - 1 };
  } else if (art === 'dazu' || art === 'weg') {
    const wurzel = { blocks: listen.blocks } as Record<string, unknown>;
    const pfad = art === 'weg' ? ziel.replace(/\.\d+$/, '') : ziel;
    const nummer = Number(ziel.slice(ziel.lastIndexOf('.') + 1));
    setze(wurzel, pfad, (alt) => {
      const eintraege = Array.isArray(alt) ? [...alt] : [];
      if (art === 'dazu') eintraege.push({});
      else eintraege.splice(nummer, 1);
      return eintraege;
    });
    ergebnis = { meldung: 'gespeichert', liste: 'blocks', index: Number(teile[1]) };
  }
  felder.blocks = listen.blocks as NonNullable<RedaktionSeitenFelder['blocks']>;
  felder.hero_images = listen.hero_images as NonNullable<RedaktionSeitenFelder['hero_images']>;
  felder.breadcrumbs = listen.breadcrumbs as NonNullable<RedaktionSeitenFelder['breadcrumbs']>;
  return ergebnis;
}

/** The page that answers a change of structure: it says what changed, and the focus goes to the entry (`fokus=blocks.2~hoch`). */
export function strukturPfad(id: number, struktur: Struktur | null): string {
  if (!struktur) return `${inhaltPfad(id)}?meldung=gespeichert`;
  const fokus = struktur.index === null ? struktur.liste : `${struktur.liste}.${struktur.index}${struktur.knopf ? `~${struktur.knopf}` : ''}`;
  return `${inhaltPfad(id)}?meldung=${struktur.meldung}&fokus=${encodeURIComponent(fokus)}`;
}

/**
 * The breadcrumbs a new page starts with, as the site's pages have them: the home page, each page
 * above its address by its title (`/leben-wohnen` for `/leben-wohnen/spielplaetze`), the page itself.
 * The editor changes them in the page's form.
 */
export async function brotkrumenFuer(cms: CmsClient, url: string, titel: string): Promise<NonNullable<RedaktionSeitenFelder['breadcrumbs']>> {
  const teile = url.split('/').filter(Boolean);
  const krumen: NonNullable<RedaktionSeitenFelder['breadcrumbs']> = [{ title: 'Startseite', url: '/' }];
  for (let n = 1; n < teile.length && n < 8; n += 1) {
    const pfad = `/${teile.slice(0, n).join('/')}`;
    try {
      const answer = await cms.get<{ url?: unknown; title?: unknown }>('/api/cms/route', { url: pfad });
      const { url: gefunden, title } = (answer.body ?? {}) as { url?: unknown; title?: unknown };
      if (answer.status === 200 && gefunden === pfad && typeof title === 'string' && title !== '') krumen.push({ title, url: pfad });
    } catch {
      // A level the content API does not answer now is left out; the editor may add it.
    }
  }
  return [...krumen, { title: titel }];
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
    // What the form does not show (the theme) stays as stored.
    const gespeichert = uebernimm(felder, values.ursprung);

    if (values.aktion === 'anlegen') {
      const neu: RedaktionSeitenFelder = {
        ...felder,
        breadcrumbs: await brotkrumenFuer(session.cms, felder.url, felder.titel),
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

    const struktur = /^(hoch|runter|entfernen|verschieben|hinzufuegen|dazu|weg)/.test(values.aktion);
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
      if (struktur) return { status: 'success', redirect: strukturPfad(id, fokus) };
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
