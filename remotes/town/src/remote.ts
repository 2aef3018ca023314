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
    suche: () => import('./templates/suche/suche'),
    'wegweiser-abc': () => import('./templates/wegweiser/abc'),
    'wegweiser-leistungen': () => import('./templates/wegweiser/leistungen'),
    'wegweiser-formulare': () => import('./templates/wegweiser/formulare'),
    'wegweiser-lebenslagen': () => import('./templates/wegweiser/lebenslagen'),
    'wegweiser-organisationseinheiten': () => import('./templates/wegweiser/organisationseinheiten'),
    'wegweiser-ansprechpartner': () => import('./templates/wegweiser/ansprechpartner'),
    'wegweiser-navigation': () => import('./templates/wegweiser/navigation'),
    'wegweiser-weitere-stellen': () => import('./templates/wegweiser/weitere-stellen'),
    'abfall-termine': () => import('./templates/abfall/termine'),
    'abfall-erinnerung': () => import('./templates/abfall/erinnerung'),
    'abfall-erinnerung-bestaetigung': () => import('./templates/abfall/bestaetigung'),
  },
});
