import type { ContentItem, ListResult } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { EMPTY_TEXTS, EmptyState, Pagination } from '@musterstadt/ui';
import { ArticleCard } from './article-card';

/** News list with pagination. */
export default function ArticleList(props: TemplateProps) {
  const list = blockData<ListResult<ContentItem>>(props);
  const items = list?.data ?? [];
  const { page } = props;
  if (items.length === 0) return <EmptyState text={EMPTY_TEXTS.artikel} />;
  return (
    <>
      <ul className="ms-card-list">
        {items.map((item) => (
          <li key={item.id}>
            <ArticleCard item={item} />
          </li>
        ))}
      </ul>
      {page.pagination && <Pagination pagination={page.pagination} path={page.path} search={page.search} />}
    </>
  );
}
