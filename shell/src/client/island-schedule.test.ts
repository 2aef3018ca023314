import { fireEvent } from '@testing-library/react';
import { replayPendingClick, scheduleIslands, type Scheduler } from './island-schedule';

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
});
