import type { CaptchaChallenge, UploadedFile } from '@musterstadt/shell-contract';
import { isoDate } from '@musterstadt/ui';
import { validateForm } from '@musterstadt/ui/forms/schema';
import { submitWithCaptcha as send, testCapabilities } from '../test-capabilities';
import anzeige, { ANZEIGE_ENDPOINT } from './notice-ad-form.server';

const picture = (field: string, name: string): UploadedFile => ({ field, name, type: 'image/png', data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) });

const tomorrow = isoDate(new Date(Date.now() + 86_400_000));
const ANZEIGE = {
  rubrik: '34',
  titel: 'Schlüsselbund gefunden',
  text: 'Am Samstag auf dem Spielplatz am Stadtgarten gefunden, drei Schlüssel mit rotem Anhänger.',
  bis: tomorrow,
  anbieter: 'Familie Weber',
  telefon: '',
  email: 'weber@example.org',
  emailZeigen: true,
  datenschutz: true,
  firma: '',
};

describe('notice-board ad handler', () => {
  it('takes one picture of at most 10 MB', () => {
    expect(anzeige.files).toEqual({ bild: expect.objectContaining({ maxFiles: 1, maxBytes: 10 * 1024 * 1024 }) });
  });

  it('sends an ad: its picture, its last day, and the e-mail address in it only when asked', async () => {
    const { caps, sent } = testCapabilities();
    expect(await send(anzeige, caps, ANZEIGE, [picture('bild', 'schluessel.png')])).toEqual({ status: 'success' });
    expect(sent[0]).toMatchObject({
      path: ANZEIGE_ENDPOINT,
      body: {
        zusammenfassung: 'Schlüsselbund gefunden',
        email: 'weber@example.org',
        veroeffentlichung: { ziel: 'anzeige', rubrik: 34, bis: tomorrow, anbieter: 'Familie Weber', telefon: null, email: 'weber@example.org', bild: 0 },
      },
    });
    await send(anzeige, caps, { ...ANZEIGE, emailZeigen: false, telefon: '07999 1234' });
    const hidden = sent[1]!.body as { felder: { label: string; wert: string }[]; veroeffentlichung: Record<string, unknown> };
    expect(hidden.veroeffentlichung).toMatchObject({ telefon: '07999 1234', email: null, bild: null });
    expect(hidden.felder).toContainEqual({ label: 'E-Mail-Adresse', wert: 'weber@example.org (erscheint nicht in der Anzeige)' });
  });

  it('refuses a wrong captcha answer and sends nothing', async () => {
    const { caps, sent } = testCapabilities();
    const { captcha } = (await anzeige.load!(caps)) as { captcha: CaptchaChallenge };
    const checked = await validateForm(anzeige.schema, { ...ANZEIGE, captcha: '3', captchaToken: captcha.token });
    if (!checked.ok) throw new Error(JSON.stringify(checked));
    expect(await anzeige.submit(checked.values as never, caps, undefined, [])).toMatchObject({
      status: 'invalid',
      errors: { captcha: expect.stringMatching(/^Die Antwort/) },
    });
    expect(sent).toEqual([]);
  });
});
