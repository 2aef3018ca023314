import { contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText, safeHtml, abweichungZeitraum, heute } from '@musterstadt/ui';
import { EntryAndParking } from './opening-times';
import { openingTimesOf, parkenOf } from './park-data';

interface Kachel {
  titel: string;
  text: string;
  link?: string;
}

interface Fakt {
  wert: string;
  label: string;
}

function entries<T>(value: unknown, keys: (keyof T)[]): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is T => !!v && typeof v === 'object' && keys.every((k) => typeof (v as Record<string, unknown>)[k as string] === 'string'));
}

/** Start page of the barefoot park: welcome, today's opening, entry and parking, what there is to experience. */
export default function BarfussparkHome({ block }: TemplateProps) {
  const context = block.context ?? {};
  const opening = openingTimesOf(context.oeffnungszeiten).find((o) => o.typ === 'allgemein');
  const today = opening ? heute(opening, new Date()) : null;
  const facts = entries<Fakt>(context.fakten, ['wert', 'label']);
  const tiles = entries<Kachel>(context.kacheln, ['titel', 'text']);
  return (
    <div className="bp-home">
      <section className="bp-welcome" aria-labelledby="bp-welcome-titel">
        <h2 id="bp-welcome-titel">{contextText(block, 'titel') || 'Willkommen im Barfußpark'}</h2>
        <RichText html={safeHtml(contextText(block, 'text'), block)} />
      </section>
      {facts.length > 0 && (
        <ul className="bp-facts" aria-label="Der Park in Zahlen">
          {facts.map((fact) => (
            <li key={fact.label}>
              <span className="bp-facts__value">{fact.wert}</span> {fact.label}
            </li>
          ))}
        </ul>
      )}
      <div className="bp-home__info">
        {today && (
          <section className="bp-today" aria-labelledby="bp-today-titel">
            <h2 id="bp-today-titel">Heute geöffnet?</h2>
            {today.abweichungen.length > 0 ? (
              today.abweichungen.map((d) => (
                <p key={d.beginn} className="bp-today__status">
                  {d.zusatztext} <span className="bp-today__period">({abweichungZeitraum(d)})</span>
                </p>
              ))
            ) : (
              <p className="bp-today__status">
                {today.tag}: {today.geschlossen ? 'geschlossen' : today.zeiten.join(' und ')}
              </p>
            )}
            <p>
              <a href="/barfusspark/oeffnungszeiten">Alle Öffnungszeiten</a>
            </p>
          </section>
        )}
        <EntryAndParking parken={parkenOf(context.parken)} />
      </div>
      {tiles.length > 0 && (
        <section aria-labelledby="bp-erleben-titel">
          <h2 id="bp-erleben-titel">{contextText(block, 'kachelnTitel') || 'Erleben'}</h2>
          <ul className="bp-tiles">
            {tiles.map((tile) => {
              const href = safeHref(tile.link);
              return (
                <li key={tile.titel} className="bp-tile">
                  <h3>{href ? <a href={href}>{tile.titel}</a> : tile.titel}</h3>
                  <p>{tile.text}</p>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
