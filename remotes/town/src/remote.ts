import { CONTRACT_API_VERSION, defineRemote, type IslandComponent, type TemplateModule } from '@musterstadt/shell-contract';
import { TOWN_ORGANIZATION } from './organization';
import { UNIQUE_CONTAINERS } from './unique-containers';
import type { FormTemplateProps } from './templates/with-rich-text';

/**
 * The template of an island with a rich-text field of its block above it: the text is made safe and
 * rendered on the server (the sanitiser is never part of the island's code in the browser).
 */
function withRichText(load: () => Promise<{ default: IslandComponent<FormTemplateProps> }>, field?: string): () => Promise<TemplateModule> {
  // Resolved at build time: the browser build has no chunk of the sanitiser at all.
  const intro = () =>
    process.env.REMOTE_BUILD === 'browser' ? Promise.reject(new Error('Templates render on the server')) : import('./templates/with-rich-text');
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
  // German titles of the layouts, as the editorial area's page form offers them.
  layoutTitles: {
    default: 'Stadt: Standard (mit Seitenleiste)',
    wide: 'Stadt: volle Breite (ohne Seitenleiste)',
    portal: 'Stadt: Portal (Module)',
    gaeste: 'Gäste',
    wirtschaft: 'Wirtschaft',
  },
  templates:
    process.env.REMOTE_BUILD !== 'browser'
      ? {
          portal: () => import('./templates/portal/portal'),
          text: () => import('./templates/content/text-block'),
          'artikel-liste': () => import('./templates/news/article-list'),
          'artikel-detail': () => import('./templates/news/article-detail'),
          'artikel-teaser': () => import('./templates/news/article-teaser'),
          'veranstaltung-liste': () => import('./templates/events/event-list'),
          'veranstaltung-detail': () => import('./templates/events/event-detail'),
          'veranstaltung-teaser': () => import('./templates/events/event-teaser'),
          'schwarzes-brett': () => import('./templates/notice-board/notice-board'),
          'schwarzes-brett-detail': () => import('./templates/notice-board/notice-detail'),
          'schwarzes-brett-block': () => import('./templates/notice-board/notice-block'),
          'schwarzes-brett-portal': () => import('./templates/notice-board/notice-portal'),
          mitarbeiter: () => import('./templates/staff/staff'),
          'mitarbeiter-liste': () => import('./templates/staff/staff-directory'),
          aemter: () => import('./templates/departments/departments'),
          'amt-detail': () => import('./templates/departments/department-detail'),
          oeffnungszeiten: () => import('./templates/departments/opening-times-block'),
          ausschreibungen: () => import('./templates/tenders/tenders'),
          'ausschreibung-detail': () => import('./templates/tenders/tender-detail'),
          baugebiete: () => import('./templates/building-areas/building-areas'),
          'baugebiet-detail': () => import('./templates/building-areas/building-area-detail'),
          bildergalerie: () => import('./templates/galleries/gallery'),
          brancheneintraege: () => import('./templates/businesses/businesses'),
          'brancheneintrag-detail': () => import('./templates/businesses/business-detail'),
          preise: () => import('./templates/departments/prices'),
          zeitstrahl: () => import('./templates/content/timeline'),
          'pwa-uebersicht': withRichText(() => import('./templates/widgets/app-overview'), 'text'),
          'push-benachrichtigungen': withRichText(() => import('./templates/widgets/push-widget'), 'text'),
          netzbetreiber: () => import('./templates/widgets/grid-operators'),
          barrierefreiheit: () => import('./templates/content/accessibility-statement'),
          'auch-interessant': () => import('./templates/content/also-interesting'),
          suche: () => import('./templates/search/search-page'),
          'wegweiser-abc': () => import('./templates/service-guide/guide-abc'),
          'wegweiser-leistungen': () => import('./templates/service-guide/guide-services'),
          'wegweiser-formulare': () => import('./templates/service-guide/guide-forms'),
          'wegweiser-lebenslagen': () => import('./templates/service-guide/guide-situations'),
          'wegweiser-organisationseinheiten': () => import('./templates/service-guide/guide-units'),
          'wegweiser-ansprechpartner': () => import('./templates/service-guide/guide-persons'),
          'wegweiser-navigation': () => import('./templates/service-guide/guide-navigation'),
          'wegweiser-suche': () => import('./templates/service-guide/guide-search'),
          'wegweiser-weitere-stellen': () => import('./templates/service-guide/other-offices'),
          'abfall-termine': () => import('./templates/waste/waste-dates'),
          'abfall-erinnerung': withRichText(() => import('./forms/abfall-erinnerung/waste-reminder-form')),
          'abfall-erinnerung-bestaetigung': () => import('./forms/abfall-erinnerung/waste-reminder-confirmation'),
          kontaktformular: withRichText(() => import('./forms/kontaktformular/contact-form')),
          nachbarschaftshilfe: withRichText(() => import('./forms/nachbarschaftshilfe/neighbourhood-help-form')),
          'fuehrung-anfrage': withRichText(() => import('./forms/fuehrung-anfrage/guided-tour-form')),
          'veranstaltung-melden': withRichText(() => import('./forms/veranstaltung-melden/event-report-form')),
          'verein-eintragen': withRichText(() => import('./forms/verein-eintragen/club-entry-form')),
          'formular-freigabe': () => import('./forms/formular-freigabe/entry-approval'),
          vereinsverzeichnis: () => import('./templates/clubs/club-directory'),
          schadensmeldung: withRichText(() => import('./forms/schadensmeldung/damage-report-form')),
          vereinspauschale: withRichText(() => import('./forms/vereinspauschale/club-flat-rate-form')),
          'betrieb-eintragen': withRichText(() => import('./forms/betrieb-eintragen/business-entry-form')),
          'anzeige-aufgeben': withRichText(() => import('./forms/anzeige-aufgeben/notice-ad-form')),
        }
      : {},
  // What a block of each template takes, for the editorial area's block forms (server build only).
  ...(process.env.REMOTE_BUILD !== 'browser' ? { templateOptions: () => import('./templates/optionen.server') } : {}),
  // The parts the browser hydrates; everything else of the town stays server HTML.
  islands: {
    bildergalerie: () => import('./templates/galleries/image-gallery'),
    'baugebiet-karte': () => import('./templates/building-areas/building-area-map'),
    'abfall-erinnerung': () => import('./forms/abfall-erinnerung/waste-reminder-form'),
    kontaktformular: () => import('./forms/kontaktformular/contact-form'),
    nachbarschaftshilfe: () => import('./forms/nachbarschaftshilfe/neighbourhood-help-form'),
    'fuehrung-anfrage': () => import('./forms/fuehrung-anfrage/guided-tour-form'),
    'veranstaltung-melden': () => import('./forms/veranstaltung-melden/event-report-form'),
    'verein-eintragen': () => import('./forms/verein-eintragen/club-entry-form'),
    schadensmeldung: () => import('./forms/schadensmeldung/damage-report-form'),
    vereinspauschale: () => import('./forms/vereinspauschale/club-flat-rate-form'),
    'betrieb-eintragen': () => import('./forms/betrieb-eintragen/business-entry-form'),
    'anzeige-aufgeben': () => import('./forms/anzeige-aufgeben/notice-ad-form'),
    'pwa-uebersicht': () => import('./templates/widgets/app-overview'),
    'push-benachrichtigungen': () => import('./templates/widgets/push-widget'),
  },
  organization: TOWN_ORGANIZATION,
  uniqueContainers: UNIQUE_CONTAINERS,
  // Server build only: the browser build never bundles the handlers.
  ...(process.env.REMOTE_BUILD === 'browser'
    ? {}
    : {
        forms: {
          kontaktformular: () => import('./forms/kontaktformular/contact-form.server'),
          'abfall-erinnerung': () => import('./forms/abfall-erinnerung/waste-reminder-form.server'),
          nachbarschaftshilfe: () => import('./forms/nachbarschaftshilfe/neighbourhood-help-form.server'),
          'fuehrung-anfrage': () => import('./forms/fuehrung-anfrage/guided-tour-form.server'),
          'veranstaltung-melden': () => import('./forms/veranstaltung-melden/event-report-form.server'),
          'verein-eintragen': () => import('./forms/verein-eintragen/club-entry-form.server'),
          'formular-freigabe': () => import('./forms/formular-freigabe/entry-approval.server'),
          schadensmeldung: () => import('./forms/schadensmeldung/damage-report-form.server'),
          vereinspauschale: () => import('./forms/vereinspauschale/club-flat-rate-form.server'),
          'betrieb-eintragen': () => import('./forms/betrieb-eintragen/business-entry-form.server'),
          'anzeige-aufgeben': () => import('./forms/anzeige-aufgeben/notice-ad-form.server'),
        },
      }),
});
