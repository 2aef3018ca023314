#!/usr/bin/env node
// Security scan with wapiti (Debian's package) against the site on loopback. Fails when wapiti
// reports a vulnerability or anomaly above 'low'.
//   node scripts/scan.mjs                 starts the platform on a fresh database (PORT_OFFSET applies)
//   SCAN_URL=http://127.0.0.1:4200/ node scripts/scan.mjs   scans a site that is already running
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildMissing, startPlatform } from './lib/platform.mjs';
import { port } from './lib/processes.mjs';

const WAPITI = process.env.WAPITI ?? '/usr/bin/wapiti';
/** wapiti's levels: 0 info, 1 low, 2 medium, 3 high, 4 critical. */
const MAX_LEVEL = 1;
const LEVELS = ['info', 'low', 'medium', 'high', 'critical'];
const MAX_SCAN_SECONDS = Number(process.env.SCAN_SECONDS ?? 240);
// The default modules plus the ones that probe headers-adjacent doors (CRLF, methods, backups).
const MODULES = process.env.SCAN_MODULES ?? 'common,crlf,methods,backup';

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(WAPITI, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wapiti exited with ${code}`))));
  });
}

try {
  execFileSync(WAPITI, ['--version'], { stdio: 'ignore' });
} catch {
  console.error(`wapiti not found at ${WAPITI}: apt-get install -y wapiti`);
  process.exit(2);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-scan-'));
let platform = null;
let target = process.env.SCAN_URL;
let failed = true;
try {
  if (!target) {
    buildMissing();
    const dataDir = path.join(work, 'cms');
    // The scanner posts every form many times: the limit would hide the forms behind 429s.
    platform = await startPlatform({ cmsEnv: { DATA_DIR: dataDir, DATABASE_URL: '' }, shellEnv: { RATE_LIMIT_MAX: '100000' }, quiet: true });
    target = `http://127.0.0.1:${port(4200)}/`;
  }
  // wapiti 3.0's crawler stops at the streamed home page here: the sitemap gives it every page.
  const sitemap = await fetch(new URL('/sitemap.xml', target)).then((response) => (response.ok ? response.text() : ''));
  const starts = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(new URL(match[1]).pathname, target).href).slice(0, 60);
  const report = path.join(work, 'report.json');
  console.log(`wapiti ${MODULES} against ${target} and ${starts.length} pages of its sitemap (at most ${MAX_SCAN_SECONDS} s)`);
  await run([
    '-u',
    target,
    ...starts.flatMap((start) => ['-s', start]),
    '--scope',
    'folder',
    '-m',
    MODULES,
    '--flush-session',
    '--store-session',
    path.join(work, 'session'),
    '--store-config',
    path.join(work, 'config'),
    '-d',
    '3',
    '--max-links-per-page',
    '40',
    '--max-files-per-dir',
    '40',
    '--max-scan-time',
    String(MAX_SCAN_SECONDS),
    '--max-attack-time',
    String(Math.max(20, Math.floor(MAX_SCAN_SECONDS / 8))),
    '-t',
    '10',
    '-f',
    'json',
    '-o',
    report,
    '--no-bugreport',
    '-v',
    '0',
  ]);
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const findings = [];
  for (const kind of ['vulnerabilities', 'anomalies', 'additionals']) {
    for (const [category, entries] of Object.entries(result[kind] ?? {})) {
      for (const entry of entries) findings.push({ kind, category, level: Number(entry.level), method: entry.method, path: entry.path, info: entry.info });
    }
  }
  findings.sort((a, b) => b.level - a.level);
  for (const finding of findings) {
    console.log(`${(LEVELS[finding.level] ?? finding.level).padEnd(8)} ${finding.category}: ${finding.method} ${finding.path} – ${finding.info}`);
  }
  const above = findings.filter((finding) => finding.level > MAX_LEVEL);
  console.log(`scan: ${findings.length} findings, ${above.length} above 'low'`);
  failed = above.length > 0;
} catch (error) {
  console.error(error);
} finally {
  await platform?.stop();
  if (!process.env.SCAN_KEEP) rmSync(work, { recursive: true, force: true });
  else console.log(`report kept in ${work}`);
}
process.exit(failed ? 1 : 0);
