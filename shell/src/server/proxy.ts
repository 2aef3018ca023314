import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Hop-by-hop headers, and what fetch changes (it decodes the body).
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'set-cookie']);
const PASS_REQUEST = ['accept', 'accept-language', 'content-type', 'if-none-match', 'if-modified-since', 'user-agent'];
/** The shell's own security headers win over an upstream's. */
const SHELL_OWNS =
  /^(?:access-control-|cross-origin-|content-security-policy$|x-frame-options$|permissions-policy$|referrer-policy$|strict-transport-security$|x-content-type-options$)/;

/** The largest body the proxy passes on; the content API's own limits are smaller. */
export const PROXY_BODY_LIMIT = 1024 * 1024;

/** The methods the proxy knows; any other is a 405. */
export const PROXY_METHODS = ['GET', 'HEAD', 'POST', 'DELETE'];

/**
 * What browsers may call on the content API through the proxy: reading its public content (GET and
 * HEAD under /api/cms/), and the few writes a page makes itself (a push subscription, the sign-off
 * of a waste reminder). Everything else (the row database, mail endpoints, stored messages, sign-ups)
 * is the shell's own to call, through the form mechanism with its checks.
 */
const BROWSER_READS = /^\/api\/cms\//;
const BROWSER_WRITES: Record<string, RegExp> = {
  POST: /^\/api\/cms\/(?:push\/abonnements|abfall\/erinnerung\/abmelden)\/?$/,
  DELETE: /^\/api\/cms\/push\/abonnements\/?$/,
};

/** The path as the upstream router would see it, in every layer of escaping (null: undecodable). */
function pathVariants(url: string): string[] | null {
  const variants = [url.split(/[?#]/)[0] ?? ''];
  // Decoded until stable (a few rounds), so no layer of escaping hides the path.
  for (let round = 0; round < 3; round += 1) {
    try {
      const decoded = decodeURIComponent(variants[variants.length - 1] ?? '');
      if (decoded === variants[variants.length - 1]) break;
      variants.push(decoded);
    } catch {
      return null;
    }
  }
  return variants.map((path) => {
    const clean = path.replace(/\/{2,}/g, '/').replace(/[?#]/g, encodeURIComponent);
    return new URL(clean, 'http://shell.local').pathname.toLowerCase();
  });
}

/**
 * True when a browser may make this call under /api/ through the proxy: every normalised form of
 * the path (dot segments, percent-escapes, repeated slashes, case) must be allowed for the method.
 */
export function browserMayCall(method: string, url: string): boolean {
  const rule = method === 'GET' || method === 'HEAD' ? BROWSER_READS : BROWSER_WRITES[method];
  const paths = pathVariants(url);
  return !!rule && !!paths && paths.every((path) => rule.test(path));
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
  if (hasBody && Number(request.headers['content-length'] ?? 0) > PROXY_BODY_LIMIT) {
    // The connection stays open: Node discards the rest of the body, and the client, still sending,
    // reads the answer instead of a broken pipe.
    return reply.code(413).header('cache-control', 'no-store').send({ error: 'Die gesendeten Daten sind zu umfangreich.' });
  }
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
    if (!DROP_RESPONSE.has(name) && !SHELL_OWNS.test(name)) reply.header(name, value);
  });
  if (!upstream.body || request.method === 'HEAD') return reply.send();
  return reply.send(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream));
}
