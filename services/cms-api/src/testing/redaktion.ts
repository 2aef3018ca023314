/**
 * The editorial area on a real server for the API tests: a freshly seeded database, the demo
 * accounts, a clock the test moves, and calls as the shell makes them (service token on writes,
 * the editor's token in `Redaktion-Authorization`). Not part of the build.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Db } from '../core/db';
import { migrate } from '../migrate';
import { runDueJobs } from '../core/jobs';
import { zeitplanAuftraege } from '../redaktion';
import { demoKonten } from '../redaktion/seed';
import { seedIfEmpty } from '../seed/seed';
import type { Backend, TestDatabase } from './backends';

export const SERVICE_TOKEN = 's'.repeat(40);
export const PRODUCT = process.env.PRODUCT || 'musterstadt';

/** The demo accounts by their role in the tests. */
export const KONTEN = (() => {
  const [stadt, freigabe, feuerwehr, schule, admin, intranet, personal] = demoKonten(PRODUCT);
  return { stadt, freigabe, feuerwehr, schule, admin, intranet, personal } as Record<
    'stadt' | 'freigabe' | 'feuerwehr' | 'schule' | 'admin' | 'intranet' | 'personal',
    ReturnType<typeof demoKonten>[number]
  >;
})();

export interface Antwort<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  bytes: Buffer;
}

export interface Aufruf {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Redaktionsumgebung {
  db: Db;
  app: FastifyInstance;
  base: string;
  database: TestDatabase;
  uhr: { jetzt: number };
  call<T = Record<string, unknown>>(method: string, path: string, init?: Aufruf): Promise<Antwort<T>>;
  /** Logs in and returns the token. */
  anmelden(konto: { email: string; passwort: string }): Promise<string>;
  close(): Promise<void>;
}

export async function starteRedaktion(
  backend: Backend,
  seededAt: Date,
  extra: Partial<BuildAppOptions> = {},
  /** Runs before the server starts (e.g. to add an onRoute hook). */
  vorStart?: (app: FastifyInstance) => void,
): Promise<Redaktionsumgebung> {
  const database = await backend.create();
  const db = await database.open();
  await migrate(db);
  await seedIfEmpty(db, seededAt);
  const uhr = { jetzt: seededAt.getTime() };
  const app = buildApp({
    db,
    serviceToken: SERVICE_TOKEN,
    now: () => new Date(uhr.jetzt),
    // The editorial login kind with a fixed key; its sessions follow the test's clock.
    loginSettings: { redaktion: { secret: new TextEncoder().encode('r'.repeat(40)), lifetimeSeconds: 8 * 3600 } },
    redaktion: { vorschau: { secret: new TextEncoder().encode('v'.repeat(40)) } },
    ...extra,
  });
  vorStart?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function call<T>(method: string, path: string, init: Aufruf = {}): Promise<Antwort<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token !== undefined) headers['redaktion-authorization'] = `Bearer ${init.token}`;
    if (method !== 'GET' && method !== 'HEAD') headers['x-service-token'] ??= SERVICE_TOKEN;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: (type.includes('json') ? JSON.parse(bytes.toString('utf8')) : null) as T, headers: response.headers, bytes };
  }

  async function anmelden(konto: { email: string; passwort: string }): Promise<string> {
    const answer = await call<{ token: string }>('POST', '/api/cms/redaktion/login', { body: { email: konto.email, passwort: konto.passwort } });
    if (answer.status !== 200) throw new Error(`login of ${konto.email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.token;
  }

  return {
    db,
    app,
    base,
    database,
    uhr,
    call,
    anmelden,
    async close() {
      await app.close();
      await db.close();
      await database.destroy();
    },
  };
}

/**
 * Runs the editorial jobs that are due at the test's clock, as two content APIs would at the same
 * moment (each job runs once however many instances look for due jobs). Returns how many ran.
 */
export async function zeitplanAusfuehren(env: Redaktionsumgebung): Promise<number> {
  const jetzt = new Date(env.uhr.jetzt);
  const arten = zeitplanAuftraege(env.db);
  const fehler: unknown[] = [];
  const paesse = await Promise.all([1, 2].map(() => runDueJobs(env.db, arten, jetzt, (error) => fehler.push(error))));
  if (fehler.length > 0) throw fehler[0];
  return paesse.reduce((summe, pass) => summe + Object.values(pass.erledigt).reduce((a, b) => a + b, 0), 0);
}
