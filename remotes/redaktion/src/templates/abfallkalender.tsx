import type { AbfallImport, AbfallImportBezirk } from '@musterstadt/cms-client';
import { type BlockForm, FORM_ID_FIELD, type TemplateProps } from '@musterstadt/shell-contract';
import { listeAus } from '../components/inhalte-tabelle';
import { beschrieben, FeldFehler } from '../components/medium-angaben';
import { eingabe, Ergebnis } from '../components/form-parts';
import { MELDUNGEN } from '../forms/meldungen';
import { useProfil } from '../session/use-profil';
import { queryValue } from '../texts';

const LABELS: Record<string, string> = { datei: 'CSV-Datei des Entsorgers', jahr: 'Jahr der Termine' };

const STATUS: Record<AbfallImport['status'], string> = { ausstehend: 'wartet auf Freigabe', freigegeben: 'freigegeben', verworfen: 'verworfen' };

const datum = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const zeitpunkt = (iso: string): string =>
  new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const anzahl = (n: number, eins: string, viele: string): string => `${n} ${n === 1 ? eins : viele}`;

/** What one import changes in one district: the new and the dropped dates, with the count of those that stay in the caption. */
function BezirkTabelle({ bezirk }: { bezirk: AbfallImportBezirk }) {
  const zeilen = [...bezirk.hinzu.map((t) => ({ ...t, neu: true })), ...bezirk.entfernt.map((t) => ({ ...t, neu: false }))].sort(
    (a, b) => a.datum.localeCompare(b.datum) || a.art_name.localeCompare(b.art_name, 'de'),
  );
  const caption = `${bezirk.name}: ${anzahl(bezirk.hinzu.length, 'Termin neu', 'Termine neu')}, ${anzahl(bezirk.entfernt.length, 'Termin entfällt', 'Termine entfallen')}, ${bezirk.unveraendert} unverändert`;
  if (zeilen.length === 0) return <p>{caption}.</p>;
  return (
    <table className="rd-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Datum</th>
          <th scope="col">Abfallart</th>
          <th scope="col">Änderung</th>
        </tr>
      </thead>
      <tbody>
        {zeilen.map((t) => (
          <tr key={`${t.datum}-${t.art}-${t.neu ? 'n' : 'e'}`}>
            <td>{datum(t.datum)}</td>
            <td>{t.art_name}</td>
            <td>{t.neu ? 'neu' : 'entfällt'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Entscheidung({ form, eintrag }: { form: BlockForm; eintrag: AbfallImport }) {
  return (
    <form method="post" action={form.action} encType="multipart/form-data" aria-label={`Import ${eintrag.id} entscheiden`} noValidate>
      <input type="hidden" name={FORM_ID_FIELD} value={form.id} />
      <input type="hidden" name="id" value={eintrag.id} />
      <p className="rd-actions">
        {eintrag.aktionen.includes('freigeben') && (
          <button type="submit" name="aktion" value="freigeben">
            Freigeben
          </button>
        )}
        {eintrag.aktionen.includes('verwerfen') && (
          <button type="submit" name="aktion" value="verwerfen">
            Verwerfen
          </button>
        )}
      </p>
    </form>
  );
}

function Import({ eintrag, form, profilId }: { eintrag: AbfallImport; form: BlockForm | undefined; profilId: number | undefined }) {
  const titelId = `import-${eintrag.id}-titel`;
  return (
    <section id={`import-${eintrag.id}`} aria-labelledby={titelId} className="rd-import">
      <h3 id={titelId}>
        Termine {eintrag.jahr} aus „{eintrag.dateiname}“ ({STATUS[eintrag.status]})
      </h3>
      <p className="rd-hint">
        {anzahl(eintrag.zeilen, 'Termin', 'Termine')}, hochgeladen von {eintrag.importiert_von.name} am {zeitpunkt(eintrag.importiert_am)}
        {eintrag.entschieden_von && eintrag.entschieden_am
          ? `; ${STATUS[eintrag.status]} von ${eintrag.entschieden_von.name} am ${zeitpunkt(eintrag.entschieden_am)}`
          : ''}
        .
      </p>
      {eintrag.status === 'ausstehend' && !eintrag.aktionen.includes('freigeben') && eintrag.importiert_von.id === profilId && (
        <p className="rd-notice">
          Nach dem Vier-Augen-Prinzip muss eine zweite Person mit der Rolle „Freigabe“ diesen Import freigeben. Bis dahin gelten die bisherigen Termine.
        </p>
      )}
      {eintrag.status === 'ausstehend' && eintrag.bezirke.map((bezirk) => <BezirkTabelle key={bezirk.slug} bezirk={bezirk} />)}
      {form && eintrag.aktionen.length > 0 && <Entscheidung form={form} eintrag={eintrag} />}
    </section>
  );
}

/**
 * The waste calendar's import (`/redaktion/abfallkalender`): the pending imports with what each
 * changes per district, approved or discarded here; a new file is uploaded by the form below.
 */
export default function Abfallkalender({ page, data, form }: TemplateProps) {
  const profil = useProfil();
  const importe = listeAus<AbfallImport>(data.importe);
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  const ausstehend = importe?.filter((eintrag) => eintrag.status === 'ausstehend') ?? [];
  const entschieden = importe?.filter((eintrag) => eintrag.status !== 'ausstehend') ?? [];
  const naechstesJahr = String(new Date().getFullYear() + 1);
  return (
    <>
      {meldung && !form?.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      <h2>Wartende Importe</h2>
      {!importe ? (
        <p role="alert">Die Importe konnten nicht geladen werden. Bitte laden Sie die Seite neu.</p>
      ) : ausstehend.length === 0 ? (
        <p>Kein Import wartet auf Freigabe.</p>
      ) : (
        ausstehend.map((eintrag) => <Import key={eintrag.id} eintrag={eintrag} form={form} profilId={profil?.id} />)
      )}
      <section id={form?.id ?? 'hochladen'} aria-labelledby="hochladen">
        <h2 id="hochladen" tabIndex={-1}>
          Termine importieren
        </h2>
        {!form ? (
          <p role="alert">Das Formular ist gerade nicht verfügbar.</p>
        ) : (
          <>
            <Ergebnis form={form} labels={LABELS} />
            {form.submission && form.submission.status !== 'success' && (
              <p className="rd-hint">Das Jahr steht noch im Formular; die Datei wählen Sie bitte noch einmal aus.</p>
            )}
            <form method="post" action={form.action} encType="multipart/form-data" aria-label="Termine importieren" noValidate>
              <input type="hidden" name={FORM_ID_FIELD} value={form.id} />
              <input type="hidden" name="aktion" value="hochladen" />
              <div className="rd-field">
                <label htmlFor="rd-jahr">{LABELS.jahr}</label>
                <p className="rd-hint" id="rd-jahr-hinweis">
                  Jeder Termin der Datei muss in diesem Jahr liegen. Die Termine dieses Jahres werden für die Bezirke der Datei ersetzt.
                </p>
                <FeldFehler form={form} name="jahr" />
                <input
                  id="rd-jahr"
                  type="text"
                  inputMode="numeric"
                  name="jahr"
                  autoComplete="off"
                  defaultValue={eingabe(form, 'jahr', naechstesJahr)}
                  {...beschrieben(form, 'jahr', 'rd-jahr-hinweis')}
                />
              </div>
              <div className="rd-field">
                <label htmlFor="rd-datei">{LABELS.datei}</label>
                <p className="rd-hint" id="rd-datei-hinweis">
                  Eine CSV-Datei (UTF-8, höchstens 1 MB) mit der Kopfzeile „Datum;Bezirk;Abfallart“ und einem Termin je Zeile, zum Beispiel:{' '}
                  <code>08.01.2027;Bezirk 1 – Kernstadt Nord;Restmüll</code>
                </p>
                <FeldFehler form={form} name="datei" />
                <input id="rd-datei" type="file" name="datei" accept=".csv,text/csv" {...beschrieben(form, 'datei', 'rd-datei-hinweis')} />
              </div>
              <p className="rd-actions">
                <button type="submit">Hochladen und prüfen</button>
              </p>
            </form>
          </>
        )}
      </section>
      {entschieden.length > 0 && (
        <>
          <h2>Zuletzt entschieden</h2>
          <ul>
            {entschieden.map((eintrag) => (
              <li key={eintrag.id}>
                Termine {eintrag.jahr} aus „{eintrag.dateiname}“: {STATUS[eintrag.status]}
                {eintrag.entschieden_von && eintrag.entschieden_am ? ` von ${eintrag.entschieden_von.name} am ${zeitpunkt(eintrag.entschieden_am)}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
