// Loaded only when the server configured a DSN (a separate chunk, never part of the first page load).
import { captureException, init, withScope } from '@sentry/react';
import { scrubEvent } from '@musterstadt/cms-contract/scrub';
import type { ErrorReporter } from '../app/boundaries';
import type { BrowserReporting } from '../server/error-reporting';
import type { BootState } from '../server/render';

/** Starts the browser SDK (through the shell's same-origin tunnel) and returns the reporter for the page's errors. */
export function startSentry(config: BrowserReporting, currentPage: () => Pick<BootState, 'view' | 'remotes'> | undefined): ErrorReporter {
  init({
    dsn: config.dsn,
    tunnel: config.tunnel,
    environment: config.environment,
    release: 'shell',
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    // No automatic breadcrumbs or global handlers: only what the shell reports, scrubbed.
    defaultIntegrations: false,
    integrations: [],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  });
  return (error, context = {}) => {
    const where = typeof context.where === 'string' ? context.where : '';
    const [remote, template] = where.includes('/') ? where.split('/', 2) : [context.remote as string | undefined, context.template as string | undefined];
    const version = remote ? currentPage()?.remotes.find((asset) => asset.id === remote)?.version : undefined;
    withScope((scope) => {
      if (remote && remote !== 'unavailable') scope.setTag('remote', remote);
      if (version) scope.setTag('remote_version', version);
      if (template) scope.setTag('template', template);
      if (typeof context.phase === 'string') scope.setTag('phase', context.phase);
      const path = currentPage()?.view.path;
      if (path) scope.setContext('seite', { path });
      if (remote && version) scope.addEventProcessor((event) => ({ ...event, release: `${remote}@${version}` }));
      captureException(error);
    });
  };
}
