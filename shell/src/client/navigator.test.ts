import type { PageAnswer } from '@musterstadt/cms-client';
import { fireEvent, waitFor } from '@testing-library/react';
import { Navigator, navigableUrl, type NavigatorOptions } from './navigator';
import { ensureStyles, swapPage, type LoadedPage } from './page-swap';
import { pageHtml, showPage } from './test-pages';

const PAGES: Record<string, PageAnswer> = {
  '/feuerwehr/': {
    kind: 'page',
    status: 200,
    html: pageHtml({
      path: '/feuerwehr/',
      title: 'Feuerwehr',
      theme: 'feuerwehr',
      body: '<main id="inhalt" tabindex="-1"><h1>Feuerwehr</h1><a href="/">Zur Stadt</a></main>',
    }),
  },
  '/': { kind: 'page', status: 200, html: pageHtml({ path: '/', title: 'Startseite', body: '<main id="inhalt" tabindex="-1"><h1>Willkommen</h1></main>' }) },
  '/suche?q=Rathaus': {
    kind: 'page',
    status: 200,
    html: pageHtml({ path: '/suche', title: 'Suche', body: '<main id="inhalt" tabindex="-1"><h1>Suche</h1><p>3 Treffer</p></main>' }),
  },
  '/suche?q=Fest': { kind: 'redirect', redirect: '/feuerwehr/' },
  '/suche?q=Wanderkarte': { kind: 'redirect', redirect: 'https://wandern.example.org/karte' },
  '/suche?q=Trick': { kind: 'redirect', redirect: 'javascript:alert(1)' },
};

const START = pageHtml({
  path: '/aktuelles',
  title: 'Aktuelles',
  body: [
    '<main id="inhalt" tabindex="-1"><h1>Aktuelles</h1>',
    '<a href="/feuerwehr/">Feuerwehr</a> <a href="/kaputt">Kaputt</a> <a href="/satzung.pdf">Satzung</a> <a href="/api/cms/ical/x.ics">Kalender</a>',
    '<a href="https://example.org/">Woanders</a> <a href="/feuerwehr/" target="_blank">Neues Fenster</a> <a href="#unten">Nach unten</a>',
    '<form action="/suche" method="get" role="search"><input name="q" aria-label="Suche"><button>Suchen</button></form>',
    '<p id="unten">Unten</p></main>',
  ].join(''),
});

function setup(overrides: Partial<NavigatorOptions> = {}) {
  showPage(START);
  window.history.replaceState(null, '', '/aktuelles');
  const loads: string[] = [];
  const left: [string, string][] = [];
  const enhanced: string[] = [];
  const options: NavigatorOptions = {
    load: async (target) => {
      loads.push(target);
      const answer = PAGES[target];
      if (!answer) throw new Error(`offline: ${target}`);
      return answer;
    },
    prepare: (page: LoadedPage) => ensureStyles(page),
    swap: swapPage,
    enhance: async (_page, href) => {
      enhanced.push(href);
    },
    report: () => undefined,
    leave: (href, how) => left.push([href, how]),
    ...overrides,
  };
  const navigator = new Navigator(options);
  const stop = navigator.start();
  return { navigator, stop, loads, left, enhanced };
}

const link = (name: string) => Array.from(document.querySelectorAll('a')).find((a) => a.textContent === name) as HTMLAnchorElement;

