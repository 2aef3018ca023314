/**
 * The fields of an archive of the intranet's document archive: topic, title and the documents in
 * order, each a group with its download text, its PDF (chosen from the internal PDFs of the media
 * library's section), `Stand`, `Gültig von` and `Gültig bis`, and its `Entfernen` button;
 * `Dokument hinzufügen` below. Plain fields posting to the page: no script needed.
 */
import type { RedaktionArchivThemen, RedaktionIntranetArchivFelder, RedaktionMedium } from '@musterstadt/cms-client';
import type { BlockForm } from '@musterstadt/shell-contract';
import { auswahl, eingabe, fehlerVon } from './form-parts';
import {
  ARCHIV_LABELS,
  ARCHIV_PDF,
  DOKUMENT_FELDER,
  DOKUMENT_LABELS,
  dokumentFeldId,
  dokumentName,
  dokumentWerte,
  type DokumentFeld,
  type DokumentWerte,
  UPLOAD_LABEL,
} from '../forms/archiv-felder';
import { dateiPfad, PATHS } from '../texts';

/** A PDF the documents may use: an internal file of the media library's archive section. */
export interface PdfWahl {
  id: number;
  titel: string;
  url: string;
  dateiname: string;
}

/** The error summary's labels of the archive's fields (`dokumente.2.stand` → 'Dokument 3: Stand'). */
export function archivLabels(anzahl: number): Record<string, string> {
  const labels: Record<string, string> = { ...ARCHIV_LABELS, dokumente: 'Dokumente', d_upload: UPLOAD_LABEL };
  for (let index = 0; index < anzahl; index += 1) {
    for (const [feld, label] of Object.entries(DOKUMENT_LABELS)) labels[`dokumente.${index}.${feld}`] = `Dokument ${index + 1}: ${label}`;
  }
  return labels;
}

/** The PDFs of a section for the choice, from the media library's list (only documents). */
export function pdfsAus(liste: readonly RedaktionMedium[] | null, bereich: string): PdfWahl[] {
  return (liste ?? [])
    .filter((medium) => medium.art === 'dokument' && medium.bereich === bereich)
    .map(({ id, titel, url, dateiname }) => ({ id, titel, url, dateiname }));
}

/** The documents as posted, when the form comes back after a refusal; else null. */
function gepostet(form: BlockForm): DokumentWerte[] | null {
  if (form.submission?.values?.[dokumentName('downloadtext')] === undefined) return null;
  const listen = Object.fromEntries(DOKUMENT_FELDER.map((feld) => [feld, auswahl(form, dokumentName(feld), [])]));
  return (listen.downloadtext ?? []).map(
    (_text, index) => Object.fromEntries(DOKUMENT_FELDER.map((feld) => [feld, listen[feld]?.[index] ?? ''])) as DokumentWerte,
  );
}

function Fehler({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="rd-error" id={`${id}-fehler`}>
      {text}
    </p>
  );
}

/** The archive's topics from the content API's answer (`archiv_themen`); none when it is missing. */
export function themenAus(value: unknown): string[] {
  const data = (value as Partial<RedaktionArchivThemen> | null)?.data;
  return Array.isArray(data) ? data.flatMap((eintrag) => (typeof eintrag?.thema === 'string' ? [eintrag.thema] : [])) : [];
}

/** A text or date field of the archive or of one document (`vorschlaege`: the id of a list of suggestions). */
function Eingabe({
  id,
  name,
  label,
  wert,
  fehler,
  typ = 'text',
  hinweis,
  vorschlaege,
}: {
  id: string;
  name: string;
  label: string;
  wert: string;
  fehler: string | undefined;
  typ?: 'text' | 'date';
  hinweis?: string;
  vorschlaege?: string;
}) {
  const beschreibung = [hinweis ? `${id}-hinweis` : '', fehler ? `${id}-fehler` : ''].filter(Boolean).join(' ');
  return (
    <div className="rd-field">
      <label htmlFor={id}>{label}</label>
      {hinweis && (
        <p className="rd-hint" id={`${id}-hinweis`}>
          {hinweis}
        </p>
      )}
      <Fehler id={id} text={fehler} />
      <input
        id={id}
        type={typ}
        name={name}
        defaultValue={wert}
        list={vorschlaege}
        aria-describedby={beschreibung || undefined}
        aria-invalid={fehler ? true : undefined}
      />
    </div>
  );
}

