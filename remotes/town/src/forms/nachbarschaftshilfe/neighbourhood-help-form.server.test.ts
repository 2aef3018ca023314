import type { FormCapabilities } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms/schema';
import remote from '../../remote';
import handler, { NACHBARSCHAFTSHILFE_ENDPOINT, type NachbarschaftshilfeData } from './neighbourhood-help-form.server';
import { testCapabilities } from '../test-capabilities';

async function submit(caps: FormCapabilities, change: Record<string, unknown> = {}) {
  const { captcha } = (await handler.load!(caps)) as NachbarschaftshilfeData;
  const input = {
    art: 'suche',
    bereiche: ['fahrdienst'],
    beschreibung: 'Ich brauche jeden Mittwoch eine Fahrt zur Praxis in der Kernstadt.',
    name: 'Walter Faller',
    wohnort: 'Mühlenweg 8, Hallwangen',
    telefon: '07999 4821',
    email: '',
    datenschutz: true,
    captcha: '2',
    captchaToken: captcha!.token,
    firma: '',
    ...change,
  };
  const checked = await validateForm(handler.schema, input);
  if (!checked.ok) throw new Error(JSON.stringify(checked));
  return handler.submit(checked.values as never, caps, undefined);
}

describe('neighbourhood help handler', () => {
  it('is the town remote’s form', () => {
    expect(Object.keys(remote.forms ?? {})).toContain('nachbarschaftshilfe');
    expect(Object.keys(remote.templates)).toContain('nachbarschaftshilfe');
  });

  it('asks a captcha question, checks the answer and sends the labelled answers to the content API', async () => {
    const { caps, sent } = testCapabilities();
    const { captcha } = (await handler.load!(caps)) as NachbarschaftshilfeData;
    expect(captcha?.question).toBe('Wie viel ist eins plus eins?');
    expect(await submit(caps)).toEqual({ status: 'success' });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: NACHBARSCHAFTSHILFE_ENDPOINT,
        body: {
          zusammenfassung: 'Suche Hilfe: Fahrten zum Arzt',
          email: null,
          felder: [
            { label: 'Was möchten Sie?', wert: 'Ich suche Hilfe' },
            { label: 'Wobei?', wert: 'Fahrten zum Arzt' },
            { label: 'Beschreibung', wert: 'Ich brauche jeden Mittwoch eine Fahrt zur Praxis in der Kernstadt.' },
            { label: 'Vor- und Nachname', wert: 'Walter Faller' },
            { label: 'Straße und Ortsteil', wert: 'Mühlenweg 8, Hallwangen' },
            { label: 'Telefonnummer', wert: '07999 4821' },
            { label: 'E-Mail-Adresse', wert: '(nicht angegeben)' },
          ],
        },
      },
    ]);
  });

  it('refuses a wrong or forged captcha answer and sends nothing', async () => {
    const { caps, sent } = testCapabilities();
    expect(await submit(caps, { captcha: '3' })).toEqual({
      status: 'invalid',
      errors: { captcha: 'Die Antwort auf die Sicherheitsfrage stimmt nicht. Bitte beantworten Sie die neue Frage.' },
    });
    expect(await submit(caps, { captchaToken: 'a.1.b' })).toMatchObject({ status: 'invalid' });
    expect(sent).toEqual([]);
  });

  it('reports a content API that fails', async () => {
    const { caps } = testCapabilities(() => ({ status: 503, body: null }));
    expect(await submit(caps)).toMatchObject({ status: 'error', httpStatus: 502 });
  });
});
