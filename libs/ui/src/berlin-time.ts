/**
 * The town's time (Europe/Berlin) for every remote and the shell, on @date-fns/tz: wall-clock parts
 * of an instant in Berlin, whatever the time zone of the server or browser. Reading parts needs only
 * the zone's offset (`tzOffset`); wall-clock times to instants (`TZDate`) are in `berlin-instant.ts`,
 * so that pages which only show dates load no more than the offset function.
 */
import { tzOffset } from '@date-fns/tz/tzOffset';

export const TIME_ZONE = 'Europe/Berlin';

export interface LocalParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 (Sunday) – 6 (Saturday) */
  weekday: number;
}

/** Wall-clock parts of an instant in Berlin. */
export function berlinParts(instant: Date | number): LocalParts {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  // The instant moved by Berlin's offset at that instant: its UTC fields are Berlin's wall clock.
  const wall = new Date(time + tzOffset(TIME_ZONE, new Date(time)) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
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
