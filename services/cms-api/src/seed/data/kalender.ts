/**
 * Calendar days of the demo town: Berlin calendar days as plain values, the public holidays of
 * Baden-Württemberg and the recurring dates of the town's year (festivals, seasons, meetings), so that
 * every dated item of the seed can be placed on a day that fits it.
 */
import { feiertage, isoWoche as isoWocheVon } from '../../abfall/abfall-plan';
import { berlinParts } from '../../core/time';

const DAY = 86_400_000;

/** A Berlin calendar day (month 1–12). */
export interface Tag {
  year: number;
  month: number;
  day: number;
}

const utc = (tag: Tag): number => Date.UTC(tag.year, tag.month - 1, tag.day);

function tagAus(ms: number): Tag {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The Berlin calendar day of an instant. */
export const heute = (now: Date): Tag => {
  const { year, month, day } = berlinParts(now);
  return { year, month, day };
};

export const tag = (year: number, month: number, day: number): Tag => tagAus(Date.UTC(year, month - 1, day));
export const plusTage = (from: Tag, tage: number): Tag => tagAus(utc(from) + tage * DAY);
/** Days from `a` to `b` (negative when `b` lies before `a`). */
export const tageZwischen = (a: Tag, b: Tag): number => Math.round((utc(b) - utc(a)) / DAY);
/** 0 = Sunday … 6 = Saturday. */
export const wochentag = (t: Tag): number => new Date(utc(t)).getUTCDay();
/** 'YYYY-MM-DD' */
export const isoTag = (t: Tag): string => new Date(utc(t)).toISOString().slice(0, 10);
/** ISO week number of a day. */
export const isoWoche = (t: Tag): number => isoWocheVon(new Date(utc(t)));
/** 'DD.MM.YYYY' */
export const deutschesDatum = (t: Tag): string => isoTag(t).split('-').reverse().join('.');

const WOCHENTAGE = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** 'Dienstag, 15. Dezember 2026' */
export const langesDatum = (t: Tag): string => `${WOCHENTAGE[wochentag(t)]}, ${t.day}. ${MONATE[t.month - 1]} ${t.year}`;
/** '15. Dezember' */
export const tagUndMonat = (t: Tag): string => `${t.day}. ${MONATE[t.month - 1]}`;

const holidayCache = new Map<number, Map<string, string>>();

/** The name of the public holiday of Baden-Württemberg on that day, or null. */
export function feiertag(t: Tag): string | null {
  let year = holidayCache.get(t.year);
  if (!year) {
    year = new Map(feiertage(t.year).map((f) => [f.datum, f.name]));
    holidayCache.set(t.year, year);
  }
  return year.get(isoTag(t)) ?? null;
}

/** Christmas Eve to New Year's Eve: the town hall is closed, nothing is scheduled. */
export const zwischenDenJahren = (t: Tag): boolean => t.month === 12 && t.day >= 24;

/** The `n`-th `wochentag` (0 = Sunday) of a month; n = -1 is the last one. */
export function nterWochentag(year: number, month: number, wt: number, n: number): Tag {
  if (n < 0) {
    const last = tag(year, month + 1, 0);
    return plusTage(last, -((wochentag(last) - wt + 7) % 7));
  }
  const first = tag(year, month, 1);
  return plusTage(first, ((wt - wochentag(first) + 7) % 7) + (n - 1) * 7);
}

/** The first day on or after `from` that is `wt` (0 = Sunday). */
export const naechsterWochentag = (from: Tag, wt: number): Tag => plusTage(from, (wt - wochentag(from) + 7) % 7);

/** The fourth Sunday of Advent: the last Sunday before Christmas Day. */
export const vierterAdvent = (year: number): Tag => plusTage(tag(year, 12, 24), -wochentag(tag(year, 12, 24)));

/** A date of the town's year that recurs every year: its first day in a given year and how many days it lasts. */
export interface Jahrestermin {
  beginn: (year: number) => Tag;
  /** Days after the first (0 = one day). */
  dauerTage?: number;
}

/** The occurrence that started most recently at least `mindestensTageHer` days before today. */
export function letztesMal(termin: Jahrestermin, now: Date, mindestensTageHer = 0): Tag {
  const today = heute(now);
  for (let year = today.year; ; year -= 1) {
    const start = termin.beginn(year);
    if (tageZwischen(start, today) >= mindestensTageHer) return start;
  }
}

/** The next occurrence that starts at least `mindestensInTagen` days after today. */
export function naechstesMal(termin: Jahrestermin, now: Date, mindestensInTagen = 1): Tag {
  const today = heute(now);
  for (let year = today.year; ; year += 1) {
    const start = termin.beginn(year);
    if (tageZwischen(today, start) >= mindestensInTagen) return start;
  }
}

/**
 * The first day at least `inTagen` after today that is a `wochentag` (if given), lies in one of
 * `monate` (if given) and is neither a public holiday nor between Christmas and New Year.
 */
export function ersterPassenderTag(now: Date, regel: { inTagen: number; wochentag?: number; monate?: readonly number[] }): Tag {
  let candidate = plusTage(heute(now), regel.inTagen);
  for (let guard = 0; guard < 800; guard += 1) {
    if (regel.wochentag !== undefined) candidate = naechsterWochentag(candidate, regel.wochentag);
    const fits = (!regel.monate || regel.monate.includes(candidate.month)) && !feiertag(candidate) && !zwischenDenJahren(candidate);
    if (fits) return candidate;
    candidate = plusTage(candidate, 1);
  }
  throw new Error('No day fits the rule');
}
