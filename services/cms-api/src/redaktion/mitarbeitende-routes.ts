/**
 * The administration's half of the staff accounts of the intranet (role Administration):
 *
 *   GET  /api/cms/redaktion/mitarbeitende                       every staff account, with its newest link
 *   POST /api/cms/redaktion/mitarbeitende                       {vorname, nachname, email} → 201: a new account without
 *                                                               password and an invitation mail with a link (72 hours, once)
 *   POST /api/cms/redaktion/mitarbeitende/{uuid}/passwort-link  a mail with a link to set a new password
 *   POST /api/cms/redaktion/mitarbeitende/{uuid}/beenden        {grund?}: the account can no longer log in; its sessions end
 *
 * Each action is in the audit log (who, whom, when). The person sets the password on the public
 * page of the link (auth/zugang-routes.ts).
 */
import { randomUUID } from 'node:crypto';
import { KontoBeendenBody, MitarbeiterNeuBody, MitarbeiterParams, NoQuery, ZUGANG_MESSAGES, type IntranetKonto } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { INTRANET_LOGIN, neuesteLinks, type LinkRow, type LinkZweck } from '../auth';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import type { Mailer } from '../core/mailer';
import { akteur } from './konten';
import { INTRANET_BEREICH, beendeZugang, stelleLinkMitMailAus, verschickeLinkMail } from './link-mail';
import { type RedaktionOptionen, editorVon } from './kontext';
import { verlangeRecht } from './rechte';
import { INTRANET_KONTEN } from './zugang-routes';

interface BenutzerRow {
  uuid: string;
  vorname: string;
  nachname: string;
  email: string;
  passwort_hash: string;
  beendet_am: Date | string | null;
}

const SPALTEN = 'uuid::text AS uuid, vorname, nachname, email, passwort_hash, beendet_am';
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toKonto(row: BenutzerRow, link: LinkRow | undefined): IntranetKonto {
  return {
    uuid: row.uuid,
    vorname: row.vorname,
    nachname: row.nachname,
    email: row.email,
    aktiv: row.beendet_am === null,
    beendet_am: iso(row.beendet_am),
    passwort_gesetzt: row.passwort_hash.startsWith('$argon2'),
    link: link
      ? { zweck: link.zweck, erstellt_am: iso(link.erstellt_am) as string, laeuft_ab_am: iso(link.laeuft_ab_am) as string, benutzt_am: iso(link.benutzt_am) }
      : null,
  };
}

async function findeBenutzer(db: Queryable, uuid: string, sperren = false): Promise<BenutzerRow> {
  const { rows } = await db.query<BenutzerRow>(`SELECT ${SPALTEN} FROM intranet_benutzer WHERE uuid = $1${sperren ? ' FOR UPDATE' : ''}`, [uuid.toLowerCase()]);
  const row = rows[0];
  if (!row) throw new HttpError(404, ZUGANG_MESSAGES.mitarbeiterUnbekannt);
  return row;
}

export interface MitarbeitendeOptionen extends RedaktionOptionen {
  mailer: Mailer;
  siteUrl: string;
  /** How long a link works (72 hours but on a test platform). */
  linkSekunden: number;
}

