import { DokumentParams, NoQuery } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../core/db';
import { notFound } from '../core/errors';
import { renderPdf } from '../core/pdf';

const DOKUMENT_NAME = /^[a-z0-9][a-z0-9-]{0,120}\.pdf$/;

interface DokumentRow {
  name: string;
  titel: string;
  herausgeber: string;
  absaetze: string[] | null;
}

export interface DokumenteOptionen {
  db: Db;
  /** The media library's file of a document (taken over, or replaced by an editor), if it has one. */
  ausDerMediathek?: (db: Db, name: string) => Promise<Buffer | undefined>;
}

/**
 * The sub-sites' downloadable documents (forms, letters, rules): the media library's file once the
 * library has taken the document over, else rendered as PDF from its text.
 */
export default async function dokumenteRoutes(instance: FastifyInstance, options: DokumenteOptionen): Promise<void> {
  const { db, ausDerMediathek } = options;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/cms/dokumente/:name', { schema: { params: DokumentParams, querystring: NoQuery } }, async (request, reply) => {
    const { name } = request.params;
    if (!DOKUMENT_NAME.test(name)) throw notFound('Dokument nicht gefunden');
    const { rows } = await db.query<DokumentRow>('SELECT name, titel, herausgeber, absaetze FROM dokumente WHERE name = $1', [name]);
    const row = rows[0];
    if (!row) throw notFound('Dokument nicht gefunden');
    const pdf = (await ausDerMediathek?.(db, row.name)) ?? (await renderPdf({ titel: row.titel, herausgeber: row.herausgeber, absaetze: row.absaetze ?? [] }));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${row.name}"`)
      .header('cache-control', 'public, max-age=3600')
      .send(pdf);
  });
}
