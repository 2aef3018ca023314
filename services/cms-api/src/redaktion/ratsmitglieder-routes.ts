/**
 * The council members' accounts and public data. The administration (role Administration) may do
 * everything; the council office (role Redakteur in the section Sitzungsdienst) keeps the public data
 * and the memberships (the routes marked *), but neither the login's e-mail address nor the
 * accounts. The answers list what the caller may do (`aktionen`).
 *
 *   GET    /api/cms/redaktion/ratsmitglieder                          * every member with party, committees and account; the committees to choose
 *   POST   /api/cms/redaktion/ratsmitglieder                            {anrede, titel?, vorname, nachname, email, partei, beruf?, wohnort,
 *                                                                       mitgliedschaften} → 201: the person without password and an invitation
 *                                                                       mail with a link (72 hours, once)
 *   GET    /api/cms/redaktion/ratsmitglieder/{id}                     * one member, with the committees to choose
 *   PATCH  /api/cms/redaktion/ratsmitglieder/{id}                     * the public data that changes
 *   POST   /api/cms/redaktion/ratsmitglieder/{id}/mitgliedschaften    * {gremium_id, rolle, seit, bis?} → 201
 *   PATCH  /api/cms/redaktion/ratsmitglieder/{id}/mitgliedschaften/{mid} * {rolle?, seit?, bis?}
 *   DELETE /api/cms/redaktion/ratsmitglieder/{id}/mitgliedschaften/{mid} *
 *   POST   /api/cms/redaktion/ratsmitglieder/{id}/passwort-link         a mail with a link to set a new password
 *   POST   /api/cms/redaktion/ratsmitglieder/{id}/beenden               {grund?}: the member can no longer log in; the sessions end
 *
 * The public data and the memberships are what /ratsinfo/personen, /ratsinfo/gremien and OParl read:
 * a change is public with the next request, and moves the `modified` of the OParl objects it touches
 * (the person, the membership, the committee whose list of memberships changed). An ended account
 * keeps the person and the memberships in the public lists. Every action is in the audit log.
 */
import {
  KontoBeendenBody,
  NoQuery,
  RATSKONTEN_MESSAGES,
  RatsMitgliedschaftAenderungBody,
  RatsMitgliedschaftBody,
  RatsMitgliedschaftParams,
  RatsmitgliedAenderungBody,
  RatsmitgliedNeuBody,
  RatsmitgliedParams,
  ZUGANG_MESSAGES,
  type RatsGremiumWahl,
  type RatsmitgliedAktion,
  type RatsmitgliedDetail,
  type RatsmitgliedKonto,
  type RatsmitgliederListe,
} from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { RATSINFO_LOGIN, neuesteLinks, type LinkRow, type LinkZweck } from '../auth';
import type { Queryable } from '../core/db';
import { HttpError, badRequest } from '../core/errors';
import type { Mailer } from '../core/mailer';
import { akteur } from './konten';
import { type RedaktionOptionen, editorVon } from './kontext';
import { RATSINFO_BEREICH, beendeZugang, stelleLinkMitMailAus, verschickeLinkMail } from './link-mail';
import { type ProtokollAkteur, protokolliere } from './protokoll';
import { type Editor, hatRecht, forbidden, verlangeRecht, verlangeRechtIn } from './rechte';
import { RATS_KONTEN } from './zugang-routes';

interface MitgliedRow {
  id: number;
  anrede: string;
  titel: string | null;
  vorname: string;
  nachname: string;
  email: string;
  partei: string;
  beruf: string | null;
  wohnort: string;
  passwort_hash: string;
  beendet_am: Date | string | null;
}

interface MitgliedschaftRow {
  id: number;
  mitglied_id: number;
  gremium_id: number;
  name: string;
  kuerzel: string;
  rolle: string;
  seit: Date | string;
  bis: Date | string | null;
}

