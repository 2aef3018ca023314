import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

export default defineRemote({
  id: 'town',
  apiVersion: CONTRACT_API_VERSION,
  layouts: {
    default: () => import('./layouts/default'),
    wide: () => import('./layouts/wide'),
    portal: () => import('./layouts/portal'),
    gaeste: () => import('./layouts/gaeste'),
    wirtschaft: () => import('./layouts/wirtschaft'),
  },
  templates: {
    portal: () => import('./templates/portal'),
    text: () => import('./templates/text'),
    'artikel-liste': () => import('./templates/artikel-liste'),
    'artikel-detail': () => import('./templates/artikel-detail'),
    'artikel-teaser': () => import('./templates/artikel-teaser'),
    'veranstaltung-liste': () => import('./templates/veranstaltung-liste'),
    'veranstaltung-detail': () => import('./templates/veranstaltung-detail'),
    'veranstaltung-teaser': () => import('./templates/veranstaltung-teaser'),
  },
});
