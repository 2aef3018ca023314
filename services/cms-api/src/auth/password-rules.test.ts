import { PASSWORT_MELDUNGEN, commonPasswords, passwortFehler } from './password-rules';

describe('passwortFehler', () => {
  it('accepts a long password that is on no list', () => {
    expect(passwortFehler('Schwarzwald Tanne 1987 blau')).toBeUndefined();
  });

  it('refuses fewer than 12 characters, counting an umlaut as one', () => {
    expect(passwortFehler('kurzes-pw')).toBe(PASSWORT_MELDUNGEN.zuKurz);
    expect(passwortFehler('äöüäöüäöüäö')).toBe(PASSWORT_MELDUNGEN.zuKurz);
    expect(passwortFehler('äöüäöüäöüäöü')).toBeUndefined();
  });

  it('refuses more than 128 characters', () => {
    expect(passwortFehler('x'.repeat(129))).toBe(PASSWORT_MELDUNGEN.zuLang);
  });

  it('refuses a common password whatever its case', () => {
    expect(passwortFehler('1qaz2wsx3edc')).toBe(PASSWORT_MELDUNGEN.bekannt);
    expect(passwortFehler('QwertY123456')).toBe(PASSWORT_MELDUNGEN.bekannt);
  });

  it('reads a list of thousands of passwords, without its comment lines', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(5000);
    expect(list.has('password')).toBe(true);
    expect([...list].some((entry) => entry.startsWith('#'))).toBe(false);
  });
});
