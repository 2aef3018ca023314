/**
 * The categories that the town's forms offer and that an approval publishes with: one list each,
 * ids as the site's lists know them (the event calendar, the club directory, the business directory,
 * the notice board). The forms show them as choices; the content API accepts only these.
 */

/** A choice of a form: the id as text, and the name people read. */
export interface Kategorie {
  readonly value: string;
  readonly label: string;
}

/** Categories an event reported through the form may have (the calendar's 'Politik' is the council's own). */
export const VERANSTALTUNG_KATEGORIEN = [
  { value: '1', label: 'Kultur' },
  { value: '2', label: 'Sport' },
  { value: '3', label: 'Feste' },
  { value: '4', label: 'Vereine' },
  { value: '5', label: 'Märkte' },
  { value: '7', label: 'Senioren' },
  { value: '8', label: 'Gesundheit' },
  { value: '9', label: 'Natur & Umwelt' },
  { value: '10', label: 'Familie' },
] as const satisfies readonly Kategorie[];

/** Categories of the club directory. */
export const VEREIN_KATEGORIEN = [
  { value: '1', label: 'Musik und Gesang' },
  { value: '2', label: 'Sport' },
  { value: '3', label: 'Natur und Heimat' },
  { value: '4', label: 'Helfen und Miteinander' },
  { value: '5', label: 'Kultur und Bildung' },
  { value: '6', label: 'Kinder und Jugend' },
] as const satisfies readonly Kategorie[];

/** Trades of the business directory. */
export const BRANCHEN = [
  { value: '41', label: 'Gastronomie' },
  { value: '42', label: 'Einzelhandel' },
  { value: '43', label: 'Handwerk' },
  { value: '44', label: 'Dienstleistungen' },
  { value: '45', label: 'Gesundheit' },
  { value: '46', label: 'Kultur und Freizeit' },
] as const satisfies readonly Kategorie[];

/** Categories of the notice board. */
export const ANZEIGE_RUBRIKEN = [
  { value: '31', label: 'Vereine und Gruppen' },
  { value: '32', label: 'Biete und suche' },
  { value: '33', label: 'Ehrenamt' },
  { value: '34', label: 'Fundsachen' },
  { value: '35', label: 'Veranstaltungshinweise' },
] as const satisfies readonly Kategorie[];

/** A list as names by numeric id, e.g. `{ 41: 'Gastronomie', … }`. */
export function kategorienNachId(liste: readonly Kategorie[]): Record<number, string> {
  return Object.fromEntries(liste.map((kategorie) => [Number(kategorie.value), kategorie.label]));
}
