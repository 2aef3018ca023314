import type { CmsResponse, CmsWriteClient, WriteMethod } from '@musterstadt/cms-client';
import type { FormCapabilities } from '@musterstadt/shell-contract';
import remote from '../../remote';
import aachHandler from './aach.server';
import { schulfruchtHandler, SCHULFRUCHT_TEXTS } from './handler';
import mainHandler from './main.server';
import { SCHULFRUCHT_AACH, SCHULFRUCHT_MAIN } from './sign-ups';

interface Person {
  id: number;
  dayId: number;
  slot?: string;
  name: string;
}

/**
 * How the persons table treats the Slot field: a unique column (the content API's tables), or no such
 * column, as a real row database has unless someone adds it, which ignores the unknown field or refuses it.
 */
type RowShape = 'unique Slot column' | 'no Slot column, unknown fields ignored' | 'no Slot column, unknown fields refused';

/** The row database in memory: days of table 359, persons of table 360 (with a unique Slot in the first shape). */
function fakeRows(days: { id: number; Tag: string; taken: number }[], shape: RowShape = 'unique Slot column') {
  const persons: Person[] = [];
  let nextId = 100;
  days.forEach((day) => {
    for (let k = 1; k <= day.taken; k += 1) persons.push({ id: nextId++, dayId: day.id, slot: `${day.Tag}#${k}`, name: `Elternteil ${k}` });
  });
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const tick = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
  const dayRow = (day: { id: number; Tag: string }) => ({
    id: day.id,
    Tag: day.Tag,
    Personen: persons.filter((p) => p.dayId === day.id).map((p) => ({ id: p.id, value: p.name })),
  });
  const client: CmsWriteClient = {
    baseUrl: 'http://rows',
    async get<T>(path: string, params?: Record<string, unknown>) {
      calls.push({ method: 'GET', path });
      await tick();
      const one = /\/rows\/table\/359\/(\d+)\/$/.exec(path);
      if (one) {
        expect(params).toEqual({ user_field_names: 'true' });
        const day = days.find((candidate) => candidate.id === Number(one[1]));
        return (day ? { status: 200, body: dayRow(day) } : { status: 404, body: { error: 'Diese Zeile gibt es nicht.' } }) as CmsResponse<T>;
      }
      expect(params).toMatchObject({ user_field_names: 'true', order_by: 'Tag', filter__Tag__date_is_on_or_after: 'Europe/Berlin??today' });
      const results = days.map(dayRow);
      return { status: 200, body: { count: results.length, next: null, previous: null, results } } as CmsResponse<T>;
    },
    async send<T>(method: WriteMethod, path: string, body?: unknown) {
      calls.push({ method, path, body });
      await tick();
      if (method === 'DELETE') {
        const id = Number(/\/(\d+)\/$/.exec(path)?.[1]);
        persons.splice(
          persons.findIndex((p) => p.id === id),
          1,
        );
        return { status: 204, body: null } as CmsResponse<T>;
      }
      const row = body as { Name: string; Tage: [number]; Slot?: string };
      if (shape === 'no Slot column, unknown fields refused' && 'Slot' in row) {
        return { status: 400, body: { error: 'Das Feld „Slot“ gibt es in dieser Tabelle nicht.' } } as CmsResponse<T>;
      }
      if (shape === 'unique Slot column' && persons.some((p) => p.slot === row.Slot)) return { status: 409, body: { error: 'vergeben' } } as CmsResponse<T>;
      const person = { id: nextId++, dayId: row.Tage[0], name: row.Name, ...(shape === 'unique Slot column' ? { slot: row.Slot } : {}) };
      persons.push(person);
      return { status: 200, body: { id: person.id } } as CmsResponse<T>;
    },
  };
  return { client, persons, calls };
}

function fakeMail(answer: () => CmsResponse | Promise<CmsResponse>) {
  const sent: unknown[] = [];
  const cms: CmsWriteClient = {
    baseUrl: 'http://cms',
    get: () => Promise.reject(new Error('not used')),
    async send<T>(_method: WriteMethod, path: string, body?: unknown) {
      sent.push({ path, body });
      return (await answer()) as CmsResponse<T>;
    },
  };
  return { cms, sent };
}

const musterstadt = SCHULFRUCHT_MAIN;
const values = { tag: '2', name: 'Julia Schmid', email: 'julia.schmid@example.org', telefon: '07999 48213', datenschutz: true as const, firma: '' };

const capsOf = (rows: CmsWriteClient, cms: CmsWriteClient): FormCapabilities => ({ rows, cms, report: jest.fn() });

