#!/usr/bin/env node
// A remote team's day: rebuilds one remote on every save (webpack watch of its browser and server
// builds, and its stylesheets) and releases each build the same atomic way as build-remote.mjs.
// The running platform (`npm run dev`) serves the new version at once and reloads open pages.
//   node scripts/dev-remote.mjs <id>      (npx nx run <id>:dev)
import { existsSync, watch } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kitCssSources } from './lib/kit-css.mjs';
import { releaseRemote, stagingDir } from './lib/release.mjs';

process.env.NODE_ENV ??= 'development';
const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const id = process.argv[2];
const root = path.join(repo, 'remotes', id ?? '');
if (!id || !existsSync(path.join(root, 'src/remote.ts'))) {
  console.error(`usage: dev-remote.mjs <id>  (no remote '${id ?? ''}' in remotes/)`);
  process.exit(2);
}

const webpack = require('webpack');
const { remoteConfigs } = require('./webpack/remote.config.js');
// webpack writes here on each rebuild; each release copies it, so a running build never touches a served version.
const work = await stagingDir(root, `.dev-${process.pid}`);

let releasing = Promise.resolve();
let webpackReady = false;
// The stylesheet's sources: the remote's own CSS and, when the last build used it, the chrome kit's.
let cssSources = [path.join(root, 'src')];
function release(reason) {
  releasing = releasing.then(async () => {
    const started = Date.now();
    const staged = await stagingDir(root);
    await cp(work, staged, { recursive: true });
    // Development builds send no source maps to the error service.
    const { version } = await releaseRemote({ id, root, staged, cssSources, compress: false, sourceMaps: null });
    console.log(`remote ${id}: version ${version} released (${reason}, ${Date.now() - started} ms)`);
  });
  return releasing.catch((error) => console.error(`remote ${id}: release failed`, error));
}

const compiler = webpack(remoteConfigs({ id, root, outDir: work }));
const watching = compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error || stats?.hasErrors()) {
    console.error(error ?? stats.toString({ all: false, errors: true, colors: true }));
    console.error(`remote ${id}: build failed, the last good version stays current`);
    return;
  }
  webpackReady = true;
  cssSources = [...kitCssSources(stats, repo), path.join(root, 'src')];
  void release('scripts');
});

// Stylesheets are not part of the webpack graph (see lib/css.mjs): a saved .css releases the last build with new CSS.
let cssTimer;
const cssWatcher = watch(path.join(root, 'src'), { recursive: true }, (_event, file) => {
  if (!webpackReady || !String(file).endsWith('.css')) return;
  clearTimeout(cssTimer);
  cssTimer = setTimeout(() => void release('styles'), 150);
});

console.log(`remote ${id}: watching remotes/${id}/src (Strg+C beendet)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cssWatcher.close();
    watching.close(() => void rm(work, { recursive: true, force: true }).finally(() => process.exit(0)));
  });
}
