/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { oparlRoutes } from './oparl';

describe('the OParl endpoint of the shell', () => {
  let upstream: http.Server;
  let seen: { url: string; headers: http.IncomingHttpHeaders }[];
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    seen = [];
    upstream = http.createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': 'https://evil.example' });
      response.end(JSON.stringify({ id: 'https://www.musterstadt.de/oparl/v1' }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    app = Fastify();
    await app.register(oparlRoutes, { cmsApiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('passes /oparl/v1 and its lists with their filters to the content API, open to every site, without cookies', async () => {
    const root = await fetch(`${base}/oparl/v1`, { headers: { cookie: 'ratsinfo=secret', 'Ratsinfosystem-Authorization': 'secret' } });
    expect(root.status).toBe(200);
    expect(root.headers.get('access-control-allow-origin')).toBe('*');
    expect(await root.json()).toEqual({ id: 'https://www.musterstadt.de/oparl/v1' });
    const list = await fetch(`${base}/oparl/v1/body/1/paper?page=2&created_since=2026-01-01T00%3A00%3A00%2B01%3A00`);
    expect(list.status).toBe(200);
    expect(seen.map((s) => s.url)).toEqual(['/api/cms/oparl/v1', '/api/cms/oparl/v1/body/1/paper?page=2&created_since=2026-01-01T00%3A00%3A00%2B01%3A00']);
    expect(JSON.stringify(seen.map((s) => s.headers))).not.toContain('secret');
  });

  it('refuses paths that could leave the endpoint', async () => {
    const before = seen.length;
    for (const path of ['/oparl/v1/..%2F..%2Fraete%2F1', '/oparl/v1/a/b/c/d', '/oparl/v1/body/1%2F..%2F..%2Fx', '/oparl/v1/file/1.pdf']) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { error: string }).error).toMatch(/OParl/);
    }
    expect(seen.length).toBe(before);
  });
});
