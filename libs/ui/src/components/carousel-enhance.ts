import type { Swiper as SwiperInstance } from 'swiper/types';
import {
  CAROUSEL_ATTRIBUTE,
  CAROUSEL_PRESETS,
  CAROUSEL_TEXTS,
  prefersReducedMotion,
  swiperOptions,
  type CarouselPreset,
  type CarouselSettings,
} from './carousel-options';

function settingsOf(root: HTMLElement): CarouselSettings | null {
  try {
    const settings = JSON.parse(root.getAttribute(CAROUSEL_ATTRIBUTE) ?? '') as Partial<CarouselSettings>;
    if (!settings.preset || !Object.hasOwn(CAROUSEL_PRESETS, settings.preset)) return null;
    return { preset: settings.preset, autoplay: settings.autoplay === true, counter: settings.counter === true };
  } catch {
    return null;
  }
}

/**
 * Starts swiper on a carousel the server rendered (`<Carousel>`): items per view, autoplay (6000 ms,
 * 600 ms per slide, never with reduced motion) and its controls, with a pause control while the
 * pictures turn. Without it, or when swiper cannot load, the server's scroll row stays usable.
 * Returns the teardown.
 */
export async function enhanceCarousel(root: HTMLElement): Promise<() => void> {
  const settings = settingsOf(root);
  const el = root.querySelector<HTMLElement>(':scope > .swiper');
  const wrapper = el?.querySelector<HTMLElement>(':scope > .swiper-wrapper');
  const count = wrapper?.children.length ?? 0;
  if (!settings || !el || !wrapper || count < 2 || root.classList.contains('is-ready')) return () => undefined;
  // Swiper's core and, of its modules, autoplay only (each its own chunk, loaded here alone).
  const [{ default: Swiper }, { Autoplay }] = await Promise.all([import('swiper'), import(/* webpackExports: ["Autoplay"] */ 'swiper/modules')]);
  if (!root.isConnected) return () => undefined;

  const controls = root.querySelector<HTMLElement>('.ms-carousel__controls');
  const control = (name: string) => controls?.querySelector<HTMLButtonElement>(`[data-ms-carousel-control="${name}"]`) ?? null;
  const play = control('play');
  const prev = control('prev');
  const next = control('next');
  const counter = controls?.querySelector<HTMLElement>('.ms-carousel__counter') ?? null;
  const rewind = (CAROUSEL_PRESETS[settings.preset] as CarouselPreset).rewind;
  const rotate = settings.autoplay && !prefersReducedMotion();

  const showPlaying = (playing: boolean) => {
    if (!play) return;
    play.dataset.playing = String(playing);
    const label = play.querySelector('.ms-visually-hidden');
    if (label) label.textContent = playing ? CAROUSEL_TEXTS.pause : CAROUSEL_TEXTS.play;
    // A live region would read every turn out; it speaks only while the pictures stand.
    wrapper.setAttribute('aria-live', playing ? 'off' : 'polite');
  };
  const update = (s: SwiperInstance) => {
    if (counter) counter.textContent = `${s.activeIndex + 1} / ${count}`;
    const disable = (button: HTMLButtonElement | null, off: boolean) => {
      if (!button) return;
      if (off) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    };
    disable(prev, !rewind && s.isBeginning);
    disable(next, !rewind && s.isEnd);
    if (controls) controls.hidden = Boolean(s.isLocked);
  };

  const swiper: SwiperInstance = new Swiper(el, {
    ...swiperOptions(settings.preset, rotate),
    modules: rotate ? [Autoplay] : [],
    on: {
      slideChange: update,
      resize: update,
      breakpoint: update,
      lock: update,
      unlock: update,
      autoplayStart: () => showPlaying(true),
      autoplayStop: () => showPlaying(false),
    },
  });

  const onFocusIn = (event: FocusEvent) => {
    const slide = (event.target as Element | null)?.closest?.('.swiper-slide');
    if (!slide) return;
    // Keyboard focus in a slide ends the rotation (WCAG 2.2.2) and brings the slide into view.
    if (swiper.autoplay?.running) swiper.autoplay.stop();
    el.scrollLeft = 0;
    const index = swiper.slides.indexOf(slide as HTMLElement);
    const visible = Math.max(1, Math.floor(swiper.slidesPerViewDynamic()));
    if (index >= 0 && (index < swiper.activeIndex || index >= swiper.activeIndex + visible)) swiper.slideTo(index);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    if (!button || button.getAttribute('aria-disabled') === 'true') return;
    if (button === prev) swiper.slidePrev();
    else if (button === next) swiper.slideNext();
    else if (button === play && swiper.autoplay) {
      if (swiper.autoplay.running) swiper.autoplay.stop();
      else swiper.autoplay.start();
      showPlaying(swiper.autoplay.running);
    }
  };
  el.addEventListener('focusin', onFocusIn);
  controls?.addEventListener('click', onClick);
  wrapper.removeAttribute('tabindex');
  if (play) play.hidden = !rotate;
  showPlaying(rotate && Boolean(swiper.autoplay?.running));
  update(swiper);
  root.classList.add('is-ready');

  return () => {
    el.removeEventListener('focusin', onFocusIn);
    controls?.removeEventListener('click', onClick);
    swiper.destroy(true, true);
  };
}

/** How far ahead of the viewport a carousel starts: it is ready before the visitor scrolls to it. */
const NEAR_VIEWPORT = '300px';

/** Calls back once for each element when it comes near the viewport (at once where nothing can tell). */
function whenNear(elements: readonly HTMLElement[], callback: (element: HTMLElement) => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    elements.forEach(callback);
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        callback(entry.target as HTMLElement);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  elements.forEach((element) => observer.observe(element));
  return () => observer.disconnect();
}

/**
 * Enhances every carousel below `root` when it comes near the viewport, each in a task of its own
 * (one failing leaves the others): a page of four carousels starts the first one only, and a phone
 * never starts them all in one long task. Until then the server's scroll row works. Returns the teardown.
 */
export function enhanceCarousels(root: ParentNode, onError: (error: unknown) => void = () => undefined): () => void {
  const teardowns: (() => void)[] = [];
  let gone = false;
  const start = (carousel: HTMLElement) =>
    setTimeout(() => {
      if (gone) return;
      enhanceCarousel(carousel).then(
        (teardown) => (gone ? teardown() : teardowns.push(teardown)),
        (error) => onError(error),
      );
    }, 0);
  const stopWatching = whenNear(Array.from(root.querySelectorAll<HTMLElement>(`[${CAROUSEL_ATTRIBUTE}]`)), start);
  return () => {
    gone = true;
    stopWatching();
    teardowns.splice(0).forEach((teardown) => teardown());
  };
}
