import type { RedaktionProtokollEintrag } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { listeAus } from '../components/inhalte-tabelle';
import { Seitenwahl } from '../components/listen-teile';
import { StapelKopf } from '../components/stapel-kopf';
import { inhaltPfad, kontoPfad, PATHS, PROTOKOLL_ARTEN, PROTOKOLL_FILTER, queryValue, zeit } from '../texts';

const NAMEN: Record<string, string> = {
  name: 'Name',
  email: 'E-Mail',
  rollen: 'Rollen',
  bereiche: 'Bereiche',
  bereich: 'Bereich',
  einpersonen_freigabe: 'Ein-Personen-Freigabe',
  grund: 'Grund',
  passwort: 'Passwort',
  titel: 'Titel',
  beendet_am: 'Beendet am',
};

/** Details that are instants, shown in Berlin time. */
const ZEITPUNKTE = new Set(['beendet_am']);

/** The log's columns; on a phone each cell shows its column's name before it. */
const SPALTEN = ['Zeit', 'Person', 'Aktion', 'Betrifft'] as const;

function wertText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) return value.map(wertText).join(', ') || '–';
  if (typeof value === 'object') {
    const { alt, neu } = value as { alt?: unknown; neu?: unknown };
    if ('alt' in value || 'neu' in value) return `${wertText(alt)} → ${wertText(neu)}`;
    return JSON.stringify(value);
  }
  return String(value);
}

/** The entry's details in a line: what changed, for whom, why. */
function Details({ eintrag }: { eintrag: RedaktionProtokollEintrag }) {
  const teile = Object.entries(eintrag.details).map(
    ([name, value]) => `${NAMEN[name] ?? name}: ${ZEITPUNKTE.has(name) && typeof value === 'string' ? zeit(value) : wertText(value)}`,
  );
  return (
    <>
      {eintrag.inhalt_id !== null && (
        <>
          <a href={inhaltPfad(eintrag.inhalt_id)}>{`Inhalt ${eintrag.inhalt_id}`}</a>
          {eintrag.revision_id !== null ? ` (Fassung ${eintrag.revision_id})` : ''}
          {teile.length > 0 ? ' · ' : ''}
        </>
      )}
      {eintrag.betroffenes_konto_id !== null && (
        <>
          <a href={kontoPfad(eintrag.betroffenes_konto_id)}>{`Konto ${eintrag.betroffenes_konto_id}`}</a>
          {teile.length > 0 ? ' · ' : ''}
        </>
      )}
      {teile.join(' · ')}
    </>
  );
}

/** The audit log, newest first: filtered by person, kind and days (a plain GET form), paged. */
export default function Protokoll({ page, data }: TemplateProps) {
  const answer = data.protokoll as { anzahl?: number; seiten?: number; error?: unknown } | null;
  const eintraege = listeAus<RedaktionProtokollEintrag>(data.protokoll);
  const wert = (name: string) => queryValue(page.search, name);
  return (
    <>
      <form method="get" action={PATHS.protokoll} role="search" aria-label="Protokoll filtern">
        <div className="rd-field">
          <label htmlFor="rd-wer">Person (Name, E-Mail-Adresse oder Kontonummer)</label>
          <input id="rd-wer" type="search" name="wer" defaultValue={wert('wer')} />
        </div>
        <div className="rd-field">
          <label htmlFor="rd-was">Aktion</label>
          <select id="rd-was" name="was" defaultValue={wert('was')}>
            <option value="">Alle Aktionen</option>
            {PROTOKOLL_FILTER.map(({ wert: was, text }) => (
              <option key={was} value={was}>
                {text}
              </option>
            ))}
          </select>
        </div>
        <div className="rd-field">
          <label htmlFor="rd-von">Von (Tag)</label>
          <input id="rd-von" type="date" name="von" defaultValue={wert('von')} />
        </div>
        <div className="rd-field">
          <label htmlFor="rd-bis">Bis (Tag, einschließlich)</label>
          <input id="rd-bis" type="date" name="bis" defaultValue={wert('bis')} />
        </div>
        <p className="rd-actions">
          <button type="submit">Filtern</button>
          <a href={PATHS.protokoll}>Filter zurücksetzen</a>
        </p>
      </form>
      <h2>Einträge{answer?.anzahl !== undefined ? ` (${answer.anzahl})` : ''}</h2>
      {!eintraege ? (
        <p role="alert">
          {typeof answer?.error === 'string'
            ? answer.error
            : 'Das Protokoll konnte nicht geladen werden. Bitte prüfen Sie die Filter oder laden Sie die Seite neu.'}
        </p>
      ) : eintraege.length === 0 ? (
        <p>Keine Einträge gefunden.</p>
      ) : (
        // On a phone the rows stack (CSS under 40em), each cell named by its column.
        <table className="rd-table rd-stapel" role="table">
          <StapelKopf spalten={SPALTEN} />
          <tbody role="rowgroup">
            {eintraege.map((eintrag) => (
              <tr key={eintrag.id} role="row">
                <td role="cell" data-spalte={SPALTEN[0]}>
                  {zeit(eintrag.zeit)}
                </td>
                <td role="cell" data-spalte={SPALTEN[1]}>
                  {eintrag.konto_id !== null ? <a href={kontoPfad(eintrag.konto_id)}>{eintrag.wer}</a> : eintrag.wer}
                </td>
                <td role="cell" data-spalte={SPALTEN[2]}>
                  {PROTOKOLL_ARTEN[eintrag.was] ?? eintrag.was}
                </td>
                <td role="cell" data-spalte={SPALTEN[3]}>
                  <Details eintrag={eintrag} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Seitenwahl
        pfad={PATHS.protokoll}
        search={page.search}
        seiten={answer?.seiten ?? 1}
        label="Seiten des Protokolls"
        zurueck="Neuere Einträge"
        weiter="Ältere Einträge"
      />
    </>
  );
}
