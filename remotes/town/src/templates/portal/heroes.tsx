import type { ImageRef } from '@musterstadt/cms-client';
import { safeHref } from '@musterstadt/shell-contract';
import { Bild, BILD_BREITEN, Carousel } from '@musterstadt/ui';
import { ScrollDown } from '../../chrome/hero';
import { Icon } from '../../chrome/icons';
import { imageField, numberedEntries, textField } from './fields';
import type { ModuleProps } from './module-props';

/** Where the scroll-down button of the first hero jumps to. */
export const PORTAL_START_ID = 'portal-start';

/** At most five slides in the portal slider (spec point 9). */
const MAX_SLIDES = 5;

interface SlideProps {
  image: ImageRef | null;
  titel: string;
  untertitel: string;
  href: string | null;
  linktext: string;
  heading: 'h1' | 'h2';
}

function Slide({ image, titel, untertitel, href, linktext, heading: Heading }: SlideProps) {
  return (
    <div className="portal-hero__slide">
      {image && (
        <Bild
          className="portal-hero__image"
          src={image.bild}
          alt=""
          width={1600}
          height={900}
          fetchPriority={Heading === 'h1' ? 'high' : undefined}
          decoding="async"
          sizes={BILD_BREITEN.voll}
        />
      )}
      <div className="portal-hero__content ms-container">
        <div className="portal-hero__box">
          {untertitel && <p className="portal-hero__subtitle">{untertitel}</p>}
          <Heading className="portal-hero__title">{titel}</Heading>
          {href && (
            <a className="ms-button portal-hero__button" href={href}>
              {linktext || 'Mehr erfahren'}
              <Icon name="arrowRight" size={20} />
            </a>
          )}
        </div>
      </div>
      {image?.bildcopyright && (
        <p className="portal-hero__copyright">
          {image.bildtext ? `${image.bildtext} – ` : ''}© {image.bildcopyright}
        </p>
      )}
    </div>
  );
}

/** A large image with title, subtitle and a button; the page's first hero carries its h1. */
export function Hero({ module, isFirstHero }: ModuleProps) {
  return (
    <section className={`portal-hero${isFirstHero ? ' portal-hero--first' : ' portal-hero--banner'}`} aria-label={textField(module.titel) || undefined}>
      <Slide
        image={imageField(module.bildupload)}
        titel={textField(module.titel)}
        untertitel={textField(module.untertitel)}
        href={safeHref(module.link)}
        linktext={textField(module.linktext)}
        heading={isFirstHero ? 'h1' : 'h2'}
      />
      {isFirstHero && <ScrollDown target={PORTAL_START_ID} />}
    </section>
  );
}

/** Up to five slides with overlay text that turn on their own, with a pause control. */
export function HeroSlider({ module, isFirstHero }: ModuleProps) {
  const slides = numberedEntries(module, MAX_SLIDES);
  if (slides.length === 0) return null;
  const label = textField(module.titel) || 'Titelbilder';
  return (
    <section className={`portal-hero portal-hero--slider${isFirstHero ? ' portal-hero--first' : ''}`} aria-label={label}>
      <Carousel label={label} preset="hero" autoplay counter className="portal-hero__carousel">
        {slides.map((slide, index) => (
          <Slide
            key={slide.n}
            image={slide.bild}
            titel={slide.titel}
            untertitel={slide.untertitel}
            href={slide.href}
            linktext={slide.linktext}
            heading={isFirstHero && index === 0 ? 'h1' : 'h2'}
          />
        ))}
      </Carousel>
      {isFirstHero && <ScrollDown target={PORTAL_START_ID} />}
    </section>
  );
}
