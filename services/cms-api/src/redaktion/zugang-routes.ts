/**
 * The public half of the links to set a password (the administration's half sits with the accounts
 * it belongs to, e.g. mitarbeitende-routes.ts):
 *
 *   GET  /api/cms/zugang?token=          what the link is for (kind, purpose, the person's name) or why it no longer works
 *   POST /api/cms/zugang/passwort        {token, passwort, passwort_wiederholung}: sets the password, uses the link up,
 *                                        ends every open session of the account → {art, anmeldung}
 *
 * No login is needed: the token is the key. An unknown token answers 404, a used, replaced or
 * expired one 410, each with a German message; the shell's form route limits the posts per address.
 */
import { NoQuery, ZUGANG_MESSAGES, ZugangPasswortBody, ZugangQuery, type ZugangGesetzt, type ZugangLink } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { PASSWORT_MELDUNGEN, benutzeLink, endAllSessions, gueltigerLink, hashPassword, passwortFehler } from '../auth';
import { AntwortFehler } from './fehler';
import { protokolliere } from './protokoll';

/** The accounts of one login kind, as the links need them. */
export interface ZugangKonten {
  art: string;
  /** The kind's login page. */
  anmeldung: string;
  /** Name and address of the account, and whether it has ended; undefined when it does not exist. */
  finde(db: Queryable, konto: string): Promise<{ name: string; email: string; beendet: boolean } | undefined>;
  setzePasswort(tx: Queryable, konto: string, hash: string, now: Date): Promise<void>;
}

/** Staff accounts of the intranet. */
export const INTRANET_KONTEN: ZugangKonten = {
  art: 'intranet',
  anmeldung: '/intranet/anmelden',
  async finde(db, konto) {
    const { rows } = await db.query<{ vorname: string; nachname: string; email: string; beendet_am: Date | string | null }>(
      'SELECT vorname, nachname, email, beendet_am FROM intranet_benutzer WHERE uuid = $1',
      [konto],
    );
    const row = rows[0];
    return row && { name: `${row.vorname} ${row.nachname}`, email: row.email, beendet: row.beendet_am !== null };
  },
  async setzePasswort(tx, konto, hash) {
    await tx.query('UPDATE intranet_benutzer SET passwort_hash = $2 WHERE uuid = $1', [konto, hash]);
  },
};

/**
 * Council members (the member's id as text). A password set through a link is the person's own: the
 * council's 'password must be changed' step is for initial passwords handed out the old way only.
 */
export const RATS_KONTEN: ZugangKonten = {
  art: 'ratsinfo',
  anmeldung: '/ratsinfo/anmelden',
  async finde(db, konto) {
    if (!/^[1-9]\d{0,9}$/.test(konto)) return undefined;
    const { rows } = await db.query<{ vorname: string; nachname: string; email: string; beendet_am: Date | string | null }>(
      'SELECT vorname, nachname, email, beendet_am FROM rats_mitglieder WHERE id = $1',
      [Number(konto)],
    );
    const row = rows[0];
    return row && { name: `${row.vorname} ${row.nachname}`, email: row.email, beendet: row.beendet_am !== null };
  },
  async setzePasswort(tx, konto, hash) {
    await tx.query('UPDATE rats_mitglieder SET passwort_hash = $2, pw_geaendert = true WHERE id = $1', [Number(konto), hash]);
  },
};

/** Editorial accounts (the account's id as text). */
export const REDAKTION_KONTEN: ZugangKonten = {
  art: 'redaktion',
  anmeldung: '/redaktion/anmelden',
  async finde(db, konto) {
    if (!/^[1-9]\d{0,9}$/.test(konto)) return undefined;
    const { rows } = await db.query<{ name: string; email: string; beendet_am: Date | string | null }>(
      'SELECT name, email, beendet_am FROM redaktion_konten WHERE id = $1',
      [Number(konto)],
    );
    const row = rows[0];
    return row && { name: row.name, email: row.email, beendet: row.beendet_am !== null };
  },
  async setzePasswort(tx, konto, hash, now) {
    await tx.query('UPDATE redaktion_konten SET passwort_hash = $2, geaendert_am = $3 WHERE id = $1', [Number(konto), hash, now.toISOString()]);
  },
};

/** A refusal of the new password at its field (422, as the forms expect). */
const feldFehler = (feld: string, message: string) => new AntwortFehler(422, { error: message, errors: { [feld]: message } });

export async function zugangRoutes(instance: FastifyInstance, optionen: { db: Db; konten: readonly ZugangKonten[]; now: () => Date }): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, now } = optionen;
  const kontenVon = (art: string): ZugangKonten => {
    const konten = optionen.konten.find((entry) => entry.art === art);
    // A link of a kind this service no longer knows opens nothing.
    if (!konten) throw new HttpError(410, ZUGANG_MESSAGES.kontoBeendet);
    return konten;
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AntwortFehler) return reply.code(error.statusCode).send(error.body);
    throw error;
  });

  app.get('/api/cms/zugang', { schema: { querystring: ZugangQuery } }, async (request): Promise<ZugangLink> => {
    const link = await gueltigerLink(db, request.query.token, now());
    const konten = kontenVon(link.art);
    const konto = await konten.finde(db, link.konto);
    if (!konto || konto.beendet) throw new HttpError(410, ZUGANG_MESSAGES.kontoBeendet);
    return { art: link.art, zweck: link.zweck, name: konto.name, laeuft_ab_am: new Date(link.laeuft_ab_am).toISOString(), anmeldung: konten.anmeldung };
  });

  app.post('/api/cms/zugang/passwort', { schema: { body: ZugangPasswortBody, querystring: NoQuery } }, async (request): Promise<ZugangGesetzt> => {
    const { token, passwort, passwort_wiederholung: wiederholung } = request.body;
    const moment = now();
    // The link first: an expired link says so before anything about the password.
    await gueltigerLink(db, token, moment);
    const fehler = passwortFehler(passwort);
    if (fehler) throw feldFehler('passwort', fehler);
    if (wiederholung !== passwort) throw feldFehler('passwort_wiederholung', PASSWORT_MELDUNGEN.ungleich);
    const hash = await hashPassword(passwort);
    return db.transaction(async (tx) => {
      const link = await gueltigerLink(tx, token, moment, true);
      const konten = kontenVon(link.art);
      const konto = await konten.finde(tx, link.konto);
      if (!konto || konto.beendet) throw new HttpError(410, ZUGANG_MESSAGES.kontoBeendet);
      await konten.setzePasswort(tx, link.konto, hash, moment);
      await benutzeLink(tx, link.id, moment);
      // A new password ends every session the account still has.
      await endAllSessions(tx, link.art, link.konto, 'passwort', moment);
      await protokolliere(tx, {
        zeit: moment,
        wer: { id: null, name: konto.name, email: konto.email },
        was: 'zugang.link-benutzt',
        details: { art: link.art, konto: link.konto, zweck: link.zweck },
      });
      return { art: link.art, anmeldung: konten.anmeldung };
    });
  });
}
