import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ShellConfig } from './config';
import { sameSite } from './forms/routes';
import { browserMayCall, forward, PROXY_METHODS } from './proxy';

export interface ProxyDeps {
  config: Pick<ShellConfig, 'CMS_API_URL' | 'CMS_SERVICE_TOKEN'>;
  /** Where the shell's server reaches each remote's static server, by id. */
  remoteUrls: ReadonlyMap<string, string>;
  /** The limit of every write a page makes itself. */
  writeLimit: RateLimitOptions;
}

const UNAVAILABLE = 'Der Inhaltsdienst ist zurzeit nicht erreichbar. Bitte versuchen Sie es später noch einmal.';

const refuse = (reply: FastifyReply) =>
  reply.code(403).header('cache-control', 'no-store').send({ error: 'Dieser Dienst steht nur dem Server der Website zur Verfügung.' });

/** Everything under /api/ goes to the content API, with the request body untouched. */
async function contentApi(api: FastifyInstance, { config, writeLimit }: ProxyDeps): Promise<void> {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const service: Record<string, string> = config.CMS_SERVICE_TOKEN ? { 'x-service-token': config.CMS_SERVICE_TOKEN } : {};
  api.route({
    method: ['GET', 'HEAD'],
    url: '/api/*',
    handler: (request, reply) => {
      if (!browserMayCall(request.method, request.url)) return refuse(reply);
      return forward(request, reply, `${config.CMS_API_URL}${request.url}`, { unavailable: UNAVAILABLE });
    },
  });
  // The page's own writes (a push subscription, a reminder's sign-off): same-site, rate-limited,
  // and sent on with the service token the content API asks of every write.
  api.route({
    method: ['POST', 'DELETE'],
    url: '/api/*',
    config: { rateLimit: writeLimit },
    handler: (request, reply) => {
      if (!sameSite(request))
        return reply.code(403).header('cache-control', 'no-store').send({ error: 'Anfragen von anderen Websites werden nicht angenommen.' });
      if (!browserMayCall(request.method, request.url)) return refuse(reply);
      return forward(request, reply, `${config.CMS_API_URL}${request.url}`, { unavailable: UNAVAILABLE, headers: service });
    },
  });
  api.route({
    method: ['PUT', 'PATCH', 'OPTIONS', 'TRACE'],
    url: '/api/*',
    handler: (_request, reply) =>
      reply
        .code(405)
        .header('allow', PROXY_METHODS.join(', '))
        .header('cache-control', 'no-store')
        .send({ error: 'Diese Anfragemethode wird hier nicht unterstützt.' }),
  });
}

/**
 * The proxies of the shell: the content API under /api/ (reads the browser may make, and its own few
 * writes), and the browser builds of the remotes from this origin (no CORS, one connection).
 */
export async function registerProxy(app: FastifyInstance, deps: ProxyDeps): Promise<void> {
  app.get<{ Params: { id: string; '*': string } }>('/_remotes/:id/*', async (request, reply) => {
    const base = deps.remoteUrls.get(request.params.id);
    if (!base || !/^@[a-z0-9]+\/browser\/[\w.\-/]+$/.test(request.params['*']) || request.params['*'].endsWith('.map')) {
      return reply.code(404).send({ error: 'Datei nicht gefunden.' });
    }
    return forward(request, reply, `${base}/${request.params['*']}`, { unavailable: 'Dieser Bereich ist zurzeit nicht erreichbar.' });
  });
  await app.register(async (api) => contentApi(api, deps));
}
