import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

/** The barefoot park's remote: its own site with layout, start page, offers and opening times. */
export default defineRemote({
  id: 'barfusspark',
  apiVersion: CONTRACT_API_VERSION,
  layouts: {
    barfusspark: () => import('./layouts/barfusspark'),
  },
  templates: {
    'barfusspark-home': () => import('./templates/barfusspark-home'),
    'barfusspark-angebote': () => import('./templates/barfusspark-angebote'),
    'barfusspark-oeffnungszeiten': () => import('./templates/barfusspark-oeffnungszeiten'),
  },
  themes: { barfusspark: 'barfusspark' },
  islands: {
    suche: () => import('./layouts/search-toggle'),
  },
});
