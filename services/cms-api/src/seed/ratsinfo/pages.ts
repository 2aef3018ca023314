/** Pages of the council information system (layout `ratsinfo`, templates of the remote `ratsinfo`). */
import type { Block, Breadcrumb } from '../../core/types';
import type { PageSeed } from '../data/seiten';

const START: Breadcrumb = { title: 'Startseite', url: '/' };
const RATSINFO: Breadcrumb = { title: 'Ratsinformationssystem', url: '/ratsinfo' };

const main = (template: string, apiCalls: string[] = []): Block => ({ template, slot: 'main', context: { apiCalls }, options: {} });

function page(url: string, title: string, description: string, crumbs: Breadcrumb[], blocks: Block[], apiCalls: PageSeed['apiCalls'] = []): PageSeed {
  return { url, layout: 'ratsinfo', theme: 'default', title, description, breadcrumbs: [START, RATSINFO, ...crumbs], heroImages: [], blocks, apiCalls };
}

export const RATSINFO_SEITEN: PageSeed[] = [
  {
    ...page(
      '/ratsinfo',
      'Ratsinformationssystem',
      'Sitzungen, Tagesordnungen, Vorlagen und Beschlüsse des Gemeinderats der Stadt Musterstadt und seiner Ausschüsse.',
      [],
      [main('ratsinfo-uebersicht', ['uebersicht', 'naechste'])],
      [
        { name: 'uebersicht', endpoint: '/api/cms/ratsinfo/uebersicht', params: {}, options: {} },
        { name: 'naechste', endpoint: '/api/cms/ratsinfo/sitzungen', params: { zeitraum: 'kommend', pro_seite: 5 }, options: {} },
      ],
    ),
    breadcrumbs: [START, { title: 'Ratsinformationssystem' }],
  },
  page(
    '/ratsinfo/anmelden',
    'Anmeldung',
    'Anmeldung der Mitglieder des Gemeinderats und seiner Ausschüsse im Ratsinformationssystem.',
    [{ title: 'Anmeldung' }],
    [main('ratsinfo-anmelden')],
  ),
  page(
    '/ratsinfo/abmelden',
    'Abmelden',
    'Abmeldung aus dem Ratsinformationssystem der Stadt Musterstadt.',
    [{ title: 'Abmelden' }],
    [main('ratsinfo-abmelden')],
  ),
  page(
    '/ratsinfo/abgemeldet',
    'Abgemeldet',
    'Sie haben sich aus dem Ratsinformationssystem der Stadt Musterstadt abgemeldet.',
    [{ title: 'Abgemeldet' }],
    [main('ratsinfo-abmelden')],
  ),
  page(
    '/ratsinfo/passwort-aendern',
    'Passwort ändern',
    'Ändern Sie das Passwort Ihres Zugangs zum Ratsinformationssystem.',
    [{ title: 'Passwort ändern' }],
    [main('ratsinfo-passwort')],
  ),
  page(
    '/ratsinfo/sitzungen',
    'Sitzungen',
    'Alle Sitzungen des Gemeinderats, der Ausschüsse und des Ortschaftsrats Aach, nach Gremium und Jahr.',
    [{ title: 'Sitzungen' }],
    [main('ratsinfo-sitzungen', ['sitzungen'])],
    // The coming meetings first; the past ones are a click away (?zeitraum=vergangen), the filters kept.
    [
      {
        name: 'sitzungen',
        endpoint: '/api/cms/ratsinfo/sitzungen',
        params: { pro_seite: 20, zeitraum: 'kommend' },
        options: { query: { gremium: true, jahr: true, seite: true, zeitraum: true } },
      },
    ],
  ),
  page(
    '/ratsinfo/sitzungen/:slug',
    'Sitzung',
    'Eine Sitzung mit Tagesordnung, Vorlagen und Niederschrift.',
    [{ title: 'Sitzungen', url: '/ratsinfo/sitzungen' }],
    [main('ratsinfo-sitzung', ['sitzung'])],
    [{ name: 'sitzung', endpoint: '/api/cms/ratsinfo/sitzungen/{slug}', params: {}, options: { useMeta: true, errorOnEmpty: true } }],
  ),
  page(
    '/ratsinfo/vorlagen/:slug',
    'Vorlage',
    'Eine Vorlage mit Beratungsfolge, Beschlüssen und Dateien.',
    [{ title: 'Sitzungen', url: '/ratsinfo/sitzungen' }],
    [main('ratsinfo-vorlage', ['vorlage'])],
    // A paper that does not exist is a 404 (spec point 5); a non-public one answers more than an error (the login).
    [{ name: 'vorlage', endpoint: '/api/cms/ratsinfo/vorlagen/{slug}', params: {}, options: { useMeta: true, errorOnEmpty: true } }],
  ),
  page(
    '/ratsinfo/berichte',
    'Berichte',
    'Berichte der Verwaltung an den Gemeinderat und seine Ausschüsse.',
    [{ title: 'Berichte' }],
    [main('ratsinfo-berichte', ['berichte'])],
    [{ name: 'berichte', endpoint: '/api/cms/ratsinfo/berichte', params: {}, options: {} }],
  ),
  page(
    '/ratsinfo/personen',
    'Personen',
    'Die Mitglieder des Gemeinderats, der Ausschüsse und des Ortschaftsrats Aach mit Partei und Funktionen.',
    [{ title: 'Personen' }],
    [main('ratsinfo-personen', ['personen'])],
    [{ name: 'personen', endpoint: '/api/cms/ratsinfo/personen', params: {}, options: {} }],
  ),
  page(
    '/ratsinfo/suche',
    'Suche',
    'Volltextsuche in den Vorlagen und Tagesordnungspunkten des Gemeinderats und seiner Ausschüsse.',
    [{ title: 'Suche' }],
    [main('ratsinfo-suche', ['suche'])],
    [{ name: 'suche', endpoint: '/api/cms/ratsinfo/suche', params: {}, options: { query: { q: true } } }],
  ),
  page(
    '/ratsinfo/gremien',
    'Gremien',
    'Gemeinderat, Technischer Ausschuss, Verwaltungsausschuss, Ortschaftsrat Aach und Ältestenrat.',
    [{ title: 'Gremien' }],
    [main('ratsinfo-gremien', ['gremien'])],
    [{ name: 'gremien', endpoint: '/api/cms/ratsinfo/gremien', params: {}, options: {} }],
  ),
  page(
    '/ratsinfo/gremien/:slug',
    'Gremium',
    'Ein Gremium der Stadt Musterstadt mit seinen Mitgliedern und Sitzungen.',
    [{ title: 'Gremien', url: '/ratsinfo/gremien' }],
    [main('ratsinfo-gremien', ['gremium'])],
    [{ name: 'gremium', endpoint: '/api/cms/ratsinfo/gremien/{slug}', params: {}, options: { useMeta: true, errorOnEmpty: true } }],
  ),
];
