import type { RatsDatei, RatsSitzung } from '@musterstadt/cms-client';
import { formatDate, formatTime } from '@musterstadt/ui';
import { fileHref } from '../texts';

/** 'Di., 17.03.2026, 18:30 Uhr' style date and time of a meeting. */
export function Termin({ sitzung }: { sitzung: Pick<RatsSitzung, 'beginn' | 'ende'> }) {
  return (
    <>
      <time dateTime={sitzung.beginn}>{formatDate(sitzung.beginn)}</time>, {formatTime(sitzung.beginn)}
      {sitzung.ende ? ` bis ${formatTime(sitzung.ende)}` : ''}
    </>
  );
}

export function SitzungListe({ sitzungen, leer }: { sitzungen: RatsSitzung[]; leer: string }) {
  if (sitzungen.length === 0) return <p className="ri-empty">{leer}</p>;
  return (
    <ul className="ms-area-list">
      {sitzungen.map((s) => (
        <li key={s.id} className="ms-area-list__item">
          <a href={s.detailURL}>{s.name}</a>
          <span className="ms-area-meta">
            {' '}
            · <Termin sitzung={s} />
            {s.abgesagt ? <strong className="ms-area-badge"> · abgesagt</strong> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Dateien({ dateien, titel = 'Dateien' }: { dateien: RatsDatei[]; titel?: string }) {
  if (dateien.length === 0) return null;
  return (
    <section aria-label={titel}>
      <h2>{titel}</h2>
      <ul className="ms-area-list">
        {dateien.map((d) => (
          <li key={d.id} className="ms-area-list__item">
            <a href={fileHref(d.url)}>
              {d.titel} <span className="ms-area-meta">(PDF{d.oeffentlich ? '' : ', nichtöffentlich'})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
