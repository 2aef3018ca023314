/**
 * The row database's REST shape for the school-fruit tables (spec point 7):
 *   GET    /api/database/rows/table/{id}/?user_field_names=true&order_by=Tag&filter__Tag__date_is_on_or_after=Europe/Berlin??today
 *   POST   /api/database/rows/table/{id}/?user_field_names=true      (a person: Name, E-Mail, Telefon, Tage, Slot)
 *   GET    /api/database/rows/table/{id}/{row}/?user_field_names=true
 *   DELETE /api/database/rows/table/{id}/{row}/
 * Every call needs `Authorization: Token <ROW_DATABASE_TOKEN>`. Lists answer {count, next, previous, results}.
 * A real row database can take its place: the shell only needs ROW_DATABASE_URL and the token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { CONTROL_CHARACTERS, EMAIL, RowBody, RowListQuery, RowParams, RowTableParams } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../core/db';
import { HttpError, badRequest, notFound } from '../core/errors';
import { parseId, readOptional, readParam, readPositiveInt, type Query } from '../core/params';
import {
  type ListQuery,
  type RowFilter,
  type RowOrder,
  type RowTable,
  ROW_TABLES,
  deleteRow,
  getRow,
  insertDay,
  insertPerson,
  isIsoDate,
  listRows,
} from './row-database';

export interface RowDatabaseOptions {
  db: Db;
  /** The token callers must present; without one, every call is refused. */
  token?: string | undefined;
}

export const ROW_MESSAGES = {
  unauthorized: 'Für die Zeilen-Datenbank ist ein gültiger Zugangsschlüssel nötig (Authorization: Token …).',
  tableNotFound: 'Diese Tabelle gibt es in der Zeilen-Datenbank nicht.',
  rowNotFound: 'Diese Zeile gibt es nicht.',
  userFieldNames: 'Bitte geben Sie user_field_names=true an: Diese Zeilen-Datenbank verwendet die Namen der Felder.',
  notAnObject: 'Der Inhalt der Anfrage muss ein JSON-Objekt mit den Feldern der Zeile sein.',
} as const;

const MAX_PAGE_SIZE = 200;
const MAX_TEXT = 255;
const PHONE = /^\+?[\d /().-]{3,100}$/;
const SLOT = /^(\d{4}-\d{2}-\d{2})#([1-9]\d{0,2})$/;

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

function tableOf(raw: string): RowTable {
  const id = parseId(raw);
  const table = id === null ? undefined : ROW_TABLES.get(id);
  if (!table) throw notFound(ROW_MESSAGES.tableNotFound);
  return table;
}

function requireUserFieldNames(query: Query): void {
  const value = readOptional(query, 'user_field_names');
  if (value !== 'true' && value !== '1') throw badRequest(ROW_MESSAGES.userFieldNames);
}

function readOrder(query: Query): RowOrder[] {
  const raw = readOptional(query, 'order_by');
  if (raw === undefined) return [];
  const fields = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (fields.length > 5) throw badRequest('Es kann nach höchstens fünf Feldern sortiert werden.');
  return fields.map((field) => (field.startsWith('-') ? { field: field.slice(1), desc: true } : { field: field.replace(/^\+/, ''), desc: false }));
}

function readFilters(query: Query): RowFilter[] {
  const filterType = readOptional(query, 'filter_type');
  if (filterType !== undefined && filterType.toUpperCase() !== 'AND') throw badRequest('Diese Zeilen-Datenbank verknüpft Filter nur mit AND.');
  const filters: RowFilter[] = [];
  for (const key of Object.keys(query)) {
    const match = /^filter__(.+)__([a-z_]+)$/.exec(key);
    if (match) filters.push({ field: match[1] ?? '', type: match[2] ?? '', value: readParam(query, key) ?? '' });
  }
  return filters;
}

function readListQuery(query: Query): ListQuery {
  const page = readPositiveInt(query, 'page') ?? 1;
  const size = readPositiveInt(query, 'size') ?? 100;
  if (size > MAX_PAGE_SIZE) throw badRequest(`Der Parameter size darf höchstens ${MAX_PAGE_SIZE} sein.`);
  return { page, size, orderBy: readOrder(query), filters: readFilters(query) };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.href;
}

