import type { PageView } from '@musterstadt/shell-contract';
import type { SearchAnswer } from './types';

/** Example data of the search page, shared by its tests. */
export const searchPage = (search: string): PageView => ({
  path: '/suche',
  search,
  layout: 'default',
  theme: 'default',
  title: 'Suche',
  heading: 'Suche',
  description: 'Durchsuchen Sie die Website der Stadt Musterstadt.',
  canonical: '/suche',
  breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Suche' }],
  heroImages: [],
  status: 200,
});

export const exampleHits: SearchAnswer = {
  q: 'Feuerwehr',
  anzahl: 12,
  seiten: 2,
  data: [
    {
      _id: 'page:/feuerwehr',
      _type: 'page',
      _source: { es_pfad: '/feuerwehr', titel: 'Freiwillige Feuerwehr Musterstadt' },
      titel: 'Freiwillige Feuerwehr Musterstadt',
      auszug: 'Die <mark>Feuerwehr</mark> &amp; ihre &lt;b&gt;Jugend&lt;/b&gt;',
      detailURL: '/feuerwehr',
    },
    {
      _id: 'item:7',
      _type: 'article',
      _source: { es_pfad: '/feuerwehr/feuerwehrmeldungen/hauptuebung', titel: 'Hauptübung', bereich: 'feuerwehr' },
      titel: 'Hauptübung an der Grundschule',
      auszug: 'Atemschutztrupps der <mark>Feuerwehr</mark> retteten fünf Personen.',
      detailURL: '/feuerwehr/feuerwehrmeldungen/hauptuebung',
    },
    {
      _id: 'verweis:1',
      _type: 'web-contact',
      url: 'https://www.polizei-bw.de/',
      _source: { es_pfad: '/wegweiser', titel: 'Polizeiposten Musterstadt' },
      titel: 'Polizeiposten Musterstadt',
      auszug: 'Im Notfall wählen Sie 110.',
      detailURL: 'https://www.polizei-bw.de/',
    },
    {
      _id: 'verweis:9',
      _type: 'link',
      _source: { es_pfad: '/wegweiser', es_pfad_ext: 'javascript:alert(1)', titel: 'Gästebuch' },
      titel: 'Gästebuch',
      detailURL: 'javascript:alert(1)',
    },
  ],
};
