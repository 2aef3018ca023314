/**
 * The edit form of a council meeting (kind `sitzung`): the committee by its name, date and time,
 * place and room, the agenda as a list whose items move up and down with plain submit buttons (the
 * page comes back with the focus on the moved item's button), each with 'nicht öffentlich', its
 * paper, the kind of consultation and, after the meeting, decision and result; then the meeting's
 * files (PDFs of the media library). The workflow's buttons are those the content API offers.
 */
import {
  SITZUNG_BERATUNGSARTEN,
  SITZUNG_DATEIARTEN,
  tagesordnungsNummern,
  type RedaktionInhalt,
  type RedaktionInhaltKopf,
  type RedaktionMedium,
  type RedaktionSitzungFelder,
  type RatsGremium,
} from '@musterstadt/cms-client';
import type { BlockForm, TemplateProps } from '@musterstadt/shell-contract';
import { Arbeitsschritte, Zeitplan } from '../components/arbeitsablauf';
import { eingabe, Ergebnis, fehlerVon, PostForm } from '../components/form-parts';
import { Hinweise } from '../components/hinweise';
import { listeAus } from '../components/inhalte-tabelle';
import { MELDUNGEN } from '../forms/meldungen';
import { dateiListe, gepostet, punktListe, sitzungFormwerte, sitzungUrsprung, type DateiWerte, type PunktWerte } from '../forms/sitzung-felder';
import { ARTEN, queryValue, verlaufPfad, zeit } from '../texts';

const LABELS: Record<string, string> = {
  gremium_id: 'Gremium',
  name: 'Name der Sitzung',
  beginn: 'Beginn',
  ende: 'Ende',
  ort: 'Ort (Gebäude und Anschrift)',
  raum: 'Raum',
  abgesagt: 'Die Sitzung ist abgesagt',
  grund: 'Grund',
  veroeffentlichen_ab: 'Veröffentlichen ab',
  veroeffentlichen_bis: 'Veröffentlicht bis',
};
const PUNKT_LABELS: Record<string, string> = {
  titel: 'Titel',
  vorlage_id: 'Vorlage',
  beratungsart: 'Beratungsart',
  beschluss: 'Beschluss',
  ergebnis: 'Ergebnis',
};
const DATEI_LABELS: Record<string, string> = { medium: 'PDF-Datei aus der Mediathek', titel: 'Titel', art: 'Art' };

/** Labels of the API's list keys (`tagesordnung.2.titel`, `dateien.0.medium`) for the summary and the warnings. */
function listenLabels(nummern: readonly string[], dateien: number): Record<string, string> {
  const labels: Record<string, string> = {};
  nummern.forEach((nummer, index) => {
    for (const [feld, text] of Object.entries(PUNKT_LABELS)) labels[`tagesordnung.${index}.${feld}`] = `TOP ${nummer}, ${text}`;
  });
  for (let index = 0; index < dateien; index += 1) {
    for (const [feld, text] of Object.entries(DATEI_LABELS)) labels[`dateien.${index}.${feld}`] = `Datei ${index + 1}, ${text}`;
  }
  return labels;
}

function inhaltAus(value: unknown): RedaktionInhalt | null {
  const v = value as Partial<RedaktionInhalt> | null;
  return v && typeof v.id === 'number' && v.art === 'sitzung' && v.felder && Array.isArray(v.aktionen) && v.revision ? (v as RedaktionInhalt) : null;
}

function Fehler({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="rd-error" id={`${id}-fehler`}>
      {text}
    </p>
  ) : null;
}

/** The attributes that tie a field to its error. */
const verknuepft = (id: string, fehler: string | undefined) => ({
  id,
  'aria-describedby': fehler ? `${id}-fehler` : undefined,
  'aria-invalid': fehler ? true : undefined,
});

