import { formInputFromFields, validateForm } from '@musterstadt/ui/forms/schema';
import { ANZEIGE_MESSAGES as M, anzeigeSchema as schema, latestExpiry } from './anzeige';

const valid = {
  rubrik: '32',
  titel: 'Kinderfahrrad 20 Zoll zu verschenken',
  text: 'Gut erhaltenes Kinderfahrrad, blau, mit Licht und Klingel. Abzuholen in der Kernstadt.',
  bis: '2026-03-31',
  anbieter: 'Familie Weber',
  telefon: '',
  email: 'weber@example.org',
  emailZeigen: true,
  datenschutz: true,
  captcha: '4',
  captchaToken: 't.1.s',
  firma: '',
};

describe('notice-board ad schema', () => {
  beforeEach(() => {
    // 10 March 2026, noon in Musterstadt.
    jest.useFakeTimers({ now: new Date('2026-03-10T11:00:00Z'), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it('takes an ad that hangs from tomorrow up to 90 days, in German or ISO dates', async () => {
    expect(await validateForm(schema, valid)).toMatchObject({ ok: true, values: { rubrik: '32', bis: '2026-03-31' } });
    expect(latestExpiry('2026-03-10')).toBe('2026-06-08');
    expect(await validateForm(schema, { ...valid, bis: '11.03.2026' })).toMatchObject({ ok: true, values: { bis: '2026-03-11' } });
    expect(await validateForm(schema, { ...valid, bis: '08.06.2026' })).toMatchObject({ ok: true });
    for (const bis of ['10.03.2026', '2026-03-01', '09.06.2026', '31.02.2026', 'Ende Mai', ''])
      expect(await validateForm(schema, { ...valid, bis })).toEqual({ ok: false, errors: { bis: M.bis } });
  });

  it('wants a way to answer: a phone number, or the address shown in the ad', async () => {
    expect(await validateForm(schema, { ...valid, emailZeigen: false })).toEqual({ ok: false, errors: { telefon: M.erreichbar } });
    expect(await validateForm(schema, { ...valid, emailZeigen: false, telefon: '07999 1234' })).toMatchObject({ ok: true });
    expect(await validateForm(schema, { ...valid, emailZeigen: false, telefon: 'abends' })).toEqual({ ok: false, errors: { telefon: M.telefon } });
  });

  it('answers each field in German', async () => {
    const checked = await validateForm(schema, { ...valid, rubrik: '99', titel: 'Rad', text: 'Zu kurz.', anbieter: '', email: 'weber', datenschutz: false });
    expect(checked).toEqual({
      ok: false,
      errors: { rubrik: M.rubrik, titel: M.titel, text: M.text, anbieter: M.anbieter, email: M.email, datenschutz: M.datenschutz },
    });
  });

  it('reads a form posted without JavaScript: an unticked box is no', async () => {
    const { emailZeigen: _shown, ...fields } = { ...valid, datenschutz: 'true', telefon: '07999 1234' };
    expect(await validateForm(schema, formInputFromFields(schema, fields))).toMatchObject({ ok: true, values: { emailZeigen: false } });
    expect(await validateForm(schema, formInputFromFields(schema, { ...fields, emailZeigen: 'true' }))).toMatchObject({ values: { emailZeigen: true } });
    expect(await validateForm(schema, { ...valid, bild: 'x.jpg' })).toMatchObject({ ok: false });
  });
});
