import { CmsUnavailableError, createCmsClient, isApiPath, toQueryString, type FetchLike } from './http';

interface Recorded {
  url: string;
  init?: RequestInit;
}

function fakeFetch(respond: (url: string) => Response | Promise<Response>) {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return respond(url);
  };
  return { fetch, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('isApiPath', () => {
  it.each(['/api/cms/route', '/api/cms/menu', '/api/x'])('accepts %s', (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it.each([
    'http://evil.example/api/cms/route',
    'https://127.0.0.1:4300/api/cms/route',
    '//evil.example/api/cms/route',
    '/api//evil.example',
    '/api/../admin',
    '/api/cms/../../etc/passwd',
    '/api/',
    '/api',
    'api/cms/route',
    '/other/api/x',
    '',
  ])('refuses %s', (path) => {
    expect(isApiPath(path)).toBe(false);
  });
});

describe('toQueryString', () => {
  it('skips empty values and encodes the rest', () => {
    expect(toQueryString({ a: 1, b: '', c: null, d: undefined, e: 'x y', f: false })).toBe('?a=1&e=x+y&f=false');
    expect(toQueryString({})).toBe('');
    expect(toQueryString()).toBe('');
  });
});

describe('createCmsClient', () => {
  it.each(['http://evil.example/api/cms/route', '//evil.example/api/x', '/api/../secret', '/api/cms/..', '/news'])(
    'refuses the non-API path %s without fetching',
    async (path) => {
      const { fetch, calls } = fakeFetch(() => json({}));
      const client = createCmsClient({ baseUrl: 'http://127.0.0.1:4300', fetch });
      await expect(client.get(path)).rejects.toThrow(`Not a content API path: ${path}`);
      expect(calls).toHaveLength(0);
    },
  );

  it('calls baseUrl + path + params and decodes JSON', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }, 200));
    const client = createCmsClient({ baseUrl: 'http://127.0.0.1:4300/', fetch, headers: { 'x-test': '1' } });
    expect(client.baseUrl).toBe('http://127.0.0.1:4300');
    const answer = await client.get('/api/cms/route', { url: '/gydo/berichte/', empty: '' });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4300/api/cms/route');
    expect(Object.fromEntries(url.searchParams)).toEqual({ url: '/gydo/berichte/' });
    expect(calls[0]!.init?.headers).toEqual({ accept: 'application/json', 'x-test': '1' });
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('works with an empty baseUrl (browser)', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const client = createCmsClient({ baseUrl: '', fetch });
    await client.get('/api/cms/menu', { name: 'Footer' });
    expect(calls[0]!.url).toBe('/api/cms/menu?name=Footer');
  });

  it('passes any status through with its body', async () => {
    const { fetch } = fakeFetch(() => json({ error: 'nope' }, 404));
    const client = createCmsClient({ baseUrl: '', fetch });
    await expect(client.get('/api/x')).resolves.toEqual({ status: 404, body: { error: 'nope' } });
  });

  it('gives body null for an empty or non-JSON body', async () => {
    const client1 = createCmsClient({ baseUrl: '', fetch: fakeFetch(() => new Response(null, { status: 204 })).fetch });
    await expect(client1.get('/api/x')).resolves.toEqual({ status: 204, body: null });
    const client2 = createCmsClient({ baseUrl: '', fetch: fakeFetch(() => new Response('<html>oops</html>', { status: 502 })).fetch });
    await expect(client2.get('/api/x')).resolves.toEqual({ status: 502, body: null });
  });

  it('turns a network failure into CmsUnavailableError (503)', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const client = createCmsClient({ baseUrl: 'http://127.0.0.1:4300', fetch });
    const error = await client.get('/api/cms/route').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsUnavailableError);
    expect((error as CmsUnavailableError).status).toBe(503);
    expect((error as CmsUnavailableError).name).toBe('CmsUnavailableError');
    expect((error as Error).message).toBe('Content API unreachable: fetch failed');
  });
});

describe('send', () => {
  it('sends a JSON body with the method and the client headers', async () => {
    const { fetch, calls } = fakeFetch(() => json({ id: 7 }, 200));
    const client = createCmsClient({ baseUrl: 'http://rows.local', fetch, headers: { authorization: 'Token abc' } });
    await expect(client.send('POST', '/api/database/rows/table/360/', { Name: 'Julia' }, { user_field_names: true })).resolves.toEqual({
      status: 200,
      body: { id: 7 },
    });
    expect(calls[0]!.url).toBe('http://rows.local/api/database/rows/table/360/?user_field_names=true');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(calls[0]!.init?.body).toBe('{"Name":"Julia"}');
    expect(calls[0]!.init?.headers).toEqual({ accept: 'application/json', authorization: 'Token abc', 'content-type': 'application/json' });
  });

  it('sends no body and no content type when there is none', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createCmsClient({ baseUrl: '', fetch });
    await expect(client.send('DELETE', '/api/database/rows/table/360/5/')).resolves.toEqual({ status: 204, body: null });
    expect(calls[0]!.init?.method).toBe('DELETE');
    expect(calls[0]!.init?.body).toBeUndefined();
    expect(calls[0]!.init?.headers).toEqual({ accept: 'application/json' });
  });

  it('refuses a non-API path and reports an unreachable server like get', async () => {
    const client = createCmsClient({ baseUrl: '', fetch: fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).fetch });
    await expect(client.send('POST', 'http://evil.example/api/x', {})).rejects.toThrow('Not a content API path');
    await expect(client.send('POST', '/api/x', {})).rejects.toBeInstanceOf(CmsUnavailableError);
  });
});
