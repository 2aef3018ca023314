import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Hop-by-hop headers, and what fetch changes (it decodes the body).
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'set-cookie']);
const PASS_REQUEST = ['accept', 'accept-language', 'content-type', 'if-none-match', 'if-modified-since', 'user-agent'];

/**
 * Content API paths that only the shell itself calls: the row database (it needs the token), the
 * sign-up mails, the contact form's messages and the waste-reminder sign-up (the forms' handlers
 * check them first). The reminder's confirmation link and its sign-off stay public.
 */
const SERVER_ONLY = /^\/api\/(?:(?:database|schulfrucht|anfragen)(?:\/|$)|cms\/abfall\/erinnerung\/?$)/;

/**
 * True for a path under /api/ that browsers may not reach through the proxy. The path is
 * normalised first (dot segments, percent-escapes, repeated slashes, case) as the upstream router
 * would see it.
 */
export function isServerOnlyApi(url: string): boolean {
  const variants = [url.split(/[?#]/)[0] ?? ''];
  // Decoded until stable (a few rounds), so no layer of escaping hides the path.
  for (let round = 0; round < 3; round += 1) {
    try {
      const decoded = decodeURIComponent(variants[variants.length - 1] ?? '');
      if (decoded === variants[variants.length - 1]) break;
      variants.push(decoded);
    } catch {
      return true;
    }
  }
  return variants.some((path) => {
    const clean = path.replace(/\/{2,}/g, '/').replace(/[?#]/g, encodeURIComponent);
    return SERVER_ONLY.test(new URL(clean, 'http://shell.local').pathname.toLowerCase());
  });
}

/**
 * Forwards a request to an upstream server and streams the answer back. The browser's cookies
 * never go upstream; the shell adds what a call needs itself.
 */
export async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  target: string,
  options: { headers?: Record<string, string>; unavailable: string },
): Promise<FastifyReply> {
  const headers: Record<string, string> = {};
  for (const name of PASS_REQUEST) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  Object.assign(headers, options.headers);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
      // Required by Node's fetch for a streamed request body.
      ...(hasBody ? { duplex: 'half' } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    } as RequestInit);
  } catch {
    return reply.code(503).header('cache-control', 'no-store').send({ error: options.unavailable });
  }
  reply.code(upstream.status);
  upstream.headers.forEach((value, name) => {
    if (!DROP_RESPONSE.has(name)) reply.header(name, value);
  });
  if (!upstream.body || request.method === 'HEAD') return reply.send();
  return reply.send(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream));
}
