/** Date helpers for Europe/Berlin, the time zone of the town (and of every date the API shows). */

export const TIME_ZONE = 'Europe/Berlin';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Wall-clock parts of an instant in Europe/Berlin. */
export function berlinParts(date: Date): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** 'YYYY-MM-DD' of an instant in Europe/Berlin. */
export function berlinDate(date: Date): string {
  const p = berlinParts(date);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'DD.MM.YYYY' of an instant in Europe/Berlin. */
export function berlinGermanDate(date: Date): string {
  const p = berlinParts(date);
  return `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)}`;
}

/** 'HH:mm' of an instant in Europe/Berlin. */
export function berlinTime(date: Date): string {
  const p = berlinParts(date);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant at which Europe/Berlin shows the given wall-clock time (the earlier one in the autumn overlap). */
export function berlinToInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall;
  for (let i = 0; i < 3; i += 1) {
    const p = berlinParts(new Date(guess));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    const next = guess + (wall - shown);
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

/** The instant of `HH:mm` Berlin time on the Berlin calendar day `days` after `now`'s (negative: before). */
export function berlinDayAt(now: Date, days: number, hour: number, minute = 0): Date {
  const today = berlinParts(now);
  const target = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return berlinToInstant(target.getUTCFullYear(), target.getUTCMonth() + 1, target.getUTCDate(), hour, minute);
}
