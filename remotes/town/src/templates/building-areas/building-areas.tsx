import type { Baugebiet, ListResult } from '@musterstadt/cms-client';
import { blockData, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { Bild, BILD_BREITEN, formatEuro } from '@musterstadt/ui';
import { entriesOf, plainText } from '../parts';

/** The building areas with how many plots are still free. */
export default function BuildingAreas(props: TemplateProps) {
  const items = entriesOf(blockData<ListResult<Baugebiet>>(props));
  if (items.length === 0)
    return (
      <p className="ms-empty-state" role="status">
        Aktuell bietet die Stadt keine Bauplätze an.
      </p>
    );
  return (
    <ul className="ms-card-list">
      {items.map((item) => {
        const href = safeHref(item.detailURL);
        const plots = item.bauplaetze ?? [];
        const free = plots.filter((plot) => plot.status === 'frei');
        const prices = plots.map((plot) => plot.preis_qm);
        return (
          <li key={item.id}>
            <article className="ms-card">
              {item.bild && <Bild src={item.bild} alt="" loading="lazy" width={640} height={360} sizes={BILD_BREITEN.karte} />}
              <div className="ms-card__body">
                <p className="ms-card__meta">{item.ortsteil}</p>
                <h2 className="ms-card__title">{href ? <a href={href}>{item.titel}</a> : item.titel}</h2>
                {item.einleitung && <p>{plainText(item.einleitung)}</p>}
                <p className="town-building-area__summary">
                  {free.length} von {plots.length} Bauplätzen frei
                  {prices.length > 0 && <>, ab {formatEuro(Math.min(...prices))} je m²</>}
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
