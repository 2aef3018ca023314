import type { ListResult, Zeitstrahl } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { Figure, RichText } from '@musterstadt/ui';
import { firstEntry } from '../parts';
import { townHtml } from '../../safe-html';

/** A timeline: events by year, in order, with text and an optional image. */
export default function Timeline(props: TemplateProps) {
  const timeline = firstEntry(blockData<ListResult<Zeitstrahl> | Zeitstrahl>(props));
  const events = timeline?.ereignisse ?? [];
  if (!timeline || events.length === 0) return null;
  return (
    <section className="town-timeline" aria-labelledby="zeitstrahl-titel">
      <h2 id="zeitstrahl-titel">{timeline.titel}</h2>
      {timeline.einleitung && <RichText html={townHtml(timeline.einleitung, props.block)} />}
      <ol className="town-timeline__list">
        {events.map((event) => (
          <li key={`${event.jahr}-${event.titel}`} className="town-timeline__event">
            <p className="town-timeline__year">
              <time dateTime={/^\d{4}$/.test(event.jahr) ? event.jahr : undefined}>{event.jahr}</time>
            </p>
            <div className="town-timeline__body">
              <h3>{event.titel}</h3>
              <RichText html={townHtml(event.text, props.block)} />
              {event.bild && <Figure bild={event.bild} bildtext={event.bildtext} bildcopyright={event.bildcopyright} width={640} height={360} />}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
