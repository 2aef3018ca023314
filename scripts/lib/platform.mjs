// Builds what is missing and starts the whole platform: content API, every remote's static
// server, then the shell. Used by `npm start`, the end-to-end tests and the benchmarks.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { port, readRemotes, remoteRoot, repo, shellEnvironment, startProcess, stopAll, waitFor } from './processes.mjs';

const CMS_PORT = port(4300);

function run(script, args = []) {
  execFileSync(process.execPath, [path.join(repo, script), ...args], { cwd: repo, stdio: 'inherit' });
}

export function buildMissing({ force = false } = {}) {
  if (force || !existsSync(path.join(repo, 'services/cms-api/dist/main.js'))) {
    execFileSync('npm', ['run', 'build', '-w', 'services/cms-api', '--silent'], { cwd: repo, stdio: 'inherit' });
  }
  for (const remote of readRemotes()) {
    const root = remoteRoot(remote);
    if (force || !existsSync(path.join(root, 'dist/build.json'))) run('scripts/build-remote.mjs', [remote.id, `--root=${root}`]);
  }
  if (force || !existsSync(path.join(repo, 'shell/dist/server/main.js'))) run('scripts/build-shell.mjs');
}

/** Builds the shell in development mode (with the page reload on new remote builds) unless it already is. */
export function buildDevShell() {
  const assets = path.join(repo, 'shell/dist/client/assets.json');
  const mode = existsSync(assets) ? JSON.parse(readFileSync(assets, 'utf8')).mode : undefined;
  if (mode !== 'development') run('scripts/build-shell.mjs');
}

/**
 * @param {{ shellPort?: number, cmsEnv?: Record<string,string>, shellEnv?: Record<string,string>, quiet?: boolean }} options
 */
export async function startPlatform(options = {}) {
  const shellPort = options.shellPort ?? port(4200);
  const children = [];
  const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
  const quiet = options.quiet ?? false;
  // The row database's token and the content API's service token are shared by the content API and
  // the shell only; one per start unless set.
  const secrets = {
    ROW_DATABASE_TOKEN: process.env.ROW_DATABASE_TOKEN || randomBytes(24).toString('hex'),
    CMS_SERVICE_TOKEN: process.env.CMS_SERVICE_TOKEN || randomBytes(24).toString('hex'),
  };
  const siteUrl = process.env.SITE_URL || `http://localhost:${shellPort}`;
  try {
    // SITE_URL: links in mails and calendars point at this platform's shell.
    const cms = startProcess('cms-api', ['services/cms-api/dist/main.js'], {
      env: { PORT: String(CMS_PORT), SITE_URL: siteUrl, ...secrets, ...options.cmsEnv },
      quiet,
    });
    children.push(cms);
    const remotes = {};
    for (const { id } of readRemotes()) {
      remotes[id] = startProcess(`remote:${id}`, ['scripts/serve-remote.mjs', id], { env: { SHELL_ORIGIN: siteUrl }, quiet });
      children.push(remotes[id]);
    }
    await waitFor(`${cmsUrl}/api/cms/health`, { timeoutMs: 120_000 });
    await Promise.all(readRemotes().map(({ url }) => waitFor(`${url}/build.json`)));
    const shell = startProcess('shell', ['shell/dist/server/main.js'], {
      env: { PORT: String(shellPort), SITE_URL: siteUrl, ...shellEnvironment(), CMS_API_URL: cmsUrl, ...secrets, ...options.shellEnv },
      quiet,
    });
    children.push(shell);
    await waitFor(`http://127.0.0.1:${shellPort}/health`);
    return { url: `http://localhost:${shellPort}`, children, remotes, cms, shell, stop: () => stopAll(children) };
  } catch (error) {
    await stopAll(children);
    throw error;
  }
}
