import { CmsUnavailableError } from './http';
import { fetchPage, getJson, postJson, postPage } from './browser-json';

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

function answer(status: number, text: string, type: string) {
  const calls: { input: string; init?: RequestInit }[] = [];
  const fetch = async (input: string, init?: RequestInit) => {
    calls.push({ input, init });
    return new Response(text, { status, headers: { 'content-type': type } });
  };
  return { calls, fetch };
}

describe('fetchPage', () => {
  it('asks the shell for the page of a path with its query, encoded, and gets its HTML with its status', async () => {
    const { calls, fetch } = answer(404, '<!DOCTYPE html><title>Seite nicht gefunden</title>', 'text/html; charset=utf-8');
    await expect(fetchPage('/suche?q=Müll&seite=2', { fetch })).resolves.toEqual({
      kind: 'page',
      status: 404,
      html: '<!DOCTYPE html><title>Seite nicht gefunden</title>',
    });
    expect(calls[0]?.input).toBe('/_page?url=%2Fsuche%3Fq%3DM%C3%BCll%26seite%3D2');
    expect(new Headers(calls[0]?.init?.headers).get('accept')).toContain('text/html');
  });

  it('hands on where the shell sends the address instead', async () => {
    const { fetch } = answer(200, '{"redirect":"/veranstaltungen/fest","status":302}', 'application/json');
    await expect(fetchPage('/suche?q=Fest', { fetch })).resolves.toEqual({ kind: 'redirect', redirect: '/veranstaltungen/fest' });
  });

  it('rejects with the status when the shell answers with neither page nor redirect', async () => {
    await expect(fetchPage('/aktuelles', { fetch: answer(502, 'Bad Gateway', 'text/plain').fetch })).rejects.toMatchObject({
      name: 'CmsUnavailableError',
      status: 502,
    });
    await expect(fetchPage('/aktuelles', { fetch: answer(503, '{"error":"Sie sind offline."}', 'application/json').fetch })).rejects.toMatchObject({
      status: 503,
    });
  });

  it('rejects as unavailable when the shell cannot be reached, but with the abort when it was cancelled', async () => {
    const unreachable = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchPage('/aktuelles', { fetch: unreachable })).rejects.toBeInstanceOf(CmsUnavailableError);
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const cancelled = async () => {
      controller.abort(abort);
      throw abort;
    };
    await expect(fetchPage('/aktuelles', { fetch: cancelled, signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('postPage', () => {
  it('posts the form as the browser would and gets the page of its outcome with its status', async () => {
    const { calls, fetch } = answer(400, '<!DOCTYPE html><title>Fehler: Kontakt</title>', 'text/html; charset=utf-8');
    const body = new URLSearchParams({ name: 'Jonas' });
    await expect(postPage('/kontakt', body, { fetch })).resolves.toEqual({ kind: 'page', status: 400, html: '<!DOCTYPE html><title>Fehler: Kontakt</title>' });
    expect(calls[0]).toMatchObject({ input: '/kontakt', init: { method: 'POST', body } });
  });

  it('hands on the address a redirect led to, and refuses other sites', async () => {
    const redirected = async () => {
      const response = new Response('<!DOCTYPE html>', { status: 200, headers: { 'content-type': 'text/html' } });
      Object.defineProperties(response, { redirected: { value: true }, url: { value: 'http://localhost/ratsinfo?hinweis=angemeldet' } });
      return response;
    };
    await expect(postPage('/ratsinfo/anmelden', new FormData(), { fetch: redirected })).resolves.toEqual({
      kind: 'redirect',
      redirect: '/ratsinfo?hinweis=angemeldet',
    });
    await expect(postPage('https://evil.example/x', new FormData(), { fetch: redirected })).rejects.toThrow('Not a path of this site');
  });
});
