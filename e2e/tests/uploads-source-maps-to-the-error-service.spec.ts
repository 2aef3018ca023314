import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startSentryApi, type SentryApi } from '../support/sentry-api';

// The build of one small remote, released into a folder of its own (the platform's builds stay as they are).
const repo = path.resolve(__dirname, '../..');
const REMOTE = 'jugendhaus';
const ORG = 'stadt-musterstadt';
const PROJECT = 'website';
const TOKEN = 'sntrys_build_only_token';

function environmentWithout(names: string[], extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const name of names) if (!(name in extra)) delete env[name];
  return env;
}

const SENTRY_SETTINGS = ['SENTRY_AUTH_TOKEN', 'SENTRY_ORG', 'SENTRY_PROJECT', 'SENTRY_URL', 'SENTRY_DSN'];

/** Runs the build without blocking this process, which answers the build's requests. */
function buildRemote(dist: string, env: NodeJS.ProcessEnv): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build-remote.mjs', REMOTE, `--dist=${dist}`], { cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

let sentry: SentryApi;
const folders: string[] = [];
const tempDist = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-maps-'));
  folders.push(dir);
  return dir;
};

test.beforeEach(async () => {
  sentry = await startSentryApi({ org: ORG, token: TOKEN });
});

test.afterEach(async () => {
  await sentry.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test("a remote's build uploads its source maps for the release the site reports and publishes none", async () => {
  test.setTimeout(180_000);
  const dist = tempDist();
  const result = await buildRemote(
    dist,
    environmentWithout(SENTRY_SETTINGS, { SENTRY_AUTH_TOKEN: TOKEN, SENTRY_ORG: ORG, SENTRY_PROJECT: PROJECT, SENTRY_URL: sentry.url }),
  );
  expect(result.status, result.stderr).toBe(0);

  const { version } = JSON.parse(readFileSync(path.join(dist, 'build.json'), 'utf8')) as { version: string };
  const browser = path.join(dist, 'versions', version, 'browser');
  const published = filesBelow(path.join(dist, 'versions', version));
  // The maps left the public build folder after the upload.
  expect(published.filter((file) => file.endsWith('.map'))).toEqual([]);

  // One artifact bundle, for exactly the release name the browser and the server report: <remote>@<version>.
  expect(sentry.bundles).toHaveLength(1);
  const bundle = sentry.bundles[0]!;
  expect(bundle.version).toBe(`${REMOTE}@${version}`);
  expect(bundle.manifestRelease).toBe(`${REMOTE}@${version}`);
  expect(bundle.projects).toEqual([PROJECT]);

  // Every script of the build is in it under the URL the browser loads it from, with its map.
  const scripts = readdirSync(browser).filter((file) => file.endsWith('.js'));
  expect(scripts).toContain('remoteEntry.js');
  const sources = new Set<string>();
  for (const script of scripts) {
    const content = readFileSync(path.join(browser, script));
    expect(content.toString()).not.toContain('sourceMappingURL');
    const debugId = /\/\/# debugId=([0-9a-f-]{36})\s*$/.exec(content.toString())?.[1];
    expect([script, debugId]).toEqual([script, expect.any(String)]);

    const uploaded = bundle.files.get(`~/_remotes/${REMOTE}/@${version}/browser/${script}`);
    expect([script, uploaded?.type]).toEqual([script, 'minified_source']);
    expect(uploaded!.content.equals(content)).toBe(true);
    expect(uploaded!.headers['debug-id']).toBe(debugId);

    const map = bundle.files.get(`~/_remotes/${REMOTE}/@${version}/browser/${uploaded!.headers.sourcemap}`);
    expect([script, map?.type]).toEqual([script, 'source_map']);
    const parsed = JSON.parse(map!.content.toString('utf8')) as { version: number; mappings: string; sources: string[]; debugId?: string };
    expect(parsed.version).toBe(3);
    expect(parsed.mappings.length).toBeGreaterThan(0);
    expect(parsed.debugId ?? map!.headers['debug-id']).toBe(debugId);
    for (const source of parsed.sources) sources.add(source);
  }
  // The maps lead back to the remote's own source files.
  expect([...sources].some((source) => source.endsWith('src/remote.ts'))).toBe(true);
  expect(sentry.requests.every((request) => request.path.startsWith(`/api/0/organizations/${ORG}/`))).toBe(true);
});

/** The release step alone, on a copy of the platform's current build of the remote (webpack is not run again). */
function releaseCopy(dist: string, env: NodeJS.ProcessEnv): Promise<{ status: number | null; stderr: string }> {
  const root = path.join(repo, 'remotes', REMOTE);
  const { version } = JSON.parse(readFileSync(path.join(root, 'dist/build.json'), 'utf8')) as { version: string };
  const staged = path.join(dist, '.staging-test');
  cpSync(path.join(root, 'dist/versions', version), staged, { recursive: true });
  const script = `import('./scripts/lib/release.mjs').then(({ releaseRemote }) => releaseRemote(${JSON.stringify({ id: REMOTE, root, staged, dist, compress: false })}))`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

test('without the upload settings a release contacts nothing and keeps the maps beside the files; half settings stop the build', async () => {
  const dist = tempDist();
  const result = await releaseCopy(dist, environmentWithout(SENTRY_SETTINGS));
  expect(result.status, result.stderr).toBe(0);
  const { version } = JSON.parse(readFileSync(path.join(dist, 'build.json'), 'utf8')) as { version: string };
  const published = filesBelow(path.join(dist, 'versions', version, 'browser'));
  expect(published).toContain('remoteEntry.js.map');
  expect(readFileSync(path.join(dist, 'versions', version, 'browser', 'remoteEntry.js'), 'utf8')).not.toContain('debugId');
  expect(sentry.requests).toEqual([]);

  // A token without organisation and project is a broken release setup: no build, no request.
  const half = tempDist();
  const refused = await buildRemote(half, environmentWithout(SENTRY_SETTINGS, { SENTRY_AUTH_TOKEN: TOKEN, SENTRY_URL: sentry.url }));
  expect(refused.status).toBe(2);
  expect(refused.stderr).toContain('SENTRY_ORG');
  expect(existsSync(path.join(half, 'build.json'))).toBe(false);
  expect(sentry.requests).toEqual([]);
});
