import { formInputFromFields, validateForm } from '@musterstadt/ui/forms/schema';
import { BRANCHENEINTRAG_MESSAGES as M, brancheneintragSchema as schema, parseZeiten, regelzeiten } from './brancheneintrag';

const valid = {
  betrieb: 'Fahrradwerkstatt Kienzle',
  branche: '43',
  strasse: 'Bahnhofstraße 12',
  plz: '79999',
  ort: 'Musterstadt',
  zeitenMo: '',
  zeitenDi: '9–12:30, 14 bis 18 Uhr',
  zeitenMi: '09:00-12:30',
  zeitenDo: '',
  zeitenFr: '',
  zeitenSa: '9.00 - 13.00',
  zeitenSo: 'geschlossen',
  zeitenHinweis: 'Montag Ruhetag, im August Betriebsferien.',
  telefon: '07999 4455',
  betriebEmail: '',
  webseite: 'https://www.fahrrad-kienzle.example',
  beschreibung: 'Reparatur und Verkauf von Fahrrädern und E-Bikes, Leihräder für Gäste.',
  name: 'Tobias Kienzle',
  email: 'tobias.kienzle@example.org',
  datenschutz: true,
  captcha: '4',
  captchaToken: 't.1.s',
  homepage: '',
};

describe('business entry schema', () => {
  it('takes a business with opening times typed in several ways', async () => {
    expect(await validateForm(schema, valid)).toMatchObject({ ok: true, values: { branche: '43', plz: '79999' } });
  });

  it('reads opening times as up to three ranges a day, each after the one before', () => {
    expect(parseZeiten('9–12:30, 14 bis 18 Uhr')).toEqual([
      { beginn: '09:00', ende: '12:30' },
      { beginn: '14:00', ende: '18:00' },
    ]);
    expect(parseZeiten('8.15 Uhr - 17.45 Uhr')).toEqual([{ beginn: '08:15', ende: '17:45' }]);
    expect(parseZeiten('  ')).toEqual([]);
    expect(parseZeiten('Ruhetag')).toEqual([]);
    for (const wrong of ['ab 9', '18–9', '25:00–26:00', '9:75–12', '8–10, 9–11', '7–8, 9–10, 11–12, 13–14', 'immer']) expect(parseZeiten(wrong)).toBeNull();
  });

  it('gives the week’s regular times in the directory’s shape', () => {
    expect(regelzeiten(valid)).toEqual([
      { tagtyp: 'di', beginn: '09:00', ende: '12:30' },
      { tagtyp: 'di', beginn: '14:00', ende: '18:00' },
      { tagtyp: 'mi', beginn: '09:00', ende: '12:30' },
      { tagtyp: 'sa', beginn: '09:00', ende: '13:00' },
    ]);
    const weekdays = { zeitenMo: '8-17', zeitenDi: '08:00–17:00', zeitenMi: '8 bis 17', zeitenDo: '8–17', zeitenFr: '8–17', zeitenSa: '9–12' };
    expect(regelzeiten(weekdays)).toEqual([
      { tagtyp: 'mo-fr', beginn: '08:00', ende: '17:00' },
      { tagtyp: 'sa', beginn: '09:00', ende: '12:00' },
    ]);
    expect(regelzeiten({ ...weekdays, zeitenFr: '8–14' })).toHaveLength(6);
  });

  it('answers each field in German', async () => {
    const checked = await validateForm(schema, {
      ...valid,
      betrieb: 'X',
      branche: '99',
      plz: '7999',
      zeitenDi: 'nachmittags',
      telefon: 'auf Anfrage',
      betriebEmail: 'info(at)kienzle',
      webseite: 'javascript:alert(1)',
      beschreibung: 'Räder',
      email: '',
      datenschutz: false,
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        betrieb: M.betrieb,
        branche: M.branche,
        plz: M.plz,
        zeitenDi: M.zeitenDi,
        telefon: M.telefon,
        betriebEmail: M.betriebEmail,
        webseite: M.webseite,
        beschreibung: M.beschreibung,
        email: M.email,
        datenschutz: M.datenschutz,
      },
    });
    expect(M.zeitenDi).toContain('am Dienstag');
  });

  it('reads a form posted without JavaScript and refuses unknown fields and wrong types', async () => {
    const fields = { ...valid, datenschutz: 'true' } as Record<string, string>;
    expect(await validateForm(schema, formInputFromFields(schema, fields))).toMatchObject({ ok: true });
    expect(await validateForm(schema, { ...valid, logo: 'x.png' })).toMatchObject({ ok: false });
    expect(await validateForm(schema, { ...valid, plz: 79999 })).toMatchObject({ ok: false, errors: { plz: M.plz } });
  });
});
