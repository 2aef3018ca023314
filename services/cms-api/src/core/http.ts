/**
 * What every answer of the content API shares: security headers, the service token on writes, and
 * errors as German JSON.
 */
import { timingSafeEqual } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import helmet from '@fastify/helmet';
import { scrubText } from '@musterstadt/cms-contract/scrub';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorReporter } from './error-reporting';
import { HttpError, MESSAGES } from './errors';
import { FRAMEWORK_MESSAGES } from './validation';

/**
 * A request as the log shows it: its address without the keys a query may carry (a preview link's
 * token, an approval's token), which are the access itself and must not sit in a log file.
 */
export function loggedRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>): { method: string; url: string; remoteAddress: string } {
  return { method: request.method, url: scrubText(request.url), remoteAddress: request.ip };
}

/** An API answers data, never a page: nothing in it may run, embed or be framed. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  void app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
}

/**
 * Every write and mail endpoint (all but GET and HEAD; the row database has its own token) refuses
 * a call without the shell's `X-Service-Token`.
 */
export function requireServiceToken(app: FastifyInstance, serviceToken: string): void {
  const expected = Buffer.from(serviceToken);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.url.startsWith('/api/database/')) return undefined;
    const given = request.headers['x-service-token'];
    const candidate = Buffer.from(typeof given === 'string' ? given : '');
    const ok = candidate.length === expected.length && timingSafeEqual(candidate, expected);
    if (ok) return undefined;
    return reply.code(403).header('cache-control', 'no-store').send({ error: MESSAGES.serviceOnly });
  });
}

/** Known errors answer with their status and German message; anything else is a reported 500. */
export function registerErrorAnswers(app: FastifyInstance, reportError?: ErrorReporter): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ error: error.message });
    const { statusCode: status, code } = error as { statusCode?: number; code?: string };
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const known = code !== undefined && Object.hasOwn(FRAMEWORK_MESSAGES, code) ? FRAMEWORK_MESSAGES[code] : undefined;
      return reply.code(status).send({ error: known ?? (status === 404 ? MESSAGES.routeNotFound : MESSAGES.badRequest) });
    }
    request.log.error({ err: error }, 'request failed');
    reportError?.(error, { path: request.url, method: request.method });
    return reply.code(500).send({ error: MESSAGES.internal });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: MESSAGES.routeNotFound }));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees it (an unknown
 * method, a broken request line, an address or headers over 16 KB, a request that takes too long)
 * is answered as German JSON too.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MESSAGES.tooSlow]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MESSAGES.headTooLarge]
        : [400, MESSAGES.badRequest];
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `cache-control: no-store\r\nx-content-type-options: nosniff\r\ncontent-security-policy: default-src 'none'; frame-ancestors 'none'\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
