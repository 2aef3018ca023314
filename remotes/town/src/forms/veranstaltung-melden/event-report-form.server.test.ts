import type { FormCapabilities, UploadedFile } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms/schema';
import { submitWithCaptcha as send, testCapabilities } from '../test-capabilities';
import handler, { VERANSTALTUNG_ENDPOINT, type VeranstaltungData } from './event-report-form.server';

const picture = (field: string, name: string): UploadedFile => ({ field, name, type: 'image/png', data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) });

const nextYear = new Date().getFullYear() + 1;

async function submitEvent(caps: FormCapabilities, change: Record<string, unknown> = {}) {
  const { captcha } = (await handler.load!(caps)) as VeranstaltungData;
  const checked = await validateForm(handler.schema, {
    titel: 'Herbstkonzert der Stadtkapelle',
    datum: `${nextYear}-10-12`,
    beginn: '19:00',
    endeDatum: '',
    ende: '21:30',
    ort: 'Festhalle Musterstadt',
    kategorien: ['1', '4'],
    beschreibung: 'Eintritt <b>frei</b>.<script>alert(1)</script>\n\n<a href="javascript:alert(1)" onclick="x()">Spenden</a> für die Jugendkapelle erbeten.',
    veranstalter: 'Stadtkapelle Musterstadt e. V.',
    name: 'Petra Hummel',
    email: 'petra.hummel@example.org',
    telefon: '',
    datenschutz: true,
    captcha: '2',
    captchaToken: captcha!.token,
    homepage: '',
    ...change,
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked));
  return handler.submit(checked.values as never, caps, undefined);
}
describe('event form handler', () => {
  it('takes one picture', () => {
    expect(handler.files).toEqual({ bild: expect.objectContaining({ maxFiles: 1 }) });
  });

  it('sends the labelled event and what approval publishes, the description kept to the allowlist', async () => {
    const { caps, sent } = testCapabilities();
    expect(await submitEvent(caps)).toEqual({ status: 'success' });
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as { zusammenfassung: string; felder: { label: string; wert: string }[]; veroeffentlichung: Record<string, unknown> };
    expect(sent[0]!.path).toBe(VERANSTALTUNG_ENDPOINT);
    expect(body.zusammenfassung).toBe(`Herbstkonzert der Stadtkapelle am 12.10.${nextYear}`);
    expect(body.felder).toContainEqual({ label: 'Wann', wert: `12.10.${nextYear}, 19:00 Uhr bis 21:30 Uhr` });
    expect(body.felder).toContainEqual({ label: 'Kategorien', wert: 'Kultur, Vereine' });
    expect(body.veroeffentlichung).toMatchObject({
      ziel: 'veranstaltung',
      beginn: `${nextYear}-10-12T19:00`,
      ende: `${nextYear}-10-12T21:30`,
      rubriken: [1, 4],
      ort: 'Festhalle Musterstadt',
    });
    const text = body.veroeffentlichung.text as string;
    expect(text).toContain('<strong>frei</strong>');
    expect(text).not.toMatch(/<script|alert|onclick|javascript:/i);
  });

  it('refuses a wrong captcha answer and sends nothing', async () => {
    const { caps, sent } = testCapabilities();
    expect(await submitEvent(caps, { captcha: '5' })).toMatchObject({ status: 'invalid', errors: { captcha: expect.stringMatching(/^Die Antwort/) } });
    expect(sent).toEqual([]);
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
    await send(handler, caps, event, [picture('bild', 'fest.png')]);
    expect(sent[0]!.body).toMatchObject({ veroeffentlichung: { ziel: 'veranstaltung', bild: 0 }, dateien: [{ name: 'fest.png' }] });
  });
});
