import type { CaptchaChallenge, UploadedFile } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms';
import remote from '../../remote';
import schadensmeldung, { ortText, SCHADENSMELDUNG_ENDPOINT } from './damage-report-form.server';
import vereinspauschale, { VEREINSPAUSCHALE_ENDPOINT } from '../vereinspauschale/club-flat-rate-form.server';
import { testCapabilities } from '../test-capabilities';

const photo: UploadedFile = { field: 'fotos', name: 'loch.jpg', type: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]) };

describe('forms with files', () => {
  it('are the town remote’s forms, each with its file field and limits', () => {
    expect(Object.keys(remote.forms ?? {})).toEqual(expect.arrayContaining(['schadensmeldung', 'vereinspauschale']));
    expect(Object.keys(remote.templates)).toEqual(expect.arrayContaining(['schadensmeldung', 'vereinspauschale']));
    expect(schadensmeldung.files).toEqual({ fotos: expect.objectContaining({ maxFiles: 3, maxBytes: 10 * 1024 * 1024 }) });
    expect(vereinspauschale.files?.nachweis).toMatchObject({ maxFiles: 1, required: expect.stringMatching(/^Bitte fügen Sie einen Nachweis bei/) });
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
