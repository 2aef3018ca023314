#!/usr/bin/env node
// Builds the shell: browser bootstrap, Node server, and the design system's stylesheet.
// With SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT set, the bootstrap's source maps go to the
// error service for the release 'shell' the runtime reports (see lib/source-maps.mjs).
import { cp, mkdir, rename, rm, writeFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCss } from './lib/css.mjs';
import { precompress } from './lib/precompress.mjs';
import { writeServiceWorker } from './lib/service-worker.mjs';
import { injectDebugIds, sourceMapUpload, uploadSourceMaps } from './lib/source-maps.mjs';

const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(repo, 'shell');
const staging = path.join(root, 'dist.tmp');
const dist = path.join(root, 'dist');
const started = Date.now();
// Read first: a half configuration stops the build before it starts.
let sourceMaps;
try {
  sourceMaps = sourceMapUpload();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

await rm(staging, { recursive: true, force: true });
await mkdir(staging, { recursive: true });
const webpack = require('webpack');
const { shellConfigs } = require('./webpack/shell.config.js');
const stats = await new Promise((resolve, reject) =>
  webpack(shellConfigs({ root, outDir: staging }), (error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true, colors: false }));
  process.exit(1);
}

const ui = path.join(repo, 'libs/ui/src');
const { css, hash } = await bundleCss([
  path.join(ui, 'tokens.css'),
  path.join(ui, 'base.css'),
  path.join(ui, 'forms'),
  path.join(ui, 'components'),
  path.join(root, 'src'),
]);
const cssFile = `ui.${hash}.css`;
await writeFile(path.join(staging, 'client', cssFile), css);
const files = await readdir(path.join(staging, 'client'));
const scripts = files.filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
await writeFile(
  path.join(staging, 'client', 'assets.json'),
  `${JSON.stringify({ scripts, css: [cssFile], mode: process.env.NODE_ENV === 'development' ? 'development' : 'production' }, null, 2)}\n`,
);
const client = path.join(staging, 'client');
try {
  await injectDebugIds(client, sourceMaps);
  const uploaded = await uploadSourceMaps(client, { release: 'shell', urlPrefix: '~/_shell' }, sourceMaps);
  if (uploaded) console.log(`shell: ${uploaded} source maps uploaded for release shell`);
} catch (error) {
  console.error('shell: uploading the source maps failed, the current build stays', error instanceof Error ? error.message : error);
  await rm(staging, { recursive: true, force: true });
  process.exit(1);
}
// The shell serves its client files with their .br/.gz twins (preCompressed), not compressing per request.
await precompress(path.join(staging, 'client'));
// The service worker (served as /sw.js, never immutable) and the app icons live beside the client build.
const sw = await writeServiceWorker(path.join(staging, 'client'), { swDest: path.join(staging, 'sw.js'), cssFile });
console.log(`service worker: ${sw.count} files precached (${(sw.size / 1024).toFixed(0)} KiB)`);
await cp(path.join(root, 'public'), path.join(staging, 'public'), { recursive: true });

await rm(dist, { recursive: true, force: true });
await rename(staging, dist);
console.log(`shell built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
