// Processes a spec starts for itself on spare ports (a content API on a fresh database, a shell with
// its own settings, a remote's static server), so it can change settings, stop and release them
// without disturbing the platform the other specs use.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { processes } from './platform';
import { TEST_SECRETS } from './secrets';

const OFFSET = Number(process.env.PORT_OFFSET ?? 0);

/** A port of the test platform's range, moved by PORT_OFFSET like every other. */
export const sparePort = (base: number): number => base + OFFSET;

export interface OwnProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function stopping(child: ChildProcess): Promise<void> {
  const { stopAll } = await processes();
  await stopAll([child]);
}

/**
 * A content API with the test's secrets, on a fresh database (seeded with the demo content at start)
 * that its stop removes, or on the caller's `dataDir`, which stays.
 */
export async function startContentApi(
  base: number,
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<OwnProcess & { dataDir: string }> {
  const { startProcess, waitFor } = await processes();
  const port = sparePort(base);
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'musterstadt-own-cms-'));
  const remove = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const child = startProcess(`cms-${port}`, ['services/cms-api/dist/main.js'], {
    env: { ...TEST_SECRETS, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'fatal', ...env },
    quiet: !process.env.E2E_VERBOSE,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/cms/health`, { timeoutMs: 120_000 });
  } catch (error) {
    await stopping(child);
    remove();
    throw error;
  }
  return {
    url,
    child,
    dataDir,
    stop: async () => {
      await stopping(child);
      remove();
    },
  };
}

/**
 * A shell with its own settings, once it has loaded every remote. Without `cms` it uses the test
 * platform's content API; remotes are the test platform's unless `env` moves one (`REMOTE_<ID>_URL`).
 */
export async function startShell(base: number, options: { cms?: string; env?: Record<string, string> } = {}): Promise<OwnProcess> {
  const { shellEnvironment, startProcess, waitFor } = await processes();
  const port = sparePort(base);
  const url = `http://127.0.0.1:${port}`;
  const child = startProcess(`shell-${port}`, ['shell/dist/server/main.js'], {
    env: {
      ...shellEnvironment(),
      ...TEST_SECRETS,
      PORT: String(port),
      SITE_URL: url,
      LOG_LEVEL: 'fatal',
      ...(options.cms ? { CMS_API_URL: options.cms } : {}),
      ...options.env,
    },
    quiet: !process.env.E2E_VERBOSE,
  });
  try {
    // The shell loads its remotes in the background after it listens.
    await waitFor(`${url}/health`);
    await expect
      .poll(async () => Object.values(((await (await fetch(`${url}/health`)).json()) as { remotes: Record<string, boolean> }).remotes).every(Boolean), {
        timeout: 30_000,
      })
      .toBe(true);
  } catch (error) {
    await stopping(child);
    throw error;
  }
  return { url, child, stop: () => stopping(child) };
}

/** A remote's static server (its own deployable) on a spare port; `dist` serves a release folder other than its dist/. */
export async function startRemoteServer(id: string, base: number, options: { dist?: string } = {}): Promise<OwnProcess> {
  const { startProcess, waitFor } = await processes();
  const port = sparePort(base);
  const url = `http://127.0.0.1:${port}`;
  const args = ['scripts/serve-remote.mjs', id, `--port=${port}`, ...(options.dist ? [`--dist=${options.dist}`] : [])];
  const child = startProcess(`${id}-${port}`, args, { quiet: !process.env.E2E_VERBOSE });
  try {
    await waitFor(`${url}/build.json`);
  } catch (error) {
    await stopping(child);
    throw error;
  }
  return { url, child, stop: () => stopping(child) };
}

/** The shell checks its remotes in the background (a request never waits for it): waits until it has seen the change. */
export async function shellSees(shellUrl: string, id: string, up: boolean): Promise<void> {
  await expect
    .poll(async () => {
      const health = (await (await fetch(`${shellUrl}/health`)).json()) as { remotes: Record<string, boolean> };
      return health.remotes[id];
    })
    .toBe(up);
}

/** Stops what a spec started, whatever failed on the way. */
export async function stopAllOwn(own: (OwnProcess | undefined)[]): Promise<void> {
  await Promise.all(own.filter((process): process is OwnProcess => process !== undefined).map((process) => process.stop()));
}
