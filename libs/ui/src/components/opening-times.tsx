import type { Oeffnungszeiten } from '@musterstadt/cms-client';
import { formatDate } from '../format';
import { CLOSED_TEXT, currentDeviations, openingTimeRows, openingTimeTitle } from '../opening-times';

export interface OpeningTimesProps {
  times: Oeffnungszeiten;
  headingLevel?: 2 | 3 | 4;
  /** The moment deviating times are checked against (default: now). */
  now?: Date;
}

/** One kind of opening time: current deviations first, then the regular times by day, then the note. */
export function OpeningTimes({ times, headingLevel = 3, now }: OpeningTimesProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const rows = openingTimeRows(times);
  const deviations = currentDeviations(times, now);
  return (
    <div className="ms-opening-times">
      <Heading className="ms-opening-times__title">{openingTimeTitle(times)}</Heading>
      {deviations.map((deviation) => (
        <p key={`${deviation.beginn}-${deviation.text}`} className="ms-notice ms-opening-times__deviation">
          <strong>
            Abweichende Zeiten vom {formatDate(deviation.beginn)} bis {formatDate(deviation.ende)}:
          </strong>{' '}
          {deviation.text}
        </p>
      ))}
      {rows.length > 0 && (
        <dl className="ms-opening-times__list">
          {rows.map((row) => (
            <div key={row.tagtyp} className={row.geschlossen ? 'ms-opening-times__closed' : undefined}>
              <dt>{row.label}</dt>
              <dd>
                {row.geschlossen
                  ? CLOSED_TEXT
                  : row.zeiten.map((zeit, index) => (
                      <span key={zeit}>
                        {index > 0 && ' und '}
                        {zeit}
                      </span>
                    ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {times.hinweis && <p className="ms-opening-times__note">{times.hinweis}</p>}
    </div>
  );
}
