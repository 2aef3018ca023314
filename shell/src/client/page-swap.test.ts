import { ensureStyles, parsePage, readBoot, swapPage } from './page-swap';
import { pageHtml, showPage } from './test-pages';

describe('a page swapped in by a client navigation', () => {
  beforeEach(() => showPage(pageHtml({ path: '/aktuelles', title: 'Aktuelles', body: '<main id="inhalt"><h1>Aktuelles</h1></main>' })));

  it('takes the place of the shown one with its head, theme, content and boot state', () => {
    const page = parsePage(
      pageHtml({
        path: '/feuerwehr/',
        title: 'Feuerwehr',
        theme: 'feuerwehr',
        robots: true,
        body: '<header class="fw-header">Feuerwehr</header><main id="inhalt"><h1>Einsätze</h1><p>Eins</p><p>Zwei</p></main>',
      }),
    );
    expect(page).not.toBeNull();
    swapPage(page!);
    expect(document.title).toBe('Feuerwehr | Stadt Musterstadt');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Über Feuerwehr');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.musterstadt.de/feuerwehr/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"name":"Feuerwehr"}');
    expect(document.documentElement.dataset.theme).toBe('feuerwehr');
    expect(document.getElementById('root')?.innerHTML).toBe(
      '<header class="fw-header">Feuerwehr</header><main id="inhalt"><h1>Einsätze</h1><p>Eins</p><p>Zwei</p></main>',
    );
    expect(readBoot(document)?.view).toEqual({ path: '/feuerwehr/', title: 'Feuerwehr', status: 200 });

    // A page without the robots rule takes it away again.
    swapPage(parsePage(pageHtml({ path: '/', title: 'Start', body: '<main id="inhalt"></main>' }))!);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('leaves the scripts of its HTML inert', () => {
    const page = parsePage(pageHtml({ path: '/x', title: 'X', body: '<main id="inhalt"><script>window.ran = true</script></main>' }))!;
    swapPage(page);
    expect((window as unknown as { ran?: boolean }).ran).toBeUndefined();
  });

  it('is no page when the answer is not a page of this shell', () => {
    expect(parsePage('<!DOCTYPE html><title>Proxy-Fehler</title><p>Bad gateway</p>')).toBeNull();
  });

  it('brings the stylesheets it needs before it is shown', async () => {
    const page = parsePage(pageHtml({ path: '/feuerwehr/', title: 'Feuerwehr', body: '', css: ['/_remotes/feuerwehr/@1/browser/styles.css'] }))!;
    const ready = ensureStyles(page);
    const link = document.head.querySelector<HTMLLinkElement>('link[href="/_remotes/feuerwehr/@1/browser/styles.css"]');
    expect(link).not.toBeNull();
    link?.onload?.(new Event('load'));
    await expect(ready).resolves.toBeUndefined();
    await ensureStyles(page);
    expect(document.head.querySelectorAll('link[href="/_remotes/feuerwehr/@1/browser/styles.css"]')).toHaveLength(1);
  });
});