function Dokument({ form, index, werte, pdfs }: { form: BlockForm; index: number; werte: DokumentWerte; pdfs: readonly PdfWahl[] }) {
  const fehler = (feld: DokumentFeld) => fehlerVon(form, `dokumente.${index}.${feld}`);
  const feld = (name: Exclude<DokumentFeld, 'id' | 'datei'>, typ: 'text' | 'date' = 'date', hinweis?: string) => (
    <Eingabe
      id={dokumentFeldId(index, name)}
      name={dokumentName(name)}
      label={DOKUMENT_LABELS[name]}
      wert={werte[name]}
      fehler={fehler(name)}
      typ={typ}
      {...(hinweis ? { hinweis } : {})}
    />
  );
  const dateiId = dokumentFeldId(index, 'datei');
  const dateiFehler = fehler('datei');
  const gewaehlt = pdfs.find((pdf) => pdf.url === werte.datei);
  const bisherige = werte.datei === '' && werte.id !== '';
  return (
    <li>
      <fieldset className="rd-fieldset" id={`rd-dokument-${index}`} tabIndex={-1}>
        <legend>{`Dokument ${index + 1}${werte.downloadtext ? `: ${werte.downloadtext}` : ''}`}</legend>
        <input type="hidden" name={dokumentName('id')} value={werte.id} />
        {feld('downloadtext', 'text')}
        <div className="rd-field">
          <label htmlFor={dateiId}>{DOKUMENT_LABELS.datei}</label>
          <p className="rd-hint" id={`${dateiId}-hinweis`}>
            Ein PDF-Dokument aus der Mediathek im Bereich „Intranet: Dokumentenarchiv“. Es ist nie öffentlich: Nur angemeldete Beschäftigte laden es im Intranet
            herunter.
          </p>
          <Fehler id={dateiId} text={dateiFehler} />
          <select
            id={dateiId}
            name={dokumentName('datei')}
            defaultValue={werte.datei}
            aria-describedby={dateiFehler ? `${dateiId}-hinweis ${dateiId}-fehler` : `${dateiId}-hinweis`}
            aria-invalid={dateiFehler ? true : undefined}
          >
            <option value="">{bisherige ? 'Bisherige Fassung behalten' : 'Bitte wählen'}</option>
            {werte.datei !== '' && !gewaehlt && <option value={werte.datei}>{werte.datei}</option>}
            {pdfs.map((pdf) => (
              <option key={pdf.id} value={pdf.url}>
                {`${pdf.titel} (${pdf.dateiname})`}
              </option>
            ))}
          </select>
          {gewaehlt && (
            <p className="rd-hint">
              <a href={dateiPfad(gewaehlt.id)}>{`Gewählte Datei ansehen: ${gewaehlt.titel}`}</a>
            </p>
          )}
        </div>
        {feld('stand')}
        {feld('gueltig_von')}
        {feld('gueltig_bis', 'date', 'Leer lassen, wenn das Dokument unbefristet gilt. Nicht vor „Gültig von“.')}
        <p className="rd-actions">
          <button type="submit" name="aktion" value={`entfernen-${index}`}>
            Entfernen
          </button>
        </p>
      </fieldset>
    </li>
  );
}

