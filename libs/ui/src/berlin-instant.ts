/** Berlin wall-clock times as instants and Berlin dates with Date's getters, on @date-fns/tz's TZDate. */
import { TZDate } from '@date-fns/tz';
import { berlinParts, TIME_ZONE } from './berlin-time';

/** The instant as a Berlin date: getFullYear(), getMonth(), getDay(), getHours() … are Berlin's. */
export function inBerlin(instant: Date | number): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), TIME_ZONE);
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
