import type { FormCapabilities } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms';
import remote from '../../remote';
import freigabe, { FREIGABE_ENDPOINT } from '../formular-freigabe/entry-approval.server';
import handler, { VERANSTALTUNG_ENDPOINT, type VeranstaltungData } from './event-report-form.server';
import verein, { VEREIN_ENDPOINT } from '../verein-eintragen/club-entry-form.server';
import { testCapabilities } from '../test-capabilities';

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
  it('is the town remote’s form, as are the club form and the approval page', () => {
    for (const id of ['veranstaltung-melden', 'verein-eintragen', 'formular-freigabe']) {
      expect(Object.keys(remote.forms ?? {})).toContain(id);
      expect(Object.keys(remote.templates)).toContain(id);
    }
    expect(Object.keys(remote.templates)).toContain('vereinsverzeichnis');
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
});

describe('club form handler', () => {
  it('sends the club for the directory with its contact person', async () => {
    const { caps, sent } = testCapabilities();
    const { captcha } = (await verein.load!(caps)) as VeranstaltungData;
    const checked = await validateForm(verein.schema, {
      vereinsname: 'Schachclub Springer Musterstadt',
      ort: 'Bürgerhaus, Kirchstraße 4',
      webseite: '',
      beschreibung: 'Spielabend freitags ab 19 Uhr, Jugendtraining samstags um 10 Uhr.',
      kategorien: ['5'],
      ansprechperson: 'Jonas Weber',
      funktion: 'Vorsitzender',
      email: 'jonas.weber@example.org',
      telefon: '',
      datenschutz: true,
      captcha: '2',
      captchaToken: captcha!.token,
      fax: '',
    });
    if (!checked.ok) throw new Error(JSON.stringify(checked));
    expect(await verein.submit(checked.values as never, caps, undefined)).toEqual({ status: 'success' });
    expect(sent[0]).toMatchObject({
      path: VEREIN_ENDPOINT,
      body: {
        zusammenfassung: 'Schachclub Springer Musterstadt',
        veroeffentlichung: { ziel: 'verein', ansprechperson: 'Jonas Weber (Vorsitzender)', kontakt: 'jonas.weber@example.org', webseite: null, rubriken: [5] },
      },
    });
  });
});

describe('approval handler', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc-_';

  it('publishes through the content API and goes on to the page of the link', async () => {
    const { caps, sent } = testCapabilities({ status: 200, body: { status: 'freigegeben', url: '/veranstaltungen/x-1' } });
    expect(await freigabe.submit({ token }, caps, undefined)).toEqual({ status: 'success', redirect: `/formulare/freigabe?token=${token}` });
    expect(sent).toEqual([{ method: 'POST', path: FREIGABE_ENDPOINT, body: { token } }]);
  });

  it.each([
    [410, 'Der Freigabe-Link ist abgelaufen. Der Eintrag wurde nicht veröffentlicht.'],
    [400, 'Der Freigabe-Link ist ungültig. Der Eintrag wurde nicht veröffentlicht.'],
  ])('answers the content API’s %i with a German message', async (status, message) => {
    const { caps } = testCapabilities({ status, body: { error: 'x' } });
    expect(await freigabe.submit({ token }, caps, undefined)).toMatchObject({ status: 'error', message });
  });

  it('passes on why an entry can no longer be published', async () => {
    const error = 'Die Anzeige sollte nur bis zum 12.03.2030 hängen und wird deshalb nicht mehr veröffentlicht.';
    const { caps } = testCapabilities({ status: 409, body: { error } });
    expect(await freigabe.submit({ token }, caps, undefined)).toMatchObject({ status: 'error', httpStatus: 409, message: error });
  });

  it('takes only a token of the link’s characters', async () => {
    expect(await validateForm(freigabe.schema, { token: '<script>' })).toMatchObject({ ok: false });
    expect(await validateForm(freigabe.schema, { token, publish: 'all' })).toMatchObject({ ok: false });
  });
});
