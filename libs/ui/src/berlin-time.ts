/**
 * The town's time (Europe/Berlin) for every remote and the shell, on @date-fns/tz: a TZDate's getters
 * read Berlin wall-clock time, whatever the time zone of the server or browser.
 */
import { TZDate } from '@date-fns/tz';

export const TIME_ZONE = 'Europe/Berlin';

/** The instant as a Berlin date: getFullYear(), getMonth(), getDay(), getHours() … are Berlin's. */
export function inBerlin(instant: Date | number): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), TIME_ZONE);
}

export interface LocalParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Wall-clock parts of an instant in Berlin. */
export function berlinParts(instant: Date | number): LocalParts {
  const b = inBerlin(instant);
  return { year: b.getFullYear(), month: b.getMonth() + 1, day: b.getDate(), hour: b.getHours(), minute: b.getMinutes(), second: b.getSeconds() };
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** 'YYYY-MM-DD' of an instant in Berlin. */
export function berlinDate(instant: Date | number): string {
  const p = berlinParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'DD.MM.YYYY' of an instant in Berlin. */
export function berlinGermanDate(instant: Date | number): string {
  const p = berlinParts(instant);
  return `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)}`;
}

/** 'HH:mm' of an instant in Berlin. */
export function berlinTime(instant: Date | number): string {
  const p = berlinParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant at which Berlin shows the given wall-clock time (month 1–12). */
export function berlinToInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, TIME_ZONE).getTime());
}

/** The instant of `HH:mm` Berlin time on the Berlin calendar day `days` after `now`'s (negative: before). */
export function berlinDayAt(now: Date, days: number, hour: number, minute = 0): Date {
  const today = berlinParts(now);
  return berlinToInstant(today.year, today.month, today.day + days, hour, minute);
}
