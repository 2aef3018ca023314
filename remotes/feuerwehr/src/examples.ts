import type { ContentItem, EventItem, ListResult } from '@musterstadt/cms-client';
import type { PageView, TemplateProps } from '@musterstadt/shell-contract';

/** Example data shared by the fire-brigade remote's tests. */
export const examplePage: PageView = {
  path: '/feuerwehr/einsaetze/',
  search: '',
  layout: 'feuerwehr',
  theme: 'feuerwehr',
  title: 'Einsätze',
  heading: 'Einsätze',
  description: 'Die Einsätze der Freiwilligen Feuerwehr Musterstadt',
  canonical: '/feuerwehr/einsaetze',
  breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Feuerwehr', url: '/feuerwehr' }, { title: 'Einsätze' }],
  heroImages: [],
  status: 200,
};

export const exampleOperations: ContentItem[] = [
  {
    id: 41,
    titel: 'Verkehrsunfall auf der L 172 bei Aach',
    einleitung: 'Zwei Fahrzeuge stießen frontal zusammen; eine Person war eingeklemmt.',
    datum_von: '2026-11-18T06:42:00Z',
    detailURL: '/feuerwehr/einsaetze/verkehrsunfall-l172',
    rubriken: [{ id: 32, titel: 'Technische Hilfe' }],
  },
  {
    id: 40,
    titel: 'Brandmeldeanlage im Pflegeheim Sonnhalde',
    einleitung: 'Ausgelöst durch Wasserdampf in einer Wohnküche.',
    datum_von: '2025-12-30T21:10:00Z',
    detailURL: '/feuerwehr/einsaetze/bma-sonnhalde',
    rubriken: [{ id: 33, titel: 'Fehlalarm' }],
  },
];

export const exampleDates: EventItem[] = [{ id: 7, titel: 'Übungsdienst Einsatzabteilung', dateFrom: '2026-11-26', timeFrom: '19:30', detailURL: null }];

export function templateProps(data: Record<string, ListResult<unknown> | null>, context: TemplateProps['block']['context'] = {}): TemplateProps {
  return {
    page: examplePage,
    block: { template: 'feuerwehr-einsaetze', context: { apiCalls: Object.keys(data), ...context } },
    data,
  };
}
