import type { Einrichtung, ListResult } from '@musterstadt/cms-client';
import { blockData, contextText, type TemplateProps } from '@musterstadt/shell-contract';
import { OpeningTimes } from '@musterstadt/ui';
import { ContactDetails, firstEntry } from '../parts';

/** Opening, service and telephone times of a facility, department or business, with its address. */
export default function OpeningTimesBlock(props: TemplateProps) {
  const entry = firstEntry(blockData<ListResult<Einrichtung> | Einrichtung>(props));
  const times = entry?.oeffnungszeiten ?? [];
  // A detail block beside it may show the address already.
  const withContact = props.block.context?.ohneKontakt !== true && !!(entry?.adresse || entry?.kontakt);
  if (!entry || (times.length === 0 && !withContact)) return null;
  const titel = contextText(props.block, 'titel') || entry.titel;
  const id = `zeiten-${props.block.context?.apiCalls?.[0] ?? 'block'}`;
  return (
    <section className="town-box town-opening" aria-labelledby={id}>
      <h2 id={id}>{titel}</h2>
      {times.map((entryTimes) => (
        <OpeningTimes key={entryTimes.typ} times={entryTimes} />
      ))}
      {withContact && (
        <>
          <h3>Adresse und Kontakt</h3>
          <ContactDetails adresse={entry.adresse} kontakt={entry.kontakt} />
        </>
      )}
    </section>
  );
}
