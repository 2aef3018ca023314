/**
 * Dates in Europe/Berlin, the time zone of the town (and of every date the API shows), on @date-fns/tz
 * like the remotes' `inBerlin` helpers in @musterstadt/ui. The API is a separately compiled service that
 * imports no workspace library (module boundaries in eslint.config.mjs), so it keeps this thin module.
 */
import { TZDate } from '@date-fns/tz';

export const TIME_ZONE = 'Europe/Berlin';

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Wall-clock parts of an instant in Europe/Berlin (month 1–12). */
export function berlinParts(date: Date): LocalParts {
  const b = new TZDate(date.getTime(), TIME_ZONE);
  return { year: b.getFullYear(), month: b.getMonth() + 1, day: b.getDate(), hour: b.getHours(), minute: b.getMinutes(), second: b.getSeconds() };
}

const two = (value: number): string => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of an instant in Europe/Berlin. */
export function berlinDate(date: Date): string {
  const { year, month, day } = berlinParts(date);
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

/** 'DD.MM.YYYY' of an instant in Europe/Berlin. */
export function berlinGermanDate(date: Date): string {
  return berlinDate(date).split('-').reverse().join('.');
}

/** 'HH:mm' of an instant in Europe/Berlin. */
export function berlinTime(date: Date): string {
  const { hour, minute } = berlinParts(date);
  return `${two(hour)}:${two(minute)}`;
}

/** The instant at which Europe/Berlin shows the given wall-clock time (month 1–12). */
export function berlinToInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, TIME_ZONE).getTime());
}

/** The instant of `HH:mm` Berlin time on the Berlin calendar day `days` after `now`'s (negative: before). */
export function berlinDayAt(now: Date, days: number, hour: number, minute = 0): Date {
  const today = berlinParts(now);
  return berlinToInstant(today.year, today.month, today.day + days, hour, minute);
}
