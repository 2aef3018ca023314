import { plainText, type ContentItem, type EventItem, type ListResult } from '@musterstadt/cms-client';
import { contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { Bild, BILD_BREITEN, DateText, EMPTY_TEXTS, EmptyState, RichText, safeHtml } from '@musterstadt/ui';
import { UpcomingDates } from '@musterstadt/ui/chrome';

interface Fakt {
  wert: string;
  label: string;
}

interface Kachel {
  titel: string;
  text: string;
  link: string;
  linktext?: string;
}

interface Schritt {
  titel: string;
  text: string;
}

function listOf<T>(value: unknown): T[] {
  const data = (value as ListResult<T> | null | undefined)?.data;
  return Array.isArray(data) ? data : [];
}

function arrayOf<T>(value: unknown, valid: (entry: Record<string, unknown>) => boolean): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is T => !!entry && typeof entry === 'object' && valid(entry as Record<string, unknown>));
}

const isText = (v: unknown) => typeof v === 'string' && v.length > 0;

function Facts({ facts }: { facts: Fakt[] }) {
  if (facts.length === 0) return null;
  return (
    <section className="sc-facts" aria-labelledby="sc-facts-titel">
      <h2 id="sc-facts-titel" className="ms-visually-hidden">
        Auf einen Blick
      </h2>
      <ul>
        {facts.map((fact) => (
          <li key={fact.label}>
            <span className="sc-facts__value">{fact.wert}</span> <span className="sc-facts__label">{fact.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tiles({ title, tiles }: { title: string; tiles: Kachel[] }) {
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="sc-tiles-titel">
      <h2 id="sc-tiles-titel">{title}</h2>
      <ul className="sc-tiles">
        {tiles.map((tile) => {
          const href = safeHref(tile.link);
          return (
            <li key={tile.titel} className="sc-tile">
              <h3 className="sc-tile__title">{href ? <a href={href}>{tile.titel}</a> : tile.titel}</h3>
              <p>{tile.text}</p>
              {href && tile.linktext && (
                <p className="sc-tile__more" aria-hidden="true">
                  {tile.linktext} →
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Steps({ title, steps }: { title: string; steps: Schritt[] }) {
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="sc-steps-titel" className="sc-steps">
      <h2 id="sc-steps-titel">{title}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step.titel}>
            <h3>{step.titel}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function News({ items, link }: { items: ContentItem[]; link: string | null }) {
  return (
    <section aria-labelledby="sc-news-titel" className="sc-home__news">
      <h2 id="sc-news-titel">Aktuelles</h2>
      {items.length === 0 ? (
        <EmptyState text={EMPTY_TEXTS.artikel} />
      ) : (
        <ul className="sc-news">
          {items.map((item) => {
            const href = safeHref(item.detailURL);
            return (
              <li key={item.id} className="sc-news__item">
                {item.bild && <Bild src={item.bild} alt="" loading="lazy" width={320} height={180} sizes={BILD_BREITEN.karte} />}
                <div>
                  <p className="sc-news__date">
                    <DateText value={item.datum_von} />
                  </p>
                  <h3>{href ? <a href={href}>{item.titel}</a> : item.titel}</h3>
                  {item.einleitung && <p>{plainText(item.einleitung)}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {link && (
        <p>
          <a className="ms-button" href={link}>
            Alle Meldungen
          </a>
        </p>
      )}
    </section>
  );
}

function Dates({ items, link }: { items: EventItem[]; link: string | null }) {
  return (
    <UpcomingDates
      id="sc-dates-titel"
      heading="Nächste Termine"
      items={items}
      more={link ? { href: link, text: 'Alle Termine' } : null}
      className="sc-home__dates"
      classes={{ list: 'sc-dates', when: 'sc-dates__when', title: 'sc-dates__title' }}
      empty={EMPTY_TEXTS.termineAus}
    />
  );
}

export type HomeVariant = 'schule' | 'schulart';

/**
 * Start page of a school. Variant 'schule' (primary schools, Werkrealschule, Gymnasium, the vocational
 * school centre) welcomes, shows figures, tiles, news and dates; variant 'schulart' (one type of school
 * of the vocational school centre) puts its profiles and the way to apply first.
 */
export function SchoolHome({ variant, ...props }: TemplateProps & { variant: HomeVariant }) {
  const { block, data } = props;
  const context = block.context ?? {};
  const facts = arrayOf<Fakt>(context.fakten, (f) => isText(f.wert) && isText(f.label));
  const tiles = arrayOf<Kachel>(context.kacheln, (k) => isText(k.titel) && isText(k.text));
  const steps = arrayOf<Schritt>(context.schritte, (s) => isText(s.titel) && isText(s.text));
  const news = listOf<ContentItem>(data.news);
  const dates = listOf<EventItem>(data.termine);
  const titel = contextText(block, 'titel');
  const newsLink = safeHref(contextText(block, 'newsLink'));
  const datesLink = safeHref(contextText(block, 'termineLink'));
  return (
    <div className={`sc-home sc-home--${variant}`}>
      <section className="sc-welcome" aria-labelledby="sc-welcome-titel">
        <h2 id="sc-welcome-titel">{titel || 'Herzlich willkommen'}</h2>
        <RichText html={safeHtml(contextText(block, 'text'), block)} />
      </section>
      <Facts facts={facts} />
      {variant === 'schulart' && <Steps title={contextText(block, 'schritteTitel') || 'So bewerben Sie sich'} steps={steps} />}
      <Tiles title={contextText(block, 'kachelnTitel') || 'Unsere Schule'} tiles={tiles} />
      <div className="sc-home__columns">
        {'news' in data && <News items={news} link={newsLink} />}
        {'termine' in data && <Dates items={dates} link={datesLink} />}
      </div>
    </div>
  );
}

export default function SchoolStartPage(props: TemplateProps) {
  return <SchoolHome variant="schule" {...props} />;
}

export function SchulartStartPage(props: TemplateProps) {
  return <SchoolHome variant="schulart" {...props} />;
}
