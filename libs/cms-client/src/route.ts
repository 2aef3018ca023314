import { CmsUnavailableError, type CmsClient } from './http';
import { isSameSitePath } from './redirect';
import type { MenuItem, MenuResult, RouteLookupResult } from '@musterstadt/cms-contract';

/** The address was withdrawn (410): the content was there and is no more. */
export class GoneError extends Error {
  override readonly name = 'GoneError';
  readonly status = 410;
  constructor(
    /** The content API's German message, or ''. */
    readonly reason: string,
  ) {
    super('The address was withdrawn');
  }
}

/** The page moved, or was withdrawn with a parent page to go to (301): `location` is where it is now. */
export class MovedError extends Error {
  override readonly name = 'MovedError';
  readonly status = 301;
  constructor(readonly location: string) {
    super('The page has moved');
  }
}

/** Route lookup (spec point 7): null when no page matches; throws when the API is unavailable, GoneError for a withdrawn address, MovedError for a moved one. */
export async function lookupRoute(client: CmsClient, url: string): Promise<RouteLookupResult | null> {
  const { status, body } = await client.get<RouteLookupResult>('/api/cms/route', { url });
  if (status >= 500) throw new CmsUnavailableError(`Route lookup failed with status ${status}`, status === 503 ? 503 : 502);
  if (status === 301) {
    const weiter = (body as { weiterleitung?: unknown } | null)?.weiterleitung;
    // Only an address of this site: a redirect never leads a visitor elsewhere.
    if (typeof weiter === 'string' && isSameSitePath(weiter)) throw new MovedError(weiter);
    return null;
  }
  if (status === 410) {
    const error = (body as { error?: unknown } | null)?.error;
    throw new GoneError(typeof error === 'string' ? error : '');
  }
  if (status !== 200 || !isValidPage(body)) return null;
  return body;
}

/** The page's own validity check: a lookup answer without page content counts as not found. */
export function isValidPage(value: unknown): value is RouteLookupResult {
  if (!value || typeof value !== 'object') return false;
  const page = value as Partial<RouteLookupResult>;
  return (
    typeof page.url === 'string' &&
    Array.isArray(page.apiCalls) &&
    // A page whose middleware cannot be read is no page: nothing of it is shown unguarded.
    (page.middleware === undefined || (Array.isArray(page.middleware) && page.middleware.every((name) => typeof name === 'string'))) &&
    !!page.pageContent &&
    typeof page.pageContent === 'object' &&
    Array.isArray(page.pageContent.context)
  );
}

/** Menu fetch: an unknown menu or a failed call gives an empty menu, never an error. */
export async function fetchMenu(client: CmsClient, name: string): Promise<MenuItem[]> {
  try {
    const { status, body } = await client.get<MenuResult>('/api/cms/menu', { name });
    if (status !== 200 || !body || !Array.isArray(body.menuItems)) return [];
    return body.menuItems;
  } catch {
    return [];
  }
}
