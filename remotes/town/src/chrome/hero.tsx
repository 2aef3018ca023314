import type { ImageRef } from '@musterstadt/cms-client';
import { Bild, BILD_BREITEN, Carousel } from '@musterstadt/ui';
import { Icon } from './icons';

/** At most five hero images (spec point 9). */
export const MAX_HERO_IMAGES = 5;

function HeroImage({ image, first }: { image: ImageRef; first: boolean }) {
  return (
    <figure className="town-hero__slide">
      <Bild
        src={image.bild}
        alt={image.bildtext ?? ''}
        width={1600}
        height={900}
        loading="eager"
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        sizes={BILD_BREITEN.voll}
      />
      {image.bildcopyright && <figcaption className="town-hero__credit">© {image.bildcopyright}</figcaption>}
    </figure>
  );
}

/** The hero of a page: one image, or a carousel of up to five that turns on its own (hero-slim). */
export function PageHero({ images, size = 'slim' }: { images: ImageRef[]; size?: 'slim' | 'tall' }) {
  const shown = images.filter((image) => image.bild).slice(0, MAX_HERO_IMAGES);
  if (shown.length === 0) return null;
  return (
    <div className={`town-hero town-hero--${size}`}>
      {shown.length === 1 ? (
        <HeroImage image={shown[0] as ImageRef} first />
      ) : (
        <Carousel label="Bilder zu dieser Seite" preset="hero" autoplay counter>
          {shown.map((image, index) => (
            <HeroImage key={`${index}-${image.bild}`} image={image} first={index === 0} />
          ))}
        </Carousel>
      )}
    </div>
  );
}

/** The portal's scroll-down button: jumps past the hero to the content. */
export function ScrollDown({ target }: { target: string }) {
  return (
    <a className="town-scroll-down" href={`#${target}`}>
      <Icon name="arrowDown" size={26} />
      <span className="ms-visually-hidden">Nach unten zum Inhalt</span>
    </a>
  );
}
