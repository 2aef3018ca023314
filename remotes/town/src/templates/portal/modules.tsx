import { plainText, type ContentItem, type EventItem } from '@musterstadt/cms-client';
import { menuLinks, safeHref } from '@musterstadt/shell-contract';
import { Bild, BILD_BREITEN, Carousel, EMPTY_TEXTS, EmptyState, RichText, SEARCH_PATH, searchHref, SUGGESTED_SEARCHES } from '@musterstadt/ui';
import type { ComponentType, ReactNode } from 'react';
import { Icon, isIconName } from '../../chrome/icons';
import { ArticleCard } from '../news/article-card';
import { EventCard } from '../events/event-card';
import { imageField, isOn, numberedEntries, textField, type NumberedEntry } from './fields';
import { Hero, HeroSlider } from './heroes';
import type { ModuleProps } from './module-props';
import type { PortalModule } from './types';
import { townHtml } from '../../safe-html';

export type { ModuleProps } from './module-props';

function MoreLink({ module, fallback }: { module: PortalModule; fallback: string }) {
  const href = safeHref(module.link);
  if (!href) return null;
  return (
    <a className="portal-more" href={href}>
      {textField(module.linktext) || fallback}
      <Icon name="arrowRight" size={20} />
    </a>
  );
}

/** A module's section with its h2 and, beside it, the module's link. */
function Section({
  module,
  index,
  className,
  fallbackTitle,
  moreFallback = 'Mehr erfahren',
  children,
}: ModuleProps & { className: string; fallbackTitle: string; moreFallback?: string; children: ReactNode }) {
  const id = `portal-${index}`;
  return (
    <section className={`portal-section ${className}`} aria-labelledby={id}>
      <div className="ms-container">
        <div className="portal-section__head">
          <h2 id={id}>{textField(module.titel) || fallbackTitle}</h2>
          <MoreLink module={module} fallback={moreFallback} />
        </div>
        {children}
      </div>
    </section>
  );
}

function Text(props: ModuleProps) {
  const { module, index } = props;
  const id = `portal-${index}`;
  const titel = textField(module.titel);
  return (
    <section className="portal-section portal-text" aria-labelledby={titel ? id : undefined}>
      <div className="ms-container portal-text__inner">
        {titel && <h2 id={id}>{titel}</h2>}
        <RichText html={townHtml(module.text)} />
        <MoreLink module={module} fallback="Mehr erfahren" />
      </div>
    </section>
  );
}

