import type { IntranetArchivThema, IntranetDokument, IntranetListe } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { formatDate } from '@musterstadt/ui';
import { useId, useMemo } from 'react';
import { InStore } from '../components/parts';
import { PATHS, queryValue } from '../texts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list of a list answer, or null for a failed fetch. */
const listOf = <T,>(value: unknown): T[] | null =>
  value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data) ? (value as IntranetListe<T>).data : null;

/**
 * The document archive, filtered by a validity date (a GET form): the topics and their archives as
 * headings (first api call), under each archive its documents from the archive call (second api call),
 * newest stand first as that call orders them. A failed call clears its list (spec point 8).
 */
export default function Archiv(props: TemplateProps) {
  const id = useId();
  const { page, block, data } = props;
  const [themenCall = '', dokumenteCall = ''] = block.context?.apiCalls ?? [];
  const themen = useMemo(() => listOf<IntranetArchivThema>(data[themenCall]), [data, themenCall]);
  const dokumente = useMemo(() => listOf<IntranetDokument>(data[dokumenteCall]), [data, dokumenteCall]);
  const von = queryValue(page.search, 'gueltig_von');
  const bis = queryValue(page.search, 'gueltig_bis');
  const archive = useMemo(() => (themen ? themen.flatMap((t) => t.archive) : null), [themen]);
  const shown = useMemo(
    () =>
      (themen ?? [])
        .map((thema) => ({
          ...thema,
          archive: thema.archive
            .map((archiv) => ({ ...archiv, dokumente: (dokumente ?? []).filter((d) => d.archiv_id === archiv.id) }))
            .filter((archiv) => archiv.dokumente.length > 0),
        }))
        .filter((thema) => thema.archive.length > 0),
    [themen, dokumente],
  );
  const anzahl = shown.reduce((sum, thema) => sum + thema.archive.reduce((n, archiv) => n + archiv.dokumente.length, 0), 0);
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
        {anzahl === 1 ? '1 Dokument' : `${anzahl} Dokumente`}
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
