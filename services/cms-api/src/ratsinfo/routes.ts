/**
 * The council information system:
 *
 *   POST /api/cms/raete/login                  {email, passwort} → {id, token, pw_geaendert}
 *   GET  /api/cms/raete/:id                    the member's own profile (token required)
 *   POST /api/cms/raete/:id/passwort           {passwort_alt, passwort_neu} → {id, token, pw_geaendert}
 *   GET  /api/cms/ratsinfo/uebersicht          the member's start page (token required)
 *   GET  /api/cms/ratsinfo/gremien[/:id]       committees
 *   GET  /api/cms/ratsinfo/personen[/:id]      members
 *   GET  /api/cms/ratsinfo/sitzungen[/:id]     meetings (filter gremium, jahr, zeitraum), agenda, files
 *   GET  /api/cms/ratsinfo/vorlagen[/:id]      papers with consultations and files
 *   GET  /api/cms/ratsinfo/berichte            reports
 *   GET  /api/cms/ratsinfo/suche?q=            German full-text search over papers and agenda items
 *   GET  /api/cms/ratsinfo/dateien/:id/:name   a file as PDF
 *
 * Every call reads the token of the header Ratsinfosystem-Authorization: a valid one shows the
 * non-public items, papers and files as well; an invalid or expired one is a 401; none shows the
 * public part only. A member who logged in with the initial password reads nothing with that token
 * but the own profile and the password change (every other call is a 403) until the password is changed.
 */
import {
  IdParams,
  NoQuery,
  RATSINFO_MESSAGES,
  RatsDateiParams,
  RatsLoginBody,
  RatsPasswortBody,
  RatsSitzungenQuery,
  RatsVorlagenQuery,
  isAcceptablePassword,
  type RatsBericht,
  type RatsDatei,
  type RatsGremium,
  type RatsGremiumDetail,
  type RatsGremiumRef,
  type RatsListe,
  type RatsLoginResult,
  type RatsMitgliedschaft,
  type RatsNichtOeffentlich,
  type RatsPerson,
  type RatsProfil,
  type RatsSitzung,
  type RatsSitzungDetail,
  type RatsSuchtreffer,
  type RatsTagesordnungspunkt,
  type RatsUebersicht,
  type RatsVorlageDetail,
  type RatsVorlageRef,
} from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../core/db';
import { HttpError, badRequest, notFound } from '../core/errors';
import { pageCount, parsePaging } from '../core/pagination';
import { parseId } from '../core/params';
import { renderPdf } from '../core/pdf';
import {
  type Logins,
  RATSINFO_LOGIN,
  type Session,
  checkCredentials,
  endAllSessions,
  hashPassword,
  istHaeufig,
  PASSWORT_MELDUNGEN,
  verifyPassword,
} from '../auth';

export interface RatsinfoRouteOptions {
  db: Db;
  logins: Logins;
  /** The clock that tells coming meetings from past ones. */
  now?: () => Date;
}

const ART = RATSINFO_LOGIN.art;
const BASE = '/api/cms/ratsinfo';
const PUBLISHER = 'Stadt Musterstadt · Marktplatz 1 · 79999 Musterstadt · Ratsinformationssystem';

const iso = (value: Date | string): string => new Date(value).toISOString();
const day = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : iso(value).slice(0, 10));

interface GremiumRow {
  g_id: number;
  g_name: string;
  g_kuerzel: string;
}
const gremiumRef = (row: GremiumRow): RatsGremiumRef => ({
  id: row.g_id,
  name: row.g_name,
  kuerzel: row.g_kuerzel,
  detailURL: `/ratsinfo/gremien/${row.g_id}`,
});

interface SitzungRow extends GremiumRow {
  id: number;
  name: string;
  beginn: Date | string;
  ende: Date | string | null;
  ort: string;
  raum: string;
  abgesagt: boolean;
}
const SITZUNG_COLUMNS = 's.id, s.name, s.beginn, s.ende, s.ort, s.raum, s.abgesagt, g.id AS g_id, g.name AS g_name, g.kuerzel AS g_kuerzel';
const toSitzung = (row: SitzungRow): RatsSitzung => ({
  id: row.id,
  name: row.name,
  gremium: gremiumRef(row),
  beginn: iso(row.beginn),
  ende: row.ende === null ? null : iso(row.ende),
  ort: row.ort,
  raum: row.raum,
  abgesagt: row.abgesagt,
  detailURL: `/ratsinfo/sitzungen/${row.id}`,
});

