/**
 * The redirects a page left behind (kind `seite`): when it moved, its old address answers 301 to the
 * new one; when it was withdrawn, to its parent page. The editor sees them at the page and may
 * remove one (its address answers 404 from then on):
 *
 *   GET  /api/cms/redaktion/inhalte/{id}/weiterleitungen             → {data: RedaktionWeiterleitung[]}
 *   POST /api/cms/redaktion/inhalte/{id}/weiterleitungen/entfernen   {von} → 204
 */
import { NoQuery, RedaktionIdParams, WeiterleitungEntfernenBody, type RedaktionWeiterleitung } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../core/errors';
import { ladeInhalt } from './inhalte';
import { akteur } from './konten';
import { type RedaktionOptionen, editorVon, pfadId } from './kontext';
import { protokolliere } from './protokoll';
import { verlangeRechtIn } from './rechte';

interface Row {
  von: string;
  nach: string;
  grund: RedaktionWeiterleitung['grund'];
  seit: Date | string;
}

export async function weiterleitungenRoutes(instance: FastifyInstance, optionen: RedaktionOptionen): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, bereiche } = optionen;

  app.get(
    '/api/cms/redaktion/inhalte/:id/weiterleitungen',
    { schema: { params: RedaktionIdParams, querystring: NoQuery } },
    async (request): Promise<{ data: RedaktionWeiterleitung[] }> => {
      const editor = await editorVon(optionen, request);
      const inhalt = await ladeInhalt(db, pfadId(request.params.id));
      verlangeRechtIn(editor, 'lesen', inhalt.bereich, bereiche);
      const { rows } = await db.query<Row>('SELECT von, nach, grund, seit FROM weiterleitungen WHERE inhalt_id = $1 ORDER BY seit DESC, von', [inhalt.id]);
      return { data: rows.map((row) => ({ von: row.von, nach: row.nach, grund: row.grund, seit: new Date(row.seit).toISOString() })) };
    },
  );

  app.post(
    '/api/cms/redaktion/inhalte/:id/weiterleitungen/entfernen',
    { schema: { params: RedaktionIdParams, body: WeiterleitungEntfernenBody, querystring: NoQuery } },
    async (request, reply) => {
      const editor = await editorVon(optionen, request);
      const inhalt = await ladeInhalt(db, pfadId(request.params.id));
      verlangeRechtIn(editor, 'schreiben', inhalt.bereich, bereiche);
      const von = request.body.von.trim();
      const now = optionen.now();
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<Row>('DELETE FROM weiterleitungen WHERE von = $1 AND inhalt_id = $2 RETURNING von, nach, grund, seit', [
          von,
          inhalt.id,
        ]);
        const row = rows[0];
        if (!row) throw notFound('Diese Weiterleitung gibt es bei dieser Seite nicht (mehr).');
        await protokolliere(tx, {
          zeit: now,
          wer: akteur(editor),
          was: 'weiterleitung.entfernt',
          inhaltId: inhalt.id,
          revisionId: null,
          details: { von: row.von, nach: row.nach, titel: inhalt.titel },
        });
      });
      return reply.code(204).send();
    },
  );
}
