import { contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { entries, Phone } from './parts';
import type { Stelle } from './types';

/** Offices outside the town hall (web contacts), each with its own website. */
export default function OtherOffices(props: TemplateProps) {
  const offices = entries<Stelle>(props);
  if (offices.length === 0) return null;
  const title = contextText(props.block, 'titel') || 'Weitere Stellen';
  return (
    <section className="town-wegweiser__abschnitt" aria-labelledby="town-wegweiser-stellen">
      <h2 id="town-wegweiser-stellen">{title}</h2>
      <ul className="town-wegweiser__stellen">
        {offices.map((office) => {
          const href = safeHref(office.url);
          return (
            <li key={office.id}>
              <p className="town-wegweiser__stellenname">
                {href ? (
                  <a href={href} rel="noopener">
                    {office.titel}
                    <span className="ms-visually-hidden"> (externe Website)</span>
                  </a>
                ) : (
                  office.titel
                )}
              </p>
              {office.beschreibung && <p>{office.beschreibung}</p>}
              {(office.adresse || office.telefon) && (
                <p className="town-wegweiser__kurz">
                  {office.adresse}
                  {office.adresse && office.telefon && ' · '}
                  {office.telefon && (
                    <>
                      Telefon <Phone number={office.telefon} />
                    </>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
