import { contextText, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText, safeHtml } from '@musterstadt/ui';

interface Angebot {
  titel: string;
  text: string;
  wann?: string;
  fuer?: string;
  wo?: string;
}

function offersOf(value: unknown): Angebot[] {
  if (!Array.isArray(value)) return [];
  return value.filter((a): a is Angebot => !!a && typeof a.titel === 'string' && typeof a.text === 'string');
}

/** The youth centre's regular offers with when, for whom and where. */
export default function JugendhausAngebote({ block }: TemplateProps) {
  const offers = offersOf(block.context?.angebote);
  return (
    <>
      <RichText html={safeHtml(contextText(block, 'text'), block)} />
      <ul className="jh-offers">
        {offers.map((offer) => (
          <li key={offer.titel} className="jh-offer">
            <h2>{offer.titel}</h2>
            <p>{offer.text}</p>
            <dl>
              {offer.wann && (
                <div>
                  <dt>Wann:</dt> <dd>{offer.wann}</dd>
                </div>
              )}
              {offer.fuer && (
                <div>
                  <dt>Für wen:</dt> <dd>{offer.fuer}</dd>
                </div>
              )}
              {offer.wo && (
                <div>
                  <dt>Wo:</dt> <dd>{offer.wo}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
