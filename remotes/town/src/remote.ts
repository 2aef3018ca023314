import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

export default defineRemote({
  id: 'town',
  apiVersion: CONTRACT_API_VERSION,
  layouts: {
    default: () => import('./layouts/default'),
    portal: () => import('./layouts/portal'),
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
