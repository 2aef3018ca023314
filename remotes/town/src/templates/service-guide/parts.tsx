import { blockData, contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { PhoneLink, RichText } from '@musterstadt/ui';
import type { ReactNode } from 'react';
import type { Einheit, Link, Liste, Person } from './types';
import { townHtml } from '../../safe-html';

/** The entries of a list answer. */
export function entries<T>(props: TemplateProps): T[] {
  return blockData<Liste<T>>(props)?.data ?? [];
}

/** The entry of a detail page (the list answer of its slug). */
export function single<T>(props: TemplateProps): T | undefined {
  return entries<T>(props)[0];
}

export const isDetail = (props: TemplateProps): boolean => contextText(props.block, 'ansicht') === 'detail';

export function Intro({ props }: { props: TemplateProps }) {
  return <RichText className="town-wegweiser__einleitung" html={townHtml(contextText(props.block, 'einleitung'), props.block)} />;
}

/** A phone number through the one phone helper: tel: link and the spec's display filter. */
export function Phone({ number }: { number: string }) {
  return <PhoneLink number={number} />;
}

function Mail({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

/** A titled section of a detail page, left out when it has nothing to show. */
export function Section({ id, title, show = true, children }: { id: string; title: string; show?: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <section className="town-wegweiser__abschnitt" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Links to guide entries, each with its short text. */
export function EntryList({ items, ordered = false }: { items: Link[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="town-wegweiser__eintraege">
      {items.map((item) => {
        const href = safeHref(item.detailURL);
        return (
          <li key={item.id}>
            {href ? <a href={href}>{item.titel}</a> : item.titel}
            {item.einleitung && <span className="town-wegweiser__kurz">{item.einleitung}</span>}
          </li>
        );
      })}
    </List>
  );
}

export function Kind({ children }: { children: ReactNode }) {
  return <p className="town-wegweiser__art">{children}</p>;
}

/** Name, task and how to reach a contact person. */
export function PersonCard({ person, headingLevel = 3, showName = true }: { person: Person; headingLevel?: 2 | 3; showName?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = safeHref(person.detailURL);
  const name = `${person.vorname} ${person.nachname}`;
  return (
    <div className="town-wegweiser__person">
      {showName && <Heading className="town-wegweiser__name">{href ? <a href={href}>{name}</a> : name}</Heading>}
      {person.funktion && <p className="town-wegweiser__funktion">{person.funktion}</p>}
      <dl className="town-wegweiser__daten">
        {person.kontakt?.telefon && (
          <div>
            <dt>Telefon</dt>
            <dd>
              <Phone number={person.kontakt.telefon} />
            </dd>
          </div>
        )}
        {person.kontakt?.email && (
          <div>
            <dt>E-Mail</dt>
            <dd>
              <Mail address={person.kontakt.email} />
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
    </div>
  );
}

/** The spec's staff contacts block: heading 'Ihr/Ihre Ansprechpartner', then name, contact, office hours. */
export function ContactPersons({ persons, id }: { persons: Person[]; id: string }) {
  return (
    <Section id={id} title="Ihr/Ihre Ansprechpartner" show={persons.length > 0}>
      <ul className="town-wegweiser__personen">
        {persons.map((person) => (
          <li key={person.id}>
            <PersonCard person={person} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Address, phone, e-mail and opening hours of an office. */
export function UnitContact({ unit, linkTitle = false }: { unit: Einheit; linkTitle?: boolean }) {
  const href = safeHref(unit.detailURL);
  const address = unit.adresse;
  const hours = unit.oeffnungszeiten ?? [];
  return (
    <div className="town-wegweiser__stelle">
      {linkTitle && <p className="town-wegweiser__stellenname">{href ? <a href={href}>{unit.titel}</a> : unit.titel}</p>}
      {address && (
        <p>
          {address.gebaeude && (
            <>
              {address.gebaeude}
              <br />
            </>
          )}
          {address.strasse}
          <br />
          {address.plz} {address.ort}
        </p>
      )}
      <dl className="town-wegweiser__daten">
        {unit.telefon && (
          <div>
            <dt>Telefon</dt>
            <dd>
              <Phone number={unit.telefon} />
            </dd>
          </div>
        )}
        {unit.fax && (
          <div>
            <dt>Fax</dt>
            <dd>{unit.fax}</dd>
          </div>
        )}
        {unit.email && (
          <div>
            <dt>E-Mail</dt>
            <dd>
              <Mail address={unit.email} />
            </dd>
          </div>
        )}
      </dl>
      {hours.length > 0 && (
        <>
          <p className="town-wegweiser__zwischentitel">Öffnungszeiten</p>
          <dl className="town-wegweiser__zeiten">
            {hours.map((zeit) => (
              <div key={zeit.tage}>
                <dt>{zeit.tage}</dt>
                <dd>{zeit.zeiten}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {(unit.abweichende_zeiten ?? []).length > 0 && (
        <ul className="town-wegweiser__abweichungen">
          {(unit.abweichende_zeiten ?? []).map((abweichung) => (
            <li key={`${abweichung.beginn}-${abweichung.text}`}>
              <strong>
                {abweichung.beginn === abweichung.ende
                  ? `Am ${germanDay(abweichung.beginn)}`
                  : `Vom ${germanDay(abweichung.beginn)} bis ${germanDay(abweichung.ende)}`}
                :
              </strong>{' '}
              {abweichung.text}
            </li>
          ))}
        </ul>
      )}
      {unit.oeffnungszeiten_hinweis && <p className="town-wegweiser__hinweis">{unit.oeffnungszeiten_hinweis}</p>}
    </div>
  );
}

/** '24.12.2026' of '2026-12-24' (a time after it is left out). */
const germanDay = (value: string): string => value.slice(0, 10).split('-').reverse().join('.');

export function BackToGuide() {
  return (
    <p className="town-wegweiser__zurueck">
      <a href="/wegweiser">Zum Wegweiser von A bis Z</a>
    </p>
  );
}
