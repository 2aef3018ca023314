import { plainText, type ContentItem, type EventItem, type ListResult } from '@musterstadt/cms-client';
import { blockData, contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { DateText, EMPTY_TEXTS, EmptyState, RichText, safeHtml, formatTime } from '@musterstadt/ui';
import { UpcomingDates } from '@musterstadt/ui/chrome';

function listOf<T>(value: unknown): T[] {
  const data = (value as ListResult<T> | null | undefined)?.data;
  return Array.isArray(data) ? data : [];
}

/** Start page of the fire brigade: welcome, emergency number, latest reports, operations and dates. */
export default function FeuerwehrHome(props: TemplateProps) {
  const reports = blockData<ListResult<ContentItem>>(props)?.data ?? [];
  const operations = listOf<ContentItem>(props.data.einsaetze);
  const dates = listOf<EventItem>(props.data.termine);
  const notruf = contextText(props.block, 'notruf') || '112';
  const titel = contextText(props.block, 'titel');
  // The layout's h1 already names the page; the intro gets a heading of its own.
  const introTitle = titel && titel !== props.page.heading ? titel : 'Willkommen bei Ihrer Feuerwehr';
  return (
    <>
      <section className="fw-intro" aria-labelledby="fw-intro-titel">
        <h2 id="fw-intro-titel">{introTitle}</h2>
        <RichText html={safeHtml(contextText(props.block, 'text'), props.block)} />
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
                  {item.einleitung && <p>{plainText(item.einleitung)}</p>}
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
      {'einsaetze' in props.data && (
        <div className="fw-home__columns">
          <section aria-labelledby="fw-home-einsaetze">
            <h2 id="fw-home-einsaetze">Letzte Einsätze</h2>
            {operations.length === 0 ? (
              <EmptyState text={EMPTY_TEXTS.einsaetze} />
            ) : (
              <ul className="fw-home__list">
                {operations.map((item) => {
                  const href = safeHref(item.detailURL);
                  return (
                    <li key={item.id}>
                      <span className="fw-home__meta">
                        <DateText value={item.datum_von} />
                        {item.datum_von && `, ${formatTime(new Date(item.datum_von))}`}
                        {item.rubriken?.[0] && ` · ${item.rubriken[0].titel}`}
                      </span>
                      {href ? <a href={href}>{item.titel}</a> : item.titel}
                    </li>
                  );
                })}
              </ul>
            )}
            <p>
              <a href="/feuerwehr/einsaetze/">Alle Einsätze</a>
            </p>
          </section>
          <UpcomingDates
            id="fw-home-termine"
            heading="Nächste Termine"
            items={dates}
            more={{ href: '/feuerwehr/termine/', text: 'Alle Termine' }}
            classes={{ list: 'fw-home__list', when: 'fw-home__meta' }}
            empty={EMPTY_TEXTS.termineAus}
          />
        </div>
      )}
    </>
  );
}
