import type { RedaktionMedium } from '@musterstadt/cms-client';
import { VORLAGEN_ARTEN, VORLAGEN_DATEI_ARTEN } from '@musterstadt/cms-client';
import type { BlockForm } from '@musterstadt/shell-contract';
import { dateiLabel, dateiZeilen, VORLAGE_LABELS } from '../forms/vorlage-felder';
import { dateiPfad, medienPfad, PATHS } from '../texts';
import { eingabe, fehlerVon } from './form-parts';
import { listeAus } from './inhalte-tabelle';

/** A PDF of the section's media library as the file rows offer it. */
interface PdfWahl {
  id: number;
  name: string;
  titel: string;
}

/** The section's PDFs (newest first), or null when they could not be loaded. */
export function pdfsAus(value: unknown, bereich: string): PdfWahl[] | null {
  const liste = listeAus<RedaktionMedium>(value);
  if (!liste) return null;
  return liste
    .filter((medium) => medium.art === 'dokument' && medium.typ === 'application/pdf' && medium.bereich === bereich)
    .map(({ id, name, titel }) => ({ id, name, titel }));
}

/** The ids a control describes itself with: its hint and its finding. */
function beschrieben(id: string, hinweis: boolean, fehler: string | undefined): string | undefined {
  return [hinweis ? `${id}-hinweis` : '', fehler ? `${id}-fehler` : ''].filter(Boolean).join(' ') || undefined;
}

function Fehler({ id, fehler }: { id: string; fehler: string | undefined }) {
  return fehler ? (
    <p className="rd-error" id={`${id}-fehler`}>
      {fehler}
    </p>
  ) : null;
}

interface FeldProps {
  form: BlockForm;
  name: string;
  label: string;
  wert: string;
  hinweis?: string;
}

function Zeile({ form, name, label, wert, hinweis, typ = 'text' }: FeldProps & { typ?: 'text' | 'date' }) {
  const id = `rd-${name}`;
  const fehler = fehlerVon(form, name);
  return (
    <div className="rd-field">
      <label htmlFor={id}>{label}</label>
      {hinweis && (
        <p className="rd-hint" id={`${id}-hinweis`}>
          {hinweis}
        </p>
      )}
      <Fehler id={id} fehler={fehler} />
      <input
        id={id}
        type={typ}
        name={name}
        defaultValue={eingabe(form, name, wert)}
        aria-describedby={beschrieben(id, Boolean(hinweis), fehler)}
        aria-invalid={fehler ? true : undefined}
      />
    </div>
  );
}

function Text({ form, name, label, wert, hinweis }: FeldProps) {
  const id = `rd-${name}`;
  const fehler = fehlerVon(form, name);
  return (
    <div className="rd-field">
      <label htmlFor={id}>{label}</label>
      {hinweis && (
        <p className="rd-hint" id={`${id}-hinweis`}>
          {hinweis}
        </p>
      )}
      <Fehler id={id} fehler={fehler} />
      <textarea
        id={id}
        name={name}
        rows={8}
        defaultValue={eingabe(form, name, wert)}
        aria-describedby={beschrieben(id, Boolean(hinweis), fehler)}
        aria-invalid={fehler ? true : undefined}
      />
    </div>
  );
}