function text(body: Record<string, unknown>, field: string, pattern?: RegExp): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`Das Feld „${field}“ muss einen Text enthalten.`);
  const trimmed = value.trim().normalize('NFC');
  if (trimmed.length > MAX_TEXT) throw badRequest(`Das Feld „${field}“ darf höchstens ${MAX_TEXT} Zeichen enthalten.`);
  if (CONTROL_CHARACTERS.test(trimmed)) throw badRequest(`Das Feld „${field}“ enthält unzulässige Zeichen.`);
  if (pattern && !pattern.test(trimmed)) throw badRequest(`Das Feld „${field}“ hat kein gültiges Format.`);
  return trimmed;
}

function readBody(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(ROW_MESSAGES.notAnObject);
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw badRequest(`Das Feld „${unknown.slice(0, 50)}“ gibt es in dieser Tabelle nicht oder es kann nicht gesetzt werden.`);
  return record;
}

function readDayLink(body: Record<string, unknown>): number {
  const value = body.Tage;
  const id = Array.isArray(value) && value.length === 1 ? value[0] : undefined;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw badRequest('Das Feld „Tage“ muss genau einen verknüpften Tag enthalten (seine ID).');
  }
  return id;
}

export const rowDatabaseRoutes: FastifyPluginAsync<RowDatabaseOptions> = async (instance, { db, token }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const expected = token ? digest(token) : null;
  if (!expected) app.log.warn('ROW_DATABASE_TOKEN is not set: the row database refuses every call');

  // Only for the routes of this plugin: the token, compared in constant time.
  app.addHook('onRequest', async (request, reply) => {
    const match = /^Token\s+(\S+)$/.exec(request.headers.authorization ?? '');
    if (!expected || !match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      void reply.header('www-authenticate', 'Token');
      throw new HttpError(401, ROW_MESSAGES.unauthorized);
    }
  });

  app.get('/api/database/rows/table/:table/', { schema: { params: RowTableParams, querystring: RowListQuery } }, async (request) => {
    const table = tableOf(request.params.table);
    const { query } = request;
    requireUserFieldNames(query);
    const list = readListQuery(query);
    const { count, rows } = await listRows(db, table, list);
    return {
      count,
      next: list.page * list.size < count ? pageUrl(request, list.page + 1) : null,
      previous: list.page > 1 ? pageUrl(request, list.page - 1) : null,
      results: rows,
    };
  });

  app.post('/api/database/rows/table/:table/', { schema: { params: RowTableParams, querystring: RowListQuery, body: RowBody } }, async (request) => {
    const table = tableOf(request.params.table);
    requireUserFieldNames(request.query);
    if (table.kind === 'days') {
      const body = readBody(request.body, ['Tag']);
      const tag = body.Tag;
      if (typeof tag !== 'string' || !isIsoDate(tag)) throw badRequest('Das Feld „Tag“ muss ein Datum im Format JJJJ-MM-TT sein.');
      return insertDay(db, table, tag);
    }
    const body = readBody(request.body, ['Name', 'E-Mail', 'Telefon', 'Tage', 'Slot']);
    const person = {
      name: text(body, 'Name'),
      email: text(body, 'E-Mail', EMAIL),
      telefon: text(body, 'Telefon', PHONE),
      dayId: readDayLink(body),
      slot: text(body, 'Slot', SLOT),
    };
    if (!isIsoDate(SLOT.exec(person.slot)?.[1] ?? '')) throw badRequest('Das Feld „Slot“ hat kein gültiges Format.');
    const created = await insertPerson(db, table, person);
    if (created === 'unknown-day') throw badRequest(`Den verknüpften Tag ${person.dayId} gibt es nicht.`);
    if (created === 'slot-taken') throw new HttpError(409, `Der Platz ${person.slot} ist bereits vergeben.`);
    return created;
  });

  app.get('/api/database/rows/table/:table/:row/', { schema: { params: RowParams, querystring: RowListQuery } }, async (request) => {
    const table = tableOf(request.params.table);
    requireUserFieldNames(request.query);
    const id = parseId(request.params.row);
    const row = id === null ? undefined : await getRow(db, table, id);
    if (!row) throw notFound(ROW_MESSAGES.rowNotFound);
    return row;
  });

  app.delete('/api/database/rows/table/:table/:row/', { schema: { params: RowParams, querystring: RowListQuery } }, async (request, reply) => {
    const table = tableOf(request.params.table);
    const id = parseId(request.params.row);
    if (id === null || !(await deleteRow(db, table, id))) throw notFound(ROW_MESSAGES.rowNotFound);
    return reply.code(204).send();
  });
};
