import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

/** The schools' remote: primary schools, Werkrealschule, Gymnasium and vocational school. */
export default defineRemote({
  id: 'schools',
  apiVersion: CONTRACT_API_VERSION,
  layouts: {},
  templates: {
    'schulfrucht-musterstadt': () => import('./schulfrucht/schulfrucht-musterstadt'),
    'schulfrucht-aach': () => import('./schulfrucht/schulfrucht-aach'),
  },
});