export async function mitarbeitendeRoutes(instance: FastifyInstance, optionen: MitarbeitendeOptionen): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, mailer } = optionen;
  const BASE = '/api/cms/redaktion/mitarbeitende';

  /** The link and its mail (sent after the commit). */
  const sendeLink = (zweck: LinkZweck, person: BenutzerRow, von: ReturnType<typeof akteur>, tx: Queryable, now: Date) =>
    stelleLinkMitMailAus(
      tx,
      zweck,
      {
        art: INTRANET_LOGIN.art,
        konto: person.uuid,
        name: `${person.vorname} ${person.nachname}`,
        email: person.email,
        bereich: INTRANET_BEREICH,
        anmeldung: INTRANET_KONTEN.anmeldung,
      },
      von,
      optionen,
      now,
    );
  const verschicke = (mail: { to: string; subject: string; text: string }) => verschickeLinkMail(mailer, mail, instance.log);

  async function antwort(uuid: string): Promise<IntranetKonto> {
    const row = await findeBenutzer(db, uuid);
    return toKonto(row, (await neuesteLinks(db, INTRANET_LOGIN.art, [row.uuid])).get(row.uuid));
  }

  app.get(BASE, { schema: { querystring: NoQuery } }, async (request) => {
    verlangeRecht(await editorVon(optionen, request), 'konten');
    const { rows } = await db.query<BenutzerRow>(
      `SELECT ${SPALTEN} FROM intranet_benutzer ORDER BY beendet_am IS NOT NULL, lower(nachname), lower(vorname), id`,
    );
    const links = await neuesteLinks(
      db,
      INTRANET_LOGIN.art,
      rows.map((row) => row.uuid),
    );
    return { data: rows.map((row) => toKonto(row, links.get(row.uuid))) };
  });

  app.post(BASE, { schema: { body: MitarbeiterNeuBody, querystring: NoQuery } }, async (request, reply) => {
    const editor = await editorVon(optionen, request);
    verlangeRecht(editor, 'konten');
    const now = optionen.now();
    const email = request.body.email.trim().normalize('NFC');
    const vorname = request.body.vorname.trim();
    const nachname = request.body.nachname.trim();
    const { uuid, mail } = await db.transaction(async (tx) => {
      const vergeben = await tx.query('SELECT 1 FROM intranet_benutzer WHERE lower(email) = lower($1)', [email]);
      if (vergeben.rows.length > 0) throw new HttpError(409, ZUGANG_MESSAGES.emailVergeben);
      // No password until the person sets one through the link: an empty hash never matches (auth/passwords.ts).
      const { rows } = await tx.query<BenutzerRow>(
        `INSERT INTO intranet_benutzer (uuid, vorname, nachname, email, passwort_hash, erstellt_am) VALUES ($1, $2, $3, $4, '', $5) RETURNING ${SPALTEN}`,
        [randomUUID(), vorname, nachname, email, now],
      );
      const person = rows[0] as BenutzerRow;
      return { uuid: person.uuid, mail: await sendeLink('einladung', person, akteur(editor), tx, now) };
    });
    await verschicke(mail);
    return reply.code(201).send(await antwort(uuid));
  });

  app.post(`${BASE}/:uuid/passwort-link`, { schema: { params: MitarbeiterParams, body: KontoBeendenBody, querystring: NoQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    verlangeRecht(editor, 'konten');
    const now = optionen.now();
    const mail = await db.transaction(async (tx) => {
      const person = await findeBenutzer(tx, request.params.uuid, true);
      if (person.beendet_am !== null) throw new HttpError(409, ZUGANG_MESSAGES.kontoBeendet);
      // Someone who never set a password gets the invitation again.
      return sendeLink(person.passwort_hash.startsWith('$argon2') ? 'passwort' : 'einladung', person, akteur(editor), tx, now);
    });
    await verschicke(mail);
    return antwort(request.params.uuid);
  });

  app.post(`${BASE}/:uuid/beenden`, { schema: { params: MitarbeiterParams, body: KontoBeendenBody, querystring: NoQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    verlangeRecht(editor, 'konten');
    const now = optionen.now();
    await db.transaction(async (tx) => {
      const person = await findeBenutzer(tx, request.params.uuid, true);
      if (person.beendet_am !== null) return;
      await tx.query('UPDATE intranet_benutzer SET beendet_am = $2 WHERE uuid = $1', [person.uuid, now]);
      // Its open links and sessions end with it.
      await beendeZugang(
        tx,
        { art: INTRANET_LOGIN.art, konto: person.uuid, name: `${person.vorname} ${person.nachname}`, email: person.email },
        request.body.grund,
        akteur(editor),
        now,
      );
    });
    return antwort(request.params.uuid);
  });
}
