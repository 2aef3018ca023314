import { safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { EmptyState, RichText } from '@musterstadt/ui';
import { BackToGuide, EntryList, Intro, Kind, Section, entries, isDetail, single } from './parts';
import type { Lebenslage } from './types';
import { townHtml } from '../../safe-html';

function SituationDetail({ situation }: { situation: Lebenslage }) {
  return (
    <article className="town-wegweiser town-wegweiser--detail">
      <Kind>Lebenslage</Kind>
      <h1>{situation.titel}</h1>
      {situation.einleitung && <RichText className="town-article__intro" html={townHtml(situation.einleitung)} />}
      <RichText html={townHtml(situation.text)} />
      <Section id="wegweiser-zu-erledigen" title="Das ist zu erledigen" show={(situation.leistungen ?? []).length > 0}>
        <EntryList items={situation.leistungen ?? []} ordered />
      </Section>
      <BackToGuide />
    </article>
  );
}

/** Life situations: cards (list), or one with the services it takes, in order (detail). */
export default function GuideSituations(props: TemplateProps) {
  if (isDetail(props)) {
    const situation = single<Lebenslage>(props);
    return situation ? <SituationDetail situation={situation} /> : null;
  }
  const situations = entries<Lebenslage>(props);
  return (
    <div className="town-wegweiser">
      <Intro props={props} />
      {situations.length === 0 && <EmptyState text="Aktuell sind keine Lebenslagen erfasst." />}
      <ul className="ms-card-list">
        {situations.map((situation) => {
          const href = safeHref(situation.detailURL);
          return (
            <li key={situation.id}>
              <article className="ms-card">
                <div className="ms-card__body">
                  <h2 className="ms-card__title">{href ? <a href={href}>{situation.titel}</a> : situation.titel}</h2>
                  {situation.einleitung && <p className="ms-card__meta">{situation.einleitung}</p>}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
