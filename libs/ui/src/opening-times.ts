/** Opening-times display helper (spec points 2, 3 and 4). */
import type { AbweichendeZeit, OeffnungszeitTyp, Oeffnungszeiten, Regelzeit, Tagtyp } from '@musterstadt/cms-client';
import { formatTime } from './format';

export const OPENING_TIME_TYPE_LABELS: Record<OeffnungszeitTyp, string> = {
  allgemein: 'Öffnungszeiten',
  service: 'Servicezeiten',
  telefon: 'Telefonische Erreichbarkeit',
};

export const DAY_TYPE_LABELS: Record<Tagtyp, string> = {
  'mo-fr': 'Montag bis Freitag',
  mo: 'Montag',
  di: 'Dienstag',
  mi: 'Mittwoch',
  do: 'Donnerstag',
  fr: 'Freitag',
  sa: 'Samstag',
  so: 'Sonntag',
};

/** Order in which day types are listed. */
const DAY_TYPE_ORDER: readonly Tagtyp[] = ['mo-fr', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'];

export const CLOSED_TEXT = 'geschlossen';

export interface OpeningTimeRow {
  tagtyp: Tagtyp;
  /** 'Montag bis Freitag', 'Mittwoch', … */
  label: string;
  /** Time ranges of the day, e.g. ['08:00 Uhr bis 12:00 Uhr', '14:00 Uhr bis 16:00 Uhr']. */
  zeiten: string[];
  /** True for a day shown as closed (the Wednesday rule). */
  geschlossen: boolean;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

function minutes(time: string): number | null {
  const match = TIME.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function isValidRegular(entry: Regelzeit): boolean {
  if (!DAY_TYPE_ORDER.includes(entry.tagtyp)) return false;
  const from = minutes(entry.beginn);
  const to = minutes(entry.ende);
  return from !== null && to !== null && from < to;
}

/** '08:00 Uhr bis 12:00 Uhr' */
export function formatTimeRange(beginn: string, ende: string): string {
  return `${formatTime(beginn)} bis ${formatTime(ende)}`;
}

const WEEKDAYS_BESIDE_WEDNESDAY: readonly Tagtyp[] = ['mo', 'di', 'do', 'fr'];

/**
 * The regular times as rows by day type, in week order, several ranges of a day sorted by time.
 * On Wednesday: if Monday, Tuesday, Thursday and Friday all have times and Wednesday has none,
 * Wednesday shows as closed.
 */
export function openingTimeRows(
  times: Pick<Oeffnungszeiten, 'regelzeiten'>,
  range: (beginn: string, ende: string) => string = formatTimeRange,
): OpeningTimeRow[] {
  const valid = (times.regelzeiten ?? []).filter(isValidRegular);
  const byDay = new Map<Tagtyp, Regelzeit[]>();
  for (const entry of valid) byDay.set(entry.tagtyp, [...(byDay.get(entry.tagtyp) ?? []), entry]);

  const hasTimes = (day: Tagtyp) => byDay.has(day) || (day !== 'sa' && day !== 'so' && byDay.has('mo-fr'));
  const wednesdayClosed = WEEKDAYS_BESIDE_WEDNESDAY.every(hasTimes) && !hasTimes('mi');

  const rows: OpeningTimeRow[] = [];
  for (const day of DAY_TYPE_ORDER) {
    const entries = byDay.get(day);
    if (entries) {
      const sorted = [...entries].sort((a, b) => (minutes(a.beginn) ?? 0) - (minutes(b.beginn) ?? 0));
      rows.push({ tagtyp: day, label: DAY_TYPE_LABELS[day], zeiten: sorted.map((e) => range(e.beginn, e.ende)), geschlossen: false });
    } else if (day === 'mi' && wednesdayClosed) {
      rows.push({ tagtyp: day, label: DAY_TYPE_LABELS[day], zeiten: [], geschlossen: true });
    }
  }
  return rows;
}

function instant(value: string): number | null {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** Deviating times whose beginning and end enclose `now` (both inclusive); others are not shown. */
export function inForce<T extends { beginn: string; ende: string }>(deviations: readonly T[] | null | undefined, now: Date = new Date()): T[] {
  const at = now.getTime();
  return (deviations ?? []).filter((deviation) => {
    const from = instant(deviation.beginn);
    const to = instant(deviation.ende);
    return from !== null && to !== null && from <= at && at <= to;
  });
}

/** The deviating times of an opening-time entry in force at `now`. */
export function currentDeviations(times: Pick<Oeffnungszeiten, 'abweichungen'>, now: Date = new Date()): AbweichendeZeit[] {
  return inForce(times.abweichungen, now);
}

/** Heading of an opening-time entry by its type. */
export function openingTimeTitle(times: Pick<Oeffnungszeiten, 'typ'>): string {
  return OPENING_TIME_TYPE_LABELS[times.typ] ?? OPENING_TIME_TYPE_LABELS.allgemein;
}
