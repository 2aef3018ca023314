import { fireEvent } from '@testing-library/react';
import { IDLE_AFTER_LOAD_MS, navigableUrl, startNavigation } from './navigation';
import type { ClientRouter, RouterDeps } from './router';

const router: ClientRouter = { navigate: jest.fn(), submit: jest.fn() };
const startRouter = jest.fn((_deps: RouterDeps) => router);
jest.mock('./router', () => ({ startRouter: (deps: RouterDeps) => startRouter(deps) }));

const deps = {} as RouterDeps;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}

const stops: (() => void)[] = [];
beforeEach(() => {
  jest.clearAllMocks();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/aktuelles');
});
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('client navigation before and after the router is there', () => {
  it('knows the addresses the shell renders as pages', () => {
    expect(navigableUrl('/veranstaltungen?seite=2')?.pathname).toBe('/veranstaltungen');
    expect(navigableUrl('/api/cms/menu')).toBeNull();
    expect(navigableUrl('/_page?url=/')).toBeNull();
    expect(navigableUrl('/downloads/plan.pdf')).toBeNull();
    expect(navigableUrl('https://example.org/')).toBeNull();
    expect(navigableUrl('mailto:rathaus@musterstadt.de')).toBeNull();
  });

  it('loads the router on the first intent to navigate, not before', async () => {
    stops.push(startNavigation(deps, document, { idle: false }).stop);
    const anchor = link('/veranstaltungen');
    await settle();
    expect(startRouter).not.toHaveBeenCalled();
    fireEvent.mouseOver(anchor);
    await settle();
    expect(startRouter).toHaveBeenCalledTimes(1);
    fireEvent.focusIn(anchor);
    await settle();
    expect(startRouter).toHaveBeenCalledTimes(1);
  });

  it('hands a click on a link of the site to the router, loading it when it is not there yet', async () => {
    stops.push(startNavigation(deps, document, { idle: false }).stop);
    const anchor = link('/veranstaltungen');
    const clicked = fireEvent.click(anchor);
    expect(clicked).toBe(false);
    await settle();
    expect(router.navigate).toHaveBeenCalledWith('http://localhost/veranstaltungen');
  });

  it('leaves other links, modified clicks and jumps within the page to the browser', async () => {
    stops.push(startNavigation(deps, document, { idle: false }).stop);
    // What the browser would do with each click (jsdom itself cannot load pages).
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      fireEvent.click(link('https://example.org/'));
      fireEvent.click(link('/formulare/antrag.pdf'));
      fireEvent.click(link('/veranstaltungen', { target: '_blank' }));
      fireEvent.click(link('/veranstaltungen', { download: '' }));
      fireEvent.click(link('/veranstaltungen'), { ctrlKey: true });
      fireEvent.click(link('/aktuelles#termine'));
    } finally {
      window.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true, true, true, true, true]);
    await settle();
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('sends a search form through the router', async () => {
    stops.push(startNavigation(deps, document, { idle: false }).stop);
    document.body.innerHTML = '<form method="get" action="/suche"><input name="q" value="Sperrmüll"><button>Suchen</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    expect(fireEvent.submit(form)).toBe(false);
    await settle();
    expect(router.submit).toHaveBeenCalledWith(form, null);
  });

  it('loads the router when the visitor has read the page a while', async () => {
    jest.useFakeTimers();
    try {
      stops.push(startNavigation(deps, document).stop);
      jest.advanceTimersByTime(IDLE_AFTER_LOAD_MS - 1);
      await Promise.resolve();
      expect(startRouter).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      jest.runOnlyPendingTimers();
      jest.useRealTimers();
      await settle();
      expect(startRouter).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
