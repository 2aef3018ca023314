/**
 *   POST /api/cms/sicherung   the embedded database as a gzipped tar, taken while the service runs
 *                             (service token; `npm run backup` calls it). With PostgreSQL: 409, pg_dump does it.
 */
import { NoQuery, SicherungBody } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../core/db';
import { HttpError } from '../../core/errors';
import { protokolliere } from '../protokoll';

export async function sicherungRoutes(instance: FastifyInstance, optionen: { db: Db; now: () => Date }): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = optionen;
  app.post('/api/cms/sicherung', { schema: { querystring: NoQuery, body: SicherungBody } }, async (_request, reply) => {
    if (!db.dumpDataDir) throw new HttpError(409, 'Diese Datenbank ist PostgreSQL: Sie wird mit pg_dump gesichert (npm run backup mit DATABASE_URL).');
    const archiv = await db.dumpDataDir();
    await protokolliere(db, {
      zeit: optionen.now(),
      wer: { id: null, name: 'Sicherung (npm run backup)' },
      was: 'sicherung',
      details: { bytes: archiv.length },
    });
    return reply
      .type('application/gzip')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="cms.tar.gz"')
      .send(Buffer.from(archiv));
  });
}
