import type { EventItem } from '@musterstadt/cms-client';
import { safeHref } from '@musterstadt/shell-contract';
import { Bild, BILD_BREITEN, DateText, formatTime } from '@musterstadt/ui';

/** Place of an event: its own venue text, else the linked business's title. */
export function eventPlace(item: EventItem): string {
  return item.veranstaltungsort || item.brancheneintrag_veranstaltungsort?.titel || '';
}

/** 'DD.MM.YYYY, HH:mm Uhr' ranges from the event's dateFrom/dateTo/timeFrom/timeTo. */
export function EventWhen({ item }: { item: EventItem }) {
  const from = item.dateFrom ?? item.datum_von ?? null;
  const to = item.dateTo && item.dateTo !== item.dateFrom ? item.dateTo : null;
  const timeFrom = item.timeFrom ? formatTime(item.timeFrom) : '';
  const timeTo = item.timeTo ? formatTime(item.timeTo) : '';
  return (
    <>
      <DateText value={from} />
      {to && (
        <>
          {' '}
          bis <DateText value={to} />
        </>
      )}
      {timeFrom && `, ${timeFrom}`}
      {timeTo && ` bis ${timeTo}`}
    </>
  );
}

export function EventCard({ item, headingLevel = 2 }: { item: EventItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = safeHref(item.detailURL);
  const place = eventPlace(item);
  const rubric = item.rubriken?.[0];
  return (
    <article className="ms-card town-event-card">
      {item.bild && <Bild src={item.bild} alt="" loading="lazy" width={640} height={360} sizes={BILD_BREITEN.karte} />}
      <div className="ms-card__body">
        <p className="ms-card__meta">
          <EventWhen item={item} />
        </p>
        <Heading className="ms-card__title">{href ? <a href={href}>{item.titel}</a> : item.titel}</Heading>
        {place && <p className="ms-card__meta">Ort: {place}</p>}
        {rubric && <p className="ms-card__meta town-event-card__rubric">{rubric.titel}</p>}
      </div>
    </article>
  );
}
