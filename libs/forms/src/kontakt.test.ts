import { formInputFromFields, validateForm } from '@musterstadt/ui/forms/schema';
import { KONTAKT_MESSAGES as M, kontaktSchema } from './kontakt';

const valid = {
  name: 'Julia Schmid',
  email: 'julia.schmid@example.org',
  telefon: '07999 123-45',
  betreff: 'Straßenlaterne defekt',
  nachricht: 'Die Laterne vor dem Haus Kirchstraße 4 ist seit einer Woche aus.',
  datenschutz: true,
  firma: '',
};

async function errorsOf(input: unknown) {
  const result = await validateForm(kontaktSchema, input);
  return result.ok ? {} : { ...result.errors, ...(result.message ? { '': result.message } : {}) };
}

describe('contact form schema', () => {
  it('accepts a complete message and trims the values', async () => {
    const result = await validateForm(kontaktSchema, { ...valid, name: '  Julia Schmid ', betreff: ' Straßenlaterne defekt  ' });
    expect(result).toEqual({ ok: true, values: valid });
  });

  it('lets the telephone number out, and gives it as an empty string then', async () => {
    const { telefon: _omitted, ...withoutPhone } = valid;
    expect(await validateForm(kontaktSchema, withoutPhone)).toEqual({ ok: true, values: { ...valid, telefon: '' } });
    expect(await validateForm(kontaktSchema, { ...valid, telefon: '   ' })).toEqual({ ok: true, values: { ...valid, telefon: '' } });
  });

  it('keeps line breaks of the message, as LF also when the form was posted with CRLF', async () => {
    const result = await validateForm(kontaktSchema, { ...valid, nachricht: 'Guten Tag,\r\n\r\ndie Laterne ist aus.\r\n\tDanke!' });
    expect(result.ok && result.values.nachricht).toBe('Guten Tag,\n\ndie Laterne ist aus.\n\tDanke!');
  });

  it('gives each required field its message when the form is empty', async () => {
    expect(await errorsOf({})).toEqual({ name: M.name, email: M.email, betreff: M.betreff, nachricht: M.nachricht, datenschutz: M.datenschutz });
  });

  it.each([
    ['a name of one letter', { name: 'J' }, 'name', M.name],
    ['a name of blanks', { name: '   ' }, 'name', M.name],
    ['a name with a control character', { name: 'Julia\u0000Schmid' }, 'name', M.name],
    ['a name that is too long', { name: 'x'.repeat(101) }, 'name', 'Bitte geben Sie höchstens 100 Zeichen ein.'],
    ['an invalid e-mail address', { email: 'julia@' }, 'email', M.email],
    ['an e-mail address with a line break', { email: 'julia@example.org\nBcc: x@example.org' }, 'email', M.email],
    ['a telephone number without digits', { telefon: 'abends' }, 'telefon', M.telefon],
    ['a telephone number of two digits', { telefon: '12' }, 'telefon', M.telefon],
    ['a telephone number that is too long', { telefon: '1'.repeat(41) }, 'telefon', M.telefon],
    ['a subject of two letters', { betreff: 'Hi' }, 'betreff', M.betreff],
    ['a subject with a line break', { betreff: 'Laterne\r\nBcc: x@example.org' }, 'betreff', M.betreff],
    ['a subject that is too long', { betreff: 'x'.repeat(151) }, 'betreff', 'Bitte geben Sie höchstens 150 Zeichen ein.'],
    ['a message of nine characters', { nachricht: 'Laterne!!' }, 'nachricht', M.nachricht],
    ['a message of blanks', { nachricht: ' \n '.repeat(10) }, 'nachricht', M.nachricht],
    ['a message that is too long', { nachricht: 'x'.repeat(4001) }, 'nachricht', 'Bitte geben Sie höchstens 4000 Zeichen ein.'],
    ['a message with a control character', { nachricht: 'Die Laterne\u0007 ist aus.' }, 'nachricht', M.nachrichtZeichen],
    ['consent not given', { datenschutz: false }, 'datenschutz', M.datenschutz],
    ['consent as a string', { datenschutz: 'true' }, 'datenschutz', M.datenschutz],
    ['a number as name', { name: 42 }, 'name', M.name],
  ])('refuses %s', async (_case, change, field, message) => {
    expect(await errorsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('accepts a message of exactly 4000 characters, line breaks counted once', async () => {
    const nachricht = `${'x'.repeat(1999)}\r\n${'y'.repeat(2000)}`;
    expect((await validateForm(kontaktSchema, { ...valid, nachricht })).ok).toBe(true);
  });

  it('refuses input that is not a form object, and unknown fields', async () => {
    expect(await errorsOf(null)).toEqual({ '': 'Die Angaben des Formulars fehlen oder haben ein ungültiges Format.' });
    expect(await errorsOf({ ...valid, empfaenger: 'alle@example.org' })).toEqual({ '': 'Das Formular enthält Felder, die es nicht kennt.' });
  });

  it('reads a form posted without JavaScript: a ticked box sends "true"', async () => {
    const fields = { ...valid, datenschutz: 'true', telefon: '' };
    const input = formInputFromFields(kontaktSchema, fields);
    expect(input.datenschutz).toBe(true);
    expect(await validateForm(kontaktSchema, input)).toEqual({ ok: true, values: { ...valid, telefon: '' } });
  });
});
