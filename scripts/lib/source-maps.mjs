// Source maps to the error service (Sentry) at build time, when configured. Builds always write
// hidden source maps (no sourceMappingURL in the files, and no server serves *.map); with
// SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT set (SENTRY_URL for a self-hosted Sentry), a
// build gives its browser files debug ids, uploads files and maps for exactly the release name the
// runtime reports (`<remote>@<version>` for a remote, `shell` for the shell's bootstrap) and then
// removes the maps from the public build folder: the runtime never needs them. Without that
// configuration nothing changes and nothing is contacted.
import { execFile } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const run = promisify(execFile);

/**
 * @typedef {{ authToken: string, org: string, project: string, url?: string }} SourceMapUpload
 */

/**
 * The upload settings from the environment, or undefined when no auth token is set. A token without
 * organisation or project is a mistake in the release setup and stops the build.
 * @returns {SourceMapUpload | undefined}
 */
export function sourceMapUpload(env = process.env) {
  const { SENTRY_AUTH_TOKEN: authToken, SENTRY_ORG: org, SENTRY_PROJECT: project, SENTRY_URL: url } = env;
  if (!authToken) return undefined;
  if (!org || !project) throw new Error('SENTRY_AUTH_TOKEN is set, but SENTRY_ORG or SENTRY_PROJECT is missing: source maps cannot be uploaded');
  return { authToken, org, project, url: url || undefined };
}

/** Runs the maintained CLI (its binary comes as an optional npm package of @sentry/cli). */
async function sentryCli(args, upload) {
  const env = {
    ...process.env,
    SENTRY_AUTH_TOKEN: upload.authToken,
    SENTRY_ORG: upload.org,
    SENTRY_PROJECT: upload.project,
    // The CLI reads no .env file of the project: only what is passed here.
    SENTRY_LOAD_DOTENV: '0',
  };
  if (upload.url) env.SENTRY_URL = upload.url;
  else delete env.SENTRY_URL;
  const { stdout } = await run(process.execPath, [require.resolve('@sentry/cli/bin/sentry-cli'), ...args], { env, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

async function mapsBelow(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await mapsBelow(full)));
    else if (entry.name.endsWith('.map')) out.push(full);
  }
  return out;
}

/**
 * Gives every script below `dir` that has a map beside it a debug id (in the script and its map), so
 * the error service finds the map of a stack frame whatever URL the file was loaded from. Run it
 * before the build's version is computed: it changes the scripts.
 * @param {string} dir
 * @param {SourceMapUpload | undefined} upload
 */
export async function injectDebugIds(dir, upload) {
  if (!upload || (await mapsBelow(dir)).length === 0) return;
  await sentryCli(['sourcemaps', 'inject', dir], upload);
}

/**
 * Uploads the scripts and maps below `dir` for `release` (served at `urlPrefix`, e.g.
 * `~/_remotes/town/@<version>/browser`), then deletes the maps from `dir`.
 * @param {string} dir
 * @param {{ release: string, urlPrefix: string }} target
 * @param {SourceMapUpload | undefined} upload
 * @returns {Promise<number>} how many maps were uploaded (0 when not configured)
 */
export async function uploadSourceMaps(dir, { release, urlPrefix }, upload) {
  if (!upload) return 0;
  const maps = await mapsBelow(dir);
  if (maps.length === 0) return 0;
  await sentryCli(['sourcemaps', 'upload', '--release', release, '--url-prefix', urlPrefix, '--strict', dir], upload);
  await Promise.all(maps.map((file) => rm(file, { force: true })));
  return maps.length;
}
