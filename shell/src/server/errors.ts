import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOO_MANY_REQUESTS } from './security';

/** German answers to the errors the framework itself raises. */
export const ERROR_TEXTS: Record<number, string> = {
  400: 'Die Anfrage ist fehlerhaft. Bitte prüfen Sie die Adresse.',
  404: 'Die Seite wurde nicht gefunden.',
  405: 'Diese Anfragemethode wird hier nicht unterstützt.',
  413: 'Die gesendeten Daten sind zu umfangreich.',
  415: 'Dieses Datenformat wird nicht unterstützt.',
  429: TOO_MANY_REQUESTS,
  500: 'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
};

/** The methods pages answer; anything else on a page is a 405. */
export const PAGE_METHODS = 'GET, HEAD, POST';

export function errorText(status: number): string {
  return ERROR_TEXTS[status] ?? (status >= 500 ? ERROR_TEXTS[500] : ERROR_TEXTS[400]) ?? '';
}

/** A syntactically valid Host header: a DNS name, IPv4 or bracketed IPv6 address, with an optional port. */
export function validHost(host: string | undefined): boolean {
  if (!host || host.length > 260) return false;
  return /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host);
}

/** The media types an Accept header takes (those with q=0 refused). */
function acceptedTypes(accept: string): string[] {
  return accept
    .split(',')
    .map((range) => range.split(';').map((part) => part.trim().toLowerCase()))
    .filter(([type, ...params]) => !!type && !params.some((param) => /^q=0(?:\.0{0,3})?$/.test(param)))
    .map(([type]) => type ?? '');
}

/** The shell's own data endpoints (/api/…, /_forms/…, /_page, …) are not pages. */
const DATA_PATH = /^\/(?:api\/|_)/;

/**
 * True when the answer is the German error page rather than JSON. A page address answers HTML to
 * every client that does not ask for JSON alone (a link checker, a crawler or a mail preview asks
 * with "*\/*" or nothing); the shell's data endpoints answer HTML only to a browser that asks for it.
 */
export function wantsHtml(request: Pick<FastifyRequest, 'headers' | 'url'>): boolean {
  const types = acceptedTypes(request.headers.accept ?? '');
  const json = (type: string) => /^application\/(?:[\w.-]+\+)?json$/.test(type);
  if (DATA_PATH.test(request.url)) return types.includes('text/html') && !json(types[0] ?? '');
  return types.length === 0 || !types.every(json);
}

export interface ErrorPages {
  /** Renders the German error page with the status. */
  error(request: FastifyRequest, reply: FastifyReply, status: number): Promise<FastifyReply>;
}

/** Answers an error in German: the error page for a browser, JSON for everything else. */
export async function answerError(request: FastifyRequest, reply: FastifyReply, status: number, pages: ErrorPages): Promise<FastifyReply> {
  reply.header('cache-control', 'no-store');
  if (status === 405) reply.header('allow', PAGE_METHODS);
  if (wantsHtml(request) && request.method !== 'HEAD') {
    try {
      return await pages.error(request, reply, status);
    } catch {
      // Fall through to the plain answer.
    }
  }
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error: errorText(status) });
}

/**
 * The shell's own error answers: unknown methods (405 with Allow), 4xx from parsing or limits, and
 * unexpected errors, each in German.
 */
export function registerErrorAnswers(app: FastifyInstance, pages: ErrorPages, report: (error: unknown, context: Record<string, unknown>) => void): void {
  app.setNotFoundHandler((request, reply) => answerError(request, reply, ['GET', 'HEAD', 'POST'].includes(request.method) ? 404 : 405, pages));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) report(error, { path: request.url, phase: 'request' });
    if (status === 429)
      return reply.code(429).header('cache-control', 'no-store').send({ status: 'invalid', error: TOO_MANY_REQUESTS, message: TOO_MANY_REQUESTS });
    return answerError(request, reply, status, pages);
  });
}
