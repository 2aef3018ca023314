import { createStaticHandler, isRouteErrorResponse, type LoaderFunctionArgs } from 'react-router-dom';
import type { ModuleSource } from '../app/page-renderer';
import { pageRoutes } from '../app/routes';
import { errorPage, loadPage, type PageContext, type PagePreview, type PageSubmission, type ResolvedPage } from './page';

/** What a request's loader works with: the page context of the visitor (her session's client) and a form's outcome. */
interface PageRequest {
  ctx: PageContext;
  submission?: PageSubmission;
  preview?: PagePreview;
}

const NO_MODULES: ModuleSource = { layout: () => undefined, template: () => undefined };

/**
 * The shell's data router on the site's two routes (the same definition the browser's router uses):
 * its loader resolves the page, a redirect is the router's, and the 404 and error pages come from
 * its error handling.
 */
const handler = createStaticHandler(
  pageRoutes({
    loader: ({ request, context }: LoaderFunctionArgs) => {
      const { ctx, submission, preview } = context as unknown as PageRequest;
      return loadPage(ctx, new URL(request.url), submission, preview);
    },
  }),
);

/**
 * Resolves a URL into everything its page needs, or where it leads instead, or its error page. With
 * a preview, the URL is the address the previewed content will have, rendered from the preview's route and answers.
 */
export async function resolvePage(ctx: PageContext, url: URL, submission?: PageSubmission, preview?: PagePreview): Promise<ResolvedPage> {
  const request: PageRequest = { ctx, ...(submission ? { submission } : {}), ...(preview ? { preview } : {}) };
  const result = await handler.query(new Request(url.href), { requestContext: request as never });
  if (result instanceof Response) {
    const location = result.headers.get('location') ?? '/';
    // A middleware's way to a login is a 303 (see other), as a login's answer is.
    const status = result.status === 301 || result.status === 303 ? result.status : 302;
    return { page: { redirect: location, status }, modules: NO_MODULES };
  }
  const error = Object.values(result.errors ?? {})[0];
  if (error !== undefined) {
    if (!isRouteErrorResponse(error)) ctx.report(error, { path: url.pathname, phase: 'loader' });
    return errorPage(ctx, url, isRouteErrorResponse(error) ? error.status : 500);
  }
  const id = result.matches[0]?.route.id ?? '';
  return result.loaderData[id] as ResolvedPage;
}
