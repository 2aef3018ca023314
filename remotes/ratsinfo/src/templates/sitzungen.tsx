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

/** Meetings: filter by committee and year (a GET form), the list grouped by month, and the committee's iCal feed. */
export default function Sitzungen(props: TemplateProps) {
  const id = useId();
  const { page } = props;
  const list = blockData<RatsListe<RatsSitzung>>(props);
  const gremium = queryValue(page.search, 'gremium').toUpperCase();
  const jahr = queryValue(page.search, 'jahr');
  const year = new Date().getFullYear();
  const jahre = [year - 1, year, year + 1].map(String);
  const sitzungen = list?.data ?? [];
  const months = [...new Set(sitzungen.map((s) => s.beginn.slice(0, 7)))];
  const monthName = (key: string) => new Date(`${key}-15T12:00:00Z`).toLocaleDateString('de-DE', { month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
  return (
    <>
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
        <button type="submit" className="ms-area-button">
          Anzeigen
        </button>
      </form>
      <p>
        <a href={`/ratsinfo/sitzungen.ics${gremium ? `?gremium=${encodeURIComponent(gremium)}` : ''}`}>Sitzungstermine als Kalender abonnieren (iCal)</a>
      </p>
      <p className="ms-area-meta" role="status">
        {list?.anzahl ?? 0} {list?.anzahl === 1 ? 'Sitzung' : 'Sitzungen'}
      </p>
      {sitzungen.length === 0 && <SitzungListe sitzungen={[]} leer="Aktuell stehen keine Termine an" />}
      {months.map((month) => (
        <section key={month} aria-labelledby={`${id}-${month}`}>
          <h2 id={`${id}-${month}`}>{monthName(month)}</h2>
          <SitzungListe sitzungen={sitzungen.filter((s) => s.beginn.startsWith(month))} leer="" />
        </section>
      ))}
      {page.pagination && <Pagination pagination={page.pagination} path={page.path} search={page.search} label="Seitennavigation Sitzungen" />}
    </>
  );
}
