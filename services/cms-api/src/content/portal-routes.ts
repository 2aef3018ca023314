import { NoQuery, PortalParams } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../core/db';
import { MESSAGES, badRequest, notFound } from '../core/errors';
import { loadPortal } from './portal';

const PORTAL_NAME = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** Portal pages other than the home page (section start pages such as the guests' portal). */
export default async function portalRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/cms/portal/:name', { schema: { params: PortalParams, querystring: NoQuery } }, async (request) => {
    const { name } = request.params;
    if (!PORTAL_NAME.test(name)) throw badRequest('Der Name des Portals darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.');
    const portal = await loadPortal(db, name);
    if (!portal) throw notFound(MESSAGES.pageNotFound);
    return portal;
  });
}
