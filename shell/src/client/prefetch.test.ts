import type { PageAnswer } from '@musterstadt/cms-client';
import { pageAssets, pageTarget, prefetchAllowed, Prefetcher, watchLinks } from './prefetch';

const nav = (connection?: { saveData?: boolean; effectiveType?: string }) => ({ connection }) as unknown as Navigator;
const HEAD =
  '<!DOCTYPE html><html lang="de"><head><title>Aktuelles</title><link rel="stylesheet" href="/_shell/ui.css">' +
  '<link rel="stylesheet" href="/_remotes/town/@v2/browser/styles.css"><link rel="modulepreload" href="/_remotes/town/@v2/browser/remoteEntry.js"></head>';
const page: PageAnswer = { kind: 'page', status: 200, html: `${HEAD}<body><div id="root"><a rel="modulepreload" href="/nicht.js">x</a></div></body></html>` };

describe('prefetch', () => {
  it('is skipped on 2g and with data saver, allowed otherwise', () => {
    expect(prefetchAllowed(nav())).toBe(true);
    expect(prefetchAllowed(nav({ effectiveType: '4g' }))).toBe(true);
    expect(prefetchAllowed(nav({ effectiveType: '3g' }))).toBe(true);
    expect(prefetchAllowed(nav({ effectiveType: '2g' }))).toBe(false);
    expect(prefetchAllowed(nav({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(prefetchAllowed(nav({ effectiveType: '4g', saveData: true }))).toBe(false);
  });

  it('fetches a page once, hands it to the next navigation, and hints its remote entry', async () => {
    let now = 0;
    const fetchPage = jest.fn((_target: string) => Promise.resolve<PageAnswer>(page));
    const prefetcher = new Prefetcher(fetchPage, () => now, nav({ effectiveType: '4g' }));
    prefetcher.prefetch('/aktuelles');
    prefetcher.prefetch('/aktuelles');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await expect(prefetcher.take('/aktuelles')).resolves.toBe(page);
    expect(Array.from(document.head.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href'))).toEqual([
      '/_shell/ui.css',
      '/_remotes/town/@v2/browser/styles.css',
      '/_remotes/town/@v2/browser/remoteEntry.js',
    ]);
    expect(prefetcher.take('/aktuelles')).toBeUndefined();

    prefetcher.prefetch('/aktuelles');
    now += 31_000;
    expect(prefetcher.take('/aktuelles')).toBeUndefined();
  });

  it('forgets what it fetched when a form is sent, so the next navigation asks again', async () => {
    const fetchPage = jest.fn((_target: string) => Promise.resolve<PageAnswer>(page));
    const prefetcher = new Prefetcher(fetchPage, () => 0, nav({ effectiveType: '4g' }));
    prefetcher.prefetch('/redaktion/protokoll?wer=6');
    prefetcher.forget();
    expect(prefetcher.take('/redaktion/protokoll?wer=6')).toBeUndefined();
    prefetcher.prefetch('/redaktion/protokoll?wer=6');
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await expect(prefetcher.take('/redaktion/protokoll?wer=6')).resolves.toBe(page);
  });

  it('makes no request on a slow connection', () => {
    const fetchPage = jest.fn((_target: string) => Promise.resolve<PageAnswer>(page));
    new Prefetcher(fetchPage, () => 0, nav({ effectiveType: '2g' })).prefetch('/aktuelles');
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('reads the remote entries and stylesheets from the head of a page only', () => {
    expect(pageAssets(page.kind === 'page' ? page.html : '')).toEqual([
      '/_shell/ui.css',
      '/_remotes/town/@v2/browser/styles.css',
      '/_remotes/town/@v2/browser/remoteEntry.js',
    ]);
  });

  it('takes only pages of this site', () => {
    const link = (href: string, attrs: Record<string, string> = {}) => {
      const anchor = document.createElement('a');
      anchor.href = href;
      Object.entries(attrs).forEach(([key, value]) => anchor.setAttribute(key, value));
      return anchor;
    };
    expect(pageTarget(link('/aktuelles?seite=2'))?.pathname).toBe('/aktuelles');
    expect(pageTarget(link('https://example.org/'))).toBeNull();
    expect(pageTarget(link('/api/cms/ical/veranstaltungen.ics'))).toBeNull();
    expect(pageTarget(link('/satzung.pdf'))).toBeNull();
    expect(pageTarget(link('/aktuelles', { target: '_blank' }))).toBeNull();
  });
});

describe('watchLinks', () => {
  type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;
  let observed: Element[] = [];
  let report: Callback = () => undefined;

  beforeEach(() => {
    observed = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Callback) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve(element: Element) {
        observed = observed.filter((other) => other !== element);
      }
      disconnect() {
        observed = [];
      }
    };
    document.body.innerHTML = '<main><a href="/aktuelles">Aktuelles</a><a href="/veranstaltungen">Veranstaltungen</a><a href="/satzung.pdf">Satzung</a></main>';
  });

  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('prefetches links in view one at a time, each only when the browser is idle after load', () => {
    const prefetch = jest.fn();
    const idle: (() => void)[] = [];
    const links = watchLinks({ prefetch } as unknown as Prefetcher, document, (callback) => {
      idle.push(callback);
      return () => undefined;
    });
    report([...observed].map((target) => ({ isIntersecting: true, target })));
    expect(prefetch).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(prefetch.mock.calls).toEqual([['/aktuelles']]);
    idle.shift()?.();
    expect(prefetch.mock.calls).toEqual([['/aktuelles'], ['/veranstaltungen']]);
    expect(idle).toHaveLength(0);
    links.stop();
  });

  it('prefetches at once what the pointer or the keyboard reaches', () => {
    const prefetch = jest.fn();
    const links = watchLinks({ prefetch } as unknown as Prefetcher, document, () => () => undefined);
    document.querySelector('a')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(prefetch.mock.calls).toEqual([['/aktuelles']]);
    links.stop();
  });
});
