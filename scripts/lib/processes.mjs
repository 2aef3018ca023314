// Starting and stopping the platform's processes (content API, remote servers, shell).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * PORT_OFFSET moves every port of a local platform (shell 4200, remotes 420x, content API 4300) by
 * the same amount, so two checkouts can run their tests side by side.
 */
export const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0);

export function port(base) {
  return base + PORT_OFFSET;
}

/** Where a remote's sources live: `root` of its manifest entry (a test fixture's), else remotes/<id>. */
export function remoteRoot(remote) {
  return path.resolve(repo, remote.root ?? path.join('remotes', remote.id));
}

/** The remotes of the manifest, with their URLs moved by PORT_OFFSET. */
export function readRemotes() {
  const manifest = JSON.parse(readFileSync(process.env.REMOTES_MANIFEST ?? path.join(repo, 'remotes.json'), 'utf8'));
  return manifest.remotes.map((remote) => {
    const url = new URL(remote.url);
    url.port = String(Number(url.port) + PORT_OFFSET);
    return { ...remote, url: url.origin };
  });
}

/** Shell settings that point it at this platform's remotes and content API (PORT_OFFSET applied). */
export function shellEnvironment() {
  const env = { CMS_API_URL: `http://127.0.0.1:${port(4300)}` };
  for (const { id, url } of readRemotes()) env[`REMOTE_${id.toUpperCase().replace(/-/g, '_')}_URL`] = url;
  return env;
}

/** Starts a node script with prefixed output; returns the child process. */
export function startProcess(name, args, { env = {}, quiet = false } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const forward = (stream, target) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      if (!quiet) for (const line of lines) target.write(`${prefix}${line}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}

export async function waitFor(url, { timeoutMs = 60_000, ok = (r) => r.ok } = {}) {
  const until = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (ok(response)) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${url}: ${lastError?.message ?? ''}`);
}

export function stopAll(children) {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}
