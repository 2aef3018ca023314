import { formatDate, formatEuro, formatLongDate, formatPhone, formatTime, phoneHref, isoDate } from './format';

describe('formatDate', () => {
  it('shows DD.MM.YYYY in the town time zone', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05.03.2026');
    // 23:30 UTC on 31 Dec is already New Year in Germany.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
  });
  it('keeps a bare calendar date on its day', () => {
    expect(formatDate('2026-07-01')).toBe('01.07.2026');
  });
  it('gives an empty string for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('kein Datum')).toBe('');
  });
  it('writes long dates in German', () => {
    expect(formatLongDate('2026-08-03T08:00:00Z')).toBe('Montag, 3. August 2026');
  });
});

describe('formatTime', () => {
  it('adds Uhr to a time of day', () => {
    expect(formatTime('9:05')).toBe('09:05 Uhr');
    expect(formatTime('19:30:00')).toBe('19:30 Uhr');
  });
  it('takes the local time of an instant, summer and winter', () => {
    expect(formatTime('2026-07-01T17:30:00Z')).toBe('19:30 Uhr');
    expect(formatTime('2026-01-15T17:30:00Z')).toBe('18:30 Uhr');
  });
  it('gives an empty string without a time', () => {
    expect(formatTime(null)).toBe('');
  });
});

describe('formatEuro', () => {
  it('shows euros without decimals', () => {
    expect(formatEuro(5)).toBe('5 €');
    expect(formatEuro(1250)).toBe('1.250 €');
    expect(formatEuro(4.6)).toBe('5 €');
  });
});

describe('formatPhone', () => {
  it('keeps only plus and digits', () => {
    expect(formatPhone('07999 / 123-45')).toBe('0799912345');
  });
  it('turns +49 into 0, also with spaces', () => {
    expect(formatPhone('+49 7999 123 0')).toBe('079991230');
  });
  it('leaves other country codes alone', () => {
    expect(formatPhone('+41 61 123 45 67')).toBe('+41611234567');
  });
  it('handles empty input', () => {
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('isoDate', () => {
  it('gives the local calendar date', () => {
    expect(isoDate('2026-12-31T23:30:00Z')).toBe('2027-01-01');
  });
});

describe('phoneHref', () => {
  it('links a national number in its international form', () => {
    expect(phoneHref('07999 123-301')).toBe('tel:+497999123301');
  });
  it('keeps an international number and turns 00 into +', () => {
    expect(phoneHref('+49 7999 123-400')).toBe('tel:+497999123400');
    expect(phoneHref('0041 61 123 45 67')).toBe('tel:+41611234567');
  });
  it('leaves emergency numbers as they are', () => {
    expect(phoneHref('112')).toBe('tel:112');
  });
});
