import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { EntryList, Intro } from './parts';
import type { Abc } from './types';

/** The ABC of services: a letter bar (plain links) and the services under each letter. */
export default function GuideAbc(props: TemplateProps) {
  const abc = blockData<Abc>(props);
  const letters = abc?.buchstaben ?? [];
  const current = abc?.buchstabe ?? null;
  return (
    <div className="town-wegweiser">
      <Intro props={props} />
      <nav className="town-wegweiser-abc" aria-label="Leistungen nach Anfangsbuchstaben">
        <ul>
          <li>
            <a href="/wegweiser" aria-current={current === null ? 'page' : undefined}>
              Alle
            </a>
          </li>
          {letters.map(({ buchstabe, anzahl }) => (
            <li key={buchstabe}>
              {anzahl > 0 ? (
                <a href={`/wegweiser?buchstabe=${buchstabe}`} aria-current={current === buchstabe ? 'page' : undefined}>
                  <span className="ms-visually-hidden">Buchstabe </span>
                  {buchstabe}
                </a>
              ) : (
                <span className="town-wegweiser-abc__leer" title={`Keine Leistungen mit ${buchstabe}`}>
                  <span className="ms-visually-hidden">Buchstabe {buchstabe}: keine Leistungen</span>
                  <span aria-hidden="true">{buchstabe}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {abc?.data.length === 0 && (
        <p className="ms-empty-state" role="status">
          Unter {current} gibt es keine Leistungen. <a href="/wegweiser">Alle Leistungen anzeigen</a>
        </p>
      )}
      {abc?.data.map((group) => (
        <section key={group.buchstabe} className="town-wegweiser-abc__gruppe" aria-labelledby={`buchstabe-${group.buchstabe}`}>
          <h2 id={`buchstabe-${group.buchstabe}`}>{group.buchstabe}</h2>
          <EntryList items={group.eintraege} />
        </section>
      ))}
    </div>
  );
}
