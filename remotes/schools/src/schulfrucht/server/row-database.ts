import type { CmsWriteClient } from '@musterstadt/cms-client';

/** A row of a days table, as the row database answers with user_field_names=true. */
export interface DayRow {
  id: number;
  Tag: string;
  Personen: { id: number; value: string }[];
}

export interface NewPerson {
  Name: string;
  'E-Mail': string;
  Telefon: string;
  /** The chosen day, as a link to its row. */
  Tage: [number];
  /** '<date>#<k>': unique in the persons table (where the row database has the column), so the first insert of a slot wins. */
  Slot: string;
}

/** The row database answered with something the sign-up cannot use. */
export class RowDatabaseError extends Error {
  override readonly name = 'RowDatabaseError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const rowsPath = (table: number, row?: number) => `/api/database/rows/table/${table}/${row === undefined ? '' : `${row}/`}`;

function isDayRow(value: unknown): value is DayRow {
  const row = value as Partial<DayRow> | null;
  return !!row && typeof row.id === 'number' && typeof row.Tag === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(row.Tag) && Array.isArray(row.Personen);
}

/**
 * The schools' view of the row database (the content API's tables, or a real row database set by
 * ROW_DATABASE_URL). The client carries the token; it never leaves the server.
 */
export class RowDatabase {
  constructor(private readonly client: CmsWriteClient) {}

  /** The days of a days table from today (Europe/Berlin) on, earliest first. */
  async daysFromToday(table: number): Promise<DayRow[]> {
    const { status, body } = await this.client.get<{ results?: unknown }>(rowsPath(table), {
      user_field_names: 'true',
      order_by: 'Tag',
      filter__Tag__date_is_on_or_after: 'Europe/Berlin??today',
      size: 200,
    });
    const results = body?.results;
    if (status !== 200 || !Array.isArray(results) || !results.every(isDayRow)) {
      throw new RowDatabaseError(`Days table ${table} answered ${status} without rows`, status);
    }
    return results;
  }

  /** One row of a days table, with the persons linked to it now. */
  async day(table: number, id: number): Promise<DayRow> {
    const { status, body } = await this.client.get<unknown>(rowsPath(table, id), { user_field_names: 'true' });
    if (status !== 200 || !isDayRow(body)) throw new RowDatabaseError(`Day ${id} of table ${table} answered ${status}`, status);
    return body;
  }

  /**
   * Stores a person; 'taken' when the slot already belongs to someone else. A persons table without
   * the Slot column may refuse the field (400): the person is then stored without it, and only the
   * check after the insert keeps the day's capacity.
   */
  async addPerson(table: number, person: NewPerson): Promise<{ id: number } | 'taken'> {
    let { status, body } = await this.client.send<{ id?: unknown }>('POST', rowsPath(table), person, { user_field_names: 'true' });
    if (status === 400) {
      const { Slot: _slot, ...withoutSlot } = person;
      ({ status, body } = await this.client.send<{ id?: unknown }>('POST', rowsPath(table), withoutSlot, { user_field_names: 'true' }));
    }
    if (status === 409) return 'taken';
    if (status !== 200 || typeof body?.id !== 'number') throw new RowDatabaseError(`Persons table ${table} answered ${status}`, status);
    return { id: body.id };
  }

  async deletePerson(table: number, id: number): Promise<void> {
    const { status } = await this.client.send('DELETE', rowsPath(table, id));
    if (status !== 204 && status !== 404) throw new RowDatabaseError(`Deleting row ${id} of table ${table} answered ${status}`, status);
  }
}
