import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeUrl } from './error-reporting';

const MAX_ENVELOPE_BYTES = 200 * 1024;

/** Same-site check of a state-changing request: the browser's Sec-Fetch-Site, else the Origin header. */
export function isSameSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin === `${request.protocol}://${request.host}`;
}

/**
 * The browser's error reports go to this origin (so no third-party request leaves the browser and the
 * content security policy needs nothing extra); the shell passes on only envelopes for its own DSN.
 */
export function registerErrorTunnel(app: FastifyInstance, dsn: string, path: string): void {
  const target = envelopeUrl(dsn);
  app.register(async (tunnel) => {
    tunnel.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_ENVELOPE_BYTES }, (_request, body, done) => done(null, body));
    tunnel.post(
      path,
      {
        bodyLimit: MAX_ENVELOPE_BYTES,
        config: {
          rateLimit: {
            max: 30,
            timeWindow: '1 minute',
            errorResponseBuilder: () => ({ statusCode: 429, error: 'Zu viele Fehlerberichte. Bitte versuchen Sie es später noch einmal.' }),
          },
        },
      },
      async (request, reply) => {
        if (!isSameSite(request)) return reply.code(403).send({ error: 'Fehlerberichte nimmt diese Website nur von ihren eigenen Seiten an.' });
        const body = typeof request.body === 'string' ? request.body : '';
        let header: { dsn?: unknown };
        try {
          header = JSON.parse(body.slice(0, body.indexOf('\n'))) as { dsn?: unknown };
        } catch {
          return reply.code(400).send({ error: 'Der Fehlerbericht ist ungültig.' });
        }
        if (header.dsn !== dsn) return reply.code(400).send({ error: 'Der Fehlerbericht ist ungültig.' });
        try {
          const answer = await fetch(target, {
            method: 'POST',
            headers: { 'content-type': 'application/x-sentry-envelope' },
            body,
            signal: AbortSignal.timeout(5000),
          });
          return reply.code(answer.ok ? 200 : 502).send({});
        } catch {
          return reply.code(502).send({ error: 'Der Fehlerdienst ist zurzeit nicht erreichbar.' });
        }
      },
    );
  });
}
