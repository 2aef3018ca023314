import type { EventItem, ListResult } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { EMPTY_TEXTS, EmptyState, Pagination } from '@musterstadt/ui';
import { EventCard } from './event-card';

/**
 * Upcoming events with pagination. Empty, it says the event calendar's 'Aktuell stehen keine Termine
 * an', or with `options.leertext: 'termineAus'` a sub-site's date list's 'Aktuell stehen keine Termine aus'.
 */
export default function EventList(props: TemplateProps) {
  const items = blockData<ListResult<EventItem>>(props)?.data ?? [];
  const { page, block } = props;
  if (items.length === 0) return <EmptyState text={block.options?.leertext === 'termineAus' ? EMPTY_TEXTS.termineAus : EMPTY_TEXTS.termineAn} />;
  return (
    <>
      <ul className="ms-card-list">
        {items.map((item) => (
          <li key={item.id}>
            <EventCard item={item} />
          </li>
        ))}
      </ul>
      {page.pagination && <Pagination pagination={page.pagination} path={page.path} search={page.search} />}
    </>
  );
}
