/**
 * The shell's services, made once and shared by its registrations: error reporting, the remote
 * registry, the content-API clients, the login kinds, the forms and the page context.
 */
import type { FastifyBaseLogger } from 'fastify';
import { cmsClients, type CmsClients } from './cms-clients';
import type { ShellConfig } from './config';
import { createReporter } from './error-reporting';
import { formCapabilities, RemoteForms } from './forms';
import { MenuCache, type PageContext } from './page';
import { RemoteRegistry, type ManifestEntry, type RegistryOptions } from './remote-registry';
import { localRemoteToken, sendRemoteToken } from './remote-token';
import { createRequestContext, gateWith, type RequestContexts } from './request-context';
import { LoginKinds } from './session/kinds';

type Reporter = (error: unknown, context: Record<string, unknown>) => void;
type Warn = (context: Record<string, unknown>, message: string) => void;

export interface ShellServices {
  config: ShellConfig;
  manifest: readonly ManifestEntry[];
  report: Reporter;
  warn: Warn;
  reporting: ReturnType<typeof createReporter>;
  registry: RemoteRegistry;
  clients: CmsClients;
  kinds: LoginKinds;
  forms: RemoteForms;
  /** The page context every visitor shares (the content API with the service token only). */
  page: PageContext;
  /** The context of one request's page: its sessions, their tokens, the store's state. */
  context: RequestContexts;
}

/** How the registry reaches the remotes' builds; the Module Federation runtime unless a test gives fakes. */
export type RemoteAccess = Pick<RegistryOptions, 'loadEntry' | 'readBuild'>;

export function createServices(config: ShellConfig, manifest: ManifestEntry[], log: FastifyBaseLogger, access: RemoteAccess = {}): ShellServices {
  const loaded: { registry?: RemoteRegistry } = {};
  const reporting = createReporter({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT,
    log: (error, context) => log.error({ err: error, ...context }, 'reported error'),
    versionOf: (remote) => loaded.registry?.asset(remote)?.version,
    formOwner: (form) => loaded.registry?.owner('forms', form),
  });
  const { report } = reporting;
  const warn: Warn = (context, message) => log.warn(context, message);
  // The real Module Federation runtime loads the server builds: it must prove it is the shell.
  if (!access.loadEntry)
    sendRemoteToken(
      manifest.map((entry) => entry.url),
      config.REMOTE_SERVER_TOKEN ?? localRemoteToken(config.remoteTokenFile),
    );
  const registry = new RemoteRegistry(manifest, { checkIntervalMs: config.REMOTE_CHECK_SECONDS * 1000, report, ...access });
  loaded.registry = registry;
  if (!config.CMS_SERVICE_TOKEN) log.warn("CMS_SERVICE_TOKEN is not set: the content API refuses the forms' writes");
  if (!config.ROW_DATABASE_TOKEN) log.warn('ROW_DATABASE_TOKEN is not set: forms cannot reach the row database');
  const clients = cmsClients(config);
  const forms = new RemoteForms(registry, { ...formCapabilities(config, clients.base, report), templateCatalog: () => registry.templateCatalog() }, report);
  const kinds = new LoginKinds(registry, config.setting, warn);
  const layouts = { fallback: config.FALLBACK_LAYOUT, error: config.ERROR_LAYOUT, home: config.HOME_LAYOUT, homeTemplate: config.HOME_TEMPLATE };
  const shared: PageContext = {
    client: clients.base,
    registry,
    menus: new MenuCache(clients.base, config.MENU_CACHE_SECONDS * 1000),
    layouts,
    report,
    warn,
    forms,
  };
  const middleware = (name: string) => registry.middleware(name);
  // The page of a visitor without a session runs the page's middleware too: it is what sends her to a login.
  const page: PageContext = { ...shared, gate: gateWith({ middleware, clients, report, page: shared }, new Map()) };
  const context = createRequestContext({ page, clients, kinds, middleware, forms, report });
  return { config, manifest, report, warn, reporting, registry, clients, kinds, forms, page, context };
}
