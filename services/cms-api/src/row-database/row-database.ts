/**
 * The row database of the school-fruit sign-up: days tables and persons tables, stored in PostgreSQL
 * and served by routes/row-database.ts in the row database's REST shape (field names as the tables
 * name them: Tag, Personen, Name, E-Mail, Telefon, Tage, Slot).
 */
import type { Queryable } from '../core/db';
import { badRequest } from '../core/errors';
import { berlinDayAt, berlinDate } from '../core/time';

export type RowTableKind = 'days' | 'persons';

export interface RowTable {
  id: number;
  kind: RowTableKind;
  /** The table its link field points to (days ↔ persons). */
  link: number;
}

/** Days 359 with persons 360 ({product} school), days 361 with persons 362 (Aach), spec point 9. */
export const ROW_TABLES: ReadonlyMap<number, RowTable> = new Map(
  [
    { id: 359, kind: 'days', link: 360 },
    { id: 360, kind: 'persons', link: 359 },
    { id: 361, kind: 'days', link: 362 },
    { id: 362, kind: 'persons', link: 361 },
  ].map((table) => [table.id, table as RowTable]),
);

export interface LinkValue {
  id: number;
  value: string;
}

export interface DayRow {
  id: number;
  order: string;
  Tag: string;
  Personen: LinkValue[];
}

export interface PersonRow {
  id: number;
  order: string;
  Name: string;
  'E-Mail': string;
  Telefon: string;
  Tage: LinkValue[];
  Slot: string;
}

export type Row = DayRow | PersonRow;

export interface RowFilter {
  field: string;
  type: string;
  value: string;
}

export interface RowOrder {
  field: string;
  desc: boolean;
}

export interface ListQuery {
  orderBy: RowOrder[];
  filters: RowFilter[];
  page: number;
  size: number;
}

/** Sortable and filterable fields per kind of table: field name → SQL column. */
const COLUMNS: Record<RowTableKind, Record<string, string>> = {
  days: { id: 'd.id', Tag: 'd.tag' },
  persons: { id: 'p.id', Name: 'p.name', 'E-Mail': 'p.email', Telefon: 'p.telefon', Slot: 'p.slot', Tage: 'p.day_id' },
};

