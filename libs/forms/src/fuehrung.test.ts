import { formInputFromFields, validateForm } from '@musterstadt/ui/forms/schema';
import { FUEHRUNG_MESSAGES as M, fuehrungSchema as schema } from './fuehrung';

const nextYear = new Date().getFullYear() + 1;
const valid = {
  fuehrung: 'altstadt',
  datum: `${nextYear}-05-16`,
  gruppe: '12',
  sprache: 'englisch',
  interessen: ['fachwerk', 'kulinarik'],
  name: 'Anne Dubois',
  email: 'anne.dubois@example.org',
  telefon: '',
  anmerkungen: '',
  datenschutz: true,
  captcha: '4',
  captchaToken: 'n.1.m',
  firma: '',
};

describe('guided-tour request schema', () => {
  it('takes a request with a date from the date field or typed the German way', async () => {
    expect(await validateForm(schema, valid)).toMatchObject({ ok: true, values: { datum: `${nextYear}-05-16`, interessen: ['fachwerk', 'kulinarik'] } });
    expect(await validateForm(schema, { ...valid, datum: `16.5.${nextYear}` })).toMatchObject({ ok: true, values: { datum: `${nextYear}-05-16` } });
  });

  it('wants a real day after today', async () => {
    expect(await validateForm(schema, { ...valid, datum: '31.02.2031' })).toEqual({ ok: false, errors: { datum: M.datum } });
    expect(await validateForm(schema, { ...valid, datum: '2020-01-01' })).toEqual({ ok: false, errors: { datum: M.datumZukunft } });
  });

  it('wants between 1 and 50 people and known choices', async () => {
    for (const gruppe of ['0', '51', 'zehn', '']) expect(await validateForm(schema, { ...valid, gruppe })).toEqual({ ok: false, errors: { gruppe: M.gruppe } });
    expect(await validateForm(schema, { ...valid, sprache: 'klingonisch', fuehrung: 'geisterbahn' })).toEqual({
      ok: false,
      errors: { sprache: M.sprache, fuehrung: M.fuehrung },
    });
  });

  it('reads a form posted without JavaScript, with no interest ticked', async () => {
    const { interessen: _none, ...rest } = valid;
    const posted = Object.fromEntries(Object.entries({ ...rest, datenschutz: 'true' }).map(([k, v]) => [k, String(v)]));
    expect(await validateForm(schema, formInputFromFields(schema, posted))).toMatchObject({ ok: true, values: { interessen: [], datenschutz: true } });
  });
});
