/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { BEACON_PATH, PageViewCounter, registerBeacon } from './analytics';

describe('page views', () => {
  let receiver: Server;
  const hits: URLSearchParams[] = [];
  let matomoUrl = '';

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      hits.push(new URL(request.url ?? '/', 'http://x').searchParams);
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    matomoUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  async function shell() {
    const app = Fastify();
    await app.register(rateLimit, { global: false });
    registerBeacon(
      app,
      new PageViewCounter(
        matomoUrl,
        7,
        () => 'https://www.musterstadt.de',
        () => undefined,
      ),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const send = (headers: Record<string, string>, payload: unknown) =>
      fetch(`${base}${BEACON_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) });
    return { app, send };
  }

  it('passes a same-site beacon on as route and title only, without query, visitor id or cookie', async () => {
    hits.length = 0;
    const { app, send } = await shell();
    const answer = await send(
      { 'sec-fetch-site': 'same-origin', cookie: 'ms-sitzung=geheim', 'x-forwarded-for': '192.0.2.7' },
      { path: '/ratsinfo/sitzungen', title: 'Sitzungen' },
    );
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toBeNull();
    while (hits.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const hit = hits[0] as URLSearchParams;
    expect(Object.fromEntries([...hit].filter(([key]) => key !== 'rand'))).toEqual({
      idsite: '7',
      rec: '1',
      apiv: '1',
      send_image: '0',
      action_name: 'Sitzungen',
      url: 'https://www.musterstadt.de/ratsinfo/sitzungen',
      cookie: '0',
    });
    await app.close();
  });

  it('refuses other sites, bad input and visitors who asked not to be tracked', async () => {
    hits.length = 0;
    const { app, send } = await shell();
    expect((await send({ 'sec-fetch-site': 'cross-site' }, { path: '/a', title: 'A' })).status).toBe(403);
    const bad = await send({ 'sec-fetch-site': 'same-origin' }, { path: 'https://evil.example/', title: 'A' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Die Angaben zum Seitenaufruf sind ungültig.' });
    expect((await send({ 'sec-fetch-site': 'same-origin', dnt: '1' }, { path: '/a', title: 'A' })).status).toBe(204);
    expect((await send({ 'sec-fetch-site': 'same-origin', 'sec-gpc': '1' }, { path: '/a', title: 'A' })).status).toBe(204);
    // A counted view would follow; the next same-site one arrives first and alone.
    await send({ 'sec-fetch-site': 'same-origin' }, { path: '/b', title: 'B' });
    while (hits.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(hits.map((hit) => hit.get('action_name'))).toEqual(['B']);
    await app.close();
  });
});
