import type { EventItem, ListResult } from '@musterstadt/cms-client';
import { blockData, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { Figure, RichText } from '@musterstadt/ui';
import { EventWhen, eventPlace } from './event-parts';

/** One event: when, where, rubric, image and description. */
export default function EventDetail(props: TemplateProps) {
  const answer = blockData<ListResult<EventItem> | EventItem>(props);
  const item = answer && 'data' in answer && Array.isArray(answer.data) ? answer.data[0] : (answer as EventItem | undefined);
  if (!item) return null;
  const place = eventPlace(item);
  const rubric = item.rubriken?.[0];
  const rubricHref = safeHref(rubric?.detailURL);
  return (
    <article className="town-article town-event">
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
        {rubric && (
          <div>
            <dt>Rubrik</dt>
            <dd>{rubricHref ? <a href={rubricHref}>{rubric.titel}</a> : rubric.titel}</dd>
          </div>
        )}
      </dl>
      {item.einleitung && <RichText className="town-article__intro" html={item.einleitung} />}
      <Figure bild={item.bild} bildtext={item.bildtext} bildcopyright={item.bildcopyright} loading="eager" />
      <RichText html={item.text} />
      <p>
        <a href={`/api/cms/ical/veranstaltungen/${encodeURIComponent(String(item.id))}.ics`} download>Termin in den eigenen Kalender übernehmen (iCal)</a>
      </p>
      <p>
        <a href="/veranstaltungen">Alle Veranstaltungen</a>
      </p>
    </article>
  );
}
