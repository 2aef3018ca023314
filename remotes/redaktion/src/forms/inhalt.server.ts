/**
 * The edit form of one piece of content (`/redaktion/inhalte/:id`): its buttons name the action
 * (`Speichern`, `Vorschau`, `Zur Freigabe geben`, `Freigeben und veröffentlichen`, `Zurück an die
 * Redaktion`, `Zurückziehen`). A status action or a preview on changed fields saves them first, so
 * nothing typed is lost (and the preview shows what the editor sees in the form). `Vorschau` goes on
 * to the preview link of that revision (valid 24 hours, shareable). The content API decides what the
 * editor may do: a refused action (403, 409, 422) comes back as its German message, with the form
 * filled as it was posted.
 */
import type { RedaktionInhalt, RedaktionKonflikt, RedaktionMediumDetail, RedaktionVorschauLink } from '@musterstadt/cms-client';
import { defineFormHandler, FORM_BODY_MAX_BYTES, type SubmitOutcome, type UploadedFile } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { inhaltPfad } from '../texts';
import { abgelehnt, dateiFuerApi, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';
import { felderAus, felderSchema, geaendert, type FormFelder } from './felder';
import { istFelderArt, wegweiserFelderAus, wegweiserSchema } from './wegweiser-felder';
import { baueUm, istModulArt, portalFelderAus, portalSchema, UMBAU_MUSTER, type PortalFormWerte, type Umbau } from './portal-felder';
import { neueDateiFehler, vorlageFelderAus, vorlageSchema } from './vorlage-felder';
import { ARCHIV_PDF, archivFelderAus, archivSchema, dokumentUmbau, type ArchivFormWerte } from './archiv-felder';

export const INHALT_FORM_ID = 'redaktion-inhalt';

export const AKTIONEN = ['speichern', 'vorschau', 'zur-freigabe', 'freigeben', 'zurueckgeben', 'zurueckziehen'] as const;
type Aktion = (typeof AKTIONEN)[number];

const ZAHL = /^[1-9]\d{0,9}$/;

export const inhaltSchema = yup.object({
  id: yup.string().required().matches(ZAHL),
  basis_revision: yup.string().required().matches(ZAHL),
  aktion: yup
    .string()
    .required('Bitte wählen Sie eine Aktion.')
    .test(
      'aktion',
      'Diese Aktion gibt es nicht.',
      (value) => (AKTIONEN as readonly string[]).includes(value) || value === 'hinzufuegen' || value === 'datei-hinzufuegen' || UMBAU_MUSTER.test(value),
    ),
  /** `portal`: the form of a portal's modules (see portal-felder.ts); `intranet-archiv`: an archive's documents (archiv-felder.ts). */
  art: yup.string().default('').max(20),
  ursprung: yup.string().max(FORM_BODY_MAX_BYTES).default(''),
  grund: yup.string().trim().max(2000, 'Höchstens 2000 Zeichen.').default(''),
  veroeffentlichen_ab: yup.string().trim().max(40).default(''),
  veroeffentlichen_bis: yup.string().trim().max(40).default(''),
  ...felderSchema,
  // A contact person, and a person of the staff directory, has no title field (the title is the name).
  titel: yup
    .string()
    .trim()
    .max(300, 'Der Titel ist zu lang (höchstens 300 Zeichen).')
    .default('')
    .when('wegweiser', {
      is: (art: string) => art !== 'wegweiser-person' && art !== 'mitarbeiter',
      then: (schema) => schema.required('Bitte geben Sie einen Titel an.'),
    }),
  ...wegweiserSchema,
  ...portalSchema,
  ...vorlageSchema,
  ...archivSchema,
});

type Werte = FormFelder &
  PortalFormWerte &
  Omit<ArchivFormWerte, 'titel'> & {
    wegweiser: string;
    vorlage: string;
    id: string;
    art: string;
    neues_modul: string;
    basis_revision: string;
    aktion: Aktion | 'hinzufuegen' | 'datei-hinzufuegen' | `${'hoch' | 'runter' | 'entfernen'}-${number}` | `ziehen-${number}-${number}`;
    ursprung: string;
    grund: string;
    veroeffentlichen_ab: string;
    veroeffentlichen_bis: string;
  };

/** A `datetime-local` value as the content API takes it (Berlin wall-clock time), or null when blank. */
const zeitpunktOderNull = (value: string) => (value.trim() === '' ? null : value.trim());

function ursprungOf(value: string): Partial<FormFelder> | null {
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<FormFelder>) : null;
  } catch {
    return null;
  }
}

