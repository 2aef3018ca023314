import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

export default defineRemote({
  id: 'ratsinfo',
  apiVersion: CONTRACT_API_VERSION,
  layouts: {
    ratsinfo: () => import('./layouts/ratsinfo'),
  },
  templates: {
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
  },
  themes: { ratsinfo: 'default' },
  // Its pages read the council session and inject the council slice.
  store: true,
});
