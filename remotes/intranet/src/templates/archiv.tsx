import type { IntranetArchivThema, IntranetListe } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { formatDate } from '@musterstadt/ui';
import { useId, useMemo } from 'react';
import { InStore } from '../components/parts';
import { PATHS, queryValue } from '../texts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The document archive: topics with their archives and documents, filtered by a validity date (a GET form). */
export default function Archiv(props: TemplateProps) {
  const id = useId();
  const { page } = props;
  const themen = blockData<IntranetListe<IntranetArchivThema>>(props)?.data ?? null;
  const von = queryValue(page.search, 'gueltig_von');
  const bis = queryValue(page.search, 'gueltig_bis');
  const archive = useMemo(() => (themen ? themen.flatMap((t) => t.archive) : null), [themen]);
  const dokumente = useMemo(() => (archive ? archive.flatMap((a) => a.dokumente) : null), [archive]);
  const shown = (themen ?? []).filter((t) => t.archive.length > 0);
  return (
    <>
      <InStore liste="archivThemen" werte={themen} />
      <InStore liste="archiv" werte={archive} />
      <InStore liste="archivDokumente" werte={dokumente} />
      <form className="ms-area-filter" method="get" action={PATHS.archiv}>
        <p className="ms-area-field">
          <label htmlFor={`${id}-von`}>Gültig von</label>
          <input id={`${id}-von`} type="date" name="gueltig_von" defaultValue={DAY.test(von) ? von : ''} aria-describedby={`${id}-hinweis`} />
        </p>
        <p className="ms-area-field">
          <label htmlFor={`${id}-bis`}>Gültig bis</label>
          <input id={`${id}-bis`} type="date" name="gueltig_bis" defaultValue={DAY.test(bis) ? bis : ''} aria-describedby={`${id}-hinweis`} />
        </p>
        <p id={`${id}-hinweis`} className="ms-area-meta">
          Zeigt die Fassungen, die in diesem Zeitraum galten; für einen Stichtag geben Sie zweimal dasselbe Datum an. Leer: alle Fassungen.
        </p>
        <button type="submit" className="ms-area-button">
          Anzeigen
        </button>
      </form>
      <p className="ms-area-meta" role="status">
        {dokumente?.length === 1 ? '1 Dokument' : `${dokumente?.length ?? 0} Dokumente`}
        {DAY.test(von) ? `, gültig ab ${formatDate(von)}` : ''}
        {DAY.test(bis) ? `, gültig bis ${formatDate(bis)}` : ''}
      </p>
      {shown.length === 0 && <p className="in-empty">Für diesen Zeitraum sind keine Dokumente im Archiv.</p>}
      {shown.map((thema) => (
        <section key={thema.id} aria-labelledby={`${id}-thema-${thema.id}`}>
          <h2 id={`${id}-thema-${thema.id}`}>{thema.thema}</h2>
          <p>{thema.beschreibung}</p>
          {thema.archive.map((archiv) => (
            <div key={archiv.id} className="ms-area-card">
              <h3>{archiv.titel}</h3>
              <ul className="ms-area-list">
                {archiv.dokumente.map((d) => (
                  <li key={d.id} className="ms-area-list__item">
                    <a href={d.url}>
                      {d.downloadtext} <span className="ms-area-meta">(PDF)</span>
                    </a>
                    <br />
                    <span className="ms-area-meta">
                      Stand {formatDate(d.stand)} · gültig ab {formatDate(d.gueltig_von)}
                      {d.gueltig_bis ? ` bis ${formatDate(d.gueltig_bis)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
