#!/usr/bin/env node
// A remote team's day: webpack-dev-server compiles one remote on every save (its browser and server
// builds; a saved stylesheet too), each build is released the same atomic way as build-remote.mjs,
// and the open pages that use the remote reload once the shell serves the new version.
//   node scripts/dev-remote.mjs <id> [--dist=<folder>] [--port=<n>]      (npx nx run <id>:dev)
// --dist releases into another folder (as build-remote.mjs --dist), --port is the development
// server's port (default: the remote's port in remotes.json + 10, with PORT_OFFSET).
import { existsSync, watch, writeFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { kitCssSources } from './lib/kit-css.mjs';
import { readRemotes } from './lib/processes.mjs';
import { distOf, releaseRemote, stagingDir } from './lib/release.mjs';

process.env.NODE_ENV ??= 'development';
const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const id = args.find((arg) => !arg.startsWith('--'));
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const root = path.join(repo, 'remotes', id ?? '');
if (!id || !existsSync(path.join(root, 'src/remote.ts'))) {
  console.error(`usage: dev-remote.mjs <id> [--dist=<folder>] [--port=<n>]  (no remote '${id ?? ''}' in remotes/)`);
  process.exit(2);
}
const dist = option('dist') ? path.resolve(option('dist')) : distOf(root);
const remotePort = Number(new URL(readRemotes().find((remote) => remote.id === id)?.url ?? 'http://127.0.0.1:4200').port);
const port = Number(option('port') ?? remotePort + 10);
// The shell checks its remotes' build.json this often: a page reloaded before would get the old version.
const shellCheckMs = Number(process.env.REMOTE_CHECK_SECONDS ?? 1) * 1000;

const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { remoteConfigs } = require('./webpack/remote.config.js');
// webpack writes here on each rebuild; each release copies it, so a running build never touches a served version.
const work = await stagingDir(root, `.dev-${process.pid}`, dist);
// The development server tells the open pages to reload when this file changes.
const released = path.join(work, '..', `.dev-released-${process.pid}`);
writeFileSync(released, '');

let releasing = Promise.resolve();
let compiled = false;
// The stylesheet's sources: the remote's own CSS and, when the last build used it, the chrome kit's.
let cssSources = [path.join(root, 'src')];
function release(reason) {
  releasing = releasing.then(async () => {
    const started = Date.now();
    const staged = await stagingDir(root, undefined, dist);
    await cp(work, staged, { recursive: true });
    // Development builds send no source maps to the error service.
    const { version } = await releaseRemote({ id, root, staged, cssSources, compress: false, sourceMaps: null, dist, devServerPort: port });
    console.log(`remote ${id}: version ${version} released (${reason}, ${Date.now() - started} ms)`);
    await sleep(shellCheckMs + 300);
    writeFileSync(released, version);
  });
  return releasing.catch((error) => console.error(`remote ${id}: release failed`, error));
}

const compiler = webpack(remoteConfigs({ id, root, outDir: work, devServerPort: port }));
compiler.hooks.done.tap('release', (stats) => {
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    console.error(`remote ${id}: build failed, the last good version stays current`);
    return;
  }
  compiled = true;
  cssSources = [...kitCssSources(stats, repo), path.join(root, 'src')];
  void release('scripts');
});

const server = new WebpackDevServer(
  {
    host: '127.0.0.1',
    port,
    // Only the reload client talks to this server; the shell serves the released files.
    static: false,
    hot: false,
    liveReload: true,
    client: false,
    webSocketServer: 'ws',
    watchFiles: [released],
    devMiddleware: { writeToDisk: true, stats: 'errors-warnings' },
  },
  compiler,
);
await server.start();

// Stylesheets are not part of the webpack graph (see lib/css.mjs): a saved .css releases the last build with new CSS.
let cssTimer;
const cssWatcher = watch(path.join(root, 'src'), { recursive: true }, (_event, file) => {
  if (!compiled || !String(file).endsWith('.css')) return;
  clearTimeout(cssTimer);
  cssTimer = setTimeout(() => void release('styles'), 150);
});

console.log(`remote ${id}: webpack-dev-server on http://127.0.0.1:${port}, watching remotes/${id}/src (Strg+C beendet)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cssWatcher.close();
    void server
      .stop()
      .then(() => Promise.all([rm(work, { recursive: true, force: true }), rm(released, { force: true })]))
      .finally(() => process.exit(0));
  });
}