const SPALTEN = 'id, anrede, titel, vorname, nachname, email, partei, beruf, wohnort, passwort_hash, beendet_am';
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
/** A date column as `JJJJ-MM-TT` (PGlite answers text, node-postgres a Date at local midnight). */
const tag = (value: Date | string): string =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
const nameVon = (row: Pick<MitgliedRow, 'vorname' | 'nachname'>): string => `${row.vorname} ${row.nachname}`;
const leerAlsNull = (text: string | undefined): string | null => (text === undefined || text.trim() === '' ? null : text.trim());

/** A calendar day that exists (the pattern alone lets 2026-02-30 through). */
function pruefeTag(text: string): string {
  const datum = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(datum.getTime()) || datum.toISOString().slice(0, 10) !== text) throw badRequest(RATSKONTEN_MESSAGES.datumUngueltig);
  return text;
}

function pruefeZeitraum(seit: string, bis: string | null): void {
  pruefeTag(seit);
  if (bis !== null && pruefeTag(bis) < seit) throw badRequest(RATSKONTEN_MESSAGES.bisVorSeit);
}

function toKonto(row: MitgliedRow, mitgliedschaften: MitgliedschaftRow[], link: LinkRow | undefined): RatsmitgliedKonto {
  return {
    id: row.id,
    anrede: row.anrede,
    titel: row.titel,
    vorname: row.vorname,
    nachname: row.nachname,
    email: row.email,
    partei: row.partei,
    beruf: row.beruf,
    wohnort: row.wohnort,
    mitgliedschaften: mitgliedschaften.map((m) => ({
      id: m.id,
      gremium: { id: m.gremium_id, name: m.name, kuerzel: m.kuerzel },
      rolle: m.rolle,
      seit: tag(m.seit),
      bis: m.bis === null ? null : tag(m.bis),
    })),
    aktiv: row.beendet_am === null,
    beendet_am: iso(row.beendet_am),
    passwort_gesetzt: row.passwort_hash.startsWith('$argon2'),
    link: link
      ? { zweck: link.zweck, erstellt_am: iso(link.erstellt_am) as string, laeuft_ab_am: iso(link.laeuft_ab_am) as string, benutzt_am: iso(link.benutzt_am) }
      : null,
  };
}

async function findeMitglied(db: Queryable, id: string | number, sperren = false): Promise<MitgliedRow> {
  const { rows } = await db.query<MitgliedRow>(`SELECT ${SPALTEN} FROM rats_mitglieder WHERE id = $1${sperren ? ' FOR UPDATE' : ''}`, [Number(id)]);
  const row = rows[0];
  if (!row) throw new HttpError(404, RATSKONTEN_MESSAGES.mitgliedUnbekannt);
  return row;
}

async function mitgliedschaftenVon(db: Queryable, ids: readonly number[]): Promise<Map<number, MitgliedschaftRow[]>> {
  const { rows } = await db.query<MitgliedschaftRow>(
    `SELECT m.id, m.mitglied_id, m.gremium_id, g.name, g.kuerzel, m.rolle, m.seit, m.bis
       FROM rats_mitgliedschaften m JOIN rats_gremien g ON g.id = m.gremium_id
      WHERE m.mitglied_id = ANY($1::int[]) ORDER BY g.sortierung, m.seit, m.id`,
    [ids],
  );
  const map = new Map<number, MitgliedschaftRow[]>();
  for (const row of rows) map.set(row.mitglied_id, [...(map.get(row.mitglied_id) ?? []), row]);
  return map;
}

async function emailFrei(tx: Queryable, email: string, ausser = 0): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM rats_mitglieder WHERE lower(email) = lower($1) AND id <> $2', [email, ausser]);
  if (rows.length > 0) throw new HttpError(409, RATSKONTEN_MESSAGES.emailVergeben);
}

