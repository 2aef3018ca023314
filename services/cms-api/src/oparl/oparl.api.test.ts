/**
 * API test of the OParl 1.1 endpoint on the real server and a freshly seeded database: it walks the
 * endpoint from /oparl/v1 by following every link (list pages through links.next, every referenced
 * object), validates each object it meets, embedded ones too, against the OParl 1.1 JSON schemas
 * (test-fixtures/oparl-1.1) and checks that no non-public agenda item, paper or file leaks.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RatsLoginResult } from '@musterstadt/cms-contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../core/db';
import { migrate } from '../migrate';
import { DEMO_PASSWORT } from '../seed/ratsinfo/seed-data';
import { seedIfEmpty } from '../seed/seed';
import { BACKENDS, type TestDatabase } from '../testing/backends';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');
const SITE = 'https://www.musterstadt.example';
const ROOT = `${SITE}/oparl/v1`;
const SCHEMA = 'https://schema.oparl.org/1.1/';
const TYPES = [
  'System',
  'Body',
  'LegislativeTerm',
  'Organization',
  'Person',
  'Membership',
  'Meeting',
  'AgendaItem',
  'Paper',
  'Consultation',
  'File',
  'Location',
];
const SCHEMA_DIR = path.join(__dirname, '..', '..', 'test-fixtures', 'oparl-1.1');

type Json = Record<string, unknown>;

function validators(): Map<string, ValidateFunction> {
  // The schemas' patterns escape ':' and '/', which a Unicode regular expression refuses; they put
  // 'items' beside type string (the items of an external list), which strict types would refuse.
  const ajv = new Ajv({ allErrors: true, unicodeRegExp: false, strictTypes: false });
  addFormats(ajv, ['date', 'date-time']);
  // OParl's own keywords document references between objects; they constrain nothing.
  ajv.addVocabulary(['references', 'backreference', 'cardinality', 'schema']);
  // 'url' in OParl: an absolute http(s) URL.
  ajv.addFormat('url', (value: string) => /^https?:\/\//.test(value) && URL.canParse(value));
  return new Map(TYPES.map((type) => [type, ajv.compile(JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, `${type}.json`), 'utf8')) as object)]));
}

jest.setTimeout(180_000);

describe.each(BACKENDS)('OParl 1.1 endpoint on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  const schemas = validators();

  /** The content API serves what the shell publishes under SITE/oparl/v1. */
  const local = (url: string) => `${base}/api/cms/oparl/v1${url.slice(ROOT.length)}`;

  async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Json; text: string; headers: Headers }> {
    const response = await fetch(local(url), { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', ...headers } });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as Json, text, headers: response.headers };
  }

  /** Validates an object and every object embedded in it; returns the problems found. */
  function validate(value: unknown, where: string, problems: string[], counts: Map<string, number>): void {
    if (Array.isArray(value)) {
      value.forEach((item, index) => validate(item, `${where}[${index}]`, problems, counts));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const object = value as Json;
    const type = typeof object['type'] === 'string' ? (object['type'] as string) : undefined;
    if (type?.startsWith(SCHEMA)) {
      const name = type.slice(SCHEMA.length);
      const check = schemas.get(name);
      if (!check) problems.push(`${where}: unknown type ${type}`);
      else if (!check(object)) problems.push(`${where}: ${JSON.stringify(check.errors)}`);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const [key, child] of Object.entries(object)) validate(child, `${where}.${key}`, problems, counts);
  }

  /** Every OParl URL an answer names (ids excluded where they are the answer's own). */
  function links(value: unknown, found: Set<string>): void {
    if (typeof value === 'string') {
      if (value.startsWith(ROOT)) found.add(value);
    } else if (Array.isArray(value)) value.forEach((item) => links(item, found));
    else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => links(item, found));
  }

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    await seedIfEmpty(db, SEEDED_AT);
    app = buildApp({
      db,
      siteUrl: SITE,
      now: () => SEEDED_AT,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.destroy();
  });

  it('serves only valid OParl 1.1 objects, reachable from /oparl/v1 by following links, and no non-public data', async () => {
    const problems: string[] = [];
    const counts = new Map<string, number>();
    const seen = new Set<string>();
    const queue = [ROOT];
    const texts: string[] = [];
    const listTotals = new Map<string, { total: number; walked: number }>();
    while (queue.length > 0) {
      const url = queue.shift() as string;
      if (seen.has(url)) continue;
      seen.add(url);
      const answer = await get(url);
      if (answer.status !== 200) {
        problems.push(`${url}: status ${answer.status}`);
        continue;
      }
      if (answer.headers.get('access-control-allow-origin') !== '*') problems.push(`${url}: no Access-Control-Allow-Origin: *`);
      // A changed meeting is in OParl within 5 s, through any cache too.
      if (answer.headers.get('cache-control') !== 'public, max-age=5') problems.push(`${url}: cache-control ${answer.headers.get('cache-control')}`);
      texts.push(answer.text);
      const body = answer.body;
      if (Array.isArray(body['data'])) {
        // A list page: data, pagination and links; links.next on every page but the last.
        const pagination = body['pagination'] as { totalElements: number; currentPage: number; totalPages: number };
        const pageLinks = body['links'] as { next?: string; first: string };
        const list = listTotals.get(pageLinks.first) ?? { total: pagination.totalElements, walked: 0 };
        list.walked += (body['data'] as unknown[]).length;
        listTotals.set(pageLinks.first, list);
        if (pagination.currentPage < pagination.totalPages && !pageLinks.next) problems.push(`${url}: no links.next before the last page`);
        if (pagination.currentPage === pagination.totalPages && pageLinks.next) problems.push(`${url}: links.next on the last page`);
        validate(body['data'], url, problems, counts);
        if (pageLinks.next) queue.push(pageLinks.next);
        const found = new Set<string>();
        links(body['data'], found);
        queue.push(...found);
      } else {
        if (body['id'] !== url) problems.push(`${url}: id is ${String(body['id'])}`);
        validate(body, url, problems, counts);
        const found = new Set<string>();
        links(body, found);
        queue.push(...found);
      }
    }
    expect(problems).toEqual([]);

    // Every type was met, and each list walked by links.next delivered all its elements.
    expect(TYPES.filter((type) => !counts.has(type))).toEqual([]);
    for (const [first, list] of listTotals) expect([first, list.walked]).toEqual([first, list.total]);
    const meetings = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rats_sitzungen');
    expect(listTotals.get(`${ROOT}/body/1/meeting`)?.total).toBe(meetings.rows[0]?.n);
    expect(listTotals.get(`${ROOT}/body/1/meeting`)?.total).toBeGreaterThan(20);

    // Ids are on the configured site, never on a forwarded host.
    const all = texts.join('\n');
    expect(all).not.toContain('evil.example');
    expect(all).not.toContain('127.0.0.1');

    // Nothing non-public: no such agenda item, paper or file by id or by title.
    const hidden = await db.query<{ kind: string; id: number; titel: string }>(
      `SELECT 'agendaitem' AS kind, id, titel FROM rats_tagesordnungspunkte WHERE NOT oeffentlich
       UNION ALL SELECT 'paper', id, titel FROM rats_vorlagen WHERE NOT oeffentlich
       UNION ALL SELECT 'file', id, titel FROM rats_dateien WHERE NOT oeffentlich`,
    );
    expect(hidden.rows.length).toBeGreaterThan(0);
    for (const row of hidden.rows) {
      expect(seen.has(`${ROOT}/${row.kind}/${row.id}`)).toBe(false);
      expect(all).not.toContain(JSON.stringify(row.titel).slice(1, -1));
    }
    const hiddenDirect = await get(`${ROOT}/${hidden.rows[0]?.kind}/${hidden.rows[0]?.id}`);
    expect(hiddenDirect.status).toBe(404);
  });

  it('shows a council member no more than anybody else', async () => {
    const login = await fetch(`${base}/api/cms/raete/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sabine.keller@musterstadt.de', passwort: DEMO_PASSWORT }),
    });
    const { token } = (await login.json()) as RatsLoginResult;
    for (const list of ['paper', 'agendaItem', 'file', 'consultation']) {
      const anonymous = await get(`${ROOT}/body/1/${list}?limit=100`);
      const member = await get(`${ROOT}/body/1/${list}?limit=100`, { 'Ratsinfosystem-Authorization': token });
      expect(member.text).toBe(anonymous.text);
    }
  });

  it('keeps filters and the page size in its links, and answers bad parameters with a German 400', async () => {
    const first = await get(`${ROOT}/body/1/paper?limit=5&created_since=2020-01-01T00:00:00%2B01:00`);
    expect(first.status).toBe(200);
    const firstLinks = first.body['links'] as Record<string, string>;
    expect(firstLinks['next']).toBe(`${ROOT}/body/1/paper?created_since=2019-12-31T23%3A00%3A00.000Z&limit=5&page=2`);
    expect((first.body['data'] as unknown[]).length).toBe(5);
    const second = await get(firstLinks['next'] as string);
    expect((second.body['pagination'] as Record<string, number>)['currentPage']).toBe(2);

    const future = await get(`${ROOT}/body/1/meeting?modified_since=2999-01-01T00:00:00Z`);
    expect(future.body['data']).toEqual([]);
    expect((future.body['links'] as Record<string, string>)['next']).toBeUndefined();

    const badPage = await get(`${ROOT}/body/1/meeting?page=null`);
    expect(badPage.status).toBe(400);
    expect(badPage.body['error']).toMatch(/Parameter page/);
    const badDate = await get(`${ROOT}/body/1/meeting?created_since=gestern`);
    expect(badDate.status).toBe(400);
    expect(badDate.body['error']).toMatch(/Zeitpunkt/);
    const unknown = await get(`${ROOT}/meeting/999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body['error']).toMatch(/nicht öffentlich/);
    const unknownList = await get(`${ROOT}/body/1/secrets`);
    expect(unknownList.status).toBe(404);
  });
});
