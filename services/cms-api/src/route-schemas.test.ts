/**
 * Every route of the content API declares its request schema (libs/cms-contract), so Fastify checks
 * each request before a handler sees it: a querystring schema on every route, a params schema
 * naming each parameter of its path, and a body schema on every POST, PUT and PATCH.
 */
import type { FastifySchema, RouteOptions } from 'fastify';
import { buildApp } from './app';
import { INTRANET_LOGIN, RATSINFO_LOGIN, REDAKTION_LOGIN } from './auth';
import { unreachableDb } from './testing/unreachable-db';

/** Routes are only registered here, never called: the database is not needed. */
const noDb = unreachableDb('no database in this test');

interface Registered {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/** What is missing of a route's request schema; empty when nothing is. */
export function missingSchemas({ method, url, schema }: Registered): string[] {
  const missing: string[] = [];
  if (!schema?.querystring) missing.push('querystring');
  const names = [...url.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
  const params = schema?.params as { properties?: Record<string, unknown> } | undefined;
  if (names.length > 0 && !params) missing.push('params');
  for (const name of names) if (params && !Object.hasOwn(params.properties ?? {}, name)) missing.push(`params.${name}`);
  if (['POST', 'PUT', 'PATCH'].includes(method) && !schema?.body) missing.push('body');
  return missing;
}

async function registeredRoutes(): Promise<Registered[]> {
  const routes: Registered[] = [];
  const app = buildApp({ db: noDb, loginKinds: [RATSINFO_LOGIN, INTRANET_LOGIN, REDAKTION_LOGIN] });
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
  await app.ready();
  await app.close();
  return routes;
}

describe('request schemas of the content API', () => {
  it('are declared on every registered route', async () => {
    const routes = await registeredRoutes();
    // The whole API is there: the council, the intranet, forms, OParl, sessions …
    expect(routes.length).toBeGreaterThan(80);
    for (const path of [
      '/api/cms/route',
      '/api/cms/raete/login',
      '/api/cms/intranet/rubrik',
      '/api/formulare/freigabe',
      '/api/cms/oparl/v1/:type/:id',
      '/api/cms/sitzungen/:id',
    ]) {
      expect(routes.map((route) => route.url)).toContain(path);
    }
    const without = routes
      .map((route) => ({ route: `${route.method} ${route.url}`, missing: missingSchemas(route) }))
      .filter((entry) => entry.missing.length > 0);
    expect(without).toEqual([]);
  });

  it('tell a route without its schema', () => {
    expect(missingSchemas({ method: 'GET', url: '/api/cms/oparl/v1/body/:id', schema: { querystring: {} } })).toEqual(['params']);
    expect(missingSchemas({ method: 'POST', url: '/api/formulare/freigabe', schema: { querystring: {} } })).toEqual(['body']);
    expect(missingSchemas({ method: 'GET', url: '/api/cms/x/:a/:b', schema: { querystring: {}, params: { properties: { a: {} } } } })).toEqual(['params.b']);
    expect(missingSchemas({ method: 'DELETE', url: '/api/cms/sitzungen/:id', schema: undefined })).toEqual(['querystring', 'params']);
  });
});
