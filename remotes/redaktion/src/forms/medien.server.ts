/**
 * The media library's forms. `redaktion-medien` (`/redaktion/medien`): one file with its section,
 * alternative text (or "decorative") and rights, posted as multipart/form-data to the page; the shell
 * checks size and type by content and re-encodes pictures, the content API reads the type again,
 * draws the picture anew and refuses a picture without its text or rights (422, at the fields).
 * `redaktion-medium` (`/redaktion/medien/:id`): change a file's texts, delete it (refused while it
 * is used, with the German message of the content API), or replace a document by a new PDF (its
 * second form on the page, multipart, with the file).
 */
import type { RedaktionMediumDetail } from '@musterstadt/cms-client';
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { medienPfad, PATHS } from '../texts';
import { abgelehnt, abgelehnteDatei, dateiFuerApi, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';

export const MEDIEN_FORM_ID = 'redaktion-medien';
export const MEDIUM_FORM_ID = 'redaktion-medium';

/** What the library takes: pictures (re-encoded) and PDF documents, up to 10 MB. */
export const MEDIUM_DATEI = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 1,
  required: 'Bitte wählen Sie eine Datei aus (ein Bild als JPG, PNG oder WebP oder ein PDF-Dokument).',
} as const;

const ZAHL = /^[1-9]\d{0,9}$/;

/** The texts of a file, shared by the upload and the change. */
const angaben = {
  titel: yup.string().trim().max(200, 'Der Titel ist zu lang (höchstens 200 Zeichen).').default(''),
  alt: yup.string().trim().max(500, 'Der Alternativtext ist zu lang (höchstens 500 Zeichen).').default(''),
  copyright: yup.string().trim().max(300, 'Die Angabe zum Urheberrecht ist zu lang (höchstens 300 Zeichen).').default(''),
  dekorativ: yup.string().oneOf(['', 'ja']).default(''),
};

export const medienSchema = yup.object({
  bereich: yup
    .string()
    .required('Bitte wählen Sie den Bereich, zu dem die Datei gehört.')
    .matches(/^[a-z][a-z0-9-]{0,49}$/, 'Bitte wählen Sie einen der angezeigten Bereiche.'),
  ...angaben,
});

/** A document's new version: one PDF, up to 10 MB. */
export const DOKUMENT_DATEI = {
  types: ['application/pdf'],
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 1,
} as const;
const DOKUMENT_FEHLT = 'Bitte wählen Sie die neue Fassung des Dokuments aus (ein PDF-Dokument).';

export const mediumSchema = yup.object({
  id: yup.string().required().matches(ZAHL),
  aktion: yup.string().required('Bitte wählen Sie eine Aktion.').oneOf(['speichern', 'loeschen', 'ersetzen'], 'Diese Aktion gibt es nicht.'),
  ...angaben,
});

type Angaben = { titel: string; alt: string; copyright: string; dekorativ: string };

/** The texts as the content API takes them (blank is null; a decorative picture has no text). */
function texte(values: Angaben) {
  const dekorativ = values.dekorativ === 'ja';
  return {
    alt: dekorativ || values.alt === '' ? null : values.alt,
    copyright: values.copyright === '' ? null : values.copyright,
    dekorativ,
  };
}

export const hochladen = defineFormHandler<Angaben & { bereich: string }>({
  id: MEDIEN_FORM_ID,
  schema: medienSchema,
  messages: FORM_TEXTS,
  files: { datei: MEDIUM_DATEI },

  async submit(values, caps, _state, files = []): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const file = files.find((entry) => entry.field === 'datei');
    if (!file) return { status: 'invalid', errors: { datei: MEDIUM_DATEI.required }, message: MEDIUM_DATEI.required };
    const answer = await rufe<RedaktionMediumDetail>(session.cms, 'POST', '/api/cms/redaktion/medien', {
      bereich: values.bereich,
      ...dateiFuerApi(file, 'datei'),
      ...(values.titel === '' ? {} : { titel: values.titel }),
      ...texte(values),
    });
    // A file the content API cannot take (its type, its size) belongs at the file field.
    if (answer.status !== 201) return abgelehnteDatei(answer, 'upload', [413, 415, 422]);
    return { status: 'success', redirect: `${medienPfad((answer.body as RedaktionMediumDetail).id)}?meldung=medium-hochgeladen` };
  },
});

export const aendern = defineFormHandler<Angaben & { id: string; aktion: 'speichern' | 'loeschen' | 'ersetzen' }>({
  id: MEDIUM_FORM_ID,
  schema: mediumSchema,
  messages: FORM_TEXTS,
  files: { datei: DOKUMENT_DATEI },

  async submit(values, caps, _state, files = []): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    const pfad = `/api/cms/redaktion/medien/${Number(values.id)}`;
    if (values.aktion === 'ersetzen') {
      const file = files.find((entry) => entry.field === 'datei');
      if (!file) return { status: 'invalid', errors: { datei: DOKUMENT_FEHLT }, message: DOKUMENT_FEHLT };
      const answer = await rufe<RedaktionMediumDetail>(session.cms, 'PUT', `${pfad}/datei`, dateiFuerApi(file, 'dokument.pdf'));
      if (answer.status !== 200) return abgelehnteDatei(answer, 'upload', [409, 413, 415, 422]);
      return { status: 'success', redirect: `${medienPfad(Number(values.id))}?meldung=medium-ersetzt` };
    }
    if (values.aktion === 'loeschen') {
      const answer = await rufe(session.cms, 'DELETE', pfad, undefined);
      if (answer.status !== 204) return abgelehnt(answer, 'delete');
      return { status: 'success', redirect: `${PATHS.medien}?meldung=medium-geloescht` };
    }
    const answer = await rufe<RedaktionMediumDetail>(session.cms, 'PATCH', pfad, {
      ...(values.titel === '' ? {} : { titel: values.titel }),
      ...texte(values),
    });
    if (answer.status !== 200) return abgelehnt(answer, 'change');
    return { status: 'success', redirect: `${medienPfad(Number(values.id))}?meldung=medium-gespeichert` };
  },
});
