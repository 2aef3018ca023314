/**
 * The edit form of an archive of the intranet's document archive (kind `intranet-archiv`): its topic
 * and title, and its documents in order, each posting the same list fields (`d_downloadtext`,
 * `d_datei`, `d_stand` …) once, so the n-th value of every list is the n-th document's. The buttons
 * `Dokument hinzufügen` (`hinzufuegen`) and `Entfernen` (`entfernen-<n>`) save the form with one
 * document more or less; a PDF chosen in the upload field (`d_upload`, the form is multipart) goes into
 * the media library's archive section and becomes a new document. Shared by the form (server HTML)
 * and its handler.
 */
import { INTRANET_ARCHIV_DOKUMENTE_MAX, type RedaktionIntranetArchivDokument, type RedaktionIntranetArchivFelder } from '@musterstadt/cms-client';
import { yup } from '@musterstadt/ui/forms/schema';

/** The list fields of a document, in the order the form shows them. */
export const DOKUMENT_FELDER = ['id', 'downloadtext', 'datei', 'stand', 'gueltig_von', 'gueltig_bis'] as const;
export type DokumentFeld = (typeof DOKUMENT_FELDER)[number];

/** Labels of a document's fields (German, as the form and the error summary show them). */
export const DOKUMENT_LABELS: Record<Exclude<DokumentFeld, 'id'>, string> = {
  downloadtext: 'Text des Downloads',
  datei: 'PDF-Datei',
  stand: 'Stand',
  gueltig_von: 'Gültig von',
  gueltig_bis: 'Gültig bis (leer lassen: unbefristet)',
};

export const ARCHIV_LABELS = { thema: 'Thema', thema_beschreibung: 'Beschreibung (nur für ein neues Thema)', titel: 'Titel des Archivs' } as const;

/** The form's name of a document list field. */
export const dokumentName = (feld: DokumentFeld): string => `d_${feld}`;

/** The id of a document's field in the form (the error summary links to it, as the API names it). */
export const dokumentFeldId = (index: number, feld: DokumentFeld): string => `rd-dokumente.${index}.${feld}`;

const liste = (max: number) =>
  yup
    .array(yup.string().default('').max(max, `Höchstens ${max} Zeichen.`))
    .transform((_value: unknown, original: unknown) => (original == null ? [] : Array.isArray(original) ? original : [original]))
    .max(INTRANET_ARCHIV_DOKUMENTE_MAX, `Ein Archiv hat höchstens ${INTRANET_ARCHIV_DOKUMENTE_MAX} Dokumente.`)
    .default([]);

/** A new document's PDF uploaded in the form (it goes into the media library's archive section): one PDF, up to 10 MB. */
export const ARCHIV_PDF = { types: ['application/pdf'], maxBytes: 10 * 1024 * 1024, maxFiles: 1 } as const;
export const UPLOAD_LABEL = 'PDF-Datei hochladen (legt ein neues Dokument an)';

/** The archive's own fields and the document lists. */
export const archivSchema = {
  /** The section the archive belongs to: where an uploaded PDF goes. */
  archiv_bereich: yup
    .string()
    .default('')
    .matches(/^(|intranet-[a-z0-9-]{1,40})$/, 'Der Bereich ist ungültig.'),
  // Named apart from the service guide's `thema`.
  archiv_thema: yup.string().trim().max(200, 'Das Thema ist zu lang (höchstens 200 Zeichen).').default(''),
  archiv_thema_beschreibung: yup.string().trim().max(1000, 'Die Beschreibung ist zu lang (höchstens 1000 Zeichen).').default(''),
  d_id: liste(12),
  d_downloadtext: liste(300),
  d_datei: liste(2000),
  d_stand: liste(10),
  d_gueltig_von: liste(10),
  d_gueltig_bis: liste(10),
};

export interface ArchivFormWerte {
  titel: string;
  archiv_bereich: string;
  archiv_thema: string;
  archiv_thema_beschreibung: string;
  d_id: string[];
  d_downloadtext: string[];
  d_datei: string[];
  d_stand: string[];
  d_gueltig_von: string[];
  d_gueltig_bis: string[];
}

/** One document as the form shows it (every field a string). */
export type DokumentWerte = Record<DokumentFeld, string>;

/** The posted documents, in order. */
export function dokumenteWerte(values: Partial<ArchivFormWerte>): DokumentWerte[] {
  const texte = values.d_downloadtext ?? [];
  return texte.map((_text, index) => Object.fromEntries(DOKUMENT_FELDER.map((feld) => [feld, values[`d_${feld}`]?.[index] ?? ''])) as DokumentWerte);
}

/** A stored document as the form shows it. */
export function dokumentWerte(dokument: RedaktionIntranetArchivDokument): DokumentWerte {
  return {
    id: dokument.id ? String(dokument.id) : '',
    downloadtext: dokument.downloadtext,
    datei: dokument.datei ?? '',
    stand: dokument.stand ?? '',
    gueltig_von: dokument.gueltig_von ?? '',
    gueltig_bis: dokument.gueltig_bis ?? '',
  };
}

const oderNull = (wert: string): string | null => (wert.trim() === '' ? null : wert.trim());

/** The fields to save from the posted form (blank is null). */
export function archivFelderAus(values: Omit<ArchivFormWerte, 'archiv_bereich'>): RedaktionIntranetArchivFelder {
  return {
    thema: values.archiv_thema,
    thema_beschreibung: oderNull(values.archiv_thema_beschreibung),
    titel: values.titel,
    dokumente: dokumenteWerte(values).map((dokument) => ({
      id: /^[1-9]\d{0,9}$/.test(dokument.id) ? Number(dokument.id) : null,
      downloadtext: dokument.downloadtext.trim(),
      datei: oderNull(dokument.datei),
      stand: oderNull(dokument.stand),
      gueltig_von: oderNull(dokument.gueltig_von),
      gueltig_bis: oderNull(dokument.gueltig_bis),
    })),
  };
}

/** The fields with one empty document more at the end, or without the n-th (null: there is no such document). */
export function dokumentUmbau(felder: RedaktionIntranetArchivFelder, umbau: 'hinzufuegen' | number): RedaktionIntranetArchivFelder | null {
  const dokumente = felder.dokumente ?? [];
  if (umbau === 'hinzufuegen') {
    return { ...felder, dokumente: [...dokumente, { id: null, downloadtext: '', datei: null, stand: null, gueltig_von: null, gueltig_bis: null }] };
  }
  if (umbau < 0 || umbau >= dokumente.length) return null;
  return { ...felder, dokumente: dokumente.filter((_dokument, index) => index !== umbau) };
}

/** The fields as the form started from them (for "changed?"), compared as JSON. */
export const archivUrsprung = (felder: RedaktionIntranetArchivFelder): string =>
  JSON.stringify(
    archivFelderAus({
      titel: felder.titel,
      archiv_thema: felder.thema ?? '',
      archiv_thema_beschreibung: felder.thema_beschreibung ?? '',
      ...Object.fromEntries(DOKUMENT_FELDER.map((feld) => [`d_${feld}`, (felder.dokumente ?? []).map((dokument) => dokumentWerte(dokument)[feld])])),
    } as Omit<ArchivFormWerte, 'archiv_bereich'>),
  );
