import type { UploadedFile } from '@musterstadt/shell-contract';
import { submitWithCaptcha as send, testCapabilities } from '../test-capabilities';
import brancheneintrag, { BRANCHENEINTRAG_ENDPOINT, zeitenText } from './business-entry-form.server';

const picture = (field: string, name: string): UploadedFile => ({ field, name, type: 'image/png', data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) });

const BETRIEB = {
  betrieb: 'Fahrradwerkstatt Kienzle',
  branche: '43',
  strasse: 'Bahnhofstraße 12',
  plz: '79999',
  ort: 'Musterstadt',
  zeitenMo: '9–18',
  zeitenDi: '9–18',
  zeitenMi: '9–18',
  zeitenDo: '9–18',
  zeitenFr: '9–12, 13–18',
  zeitenSa: '9–13',
  zeitenSo: '',
  zeitenHinweis: '',
  telefon: '07999 4455',
  betriebEmail: '',
  webseite: 'https://www.fahrrad-kienzle.example',
  beschreibung: 'Reparatur und Verkauf von Fahrrädern und E-Bikes, Leihräder für Gäste.',
  name: 'Tobias Kienzle',
  email: 'tobias.kienzle@example.org',
  datenschutz: true,
  homepage: '',
};

describe('business entry handler', () => {
  it('takes one picture as the logo', () => {
    expect(brancheneintrag.files).toEqual({ logo: expect.objectContaining({ maxFiles: 1, types: ['image/jpeg', 'image/png', 'image/webp'] }) });
  });

  it('sends a business with its logo: the office reads the opening times per day, the directory gets them as regular times', async () => {
    const { caps, sent } = testCapabilities();
    expect(await send(brancheneintrag, caps, BETRIEB, [picture('logo', 'logo.png')])).toEqual({ status: 'success' });
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as {
      zusammenfassung: string;
      email: string;
      felder: { label: string; wert: string }[];
      veroeffentlichung: unknown;
      dateien: unknown;
    };
    expect(sent[0]!.path).toBe(BRANCHENEINTRAG_ENDPOINT);
    expect(body.zusammenfassung).toBe('Fahrradwerkstatt Kienzle (Handwerk)');
    expect(body.email).toBe('tobias.kienzle@example.org');
    expect(body.felder).toContainEqual({ label: 'Adresse', wert: 'Bahnhofstraße 12, 79999 Musterstadt' });
    expect(body.felder).toContainEqual({ label: 'Öffnungszeiten', wert: zeitenText(BETRIEB) });
    expect(zeitenText(BETRIEB)).toBe(
      'Montag: 09:00–18:00 Uhr\nDienstag: 09:00–18:00 Uhr\nMittwoch: 09:00–18:00 Uhr\nDonnerstag: 09:00–18:00 Uhr\nFreitag: 09:00–12:00 Uhr, 13:00–18:00 Uhr\nSamstag: 09:00–13:00 Uhr',
    );
    expect(body.veroeffentlichung).toEqual({
      ziel: 'brancheneintrag',
      name: 'Fahrradwerkstatt Kienzle',
      branche: 43,
      beschreibung: BETRIEB.beschreibung,
      strasse: 'Bahnhofstraße 12',
      plz: '79999',
      ort: 'Musterstadt',
      telefon: '07999 4455',
      email: null,
      webseite: 'https://www.fahrrad-kienzle.example',
      zeiten: [
        { tagtyp: 'mo', beginn: '09:00', ende: '18:00' },
        { tagtyp: 'di', beginn: '09:00', ende: '18:00' },
        { tagtyp: 'mi', beginn: '09:00', ende: '18:00' },
        { tagtyp: 'do', beginn: '09:00', ende: '18:00' },
        { tagtyp: 'fr', beginn: '09:00', ende: '12:00' },
        { tagtyp: 'fr', beginn: '13:00', ende: '18:00' },
        { tagtyp: 'sa', beginn: '09:00', ende: '13:00' },
      ],
      hinweis: null,
      logo: 0,
    });
    expect(body.dateien).toEqual([{ name: 'logo.png', typ: 'image/png', daten: 'iVBORw==' }]);
  });

  it('sends a business without a logo as one without', async () => {
    const { caps, sent } = testCapabilities();
    await send(brancheneintrag, caps, { ...BETRIEB, zeitenMo: '', zeitenDi: '', zeitenMi: '', zeitenDo: '', zeitenFr: '', zeitenSa: '' });
    const body = sent[0]!.body as { felder: { label: string; wert: string }[]; veroeffentlichung: Record<string, unknown> };
    expect(body.veroeffentlichung).toMatchObject({ logo: null, zeiten: [] });
    expect(body.felder).toContainEqual({ label: 'Öffnungszeiten', wert: '(keine angegeben)' });
    expect(body).not.toHaveProperty('dateien');
  });

  it('answers a refusal of the content API as an error, not a success', async () => {
    const refused = testCapabilities({ status: 400, body: { error: 'Die Branche ist ungültig.' } });
    expect(await send(brancheneintrag, refused.caps, BETRIEB)).toMatchObject({ status: 'error', httpStatus: 502 });
  });
});
