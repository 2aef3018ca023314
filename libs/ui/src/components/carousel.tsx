import { Children, type ReactNode } from 'react';
import { CAROUSEL_ATTRIBUTE, CAROUSEL_TEXTS, type CarouselPresetName, type CarouselSettings } from './carousel-options';

export * from './carousel-options';

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'Veranstaltungen'. */
  label: string;
  preset: CarouselPresetName;
  /** Rotate on its own (hero-slim and overlay carousels), never under prefers-reduced-motion. */
  autoplay?: boolean;
  /** Show '2 / 5' beside the buttons. */
  counter?: boolean;
  className?: string;
  /** One node per slide. */
  children: ReactNode;
}

function PauseIcon() {
  return (
    <svg className="ms-carousel__pause-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className="ms-carousel__play-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A carousel on swiper, as server HTML. Every slide is in a scroll-snap row (the first slide in
 * view), so it works without JavaScript; the page script (`enhanceCarousel`) starts swiper on it
 * and shows the controls, with no React. Autoplay has a visible pause control (WCAG 2.2.2) and stops
 * when keyboard focus enters a slide.
 */
export function Carousel({ label, preset, autoplay = false, counter = false, className, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const settings: CarouselSettings = { preset, autoplay, counter };
  const classes = ['ms-carousel', `ms-carousel--${preset}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="group" aria-roledescription="Karussell" aria-label={label} {...{ [CAROUSEL_ATTRIBUTE]: JSON.stringify(settings) }}>
      {count > 1 && (
        <div className="ms-carousel__controls" hidden>
          {autoplay && (
            <button type="button" className="ms-carousel__button ms-carousel__play" data-ms-carousel-control="play" data-playing="false" hidden>
              <PauseIcon />
              <PlayIcon />
              <span className="ms-visually-hidden">{CAROUSEL_TEXTS.play}</span>
            </button>
          )}
          <button type="button" className="ms-carousel__button" data-ms-carousel-control="prev">
            <ArrowIcon direction="prev" />
            <span className="ms-visually-hidden">{CAROUSEL_TEXTS.prev}</span>
          </button>
          {counter && (
            <p className="ms-carousel__counter" aria-hidden="true">
              1 / {count}
            </p>
          )}
          <button type="button" className="ms-carousel__button" data-ms-carousel-control="next">
            <ArrowIcon direction="next" />
            <span className="ms-visually-hidden">{CAROUSEL_TEXTS.next}</span>
          </button>
        </div>
      )}
      <div className="swiper">
        {/* Before swiper runs the row scrolls natively; it needs keyboard focus when nothing in it has any. */}
        <div className="swiper-wrapper" aria-live="polite" tabIndex={count < 2 ? undefined : 0}>
          {slides.map((slide, index) => (
            <div key={index} className="swiper-slide" role="group" aria-roledescription="Folie" aria-label={`${index + 1} von ${count}`}>
              {slide}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
