import { ENTERING_CLASS, LEAVING_CLASS, TRANSITION_CLASS, pageMotion, transitionPage } from './transition';

function motion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

/** Gives the document a View Transitions API of the test's own (or takes it away). */
function viewTransitions(start: unknown) {
  Object.defineProperty(document, 'startViewTransition', { value: start, configurable: true, writable: true });
}

afterEach(() => {
  viewTransitions(undefined);
  document.body.innerHTML = '';
});

describe("the 'page' transition in out-in mode (spec point 4)", () => {
  it('fades the shown content out completely before the new content comes, then fades that in', async () => {
    motion(false);
    const root = document.createElement('div');
    document.body.append(root);
    const seen: string[] = [];
    const done = transitionPage(root, () => seen.push(`swap while ${root.className || 'plain'}`));
    expect(root).toHaveClass(LEAVING_CLASS);
    expect(seen).toEqual([]);
    // The content's opacity transition has ended: only now the new content goes in.
    root.dispatchEvent(Object.assign(new Event('transitionend'), { propertyName: 'opacity' }));
    await done;
    expect(seen).toEqual([`swap while ${LEAVING_CLASS}`]);
    expect(root).not.toHaveClass(LEAVING_CLASS);
    expect(root).not.toHaveClass(ENTERING_CLASS);
  });

  it('uses the View Transitions API where the browser has it', async () => {
    motion(false);
    const updates: string[] = [];
    viewTransitions((update: () => void) => {
      updates.push(document.documentElement.classList.contains(TRANSITION_CLASS) ? 'named' : 'unnamed');
      update();
      return { updateCallbackDone: Promise.resolve(), finished: Promise.resolve() };
    });
    expect(pageMotion()).toBe('view-transition');
    const root = document.createElement('div');
    let swapped = false;
    await transitionPage(root, () => {
      swapped = true;
    });
    expect(swapped).toBe(true);
    expect(updates).toEqual(['named']);
    await Promise.resolve();
    expect(document.documentElement).not.toHaveClass(TRANSITION_CLASS);
  });

  it('swaps at once when the visitor prefers reduced motion', async () => {
    motion(true);
    const start = jest.fn();
    viewTransitions(start);
    expect(pageMotion()).toBe('none');
    const root = document.createElement('div');
    let swapped = false;
    const done = transitionPage(root, () => {
      swapped = true;
    });
    expect(swapped).toBe(true);
    await done;
    expect(root.className).toBe('');
    expect(start).not.toHaveBeenCalled();
  });
});
