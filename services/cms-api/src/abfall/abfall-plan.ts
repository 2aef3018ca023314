/**
 * Collection dates of the waste calendar: which kind is collected on which day in a district, with
 * the usual shift after public holidays in Baden-Württemberg. Calendar days are UTC dates at 00:00.
 */

const DAY = 86_400_000;

export interface Abfuhr {
  art: string;
  /** 'YYYY-MM-DD' */
  datum: string;
  hinweis: string | null;
}

export interface Feiertag {
  datum: string;
  name: string;
}

const iso = (date: Date): string => date.toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number): Date => new Date(Date.UTC(year, month - 1, day));

/** Easter Sunday (anonymous Gregorian algorithm). */
export function ostersonntag(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utcDay(year, month, day);
}

/** Public holidays of Baden-Württemberg in a year. */
export function feiertage(year: number): Feiertag[] {
  const easter = ostersonntag(year).getTime();
  const fromEaster = (days: number, name: string): Feiertag => ({ datum: iso(new Date(easter + days * DAY)), name });
  return [
    { datum: iso(utcDay(year, 1, 1)), name: 'Neujahr' },
    { datum: iso(utcDay(year, 1, 6)), name: 'Heilige Drei Könige' },
    fromEaster(-2, 'Karfreitag'),
    fromEaster(1, 'Ostermontag'),
    { datum: iso(utcDay(year, 5, 1)), name: 'Tag der Arbeit' },
    fromEaster(39, 'Christi Himmelfahrt'),
    fromEaster(50, 'Pfingstmontag'),
    fromEaster(60, 'Fronleichnam'),
    { datum: iso(utcDay(year, 10, 3)), name: 'Tag der Deutschen Einheit' },
    { datum: iso(utcDay(year, 11, 1)), name: 'Allerheiligen' },
    { datum: iso(utcDay(year, 12, 25)), name: '1. Weihnachtstag' },
    { datum: iso(utcDay(year, 12, 26)), name: '2. Weihnachtstag' },
  ].sort((x, y) => x.datum.localeCompare(y.datum));
}

/** ISO week number of a UTC calendar day. */
export function isoWoche(date: Date): number {
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY);
  const firstThursday = utcDay(thursday.getUTCFullYear(), 1, 4);
  return 1 + Math.round((thursday.getTime() - firstThursday.getTime() - 3 * DAY + ((firstThursday.getUTCDay() + 6) % 7) * DAY) / (7 * DAY));
}

/** Which kinds are due in a given ISO week (district `index` 0–3 staggers the paper collection). */
function artenDerWoche(woche: number, monat: number, index: number): string[] {
  const arten: string[] = [];
  if (woche % 2 === 0) arten.push('restmuell');
  // Bio waste weekly from June to September, else every other week.
  if (woche % 2 === 1 || (monat >= 6 && monat <= 9)) arten.push('bioabfall');
  if (woche % 2 === 1) arten.push('gelber-sack');
  if (woche % 4 === index % 4) arten.push('altpapier');
  return arten;
}

const WOCHENTAGE = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/**
 * Collection dates of one district from `von` for `tage` days. A holiday on or before the collection
 * day in the same week moves it one day later (Friday to Saturday), as the collectors catch up.
 */
export function abfuhrplan(options: { von: Date; tage: number; wochentag: number; index: number }): Abfuhr[] {
  const start = utcDay(options.von.getUTCFullYear(), options.von.getUTCMonth() + 1, options.von.getUTCDate());
  const holidays = new Map<string, string>();
  for (let year = start.getUTCFullYear(); year <= start.getUTCFullYear() + 2; year += 1) {
    for (const feiertag of feiertage(year)) holidays.set(feiertag.datum, feiertag.name);
  }
  const result: Abfuhr[] = [];
  for (let offset = 0; offset < options.tage; offset += 1) {
    const day = new Date(start.getTime() + offset * DAY);
    if (day.getUTCDay() !== options.wochentag) continue;
    let shift: string | null = null;
    for (let back = 0; back < options.wochentag; back += 1) {
      const name = holidays.get(iso(new Date(day.getTime() - back * DAY)));
      if (name) shift = name;
    }
    const datum = shift ? new Date(day.getTime() + DAY) : day;
    const hinweis = shift ? `Verschoben wegen des Feiertags ${shift} (regulär ${WOCHENTAGE[day.getUTCDay()]})` : null;
    for (const art of artenDerWoche(isoWoche(day), day.getUTCMonth() + 1, options.index)) {
      result.push({ art, datum: iso(datum), hinweis });
    }
  }
  return result;
}
