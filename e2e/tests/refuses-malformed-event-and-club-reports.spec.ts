import { expect, test, type APIRequestContext } from '@playwright/test';
import { openMailbox, type Mailbox } from '../support/mailbox';
import { solve } from '../support/form-files';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

/** A fresh captcha question from the form's endpoint, answered. */
async function solvedCaptcha(request: APIRequestContext, form: string) {
  const answer = await request.get(`/_forms/${form}`);
  const { data } = (await answer.json()) as { data: { captcha: { question: string; token: string } } };
  return { captcha: solve(data.captcha.question), captchaToken: data.captcha.token };
}

const nextYear = new Date().getFullYear() + 1;
const EVENT = {
  titel: 'Lichterfest am Sulzbach',
  datum: `${nextYear}-12-05`,
  beginn: '17:00',
  endeDatum: '',
  ende: '21:00',
  ort: 'Kurpark Musterstadt',
  kategorien: ['3', '10'],
  beschreibung: 'Laternen, Musik und Glühwein am Ufer des Sulzbachs. Eintritt frei.',
  veranstalter: 'Verkehrsverein Musterstadt',
  name: 'Lena Vogt',
  email: 'lena.vogt@example.org',
  telefon: '',
  datenschutz: true,
  homepage: '',
};
const CLUB = {
  vereinsname: 'Imkerverein Musterstadt',
  ort: 'Lehrbienenstand am Sonnenhang',
  webseite: '',
  beschreibung: 'Imkerkurse für Anfänger, Honigschleudern im Sommer und ein offener Stammtisch.',
  kategorien: ['3'],
  ansprechperson: 'Karl Brenner',
  funktion: '',
  email: 'karl.brenner@example.org',
  telefon: '',
  datenschutz: true,
  fax: '',
};

type Case = [string, Record<string, unknown> | string, string?];

function cases(valid: Record<string, unknown>, honeypot: string, richText?: string): Case[] {
  const list: Case[] = [];
  const fields = Object.keys(valid).filter((field) => field !== honeypot);
  for (const field of fields) {
    const { [field]: _omitted, ...rest } = valid;
    if (!['telefon', 'endeDatum', 'webseite', 'funktion'].includes(field)) list.push([`without ${field}`, rest]);
    for (const wrong of [42, { $gt: '' }, ['a', 'b']]) list.push([`${field} as ${JSON.stringify(wrong)}`, { ...valid, [field]: wrong }]);
    if (field !== 'datenschutz' && field !== 'kategorien') list.push([`${field} of 25000 characters`, { ...valid, [field]: 'x'.repeat(25_000) }]);
  }
  if (richText) {
    for (const markup of [
      '<script>alert("Ihr Konto wurde gesperrt, bitte hier klicken")</script>',
      '<script src="https://evil.example/x.js">',
      '<iframe src="https://evil.example">Ein eingebetteter Rahmen mit Text</iframe>',
      '<style>body { display: none } main { color: red }</style>',
      '<img src=x onerror="alert(1)">',
    ])
      list.push([`${richText} that is only ${markup.slice(0, 20)}`, { ...valid, [richText]: markup }]);
  }
  list.push(
    ['an unknown field', { ...valid, admin: true }],
    ['a field named __proto__', '{"__proto__":{"admin":true}}'],
    ['the honeypot filled', { ...valid, [honeypot]: 'Spam GmbH' }],
    ['no consent', { ...valid, datenschutz: false }],
    ['an unknown category', { ...valid, kategorien: ['99'] }],
    ['no category', { ...valid, kategorien: [] }],
    ['a header in the address', { ...valid, email: 'a@example.org\r\nBcc: alle@example.org' }],
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

const EVENT_CASES: Case[] = [
  ...cases(EVENT, 'homepage', 'beschreibung'),
  ['a date in the past', { ...EVENT, datum: '2020-05-01' }],
  ['30 February', { ...EVENT, datum: `30.02.${nextYear}` }],
  ['a start at 25 o’clock', { ...EVENT, beginn: '25:00' }],
  ['an end before the start', { ...EVENT, ende: '16:00' }],
  ['a last day before the first', { ...EVENT, endeDatum: `04.12.${nextYear}` }],
  ['a last day 40 days later', { ...EVENT, endeDatum: `${nextYear + 1}-01-20` }],
];
const CLUB_CASES: Case[] = [
  ...cases(CLUB, 'fax'),
  ['a javascript: website', { ...CLUB, webseite: 'javascript:alert(1)' }],
  ['a website without a host', { ...CLUB, webseite: 'https://' }],
  ['a description of five characters', { ...CLUB, beschreibung: 'Imker' }],
];

async function sendAll(request: APIRequestContext, form: string, all: Case[]) {
  const statuses: number[] = [];
  for (const [name, body, special] of all) {
    let payload: string;
    if (typeof body === 'string') payload = body;
    else {
      const solved = special === 'no-captcha' || 'captchaToken' in body ? {} : await solvedCaptcha(request, form);
      const captcha =
        special === 'wrong-captcha'
          ? { captcha: String(Number((solved as { captcha: string }).captcha) + 1) }
          : special === 'letters-captcha'
            ? { captcha: 'viel' }
            : {};
      payload = JSON.stringify({ ...solved, ...body, ...captcha });
    }
    const answer = await request.post(`/_forms/${form}`, { headers: { 'content-type': 'application/json' }, data: payload });
    statuses.push(answer.status());
    expect(answer.status(), name).toBeGreaterThanOrEqual(400);
    expect(answer.status(), name).toBeLessThan(500);
    const { message } = (await answer.json()) as { message?: string };
    expect(message, name).toMatch(/^(Bitte|Die|Das|Dieses|Leider|Formulare|Sie) /);
  }
  return statuses;
}

test('malformed event and club reports get German 4xx answers, no 5xx, and nothing is stored, mailed or published', async ({ request }) => {
  test.setTimeout(240_000);
  expect(EVENT_CASES.length + CLUB_CASES.length).toBeGreaterThanOrEqual(100);
  const before = mailbox.messages.length;
  const statuses = [...(await sendAll(request, 'veranstaltung-melden', EVENT_CASES)), ...(await sendAll(request, 'verein-eintragen', CLUB_CASES))];
  expect(statuses.filter((status) => status >= 500)).toEqual([]);

  // Without JavaScript too.
  const form = await request.post('/veranstaltung-melden', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: '_form=veranstaltung-melden&titel=%3Cscript%3E',
  });
  expect(form.status()).toBe(422);
  const crossSite = await request.post('/_forms/verein-eintragen', {
    headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    data: JSON.stringify(CLUB),
  });
  expect(crossSite.status()).toBe(403);

  // A valid event afterwards: its two mails are the only new ones, and nothing was published.
  const ok = await request.post('/_forms/veranstaltung-melden', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ ...EVENT, titel: 'Lichterfest Kontrolle', ...(await solvedCaptcha(request, 'veranstaltung-melden')) }),
  });
  expect(ok.status()).toBe(200);
  await expect.poll(() => mailbox.messages.length - before).toBe(2);
  expect(mailbox.messages.slice(before).every((mail) => mail.raw.includes('Lichterfest Kontrolle'))).toBe(true);
  expect(await (await request.get('/veranstaltungen?rubrik_id=3')).text()).not.toContain('Lichterfest');
  expect(await (await request.get('/freizeit-tourismus/vereine')).text()).not.toContain('Imkerverein');
});
