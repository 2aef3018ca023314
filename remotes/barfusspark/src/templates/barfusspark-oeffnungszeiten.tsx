import { contextText, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText, safeHtml } from '@musterstadt/ui';
import { EntryAndParking, OpeningTimesTable } from './opening-times';
import { openingTimesOf, parkenOf } from './park-data';

/** The park's opening-times page: opening, service and telephone times, entry and parking. */
export default function BarfussparkOeffnungszeiten({ block }: TemplateProps) {
  const context = block.context ?? {};
  const all = openingTimesOf(context.oeffnungszeiten);
  const now = new Date();
  return (
    <div className="bp-opening">
      <RichText html={safeHtml(contextText(block, 'text'), block)} />
      <div className="bp-opening__grid">
        {all.map((zeiten) => (
          <OpeningTimesTable key={zeiten.typ} zeiten={zeiten} now={now} id={`bp-zeiten-${zeiten.typ}`} />
        ))}
      </div>
      <EntryAndParking parken={parkenOf(context.parken)} />
    </div>
  );
}
