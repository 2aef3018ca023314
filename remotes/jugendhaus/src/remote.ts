import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

/** The youth centre's remote: its own site with layout, start page and offers. */
export default defineRemote({
  id: 'jugendhaus',
  apiVersion: CONTRACT_API_VERSION,
  // The browser build carries the islands only: layouts, templates and form handlers render on the
  // server (the condition is resolved at build time, so the browser build has no chunk of them).
  layouts:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          jugendhaus: () => import('./layouts/jugendhaus'),
        }
      : {},
  // German titles of the layouts, as the editorial area's page form offers them.
  layoutTitles: { jugendhaus: 'Jugendhaus' },
  templates:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          'jugendhaus-home': () => import('./templates/jugendhaus-home'),
          'jugendhaus-angebote': () => import('./templates/jugendhaus-angebote'),
        }
      : {},
  // What a block of each template takes, for the editorial area's block forms (server build only).
  ...(process.env.REMOTE_BUILD !== 'browser' ? { templateOptions: () => import('./templates/optionen.server') } : {}),
});
