import { PIN_OPTIONS, nextPinned, pinOnScroll } from './pin';

describe('header pinning (offsets 100 up, 50 down, tolerance 5)', () => {
  it('uses the numbers of spec point 9', () => {
    expect(PIN_OPTIONS).toEqual({ offset: { up: 100, down: 50 }, tolerance: 5 });
  });

  it.each([
    // pinned before, from, to, pinned after
    [true, 0, 40, true, 'down but within 50 px of the top'],
    [true, 40, 50, true, 'down to exactly 50 px'],
    [true, 45, 56, false, 'down past 50 px by more than the tolerance'],
    [true, 300, 304, true, 'down by less than the tolerance'],
    [true, 300, 305, false, 'down by the tolerance'],
    [false, 400, 396, false, 'up by less than the tolerance'],
    [false, 400, 395, true, 'up by the tolerance'],
    [false, 60, 58, true, 'up by 2 px, but within 100 px of the top'],
    [false, 103, 101, false, 'up by 2 px, just outside 100 px'],
    [false, 500, 900, false, 'further down stays unpinned'],
    [true, 900, 500, true, 'further up stays pinned'],
  ])('%s: %d → %d gives %s (%s)', (before, from, to, after) => {
    expect(nextPinned(before, from, to)).toBe(after);
  });
});

describe('pinning an element on scroll', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => jest.restoreAllMocks());

  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    frames.splice(0).forEach((frame) => frame(0));
  };

  it('unpins on the way down, pins on the way up, and stays pinned while held', () => {
    const header = document.createElement('header');
    let held = false;
    const stop = pinOnScroll(header, () => held);
    expect(header).toHaveClass('is-pinned');
    scrollTo(300);
    expect(header).toHaveClass('is-unpinned');
    scrollTo(280);
    expect(header).toHaveClass('is-pinned');
    held = true;
    scrollTo(600);
    expect(header).toHaveClass('is-pinned');
    stop();
    held = false;
    scrollTo(900);
    expect(header).toHaveClass('is-pinned');
  });
});
