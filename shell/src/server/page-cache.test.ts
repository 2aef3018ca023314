/**
 * @jest-environment node
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cachedPage, PageCache, pickEncoding, type CachedPage } from './page-cache';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function page(html: string, renderedAt: number): Promise<CachedPage> {
  return cachedPage(Buffer.from(html), { status: 200, headers: {}, view: { path: '/', title: 'Start' } }, renderedAt);
}

/** A render that counts its calls and gives the next version of the page each time. */
function renders(time: () => number) {
  let calls = 0;
  const render = async () => {
    calls += 1;
    return page(`<p>Fassung ${calls}</p>`, time());
  };
  return { render, calls: () => calls };
}

const text = (entry: CachedPage | null) => entry?.html.toString() ?? null;

describe('PageCache', () => {
  it('renders a page once and serves it from memory while it is fresh', async () => {
    const time = clock();
    const cache = new PageCache({ freshMs: 2000, staleMs: 2000, maxEntries: 10, now: time.now });
    const { render, calls } = renders(time.now);

    expect(text(await cache.get('/aktuelles', render))).toBe('<p>Fassung 1</p>');
    time.advance(1999);
    expect(text(await cache.get('/aktuelles', render))).toBe('<p>Fassung 1</p>');
    expect(calls()).toBe(1);
  });

  it('serves a stale page at once and renders the next one in the background', async () => {
    const time = clock();
    const cache = new PageCache({ freshMs: 2000, staleMs: 2000, maxEntries: 10, now: time.now });
    const { render, calls } = renders(time.now);
    await cache.get('/aktuelles', render);

    time.advance(2500);
    expect(text(await cache.get('/aktuelles', render))).toBe('<p>Fassung 1</p>');
    await cache.idle();
    expect(calls()).toBe(2);
    expect(text(await cache.get('/aktuelles', render))).toBe('<p>Fassung 2</p>');
  });

  it('renders anew, and waits for it, once a page is older than fresh and stale time together', async () => {
    const time = clock();
    const cache = new PageCache({ freshMs: 2000, staleMs: 2000, maxEntries: 10, now: time.now });
    const { render } = renders(time.now);
    await cache.get('/aktuelles', render);

    time.advance(4001);
    expect(text(await cache.get('/aktuelles', render))).toBe('<p>Fassung 2</p>');
  });

  it('lets concurrent requests of one page share one render', async () => {
    const time = clock();
    const cache = new PageCache({ freshMs: 2000, staleMs: 2000, maxEntries: 10, now: time.now });
    const { render, calls } = renders(time.now);

    const pages = await Promise.all([cache.get('/', render), cache.get('/', render), cache.get('/', render)]);
    expect(pages.map(text)).toEqual(['<p>Fassung 1</p>', '<p>Fassung 1</p>', '<p>Fassung 1</p>']);
    expect(calls()).toBe(1);
  });

  it('keeps nothing when the render says the answer must not be shared', async () => {
    const time = clock();
    const cache = new PageCache({ freshMs: 2000, staleMs: 2000, maxEntries: 10, now: time.now });
    let calls = 0;
    const personal = async () => {
      calls += 1;
      return null;
    };

    expect(await cache.get('/kontakt', personal)).toBeNull();
    expect(await cache.get('/kontakt', personal)).toBeNull();
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used page when it is full', async () => {
    const time = clock();
    const cache = new PageCache({ freshMs: 60_000, staleMs: 0, maxEntries: 2, now: time.now });
    const counted = new Map<string, number>();
    const renderOf = (key: string) => async () => {
      counted.set(key, (counted.get(key) ?? 0) + 1);
      return page(key, time.now());
    };

    await cache.get('/a', renderOf('/a'));
    await cache.get('/b', renderOf('/b'));
    await cache.get('/a', renderOf('/a'));
    await cache.get('/c', renderOf('/c'));
    await cache.get('/a', renderOf('/a'));
    await cache.get('/b', renderOf('/b'));

    expect(cache.size).toBe(2);
    expect(Object.fromEntries(counted)).toEqual({ '/a': 1, '/b': 2, '/c': 1 });
  });

  it('forgets every page on clear', async () => {
    const time = clock();
    const cache = new PageCache({ freshMs: 60_000, staleMs: 0, maxEntries: 10, now: time.now });
    const { render } = renders(time.now);
    await cache.get('/', render);
    cache.clear();
    expect(text(await cache.get('/', render))).toBe('<p>Fassung 2</p>');
  });

  it('keeps no page from a render that began before a clear', async () => {
    const time = clock();
    const cache = new PageCache({ freshMs: 60_000, staleMs: 0, maxEntries: 10, now: time.now });
    let finish: (page: CachedPage) => void = () => undefined;
    const slow = () => new Promise<CachedPage>((resolve) => (finish = resolve));
    const pending = cache.get('/veranstaltungen', slow);
    cache.clear();
    finish(await page('<p>vor der Freigabe</p>', time.now()));
    expect(text(await pending)).toBe('<p>vor der Freigabe</p>');

    const { render } = renders(time.now);
    expect(text(await cache.get('/veranstaltungen', render))).toBe('<p>Fassung 1</p>');
  });

  it('reports a failed background render and keeps the stale page until it expires', async () => {
    const time = clock();
    const failures: unknown[] = [];
    const cache = new PageCache({ freshMs: 2000, staleMs: 2000, maxEntries: 10, now: time.now, onError: (error) => failures.push(error) });
    await cache.get('/', async () => page('<p>gut</p>', time.now()));

    time.advance(2500);
    const failing = () => Promise.reject(new Error('Inhaltsdienst nicht erreichbar'));
    expect(text(await cache.get('/', failing))).toBe('<p>gut</p>');
    await cache.idle();
    expect(failures).toHaveLength(1);
    expect(text(await cache.get('/', failing))).toBe('<p>gut</p>');
  });
});

describe('cachedPage', () => {
  it('keeps the page compressed with brotli and gzip, once', async () => {
    const html = `<!DOCTYPE html><html lang="de"><body>${'<p>Rathaus Musterstadt</p>'.repeat(200)}</body></html>`;
    const entry = await page(html, 0);
    expect(brotliDecompressSync(entry.br).toString()).toBe(html);
    expect(gunzipSync(entry.gzip).toString()).toBe(html);
    expect(entry.br.length).toBeLessThan(html.length / 10);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('answers %s with %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