/** A search field on the page itself (a GET form to the site search), with a few frequent searches. */
function Suche(props: ModuleProps) {
  const { module, index } = props;
  const id = `portal-${index}`;
  return (
    <section className="portal-section portal-suche" aria-labelledby={id}>
      <div className="ms-container">
        <h2 id={id}>{textField(module.titel) || 'Was suchen Sie?'}</h2>
        <form className="portal-suche__form" action={SEARCH_PATH} method="get" role="search" aria-labelledby={id}>
          <label htmlFor={`${id}-q`}>Suchbegriff</label>
          <div className="portal-suche__row">
            <input id={`${id}-q`} type="search" name="q" autoComplete="off" placeholder={textField(module.untertitel) || undefined} />
            <button type="submit" className="ms-button">
              Suchen
            </button>
          </div>
        </form>
        <p className="portal-suche__hint">Häufig gesucht:</p>
        <ul className="portal-suche__suggestions">
          {SUGGESTED_SEARCHES.slice(0, 6).map((term) => (
            <li key={term}>
              <a href={searchHref(term)}>{term}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HeadlineTeaser(props: ModuleProps) {
  const items = (props.module.eintraege ?? []) as ContentItem[];
  return (
    <Section {...props} className="portal-news" fallbackTitle="Aktuelles" moreFallback="Alle Meldungen">
      {items.length === 0 ? (
        <EmptyState text={EMPTY_TEXTS.artikel} />
      ) : (
        <ul className="ms-card-list portal-news__list">
          {items.map((item) => (
            <li key={item.id}>
              <ArticleCard item={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function EventTeaser(props: ModuleProps) {
  const items = (props.module.eintraege ?? []) as EventItem[];
  const titel = textField(props.module.titel) || 'Veranstaltungen';
  return (
    <Section {...props} className="portal-events" fallbackTitle="Veranstaltungen" moreFallback="Alle Veranstaltungen">
      {items.length === 0 ? (
        <EmptyState text={EMPTY_TEXTS.termineAn} />
      ) : (
        <Carousel label={titel} preset="events">
          {items.map((item) => (
            <EventCard key={item.id} item={item} headingLevel={3} />
          ))}
        </Carousel>
      )}
    </Section>
  );
}

function TeaserCard({ entry, headingLevel = 3, showImage = true }: { entry: NumberedEntry; headingLevel?: 3; showImage?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="ms-card portal-teaser">
      {showImage && entry.bild && <Bild src={entry.bild.bild} alt="" width={640} height={360} sizes={BILD_BREITEN.karte} />}
      <div className="ms-card__body">
        {!showImage && isIconName(entry.icon) && (
          <span className="portal-teaser__icon">
            <Icon name={entry.icon} size={28} />
          </span>
        )}
        {entry.untertitel && <p className="ms-card__meta">{entry.untertitel}</p>}
        <Heading className="ms-card__title">{entry.href ? <a href={entry.href}>{entry.titel}</a> : entry.titel}</Heading>
        {entry.text && <p className="ms-clamp-3">{plainText(entry.text)}</p>}
        {entry.href && (
          <span className="portal-teaser__more" aria-hidden="true">
            {entry.linktext || 'Mehr erfahren'}
            <Icon name="arrowRight" size={18} />
          </span>
        )}
      </div>
    </article>
  );
}

function BildTextTeaser3x(props: ModuleProps) {
  const entries = numberedEntries(props.module, 3);
  return (
    <Section {...props} className="portal-teasers" fallbackTitle="Leben in Musterstadt">
      {props.module.einleitung && <RichText html={townHtml(props.module.einleitung)} className="portal-section__intro" />}
      <ul className="portal-teasers__list">
        {entries.map((entry) => (
          <li key={entry.n}>
            <TeaserCard entry={entry} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PanoramaTeaser({ module, index }: ModuleProps) {
  const image = imageField(module.bildupload);
  const entries = numberedEntries(module, 5);
  const id = `portal-${index}`;
  const titel = textField(module.titel) || 'Musterstadt entdecken';
  return (
    <section className={`portal-panorama${isOn(module.parallax) ? ' is-parallax' : ''}`} aria-labelledby={id}>
      <div className="portal-panorama__picture">
        {image && <Bild className="portal-panorama__image" src={image.bild} alt={image.bildtext ?? ''} width={1600} height={900} sizes={BILD_BREITEN.voll} />}
        <div className="ms-container portal-panorama__heading">
          {textField(module.untertitel) && <p className="portal-panorama__subtitle">{textField(module.untertitel)}</p>}
          <h2 id={id}>{titel}</h2>
        </div>
        {image?.bildcopyright && <p className="portal-hero__copyright">© {image.bildcopyright}</p>}
      </div>
      {entries.length > 0 && (
        <div className="ms-container portal-panorama__teasers">
          <Carousel label={`${titel}: Tipps`} preset="discover">
            {entries.map((entry) => (
              <TeaserCard key={entry.n} entry={entry} showImage={false} />
            ))}
          </Carousel>
        </div>
      )}
    </section>
  );
}

function KurzinfoIcons(props: ModuleProps) {
  const entries = numberedEntries(props.module, 5);
  return (
    <Section {...props} className="portal-kurzinfo" fallbackTitle="Kurz informiert">
      <ul className="portal-kurzinfo__list">
        {entries.map((entry) => (
          <li key={entry.n} className="portal-kurzinfo__item">
            <span className="portal-kurzinfo__icon">
              <Icon name={isIconName(entry.icon) ? entry.icon : 'info'} size={30} />
            </span>
            <div>
              <h3 className="portal-kurzinfo__title">{entry.href ? <a href={entry.href}>{entry.titel}</a> : entry.titel}</h3>
              {entry.text && <p>{plainText(entry.text)}</p>}
              {entry.href && entry.linktext && (
                <p className="portal-kurzinfo__link" aria-hidden="true">
                  {entry.linktext}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function BildText({ module, index }: ModuleProps) {
  const image = imageField(module.bildupload);
  const imageFirst = textField(module.anordnung) === 'bild-text';
  const id = `portal-${index}`;
  const href = safeHref(module.link);
  return (
    <section
      className={`portal-section portal-bildtext portal-bildtext--${imageFirst ? 'bild-text' : 'text-bild'}${isOn(module.parallax) ? ' is-parallax' : ''}`}
      aria-labelledby={id}
    >
      <div className="ms-container portal-bildtext__grid">
        <div className="portal-bildtext__text">
          {textField(module.untertitel) && <p className="portal-eyebrow">{textField(module.untertitel)}</p>}
          <h2 id={id}>{textField(module.titel)}</h2>
          <RichText html={townHtml(module.text)} />
          {href && (
            <a className="ms-button" href={href}>
              {textField(module.linktext) || 'Mehr erfahren'}
              <Icon name="arrowRight" size={20} />
            </a>
          )}
        </div>
        {image && (
          <figure className="portal-bildtext__figure">
            <div className="portal-bildtext__frame">
              <Bild src={image.bild} alt={image.bildtext ?? ''} width={1200} height={675} sizes={BILD_BREITEN.inhalt} />
            </div>
            {(image.bildtext || image.bildcopyright) && (
              <figcaption>
                {image.bildtext}
                {image.bildtext && image.bildcopyright ? ' ' : null}
                {image.bildcopyright && <span>© {image.bildcopyright}</span>}
              </figcaption>
            )}
          </figure>
        )}
      </div>
    </section>
  );
}

/** 'Auch interessant': the links of a CMS menu beside an image (spec point 2). */
function AuchInteressant({ module, index }: ModuleProps) {
  const image = imageField(module.bildupload);
  const links = menuLinks(module.menuItems);
  const id = `portal-${index}`;
  if (links.length === 0) return null;
  return (
    <section className="portal-section portal-auch" aria-labelledby={id}>
      <div className="ms-container portal-auch__grid">
        {image && (
          <figure className="portal-auch__figure">
            <Bild src={image.bild} alt={image.bildtext ?? ''} width={1200} height={675} sizes={BILD_BREITEN.inhalt} />
            {image.bildcopyright && <figcaption>© {image.bildcopyright}</figcaption>}
          </figure>
        )}
        <div className="portal-auch__links">
          <h2 id={id}>{textField(module.titel) || 'Auch interessant'}</h2>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>
                  <span>{link.title}</span>
                  <Icon name="arrowRight" size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** Pictures from the town's Instagram account, stored with the portal (no request to Instagram). */
function Instagram(props: ModuleProps) {
  const pictures = (props.module.bilder ?? []).map(imageField).filter((image) => image !== null);
  const profile = safeHref(props.module.link);
  if (pictures.length === 0) return null;
  return (
    <Section {...props} className="portal-instagram" fallbackTitle="Musterstadt auf Instagram" moreFallback="Zum Instagram-Profil">
      {props.module.einleitung && <RichText html={townHtml(props.module.einleitung)} className="portal-section__intro" />}
      <Carousel label={textField(props.module.titel) || 'Musterstadt auf Instagram'} preset="instagram">
        {pictures.map((picture) => {
          const img = <Bild src={picture.bild} alt={picture.bildtext ?? ''} width={400} height={400} sizes={BILD_BREITEN.karte} />;
          return (
            <figure key={picture.bild} className="portal-instagram__picture">
              {profile ? (
                <a href={profile}>
                  {img}
                  <span className="ms-visually-hidden"> – auf Instagram ansehen</span>
                </a>
              ) : (
                img
              )}
              {picture.bildcopyright && <figcaption className="ms-visually-hidden">© {picture.bildcopyright}</figcaption>}
            </figure>
          );
        })}
      </Carousel>
    </Section>
  );
}

/** Renderers by module kind (`typ`): the nine kinds of spec point 3, the 'Auch interessant' block and the image wall. */
export const PORTAL_MODULES: Record<string, ComponentType<ModuleProps>> = {
  hero: Hero,
  'hero-slider': HeroSlider,
  text: Text,
  suche: Suche,
  'headline-teaser': HeadlineTeaser,
  eventteaser: EventTeaser,
  'bild-text-teaser-3x': BildTextTeaser3x,
  'panoramabild-panoramateaser': PanoramaTeaser,
  'kurzinfo-icons': KurzinfoIcons,
  'bild-text': BildText,
  'auch-interessant': AuchInteressant,
  instagram: Instagram,
};

/** Module kinds that can carry the page's h1. */
export const HERO_KINDS = new Set(['hero', 'hero-slider']);
