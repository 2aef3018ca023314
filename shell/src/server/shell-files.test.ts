/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { readClientAssets, registerShellFiles } from './shell-files';

describe('the files the shell serves of its own', () => {
  let dist: string;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    const client = path.join(dist, 'client');
    mkdirSync(client);
    writeFileSync(path.join(client, 'assets.json'), JSON.stringify({ scripts: ['main.1a2b.js'], css: ['shell.3c4d.css'] }));
    writeFileSync(path.join(client, 'main.1a2b.js'), 'console.log(1)');
    writeFileSync(path.join(client, 'main.1a2b.js.map'), '{}');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    app = Fastify();
    await registerShellFiles(app, { clientDir: client, remotes: { ids: ['stadt', 'rat'], isUp: (id) => id === 'stadt' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = async (file: string) => {
    const response = await fetch(`${base}${file}`, { redirect: 'manual' });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  it('serves its browser build immutable, but never a source map, and lists it for the pages', async () => {
    const script = await get('/_shell/main.1a2b.js');
    expect([script.status, script.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await get('/_shell/main.1a2b.js.map')).status).toBe(404);
    expect(await readClientAssets(path.join(dist, 'client'))).toEqual({ scripts: ['/_shell/main.1a2b.js'], css: ['/_shell/shell.3c4d.css'] });
  });

  it('serves the favicon, the service worker (never cached for long) and the app manifest', async () => {
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await get('/favicon.ico')).headers.get('location')).toBe('/favicon.svg');
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse((await get('/manifest.webmanifest')).body)).toMatchObject({ lang: 'de-DE', start_url: '/' });
  });

  it('tells in /health which remotes are up, and has no error tunnel or beacon unless configured', async () => {
    expect(JSON.parse((await get('/health')).body)).toEqual({ ok: true, remotes: { stadt: true, rat: false } });
    expect((await fetch(`${base}/_fehler`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/_besuch`, { method: 'POST' })).status).toBe(404);
  });
});
