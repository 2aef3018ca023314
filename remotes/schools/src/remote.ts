import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';
import { PRODUCT, PRODUCT_NAME } from './product';

/** The schools' remote: primary schools, Werkrealschule, Gymnasium and vocational school. */
export default defineRemote({
  id: 'schools',
  apiVersion: CONTRACT_API_VERSION,
  // The browser build carries the islands only: layouts, templates and form handlers render on the
  // server (the condition is resolved at build time, so the browser build has no chunk of them).
  layouts:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          [`grundschule-${PRODUCT}`]: () => import('./layouts/grundschule'),
          'grundschule-hallwangen': () => import('./layouts/grundschule-hallwangen'),
          werkrealschule: () => import('./layouts/werkrealschule'),
          gymnasium: () => import('./layouts/gymnasium'),
          'berufliche-schule': () => import('./layouts/berufliche-schule'),
        }
      : {},
  // German titles of the layouts, as the editorial area's page form offers them.
  layoutTitles: {
    [`grundschule-${PRODUCT}`]: `Grundschule ${PRODUCT_NAME}`,
    'grundschule-hallwangen': 'Grundschule Hallwangen',
    werkrealschule: 'Werkrealschule',
    gymnasium: 'Gymnasium',
    'berufliche-schule': 'Berufliche Schule',
  },
  templates:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          'grundschule-home': () => import('./templates/school-home'),
          'werkrealschule-home': () => import('./templates/school-home'),
          'gymnasium-home': () => import('./templates/school-home'),
          'berufliche-schule-home': () => import('./templates/school-home'),
          'berufliche-schule-home-schulart': () => import('./templates/school-home').then((m) => ({ default: m.SchulartStartPage })),
          'schul-downloads': () => import('./templates/schul-downloads'),
          'schulfrucht-musterstadt': () => import('./schulfrucht/schulfrucht-musterstadt'),
          'schulfrucht-aach': () => import('./schulfrucht/schulfrucht-aach'),
        }
      : {},
  // What a block of each template takes, for the editorial area's block forms (server build only).
  ...(process.env.REMOTE_BUILD !== 'browser' ? { templateOptions: () => import('./templates/optionen.server') } : {}),
  themes: {
    [`grundschule-${PRODUCT}`]: `grundschule-${PRODUCT}`,
    'grundschule-hallwangen': 'grundschule-hallwangen',
    werkrealschule: 'werkrealschule',
    gydo: 'gymnasium',
  },
  // Server build only: the browser build never bundles the handlers (table ids, capacities, mail endpoints).
  islands: {
    schulfrucht: () => import('./schulfrucht/schulfrucht-form'),
  },
  ...(process.env.REMOTE_BUILD === 'browser'
    ? {}
    : {
        forms: {
          [`schulfrucht-${PRODUCT}`]: () => import('./schulfrucht/server/main.server'),
          'schulfrucht-aach': () => import('./schulfrucht/server/aach.server'),
        },
      }),
});
