import type { Einrichtung, ListResult } from '@musterstadt/cms-client';
import { blockData, contextText, type TemplateProps } from '@musterstadt/shell-contract';
import { formatEuro } from '@musterstadt/ui';
import { firstEntry } from '../parts';

/** A price in whole euros; 0 is free of charge. */
export function priceText(preis: number): string {
  return preis === 0 ? 'frei' : formatEuro(preis);
}

/** Price lists of a facility, one table per group. */
export default function Prices(props: TemplateProps) {
  const entry = firstEntry(blockData<ListResult<Einrichtung> | Einrichtung>(props));
  const groups = entry?.preise ?? [];
  if (groups.length === 0) return null;
  const id = `preise-${props.block.context?.apiCalls?.[0] ?? 'block'}`;
  return (
    <section className="town-prices" aria-labelledby={id}>
      <h2 id={id}>{contextText(props.block, 'titel') || 'Preise'}</h2>
      {groups.map((group) => (
        <table key={group.titel} className="town-table town-prices__table">
          <caption>{group.titel}</caption>
          <thead>
            <tr>
              <th scope="col">Leistung</th>
              <th scope="col" className="town-prices__price">
                Preis
              </th>
            </tr>
          </thead>
          <tbody>
            {group.positionen.map((position) => (
              <tr key={position.bezeichnung}>
                <th scope="row">
                  {position.bezeichnung}
                  {position.hinweis && <span className="town-prices__note">{position.hinweis}</span>}
                </th>
                <td className="town-prices__price">{priceText(position.preis)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
