#!/usr/bin/env node
// Search latency over the demo data: the content API's full-text search (GET /api/cms/suche) and the
// whole search page through the shell (GET /suche, server-rendered), with percentiles.
//   npm run bench:search   (or: npm run bench -- --search)
//   node scripts/bench-search.mjs [--rounds=30] [--connections=1,8] [--base=http://127.0.0.1:4200 --api=http://127.0.0.1:4300]
//   node scripts/bench-search.mjs --database-url=postgres://…   (content API on PostgreSQL, fresh schema)
// Without --base it starts the platform on a fresh, seeded database (PORT_OFFSET applies).
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildMissing, startPlatform } from './lib/platform.mjs';
import { port } from './lib/processes.mjs';

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const rounds = Number(arg('rounds', 30));
const connectionCounts = arg('connections', '1,8').split(',').map(Number);
const databaseUrl = arg('database-url', '');
let base = arg('base', process.env.BASE_URL);
let api = arg('api', '');
let platform;
let dataDir;

// The suggestions of the search overlay, plus typical and edge-case queries (one hit, no hit, long).
const QUERIES = [
  'Stadtportrait',
  'Fachwerk & Altstadt',
  'BarfussPark',
  'Museen',
  'Verwaltung',
  'Wegweiser',
  'Kontakt',
  'Unterkünfte',
  'Mountainbiken',
  'Führungen',
  'Aktuelles',
  'Gastronomie',
  'Feuerwehren',
  'Personalausweis beantragen',
  'Straße',
  'Musterstadt',
  'Abfuhr Restmüll',
  'Fischereischein',
  'Xylophonorchester',
  'Öffnungszeiten Bürgerbüro Rathaus Marktplatz',
];

if (!base) {
  buildMissing();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-bench-search-'));
  const schema = `bench_search_${process.pid}`;
  const cmsEnv = databaseUrl
    ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, LOG_LEVEL: 'warn' }
    : { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  platform = await startPlatform({ cmsEnv, shellEnv: { LOG_LEVEL: 'warn' }, quiet: true });
  base = platform.url.replace('localhost', '127.0.0.1');
  api = `http://127.0.0.1:${port(4300)}`;
}
if (!api) api = base;

function get(agent, url) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.statusCode ?? 0 }));
    });
    request.on('error', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: 0 }));
  });
}

/** Every query `rounds` times, spread over `connections` parallel clients. */
async function measure(label, urlFor, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const jobs = [];
  for (let round = 0; round < rounds; round += 1) for (const q of QUERIES) jobs.push(urlFor(q));
  // Warm-up: one pass, not counted.
  for (const q of QUERIES) await get(agent, urlFor(q));
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < jobs.length) {
        const url = jobs[next];
        next += 1;
        const { ms, status } = await get(agent, url);
        latencies.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => +(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1);
  return {
    what: label,
    connections,
    requests: latencies.length,
    rps: +(latencies.length / seconds).toFixed(1),
    p50ms: at(0.5),
    p90ms: at(0.9),
    p99ms: at(0.99),
    maxms: +(latencies[latencies.length - 1] ?? 0).toFixed(1),
    statuses: [...statuses.entries()].map(([status, count]) => `${status}×${count}`).join(' '),
  };
}

try {
  const health = await fetch(`${api}/api/cms/health`)
    .then((r) => r.json())
    .catch(() => null);
  const sample = await fetch(`${api}/api/cms/suche?q=Musterstadt`).then((r) => r.json());
  console.log(`Search latency against ${base} (content API ${api}), ${os.cpus().length} CPUs, node ${process.version}`);
  console.log(`Database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; ${QUERIES.length} queries × ${rounds} rounds; health ${JSON.stringify(health)}`);
  console.log(`Index size: 'Musterstadt' matches ${sample.anzahl} documents\n`);
  const rows = [];
  for (const connections of connectionCounts) {
    rows.push(await measure('API /api/cms/suche', (q) => `${api}/api/cms/suche?q=${encodeURIComponent(q)}`, connections));
    rows.push(await measure('page /suche (SSR)', (q) => `${base}/suche?q=${encodeURIComponent(q)}`, connections));
  }
  console.table(rows);
} finally {
  if (platform) await platform.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (platform && databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS bench_search_${process.pid} CASCADE`);
    await client.end();
  }
}
