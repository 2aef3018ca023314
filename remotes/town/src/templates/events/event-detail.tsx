import type { EventItem, ListResult } from '@musterstadt/cms-client';
import { blockData, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { Figure, JsonLd, RichText } from '@musterstadt/ui';
import { EventWhen, eventPlace } from './event-card';
import { plainText } from '../parts';
import { townHtml } from '../../safe-html';

/** schema.org Event: all-day events carry dates, others the exact start and end. */
function eventData(item: EventItem, place: string, url: string) {
  const allDay = !item.timeFrom;
  const start = allDay ? (item.dateFrom ?? item.datum_von) : item.datum_von;
  const end = allDay ? (item.dateTo ?? null) : (item.datum_bis ?? null);
  return {
    '@type': 'Event',
    name: item.titel,
    startDate: start,
    ...(end ? { endDate: end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place ? { location: { '@type': 'Place', name: place, address: place } } : {}),
    ...(item.einleitung ? { description: plainText(item.einleitung) } : {}),
    ...(item.bild ? { image: [item.bild] } : {}),
    url,
    organizer: item.veranstalter
      ? { '@type': 'Organization', name: item.veranstalter }
      : { '@type': 'GovernmentOrganization', name: 'Stadt Musterstadt', url: '/' },
  };
}

/** One event: when, where, who invites, rubric, image and description. */
export default function EventDetail(props: TemplateProps) {
  const answer = blockData<ListResult<EventItem> | EventItem>(props);
  const item = answer && 'data' in answer && Array.isArray(answer.data) ? answer.data[0] : (answer as EventItem | undefined);
  if (!item) return null;
  const place = eventPlace(item);
  const rubric = item.rubriken?.[0];
  const rubricHref = safeHref(rubric?.detailURL);
  return (
    <article className="town-article town-event">
      <JsonLd data={eventData(item, place, item.detailURL ?? props.page.canonical)} />
      <h1>{item.titel}</h1>
      <dl className="town-event__facts">
        <div>
          <dt>Wann</dt>
          <dd>
            <EventWhen item={item} />
          </dd>
        </div>
        {place && (
          <div>
            <dt>Wo</dt>
            <dd>{place}</dd>
          </div>
        )}
        {item.veranstalter && (
          <div>
            <dt>Veranstalter</dt>
            <dd>{item.veranstalter}</dd>
          </div>
        )}
        {rubric && (
          <div>
            <dt>Rubrik</dt>
            <dd>{rubricHref ? <a href={rubricHref}>{rubric.titel}</a> : rubric.titel}</dd>
          </div>
        )}
      </dl>
      {item.einleitung && <RichText className="town-article__intro" html={townHtml(item.einleitung, props.block)} />}
      <Figure bild={item.bild} bildtext={item.bildtext} bildcopyright={item.bildcopyright} loading="eager" />
      <RichText html={townHtml(item.text, props.block)} />
      <p>
        <a href={`/api/cms/ical/veranstaltungen/${encodeURIComponent(String(item.id))}.ics`} download>
          Termin in den eigenen Kalender übernehmen (iCal)
        </a>
      </p>
      <p>
        <a href="/veranstaltungen">Alle Veranstaltungen</a>
      </p>
    </article>
  );
}
