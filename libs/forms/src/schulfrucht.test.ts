import { formInputFromFields, validateForm } from '@musterstadt/ui/forms/schema';
import { isSchulfruchtDaten, SCHULFRUCHT_MESSAGES as M, schulfruchtSchema } from './schulfrucht';

const valid = { tag: '12', name: 'Julia Schmid', email: 'julia.schmid@example.org', telefon: '07999 123-45', datenschutz: true, firma: '' };

async function errorsOf(input: unknown, context?: object) {
  const result = await validateForm(schulfruchtSchema, input, context);
  return result.ok ? {} : { ...result.errors, ...(result.message ? { '': result.message } : {}) };
}

describe('school-fruit sign-up schema', () => {
  it('accepts a complete sign-up and trims the values', async () => {
    const result = await validateForm(schulfruchtSchema, { ...valid, name: '  Julia Schmid ' }, { tage: ['12', '13'] });
    expect(result).toEqual({ ok: true, values: { ...valid, name: 'Julia Schmid' } });
  });

  it('gives each field its message from the spec when it is empty', async () => {
    expect(await errorsOf({})).toEqual({ tag: M.tag, name: M.name, email: M.email, telefon: M.telefon, datenschutz: M.datenschutz });
  });

  it.each([
    ['a day not in the list', { tag: '14' }, 'tag', M.tag],
    ['a day id that is no number', { tag: 'montag' }, 'tag', M.tag],
    ['a name of one letter', { name: 'J' }, 'name', M.name],
    ['a name of blanks', { name: '   ' }, 'name', M.name],
    ['a name with a control character', { name: 'Julia\u0000Schmid' }, 'name', M.name],
    ['an e-mail address with a line break', { email: 'julia@example.org\nBcc: x@example.org' }, 'email', M.email],
    ['an invalid e-mail address', { email: 'julia@' }, 'email', M.email],
    ['a telephone number without digits', { telefon: 'abends' }, 'telefon', M.telefon],
    ['a telephone number of two digits', { telefon: '12' }, 'telefon', M.telefon],
    ['consent not given', { datenschutz: false }, 'datenschutz', M.datenschutz],
    ['a number as name', { name: 42 }, 'name', M.name],
    ['consent as a string', { datenschutz: 'true' }, 'datenschutz', M.datenschutz],
    ['a name that is too long', { name: 'x'.repeat(101) }, 'name', 'Bitte geben Sie höchstens 100 Zeichen ein.'],
  ])('refuses %s', async (_case, change, field, message) => {
    expect(await errorsOf({ ...valid, ...change }, { tage: ['12', '13'] })).toEqual({ [field]: message });
  });

  it('refuses input that is not a form object, and unknown fields', async () => {
    expect(await errorsOf(null)).toEqual({ '': 'Die Angaben des Formulars fehlen oder haben ein ungültiges Format.' });
    expect(await errorsOf([valid])).toEqual({ '': 'Die Angaben des Formulars fehlen oder haben ein ungültiges Format.' });
    expect(await errorsOf({ ...valid, Slot: '2026-12-01#1' })).toEqual({ '': 'Das Formular enthält Felder, die es nicht kennt.' });
  });

  it('reads a form posted without JavaScript: a ticked box sends "true"', async () => {
    const fields = { tag: '12', name: 'Julia Schmid', email: 'julia.schmid@example.org', telefon: '0171 2345678', datenschutz: 'true', firma: '' };
    const input = formInputFromFields(schulfruchtSchema, fields);
    expect(input.datenschutz).toBe(true);
    expect((await validateForm(schulfruchtSchema, input)).ok).toBe(true);
  });

  it('recognises the form data the shell passes to a block', () => {
    expect(isSchulfruchtDaten({ max: 3, tage: [{ id: '1', datum: '2026-12-01', label: '01.12.2026', frei: 2 }] })).toBe(true);
    expect(isSchulfruchtDaten({ max: 3, tage: [{ id: 1 }] })).toBe(false);
    expect(isSchulfruchtDaten(null)).toBe(false);
  });
});
