import { DokumentParams, IdParams, ItemListQuery, NoQuery } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../core/db';
import { badRequest, gone, notFound, MESSAGES } from '../core/errors';
import { parsePaging } from '../core/pagination';
import { parseId, readBereich, readOptional } from '../core/params';
import { renderPdf } from '../core/pdf';
import { type ItemFilter, findItem, isGoneItem, listItems, toEventItem, toListResult } from './repository';

const DOKUMENT_NAME = /^[a-z0-9][a-z0-9-]{0,120}\.pdf$/;

interface DokumentRow {
  name: string;
  titel: string;
  herausgeber: string;
  absaetze: string[] | null;
}

/**
 * Routes of the sub-sites: their dates (typ 'termin', in the event shape, coming ones soonest first)
 * and their downloadable documents as PDF.
 */
export default async function teilseitenRoutes(instance: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/cms/termine', { schema: { querystring: ItemListQuery } }, async (request) => {
    const { query } = request;
    const paging = parsePaging(readOptional(query, 'seite'), readOptional(query, 'pro_seite'));
    const filter: ItemFilter = {};
    const bereich = readBereich(query);
    if (bereich !== undefined) filter.bereich = bereich;
    const slug = readOptional(query, 'slug');
    if (slug !== undefined) {
      if (slug.length > 200) throw badRequest('Der Parameter slug ist zu lang (höchstens 200 Zeichen).');
      filter.slug = slug;
    }
    return toListResult(await listItems(db, 'termin', filter, paging), toEventItem);
  });

  app.get('/api/cms/termine/:id', { schema: { params: IdParams, querystring: NoQuery } }, async (request) => {
    const id = parseId(request.params.id);
    const row = id === null ? undefined : await findItem(db, 'termin', id);
    if (!row) throw id !== null && (await isGoneItem(db, 'termin', id)) ? gone() : notFound(MESSAGES.itemNotFound);
    return toEventItem(row);
  });

  app.get('/api/cms/dokumente/:name', { schema: { params: DokumentParams, querystring: NoQuery } }, async (request, reply) => {
    const { name } = request.params;
    if (!DOKUMENT_NAME.test(name)) throw notFound('Dokument nicht gefunden');
    const { rows } = await db.query<DokumentRow>('SELECT name, titel, herausgeber, absaetze FROM dokumente WHERE name = $1', [name]);
    const row = rows[0];
    if (!row) throw notFound('Dokument nicht gefunden');
    const pdf = await renderPdf({ titel: row.titel, herausgeber: row.herausgeber, absaetze: row.absaetze ?? [] });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${row.name}"`)
      .header('cache-control', 'public, max-age=3600')
      .send(pdf);
  });
}
