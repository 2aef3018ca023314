import { validateForm } from '@musterstadt/ui/forms/schema';
import type { VeranstaltungData } from '../veranstaltung-melden/event-report-form.server';
import { testCapabilities } from '../test-capabilities';
import verein, { VEREIN_ENDPOINT } from './club-entry-form.server';

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
