import { safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { EmptyState } from '@musterstadt/ui';
import { BackToGuide, EntryList, Intro, Kind, PersonCard, Section, UnitContact, entries, isDetail, single } from './parts';
import type { Person } from './types';

function PersonDetail({ person }: { person: Person }) {
  const unitHref = safeHref(person.einheit?.detailURL);
  return (
    <article className="town-wegweiser town-wegweiser--detail">
      <Kind>Ansprechperson{person.einheit ? ` · ${person.einheit.titel}` : ''}</Kind>
      <h1>
        {person.vorname} {person.nachname}
      </h1>
      <PersonCard person={person} showName={false} />
      <Section id="wegweiser-zustaendig" title="Zuständig für" show={(person.leistungen ?? []).length > 0}>
        <EntryList items={person.leistungen ?? []} />
      </Section>
      <Section id="wegweiser-person-amt" title="Amt" show={!!person.einheit}>
        {person.einheit && (
          <>
            <p className="town-wegweiser__stellenname">{unitHref ? <a href={unitHref}>{person.einheit.titel}</a> : person.einheit.titel}</p>
            <UnitContact unit={person.einheit} />
          </>
        )}
      </Section>
      <BackToGuide />
    </article>
  );
}

/** Contact persons: all, by surname (list), or one with their services and office (detail). */
export default function GuidePersons(props: TemplateProps) {
  if (isDetail(props)) {
    const person = single<Person>(props);
    return person ? <PersonDetail person={person} /> : null;
  }
  const persons = entries<Person>(props);
  return (
    <div className="town-wegweiser">
      <Intro props={props} />
      {persons.length === 0 && <EmptyState text="Aktuell sind keine Ansprechpartner erfasst." />}
      <ul className="town-wegweiser__personen town-wegweiser__personen--raster">
        {persons.map((person) => (
          <li key={person.id}>
            <PersonCard person={person} headingLevel={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
