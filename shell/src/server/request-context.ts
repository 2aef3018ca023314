/**
 * What every request carries through the shell: the checks and headers every answer gets
 * (`registerRequestContext`), and the context a page or form is made in (`createRequestContext`):
 * the sessions of the login kinds whose cookies the request carries, the content-API client that
 * carries their tokens, the store's state and where a visitor without a needed session goes.
 */
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { FormCapabilities, FormSession } from '@musterstadt/shell-contract';
import { isInArea } from '@musterstadt/shell-contract/server';
import type { RootState } from '@musterstadt/shell-contract/store';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPersonal } from './app-files';
import type { CmsClients } from './cms-clients';
import type { ShellConfig } from './config';
import { validHost } from './errors';
import type { FormLookup } from './forms/handler';
import type { PageContext } from './page';
import { postgresRateLimitStore } from './rate-limit-store';
import { registerSecurity } from './security';
import type { LoginKinds } from './session/kinds';
import { readSessions, sessionClient, type RequestSessions } from './session/session';

type Reporter = (error: unknown, context: Record<string, unknown>) => void;

export interface RequestContextDeps {
  /** The page context every visitor shares (the content API with the service token only). */
  page: PageContext;
  clients: CmsClients;
  kinds: Pick<LoginKinds, 'all' | 'requiredAt'>;
  /** The forms and the remote that owns each (its login kinds' sessions go to the form's handler). */
  forms: FormLookup & { owner(id: string): string | undefined };
  report: Reporter;
}

/** The context one request's page is made in. */
export interface RequestContext {
  ctx: PageContext;
  /** The store's state: the profile of every login kind, or null (never a token). */
  state: Partial<RootState>;
  /** The request carries a session cookie: its page is this visitor's own, never a shared one. */
  personal: boolean;
  /** Where a visitor without a session the page needs goes instead: the kind's login, with the way back. */
  login?: string;
}

export type RequestContexts = (request: FastifyRequest, reply: FastifyReply, target: URL) => Promise<RequestContext>;

/** The sessions a form's handler acts with: those of the login kinds its own remote contributes. */
export function formSessions(sessions: RequestSessions, owner: string | undefined, clients: CmsClients): Record<string, FormSession> | undefined {
  const own = [...sessions.active.values()].filter((session) => session.login.remote === owner);
  if (own.length === 0) return undefined;
  return Object.fromEntries(own.map((s) => [s.login.name, { profile: s.profile, cms: sessionClient(clients, s.login, s.token) }]));
}

/** The forms of one request: each handler gets the sessions of its remote's kinds. */
function formsWithSessions(deps: RequestContextDeps, sessions: RequestSessions): FormLookup {
  const { forms, clients } = deps;
  if (sessions.active.size === 0) return forms;
  const capsFor = (id: string): FormCapabilities => {
    const own = formSessions(sessions, forms.owner(id), clients);
    return own ? { ...forms.caps, sessions: own } : forms.caps;
  };
  return { get: (id) => forms.get(id), caps: forms.caps, capsFor };
}

export function createRequestContext(deps: RequestContextDeps): RequestContexts {
  return async (request, reply, target) => {
    const logins = deps.kinds.all();
    const sessions = await readSessions(request, reply, logins, deps.clients, deps.report);
    const path = target.pathname;
    const missing = deps.kinds.requiredAt(path).find((login) => !sessions.active.has(login.name));
    const login = missing ? `${missing.kind.pages.login}?${new URLSearchParams({ ziel: `${path}${target.search}` }).toString()}` : undefined;
    const state = { session: Object.fromEntries(logins.map(({ name }) => [name, sessions.active.get(name)?.profile ?? null])) };
    // A kind's token goes only with the api calls of pages in its own area, never to another call.
    const tokens = [...sessions.active.values()].filter((session) => isInArea(session.login.kind.pages.area, path));
    const headers = Object.assign({}, ...tokens.map((session) => session.login.kind.headers(session.token))) as Record<string, string>;
    const client = tokens.length > 0 ? deps.clients.with(headers) : deps.page.client;
    const ctx: PageContext = { ...deps.page, client, forms: formsWithSessions(deps, sessions) };
    return { ctx, state, personal: sessions.personal, ...(login ? { login } : {}) };
  };
}

/**
 * The checks and headers of every request: a malformed Host is refused before anything uses it; the
 * security headers and the rate limiter (counters shared in PostgreSQL when RATE_LIMIT_DATABASE_URL
 * is set); cookies; compression; and an answer that may hold something of this visitor is never kept
 * by the service worker or a shared cache.
 */
export async function registerRequestContext(app: FastifyInstance, config: ShellConfig): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!validHost(request.headers.host)) {
      return reply.code(400).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Ungültige Anfrage: Die Host-Angabe ist fehlerhaft.');
    }
    return undefined;
  });
  const sharedCounters = config.RATE_LIMIT_DATABASE_URL ? postgresRateLimitStore(config.RATE_LIMIT_DATABASE_URL) : undefined;
  if (sharedCounters) {
    await sharedCounters.prepare();
    app.addHook('onClose', async () => sharedCounters.close());
  }
  await registerSecurity(app, config, sharedCounters?.Store);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
  app.addHook('onSend', async (request, reply, payload) => {
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    // Public, versioned files (scripts, icons) stay cacheable for everyone.
    if (reply.getHeader('set-cookie') || (!/\bpublic\b/.test(cacheControl) && isPersonal(request, undefined)))
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
