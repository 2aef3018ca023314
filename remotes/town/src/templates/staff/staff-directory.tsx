import type { ListResult, StaffEntry } from '@musterstadt/cms-client';
import { blockData, contextText, type TemplateProps } from '@musterstadt/shell-contract';
import { entriesOf } from '../parts';
import { StaffCard } from './staff-card';

function initial(person: StaffEntry): string {
  const letter = (person.nachname || person.vorname || '#').charAt(0).toLocaleUpperCase('de-DE');
  return letter.normalize('NFD').charAt(0);
}

/** All staff from A to Z, grouped by the initial of the surname, with jump links. */
export default function StaffDirectory(props: TemplateProps) {
  const people = entriesOf(blockData<ListResult<StaffEntry>>(props));
  const groups = new Map<string, StaffEntry[]>();
  for (const person of people) groups.set(initial(person), [...(groups.get(initial(person)) ?? []), person]);
  const letters = [...groups.keys()].sort((a, b) => a.localeCompare(b, 'de'));
  const titel = contextText(props.block, 'titel') || 'Mitarbeiterinnen und Mitarbeiter';
  return (
    <section className="town-directory" aria-labelledby="verzeichnis-titel">
      <h2 id="verzeichnis-titel">{titel}</h2>
      {letters.length > 1 && (
        <nav className="town-letters" aria-label="Nach Anfangsbuchstaben">
          <ul>
            {letters.map((letter) => (
              <li key={letter}>
                <a href={`#buchstabe-${letter}`}>{letter}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {letters.map((letter) => (
        <section key={letter} className="town-directory__group" aria-labelledby={`buchstabe-${letter}`}>
          <h3 id={`buchstabe-${letter}`} className="town-directory__letter">
            {letter}
          </h3>
          <ul className="town-staff-list town-staff-list--grid">
            {(groups.get(letter) ?? []).map((person) => (
              <li key={person.id}>
                <StaffCard person={person} headingLevel={4} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
