#!/usr/bin/env node
// npm test: type check, lint, unit tests, API tests (embedded database, and PostgreSQL when DATABASE_URL
// is set), then the end-to-end tests against the built and running platform, then the scale-out test
// (two shells and two content APIs behind nginx). Steps can be named: `npm test -- unit scaleout`.
// Ends with one summary line: "total: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repo } from './lib/processes.mjs';

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
const reports = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

if (want('typecheck')) run('type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
if (want('lint')) {
  // The module-boundaries rule reads nx's cached project graph and skips itself with no more than a
  // console warning when there is none (a fresh clone): compute the graph first.
  const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
  const graph = spawnSync('npx', ['nx', 'show', 'projects'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'], env: nxEnv });
  if (graph.status === 0) run('lint (module boundaries included)', 'npx', ['eslint', '.', '--max-warnings=0'], nxEnv);
  else failures.push('lint (the project graph could not be computed)');
  run('format check (prettier)', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
  // Unused files and exports (knip.jsonc); the installed knip, nothing is fetched.
  run('unused exports (knip)', 'npx', ['--no-install', 'knip', '--no-progress']);
}

if (want('unit')) {
  const file = path.join(reports, 'unit.json');
  run('unit tests', 'npx', ['jest', '--ci', '--json', `--outputFile=${file}`]);
  countJest(file);
}

if (want('api')) {
  const file = path.join(reports, 'api.json');
  run('API tests', 'npx', ['jest', '--ci', '-c', 'services/cms-api/jest.api.config.js', '--runInBand', '--json', `--outputFile=${file}`]);
  countJest(file);
}

// Two shells and two content APIs on PostgreSQL behind nginx, under load (needs the builds).
function scaleOut() {
  const file = path.join(reports, 'scale-out.json');
  const ok = run('scale-out test (nginx, two shells, two content APIs, PostgreSQL)', process.execPath, ['scripts/scale-out-test.mjs'], {
    SCALE_OUT_REPORT: file,
  });
  if (!existsSync(file)) {
    if (!ok) totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.passed;
  totals.failed += report.failed;
}

if (want('e2e')) {
  const built = run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { NX_DAEMON: 'false', NX_NO_CLOUD: 'true' });
  if (built) {
    const file = path.join(reports, 'e2e.json');
    run('end-to-end tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
    countPlaywright(file);
    if (want('scaleout')) scaleOut();
  }
} else if (want('scaleout')) {
  const built = run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { NX_DAEMON: 'false', NX_NO_CLOUD: 'true' });
  if (built) scaleOut();
}

rmSync(reports, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
