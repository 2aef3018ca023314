import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ShellConfig } from './config';

type SecurityConfig = Pick<ShellConfig, 'SITE_URL' | 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_SECONDS'>;

/** Browser features no page of the site uses; a script that slips in gets none of them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * CSP source expressions of the scripts a page's content may embed: the sanitiser's https prefixes
 * (a same-site prefix is already covered by 'self'). Characters CSP gives a meaning are refused.
 */
export function scriptSources(prefixes: readonly string[]): string[] {
  return [...new Set(prefixes.filter((prefix) => prefix.startsWith('https://') && !/[\s;,'"]/.test(prefix)))];
}

/**
 * The policy of every answer of the shell; `extraScripts` are the widget prefixes of one page. Error
 * reports and page views go through the shell itself (`/_fehler`, `/_besuch`), so no other origin is
 * ever connected to.
 */
export function cspDirectives(
  config: SecurityConfig,
  extraScripts: readonly string[] = [],
  devSockets: readonly string[] = [],
): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSources(extraScripts)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    // Development builds of remotes only: their development servers' reload sockets on this machine.
    'connect-src': ["'self'", ...devSockets.filter((socket) => /^ws:\/\/(localhost|127\.0\.0\.1):\d+$/.test(socket))],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // Forms post to this site only, but a search with a single hit redirects to its target, which
    // may be another site (browsers check a form's redirects against this directive too).
    'form-action': ["'self'", 'https:'],
    'frame-ancestors': ["'self'"],
    // Only a site served over https asks the browser to upgrade its requests.
    'upgrade-insecure-requests': config.SITE_URL?.startsWith('https:') ? [] : null,
  };
}

/** The header value of a set of directives. */
export function policyText(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** A German 429: the plugin has already set Retry-After. */
export const TOO_MANY_REQUESTS = 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.';

/** The limit of every endpoint that stores something or sends mail (per client address). */
export function writeRateLimit(config: Pick<SecurityConfig, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_SECONDS'>): RateLimitOptions {
  return {
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
    groupId: 'writes',
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      status: 'invalid',
      message: TOO_MANY_REQUESTS,
      error: TOO_MANY_REQUESTS,
    }),
  };
}

/**
 * Security headers of every answer (helmet: CSP, COOP, CORP, nosniff, frame and referrer policy,
 * HSTS on https) and the rate-limit plugin, registered once; routes opt in with `config.rateLimit`.
 */
export async function registerSecurity(app: FastifyInstance, config: SecurityConfig, rateLimitStore?: FastifyRateLimitStoreCtor): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: config.SITE_URL?.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // An answer that sets no caching of its own (health, content API data) is revalidated every time.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    return payload;
  });
  // Several shells count in one shared store (RATE_LIMIT_DATABASE_URL); one shell alone in memory.
  await app.register(rateLimit, { global: false, ...(rateLimitStore ? { store: rateLimitStore } : {}) });
}

/** Widens the page's script-src by the widget prefixes its content may embed (and connect-src by development reload sockets). */
export function pagePolicy(reply: FastifyReply, config: SecurityConfig, prefixes: readonly string[], devSockets: readonly string[] = []): void {
  reply.headers(pagePolicyHeaders(config, prefixes, devSockets));
}

/** The same as a record of headers (empty when the page needs nothing beyond the site's policy), for a cached page. */
export function pagePolicyHeaders(config: SecurityConfig, prefixes: readonly string[], devSockets: readonly string[] = []): Record<string, string> {
  if (scriptSources(prefixes).length === 0 && devSockets.length === 0) return {};
  return { 'content-security-policy': policyText(cspDirectives(config, prefixes, devSockets)) };
}

/** The headers of every answer as one record, for answers made before the hooks run (a malformed URL). */
export function staticHeaders(config: SecurityConfig): Record<string, string> {
  return {
    'content-security-policy': policyText(cspDirectives(config)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'cache-control': 'no-store',
  };
}