/**
 * The fields to save and whether they differ from what the form was shown with. An entry of the
 * service guide posts, as its origin, the form's first values and the stored fields (what the form
 * does not show is kept from them); `formFeld` says where each of the API's findings belongs.
 */
function zuSpeichern(values: Werte & Record<string, string>): { felder: unknown; geaendert: boolean; formFeld?: Record<string, string> } {
  const ursprung = ursprungOf(values.ursprung) as (Partial<FormFelder> & { werte?: Record<string, string>; felder?: Record<string, unknown> }) | null;
  if (values.vorlage === 'ja') {
    const { felder, formFeld } = vorlageFelderAus(values);
    const vorher = ursprung?.werte ? vorlageFelderAus(ursprung.werte).felder : null;
    return { felder, geaendert: !vorher || JSON.stringify(vorher) !== JSON.stringify(felder), formFeld };
  }
  if (values.wegweiser && istFelderArt(values.wegweiser)) {
    const { felder, formFeld } = wegweiserFelderAus(values.wegweiser, values, ursprung?.felder ?? {});
    const vorher = ursprung?.werte ? wegweiserFelderAus(values.wegweiser, ursprung.werte, ursprung.felder ?? {}).felder : null;
    return { felder, geaendert: !vorher || JSON.stringify(vorher) !== JSON.stringify(felder), formFeld };
  }
  return { felder: felderAus(values), geaendert: !ursprung || geaendert(values, ursprung) };
}

/** The API's findings at the form's fields (the service guide's rows and choices have names of their own). */
function anDenFeldern(outcome: SubmitOutcome, formFeld: Record<string, string> | undefined): SubmitOutcome {
  if (outcome.status !== 'invalid' || !formFeld) return outcome;
  return { ...outcome, errors: Object.fromEntries(Object.entries(outcome.errors).map(([feld, text]) => [formFeld[feld] ?? feld, text])) };
}

/** The module operation of a portal form's button, if the button was one. */
function umbauAus(values: Werte): Umbau | 'ohne-art' | null {
  if (values.aktion === 'hinzufuegen') return istModulArt(values.neues_modul) ? { art: 'hinzufuegen', typ: values.neues_modul } : 'ohne-art';
  const match = UMBAU_MUSTER.exec(values.aktion);
  if (!match) return null;
  return match[3] === 'ziehen'
    ? { art: 'ziehen', index: Number(match[4]), nach: Number(match[5]) }
    : { art: match[1] as 'hoch' | 'runter' | 'entfernen', index: Number(match[2]) };
}

/** The same fields, however their keys were ordered when they were written. */
function gleich(a: unknown, ursprung: string): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(JSON.parse(ursprung));
  } catch {
    return false;
  }
}

