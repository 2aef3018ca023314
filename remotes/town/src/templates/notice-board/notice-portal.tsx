import type { ListResult, Meldung } from '@musterstadt/cms-client';
import { blockData, contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { EMPTY_TEXTS, EmptyState } from '@musterstadt/ui';
import { entriesOf } from '../parts';
import { NoticeCard } from './notice-card';

/** The latest notices as a portal module: cards with images and a link to the board. */
export default function NoticePortal(props: TemplateProps) {
  const items = entriesOf(blockData<ListResult<Meldung>>(props));
  const link = safeHref(contextText(props.block, 'link'));
  const id = `brett-portal-${props.block.context?.apiCalls?.[0] ?? 'meldungen'}`;
  return (
    <section className="town-teaser town-notice-portal" aria-labelledby={id}>
      <h2 id={id}>{contextText(props.block, 'titel') || 'Schwarzes Brett'}</h2>
      {items.length === 0 ? (
        <EmptyState text={EMPTY_TEXTS.meldungen} />
      ) : (
        <ul className="ms-card-list">
          {items.map((item) => (
            <li key={item.id}>
              <NoticeCard item={item} headingLevel={3} withImage />
            </li>
          ))}
        </ul>
      )}
      {link && (
        <p>
          <a className="ms-button ms-button--secondary" href={link}>
            {contextText(props.block, 'linktext') || 'Alle Meldungen'}
          </a>
        </p>
      )}
    </section>
  );
}
