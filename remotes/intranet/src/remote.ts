import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

export default defineRemote({
  id: 'intranet',
  apiVersion: CONTRACT_API_VERSION,
  // The browser build carries the islands only: layouts, templates and form handlers render on the
  // server (the condition is resolved at build time, so the browser build has no chunk of them).
  layouts:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          intranet: () => import('./layouts/intranet'),
        }
      : {},
  // German titles of the layouts, as the editorial area's page form offers them.
  layoutTitles: { intranet: 'Intranet' },
  templates:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          'intranet-anmelden': () => import('./templates/anmelden'),
          'intranet-abmelden': () => import('./templates/abmelden'),
          'intranet-start': () => import('./templates/start'),
          'intranet-rubriken': () => import('./templates/rubriken'),
          'intranet-rubrik': () => import('./templates/rubrik'),
          'intranet-text': () => import('./templates/text'),
          'intranet-archiv': () => import('./templates/archiv'),
          'intranet-suche': () => import('./templates/suche'),
        }
      : {},
  // What a block of each template takes, for the editorial area's block forms (server build only).
  ...(process.env.REMOTE_BUILD !== 'browser' ? { templateOptions: () => import('./templates/optionen.server') } : {}),
  // The staff login, from the server build only (the shell runs it; the browser never sees a token).
  logins: process.env.REMOTE_BUILD !== 'browser' ? { intranet: () => import('./session/login.server') } : {},
  // The intranet's pages name this middleware in the content API: they need the staff session.
  middleware: process.env.REMOTE_BUILD !== 'browser' ? { 'intranet-anmeldung': () => import('./session/middleware.server') } : {},
  // Its pages read the intranet session and inject the intranet slice.
  store: true,
  // The login and logout forms, and what each page puts into the intranet's slice.
  islands: {
    anmelden: () => import('./components/forms').then((m) => ({ default: m.LoginForm })),
    abmelden: () => import('./components/forms').then((m) => ({ default: m.LogoutForm })),
    'in-store': () => import('./components/parts').then((m) => ({ default: m.InStore })),
  },
});
