#!/usr/bin/env node
// Security scan with wapiti (Debian's package) against the site on loopback. Fails when wapiti
// reports a vulnerability or anomaly above 'low', or when it connects anywhere but loopback.
// wapiti 3.0.4 cannot decode brotli, so it asks for gzip; its own endpoints (for the modules that
// wait for a call back) point at an unused loopback port, never at its makers' server; every connect()
// it makes is recorded (strace) and must go to 127.0.0.1, ::1 or a local socket. It starts from the
// sitemap's pages and the ten town forms, and reports its modules, what it reached and its findings.
//   node scripts/scan.mjs                 starts the platform on a fresh database (PORT_OFFSET applies)
//   SCAN_URL=http://127.0.0.1:4200/ node scripts/scan.mjs   scans a site that is already running
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from './lib/platform.mjs';
import { port, repo } from './lib/processes.mjs';

const WAPITI = process.env.WAPITI ?? '/usr/bin/wapiti';
/** wapiti's levels: 0 info, 1 low, 2 medium, 3 high, 4 critical. */
const MAX_LEVEL = 1;
const LEVELS = ['info', 'low', 'medium', 'high', 'critical'];
const MAX_SCAN_SECONDS = Number(process.env.SCAN_SECONDS ?? 240);
// The default modules plus the ones that probe headers-adjacent doors (CRLF, methods, backups).
// Without wapp and nikto: they download their databases from the internet when started.
const MODULES = process.env.SCAN_MODULES ?? 'common,crlf,methods,backup,-wapp,-nikto';

/** The pages of the ten town forms (each also reached through the sitemap where it is listed). */
const FORM_PAGES = [
  '/kontakt',
  '/abfall/erinnerung',
  '/anzeige-aufgeben',
  '/betrieb-eintragen',
  '/fuehrung-anfragen',
  '/nachbarschaftshilfe',
  '/schaden-melden',
  '/veranstaltung-melden',
  '/verein-eintragen',
  '/vereinspauschale',
];
const STRACE = '/usr/bin/strace';

