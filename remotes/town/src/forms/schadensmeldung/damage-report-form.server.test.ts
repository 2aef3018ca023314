import type { CaptchaChallenge, UploadedFile } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms/schema';
import { testCapabilities } from '../test-capabilities';
import schadensmeldung, { ortText, SCHADENSMELDUNG_ENDPOINT } from './damage-report-form.server';

const photo: UploadedFile = { field: 'fotos', name: 'loch.jpg', type: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]) };

describe('damage report handler', () => {
  it('takes up to three photos of at most 10 MB each', () => {
    expect(schadensmeldung.files).toEqual({ fotos: expect.objectContaining({ maxFiles: 3, maxBytes: 10 * 1024 * 1024 }) });
  });

  it('a damage report goes to the content API with its photos, base64, and the point as a map link', async () => {
    const { caps, sent } = testCapabilities();
    const { captcha } = (await schadensmeldung.load!(caps)) as { captcha: CaptchaChallenge };
    const checked = await validateForm(schadensmeldung.schema, {
      art: 'beleuchtung',
      beschreibung: 'Die Laterne ist seit Tagen dunkel.',
      adresse: '',
      standort: '48.0531, 8.2087',
      datenschutz: true,
      captcha: '2',
      captchaToken: captcha.token,
    });
    if (!checked.ok) throw new Error(JSON.stringify(checked));
    expect(await schadensmeldung.submit(checked.values as never, caps, undefined, [photo])).toEqual({ status: 'success' });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: SCHADENSMELDUNG_ENDPOINT,
        body: {
          zusammenfassung: 'Straßenlaterne defekt: Punkt auf der Karte',
          email: null,
          felder: expect.arrayContaining([
            { label: 'Ort', wert: '48.0531, 8.2087 (https://www.openstreetmap.org/?mlat=48.0531&mlon=8.2087#map=18/48.0531/8.2087)' },
          ]),
          dateien: [{ name: 'loch.jpg', typ: 'image/jpeg', daten: '/9j/2Q==' }],
        },
      },
    ]);
    expect(ortText({ adresse: 'Hauptstraße 12', standort: '' })).toBe('Hauptstraße 12');
  });
});
