import { plainText, type ContentItem, type ListResult } from '@musterstadt/cms-client';
import { blockData, contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { DateText, EMPTY_TEXTS, EmptyState, Pagination, RichText, safeHtml, formatTime, berlinParts } from '@musterstadt/ui';

function yearOf(item: ContentItem): string {
  return item.datum_von ? String(berlinParts(new Date(item.datum_von)).year) : '';
}

/** Operations of the fire brigade, newest first, grouped by year, with the kind of operation. */
export default function FeuerwehrEinsaetze(props: TemplateProps) {
  const list = blockData<ListResult<ContentItem>>(props);
  const items = list?.data ?? [];
  const { page } = props;
  const intro = contextText(props.block, 'text');
  if (items.length === 0) {
    return (
      <>
        <RichText html={safeHtml(intro, props.block)} />
        <EmptyState text={EMPTY_TEXTS.einsaetze} />
      </>
    );
  }
  const years = [...new Set(items.map(yearOf))];
  return (
    <>
      <RichText html={safeHtml(intro, props.block)} />
      {list?.anzahl !== undefined && (
        <p className="fw-einsaetze__summary">
          <strong>{list.anzahl}</strong> {list.anzahl === 1 ? 'Einsatz' : 'Einsätze'} in der Übersicht
        </p>
      )}
      {years.map((year) => {
        const ofYear = items.filter((item) => yearOf(item) === year);
        return (
          <section key={year} aria-labelledby={`fw-einsaetze-${year}`}>
            <h2 id={`fw-einsaetze-${year}`}>Einsätze {year}</h2>
            <ol className="fw-einsaetze">
              {ofYear.map((item) => {
                const href = safeHref(item.detailURL);
                const art = item.rubriken?.[0]?.titel;
                return (
                  <li key={item.id} className="fw-einsatz">
                    <p className="fw-einsatz__when">
                      <DateText value={item.datum_von} />
                      {item.datum_von && <span className="fw-einsatz__time">{formatTime(new Date(item.datum_von))}</span>}
                    </p>
                    <div className="fw-einsatz__body">
                      {art && <p className="fw-einsatz__art">{art}</p>}
                      <h3 className="fw-einsatz__title">{href ? <a href={href}>{item.titel}</a> : item.titel}</h3>
                      {item.einleitung && <p className="fw-einsatz__intro">{plainText(item.einleitung)}</p>}
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
      {page.pagination && <Pagination pagination={page.pagination} path={page.path} search={page.search} label="Seitennavigation Einsätze" />}
    </>
  );
}
