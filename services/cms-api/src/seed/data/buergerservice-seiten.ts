/** Pages of the site search, the service guide ('Wegweiser') and the waste calendar. */
import type { ApiCall, Block, Breadcrumb } from '../../core/types';
import type { PageSeed } from './seiten';

export interface BuergerservicePage extends PageSeed {
  /** false: not a search result of its own (the search page, confirmation pages). */
  suchbar: boolean;
}

const START: Breadcrumb = { title: 'Startseite', url: '/' };
const WEGWEISER: Breadcrumb = { title: 'Wegweiser', url: '/wegweiser' };
const ABFALL: Breadcrumb = { title: 'Abfallkalender', url: '/abfall' };

const main = (template: string, context: Block['context'] = {}): Block => ({ template, slot: 'main', context, options: {} });
const sidebar = (template: string, context: Block['context'] = {}): Block => ({ template, slot: 'sidebar', context, options: {} });

const page = (seed: Omit<BuergerservicePage, 'layout' | 'theme' | 'heroImages' | 'suchbar'> & Partial<BuergerservicePage>): BuergerservicePage => ({
  layout: 'default',
  theme: 'default',
  heroImages: [],
  suchbar: true,
  ...seed,
});

const NAVIGATION = sidebar('wegweiser-navigation');
/** The guide's search comes first on its pages: on a phone right under the heading. */
const SUCHE = main('wegweiser-suche');

const ABFALLBERATUNG = sidebar('text', {
  titel: 'Abfallberatung',
  text:
    '<p>Technische Betriebe der Stadt Musterstadt<br>Andreas Zähringer</p>' +
    '<p>Telefon: <a href="tel:+497999123605">07999 123-605</a><br>E-Mail: <a href="mailto:abfallberatung@musterstadt.de">abfallberatung@musterstadt.de</a></p>' +
    '<p>Wertstoffhof Gewerbestraße 20: Mittwoch 14 bis 18 Uhr, Samstag 9 bis 13 Uhr.</p>',
});

/** One list page and its detail page per kind of guide entry. */
function guideSection(options: {
  segment: string;
  template: string;
  titel: string;
  description: string;
  einleitung: string;
  detailDescription: string;
}): BuergerservicePage[] {
  const { segment, template, titel } = options;
  const list: ApiCall = { name: 'liste', endpoint: `/api/cms/wegweiser/${segment}`, params: {}, options: {} };
  const detail: ApiCall = {
    name: 'eintrag',
    endpoint: `/api/cms/wegweiser/${segment}`,
    params: { slug: '{slug}' },
    options: { useMeta: true, errorOnEmpty: true, canonical: true },
  };
  return [
    page({
      url: `/wegweiser/${segment}`,
      title: titel,
      description: options.description,
      breadcrumbs: [START, WEGWEISER, { title: titel }],
      blocks: [SUCHE, main(template, { apiCalls: ['liste'], ansicht: 'liste', einleitung: options.einleitung }), NAVIGATION],
      apiCalls: [list],
    }),
    page({
      url: `/wegweiser/${segment}/:slug`,
      title: titel,
      description: options.detailDescription,
      breadcrumbs: [START, WEGWEISER, { title: titel, url: `/wegweiser/${segment}` }],
      blocks: [SUCHE, main(template, { apiCalls: ['eintrag'], ansicht: 'detail' }), NAVIGATION],
      apiCalls: [detail],
    }),
  ];
}

const erinnerungsSeite = (url: string, title: string, zustand: string, description: string): BuergerservicePage =>
  page({
    url,
    title,
    description,
    breadcrumbs: [START, ABFALL, { title: 'Erinnerung', url: '/abfall/erinnerung' }, { title }],
    blocks: [main('abfall-erinnerung-bestaetigung', { zustand })],
    apiCalls: [],
    suchbar: false,
  });

