/**
 * Feeds: machine-readable addresses of a remote's sites (a calendar to subscribe to, open data) that
 * the shell answers from a named content-API path. Public data only: no session and no token goes
 * upstream.
 */
export interface ContributedFeed {
  /** Path on this site, e.g. '/ratsinfo/sitzungen.ics' or '/oparl/v1'. */
  path: string;
  /** The content-API path that answers it, e.g. '/api/cms/ical/sitzungen.ics'. */
  upstream: string;
  /**
   * How many path segments may follow `path` (letters, digits, '_' and '-' each), passed on after
   * `upstream`; none when left out. An address deeper than that is a 404 with `notFound`.
   */
  segments?: number;
  /** Query parameters passed on (empty ones dropped), or '*' for all; none when left out. */
  query?: readonly string[] | '*';
  /** Any site may read it (Access-Control-Allow-Origin: *), as open-data standards such as OParl ask. */
  cors?: boolean;
  /** German message of the 404 for an address below `path` that is not one (with `segments`). */
  notFound?: string;
}

const SITE_PATH = /^\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;
const API_PATH = /^\/api\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;

/** Checks a remote's `feeds`; returns what is wrong, or null. */
export function validateFeeds(feeds: unknown): string | null {
  if (!Array.isArray(feeds)) return 'feeds must be a list';
  for (const feed of feeds as Partial<ContributedFeed>[]) {
    const name = typeof feed?.path === 'string' ? feed.path : '?';
    if (!feed || typeof feed.path !== 'string' || !SITE_PATH.test(feed.path)) return `feeds.${name} needs a path of this site`;
    if (typeof feed.upstream !== 'string' || !API_PATH.test(feed.upstream)) return `feeds.${name} needs a content-API path (/api/...)`;
    if (feed.segments !== undefined && (!Number.isInteger(feed.segments) || feed.segments < 0 || feed.segments > 8))
      return `feeds.${name}.segments must be 0 to 8`;
    const query = feed.query;
    if (query !== undefined && query !== '*' && !(Array.isArray(query) && query.every((q) => typeof q === 'string' && /^[A-Za-z0-9_-]+$/.test(q))))
      return `feeds.${name}.query must list parameter names or be '*'`;
    if (feed.cors !== undefined && typeof feed.cors !== 'boolean') return `feeds.${name}.cors must be true or false`;
    if (feed.notFound !== undefined && typeof feed.notFound !== 'string') return `feeds.${name}.notFound must be a text`;
  }
  return null;
}
