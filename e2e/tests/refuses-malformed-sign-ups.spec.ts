import { expect, test, type APIResponse } from '@playwright/test';
import { openMailbox, type Mailbox } from '../support/mailbox';
import { dateIn, rowDatabase, type Day } from '../support/row-database';
import { MESSAGES } from '../support/schulfrucht';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

/** Every German message a refused sign-up may carry. */
const GERMAN = new Set<string>([
  ...Object.values(MESSAGES),
  'Bitte geben Sie höchstens 100 Zeichen ein.',
  'Bitte prüfen Sie Ihre Angaben.',
  'Die Angaben des Formulars fehlen oder haben ein ungültiges Format.',
  'Das Formular enthält Felder, die es nicht kennt.',
  'Die Anfrage ist ungültig. Bitte senden Sie das Formular noch einmal ab.',
  'Die Angaben sind zu umfangreich.',
  'Bitte senden Sie das Formular als JSON oder als Formular (application/x-www-form-urlencoded).',
  'Leider ist ein Fehler bei der Anmeldung aufgetreten. Schreiben Sie uns in dringenden Fällen bitte eine E-Mail.',
]);

type Payload = Record<string, unknown>;
type Send = (day: { open: Day; past: Day; full: Day; aach: Day }) => { body?: unknown; raw?: string; contentType?: string };

const valid = (open: Day): Payload => ({
  tag: String(open.id),
  name: 'Lena Vogt',
  email: 'lena.vogt@example.org',
  telefon: '07999 44321',
  datenschutz: true,
  firma: '',
});
const change =
  (patch: Payload): Send =>
  ({ open }) => ({ body: { ...valid(open), ...patch } });
const without =
  (field: string): Send =>
  ({ open }) => {
    const body = valid(open);
    delete body[field];
    return { body };
  };

