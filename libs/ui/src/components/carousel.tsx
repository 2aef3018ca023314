import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';

/** Breakpoints of the design (spec point 9), in px. */
const BREAKPOINTS = { xs: 480, sm: 576, md: 768, lg: 1024, xl: 1280, xxl: 1600 } as const;

/** Hero-slim and overlay carousels: 6000 ms between slides, 600 ms per transition (spec point 9). */
export const AUTOPLAY_DELAY_MS = 6000;
export const SLIDE_SPEED_MS = 600;

interface CarouselPreset {
  slidesPerView: number;
  /** Gap between slides in px. */
  spaceBetween: number;
  /** From a window width (px) on: slides per view and gap. */
  breakpoints: Record<number, { slidesPerView: number; spaceBetween?: number }>;
  /** After the last slide comes the first again (single-slide carousels). */
  rewind: boolean;
}

/**
 * Items per view (spec point 9): events 1, 1.75 from 480 px, 2 from 576 px, 3 from 1024 px;
 * discover 1, 1.25, 1.5, 2.25 (at the design's xs, md and lg breakpoints); instagram 3, 4 at 768 px,
 * 6 at 1024 px. The same numbers are in carousel.css for the server-rendered row.
 */
const CAROUSEL_PRESETS = {
  hero: { slidesPerView: 1, spaceBetween: 0, breakpoints: {}, rewind: true },
  events: {
    slidesPerView: 1,
    spaceBetween: 16,
    breakpoints: {
      [BREAKPOINTS.xs]: { slidesPerView: 1.75 },
      [BREAKPOINTS.sm]: { slidesPerView: 2 },
      [BREAKPOINTS.lg]: { slidesPerView: 3, spaceBetween: 24 },
    },
    rewind: false,
  },
  discover: {
    slidesPerView: 1,
    spaceBetween: 16,
    breakpoints: {
      [BREAKPOINTS.xs]: { slidesPerView: 1.25 },
      [BREAKPOINTS.md]: { slidesPerView: 1.5 },
      [BREAKPOINTS.lg]: { slidesPerView: 2.25, spaceBetween: 24 },
    },
    rewind: false,
  },
  instagram: {
    slidesPerView: 3,
    spaceBetween: 8,
    breakpoints: { [BREAKPOINTS.md]: { slidesPerView: 4 }, [BREAKPOINTS.lg]: { slidesPerView: 6, spaceBetween: 12 } },
    rewind: false,
  },
} satisfies Record<string, CarouselPreset>;

export type CarouselPresetName = keyof typeof CAROUSEL_PRESETS;

/** Slides per view of a preset at a window width. */
export function slidesPerViewAt(preset: CarouselPresetName, width: number): number {
  const { slidesPerView, breakpoints } = CAROUSEL_PRESETS[preset] as CarouselPreset;
  let result = slidesPerView;
  for (const [from, settings] of Object.entries(breakpoints).sort(([a], [b]) => Number(a) - Number(b))) {
    if (width >= Number(from)) result = settings.slidesPerView;
  }
  return result;
}

