#!/usr/bin/env node
// Builds one remote: browser and server bundles plus its stylesheet, written as a new version beside
// the current one and switched to atomically (see lib/release.mjs).
//   node scripts/build-remote.mjs <id>
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kitCssSources } from './lib/kit-css.mjs';
import { releaseRemote, stagingDir } from './lib/release.mjs';

const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const id = process.argv[2];
const root = path.join(repo, 'remotes', id ?? '');
if (!id || !existsSync(path.join(root, 'src/remote.ts'))) {
  console.error(`usage: build-remote.mjs <id>  (no remote '${id ?? ''}' in remotes/)`);
  process.exit(2);
}

const started = Date.now();
const staged = await stagingDir(root);

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

const { version } = await releaseRemote({ id, root, staged, cssSources: [...kitCssSources(stats, repo), path.join(root, 'src')] });
console.log(`remote ${id}: version ${version} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
