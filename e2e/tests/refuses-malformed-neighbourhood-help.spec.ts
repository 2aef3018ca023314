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
async function solvedCaptcha(request: APIRequestContext) {
  const answer = await request.get('/_forms/nachbarschaftshilfe');
  const { data } = (await answer.json()) as { data: { captcha: { question: string; token: string } } };
  return { captcha: solve(data.captcha.question), captchaToken: data.captcha.token };
}

const valid = {
  art: 'biete',
  bereiche: ['einkaeufe'],
  beschreibung: 'Ich kann dienstags für Nachbarn einkaufen gehen.',
  name: 'Eva Ketterer',
  wohnort: 'Lindenweg 3, Aach',
  telefon: '',
  email: 'eva.ketterer@example.org',
  datenschutz: true,
  firma: '',
};

const FIELDS = ['art', 'bereiche', 'beschreibung', 'name', 'wohnort', 'telefon', 'email', 'datenschutz', 'captcha', 'captchaToken'] as const;
const WRONG_TYPES: unknown[] = [42, { $gt: '' }, ['a', 'b'], true, null];

type Case = [string, Record<string, unknown> | string, string?];

function cases(): Case[] {
  const list: Case[] = [];
  for (const field of FIELDS) {
    const { [field]: _omitted, ...rest } = valid as Record<string, unknown>;
    list.push([
      `without ${field}`,
      {
        ...rest,
        captcha: '1',
        captchaToken: 'x.1.y',
        ...(field === 'captcha' ? { captcha: undefined } : {}),
        ...(field === 'captchaToken' ? { captchaToken: undefined } : {}),
      },
    ]);
    // A null phone counts as none given; true is the consent's own value.
    for (const wrong of WRONG_TYPES)
      if (!(field === 'telefon' && wrong === null) && !(field === 'datenschutz' && wrong === true))
        list.push([`${field} as ${JSON.stringify(wrong)}`, { ...valid, [field]: wrong }]);
  }
  for (const field of ['art', 'beschreibung', 'name', 'wohnort', 'telefon', 'email', 'captcha', 'captchaToken']) {
    list.push([`${field} of 2500 characters`, { ...valid, [field]: 'x'.repeat(2500) }]);
  }
  for (const field of ['beschreibung', 'name', 'wohnort', 'telefon', 'email']) {
    list.push([`a control character in ${field}`, { ...valid, [field]: 'Lindenweg\u0007 3' }]);
  }
  list.push(
    ['an empty kind', { ...valid, art: '' }],
    ['a name of one letter', { ...valid, name: 'E' }],
    ['a description of five characters', { ...valid, beschreibung: 'Hilfe' }],
    ['the areas as one text', { ...valid, bereiche: 'einkaeufe' }],
    ['a name of 5000 characters', { ...valid, name: 'x'.repeat(5000) }],
    ['a description of 3000 characters', { ...valid, beschreibung: 'x'.repeat(3000) }],
    ['a body of 100 KB', { ...valid, beschreibung: 'x'.repeat(100_000) }],
    ['a NUL in the name', { ...valid, name: 'Eva\u0000Ketterer' }],
    ['a header in the address', { ...valid, email: 'eva@example.org\r\nBcc: alle@example.org' }],
    ['two addresses', { ...valid, email: 'eva@example.org,alle@example.org' }],
    ['letters as phone', { ...valid, email: '', telefon: 'abends' }],
    ['phone and e-mail', { ...valid, telefon: '07999 4821' }],
    ['neither phone nor e-mail', { ...valid, email: '' }],
    ['an unknown kind', { ...valid, art: 'verkaufe' }],
    ['an unknown area', { ...valid, bereiche: ['lotto'] }],
    ['no area', { ...valid, bereiche: [] }],
    ['60 areas', { ...valid, bereiche: Array.from({ length: 60 }, () => 'einkaeufe') }],
    ['no consent', { ...valid, datenschutz: false }],
    ['the consent as text', { ...valid, datenschutz: 'ja' }],
    ['an unknown field', { ...valid, admin: true }],
    ['a field named __proto__', '{"__proto__":{"admin":true},"name":"Eva"}'],
    ['the honeypot filled', { ...valid, firma: 'Spam GmbH' }],
    ['a wrong captcha answer', { ...valid }, 'wrong-captcha'],
    ['a captcha answer in letters', { ...valid }, 'letters-captcha'],
    ['a forged captcha token', { ...valid, captcha: '2', captchaToken: 'AAAA.9999999999999.BBBB' }],
    ['an expired-looking captcha token', { ...valid, captcha: '2', captchaToken: 'AAAA.1.BBBB' }],
    ['broken JSON', '{"name": '],
    ['an empty body', ''],
    ['a list', '[1,2]'],
    ['null', 'null'],
    ['a string', '"Eva"'],
  );
  return list;
}

