/**
 * The media library:
 *
 *   GET    /api/cms/redaktion/medien              ?bereich=&art=bild|dokument&suche=&seite=&pro_seite=
 *   POST   /api/cms/redaktion/medien              {bereich, dateiname, daten (base64), titel?, alt?, copyright?, dekorativ?} → 201
 *   GET    /api/cms/redaktion/medien/{id}         with `verwendung` (where it is used)
 *   PATCH  /api/cms/redaktion/medien/{id}         {titel?, alt?, copyright?, dekorativ?}
 *   DELETE /api/cms/redaktion/medien/{id}         204; 409 {error, verwendung} while it is used
 *   GET    /api/cms/redaktion/medien/{id}/datei   ?breite= the file for the editors (private)
 *   PUT    /api/cms/redaktion/medien/{id}/datei   {dateiname, daten (base64)} a document's new PDF, same name and address
 *
 * The list takes the site's documents (dokumente-uebernahme.ts) into the library first.
 *   GET    /api/cms/medien/{name}                 public, once a published item uses it; else only with ?vorschau=<token>
 */
import {
  MediumAenderungBody,
  MediumDateiQuery,
  MediumErsetzenBody,
  MediumListeQuery,
  MediumNeuBody,
  MediaParams,
  NoQuery,
  OeffentlichesMediumQuery,
  REDAKTION_MEDIUM_MAX_BYTES,
  REDAKTION_MESSAGES,
  RedaktionIdParams,
} from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../core/errors';
import { uebernehmeDokumente } from './dokumente-uebernahme';
import { nichtGefunden } from './fehler';
import { akteur } from './konten';
import { type RedaktionOptionen, editorVon, optional, pfadId, seitenAngaben } from './kontext';
import {
  type Datei,
  MEDIEN_MESSAGES,
  aendereMedium,
  dateiDesMediums,
  dateiMitNamen,
  ersetzeDokument,
  ladeMedium,
  loescheMedium,
  medienListe,
  mediumDetail,
  speichereMedium,
} from './medien';
import { protokolliere } from './protokoll';
import { verlangeRecht, verlangeRechtIn } from './rechte';
import { pruefeVorschau, vorschauZeigtMedium } from './vorschau';

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.(jpg|png|webp|pdf)$/;
/** Base64 of the largest file plus the JSON around it. */
const BODY_LIMIT = Math.ceil(REDAKTION_MEDIUM_MAX_BYTES / 3) * 4 + 64 * 1024;

function sende(reply: FastifyReply, datei: Datei, cache: string): FastifyReply {
  return reply
    .type(datei.typ)
    .header('cache-control', cache)
    .header('content-security-policy', "default-src 'none'")
    .header('content-disposition', `inline; filename="${datei.name}"`)
    .send(datei.daten);
}

