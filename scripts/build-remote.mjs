#!/usr/bin/env node
// Builds one remote: browser and server bundles plus its stylesheet, then swaps them into dist/
// at once, so the remote's static server never serves a half-written build.
//   node scripts/build-remote.mjs <id>
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCss } from './lib/css.mjs';
import { contentVersion } from './lib/build-info.mjs';
import { kitCssSources } from './lib/kit-css.mjs';

const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const id = process.argv[2];
const root = path.join(repo, 'remotes', id ?? '');
if (!id || !existsSync(path.join(root, 'src/remote.ts'))) {
  console.error(`usage: build-remote.mjs <id>  (no remote '${id ?? ''}' in remotes/)`);
  process.exit(2);
}

const started = Date.now();
const staging = path.join(root, 'dist.tmp');
const dist = path.join(root, 'dist');
await rm(staging, { recursive: true, force: true });
await mkdir(staging, { recursive: true });

const webpack = require('webpack');
const { remoteConfigs } = require('./webpack/remote.config.js');
const stats = await new Promise((resolve, reject) =>
  webpack(remoteConfigs({ id, root, outDir: staging }), (error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true, colors: false }));
  process.exit(1);
}

const { css, hash } = await bundleCss([...kitCssSources(stats, repo), path.join(root, 'src')]);
const cssFile = `styles.${hash}.css`;
await writeFile(path.join(staging, 'browser', cssFile), css);
const version = await contentVersion(staging);
await writeFile(
  path.join(staging, 'build.json'),
  `${JSON.stringify({ id, version, css: css ? [cssFile] : [], builtAt: new Date().toISOString() }, null, 2)}\n`,
);

await rm(dist, { recursive: true, force: true });
await rename(staging, dist);
console.log(`remote ${id}: version ${version} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
