// The carousel's settings, apart from its markup: the browser's enhancement reads them without React.
import type { SwiperOptions } from 'swiper/types';

/** Breakpoints of the design (spec point 9), in px. */
const BREAKPOINTS = { xs: 480, sm: 576, md: 768, lg: 1024, xl: 1280, xxl: 1600 } as const;

/** Hero-slim and overlay carousels: 6000 ms between slides, 600 ms per transition (spec point 9). */
export const AUTOPLAY_DELAY_MS = 6000;
export const SLIDE_SPEED_MS = 600;

export interface CarouselPreset {
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
export const CAROUSEL_PRESETS = {
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

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The attribute that marks a carousel for the page script, with its settings as JSON. */
export const CAROUSEL_ATTRIBUTE = 'data-ms-carousel';

export interface CarouselSettings {
  preset: CarouselPresetName;
  autoplay: boolean;
  counter: boolean;
}

/** The German names of the carousel's controls. */
export const CAROUSEL_TEXTS = {
  pause: 'Automatischen Bildwechsel anhalten',
  play: 'Automatischen Bildwechsel starten',
  prev: 'Vorherige Folie',
  next: 'Nächste Folie',
} as const;
