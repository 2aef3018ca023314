import { contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { PhoneLink } from '../parts';

interface Grid {
  sparte: string;
  betreiber: string;
  telefon?: string;
  hinweis?: string;
  link?: string;
  linktext?: string;
}

/** The grid-operator widget: per utility the operator and its fault hotline, around the clock. */
export default function GridOperators({ block }: TemplateProps) {
  const grids = (Array.isArray(block.context?.netze) ? block.context.netze : []) as Grid[];
  if (grids.length === 0) return null;
  return (
    <section className="town-grids" aria-labelledby="netze-titel">
      <h2 id="netze-titel">{contextText(block, 'titel') || 'Störungsdienste der Netzbetreiber'}</h2>
      <ul className="town-grid-list">
        {grids.map((grid) => {
          const href = safeHref(grid.link);
          return (
            <li key={grid.sparte}>
              <article className="town-box town-grid" aria-labelledby={`netz-${grid.sparte}`}>
                <h3 id={`netz-${grid.sparte}`}>{grid.sparte}</h3>
                <p className="town-grid__operator">{grid.betreiber}</p>
                {grid.telefon && (
                  <p className="town-grid__phone">
                    Störungsdienst rund um die Uhr: <PhoneLink value={grid.telefon} />
                  </p>
                )}
                {grid.hinweis && <p>{grid.hinweis}</p>}
                {href && (
                  <p>
                    <a href={href}>{grid.linktext || href}</a>
                  </p>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      <p className="town-grids__emergency">
        Bei Gefahr für Leib und Leben rufen Sie sofort den Notruf <PhoneLink value="112" />.
      </p>
    </section>
  );
}
