import type { CmsResponse, CmsWriteClient, WriteMethod } from '@musterstadt/cms-client';
import { KONTAKT_MESSAGES } from '@musterstadt/forms';
import { processSubmission } from './handler';
import { shellForms } from './index';
import { kontaktHandler, KONTAKT_TEXTS } from './kontakt';

/** The content API as the handler sees it: records each call and answers as told. */
function fakeCms(answer: () => CmsResponse | Promise<CmsResponse> = () => ({ status: 200, body: { ok: true, id: 7 } })) {
  const sent: { method: WriteMethod; path: string; body?: unknown }[] = [];
  const cms: CmsWriteClient = {
    baseUrl: 'http://cms',
    get: () => Promise.reject(new Error('not used')),
    async send<T>(method: WriteMethod, path: string, body?: unknown) {
      sent.push({ method, path, body });
      return (await answer()) as CmsResponse<T>;
    },
  };
  return { cms, sent };
}

const input = {
  name: 'Julia Schmid',
  email: 'julia.schmid@example.org',
  telefon: '07999 48213',
  betreff: 'Straßenlaterne defekt',
  nachricht: 'Die Laterne vor dem Haus Kirchstraße 4 ist seit einer Woche aus.',
  datenschutz: true,
  firma: '',
};

function submitWith(cms: CmsWriteClient, values: unknown = input) {
  const deps = { report: jest.fn(), warn: jest.fn() };
  return { deps, processed: processSubmission(kontaktHandler({ cms }), values, deps) };
}

describe('contact form handler', () => {
  it('is registered with the shell under the template name of its block', () => {
    const { cms } = fakeCms();
    const handler = shellForms({ PRODUCT: 'musterstadt', CMS_API_URL: 'http://cms' }, cms).get('kontaktformular');
    expect(handler?.messages).toEqual({
      success: 'Vielen Dank für Ihre Nachricht!',
      error: 'Leider konnte Ihre Nachricht nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder schreiben Sie eine E-Mail an info@musterstadt.de.',
    });
  });

  it('posts the message to the content API, without consent and honeypot, and thanks the sender', async () => {
    const { cms, sent } = fakeCms();
    const { processed } = submitWith(cms);
    expect(await processed).toEqual({ httpStatus: 200, result: { status: 'success', message: KONTAKT_TEXTS.success } });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/anfragen',
        body: {
          name: 'Julia Schmid',
          email: 'julia.schmid@example.org',
          telefon: '07999 48213',
          betreff: 'Straßenlaterne defekt',
          nachricht: 'Die Laterne vor dem Haus Kirchstraße 4 ist seit einer Woche aus.',
        },
      },
    ]);
  });

  it('leaves an empty telephone number out', async () => {
    const { cms, sent } = fakeCms();
    expect((await submitWith(cms, { ...input, telefon: '' }).processed).httpStatus).toBe(200);
    expect(sent[0]!.body).not.toHaveProperty('telefon');
  });

  it('sends nothing when the honeypot is filled in', async () => {
    const { cms, sent } = fakeCms();
    const { processed, deps } = submitWith(cms, { ...input, firma: 'Spam GmbH' });
    expect(await processed).toMatchObject({ httpStatus: 400, result: { status: 'error', message: KONTAKT_TEXTS.error } });
    expect(sent).toEqual([]);
    expect(deps.warn).toHaveBeenCalledWith({ form: 'kontaktformular' }, 'form refused: honeypot filled');
  });

  it('sends nothing and names the fields when the values are invalid, keeping what was entered', async () => {
    const { cms, sent } = fakeCms();
    const { firma: _trap, ...entered } = input;
    const { processed } = submitWith(cms, { ...input, email: 'julia@', nachricht: 'Kurz', datenschutz: false });
    expect(await processed).toEqual({
      httpStatus: 422,
      result: {
        status: 'invalid',
        message: 'Bitte prüfen Sie Ihre Angaben.',
        errors: { email: KONTAKT_MESSAGES.email, nachricht: KONTAKT_MESSAGES.nachricht, datenschutz: KONTAKT_MESSAGES.datenschutz },
        values: { ...entered, email: 'julia@', nachricht: 'Kurz', datenschutz: false },
      },
    });
    expect(sent).toEqual([]);
  });

  it.each([
    ['refuses the message', () => ({ status: 400, body: { error: 'Bitte geben Sie einen Betreff an (3 bis 150 Zeichen).' } }), /answered 400: Bitte geben Sie einen Betreff an/],
    ['fails', () => ({ status: 500, body: { error: 'Interner Fehler des Inhaltsdienstes.' } }), /answered 500/],
    ['answers without ok', () => ({ status: 200, body: null }), /answered 200/],
    ['cannot be reached', () => Promise.reject(new Error('Content API unreachable: ECONNREFUSED')), /ECONNREFUSED/],
  ])('gives the error outcome 502 and reports when the content API %s', async (_case, answer, problem) => {
    const { cms } = fakeCms(answer);
    const outcome = await kontaktHandler({ cms }).submit({ ...input, datenschutz: true }, undefined as never);
    expect(outcome).toMatchObject({ status: 'error', httpStatus: 502 });
    expect(outcome.status === 'error' && (outcome.problem as Error).message).toMatch(problem);

    const { processed, deps } = submitWith(fakeCms(answer).cms);
    expect(await processed).toEqual({ httpStatus: 502, result: { status: 'error', message: KONTAKT_TEXTS.error, values: expect.objectContaining({ name: 'Julia Schmid' }) } });
    expect(deps.report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ form: 'kontaktformular', phase: 'submit' }));
  });
});
