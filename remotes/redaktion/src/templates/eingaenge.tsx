import type { Eingang, EingangDatei } from '@musterstadt/cms-client';
import type { BlockForm, TemplateProps } from '@musterstadt/shell-contract';
import { listeAus } from '../components/inhalte-tabelle';
import { Ergebnis, PostForm, eingabe, fehlerVon } from '../components/form-parts';
import { MELDUNGEN } from '../forms/meldungen';
import { eingangDateiPfad, GRUND_MAX, queryValue, zeit } from '../texts';

const LABELS: Record<string, string> = { grund: 'Grund der Ablehnung' };
const BILDTYPEN = ['image/jpeg', 'image/png', 'image/webp'];

/** '1,2 MB', '340 KB'. */
const groesse = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A same-site path of the published entry from the page's query, else ''. */
function adresseAus(search: string): string {
  const url = queryValue(search, 'adresse');
  return url.startsWith('/') && !url.startsWith('//') ? url : '';
}

function Dateien({ dateien }: { dateien: EingangDatei[] }) {
  if (dateien.length === 0) return <p className="rd-hint">Keine Dateien mitgeschickt.</p>;
  return (
    <ul className="rd-dateien">
      {dateien.map((datei) => (
        <li key={datei.id}>
          {BILDTYPEN.includes(datei.typ) ? (
            <a href={eingangDateiPfad(datei.id)}>
              <img src={eingangDateiPfad(datei.id)} alt={`Mitgeschicktes Bild „${datei.name}“`} width={240} loading="lazy" />
              <span>
                {datei.name} ({groesse(datei.groesse)}) in voller Größe
              </span>
            </a>
          ) : (
            <a href={eingangDateiPfad(datei.id)}>
              {datei.name} (PDF, {groesse(datei.groesse)})
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The two decisions on one submission: approve, or reject with a reason for the sender. */
function Entscheidung({ form, eingang }: { form: BlockForm; eingang: Eingang }) {
  const submission = form.submission;
  // The reason's field takes the form's error (and its id, for the summary's link) when this submission was the one posted.
  const gepostet = submission && submission.status !== 'success' && submission.values?.id === String(eingang.id);
  const fehler = gepostet ? fehlerVon(form, 'grund') : undefined;
  const grundId = gepostet ? 'rd-grund' : `rd-grund-${eingang.id}`;
  return (
    <>
      <PostForm form={form} id={`eingang-${eingang.id}-freigeben`} label={`„${eingang.titel}“ freigeben`}>
        <input type="hidden" name="id" value={eingang.id} />
        <input type="hidden" name="aktion" value="freigeben" />
        <p className="rd-actions">
          <button type="submit">Freigeben und veröffentlichen</button>
        </p>
      </PostForm>
      <PostForm form={form} id={`eingang-${eingang.id}-ablehnen`} label={`„${eingang.titel}“ ablehnen`}>
        <input type="hidden" name="id" value={eingang.id} />
        <input type="hidden" name="aktion" value="ablehnen" />
        <div className="rd-field">
          <label htmlFor={grundId}>{LABELS.grund}</label>
          <p className="rd-hint" id={`${grundId}-hinweis`}>
            Pflichtangabe zum Ablehnen, höchstens {GRUND_MAX} Zeichen. Der Grund geht per E-Mail an die Absenderin oder den Absender.
          </p>
          {fehler && (
            <p className="rd-error" id={`${grundId}-fehler`}>
              {fehler}
            </p>
          )}
          <textarea
            id={grundId}
            name="grund"
            rows={3}
            maxLength={GRUND_MAX}
            defaultValue={gepostet ? eingabe(form, 'grund', '') : ''}
            aria-describedby={`${grundId}-hinweis${fehler ? ` ${grundId}-fehler` : ''}`}
            aria-invalid={fehler ? true : undefined}
          />
        </div>
        <p className="rd-actions">
          <button type="submit">Ablehnen</button>
        </p>
      </PostForm>
    </>
  );
}

function EingangAnsicht({ eingang, form }: { eingang: Eingang; form: BlockForm | undefined }) {
  const titelId = `eingang-${eingang.id}-titel`;
  return (
    <article id={`eingang-${eingang.id}`} aria-labelledby={titelId} className="rd-eingang">
      <h2 id={titelId}>
        {eingang.art_name}: {eingang.titel}
      </h2>
      <p className="rd-hint">
        Eingegangen am {zeit(eingang.eingegangen)} (Nummer {eingang.id}) · Freigabe möglich bis {zeit(eingang.frist)} · erscheint im {eingang.ziel}
      </p>
      <dl className="rd-angaben">
        {eingang.angaben.map((angabe, index) => (
          <div key={`${index}-${angabe.label}`}>
            <dt>{angabe.label}</dt>
            <dd>{angabe.wert || '(keine Angabe)'}</dd>
          </div>
        ))}
        <div>
          <dt>E-Mail für Rückfragen</dt>
          <dd>{eingang.email ? <a href={`mailto:${eingang.email}`}>{eingang.email}</a> : '(keine angegeben)'}</dd>
        </div>
      </dl>
      <Dateien dateien={eingang.dateien} />
      {form && eingang.aktionen.length > 0 ? (
        <Entscheidung form={form} eingang={eingang} />
      ) : (
        <p className="rd-hint">Freigeben oder ablehnen kann, wer in diesem Bereich die Rolle „Freigabe“ hat.</p>
      )}
    </article>
  );
}

/**
 * Citizens' submissions (`/redaktion/eingaenge`): the events, clubs, business entries and
 * notice-board ads waiting for approval, newest first, each with what the sender wrote and sent,
 * approved or rejected (with a reason for the sender) by plain forms.
 */
export default function Eingaenge({ page, data, form }: TemplateProps) {
  const eingaenge = listeAus<Eingang>(data.eingaenge);
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  const adresse = adresseAus(page.search);
  return (
    <>
      {meldung && !form?.submission && (
        <p className="rd-notice" role="status">
          {meldung}
          {adresse && (
            <>
              {' '}
              <a href={adresse}>Zum veröffentlichten Eintrag</a>
            </>
          )}
        </p>
      )}
      <Ergebnis form={form} labels={LABELS} />
      <p>
        Was Bürgerinnen und Bürger für den Veranstaltungskalender, das Vereinsverzeichnis, das Branchenbuch und das Schwarze Brett melden, erscheint erst nach
        der Freigabe. Nicht freigegebene Eingaben verfallen nach Ablauf der Frist; ihre Angaben werden 30 Tage nach Ablehnung oder Fristablauf gelöscht.
      </p>
      {!eingaenge ? (
        <p role="alert">Die Eingänge konnten nicht geladen werden. Bitte laden Sie die Seite neu.</p>
      ) : eingaenge.length === 0 ? (
        <p>Keine Eingabe wartet auf eine Freigabe.</p>
      ) : (
        eingaenge.map((eingang) => <EingangAnsicht key={eingang.id} eingang={eingang} form={form} />)
      )}
    </>
  );
}
