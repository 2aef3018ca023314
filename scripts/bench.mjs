#!/usr/bin/env node
// npm run bench, in one run on this machine:
//   1. Lighthouse (mobile, simulated slow 4G, median of --runs) for every page type: performance,
//      FCP, LCP, TBT, CLS and the JavaScript it transferred;
//   2. JavaScript transferred per page (compressed, as the browser receives it, cold cache);
//   3. the shell's throughput and latency under load on loopback, against the same HTML served as a
//      static file by the same server, as ratios.
//   node scripts/bench.mjs [--runs=3] [--seconds=10] [--connections=50] [--base=http://127.0.0.1:4200] [--skip=lighthouse]
// Compare figures as ratios from one run on the same machine; absolute numbers vary with load.
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildMissing, startPlatform } from './lib/platform.mjs';

// npm run bench -- --search: search latency instead (scripts/bench-search.mjs).
if (process.argv.includes('--search')) {
  await import('./bench-search.mjs');
  process.exit(0);
}

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const seconds = Number(arg('seconds', 10));
const connections = Number(arg('connections', 50));
const runs = Number(arg('runs', 3));
const skip = new Set(arg('skip', '').split(',').filter(Boolean));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
let base = arg('base', process.env.BASE_URL);
let platform;
let dataDir;

if (!base) {
  buildMissing();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-bench-'));
  platform = await startPlatform({ cmsEnv: { DATA_DIR: dataDir, DATABASE_URL: '' }, shellEnv: { LOG_LEVEL: 'warn' }, quiet: true });
  base = platform.url.replace('localhost', '127.0.0.1');
}

/** The first link of a list page to one of its entries (an article, an event), not to a feed. */
async function firstDetail(list) {
  const html = await (await fetch(`${base}${list}`)).text();
  return new RegExp(`href="(${list}/[^"?.#]+)"`).exec(html)?.[1] ?? list;
}

const article = await firstDetail('/aktuelles');
// Every page type of the goal: portal, list, article, event, sub-sites, search, a sign-up form, the council.
const pages = [
  '/',
  '/aktuelles',
  article,
  '/veranstaltungen',
  await firstDetail('/veranstaltungen'),
  '/feuerwehr/',
  '/grundschule-musterstadt/',
  '/suche?q=Rathaus',
  '/grundschule-musterstadt/schulfrucht',
  '/kontakt',
  '/ratsinfo/sitzungen',
];

