/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { canonicalUrl, normalisePath, normaliseUrl, refuseUnnormalised } from './request-path';

describe('the address every decision of the shell sees', () => {
  it('is decoded once and normalised: escapes of plain characters, dot segments and repeated slashes', () => {
    expect(normalisePath('/%69ntranet/rubriken')).toBe('/intranet/rubriken');
    expect(normalisePath('/%49ntranet')).toBe('/Intranet');
    expect(normalisePath('/intranet/./archiv')).toBe('/intranet/archiv');
    expect(normalisePath('/aktuelles/x/../gemeinderat')).toBe('/aktuelles/gemeinderat');
    expect(normalisePath('/intranet/%2e%2e/ratsinfo/%2E/')).toBe('/ratsinfo/');
    expect(normalisePath('/feuerwehr/einsaetze/..')).toBe('/feuerwehr/');
    expect(normalisePath('//intranet///archiv')).toBe('/intranet/archiv');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/feuerwehr/')).toBe('/feuerwehr/');
    // What a browser sends stays as it is; the same text escaped otherwise becomes the browser's form.
    expect(normalisePath('/b%C3%BCrgerservice/m%C3%BCll%20und%20abfall')).toBe('/b%C3%BCrgerservice/m%C3%BCll%20und%20abfall');
    expect(normalisePath('/b%c3%bcrgerservice')).toBe('/b%C3%BCrgerservice');
    expect(normalisePath('/bürgerservice'.replace('ü', '\u00c3\u00bc'))).toBe('/b%C3%BCrgerservice');
    expect(normalisePath('/_remotes/town/@abc123/browser/remoteEntry.js')).toBe('/_remotes/town/@abc123/browser/remoteEntry.js');
    expect(normalisePath('/a%3Fb%23c%25d')).toBe('/a%3Fb%23c%25d');
  });

  it('refuses what does not normalise: broken escapes, escaped slashes, climbing dot segments, control characters', () => {
    for (const path of [
      '/%ZZ',
      '/aktuelles/%',
      '/%ff%fe',
      '/%c3',
      '/intranet%2Farchiv',
      '/intranet%2farchiv',
      '/_remotes/town/@abc/browser/..%2fserver%2fremoteEntry.js',
      '/a%5Cb',
      '/a\\b',
      '/../etc/passwd',
      '/a/../../b',
      '/%2e%2e/b',
      '/a%00',
      '/a%0d%0aSet-Cookie:x',
      '/a%7f',
      'intranet',
      '*',
      'http://evil.example/',
    ]) {
      expect([path, normalisePath(path)]).toEqual([path, null]);
    }
  });

  it('checks the query for control characters and normalises the path a navigation asks for', () => {
    expect(normaliseUrl('/suche?q=rathaus&seite=2')).toBe('/suche?q=rathaus&seite=2');
    expect(normaliseUrl('/%73uche?q=a%20b')).toBe('/suche?q=a%20b');
    expect(normaliseUrl('/suche?q=a%00')).toBeNull();
    expect(normaliseUrl('/suche?q=a%1Fb')).toBeNull();
    expect(normaliseUrl('/_page?url=%2F%2569ntranet%2Frubriken')).toBe('/_page?url=%2Fintranet%2Frubriken');
    expect(normaliseUrl('/_page?url=%2Fintranet%2Frubriken')).toBe('/_page?url=%2Fintranet%2Frubriken');
    expect(normaliseUrl('/_page?url=%2Fintranet%252Farchiv')).toBeNull();
    expect(normaliseUrl('/_page?url=https%3A%2F%2Fevil.example')).toBe('/_page?url=https%3A%2F%2Fevil.example');
  });

  it('is what routing, hooks and handlers see; what does not normalise is a 400 before any of them', async () => {
    const app = Fastify({ rewriteUrl: canonicalUrl });
    const seen: string[] = [];
    refuseUnnormalised(app);
    app.setErrorHandler((error: { statusCode?: number }, _request, reply) =>
      reply.code(error.statusCode ?? 500).send({ error: 'Die Anfrage ist fehlerhaft.' }),
    );
    app.get('/intranet/*', (request) => {
      seen.push(request.url);
      return 'intranet';
    });
    app.get('*', (request) => {
      seen.push(request.url);
      return 'page';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // A raw request: the path exactly as given, no dot segment resolved by the client.
    const get = (path: string) =>
      new Promise<[number, string]>((resolve, reject) => {
        const call = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve([response.statusCode ?? 0, body]));
        });
        call.on('error', reject);
        call.end();
      });
    expect(await get('/%69ntranet/rubriken')).toEqual([200, 'intranet']);
    expect(await get('/x/..//intranet/archiv')).toEqual([200, 'intranet']);
    expect(await get('/intranet%2Farchiv')).toEqual([400, '{"error":"Die Anfrage ist fehlerhaft."}']);
    expect(await get('/suche?q=a%00')).toEqual([400, '{"error":"Die Anfrage ist fehlerhaft."}']);
    expect(seen).toEqual(['/intranet/rubriken', '/intranet/archiv']);
    await app.close();
  });
});
