/**
 * Opening-times display helper (spec points 3 and 4): regular times by day type, deviating times
 * that apply only while the current moment lies between their beginning and end, and the rule that
 * shows Wednesday as closed when Monday, Tuesday, Thursday and Friday have times and Wednesday has none.
 */
import { TIME_ZONE, formatDate, formatTime } from './format';

/** General opening time, service time or telephone availability. */
export type OeffnungszeitTyp = 'oeffnungszeit' | 'servicezeit' | 'telefonzeit';

/** Day type of a regular time: Monday to Friday, a single weekday, Saturday or Sunday. */
export type Tagtyp = 'mo-fr' | 'mo' | 'di' | 'mi' | 'do' | 'fr' | 'sa' | 'so';

export interface RegulaereZeit {
  tagtyp: Tagtyp;
  /** 'HH:mm' */
  beginn: string;
  /** 'HH:mm' */
  ende: string;
}

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

export const OEFFNUNGSZEIT_TYPEN: Record<OeffnungszeitTyp, string> = {
  oeffnungszeit: 'Öffnungszeiten',
  servicezeit: 'Servicezeiten',
  telefonzeit: 'Telefonische Erreichbarkeit',
};

export const TAGTYPEN: Record<Tagtyp, string> = {
  'mo-fr': 'Montag bis Freitag',
  mo: 'Montag',
  di: 'Dienstag',
  mi: 'Mittwoch',
  do: 'Donnerstag',
  fr: 'Freitag',
  sa: 'Samstag',
  so: 'Sonntag',
};

const ORDER: Tagtyp[] = ['mo-fr', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'];

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
  const byType = new Map<Tagtyp, RegulaereZeit[]>();
  for (const zeit of zeiten) byType.set(zeit.tagtyp, [...(byType.get(zeit.tagtyp) ?? []), zeit]);
  const rows: OeffnungszeitZeile[] = [];
  for (const tagtyp of ORDER) {
    const list = [...(byType.get(tagtyp) ?? [])].sort((a, b) => minutes(a.beginn) - minutes(b.beginn));
    if (list.length > 0) {
      rows.push({ tagtyp, tag: TAGTYPEN[tagtyp], zeiten: list.map((z) => zeitspanne(z.beginn, z.ende)), geschlossen: false });
    } else if (tagtyp === 'mi' && mittwochGeschlossen(zeiten)) {
      rows.push({ tagtyp, tag: TAGTYPEN.mi, zeiten: [], geschlossen: true });
    }
  }
  return rows;
}

/** Monday, Tuesday, Thursday and Friday have times of their own and Wednesday has none. */
export function mittwochGeschlossen(zeiten: readonly RegulaereZeit[]): boolean {
  const has = (tagtyp: Tagtyp) => zeiten.some((z) => z.tagtyp === tagtyp);
  return has('mo') && has('di') && has('do') && has('fr') && !has('mi') && !has('mo-fr');
}

function instant(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NaN : time;
}

/** The deviating times in force at `now` (beginning ≤ now ≤ end). */
export function aktuelleAbweichungen(abweichend: readonly AbweichendeZeit[] | null | undefined, now: Date): AbweichendeZeit[] {
  const at = now.getTime();
  return (abweichend ?? []).filter((a) => instant(a.beginn) <= at && at <= instant(a.ende));
}

/** 'vom 01.11.2026 bis 31.03.2027' */
export function abweichungZeitraum(abweichung: AbweichendeZeit): string {
  const from = formatDate(abweichung.beginn);
  const to = formatDate(abweichung.ende);
  return from === to ? `am ${from}` : `vom ${from} bis ${to}`;
}

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });
const SHORT: Record<string, Tagtyp> = { Sun: 'so', Mon: 'mo', Tue: 'di', Wed: 'mi', Thu: 'do', Fri: 'fr', Sat: 'sa' };

/** Day type of an instant's weekday in the town. */
export function tagtypAm(now: Date): Tagtyp {
  return SHORT[weekdayFormat.format(now)] ?? 'mo';
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