/** Adds a membership (inside the transaction); a committee the member already belongs to is a 409. */
async function fuegeMitgliedschaftHinzu(
  tx: Queryable,
  mitglied: number,
  body: { gremium_id: number; rolle: string; seit: string; bis?: string | null | undefined },
  now: Date,
): Promise<{ id: number; gremium: string }> {
  const bis = body.bis ?? null;
  pruefeZeitraum(body.seit, bis);
  const gremium = await tx.query<{ name: string }>('SELECT name FROM rats_gremien WHERE id = $1', [body.gremium_id]);
  const name = gremium.rows[0]?.name;
  if (name === undefined) throw badRequest(RATSKONTEN_MESSAGES.gremiumUnbekannt);
  const doppelt = await tx.query('SELECT 1 FROM rats_mitgliedschaften WHERE mitglied_id = $1 AND gremium_id = $2', [mitglied, body.gremium_id]);
  if (doppelt.rows.length > 0) throw new HttpError(409, RATSKONTEN_MESSAGES.gremiumDoppelt);
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO rats_mitgliedschaften (mitglied_id, gremium_id, rolle, seit, bis, erstellt, geaendert) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id',
    [mitglied, body.gremium_id, body.rolle.trim(), body.seit, bis, now],
  );
  await tx.query('UPDATE rats_gremien SET geaendert = $2 WHERE id = $1', [body.gremium_id, now]);
  return { id: (rows[0] as { id: number }).id, gremium: name };
}

/** The section of the council office (Sitzungsdienst). */
const SITZUNGSDIENST = 'ratsinfo';

/**
 * What an editor may do with council members: the administration everything; the council office
 * (role Redakteur in its section) the public data and the memberships, which it prepares meetings
 * with; anyone else nothing.
 */
function aktionenVon(editor: Editor): RatsmitgliedAktion[] {
  if (hatRecht(editor, 'konten')) return ['angaben', 'mitgliedschaften', 'email', 'einladen', 'passwort-link', 'beenden'];
  if (hatRecht(editor, 'schreiben') && editor.bereiche.includes(SITZUNGSDIENST)) return ['angaben', 'mitgliedschaften'];
  return [];
}

export interface RatsmitgliederOptionen extends RedaktionOptionen {
  mailer: Mailer;
  siteUrl: string;
  /** How long a link works (72 hours but on a test platform). */
  linkSekunden: number;
}

