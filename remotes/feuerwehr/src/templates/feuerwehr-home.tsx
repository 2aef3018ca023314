import type { ContentItem, ListResult } from '@musterstadt/cms-client';
import { blockData, contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { DateText, EMPTY_TEXTS, EmptyState, RichText } from '@musterstadt/ui';

/** Start page of the fire brigade: welcome, emergency number, latest reports. */
export default function FeuerwehrHome(props: TemplateProps) {
  const reports = blockData<ListResult<ContentItem>>(props)?.data ?? [];
  const notruf = contextText(props.block, 'notruf') || '112';
  const titel = contextText(props.block, 'titel');
  // The layout's h1 already names the page; the intro gets a heading of its own.
  const introTitle = titel && titel !== props.page.heading ? titel : 'Willkommen bei Ihrer Feuerwehr';
  return (
    <>
      <section className="fw-intro" aria-labelledby="fw-intro-titel">
        <h2 id="fw-intro-titel">{introTitle}</h2>
        <RichText html={contextText(props.block, 'text')} />
        <p className="fw-callout">
          <strong>Im Notfall:</strong> Wählen Sie <a href={`tel:${notruf}`}>{notruf}</a> – rund um die Uhr.
        </p>
      </section>
      <section aria-labelledby="fw-meldungen-titel">
        <h2 id="fw-meldungen-titel">Aktuelle Meldungen</h2>
        {reports.length === 0 ? (
          <EmptyState text={EMPTY_TEXTS.meldungen} />
        ) : (
          <ul className="fw-reports">
            {reports.map((item) => {
              const href = safeHref(item.detailURL);
              return (
                <li key={item.id} className="fw-report">
                  <p className="fw-report__date">
                    <DateText value={item.datum_von} />
                  </p>
                  <h3>{href ? <a href={href}>{item.titel}</a> : item.titel}</h3>
                  {item.einleitung && <p>{item.einleitung.replace(/<[^>]*>/g, '')}</p>}
                </li>
              );
            })}
          </ul>
        )}
        <p>
          <a className="ms-button" href="/feuerwehr/feuerwehrmeldungen/">
            Alle Meldungen
          </a>
        </p>
      </section>
    </>
  );
}
