import type { EventItem } from '@musterstadt/cms-client';
import { DateText, EMPTY_TEXTS, EmptyState } from '../components/content';
import { formatTime } from '../format';

export interface UpcomingDatesProps {
  /** Id of the heading (unique on the page). */
  id: string;
  heading: string;
  items: readonly EventItem[];
  /** The link to all dates under the list, e.g. { href: '/feuerwehr/termine/', text: 'Alle Termine' }. */
  more?: { href: string; text: string } | null;
  className?: string;
  /** Classes of the sub-site's look: the list, the date line and the title. */
  classes: { list: string; when: string; title?: string };
  /** The empty state: 'Aktuell stehen keine Termine an' (events) unless a list of dates says 'Termine aus'. */
  empty?: (typeof EMPTY_TEXTS)['termineAn' | 'termineAus'];
}

/** A sub-site start page's next dates: date (range) and time above each title, the empty state when none. */
export function UpcomingDates({ id, heading, items, more, className, classes, empty = EMPTY_TEXTS.termineAn }: UpcomingDatesProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{heading}</h2>
      {items.length === 0 ? (
        <EmptyState text={empty} />
      ) : (
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.id}>
              <span className={classes.when}>
                <DateText value={item.dateFrom ?? item.datum_von} />
                {item.dateTo && item.dateTo !== item.dateFrom && (
                  <>
                    {' '}
                    bis <DateText value={item.dateTo} />
                  </>
                )}
                {item.timeFrom && `, ${formatTime(item.timeFrom)}`}
              </span>
              {classes.title ? <span className={classes.title}>{item.titel}</span> : item.titel}
            </li>
          ))}
        </ul>
      )}
      {more && (
        <p>
          <a href={more.href}>{more.text}</a>
        </p>
      )}
    </section>
  );
}
