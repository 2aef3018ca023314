/** @jest-environment node */
import type { FormCapabilities, FormHandler } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import type { AddressInfo } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { FormRegistry, NO_CAPABILITIES } from './handler';
import { formRoutes, parseFields, type PagePort } from './routes';

const schema = yup.object({
  name: yup.string().trim().required('Bitte geben Sie Ihren Namen an'),
  ok: yup.boolean().required('Bitte bestätigen').isTrue('Bitte bestätigen'),
  firma: yup.string().default(''),
});

let app: FastifyInstance;
let base: string;
let submitted: unknown[];
let rendered: { path: string; submission: unknown; status: number }[];
let loadFails: boolean;
let lent: FormCapabilities[];
const caps: FormCapabilities = { ...NO_CAPABILITIES, report: () => undefined };

beforeEach(async () => {
  submitted = [];
  rendered = [];
  loadFails = false;
  lent = [];
  const handler: FormHandler<{ name: string }, { tage: string[] }, null> = {
    id: 'testformular',
    schema,
    honeypot: 'firma',
    messages: { success: 'Danke!', error: 'Leider ging etwas schief.' },
    load: async (given) => {
      lent.push(given);
      if (loadFails) throw new Error('down');
      return { tage: ['1'] };
    },
    submit: async (values, given) => {
      lent.push(given);
      submitted.push(values);
      return { status: 'success' };
    },
  };
  // A form that goes on to a confirmation page of its own.
  const weiter: FormHandler<{ name: string }> = {
    id: 'weiterformular',
    schema: yup.object({ name: yup.string().required('Bitte geben Sie Ihren Namen an') }),
    messages: { success: 'Angemeldet', error: 'Fehler' },
    submit: async (values) => {
      submitted.push(values);
      return values.name === 'extern' ? { status: 'success', redirect: '//evil.example/' } : { status: 'success', redirect: '/formular/angemeldet' };
    },
  };
  // A form of long texts (an article) that a conflict can refuse, showing what changed meanwhile.
  const artikel: FormHandler<{ titel: string; text: string }> = {
    id: 'artikelformular',
    schema: yup.object({ titel: yup.string().required('Bitte geben Sie einen Titel an'), text: yup.string().default('') }),
    messages: { success: 'Gespeichert', error: 'Nicht gespeichert' },
    bodyLimit: 256 * 1024,
    submit: async (values) => {
      submitted.push(values);
      if (values.titel === 'Konflikt')
        return { status: 'error', httpStatus: 409, reason: 'conflict', message: 'Inzwischen geändert.', data: { geaendert: ['titel'] } };
      if (values.titel === 'Ungeprüft') return { status: 'invalid', errors: { text: 'Kein Link mit dem Text „hier“.' }, message: 'Noch zu korrigieren.' };
      return { status: 'success' };
    },
  };
  const pages: PagePort = {
    hasForm: async (path, id) => path === '/formular' && (id === 'testformular' || id === 'weiterformular' || id === 'artikelformular'),
    render: async (request, reply, submission, status) => {
      rendered.push({ path: request.url, submission, status });
      return reply.code(status).type('text/html').send('<p>Seite</p>');
    },
    error: async (_request, reply, status) => reply.code(status).type('text/html').send('<p>Fehler</p>'),
  };
  app = Fastify();
  await app.register(rateLimit, { global: false });
  await app.register(formRoutes, {
    forms: new FormRegistry([handler, weiter, artikel], caps),
    deps: { report: () => undefined, warn: () => undefined, caps },
    capsFor: async (_request, _reply, { idempotencyKey }) =>
      idempotencyKey ? { ...caps, cms: { ...caps.cms, baseUrl: `idempotency-key ${idempotencyKey}` } } : caps,
    pages,
    rateLimit: { max: 3, windowMs: 60_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterEach(() => app.close());

interface Answer {
  statusCode: number;
  headers: Headers;
  json(): { [key: string]: unknown; message?: string };
}

// Real HTTP (light-my-request's inject does not load under Jest here).
async function call(url: string, init: { method?: string; headers?: Record<string, string>; payload?: string } = {}): Promise<Answer> {
  const response = await fetch(`${base}${url}`, { method: init.method ?? 'GET', headers: init.headers ?? {}, body: init.payload, redirect: 'manual' });
  const text = await response.text();
  return { statusCode: response.status, headers: response.headers, json: () => JSON.parse(text) as ReturnType<Answer['json']> };
}

const postJson = (payload: unknown, headers: Record<string, string> = {}) =>
  call('/_forms/testformular', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const postForm = (body: string, url = '/formular', headers: Record<string, string> = {}) =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: body });

describe('form endpoints', () => {
  it('give the form data for the browser to reload, uncached', async () => {
    const answer = await call('/_forms/testformular');
    expect([answer.statusCode, answer.json(), answer.headers.get('cache-control')]).toEqual([200, { data: { tage: ['1'] } }, 'no-store']);
    loadFails = true;
    expect((await call('/_forms/testformular')).statusCode).toBe(502);
    expect((await call('/_forms/kontakt')).json()).toEqual({ error: 'Dieses Formular gibt es nicht.' });
    expect(lent).toEqual([caps, caps]);
  });

  it('answer a JSON submission with its outcome, without the entered values', async () => {
    const ok = await postJson({ name: 'Julia', ok: true, firma: '' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { status: 'success', message: 'Danke!' }]);
    const bad = await postJson({ name: '', ok: false });
    expect([bad.statusCode, bad.json()]).toEqual([
      422,
      { status: 'invalid', message: 'Bitte prüfen Sie Ihre Angaben.', errors: { name: 'Bitte geben Sie Ihren Namen an', ok: 'Bitte bestätigen' } },
    ]);
    expect(submitted).toEqual([{ name: 'Julia', ok: true, firma: '' }]);
    expect(lent).toEqual([caps]);
  });

  it("lend a submission with an Idempotency-Key the capabilities that send the form's key on, and refuse a malformed key in German", async () => {
    const keyed = await postJson({ name: 'Julia', ok: true }, { 'idempotency-key': '5f0c2a8e-1d2b-4c3e-9f00-aa11bb22cc33' });
    expect(keyed.statusCode).toBe(200);
    expect(lent.map((given) => given.cms.baseUrl)).toEqual(['idempotency-key testformular:5f0c2a8e-1d2b-4c3e-9f00-aa11bb22cc33']);
    // The test app allows three submissions a minute: the first and two malformed keys.
    for (const bad of ['mit leerzeichen', 'x'.repeat(121)]) {
      const answer = await postJson({ name: 'Julia', ok: true }, { 'idempotency-key': bad });
      expect([bad, answer.statusCode, answer.json()]).toEqual([
        bad,
        400,
        { status: 'invalid', message: 'Die Kennung der Übermittlung (Idempotency-Key) ist ungültig. Bitte senden Sie das Formular noch einmal ab.' },
      ]);
    }
    expect(submitted).toHaveLength(1);
  });

  it('send a form that goes on to its own page there: JSON names the path, a post without JavaScript is redirected', async () => {
    const json = await call('/_forms/weiterformular', { method: 'POST', headers: { 'content-type': 'application/json' }, payload: '{"name":"Julia"}' });
    expect([json.statusCode, json.json()]).toEqual([200, { status: 'success', message: 'Angemeldet', redirect: '/formular/angemeldet' }]);
    const form = await postForm('_form=weiterformular&name=Julia');
    expect([form.statusCode, form.headers.get('location')]).toEqual([303, '/formular/angemeldet']);
    // Never to another site, whatever a handler answers.
    const elsewhere = await postForm('_form=weiterformular&name=extern');
    expect([elsewhere.statusCode, elsewhere.headers.get('location')]).toEqual([200, null]);
    expect(rendered.map((page) => page.submission)).toEqual([{ id: 'weiterformular', result: { status: 'success', message: 'Angemeldet' } }]);
  });

  it.each([
    ['broken JSON', () => postJson('{"name": '), 400, 'Die Anfrage ist ungültig. Bitte senden Sie das Formular noch einmal ab.'],
    ['an empty body', () => postJson(''), 400, 'Die Anfrage ist ungültig. Bitte senden Sie das Formular noch einmal ab.'],
    ['a body over 16 KiB', () => postJson({ name: 'x'.repeat(20_000), ok: true }), 413, 'Die Angaben sind zu umfangreich.'],
    [
      'form fields instead of JSON',
      () => call('/_forms/testformular', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=Julia' }),
      415,
      'Bitte senden Sie das Formular als JSON oder als Formular (application/x-www-form-urlencoded).',
    ],
    [
      'XML',
      () => call('/_forms/testformular', { method: 'POST', headers: { 'content-type': 'application/xml' }, payload: '<name/>' }),
      415,
      'Bitte senden Sie das Formular als JSON oder als Formular (application/x-www-form-urlencoded).',
    ],
    [
      'a post from another site',
      () => postJson({ name: 'Julia', ok: true }, { origin: 'https://evil.example' }),
      403,
      'Formulare dieser Website können nur von dieser Website aus abgeschickt werden.',
    ],
    [
      'a post a browser marks cross-site',
      () => postJson({ name: 'Julia', ok: true }, { 'sec-fetch-site': 'cross-site' }),
      403,
      'Formulare dieser Website können nur von dieser Website aus abgeschickt werden.',
    ],
    [
      'a form posted from another site without JavaScript',
      () => postForm('_form=testformular&name=Julia&ok=true', '/formular', { 'sec-fetch-site': 'cross-site', origin: 'null' }),
      403,
      'Formulare dieser Website können nur von dieser Website aus abgeschickt werden.',
    ],
    [
      'an unknown form',
      () => call('/_forms/kontakt', { method: 'POST', headers: { 'content-type': 'application/json' }, payload: '{}' }),
      404,
      'Dieses Formular gibt es nicht.',
    ],
  ])('refuse %s with a German 4xx and submit nothing', async (_case, send, status, message) => {
    const answer = await send();
    expect([answer.statusCode, answer.json().message]).toEqual([status, message]);
    expect(submitted).toEqual([]);
  });

  it('render the page again with the outcome of a form posted without JavaScript', async () => {
    const answer = await postForm('_form=testformular&name=Julia&ok=true&firma=', '/formular', { origin: base, 'sec-fetch-site': 'same-origin' });
    expect(answer.statusCode).toBe(200);
    expect(rendered).toEqual([{ path: '/formular', status: 200, submission: { id: 'testformular', result: { status: 'success', message: 'Danke!' } } }]);
    await postForm('_form=testformular&name=&firma=');
    expect(rendered[1]).toEqual({
      path: '/formular',
      status: 422,
      submission: {
        id: 'testformular',
        result: {
          status: 'invalid',
          message: 'Bitte prüfen Sie Ihre Angaben.',
          errors: { name: 'Bitte geben Sie Ihren Namen an', ok: 'Bitte bestätigen' },
          values: { name: '' },
        },
      },
    });
    await postForm('_form=testformular&name=Bot&ok=true&firma=Spam');
    expect(rendered[2]!.status).toBe(400);
    expect(submitted).toEqual([{ name: 'Julia', ok: true, firma: '' }]);
  });

  it('take a long text from a form that asks for it, show it again with the outcome and the data of a conflict, and keep 16 KiB for the others', async () => {
    const text = 'Wort '.repeat(30_000);
    const body = new URLSearchParams({ _form: 'artikelformular', titel: 'Konflikt', text }).toString();
    expect((await postForm(body)).statusCode).toBe(409);
    expect(rendered[0]).toEqual({
      path: '/formular',
      status: 409,
      submission: {
        id: 'artikelformular',
        result: { status: 'error', message: 'Inzwischen geändert.', values: { titel: 'Konflikt', text }, data: { geaendert: ['titel'] } },
      },
    });
    await postForm(new URLSearchParams({ _form: 'artikelformular', titel: 'Ungeprüft', text: 'x' }).toString());
    expect(rendered[1]!.submission).toEqual({
      id: 'artikelformular',
      result: {
        status: 'invalid',
        message: 'Noch zu korrigieren.',
        errors: { text: 'Kein Link mit dem Text „hier“.' },
        values: { titel: 'Ungeprüft', text: 'x' },
      },
    });
    const json = await call('/_forms/artikelformular', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ titel: 'Neu', text }),
    });
    expect([json.statusCode, json.json()]).toEqual([200, { status: 'success', message: 'Gespeichert' }]);
    expect(submitted).toHaveLength(3);
    // A form that asked for nothing more still takes 16 KiB: the page again with the German notice.
    const long = await postForm(new URLSearchParams({ _form: 'testformular', name: 'x'.repeat(20_000), ok: 'true' }).toString());
    expect([long.statusCode, rendered[2]!.submission]).toEqual([
      413,
      { id: 'testformular', result: { status: 'invalid', message: 'Die Angaben sind zu umfangreich.' } },
    ]);
    expect(submitted).toHaveLength(3);
  });

  it('answer a post naming an unknown form, or to a page without it, with the error page', async () => {
    expect((await postForm('_form=kontakt&name=Julia')).statusCode).toBe(400);
    expect((await postForm('_form=testformular&name=Julia', '/andere-seite')).statusCode).toBe(400);
    expect((await postForm('name=Julia')).statusCode).toBe(400);
    expect(rendered).toEqual([]);
  });

  it('keep field names like __proto__ as plain (unknown) fields', async () => {
    const fields = parseFields('__proto__=x&name=a&name=b');
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(fields.name).toEqual(['a', 'b']);
    await postForm('_form=testformular&__proto__=x&name=Julia&ok=true');
    expect(rendered[0]!.submission).toMatchObject({ result: { status: 'invalid', message: 'Das Formular enthält Felder, die es nicht kennt.' } });
    await postForm('_form=testformular&name=Julia&name=Eva&ok=true');
    expect(rendered[1]!.submission).toMatchObject({ result: { status: 'invalid', errors: { name: 'Bitte geben Sie Ihren Namen an' } } });
  });
});

describe('rate limit', () => {
  it('answers a fourth submission of a form within the minute with a German 429 and Retry-After, and submits nothing more', async () => {
    for (let i = 0; i < 3; i += 1) expect((await postJson({ name: 'Julia', ok: true })).statusCode).toBe(200);
    const refused = await postJson({ name: 'Julia', ok: true });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'invalid',
      message: expect.stringMatching(/^Sie haben dieses Formular zu oft abgeschickt\. Bitte versuchen Sie es in \d+ Sekunden noch einmal\.$/),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(submitted).toHaveLength(3);
    // Another form keeps its own count.
    expect(
      (await call('/_forms/weiterformular', { method: 'POST', headers: { 'content-type': 'application/json' }, payload: '{"name":"Julia"}' })).statusCode,
    ).toBe(200);
  });

  it('answers a form posted without JavaScript with its page, the German notice and Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) await postForm('_form=testformular&name=Julia&ok=true');
    const refused = await postForm('_form=testformular&name=Julia&ok=true');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(rendered[3]).toEqual({
      path: '/formular',
      status: 429,
      submission: { id: 'testformular', result: { status: 'invalid', message: expect.stringMatching(/^Sie haben dieses Formular zu oft abgeschickt/) } },
    });
    expect(submitted).toHaveLength(3);
  });
});
