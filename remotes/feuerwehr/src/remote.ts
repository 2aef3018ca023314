import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

export default defineRemote({
  id: 'feuerwehr',
  apiVersion: CONTRACT_API_VERSION,
  // The browser build carries the islands only: layouts, templates and form handlers render on the
  // server (the condition is resolved at build time, so the browser build has no chunk of them).
  layouts:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          feuerwehr: () => import('./layouts/feuerwehr'),
        }
      : {},
  // German titles of the layouts, as the editorial area's page form offers them.
  layoutTitles: { feuerwehr: 'Feuerwehr' },
  templates:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          'feuerwehr-home': () => import('./templates/feuerwehr-home'),
          'feuerwehr-einsaetze': () => import('./templates/feuerwehr-einsaetze'),
        }
      : {},
  // What a block of each template takes, for the editorial area's block forms (server build only).
  ...(process.env.REMOTE_BUILD !== 'browser' ? { templateOptions: () => import('./templates/optionen.server') } : {}),
  themes: { feuerwehr: 'feuerwehr' },
});