/** Swiper options of a preset; autoplay only when asked for and the visitor allows motion. */
export function swiperOptions(preset: CarouselPresetName, autoplay: boolean): SwiperOptions {
  const settings = CAROUSEL_PRESETS[preset] as CarouselPreset;
  return {
    slidesPerView: settings.slidesPerView,
    spaceBetween: settings.spaceBetween,
    breakpoints: settings.breakpoints,
    rewind: settings.rewind,
    speed: SLIDE_SPEED_MS,
    watchOverflow: true,
    autoplay: autoplay ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
  };
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

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

interface Position {
  index: number;
  beginning: boolean;
  end: boolean;
  locked: boolean;
}

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5v14l11-7z" fill="currentColor" />}
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
 * A carousel on swiper. The server renders every slide as a scroll-snap row (the first slide in
 * view), so it works without JavaScript; in the browser swiper takes over and the buttons appear.
 * Autoplay has a visible pause control (WCAG 2.2.2) and stops when keyboard focus enters a slide.
 */
export function Carousel({ label, preset, autoplay = false, counter = false, className, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const swiperEl = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [canPlay, setCanPlay] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState<Position>({ index: 0, beginning: true, end: count <= 1, locked: count <= 1 });

  useEffect(() => {
    const el = swiperEl.current;
    if (!el || count < 2) return;
    let cancelled = false;
    let instance: SwiperInstance | null = null;
    const update = (s: SwiperInstance) => setPosition({ index: s.activeIndex, beginning: s.isBeginning, end: s.isEnd, locked: Boolean(s.isLocked) });
    const onFocusIn = (event: FocusEvent) => {
      const s = swiper.current;
      const slide = (event.target as Element | null)?.closest?.('.swiper-slide');
      if (!s || !slide) return;
      // Keyboard focus in a slide ends the rotation (WCAG 2.2.2) and brings the slide into view.
      if (s.autoplay?.running) s.autoplay.stop();
      el.scrollLeft = 0;
      const index = s.slides.indexOf(slide as HTMLElement);
      const visible = Math.max(1, Math.floor(s.slidesPerViewDynamic()));
      if (index >= 0 && (index < s.activeIndex || index >= s.activeIndex + visible)) s.slideTo(index);
    };
    // Swiper's core and, of its modules, autoplay only (each form their own chunk, loaded here alone).
    void Promise.all([import('swiper'), import(/* webpackExports: ["Autoplay"] */ 'swiper/modules')])
      .then(([{ default: Swiper }, { Autoplay }]) => {
        if (cancelled) return;
        const rotate = autoplay && !prefersReducedMotion();
        instance = new Swiper(el, {
          ...swiperOptions(preset, rotate),
          modules: rotate ? [Autoplay] : [],
          on: {
            slideChange: update,
            resize: update,
            breakpoint: update,
            lock: update,
            unlock: update,
            autoplayStart: () => setPlaying(true),
            autoplayStop: () => setPlaying(false),
          },
        });
        swiper.current = instance;
        el.addEventListener('focusin', onFocusIn);
        update(instance);
        setCanPlay(rotate);
        setPlaying(rotate && Boolean(instance.autoplay?.running));
        setReady(true);
      })
      .catch(() => {
        // Without swiper the server-rendered scroll row stays usable.
      });
    return () => {
      cancelled = true;
      el.removeEventListener('focusin', onFocusIn);
      instance?.destroy(true, true);
      swiper.current = null;
    };
  }, [preset, autoplay, count]);

  const togglePlay = useCallback(() => {
    const s = swiper.current;
    if (!s?.autoplay) return;
    if (s.autoplay.running) s.autoplay.stop();
    else s.autoplay.start();
    setPlaying(s.autoplay.running);
  }, []);

  const showButtons = ready && !position.locked;
  const rewind = (CAROUSEL_PRESETS[preset] as CarouselPreset).rewind;
  const prevDisabled = !rewind && position.beginning;
  const nextDisabled = !rewind && position.end;
  const classes = ['ms-carousel', `ms-carousel--${preset}`, ready ? 'is-ready' : '', className].filter(Boolean).join(' ');

  return (
    <div className={classes} role="group" aria-roledescription="Karussell" aria-label={label}>
      {showButtons && (
        <div className="ms-carousel__controls">
          {canPlay && (
            <button type="button" className="ms-carousel__button ms-carousel__play" onClick={togglePlay} data-playing={playing}>
              <PlayIcon playing={playing} />
              <span className="ms-visually-hidden">{playing ? 'Automatischen Bildwechsel anhalten' : 'Automatischen Bildwechsel starten'}</span>
            </button>
          )}
          <button
            type="button"
            className="ms-carousel__button"
            aria-disabled={prevDisabled || undefined}
            onClick={() => !prevDisabled && swiper.current?.slidePrev()}
          >
            <ArrowIcon direction="prev" />
            <span className="ms-visually-hidden">Vorherige Folie</span>
          </button>
          {counter && (
            <p className="ms-carousel__counter" aria-hidden="true">
              {position.index + 1} / {count}
            </p>
          )}
          <button
            type="button"
            className="ms-carousel__button"
            aria-disabled={nextDisabled || undefined}
            onClick={() => !nextDisabled && swiper.current?.slideNext()}
          >
            <ArrowIcon direction="next" />
            <span className="ms-visually-hidden">Nächste Folie</span>
          </button>
        </div>
      )}
      <div className="swiper" ref={swiperEl}>
        {/* Before swiper runs the row scrolls natively; it needs keyboard focus when nothing in it has any. */}
        <div className="swiper-wrapper" aria-live={playing ? 'off' : 'polite'} tabIndex={ready || count < 2 ? undefined : 0}>
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
