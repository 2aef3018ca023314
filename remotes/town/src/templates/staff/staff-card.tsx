import type { StaffEntry } from '@musterstadt/cms-client';
import { safeHref } from '@musterstadt/shell-contract';
import { PhoneLink } from '../parts';

function staffName(person: Pick<StaffEntry, 'vorname' | 'nachname'>): string {
  return [person.vorname, person.nachname].filter(Boolean).join(' ');
}

/** One contact person: name, task, department, contact, room and office hours. */
export function StaffCard({ person, headingLevel = 3 }: { person: StaffEntry; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const detail = safeHref(person.detailURL);
  const email = person.kontakt?.email;
  return (
    <article className="town-staff">
      <Heading className="town-staff__name">{detail ? <a href={detail}>{staffName(person)}</a> : staffName(person)}</Heading>
      {person.funktion && <p className="town-staff__task">{person.funktion}</p>}
      <dl className="town-contact">
        {(person.aemter ?? []).length > 0 && (
          <div>
            <dt>Amt</dt>
            <dd>
              {(person.aemter ?? []).map((amt, index) => {
                const href = safeHref(amt.detailURL);
                return (
                  <span key={amt.titel}>
                    {index > 0 && ', '}
                    {href ? <a href={href}>{amt.titel}</a> : amt.titel}
                  </span>
                );
              })}
            </dd>
          </div>
        )}
        {person.kontakt?.telefon && (
          <div>
            <dt>Telefon</dt>
            <dd>
              <PhoneLink value={person.kontakt.telefon} />
            </dd>
          </div>
        )}
        {email && (
          <div>
            <dt>E-Mail</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        )}
        {person.zimmer && (
          <div>
            <dt>Zimmer</dt>
            <dd>{person.zimmer}</dd>
          </div>
        )}
        {person.sprechzeiten && (
          <div>
            <dt>Sprechzeiten</dt>
            <dd>{person.sprechzeiten}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
