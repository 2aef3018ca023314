import * as Sentry from '@sentry/node';
import { scrubEvent } from '@musterstadt/cms-contract/scrub';

export type Reporter = (error: unknown, context: Record<string, unknown>) => void;

/** What the browser needs to report to the same project: only set when a DSN is configured. */
export interface BrowserReporting {
  dsn: string;
  /** Same-origin endpoint the browser sends its envelopes to (no third-party request, no CSP change). */
  tunnel: string;
  environment: string;
}

export const TUNNEL_PATH = '/_fehler';

/**
 * The remote and its version, the template or layout: the tags every reported error carries where known.
 * A form's handler names its form, which is the template of the form's block: `formOwner` finds its remote.
 */
export function errorTags(
  context: Record<string, unknown>,
  versionOf: (remote: string) => string | undefined,
  formOwner: (form: string) => string | undefined = () => undefined,
): Record<string, string> {
  const tags: Record<string, string> = {};
  let remote = typeof context.remote === 'string' ? context.remote : undefined;
  let template = typeof context.template === 'string' ? context.template : undefined;
  // A block boundary names its block as 'remote/template'.
  if (!remote && typeof context.where === 'string' && context.where.includes('/')) [remote, template] = context.where.split('/', 2);
  if (typeof context.form === 'string') {
    template ??= context.form;
    remote ??= formOwner(context.form);
  }
  if (remote && remote !== 'unavailable') {
    tags.remote = remote;
    const version = (typeof context.version === 'string' && context.version) || versionOf(remote);
    if (version) tags.remote_version = version;
  }
  if (template) tags.template = template;
  if (typeof context.layout === 'string') tags.layout = context.layout;
  if (typeof context.phase === 'string') tags.phase = context.phase;
  return tags;
}

/**
 * Error reporting of the shell server: the log always; Sentry too when SENTRY_DSN is set, with
 * releases named per remote version and personal data scrubbed before anything leaves the server.
 */
export function createReporter(options: {
  dsn?: string;
  environment: string;
  log: (error: unknown, context: Record<string, unknown>) => void;
  versionOf: (remote: string) => string | undefined;
  /** The remote that owns a form id (its handler's errors are tagged with it). */
  formOwner?: (form: string) => string | undefined;
}): { report: Reporter; browser?: BrowserReporting; flush: () => Promise<boolean> } {
  if (!options.dsn) return { report: options.log, flush: async () => true };
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: 'shell',
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    defaultIntegrations: false,
    integrations: [],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  });
  const report: Reporter = (error, context) => {
    options.log(error, context);
    const tags = errorTags(context, options.versionOf, options.formOwner);
    Sentry.withScope((scope) => {
      scope.setTags(tags);
      if (typeof context.path === 'string') scope.setContext('seite', { path: context.path });
      scope.addEventProcessor((event) => ({ ...event, release: tags.remote && tags.remote_version ? `${tags.remote}@${tags.remote_version}` : event.release }));
      Sentry.captureException(error);
    });
  };
  return {
    report,
    browser: { dsn: options.dsn, tunnel: TUNNEL_PATH, environment: options.environment },
    flush: () => Sentry.flush(2000),
  };
}

/** The DSN's envelope endpoint, e.g. https://o1.ingest.example/api/42/envelope/. */
export function envelopeUrl(dsn: string): string {
  const url = new URL(dsn);
  const project = url.pathname.split('/').filter(Boolean).pop() ?? '';
  const prefix = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
  return `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`;
}
