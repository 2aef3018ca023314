import { lookupRoute } from '@musterstadt/cms-client';
import type { FastifyInstance } from 'fastify';
import type { Claimant } from '../claims';
import type { CmsClients } from '../cms-clients';
import type { ShellConfig } from '../config';
import { registerFileRoute } from './files';
import type { LoginKinds } from './kinds';
import { loginFailures } from './failure-store';
import { sessionRoutes } from './routes';
import { DEFAULT_THROTTLE, LoginThrottle, type FailureCounts } from './throttle';

/** Logouts one client may send per throttle window (each asks the content API to end a session). */
const LOGOUTS_PER_CLIENT = 30;

export interface SessionsDeps {
  config: Pick<ShellConfig, 'CMS_API_URL' | 'LOGIN_LIMIT_PER_CLIENT' | 'LOGIN_LIMIT_PER_ADDRESS' | 'PASSWORD_LIMIT_PER_CLIENT' | 'RATE_LIMIT_DATABASE_URL'>;
  kinds: LoginKinds;
  clients: CmsClients;
  report: (error: unknown, context: Record<string, unknown>) => void;
  /** The page middleware of a name, and the remote that contributes it (a login's way back may lead to its pages). */
  middleware?: (name: string) => { remote: string } | undefined;
  /** The failed-login counters and the delay's sleep (tests give their own; else by RATE_LIMIT_DATABASE_URL, real time). */
  throttling?: { counts?: FailureCounts; sleep?: (ms: number) => Promise<void> };
}

/** True when the page at `path` names a middleware of `remote`; a lookup that fails is no. */
export function pageGuardedBy(clients: CmsClients, middleware: (name: string) => { remote: string } | undefined) {
  return async (path: string, remote: string): Promise<boolean> => {
    const route = await lookupRoute(clients.base, path).catch(() => null);
    return (route?.middleware ?? []).some((name) => middleware(name)?.remote === remote);
  };
}

/** The posts to a kind's login, logout and password pages. */
export const sessionClaimant =
  (kinds: Pick<LoginKinds, 'actionAt'>): Claimant =>
  (method, path) =>
    method === 'POST' && kinds.actionAt(path) ? 'session' : undefined;

/**
 * The sessions of every login kind the remotes contribute: their login, logout and password posts,
 * and their protected files in one route. Needs the `session` and `file` claims (see claims.ts).
 */
export async function registerSessions(app: FastifyInstance, { config, kinds, clients, report, middleware, throttling = {} }: SessionsDeps): Promise<void> {
  let counts = throttling.counts;
  if (!counts) {
    // Shared by the shells behind one address when they share RATE_LIMIT_DATABASE_URL.
    const own = loginFailures(config.RATE_LIMIT_DATABASE_URL);
    app.addHook('onClose', async () => own.close());
    counts = own;
  }
  const throttle = new LoginThrottle({
    counts,
    rules: { ...DEFAULT_THROTTLE, perClient: config.LOGIN_LIMIT_PER_CLIENT, perAddress: config.LOGIN_LIMIT_PER_ADDRESS },
    ...(throttling.sleep ? { sleep: throttling.sleep } : {}),
  });
  await app.register(sessionRoutes, {
    kinds,
    clients,
    throttle,
    limits: { passwordPerClient: config.PASSWORD_LIMIT_PER_CLIENT, logoutPerClient: LOGOUTS_PER_CLIENT, windowMs: DEFAULT_THROTTLE.windowMs },
    report,
    ...(middleware ? { guardedBy: pageGuardedBy(clients, middleware) } : {}),
  });
  registerFileRoute(app, { kinds, clients, cmsApiUrl: config.CMS_API_URL, report });
}
