import { CONTRACT_API_VERSION, defineRemote, type IslandComponent, type TemplateModule } from '@musterstadt/shell-contract';
import { TOWN_ORGANIZATION } from './organization';
import { UNIQUE_CONTAINERS } from './unique-containers';
import type { FormTemplateProps } from './templates/form-intro';

/**
 * The template of an island with a rich-text field of its block above it: the text is made safe and
 * rendered on the server (the sanitiser is never part of the island's code in the browser).
 */
function withRichText(load: () => Promise<{ default: IslandComponent<FormTemplateProps> }>, field?: string): () => Promise<TemplateModule> {
  // Resolved at build time: the browser build has no chunk of the sanitiser at all.
  const intro = () => (process.env.REMOTE_BUILD === 'browser' ? Promise.reject(new Error('Templates render on the server')) : import('./templates/form-intro'));
  return async () => (await intro()).withRichText(load, field)();
}

export default defineRemote({
  id: 'town',
  apiVersion: CONTRACT_API_VERSION,
  // The browser build carries the islands only: layouts, templates and form handlers render on the
  // server (the condition is resolved at build time, so the browser build has no chunk of them).
  layouts:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          default: () => import('./layouts/default'),
          wide: () => import('./layouts/wide'),
          portal: () => import('./layouts/portal'),
          gaeste: () => import('./layouts/gaeste'),
          wirtschaft: () => import('./layouts/wirtschaft'),
        }
      : {},
  templates:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          portal: () => import('./templates/portal'),
          text: () => import('./templates/text'),
          'artikel-liste': () => import('./templates/artikel-liste'),
          'artikel-detail': () => import('./templates/artikel-detail'),
          'artikel-teaser': () => import('./templates/artikel-teaser'),
          'veranstaltung-liste': () => import('./templates/veranstaltung-liste'),
          'veranstaltung-detail': () => import('./templates/veranstaltung-detail'),
          'veranstaltung-teaser': () => import('./templates/veranstaltung-teaser'),
          'schwarzes-brett': () => import('./templates/schwarzes-brett'),
          'schwarzes-brett-detail': () => import('./templates/schwarzes-brett-detail'),
          'schwarzes-brett-block': () => import('./templates/schwarzes-brett-block'),
          'schwarzes-brett-portal': () => import('./templates/schwarzes-brett-portal'),
          mitarbeiter: () => import('./templates/mitarbeiter'),
          'mitarbeiter-liste': () => import('./templates/mitarbeiter-liste'),
          aemter: () => import('./templates/aemter'),
          'amt-detail': () => import('./templates/amt-detail'),
          oeffnungszeiten: () => import('./templates/oeffnungszeiten'),
          ausschreibungen: () => import('./templates/ausschreibungen'),
          'ausschreibung-detail': () => import('./templates/ausschreibung-detail'),
          baugebiete: () => import('./templates/baugebiete'),
          'baugebiet-detail': () => import('./templates/baugebiet-detail'),
          bildergalerie: () => import('./templates/bildergalerie'),
          brancheneintraege: () => import('./templates/brancheneintraege'),
          'brancheneintrag-detail': () => import('./templates/brancheneintrag-detail'),
          preise: () => import('./templates/preise'),
          zeitstrahl: () => import('./templates/zeitstrahl'),
          'pwa-uebersicht': withRichText(() => import('./templates/pwa-uebersicht'), 'text'),
          'push-benachrichtigungen': withRichText(() => import('./templates/push-benachrichtigungen'), 'text'),
          netzbetreiber: () => import('./templates/netzbetreiber'),
          barrierefreiheit: () => import('./templates/barrierefreiheit'),
          'auch-interessant': () => import('./templates/auch-interessant'),
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
          'abfall-erinnerung': withRichText(() => import('./templates/abfall/erinnerung')),
          'abfall-erinnerung-bestaetigung': () => import('./templates/abfall/bestaetigung'),
          kontaktformular: withRichText(() => import('./templates/kontaktformular')),
          nachbarschaftshilfe: withRichText(() => import('./templates/nachbarschaftshilfe')),
          'fuehrung-anfrage': withRichText(() => import('./templates/fuehrung-anfrage')),
          'veranstaltung-melden': withRichText(() => import('./templates/veranstaltung-melden')),
          'verein-eintragen': withRichText(() => import('./templates/verein-eintragen')),
          'formular-freigabe': () => import('./templates/formular-freigabe'),
          vereinsverzeichnis: () => import('./templates/vereinsverzeichnis'),
          schadensmeldung: withRichText(() => import('./templates/schadensmeldung')),
          vereinspauschale: withRichText(() => import('./templates/vereinspauschale')),
          'betrieb-eintragen': withRichText(() => import('./templates/betrieb-eintragen')),
          'anzeige-aufgeben': withRichText(() => import('./templates/anzeige-aufgeben')),
        }
      : {},
  // The parts the browser hydrates; everything else of the town stays server HTML.
  islands: {
    bildergalerie: () => import('./templates/bildergalerie-bilder'),
    'baugebiet-karte': () => import('./templates/baugebiet-karte'),
    'abfall-erinnerung': () => import('./templates/abfall/erinnerung'),
    kontaktformular: () => import('./templates/kontaktformular'),
    nachbarschaftshilfe: () => import('./templates/nachbarschaftshilfe'),
    'fuehrung-anfrage': () => import('./templates/fuehrung-anfrage'),
    'veranstaltung-melden': () => import('./templates/veranstaltung-melden'),
    'verein-eintragen': () => import('./templates/verein-eintragen'),
    schadensmeldung: () => import('./templates/schadensmeldung'),
    vereinspauschale: () => import('./templates/vereinspauschale'),
    'betrieb-eintragen': () => import('./templates/betrieb-eintragen'),
    'anzeige-aufgeben': () => import('./templates/anzeige-aufgeben'),
    'pwa-uebersicht': () => import('./templates/pwa-uebersicht'),
    'push-benachrichtigungen': () => import('./templates/push-benachrichtigungen'),
  },
  organization: TOWN_ORGANIZATION,
  uniqueContainers: UNIQUE_CONTAINERS,
  // Server build only: the browser build never bundles the handlers.
  ...(process.env.REMOTE_BUILD === 'browser'
    ? {}
    : {
        forms: {
          kontaktformular: () => import('./forms/kontakt.server'),
          'abfall-erinnerung': () => import('./forms/abfall-erinnerung.server'),
          nachbarschaftshilfe: () => import('./forms/nachbarschaftshilfe.server'),
          'fuehrung-anfrage': () => import('./forms/fuehrung.server'),
          'veranstaltung-melden': () => import('./forms/veranstaltung.server'),
          'verein-eintragen': () => import('./forms/verein.server'),
          'formular-freigabe': () => import('./forms/freigabe.server'),
          schadensmeldung: () => import('./forms/schadensmeldung.server'),
          vereinspauschale: () => import('./forms/vereinspauschale.server'),
          'betrieb-eintragen': () => import('./forms/brancheneintrag.server'),
          'anzeige-aufgeben': () => import('./forms/anzeige.server'),
        },
      }),
});
