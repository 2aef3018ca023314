/**
 * Pages of the editorial area (layout `redaktion`, templates of the remote `redaktion`). Their api
 * calls carry the editor's token (the shell adds it inside the login kind's area); they are never
 * searchable and never in the sitemap.
 */
import type { Block, Breadcrumb } from '../../core/types';
import type { PageSeed } from '../data/seiten';

const REDAKTION: Breadcrumb = { title: 'Redaktion', url: '/redaktion' };

const main = (template: string, apiCalls: string[] = []): Block => ({ template, slot: 'main', context: { apiCalls }, options: {} });

function page(url: string, title: string, description: string, crumbs: Breadcrumb[], blocks: Block[], apiCalls: PageSeed['apiCalls'] = []): PageSeed {
  return { url, layout: 'redaktion', theme: 'default', title, description, breadcrumbs: [REDAKTION, ...crumbs], heroImages: [], blocks, apiCalls };
}

const inhalt = { name: 'inhalt', endpoint: '/api/cms/redaktion/inhalte/{slug}', params: {}, options: {} };

export const REDAKTION_SEITEN: PageSeed[] = [
  {
    ...page(
      '/redaktion',
      'Redaktion',
      'Die Redaktion der Website der Stadt Musterstadt: was auf Sie wartet.',
      [],
      [main('redaktion-start', ['aufgaben'])],
      [{ name: 'aufgaben', endpoint: '/api/cms/redaktion/aufgaben', params: {}, options: {} }],
    ),
    breadcrumbs: [{ title: 'Redaktion' }],
  },
  page(
    '/redaktion/anmelden',
    'Anmeldung zur Redaktion',
    'Anmeldung der Redaktion der Stadt Musterstadt.',
    [{ title: 'Anmeldung' }],
    [main('redaktion-anmelden')],
  ),
  page('/redaktion/abmelden', 'Abmelden', 'Abmeldung aus der Redaktion.', [{ title: 'Abmelden' }], [main('redaktion-abmelden')]),
  page('/redaktion/abgemeldet', 'Abgemeldet', 'Sie haben sich aus der Redaktion abgemeldet.', [{ title: 'Abgemeldet' }], [main('redaktion-abmelden')]),
  page(
    '/redaktion/inhalte',
    'Inhalte',
    'Die Inhalte Ihrer Bereiche, nach Status gefiltert und nach Titel gesucht.',
    [{ title: 'Inhalte' }],
    [main('redaktion-inhalte', ['inhalte'])],
    [
      {
        name: 'inhalte',
        endpoint: '/api/cms/redaktion/inhalte',
        params: { pro_seite: 20 },
        options: { query: { bereich: true, art: true, status: true, suche: true, seite: true } },
      },
    ],
  ),
  page(
    '/redaktion/neu',
    'Neuer Inhalt',
    'Einen neuen Artikel, eine Veranstaltung oder einen Termin anlegen.',
    [{ title: 'Neuer Inhalt' }],
    [main('redaktion-neu')],
  ),
  page(
    '/redaktion/inhalte/:slug',
    'Inhalt bearbeiten',
    'Einen Inhalt bearbeiten, zur Freigabe geben, freigeben oder zurückziehen.',
    [{ title: 'Inhalte', url: '/redaktion/inhalte' }],
    [main('redaktion-inhalt', ['inhalt'])],
    [inhalt],
  ),
  page(
    '/redaktion/verlauf/:slug',
    'Verlauf',
    'Die Fassungen und der Status eines Inhalts; Fassungen vergleichen und wiederherstellen.',
    [{ title: 'Inhalte', url: '/redaktion/inhalte' }],
    [main('redaktion-verlauf', ['verlauf', 'inhalt'])],
    [{ name: 'verlauf', endpoint: '/api/cms/redaktion/inhalte/{slug}/revisionen', params: {}, options: {} }, inhalt],
  ),
  page(
    '/redaktion/vergleich/:slug',
    'Fassungen vergleichen',
    'Zwei Fassungen eines Inhalts nebeneinander.',
    [{ title: 'Inhalte', url: '/redaktion/inhalte' }],
    [main('redaktion-vergleich', ['vergleich'])],
    [{ name: 'vergleich', endpoint: '/api/cms/redaktion/inhalte/{slug}/vergleich', params: {}, options: { query: { von: true, bis: true } } }],
  ),
];
