/**
 * Previews. A remote contributes, from its server build, the source of a preview page of its site:
 * `defineRemote({ previews: { vorschau: () => import('./vorschau/preview.server') } })`. The source
 * answers a request for its path with a page model (the route lookup of the address the content will
 * have) and the answers of some of that page's api calls, which the shell uses instead of running
 * them (the draft in place of the published item). The shell renders the page exactly as the public
 * page would, with the public remotes, marked with the source's banner at the top; a preview is never
 * indexed, never cached and never shared. The shell knows the mechanism, never a content kind.
 */
import type { CmsClient, RouteLookupResult } from '@musterstadt/cms-client';

/**
 * The banner at the top of a preview page: what the reader is looking at, and a way back.
 * @public part of the preview contract that remotes implement
 */
export interface PreviewBanner {
  /** Short label, e.g. 'Vorschau'. */
  title: string;
  /** One sentence, e.g. whose draft it is and until when the link holds. */
  text: string;
  link?: { href: string; text: string };
}

/**
 * What a preview source answers.
 * @public part of the preview contract that remotes implement
 */
export type PreviewOutcome =
  | {
      status: 'page';
      /** The address the previewed content will have (the page's path, e.g. '/aktuelles/neues-dach'). */
      url: string;
      /** The route lookup of that address, as the content API answers it. */
      route: RouteLookupResult;
      /** Answers of the page's api calls by call name, used instead of running those calls. */
      answers: Record<string, unknown>;
      banner: PreviewBanner;
    }
  /** No page: the link expired (410), is forged (401 or 404) or malformed (400); `message` is German. */
  | { status: 'refused'; httpStatus: 400 | 401 | 403 | 404 | 410; message: string };

/**
 * A preview page of a remote's site.
 * @public part of the preview contract that remotes implement
 */
export interface PreviewSource {
  /** The path on this site the source answers (its query names the preview), e.g. '/redaktion/vorschau'. */
  path: string;
  /**
   * Reads the preview the query names. `cms` carries no session's token (a preview link is its own
   * key). Throws when the content API cannot answer (the shell shows its error page).
   */
  load(cms: CmsClient, query: URLSearchParams): Promise<PreviewOutcome>;
}

/** The module a `previews` loader gives. */
export interface PreviewSourceModule {
  default: PreviewSource;
}

/**
 * Types a preview source in a remote's `*.server.ts` module (identity at run time).
 * @public part of the preview contract that remotes implement
 */
export function definePreviewSource(source: PreviewSource): PreviewSource {
  return source;
}

const SITE_PATH = /^\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;

/** Checks a loaded preview module against the contract; returns what is wrong, or null. */
export function validatePreviewSource(module: unknown): string | null {
  const source = (module as { default?: unknown } | null)?.default as Partial<PreviewSource> | undefined;
  if (!source || typeof source !== 'object') return 'the module has no default preview source';
  if (typeof source.path !== 'string' || !SITE_PATH.test(source.path)) return 'path must be a path of this site';
  if (typeof source.load !== 'function') return 'load must be a function';
  return null;
}
