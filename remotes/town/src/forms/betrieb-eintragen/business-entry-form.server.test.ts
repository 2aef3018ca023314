import type { CaptchaChallenge, FormCapabilities, FormHandler, UploadedFile } from '@musterstadt/shell-contract';
import { isoDate } from '@musterstadt/ui';
import { validateForm } from '@musterstadt/ui/forms';
import remote from '../../remote';
import anzeige, { ANZEIGE_ENDPOINT } from '../anzeige-aufgeben/notice-ad-form.server';
import brancheneintrag, { BRANCHENEINTRAG_ENDPOINT, zeitenText } from './business-entry-form.server';
import veranstaltung from '../veranstaltung-melden/event-report-form.server';
import { testCapabilities } from '../test-capabilities';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler types its own values
async function send(handler: FormHandler<any, unknown>, caps: FormCapabilities, input: Record<string, unknown>, files: UploadedFile[] = []) {
  const { captcha } = (await handler.load!(caps)) as { captcha: CaptchaChallenge };
  const checked = await validateForm(handler.schema, { ...input, captcha: '2', captchaToken: captcha.token });
  if (!checked.ok) throw new Error(JSON.stringify(checked));
  return handler.submit(checked.values as never, caps, undefined, files);
}

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

describe('business entry and notice-board forms', () => {
  it('are the town remote’s forms, each with one picture as its file field', () => {
    for (const id of ['betrieb-eintragen', 'anzeige-aufgeben']) {
      expect(Object.keys(remote.forms ?? {})).toContain(id);
      expect(Object.keys(remote.templates)).toContain(id);
    }
    expect(brancheneintrag.files).toEqual({ logo: expect.objectContaining({ maxFiles: 1, types: ['image/jpeg', 'image/png', 'image/webp'] }) });
    expect(anzeige.files).toEqual({ bild: expect.objectContaining({ maxFiles: 1, maxBytes: 10 * 1024 * 1024 }) });
    expect(veranstaltung.files).toEqual({ bild: expect.objectContaining({ maxFiles: 1 }) });
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

  it('names the event’s picture for the calendar', async () => {
    const { caps, sent } = testCapabilities();
    const nextYear = new Date().getFullYear() + 1;
    const event = {
      titel: 'Sommerfest des Obst- und Gartenbauvereins',
      datum: `${nextYear}-07-06`,
      beginn: '14:00',
      endeDatum: '',
      ende: '20:00',
      ort: 'Streuobstwiese am Sonnenhang',
      kategorien: ['3'],
      beschreibung: 'Most, Flammkuchen und Musik auf der Streuobstwiese.',
      veranstalter: 'Obst- und Gartenbauverein Musterstadt',
      name: 'Anna Bühler',
      email: 'anna.buehler@example.org',
      telefon: '',
      datenschutz: true,
      homepage: '',
    };
    await send(veranstaltung, caps, event, [picture('bild', 'fest.png')]);
    expect(sent[0]!.body).toMatchObject({ veroeffentlichung: { ziel: 'veranstaltung', bild: 0 }, dateien: [{ name: 'fest.png' }] });
  });

  it('refuses a wrong captcha answer and sends nothing; a refusal of the content API is an error, not a success', async () => {
    const { caps, sent } = testCapabilities();
    const { captcha } = (await anzeige.load!(caps)) as { captcha: CaptchaChallenge };
    const checked = await validateForm(anzeige.schema, { ...ANZEIGE, captcha: '3', captchaToken: captcha.token });
    if (!checked.ok) throw new Error(JSON.stringify(checked));
    expect(await anzeige.submit(checked.values as never, caps, undefined, [])).toMatchObject({
      status: 'invalid',
      errors: { captcha: expect.stringMatching(/^Die Antwort/) },
    });
    expect(sent).toEqual([]);
    const refused = testCapabilities({ status: 400, body: { error: 'Die Branche ist ungültig.' } });
    expect(await send(brancheneintrag, refused.caps, BETRIEB)).toMatchObject({ status: 'error', httpStatus: 502 });
  });
});