function Zeile({
  form,
  name,
  label,
  wert,
  typ = 'text',
  fehlerName = name,
  listName,
  autoFocus,
}: {
  form: BlockForm;
  name: string;
  label: string;
  wert: string;
  typ?: 'text' | 'datetime-local' | 'textarea';
  /** The API's key of the field (`tagesordnung.1.titel`): its error, its id. */
  fehlerName?: string;
  /** The posted name when it differs (a list field `t_titel`). */
  listName?: string;
  autoFocus?: boolean;
}) {
  const fehler = fehlerVon(form, fehlerName);
  const props = { ...verknuepft(`rd-${fehlerName}`, fehler), name: listName ?? name, defaultValue: wert, ...(autoFocus ? { autoFocus } : {}) };
  return (
    <div className="rd-field">
      <label htmlFor={`rd-${fehlerName}`}>{label}</label>
      <Fehler id={`rd-${fehlerName}`} text={fehler} />
      {typ === 'textarea' ? <textarea rows={3} {...props} /> : <input type={typ} {...props} />}
    </div>
  );
}

function Auswahl({
  form,
  fehlerName,
  name,
  label,
  wert,
  optionen,
  leer = 'Bitte wählen',
}: {
  form: BlockForm;
  fehlerName: string;
  name: string;
  label: string;
  wert: string;
  optionen: readonly { wert: string; text: string }[];
  /** The text of the empty choice. */
  leer?: string;
}) {
  const fehler = fehlerVon(form, fehlerName);
  // A value no longer offered (a paper withdrawn meanwhile) stays visible, so a save does not drop it unseen.
  const alle = wert === '' || optionen.some((option) => option.wert === wert) ? optionen : [...optionen, { wert, text: `${wert} (nicht mehr verfügbar)` }];
  return (
    <div className="rd-field">
      <label htmlFor={`rd-${fehlerName}`}>{label}</label>
      <Fehler id={`rd-${fehlerName}`} text={fehler} />
      <select {...verknuepft(`rd-${fehlerName}`, fehler)} name={name} defaultValue={wert}>
        <option value="">{leer}</option>
        {alle.map((option) => (
          <option key={option.wert} value={option.wert}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}

function Haken({ id, name, wert, an, label }: { id: string; name: string; wert: string; an: boolean; label: string }) {
  return (
    <div className="rd-field">
      <input id={id} type="checkbox" name={name} value={wert} defaultChecked={an} />{' '}
      <label htmlFor={id} className="rd-inline">
        {label}
      </label>
    </div>
  );
}

interface Wahl {
  wert: string;
  text: string;
}

function Punkt({
  form,
  index,
  anzahl,
  nummer,
  werte,
  intern,
  vorlagen,
  fokus,
}: {
  form: BlockForm;
  index: number;
  anzahl: number;
  nummer: string;
  werte: PunktWerte;
  intern: boolean;
  vorlagen: Wahl[];
  fokus: string | null;
}) {
  const schluessel = (feld: string) => `tagesordnung.${index}.${feld}`;
  const was = `TOP ${nummer}`;
  const knopf = (aktion: 'hoch' | 'runter' | 'entfernen', text: string, label: string, aus = false) => (
    <button type="submit" name="aktion" value={`${aktion}-${index}`} aria-label={`${was} ${label}`} disabled={aus} autoFocus={fokus === aktion}>
      {text}
    </button>
  );
  return (
    <li>
      <fieldset className="rd-fieldset" id={`rd-punkt-${index}`}>
        <legend>
          {was}
          {werte.titel ? `: ${werte.titel}` : ''}
        </legend>
        <input type="hidden" name={punktListe('schluessel')} value={werte.schluessel} />
        <input type="hidden" name={punktListe('id')} value={werte.id} />
        <Zeile
          form={form}
          name="titel"
          listName={punktListe('titel')}
          fehlerName={schluessel('titel')}
          label="Titel"
          wert={werte.titel}
          autoFocus={fokus === 'punkt-hinzufuegen'}
        />
        <Haken id={`rd-${schluessel('oeffentlich')}`} name="t_nichtoeffentlich" wert={werte.schluessel} an={intern} label="nicht öffentlich" />
        <Auswahl form={form} fehlerName={schluessel('vorlage_id')} name={punktListe('vorlage')} label="Vorlage" wert={werte.vorlage} optionen={vorlagen} />
        <Auswahl
          form={form}
          fehlerName={schluessel('beratungsart')}
          name={punktListe('beratungsart')}
          label="Beratungsart"
          wert={werte.beratungsart}
          optionen={SITZUNG_BERATUNGSARTEN.map((art) => ({ wert: art, text: art }))}
        />
        <Zeile
          form={form}
          name="beschluss"
          listName={punktListe('beschluss')}
          fehlerName={schluessel('beschluss')}
          label="Beschluss (nach der Sitzung)"
          wert={werte.beschluss}
          typ="textarea"
        />
        <Zeile
          form={form}
          name="ergebnis"
          listName={punktListe('ergebnis')}
          fehlerName={schluessel('ergebnis')}
          label="Ergebnis (nach der Sitzung, z. B. „Einstimmig beschlossen“)"
          wert={werte.ergebnis}
        />
        <p className="rd-actions">
          {knopf('hoch', 'Nach oben', 'nach oben verschieben', index === 0)}
          {knopf('runter', 'Nach unten', 'nach unten verschieben', index === anzahl - 1)}
          {knopf('entfernen', 'Entfernen', 'entfernen')}
        </p>
      </fieldset>
    </li>
  );
}

function Datei({
  form,
  index,
  werte,
  intern,
  dokumente,
  fokus,
}: {
  form: BlockForm;
  index: number;
  werte: DateiWerte;
  intern: boolean;
  dokumente: Wahl[];
  fokus: string | null;
}) {
  const schluessel = (feld: string) => `dateien.${index}.${feld}`;
  // A council file the meeting had (no PDF of the library) stays as it is unless another PDF is chosen.
  const bisherige = werte.medium === '' && werte.datei !== '';
  return (
    <li>
      <fieldset className="rd-fieldset" id={`rd-datei-${index}`}>
        <legend>
          Datei {index + 1}
          {werte.titel ? `: ${werte.titel}` : ''}
        </legend>
        <input type="hidden" name={dateiListe('schluessel')} value={werte.schluessel} />
        <input type="hidden" name={dateiListe('datei')} value={werte.datei} />
        <Auswahl
          form={form}
          fehlerName={schluessel('medium')}
          name={dateiListe('medium')}
          label={DATEI_LABELS.medium as string}
          wert={werte.medium}
          optionen={dokumente}
          leer={bisherige ? 'Bisherige Datei des Ratsinformationssystems behalten' : 'Bitte wählen'}
        />
        <Zeile
          form={form}
          name="titel"
          listName={dateiListe('titel')}
          fehlerName={schluessel('titel')}
          label="Titel"
          wert={werte.titel}
          autoFocus={fokus === 'datei-hinzufuegen'}
        />
        <Auswahl
          form={form}
          fehlerName={schluessel('art')}
          name={dateiListe('art')}
          label="Art"
          wert={werte.art}
          optionen={SITZUNG_DATEIARTEN.map((art) => ({ wert: art, text: art }))}
        />
        <Haken id={`rd-${schluessel('oeffentlich')}`} name="d_nichtoeffentlich" wert={werte.schluessel} an={intern} label="nicht öffentlich" />
        <p className="rd-actions">
          <button
            type="submit"
            name="aktion"
            value={`datei-entfernen-${index}`}
            aria-label={`Datei ${index + 1} entfernen`}
            autoFocus={fokus === 'datei-entfernen'}
          >
            Entfernen
          </button>
        </p>
      </fieldset>
    </li>
  );
}

/** The button that keeps the focus after a move: the same one, unless the item reached an end (its button is then disabled). */
function fokusKnopf(knopf: string, index: number, anzahl: number): string {
  if (knopf === 'hoch' && index === 0) return anzahl > 1 ? 'runter' : 'entfernen';
  if (knopf === 'runter' && index === anzahl - 1) return anzahl > 1 ? 'hoch' : 'entfernen';
  return knopf;
}

/** The edit form of a meeting; nothing for other kinds (their forms are beside it on the page). */
export default function SitzungBearbeiten({ page, data, form }: TemplateProps) {
  const inhalt = inhaltAus(data.inhalt);
  if (!inhalt) return null;
  if (!form) return <p role="alert">Das Formular ist gerade nicht verfügbar.</p>;
  const felder = inhalt.felder as unknown as RedaktionSitzungFelder;
  const posted = form.submission?.values;
  const werte = posted && posted.name !== undefined ? gepostet(posted as Record<string, string | string[]>) : sitzungFormwerte(felder);
  const intern = new Set(werte.nichtoeffentlich);
  const dateiIntern = new Set(werte.dateiIntern);
  const nummern = tagesordnungsNummern(werte.punkte.map((punkt) => ({ oeffentlich: !intern.has(punkt.schluessel) })));
  const gremien = (listeAus<RatsGremium>(data.gremien) ?? []).map((gremium) => ({ wert: String(gremium.id), text: gremium.name }));
  const vorlagen = (listeAus<RedaktionInhaltKopf>(data.vorlagen) ?? [])
    .filter((vorlage) => vorlage.ziel_id !== null && vorlage.online)
    .map((vorlage) => ({ wert: String(vorlage.ziel_id), text: vorlage.titel }));
  const dokumente = (listeAus<RedaktionMedium>(data.pdfs) ?? [])
    .filter((medium) => medium.art === 'dokument' && medium.bereich === inhalt.bereich)
    .map((medium) => ({ wert: medium.name, text: `${medium.titel} (${medium.dateiname})` }));
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  const fokusPunkt = form.submission ? Number.NaN : Number.parseInt(queryValue(page.search, 'punkt'), 10);
  const fokusDatei = form.submission ? Number.NaN : Number.parseInt(queryValue(page.search, 'datei'), 10);
  const knopf = queryValue(page.search, 'knopf');
  const labels = { ...LABELS, ...listenLabels(nummern, werte.dateien.length) };
  const mitGrund = inhalt.aktionen.includes('zurueckgeben') || inhalt.aktionen.includes('zurueckziehen');
  return (
    <>
      {meldung && !form.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      <Ergebnis form={form} labels={labels} />
      <Hinweise hinweise={inhalt.hinweise} labels={labels} />
      <dl className="rd-meta">
        <dt>Status</dt>
        <dd>
          <span className="rd-status">{inhalt.status}</span>
          {inhalt.letzter_status.grund ? ` – Grund: ${inhalt.letzter_status.grund}` : ''}
        </dd>
        <dt>Art</dt>
        <dd>{ARTEN[inhalt.art]}</dd>
        <dt>Fassung</dt>
        <dd>
          Nr. {inhalt.revision.nummer} vom {zeit(inhalt.revision.erstellt_am)}
          {inhalt.revision.autor ? ` von ${inhalt.revision.autor.name}` : ''} · <a href={verlaufPfad(inhalt.id)}>Verlauf und Vergleich</a>
        </dd>
        {inhalt.adresse && (
          <>
            <dt>{inhalt.online ? 'Öffentlich' : 'Adresse nach der Veröffentlichung'}</dt>
            <dd>{inhalt.online ? <a href={inhalt.adresse}>{inhalt.adresse}</a> : inhalt.adresse}</dd>
          </>
        )}
      </dl>
      <PostForm form={form} label={`${inhalt.titel} bearbeiten`}>
        <input type="hidden" name="id" value={inhalt.id} />
        <input type="hidden" name="basis_revision" value={inhalt.revision.id} />
        <input type="hidden" name="ursprung" value={sitzungUrsprung(felder)} />
        <fieldset className="rd-fieldset">
          <legend>Sitzung</legend>
          <Auswahl form={form} fehlerName="gremium_id" name="gremium_id" label="Gremium" wert={werte.gremium_id} optionen={gremien} />
          <Zeile form={form} name="name" label={LABELS.name as string} wert={werte.name} />
          <Zeile form={form} name="beginn" label="Beginn (Datum und Uhrzeit)" wert={werte.beginn} typ="datetime-local" />
          <Zeile form={form} name="ende" label="Ende (Datum und Uhrzeit, voraussichtlich)" wert={werte.ende} typ="datetime-local" />
          <Zeile form={form} name="ort" label={LABELS.ort as string} wert={werte.ort} />
          <Zeile form={form} name="raum" label="Raum" wert={werte.raum} />
          <Haken
            id="rd-abgesagt"
            name="abgesagt"
            wert="ja"
            an={werte.abgesagt === 'ja'}
            label="Die Sitzung ist abgesagt (sie bleibt mit diesem Hinweis in den Listen)"
          />
        </fieldset>
        <h2 id="rd-tagesordnung">Tagesordnung</h2>
        <p className="rd-hint">Öffentliche Punkte werden 1, 2, 3 … nummeriert, nicht öffentliche N 1, N 2 … (in der Reihenfolge der Liste).</p>
        {werte.punkte.length === 0 && <p>Die Tagesordnung hat noch keine Punkte.</p>}
        <ol className="rd-module" aria-labelledby="rd-tagesordnung">
          {werte.punkte.map((punkt, index) => (
            <Punkt
              key={`${index}-${punkt.schluessel}`}
              form={form}
              index={index}
              anzahl={werte.punkte.length}
              nummer={nummern[index] ?? String(index + 1)}
              werte={punkt}
              intern={intern.has(punkt.schluessel)}
              vorlagen={vorlagen}
              fokus={fokusPunkt === index ? fokusKnopf(knopf, index, werte.punkte.length) : null}
            />
          ))}
        </ol>
        <p className="rd-actions">
          <button type="submit" name="aktion" value="punkt-hinzufuegen" autoFocus={!form.submission && knopf === 'entfernen' && werte.punkte.length === 0}>
            Punkt hinzufügen
          </button>
        </p>
        <h2 id="rd-dateien">Dateien (Einladung, Niederschrift …)</h2>
        <p className="rd-hint">Laden Sie die PDF-Dateien zuerst in die Mediathek hoch. Nicht öffentliche Dateien sehen nur angemeldete Ratsmitglieder.</p>
        {werte.dateien.length === 0 && <p>Die Sitzung hat noch keine Dateien.</p>}
        <ol className="rd-module" aria-labelledby="rd-dateien">
          {werte.dateien.map((datei, index) => (
            <Datei
              key={`${index}-${datei.schluessel}`}
              form={form}
              index={index}
              werte={datei}
              intern={dateiIntern.has(datei.schluessel)}
              dokumente={dokumente}
              fokus={fokusDatei === index ? knopf : null}
            />
          ))}
        </ol>
        <p className="rd-actions">
          <button
            type="submit"
            name="aktion"
            value="datei-hinzufuegen"
            autoFocus={!form.submission && knopf === 'datei-entfernen' && werte.dateien.length === 0}
          >
            Datei hinzufügen
          </button>
        </p>
        {mitGrund && (
          <div className="rd-field">
            <label htmlFor="rd-grund">Grund (für „Zurück an die Redaktion“ und „Zurückziehen“)</label>
            <Fehler id="rd-grund" text={fehlerVon(form, 'grund')} />
            <textarea
              id="rd-grund"
              name="grund"
              defaultValue={eingabe(form, 'grund', '')}
              aria-describedby={fehlerVon(form, 'grund') ? 'rd-grund-fehler' : undefined}
            />
          </div>
        )}
        {inhalt.aktionen.includes('freigeben') && <Zeitplan form={form} />}
        <Arbeitsschritte aktionen={inhalt.aktionen.filter((aktion) => aktion !== 'vorschau')} />
      </PostForm>
    </>
  );
}