function Auswahl({ form, name, label, wert, optionen, leer }: FeldProps & { optionen: readonly (readonly [string, string])[]; leer?: string }) {
  const id = `rd-${name}`;
  const fehler = fehlerVon(form, name);
  const gewaehlt = eingabe(form, name, wert);
  // A stored value the list does not offer (an old kind) stays choosable, so saving does not change it.
  const alle = gewaehlt && !optionen.some(([value]) => value === gewaehlt) ? [...optionen, [gewaehlt, gewaehlt] as const] : optionen;
  return (
    <div className="rd-field">
      <label htmlFor={id}>{label}</label>
      <Fehler id={id} fehler={fehler} />
      <select id={id} name={name} defaultValue={gewaehlt} aria-describedby={fehler ? `${id}-fehler` : undefined} aria-invalid={fehler ? true : undefined}>
        {leer !== undefined && <option value="">{leer}</option>}
        {alle.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const paare = (werte: readonly string[]) => werte.map((wert) => [wert, wert] as const);

/** One file of the paper: where its PDF comes from, its title and kind, and a box to remove it. */
function DateiZeile({ form, index, werte, pdfs }: { form: BlockForm; index: number; werte: Record<string, string>; pdfs: PdfWahl[] }) {
  const p = `datei_${index}`;
  const medium = eingabe(form, `${p}_medium`, werte[`${p}_medium`] ?? '');
  const datei = eingabe(form, `${p}_datei`, werte[`${p}_datei`] ?? '');
  const pdf = pdfs.find((wahl) => wahl.name === medium);
  const fehler = fehlerVon(form, `${p}_medium`);
  const titel = eingabe(form, `${p}_titel`, werte[`${p}_titel`] ?? '');
  return (
    <li>
      <fieldset className="rd-fieldset">
        <legend>{`Datei ${index + 1}${titel ? `: ${titel}` : ''}`}</legend>
        <input type="hidden" name={`${p}_medium`} value={medium} />
        <input type="hidden" name={`${p}_datei`} value={medium ? '' : datei} />
        <p id={`rd-${p}_medium`} tabIndex={-1}>
          {medium ? (
            <>
              PDF aus der Mediathek: {pdf ? <a href={medienPfad(pdf.id)}>{`${pdf.titel} (${pdf.name})`}</a> : medium}
              {pdf && (
                <>
                  {' · '}
                  <a href={dateiPfad(pdf.id)}>PDF ansehen</a>
                </>
              )}
            </>
          ) : (
            'Datei aus dem Ratsinformationssystem (wie bisher veröffentlicht)'
          )}
        </p>
        <Fehler id={`rd-${p}_medium`} fehler={fehler} />
        <Zeile form={form} name={`${p}_titel`} label="Titel der Datei" wert={werte[`${p}_titel`] ?? ''} />
        <Auswahl form={form} name={`${p}_art`} label="Art der Datei" wert={werte[`${p}_art`] ?? ''} optionen={paare(VORLAGEN_DATEI_ARTEN)} />
        <div className="rd-field">
          <input id={`rd-${p}_entfernen`} type="checkbox" name={`${p}_entfernen`} value="ja" defaultChecked={eingabe(form, `${p}_entfernen`, '') === 'ja'} />{' '}
          <label htmlFor={`rd-${p}_entfernen`} style={{ display: 'inline' }}>
            Diese Datei beim Speichern entfernen
          </label>
        </div>
      </fieldset>
    </li>
  );
}

/**
 * The fields of a council paper and its files (server HTML; no script needed): the rows of its
 * files, then 'Datei hinzufügen' with the PDFs of the section's media library (uploads happen in the
 * Mediathek). The button saves the paper with the chosen PDF added.
 */
export function VorlageFelder({ form, werte, pdfs, bereich }: { form: BlockForm; werte: Record<string, string>; pdfs: PdfWahl[] | null; bereich: string }) {
  const posted = (form.submission?.values ?? null) as Record<string, string> | null;
  const zeilen = dateiZeilen(posted ?? werte);
  const liste = pdfs ?? [];
  return (
    <>
      <input type="hidden" name="vorlage" value="ja" />
      <Zeile form={form} name="titel" label="Titel (Betreff)" wert={werte.titel ?? ''} />
      <Zeile form={form} name="aktenzeichen" label={VORLAGE_LABELS.aktenzeichen ?? ''} wert={werte.aktenzeichen ?? ''} hinweis="z. B. BV/2026/014" />
      <Auswahl
        form={form}
        name="vorlage_art"
        label={VORLAGE_LABELS.vorlage_art ?? ''}
        wert={werte.vorlage_art ?? ''}
        optionen={paare(VORLAGEN_ARTEN)}
        leer="Bitte wählen"
      />
      <Zeile form={form} name="datum" label={VORLAGE_LABELS.datum ?? ''} wert={werte.datum ?? ''} typ="date" />
      <Zeile form={form} name="federfuehrend" label={VORLAGE_LABELS.federfuehrend ?? ''} wert={werte.federfuehrend ?? ''} hinweis="z. B. Bauamt" />
      <Text form={form} name="sachverhalt" label={VORLAGE_LABELS.sachverhalt ?? ''} wert={werte.sachverhalt ?? ''} />
      <Text
        form={form}
        name="beschlussvorschlag"
        label={VORLAGE_LABELS.beschlussvorschlag ?? ''}
        wert={werte.beschlussvorschlag ?? ''}
        hinweis="Bei Informationsvorlagen leer lassen."
      />
      <Auswahl
        form={form}
        name="oeffentlich"
        label={VORLAGE_LABELS.oeffentlich ?? ''}
        wert={werte.oeffentlich ?? 'ja'}
        optionen={[
          ['ja', 'Öffentlich'],
          ['nein', 'Nichtöffentlich (nur für angemeldete Ratsmitglieder, mit allen Dateien)'],
        ]}
      />
      <section aria-labelledby="rd-dateien" className="rd-field">
        <h2 id="rd-dateien">Dateien</h2>
        {zeilen === 0 ? <p>Die Vorlage hat noch keine Dateien.</p> : null}
        {zeilen > 0 && (
          <ol className="rd-liste">
            {Array.from({ length: zeilen }, (_, index) => (
              <DateiZeile key={index} form={form} index={index} werte={werte} pdfs={liste} />
            ))}
          </ol>
        )}
        <fieldset className="rd-fieldset">
          <legend>Datei hinzufügen</legend>
          <p className="rd-hint">
            PDF-Dateien laden Sie in der <a href={`${PATHS.medien}?bereich=${bereich}&art=dokument`}>Mediathek</a> hoch; hier wählen Sie eine aus.
          </p>
          {pdfs === null && <p role="alert">Die PDF-Dateien der Mediathek sind gerade nicht verfügbar.</p>}
          <Auswahl
            form={form}
            name="neue_datei_medium"
            label={VORLAGE_LABELS.neue_datei_medium ?? ''}
            wert=""
            optionen={liste.map((pdf) => [pdf.name, `${pdf.titel} (${pdf.name})`] as const)}
            leer="Keine"
          />
          <Zeile
            form={form}
            name="neue_datei_titel"
            label={VORLAGE_LABELS.neue_datei_titel ?? ''}
            wert=""
            hinweis="So steht die Datei in der Liste der Vorlage, z. B. „Anlage 1: Lageplan“."
          />
          <Auswahl form={form} name="neue_datei_art" label={VORLAGE_LABELS.neue_datei_art ?? ''} wert="Anlage" optionen={paare(VORLAGEN_DATEI_ARTEN)} />
          <p className="rd-actions">
            <button type="submit" name="aktion" value="datei-hinzufuegen">
              Datei hinzufügen
            </button>
          </p>
        </fieldset>
      </section>
    </>
  );
}

/** Labels of the paper's fields and file rows, for the summary of findings and the warnings. */
export function vorlageLabels(werte: Record<string, string>): Record<string, string> {
  const labels: Record<string, string> = { ...VORLAGE_LABELS, titel: 'Titel (Betreff)' };
  for (let i = 0; i < dateiZeilen(werte); i += 1) {
    for (const feld of ['medium', 'titel', 'art']) labels[`datei_${i}_${feld}`] = dateiLabel(`datei_${i}_${feld}`) ?? '';
  }
  return labels;
}
