import { NoQuery } from '@musterstadt/cms-contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db';
import { MESSAGES } from './errors';

/** `GET /api/cms/health`: 200 while the database answers, 503 when it does not. */
export default async function healthRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/api/cms/health', { schema: { querystring: NoQuery } }, async (request, reply) => {
    try {
      await db.query('SELECT 1');
      return { ok: true };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ ok: false, error: MESSAGES.dbDown });
    }
  });
}
