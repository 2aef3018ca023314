#!/usr/bin/env node
// The scale-out test (README "Two of everything"; part of `npm test`, step `scaleout`): two shells and
// two content APIs on one PostgreSQL behind nginx. It checks that
//   1. the rate limit of a form counts over both shells (N+1 posts alternating between them: the last
//      is a German 429 with Retry-After);
//   2. a council session made on one shell is the session on the other (shared token key); after a
//      logout on one shell its old cookie opens no protected page on the other, and neither content
//      API accepts its token (sessions end in the shared database); a captcha question answered
//      wrongly on one shell is spent on the other (shared store);
//   3. under a bounded load through nginx (20 connections, 30 s) stopping one shell and one content
//      API loses no request, and a contact message sent during it, and sent again as a retry with
//      the same Idempotency-Key, is stored exactly once.
// Needs the builds (`npm run build`), PostgreSQL's server binaries and nginx. Exits non-zero on failure.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { PORTS, startScaleOut } from './lib/scale-out.mjs';

const RATE_LIMIT_MAX = 6;
const LOAD = { connections: 20, duration: 30 };
const results = [];

async function check(name, fn) {
  const started = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  ✗ ${name}\n${error?.stack ?? error}`);
  }
}

const contactMessage = (betreff) => ({
  name: 'Julia Berger',
  email: 'julia.berger@example.org',
  telefon: '',
  betreff,
  nachricht: 'Bitte rufen Sie mich wegen der Sperrmüllabfuhr in der Hauptstraße zurück.',
  datenschutz: true,
  firma: '',
});

/** A neighbourhood-help offer (a form with the captcha), without its captcha fields. */
const NEIGHBOURHOOD_HELP = {
  art: 'biete',
  bereiche: ['einkaeufe'],
  beschreibung: 'Ich kann dienstags für Nachbarn einkaufen gehen.',
  name: 'Gerd Probe',
  wohnort: 'Lindenweg 3, Aach',
  telefon: '',
  email: 'gerd.probe@example.org',
  datenschutz: true,
  firma: '',
};

/** A number up to 99 in German words, as the captcha asks it. */
function numberWord(n) {
  const units = [
    'null',
    'eins',
    'zwei',
    'drei',
    'vier',
    'fünf',
    'sechs',
    'sieben',
    'acht',
    'neun',
    'zehn',
    'elf',
    'zwölf',
    'dreizehn',
    'vierzehn',
    'fünfzehn',
    'sechzehn',
    'siebzehn',
    'achtzehn',
    'neunzehn',
  ];
  const tens = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
  if (n < 20) return units[n];
  return `${n % 10 === 0 ? '' : `${n % 10 === 1 ? 'ein' : units[n % 10]}und`}${tens[Math.floor(n / 10)]}`;
}

/** A contact message as the browser's form kit posts it; `client` is the visitor's address behind the proxy. */
function postContact(base, betreff, { key, client } = {}) {
  return fetch(`${base}/_forms/kontaktformular`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
      ...(client ? { 'x-forwarded-for': client } : {}),
    },
    body: JSON.stringify(contactMessage(betreff)),
    signal: AbortSignal.timeout(30_000),
  });
}

/** Sends until an answer comes (a browser's retry after a network error or a 5xx), with one key. */
async function submitWithRetries(base, betreff, key, client) {
  const answers = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    try {
      const answer = await postContact(base, betreff, { key, client });
      answers.push(answer.status);
      if (answer.status < 500) return { status: answer.status, body: await answer.json(), answers };
    } catch (error) {
      answers.push(String(error?.cause?.code ?? error?.name ?? error));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { status: 0, body: null, answers };
}

const shellUrl = (index) => `http://127.0.0.1:${PORTS.shells[index]}`;

/** Logs a council member in on one shell (a plain form post); answers the session cookie `ms_ratsinfo=…`. */
async function councilLogin(index) {
  const login = await fetch(`${shellUrl(index)}/ratsinfo/anmelden`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'sabine.keller@musterstadt.de', passwort: 'Ratsinfo!2026' }).toString(),
    redirect: 'manual',
  });
  assert.equal(login.status, 303);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('ms_ratsinfo='));
  assert.ok(cookie, 'the login sets the session cookie');
  return cookie;
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const started = Date.now();
console.log('Starting PostgreSQL, two content APIs, the remotes, two shells and nginx …');
const setup = await startScaleOut({ quiet: !process.env.E2E_VERBOSE, shellEnv: { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) } });
const db = new pg.Client({ connectionString: setup.databaseUrl });
await db.connect();
const storedCount = async (betreff) => (await db.query('SELECT count(*)::int AS n FROM anfragen WHERE betreff = $1', [betreff])).rows[0].n;
console.log(`Ready after ${((Date.now() - started) / 1000).toFixed(1)} s: ${setup.siteUrl}`);

