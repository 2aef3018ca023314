import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSameSite } from './error-tunnel';

/** Path of the beacon the browser sends after a client-side navigation. */
export const BEACON_PATH = '/_besuch';

export interface PageView {
  /** Path of the page, without query (a route, never what someone searched for). */
  path: string;
  title: string;
}

/** Do-Not-Track or Global Privacy Control: then nothing is counted. */
export function optedOut(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/**
 * Page views through Matomo's HTTP tracking API, sent by the shell (no script, no cookie and no
 * third-party request in the browser). Only the route and the title leave the town's server: no IP
 * address, no user agent, no visitor id, no query string.
 */
export class PageViewCounter {
  private readonly endpoint: URL;

  constructor(
    matomoUrl: string,
    private readonly siteId: number,
    private readonly siteOrigin: () => string | undefined,
    private readonly warn: (context: Record<string, unknown>, message: string) => void,
  ) {
    this.endpoint = new URL('matomo.php', matomoUrl.endsWith('/') ? matomoUrl : `${matomoUrl}/`);
  }

  /** The tracking request of one page view (exported for the tests of what leaves the server). */
  trackingUrl(view: PageView, origin: string): string {
    const url = new URL(this.endpoint);
    const params = {
      idsite: String(this.siteId),
      rec: '1',
      apiv: '1',
      send_image: '0',
      action_name: view.title.slice(0, 200),
      url: `${origin}${view.path.split('?')[0]}`,
      // The shell's own request: Matomo must not set or read a visitor cookie.
      cookie: '0',
      rand: Math.random().toString(36).slice(2, 10),
    };
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.href;
  }

  count(request: FastifyRequest, view: PageView): void {
    if (optedOut(request)) return;
    const origin = this.siteOrigin() ?? `${request.protocol}://${request.host}`;
    fetch(this.trackingUrl(view, origin), { headers: { 'user-agent': 'Musterstadt-Website' }, signal: AbortSignal.timeout(5000) })
      .then((answer) => answer.body?.cancel())
      .catch((error: unknown) => this.warn({ err: error }, 'page view not counted'));
  }
}

const PATH = /^\/(?!\/)[^\s?#]{0,500}$/;

/** The beacon of client-side navigations: same-site only, rate-limited, route and title checked. */
export function registerBeacon(app: FastifyInstance, counter: PageViewCounter): void {
  app.post(
    BEACON_PATH,
    {
      bodyLimit: 2048,
      config: {
        rateLimit: {
          max: 120,
          timeWindow: '1 minute',
          errorResponseBuilder: () => ({ statusCode: 429, error: 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.' }),
        },
      },
    },
    async (request, reply) => {
      if (!isSameSite(request)) return reply.code(403).send({ error: 'Diese Anfrage nimmt die Website nur von ihren eigenen Seiten an.' });
      let body: unknown = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          body = null;
        }
      }
      const { path, title } = (body ?? {}) as { path?: unknown; title?: unknown };
      if (typeof path !== 'string' || !PATH.test(path) || typeof title !== 'string' || title.length > 300) {
        return reply.code(400).send({ error: 'Die Angaben zum Seitenaufruf sind ungültig.' });
      }
      counter.count(request, { path, title });
      return reply.code(204).send();
    },
  );
}
