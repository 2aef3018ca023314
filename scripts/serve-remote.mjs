#!/usr/bin/env node
// Static server of one remote's build (the remote's own deployable):
//   GET /build.json                       current version and stylesheets (never cached)
//   GET /@<version>/browser|server/<file> immutable build files of that version
// The port comes from the remotes manifest (remotes.json) unless --port is given.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { readRemotes } from './lib/processes.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const id = args.find((a) => !a.startsWith('--'));
const portArg = args.find((a) => a.startsWith('--port='));
const remotes = readRemotes();
const entry = remotes.find((r) => r.id === id);
if (!id || (!entry && !portArg)) {
  console.error(`usage: serve-remote.mjs <id> [--port=N]  (ids: ${remotes.map((r) => r.id).join(', ')})`);
  process.exit(2);
}
const port = portArg ? Number(portArg.slice(7)) : Number(new URL(entry.url).port);
const host = process.env.HOST ?? '127.0.0.1';
const dist = path.join(repo, 'remotes', id, 'dist');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
};

// Files of a version never change, so each is read and compressed once.
const cache = new Map();
let current = { version: null, mtime: 0 };

async function buildInfo() {
  const file = path.join(dist, 'build.json');
  const { mtimeMs } = await stat(file);
  if (mtimeMs !== current.mtime) {
    current = { ...JSON.parse(await readFile(file, 'utf8')), mtime: mtimeMs };
    cache.clear();
  }
  return current;
}

function send(res, status, headers, body) {
  res.writeHead(status, { 'access-control-allow-origin': '*', ...headers });
  res.end(body);
}

async function fileEntry(relative) {
  let hit = cache.get(relative);
  if (!hit) {
    const raw = await readFile(path.join(dist, relative));
    const type = TYPES[path.extname(relative)] ?? 'application/octet-stream';
    const compressible = type.startsWith('text/') || type.startsWith('application/json') || type === 'image/svg+xml';
    hit = {
      type,
      raw,
      etag: `"${createHash('sha1').update(raw).digest('hex').slice(0, 16)}"`,
      br: compressible && raw.length > 1024 ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
      gzip: compressible && raw.length > 1024 ? gzipSync(raw, { level: 9 }) : null,
    };
    cache.set(relative, hit);
  }
  return hit;
}

const server = http.createServer(async (req, res) => {
  try {
    if (req.method === 'OPTIONS') return send(res, 204, { 'access-control-allow-methods': 'GET, HEAD' }, '');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { allow: 'GET, HEAD' }, '');
    const url = new URL(req.url ?? '/', 'http://remote.local');
    const info = await buildInfo();
    if (url.pathname === '/build.json') {
      const { mtime: _mtime, ...body } = info;
      return send(res, 200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' }, JSON.stringify(body));
    }
    const match = /^\/@([a-z0-9]+)\/((?:browser|server)\/[\w.\-/]+)$/.exec(url.pathname);
    if (!match || match[1] !== info.version || match[2].includes('..')) {
      return send(res, 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, 'Not found');
    }
    const file = await fileEntry(match[2]).catch(() => null);
    if (!file) return send(res, 404, { 'content-type': 'text/plain; charset=utf-8' }, 'Not found');
    const headers = {
      'content-type': file.type,
      'cache-control': 'public, max-age=31536000, immutable',
      etag: file.etag,
      vary: 'accept-encoding',
    };
    if (req.headers['if-none-match'] === file.etag) return send(res, 304, headers, '');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let body = file.raw;
    if (file.br && /\bbr\b/.test(accepts)) {
      body = file.br;
      headers['content-encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accepts)) {
      body = file.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    return send(res, 200, headers, req.method === 'HEAD' ? '' : body);
  } catch (error) {
    const missing = error && error.code === 'ENOENT';
    return send(res, missing ? 503 : 500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, missing ? `Remote ${id} is not built` : 'Error');
  }
});

server.listen(port, host, () => console.log(`remote ${id} serving ${dist} on http://${host}:${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
