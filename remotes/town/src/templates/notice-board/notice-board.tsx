import type { ListResult, Meldung } from '@musterstadt/cms-client';
import { blockData, withQuery, type TemplateProps } from '@musterstadt/shell-contract';
import { EMPTY_TEXTS, EmptyState, Pagination } from '@musterstadt/ui';
import { FilterLinks, entriesOf } from '../parts';
import { NoticeCard } from './notice-card';

/** Notice board overview: category filter, the notices, pagination. */
export default function NoticeBoard(props: TemplateProps) {
  const items = entriesOf(blockData<ListResult<Meldung>>(props));
  const { page } = props;
  const rubrics = (Array.isArray(props.block.context?.rubriken) ? props.block.context.rubriken : []) as { id: number; titel: string }[];
  const current = new URLSearchParams(page.search).get('rubrik_id');
  // A new filter starts on the first page.
  const base = new URLSearchParams(page.search);
  base.delete('seite');
  return (
    <>
      {rubrics.length > 0 && (
        <FilterLinks
          label="Meldungen nach Rubrik"
          allText="Alle Meldungen"
          options={rubrics}
          current={current}
          hrefFor={(id) => withQuery(page.path, base.toString(), 'rubrik_id', id)}
        />
      )}
      {items.length === 0 ? (
        <EmptyState text={EMPTY_TEXTS.meldungen} />
      ) : (
        <ul className="ms-card-list">
          {items.map((item) => (
            <li key={item.id}>
              <NoticeCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {page.pagination && <Pagination pagination={page.pagination} path={page.path} search={page.search} />}
    </>
  );
}
