/** Direct access to the platform's row database for checks and fixtures, with the token of the test run. */
import type { APIRequestContext } from '@playwright/test';
import { TEST_SECRETS } from './secrets';

const CONTENT_API = `http://127.0.0.1:${4300 + Number(process.env.PORT_OFFSET ?? 0)}`;
const HEADERS = { authorization: `Token ${TEST_SECRETS.ROW_DATABASE_TOKEN}` };

export interface Day {
  id: number;
  Tag: string;
  Personen: { id: number; value: string }[];
}

/** 'YYYY-MM-DD' so many days after today in Musterstadt. */
export function dateIn(days: number): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** 'DD.MM.YYYY' of an ISO date, as the forms show it. */
export const label = (iso: string) => iso.split('-').reverse().join('.');

export function rowDatabase(request: APIRequestContext) {
  const rows = async <T>(table: number, query = ''): Promise<{ count: number; results: T[] }> => {
    const response = await request.get(`${CONTENT_API}/api/database/rows/table/${table}/?user_field_names=true&size=200${query}`, { headers: HEADERS });
    if (!response.ok()) throw new Error(`row database answered ${response.status()}`);
    return response.json();
  };
  return {
    rows,
    /** Every stored registration of both schools. */
    async personCount(): Promise<number> {
      return (await rows(360)).count + (await rows(362)).count;
    },
    async day(table: number, id: number): Promise<Day | undefined> {
      return (await rows<Day>(table, `&filter__id__equal=${id}`)).results[0];
    },
    async addDay(table: number, tag: string): Promise<Day> {
      const response = await request.post(`${CONTENT_API}/api/database/rows/table/${table}/?user_field_names=true`, { headers: HEADERS, data: { Tag: tag } });
      if (!response.ok()) throw new Error(`adding a day answered ${response.status()}`);
      return response.json();
    },
    async addPerson(table: number, day: Day, k: number): Promise<void> {
      const response = await request.post(`${CONTENT_API}/api/database/rows/table/${table}/?user_field_names=true`, {
        headers: HEADERS,
        data: { Name: `Elternteil ${k}`, 'E-Mail': `eltern${k}@example.org`, Telefon: '07999 40000', Tage: [day.id], Slot: `${day.Tag}#${k}` },
      });
      if (!response.ok()) throw new Error(`adding a person answered ${response.status()}`);
    },
  };
}
