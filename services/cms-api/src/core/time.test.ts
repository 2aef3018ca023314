import { berlinDate, berlinDayAt, berlinGermanDate, berlinTime, berlinToInstant } from './time';

describe('Europe/Berlin helpers', () => {
  it('formats winter (CET) and summer (CEST) instants', () => {
    expect(berlinDate(new Date('2027-01-15T18:30:00Z'))).toBe('2027-01-15');
    expect(berlinTime(new Date('2027-01-15T18:30:00Z'))).toBe('19:30');
    expect(berlinTime(new Date('2027-07-01T17:30:00Z'))).toBe('19:30');
    expect(berlinDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(berlinTime(new Date('2026-12-31T23:30:00Z'))).toBe('00:30');
  });

  it('finds the instant of a Berlin wall-clock time', () => {
    expect(berlinToInstant(2027, 1, 15, 19, 30).toISOString()).toBe('2027-01-15T18:30:00.000Z');
    expect(berlinToInstant(2027, 7, 1, 10, 0).toISOString()).toBe('2027-07-01T08:00:00.000Z');
    // Both sides of the spring change (28 March 2027, 02:00 → 03:00).
    expect(berlinToInstant(2027, 3, 28, 1, 30).toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(berlinToInstant(2027, 3, 28, 10, 0).toISOString()).toBe('2027-03-28T08:00:00.000Z');
  });

  it('counts days on the Berlin calendar', () => {
    const now = new Date('2026-11-22T23:30:00Z'); // already 23 November in Berlin
    expect(berlinDayAt(now, 0, 10).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(berlinDayAt(now, 3, 19, 30).toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(berlinDayAt(now, -1, 8).toISOString()).toBe('2026-11-22T07:00:00.000Z');
    // Across the spring change the wall-clock time stays the same.
    const spring = new Date('2027-03-26T12:00:00Z');
    expect(berlinTime(berlinDayAt(spring, 3, 10))).toBe('10:00');
  });
});

describe('berlinGermanDate', () => {
  it('writes the Berlin calendar day as DD.MM.YYYY, also just after midnight in Berlin', () => {
    expect(berlinGermanDate(new Date('2026-03-05T10:00:00Z'))).toBe('05.03.2026');
    // 23:30 UTC on 31 December is already New Year's Day in Berlin.
    expect(berlinGermanDate(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027');
  });
});
