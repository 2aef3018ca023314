import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

export default defineRemote({
  id: 'ratsinfo',
  apiVersion: CONTRACT_API_VERSION,
  // The browser build carries the islands only: layouts, templates and form handlers render on the
  // server (the condition is resolved at build time, so the browser build has no chunk of them).
  layouts:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          ratsinfo: () => import('./layouts/ratsinfo'),
        }
      : {},
  // German titles of the layouts, as the editorial area's page form offers them.
  layoutTitles: { ratsinfo: 'Ratsinformationssystem' },
  templates:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          'ratsinfo-anmelden': () => import('./templates/anmelden'),
          'ratsinfo-abmelden': () => import('./templates/abmelden'),
          'ratsinfo-passwort': () => import('./templates/passwort'),
          'ratsinfo-uebersicht': () => import('./templates/uebersicht'),
          'ratsinfo-sitzungen': () => import('./templates/sitzungen'),
          'ratsinfo-sitzung': () => import('./templates/sitzung'),
          'ratsinfo-vorlage': () => import('./templates/vorlage'),
          'ratsinfo-berichte': () => import('./templates/berichte'),
          'ratsinfo-personen': () => import('./templates/personen'),
          'ratsinfo-gremien': () => import('./templates/gremien'),
          'ratsinfo-suche': () => import('./templates/suche'),
        }
      : {},
  // What a block of each template takes, for the editorial area's block forms (server build only).
  ...(process.env.REMOTE_BUILD !== 'browser' ? { templateOptions: () => import('./templates/optionen.server') } : {}),
  // The council login, from the server build only (the shell runs it; the browser never sees a token).
  logins: process.env.REMOTE_BUILD !== 'browser' ? { ratsinfo: () => import('./session/login.server') } : {},
  // Which pages need the council session, or show more with it, is the pages' data: they name these.
  middleware:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          'ratsinfo-anmeldung': () => import('./session/middleware.server').then((m) => ({ default: m.membersOnly })),
          'ratsinfo-mitglieder': () => import('./session/middleware.server').then((m) => ({ default: m.moreForMembers })),
        }
      : {},
  // The council's public data: meetings to subscribe to (?gremium=GR) and OParl 1.1, any site may read it.
  feeds:
    process.env.REMOTE_BUILD !== 'browser'
      ? [
          { path: '/ratsinfo/sitzungen.ics', upstream: '/api/cms/ical/sitzungen.ics', query: ['gremium'] },
          { path: '/oparl/v1', upstream: '/api/cms/oparl/v1', segments: 3, query: '*', cors: true, notFound: 'Dieses OParl-Objekt gibt es nicht.' },
        ]
      : [],
  themes: { ratsinfo: 'default' },
  // Its pages read the council session and inject the council slice.
  store: true,
  // The forms of the session and the visit's 'Zuletzt angesehen'.
  islands: {
    anmelden: () => import('./components/forms').then((m) => ({ default: m.LoginForm })),
    abmelden: () => import('./components/forms').then((m) => ({ default: m.LogoutForm })),
    passwort: () => import('./components/forms').then((m) => ({ default: m.PasswordForm })),
    zuletzt: () => import('./components/zuletzt').then((m) => ({ default: m.Zuletzt })),
    angesehen: () => import('./components/zuletzt').then((m) => ({ default: m.Angesehen })),
  },
});
