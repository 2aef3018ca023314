import { berlinDayAt, berlinToInstant, inBerlin } from './berlin-instant';
import { berlinDate, berlinGermanDate, berlinParts, berlinTime } from './berlin-time';

describe('the town time (Europe/Berlin)', () => {
  it('reads wall-clock parts in winter and summer, whatever the machine time zone', () => {
    expect(berlinParts(new Date('2027-01-15T18:30:00Z'))).toEqual({ year: 2027, month: 1, day: 15, hour: 19, minute: 30, second: 0, weekday: 5 });
    expect(berlinTime(new Date('2027-07-01T17:30:00Z'))).toBe('19:30');
    // Around the change to summer time: 00:59:59 UTC is 01:59:59 CET, 01:00 UTC is 03:00 CEST.
    expect(berlinTime(new Date('2027-03-28T00:59:00Z'))).toBe('01:59');
    expect(berlinTime(new Date('2027-03-28T01:00:00Z'))).toBe('03:00');
    expect(berlinTime(new Date('2027-10-31T00:30:00Z'))).toBe('02:30');
    expect(berlinTime(new Date('2027-10-31T01:30:00Z'))).toBe('02:30');
    // 23:30 UTC on New Year's Eve is already the first of January in Berlin, a Friday.
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect([berlinDate(newYear), berlinGermanDate(newYear), berlinTime(newYear), inBerlin(newYear).getDay(), berlinParts(newYear).weekday]).toEqual([
      '2027-01-01',
      '01.01.2027',
      '00:30',
      5,
      5,
    ]);
  });

  it('finds instants of Berlin wall-clock times and counts Berlin calendar days', () => {
    expect(berlinToInstant(2027, 3, 28, 1, 30).toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(berlinToInstant(2027, 3, 28, 10, 0).toISOString()).toBe('2027-03-28T08:00:00.000Z');
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(berlinDayAt(lateEvening, 0, 10).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(berlinDayAt(lateEvening, -1, 8).toISOString()).toBe('2026-11-22T07:00:00.000Z');
    expect(berlinTime(berlinDayAt(new Date('2027-03-26T12:00:00Z'), 3, 10))).toBe('10:00');
  });
});
