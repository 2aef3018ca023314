import type { CmsResponse, CmsWriteClient, WriteMethod } from '@musterstadt/cms-client';
import type { FormCapabilities } from '@musterstadt/shell-contract';
import { formInputFromFields, validateForm } from '@musterstadt/ui/forms/schema';
import remote from '../../remote';
import { MESSAGES } from './waste-reminder-schema';
import erinnerung from './waste-reminder-form.server';

function capsAnswering(answer: () => CmsResponse | Promise<CmsResponse>) {
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

const input = { email: 'erika@example.org', bezirk: 'hallwangen', arten: ['restmuell', 'gelber-sack'], tage: '2', datenschutz: true, firma: '' };

async function submit(caps: FormCapabilities, values: unknown = input) {
  const checked = await validateForm(erinnerung.schema, values);
  if (!checked.ok) throw new Error(`invalid: ${JSON.stringify(checked)}`);
  return erinnerung.submit(checked.values, caps, undefined);
}

describe('waste reminder handler', () => {
  it('is contributed by the town remote under the template name of its block', async () => {
    expect((await remote.forms!['abfall-erinnerung']!()).default).toBe(erinnerung);
    expect(Object.keys(remote.templates)).toContain('abfall-erinnerung');
    expect(erinnerung.honeypot).toBe('firma');
  });

  it('names the missing choices in German before anything is sent, also for a form posted without JavaScript', async () => {
    expect(await validateForm(erinnerung.schema, { email: 'max.example.org', bezirk: '', tage: '1', datenschutz: false, firma: '' })).toEqual({
      ok: false,
      errors: {
        email: MESSAGES['email.ungueltig'],
        bezirk: MESSAGES['bezirk.fehlt'],
        arten: MESSAGES['arten.fehlt'],
        datenschutz: MESSAGES['datenschutz.fehlt'],
      },
    });
    const posted = formInputFromFields(erinnerung.schema, {
      email: 'max@example.org',
      bezirk: 'aach',
      arten: 'altpapier',
      tage: '1',
      datenschutz: 'true',
      firma: '',
    });
    expect(await validateForm(erinnerung.schema, posted)).toMatchObject({ ok: true, values: { arten: ['altpapier'], datenschutz: true } });
  });

  it('sends the sign-up to the content API and goes on to the page it names', async () => {
    const { caps, sent } = capsAnswering(() => ({ status: 200, body: { status: 'angemeldet', weiter: '/abfall/erinnerung/angemeldet' } }));
    expect(await submit(caps)).toEqual({ status: 'success', redirect: '/abfall/erinnerung/angemeldet' });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/cms/abfall/erinnerung',
        body: { email: 'erika@example.org', bezirk: 'hallwangen', arten: ['restmuell', 'gelber-sack'], tage: '2', datenschutz: true },
      },
    ]);
  });

  it('words the fields the content API refuses', async () => {
    const { caps } = capsAnswering(() => ({
      status: 400,
      body: {
        error: 'Bitte prüfen Sie Ihre Angaben.',
        fehler: { bezirk: { code: 'unbekannt', meldung: 'x' }, tage: { code: 'neu', meldung: 'Anders gesagt.' } },
      },
    }));
    expect(await submit(caps)).toEqual({
      status: 'invalid',
      errors: { bezirk: 'Bitte wählen Sie einen Abfuhrbezirk aus der Liste aus.', tage: 'Anders gesagt.' },
    });
  });

  it.each([
    ['the confirmation mail fails', () => ({ status: 503, body: { error: 'Versand' } }), 503, MESSAGES['versand.fehlgeschlagen']],
    ['the content API fails', () => ({ status: 500, body: { error: 'Interner Fehler' } }), 502, undefined],
    ['it names no page to go on to', () => ({ status: 200, body: { weiter: 'https://evil.example/' } }), 502, undefined],
    ['the content API cannot be reached', () => Promise.reject(new Error('ECONNREFUSED')), 502, undefined],
  ])('gives the error outcome with a problem to report when %s', async (_case, answer, httpStatus, message) => {
    const outcome = await submit(capsAnswering(answer).caps);
    expect(outcome).toMatchObject({ status: 'error', httpStatus });
    expect(outcome.status === 'error' && outcome.problem).toBeInstanceOf(Error);
    expect(outcome.status === 'error' && outcome.message).toBe(message);
  });
});
