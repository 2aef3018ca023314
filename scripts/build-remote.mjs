#!/usr/bin/env node
// Builds one remote: browser and server bundles plus its stylesheet, written as a new version beside
// the current one and switched to atomically (see lib/release.mjs).
//   node scripts/build-remote.mjs <id> [--dist=<folder>] [--root=<folder>]
// (default dist: <root>/dist; default root: remotes/<id>; a test fixture's remote names its own root)
// With SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT set, its source maps go to the error service
// for the release <id>@<version> (see lib/source-maps.mjs).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kitCssSources } from './lib/kit-css.mjs';
import { distOf, releaseRemote, stagingDir } from './lib/release.mjs';
import { sourceMapUpload } from './lib/source-maps.mjs';

const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const id = process.argv[2];
const rootOption = process.argv.slice(3).find((arg) => arg.startsWith('--root='));
const root = rootOption ? path.resolve(repo, rootOption.slice('--root='.length)) : path.join(repo, 'remotes', id ?? '');
if (!id || !existsSync(path.join(root, 'src/remote.ts'))) {
  console.error(`usage: build-remote.mjs <id> [--dist=<folder>] [--root=<folder>]  (no remote '${id ?? ''}' in ${path.relative(repo, root) || '.'})`);
  process.exit(2);
}
const distOption = process.argv.slice(3).find((arg) => arg.startsWith('--dist='));
const dist = distOption ? path.resolve(distOption.slice('--dist='.length)) : distOf(root);
let sourceMaps;
try {
  sourceMaps = sourceMapUpload();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const started = Date.now();
const staged = await stagingDir(root, undefined, dist);

const webpack = require('webpack');
const { remoteConfigs } = require('./webpack/remote.config.js');
const stats = await new Promise((resolve, reject) =>
  webpack(remoteConfigs({ id, root, outDir: staged }), (error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true, colors: false }));
  await rm(staged, { recursive: true, force: true });
  process.exit(1);
}

let version;
try {
  ({ version } = await releaseRemote({ id, root, staged, dist, sourceMaps, cssSources: [...kitCssSources(stats, repo), path.join(root, 'src')] }));
} catch (error) {
  console.error(`remote ${id}: release failed, the current version stays`, error instanceof Error ? error.message : error);
  await rm(staged, { recursive: true, force: true });
  process.exit(1);
}
console.log(`remote ${id}: version ${version} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
