import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Hop-by-hop headers, and what fetch changes (it decodes the body).
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'set-cookie']);
const PASS_REQUEST = ['accept', 'accept-language', 'content-type', 'if-none-match', 'if-modified-since', 'user-agent'];

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
