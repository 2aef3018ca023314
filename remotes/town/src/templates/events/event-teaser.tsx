import type { EventItem, ListResult } from '@musterstadt/cms-client';
import { blockData, contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { EMPTY_TEXTS, EmptyState } from '@musterstadt/ui';
import { EventCard } from './event-card';

/** The next events on a portal page. */
export default function EventTeaser(props: TemplateProps) {
  const items = blockData<ListResult<EventItem>>(props)?.data ?? [];
  const link = safeHref(contextText(props.block, 'link'));
  const id = `teaser-${props.block.context?.apiCalls?.[0] ?? 'veranstaltungen'}`;
  return (
    <section className="town-teaser town-teaser--events" aria-labelledby={id}>
      <h2 id={id}>{contextText(props.block, 'titel') || 'Veranstaltungen'}</h2>
      {items.length === 0 ? (
        <EmptyState text={EMPTY_TEXTS.termineAn} />
      ) : (
        <ul className="ms-card-list">
          {items.map((item) => (
            <li key={item.id}>
              <EventCard item={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      {link && (
        <p>
          <a className="ms-button ms-button--secondary" href={link}>
            {contextText(props.block, 'linktext') || 'Alle Veranstaltungen'}
          </a>
        </p>
      )}
    </section>
  );
}
