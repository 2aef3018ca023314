import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { processes } from '../support/platform';

// Its own shell and fire-brigade server, so the release can restart that server.
const SHELL_PORT = 4294 + Number(process.env.PORT_OFFSET ?? 0);
const FEUERWEHR_PORT = 4295 + Number(process.env.PORT_OFFSET ?? 0);
const shellUrl = `http://127.0.0.1:${SHELL_PORT}`;

test('a new fire-brigade build is served after rebuilding it and restarting only its static server', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { repo, shellEnvironment, startProcess, stopAll, waitFor } = await processes();
  const children: ChildProcess[] = [];
  const startRemote = async () => {
    const child = startProcess('release-feuerwehr', ['scripts/serve-remote.mjs', 'feuerwehr', `--port=${FEUERWEHR_PORT}`], { quiet: true });
    children.push(child);
    await waitFor(`http://127.0.0.1:${FEUERWEHR_PORT}/build.json`);
    return child;
  };
  const shellBuild = path.join(repo, 'shell/dist/server/main.js');
  const shellBuiltAt = statSync(shellBuild).mtimeMs;
  const versionIn = (html: string) => /\/_remotes\/feuerwehr\/@([a-z0-9]+)\/browser\/remoteEntry\.js/.exec(html)?.[1];
  const release = path.join(repo, 'remotes/feuerwehr/src/layouts/release-check.css');

  try {
    let remote = await startRemote();
    children.push(
      startProcess('release-shell', ['shell/dist/server/main.js'], {
        env: { ...shellEnvironment(), PORT: String(SHELL_PORT), REMOTE_FEUERWEHR_URL: `http://127.0.0.1:${FEUERWEHR_PORT}`, LOG_LEVEL: 'fatal' },
        quiet: true,
      }),
    );
    await waitFor(`${shellUrl}/health`);
    const oldVersion = versionIn(await (await request.get(`${shellUrl}/feuerwehr/`)).text());
    expect(oldVersion).toBeTruthy();

    // The fire brigade's team changes its stylesheet, builds its remote alone and restarts its server.
    writeFileSync(release, '.fw-header { border-bottom: 6px solid #7c0a10; }\n');
    execFileSync(process.execPath, ['scripts/build-remote.mjs', 'feuerwehr'], { cwd: repo, stdio: 'ignore' });
    await stopAll([remote]);
    remote = await startRemote();
    const info = (await (await request.get(`http://127.0.0.1:${FEUERWEHR_PORT}/build.json`)).json()) as { version: string };
    expect(info.version).not.toBe(oldVersion);

    await expect.poll(async () => versionIn(await (await request.get(`${shellUrl}/feuerwehr/`)).text()), { timeout: 15_000 }).toBe(info.version);
    await page.goto(`${shellUrl}/feuerwehr/`);
    await expect(page.locator('header.fw-header')).toHaveCSS('border-bottom-width', '6px');
    expect(statSync(shellBuild).mtimeMs).toBe(shellBuiltAt);
  } finally {
    rmSync(release, { force: true });
    execFileSync(process.execPath, ['scripts/build-remote.mjs', 'feuerwehr'], { cwd: repo, stdio: 'ignore' });
    await stopAll(children);
  }
});
