/**
 * The council's public data as OParl 1.1 (https://oparl.org/spezifikation/), read-only:
 *
 *   GET /api/cms/oparl/v1                                   System
 *   GET /api/cms/oparl/v1/bodies                            the one Body, as a list
 *   GET /api/cms/oparl/v1/body/1[/<list>]                   Body and its external lists (paginated)
 *   GET /api/cms/oparl/v1/<type>/:id                        one object
 *
 * The shell publishes it as /oparl/v1; every id and link is an absolute URL on SITE_URL (never a
 * request's Host). Only public data leaves: non-public agenda items, papers, consultations and files
 * do not exist here, whatever headers a request carries. Lists take `page`, `limit` and the filters
 * created_since, created_until, modified_since, modified_until; links keep the filters.
 */
import { TZDate } from '@date-fns/tz';
import { NoQuery, OparlBodyListParams, OparlBodyParams, OparlListQuery, OparlObjectParams } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Queryable } from '../core/db';
import { HttpError, badRequest } from '../core/errors';
import { asciiWords } from '../core/slug';
import { WAHLPERIODE } from '../ratsinfo';
import { TIME_ZONE } from '../core/time';

export interface OparlRouteOptions {
  db: Queryable;
  siteUrl: string;
  /** The clock that tells coming meetings from past ones. */
  now?: () => Date;
}

type OparlObject = { id: string; type: string } & Record<string, unknown>;

const SCHEMA = 'https://schema.oparl.org/1.1/';
const PREFIX = '/api/cms/oparl/v1';
const BODY_ID = 1;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const NOT_FOUND = 'Dieses OParl-Objekt gibt es nicht oder es ist nicht öffentlich.';
const FILTERS = ['created_since', 'created_until', 'modified_since', 'modified_until'] as const;
type Filter = (typeof FILTERS)[number];
/** ISO 8601 date-time with a zone, as the filters expect it. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** `yyyy-mm-ddThh:mm:ss±hh:mm` in Berlin time, the form OParl prescribes. */
export function oparlDateTime(value: Date | string): string {
  const b = new TZDate(new Date(value).getTime(), TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  const offset = -b.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${b.getFullYear()}-${two(b.getMonth() + 1)}-${two(b.getDate())}T${two(b.getHours())}:${two(b.getMinutes())}:${two(b.getSeconds())}` +
    `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
  );
}

const day = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** A stable id of a place: the slug of its address and room. */
export function locationKey(ort: string, raum: string): string {
  return asciiWords(`${raum} ${ort}`);
}

/** Street, postcode and town of an address written 'Name, Street 1, 79999 Town'. */
function addressParts(ort: string): { streetAddress?: string; postalCode?: string; locality?: string } {
  const parts = ort.split(',').map((part) => part.trim());
  const last = parts[parts.length - 1] ?? '';
  const match = /^(\d{5})\s+(.+)$/.exec(last);
  if (!match) return {};
  const street = parts.length >= 2 ? parts[parts.length - 2] : undefined;
  return { ...(street ? { streetAddress: street } : {}), postalCode: match[1], locality: match[2] };
}

/** Drops null, undefined and empty lists, which OParl asks servers not to print. */
function clean<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;
}

interface Stamps {
  erstellt: Date | string;
  geaendert: Date | string;
}
const stamps = (row: Stamps) => ({ created: oparlDateTime(row.erstellt), modified: oparlDateTime(row.geaendert) });

interface ListQuery {
  page: number;
  limit: number;
  filters: Partial<Record<Filter, string>>;
}

