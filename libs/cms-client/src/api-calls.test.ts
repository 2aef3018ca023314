import { ApiResponseError, EmptyResultError, buildParams, listEntries, runApiCalls, singleEntry } from './api-calls';
import { CmsUnavailableError, createCmsClient, type CmsClient, type CmsResponse, type FetchLike } from './http';
import type { ApiCall } from '@musterstadt/cms-contract';

type Handler = (path: string, params: Record<string, unknown> | undefined) => CmsResponse | Promise<CmsResponse>;

/** A fake client that records the path and params of every call. */
function fakeClient(handler: Handler) {
  const calls: { path: string; params?: Record<string, unknown> }[] = [];
  const client: CmsClient = {
    baseUrl: '',
    async get<T>(path: string, params?: Record<string, unknown>) {
      calls.push({ path, params });
      return (await handler(path, params)) as CmsResponse<T>;
    },
  };
  return { client, calls };
}

/** A real client over a fake fetch that records request URLs. */
function fetchClient(respond: (url: URL) => Response | Promise<Response>) {
  const urls: URL[] = [];
  const fetch: FetchLike = async (input) => {
    const url = new URL(input, 'http://cms.test');
    urls.push(url);
    return respond(url);
  };
  return { client: createCmsClient({ baseUrl: 'http://cms.test', fetch }), urls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok =
  (body: unknown, status = 200): Handler =>
  () => ({ status, body });

const item = (over: Record<string, unknown> = {}) => ({ id: 1, titel: 'Titel', detailURL: '/aktuelles/eins', ...over });

describe('buildParams', () => {
  const call: ApiCall = {
    name: 'liste',
    endpoint: '/api/cms/artikel',
    params: { limit: 10, order: 'datum_von' },
    options: { query: { seite: true, q: true, rubrik_id: true, limit: false, secret: false } },
  };

  it('passes only query values flagged true and keeps the call params (URLSearchParams)', () => {
    const query = new URLSearchParams('seite=2&q=Fachwerk&limit=999&secret=x&other=y');
    expect(buildParams(call, query)).toEqual({ limit: 10, order: 'datum_von', seite: '2', q: 'Fachwerk' });
  });

  it('passes only query values flagged true and keeps the call params (plain object)', () => {
    const query = { seite: '3', q: 'Museen', limit: '999', secret: 'x', other: 'y' };
    expect(buildParams(call, query)).toEqual({ limit: 10, order: 'datum_von', seite: '3', q: 'Museen' });
  });

  it('does not pass empty or missing values', () => {
    expect(buildParams(call, new URLSearchParams('seite=&q='))).toEqual({ limit: 10, order: 'datum_von' });
    expect(buildParams(call, { seite: '', q: undefined })).toEqual({ limit: 10, order: 'datum_von' });
    expect(buildParams(call, {})).toEqual({ limit: 10, order: 'datum_von' });
  });

  it('passes nothing from the query without query options', () => {
    const plain: ApiCall = { name: 'x', endpoint: '/api/x', params: { a: 1 } };
    expect(buildParams(plain, { seite: '2', q: 'x' })).toEqual({ a: 1 });
    expect(buildParams({ name: 'y', endpoint: '/api/y' }, new URLSearchParams('q=x'))).toEqual({});
  });

  it('does not let an unflagged query value override a call param', () => {
    expect(buildParams(call, { limit: '999', order: 'titel' })).toEqual({ limit: 10, order: 'datum_von' });
  });

  it('does not change the call', () => {
    buildParams(call, { seite: '2', rubrik_id: '7' });
    expect(call.params).toEqual({ limit: 10, order: 'datum_von' });
  });

  it('fills rubriken from rubrik_id', () => {
    expect(buildParams(call, new URLSearchParams('rubrik_id=7'))).toEqual({
      limit: 10,
      order: 'datum_von',
      rubrik_id: '7',
      rubriken: '7',
    });
    expect(buildParams(call, { rubrik_id: '8' })).toMatchObject({ rubrik_id: '8', rubriken: '8' });
  });

  it('keeps a rubriken the call already sets', () => {
    const withRubriken: ApiCall = { ...call, params: { rubriken: '3' } };
    expect(buildParams(withRubriken, { rubrik_id: '7' })).toEqual({ rubriken: '3', rubrik_id: '7' });
    expect(buildParams(withRubriken, new URLSearchParams('rubrik_id=7'))).toEqual({ rubriken: '3', rubrik_id: '7' });
  });

  it('does not fill rubriken when rubrik_id is not flagged true or is empty', () => {
    const unflagged: ApiCall = { ...call, options: { query: { rubrik_id: false } } };
    expect(buildParams(unflagged, { rubrik_id: '7' })).toEqual({ limit: 10, order: 'datum_von' });
    expect(buildParams(call, { rubrik_id: '' })).toEqual({ limit: 10, order: 'datum_von' });
  });
});

describe('listEntries / singleEntry', () => {
  it('reads list answers', () => {
    expect(listEntries([1, 2])).toEqual([1, 2]);
    expect(listEntries({ data: [1] })).toEqual([1]);
    expect(listEntries({ data: 'x' })).toBeUndefined();
    expect(listEntries(null)).toBeUndefined();
  });

  it('finds the single item', () => {
    expect(singleEntry({ data: [item()] })).toEqual(item());
    expect(singleEntry({ data: [item(), item({ id: 2 })] })).toBeUndefined();
    expect(singleEntry(item())).toEqual(item());
    expect(singleEntry({ error: 'x' })).toBeUndefined();
    expect(singleEntry('x')).toBeUndefined();
  });
});

describe('runApiCalls', () => {
  it('uses given answers instead of running their calls, with their options (a preview)', async () => {
    const { client, calls } = fakeClient(ok({ data: [item({ id: 7, titel: 'Veröffentlicht' })] }));
    const apiCalls: ApiCall[] = [
      { name: 'artikel', endpoint: '/api/cms/artikel/neues-dach', options: { useMeta: true, errorOnEmpty: true } },
      { name: 'weitere', endpoint: '/api/cms/artikel', params: { limit: 3 } },
    ];
    const draft = { data: [item({ titel: 'Entwurf: Neues Dach', einleitung: '<p>Die Halle bekommt ein Dach.</p>' })] };
    const result = await runApiCalls(client, apiCalls, new URLSearchParams(), { artikel: draft });
    expect(calls).toEqual([{ path: '/api/cms/artikel', params: { limit: 3 } }]);
    expect(result.data.artikel).toBe(draft);
    expect(result.meta).toEqual({ title: 'Entwurf: Neues Dach', description: 'Die Halle bekommt ein Dach.' });
  });

  it('sends each call to its endpoint with its built params', async () => {
    const { client, calls } = fakeClient(ok({ data: [] }));
    const apiCalls: ApiCall[] = [
      { name: 'a', endpoint: '/api/cms/a', params: { limit: 3 }, options: { query: { q: true, x: false } } },
      { name: 'b', endpoint: '/api/cms/b' },
    ];
    await runApiCalls(client, apiCalls, new URLSearchParams('q=Museen&x=1'));
    expect(calls).toEqual([
      { path: '/api/cms/a', params: { limit: 3, q: 'Museen' } },
      { path: '/api/cms/b', params: {} },
    ]);
  });

  it('sends the built params over the wire with a real client', async () => {
    const { client, urls } = fetchClient(() => json({ data: [] }));
    const apiCalls: ApiCall[] = [{ name: 'a', endpoint: '/api/cms/artikel', params: { limit: 5 }, options: { query: { rubrik_id: true, seite: true } } }];
    await runApiCalls(client, apiCalls, { rubrik_id: '4', seite: '2', evil: '1' });
    expect(urls).toHaveLength(1);
    expect(urls[0]!.pathname).toBe('/api/cms/artikel');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ limit: '5', rubrik_id: '4', rubriken: '4', seite: '2' });
  });

  it('runs the calls in parallel', async () => {
    const started: string[] = [];
    const release: Record<string, (r: CmsResponse) => void> = {};
    const { client } = fakeClient(
      (path) =>
        new Promise<CmsResponse>((resolve) => {
          started.push(path);
          release[path] = resolve;
        }),
    );
    const run = runApiCalls(
      client,
      [
        { name: 'a', endpoint: '/api/a' },
        { name: 'b', endpoint: '/api/b' },
      ],
      {},
    );
    await new Promise((r) => setTimeout(r, 0));
    // Both calls started while neither has resolved yet.
    expect(started).toEqual(['/api/a', '/api/b']);
    release['/api/b']!({ status: 200, body: { data: ['b'] } });
    release['/api/a']!({ status: 200, body: { data: ['a'] } });
    await expect(run).resolves.toMatchObject({ data: { a: { data: ['a'] }, b: { data: ['b'] } } });
  });

  describe('onlyWhen', () => {
    const apiCalls: ApiCall[] = [
      { name: 'inhalt', endpoint: '/api/cms/redaktion/inhalte/7', options: { errorOnEmpty: true } },
      { name: 'gremien', endpoint: '/api/cms/ratsinfo/gremien', options: { onlyWhen: { call: 'inhalt', field: 'art', oneOf: ['sitzung'] } } },
      { name: 'bilder', endpoint: '/api/cms/redaktion/medien', options: { onlyWhen: { call: 'inhalt', field: 'art', oneOf: ['artikel', 'seite'] } } },
      // An empty answer of a call that is not run makes no 404.
      { name: 'aemter', endpoint: '/api/cms/aemter', options: { errorOnEmpty: true, onlyWhen: { call: 'inhalt', field: 'art', oneOf: ['mitarbeiter'] } } },
    ];
    const answers: Record<string, unknown> = {
      '/api/cms/redaktion/inhalte/7': { id: 7, art: 'sitzung', titel: 'Sitzung' },
      '/api/cms/ratsinfo/gremien': { data: [{ id: 1, name: 'Gemeinderat' }] },
    };

    it('runs a call only after the call it depends on, and only when that answer has one of the values', async () => {
      const { client, calls } = fakeClient((path) => ({ status: 200, body: answers[path] ?? { data: [] } }));
      const result = await runApiCalls(client, apiCalls, {});
      expect(calls.map((call) => call.path)).toEqual(['/api/cms/redaktion/inhalte/7', '/api/cms/ratsinfo/gremien']);
      expect(result.data).toEqual({
        inhalt: answers['/api/cms/redaktion/inhalte/7'],
        gremien: answers['/api/cms/ratsinfo/gremien'],
        bilder: null,
        aemter: null,
      });
    });

    it('reads the condition from a given answer (a preview) and runs nothing when no answer matches', async () => {
      const { client, calls } = fakeClient(ok({ data: [] }));
      const result = await runApiCalls(client, apiCalls, {}, { inhalt: { id: 8, art: 'termin', titel: 'Termin' } });
      expect(calls).toEqual([]);
      expect(result.data).toMatchObject({ gremien: null, bilder: null, aemter: null });
      const seite = await runApiCalls(fakeClient(ok({ data: [] })).client, apiCalls, {}, { inhalt: { id: 9, art: 'seite', titel: 'Seite' } });
      expect(seite.data.bilder).toEqual({ data: [] });
    });
  });

  describe('redirectOnSingleEntry', () => {
    const call: ApiCall = { name: 'suche', endpoint: '/api/cms/artikel', options: { redirectOnSingleEntry: true } };

    it('redirects to the detailURL of exactly one entry', async () => {
      const { client } = fakeClient(ok({ data: [item({ detailURL: '/aktuelles/einzig' })] }));
      const result = await runApiCalls(client, [call], {});
      expect(result.redirect).toBe('/aktuelles/einzig');
    });

    it('redirects to an external http(s) detailURL of the only hit', async () => {
      const { client } = fakeClient(ok({ data: [item({ detailURL: 'https://www.polizei-bw.de/' })], anzahl: 1 }));
      expect((await runApiCalls(client, [call], {})).redirect).toBe('https://www.polizei-bw.de/');
    });

    it('redirects for a bare list of one entry too', async () => {
      const { client } = fakeClient(ok([item({ detailURL: '/x/y' })]));
      expect((await runApiCalls(client, [call], {})).redirect).toBe('/x/y');
    });

    it.each([
      ['0 entries', { data: [] }],
      ['2 entries', { data: [item(), item({ id: 2, detailURL: '/aktuelles/zwei' })] }],
      ['1 entry without detailURL', { data: [item({ detailURL: null })] }],
      ['1 entry on a later page of more hits', { data: [item()], anzahl: 11, seiten: 2 }],
      ['1 entry with a javascript: detailURL', { data: [item({ detailURL: 'javascript:alert(1)' })], anzahl: 1 }],
      ['1 entry with a protocol-relative detailURL', { data: [item({ detailURL: '//evil.example/' })] }],
    ])('does not redirect with %s', async (_label, body) => {
      const { client } = fakeClient(ok(body));
      const result = await runApiCalls(client, [call], {});
      expect(result.redirect).toBeUndefined();
      expect(result.data.suche).toEqual(body);
    });

    it('does not redirect for a call without the option', async () => {
      const { client } = fakeClient(ok({ data: [item()] }));
      const result = await runApiCalls(client, [{ name: 'x', endpoint: '/api/x' }], {});
      expect(result.redirect).toBeUndefined();
    });
  });

  describe('errorOnEmpty', () => {
    const call: ApiCall = { name: 'detail', endpoint: '/api/cms/artikel', options: { errorOnEmpty: true } };

    it.each([
      ['an empty list', { data: [] }],
      ['an empty bare list', []],
      ['a null list', { data: null }],
      ['an empty object', {}],
      ['an error object', { error: 'not found' }],
    ])('throws EmptyResultError (404) for %s', async (_label, body) => {
      const { client } = fakeClient(ok(body));
      const error = await runApiCalls(client, [call], {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmptyResultError);
      expect((error as EmptyResultError).status).toBe(404);
      expect((error as EmptyResultError).callName).toBe('detail');
    });

    it('answers a refusal as an empty answer (404), or as the 403 it is when the call asks for that', async () => {
      const { client } = fakeClient(ok({ error: 'Der Bereich „Stadt“ gehört nicht zu Ihren Bereichen.' }, 403));
      await expect(runApiCalls(client, [call], {})).rejects.toBeInstanceOf(EmptyResultError);
      const shown = await runApiCalls(client, [{ ...call, options: { errorOnEmpty: true, errorOnForbidden: true } }], {}).catch((e: unknown) => e);
      expect(shown).toBeInstanceOf(ApiResponseError);
      expect((shown as ApiResponseError).status).toBe(403);
    });

    it('throws EmptyResultError for an object error body with status 404', async () => {
      const { client } = fakeClient(ok({ error: 'not found' }, 404));
      await expect(runApiCalls(client, [call], {})).rejects.toBeInstanceOf(EmptyResultError);
    });

    it('throws EmptyResultError for a bare refusal (403): an editor page of an item outside the editor’s sections is a 404', async () => {
      const { client } = fakeClient(ok({ error: 'Der Bereich „Stadt“ gehört nicht zu Ihren Bereichen.' }, 403));
      const error = await runApiCalls(client, [call], {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmptyResultError);
      expect((error as EmptyResultError).status).toBe(404);
    });

    it('passes an error with more to say on to its template: a non-public paper (401) asks for the login, it is no 404', async () => {
      const closed = { error: 'Dieser Inhalt ist nichtöffentlich. Bitte melden Sie sich im Ratsinformationssystem an.', nichtoeffentlich: true };
      const { client } = fakeClient(ok(closed, 401));
      await expect(runApiCalls(client, [call], {})).resolves.toEqual({ data: { detail: closed } });
    });

    it('rejects a null answer: spec point 5 (not an object) comes before the empty check', async () => {
      const { client } = fakeClient(ok(null));
      const error = await runApiCalls(client, [call], {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiResponseError);
      expect((error as Error).message).toBe('API response has no data: detail');
    });

    it('accepts a non-empty answer', async () => {
      const { client } = fakeClient(ok(item()));
      await expect(runApiCalls(client, [call], {})).resolves.toMatchObject({ data: { detail: item() } });
      const list = fakeClient(ok({ data: [item()] }));
      await expect(runApiCalls(list.client, [call], {})).resolves.toMatchObject({ data: { detail: { data: [item()] } } });
    });

    it('does nothing for a call without the option', async () => {
      const { client } = fakeClient(ok({ data: [] }));
      await expect(runApiCalls(client, [{ name: 'x', endpoint: '/api/x' }], {})).resolves.toEqual({ data: { x: { data: [] } } });
    });
  });

  describe('strict calls (useMeta, redirectOnSingleEntry, errorOnEmpty)', () => {
    const strictCalls: [string, ApiCall][] = [
      ['useMeta', { name: 'meta', endpoint: '/api/cms/artikel', options: { useMeta: true } }],
      ['redirectOnSingleEntry', { name: 'redir', endpoint: '/api/cms/artikel', options: { redirectOnSingleEntry: true } }],
      ['errorOnEmpty', { name: 'empty', endpoint: '/api/cms/artikel', options: { errorOnEmpty: true } }],
    ];

    async function expectNoData(client: CmsClient, call: ApiCall) {
      const error = await runApiCalls(client, [call], {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiResponseError);
      expect((error as ApiResponseError).message).toBe(`API response has no data: ${call.name}`);
      expect((error as ApiResponseError).callName).toBe(call.name);
      expect((error as ApiResponseError).name).toBe('ApiResponseError');
    }

    describe.each(strictCalls)('%s', (_option, call) => {
      it.each([
        ['a string', 'hello'],
        ['null', null],
        ['a number', 42],
        ['a boolean', true],
      ])('raises ApiResponseError for %s with status 200', async (_label, body) => {
        await expectNoData(fakeClient(ok(body)).client, call);
      });

      it.each([500, 503, 199, 100, 599])('raises ApiResponseError for status %i with an object body', async (status) => {
        await expectNoData(fakeClient(ok({ data: [item()] }, status)).client, call);
      });

      it('raises ApiResponseError for a non-JSON body over a real client', async () => {
        await expectNoData(fetchClient(() => new Response('<html>Bad Gateway</html>', { status: 200 })).client, call);
      });

      it('raises ApiResponseError for status 500 over a real client', async () => {
        await expectNoData(fetchClient(() => json({ data: [item()] }, 500)).client, call);
      });

      it('raises ApiResponseError on a network failure (fake client)', async () => {
        const { client } = fakeClient(() => Promise.reject(new CmsUnavailableError('Content API unreachable: x')));
        await expectNoData(client, call);
      });

      it('raises ApiResponseError on a network failure (real client)', async () => {
        await expectNoData(fetchClient(() => Promise.reject(new TypeError('fetch failed'))).client, call);
      });

      it('marks an unreachable content API with status 503, a bad answer with 502', async () => {
        const unreachable = await runApiCalls(fetchClient(() => Promise.reject(new TypeError('fetch failed'))).client, [call], {}).catch((e: unknown) => e);
        expect((unreachable as ApiResponseError).status).toBe(503);
        const bad = await runApiCalls(fetchClient(() => json({ data: [item()] }, 500)).client, [call], {}).catch((e: unknown) => e);
        expect((bad as ApiResponseError).status).toBe(502);
      });

      it('raises ApiResponseError for a non-API endpoint', async () => {
        await expectNoData(fetchClient(() => json({ data: [item()] })).client, { ...call, endpoint: 'http://evil.example/api/x' });
      });

      it.each([200, 299, 404, 499])('does not raise ApiResponseError for status %i with an object body', async (status) => {
        const body = { data: [item(), item({ id: 2 })] };
        const result = await runApiCalls(fakeClient(ok(body, status)).client, [call], {});
        expect(result.data[call.name]).toEqual(body);
      });

      it('does not raise ApiResponseError for status 404 with an error object', async () => {
        const error = await runApiCalls(fakeClient(ok({ error: 'not found' }, 404)).client, [call], {}).catch((e: unknown) => e);
        expect(error).not.toBeInstanceOf(ApiResponseError);
      });
    });

    it('a failing strict call fails the whole run even if others succeed', async () => {
      const { client } = fakeClient((path) => (path === '/api/bad' ? { status: 500, body: {} } : { status: 200, body: { data: [] } }));
      await expect(
        runApiCalls(
          client,
          [
            { name: 'good', endpoint: '/api/good' },
            { name: 'bad', endpoint: '/api/bad', options: { useMeta: true } },
          ],
          {},
        ),
      ).rejects.toThrow('API response has no data: bad');
    });

    it('canonical or query options alone do not make a call strict', async () => {
      const { client } = fakeClient(ok('text', 500));
      const result = await runApiCalls(client, [{ name: 'c', endpoint: '/api/c', options: { canonical: true, query: { q: true } } }], {});
      expect(result.data.c).toBe('text');
    });
  });

  describe('lenient calls', () => {
    const call: ApiCall = { name: 'liste', endpoint: '/api/cms/artikel', params: { limit: 3 } };

    it.each([
      [500, { error: 'boom' }],
      [503, null],
      [404, { error: 'x' }],
      [199, 'text'],
      [200, 42],
      [200, null],
    ])('accepts status %i with body %p', async (status, body) => {
      const result = await runApiCalls(fakeClient(ok(body, status)).client, [call], {});
      expect(result).toEqual({ data: { liste: body } });
    });

    it('yields null on a network failure (fake client)', async () => {
      const { client } = fakeClient(() => Promise.reject(new CmsUnavailableError('Content API unreachable: x')));
      await expect(runApiCalls(client, [call], {})).resolves.toEqual({ data: { liste: null } });
    });

    it('yields null on a network failure (real client) while other calls keep their data', async () => {
      const { client } = fetchClient((url) => (url.pathname === '/api/cms/artikel' ? Promise.reject(new TypeError('fetch failed')) : json({ data: [item()] })));
      const result = await runApiCalls(client, [call, { name: 'termine', endpoint: '/api/cms/termine' }], {});
      expect(result.data).toEqual({ liste: null, termine: { data: [item()] } });
    });

    it('yields a 500 answer over a real client as-is', async () => {
      const { client } = fetchClient(() => json({ error: 'boom' }, 500));
      await expect(runApiCalls(client, [call], {})).resolves.toEqual({ data: { liste: { error: 'boom' } } });
    });
  });

  describe('useMeta', () => {
    const call: ApiCall = { name: 'artikel', endpoint: '/api/cms/artikel', options: { useMeta: true } };

    it('takes seo.title and seo.description first', async () => {
      const body = item({ titel: 'Titel', einleitung: '<p>Einleitung</p>', seo: { title: 'SEO Titel', description: 'SEO Text' } });
      const result = await runApiCalls(fakeClient(ok(body)).client, [call], {});
      expect(result.meta).toEqual({ title: 'SEO Titel', description: 'SEO Text' });
    });

    it('falls back to titel and einleitung with HTML stripped', async () => {
      const body = item({ titel: 'Stadtfest', einleitung: '<p>Das <strong>große</strong>\n  Fest<br/>am Markt</p>', seo: null });
      const result = await runApiCalls(fakeClient(ok(body)).client, [call], {});
      expect(result.meta).toEqual({ title: 'Stadtfest', description: 'Das große Fest am Markt' });
    });

    it('falls back per field when seo values are empty', async () => {
      const body = item({ titel: 'Titel', einleitung: '<b>Kurz</b>', seo: { title: '', description: 'SEO Text' } });
      expect((await runApiCalls(fakeClient(ok(body)).client, [call], {})).meta).toEqual({ title: 'Titel', description: 'SEO Text' });
      const body2 = item({ titel: 'Titel', einleitung: '<b>Kurz</b>', seo: { title: 'SEO', description: null } });
      expect((await runApiCalls(fakeClient(ok(body2)).client, [call], {})).meta).toEqual({ title: 'SEO', description: 'Kurz' });
    });

    it('reads the single entry of a list answer', async () => {
      const body = { data: [item({ titel: 'Einzig', einleitung: 'Text' })] };
      expect((await runApiCalls(fakeClient(ok(body)).client, [call], {})).meta).toEqual({ title: 'Einzig', description: 'Text' });
    });

    it('reads an entry with its own title that carries a list (a category with its texts), not the list', async () => {
      const kategorie = { id: 3, titel: 'Dienstanweisungen', detailURL: '/intranet/rubriken/dienstanweisungen', data: [item({ titel: 'Ein Text' })] };
      const result = await runApiCalls(fakeClient(ok(kategorie)).client, [{ ...call, options: { useMeta: true, canonical: true } }], {});
      expect(result.meta).toEqual({ title: 'Dienstanweisungen' });
      expect(result.canonical).toBe('/intranet/rubriken/dienstanweisungen');
    });

    it('sets no meta for a list of two or without the option', async () => {
      const two = { data: [item(), item({ id: 2 })] };
      expect((await runApiCalls(fakeClient(ok(two)).client, [call], {})).meta).toBeUndefined();
      const plain = await runApiCalls(fakeClient(ok(item())).client, [{ name: 'x', endpoint: '/api/x' }], {});
      expect(plain.meta).toBeUndefined();
    });
  });

  describe('canonical', () => {
    const call: ApiCall = { name: 'artikel', endpoint: '/api/cms/artikel', options: { canonical: true } };

    it("takes the single entry's detailURL", async () => {
      expect((await runApiCalls(fakeClient(ok(item({ detailURL: '/a/b' }))).client, [call], {})).canonical).toBe('/a/b');
      expect((await runApiCalls(fakeClient(ok({ data: [item({ detailURL: '/c' })] })).client, [call], {})).canonical).toBe('/c');
    });

    it('sets none for several entries, no detailURL or without the option', async () => {
      const two = { data: [item(), item({ id: 2 })] };
      expect((await runApiCalls(fakeClient(ok(two)).client, [call], {})).canonical).toBeUndefined();
      expect((await runApiCalls(fakeClient(ok(item({ detailURL: null }))).client, [call], {})).canonical).toBeUndefined();
      const plain = await runApiCalls(fakeClient(ok(item())).client, [{ name: 'x', endpoint: '/api/x' }], {});
      expect(plain.canonical).toBeUndefined();
    });
  });

  describe('pagination', () => {
    const call: ApiCall = { name: 'liste', endpoint: '/api/cms/artikel', options: { query: { seite: true } } };

    it('takes page from the seite query and pages from seiten', async () => {
      const result = await runApiCalls(fakeClient(ok({ data: [], seiten: 7 })).client, [call], new URLSearchParams('seite=3'));
      expect(result.pagination).toEqual({ page: 3, pages: 7 });
      const plain = await runApiCalls(fakeClient(ok({ data: [], seiten: 7 })).client, [call], { seite: '2' });
      expect(plain.pagination).toEqual({ page: 2, pages: 7 });
    });

    it.each([
      ['missing', {}],
      ['empty', { seite: '' }],
      ['junk', { seite: 'abc' }],
      ['zero', { seite: '0' }],
      ['negative', { seite: '-2' }],
    ])('uses page 1 when seite is %s', async (_label, query: Record<string, string>) => {
      const result = await runApiCalls(fakeClient(ok({ data: [], seiten: 4 })).client, [call], query);
      expect(result.pagination).toEqual({ page: 1, pages: 4 });
    });

    it.each([
      ['no seiten', { data: [] }],
      ['seiten 0', { data: [], seiten: 0 }],
      ['junk seiten', { data: [], seiten: 'viele' }],
      ['a null body', null],
    ])('uses pages 1 with %s', async (_label, body) => {
      const result = await runApiCalls(fakeClient(ok(body)).client, [call], { seite: '2' });
      expect(result.pagination).toEqual({ page: 2, pages: 1 });
    });

    it('uses pages 1 when the lenient call fails on the network', async () => {
      const { client } = fakeClient(() => Promise.reject(new Error('down')));
      const result = await runApiCalls(client, [call], { seite: '5' });
      expect(result).toEqual({ data: { liste: null }, pagination: { page: 5, pages: 1 } });
    });

    it('has no pagination key at all without a seite option', async () => {
      const withOtherQuery: ApiCall = { name: 'liste', endpoint: '/api/x', options: { query: { q: true } } };
      const noOptions: ApiCall = { name: 'plain', endpoint: '/api/y' };
      const result = await runApiCalls(fakeClient(ok({ data: [], seiten: 9 })).client, [withOtherQuery, noOptions], { seite: '2' });
      expect('pagination' in result).toBe(false);
      expect(Object.keys(result)).toEqual(['data']);
    });
  });

  it('returns only data for plain calls', async () => {
    const { client } = fakeClient(ok({ data: [item()] }));
    const result = await runApiCalls(client, [{ name: 'x', endpoint: '/api/x' }], {});
    expect(result).toEqual({ data: { x: { data: [item()] } } });
  });
});
