import { plainText, type ContentItem, type EventItem, type ListResult } from '@musterstadt/cms-client';
import { contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { DateText, EMPTY_TEXTS, EmptyState, OPENING_TIME_TYPE_LABELS, RichText, safeHtml, regulaereZeilen, type RegulaereZeit } from '@musterstadt/ui';
import { UpcomingDates } from '@musterstadt/ui/chrome';

interface Kachel {
  titel: string;
  text: string;
  link?: string;
}

function listOf<T>(value: unknown): T[] {
  const data = (value as ListResult<T> | null | undefined)?.data;
  return Array.isArray(data) ? data : [];
}

function tilesOf(value: unknown): Kachel[] {
  if (!Array.isArray(value)) return [];
  return value.filter((k): k is Kachel => !!k && typeof k.titel === 'string' && typeof k.text === 'string');
}

function timesOf(value: unknown): RegulaereZeit[] {
  if (!Array.isArray(value)) return [];
  return value.filter((z): z is RegulaereZeit => !!z && typeof z.tagtyp === 'string' && typeof z.beginn === 'string' && typeof z.ende === 'string');
}

/** Start page of the youth centre: welcome, open-house times, offers, news and coming dates. */
export default function JugendhausHome({ block, data }: TemplateProps) {
  const context = block.context ?? {};
  const tiles = tilesOf(context.kacheln);
  const rows = regulaereZeilen(timesOf(context.offenerTreff));
  const news = listOf<ContentItem>(data.aktuelles);
  const dates = listOf<EventItem>(data.termine);
  return (
    <div className="jh-home">
      <div className="jh-home__intro">
        <section className="jh-welcome" aria-labelledby="jh-welcome-titel">
          <h2 id="jh-welcome-titel">{contextText(block, 'titel') || 'Willkommen im Jugendhaus'}</h2>
          <RichText html={safeHtml(contextText(block, 'text'), block)} />
        </section>
        {rows.length > 0 && (
          <section className="jh-times" aria-labelledby="jh-times-titel">
            <h2 id="jh-times-titel">Offener Treff – {OPENING_TIME_TYPE_LABELS.allgemein}</h2>
            <table>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.tagtyp}>
                    <th scope="row">{row.tag}</th>
                    <td>{row.geschlossen ? 'geschlossen' : row.zeiten.join(' und ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
      {tiles.length > 0 && (
        <section aria-labelledby="jh-tiles-titel">
          <h2 id="jh-tiles-titel">{contextText(block, 'kachelnTitel') || 'Was bei uns los ist'}</h2>
          <ul className="jh-tiles">
            {tiles.map((tile) => {
              const href = safeHref(tile.link);
              return (
                <li key={tile.titel} className="jh-tile">
                  <h3>{href ? <a href={href}>{tile.titel}</a> : tile.titel}</h3>
                  <p>{tile.text}</p>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <div className="jh-home__columns">
        <section aria-labelledby="jh-news-titel">
          <h2 id="jh-news-titel">Aktuelles</h2>
          {news.length === 0 ? (
            <EmptyState text={EMPTY_TEXTS.artikel} />
          ) : (
            <ul className="jh-news">
              {news.map((item) => {
                const href = safeHref(item.detailURL);
                return (
                  <li key={item.id}>
                    <p className="jh-news__date">
                      <DateText value={item.datum_von} />
                    </p>
                    <h3>{href ? <a href={href}>{item.titel}</a> : item.titel}</h3>
                    {item.einleitung && <p>{plainText(item.einleitung)}</p>}
                  </li>
                );
              })}
            </ul>
          )}
          <p>
            <a href="/jugendhaus/aktuelles">Alle Neuigkeiten</a>
          </p>
        </section>
        <UpcomingDates
          id="jh-dates-titel"
          heading="Demnächst"
          items={dates}
          more={{ href: '/jugendhaus/veranstaltungen', text: 'Alle Veranstaltungen' }}
          classes={{ list: 'jh-dates', when: 'jh-dates__when' }}
        />
      </div>
    </div>
  );
}
