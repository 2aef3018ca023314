/** Spec point 9: a wait shows only once it has taken this long (fast answers never flash an indicator). */
export const FETCH_DELAY_MS = 200;
/** Once shown, an indicator stays at least this long, so it never flickers. */
export const MIN_SHOWN_MS = 200;

export interface IndicatorClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const realClock: IndicatorClock = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * The rule of the 200 ms fetch delay for anything the visitor waits for (a navigation, a form
 * submission, an island loading data): nothing shows for a wait shorter than 200 ms; a longer one
 * shows from 200 ms until it ends, and at least 200 ms. Waits may overlap (a navigation while a form
 * is sent): the indicator shows while any of them lasts.
 */
export class DelayedIndicator {
  private running = 0;
  private shownAt: number | null = null;
  private timer: unknown = null;

  constructor(
    private readonly show: (shown: boolean) => void,
    private readonly clock: IndicatorClock = realClock,
  ) {}

  /** A wait begins; call the returned function (once) when it ends. */
  start(): () => void {
    this.running += 1;
    if (this.running === 1) {
      if (this.timer !== null) this.clock.clearTimeout(this.timer);
      // Shown still (its minimum time not yet over): it simply stays.
      this.timer = this.shownAt === null ? this.clock.setTimeout(() => this.appear(), FETCH_DELAY_MS) : null;
    }
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.running -= 1;
      if (this.running === 0) this.end();
    };
  }

  get shown(): boolean {
    return this.shownAt !== null;
  }

  private appear() {
    this.timer = null;
    this.shownAt = this.clock.now();
    this.show(true);
  }

  private end() {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    if (this.shownAt === null) return;
    const left = this.shownAt + MIN_SHOWN_MS - this.clock.now();
    const hide = () => {
      this.timer = null;
      if (this.running > 0) return;
      this.shownAt = null;
      this.show(false);
    };
    if (left > 0) this.timer = this.clock.setTimeout(hide, left);
    else hide();
  }
}
