import type { RatsListe, RatsSitzung } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { Pagination } from '@musterstadt/ui';
import { useId } from 'react';
import { SitzungListe } from '../components/parts';
import { PATHS, queryValue } from '../texts';

const GREMIEN = [
  ['GR', 'Gemeinderat'],
  ['TA', 'Technischer Ausschuss'],
  ['VA', 'Verwaltungsausschuss'],
  ['OR', 'Ortschaftsrat Aach'],
  ['AER', 'Ältestenrat'],
] as const;

type Zeitraum = 'kommend' | 'vergangen';

const KOMMEND = { zeitraum: 'kommend', titel: 'Kommende Sitzungen', leer: 'Aktuell stehen keine Termine an' } as const;
const VERGANGEN = { zeitraum: 'vergangen', titel: 'Vergangene Sitzungen', leer: 'Für diese Auswahl gibt es keine vergangenen Sitzungen.' } as const;
const ZEITRAEUME = [KOMMEND, VERGANGEN] as const;

/** The list's address for a time range, keeping the chosen committee and year. */
function listHref(zeitraum: Zeitraum, gremium: string, jahr: string): string {
  const query = new URLSearchParams();
  if (gremium) query.set('gremium', gremium);
  if (jahr) query.set('jahr', jahr);
  if (zeitraum === 'vergangen') query.set('zeitraum', zeitraum);
  const search = query.toString();
  return search ? `${PATHS.sitzungen}?${search}` : PATHS.sitzungen;
}

/**
 * Meetings: the coming ones first, the past ones a link away (both keep the committee and year
 * chosen in the GET form), grouped by month, with the committee's iCal feed.
 */
export default function Sitzungen(props: TemplateProps) {
  const id = useId();
  const { page } = props;
  const list = blockData<RatsListe<RatsSitzung>>(props);
  const gremium = queryValue(page.search, 'gremium').toUpperCase();
  const jahr = queryValue(page.search, 'jahr');
  const zeitraum: Zeitraum = queryValue(page.search, 'zeitraum') === 'vergangen' ? 'vergangen' : 'kommend';
  const current = zeitraum === 'vergangen' ? VERGANGEN : KOMMEND;
  const year = new Date().getFullYear();
  const jahre = [year - 1, year, year + 1].map(String);
  const sitzungen = list?.data ?? [];
  const anzahl = list?.anzahl ?? 0;
  const months = [...new Set(sitzungen.map((s) => s.beginn.slice(0, 7)))];
  const monthName = (key: string) => new Date(`${key}-15T12:00:00Z`).toLocaleDateString('de-DE', { month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
  return (
    <>
      <nav className="ri-tabs" aria-label="Zeitraum der Sitzungen">
        <ul>
          {ZEITRAEUME.map((z) => (
            <li key={z.zeitraum}>
              <a href={listHref(z.zeitraum, gremium, jahr)} aria-current={z.zeitraum === zeitraum ? 'page' : undefined}>
                {z.titel}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form className="ms-area-filter" method="get" action={PATHS.sitzungen}>
        <p className="ms-area-field">
          <label htmlFor={`${id}-gremium`}>Gremium</label>
          <select id={`${id}-gremium`} name="gremium" defaultValue={gremium}>
            <option value="">Alle Gremien</option>
            {GREMIEN.map(([kuerzel, name]) => (
              <option key={kuerzel} value={kuerzel}>
                {name}
              </option>
            ))}
          </select>
        </p>
        <p className="ms-area-field">
          <label htmlFor={`${id}-jahr`}>Jahr</label>
          <select id={`${id}-jahr`} name="jahr" defaultValue={jahr}>
            <option value="">Alle Jahre</option>
            {jahre.map((j) => (
              <option key={j} value={j}>
                {j}
              </option>
            ))}
          </select>
        </p>
        {zeitraum === 'vergangen' && <input type="hidden" name="zeitraum" value="vergangen" />}
        <button type="submit" className="ms-area-button">
          Anzeigen
        </button>
      </form>
      <p>
        <a href={`/ratsinfo/sitzungen.ics${gremium ? `?gremium=${encodeURIComponent(gremium)}` : ''}`}>Sitzungstermine als Kalender abonnieren (iCal)</a>
      </p>
      <h2>{current.titel}</h2>
      <p className="ms-area-meta" role="status">
        {anzahl} {anzahl === 1 ? 'Sitzung' : 'Sitzungen'}
      </p>
      {sitzungen.length === 0 && (
        <>
          <SitzungListe sitzungen={[]} leer={current.leer} />
          {zeitraum === 'kommend' ? (
            <p>
              <a href={listHref('vergangen', gremium, jahr)}>Vergangene Sitzungen dieser Auswahl anzeigen</a>
            </p>
          ) : (
            <p>
              <a href={listHref('kommend', gremium, jahr)}>Kommende Sitzungen dieser Auswahl anzeigen</a>
            </p>
          )}
        </>
      )}
      {months.map((month) => (
        <section key={month} aria-labelledby={`${id}-${month}`}>
          <h3 id={`${id}-${month}`}>{monthName(month)}</h3>
          <SitzungListe sitzungen={sitzungen.filter((s) => s.beginn.startsWith(month))} leer="" />
        </section>
      ))}
      {page.pagination && <Pagination pagination={page.pagination} path={page.path} search={page.search} label="Seitennavigation Sitzungen" />}
    </>
  );
}