const DATE_OPERATORS: Record<string, string> = {
  date_is: '=',
  date_equal: '=',
  date_is_before: '<',
  date_before: '<',
  date_is_on_or_before: '<=',
  date_before_or_equal: '<=',
  date_is_after: '>',
  date_after: '>',
  date_is_on_or_after: '>=',
  date_after_or_equal: '>=',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date filter's value: 'YYYY-MM-DD', or the row database's 'Zone?YYYY-MM-DD?exact_date' and
 * 'Zone??today' (today in that time zone).
 */
export function parseDateFilterValue(raw: string, now: Date = new Date()): string {
  const parts = raw.split('?');
  if (parts.length > 3) throw badRequest(`Der Filterwert „${raw.slice(0, 50)}“ ist kein Datum.`);
  const [zone, date, mode] = parts.length === 1 ? ['Europe/Berlin', parts[0] ?? '', 'exact_date'] : [parts[0] ?? '', parts[1] ?? '', parts[2] ?? 'exact_date'];
  if (mode === 'today') {
    try {
      return new Intl.DateTimeFormat('sv-SE', { timeZone: zone || 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    } catch {
      throw badRequest(`Die Zeitzone „${zone.slice(0, 50)}“ ist unbekannt.`);
    }
  }
  if (mode !== 'exact_date' || !isIsoDate(date)) throw badRequest(`Der Filterwert „${raw.slice(0, 50)}“ ist kein Datum.`);
  return date;
}

function whereClause(kind: RowTableKind, filters: RowFilter[], params: unknown[], now: Date): string {
  const columns = COLUMNS[kind];
  const parts: string[] = [];
  for (const filter of filters) {
    const column = columns[filter.field];
    if (!column) throw badRequest(`Das Feld „${filter.field.slice(0, 50)}“ gibt es in dieser Tabelle nicht.`);
    const dateOperator = DATE_OPERATORS[filter.type];
    if (filter.field === 'Tag' && dateOperator) {
      params.push(parseDateFilterValue(filter.value, now));
      parts.push(`${column} ${dateOperator} $${params.length}::date`);
    } else if (filter.field === 'Tage' && filter.type === 'link_row_has') {
      if (!/^\d{1,9}$/.test(filter.value)) throw badRequest('Der Filter link_row_has erwartet die ID einer Zeile.');
      params.push(Number(filter.value));
      parts.push(`${column} = $${params.length}`);
    } else if (filter.type === 'equal' && filter.field !== 'Tag' && filter.field !== 'Tage') {
      params.push(filter.field === 'id' ? Number(filter.value) || 0 : filter.value);
      parts.push(`${column} = $${params.length}`);
    } else {
      throw badRequest(`Der Filter „${filter.type.slice(0, 50)}“ ist für das Feld „${filter.field}“ nicht möglich.`);
    }
  }
  return parts.map((part) => ` AND ${part}`).join('');
}

function orderClause(kind: RowTableKind, orderBy: RowOrder[]): string {
  const columns = COLUMNS[kind];
  const alias = kind === 'days' ? 'd' : 'p';
  const parts = orderBy.map(({ field, desc }) => {
    const column = columns[field];
    if (!column || field === 'Tage') throw badRequest(`Nach dem Feld „${field.slice(0, 50)}“ kann nicht sortiert werden.`);
    return `${column} ${desc ? 'DESC' : 'ASC'}`;
  });
  return [...parts, `${alias}.id ASC`].join(', ');
}

const order = (id: number): string => `${id}.00000000000000000000`;

interface DayRecord {
  id: number;
  tag: string;
  personen: LinkValue[] | null;
}

interface PersonRecord {
  id: number;
  name: string;
  email: string;
  telefon: string;
  slot: string;
  day_id: number;
  tag: string;
}

const toDay = (r: DayRecord): DayRow => ({ id: r.id, order: order(r.id), Tag: r.tag, Personen: r.personen ?? [] });
const toPerson = (r: PersonRecord): PersonRow => ({
  id: r.id,
  order: order(r.id),
  Name: r.name,
  'E-Mail': r.email,
  Telefon: r.telefon,
  Tage: [{ id: r.day_id, value: r.tag }],
  Slot: r.slot,
});

const DAY_SELECT = `SELECT d.id, to_char(d.tag, 'YYYY-MM-DD') AS tag,
  (SELECT json_agg(json_build_object('id', p.id, 'value', p.name) ORDER BY p.id) FROM row_persons p WHERE p.day_id = d.id) AS personen
  FROM row_days d WHERE d.table_id = $1`;
const PERSON_SELECT = `SELECT p.id, p.name, p.email, p.telefon, p.slot, p.day_id, to_char(d.tag, 'YYYY-MM-DD') AS tag
  FROM row_persons p JOIN row_days d ON d.id = p.day_id WHERE p.table_id = $1`;

/** One page of a table's rows and the number of all rows matching the filters. */
export async function listRows(db: Queryable, table: RowTable, query: ListQuery, now: Date = new Date()): Promise<{ count: number; rows: Row[] }> {
  const params: unknown[] = [table.id];
  const where = whereClause(table.kind, query.filters, params, now);
  const orderBy = orderClause(table.kind, query.orderBy);
  const from = table.kind === 'days' ? 'FROM row_days d WHERE d.table_id = $1' : 'FROM row_persons p WHERE p.table_id = $1';
  const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}${where}`, params);
  const paging = [...params, query.size, (query.page - 1) * query.size];
  const limit = `ORDER BY ${orderBy} LIMIT $${paging.length - 1} OFFSET $${paging.length}`;
  if (table.kind === 'days') {
    const { rows } = await db.query<DayRecord>(`${DAY_SELECT}${where} ${limit}`, paging);
    return { count: Number(counted.rows[0]?.n ?? 0), rows: rows.map(toDay) };
  }
  const { rows } = await db.query<PersonRecord>(`${PERSON_SELECT}${where} ${limit}`, paging);
  return { count: Number(counted.rows[0]?.n ?? 0), rows: rows.map(toPerson) };
}

export async function getRow(db: Queryable, table: RowTable, id: number): Promise<Row | undefined> {
  if (table.kind === 'days') {
    const { rows } = await db.query<DayRecord>(`${DAY_SELECT} AND d.id = $2`, [table.id, id]);
    return rows[0] ? toDay(rows[0]) : undefined;
  }
  const { rows } = await db.query<PersonRecord>(`${PERSON_SELECT} AND p.id = $2`, [table.id, id]);
  return rows[0] ? toPerson(rows[0]) : undefined;
}

export async function insertDay(db: Queryable, table: RowTable, tag: string): Promise<DayRow> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO row_days (table_id, tag) VALUES ($1, $2::date) RETURNING id', [table.id, tag]);
  return (await getRow(db, table, Number(rows[0]?.id))) as DayRow;
}

export interface NewPerson {
  name: string;
  email: string;
  telefon: string;
  dayId: number;
  slot: string;
}

/**
 * Stores a person linked to a day of the linked days table, unless the slot is taken: one
 * statement, so of two inserts of the same slot exactly one succeeds.
 */
export async function insertPerson(db: Queryable, table: RowTable, person: NewPerson): Promise<PersonRow | 'unknown-day' | 'slot-taken'> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO row_persons (table_id, name, email, telefon, day_id, slot)
     SELECT $1, $2, $3, $4, d.id, $5 FROM row_days d WHERE d.id = $6 AND d.table_id = $7
     ON CONFLICT (table_id, slot) DO NOTHING
     RETURNING id`,
    [table.id, person.name, person.email, person.telefon, person.slot, person.dayId, table.link],
  );
  if (rows[0]) return (await getRow(db, table, rows[0].id)) as PersonRow;
  const day = await db.query('SELECT 1 FROM row_days WHERE id = $1 AND table_id = $2', [person.dayId, table.link]);
  return day.rows.length === 0 ? 'unknown-day' : 'slot-taken';
}

export async function deleteRow(db: Queryable, table: RowTable, id: number): Promise<boolean> {
  const sql =
    table.kind === 'days'
      ? 'DELETE FROM row_days WHERE id = $1 AND table_id = $2 RETURNING id'
      : 'DELETE FROM row_persons WHERE id = $1 AND table_id = $2 RETURNING id';
  const { rows } = await db.query(sql, [id, table.id]);
  return rows.length > 0;
}

/** A demo day: days after the seed run, and the people already signed up for it. */
export interface DaySeed {
  table: number;
  inTagen: number;
  personen: { Name: string; 'E-Mail': string; Telefon: string }[];
}

/** Writes the demo days and registrations, with slot keys like a sign-up would. */
export async function seedRowDatabase(tx: Queryable, seeds: DaySeed[], now: Date): Promise<number> {
  for (const seed of seeds) {
    const table = ROW_TABLES.get(seed.table);
    const persons = table && ROW_TABLES.get(table.link);
    if (!table || table.kind !== 'days' || !persons) throw new Error(`Not a days table: ${seed.table}`);
    const tag = berlinDate(berlinDayAt(now, seed.inTagen, 12));
    const day = await insertDay(tx, table, tag);
    let k = 0;
    for (const person of seed.personen) {
      k += 1;
      await insertPerson(tx, persons, { name: person.Name, email: person['E-Mail'], telefon: person.Telefon, dayId: day.id, slot: `${tag}#${k}` });
    }
  }
  return seeds.length;
}
