import type { FastifyInstance } from 'fastify';
import type { Claimant } from '../claims';
import type { CmsClients } from '../cms-clients';
import type { ShellConfig } from '../config';
import { registerFileRoute } from './files';
import type { LoginKinds } from './kinds';
import { sessionRoutes } from './routes';

export interface SessionsDeps {
  config: Pick<ShellConfig, 'CMS_API_URL' | 'LOGIN_LIMIT_PER_CLIENT' | 'LOGIN_LIMIT_PER_ADDRESS'>;
  kinds: LoginKinds;
  clients: CmsClients;
  report: (error: unknown, context: Record<string, unknown>) => void;
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
export async function registerSessions(app: FastifyInstance, { config, kinds, clients, report }: SessionsDeps): Promise<void> {
  await app.register(sessionRoutes, {
    kinds,
    clients,
    limits: { perClient: config.LOGIN_LIMIT_PER_CLIENT, perAddress: config.LOGIN_LIMIT_PER_ADDRESS, windowMs: 15 * 60_000 },
    report,
  });
  registerFileRoute(app, { kinds, clients, cmsApiUrl: config.CMS_API_URL, report });
}
