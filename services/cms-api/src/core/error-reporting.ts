import { scrubEvent } from '@musterstadt/cms-contract/scrub';
import * as Sentry from '@sentry/node';

/** Reports an error of a request to the error service; a no-op without SENTRY_DSN. */
export type ErrorReporter = (error: unknown, context: { path: string; method: string }) => void;

/** Sentry for the content API when SENTRY_DSN is set: server errors only, personal data scrubbed. */
export function reporterFromEnv(env: NodeJS.ProcessEnv = process.env): { report: ErrorReporter; flush: () => Promise<boolean> } {
  const dsn = env.SENTRY_DSN;
  if (!dsn) return { report: () => undefined, flush: async () => true };
  Sentry.init({
    dsn,
    environment: env.SENTRY_ENVIRONMENT || 'production',
    release: 'cms-api',
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    defaultIntegrations: false,
    integrations: [],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  });
  return {
    report: (error, context) =>
      Sentry.withScope((scope) => {
        scope.setTag('service', 'cms-api');
        scope.setContext('anfrage', { method: context.method, path: context.path.split('?')[0] });
        Sentry.captureException(error);
      }),
    flush: () => Sentry.flush(2000),
  };
}