export async function medienRoutes(instance: FastifyInstance, optionen: RedaktionOptionen): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, bereiche } = optionen;

  const mediumFuer = async (request: Parameters<typeof editorVon>[1], id: string, recht: 'lesen' | 'schreiben') => {
    const editor = await editorVon(optionen, request);
    const medium = await ladeMedium(db, pfadId(id));
    verlangeRechtIn(editor, recht, medium.bereich, bereiche);
    return { editor, medium };
  };

  app.get('/api/cms/redaktion/medien', { schema: { querystring: MediumListeQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    verlangeRecht(editor, 'lesen');
    const bereich = optional(request.query.bereich);
    if (bereich !== undefined) verlangeRechtIn(editor, 'lesen', bereich, bereiche);
    const { seite, proSeite } = seitenAngaben(request.query.seite, request.query.pro_seite, 30);
    const art = optional(request.query.art);
    const suche = optional(request.query.suche);
    await uebernehmeDokumente(db, bereiche, optionen.now());
    return medienListe(
      db,
      { bereiche: bereich !== undefined ? [bereich] : editor.bereiche, ...(art !== undefined ? { art } : {}), ...(suche !== undefined ? { suche } : {}) },
      seite,
      proSeite,
    );
  });

  app.post('/api/cms/redaktion/medien', { bodyLimit: BODY_LIMIT, schema: { body: MediumNeuBody, querystring: NoQuery } }, async (request, reply) => {
    const editor = await editorVon(optionen, request);
    const { body } = request;
    verlangeRechtIn(editor, 'schreiben', body.bereich, bereiche);
    const daten = Buffer.from(body.daten, 'base64');
    if (daten.length > REDAKTION_MEDIUM_MAX_BYTES) throw new HttpError(413, MEDIEN_MESSAGES.tooLarge);
    const now = optionen.now();
    const id = await db.transaction(async (tx) => {
      const neu = await speichereMedium(tx, { ...body, daten }, editor.id, now);
      await protokolliere(tx, {
        zeit: now,
        wer: akteur(editor),
        was: 'medium.hochgeladen',
        mediumId: neu,
        details: { bereich: body.bereich, dateiname: body.dateiname },
      });
      return neu;
    });
    return reply.code(201).send(await mediumDetail(db, id));
  });

  app.get('/api/cms/redaktion/medien/:id', { schema: { params: RedaktionIdParams, querystring: NoQuery } }, async (request) => {
    const { medium } = await mediumFuer(request, request.params.id, 'lesen');
    return mediumDetail(db, medium.id);
  });

  app.patch('/api/cms/redaktion/medien/:id', { schema: { params: RedaktionIdParams, body: MediumAenderungBody, querystring: NoQuery } }, async (request) => {
    const { editor, medium } = await mediumFuer(request, request.params.id, 'schreiben');
    const now = optionen.now();
    await db.transaction(async (tx) => {
      await aendereMedium(tx, medium, request.body, now);
      await protokolliere(tx, { zeit: now, wer: akteur(editor), was: 'medium.geaendert', mediumId: medium.id, details: { ...request.body } });
    });
    return mediumDetail(db, medium.id);
  });

  app.delete('/api/cms/redaktion/medien/:id', { schema: { params: RedaktionIdParams, querystring: NoQuery } }, async (request, reply) => {
    const { editor, medium } = await mediumFuer(request, request.params.id, 'schreiben');
    const now = optionen.now();
    await db.transaction(async (tx) => {
      await loescheMedium(tx, medium);
      await protokolliere(tx, {
        zeit: now,
        wer: akteur(editor),
        was: 'medium.geloescht',
        mediumId: medium.id,
        details: { name: medium.name, titel: medium.titel },
      });
    });
    return reply.code(204).send();
  });

  app.get('/api/cms/redaktion/medien/:id/datei', { schema: { params: RedaktionIdParams, querystring: MediumDateiQuery } }, async (request, reply) => {
    const { medium } = await mediumFuer(request, request.params.id, 'lesen');
    const breite = optional(request.query.breite);
    return sende(reply, await dateiDesMediums(db, medium.id, breite === undefined ? undefined : pfadId(breite)), 'private, no-store');
  });

  app.put(
    '/api/cms/redaktion/medien/:id/datei',
    { bodyLimit: BODY_LIMIT, schema: { params: RedaktionIdParams, body: MediumErsetzenBody, querystring: NoQuery } },
    async (request) => {
      const { editor, medium } = await mediumFuer(request, request.params.id, 'schreiben');
      const daten = Buffer.from(request.body.daten, 'base64');
      if (daten.length > REDAKTION_MEDIUM_MAX_BYTES) throw new HttpError(413, MEDIEN_MESSAGES.tooLarge);
      const now = optionen.now();
      await db.transaction(async (tx) => {
        const befund = await ersetzeDokument(tx, medium, { dateiname: request.body.dateiname, daten }, now);
        await protokolliere(tx, {
          zeit: now,
          wer: akteur(editor),
          was: 'medium.ersetzt',
          mediumId: medium.id,
          details: { dateiname: request.body.dateiname, vorher: medium.dateiname, getaggt: befund.getaggt, sprache: befund.sprache },
        });
      });
      return mediumDetail(db, medium.id);
    },
  );

  app.get('/api/cms/medien/:name', { schema: { params: MediaParams, querystring: OeffentlichesMediumQuery } }, async (request, reply) => {
    const { name } = request.params;
    const datei = NAME.test(name) ? await dateiMitNamen(db, name) : undefined;
    if (!datei) throw nichtGefunden(REDAKTION_MESSAGES.mediumNotFound);
    if (datei.oeffentlich) return sende(reply, datei, 'public, max-age=31536000, immutable');
    const token = optional(request.query.vorschau);
    if (token === undefined) throw nichtGefunden(REDAKTION_MESSAGES.mediumNotFound);
    const { revisionId } = await pruefeVorschau(optionen.vorschau, token, optionen.now());
    if (!(await vorschauZeigtMedium(db, revisionId, name))) throw nichtGefunden(REDAKTION_MESSAGES.mediumNotFound);
    return sende(reply, datei, 'private, no-store');
  });
}
