/**
 * The remotes' feeds (a calendar to subscribe to, OParl open data): each path a remote names is
 * answered from the content-API path it names, read-only and public, so no session and no token ever
 * goes upstream.
 */
import type { ContributedFeed } from '@musterstadt/shell-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { claimed, pathOf, type Claimant } from './claims';
import { forward } from './proxy';

export interface FeedRouteOptions {
  feeds: () => readonly ContributedFeed[];
  cmsApiUrl: string;
}

const UNAVAILABLE = 'Der Inhaltsdienst ist zurzeit nicht erreichbar. Bitte versuchen Sie es später noch einmal.';

/** The feed a path belongs to: its own path, or one below it when the feed takes segments. */
export function feedAt(feeds: readonly ContributedFeed[], path: string): ContributedFeed | undefined {
  return feeds.find((feed) => path === feed.path || ((feed.segments ?? 0) > 0 && path.startsWith(`${feed.path}/`)));
}

export const feedClaimant =
  (feeds: () => readonly ContributedFeed[]): Claimant =>
  (method, path) =>
    (method === 'GET' || method === 'HEAD') && feedAt(feeds(), path) ? 'feed' : undefined;

/** The query passed on: every parameter ('*'), or the named ones that have a value. */
function queryOf(feed: ContributedFeed, search: string): string {
  const params = new URLSearchParams(search);
  if (feed.query === '*') return params.toString();
  const kept = (feed.query ?? []).flatMap((name) => {
    const value = params.get(name);
    return value ? [[name, value]] : [];
  });
  return new URLSearchParams(kept).toString();
}

async function answer(options: FeedRouteOptions, request: FastifyRequest, reply: FastifyReply) {
  const feed = feedAt(options.feeds(), pathOf(request.url));
  if (!feed) return reply.callNotFound();
  if (feed.cors) reply.header('access-control-allow-origin', '*');
  const search = request.url.slice(pathOf(request.url).length).replace(/^\?/, '').split('#')[0] ?? '';
  const rest = pathOf(request.url).slice(feed.path.length).replace(/\/$/, '');
  // Only the feed's own segments follow, nothing that could escape its upstream path.
  if (!new RegExp(`^(?:/[A-Za-z0-9_-]{1,200}){0,${feed.segments ?? 0}}$`).test(rest)) {
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ error: feed.notFound ?? 'Nicht gefunden.' });
  }
  const query = queryOf(feed, search);
  return forward(request, reply, `${options.cmsApiUrl}${feed.upstream}${rest}${query ? `?${query}` : ''}`, { unavailable: UNAVAILABLE });
}

export function registerFeedRoute(app: FastifyInstance, options: FeedRouteOptions): void {
  app.get('*', { constraints: claimed('feed') }, (request, reply) => answer(options, request, reply));
}
