/**
 * @jest-environment ./jest.fetch-env.js
 */
import type { PageAnswer } from '@musterstadt/cms-client';
import type { LoadedPage } from './page-swap';
import { startRouter, type ClientRouter, type RouterDeps, type ShowOptions } from './router';
import { pageHtml, showPage } from './test-pages';

/** The router's page: what it loaded, posted, showed and where it left for a full load. */
function browserRouter(answers: Record<string, PageAnswer | Error>, overrides: Partial<RouterDeps> = {}) {
  const loaded: string[] = [];
  const posted: { target: string; body: string }[] = [];
  const shown: { path: string; options: ShowOptions }[] = [];
  const left: [string, string][] = [];
  const waits: string[] = [];
  const answer = (target: string) => {
    const found = answers[target];
    if (!found)
      return Promise.resolve<PageAnswer>({ kind: 'page', status: 404, html: pageHtml({ path: target, title: 'Seite nicht gefunden', body: '<main></main>' }) });
    return found instanceof Error ? Promise.reject(found) : Promise.resolve(found);
  };
  const deps: RouterDeps = {
    load: (target) => {
      loaded.push(target);
      return answer(target);
    },
    post: (target, body) => {
      posted.push({ target, body: new URLSearchParams(body as URLSearchParams).toString() });
      return answer(`POST ${target}`);
    },
    prepare: async () => undefined,
    mayLeave: () => true,
    show: async (page: LoadedPage, options) => {
      shown.push({ path: page.boot.view.path, options });
      window.history.replaceState(window.history.state, '', options.href);
    },
    busy: () => {
      waits.push('start');
      return () => waits.push('end');
    },
    leave: (href, how) => left.push([href, how]),
    report: () => undefined,
    ...overrides,
  };
  const router = startRouter(deps);
  return { router, loaded, posted, shown, left, waits };
}

const page = (path: string, title: string): PageAnswer => ({
  kind: 'page',
  status: 200,
  html: pageHtml({ path, title, body: `<main id="inhalt"><h1>${title}</h1></main>` }),
});

/** Until the router is idle again (its navigations run over promises and a microtask or two). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function go(router: ClientRouter, href: string) {
  router.navigate(href);
  await settle();
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  showPage(pageHtml({ path: '/', title: 'Startseite', body: '<main id="inhalt"><h1>Willkommen</h1></main>' }));
});

describe('the browser router on the two routes of the site', () => {
  it('loads the shell’s page answer for a path and shows it, without loading the page it starts on', async () => {
    const { router, loaded, shown, waits } = browserRouter({ '/aktuelles?seite=2': page('/aktuelles', 'Aktuelles') });
    await settle();
    expect(loaded).toEqual([]);
    await go(router, '/aktuelles?seite=2');
    expect(loaded).toEqual(['/aktuelles?seite=2']);
    expect(shown.map((entry) => entry.path)).toEqual(['/aktuelles']);
    expect(shown[0]?.options).toMatchObject({ href: 'http://localhost/aktuelles?seite=2', scroll: null, keepScroll: false });
    expect(window.location.pathname + window.location.search).toBe('/aktuelles?seite=2');
    // The pending state of the navigation is the router's; the page shows it after its delay.
    expect(waits).toEqual(['start', 'end']);
  });

  it('follows a redirect of the shell to a page of the site, and another site with a full load', async () => {
    const { router, loaded, shown, left } = browserRouter({
      '/suche?q=Fest': { kind: 'redirect', redirect: '/veranstaltungen/fest' },
      '/veranstaltungen/fest': page('/veranstaltungen/fest', 'Stadtfest'),
      '/suche?q=Wetter': { kind: 'redirect', redirect: 'javascript:alert(1)' },
    });
    await go(router, '/suche?q=Fest');
    expect(loaded).toEqual(['/suche?q=Fest', '/veranstaltungen/fest']);
    expect(shown.map((entry) => entry.path)).toEqual(['/veranstaltungen/fest']);
    expect(window.location.pathname).toBe('/veranstaltungen/fest');
    // A target that is neither a path nor an http(s) address is never followed: the server decides.
    await go(router, '/suche?q=Wetter');
    expect(left).toEqual([['http://localhost/suche?q=Wetter', 'replace']]);
  });

  it('leaves for a full load when the shell cannot be reached', async () => {
    const { router, shown, left } = browserRouter({ '/kontakt': new Error('offline') });
    await go(router, '/kontakt');
    expect(shown).toEqual([]);
    expect(left).toEqual([['http://localhost/kontakt', 'replace']]);
  });

  it('stays on the page, loading nothing more, when the visitor does not want to leave her form', async () => {
    const { router, loaded, shown } = browserRouter({ '/aktuelles': page('/aktuelles', 'Aktuelles') }, { mayLeave: () => false });
    await go(router, '/aktuelles');
    expect(loaded).toEqual(['/aktuelles']);
    expect(shown).toEqual([]);
    expect(window.location.pathname).toBe('/');
  });

  it('gives back and forward the scroll position the page had', async () => {
    const { router, shown } = browserRouter({ '/aktuelles': page('/aktuelles', 'Aktuelles'), '/': page('/', 'Startseite') });
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await go(router, '/aktuelles');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.history.back();
    await settle();
    await settle();
    expect(shown.map((entry) => [entry.path, entry.options.scroll])).toEqual([
      ['/aktuelles', null],
      ['/', 640],
    ]);
  });

  it('sends a plain form as the browser would and shows the page the shell answers it with, without loading it again', async () => {
    window.history.replaceState(null, '', '/formulare/freigabe?t=abc');
    showPage(
      pageHtml({
        path: '/formulare/freigabe',
        title: 'Freigabe',
        body: '<main id="inhalt"><form method="post" action="/formulare/freigabe?t=abc"><button name="entscheidung" value="freigeben">Freigeben</button></form></main>',
      }),
    );
    const { router, loaded, posted, shown } = browserRouter({ 'POST /formulare/freigabe?t=abc': page('/formulare/freigabe', 'Eintrag freigegeben') });
    const form = document.querySelector('form') as HTMLFormElement;
    router.submit(form, form.querySelector('button'));
    await settle();
    expect(posted).toEqual([{ target: '/formulare/freigabe?t=abc', body: 'entscheidung=freigeben' }]);
    expect(loaded).toEqual([]);
    expect(shown.map((entry) => entry.path)).toEqual(['/formulare/freigabe']);
  });

  it('asks for a page with a search form’s query', async () => {
    showPage(pageHtml({ path: '/', title: 'Start', body: '<form method="get" action="/suche"><input name="q" value="Sperrmüll"></form>' }));
    const { router, loaded } = browserRouter({});
    router.submit(document.querySelector('form') as HTMLFormElement, null);
    await settle();
    expect(loaded).toEqual(['/suche?q=Sperrm%C3%BCll']);
  });
});