const CASES: [string, Send][] = [
  // Missing fields
  ['no day', without('tag')],
  ['no name', without('name')],
  ['no e-mail', without('email')],
  ['no telephone', without('telefon')],
  ['no consent', without('datenschutz')],
  ['an empty object', () => ({ body: {} })],
  ['empty strings everywhere', change({ tag: '', name: '', email: '', telefon: '' })],
  // Wrong types
  ['the day as a number', ({ open }) => ({ body: { ...valid(open), tag: open.id } })],
  ['the day as a list', ({ open }) => ({ body: { ...valid(open), tag: [String(open.id)] } })],
  ['the day as an object', ({ open }) => ({ body: { ...valid(open), tag: { id: open.id } } })],
  ['the day as true', change({ tag: true })],
  ['the name as a number', change({ name: 42 })],
  ['the name as a list', change({ name: ['Lena', 'Vogt'] })],
  ['the name as an object', change({ name: { vorname: 'Lena' } })],
  ['the name as false', change({ name: false })],
  ['the e-mail as a number', change({ email: 123 })],
  ['the e-mail as a list', change({ email: ['lena.vogt@example.org'] })],
  ['the telephone as a number', change({ telefon: 799944321 })],
  ['the telephone as an object', change({ telefon: {} })],
  ['consent as the string "true"', change({ datenschutz: 'true' })],
  ['consent as 1', change({ datenschutz: 1 })],
  ['consent as "ja"', change({ datenschutz: 'ja' })],
  ['consent refused', change({ datenschutz: false })],
  ['consent as null', change({ datenschutz: null })],
  // Invalid values
  ['a name of one letter', change({ name: 'L' })],
  ['a name of blanks', change({ name: '    ' })],
  ['a name with a control character', change({ name: 'Lena\u0000Vogt' })],
  ['a name with a line break', change({ name: 'Lena\r\nVogt' })],
  ['an e-mail without @', change({ email: 'lena.vogt' })],
  ['an e-mail without domain', change({ email: 'lena@' })],
  ['an e-mail with two @', change({ email: 'lena@@example.org' })],
  ['an e-mail with a header injection', change({ email: 'lena@example.org\nBcc: alle@example.org' })],
  ['a telephone of letters', change({ telefon: 'abends' })],
  ['a telephone of two digits', change({ telefon: '12' })],
  ['a telephone with HTML', change({ telefon: '<b>0799</b>' })],
  // Huge strings
  ['a name of 101 characters', change({ name: 'x'.repeat(101) })],
  ['a name of 10,000 characters', change({ name: 'x'.repeat(10_000) })],
  ['an e-mail of 300 characters', change({ email: `${'x'.repeat(290)}@example.org` })],
  ['a telephone of 500 digits', change({ telefon: '1'.repeat(500) })],
  ['a body over 16 KiB', change({ name: 'x'.repeat(20_000) })],
  // Days that cannot be chosen
  ['an unknown day id', change({ tag: '999999' })],
  ['day id 0', change({ tag: '0' })],
  ['a negative day id', change({ tag: '-1' })],
  ['a day id of letters', change({ tag: 'montag' })],
  ['a day id in exponent notation', change({ tag: '1e3' })],
  ['a day id of ten digits', change({ tag: '12345678901' })],
  ['a day of the other school', ({ open, aach }) => ({ body: { ...valid(open), tag: String(aach.id) } })],
  ['a past day', ({ open, past }) => ({ body: { ...valid(open), tag: String(past.id) } })],
  ['a full day', ({ open, full }) => ({ body: { ...valid(open), tag: String(full.id) } })],
  // Shape of the request
  ['a filled honeypot', change({ firma: 'Muster Marketing GmbH' })],
  ['a honeypot of the wrong type', change({ firma: 1 })],
  ['an unknown field', change({ Slot: '2026-12-01#1' })],
  ['a field __proto__', ({ open }) => ({ raw: JSON.stringify(valid(open)).replace(/^\{/, '{"__proto__":{"admin":true},') })],
  ['a list instead of an object', ({ open }) => ({ body: [valid(open)] })],
  ['a string instead of an object', () => ({ body: 'Lena Vogt' })],
  ['null', () => ({ raw: 'null' })],
  ['broken JSON', () => ({ raw: '{"tag": "1", "name": ' })],
  ['an empty body', () => ({ raw: '' })],
  ['plain text', () => ({ raw: 'tag=1&name=Lena', contentType: 'text/plain' })],
  ['form fields to the JSON endpoint', () => ({ raw: 'tag=1&name=Lena', contentType: 'application/x-www-form-urlencoded' })],
];

test('malformed sign-ups get a 4xx with a German message, and nothing is stored or mailed', async ({ request }) => {
  test.setTimeout(180_000);
  expect(CASES.length).toBeGreaterThanOrEqual(50);
  const rows = rowDatabase(request);
  const open = await rows.addDay(359, dateIn(230));
  const full = await rows.addDay(359, dateIn(231));
  for (let k = 1; k <= 3; k += 1) await rows.addPerson(360, full, k);
  const past = await rows.addDay(359, dateIn(-1));
  const aach = await rows.addDay(361, dateIn(232));
  const before = await rows.personCount();
  const mails = mailbox.messages.length;

  for (const [name, make] of CASES) {
    const { body, raw, contentType = 'application/json' } = make({ open, past, full, aach });
    const response: APIResponse = await request.post('/_forms/schulfrucht-musterstadt', {
      headers: { 'content-type': contentType },
      data: raw ?? JSON.stringify(body),
    });
    const answer = (await response.json()) as { status: string; message: string; errors?: Record<string, string> };
    expect([name, response.status() >= 400 && response.status() < 500], `${name}: status ${response.status()}`).toEqual([name, true]);
    expect([name, GERMAN.has(answer.message)], `${name}: "${answer.message}"`).toEqual([name, true]);
    for (const message of Object.values(answer.errors ?? {})) expect([name, GERMAN.has(message)], `${name}: "${message}"`).toEqual([name, true]);
    expect([name, await rows.personCount()]).toEqual([name, before]);
  }
  expect(mailbox.messages).toHaveLength(mails);
  // The one well-formed sign-up is the control: it is stored.
  const ok = await request.post('/_forms/schulfrucht-musterstadt', { data: valid(open) });
  expect(ok.status()).toBe(200);
  expect(await rows.personCount()).toBe(before + 1);
});

test('malformed forms posted without JavaScript get a 4xx page in German, and nothing is stored', async ({ request }) => {
  const rows = rowDatabase(request);
  const open = await rows.addDay(361, dateIn(233));
  const before = await rows.personCount();
  const page = '/grundschule-musterstadt/schulfrucht-aach';
  const fields = `tag=${open.id}&name=Lena+Vogt&email=lena.vogt%40example.org&telefon=07999+44321&datenschutz=true`;
  const cases: [string, string, string, number, RegExp][] = [
    ['no form named', page, fields, 400, /Leider ist ein Fehler aufgetreten/],
    ['an unknown form', page, `_form=kontakt&${fields}`, 400, /Leider ist ein Fehler aufgetreten/],
    ['the form of another page', '/grundschule-musterstadt/schulfrucht', `_form=schulfrucht-aach&${fields}`, 400, /Leider ist ein Fehler aufgetreten/],
    ['a name given twice', page, `_form=schulfrucht-aach&${fields}&name=Eva`, 422, /Bitte geben Sie Ihren Namen an/],
    ['no consent', page, `_form=schulfrucht-aach&${fields.replace('&datenschutz=true', '')}`, 422, /Bitte bestätigen Sie/],
    ['a filled honeypot', page, `_form=schulfrucht-aach&${fields}&firma=Spam`, 400, /Leider ist ein Fehler bei der Anmeldung aufgetreten/],
    ['an unknown field', page, `_form=schulfrucht-aach&${fields}&Slot=x`, 400, /Das Formular enthält Felder, die es nicht kennt/],
    ['a body over 16 KiB', page, `_form=schulfrucht-aach&${fields}&name=${'x'.repeat(20_000)}`, 413, /Die Angaben sind zu umfangreich/],
  ];
  for (const [name, path, form, status, text] of cases) {
    const response = await request.post(path, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: form });
    expect([name, response.status()]).toEqual([name, status]);
    expect([name, text.test(await response.text())]).toEqual([name, true]);
  }
  const json = await request.post(page, { data: { _form: 'schulfrucht-aach' } });
  expect(json.status()).toBe(415);
  expect(await rows.personCount()).toBe(before);
});
