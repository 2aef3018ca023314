/**
 * Login, profile, sections, accounts and the audit log of the editorial area:
 *
 *   POST  /api/cms/redaktion/login                   {email, passwort} → {id, token}
 *   GET   /api/cms/redaktion/ich                     the caller: name, email, rollen, bereiche
 *   POST  /api/cms/redaktion/ich/passwort            {passwort_alt, passwort_neu} → {id, token}: every session ends, the caller goes on in a new one
 *   GET   /api/cms/redaktion/bereiche                the caller's sections (all for Administration)
 *   PATCH /api/cms/redaktion/bereiche/{bereich}      {einpersonen_freigabe} (Administration)
 *   GET   /api/cms/redaktion/konten                  every account (Administration)
 *   POST  /api/cms/redaktion/konten                  {name, email, passwort?, rollen, bereiche} → 201; without a password an invitation
 *                                                    mail with a link to set it (72 hours, once)
 *   GET   /api/cms/redaktion/konten/{id}
 *   PATCH /api/cms/redaktion/konten/{id}             what changes
 *   POST  /api/cms/redaktion/konten/{id}/beenden     {grund?}: ends it and every session of it
 *   POST  /api/cms/redaktion/konten/{id}/aktivieren  {grund?}: brings an ended account back (its old password, roles, sections)
 *   POST  /api/cms/redaktion/konten/{id}/passwort-link  mails the person a link to set a new password (72 hours, once)
 *
 * Logout, the list of one's own sessions and ending one of them are the content API's calls for
 * every login kind: /api/cms/sitzungen/abmelden, /api/cms/sitzungen, /api/cms/sitzungen/{id}.
 *   GET   /api/cms/redaktion/protokoll               ?wer=&was=&von=&bis=&inhalt=&seite=&pro_seite= (Administration)
 */
import {
  BereichEinstellungBody,
  BereichParams,
  EigenesPasswortBody,
  KontoAenderungBody,
  KontoBeendenBody,
  KontoNeuBody,
  NoQuery,
  ProtokollQuery,
  REDAKTION_MESSAGES,
  ZUGANG_MESSAGES,
  RedaktionIdParams,
  RedaktionLoginBody,
  type RedaktionBereich,
  type RedaktionKonto,
  type RedaktionLoginResult,
  type RedaktionProfil,
} from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { REDAKTION_LOGIN, type LinkZweck } from '../auth';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { berlinToInstant } from '../core/time';
import type { BereichDefinition } from './bereiche';
import { nichtGefunden } from './fehler';
import { zeitpunkt } from './felder';
import {
  type KontoRow,
  aendereKonto,
  aenderePasswort,
  akteur,
  aktiviereKonto,
  alleKonten,
  beendeKonto,
  findeKonto,
  legeKontoAn,
  pruefeAnmeldung,
  toKonto,
} from './konten';
import { type RedaktionOptionen, editorVon, einpersonenBereiche, optional, pfadId, seitenAngaben } from './kontext';
import { leseProtokoll, protokolliere } from './protokoll';
import { REDAKTION_BEREICH, stelleLinkMitMailAus, verschickeLinkMail } from './link-mail';
import { type Editor, verlangeRecht } from './rechte';
import { REDAKTION_KONTEN } from './zugang-routes';

/** The last instant of a Berlin calendar day given alone (`2026-11-20`), else undefined. */
function tagesende(text: string): Date | undefined {
  const teile = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!teile) return undefined;
  zeitpunkt(text, 'bis');
  return new Date(berlinToInstant(Number(teile[1]), Number(teile[2]), Number(teile[3]) + 1).getTime() - 1);
}

const bereichAntwort = (bereich: BereichDefinition, einpersonen: ReadonlySet<string>): RedaktionBereich => ({
  id: bereich.id,
  titel: bereich.titel,
  einpersonen_freigabe: einpersonen.has(bereich.id),
  ablagen: bereich.ablagen,
});

