/**
 * API tests of the school-fruit row database (tables 359–362 in the row database's REST shape) and of
 * the confirmation mails, against the real server, a real database and a real SMTP server.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../core/db';
import { smtpMailer } from '../core/mailer';
import { migrate } from '../migrate';
import type { DayRow, PersonRow } from './row-database';
import { seedIfEmpty } from '../seed/seed';
import { BACKENDS, type TestDatabase } from '../testing/backends';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-recorder';

const TOKEN = 'api-test-row-token-1f9a3c';
const AUTH = { authorization: `Token ${TOKEN}` };

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
  error?: string;
}

const berlinToday = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

function daysFromToday(days: number): string {
  const [y, m, d] = berlinToday.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

describe.each(BACKENDS)('row database and sign-up mails on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  let smtp: TestSmtpServer;

  async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = AUTH): Promise<Answer<T>> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }

  const rows = <T>(table: number, query = '') => call<Page<T>>('GET', `/api/database/rows/table/${table}/?user_field_names=true${query}`);
  const addPerson = (table: number, values: Record<string, unknown>) =>
    call<PersonRow & { error?: string }>('POST', `/api/database/rows/table/${table}/?user_field_names=true`, values);
  const addDay = (table: number, tag: string) => call<DayRow>('POST', `/api/database/rows/table/${table}/?user_field_names=true`, { Tag: tag });
  const person = (dayId: number, slot: string, name = 'Julia Schmid') => ({
    Name: name,
    'E-Mail': 'julia.schmid@example.org',
    Telefon: '07999 48213',
    Tage: [dayId],
    Slot: slot,
  });

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    await seedIfEmpty(db);
    smtp = await startSmtpServer();
    app = buildApp({ db, rowDatabaseToken: TOKEN, signupMailer: smtpMailer(smtp.url) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await db?.close();
    await database?.destroy();
  });

  describe('access', () => {
    it.each([
      ['no Authorization header', {}],
      ['a wrong token', { authorization: 'Token falsch' }],
      ['another scheme', { authorization: `Bearer ${TOKEN}` }],
      ['the token without scheme', { authorization: TOKEN }],
    ])('refuses %s with 401 and a German message', async (_case, headers) => {
      for (const [method, path, body] of [
        ['GET', '/api/database/rows/table/359/?user_field_names=true', undefined],
        ['POST', '/api/database/rows/table/360/?user_field_names=true', person(1, `${daysFromToday(3)}#1`)],
        ['DELETE', '/api/database/rows/table/360/1/', undefined],
      ] as const) {
        const answer = await call<{ error: string }>(method, path, body, headers);
        expect([method, answer.status, answer.body.error]).toEqual([
          method,
          401,
          'Für die Zeilen-Datenbank ist ein gültiger Zugangsschlüssel nötig (Authorization: Token …).',
        ]);
        expect(answer.headers.get('www-authenticate')).toBe('Token');
      }
    });

    it('refuses every call when the service has no token configured', async () => {
      const bare = buildApp({ db });
      await bare.listen({ port: 0, host: '127.0.0.1' });
      try {
        const response = await fetch(`http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/api/database/rows/table/359/?user_field_names=true`, {
          headers: { authorization: 'Token undefined' },
        });
        expect(response.status).toBe(401);
      } finally {
        await bare.close();
      }
    });
  });

  describe('days tables', () => {
    it('lists the seeded days with their people, ordered by Tag, in the row database shape', async () => {
      const { status, body } = await rows<DayRow>(359, '&order_by=Tag');
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(['count', 'next', 'previous', 'results']);
      expect(body.count).toBe(13);
      expect(body.results).toHaveLength(13);
      expect([body.next, body.previous]).toEqual([null, null]);
      const first = body.results[0]!;
      expect(Object.keys(first)).toEqual(['id', 'order', 'Tag', 'Personen']);
      expect(first.Tag < berlinToday).toBe(true);
      const tags = body.results.map((day) => day.Tag);
      expect(tags).toEqual([...tags].sort());
      expect(body.results.map((day) => day.Personen.length)).toEqual([2, 3, 1, 3, 2, 0, 3, 1, 0, 0, 2, 0, 0]);
      expect(first.Personen[0]).toEqual({ id: expect.any(Number), value: 'Julia Schmid' });
      expect((await rows<DayRow>(361)).body.results.map((day) => day.Personen.length)).toEqual([2, 2, 1, 2, 0, 0, 1]);
    });

    it.each([
      ['Europe/Berlin??today', 'date_is_on_or_after'],
      [`Europe/Berlin?${berlinToday}?exact_date`, 'date_is_on_or_after'],
      [berlinToday, 'date_after_or_equal'],
    ])('filters the days from today on (%s)', async (value, type) => {
      const { status, body } = await rows<DayRow>(359, `&order_by=-Tag&filter__Tag__${type}=${encodeURIComponent(value)}`);
      expect(status).toBe(200);
      expect(body.count).toBe(12);
      expect(body.results.every((day) => day.Tag >= berlinToday)).toBe(true);
      expect(body.results[0]!.Tag > body.results[11]!.Tag).toBe(true);
    });

    it('pages with next and previous links', async () => {
      const { body } = await rows<DayRow>(359, '&order_by=Tag&size=5&page=2');
      expect(body.count).toBe(13);
      expect(body.results).toHaveLength(5);
      expect(new URL(body.next!).searchParams.get('page')).toBe('3');
      expect(new URL(body.previous!).searchParams.get('page')).toBe('1');
      expect(new URL(body.next!).searchParams.get('size')).toBe('5');
      expect((await rows<DayRow>(359, '&size=5&page=3')).body.next).toBeNull();
    });

    it.each([
      ['', 'user_field_names is missing', 400, 'Bitte geben Sie user_field_names=true an: Diese Zeilen-Datenbank verwendet die Namen der Felder.'],
      ['&order_by=Farbe', 'an unknown sort field', 400, 'Nach dem Feld „Farbe“ kann nicht sortiert werden.'],
      ['&filter__Tag__contains=12', 'an unknown filter', 400, 'Der Filter „contains“ ist für das Feld „Tag“ nicht möglich.'],
      ['&filter__Farbe__equal=rot', 'a filter on an unknown field', 400, 'Das Feld „Farbe“ gibt es in dieser Tabelle nicht.'],
      ['&filter__Tag__date_is_on_or_after=morgen', 'a date filter without a date', 400, 'Der Filterwert „morgen“ ist kein Datum.'],
      ['&filter__Tag__date_is_on_or_after=Mars%2FOlympus??today', 'an unknown time zone', 400, 'Die Zeitzone „Mars/Olympus“ ist unbekannt.'],
      ['&filter__Tag__date_equal=2026-02-30', 'an impossible date', 400, 'Der Filterwert „2026-02-30“ ist kein Datum.'],
      ['&filter_type=OR', 'OR filters', 400, 'Diese Zeilen-Datenbank verknüpft Filter nur mit AND.'],
      ['&size=500', 'a page size above 200', 400, 'Der Parameter size darf höchstens 200 sein.'],
      ['&page=0', 'page 0', 400, 'Der Parameter page muss eine positive ganze Zahl sein.'],
    ])('answers %s (%s) with a German 400', async (query, _case, status, message) => {
      const path = `/api/database/rows/table/359/${query ? `?user_field_names=true${query}` : ''}`;
      const answer = await call<{ error: string }>('GET', query ? path : '/api/database/rows/table/359/');
      expect([answer.status, answer.body.error]).toEqual([status, message]);
    });

    it('knows only its tables', async () => {
      expect((await rows(999)).status).toBe(404);
      expect((await rows(999)).body).toEqual({ error: 'Diese Tabelle gibt es in der Zeilen-Datenbank nicht.' });
      expect((await call('GET', '/api/database/rows/table/abc/?user_field_names=true')).status).toBe(400);
    });

    it('creates a day and refuses anything but a date', async () => {
      const created = await addDay(359, daysFromToday(60));
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ Tag: daysFromToday(60), Personen: [] });
      for (const body of [{ Tag: '01.12.2026' }, { Tag: 5 }, {}, { Tag: daysFromToday(61), Personen: [1] }, [daysFromToday(1)]]) {
        const answer = await call<{ error: string }>('POST', '/api/database/rows/table/359/?user_field_names=true', body);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatch(/^(Das Feld|Der Inhalt)/);
      }
    });
  });

  describe('persons tables', () => {
    let day: DayRow;
    beforeAll(async () => {
      day = (await addDay(359, daysFromToday(70))).body;
    });

    it('stores a person linked to a day and shows them on the day', async () => {
      const created = await addPerson(360, person(day.id, `${day.Tag}#1`));
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        order: expect.any(String),
        Name: 'Julia Schmid',
        'E-Mail': 'julia.schmid@example.org',
        Telefon: '07999 48213',
        Tage: [{ id: day.id, value: day.Tag }],
        Slot: `${day.Tag}#1`,
      });
      const days = await rows<DayRow>(359, `&filter__id__equal=${day.id}`);
      expect(days.body.results[0]!.Personen).toEqual([{ id: created.body.id, value: 'Julia Schmid' }]);
      const linked = await rows<PersonRow>(360, `&filter__Tage__link_row_has=${day.id}`);
      expect(linked.body.results.map((row) => row.id)).toEqual([created.body.id]);
    });

    it('never gives a slot twice, even to simultaneous inserts', async () => {
      const slot = `${day.Tag}#2`;
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => addPerson(360, person(day.id, slot, `Elternteil ${i + 1}`))));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(19);
      expect(refused[0]!.body.error).toBe(`Der Platz ${slot} ist bereits vergeben.`);
      expect((await rows<PersonRow>(360, `&filter__Slot__equal=${encodeURIComponent(slot)}`)).body.count).toBe(1);
    });

    it.each([
      ['a missing name', { Name: undefined }, 'Das Feld „Name“ muss einen Text enthalten.'],
      ['a number as name', { Name: 7 }, 'Das Feld „Name“ muss einen Text enthalten.'],
      ['a name of 300 characters', { Name: 'x'.repeat(300) }, 'Das Feld „Name“ darf höchstens 255 Zeichen enthalten.'],
      ['a control character', { Name: 'Julia\u0000' }, 'Das Feld „Name“ enthält unzulässige Zeichen.'],
      ['an invalid e-mail address', { 'E-Mail': 'julia@' }, 'Das Feld „E-Mail“ hat kein gültiges Format.'],
      ['letters as telephone', { Telefon: 'abends' }, 'Das Feld „Telefon“ hat kein gültiges Format.'],
      ['no day', { Tage: [] }, 'Das Feld „Tage“ muss genau einen verknüpften Tag enthalten (seine ID).'],
      ['two days', { Tage: [1, 2] }, 'Das Feld „Tage“ muss genau einen verknüpften Tag enthalten (seine ID).'],
      ['a day as text', { Tage: ['1'] }, 'Das Feld „Tage“ muss genau einen verknüpften Tag enthalten (seine ID).'],
      ['an unknown day', { Tage: [987654] }, 'Den verknüpften Tag 987654 gibt es nicht.'],
      ['a slot without number', { Slot: '2026-12-01' }, 'Das Feld „Slot“ hat kein gültiges Format.'],
      ['a slot with an impossible date', { Slot: '2026-13-01#1' }, 'Das Feld „Slot“ hat kein gültiges Format.'],
      ['an unknown field', { Firma: 'Muster GmbH' }, 'Das Feld „Firma“ gibt es in dieser Tabelle nicht oder es kann nicht gesetzt werden.'],
    ])('refuses %s with a German 400 and stores nothing', async (_case, change, message) => {
      const before = (await rows<PersonRow>(360)).body.count;
      const answer = await addPerson(360, { ...person(day.id, `${day.Tag}#3`), ...change });
      expect([answer.status, answer.body.error]).toEqual([400, message]);
      expect((await rows<PersonRow>(360)).body.count).toBe(before);
    });

    it("refuses a day of the other school's table", async () => {
      const aach = (await rows<DayRow>(361)).body.results[3]!;
      const answer = await addPerson(360, person(aach.id, `${aach.Tag}#1`));
      expect([answer.status, answer.body.error]).toEqual([400, `Den verknüpften Tag ${aach.id} gibt es nicht.`]);
    });

    it('refuses a body that is not a JSON object', async () => {
      for (const body of ['[1,2]', '"Julia"', '{"Name": ']) {
        const answer = await call<{ error: string }>('POST', '/api/database/rows/table/360/?user_field_names=true', body);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatch(/^(Der Inhalt der Anfrage|Die Anfrage ist ungültig)/);
      }
    });

    it('deletes a person, which frees the slot', async () => {
      const created = await addPerson(360, person(day.id, `${day.Tag}#3`, 'Markus Weber'));
      const deleted = await call('DELETE', `/api/database/rows/table/360/${created.body.id}/`);
      expect(deleted.status).toBe(204);
      expect((await call('GET', `/api/database/rows/table/360/${created.body.id}/?user_field_names=true`)).status).toBe(404);
      expect((await call('DELETE', `/api/database/rows/table/360/${created.body.id}/`)).status).toBe(404);
      expect((await addPerson(360, person(day.id, `${day.Tag}#3`, 'Aylin Demir'))).status).toBe(200);
    });
  });

  describe('confirmation mails', () => {
    const values = { tag: '12', datum: '01.12.2026', name: 'Julia Schmid', email: 'julia.schmid@example.org', telefon: '07999 48213' };

    it('sends one message over SMTP to the parent, with the school in copy', async () => {
      const before = smtp.messages.length;
      const answer = await call('POST', '/api/schulfrucht/schulfrucht_musterstadt_mail', values, {});
      expect([answer.status, answer.body]).toEqual([200, { success: true }]);
      expect(smtp.messages).toHaveLength(before + 1);
      const mail = smtp.messages.at(-1)!;
      expect(mail.from).toBe('noreply@musterstadt.de');
      expect(mail.to).toEqual(['julia.schmid@example.org', 'schulfrucht@gs-musterstadt.de']);
      expect(mail.raw).toContain('Subject: Schulfrucht: Ihr Helfertag am 01.12.2026');
      expect(mail.raw).toContain('Guten Tag Julia Schmid,');
      expect(mail.raw).not.toMatch(/^Bcc:/m);
    });

    it('sends the Aach confirmation with its own contact', async () => {
      await call('POST', '/api/schulfrucht/schulfrucht_aach_mail', values, {});
      expect(smtp.messages.at(-1)!.to).toEqual(['julia.schmid@example.org', 'schulfrucht-aach@gs-musterstadt.de']);
    });

    it.each([
      ['no e-mail', { email: undefined }, 'Die Angabe „email“ fehlt.'],
      ['an invalid e-mail', { email: 'julia' }, 'Die Angabe „email“ ist ungültig.'],
      ['a date that is no label', { datum: '2026-12-01' }, 'Die Angabe „datum“ ist ungültig.'],
      ['a line break in the name', { name: 'Julia\r\nBcc: alle@example.org' }, 'Die Angabe „name“ ist ungültig.'],
    ])('refuses %s with a German 400 and sends nothing', async (_case, change, message) => {
      const before = smtp.messages.length;
      const answer = await call<{ error: string }>('POST', '/api/schulfrucht/schulfrucht_musterstadt_mail', { ...values, ...change }, {});
      expect([answer.status, answer.body.error]).toEqual([400, message]);
      expect(smtp.messages).toHaveLength(before);
    });

    it('knows only the two sign-ups', async () => {
      const answer = await call<{ error: string }>('POST', '/api/schulfrucht/schulfrucht_hallwangen_mail', values, {});
      expect([answer.status, answer.body.error]).toEqual([404, 'Diese Anmeldung gibt es nicht.']);
    });

    it('answers 502 when the mail server is unreachable, and 503 without a mailer', async () => {
      const offline = buildApp({ db, signupMailer: smtpMailer('smtp://127.0.0.1:9') });
      const none = buildApp({ db });
      for (const instance of [offline, none]) await instance.listen({ port: 0, host: '127.0.0.1' });
      try {
        const post = (instance: FastifyInstance) =>
          fetch(`http://127.0.0.1:${(instance.server.address() as AddressInfo).port}/api/schulfrucht/schulfrucht_musterstadt_mail`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(values),
          }).then(async (response) => [response.status, ((await response.json()) as { error: string }).error]);
        expect(await post(offline)).toEqual([502, 'Die Bestätigungsmail konnte nicht versendet werden. Bitte versuchen Sie es später noch einmal.']);
        expect(await post(none)).toEqual([503, 'Der Mailversand ist nicht eingerichtet.']);
      } finally {
        await Promise.all([offline.close(), none.close()]);
      }
    });
  });
});