export function ArchivFelder({
  form,
  felder,
  titel,
  bereich,
  pdfs,
  themen,
}: {
  form: BlockForm;
  felder: RedaktionIntranetArchivFelder;
  titel: string;
  bereich: string;
  pdfs: readonly PdfWahl[];
  /** The topics there are, offered while typing. */
  themen: readonly string[];
}) {
  const dokumente = gepostet(form) ?? (felder.dokumente ?? []).map(dokumentWerte);
  const dokumenteFehler = fehlerVon(form, 'dokumente');
  const uploadFehler = fehlerVon(form, 'd_upload');
  return (
    <>
      <input type="hidden" name="art" value="intranet-archiv" />
      <input type="hidden" name="archiv_bereich" value={bereich} />
      <Eingabe
        id="rd-thema"
        name="archiv_thema"
        label={ARCHIV_LABELS.thema}
        wert={eingabe(form, 'archiv_thema', felder.thema ?? '')}
        fehler={fehlerVon(form, 'thema')}
        hinweis={
          themen.length > 0
            ? `Vorhandene Themen: ${themen.join(', ')}. Der Name eines vorhandenen Themas legt das Archiv dorthin; ein neuer Name legt bei der Veröffentlichung ein neues Thema an.`
            : 'Der Name eines vorhandenen Themas (z. B. „Dienstvereinbarungen“) legt das Archiv dorthin; ein neuer Name legt bei der Veröffentlichung ein neues Thema an.'
        }
        {...(themen.length > 0 ? { vorschlaege: 'rd-themen' } : {})}
      />
      {themen.length > 0 && (
        <datalist id="rd-themen">
          {themen.map((thema) => (
            <option key={thema} value={thema} />
          ))}
        </datalist>
      )}
      <Eingabe
        id="rd-thema_beschreibung"
        name="archiv_thema_beschreibung"
        label={ARCHIV_LABELS.thema_beschreibung}
        wert={eingabe(form, 'archiv_thema_beschreibung', felder.thema_beschreibung ?? '')}
        fehler={fehlerVon(form, 'thema_beschreibung')}
      />
      <Eingabe id="rd-titel" name="titel" label={ARCHIV_LABELS.titel} wert={eingabe(form, 'titel', titel)} fehler={fehlerVon(form, 'titel')} />
      <h2 id="rd-dokumente" tabIndex={-1}>
        Dokumente
      </h2>
      <Fehler id="rd-dokumente" text={dokumenteFehler} />
      <p className="rd-hint">
        Eine PDF-Datei laden Sie unten als neues Dokument hoch, oder Sie wählen eine aus der <a href={PATHS.medien}>Mediathek</a> (Bereich „Intranet:
        Dokumentenarchiv“).
      </p>
      {dokumente.length > 0 && (
        <ol className="rd-module" aria-labelledby="rd-dokumente">
          {dokumente.map((werte, index) => (
            // The document's place is its identity in the form: fields are posted in this order.
            <Dokument key={`${index}-${werte.id}`} form={form} index={index} werte={werte} pdfs={pdfs} />
          ))}
        </ol>
      )}
      <div className="rd-field">
        <label htmlFor="rd-d_upload">{UPLOAD_LABEL}</label>
        <p className="rd-hint" id="rd-d_upload-hinweis">
          Ein PDF-Dokument bis 10 MB, am besten getaggt und mit Sprachangabe (barrierefrei). Es wird mit „Speichern“ oder „Dokument hinzufügen“ hochgeladen und
          ist nie öffentlich.
        </p>
        <Fehler id="rd-d_upload" text={uploadFehler} />
        <input
          id="rd-d_upload"
          type="file"
          name="d_upload"
          accept={ARCHIV_PDF.types.join(',')}
          aria-describedby={uploadFehler ? 'rd-d_upload-hinweis rd-d_upload-fehler' : 'rd-d_upload-hinweis'}
          aria-invalid={uploadFehler ? true : undefined}
        />
      </div>
      <p className="rd-actions">
        <button type="submit" name="aktion" value="hinzufuegen">
          Dokument hinzufügen
        </button>
      </p>
    </>
  );
}
