import type { Amt, ListResult } from '@musterstadt/cms-client';
import { blockData, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { PhoneLink, entriesOf, plainText } from '../parts';

/** The departments of the administration with what they do and how to reach them. */
export default function Departments(props: TemplateProps) {
  const items = entriesOf(blockData<ListResult<Amt>>(props));
  if (items.length === 0) return <p>Die Übersicht der Ämter ist zurzeit nicht verfügbar.</p>;
  return (
    <ul className="town-department-list">
      {items.map((amt) => {
        const href = safeHref(amt.detailURL);
        return (
          <li key={amt.id}>
            <article className="town-department">
              <h2 className="town-department__title">{href ? <a href={href}>{amt.titel}</a> : amt.titel}</h2>
              {amt.einleitung && <p>{plainText(amt.einleitung)}</p>}
              <p className="town-department__contact">
                {amt.adresse?.location && <span>{amt.adresse.location}</span>}
                {amt.kontakt?.telefon && (
                  <span>
                    Telefon <PhoneLink value={amt.kontakt.telefon} />
                  </span>
                )}
                {amt.kontakt?.email && (
                  <span>
                    <a href={`mailto:${amt.kontakt.email}`}>{amt.kontakt.email}</a>
                  </span>
                )}
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
