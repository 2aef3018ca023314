/**
 * Idempotent writes across instances: a write call (POST, PUT, PATCH, DELETE) that carries an
 * `Idempotency-Key` header runs once per key and path. The key is claimed in the shared database
 * before the route runs; its answer is recorded; a repeat of the call, on this or another
 * instance, gets the recorded answer (with `Idempotent-Replayed: true`) and writes nothing. A
 * repeat while the first call still runs gets 409. An answer of 500 or more releases the key, so a
 * retry runs again; a claim whose call never answered (the instance stopped) is taken over after
 * `staleMs`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from './db';

/** Letters, digits and `.`, `_`, `:`, `-`, 8 to 200 characters (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Der Idempotency-Key ist ungültig (8 bis 200 Zeichen: Buchstaben, Ziffern, Punkt, Unterstrich, Doppelpunkt, Bindestrich).',
  running: 'Diese Anfrage wird gerade schon bearbeitet. Bitte versuchen Sie es in einigen Sekunden noch einmal.',
} as const;

export interface IdempotencyOptions {
  db: Queryable;
  /** After this many milliseconds without an answer a claim may be taken over (default 30 s). */
  staleMs?: number;
  /** Recorded answers are kept this long (default one day); older ones are removed now and then. */
  keepMs?: number;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerIdempotency(app: FastifyInstance, { db, staleMs = 30_000, keepMs = 86_400_000 }: IdempotencyOptions): void {
  const claimed = new WeakMap<FastifyRequest, string>();
  let claims = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method)) return undefined;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return undefined;
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
      return reply.code(400).header('cache-control', 'no-store').send({ error: IDEMPOTENCY_MESSAGES.invalid });
    }
    const key = `${request.method} ${request.url.split('?')[0]} ${header}`;
    const claim = await db.query<{ schluessel: string }>(
      `INSERT INTO idempotenz_schluessel (schluessel) VALUES ($1)
       ON CONFLICT (schluessel) DO UPDATE SET angelegt = now()
         WHERE idempotenz_schluessel.status IS NULL AND idempotenz_schluessel.angelegt < now() - make_interval(secs => $2::double precision / 1000)
       RETURNING schluessel`,
      [key, staleMs],
    );
    if (claim.rows.length > 0) {
      claimed.set(request, key);
      claims += 1;
      if (claims % 500 === 0) {
        await db.query(`DELETE FROM idempotenz_schluessel WHERE angelegt < now() - make_interval(secs => $1::double precision / 1000)`, [keepMs]);
      }
      return undefined;
    }
    const { rows } = await db.query<{ status: number | null; antwort: string | null; content_type: string | null }>(
      'SELECT status, antwort, content_type FROM idempotenz_schluessel WHERE schluessel = $1',
      [key],
    );
    const stored = rows[0];
    if (!stored || stored.status === null) {
      return reply.code(409).header('retry-after', '5').header('cache-control', 'no-store').send({ error: IDEMPOTENCY_MESSAGES.running });
    }
    return reply
      .code(stored.status)
      .header('content-type', stored.content_type ?? 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .header('cache-control', 'no-store')
      .send(stored.antwort ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = claimed.get(request);
    if (key === undefined) return payload;
    claimed.delete(request);
    if (reply.statusCode >= 500) {
      await db.query('DELETE FROM idempotenz_schluessel WHERE schluessel = $1', [key]);
    } else {
      const contentType = reply.getHeader('content-type');
      await db.query('UPDATE idempotenz_schluessel SET status = $2, antwort = $3, content_type = $4 WHERE schluessel = $1', [
        key,
        reply.statusCode,
        typeof payload === 'string' ? payload : '',
        typeof contentType === 'string' ? contentType : null,
      ]);
    }
    return payload;
  });
}
