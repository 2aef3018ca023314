import { CmsUnavailableError, createCmsClient, type CmsClient, type CmsResponse, type FetchLike } from './http';
import { fetchMenu, isValidPage, lookupRoute } from './route';
import type { RouteLookupResult } from '@musterstadt/cms-contract';

const validPage: RouteLookupResult = {
  url: '/gydo/berichte/',
  apiCalls: [{ name: 'berichte', endpoint: '/api/cms/artikel', params: { limit: 10 } }],
  pageContent: { title: 'Berichte', pageTheme: 'gymnasium', context: [{ template: 'artikel-liste' }] },
  title: 'Berichte',
};

function fetchClient(respond: () => Response | Promise<Response>) {
  const urls: string[] = [];
  const fetch: FetchLike = async (url) => {
    urls.push(url);
    return respond();
  };
  return { client: createCmsClient({ baseUrl: 'http://127.0.0.1:4300', fetch }), urls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function fakeClient(answer: CmsResponse | Error) {
  const calls: { path: string; params?: Record<string, unknown> }[] = [];
  const client: CmsClient = {
    baseUrl: '',
    async get<T>(path: string, params?: Record<string, unknown>) {
      calls.push({ path, params });
      if (answer instanceof Error) throw answer;
      return answer as CmsResponse<T>;
    },
  };
  return { client, calls };
}

describe('lookupRoute', () => {
  it('returns the lookup result on 200 with a valid page, asking with url = path', async () => {
    const { client, urls } = fetchClient(() => json(validPage));
    await expect(lookupRoute(client, '/gydo/berichte/')).resolves.toEqual(validPage);
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe('/api/cms/route');
    expect(url.searchParams.get('url')).toBe('/gydo/berichte/');
  });

  it('passes the url param to the client', async () => {
    const { client, calls } = fakeClient({ status: 200, body: validPage });
    await lookupRoute(client, '/feuerwehr');
    expect(calls).toEqual([{ path: '/api/cms/route', params: { url: '/feuerwehr' } }]);
  });

  it('returns null on 404', async () => {
    const { client } = fetchClient(() => json({ error: 'not found' }, 404));
    await expect(lookupRoute(client, '/gibts-nicht')).resolves.toBeNull();
  });

  it("throws GoneError with the content API's German reason on 410 (a withdrawn address)", async () => {
    const { client } = fetchClient(() => json({ error: 'Dieser Inhalt wurde zurückgezogen und ist nicht mehr verfügbar.' }, 410));
    await expect(lookupRoute(client, '/aktuelles/alt')).rejects.toMatchObject({
      name: 'GoneError',
      status: 410,
      reason: 'Dieser Inhalt wurde zurückgezogen und ist nicht mehr verfügbar.',
    });
    const { client: bare } = fetchClient(() => new Response('', { status: 410 }));
    await expect(lookupRoute(bare, '/aktuelles/alt')).rejects.toMatchObject({ status: 410, reason: '' });
  });

  it('throws MovedError with the new address on 301 (a page that moved), and never leads off the site', async () => {
    const { client } = fetchClient(() => json({ error: 'Diese Seite ist umgezogen.', weiterleitung: '/leben-wohnen/spielplaetze' }, 301));
    await expect(lookupRoute(client, '/leben-wohnen/spielplatz')).rejects.toMatchObject({
      name: 'MovedError',
      status: 301,
      location: '/leben-wohnen/spielplaetze',
    });
    for (const weiterleitung of ['//evil.example/', '/\\evil.example/', 'https://evil.example/']) {
      const { client: fremd } = fetchClient(() => json({ weiterleitung }, 301));
      await expect(lookupRoute(fremd, '/leben-wohnen/spielplatz')).resolves.toBeNull();
    }
  });

  it('returns null on 404 even with a page-shaped body', async () => {
    const { client } = fetchClient(() => json(validPage, 404));
    await expect(lookupRoute(client, '/x')).resolves.toBeNull();
  });

  it('returns null on 200 without pageContent.context (validity check fails)', async () => {
    const { pageContent, ...rest } = validPage;
    const { context: _context, ...withoutContext } = pageContent;
    const { client } = fetchClient(() => json({ ...rest, pageContent: withoutContext }));
    await expect(lookupRoute(client, '/x')).resolves.toBeNull();
  });

  it.each([
    ['no pageContent', { url: '/x', apiCalls: [], title: 'x' }],
    ['context not a list', { ...validPage, pageContent: { title: 'x', context: {} } }],
    ['no apiCalls', { ...validPage, apiCalls: undefined }],
    ['no url', { ...validPage, url: 42 }],
    ['middleware not a list', { ...validPage, middleware: 'intranet-anmeldung' }],
    ['middleware with a name that is no string', { ...validPage, middleware: ['intranet-anmeldung', 7] }],
    ['null body', null],
    ['a string', 'hello'],
  ])('returns null on 200 with %s', async (_label, body) => {
    const { client } = fakeClient({ status: 200, body });
    await expect(lookupRoute(client, '/x')).resolves.toBeNull();
  });

  it('keeps the names of the middleware the page needs', async () => {
    const { client } = fakeClient({ status: 200, body: { ...validPage, middleware: ['ratsinfo-anmeldung'] } });
    await expect(lookupRoute(client, '/x')).resolves.toEqual({ ...validPage, middleware: ['ratsinfo-anmeldung'] });
  });

  it('returns null on 200 with a non-JSON body', async () => {
    const { client } = fetchClient(() => new Response('<html></html>', { status: 200 }));
    await expect(lookupRoute(client, '/x')).resolves.toBeNull();
  });

  it('throws CmsUnavailableError (502) on 500', async () => {
    const { client } = fetchClient(() => json({ error: 'boom' }, 500));
    const error = await lookupRoute(client, '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsUnavailableError);
    expect((error as CmsUnavailableError).status).toBe(502);
  });

  it('throws CmsUnavailableError (503) on 503', async () => {
    const { client } = fetchClient(() => new Response('', { status: 503 }));
    const error = await lookupRoute(client, '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsUnavailableError);
    expect((error as CmsUnavailableError).status).toBe(503);
  });

  it('throws CmsUnavailableError on a network error', async () => {
    const { client } = fetchClient(() => Promise.reject(new TypeError('fetch failed')));
    await expect(lookupRoute(client, '/x')).rejects.toBeInstanceOf(CmsUnavailableError);
  });
});

describe('isValidPage', () => {
  it('accepts a full lookup result', () => {
    expect(isValidPage(validPage)).toBe(true);
    expect(isValidPage({ ...validPage, pageContent: { title: 't', context: [] } })).toBe(true);
  });
});

describe('fetchMenu', () => {
  const items = [{ title: 'Rathaus', href: '/verwaltung/', menuItems: [{ title: 'Kontakt', href: '/kontakt' }] }];

  it('returns menuItems, asking for the menu by name', async () => {
    const { client, urls } = fetchClient(() => json({ name: 'Hauptmenü', menuItems: items }));
    await expect(fetchMenu(client, 'Hauptmenü')).resolves.toEqual(items);
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe('/api/cms/menu');
    expect(url.searchParams.get('name')).toBe('Hauptmenü');
  });

  it('returns [] on 404', async () => {
    const { client } = fetchClient(() => json({ error: 'unknown menu' }, 404));
    await expect(fetchMenu(client, 'Gibts nicht')).resolves.toEqual([]);
  });

  it('returns [] on 404 even with menuItems in the body', async () => {
    const { client } = fetchClient(() => json({ name: 'x', menuItems: items }, 404));
    await expect(fetchMenu(client, 'x')).resolves.toEqual([]);
  });

  it('returns [] on a network error', async () => {
    const { client } = fetchClient(() => Promise.reject(new TypeError('fetch failed')));
    await expect(fetchMenu(client, 'Footer')).resolves.toEqual([]);
  });

  it('returns [] on 500 or a body without menuItems', async () => {
    await expect(fetchMenu(fetchClient(() => json({}, 500)).client, 'Footer')).resolves.toEqual([]);
    await expect(fetchMenu(fetchClient(() => json({ name: 'Footer' })).client, 'Footer')).resolves.toEqual([]);
    await expect(fetchMenu(fetchClient(() => new Response('nope')).client, 'Footer')).resolves.toEqual([]);
  });
});
