/**
 * Every request's address is decoded and normalised once, before routing: the claims of the login
 * kinds (protection), the routes, the page cache and the page lookup all see the same canonical
 * path. `/%69ntranet/rubriken` is `/intranet/rubriken`, `/a/./b/../c` is `/a/c`, `//a` is `/a`.
 * What does not normalise is refused with a German 400 before anything decides on it: a broken
 * percent-escape or UTF-8, an escaped slash or backslash (`%2F`, `%5C`) in the path, a dot segment
 * that climbs above the root, NUL and other control characters in the path or the query.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** NUL and the other control characters (C0 and DEL). */
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
const ESCAPED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** The characters a path segment keeps as they are besides the unreserved ones (RFC 3986 pchar). */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(?:24|26|2B|2C|3B|3D|3A|40)/g, (escape) => decodeURIComponent(escape));
}

/** The canonical form of a path (`/` first, no query), or null when it does not normalise. */
export function normalisePath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.includes('\\') || hasControl(raw)) return null;
  // Node reads the request line as latin1: a raw byte beyond ASCII is taken as its escape.
  const escaped = raw.replace(/[\u0080-\u00ff]/g, (byte) => `%${byte.charCodeAt(0).toString(16).toUpperCase()}`);
  if (/[^\u0020-\u007e]/.test(escaped) || /%(?![0-9a-f]{2})/i.test(escaped) || /%(?:2f|5c)/i.test(escaped)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(escaped);
  } catch {
    return null;
  }
  if (hasControl(decoded) || decoded.includes('\\')) return null;
  const segments: string[] = [];
  const parts = decoded.split('/').slice(1);
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (part === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else if (part !== '.' && (part !== '' || last)) {
      segments.push(part);
    }
    // A path that ends in a dot segment names a folder: `/a/b/..` is `/a/`.
    if (last && (part === '.' || part === '..')) segments.push('');
  }
  return `/${segments.map(encodeSegment).join('/')}`;
}

/** The path a client-side navigation asks for (`/_page?url=…`) is normalised like any address. */
const NAVIGATION = '/_page';

/** The canonical form of a request's URL (path normalised, query checked), or null when it does not normalise. */
export function normaliseUrl(url: string): string | null {
  const mark = url.indexOf('?');
  const path = normalisePath(mark < 0 ? url : url.slice(0, mark));
  const query = mark < 0 ? '' : url.slice(mark + 1);
  if (path === null || hasControl(query) || ESCAPED_CONTROL.test(query)) return null;
  if (path !== NAVIGATION || !query) return mark < 0 ? path : `${path}?${query}`;
  const params = new URLSearchParams(query);
  const target = params.get('url');
  if (target === null || !target.startsWith('/')) return `${path}?${query}`;
  const inner = normaliseUrl(target);
  if (inner === null) return null;
  if (inner === target) return `${path}?${query}`;
  params.set('url', inner);
  return `${path}?${params.toString()}`;
}

const refused = new WeakSet<IncomingMessage>();

/**
 * Fastify's `rewriteUrl`: runs before routing. A URL that does not normalise stays as it came (the
 * first hook refuses it, see `refuseUnnormalised`).
 */
export function canonicalUrl(request: IncomingMessage): string {
  const raw = request.url ?? '/';
  const url = normaliseUrl(raw);
  if (url !== null) return url;
  refused.add(request);
  return raw;
}

/** The error a request whose address does not normalise ends with: the shell's German 400 (page or JSON). */
class AddressError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('The address does not normalise');
  }
}

/** The first hook of every request: an address that did not normalise goes no further. */
export function refuseUnnormalised(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (refused.has(request.raw)) throw new AddressError();
  });
}
