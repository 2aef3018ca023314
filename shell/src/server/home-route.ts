import type { RouteLookupResult } from '@musterstadt/cms-client';

/**
 * The home page is the town portal: its route is not looked up (spec point 2). Its content, the
 * portal modules, comes from the portal endpoint of the content API.
 */
export const HOME_ROUTE: RouteLookupResult = {
  url: '/',
  title: 'Stadt Musterstadt',
  apiCalls: [{ name: 'startseite', endpoint: '/api/cms/startseite', params: {}, options: { useMeta: true } }],
  pageContent: {
    pageLayout: 'portal',
    pageTheme: 'default',
    title: 'Stadt Musterstadt',
    canonical: '/',
    breadcrumbs: [],
    heroImages: [],
    context: [{ template: 'portal', slot: 'main', context: { apiCalls: ['startseite'] }, options: {} }],
  },
};
