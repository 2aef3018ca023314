/**
 * Content of the editorial area (articles, events, sub-site dates):
 *
 *   GET  /api/cms/redaktion/inhalte                          ?bereich=&art=&ablage=&status=&suche=&seite=&pro_seite=
 *   POST /api/cms/redaktion/inhalte                          {art, bereich, ablage?, slug?, felder} → 201, first revision (Entwurf)
 *   GET  /api/cms/redaktion/aufgaben                         what waits for the caller
 *   GET  /api/cms/redaktion/inhalte/{id}                     latest revision's fields, status, the caller's aktionen, the warnings (hinweise)
 *   GET  /api/cms/redaktion/inhalte/{id}/revisionen          history: revisions and statuses, newest first
 *   POST /api/cms/redaktion/inhalte/{id}/revisionen          {basis_revision, felder} → 201; 409 with the changes and the input
 *   GET  /api/cms/redaktion/inhalte/{id}/revisionen/{rev}    one revision with its fields
 *   POST /api/cms/redaktion/inhalte/{id}/revisionen/{rev}/wiederherstellen   {basis_revision?} → 201, a new draft
 *   GET  /api/cms/redaktion/inhalte/{id}/vergleich           ?von=&bis= (revision ids): field by field, word by word
 *   POST /api/cms/redaktion/inhalte/{id}/pruefung            {felder?} → {errors, hinweise} (the checks and warnings, changing nothing)
 *   POST /api/cms/redaktion/inhalte/{id}/zur-freigabe        {revision} ('Zur Freigabe geben'; 422 {errors})
 *   POST /api/cms/redaktion/inhalte/{id}/freigeben           {revision, veroeffentlichen_ab?, veroeffentlichen_bis?}
 *   POST /api/cms/redaktion/inhalte/{id}/zurueckgeben        {revision, grund} ('Zurück an die Redaktion')
 *   POST /api/cms/redaktion/inhalte/{id}/zurueckziehen       {grund}
 *   POST /api/cms/redaktion/inhalte/{id}/vorschau            {revision?} → {token, url, gueltig_bis}
 *   GET  /api/cms/redaktion/vorschau?token=                  the draft as its public page (the link is the key; no login)
 */
import {
  FreigebenBody,
  InhaltListeQuery,
  InhaltNeuBody,
  NoQuery,
  PruefungBody,
  RedaktionIdParams,
  RevisionBody,
  RevisionParams,
  VergleichQuery,
  VorschauBody,
  VorschauQuery,
  WiederherstellenBody,
  ZurFreigabeBody,
  ZurueckgebenBody,
  ZurueckziehenBody,
  type RedaktionArchivThemen,
  type RedaktionAufgaben,
  type RedaktionInhalt,
  type RedaktionVergleich,
  type RedaktionVorschauLink,
} from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../core/errors';
import { artVon, istArt, pruefeEingabe, uebernimmAlles } from './arten';
import { INTRANET_ARCHIV_BEREICH } from './bereiche';
import { zeitpunkt } from './felder';
import { aufgaben, kopf, ladeInhalt, ladeRevision, legeAn, liste, speichere, stelleWiederHer, toRevision, verlauf } from './inhalte';
import { akteur } from './konten';
import { type RedaktionOptionen, editorVon, einpersonenBereiche, optional, pfadId, seitenAngaben, statusKontext } from './kontext';
import { protokolliere } from './protokoll';
import { hatRecht, verlangeRecht, verlangeRechtIn } from './rechte';
import { aktionenFuer, freigeben, hinweiseZu, pruefeFelder, zurFreigabe, zurueckgeben, zurueckziehen } from './status';
import { KEINE_VORSCHAU, pruefeVorschau, signiereVorschau, vorschau } from './vorschau';

