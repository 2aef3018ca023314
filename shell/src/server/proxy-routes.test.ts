/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerProxy } from './proxy-routes';
import { writeRateLimit } from './security';
import { startUpstream, type Upstream } from './test-upstream';

describe('the proxies of the shell', () => {
  let upstream: Upstream;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    upstream = await startUpstream({ ok: true }, { 'set-cookie': 'upstream=1' });
    const { url } = upstream;
    app = Fastify();
    await app.register(rateLimit, { global: false });
    await registerProxy(app, {
      config: { CMS_API_URL: url, CMS_SERVICE_TOKEN: 'dienst-token-0123456789' },
      remoteUrls: new Map([['stadt', `${url}/stadt`]]),
      writeLimit: writeRateLimit({ RATE_LIMIT_MAX: 2, RATE_LIMIT_WINDOW_SECONDS: 60 }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  /** What reached the upstream: method, path, the service token, cookies and the body. */
  const seen = () =>
    upstream.seen.map(({ method, url, headers, body }) => ({ method, url, service: headers['x-service-token'], cookie: headers.cookie, body }));
  beforeEach(() => {
    upstream.seen.length = 0;
  });

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, init);
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  it('passes the content API’s public reads on without cookies or the service token, and refuses the rest', async () => {
    const read = await call('/api/cms/artikel?bereich=stadt', { headers: { cookie: 'ms_team=geheim' } });
    expect([read.status, read.body, read.headers.get('set-cookie')]).toEqual([200, '{"ok":true}', null]);
    expect(seen()).toEqual([{ method: 'GET', url: '/api/cms/artikel?bereich=stadt', service: undefined, cookie: undefined, body: '' }]);
    expect((await call('/api/database/rows/table/1/')).status).toBe(403);
    expect((await call('/api/cms/artikel', { method: 'PUT' })).status).toBe(405);
    expect(seen()).toHaveLength(1);
  });

  it('passes a page’s own writes on with the service token and the body untouched: same-site and rate-limited', async () => {
    const body = JSON.stringify({ endpoint: 'https://push.example/1' });
    const write = await call('/api/cms/push/abonnements', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(write.status).toBe(200);
    expect(seen()).toEqual([{ method: 'POST', url: '/api/cms/push/abonnements', service: 'dienst-token-0123456789', cookie: undefined, body }]);
    const cross = await call('/api/cms/push/abonnements', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' }, body });
    expect(cross.status).toBe(403);
    expect((await call('/api/cms/push/abonnements', { method: 'DELETE' })).status).toBe(429);
  });

  it('serves the browser builds of the remotes from this origin, never a source map', async () => {
    expect((await call('/_remotes/stadt/@abc123/browser/remoteEntry.js')).status).toBe(200);
    expect(seen().at(-1)?.url).toBe('/stadt/@abc123/browser/remoteEntry.js');
    for (const path of [
      '/_remotes/stadt/@abc123/browser/remoteEntry.js.map',
      '/_remotes/stadt/@abc123/server/remoteEntry.js',
      '/_remotes/andere/@abc123/browser/a.js',
    ]) {
      expect([path, (await call(path)).status]).toEqual([path, 404]);
    }
  });
});