describe('client-side navigation', () => {
  let stop: () => void = () => undefined;
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stop();
    scrollTo.mockRestore();
  });

  it('loads a same-site page from the shell, swaps it in, focuses the content and announces the title', async () => {
    const run = setup();
    stop = run.stop;
    fireEvent.click(link('Feuerwehr'));
    expect(document.documentElement).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Feuerwehr'));
    expect(run.loads).toEqual(['/feuerwehr/']);
    expect(window.location.pathname).toBe('/feuerwehr/');
    expect(document.title).toBe('Feuerwehr | Stadt Musterstadt');
    expect(document.documentElement.dataset.theme).toBe('feuerwehr');
    expect(document.activeElement).toBe(document.getElementById('inhalt'));
    expect(document.getElementById('ms-announcer')).toHaveTextContent('Seite geladen: Feuerwehr');
    expect(document.documentElement).not.toHaveAttribute('aria-busy');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(run.enhanced).toEqual(['http://localhost/feuerwehr/']));
  });

  it('leaves files, endpoints, other sites, new windows and jumps within the page to the browser', () => {
    const run = setup();
    stop = run.stop;
    // What the navigation left to the browser (jsdom cannot navigate, so the test stops it after looking).
    const leftAlone: string[] = [];
    const look = (event: MouseEvent) => {
      if (!event.defaultPrevented) leftAlone.push((event.target as HTMLElement).textContent ?? '');
      event.preventDefault();
    };
    window.addEventListener('click', look);
    for (const name of ['Satzung', 'Kalender', 'Woanders', 'Neues Fenster', 'Nach unten']) fireEvent.click(link(name));
    window.removeEventListener('click', look);
    expect(leftAlone).toEqual(['Satzung', 'Kalender', 'Woanders', 'Neues Fenster', 'Nach unten']);
    expect(run.loads).toEqual([]);
    expect(navigableUrl('/satzung.pdf', 'http://localhost/')).toBeNull();
    expect(navigableUrl('/_page?url=/', 'http://localhost/')).toBeNull();
    expect(navigableUrl('/wegweiser?seite=2', 'http://localhost/')?.pathname).toBe('/wegweiser');
  });

  it('sends a search form (GET) as a navigation with its query', async () => {
    const run = setup();
    stop = run.stop;
    (document.querySelector('input[name="q"]') as HTMLInputElement).value = 'Rathaus';
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Suche'));
    expect(run.loads).toEqual(['/suche?q=Rathaus']);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/suche?q=Rathaus');
  });

  it('follows a redirect to a page of this site in place, and loads another site instead of the address', async () => {
    const run = setup();
    stop = run.stop;
    run.navigator.navigate('/suche?q=Fest');
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Feuerwehr'));
    expect(window.location.pathname).toBe('/feuerwehr/');
    run.navigator.navigate('/suche?q=Wanderkarte');
    await waitFor(() => expect(run.left).toEqual([['https://wandern.example.org/karte', 'assign']]));
    run.navigator.navigate('/suche?q=Trick');
    await waitFor(() => expect(run.left).toHaveLength(2));
    expect(run.left[1]).toEqual(['http://localhost/suche?q=Trick', 'assign']);
  });

  it('loads the page in full when the shell cannot give it', async () => {
    const run = setup();
    stop = run.stop;
    fireEvent.click(link('Kaputt'));
    await waitFor(() => expect(run.left).toEqual([['http://localhost/kaputt', 'assign']]));
    expect(document.documentElement).not.toHaveAttribute('aria-busy');
  });

  it('goes back to the page before, where the reader was on it', async () => {
    const run = setup();
    stop = run.stop;
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    fireEvent.click(link('Feuerwehr'));
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Feuerwehr'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    run.loads.length = 0;
    PAGES['/aktuelles'] = { kind: 'page', status: 200, html: START };
    window.history.back();
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Aktuelles'));
    expect(run.loads).toEqual(['/aktuelles']);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
    delete PAGES['/aktuelles'];
  });

  it('shows only the last of two navigations that overlap', async () => {
    let release: (answer: PageAnswer) => void = () => undefined;
    const slow = new Promise<PageAnswer>((resolve) => {
      release = resolve;
    });
    const run = setup({ load: async (target) => (target === '/feuerwehr/' ? slow : (PAGES[target] as PageAnswer)) });
    stop = run.stop;
    run.navigator.navigate('/feuerwehr/');
    run.navigator.navigate('/');
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Willkommen'));
    release(PAGES['/feuerwehr/'] as PageAnswer);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.querySelector('h1')).toHaveTextContent('Willkommen');
    expect(window.location.pathname).toBe('/');
  });
});
