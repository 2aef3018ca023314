import type { CmsResponse, CmsWriteClient, WriteMethod } from '@musterstadt/cms-client';
import { KONTAKT_MESSAGES } from '@musterstadt/forms';
import type { FormCapabilities } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms/schema';
import remote from '../../remote';
import kontakt, { KONTAKT_TEXTS } from './contact-form.server';

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
  const caps: FormCapabilities = {
    cms,
    rows: { baseUrl: '', get: () => Promise.reject(new Error('no rows')), send: () => Promise.reject(new Error('no rows')) },
    report: jest.fn(),
  };
  return { caps, sent };
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

/** The steps the shell runs for the handler: its schema, then its submit with the capabilities. */
async function submitWith(caps: FormCapabilities, values: unknown = input) {
  const checked = await validateForm(kontakt.schema, values);
  if (!checked.ok) return { checked };
  return { checked, outcome: await kontakt.submit(checked.values, caps, undefined) };
}

describe('contact form handler', () => {
  it('is contributed by the town remote under the template name of its block', async () => {
    const module = await remote.forms!.kontaktformular!();
    expect(module.default).toBe(kontakt);
    expect(kontakt.id).toBe('kontaktformular');
    expect(kontakt.honeypot).toBe('firma');
    expect(kontakt.messages).toEqual({
      success: 'Vielen Dank für Ihre Nachricht!',
      error:
        'Leider konnte Ihre Nachricht nicht gesendet werden. Bitte versuchen Sie es später noch einmal oder schreiben Sie eine E-Mail an info@musterstadt.de.',
    });
    expect(Object.keys(remote.templates)).toContain('kontaktformular');
  });

  it('posts the message to the content API, without consent and honeypot', async () => {
    const { caps, sent } = fakeCms();
    expect((await submitWith(caps)).outcome).toEqual({ status: 'success' });
    expect(KONTAKT_TEXTS.success).toBe('Vielen Dank für Ihre Nachricht!');
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
    const { caps, sent } = fakeCms();
    expect((await submitWith(caps, { ...input, telefon: '' })).outcome).toEqual({ status: 'success' });
    expect(sent[0]!.body).not.toHaveProperty('telefon');
  });

  it('names the fields when the values are invalid, so nothing is sent', async () => {
    const { caps, sent } = fakeCms();
    const { checked, outcome } = await submitWith(caps, { ...input, email: 'julia@', nachricht: 'Kurz', datenschutz: false });
    expect(checked).toEqual({
      ok: false,
      errors: { email: KONTAKT_MESSAGES.email, nachricht: KONTAKT_MESSAGES.nachricht, datenschutz: KONTAKT_MESSAGES.datenschutz },
    });
    expect(outcome).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it.each([
    [
      'refuses the message',
      () => ({ status: 400, body: { error: 'Bitte geben Sie einen Betreff an (3 bis 150 Zeichen).' } }),
      /answered 400: Bitte geben Sie einen Betreff an/,
    ],
    ['fails', () => ({ status: 500, body: { error: 'Interner Fehler des Inhaltsdienstes.' } }), /answered 500/],
    ['answers without ok', () => ({ status: 200, body: null }), /answered 200/],
    ['cannot be reached', () => Promise.reject(new Error('Content API unreachable: ECONNREFUSED')), /ECONNREFUSED/],
  ])('gives the error outcome 502 with the problem to report when the content API %s', async (_case, answer, problem) => {
    const { caps } = fakeCms(answer);
    const { outcome } = await submitWith(caps);
    expect(outcome).toMatchObject({ status: 'error', httpStatus: 502 });
    expect(outcome?.status === 'error' && (outcome.problem as Error).message).toMatch(problem);
  });
});
