import type { RouteLookupResult } from '@musterstadt/cms-client';
import { TEXTS } from '../app/texts';

/** The layouts and template the shell itself chooses, named in its configuration (never assumed). */
export interface ShellLayouts {
  /** For an unknown layout, or one whose remote is down. */
  fallback: string;
  /** For the 404 and error pages. */
  error: string;
  /** For the home page. */
  home: string;
  /** The home page's one block (the portal modules). */
  homeTemplate: string;
}

/**
 * The home page is the portal: its route is not looked up (spec point 2). Its content, the portal
 * modules, comes from the portal endpoint of the content API.
 */
export function homeRoute(layouts: Pick<ShellLayouts, 'home' | 'homeTemplate'>): RouteLookupResult {
  return {
    url: '/',
    title: TEXTS.siteName,
    apiCalls: [{ name: 'startseite', endpoint: '/api/cms/startseite', params: {}, options: { useMeta: true } }],
    pageContent: {
      pageLayout: layouts.home,
      pageTheme: 'default',
      title: TEXTS.siteName,
      canonical: '/',
      breadcrumbs: [],
      heroImages: [],
      context: [{ template: layouts.homeTemplate, slot: 'main', context: { apiCalls: ['startseite'] }, options: {} }],
    },
  };
}
