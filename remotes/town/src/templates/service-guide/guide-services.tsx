import { safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { EmptyState, RichText } from '@musterstadt/ui';
import { BackToGuide, ContactPersons, EntryList, Intro, Kind, Section, UnitContact, entries, isDetail, single } from './parts';
import type { Leistung } from './types';
import { townHtml } from '../../safe-html';

function ServiceDetail({ service }: { service: Leistung }) {
  const online = safeHref(service.online?.link);
  const unterlagen = service.unterlagen ?? [];
  return (
    <article className="town-wegweiser town-wegweiser--detail">
      <Kind>Leistung{service.thema ? ` · ${service.thema}` : ''}</Kind>
      <h1>{service.titel}</h1>
      {service.einleitung && <RichText className="town-article__intro" html={townHtml(service.einleitung)} />}
      <RichText html={townHtml(service.text)} />
      {online && (
        <p>
          <a className="ms-button" href={online}>
            {service.online?.linktext || 'Online erledigen'}
          </a>
        </p>
      )}
      <Section id="wegweiser-unterlagen" title="Erforderliche Unterlagen" show={unterlagen.length > 0}>
        <ul>
          {unterlagen.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="wegweiser-kosten" title="Gebühren" show={!!service.kosten}>
        <p>{service.kosten}</p>
      </Section>
      <Section id="wegweiser-stelle" title="Zuständige Stelle" show={!!service.einheit}>
        {service.einheit && <UnitContact unit={service.einheit} linkTitle />}
      </Section>
      <ContactPersons id="wegweiser-ansprechpartner" persons={service.ansprechpartner ?? []} />
      <Section id="wegweiser-formulare" title="Formulare" show={(service.formulare ?? []).length > 0}>
        <EntryList items={service.formulare ?? []} />
      </Section>
      <Section id="wegweiser-lebenslagen" title="Passt zu diesen Lebenslagen" show={(service.lebenslagen ?? []).length > 0}>
        <EntryList items={service.lebenslagen ?? []} />
      </Section>
      <BackToGuide />
    </article>
  );
}

/** Services: grouped by topic (list), or one service with everything that belongs to it (detail). */
export default function GuideServices(props: TemplateProps) {
  if (isDetail(props)) {
    const service = single<Leistung>(props);
    return service ? <ServiceDetail service={service} /> : null;
  }
  const services = entries<Leistung>(props);
  const topics = new Map<string, Leistung[]>();
  for (const service of services) {
    const topic = service.thema || 'Weitere Leistungen';
    topics.set(topic, [...(topics.get(topic) ?? []), service]);
  }
  return (
    <div className="town-wegweiser">
      <Intro props={props} />
      {services.length === 0 && <EmptyState text="Aktuell sind keine Leistungen erfasst." />}
      {[...topics.entries()]
        .sort(([a], [b]) => a.localeCompare(b, 'de'))
        .map(([topic, list], index) => (
          <section key={topic} aria-labelledby={`thema-${index}`}>
            <h2 id={`thema-${index}`}>{topic}</h2>
            <EntryList items={list} />
          </section>
        ))}
    </div>
  );
}