test('at least 100 malformed neighbourhood-help submissions get German 4xx answers, no 5xx, and nothing is stored or mailed', async ({ request }) => {
  const all = cases();
  expect(all.length).toBeGreaterThanOrEqual(100);
  const before = mailbox.messages.length;
  const statuses: number[] = [];
  for (const [name, body, special] of all) {
    let payload: string;
    if (typeof body === 'string') payload = body;
    else {
      const solved = special || !('captcha' in body) ? await solvedCaptcha(request) : null;
      const captcha = special === 'wrong-captcha' ? { captcha: String(Number(solved!.captcha) + 1) } : special === 'letters-captcha' ? { captcha: 'viel' } : {};
      payload = JSON.stringify({ ...(solved ?? {}), ...body, ...captcha });
    }
    const answer = await request.post('/_forms/nachbarschaftshilfe', { headers: { 'content-type': 'application/json' }, data: payload });
    statuses.push(answer.status());
    expect(answer.status(), name).toBeGreaterThanOrEqual(400);
    expect(answer.status(), name).toBeLessThan(500);
    const { message } = (await answer.json()) as { message?: string };
    expect(message, name).toMatch(/^(Bitte|Die|Das|Dieses|Leider|Formulare|Sie) /);
  }
  // Also without JavaScript and from other sites.
  const form = await request.post('/nachbarschaftshilfe', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: '_form=nachbarschaftshilfe&name=Eva',
  });
  expect(form.status()).toBe(422);
  const crossSite = await request.post('/_forms/nachbarschaftshilfe', {
    headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    data: JSON.stringify(valid),
  });
  expect(crossSite.status()).toBe(403);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);

  // A valid submission afterwards: its two mails are the only new ones.
  const ok = await request.post('/_forms/nachbarschaftshilfe', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ ...valid, name: 'Eva Kontrolle', ...(await solvedCaptcha(request)) }),
  });
  expect(ok.status()).toBe(200);
  await expect.poll(() => mailbox.messages.length - before).toBe(2);
  expect(mailbox.messages.slice(before).every((mail) => mail.raw.includes('Eva Kontrolle'))).toBe(true);
});

test('a captcha question is spent by a wrong answer: the right answer with the same question is refused, a new question is answered', async ({ request }) => {
  const post = (body: Record<string, unknown>) =>
    request.post('/_forms/nachbarschaftshilfe', { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ ...valid, ...body }) });
  const solved = await solvedCaptcha(request);
  const wrong = String((Number(solved.captcha) % 59) + 1);
  const statuses: number[] = [];
  for (const captcha of [wrong, wrong, solved.captcha]) {
    const answer = await post({ name: 'Gerd Rateversuch', captcha, captchaToken: solved.captchaToken });
    statuses.push(answer.status());
    const body = (await answer.json()) as { errors?: Record<string, string> };
    expect(body.errors).toEqual({ captcha: 'Die Antwort auf die Sicherheitsfrage stimmt nicht. Bitte beantworten Sie die neue Frage.' });
  }
  expect(statuses).toEqual([422, 422, 422]);
  // The form (its page, or its script after a refusal) asks a new question, which the right answer passes.
  const fresh = await solvedCaptcha(request);
  expect(fresh.captchaToken).not.toBe(solved.captchaToken);
  expect((await post({ name: 'Gerd Rateversuch', ...fresh })).status()).toBe(200);
});
