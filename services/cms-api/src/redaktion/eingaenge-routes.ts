/**
 * Citizens' submissions in the editorial area (events, clubs, business entries, notice-board ads),
 * decided by the approvers of the section each kind belongs to (all of them the town's, `stadt`):
 *
 *   GET  /api/cms/redaktion/eingaenge                      the submissions waiting for approval, newest first
 *   POST /api/cms/redaktion/eingaenge/{id}/freigeben       {} → publishes it as the mailed link does; 409 once decided, 410 once expired
 *   POST /api/cms/redaktion/eingaenge/{id}/ablehnen        {grund} → rejects it; the reason is mailed to the sender
 *   GET  /api/cms/redaktion/eingaenge/dateien/{id}/datei   a file sent with a submission, for the editors only
 */
import {
  type Eingang,
  type EingangArt,
  type EingangEntscheidung,
  EingangAblehnenBody,
  EingangFreigebenBody,
  NoQuery,
  RedaktionIdParams,
  hasControlCharacters,
} from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../core/errors';
import { EINGANG_BEREICH } from '../formulare';
import { akteur } from './konten';
import { type RedaktionOptionen, editorVon, pfadId } from './kontext';
import { protokolliere } from './protokoll';
import { type Editor, type Recht, darfIn, verlangeRechtIn } from './rechte';

const GRUND_MESSAGE = 'Bitte geben Sie einen Grund für die Ablehnung an (höchstens 1000 Zeichen).';
const BEREICHE = [...new Set(Object.values(EINGANG_BEREICH))];

export async function eingaengeRoutes(instance: FastifyInstance, optionen: RedaktionOptionen): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { bereiche, eingaenge } = optionen;

  /** The kinds whose section the editor holds the right in; 403 (before anything is looked at) when none. */
  const artenFuer = (editor: Editor, recht: Recht): EingangArt[] => {
    const arten = (Object.keys(EINGANG_BEREICH) as EingangArt[]).filter((art) => darfIn(editor, recht, EINGANG_BEREICH[art]));
    if (arten.length === 0) verlangeRechtIn(editor, recht, BEREICHE[0] ?? 'stadt', bereiche);
    return arten;
  };

  /** The editor, and the submission's kind once the editor may decide in its section. */
  const entscheidung = async (request: Parameters<typeof editorVon>[1], rawId: string) => {
    const editor = await editorVon(optionen, request);
    artenFuer(editor, 'freigeben');
    const id = pfadId(rawId);
    const art = await eingaenge.artVon(id);
    verlangeRechtIn(editor, 'freigeben', EINGANG_BEREICH[art], bereiche);
    return { editor, id, art };
  };

  app.get('/api/cms/redaktion/eingaenge', { schema: { querystring: NoQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    const arten = artenFuer(editor, 'lesen');
    const wartende = await eingaenge.wartende(arten, optionen.now());
    const data: Eingang[] = wartende.map((eingabe) => ({
      ...eingabe,
      aktionen: darfIn(editor, 'freigeben', eingabe.bereich) ? ['freigeben', 'ablehnen'] : [],
    }));
    return { data };
  });

  app.post(
    '/api/cms/redaktion/eingaenge/:id/freigeben',
    { schema: { params: RedaktionIdParams, body: EingangFreigebenBody, querystring: NoQuery } },
    async (request): Promise<EingangEntscheidung> => {
      const { editor, id, art } = await entscheidung(request, request.params.id);
      const now = optionen.now();
      const url = await eingaenge.freigeben(id, now, editor.id, (tx, titel, veroeffentlicht) =>
        protokolliere(tx, {
          zeit: now,
          wer: akteur(editor),
          was: 'eingang.freigegeben',
          details: { eingabe_id: id, art, titel, url: veroeffentlicht },
        }),
      );
      return { id, status: 'freigegeben', url };
    },
  );

  app.post(
    '/api/cms/redaktion/eingaenge/:id/ablehnen',
    { schema: { params: RedaktionIdParams, body: EingangAblehnenBody, querystring: NoQuery } },
    async (request): Promise<EingangEntscheidung> => {
      const { editor, id, art } = await entscheidung(request, request.params.id);
      const grund = request.body.grund.replace(/\r\n?/g, '\n').normalize('NFC').trim();
      if (!grund || hasControlCharacters(grund, { multiline: true })) throw badRequest(GRUND_MESSAGE);
      const now = optionen.now();
      await eingaenge.ablehnen(id, grund, now, editor.id, (tx, titel) =>
        protokolliere(tx, {
          zeit: now,
          wer: akteur(editor),
          was: 'eingang.abgelehnt',
          details: { eingabe_id: id, art, titel, grund },
        }),
      );
      return { id, status: 'abgelehnt', url: null };
    },
  );

  app.get('/api/cms/redaktion/eingaenge/dateien/:id/datei', { schema: { params: RedaktionIdParams, querystring: NoQuery } }, async (request, reply) => {
    const editor = await editorVon(optionen, request);
    artenFuer(editor, 'lesen');
    const datei = await eingaenge.datei(pfadId(request.params.id));
    verlangeRechtIn(editor, 'lesen', EINGANG_BEREICH[datei.art], bereiche);
    const name = datei.name.replace(/[^\w.-]+/g, '_').slice(-120) || 'datei';
    return reply
      .type(datei.typ)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'")
      .header('content-disposition', `inline; filename="${name}"`)
      .send(Buffer.from(datei.daten));
  });
}
