import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

/** The barefoot park's remote: its own site with layout, start page, offers and opening times. */
export default defineRemote({
  id: 'barfusspark',
  apiVersion: CONTRACT_API_VERSION,
  // The browser build carries the islands only: layouts, templates and form handlers render on the
  // server (the condition is resolved at build time, so the browser build has no chunk of them).
  layouts:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          barfusspark: () => import('./layouts/barfusspark'),
        }
      : {},
  // German titles of the layouts, as the editorial area's page form offers them.
  layoutTitles: { barfusspark: 'Barfußpark' },
  templates:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          'barfusspark-home': () => import('./templates/barfusspark-home'),
          'barfusspark-angebote': () => import('./templates/barfusspark-angebote'),
          'barfusspark-oeffnungszeiten': () => import('./templates/barfusspark-oeffnungszeiten'),
        }
      : {},
  // What a block of each template takes, for the editorial area's block forms (server build only).
  ...(process.env.REMOTE_BUILD !== 'browser' ? { templateOptions: () => import('./templates/optionen.server') } : {}),
  themes: { barfusspark: 'barfusspark' },
});