const STATUS_CALLS: Record<Exclude<Aktion, 'speichern' | 'vorschau'>, (revision: number, values: Werte) => unknown> = {
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

/** A document button of an archive's form: one document more, or the n-th removed. */
function dokumentKnopf(aktion: string): 'hinzufuegen' | number | null {
  if (aktion === 'hinzufuegen') return 'hinzufuegen';
  const match = /^entfernen-(\d{1,2})$/.exec(aktion);
  return match ? Number(match[1]) : null;
}

/**
 * An archive of the intranet's document archive: its documents' buttons save the form with one
 * document more or less; an uploaded PDF goes into the media library's archive section and is saved
 * as a new document; a status action on changed fields saves them first. Such an archive has no
 * preview link.
 */
async function archivSenden(values: Werte, cms: Parameters<typeof rufe>[0], id: number, files: readonly UploadedFile[]): Promise<SubmitOutcome> {
  let revision = Number(values.basis_revision);
  if (values.aktion === 'vorschau') {
    return {
      status: 'invalid',
      errors: {},
      message: 'Für das Dokumentenarchiv gibt es keinen Vorschau-Link: Es ist nur für angemeldete Beschäftigte bestimmt.',
    };
  }
  const knopf = dokumentKnopf(values.aktion);
  const upload = files.find((file) => file.field === 'd_upload');
  let felder = archivFelderAus(values);
  // With a PDF chosen, 'Dokument hinzufügen' adds the uploaded one, not an empty one besides.
  if (knopf !== null && !(upload && knopf === 'hinzufuegen')) {
    const neu = dokumentUmbau(felder, knopf);
    if (!neu) return { status: 'invalid', errors: {}, message: 'Dieses Dokument gibt es nicht (mehr).' };
    felder = neu;
  }
  if (upload) {
    const titel = upload.name.replace(/\.pdf$/i, '').trim() || 'Dokument';
    const medium = await rufe<RedaktionMediumDetail>(cms, 'POST', '/api/cms/redaktion/medien', {
      bereich: values.archiv_bereich,
      ...dateiFuerApi(upload, 'dokument.pdf'),
      titel,
    });
    if (medium.status !== 201) {
      const outcome = abgelehnt(medium, 'upload');
      const message = outcome.status === 'success' ? FORM_TEXTS.error : (outcome.message ?? FORM_TEXTS.error);
      return { status: 'invalid', errors: { d_upload: message }, message };
    }
    const url = (medium.body as RedaktionMediumDetail).url;
    felder = {
      ...felder,
      dokumente: [...(felder.dokumente ?? []), { id: null, downloadtext: titel, datei: url, stand: null, gueltig_von: null, gueltig_bis: null }],
    };
  }
  if (values.aktion === 'speichern' || knopf !== null || upload || !gleich(felder, values.ursprung)) {
    const answer = await rufe<RedaktionInhalt>(cms, 'POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, { basis_revision: revision, felder });
    if (answer.status === 409) {
      const konflikt = answer.body as RedaktionKonflikt | null;
      return abgelehnt(answer, 'save', { aenderungen: konflikt?.aenderungen ?? [], aktuelle_revision: konflikt?.aktuelle_revision ?? null });
    }
    if (answer.status !== 201) return abgelehnt(answer, 'save');
    revision = (answer.body as RedaktionInhalt).revision.id;
    if (upload) {
      const neu = (felder.dokumente ?? []).length - 1;
      return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=dokument-hochgeladen#rd-dokument-${neu}` };
    }
    if (values.aktion === 'speichern') return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=gespeichert` };
    if (knopf === 'hinzufuegen') {
      const neu = (felder.dokumente ?? []).length - 1;
      return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=dokument-hinzugefuegt#rd-dokument-${neu}` };
    }
    if (knopf !== null) return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=dokument-entfernt#rd-dokumente` };
  }
  const saved = revision === Number(values.basis_revision) ? undefined : { gespeichert: revision };
  const aktion = values.aktion as Exclude<Aktion, 'speichern' | 'vorschau'>;
  const answer = await rufe<RedaktionInhalt>(cms, 'POST', `/api/cms/redaktion/inhalte/${id}/${aktion}`, STATUS_CALLS[aktion](revision, values));
  if (answer.status !== 200) return abgelehnt(answer, aktion, saved, aktion === 'freigeben' ? 'veroeffentlichen_ab' : 'grund');
  const geplant = aktion === 'freigeben' && (answer.body as RedaktionInhalt | null)?.status === 'Geplant';
  return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=${geplant ? 'geplant' : aktion}` };
}

export default defineFormHandler<Werte>({
  id: INHALT_FORM_ID,
  schema: inhaltSchema,
  bodyLimit: FORM_BODY_MAX_BYTES,
  messages: FORM_TEXTS,
  // An archive of the intranet's document archive takes a new document's PDF (its form is multipart).
  files: { d_upload: ARCHIV_PDF },

  async submit(values, caps, _state, files = []): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const id = Number(values.id);
    if (values.art === 'intranet-archiv') return archivSenden(values, session.cms, id, files);
    let revision = Number(values.basis_revision);
    const portal = values.art === 'portal';
    const umbau = portal ? umbauAus(values) : null;
    if (umbau === 'ohne-art') return { status: 'invalid', errors: { neues_modul: 'Bitte wählen Sie die Art des neuen Moduls.' } };
    const vorlage = !portal && values.vorlage === 'ja';
    if (vorlage) {
      const errors = neueDateiFehler(values as Werte & Record<string, string>, values.aktion === 'datei-hinzufuegen');
      if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
    }
    // The service guide's entries and council papers post fields of their own (see zuSpeichern).
    const eigene = !portal && (vorlage || (values.wegweiser && istFelderArt(values.wegweiser))) ? zuSpeichern(values as Werte & Record<string, string>) : null;
    let felder = portal ? portalFelderAus(values) : eigene ? (eigene.felder as ReturnType<typeof felderAus>) : felderAus(values);
    let fokus: number | null = null;
    if (umbau && 'module' in felder) {
      const neu = baueUm(felder.module, umbau);
      if (!neu) return { status: 'invalid', errors: {}, message: 'Dieses Modul lässt sich nicht weiter verschieben.' };
      felder = { ...felder, module: neu.module };
      fokus = neu.index;
    }
    const ursprung = portal ? null : ursprungOf(values.ursprung);
    const veraendert = portal ? !gleich(felder, values.ursprung) : eigene ? eigene.geaendert : !ursprung || geaendert(values, ursprung);
    // Saving first: the save button, a module moved, added or removed, or a status action on fields the editor changed.
    if (values.aktion === 'speichern' || values.aktion === 'datei-hinzufuegen' || umbau || veraendert) {
      const answer = await rufe<RedaktionInhalt>(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/revisionen`, {
        basis_revision: revision,
        felder,
      });
      if (answer.status === 409) {
        const konflikt = answer.body as RedaktionKonflikt | null;
        return abgelehnt(answer, 'save', { aenderungen: konflikt?.aenderungen ?? [], aktuelle_revision: konflikt?.aktuelle_revision ?? null });
      }
      if (answer.status !== 201) return anDenFeldern(abgelehnt(answer, 'save'), eigene?.formFeld);
      revision = (answer.body as RedaktionInhalt).revision.id;
      if (values.aktion === 'speichern') return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=gespeichert` };
      if (values.aktion === 'datei-hinzufuegen') return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=datei-hinzugefuegt#rd-dateien` };
      if (umbau) {
        const meldung = umbau.art === 'hinzufuegen' ? 'modul-hinzugefuegt' : umbau.art === 'entfernen' ? 'modul-entfernt' : 'modul-verschoben';
        // No fragment: a target element would keep the browser from focusing the moved module's button (autofocus).
        const ziel = fokus !== null && fokus >= 0 ? `&modul=${fokus}&knopf=${umbau.art}` : '';
        return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=${meldung}${ziel}` };
      }
    }
    // After a save the form goes on from the new revision (its fields are stored now).
    const saved = revision === Number(values.basis_revision) ? undefined : { gespeichert: revision };
    if (values.aktion === 'vorschau') {
      const link = await rufe<RedaktionVorschauLink>(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/vorschau`, { revision });
      const url = (link.body as Partial<RedaktionVorschauLink> | null)?.url;
      if (link.status !== 201 || typeof url !== 'string') return abgelehnt(link.status === 201 ? { status: 502, body: null } : link, 'vorschau', saved);
      return { status: 'success', redirect: url };
    }
    const aktion = values.aktion as Exclude<Aktion, 'speichern' | 'vorschau'>;
    const answer = await rufe<RedaktionInhalt>(session.cms, 'POST', `/api/cms/redaktion/inhalte/${id}/${aktion}`, STATUS_CALLS[aktion](revision, values));
    if (answer.status !== 200)
      return anDenFeldern(abgelehnt(answer, aktion, saved, aktion === 'freigeben' ? 'veroeffentlichen_ab' : 'grund'), eigene?.formFeld);
    const geplant = aktion === 'freigeben' && (answer.body as RedaktionInhalt | null)?.status === 'Geplant';
    return { status: 'success', redirect: `${inhaltPfad(id)}?meldung=${geplant ? 'geplant' : aktion}` };
  },
});
