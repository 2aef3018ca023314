/**
 * The editorial area on a real server for the API tests: a freshly seeded database, the demo
 * accounts, a clock the test moves, and calls as the shell makes them (service token on writes,
 * the editor's token in `Redaktion-Authorization`). Not part of the build.
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Db } from '../core/db';
import { HttpError } from '../core/errors';
import { migrate } from '../migrate';
import { type RedaktionSitzungen, type Zeitplan, beendeGeplantes, veroeffentlicheGeplantes } from '../redaktion';
import { demoKonten } from '../redaktion/seed';
import { seedIfEmpty } from '../seed/seed';
import type { Backend, TestDatabase } from './backends';

export const SERVICE_TOKEN = 's'.repeat(40);
export const PRODUCT = process.env.PRODUCT || 'musterstadt';

/** The demo accounts by their role in the tests. */
export const KONTEN = (() => {
  const [stadt, freigabe, feuerwehr, schule, admin] = demoKonten(PRODUCT);
  return { stadt, freigabe, feuerwehr, schule, admin } as Record<
    'stadt' | 'freigabe' | 'feuerwehr' | 'schule' | 'admin',
    ReturnType<typeof demoKonten>[number]
  >;
})();

/** Sessions of the login kind as a map of random tokens (the token module's part in these tests). */
export function testSitzungen(): RedaktionSitzungen & { offen: Map<string, number> } {
  const offen = new Map<string, number>();
  const tokenOf = (request: FastifyRequest): string | undefined => {
    const header = request.headers['redaktion-authorization'];
    const value = Array.isArray(header) ? header[0] : header;
    return value?.replace(/^Bearer\s+/i, '').trim() || undefined;
  };
  return {
    offen,
    async konto(request) {
      const token = tokenOf(request);
      const id = token === undefined ? undefined : offen.get(token);
      if (id === undefined) throw new HttpError(401, 'Ihre Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut in der Redaktion an.');
      return id;
    },
    async anmelden(kontoId) {
      const token = randomBytes(24).toString('hex');
      offen.set(token, kontoId);
      return token;
    },
    async beendeAlle(kontoId) {
      for (const [token, id] of offen) if (id === kontoId) offen.delete(token);
    },
    async beendeAndere(kontoId, request) {
      const eigenes = tokenOf(request);
      for (const [token, id] of offen) if (id === kontoId && token !== eigenes) offen.delete(token);
    },
  };
}

/** Jobs of the schedules, kept in memory (the job queue's part in these tests). */
export function testZeitplan(): Zeitplan & { auftraege: { art: 'veroeffentlichen' | 'beenden'; inhaltId: number; um: Date }[] } {
  const auftraege: { art: 'veroeffentlichen' | 'beenden'; inhaltId: number; um: Date }[] = [];
  return {
    auftraege,
    async veroeffentlichen(_tx, inhaltId, um) {
      auftraege.push({ art: 'veroeffentlichen', inhaltId, um });
    },
    async beenden(_tx, inhaltId, um) {
      auftraege.push({ art: 'beenden', inhaltId, um });
    },
  };
}

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
  sitzungen: ReturnType<typeof testSitzungen>;
  zeitplan: ReturnType<typeof testZeitplan>;
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
  const sitzungen = testSitzungen();
  const zeitplan = testZeitplan();
  const app = buildApp({
    db,
    serviceToken: SERVICE_TOKEN,
    now: () => new Date(uhr.jetzt),
    redaktion: { sitzungen, zeitplan, vorschau: { secret: new TextEncoder().encode('v'.repeat(40)) } },
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
    sitzungen,
    zeitplan,
    call,
    anmelden,
    async close() {
      await app.close();
      await db.close();
      await database.destroy();
    },
  };
}

/** Runs the schedule jobs that are due at the test's clock, each once. */
export async function zeitplanAusfuehren(env: Redaktionsumgebung): Promise<void> {
  const jetzt = new Date(env.uhr.jetzt);
  const faellig = env.zeitplan.auftraege.filter((auftrag) => auftrag.um.getTime() <= jetzt.getTime());
  env.zeitplan.auftraege.splice(0, env.zeitplan.auftraege.length, ...env.zeitplan.auftraege.filter((auftrag) => !faellig.includes(auftrag)));
  for (const auftrag of faellig) {
    await env.db.transaction((tx) =>
      auftrag.art === 'veroeffentlichen' ? veroeffentlicheGeplantes(tx, auftrag.inhaltId, jetzt) : beendeGeplantes(tx, auftrag.inhaltId, jetzt),
    );
  }
}