export async function inhalteRoutes(instance: FastifyInstance, optionen: RedaktionOptionen): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, bereiche } = optionen;

  /** The content with the editor's right checked in its section (403 otherwise). */
  const inhaltFuer = async (request: Parameters<typeof editorVon>[1], id: string, recht: 'lesen' | 'schreiben' | 'freigeben') => {
    const editor = await editorVon(optionen, request);
    const inhalt = await ladeInhalt(db, pfadId(id));
    verlangeRechtIn(editor, recht, inhalt.bereich, bereiche);
    return { editor, inhalt };
  };

  const detail = async (inhaltId: number, editor: Awaited<ReturnType<typeof editorVon>>): Promise<RedaktionInhalt> => {
    const inhalt = await ladeInhalt(db, inhaltId);
    const revision = await ladeRevision(db, inhalt.id, inhalt.aktuelle_revision_id);
    const felder = artVon(inhalt.art).gespeichert(revision.felder);
    return {
      ...(await kopf(db, inhalt)),
      felder: felder as RedaktionInhalt['felder'],
      aktionen: aktionenFuer(editor, inhalt, revision.autor_id, await einpersonenBereiche(db)),
      hinweise: await hinweiseZu(db, inhalt.art, felder),
    };
  };

  app.get('/api/cms/redaktion/inhalte', { schema: { querystring: InhaltListeQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    verlangeRecht(editor, 'lesen');
    const { query } = request;
    const bereich = optional(query.bereich);
    if (bereich !== undefined) verlangeRechtIn(editor, 'lesen', bereich, bereiche);
    const { seite, proSeite } = seitenAngaben(query.seite, query.pro_seite);
    await db.transaction((tx) => uebernimmAlles(tx, bereiche, optionen.now()));
    const art = optional(query.art);
    const ablage = optional(query.ablage);
    const status = optional(query.status);
    const suche = optional(query.suche);
    return liste(
      db,
      {
        bereiche: bereich !== undefined ? [bereich] : editor.bereiche,
        ...(art !== undefined ? { art } : {}),
        ...(ablage !== undefined ? { ablage } : {}),
        ...(status !== undefined ? { status } : {}),
        ...(suche !== undefined ? { suche } : {}),
      },
      seite,
      proSeite,
    );
  });

  app.post('/api/cms/redaktion/inhalte', { schema: { body: InhaltNeuBody, querystring: NoQuery } }, async (request, reply) => {
    // An unknown kind is refused by legeAn, with the kinds the section has.
    if (istArt(request.body.art)) pruefeEingabe(request.body.art, request.body.felder);
    const editor = await editorVon(optionen, request);
    verlangeRechtIn(editor, 'schreiben', request.body.bereich, bereiche);
    const inhalt = await db.transaction((tx) => legeAn(tx, editor, request.body, bereiche, optionen.now()));
    return reply.code(201).send(await detail(inhalt.id, editor));
  });

  // The intranet archive's topics, for the topic field's suggestions (an archive goes to an existing topic by its name).
  app.get('/api/cms/redaktion/archiv-themen', { schema: { querystring: NoQuery } }, async (request): Promise<RedaktionArchivThemen> => {
    verlangeRechtIn(await editorVon(optionen, request), 'lesen', INTRANET_ARCHIV_BEREICH, bereiche);
    const { rows } = await db.query<{ thema: string; beschreibung: string }>(
      'SELECT thema, beschreibung FROM intranet_archiv_themen ORDER BY lower(thema), id',
    );
    return { data: rows.map((row) => ({ thema: row.thema, beschreibung: row.beschreibung.trim() === '' ? null : row.beschreibung })) };
  });

  app.get('/api/cms/redaktion/aufgaben', { schema: { querystring: NoQuery } }, async (request): Promise<RedaktionAufgaben> => {
    const editor = await editorVon(optionen, request);
    verlangeRecht(editor, 'lesen');
    await db.transaction((tx) => uebernimmAlles(tx, bereiche, optionen.now()));
    return aufgaben(db, editor, hatRecht(editor, 'freigeben'), await einpersonenBereiche(db));
  });

  app.get('/api/cms/redaktion/inhalte/:id', { schema: { params: RedaktionIdParams, querystring: NoQuery } }, async (request) => {
    const { editor, inhalt } = await inhaltFuer(request, request.params.id, 'lesen');
    return detail(inhalt.id, editor);
  });

  app.get('/api/cms/redaktion/inhalte/:id/revisionen', { schema: { params: RedaktionIdParams, querystring: NoQuery } }, async (request) => {
    const { inhalt } = await inhaltFuer(request, request.params.id, 'lesen');
    return verlauf(db, inhalt.id);
  });

  app.post(
    '/api/cms/redaktion/inhalte/:id/revisionen',
    { schema: { params: RedaktionIdParams, body: RevisionBody, querystring: NoQuery } },
    async (request, reply) => {
      const { editor, inhalt } = await inhaltFuer(request, request.params.id, 'schreiben');
      pruefeEingabe(inhalt.art, request.body.felder);
      await db.transaction((tx) => speichere(tx, editor, inhalt.id, request.body.basis_revision, request.body.felder, optionen.now()));
      return reply.code(201).send(await detail(inhalt.id, editor));
    },
  );

  app.get('/api/cms/redaktion/inhalte/:id/revisionen/:revision', { schema: { params: RevisionParams, querystring: NoQuery } }, async (request) => {
    const { inhalt } = await inhaltFuer(request, request.params.id, 'lesen');
    return toRevision(await ladeRevision(db, inhalt.id, pfadId(request.params.revision)), inhalt.art);
  });

  app.post(
    '/api/cms/redaktion/inhalte/:id/revisionen/:revision/wiederherstellen',
    { schema: { params: RevisionParams, body: WiederherstellenBody, querystring: NoQuery } },
    async (request, reply) => {
      const { editor, inhalt } = await inhaltFuer(request, request.params.id, 'schreiben');
      await db.transaction((tx) => stelleWiederHer(tx, editor, inhalt.id, pfadId(request.params.revision), request.body.basis_revision, optionen.now()));
      return reply.code(201).send(await detail(inhalt.id, editor));
    },
  );

  app.get(
    '/api/cms/redaktion/inhalte/:id/vergleich',
    { schema: { params: RedaktionIdParams, querystring: VergleichQuery } },
    async (request): Promise<RedaktionVergleich> => {
      const { inhalt } = await inhaltFuer(request, request.params.id, 'lesen');
      const von = optional(request.query.von);
      const bis = optional(request.query.bis);
      if (von === undefined || bis === undefined) throw badRequest('Bitte geben Sie die beiden Fassungen an, die verglichen werden sollen (von und bis).');
      const alt = await ladeRevision(db, inhalt.id, pfadId(von));
      const neu = await ladeRevision(db, inhalt.id, pfadId(bis));
      return {
        von: toRevision(alt),
        bis: toRevision(neu),
        felder: await artVon(inhalt.art).vergleiche(artVon(inhalt.art).gespeichert(alt.felder), artVon(inhalt.art).gespeichert(neu.felder), false, db),
      };
    },
  );

  app.post('/api/cms/redaktion/inhalte/:id/pruefung', { schema: { params: RedaktionIdParams, body: PruefungBody, querystring: NoQuery } }, async (request) => {
    const { inhalt } = await inhaltFuer(request, request.params.id, 'lesen');
    const definition = artVon(inhalt.art);
    const felder = request.body.felder
      ? await definition.normalisiere(pruefeEingabe(inhalt.art, request.body.felder))
      : definition.gespeichert((await ladeRevision(db, inhalt.id, inhalt.aktuelle_revision_id)).felder);
    return { errors: await pruefeFelder(db, inhalt, felder, optionen.now()), hinweise: await hinweiseZu(db, inhalt.art, felder) };
  });

  app.post(
    '/api/cms/redaktion/inhalte/:id/zur-freigabe',
    { schema: { params: RedaktionIdParams, body: ZurFreigabeBody, querystring: NoQuery } },
    async (request) => {
      const { editor, inhalt } = await inhaltFuer(request, request.params.id, 'schreiben');
      await db.transaction(async (tx) => zurFreigabe(tx, editor, inhalt.id, request.body.revision, await statusKontext(optionen, tx)));
      return detail(inhalt.id, editor);
    },
  );

  app.post(
    '/api/cms/redaktion/inhalte/:id/freigeben',
    { schema: { params: RedaktionIdParams, body: FreigebenBody, querystring: NoQuery } },
    async (request) => {
      const { editor, inhalt } = await inhaltFuer(request, request.params.id, 'freigeben');
      const ab = optional(request.body.veroeffentlichen_ab ?? undefined);
      const bis = optional(request.body.veroeffentlichen_bis ?? undefined);
      const angaben = {
        revision: request.body.revision,
        ab: ab === undefined ? null : zeitpunkt(ab, 'veroeffentlichen_ab'),
        bis: bis === undefined ? null : zeitpunkt(bis, 'veroeffentlichen_bis'),
      };
      await db.transaction(async (tx) => freigeben(tx, editor, inhalt.id, angaben, await statusKontext(optionen, tx)));
      return detail(inhalt.id, editor);
    },
  );

  app.post(
    '/api/cms/redaktion/inhalte/:id/zurueckgeben',
    { schema: { params: RedaktionIdParams, body: ZurueckgebenBody, querystring: NoQuery } },
    async (request) => {
      const { editor, inhalt } = await inhaltFuer(request, request.params.id, 'freigeben');
      if (request.body.grund.trim() === '') throw badRequest('Bitte sagen Sie der Redaktion, was zu ändern ist.');
      await db.transaction(async (tx) => zurueckgeben(tx, editor, inhalt.id, request.body.revision, request.body.grund, await statusKontext(optionen, tx)));
      return detail(inhalt.id, editor);
    },
  );

  app.post(
    '/api/cms/redaktion/inhalte/:id/zurueckziehen',
    { schema: { params: RedaktionIdParams, body: ZurueckziehenBody, querystring: NoQuery } },
    async (request) => {
      const { editor, inhalt } = await inhaltFuer(request, request.params.id, 'freigeben');
      if (request.body.grund.trim() === '') throw badRequest('Bitte geben Sie an, warum der Inhalt zurückgezogen wird.');
      await db.transaction(async (tx) => zurueckziehen(tx, editor, inhalt.id, request.body.grund, await statusKontext(optionen, tx)));
      return detail(inhalt.id, editor);
    },
  );

  app.post(
    '/api/cms/redaktion/inhalte/:id/vorschau',
    { schema: { params: RedaktionIdParams, body: VorschauBody, querystring: NoQuery } },
    async (request, reply) => {
      const { editor, inhalt } = await inhaltFuer(request, request.params.id, 'lesen');
      if (!artVon(inhalt.art).vorschau) throw new HttpError(409, KEINE_VORSCHAU);
      const revision = await ladeRevision(db, inhalt.id, request.body.revision ?? inhalt.aktuelle_revision_id);
      const now = optionen.now();
      const { token, gueltigBis } = await signiereVorschau(optionen.vorschau, inhalt.id, revision.id, now);
      await protokolliere(db, {
        zeit: now,
        wer: akteur(editor),
        was: 'vorschau',
        inhaltId: inhalt.id,
        revisionId: revision.id,
        details: { gueltig_bis: gueltigBis.toISOString() },
      });
      const link: RedaktionVorschauLink = { token, url: `/redaktion/vorschau?token=${encodeURIComponent(token)}`, gueltig_bis: gueltigBis.toISOString() };
      return reply.code(201).send(link);
    },
  );

  app.get('/api/cms/redaktion/vorschau', { schema: { querystring: VorschauQuery } }, async (request) => {
    const now = optionen.now();
    const { token } = request.query;
    const { inhaltId, revisionId, gueltigBis } = await pruefeVorschau(optionen.vorschau, token, now);
    const inhalt = await ladeInhalt(db, inhaltId);
    const revision = await ladeRevision(db, inhaltId, revisionId);
    return vorschau({ db, route: optionen.route, now }, inhalt, await kopf(db, inhalt), toRevision(revision, inhalt.art), token, gueltigBis);
  });
}
