#!/usr/bin/env node
// End-to-end tests alone: builds what changed, then runs Playwright in Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { repo } from './lib/processes.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: repo, stdio: 'inherit', env });
execFileSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { cwd: repo, stdio: 'inherit', env });