/** Lighthouse's mobile run of each page, the median of `runs` (each in a fresh Chromium). */
async function lighthouseRuns() {
  const rows = [];
  for (const pagePath of pages) {
    // The first render of a page (its remotes' modules, the page cache) is not what a visitor measures.
    await fetch(`${base}${pagePath}`).then((response) => response.arrayBuffer());
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
      try {
        const result = await lighthouse(`${base}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        // A run that could not load the page (a runtime error, no paint) is left out of the median.
        if (result?.lhr && !result.lhr.runtimeError && result.lhr.audits['first-contentful-paint']?.numericValue) results.push(result.lhr);
      } finally {
        await chrome.kill();
      }
    }
    if (results.length === 0) {
      rows.push({ page: pagePath, performance: 'no run loaded the page' });
      continue;
    }
    const lhr = computeMedianRun(results);
    const audit = (id) => lhr.audits[id]?.numericValue ?? 0;
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
    rows.push({
      page: pagePath,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      'all runs': results.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)).join(' '),
      'FCP s': +(audit('first-contentful-paint') / 1000).toFixed(2),
      'LCP s': +(audit('largest-contentful-paint') / 1000).toFixed(2),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: +audit('cumulative-layout-shift').toFixed(3),
      'JS KiB (wire)': +(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1),
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    });
  }
  return rows;
}

async function jsWeight() {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
  const rows = [];
  try {
    for (const pagePath of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const requests = new Map();
      // The compressed body of each answer: all bytes received less those of the status line and headers.
      cdp.on('Network.responseReceived', (event) =>
        requests.set(event.requestId, { type: event.type, url: event.response.url, headerBytes: event.response.encodedDataLength ?? 0 }),
      );
      const sizes = new Map();
      cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
      await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
      // Islands hydrate after the load; their chunks come by then.
      await page.waitForTimeout(1000);
      let scripts = 0;
      let jsBytes = 0;
      let cssBytes = 0;
      let docBytes = 0;
      const firstLoad = new Set(requests.keys());
      for (const [id, info] of requests) {
        const size = Math.max(0, (sizes.get(id) ?? 0) - info.headerBytes);
        if (info.type === 'Script') {
          scripts += 1;
          jsBytes += size;
        } else if (info.type === 'Stylesheet') cssBytes += size;
        else if (info.type === 'Document') docBytes += size;
      }
      // The router's code comes on the first intent to navigate (here: the pointer on a link of the site).
      await page.locator('main a[href^="/"]:visible, a[href^="/"]:visible').first().hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      let intentBytes = 0;
      for (const [id, info] of requests) {
        if (!firstLoad.has(id) && info.type === 'Script') intentBytes += Math.max(0, (sizes.get(id) ?? 0) - info.headerBytes);
      }
      rows.push({
        page: pagePath,
        scripts,
        jsKiB: +(jsBytes / 1024).toFixed(1),
        'router on intent KiB': +(intentBytes / 1024).toFixed(1),
        cssKiB: +(cssBytes / 1024).toFixed(1),
        htmlKiB: +(docBytes / 1024).toFixed(1),
        islands: await page.evaluate(() => document.querySelectorAll('ms-island').length),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function load(pagePath, duration = seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(`${base}${pagePath}`);
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const until = Date.now() + duration * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          if (response.statusCode < 200 || response.statusCode > 299) non2xx += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (Date.now() < until) await once();
  };
  const started = Date.now();
  return Promise.all(Array.from({ length: connections }, worker)).then(() => {
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const at = (q) => +(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1);
    return {
      page: pagePath,
      requests: latencies.length,
      rps: +(latencies.length / ((Date.now() - started) / 1000)).toFixed(1),
      p50ms: at(0.5),
      p90ms: at(0.9),
      p99ms: at(0.99),
      non2xx,
      errors,
    };
  });
}

/**
 * The page's HTML as a static file of the same server (beside the shell's own files, compressed the
 * same way), for comparing a page render with the fastest answer this server can give. Only when the
 * benchmark started the platform itself: it writes into the shell's build folder.
 */
async function staticCopy(pagePath) {
  if (!platform) return null;
  const html = Buffer.from(await (await fetch(`${base}${pagePath}`)).arrayBuffer());
  const name = `bench-${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'start'}.html`;
  const file = path.join(clientDir, name);
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  staticFiles.push(file, `${file}.br`, `${file}.gz`);
  return `/_shell/${name}`;
}

const clientDir = path.resolve(import.meta.dirname, '../shell/dist/client');
const staticFiles = [];

try {
  console.log(`Benchmark against ${base} (${os.cpus().length} CPUs, node ${process.version})\n`);
  if (!skip.has('lighthouse')) {
    console.log(`Lighthouse, mobile (simulated slow 4G, 4x CPU), median of ${runs} runs per page:`);
    console.table(await lighthouseRuns());
  }
  console.log('Transferred per page (compressed bodies, cold cache):');
  console.table(await jsWeight());
  console.log(`Server answers under load (${connections} connections, ${seconds} s per page, loopback), page against the same HTML as a static file:`);
  const results = [];
  const ratios = [];
  for (const pagePath of ['/aktuelles', article, '/feuerwehr/']) {
    await load(pagePath, 2); // warm-up
    const rendered = await load(pagePath);
    results.push(rendered);
    const copy = await staticCopy(pagePath);
    if (!copy) continue;
    await load(copy, 2);
    const file = { ...(await load(copy)), page: `${pagePath} (static)` };
    results.push(file);
    ratios.push({
      page: pagePath,
      'rps page/static': +(rendered.rps / file.rps).toFixed(2),
      'p99 page/static': +(rendered.p99ms / Math.max(file.p99ms, 0.1)).toFixed(2),
    });
  }
  console.table(results);
  if (ratios.length > 0) console.table(ratios);
} finally {
  for (const file of staticFiles) rmSync(file, { force: true });
  if (platform) await platform.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
