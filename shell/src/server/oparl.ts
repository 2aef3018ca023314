import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forward } from './proxy';

export interface OparlOptions {
  /** The content API, which makes the OParl answers (with ids on SITE_URL). */
  cmsApiUrl: string;
}

/** What may follow /oparl/v1: the endpoint's own path segments, nothing to escape from it. */
const PATH = /^(?:\/[A-Za-z0-9_-]{1,200}){0,3}$/;
const UNAVAILABLE = 'Der Inhaltsdienst ist zurzeit nicht erreichbar. Bitte versuchen Sie es später noch einmal.';

/**
 * The council's open data (OParl 1.1) at /oparl/v1: read-only and public, so no session and no
 * council token ever goes upstream, and any site may read it (OParl requires
 * `Access-Control-Allow-Origin: *`).
 */
export async function oparlRoutes(app: FastifyInstance, { cmsApiUrl }: OparlOptions): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '', search] = request.url.split(/\?(.*)/s, 2);
    const rest = pathname.slice('/oparl/v1'.length).replace(/\/$/, '');
    reply.header('access-control-allow-origin', '*');
    if (!PATH.test(rest)) return reply.code(404).header('cache-control', 'no-store').send({ error: 'Dieses OParl-Objekt gibt es nicht.' });
    const query = search ? `?${new URLSearchParams(search).toString()}` : '';
    return forward(request, reply, `${cmsApiUrl}/api/cms/oparl/v1${rest}${query}`, { unavailable: UNAVAILABLE });
  };
  app.get('/oparl/v1', handler);
  app.get('/oparl/v1/*', handler);
}
