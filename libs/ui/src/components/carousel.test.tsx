import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AUTOPLAY_DELAY_MS, Carousel, SLIDE_SPEED_MS, slidesPerViewAt, swiperOptions } from './carousel';
import { enhanceCarousel, enhanceCarousels } from './carousel-enhance';

interface FakeOptions {
  autoplay?: false | { delay: number };
  speed?: number;
  on?: Record<string, (swiper?: unknown) => void>;
}

/** Stand-in for swiper: records what the carousel asks of it. */
class FakeSwiper {
  static instances: FakeSwiper[] = [];
  activeIndex = 0;
  isBeginning = true;
  isEnd = false;
  isLocked = false;
  slides: HTMLElement[];
  calls: string[] = [];
  autoplay: { running: boolean; start: () => boolean; stop: () => boolean };

  constructor(
    readonly el: HTMLElement,
    readonly options: FakeOptions,
  ) {
    this.slides = Array.from(el.querySelectorAll<HTMLElement>('.swiper-slide'));
    this.autoplay = {
      running: Boolean(options.autoplay),
      start: () => {
        this.autoplay.running = true;
        this.options.on?.autoplayStart?.();
        return true;
      },
      stop: () => {
        this.autoplay.running = false;
        this.options.on?.autoplayStop?.();
        return true;
      },
    };
    FakeSwiper.instances.push(this);
  }

  slideNext() {
    this.calls.push('next');
  }

  slidePrev() {
    this.calls.push('prev');
  }

  slideTo(index: number) {
    this.calls.push(`to:${index}`);
  }

  slidesPerViewDynamic() {
    return 1;
  }

  destroy() {
    this.calls.push('destroy');
  }
}

jest.mock('swiper', () => ({ __esModule: true, default: jest.fn((el: HTMLElement, options: FakeOptions) => new FakeSwiper(el, options)) }));
jest.mock('swiper/modules', () => ({ __esModule: true, Autoplay: { name: 'autoplay' } }));

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const slides = ['Rathaus', 'Marktplatz', 'Freibad'].map((name) => <p key={name}>{name}</p>);

beforeEach(() => {
  FakeSwiper.instances = [];
});

describe('carousel presets (spec point 9)', () => {
  it.each([
    ['events', 0, 1],
    ['events', 479, 1],
    ['events', 480, 1.75],
    ['events', 575, 1.75],
    ['events', 576, 2],
    ['events', 1023, 2],
    ['events', 1024, 3],
    ['discover', 320, 1],
    ['discover', 480, 1.25],
    ['discover', 768, 1.5],
    ['discover', 1024, 2.25],
    ['instagram', 320, 3],
    ['instagram', 767, 3],
    ['instagram', 768, 4],
    ['instagram', 1024, 6],
    ['hero', 1600, 1],
  ] as const)('%s at %d px: %d per view', (preset, width, perView) => {
    expect(slidesPerViewAt(preset, width)).toBe(perView);
  });

  it('turns hero carousels every 6000 ms with 600 ms transitions, only when asked to', () => {
    expect(swiperOptions('hero', true)).toMatchObject({ speed: 600, autoplay: { delay: 6000 }, rewind: true });
    expect(AUTOPLAY_DELAY_MS).toBe(6000);
    expect(SLIDE_SPEED_MS).toBe(600);
    expect(swiperOptions('hero', false).autoplay).toBe(false);
    expect(swiperOptions('events', false)).toMatchObject({ slidesPerView: 1, breakpoints: { 480: { slidesPerView: 1.75 } } });
  });
});