function readListQuery(raw: unknown): ListQuery {
  const query = (raw ?? {}) as Record<string, unknown>;
  const number = (name: string, fallback: number, max: number): number => {
    const value = query[name];
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 1)
      throw badRequest(`Der Parameter ${name} muss eine positive ganze Zahl sein.`);
    return Math.min(Number(value), max);
  };
  const filters: Partial<Record<Filter, string>> = {};
  for (const name of FILTERS) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || !DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
      throw badRequest(`Der Parameter ${name} muss ein Zeitpunkt wie 2026-01-01T00:00:00+01:00 sein.`);
    filters[name] = new Date(value).toISOString();
  }
  return { page: number('page', 1, Number.MAX_SAFE_INTEGER), limit: number('limit', DEFAULT_LIMIT, MAX_LIMIT), filters };
}

/** A kind of object stored in one table: which rows are public, and how a batch of them looks. */
interface Kind {
  /** FROM … WHERE … selecting the public rows, with the table aliased as x. */
  from: string;
  build: (ids: number[]) => Promise<OparlObject[]>;
}

export default async function oparlRoutes(instance: FastifyInstance, { db, siteUrl, now = () => new Date() }: OparlRouteOptions): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const root = `${siteUrl}/oparl/v1`;
  const url = (type: string, id: number | string) => `${root}/${type}/${id}`;
  const bodyUrl = url('body', BODY_ID);
  const web = (path: string) => `${siteUrl}${path}`;

  // Open data: any site may read it (OParl requires the header on every JSON answer).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(PREFIX)) {
      reply.header('access-control-allow-origin', '*');
      // A published or changed meeting is in OParl within 5 s: no cache may keep an answer longer.
      if (reply.statusCode < 400) reply.header('cache-control', 'public, max-age=5');
    }
    return payload;
  });

  const PUBLIC_FILE = `rats_dateien x LEFT JOIN rats_vorlagen fv ON fv.id = x.vorlage_id
    WHERE x.oeffentlich AND x.bericht_id IS NULL AND (x.sitzung_id IS NOT NULL OR x.vorlage_id IS NOT NULL) AND (x.vorlage_id IS NULL OR fv.oeffentlich)`;
  const PUBLIC_CONSULTATION = `rats_tagesordnungspunkte x JOIN rats_vorlagen cv ON cv.id = x.vorlage_id JOIN rats_sitzungen s ON s.id = x.sitzung_id
    WHERE x.oeffentlich AND cv.oeffentlich`;

  interface FileRow extends Stamps {
    id: number;
    titel: string;
    art: string;
    datum: Date | string;
    dateiname: string;
    sitzung_id: number | null;
    vorlage_id: number | null;
  }
  const toFile = (row: FileRow): OparlObject =>
    clean({
      id: url('file', row.id),
      type: `${SCHEMA}File`,
      name: row.titel,
      fileName: row.dateiname,
      mimeType: 'application/pdf',
      date: day(row.datum),
      accessUrl: web(`/ratsinfo/dateien/${row.id}/${row.dateiname}`),
      downloadUrl: web(`/ratsinfo/dateien/${row.id}/${row.dateiname}`),
      meeting: row.sitzung_id === null ? undefined : [url('meeting', row.sitzung_id)],
      paper: row.vorlage_id === null ? undefined : [url('paper', row.vorlage_id)],
      keyword: [row.art],
      ...stamps(row),
    });
  const fileColumns = 'x.id, x.titel, x.art, x.datum, x.dateiname, x.sitzung_id, x.vorlage_id, x.erstellt, x.geaendert';
  async function publicFiles(where: string, params: unknown[]): Promise<FileRow[]> {
    const { rows } = await db.query<FileRow>(`SELECT ${fileColumns} FROM ${PUBLIC_FILE} AND ${where} ORDER BY x.datum, x.id`, params);
    return rows;
  }

  interface PlaceRow {
    ort: string;
    raum: string;
    erstellt: Date | string;
    geaendert: Date | string;
  }
  const toLocation = (row: PlaceRow): OparlObject =>
    clean({
      id: url('location', locationKey(row.ort, row.raum)),
      type: `${SCHEMA}Location`,
      description: `${row.raum}, ${row.ort}`,
      room: row.raum,
      ...addressParts(row.ort),
      ...stamps(row),
    });
  async function places(): Promise<PlaceRow[]> {
    const { rows } = await db.query<PlaceRow>(
      'SELECT ort, raum, min(erstellt) AS erstellt, max(geaendert) AS geaendert FROM rats_sitzungen GROUP BY ort, raum',
    );
    return rows.sort((a, b) => locationKey(a.ort, a.raum).localeCompare(locationKey(b.ort, b.raum)));
  }

  const byId = <T extends { id: number }>(ids: number[], rows: T[], map: (row: T) => OparlObject): OparlObject[] => {
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = found.get(id);
      return row ? [map(row)] : [];
    });
  };

  interface MembershipRow extends Stamps {
    id: number;
    mitglied_id: number;
    gremium_id: number;
    rolle: string;
    seit: Date | string;
    bis: Date | string | null;
  }
  const toMembership = (row: MembershipRow, embedded = false): OparlObject =>
    clean({
      id: url('membership', row.id),
      type: `${SCHEMA}Membership`,
      person: embedded ? undefined : url('person', row.mitglied_id),
      organization: url('organization', row.gremium_id),
      role: row.rolle,
      votingRight: !/beratend/i.test(row.rolle),
      startDate: day(row.seit),
      endDate: row.bis === null ? undefined : day(row.bis),
      ...stamps(row),
    });
  const membershipColumns = 'x.id, x.mitglied_id, x.gremium_id, x.rolle, x.seit, x.bis, x.erstellt, x.geaendert';

  interface AgendaRow extends Stamps {
    id: number;
    sitzung_id: number;
    nummer: string;
    position: number;
    titel: string;
    beschluss: string | null;
    ergebnis: string | null;
    vorlage_id: number | null;
    vorlage_oeffentlich: boolean | null;
  }
  const toAgendaItem = (row: AgendaRow): OparlObject =>
    clean({
      id: url('agendaitem', row.id),
      type: `${SCHEMA}AgendaItem`,
      meeting: url('meeting', row.sitzung_id),
      number: row.nummer,
      order: row.position,
      name: row.titel,
      public: true,
      consultation: row.vorlage_id !== null && row.vorlage_oeffentlich ? url('consultation', row.id) : undefined,
      result: row.ergebnis,
      resolutionText: row.beschluss,
      web: web(`/ratsinfo/sitzungen/${row.sitzung_id}`),
      ...stamps(row),
    });
  const agendaColumns = `x.id, x.sitzung_id, x.nummer, x.position, x.titel, x.beschluss, x.ergebnis, x.vorlage_id, x.erstellt, x.geaendert,
    (SELECT v.oeffentlich FROM rats_vorlagen v WHERE v.id = x.vorlage_id) AS vorlage_oeffentlich`;

  interface ConsultationRow extends Stamps {
    id: number;
    sitzung_id: number;
    vorlage_id: number;
    gremium_id: number;
    beratungsart: string | null;
  }
  const toConsultation = (row: ConsultationRow): OparlObject =>
    clean({
      id: url('consultation', row.id),
      type: `${SCHEMA}Consultation`,
      paper: url('paper', row.vorlage_id),
      agendaItem: url('agendaitem', row.id),
      meeting: url('meeting', row.sitzung_id),
      organization: [url('organization', row.gremium_id)],
      role: row.beratungsart,
      authoritative: row.beratungsart === null ? undefined : /entscheid|beschluss/i.test(row.beratungsart),
      ...stamps(row),
    });
  const consultationColumns = 'x.id, x.sitzung_id, x.vorlage_id, s.gremium_id, x.beratungsart, x.erstellt, x.geaendert';

  const kinds: Record<string, Kind> = {
    organization: {
      from: 'rats_gremien x WHERE true',
      build: async (ids) => {
        const { rows } = await db.query<Stamps & { id: number; name: string; kuerzel: string; art: string }>(
          'SELECT id, name, kuerzel, art, erstellt, geaendert FROM rats_gremien WHERE id = ANY($1::int[])',
          [ids],
        );
        const members = await db.query<{ id: number; gremium_id: number }>(
          'SELECT id, gremium_id FROM rats_mitgliedschaften WHERE gremium_id = ANY($1::int[]) ORDER BY id',
          [ids],
        );
        return byId(ids, rows, (row) =>
          clean({
            id: url('organization', row.id),
            type: `${SCHEMA}Organization`,
            body: bodyUrl,
            name: row.name,
            shortName: row.kuerzel,
            membership: members.rows.filter((m) => m.gremium_id === row.id).map((m) => url('membership', m.id)),
            organizationType: 'Gremium',
            classification: row.art,
            web: web(`/ratsinfo/gremien/${row.id}`),
            ...stamps(row),
          }),
        );
      },
    },
    person: {
      from: 'rats_mitglieder x WHERE true',
      build: async (ids) => {
        const { rows } = await db.query<Stamps & { id: number; anrede: string; titel: string | null; vorname: string; nachname: string; partei: string }>(
          'SELECT id, anrede, titel, vorname, nachname, partei, erstellt, geaendert FROM rats_mitglieder WHERE id = ANY($1::int[])',
          [ids],
        );
        const members = await db.query<MembershipRow>(
          `SELECT ${membershipColumns} FROM rats_mitgliedschaften x WHERE x.mitglied_id = ANY($1::int[]) ORDER BY x.id`,
          [ids],
        );
        return byId(ids, rows, (row) =>
          clean({
            id: url('person', row.id),
            type: `${SCHEMA}Person`,
            body: bodyUrl,
            name: [row.titel, row.vorname, row.nachname].filter(Boolean).join(' '),
            familyName: row.nachname,
            givenName: row.vorname,
            formOfAddress: row.anrede,
            title: row.titel ? [row.titel] : undefined,
            status: [`Mitglied (${row.partei})`],
            membership: members.rows.filter((m) => m.mitglied_id === row.id).map((m) => toMembership(m, true)),
            web: web(`/ratsinfo/personen#person-${row.id}`),
            ...stamps(row),
          }),
        );
      },
    },
    membership: {
      from: 'rats_mitgliedschaften x WHERE true',
      build: async (ids) => {
        const { rows } = await db.query<MembershipRow>(`SELECT ${membershipColumns} FROM rats_mitgliedschaften x WHERE x.id = ANY($1::int[])`, [ids]);
        return byId(ids, rows, (row) => toMembership(row));
      },
    },
    meeting: {
      from: 'rats_sitzungen x WHERE true',
      build: async (ids) => {
        const { rows } = await db.query<
          Stamps & {
            id: number;
            name: string;
            gremium_id: number;
            beginn: Date | string;
            ende: Date | string | null;
            ort: string;
            raum: string;
            abgesagt: boolean;
          }
        >('SELECT id, name, gremium_id, beginn, ende, ort, raum, abgesagt, erstellt, geaendert FROM rats_sitzungen WHERE id = ANY($1::int[])', [ids]);
        const items = await db.query<AgendaRow>(
          `SELECT ${agendaColumns} FROM rats_tagesordnungspunkte x WHERE x.sitzung_id = ANY($1::int[]) AND x.oeffentlich ORDER BY x.position`,
          [ids],
        );
        const files = await publicFiles('x.sitzung_id = ANY($1::int[])', [ids]);
        const today = now().getTime();
        return byId(ids, rows, (row) => {
          const own = files.filter((f) => f.sitzung_id === row.id);
          const invitation = own.find((f) => f.art === 'Einladung');
          const protocol = own.find((f) => f.art === 'Niederschrift');
          const begin = new Date(row.beginn).getTime();
          return clean({
            id: url('meeting', row.id),
            type: `${SCHEMA}Meeting`,
            name: row.name,
            meetingState: row.abgesagt ? 'abgesagt' : begin > today ? 'terminiert' : 'durchgeführt',
            cancelled: row.abgesagt,
            start: oparlDateTime(row.beginn),
            end: row.ende === null ? undefined : oparlDateTime(row.ende),
            location: toLocation({ ort: row.ort, raum: row.raum, erstellt: row.erstellt, geaendert: row.geaendert }),
            organization: [url('organization', row.gremium_id)],
            invitation: invitation ? toFile(invitation) : undefined,
            resultsProtocol: protocol ? toFile(protocol) : undefined,
            auxiliaryFile: own.filter((f) => f !== invitation && f !== protocol).map(toFile),
            agendaItem: items.rows.filter((item) => item.sitzung_id === row.id).map(toAgendaItem),
            web: web(`/ratsinfo/sitzungen/${row.id}`),
            ...stamps(row),
          });
        });
      },
    },
    agendaitem: {
      from: 'rats_tagesordnungspunkte x WHERE x.oeffentlich',
      build: async (ids) => {
        const { rows } = await db.query<AgendaRow>(`SELECT ${agendaColumns} FROM rats_tagesordnungspunkte x WHERE x.id = ANY($1::int[]) AND x.oeffentlich`, [
          ids,
        ]);
        return byId(ids, rows, toAgendaItem);
      },
    },
    paper: {
      from: 'rats_vorlagen x WHERE x.oeffentlich',
      build: async (ids) => {
        const { rows } = await db.query<Stamps & { id: number; aktenzeichen: string; art: string; titel: string; datum: Date | string }>(
          'SELECT id, aktenzeichen, art, titel, datum, erstellt, geaendert FROM rats_vorlagen WHERE id = ANY($1::int[]) AND oeffentlich',
          [ids],
        );
        const consultations = await db.query<ConsultationRow>(
          `SELECT ${consultationColumns} FROM ${PUBLIC_CONSULTATION}
             AND x.vorlage_id = ANY($1::int[]) ORDER BY s.beginn, x.id`,
          [ids],
        );
        const files = await publicFiles('x.vorlage_id = ANY($1::int[])', [ids]);
        return byId(ids, rows, (row) => {
          const own = files.filter((f) => f.vorlage_id === row.id && f.sitzung_id === null);
          const main = own.find((f) => f.art === 'Vorlage');
          return clean({
            id: url('paper', row.id),
            type: `${SCHEMA}Paper`,
            body: bodyUrl,
            name: row.titel,
            reference: row.aktenzeichen,
            date: day(row.datum),
            paperType: row.art,
            mainFile: main ? toFile(main) : undefined,
            auxiliaryFile: own.filter((f) => f !== main).map(toFile),
            consultation: consultations.rows.filter((c) => c.vorlage_id === row.id).map(toConsultation),
            web: web(`/ratsinfo/vorlagen/${row.id}`),
            ...stamps(row),
          });
        });
      },
    },
    consultation: {
      from: PUBLIC_CONSULTATION,
      build: async (ids) => {
        const { rows } = await db.query<ConsultationRow>(`SELECT ${consultationColumns} FROM ${PUBLIC_CONSULTATION} AND x.id = ANY($1::int[])`, [ids]);
        return byId(ids, rows, toConsultation);
      },
    },
    file: {
      from: PUBLIC_FILE,
      build: async (ids) => byId(ids, await publicFiles('x.id = ANY($1::int[])', [ids]), toFile),
    },
  };

  // --- Answers -----------------------------------------------------------------------------------

  const legislativeTerm = (): OparlObject => ({
    id: url('legislativeterm', 1),
    type: `${SCHEMA}LegislativeTerm`,
    body: bodyUrl,
    name: WAHLPERIODE.name,
    startDate: WAHLPERIODE.beginn,
    endDate: WAHLPERIODE.ende,
  });

  async function dataStamps(): Promise<{ created: string; modified: string }> {
    const { rows } = await db.query<{ erstellt: Date | string | null; geaendert: Date | string | null }>(
      `SELECT min(erstellt) AS erstellt, max(geaendert) AS geaendert FROM (
         SELECT erstellt, geaendert FROM rats_gremien UNION ALL SELECT erstellt, geaendert FROM rats_sitzungen
         UNION ALL SELECT erstellt, geaendert FROM rats_vorlagen) t`,
    );
    const row = rows[0];
    const fallback = new Date(0);
    return { created: oparlDateTime(row?.erstellt ?? fallback), modified: oparlDateTime(row?.geaendert ?? fallback) };
  }

  async function body(): Promise<OparlObject> {
    const list = (name: string) => `${bodyUrl}/${name}`;
    return {
      id: bodyUrl,
      type: `${SCHEMA}Body`,
      system: root,
      shortName: 'Musterstadt',
      name: 'Stadt Musterstadt',
      website: siteUrl,
      classification: 'Stadt',
      organization: list('organization'),
      person: list('person'),
      meeting: list('meeting'),
      paper: list('paper'),
      agendaItem: list('agendaItem'),
      consultation: list('consultation'),
      file: list('file'),
      locationList: list('locationList'),
      legislativeTermList: list('legislativeTermList'),
      membership: list('membership'),
      legislativeTerm: [legislativeTerm()],
      web: web('/ratsinfo'),
      ...(await dataStamps()),
    };
  }

  function pageLinks(listUrl: string, query: ListQuery, pages: number) {
    const link = (page: number) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query.filters)) params.set(name, value);
      if (query.limit !== DEFAULT_LIMIT) params.set('limit', String(query.limit));
      if (page > 1) params.set('page', String(page));
      const search = params.toString();
      return search === '' ? listUrl : `${listUrl}?${search}`;
    };
    return clean({
      first: link(1),
      prev: query.page > 1 ? link(Math.min(query.page - 1, pages)) : undefined,
      self: link(query.page),
      next: query.page < pages ? link(query.page + 1) : undefined,
      last: link(pages),
    });
  }

  function listAnswer(listUrl: string, query: ListQuery, data: OparlObject[], total: number) {
    const pages = Math.max(1, Math.ceil(total / query.limit));
    return {
      data,
      pagination: { totalElements: total, elementsPerPage: query.limit, currentPage: query.page, totalPages: pages },
      links: pageLinks(listUrl, query, pages),
    };
  }

  function filterClause(query: ListQuery, params: unknown[]): string {
    const parts: string[] = [];
    const columns: Record<Filter, string> = {
      created_since: 'x.erstellt >=',
      created_until: 'x.erstellt <=',
      modified_since: 'x.geaendert >=',
      modified_until: 'x.geaendert <=',
    };
    for (const name of FILTERS) {
      const value = query.filters[name];
      if (value === undefined) continue;
      params.push(value);
      parts.push(`${columns[name]} $${params.length}::timestamptz`);
    }
    return parts.map((part) => ` AND ${part}`).join('');
  }

  async function tableList(kind: Kind, listUrl: string, query: ListQuery) {
    const params: unknown[] = [];
    const where = filterClause(query, params);
    const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${kind.from}${where}`, params);
    const total = count.rows[0]?.n ?? 0;
    const { rows } = await db.query<{ id: number }>(
      `SELECT x.id FROM ${kind.from}${where} ORDER BY x.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    return listAnswer(listUrl, query, await kind.build(rows.map((row) => row.id)), total);
  }

  /** Lists that are not tables: filtered and paged in memory (they are a handful of entries). */
  function memoryList(listUrl: string, query: ListQuery, all: OparlObject[]) {
    const { filters } = query;
    const within = (value: unknown, since?: string, until?: string) => {
      if (since === undefined && until === undefined) return true;
      if (typeof value !== 'string') return false;
      const time = Date.parse(value);
      return (since === undefined || time >= Date.parse(since)) && (until === undefined || time <= Date.parse(until));
    };
    const matching = all.filter(
      (o) => within(o['created'], filters.created_since, filters.created_until) && within(o['modified'], filters.modified_since, filters.modified_until),
    );
    const start = (query.page - 1) * query.limit;
    return listAnswer(listUrl, query, matching.slice(start, start + query.limit), matching.length);
  }

  const notFound = () => new HttpError(404, NOT_FOUND);
  const send = (reply: FastifyReply, object: unknown) => reply.type('application/json; charset=utf-8').send(object);
  const bodyLists: Record<string, keyof typeof kinds | 'locationList' | 'legislativeTermList'> = {
    organization: 'organization',
    person: 'person',
    meeting: 'meeting',
    paper: 'paper',
    agendaItem: 'agendaitem',
    consultation: 'consultation',
    file: 'file',
    membership: 'membership',
    locationList: 'locationList',
    legislativeTermList: 'legislativeTermList',
  };

  app.get(PREFIX, { schema: { querystring: NoQuery } }, async (_request, reply) => {
    const { created, modified } = await dataStamps();
    return send(reply, {
      id: root,
      type: `${SCHEMA}System`,
      oparlVersion: SCHEMA,
      name: 'Ratsinformationssystem der Stadt Musterstadt',
      body: `${root}/bodies`,
      website: web('/ratsinfo'),
      web: web('/ratsinfo'),
      created,
      modified,
    });
  });

  app.get(`${PREFIX}/bodies`, { schema: { querystring: OparlListQuery } }, async (request, reply) =>
    send(reply, memoryList(`${root}/bodies`, readListQuery(request.query), [await body()])),
  );

  app.get(`${PREFIX}/body/:id`, { schema: { params: OparlBodyParams, querystring: NoQuery } }, async (request, reply) => {
    if (request.params.id !== String(BODY_ID)) throw notFound();
    return send(reply, await body());
  });

  app.get(`${PREFIX}/body/:id/:list`, { schema: { params: OparlBodyListParams, querystring: OparlListQuery } }, async (request, reply) => {
    const list = Object.hasOwn(bodyLists, request.params.list) ? bodyLists[request.params.list] : undefined;
    if (request.params.id !== String(BODY_ID) || list === undefined) throw notFound();
    const query = readListQuery(request.query);
    const listUrl = `${bodyUrl}/${request.params.list}`;
    if (list === 'locationList') return send(reply, memoryList(listUrl, query, (await places()).map(toLocation)));
    if (list === 'legislativeTermList') return send(reply, memoryList(listUrl, query, [legislativeTerm()]));
    const kind = kinds[list];
    if (!kind) throw notFound();
    return send(reply, await tableList(kind, listUrl, query));
  });

  app.get(`${PREFIX}/:type/:id`, { schema: { params: OparlObjectParams, querystring: NoQuery } }, async (request, reply) => {
    const { type, id } = request.params;
    if (type === 'legislativeterm') {
      if (id !== '1') throw notFound();
      return send(reply, legislativeTerm());
    }
    if (type === 'location') {
      const place = (await places()).find((row) => locationKey(row.ort, row.raum) === id);
      if (!place) throw notFound();
      return send(reply, toLocation(place));
    }
    const kind = Object.hasOwn(kinds, type) ? kinds[type] : undefined;
    if (!kind || !/^\d{1,9}$/.test(id)) throw notFound();
    const { rows } = await db.query<{ id: number }>(`SELECT x.id FROM ${kind.from} AND x.id = $1`, [Number(id)]);
    const object = rows[0] ? (await kind.build([rows[0].id]))[0] : undefined;
    if (!object) throw notFound();
    return send(reply, object);
  });
}
