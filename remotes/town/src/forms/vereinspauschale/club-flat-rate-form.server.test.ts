import type { CaptchaChallenge } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms/schema';
import { testCapabilities } from '../test-capabilities';
import vereinspauschale, { VEREINSPAUSCHALE_ENDPOINT } from './club-flat-rate-form.server';

describe('club flat-rate handler', () => {
  it('asks for one proof', () => {
    expect(vereinspauschale.files?.nachweis).toMatchObject({ maxFiles: 1, required: expect.stringMatching(/^Bitte fügen Sie einen Nachweis bei/) });
  });

  it('a flat-rate request sends the IBAN in groups of four and no files key without files', async () => {
    const { caps, sent } = testCapabilities();
    const { captcha } = (await vereinspauschale.load!(caps)) as { captcha: CaptchaChallenge };
    const checked = await validateForm(vereinspauschale.schema, {
      verein: 'Schachclub Musterstadt e. V.',
      zweck: 'jugend',
      begruendung: 'Wir haben 23 Mitglieder unter 18 Jahren.',
      name: 'Petra Schwarz',
      funktion: 'Kassenwartin',
      email: 'kasse@example.org',
      kontoinhaber: 'Schachclub Musterstadt e. V.',
      iban: 'de89370400440532013000',
      datenschutz: true,
      captcha: '2',
      captchaToken: captcha.token,
    });
    if (!checked.ok) throw new Error(JSON.stringify(checked));
    expect(await vereinspauschale.submit(checked.values as never, caps, undefined, [])).toEqual({ status: 'success' });
    const body = sent[0]!.body as Record<string, unknown>;
    expect(sent[0]!.path).toBe(VEREINSPAUSCHALE_ENDPOINT);
    expect(body.felder).toContainEqual({ label: 'IBAN', wert: 'DE89 3704 0044 0532 0130 00' });
    expect(body).not.toHaveProperty('dateien');
  });
});