export async function kontenRoutes(instance: FastifyInstance, optionen: RedaktionOptionen): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, bereiche } = optionen;

  app.post('/api/cms/redaktion/login', { schema: { body: RedaktionLoginBody, querystring: NoQuery } }, async (request): Promise<RedaktionLoginResult> => {
    const { email, passwort } = request.body;
    const now = optionen.now();
    const ergebnis = await pruefeAnmeldung(db, email, passwort);
    if (!ergebnis.konto) {
      await protokolliere(db, {
        zeit: now,
        wer: { id: null, name: email.trim().slice(0, 254) },
        was: 'anmeldung.fehlgeschlagen',
        details: ergebnis.beendet ? { grund: 'Konto beendet' } : {},
      });
      throw new HttpError(401, REDAKTION_MESSAGES.loginFailed);
    }
    const { konto } = ergebnis;
    const { token } = await optionen.logins.open(REDAKTION_LOGIN.art, String(konto.id));
    await protokolliere(db, { zeit: now, wer: { id: konto.id, name: konto.name, email: konto.email }, was: 'anmeldung' });
    return { id: konto.id, token };
  });

  app.get('/api/cms/redaktion/ich', { schema: { querystring: NoQuery } }, async (request): Promise<RedaktionProfil> => {
    const editor = await editorVon(optionen, request);
    const einpersonen = await einpersonenBereiche(db);
    return {
      id: editor.id,
      name: editor.name,
      email: editor.email,
      rollen: editor.rollen,
      bereiche: editor.bereiche.map((id) => bereichAntwort(bereiche.get(id) as BereichDefinition, einpersonen)),
    };
  });

  app.post(
    '/api/cms/redaktion/ich/passwort',
    { schema: { body: EigenesPasswortBody, querystring: NoQuery } },
    async (request): Promise<RedaktionLoginResult> => {
      const editor = await editorVon(optionen, request);
      const { passwort_alt: alt, passwort_neu: neu } = request.body;
      // Every session of the account ends with the old password; the caller goes on in a new one.
      await db.transaction((tx) => aenderePasswort(tx, editor, alt, neu, optionen.now()));
      const { token } = await optionen.logins.open(REDAKTION_LOGIN.art, String(editor.id));
      return { id: editor.id, token };
    },
  );

  app.get('/api/cms/redaktion/bereiche', { schema: { querystring: NoQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    const einpersonen = await einpersonenBereiche(db);
    return { data: bereiche.all.filter((bereich) => editor.bereiche.includes(bereich.id)).map((bereich) => bereichAntwort(bereich, einpersonen)) };
  });

  app.patch(
    '/api/cms/redaktion/bereiche/:bereich',
    { schema: { params: BereichParams, body: BereichEinstellungBody, querystring: NoQuery } },
    async (request) => {
      const editor = await editorVon(optionen, request);
      verlangeRecht(editor, 'einstellungen');
      const bereich = bereiche.get(request.params.bereich);
      if (!bereich) throw nichtGefunden(`Den Bereich „${request.params.bereich}“ gibt es nicht.`);
      const now = optionen.now();
      const { einpersonen_freigabe: einpersonen } = request.body;
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO redaktion_bereich_einstellungen (bereich, einpersonen_freigabe, geaendert_am, geaendert_von) VALUES ($1, $2, $3, $4)
         ON CONFLICT (bereich) DO UPDATE SET einpersonen_freigabe = EXCLUDED.einpersonen_freigabe, geaendert_am = EXCLUDED.geaendert_am, geaendert_von = EXCLUDED.geaendert_von`,
          [bereich.id, einpersonen, now.toISOString(), editor.id],
        );
        await protokolliere(tx, {
          zeit: now,
          wer: akteur(editor),
          was: 'bereich.geaendert',
          details: { bereich: bereich.id, einpersonen_freigabe: einpersonen },
        });
      });
      return bereichAntwort(bereich, await einpersonenBereiche(db));
    },
  );

  app.get('/api/cms/redaktion/konten', { schema: { querystring: NoQuery } }, async (request) => {
    verlangeRecht(await editorVon(optionen, request), 'konten');
    return { data: (await alleKonten(db)).map(toKonto) };
  });

  /** The account's link for a password (an invitation or a new one) and its mail, in the caller's transaction. */
  const linkMail = (tx: Queryable, zweck: LinkZweck, row: KontoRow, editor: Editor, zugang: NonNullable<RedaktionOptionen['zugang']>, now: Date) =>
    stelleLinkMitMailAus(
      tx,
      zweck,
      {
        art: REDAKTION_LOGIN.art,
        konto: String(row.id),
        name: row.name,
        email: row.email,
        bereich: REDAKTION_BEREICH,
        anmeldung: REDAKTION_KONTEN.anmeldung,
        kontoId: row.id,
      },
      akteur(editor),
      zugang,
      now,
    );

  app.post('/api/cms/redaktion/konten', { schema: { body: KontoNeuBody, querystring: NoQuery } }, async (request, reply) => {
    const editor = await editorVon(optionen, request);
    verlangeRecht(editor, 'konten');
    const now = optionen.now();
    // Without a password the person is invited by mail and sets it herself.
    const zugang = request.body.passwort === undefined ? optionen.zugang : undefined;
    if (request.body.passwort === undefined && !zugang) throw new HttpError(503, ZUGANG_MESSAGES.mailFehler);
    const { konto, mail } = await db.transaction(async (tx) => {
      const row = await legeKontoAn(tx, request.body, akteur(editor), bereiche, now);
      return { konto: row, mail: zugang ? await linkMail(tx, 'einladung', row, editor, zugang, now) : undefined };
    });
    if (zugang && mail) await verschickeLinkMail(zugang.mailer, mail, request.log);
    return reply.code(201).send(toKonto(konto));
  });

  app.get('/api/cms/redaktion/konten/:id', { schema: { params: RedaktionIdParams, querystring: NoQuery } }, async (request): Promise<RedaktionKonto> => {
    verlangeRecht(await editorVon(optionen, request), 'konten');
    const konto = await findeKonto(db, pfadId(request.params.id));
    if (!konto) throw nichtGefunden('Dieses Konto gibt es nicht.');
    return toKonto(konto);
  });

  app.patch('/api/cms/redaktion/konten/:id', { schema: { params: RedaktionIdParams, body: KontoAenderungBody, querystring: NoQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    verlangeRecht(editor, 'konten');
    // A password set here ends every session of the account (konten.ts).
    const konto = await db.transaction((tx) => aendereKonto(tx, pfadId(request.params.id), request.body, editor, bereiche, optionen.now()));
    return toKonto(konto);
  });

  app.post(
    '/api/cms/redaktion/konten/:id/beenden',
    { schema: { params: RedaktionIdParams, body: KontoBeendenBody, querystring: NoQuery } },
    async (request) => {
      const editor = await editorVon(optionen, request);
      verlangeRecht(editor, 'konten');
      const konto = await db.transaction((tx) => beendeKonto(tx, pfadId(request.params.id), request.body.grund, editor, optionen.now()));
      return toKonto(konto);
    },
  );

  app.post(
    '/api/cms/redaktion/konten/:id/aktivieren',
    { schema: { params: RedaktionIdParams, body: KontoBeendenBody, querystring: NoQuery } },
    async (request) => {
      const editor = await editorVon(optionen, request);
      verlangeRecht(editor, 'konten');
      const konto = await db.transaction((tx) => aktiviereKonto(tx, pfadId(request.params.id), request.body.grund, editor, optionen.now()));
      return toKonto(konto);
    },
  );

  app.post(
    '/api/cms/redaktion/konten/:id/passwort-link',
    { schema: { params: RedaktionIdParams, body: KontoBeendenBody, querystring: NoQuery } },
    async (request) => {
      const editor = await editorVon(optionen, request);
      verlangeRecht(editor, 'konten');
      const zugang = optionen.zugang;
      if (!zugang) throw new HttpError(503, ZUGANG_MESSAGES.mailFehler);
      const now = optionen.now();
      const id = pfadId(request.params.id);
      const { konto, mail } = await db.transaction(async (tx) => {
        const row = await findeKonto(tx, id);
        if (!row) throw nichtGefunden('Dieses Konto gibt es nicht.');
        if (row.beendet_am !== null) throw new HttpError(409, 'Dieses Konto ist beendet und kann nicht mehr geändert werden.');
        // Someone who never set a password gets the invitation again.
        return { konto: row, mail: await linkMail(tx, row.passwort_hash.startsWith('$argon2') ? 'passwort' : 'einladung', row, editor, zugang, now) };
      });
      await verschickeLinkMail(zugang.mailer, mail, request.log);
      return toKonto(konto);
    },
  );

  app.get('/api/cms/redaktion/protokoll', { schema: { querystring: ProtokollQuery } }, async (request) => {
    verlangeRecht(await editorVon(optionen, request), 'protokoll');
    const { query } = request;
    const { seite, proSeite } = seitenAngaben(query.seite, query.pro_seite, 50);
    const von = optional(query.von);
    const bis = optional(query.bis);
    const inhalt = optional(query.inhalt);
    const wer = optional(query.wer);
    const was = optional(query.was);
    // A day alone as `bis` means the whole day.
    const bisZeit = bis === undefined ? undefined : (tagesende(bis) ?? zeitpunkt(bis, 'bis'));
    return leseProtokoll(
      db,
      {
        ...(wer !== undefined ? { wer } : {}),
        ...(was !== undefined ? { was } : {}),
        ...(von !== undefined ? { von: zeitpunkt(von, 'von') } : {}),
        ...(bisZeit !== undefined ? { bis: bisZeit } : {}),
        ...(inhalt !== undefined ? { inhalt: pfadId(inhalt) } : {}),
      },
      seite,
      proSeite,
    );
  });
}
