import { CmsUnavailableError } from './http';
import { fetchPageData, getJson, postJson } from './browser-json';

function fakeFetch(status: number, text: string) {
  const calls: { input: string; init?: RequestInit }[] = [];
  const fetch = async (input: string, init?: RequestInit) => {
    calls.push({ input, init });
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
}

describe('browser JSON calls', () => {
  it('posts JSON to a path of the site and decodes the answer of any status', async () => {
    const { calls, fetch } = fakeFetch(422, '{"status":"invalid","errors":{"email":"E-Mail fehlt"}}');
    const answer = await postJson('/_forms/kontakt', { email: '' }, { fetch });
    expect(answer).toEqual({ ok: false, status: 422, body: { status: 'invalid', errors: { email: 'E-Mail fehlt' } } });
    expect(calls).toEqual([
      { input: '/_forms/kontakt', init: { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: '{"email":""}' } },
    ]);
  });

  it('gets JSON, and answers a body that is not JSON with null', async () => {
    const { calls, fetch } = fakeFetch(200, '{"data":{"tage":[]}}');
    expect(await getJson('/_forms/schulfrucht', { fetch })).toEqual({ ok: true, status: 200, body: { data: { tage: [] } } });
    expect(calls[0]?.init).toEqual({ headers: { accept: 'application/json' } });
    expect(await getJson('/x', { fetch: fakeFetch(502, '<html>Bad gateway</html>').fetch })).toEqual({ ok: false, status: 502, body: null });
  });

  it('refuses other origins and reports an unreachable site as unavailable', async () => {
    await expect(getJson('//evil.example/x', { fetch: fakeFetch(200, '{}').fetch })).rejects.toThrow('Not a path of this site');
    await expect(getJson('https://evil.example/x', { fetch: fakeFetch(200, '{}').fetch })).rejects.toThrow('Not a path of this site');
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(postJson('/_forms/kontakt', {}, { fetch: offline })).rejects.toBeInstanceOf(CmsUnavailableError);
  });
});

describe('fetchPageData', () => {
  it('asks the shell for the page data of a path with its query, encoded', async () => {
    const { calls, fetch } = fakeFetch(200, '{"view":{"title":"Aktuelles"}}');
    await expect(fetchPageData('/suche?q=Müll&seite=2', { fetch })).resolves.toEqual({ view: { title: 'Aktuelles' } });
    expect(calls[0]?.input).toBe('/_page?url=%2Fsuche%3Fq%3DM%C3%BCll%26seite%3D2');
    expect(new Headers(calls[0]?.init?.headers).get('accept')).toBe('application/json');
  });

  it('rejects with the status when the shell answers without page data', async () => {
    await expect(fetchPageData('/aktuelles', { fetch: fakeFetch(502, 'Bad Gateway').fetch })).rejects.toMatchObject({
      name: 'CmsUnavailableError',
      status: 502,
    });
  });

  it('rejects as unavailable when the shell cannot be reached, but with the abort when it was cancelled', async () => {
    const unreachable = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchPageData('/aktuelles', { fetch: unreachable })).rejects.toBeInstanceOf(CmsUnavailableError);
    const controller = new AbortController();
    const abort = new DOMException('Die Navigation wurde abgebrochen.', 'AbortError');
    const cancelled = async () => {
      controller.abort(abort);
      throw abort;
    };
    await expect(fetchPageData('/aktuelles', { fetch: cancelled, signal: controller.signal })).rejects.toBe(abort);
  });
});
