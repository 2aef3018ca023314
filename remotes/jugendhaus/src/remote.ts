import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

/** The youth centre's remote: its own site with layout, start page and offers. */
export default defineRemote({
  id: 'jugendhaus',
  apiVersion: CONTRACT_API_VERSION,
  layouts: {
    jugendhaus: () => import('./layouts/jugendhaus'),
  },
  templates: {
    'jugendhaus-home': () => import('./templates/jugendhaus-home'),
    'jugendhaus-angebote': () => import('./templates/jugendhaus-angebote'),
  },
});
