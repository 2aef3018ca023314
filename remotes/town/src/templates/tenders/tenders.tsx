import type { Ausschreibung, ListResult } from '@musterstadt/cms-client';
import { blockData, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { Pagination } from '@musterstadt/ui';
import { entriesOf } from '../parts';
import { DeadlineText } from './deadline-text';

export const NO_TENDERS = 'Aktuell sind keine Ausschreibungen veröffentlicht.';

/** Open public tenders, soonest deadline first. */
export default function Tenders(props: TemplateProps) {
  const items = entriesOf(blockData<ListResult<Ausschreibung>>(props));
  const { page } = props;
  if (items.length === 0)
    return (
      <p className="ms-empty-state" role="status">
        {NO_TENDERS}
      </p>
    );
  return (
    <>
      <ul className="ms-card-list town-tender-list">
        {items.map((item) => {
          const href = safeHref(item.detailURL);
          return (
            <li key={item.id}>
              <article className="ms-card town-tender">
                <div className="ms-card__body">
                  <p className="ms-card__meta">
                    {item.vergabenummer && <>Vergabenummer {item.vergabenummer} · </>}
                    {item.vergabeart}
                  </p>
                  <h2 className="ms-card__title">{href ? <a href={href}>{item.titel}</a> : item.titel}</h2>
                  <p className="town-tender__deadline">
                    Angebotsfrist: <DeadlineText value={item.abgabefrist} />
                  </p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {page.pagination && <Pagination pagination={page.pagination} path={page.path} search={page.search} />}
    </>
  );
}