function handlerWith(
  days: { id: number; Tag: string; taken: number }[],
  mail = fakeMail(() => ({ status: 200, body: { success: true } })),
  shape: RowShape = 'unique Slot column',
) {
  const rows = fakeRows(days, shape);
  const caps = capsOf(rows.client, mail.cms);
  const handler = schulfruchtHandler(musterstadt);
  const prepare = () => handler.prepare!(caps);
  const submit = async () => handler.submit(values, caps, (await prepare()).state);
  return { handler, rows, mail, caps, prepare, submit };
}

describe('school-fruit sign-up handler', () => {
  it('names both schools as the spec does', () => {
    expect(musterstadt).toEqual({
      id: 'schulfrucht-musterstadt',
      daysTable: 359,
      personsTable: 360,
      maxPerDay: 3,
      mailEndpoint: '/api/schulfrucht/schulfrucht_musterstadt_mail',
    });
    expect(SCHULFRUCHT_AACH).toEqual({
      id: 'schulfrucht-aach',
      daysTable: 361,
      personsTable: 362,
      maxPerDay: 2,
      mailEndpoint: '/api/schulfrucht/schulfrucht_aach_mail',
    });
    expect(SCHULFRUCHT_TEXTS.success).toBe('Vielen Dank für Ihre Mithilfe!');
  });

  it('is contributed by the schools remote under the template names of both forms', async () => {
    expect((await remote.forms!['schulfrucht-musterstadt']!()).default).toBe(mainHandler);
    expect((await remote.forms!['schulfrucht-aach']!()).default).toBe(aachHandler);
    expect([mainHandler.id, aachHandler.id]).toEqual(['schulfrucht-musterstadt', 'schulfrucht-aach']);
    expect(aachHandler.honeypot).toBe('firma');
    for (const id of Object.keys(remote.forms!)) expect(Object.keys(remote.templates)).toContain(id);
  });

  it('offers only days with fewer registrations than the maximum, labelled DD.MM.YYYY', async () => {
    const { handler, caps } = handlerWith([
      { id: 1, Tag: '2026-12-01', taken: 3 },
      { id: 2, Tag: '2026-12-03', taken: 1 },
      { id: 3, Tag: '2026-12-08', taken: 0 },
    ]);
    expect(await handler.load!(caps)).toEqual({
      max: 3,
      tage: [
        { id: '2', datum: '2026-12-03', label: '03.12.2026', frei: 2 },
        { id: '3', datum: '2026-12-08', label: '08.12.2026', frei: 3 },
      ],
    });
  });

  it('accepts every current day in the schema context, so a day that filled up gets the error outcome', async () => {
    const { prepare } = handlerWith([{ id: 1, Tag: '2026-12-01', taken: 3 }]);
    expect((await prepare()).context).toEqual({ tage: ['1'] });
  });

  it('stores the person in the first free slot and sends the confirmation with the day label', async () => {
    const { submit, rows, mail } = handlerWith([{ id: 2, Tag: '2026-12-03', taken: 1 }]);
    expect(await submit()).toEqual({ status: 'success' });
    expect(rows.persons.map((p) => p.slot)).toEqual(['2026-12-03#1', '2026-12-03#2']);
    expect(rows.calls.filter((c) => c.method === 'POST')[0]!.body).toEqual({
      Name: 'Julia Schmid',
      'E-Mail': 'julia.schmid@example.org',
      Telefon: '07999 48213',
      Tage: [2],
      Slot: '2026-12-03#1',
    });
    expect(mail.sent).toEqual([
      {
        path: '/api/schulfrucht/schulfrucht_musterstadt_mail',
        body: { tag: '2', datum: '03.12.2026', name: 'Julia Schmid', email: 'julia.schmid@example.org', telefon: '07999 48213' },
      },
    ]);
  });

  it('refuses a full day without trying to insert', async () => {
    const { submit, rows, mail } = handlerWith([{ id: 2, Tag: '2026-12-03', taken: 3 }]);
    expect(await submit()).toMatchObject({ status: 'error', httpStatus: 409, reason: 'day full' });
    expect(rows.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(mail.sent).toEqual([]);
  });

  it('never overbooks: of 20 simultaneous sign-ups for 3 free places exactly 3 succeed', async () => {
    const { submit, rows, mail } = handlerWith([{ id: 2, Tag: '2026-12-03', taken: 0 }]);
    const outcomes = await Promise.all(Array.from({ length: 20 }, submit));
    expect(outcomes.filter((o) => o.status === 'success')).toHaveLength(3);
    expect(outcomes.filter((o) => o.status === 'error' && o.httpStatus === 409)).toHaveLength(17);
    expect(rows.persons.map((p) => p.slot).sort()).toEqual(['2026-12-03#1', '2026-12-03#2', '2026-12-03#3']);
    expect(mail.sent).toHaveLength(3);
  });

  it('reads the day again after the insert, before it sends the confirmation', async () => {
    const { submit, rows } = handlerWith([{ id: 2, Tag: '2026-12-03', taken: 0 }]);
    expect(await submit()).toEqual({ status: 'success' });
    expect(rows.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/database/rows/table/359/',
      'POST /api/database/rows/table/360/',
      'GET /api/database/rows/table/359/2/',
    ]);
  });

  describe.each<RowShape>(['no Slot column, unknown fields ignored', 'no Slot column, unknown fields refused'])('on a row database with %s', (shape) => {
    it('fills the day up to its maximum and refuses the next parent, whose row goes again', async () => {
      const { handler, caps, rows, mail } = handlerWith([{ id: 2, Tag: '2026-12-03', taken: 1 }], undefined, shape);
      // Four parents opened the form while the day had two free places: each one's day list is that stale one.
      const stale = (await handler.prepare!(caps)).state;
      const outcomes = [];
      for (let i = 0; i < 4; i += 1) outcomes.push(await handler.submit({ ...values, email: `eltern-${i}@example.org` }, caps, stale));
      expect(outcomes.map((o) => o.status)).toEqual(['success', 'success', 'error', 'error']);
      expect(outcomes.slice(2)).toEqual([
        expect.objectContaining({ httpStatus: 409, reason: 'day full' }),
        expect.objectContaining({ httpStatus: 409, reason: 'day full' }),
      ]);
      expect(rows.persons.filter((p) => p.dayId === 2)).toHaveLength(3);
      expect(rows.persons.some((p) => p.slot !== undefined && p.id >= 101)).toBe(false);
      expect(mail.sent).toHaveLength(2);
    });

    it('never overbooks: of 20 simultaneous sign-ups for 3 free places at most 3 stay, each of them mailed, every other one refused', async () => {
      const { submit, rows, mail } = handlerWith([{ id: 2, Tag: '2026-12-03', taken: 0 }], undefined, shape);
      const outcomes = await Promise.all(Array.from({ length: 20 }, submit));
      const booked = outcomes.filter((o) => o.status === 'success');
      expect(rows.persons.length).toBeLessThanOrEqual(3);
      expect(rows.persons).toHaveLength(booked.length);
      expect(mail.sent).toHaveLength(booked.length);
      expect(outcomes.filter((o) => o.status === 'error').every((o) => o.status === 'error' && o.httpStatus === 409 && o.reason === 'day full')).toBe(true);
    });
  });

  it('gives the place back when the day cannot be read after the insert', async () => {
    const { submit, rows, mail } = handlerWith([{ id: 2, Tag: '2026-12-03', taken: 1 }]);
    const get = rows.client.get.bind(rows.client);
    rows.client.get = async <T>(path: string, params?: Record<string, unknown>) =>
      path.endsWith('/359/2/') ? ({ status: 503, body: null } as CmsResponse<T>) : get<T>(path, params);
    const outcome = await submit();
    expect(outcome).toMatchObject({ status: 'error', httpStatus: 502, reason: 'capacity check failed' });
    expect(rows.persons.map((p) => p.slot)).toEqual(['2026-12-03#1']);
    expect(mail.sent).toEqual([]);
  });

  it.each([
    ['fails', () => Promise.reject(new Error('connect ECONNREFUSED'))],
    ['answers an error', () => ({ status: 502, body: { error: 'Die Bestätigungsmail konnte nicht versendet werden.' } })],
    ['answers nothing', () => ({ status: 200, body: null })],
  ])('gives the place back and reports when the mail call %s', async (_case, answer) => {
    const { submit, rows } = handlerWith([{ id: 2, Tag: '2026-12-03', taken: 1 }], fakeMail(answer));
    const outcome = await submit();
    expect(outcome).toMatchObject({ status: 'error', httpStatus: 502, reason: 'confirmation mail failed' });
    expect(outcome.status === 'error' && outcome.problem).toBeInstanceOf(Error);
    expect(rows.persons.map((p) => p.slot)).toEqual(['2026-12-03#1']);
  });

  it('answers 400, not a server error, when the row database refuses the values', async () => {
    const { submit, rows } = handlerWith([{ id: 2, Tag: '2026-12-03', taken: 0 }]);
    rows.client.send = async <T>() => ({ status: 400, body: { error: 'Das Feld „Name“ enthält unzulässige Zeichen.' } }) as CmsResponse<T>;
    const outcome = await submit();
    expect(outcome).toMatchObject({ status: 'error', httpStatus: 400, reason: 'row database refused the values' });
  });

  it('throws when the row database answers without rows (the caller reports it)', async () => {
    const rows: CmsWriteClient = {
      baseUrl: '',
      get: async <T>() => ({ status: 401, body: { error: 'Token' } }) as CmsResponse<T>,
      send: () => Promise.reject(new Error('x')),
    };
    const caps = capsOf(rows, fakeMail(() => ({ status: 200, body: {} })).cms);
    await expect(schulfruchtHandler(musterstadt).load!(caps)).rejects.toThrow('Days table 359 answered 401 without rows');
  });
});
