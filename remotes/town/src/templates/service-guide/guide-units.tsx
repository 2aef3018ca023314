import { safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { EmptyState, RichText } from '@musterstadt/ui';
import { BackToGuide, ContactPersons, EntryList, Intro, Kind, Phone, Section, UnitContact, entries, isDetail, single } from './parts';
import type { Einheit } from './types';
import { townHtml } from '../../safe-html';

function UnitDetail({ unit }: { unit: Einheit }) {
  return (
    <article className="town-wegweiser town-wegweiser--detail">
      <Kind>Amt</Kind>
      <h1>{unit.titel}</h1>
      {unit.einleitung && <RichText className="town-article__intro" html={townHtml(unit.einleitung)} />}
      <RichText html={townHtml(unit.text)} />
      <Section id="wegweiser-kontakt" title="Anschrift und Öffnungszeiten">
        <UnitContact unit={unit} />
      </Section>
      <ContactPersons id="wegweiser-einheit-personen" persons={unit.ansprechpartner ?? []} />
      <Section id="wegweiser-einheit-leistungen" title="Leistungen" show={(unit.leistungen ?? []).length > 0}>
        <EntryList items={unit.leistungen ?? []} />
      </Section>
      <BackToGuide />
    </article>
  );
}

/** Offices of the town: all with address and phone (list), or one with its people and services (detail). */
export default function GuideUnits(props: TemplateProps) {
  if (isDetail(props)) {
    const unit = single<Einheit>(props);
    return unit ? <UnitDetail unit={unit} /> : null;
  }
  const units = entries<Einheit>(props);
  return (
    <div className="town-wegweiser">
      <Intro props={props} />
      {units.length === 0 && <EmptyState text="Aktuell sind keine Ämter erfasst." />}
      <ul className="town-wegweiser__stellen">
        {units.map((unit) => {
          const href = safeHref(unit.detailURL);
          return (
            <li key={unit.id}>
              <h2 className="town-wegweiser__stellenname">{href ? <a href={href}>{unit.titel}</a> : unit.titel}</h2>
              {unit.einleitung && <p>{unit.einleitung}</p>}
              <p className="town-wegweiser__kurz">
                {[unit.adresse?.gebaeude, unit.adresse?.strasse].filter(Boolean).join(', ')}
                {unit.telefon && (
                  <>
                    {' · '}Telefon <Phone number={unit.telefon} />
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
