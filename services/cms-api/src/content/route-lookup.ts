import type { Block, RouteLookupResult } from '../core/types';
import { substituteSlug } from '../core/url';
import type { PageRow } from './repository';

/** The answer of a route lookup for a stored page; `slug` is set when a pattern page matched. */
export function toRouteResult(page: PageRow, url: string, slug?: string): RouteLookupResult {
  // A pattern page's slug goes into its calls' params, and into an endpoint that names it (`/…/{slug}`).
  const apiCalls = (page.api_calls ?? []).map((call) =>
    slug === undefined
      ? call
      : {
          ...call,
          endpoint: call.endpoint.split('{slug}').join(encodeURIComponent(slug)),
          ...(call.params ? { params: substituteSlug(call.params, slug) } : {}),
        },
  );
  const blocks: Block[] = (page.blocks ?? []).map((block) => ({
    template: block.template,
    slot: block.slot ?? 'main',
    context: block.context ?? {},
    options: block.options ?? {},
  }));
  const breadcrumbs = page.breadcrumbs ?? [];
  return {
    url,
    apiCalls,
    pageContent: {
      pageLayout: page.layout,
      pageTheme: page.theme,
      title: page.title,
      description: page.description,
      canonical: slug === undefined ? (page.canonical ?? page.url) : url,
      breadcrumbs,
      heroImages: page.hero_images ?? [],
      context: blocks,
    },
    title: page.title,
    description: page.description,
    breadcrumbs,
  };
}
