import type { ContentItem, EventItem } from '@musterstadt/cms-client';
import { safeHref } from '@musterstadt/shell-contract';
import { EMPTY_TEXTS, EmptyState, RichText } from '@musterstadt/ui';
import type { ComponentType } from 'react';
import { ArticleCard } from '../templates/article-card';
import { EventCard } from '../templates/event-parts';
import type { PortalModule } from './types';

export interface ModuleProps {
  module: PortalModule;
  index: number;
  /** The first hero of the page carries the page's h1. */
  isFirstHero: boolean;
}

function MoreLink({ module }: { module: PortalModule }) {
  const href = safeHref(module.link);
  if (!href) return null;
  return (
    <p className="portal-more">
      <a className="ms-button ms-button--secondary" href={href}>
        {module.linktext || 'Mehr erfahren'}
      </a>
    </p>
  );
}

function Hero({ module, isFirstHero }: ModuleProps) {
  const image = module.bildupload;
  const Heading = isFirstHero ? 'h1' : 'h2';
  const href = safeHref(module.link);
  return (
    <section className="portal-hero" aria-label={module.titel ?? undefined}>
      {image?.bild && <img className="portal-hero__image" src={image.bild} alt="" width={1600} height={700} fetchPriority="high" />}
      <div className="portal-hero__content ms-container">
        {module.untertitel && <p className="portal-hero__subtitle">{module.untertitel}</p>}
        <Heading className="portal-hero__title">{module.titel}</Heading>
        {href && (
          <a className="ms-button" href={href}>
            {module.linktext || 'Mehr erfahren'}
          </a>
        )}
      </div>
      {image?.bildcopyright && <p className="portal-hero__copyright">© {image.bildcopyright}</p>}
    </section>
  );
}

function Text({ module, index }: ModuleProps) {
  const id = `portal-${index}`;
  return (
    <section className="portal-section portal-text" aria-labelledby={module.titel ? id : undefined}>
      {module.titel && <h2 id={id}>{module.titel}</h2>}
      <RichText html={module.text} />
      <MoreLink module={module} />
    </section>
  );
}

function HeadlineTeaser({ module, index }: ModuleProps) {
  const items = (module.eintraege ?? []) as ContentItem[];
  const id = `portal-${index}`;
  return (
    <section className="portal-section" aria-labelledby={id}>
      <h2 id={id}>{module.titel || 'Aktuelles'}</h2>
      {items.length === 0 ? (
        <EmptyState text={EMPTY_TEXTS.artikel} />
      ) : (
        <ul className="ms-card-list">
          {items.map((item) => (
            <li key={item.id}>
              <ArticleCard item={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <MoreLink module={module} />
    </section>
  );
}

function EventTeaser({ module, index }: ModuleProps) {
  const items = (module.eintraege ?? []) as EventItem[];
  const id = `portal-${index}`;
  return (
    <section className="portal-section portal-events" aria-labelledby={id}>
      <h2 id={id}>{module.titel || 'Veranstaltungen'}</h2>
      {items.length === 0 ? (
        <EmptyState text={EMPTY_TEXTS.termineAn} />
      ) : (
        <ul className="ms-card-list">
          {items.map((item) => (
            <li key={item.id}>
              <EventCard item={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <MoreLink module={module} />
    </section>
  );
}

/** Renderers by module kind (`typ`). */
export const PORTAL_MODULES: Record<string, ComponentType<ModuleProps>> = {
  hero: Hero,
  text: Text,
  'headline-teaser': HeadlineTeaser,
  eventteaser: EventTeaser,
};
