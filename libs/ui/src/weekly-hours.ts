/**
 * Opening times as the sub-sites keep them in their page content (typ, zeiten, abweichend with
 * zusatztext): the rows, the Wednesday rule and the deviations in force come from the one
 * opening-times helper (./opening-times); this adds the sub-sites' shape, 'today' and periods.
 */
import type { OeffnungszeitTyp, Regelzeit, Tagtyp } from '@musterstadt/cms-client';
import { berlinParts } from './berlin-time';
import { formatDate, formatTime } from './format';
import { DAY_TYPE_LABELS, inForce, openingTimeRows } from './opening-times';

// The one vocabulary of the content API: general opening time, service time, telephone availability.
export type { OeffnungszeitTyp, Tagtyp };

/** A regular time: day type, 'HH:mm' to 'HH:mm' (the content API's Regelzeit). */
export type RegulaereZeit = Regelzeit;

export interface AbweichendeZeit {
  /** ISO date-time of the beginning. */
  beginn: string;
  /** ISO date-time of the end. */
  ende: string;
  zusatztext?: string | null;
}

export interface Oeffnungszeiten {
  typ: OeffnungszeitTyp;
  hinweis?: string | null;
  zeiten: RegulaereZeit[];
  abweichend?: AbweichendeZeit[];
}

const TAGTYPEN: Record<Tagtyp, string> = DAY_TYPE_LABELS;

export interface OeffnungszeitZeile {
  tagtyp: Tagtyp;
  /** 'Montag bis Freitag', 'Mittwoch', … */
  tag: string;
  /** '10:00 bis 18:00 Uhr' per time range of that day type. */
  zeiten: string[];
  geschlossen: boolean;
}

/** '10:00 bis 18:00 Uhr' */
export function zeitspanne(beginn: string, ende: string): string {
  return `${formatTime(beginn).replace(/ Uhr$/, '')} bis ${formatTime(ende)}`;
}

function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The regular times as rows in week order, one row per day type, Wednesday closed where the rule applies. */
export function regulaereZeilen(zeiten: readonly RegulaereZeit[]): OeffnungszeitZeile[] {
  return openingTimeRows({ regelzeiten: [...zeiten] }, zeitspanne).map(({ label, ...row }) => ({ ...row, tag: label }));
}

/** Monday, Tuesday, Thursday and Friday have times of their own and Wednesday has none. */
export function mittwochGeschlossen(zeiten: readonly RegulaereZeit[]): boolean {
  return regulaereZeilen(zeiten).some((row) => row.geschlossen);
}

/** The deviating times in force at `now` (beginning ≤ now ≤ end). */
export function aktuelleAbweichungen(abweichend: readonly AbweichendeZeit[] | null | undefined, now: Date): AbweichendeZeit[] {
  return inForce(abweichend, now);
}

/** 'vom 01.11.2026 bis 31.03.2027' */
export function abweichungZeitraum(abweichung: AbweichendeZeit): string {
  const from = formatDate(abweichung.beginn);
  const to = formatDate(abweichung.ende);
  return from === to ? `am ${from}` : `vom ${from} bis ${to}`;
}

const BY_DAY: Tagtyp[] = ['so', 'mo', 'di', 'mi', 'do', 'fr', 'sa'];

/** Day type of an instant's weekday in the town. */
export function tagtypAm(now: Date): Tagtyp {
  return BY_DAY[berlinParts(now).weekday] ?? 'mo';
}

/**
 * Day type of a calendar date ('2026-12-03'): a property of the date alone, so no time zone is
 * asked (the first time-zone lookup costs a phone a long task while a form hydrates).
 */
export function tagtypDesDatums(datum: string): Tagtyp {
  return BY_DAY[new Date(`${datum.slice(0, 10)}T12:00:00Z`).getUTCDay()] ?? 'mo';
}

export interface HeuteStatus {
  /** 'Donnerstag' */
  tag: string;
  zeiten: string[];
  geschlossen: boolean;
  /** Deviating times in force today; they take precedence over the regular times. */
  abweichungen: AbweichendeZeit[];
}

/** What applies today: the deviating times in force, else the regular times of the weekday. */
export function heute(oeffnungszeiten: Oeffnungszeiten, now: Date): HeuteStatus {
  const tagtyp = tagtypAm(now);
  const abweichungen = aktuelleAbweichungen(oeffnungszeiten.abweichend, now);
  const workday = tagtyp !== 'sa' && tagtyp !== 'so';
  const zeiten = oeffnungszeiten.zeiten
    .filter((z) => z.tagtyp === tagtyp || (workday && z.tagtyp === 'mo-fr'))
    .sort((a, b) => minutes(a.beginn) - minutes(b.beginn))
    .map((z) => zeitspanne(z.beginn, z.ende));
  return { tag: TAGTYPEN[tagtyp], zeiten, geschlossen: zeiten.length === 0, abweichungen };
}