export async function ratsmitgliederRoutes(instance: FastifyInstance, optionen: RatsmitgliederOptionen): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, mailer } = optionen;
  const BASE = '/api/cms/redaktion/ratsmitglieder';

  const sendeLink = (zweck: LinkZweck, person: MitgliedRow, von: ProtokollAkteur, tx: Queryable, now: Date) =>
    stelleLinkMitMailAus(
      tx,
      zweck,
      {
        art: RATSINFO_LOGIN.art,
        konto: String(person.id),
        name: nameVon(person),
        email: person.email,
        bereich: RATSINFO_BEREICH,
        anmeldung: RATS_KONTEN.anmeldung,
      },
      von,
      optionen,
      now,
    );
  const verschicke = (mail: { to: string; subject: string; text: string }) => verschickeLinkMail(mailer, mail, instance.log);

  /** 403 in German unless the editor may keep the persons and memberships (the administration or the council office). */
  const verlangeRatsdaten = (editor: Editor): void => {
    if (aktionenVon(editor).length > 0) return;
    verlangeRechtIn(editor, 'schreiben', SITZUNGSDIENST, optionen.bereiche);
  };

  async function antwort(id: number): Promise<RatsmitgliedKonto> {
    const row = await findeMitglied(db, id);
    const links = await neuesteLinks(db, RATSINFO_LOGIN.art, [String(id)]);
    return toKonto(row, (await mitgliedschaftenVon(db, [id])).get(id) ?? [], links.get(String(id)));
  }

  const alleGremien = async (): Promise<RatsGremiumWahl[]> =>
    (await db.query<RatsGremiumWahl>('SELECT id, name, kuerzel FROM rats_gremien ORDER BY sortierung, id')).rows;

  /** Records a change of the public data in the audit log and moves the person's `modified`. */
  async function protokolliereAenderung(tx: Queryable, person: MitgliedRow, von: ProtokollAkteur, was: string, details: Record<string, unknown>, now: Date) {
    await tx.query('UPDATE rats_mitglieder SET geaendert = $2 WHERE id = $1', [person.id, now]);
    await protokolliere(tx, { zeit: now, wer: von, was, details: { art: RATSINFO_LOGIN.art, konto: String(person.id), name: nameVon(person), ...details } });
  }

  app.get(BASE, { schema: { querystring: NoQuery } }, async (request): Promise<RatsmitgliederListe> => {
    const editor = await editorVon(optionen, request);
    verlangeRatsdaten(editor);
    const { rows } = await db.query<MitgliedRow>(`SELECT ${SPALTEN} FROM rats_mitglieder ORDER BY beendet_am IS NOT NULL, lower(nachname), lower(vorname), id`);
    const ids = rows.map((row) => row.id);
    const [mitgliedschaften, links, gremien] = await Promise.all([
      mitgliedschaftenVon(db, ids),
      neuesteLinks(db, RATSINFO_LOGIN.art, ids.map(String)),
      alleGremien(),
    ]);
    return {
      data: rows.map((row) => toKonto(row, mitgliedschaften.get(row.id) ?? [], links.get(String(row.id)))),
      gremien,
      aktionen: aktionenVon(editor),
    };
  });

  app.get(`${BASE}/:id`, { schema: { params: RatsmitgliedParams, querystring: NoQuery } }, async (request): Promise<RatsmitgliedDetail> => {
    const editor = await editorVon(optionen, request);
    verlangeRatsdaten(editor);
    const [konto, gremien] = await Promise.all([antwort(Number(request.params.id)), alleGremien()]);
    return { ...konto, gremien, aktionen: aktionenVon(editor) };
  });

  app.post(BASE, { schema: { body: RatsmitgliedNeuBody, querystring: NoQuery } }, async (request, reply) => {
    const editor = await editorVon(optionen, request);
    verlangeRecht(editor, 'konten');
    const now = optionen.now();
    const { body } = request;
    const email = body.email.trim().normalize('NFC');
    for (const m of body.mitgliedschaften) pruefeZeitraum(m.seit, m.bis ?? null);
    const { id, mail } = await db.transaction(async (tx) => {
      await emailFrei(tx, email);
      // No password until the person sets one through the link: an empty hash never matches (auth/passwords.ts).
      const { rows } = await tx.query<MitgliedRow>(
        `INSERT INTO rats_mitglieder (anrede, titel, vorname, nachname, email, partei, beruf, wohnort, passwort_hash, pw_geaendert, erstellt, geaendert)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '', false, $9, $9) RETURNING ${SPALTEN}`,
        [
          body.anrede,
          leerAlsNull(body.titel),
          body.vorname.trim(),
          body.nachname.trim(),
          email,
          body.partei.trim(),
          leerAlsNull(body.beruf),
          body.wohnort.trim(),
          now,
        ],
      );
      const person = rows[0] as MitgliedRow;
      const gremien: string[] = [];
      for (const m of body.mitgliedschaften) gremien.push((await fuegeMitgliedschaftHinzu(tx, person.id, m, now)).gremium);
      await protokolliere(tx, {
        zeit: now,
        wer: akteur(editor),
        was: 'ratsmitglied.angelegt',
        details: { art: RATSINFO_LOGIN.art, konto: String(person.id), name: nameVon(person), email, partei: person.partei, gremien },
      });
      return { id: person.id, mail: await sendeLink('einladung', person, akteur(editor), tx, now) };
    });
    await verschicke(mail);
    return reply.code(201).send(await antwort(id));
  });

  app.patch(`${BASE}/:id`, { schema: { params: RatsmitgliedParams, body: RatsmitgliedAenderungBody, querystring: NoQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    verlangeRatsdaten(editor);
    const now = optionen.now();
    const { body } = request;
    await db.transaction(async (tx) => {
      const alt = await findeMitglied(tx, request.params.id, true);
      const neu: MitgliedRow = {
        ...alt,
        anrede: body.anrede ?? alt.anrede,
        titel: body.titel !== undefined ? leerAlsNull(body.titel) : alt.titel,
        vorname: body.vorname?.trim() ?? alt.vorname,
        nachname: body.nachname?.trim() ?? alt.nachname,
        email: body.email?.trim().normalize('NFC') ?? alt.email,
        partei: body.partei?.trim() ?? alt.partei,
        beruf: body.beruf !== undefined ? leerAlsNull(body.beruf) : alt.beruf,
        wohnort: body.wohnort?.trim() ?? alt.wohnort,
      };
      if (neu.email !== alt.email) {
        // The address is the login's: changing it is an account matter.
        if (!aktionenVon(editor).includes('email')) throw forbidden(RATSKONTEN_MESSAGES.emailNurAdministration);
        await emailFrei(tx, neu.email, alt.id);
      }
      const felder = ['anrede', 'titel', 'vorname', 'nachname', 'email', 'partei', 'beruf', 'wohnort'] as const;
      const aenderungen = Object.fromEntries(felder.filter((feld) => neu[feld] !== alt[feld]).map((feld) => [feld, { alt: alt[feld], neu: neu[feld] }]));
      if (Object.keys(aenderungen).length === 0) return;
      await tx.query(
        'UPDATE rats_mitglieder SET anrede = $2, titel = $3, vorname = $4, nachname = $5, email = $6, partei = $7, beruf = $8, wohnort = $9 WHERE id = $1',
        [alt.id, neu.anrede, neu.titel, neu.vorname, neu.nachname, neu.email, neu.partei, neu.beruf, neu.wohnort],
      );
      await protokolliereAenderung(tx, neu, akteur(editor), 'ratsmitglied.geaendert', { aenderungen }, now);
    });
    return antwort(Number(request.params.id));
  });

  app.post(
    `${BASE}/:id/mitgliedschaften`,
    { schema: { params: RatsmitgliedParams, body: RatsMitgliedschaftBody, querystring: NoQuery } },
    async (request, reply) => {
      const editor = await editorVon(optionen, request);
      verlangeRatsdaten(editor);
      const now = optionen.now();
      await db.transaction(async (tx) => {
        const person = await findeMitglied(tx, request.params.id, true);
        const { gremium } = await fuegeMitgliedschaftHinzu(tx, person.id, request.body, now);
        const { rolle, seit, bis = null } = request.body;
        await protokolliereAenderung(tx, person, akteur(editor), 'ratsmitglied.mitgliedschaft', { gremium, neu: { rolle: rolle.trim(), seit, bis } }, now);
      });
      return reply.code(201).send(await antwort(Number(request.params.id)));
    },
  );

  /** The membership of the member, locked, with its committee's name; a 404 when it belongs to someone else. */
  async function findeMitgliedschaft(tx: Queryable, mitglied: number, mid: string): Promise<MitgliedschaftRow> {
    const { rows } = await tx.query<MitgliedschaftRow>(
      `SELECT m.id, m.mitglied_id, m.gremium_id, g.name, g.kuerzel, m.rolle, m.seit, m.bis
         FROM rats_mitgliedschaften m JOIN rats_gremien g ON g.id = m.gremium_id WHERE m.id = $1 AND m.mitglied_id = $2 FOR UPDATE OF m`,
      [Number(mid), mitglied],
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, RATSKONTEN_MESSAGES.mitgliedschaftUnbekannt);
    return row;
  }

  app.patch(
    `${BASE}/:id/mitgliedschaften/:mid`,
    { schema: { params: RatsMitgliedschaftParams, body: RatsMitgliedschaftAenderungBody, querystring: NoQuery } },
    async (request) => {
      const editor = await editorVon(optionen, request);
      verlangeRatsdaten(editor);
      const now = optionen.now();
      await db.transaction(async (tx) => {
        const person = await findeMitglied(tx, request.params.id, true);
        const alt = await findeMitgliedschaft(tx, person.id, request.params.mid);
        const rolle = request.body.rolle?.trim() ?? alt.rolle;
        const seit = request.body.seit ?? tag(alt.seit);
        const bis = request.body.bis !== undefined ? request.body.bis : alt.bis === null ? null : tag(alt.bis);
        pruefeZeitraum(seit, bis);
        const vorher = { rolle: alt.rolle, seit: tag(alt.seit), bis: alt.bis === null ? null : tag(alt.bis) };
        if (rolle === vorher.rolle && seit === vorher.seit && bis === vorher.bis) return;
        await tx.query('UPDATE rats_mitgliedschaften SET rolle = $2, seit = $3, bis = $4, geaendert = $5 WHERE id = $1', [alt.id, rolle, seit, bis, now]);
        await protokolliereAenderung(
          tx,
          person,
          akteur(editor),
          'ratsmitglied.mitgliedschaft',
          { gremium: alt.name, alt: vorher, neu: { rolle, seit, bis } },
          now,
        );
      });
      return antwort(Number(request.params.id));
    },
  );

  app.delete(`${BASE}/:id/mitgliedschaften/:mid`, { schema: { params: RatsMitgliedschaftParams, querystring: NoQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    verlangeRatsdaten(editor);
    const now = optionen.now();
    await db.transaction(async (tx) => {
      const person = await findeMitglied(tx, request.params.id, true);
      const alt = await findeMitgliedschaft(tx, person.id, request.params.mid);
      await tx.query('DELETE FROM rats_mitgliedschaften WHERE id = $1', [alt.id]);
      // The committee's list of memberships changed.
      await tx.query('UPDATE rats_gremien SET geaendert = $2 WHERE id = $1', [alt.gremium_id, now]);
      const vorher = { rolle: alt.rolle, seit: tag(alt.seit), bis: alt.bis === null ? null : tag(alt.bis) };
      await protokolliereAenderung(tx, person, akteur(editor), 'ratsmitglied.mitgliedschaft', { gremium: alt.name, alt: vorher, neu: null }, now);
    });
    return antwort(Number(request.params.id));
  });

  app.post(`${BASE}/:id/passwort-link`, { schema: { params: RatsmitgliedParams, body: KontoBeendenBody, querystring: NoQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    verlangeRecht(editor, 'konten');
    const now = optionen.now();
    const mail = await db.transaction(async (tx) => {
      const person = await findeMitglied(tx, request.params.id, true);
      if (person.beendet_am !== null) throw new HttpError(409, ZUGANG_MESSAGES.kontoBeendet);
      // Someone who never set a password gets the invitation again.
      return sendeLink(person.passwort_hash.startsWith('$argon2') ? 'passwort' : 'einladung', person, akteur(editor), tx, now);
    });
    await verschicke(mail);
    return antwort(Number(request.params.id));
  });

  app.post(`${BASE}/:id/beenden`, { schema: { params: RatsmitgliedParams, body: KontoBeendenBody, querystring: NoQuery } }, async (request) => {
    const editor = await editorVon(optionen, request);
    verlangeRecht(editor, 'konten');
    const now = optionen.now();
    await db.transaction(async (tx) => {
      const person = await findeMitglied(tx, request.params.id, true);
      if (person.beendet_am !== null) return;
      // The public data and the memberships stay; only the login ends, with its open links and sessions.
      await tx.query('UPDATE rats_mitglieder SET beendet_am = $2 WHERE id = $1', [person.id, now]);
      await beendeZugang(
        tx,
        { art: RATSINFO_LOGIN.art, konto: String(person.id), name: nameVon(person), email: person.email },
        request.body.grund,
        akteur(editor),
        now,
      );
    });
    return antwort(Number(request.params.id));
  });
}
