#!/usr/bin/env node
// Static server of one remote's build (the remote's own deployable):
//   GET /build.json                       current version and stylesheets (never cached)
//   GET /@<version>/browser|server/<file> immutable build files of that version (the current one
//                                         and the few kept before it, for pages still open)
// Files are sent as written at build time, with their .br/.gz twins when the client accepts them.
// The port comes from the remotes manifest (remotes.json) unless --port is given; --dist serves the
// releases of another folder (as build-remote.mjs --dist writes them) instead of the remote's dist/
// (remotes/<id>/dist, or under the `root` its manifest entry names).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { PORT_OFFSET, readRemotes, remoteRoot } from './lib/processes.mjs';

const args = process.argv.slice(2);
const id = args.find((a) => !a.startsWith('--'));
const portArg = args.find((a) => a.startsWith('--port='));
const distArg = args.find((a) => a.startsWith('--dist='));
const remotes = readRemotes();
const entry = remotes.find((r) => r.id === id);
if (!id || (!entry && !portArg)) {
  console.error(`usage: serve-remote.mjs <id> [--port=N] [--dist=<folder>]  (ids: ${remotes.map((r) => r.id).join(', ')})`);
  process.exit(2);
}
const port = portArg ? Number(portArg.slice(7)) : Number(new URL(entry.url).port);
const host = process.env.HOST ?? '127.0.0.1';
const dist = distArg ? path.resolve(distArg.slice('--dist='.length)) : path.join(remoteRoot(entry ?? { id }), 'dist');

// Only the shell's pages may read these files from a browser (the shell's server needs no CORS).
const shellOrigin = new URL(process.env.SHELL_ORIGIN ?? `http://localhost:${4200 + PORT_OFFSET}`).origin;

const app = Fastify({ logger: false });
// Scripts and stylesheets: nothing here is a page, so the policy forbids everything a document could do.
await app.register(helmet, {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  strictTransportSecurity: false,
});
app.addHook('onRequest', async (_request, reply) => {
  reply.header('access-control-allow-origin', shellOrigin).header('vary', 'Origin');
});
await app.register(fastifyStatic, {
  root: path.join(dist, 'versions'),
  serve: false,
  preCompressed: true,
  immutable: true,
  maxAge: '365d',
  index: false,
  dotfiles: 'deny',
});

app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Datei nicht gefunden'));
app.options('/*', (_request, reply) => reply.code(204).header('access-control-allow-methods', 'GET, HEAD').send());

// build.json is replaced by rename on release, so each read sees one whole version.
app.get('/build.json', async (_request, reply) => {
  try {
    const body = await readFile(path.join(dist, 'build.json'), 'utf8');
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(JSON.parse(body)));
  } catch (error) {
    if (error && error.code !== 'ENOENT') throw error;
    return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(`Remote ${id} is not built`);
  }
});

app.get('/@:version/*', (request, reply) => {
  const { version, '*': file } = request.params;
  // Source maps are written by the build for error reporting, never served.
  if (!/^[a-z0-9]+$/.test(version) || !/^(?:browser|server)\/[\w.\-/]+$/.test(file) || file.includes('..') || file.endsWith('.map'))
    return reply.callNotFound();
  return reply.sendFile(`${version}/${file}`);
});

await app.listen({ port, host });
console.log(`remote ${id} serving ${dist} on http://${host}:${port}`);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void app.close().then(() => process.exit(0)));