/** The carousel as the server sends it, in the document, enhanced as the page script does. */
async function showCarousel(node: React.ReactElement): Promise<() => void> {
  document.body.innerHTML = renderToString(node);
  return enhanceCarousel(document.querySelector<HTMLElement>('[data-ms-carousel]')!);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Carousel', () => {
  it('renders every slide on the server, the first one first, its controls hidden until swiper runs', () => {
    const html = renderToString(
      <Carousel label="Titelbilder" preset="hero" autoplay>
        {slides}
      </Carousel>,
    );
    expect(html).toContain('aria-roledescription="Karussell"');
    expect(html).toContain('aria-label="Titelbilder"');
    expect(html.match(/class="swiper-slide"/g)).toHaveLength(3);
    expect(html.indexOf('1 von 3')).toBeLessThan(html.indexOf('2 von 3'));
    expect(html).toContain('Rathaus');
    expect(html).toMatch(/<div class="ms-carousel__controls" hidden="">/);
    expect(html).toContain('data-ms-carousel="{&quot;preset&quot;:&quot;hero&quot;,&quot;autoplay&quot;:true,&quot;counter&quot;:false}"');
    // The scroll row can be reached with the keyboard before swiper runs.
    expect(html).toMatch(/class="swiper-wrapper"[^>]*tabindex="0"/i);
    // No island: the browser needs no React for a carousel.
    expect(html).not.toContain('ms-island');
  });

  it('autoplays with a visible pause control that stops and restarts the rotation', async () => {
    prefersReducedMotion(false);
    await showCarousel(
      <Carousel label="Titelbilder" preset="hero" autoplay counter>
        {slides}
      </Carousel>,
    );
    const pause = screen.getByRole('button', { name: 'Automatischen Bildwechsel anhalten' });
    const swiper = FakeSwiper.instances[0]!;
    expect(swiper.options).toMatchObject({ speed: 600, autoplay: { delay: 6000 } });
    expect(screen.getByRole('group', { name: 'Titelbilder' })).toHaveClass('is-ready');
    expect(screen.getByRole('group', { name: 'Titelbilder' }).querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('group', { name: 'Titelbilder' }).querySelector('.swiper-wrapper')).not.toHaveAttribute('tabindex');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();

    fireEvent.click(pause);
    expect(swiper.autoplay.running).toBe(false);
    const play = screen.getByRole('button', { name: 'Automatischen Bildwechsel starten' });
    expect(screen.getByRole('group', { name: 'Titelbilder' }).querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(play);
    expect(swiper.autoplay.running).toBe(true);
    expect(screen.getByRole('button', { name: 'Automatischen Bildwechsel anhalten' })).toBeInTheDocument();
  });

  it('counts the slides as they turn', async () => {
    prefersReducedMotion(false);
    await showCarousel(
      <Carousel label="Titelbilder" preset="hero" autoplay counter>
        {slides}
      </Carousel>,
    );
    const swiper = FakeSwiper.instances[0]!;
    swiper.activeIndex = 2;
    swiper.options.on?.slideChange?.(swiper as never);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('stops the rotation when keyboard focus enters a slide', async () => {
    prefersReducedMotion(false);
    await showCarousel(
      <Carousel label="Titelbilder" preset="hero" autoplay>
        <a href="/rathaus">Rathaus</a>
        <a href="/freibad">Freibad</a>
      </Carousel>,
    );
    screen.getByRole('link', { name: 'Freibad' }).focus();
    expect(FakeSwiper.instances[0]!.autoplay.running).toBe(false);
    expect(FakeSwiper.instances[0]!.calls).toContain('to:1');
    expect(screen.getByRole('button', { name: 'Automatischen Bildwechsel starten' })).toBeInTheDocument();
  });

  it('does not autoplay when the visitor prefers reduced motion, but can still be turned', async () => {
    prefersReducedMotion(true);
    await showCarousel(
      <Carousel label="Titelbilder" preset="hero" autoplay>
        {slides}
      </Carousel>,
    );
    const next = screen.getByRole('button', { name: 'Nächste Folie' });
    expect(FakeSwiper.instances[0]!.options.autoplay).toBe(false);
    expect(screen.queryByRole('button', { name: /Bildwechsel/ })).toBeNull();
    fireEvent.click(next);
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Folie' }));
    expect(FakeSwiper.instances[0]!.calls).toEqual(['next', 'prev']);
  });

  it('keeps a single slide static and cleans up swiper when it goes', async () => {
    prefersReducedMotion(false);
    await showCarousel(
      <Carousel label="Eins" preset="events">
        <p>Nur eine</p>
      </Carousel>,
    );
    expect(FakeSwiper.instances).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
    const teardown = await showCarousel(
      <Carousel label="Zwei" preset="events">
        {slides}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Nächste Folie' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vorherige Folie' })).toHaveAttribute('aria-disabled', 'true');
    // A card row never turns on its own: it has no pause control.
    expect(screen.queryByRole('button', { name: /Bildwechsel/ })).toBeNull();
    teardown();
    expect(FakeSwiper.instances[0]!.calls).toContain('destroy');
  });

  it('starts each carousel of a page only when it comes near the viewport, each in a task of its own', async () => {
    prefersReducedMotion(false);
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => undefined;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve(element: Element) {
        observed.splice(observed.indexOf(element), 1);
      }
      disconnect() {
        observed.splice(0);
      }
    };
    try {
      document.body.innerHTML = ['Oben', 'Unten']
        .map((label) =>
          renderToString(
            <Carousel label={label} preset="events">
              {slides}
            </Carousel>,
          ),
        )
        .join('');
      const [oben, unten] = Array.from(document.querySelectorAll<HTMLElement>('[data-ms-carousel]'));
      const stop = enhanceCarousels(document);
      expect(observed).toEqual([oben, unten]);
      report([
        { isIntersecting: true, target: oben! },
        { isIntersecting: false, target: unten! },
      ]);
      expect(FakeSwiper.instances).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(FakeSwiper.instances).toHaveLength(1);
      expect(oben!.classList.contains('is-ready')).toBe(true);
      expect(unten!.classList.contains('is-ready')).toBe(false);
      stop();
      expect(observed).toEqual([]);
      expect(FakeSwiper.instances[0]!.calls).toContain('destroy');
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});