/** Runs wapiti with every connect() of it and its children written to `trace`. */
function run(args, trace) {
  return new Promise((resolve, reject) => {
    const child = spawn(STRACE, ['-f', '-qq', '-e', 'trace=connect', '-o', trace, WAPITI, ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wapiti exited with ${code}`))));
  });
}

try {
  execFileSync(WAPITI, ['--version'], { stdio: 'ignore' });
  execFileSync(STRACE, ['-V'], { stdio: 'ignore' });
} catch {
  console.error(`wapiti (${WAPITI}) or strace not found: apt-get install -y wapiti strace`);
  process.exit(2);
}

/** The addresses wapiti connected to, from the strace record: anything not on loopback is a leak. */
function connections(trace) {
  const text = readFileSync(trace, 'utf8');
  const seen = new Map();
  for (const [call] of text.matchAll(/connect\(\d+, \{[^}]*\}/g)) {
    const family = /sa_family=(\w+)/.exec(call)?.[1] ?? '?';
    const portNumber = /sin6?_port=htons\((\d+)\)/.exec(call)?.[1] ?? '?';
    const address = /inet_addr\("([^"]+)"\)/.exec(call)?.[1] ?? /inet_pton\(AF_INET6, "([^"]+)"/.exec(call)?.[1] ?? '?';
    const key = family === 'AF_UNIX' || family === 'AF_NETLINK' ? family : `${address}:${portNumber}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const outside = [...seen.keys()].filter((key) => !/^(?:AF_UNIX|AF_NETLINK|127\.0\.0\.1:\d+|::1:\d+)$/.test(key));
  return { seen, outside, total: [...seen.values()].reduce((a, b) => a + b, 0) };
}

/** What wapiti's session database holds: the resources it reached, and those with a form (POST). */
function reached(sessionDir) {
  const db = existsSync(sessionDir) ? readdirSync(sessionDir).find((name) => name.endsWith('.db')) : undefined;
  if (!db) return null;
  const query = (sql) =>
    execFileSync('python3', [
      '-c',
      `import sqlite3,sys;c=sqlite3.connect(sys.argv[1]);print(c.execute(sys.argv[2]).fetchone()[0])`,
      path.join(sessionDir, db),
      sql,
    ])
      .toString()
      .trim();
  return {
    pages: Number(query("SELECT count(DISTINCT path) FROM paths WHERE method = 'GET' AND evil = 0")),
    forms: Number(query("SELECT count(DISTINCT path) FROM paths WHERE method = 'POST' AND evil = 0")),
    formPaths: query(
      "SELECT coalesce(group_concat(path, char(10)), '') FROM (SELECT DISTINCT path FROM paths WHERE method = 'POST' AND evil = 0 ORDER BY path)",
    )
      .split('\n')
      .filter(Boolean)
      .map((url) => new URL(url).pathname),
  };
}

const work = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-scan-'));
let platform = null;
let target = process.env.SCAN_URL;
let failed = true;
let endpointServer = null;
let endpointCalls = 0;
try {
  if (!target) {
    // What changed is built (Nx's cache keeps the rest): a stale build would be scanned otherwise.
    execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
      cwd: repo,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
    const dataDir = path.join(work, 'cms');
    // The scanner posts every form many times: the limit would hide the forms behind 429s.
    platform = await startPlatform({ cmsEnv: { DATA_DIR: dataDir, DATABASE_URL: '' }, shellEnv: { RATE_LIMIT_MAX: '100000' }, quiet: true });
    target = `http://127.0.0.1:${port(4200)}/`;
  }
  // wapiti 3.0's crawler stops at the streamed home page here: the sitemap gives it every page.
  const sitemap = await fetch(new URL('/sitemap.xml', target)).then((response) => (response.ok ? response.text() : ''));
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const starts = [...new Set([...pages, ...FORM_PAGES])].map((page) => new URL(page, target).href);
  const report = path.join(work, 'report.json');
  // wapiti loads every module, the excluded too: wapp fetches its database from the internet when
  // its config folder has none. An empty one keeps it on the machine (the module is not run).
  mkdirSync(path.join(work, 'config'), { recursive: true });
  writeFileSync(path.join(work, 'config', 'apps.json'), JSON.stringify({ apps: {}, categories: {} }));
  const trace = path.join(work, 'connects.txt');
  // wapiti's endpoint (where the modules that wait for a call back look for one) on loopback: it
  // answers every request empty, so those modules find nothing, and nothing leaves the machine.
  const endpoint = `http://127.0.0.1:${port(4399)}/`;
  endpointServer = createServer((_request, response) => {
    endpointCalls += 1;
    response.writeHead(404, { 'content-type': 'text/plain' }).end();
  });
  await new Promise((resolve) => endpointServer.listen(port(4399), '127.0.0.1', resolve));
  console.log(
    `wapiti modules ${MODULES} against ${target}: ${pages.length} pages of its sitemap and ${FORM_PAGES.length} form pages (at most ${MAX_SCAN_SECONDS} s)`,
  );
  await run(
    [
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
      '--endpoint',
      endpoint,
      '--external-endpoint',
      endpoint,
      '--internal-endpoint',
      endpoint,
      // wapiti 3.0.4 cannot decode brotli, which it would otherwise ask for.
      '-H',
      'Accept-Encoding: gzip',
      '-v',
      '0',
    ],
    trace,
  );
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
  const counts = LEVELS.map((level, index) => `${findings.filter((finding) => finding.level === index).length} ${level}`).join(', ');
  const got = reached(path.join(work, 'session'));
  const net = connections(trace);
  if (got) console.log(`reached: ${got.pages} pages and files, ${got.forms} form targets (${got.formPaths.join(', ')})`);
  console.log(`endpoint on loopback: ${endpointCalls} requests`);
  console.log(`connections: ${net.total} connect() calls, to ${[...net.seen].map(([key, n]) => `${key} ×${n}`).join(', ')}`);
  console.log(
    `scan: modules ${MODULES}; ${findings.length} findings (${counts}), ${above.length} above 'low'; ${net.outside.length} addresses beyond loopback`,
  );
  const missingForms = got ? FORM_PAGES.filter((page) => !got.formPaths.includes(page)) : FORM_PAGES;
  if (missingForms.length > 0) console.log(`forms not reached: ${missingForms.join(', ')}`);
  failed = above.length > 0 || net.outside.length > 0 || !got || missingForms.length > 0;
} catch (error) {
  console.error(error);
} finally {
  endpointServer?.close();
  await platform?.stop();
  if (!process.env.SCAN_KEEP) rmSync(work, { recursive: true, force: true });
  else console.log(`report kept in ${work}`);
}
process.exit(failed ? 1 : 0);
