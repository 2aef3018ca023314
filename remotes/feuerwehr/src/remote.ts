import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

export default defineRemote({
  id: 'feuerwehr',
  apiVersion: CONTRACT_API_VERSION,
  layouts: {
    feuerwehr: () => import('./layouts/feuerwehr'),
  },
  templates: {
    'feuerwehr-home': () => import('./templates/feuerwehr-home'),
    'feuerwehr-einsaetze': () => import('./templates/feuerwehr-einsaetze'),
  },
  themes: { feuerwehr: 'feuerwehr' },
});
