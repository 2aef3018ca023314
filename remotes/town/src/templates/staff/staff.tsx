import type { ListResult, StaffEntry } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { entriesOf } from '../parts';
import { StaffCard } from './staff-card';

/**
 * 'Ihr Ansprechpartner' / 'Ihre Ansprechpartnerin' for one person (by their anrede), 'Ihre Ansprechpartner'
 * for several (spec point 2: 'Ihr/Ihre Ansprechpartner').
 */
export function contactHeading(people: readonly Pick<StaffEntry, 'anrede'>[]): string {
  if (people.length !== 1) return 'Ihre Ansprechpartner';
  return people[0]?.anrede === 'Frau' ? 'Ihre Ansprechpartnerin' : 'Ihr Ansprechpartner';
}

/** The contact persons of a page: name, contact, room and office hours. */
export default function Staff(props: TemplateProps) {
  const people = entriesOf(blockData<ListResult<StaffEntry>>(props));
  if (people.length === 0) return null;
  const id = `ansprechpartner-${props.block.context?.apiCalls?.[0] ?? 'block'}`;
  return (
    <section className="town-box town-staff-block" aria-labelledby={id}>
      <h2 id={id}>{contactHeading(people)}</h2>
      <ul className="town-staff-list">
        {people.map((person) => (
          <li key={person.id}>
            <StaffCard person={person} />
          </li>
        ))}
      </ul>
    </section>
  );
}
