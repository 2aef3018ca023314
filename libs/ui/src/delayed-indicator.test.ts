import { DelayedIndicator, FETCH_DELAY_MS, MIN_SHOWN_MS } from './delayed-indicator';

/** The indicator on Jest's fake clock, with a log of when it showed and hid (ms after the start). */
function indicatorOnFakeClock() {
  const started = Date.now();
  const log: [number, boolean][] = [];
  const indicator = new DelayedIndicator((shown) => log.push([Date.now() - started, shown]));
  return { indicator, log };
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('the 200 ms fetch delay (spec point 9)', () => {
  it('uses 200 ms before showing and at least 200 ms once shown', () => {
    expect(FETCH_DELAY_MS).toBe(200);
    expect(MIN_SHOWN_MS).toBe(200);
  });

  it('shows nothing for a navigation of 150 ms', () => {
    const { indicator, log } = indicatorOnFakeClock();
    const done = indicator.start();
    jest.advanceTimersByTime(150);
    done();
    jest.advanceTimersByTime(1000);
    expect(log).toEqual([]);
  });

  it('shows a navigation of 600 ms from 200 ms to its end', () => {
    const { indicator, log } = indicatorOnFakeClock();
    const done = indicator.start();
    jest.advanceTimersByTime(199);
    expect(log).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(log).toEqual([[200, true]]);
    jest.advanceTimersByTime(400);
    done();
    expect(log).toEqual([
      [200, true],
      [600, false],
    ]);
  });

  it('keeps an indicator that showed at 190 ms at least 200 ms, however soon the wait ends', () => {
    // A wait that began 10 ms before this one: the shared indicator appears 190 ms into this wait.
    const { indicator, log } = indicatorOnFakeClock();
    const earlier = indicator.start();
    jest.advanceTimersByTime(10);
    const done = indicator.start();
    earlier();
    jest.advanceTimersByTime(190);
    expect(log).toEqual([[200, true]]);
    jest.advanceTimersByTime(5);
    done();
    jest.advanceTimersByTime(194);
    expect(log).toEqual([[200, true]]);
    jest.advanceTimersByTime(1);
    expect(log).toEqual([
      [200, true],
      [400, false],
    ]);
  });

  it('stays shown, without flickering, when the next wait begins within the minimum time', () => {
    const { indicator, log } = indicatorOnFakeClock();
    const first = indicator.start();
    jest.advanceTimersByTime(250);
    first();
    jest.advanceTimersByTime(50);
    const second = indicator.start();
    jest.advanceTimersByTime(500);
    second();
    expect(log).toEqual([
      [200, true],
      [800, false],
    ]);
  });

  it('ends a wait once, however often its end is called', () => {
    const { indicator, log } = indicatorOnFakeClock();
    const first = indicator.start();
    const second = indicator.start();
    jest.advanceTimersByTime(300);
    first();
    first();
    expect(indicator.shown).toBe(true);
    second();
    jest.advanceTimersByTime(100);
    expect(log).toEqual([
      [200, true],
      [400, false],
    ]);
  });
});
