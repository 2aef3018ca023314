import type { Queryable } from '../core/db';
import type { Block, RouteLookupResult } from '../core/types';
import { patternFor, substituteSlug } from '../core/url';
import { type PageRow, findPage } from './repository';

/** Pattern pages ("/aktuelles/:slug") are templates, not addresses of their own. */
export const isPattern = (url: string): boolean => url.split('/').some((segment) => segment.startsWith(':'));

/**
 * The page of a normalised address, else its pattern page ("/aktuelles/:slug" for
 * "/aktuelles/ein-artikel"); undefined when there is none. Withdrawn addresses are not told apart
 * here (the public route answers them 410; an editorial preview shows its draft in their place).
 */
export async function lookupRoute(db: Queryable, url: string): Promise<RouteLookupResult | undefined> {
  if (isPattern(url)) return undefined;
  const page = await findPage(db, url);
  if (page) return toRouteResult(page, url);
  const pattern = patternFor(url);
  const patternPage = pattern ? await findPage(db, pattern.pattern) : undefined;
  return pattern && patternPage ? toRouteResult(patternPage, url, pattern.slug) : undefined;
}

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
  const middleware = page.middleware ?? [];
  return {
    url,
    apiCalls,
    // What the shell runs before the api calls (a login the page needs); left out when the page names none.
    ...(middleware.length > 0 ? { middleware } : {}),
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