try {
  await check(`the form's rate limit counts over both shells (${RATE_LIMIT_MAX + 1} posts alternating: the last is 429)`, async () => {
    const client = '203.0.113.7';
    const statuses = [];
    let last;
    for (let i = 0; i <= RATE_LIMIT_MAX; i += 1) {
      last = await postContact(shellUrl(i % 2), `Rate-Limit ${i}`, { client });
      statuses.push(last.status);
    }
    assert.deepEqual(statuses, [...Array(RATE_LIMIT_MAX).fill(200), 429]);
    assert.ok(Number(last.headers.get('retry-after')) > 0, 'Retry-After is set');
    const body = await last.json();
    assert.equal(body.status, 'invalid');
    assert.match(body.message, /Sie haben dieses Formular zu oft abgeschickt/);
    // Another visitor is not affected.
    assert.equal((await postContact(shellUrl(1), 'Rate-Limit anderer Besucher', { client: '203.0.113.8' })).status, 200);
  });

  await check('a council session made on one shell is the session on the other', async () => {
    const cookie = await councilLogin(0);
    for (const index of [1, 0]) {
      const page = await fetch(`${shellUrl(index)}/ratsinfo`, { headers: { cookie } });
      assert.equal(page.status, 200);
      assert.match(await page.text(), /sabine\.keller@musterstadt\.de/, `shell ${index + 1} knows the member`);
    }
  });

  await check('after a logout on one shell, the old cookie gets the login on the other and both content APIs refuse its token', async () => {
    const cookie = await councilLogin(0);
    const [, id, token] = /^ms_ratsinfo=(\d+)\.(.+)$/.exec(cookie);
    const membersPage = (index) => fetch(`${shellUrl(index)}/rathaus/ratsmitglieder`, { headers: { cookie }, redirect: 'manual' });
    const profile = (index) => fetch(`http://127.0.0.1:${PORTS.apis[index]}/api/cms/raete/${id}`, { headers: { 'ratsinfosystem-authorization': token } });
    // The copied cookie opens the members' page on the other shell, and each content API reads with its token.
    assert.equal((await membersPage(1)).status, 200);
    assert.deepEqual(await Promise.all([0, 1].map(async (index) => (await profile(index)).status)), [200, 200]);

    const logout = await fetch(`${shellUrl(0)}/ratsinfo/abmelden`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: '',
      redirect: 'manual',
    });
    assert.equal(logout.status, 303);
    assert.equal(logout.headers.get('location'), '/ratsinfo/abgemeldet');

    const replay = await membersPage(1);
    assert.equal(replay.status, 303, 'the old cookie on the other shell');
    assert.equal(replay.headers.get('location'), '/ratsinfo/anmelden?ziel=%2Frathaus%2Fratsmitglieder');
    for (const index of [0, 1]) {
      const answer = await profile(index);
      assert.equal(answer.status, 401, `content API ${index + 1} refuses the old token`);
      assert.match((await answer.json()).error, /abgelaufen oder ungültig/);
    }
  });

  await check('a captcha question answered wrongly on one shell is spent on the other', async () => {
    const { data } = await (await fetch(`${shellUrl(0)}/_forms/nachbarschaftshilfe`)).json();
    const [, a, op, b] = /^Wie viel ist (\S+) (plus|minus) (\S+)\?$/.exec(data.captcha.question);
    const words = Array.from({ length: 100 }, (_, n) => n);
    const number = (word) => words.find((n) => numberWord(n) === word);
    const right = op === 'plus' ? number(a) + number(b) : number(a) - number(b);
    const send = (index, captcha) =>
      fetch(`${shellUrl(index)}/_forms/nachbarschaftshilfe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ ...NEIGHBOURHOOD_HELP, captcha: String(captcha), captchaToken: data.captcha.token }),
      });
    assert.equal((await send(0, (right % 59) + 1)).status, 422);
    const other = await send(1, right);
    assert.equal(other.status, 422, 'the right answer to the spent question on the other shell');
    assert.match((await other.json()).errors.captcha, /Bitte beantworten Sie die neue Frage/);
  });

  await check(
    `under load through nginx (${LOAD.connections} connections, ${LOAD.duration} s) stopping one shell and one content API loses nothing`,
    async () => {
      const sitemap = await (await fetch(`${setup.siteUrl}/sitemap.xml`)).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
      const sample = ['/', ...paths.filter((p) => p !== '/').slice(0, 7)];
      const load = autocannon({
        url: setup.siteUrl,
        connections: LOAD.connections,
        duration: LOAD.duration,
        timeout: 30,
        requests: sample.map((path) => ({ method: 'GET', path })),
      });
      const loadDone = new Promise((resolve, reject) => load.on('done', resolve).on('error', reject));
      const visitor = '198.51.100.20';

      await sleep(6_000);
      const before = await submitWithRetries(setup.siteUrl, 'Vor dem Ausfall', randomUUID(), visitor);
      assert.equal(before.status, 200, `message before the outage: ${before.answers.join(', ')}`);

      await sleep(2_000);
      // Stop the second shell and the second content API (a rolling restart; nginx notices by itself).
      const during = randomUUID();
      const stopped = Promise.all([setup.shells[1], setup.apis[1]].map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))));
      const sentDuring = submitWithRetries(setup.siteUrl, 'Während des Ausfalls', during, visitor);
      await stopped;
      const first = await sentDuring;
      assert.equal(first.status, 200, `message during the outage: ${first.answers.join(', ')}`);
      assert.equal(first.body.status, 'success');
      // The browser did not see the answer and sends the same submission again: it lands on the other
      // instance now, and is not stored twice.
      await sleep(1_000);
      const again = await submitWithRetries(setup.siteUrl, 'Während des Ausfalls', during, visitor);
      assert.equal(again.status, 200, `the repeat: ${again.answers.join(', ')}`);
      assert.equal(again.body.status, 'success');

      const result = await loadDone;
      const summary = {
        requests: result.requests.total,
        '2xx': result['2xx'],
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        'latency p50/p99 ms': `${result.latency.p50}/${result.latency.p99}`,
        'requests/s': result.requests.average,
      };
      console.log(`    load: ${JSON.stringify(summary)}`);
      // Throughput depends on the machine; every connection must at least have been answered.
      assert.ok(result.requests.total >= LOAD.connections, 'the load reached the site');
      assert.equal(result.errors, 0, 'no request failed');
      assert.equal(result.timeouts, 0, 'no request timed out');
      assert.equal(result.non2xx, 0, 'every answer was a success');
      assert.equal(await storedCount('Vor dem Ausfall'), 1);
      assert.equal(await storedCount('Während des Ausfalls'), 1);
    },
  );
} finally {
  await db.end();
  await setup.stop();
}

const failed = results.filter((result) => !result.ok).length;
if (process.env.SCALE_OUT_REPORT) writeFileSync(process.env.SCALE_OUT_REPORT, JSON.stringify({ passed: results.length - failed, failed }));
console.log(`\nscale-out: ${results.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exit(failed ? 1 : 0);
