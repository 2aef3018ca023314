import type { FormCapabilities } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms/schema';
import remote from '../../remote';
import handler, { FUEHRUNG_ENDPOINT, type FuehrungData } from './guided-tour-form.server';
import { testCapabilities } from '../test-capabilities';

const nextYear = new Date().getFullYear() + 1;

async function submit(caps: FormCapabilities, change: Record<string, unknown> = {}) {
  const { captcha } = (await handler.load!(caps)) as FuehrungData;
  const input = {
    fuehrung: 'nachtwaechter',
    datum: `${nextYear}-10-03`,
    gruppe: '18',
    sprache: 'deutsch',
    interessen: ['geschichte'],
    name: 'Bernd Albrecht',
    email: 'bernd.albrecht@example.org',
    telefon: '',
    anmerkungen: 'Zwei Teilnehmer nutzen einen Rollstuhl.',
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

describe('guided-tour request handler', () => {
  it('is the town remote’s form', () => {
    expect(Object.keys(remote.forms ?? {})).toContain('fuehrung-anfrage');
    expect(Object.keys(remote.templates)).toContain('fuehrung-anfrage');
  });

  it('sends the labelled request with the date in German to the content API', async () => {
    const { caps, sent } = testCapabilities();
    expect(await submit(caps)).toEqual({ status: 'success' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: FUEHRUNG_ENDPOINT,
      body: { zusammenfassung: `Mit dem Nachtwächter durch die Gassen am 03.10.${nextYear}, 18 Personen`, email: 'bernd.albrecht@example.org' },
    });
    expect((sent[0]!.body as { felder: unknown[] }).felder).toContainEqual({ label: 'Wunschtermin', wert: `03.10.${nextYear}` });
    expect((sent[0]!.body as { felder: unknown[] }).felder).toContainEqual({ label: 'Was interessiert Ihre Gruppe besonders?', wert: 'Stadtgeschichte' });
  });

  it('refuses a wrong captcha answer', async () => {
    const { caps, sent } = testCapabilities();
    expect(await submit(caps, { captcha: '5' })).toMatchObject({ status: 'invalid', errors: { captcha: expect.stringMatching(/^Die Antwort/) } });
    expect(sent).toEqual([]);
  });
});
