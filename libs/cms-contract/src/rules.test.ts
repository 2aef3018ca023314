import { EMAIL, PRINTABLE, PRINTABLE_LINES, hasControlCharacters, isEmail } from './rules';

describe('the e-mail rule', () => {
  it.each(['julia.schmid@example.org', 'a+b@sub.example.de', "o'brien@example.ie"])('accepts %s', (address) => {
    expect(isEmail(address)).toBe(true);
  });

  it.each([
    ['no domain', 'julia@'],
    ['no dot in the domain', 'julia@localhost'],
    ['two addresses', 'julia@example.org,alle@example.org'],
    ['a blank', 'julia schmid@example.org'],
    ['a header', 'julia@example.org\r\nBcc: alle@example.org'],
    ['angle brackets', 'Julia <julia@example.org>'],
    ['more than 254 characters', `${'a'.repeat(64)}@${'b'.repeat(186)}.de`],
  ])('refuses %s', (_case, address) => {
    expect(isEmail(address)).toBe(false);
  });

  it('is the same pattern as a regular expression and as a JSON-schema pattern', () => {
    expect(EMAIL.test('julia@example.org')).toBe(true);
    expect(EMAIL.test('julia@example')).toBe(false);
  });
});

describe('the control-character rule', () => {
  it('refuses NUL, line breaks and DEL in a single line', () => {
    for (const text of ['a\u0000b', 'a\nb', 'a\rb', 'a\u007fb', 'a\tb']) expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters('Straßenlaterne „defekt“')).toBe(false);
  });

  it('allows line breaks and tabs in multi-line text, but not other control characters', () => {
    expect(hasControlCharacters('Guten Tag,\r\n\tdie Laterne', { multiline: true })).toBe(false);
    expect(hasControlCharacters('Die Laterne\u0007 ist aus.', { multiline: true })).toBe(true);
  });

  it('gives the whole-value patterns the yup schemas use', () => {
    expect(PRINTABLE.test('Julia Schmid')).toBe(true);
    expect(PRINTABLE.test('Julia\nSchmid')).toBe(false);
    expect(PRINTABLE_LINES.test('Zeile 1\nZeile 2')).toBe(true);
    expect(PRINTABLE_LINES.test('Zeile\u0000')).toBe(false);
  });
});
