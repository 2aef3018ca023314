import { contextText, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText, safeHtml, formatEuro } from '@musterstadt/ui';

interface Angebot {
  titel: string;
  text: string;
  dauer?: string;
  /** Price per group or person in euros; 0 = free of charge. */
  preis?: number | null;
  preisHinweis?: string;
  teilnehmende?: string;
  termine?: string;
}

function offersOf(value: unknown): Angebot[] {
  if (!Array.isArray(value)) return [];
  return value.filter((a): a is Angebot => !!a && typeof a.titel === 'string' && typeof a.text === 'string');
}

function price(offer: Angebot): string | null {
  if (typeof offer.preis !== 'number') return null;
  const amount = offer.preis === 0 ? 'kostenlos' : formatEuro(offer.preis);
  return offer.preisHinweis ? `${amount} ${offer.preisHinweis}` : amount;
}

/** Guided tours and offers of the park with duration, group size, dates and price. */
export default function BarfussparkAngebote({ block }: TemplateProps) {
  const offers = offersOf(block.context?.angebote);
  return (
    <>
      <RichText html={safeHtml(contextText(block, 'text'), block)} />
      <ul className="bp-offers">
        {offers.map((offer) => {
          const cost = price(offer);
          return (
            <li key={offer.titel} className="bp-offer">
              <h2>{offer.titel}</h2>
              <p>{offer.text}</p>
              <dl className="bp-offer__facts">
                {offer.dauer && (
                  <div>
                    <dt>Dauer</dt>
                    <dd>{offer.dauer}</dd>
                  </div>
                )}
                {offer.teilnehmende && (
                  <div>
                    <dt>Für wen</dt>
                    <dd>{offer.teilnehmende}</dd>
                  </div>
                )}
                {offer.termine && (
                  <div>
                    <dt>Termine</dt>
                    <dd>{offer.termine}</dd>
                  </div>
                )}
                {cost && (
                  <div>
                    <dt>Preis</dt>
                    <dd>{cost}</dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
    </>
  );
}
