import type { ContentItem, ListResult } from '@musterstadt/cms-client';
import { blockData, contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { EMPTY_TEXTS, EmptyState } from '@musterstadt/ui';
import { ArticleCard } from './article-card';

/** The latest news on a portal page. */
export default function ArticleTeaser(props: TemplateProps) {
  const items = blockData<ListResult<ContentItem>>(props)?.data ?? [];
  const titel = contextText(props.block, 'titel') || 'Aktuelles';
  const link = safeHref(contextText(props.block, 'link'));
  const id = `teaser-${props.block.context?.apiCalls?.[0] ?? 'artikel'}`;
  return (
    <section className="town-teaser" aria-labelledby={id}>
      <h2 id={id}>{titel}</h2>
      {items.length === 0 ? (
        <EmptyState text={EMPTY_TEXTS.artikel} />
      ) : (
        <ul className="ms-card-list">
          {items.map((item) => (
            <li key={item.id}>
              <ArticleCard item={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      {link && (
        <p>
          <a className="ms-button ms-button--secondary" href={link}>
            {contextText(props.block, 'linktext') || 'Alle anzeigen'}
          </a>
        </p>
      )}
    </section>
  );
}