interface VorlageRow {
  id: number;
  aktenzeichen: string;
  art: string;
  titel: string;
  datum: Date | string;
  oeffentlich: boolean;
}
const toVorlageRef = (row: VorlageRow): RatsVorlageRef => ({
  id: row.id,
  aktenzeichen: row.aktenzeichen,
  art: row.art,
  titel: row.titel,
  datum: day(row.datum),
  oeffentlich: row.oeffentlich,
  detailURL: `/ratsinfo/vorlagen/${row.id}`,
});

interface DateiRow {
  id: number;
  titel: string;
  art: string;
  datum: Date | string;
  dateiname: string;
  oeffentlich: boolean;
}
const toDatei = (row: DateiRow): RatsDatei => ({
  id: row.id,
  titel: row.titel,
  art: row.art,
  datum: day(row.datum),
  dateiname: row.dateiname,
  oeffentlich: row.oeffentlich,
  url: `${BASE}/dateien/${row.id}/${row.dateiname}`,
});

interface MemberLogin {
  id: number;
  passwort_hash: string;
  pw_geaendert: boolean;
}

function requireId(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(RATSINFO_MESSAGES.notFound);
  return id;
}

export default async function ratsinfoRoutes(app: FastifyInstance, { db, logins, now = () => new Date() }: RatsinfoRouteOptions): Promise<void> {
  const header = logins.kind(ART).header;
  // An ended account no longer logs in (its sessions ended with it); its public data stays.
  const findMember = async (email: string): Promise<MemberLogin | undefined> =>
    (await db.query<MemberLogin>('SELECT id, passwort_hash, pw_geaendert FROM rats_mitglieder WHERE lower(email) = lower($1) AND beendet_am IS NULL', [email]))
      .rows[0];
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // An answer for a member may hold non-public content: no shared cache keeps it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers[header] !== undefined) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  /** The id of a session's member (its account is the member's id). */
  const memberOf = (session: Session): number => Number(session.konto);
  /** The logged-in member, undefined for anonymous calls; an invalid token or an ended session is a 401. */
  async function caller(request: FastifyRequest): Promise<number | undefined> {
    const session = await logins.sessionOf(request, ART);
    return session === undefined ? undefined : memberOf(session);
  }
  async function requireCaller(request: FastifyRequest): Promise<number> {
    const id = await caller(request);
    if (id === undefined) throw new HttpError(401, RATSINFO_MESSAGES.loginRequired);
    return id;
  }
  /**
   * The member's own session: a call about another member's profile is a 403. The own profile and
   * the password change are the calls a session opened with the initial password may make.
   */
  async function requireSelf(request: FastifyRequest, id: number): Promise<Session> {
    const session = await logins.require(request, ART, { duringPasswordChange: true });
    if (memberOf(session) !== id) throw new HttpError(403, RATSINFO_MESSAGES.forbidden);
    return session;
  }

  async function memberships(ids: number[]): Promise<Map<number, RatsMitgliedschaft[]>> {
    const map = new Map<number, RatsMitgliedschaft[]>();
    if (ids.length === 0) return map;
    const { rows } = await db.query<GremiumRow & { mitglied_id: number; rolle: string; seit: Date | string; bis: Date | string | null }>(
      `SELECT m.mitglied_id, m.rolle, m.seit, m.bis, g.id AS g_id, g.name AS g_name, g.kuerzel AS g_kuerzel
         FROM rats_mitgliedschaften m JOIN rats_gremien g ON g.id = m.gremium_id
        WHERE m.mitglied_id = ANY($1::int[]) ORDER BY g.sortierung`,
      [ids],
    );
    for (const row of rows) {
      const list = map.get(row.mitglied_id) ?? [];
      list.push({ gremium: gremiumRef(row), rolle: row.rolle, seit: day(row.seit), bis: row.bis === null ? null : day(row.bis) });
      map.set(row.mitglied_id, list);
    }
    return map;
  }

  // --- Login, profile, password ---------------------------------------------------------------

  api.post('/api/cms/raete/login', { schema: { body: RatsLoginBody, querystring: NoQuery } }, async (request, reply): Promise<RatsLoginResult> => {
    const member = await checkCredentials(findMember, request.body.email, request.body.passwort);
    if (!member) return reply.code(401).send({ error: RATSINFO_MESSAGES.loginFailed });
    // Until the initial password is changed, the session reads nothing but the profile and the password change.
    const { token } = await logins.open(ART, String(member.id), { passwortWechsel: !member.pw_geaendert });
    return { id: member.id, token, pw_geaendert: member.pw_geaendert };
  });

  api.get('/api/cms/raete/:id', { schema: { params: IdParams, querystring: NoQuery } }, async (request): Promise<RatsProfil> => {
    const id = requireId(request.params.id);
    await requireSelf(request, id);
    const { rows } = await db.query<{
      id: number;
      anrede: string;
      titel: string | null;
      vorname: string;
      nachname: string;
      partei: string;
      email: string;
      taetigkeitsbereiche: string[];
      pw_geaendert: boolean;
    }>('SELECT id, anrede, titel, vorname, nachname, partei, email, taetigkeitsbereiche, pw_geaendert FROM rats_mitglieder WHERE id = $1', [id]);
    const row = rows[0];
    if (!row) throw notFound(RATSINFO_MESSAGES.notFound);
    return {
      id: row.id,
      anrede: row.anrede,
      titel: row.titel,
      vorname: row.vorname,
      nachname: row.nachname,
      partei: row.partei,
      kontakt: { email: row.email },
      taetigkeitsbereiche: row.taetigkeitsbereiche,
      pw_geaendert: row.pw_geaendert,
      mitgliedschaften: (await memberships([id])).get(id) ?? [],
    };
  });

  api.post(
    '/api/cms/raete/:id/passwort',
    { schema: { params: IdParams, body: RatsPasswortBody, querystring: NoQuery } },
    async (request): Promise<RatsLoginResult> => {
      const id = requireId(request.params.id);
      const session = await requireSelf(request, id);
      const { passwort_alt: alt, passwort_neu: neu } = request.body;
      const { rows } = await db.query<{ passwort_hash: string }>('SELECT passwort_hash FROM rats_mitglieder WHERE id = $1', [id]);
      if (!(await verifyPassword(rows[0]?.passwort_hash, alt))) throw badRequest(RATSINFO_MESSAGES.passwordWrong);
      if (!isAcceptablePassword(neu)) throw badRequest(RATSINFO_MESSAGES.passwordRule);
      if (neu === alt) throw badRequest(RATSINFO_MESSAGES.passwordSame);
      // The council's own rule (spec) and, as for every login kind, not one of the common passwords.
      if (istHaeufig(neu)) throw badRequest(PASSWORT_MELDUNGEN.bekannt);
      const hash = await hashPassword(neu);
      // Every session of the member ends with the old password; the one that changed it goes on as a new session.
      await db.transaction(async (tx) => {
        await tx.query('UPDATE rats_mitglieder SET passwort_hash = $2, pw_geaendert = true WHERE id = $1', [id, hash]);
        await endAllSessions(tx, ART, session.konto, 'passwort', now());
      });
      const { token } = await logins.open(ART, session.konto);
      return { id, token, pw_geaendert: true };
    },
  );

  // --- Start page -----------------------------------------------------------------------------

  api.get(`${BASE}/uebersicht`, { schema: { querystring: NoQuery } }, async (request): Promise<RatsUebersicht> => {
    const id = await requireCaller(request);
    const { rows } = await db.query<{ vorname: string; nachname: string }>('SELECT vorname, nachname FROM rats_mitglieder WHERE id = $1', [id]);
    const gremien = (await memberships([id])).get(id) ?? [];
    const naechste = await db.query<SitzungRow>(
      `SELECT ${SITZUNG_COLUMNS} FROM rats_sitzungen s JOIN rats_gremien g ON g.id = s.gremium_id
        WHERE s.gremium_id = ANY($1::int[]) AND s.beginn >= $2 ORDER BY s.beginn LIMIT 5`,
      [gremien.map((m) => m.gremium.id), now().toISOString()],
    );
    const vorlagen = await db.query<VorlageRow>(
      'SELECT id, aktenzeichen, art, titel, datum, oeffentlich FROM rats_vorlagen WHERE datum <= $1 ORDER BY datum DESC, id DESC LIMIT 5',
      [now().toISOString().slice(0, 10)],
    );
    return {
      mitglied: { id, vorname: rows[0]?.vorname ?? '', nachname: rows[0]?.nachname ?? '' },
      gremien,
      naechsteSitzungen: naechste.rows.map(toSitzung),
      neueVorlagen: vorlagen.rows.map(toVorlageRef),
    };
  });

  // --- Committees and members ----------------------------------------------------------------

  const gremiumColumns = `g.id, g.name, g.kuerzel, g.art, g.beschreibung,
    (SELECT count(*)::int FROM rats_mitgliedschaften m WHERE m.gremium_id = g.id) AS mitglieder`;
  type GremiumFull = { id: number; name: string; kuerzel: string; art: string; beschreibung: string; mitglieder: number };
  const toGremium = (row: GremiumFull): RatsGremium => ({
    ...gremiumRef({ g_id: row.id, g_name: row.name, g_kuerzel: row.kuerzel }),
    art: row.art,
    beschreibung: row.beschreibung,
    mitglieder: row.mitglieder,
  });

  api.get(`${BASE}/gremien`, { schema: { querystring: NoQuery } }, async (request): Promise<RatsListe<RatsGremium>> => {
    await caller(request);
    const { rows } = await db.query<GremiumFull>(`SELECT ${gremiumColumns} FROM rats_gremien g ORDER BY g.sortierung`);
    return { data: rows.map(toGremium), seiten: 1, anzahl: rows.length };
  });

  api.get(`${BASE}/gremien/:id`, { schema: { params: IdParams, querystring: NoQuery } }, async (request): Promise<RatsGremiumDetail> => {
    await caller(request);
    const id = requireId(request.params.id);
    const { rows } = await db.query<GremiumFull>(`SELECT ${gremiumColumns} FROM rats_gremien g WHERE g.id = $1`, [id]);
    const row = rows[0];
    if (!row) throw notFound(RATSINFO_MESSAGES.notFound);
    const members = await db.query<{ id: number; titel: string | null; vorname: string; nachname: string; partei: string; rolle: string }>(
      `SELECT p.id, p.titel, p.vorname, p.nachname, p.partei, m.rolle FROM rats_mitgliedschaften m JOIN rats_mitglieder p ON p.id = m.mitglied_id
        WHERE m.gremium_id = $1 ORDER BY m.rolle NOT LIKE '%orsitz%', m.rolle NOT LIKE '%orsteher%', p.nachname, p.vorname`,
      [id],
    );
    const naechste = await db.query<SitzungRow>(
      `SELECT ${SITZUNG_COLUMNS} FROM rats_sitzungen s JOIN rats_gremien g ON g.id = s.gremium_id WHERE s.gremium_id = $1 AND s.beginn >= $2 ORDER BY s.beginn LIMIT 3`,
      [id, now().toISOString()],
    );
    return {
      ...toGremium(row),
      titel: row.name,
      mitgliederListe: members.rows.map((m) => ({
        person: {
          id: m.id,
          name: [m.titel, m.vorname, m.nachname].filter(Boolean).join(' '),
          partei: m.partei,
          detailURL: `/ratsinfo/personen#person-${m.id}`,
        },
        rolle: m.rolle,
      })),
      naechsteSitzungen: naechste.rows.map(toSitzung),
    };
  });

  type PersonRow = {
    id: number;
    anrede: string;
    titel: string | null;
    vorname: string;
    nachname: string;
    partei: string;
    beruf: string | null;
    wohnort: string;
    taetigkeitsbereiche: string[];
  };
  const personColumns = 'id, anrede, titel, vorname, nachname, partei, beruf, wohnort, taetigkeitsbereiche';
  const toPerson = (row: PersonRow, mitgliedschaften: RatsMitgliedschaft[]): RatsPerson => ({
    ...row,
    name: [row.titel, row.vorname, row.nachname].filter(Boolean).join(' '),
    mitgliedschaften,
    detailURL: `/ratsinfo/personen#person-${row.id}`,
  });

  api.get(`${BASE}/personen`, { schema: { querystring: NoQuery } }, async (request): Promise<RatsListe<RatsPerson>> => {
    await caller(request);
    const { rows } = await db.query<PersonRow>(`SELECT ${personColumns} FROM rats_mitglieder ORDER BY nachname, vorname`);
    const map = await memberships(rows.map((r) => r.id));
    return { data: rows.map((row) => toPerson(row, map.get(row.id) ?? [])), seiten: 1, anzahl: rows.length };
  });

  api.get(`${BASE}/personen/:id`, { schema: { params: IdParams, querystring: NoQuery } }, async (request): Promise<RatsPerson> => {
    await caller(request);
    const id = requireId(request.params.id);
    const { rows } = await db.query<PersonRow>(`SELECT ${personColumns} FROM rats_mitglieder WHERE id = $1`, [id]);
    const row = rows[0];
    if (!row) throw notFound(RATSINFO_MESSAGES.notFound);
    return toPerson(row, (await memberships([id])).get(id) ?? []);
  });

  // --- Meetings --------------------------------------------------------------------------------

  api.get(`${BASE}/sitzungen`, { schema: { querystring: RatsSitzungenQuery } }, async (request): Promise<RatsListe<RatsSitzung>> => {
    await caller(request);
    const { query } = request;
    const paging = parsePaging(query.seite?.trim(), query.pro_seite?.trim());
    const where: string[] = [];
    const params: unknown[] = [];
    const gremium = query.gremium?.trim();
    if (gremium) {
      params.push(gremium.toUpperCase());
      where.push(/^\d+$/.test(gremium) ? `g.id::text = $${params.length}` : `g.kuerzel = $${params.length}`);
    }
    if (query.jahr) {
      params.push(Number(query.jahr));
      where.push(`extract(year FROM s.beginn AT TIME ZONE 'Europe/Berlin') = $${params.length}`);
    }
    const zeitraum = query.zeitraum;
    if (zeitraum === 'kommend' || zeitraum === 'vergangen') {
      // A meeting counts as coming until it is over.
      params.push(now().toISOString());
      where.push(zeitraum === 'kommend' ? `s.ende >= $${params.length}` : `s.ende < $${params.length}`);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const from = 'FROM rats_sitzungen s JOIN rats_gremien g ON g.id = s.gremium_id';
    const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${clause}`, params);
    const anzahl = count.rows[0]?.n ?? 0;
    const order = zeitraum === 'vergangen' ? 'DESC' : 'ASC';
    const { rows } = await db.query<SitzungRow>(
      `SELECT ${SITZUNG_COLUMNS} ${from} ${clause} ORDER BY s.beginn ${order}, g.sortierung LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, paging.proSeite, (paging.seite - 1) * paging.proSeite],
    );
    return { data: rows.map(toSitzung), seiten: pageCount(anzahl, paging.proSeite), anzahl };
  });

  async function tagesordnung(where: string, params: unknown[], intern: boolean) {
    return db.query<{
      id: number;
      sitzung_id: number;
      nummer: string;
      titel: string;
      oeffentlich: boolean;
      beratungsart: string | null;
      beschluss: string | null;
      ergebnis: string | null;
      v_id: number | null;
      v_aktenzeichen: string | null;
      v_art: string | null;
      v_titel: string | null;
      v_datum: Date | string | null;
      v_oeffentlich: boolean | null;
    }>(
      `SELECT t.id, t.sitzung_id, t.nummer, t.titel, t.oeffentlich, t.beratungsart, t.beschluss, t.ergebnis,
              v.id AS v_id, v.aktenzeichen AS v_aktenzeichen, v.art AS v_art, v.titel AS v_titel, v.datum AS v_datum, v.oeffentlich AS v_oeffentlich
         FROM rats_tagesordnungspunkte t LEFT JOIN rats_vorlagen v ON v.id = t.vorlage_id
        WHERE ${where} ${intern ? '' : 'AND t.oeffentlich'} ORDER BY t.position`,
      params,
    );
  }

  api.get(`${BASE}/sitzungen/:id`, { schema: { params: IdParams, querystring: NoQuery } }, async (request): Promise<RatsSitzungDetail> => {
    const intern = (await caller(request)) !== undefined;
    const id = requireId(request.params.id);
    const { rows } = await db.query<SitzungRow>(`SELECT ${SITZUNG_COLUMNS} FROM rats_sitzungen s JOIN rats_gremien g ON g.id = s.gremium_id WHERE s.id = $1`, [
      id,
    ]);
    const row = rows[0];
    if (!row) throw notFound(RATSINFO_MESSAGES.notFound);
    const items = await tagesordnung('t.sitzung_id = $1', [id], intern);
    const files = await db.query<DateiRow>(
      `SELECT id, titel, art, datum, dateiname, oeffentlich FROM rats_dateien WHERE sitzung_id = $1 ${intern ? '' : 'AND oeffentlich'} ORDER BY datum, id`,
      [id],
    );
    const hidden = intern
      ? false
      : ((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rats_tagesordnungspunkte WHERE sitzung_id = $1 AND NOT oeffentlich', [id])).rows[0]
          ?.n ?? 0) > 0;
    return {
      ...toSitzung(row),
      titel: row.name,
      tagesordnung: items.rows.map((item): RatsTagesordnungspunkt => ({
        id: item.id,
        nummer: item.nummer,
        titel: item.titel,
        oeffentlich: item.oeffentlich,
        beratungsart: item.beratungsart,
        beschluss: item.beschluss,
        ergebnis: item.ergebnis,
        vorlage:
          item.v_id === null
            ? null
            : toVorlageRef({
                id: item.v_id,
                aktenzeichen: item.v_aktenzeichen ?? '',
                art: item.v_art ?? '',
                titel: item.v_titel ?? '',
                datum: item.v_datum ?? '',
                oeffentlich: item.v_oeffentlich ?? true,
              }),
      })),
      dateien: files.rows.map(toDatei),
      nichtoeffentlichAusgeblendet: hidden,
    };
  });

  // --- Papers ----------------------------------------------------------------------------------

  api.get(`${BASE}/vorlagen`, { schema: { querystring: RatsVorlagenQuery } }, async (request): Promise<RatsListe<RatsVorlageRef>> => {
    const intern = (await caller(request)) !== undefined;
    const paging = parsePaging(request.query.seite?.trim(), request.query.pro_seite?.trim());
    const clause = intern ? '' : 'WHERE oeffentlich';
    const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rats_vorlagen ${clause}`);
    const anzahl = count.rows[0]?.n ?? 0;
    const { rows } = await db.query<VorlageRow>(
      `SELECT id, aktenzeichen, art, titel, datum, oeffentlich FROM rats_vorlagen ${clause} ORDER BY datum DESC, id DESC LIMIT $1 OFFSET $2`,
      [paging.proSeite, (paging.seite - 1) * paging.proSeite],
    );
    return { data: rows.map(toVorlageRef), seiten: pageCount(anzahl, paging.proSeite), anzahl };
  });

  api.get(`${BASE}/vorlagen/:id`, { schema: { params: IdParams, querystring: NoQuery } }, async (request, reply): Promise<RatsVorlageDetail> => {
    const intern = (await caller(request)) !== undefined;
    const id = requireId(request.params.id);
    const { rows } = await db.query<VorlageRow & { federfuehrend: string; sachverhalt: string; beschlussvorschlag: string | null }>(
      'SELECT id, aktenzeichen, art, titel, datum, oeffentlich, federfuehrend, sachverhalt, beschlussvorschlag FROM rats_vorlagen WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw notFound(RATSINFO_MESSAGES.notFound);
    if (!row.oeffentlich && !intern) {
      const closed: RatsNichtOeffentlich = { error: RATSINFO_MESSAGES.loginRequired, nichtoeffentlich: true };
      return reply.code(401).send(closed);
    }
    const beratungen = await db.query<SitzungRow & { t_nummer: string; beratungsart: string | null; ergebnis: string | null; beschluss: string | null }>(
      `SELECT ${SITZUNG_COLUMNS}, t.nummer AS t_nummer, t.beratungsart, t.ergebnis, t.beschluss
         FROM rats_tagesordnungspunkte t JOIN rats_sitzungen s ON s.id = t.sitzung_id JOIN rats_gremien g ON g.id = s.gremium_id
        WHERE t.vorlage_id = $1 ${intern ? '' : 'AND t.oeffentlich'} ORDER BY s.beginn`,
      [id],
    );
    const files = await db.query<DateiRow>(
      `SELECT id, titel, art, datum, dateiname, oeffentlich FROM rats_dateien WHERE vorlage_id = $1 ${intern ? '' : 'AND oeffentlich'} ORDER BY id`,
      [id],
    );
    return {
      ...toVorlageRef(row),
      federfuehrend: row.federfuehrend,
      sachverhalt: row.sachverhalt,
      beschlussvorschlag: row.beschlussvorschlag,
      beratungen: beratungen.rows.map((b) => ({
        sitzung: toSitzung(b),
        tagesordnungspunkt: b.t_nummer,
        beratungsart: b.beratungsart,
        ergebnis: b.ergebnis,
        beschluss: b.beschluss,
      })),
      dateien: files.rows.map(toDatei),
    };
  });

  // --- Reports, search, files ------------------------------------------------------------------

  api.get(`${BASE}/berichte`, { schema: { querystring: NoQuery } }, async (request): Promise<RatsListe<RatsBericht>> => {
    const intern = (await caller(request)) !== undefined;
    const clause = intern ? '' : 'WHERE b.oeffentlich';
    const { rows } = await db.query<
      { id: number; titel: string; datum: Date | string; zusammenfassung: string; oeffentlich: boolean } & {
        g_id: number | null;
        g_name: string | null;
        g_kuerzel: string | null;
      }
    >(
      `SELECT b.id, b.titel, b.datum, b.zusammenfassung, b.oeffentlich, g.id AS g_id, g.name AS g_name, g.kuerzel AS g_kuerzel
         FROM rats_berichte b LEFT JOIN rats_gremien g ON g.id = b.gremium_id ${clause} ORDER BY b.datum DESC, b.id DESC`,
    );
    const files = await db.query<DateiRow & { bericht_id: number }>(
      `SELECT id, titel, art, datum, dateiname, oeffentlich, bericht_id FROM rats_dateien WHERE bericht_id = ANY($1::int[]) ${intern ? '' : 'AND oeffentlich'} ORDER BY id`,
      [rows.map((r) => r.id)],
    );
    const data = rows.map((row): RatsBericht => ({
      id: row.id,
      titel: row.titel,
      datum: day(row.datum),
      gremium: row.g_id === null ? null : gremiumRef({ g_id: row.g_id, g_name: row.g_name ?? '', g_kuerzel: row.g_kuerzel ?? '' }),
      zusammenfassung: row.zusammenfassung,
      oeffentlich: row.oeffentlich,
      dateien: files.rows.filter((f) => f.bericht_id === row.id).map(toDatei),
    }));
    return { data, seiten: 1, anzahl: data.length };
  });

  api.get(`${BASE}/suche`, { schema: { querystring: RatsVorlagenQuery } }, async (request): Promise<RatsListe<RatsSuchtreffer>> => {
    const intern = (await caller(request)) !== undefined;
    const q = request.query.q?.trim().normalize('NFC') ?? '';
    if (q === '') return { data: [], seiten: 1, anzahl: 0 };
    const { rows } = await db.query<{ art: 'Vorlage' | 'Tagesordnungspunkt'; titel: string; untertitel: string; url: string; rang: number }>(
      `WITH q AS (SELECT websearch_to_tsquery('german', $1) AS query)
       SELECT 'Vorlage' AS art, v.titel, v.aktenzeichen || ' · ' || v.art AS untertitel, '/ratsinfo/vorlagen/' || v.id AS url, ts_rank(v.suchtext, q.query) AS rang
         FROM rats_vorlagen v, q WHERE v.suchtext @@ q.query ${intern ? '' : 'AND v.oeffentlich'}
       UNION ALL
       SELECT 'Tagesordnungspunkt', t.titel, 'TOP ' || t.nummer || ' · ' || s.name, '/ratsinfo/sitzungen/' || s.id, ts_rank(t.suchtext, q.query)
         FROM rats_tagesordnungspunkte t JOIN rats_sitzungen s ON s.id = t.sitzung_id, q WHERE t.suchtext @@ q.query ${intern ? '' : 'AND t.oeffentlich'}
       ORDER BY rang DESC, titel LIMIT 50`,
      [q],
    );
    const data = rows.map((r) => ({ art: r.art, titel: r.titel, untertitel: r.untertitel, detailURL: r.url }));
    return { data, seiten: 1, anzahl: data.length };
  });

  api.get(`${BASE}/dateien/:id/:name`, { schema: { params: RatsDateiParams, querystring: NoQuery } }, async (request, reply) => {
    const intern = (await caller(request)) !== undefined;
    const id = requireId(request.params.id);
    const { rows } = await db.query<DateiRow & { absaetze: string[] }>(
      'SELECT id, titel, art, datum, dateiname, oeffentlich, absaetze FROM rats_dateien WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row || row.dateiname !== request.params.name) throw notFound(RATSINFO_MESSAGES.notFound);
    if (!row.oeffentlich && !intern) throw new HttpError(401, RATSINFO_MESSAGES.loginRequired);
    const pdf = await renderPdf({ titel: row.titel, herausgeber: PUBLISHER, absaetze: row.absaetze });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${row.dateiname}"`)
      .header('cache-control', row.oeffentlich ? 'public, max-age=3600' : 'private, no-store')
      .send(pdf);
  });
}
