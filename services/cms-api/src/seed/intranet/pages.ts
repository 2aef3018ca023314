/** Pages of the staff intranet (layout `intranet`, templates of the remote `intranet`). */
import type { Block, Breadcrumb } from '../../core/types';
import type { PageSeed } from '../data/seiten';
import { RUBRIKEN } from './seed-data';

const INTRANET: Breadcrumb = { title: 'Intranet', url: '/intranet' };

const main = (template: string, apiCalls: string[] = []): Block => ({ template, slot: 'main', context: { apiCalls }, options: {} });

function page(url: string, title: string, description: string, crumbs: Breadcrumb[], blocks: Block[], apiCalls: PageSeed['apiCalls'] = []): PageSeed {
  return { url, layout: 'intranet', theme: 'default', title, description, breadcrumbs: [INTRANET, ...crumbs], heroImages: [], blocks, apiCalls };
}

/** Latest texts: the newest few of each category (spec point 7); the template merges and cuts them. */
export const NEUESTE_PRO_RUBRIK = 3;
const neueste = RUBRIKEN.map((rubrik) => ({
  name: `neueste-${rubrik.url}`,
  endpoint: `/api/cms/intranet/rubrik/${rubrik.url}`,
  params: { order: 'datum_von desc', seite: 1, pro_seite: NEUESTE_PRO_RUBRIK },
  options: {},
}));

export const INTRANET_SEITEN: PageSeed[] = [
  {
    ...page(
      '/intranet',
      'Intranet',
      'Das Intranet der Stadtverwaltung Musterstadt: neueste Texte, Rubriken und Dokumentenarchiv.',
      [],
      [main('intranet-start', ['rubriken', ...neueste.map((call) => call.name)])],
      [{ name: 'rubriken', endpoint: '/api/cms/intranet/rubrik', params: {}, options: {} }, ...neueste],
    ),
    breadcrumbs: [{ title: 'Intranet' }],
  },
  page(
    '/intranet/anmelden',
    'Anmeldung',
    'Anmeldung der Beschäftigten der Stadt Musterstadt im Intranet.',
    [{ title: 'Anmeldung' }],
    [main('intranet-anmelden')],
  ),
  page('/intranet/abmelden', 'Abmelden', 'Abmeldung aus dem Intranet der Stadt Musterstadt.', [{ title: 'Abmelden' }], [main('intranet-abmelden')]),
  page(
    '/intranet/abgemeldet',
    'Abgemeldet',
    'Sie haben sich aus dem Intranet der Stadt Musterstadt abgemeldet.',
    [{ title: 'Abgemeldet' }],
    [main('intranet-abmelden')],
  ),
  page(
    '/intranet/rubriken',
    'Rubriken',
    'Alle Rubriken des Intranets: Rundschreiben, Dienstanweisungen, Kantinenplan, IT-Hinweise und mehr.',
    [{ title: 'Rubriken' }],
    [main('intranet-rubriken', ['rubriken'])],
    [{ name: 'rubriken', endpoint: '/api/cms/intranet/rubrik', params: {}, options: {} }],
  ),
  page(
    '/intranet/rubriken/:slug',
    'Texte der Rubrik',
    'Die Texte einer Rubrik des Intranets, die neuesten zuerst.',
    [{ title: 'Rubriken', url: '/intranet/rubriken' }],
    [main('intranet-rubrik', ['rubrik'])],
    [
      {
        name: 'rubrik',
        endpoint: '/api/cms/intranet/rubrik/{slug}',
        params: { order: 'datum_von desc', pro_seite: 10 },
        // The category's name is the page's title and its one h1.
        options: { useMeta: true, errorOnEmpty: true, query: { seite: true } },
      },
    ],
  ),
  page(
    '/intranet/texte/:slug',
    'Text',
    'Ein Text aus dem Intranet der Stadtverwaltung.',
    [{ title: 'Rubriken', url: '/intranet/rubriken' }],
    [main('intranet-text', ['text'])],
    [{ name: 'text', endpoint: '/api/cms/intranet/texte/{slug}', params: {}, options: { useMeta: true, errorOnEmpty: true } }],
  ),
  page(
    '/intranet/archiv',
    'Dokumentenarchiv',
    'Dienstvereinbarungen, Formulare und Pläne mit Stand und Gültigkeit.',
    [{ title: 'Dokumentenarchiv' }],
    // Topics and archives give the headings; the documents come from the archive call, newest stand first (spec point 7).
    [main('intranet-archiv', ['themen', 'dokumente'])],
    [
      {
        name: 'themen',
        endpoint: '/api/cms/intranet/archiv_themen',
        params: {},
        options: { query: { themen_id: true, gueltig_von: true, gueltig_bis: true } },
      },
      {
        name: 'dokumente',
        endpoint: '/api/cms/intranet/archiv',
        params: { order: 'stand desc' },
        options: { query: { archiv_id: true, gueltig_von: true, gueltig_bis: true } },
      },
    ],
  ),
  page(
    '/intranet/suche',
    'Suche im Intranet',
    'Suche in den Texten des Intranets.',
    [{ title: 'Suche' }],
    [main('intranet-suche', ['treffer'])],
    [{ name: 'treffer', endpoint: '/api/cms/intranet/suche', params: { pro_seite: 20 }, options: { query: { q: true, seite: true } } }],
  ),
];