export const BUERGERSERVICE_SEITEN: BuergerservicePage[] = [
  page({
    url: '/suche',
    title: 'Suche',
    description:
      'Durchsuchen Sie die Website der Stadt Musterstadt: Seiten, Meldungen, Veranstaltungen und den Wegweiser zu Leistungen, Formularen und Ansprechpartnern.',
    breadcrumbs: [START, { title: 'Suche' }],
    blocks: [main('suche', { apiCalls: ['suche'] })],
    apiCalls: [
      {
        name: 'suche',
        endpoint: '/api/cms/suche',
        params: { pro_seite: 10 },
        options: { redirectOnSingleEntry: true, query: { q: true, seite: true } },
      },
    ],
    suchbar: false,
  }),
  page({
    url: '/wegweiser',
    title: 'Wegweiser',
    description: 'Der Wegweiser durch die Stadtverwaltung Musterstadt: Leistungen von A bis Z, Formulare, Lebenslagen, Ämter und Ansprechpartner.',
    breadcrumbs: [START, { title: 'Wegweiser' }],
    blocks: [
      SUCHE,
      main('wegweiser-abc', {
        apiCalls: ['abc'],
        einleitung:
          '<p>Was erledige ich wo? Im Wegweiser finden Sie alle Leistungen der Stadtverwaltung von A bis Z – mit den nötigen Unterlagen, den Gebühren, der zuständigen Stelle und Ihren Ansprechpartnern.</p>' +
          '<p>Sie erreichen die Stadtverwaltung auch über die einheitliche Behördennummer 115, montags bis freitags von 8 bis 18 Uhr.</p>',
      }),
      main('wegweiser-weitere-stellen', { apiCalls: ['stellen'], titel: 'Weitere Stellen außerhalb des Rathauses' }),
      NAVIGATION,
    ],
    apiCalls: [
      { name: 'abc', endpoint: '/api/cms/wegweiser/abc', params: {}, options: { query: { buchstabe: true } } },
      { name: 'stellen', endpoint: '/api/cms/wegweiser/weitere-stellen', params: {}, options: {} },
    ],
  }),
  ...guideSection({
    segment: 'leistungen',
    template: 'wegweiser-leistungen',
    titel: 'Leistungen',
    description: 'Alle Leistungen der Stadtverwaltung Musterstadt nach Themen: Ausweise, Meldewesen, Standesamt, Bauen, Steuern, Gewerbe, Familie und mehr.',
    einleitung: '<p>Die Leistungen der Stadtverwaltung, geordnet nach Themen. Alphabetisch finden Sie sie im ABC des Wegweisers.</p>',
    detailDescription: 'Eine Leistung der Stadtverwaltung Musterstadt mit Unterlagen, Gebühren und Ansprechpartnern.',
  }),
  ...guideSection({
    segment: 'formulare',
    template: 'wegweiser-formulare',
    titel: 'Formulare',
    description: 'Formulare und Anträge der Stadtverwaltung Musterstadt: wo Sie sie erhalten und welche Sie online ausfüllen können.',
    einleitung: '<p>Viele Anträge können Sie online stellen. Vordrucke erhalten Sie im Bürgerbüro und bei der zuständigen Stelle.</p>',
    detailDescription: 'Ein Formular der Stadtverwaltung Musterstadt.',
  }),
  ...guideSection({
    segment: 'lebenslagen',
    template: 'wegweiser-lebenslagen',
    titel: 'Lebenslagen',
    description: 'Umzug, Geburt, Heirat, Bauen, Todesfall, Existenzgründung: was in welcher Lebenslage zu erledigen ist.',
    einleitung: '<p>Ein Ereignis, mehrere Wege: Hier finden Sie zusammengestellt, was in einer Lebenslage zu tun ist.</p>',
    detailDescription: 'Eine Lebenslage mit den Leistungen der Stadtverwaltung, die dazugehören.',
  }),
  ...guideSection({
    segment: 'organisationseinheiten',
    template: 'wegweiser-organisationseinheiten',
    titel: 'Ämter und Einrichtungen',
    description: 'Die Ämter der Stadtverwaltung Musterstadt mit Anschrift, Öffnungszeiten und Ansprechpartnern.',
    einleitung: '<p>Die Ämter und Einrichtungen der Stadtverwaltung mit Anschrift, Öffnungszeiten und Kontakt.</p>',
    detailDescription: 'Ein Amt der Stadtverwaltung Musterstadt mit Öffnungszeiten, Ansprechpartnern und Leistungen.',
  }),
  ...guideSection({
    segment: 'ansprechpartner',
    template: 'wegweiser-ansprechpartner',
    titel: 'Ansprechpartner',
    description: 'Ansprechpartnerinnen und Ansprechpartner der Stadtverwaltung Musterstadt mit Telefon, E-Mail, Zimmer und Sprechzeiten.',
    einleitung: '<p>Ihre Ansprechpartnerinnen und Ansprechpartner in der Stadtverwaltung, alphabetisch nach Nachnamen.</p>',
    detailDescription: 'Kontakt und Zuständigkeiten einer Ansprechperson der Stadtverwaltung Musterstadt.',
  }),
  page({
    url: '/abfall',
    title: 'Abfallkalender',
    description:
      'Abfuhrtermine für Restmüll, Bioabfall, Altpapier und Gelben Sack in Ihrer Straße – als Liste, als Kalender zum Abonnieren und mit Erinnerung per E-Mail.',
    breadcrumbs: [START, { title: 'Abfallkalender' }],
    blocks: [
      main('abfall-termine', {
        apiCalls: ['kalender', 'stammdaten'],
        einleitung:
          '<p>Geben Sie Ihre Straße ein oder wählen Sie Ihren Abfuhrbezirk. Bitte stellen Sie die Behälter am Abfuhrtag bis 6 Uhr an den Straßenrand.</p>',
      }),
      ABFALLBERATUNG,
    ],
    apiCalls: [
      { name: 'kalender', endpoint: '/api/cms/abfall/kalender', params: {}, options: { query: { strasse: true, strasse_id: true, bezirk: true } } },
      { name: 'stammdaten', endpoint: '/api/cms/abfall/stammdaten', params: {}, options: {} },
    ],
  }),
  page({
    url: '/abfall/erinnerung',
    title: 'Erinnerung an Abfuhrtermine',
    description: 'Lassen Sie sich per E-Mail an die Abfuhrtermine Ihres Bezirks erinnern: Abfallarten und Zeitpunkt wählen, E-Mail-Adresse bestätigen, fertig.',
    breadcrumbs: [START, ABFALL, { title: 'Erinnerung' }],
    blocks: [
      main('abfall-erinnerung', {
        apiCalls: ['stammdaten'],
        einleitung:
          '<p>Wir erinnern Sie am Nachmittag vor der Abfuhr – oder zwei oder drei Tage vorher – per E-Mail. Nach dem Absenden erhalten Sie eine E-Mail mit einem Bestätigungslink; erst danach wird die Erinnerung aktiv.</p>',
      }),
      sidebar('text', {
        titel: 'Ihre Daten',
        text: '<p>Wir speichern Ihre E-Mail-Adresse, den Bezirk und Ihre Auswahl nur für die Erinnerung. Jede E-Mail enthält einen Link, mit dem Sie die Erinnerung jederzeit beenden.</p><p><a href="/datenschutz">Datenschutzerklärung</a></p>',
      }),
    ],
    apiCalls: [{ name: 'stammdaten', endpoint: '/api/cms/abfall/stammdaten', params: {}, options: {} }],
  }),
  erinnerungsSeite(
    '/abfall/erinnerung/angemeldet',
    'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    'angemeldet',
    'Fast geschafft: Bestätigen Sie Ihre Erinnerung an die Abfuhrtermine mit dem Link aus unserer E-Mail.',
  ),
  erinnerungsSeite(
    '/abfall/erinnerung/bestaetigt',
    'Ihre Erinnerung ist eingerichtet',
    'bestaetigt',
    'Ihre E-Mail-Adresse ist bestätigt: Ab jetzt erinnern wir Sie an die Abfuhrtermine.',
  ),
  erinnerungsSeite(
    '/abfall/erinnerung/link-ungueltig',
    'Der Bestätigungslink ist ungültig',
    'link-ungueltig',
    'Der Link zur Bestätigung der Erinnerung ist abgelaufen oder wurde bereits ersetzt.',
  ),
  erinnerungsSeite('/abfall/erinnerung/abmelden', 'Erinnerung beenden', 'abmelden', 'Beenden Sie Ihre Erinnerung an die Abfuhrtermine.'),
  erinnerungsSeite('/abfall/erinnerung/abgemeldet', 'Ihre Erinnerung ist beendet', 'abgemeldet', 'Sie erhalten keine Erinnerungen an die Abfuhrtermine mehr.'),
];
