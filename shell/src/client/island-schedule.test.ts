import { fireEvent } from '@testing-library/react';
import { releasePendingSubmit, replayPendingClick, scheduleIslands, type Scheduler } from './island-schedule';

function island(hydrate?: string): HTMLElement {
  const element = document.createElement('ms-island');
  if (hydrate) element.setAttribute('data-hydrate', hydrate);
  return element;
}

/** A scheduler whose idle time and viewport the test moves by hand. */
function fakeScheduler() {
  const idle: (() => void)[] = [];
  const visible = new Map<Element, () => void>();
  const scheduler: Scheduler = {
    idle(callback) {
      idle.push(callback);
      return () => idle.splice(idle.indexOf(callback), 1);
    },
    visible(element, callback) {
      visible.set(element, callback);
      return () => visible.delete(element);
    },
  };
  return { scheduler, idle, visible };
}

describe('island hydration directives', () => {
  it('hydrates islands at load at once, the idle ones when the browser is idle, the visible ones in view', () => {
    const [atLoad, alsoAtLoad, whenIdle, whenVisible] = [island(), island('load'), island('idle'), island('visible')];
    const { scheduler, idle, visible } = fakeScheduler();
    const hydrated: HTMLElement[][] = [];
    scheduleIslands([atLoad!, whenIdle!, alsoAtLoad!, whenVisible!], (due) => hydrated.push(due), scheduler);
    expect(hydrated).toEqual([[atLoad, alsoAtLoad]]);
    idle.shift()?.();
    expect(hydrated).toEqual([[atLoad, alsoAtLoad], [whenIdle]]);
    visible.get(whenVisible!)?.();
    expect(hydrated).toEqual([[atLoad, alsoAtLoad], [whenIdle], [whenVisible]]);
  });

  it('hydrates nothing more of a page that went before its islands were due', () => {
    const { scheduler, idle, visible } = fakeScheduler();
    const hydrated: HTMLElement[][] = [];
    const cancel = scheduleIslands([island('idle'), island('visible')], (due) => hydrated.push(due), scheduler);
    cancel();
    expect(idle).toHaveLength(0);
    expect(visible.size).toBe(0);
    expect(hydrated).toEqual([]);
  });

  it('hydrates a waiting island at once when the visitor reaches for it, and presses her button again once it has', () => {
    const { scheduler, visible } = fakeScheduler();
    const map = island('visible');
    map.innerHTML = '<button type="button">Karte laden</button>';
    document.body.append(map);
    const hydrated: HTMLElement[][] = [];
    scheduleIslands([map], (due) => hydrated.push(due), scheduler);
    const button = map.querySelector('button') as HTMLButtonElement;
    const presses: string[] = [];
    fireEvent.click(button);
    expect(hydrated).toEqual([[map]]);
    expect(visible.size).toBe(0);
    // React's handler is there now: the press reaches it.
    button.addEventListener('click', () => presses.push('geladen'));
    replayPendingClick(map);
    replayPendingClick(map);
    expect(presses).toEqual(['geladen']);
    map.remove();
  });

  it('hydrates a form that waits for the visitor neither at load, nor when idle, nor in view, but when she points at it or moves into it', () => {
    const { scheduler, idle, visible } = fakeScheduler();
    const [pointed, focused] = [island('interaction'), island('interaction')];
    for (const form of [pointed!, focused!]) {
      form.innerHTML = '<form><input name="name"></form>';
      document.body.append(form);
    }
    const hydrated: HTMLElement[][] = [];
    scheduleIslands([pointed!, focused!], (due) => hydrated.push(due), scheduler);
    expect(hydrated).toEqual([]);
    expect(idle).toHaveLength(0);
    expect(visible.size).toBe(0);
    fireEvent.pointerOver(pointed!.querySelector('input')!);
    expect(hydrated).toEqual([[pointed]]);
    focused!.querySelector('input')!.focus();
    expect(hydrated).toEqual([[pointed], [focused]]);
    pointed!.remove();
    focused!.remove();
  });

  describe('a form sent before its island has hydrated', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    function waitingForm(): { element: HTMLElement; form: HTMLFormElement; button: HTMLButtonElement; sent: string[]; cancel: () => void } {
      const element = island('interaction');
      element.innerHTML = '<form method="post" action="/kontakt"><input name="name"><button type="submit" name="aktion" value="senden">Senden</button></form>';
      document.body.append(element);
      const form = element.querySelector('form')!;
      const sent: string[] = [];
      // What would go to the server as a plain form (jsdom sends nothing itself).
      form.addEventListener('submit', (event) => {
        if (!event.defaultPrevented) sent.push(`ohne React: ${(event.submitter as HTMLButtonElement | null)?.value ?? ''}`);
        event.preventDefault();
      });
      const cancel = scheduleIslands([element], () => undefined, fakeScheduler().scheduler);
      return { element, form, button: element.querySelector('button')!, sent, cancel };
    }

    it('is held and sent once through the hydrated island, with the button that sent it', () => {
      const { element, form, button, sent, cancel } = waitingForm();
      fireEvent.click(button);
      fireEvent.click(button);
      expect(sent).toEqual([]);
      // React's handler is there now (it takes the submit, as a form library does).
      element.setAttribute('data-hydrated', '');
      const enhanced: string[] = [];
      form.addEventListener(
        'submit',
        (event) => {
          enhanced.push(`mit React: ${(event.submitter as HTMLButtonElement | null)?.value ?? ''}`);
          event.preventDefault();
          event.stopImmediatePropagation();
        },
        true,
      );
      replayPendingClick(element);
      expect(enhanced).toEqual([]);
      jest.runAllTimers();
      expect(enhanced).toEqual(['mit React: senden']);
      expect(sent).toEqual([]);
      element.remove();
      cancel();
    });

    it('goes as the plain form it is when the island cannot hydrate, and later sends are not held', () => {
      const { element, button, sent, cancel } = waitingForm();
      fireEvent.click(button);
      expect(sent).toEqual([]);
      releasePendingSubmit(element);
      jest.runAllTimers();
      expect(sent).toEqual(['ohne React: senden']);
      fireEvent.click(button);
      expect(sent).toEqual(['ohne React: senden', 'ohne React: senden']);
      element.remove();
      cancel();
    });
  });
});
