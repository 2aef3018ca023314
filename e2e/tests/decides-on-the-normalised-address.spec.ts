import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

/** A raw request: the path exactly as given (HTTP clients resolve dot segments and some escapes themselves). */
function rawGet(baseURL: string, rawPath: string, accept = '*/*'): Promise<{ status: number; location: string; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(baseURL);
    const call = httpRequest({ host: target.hostname, port: target.port, path: rawPath, headers: { accept } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: String(response.headers.location ?? ''),
          type: String(response.headers['content-type'] ?? ''),
          body,
        }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

test('an escaped or dotted address is the very page of its plain form: the intranet gate holds however it is spelt', async ({ baseURL }) => {
  const plain = await rawGet(baseURL!, '/intranet/rubriken');
  expect([plain.status, plain.location]).toEqual([303, expect.stringContaining('/intranet/anmelden?ziel=%2Fintranet%2Frubriken')]);
  for (const spelt of ['/%69ntranet/rubriken', '/%69%6E%74ranet/rubriken', '/aktuelles/../intranet/rubriken', '//intranet//rubriken', '/intranet/./rubriken']) {
    const answer = await rawGet(baseURL!, spelt);
    expect([spelt, answer.status, answer.location, /noindex|Rubriken/.test(answer.body) && answer.status === 200]).toEqual([spelt, 303, plain.location, false]);
  }
  // A client-side navigation asks with the same address in its query.
  const navigation = await rawGet(baseURL!, '/_page?url=%2F%2569ntranet%2Frubriken', 'application/json');
  expect(JSON.parse(navigation.body)).toEqual({ redirect: '/intranet/anmelden?ziel=%2Fintranet%2Frubriken', status: 303 });

  const page = await rawGet(baseURL!, '/rathaus');
  const escaped = await rawGet(baseURL!, '/%72athaus');
  expect([escaped.status, escaped.body.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]]).toEqual([200, page.body.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]]);
});

test('an address that does not normalise is a German 400 before anything decides on it', async ({ baseURL }) => {
  for (const bad of [
    '/intranet%2Farchiv',
    '/intranet%2farchiv',
    '/intranet%5Carchiv',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/../intranet/rubriken',
    '/intranet/../../intranet/rubriken',
    '/aktuelles%00',
    '/aktuelles%0d%0aSet-Cookie:%20x=1',
    '/aktuelles/%E0%A4%A',
    '/suche?q=a%00',
  ]) {
    const html = await rawGet(baseURL!, bad);
    expect([bad, html.status, html.type]).toEqual([bad, 400, 'text/html; charset=utf-8']);
    expect([bad, /Fehlercode: (<!-- -->)?400/.test(html.body), /Rubriken|Archiv/.test(html.body.replace(/<head>.*<\/head>/s, ''))]).toEqual([bad, true, false]);
    const json = await rawGet(baseURL!, bad, 'application/json');
    expect([bad, json.status, JSON.parse(json.body)]).toEqual([bad, 400, { error: 'Die Anfrage ist fehlerhaft. Bitte prüfen Sie die Adresse.' }]);
  }
  // The shell's data endpoints answer JSON unless a browser asks for HTML.
  const navigation = await rawGet(baseURL!, '/_page?url=%2Fintranet%252Farchiv');
  expect([navigation.status, JSON.parse(navigation.body)]).toEqual([400, { error: 'Die Anfrage ist fehlerhaft. Bitte prüfen Sie die Adresse.' }]);
});
