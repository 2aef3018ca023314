/** German texts and paths of the editorial area; login error codes come from the shell's session (`?fehler=`). */
import type { RedaktionArt, RedaktionStatus } from '@musterstadt/cms-client';

export const FEHLER: Record<string, string> = {
  anmeldung: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.',
  fehlt: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort an.',
  'zu-viele': 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'nicht-erreichbar': 'Die Anmeldung ist zurzeit nicht möglich. Bitte versuchen Sie es später noch einmal.',
  'nicht-angemeldet': 'Bitte melden Sie sich in der Redaktion an.',
};

export const PATHS = {
  home: '/redaktion',
  login: '/redaktion/anmelden',
  logout: '/redaktion/abmelden',
  loggedOut: '/redaktion/abgemeldet',
  inhalte: '/redaktion/inhalte',
  neu: '/redaktion/neu',
} as const;

/** The edit page of an item, its history and the difference of two revisions. */
export const inhaltPfad = (id: number) => `${PATHS.inhalte}/${id}`;
export const verlaufPfad = (id: number) => `/redaktion/verlauf/${id}`;
export const vergleichPfad = (id: number) => `/redaktion/vergleich/${id}`;

export const ARTEN: Record<RedaktionArt, string> = { artikel: 'Artikel', veranstaltung: 'Veranstaltung', termin: 'Termin' };

export const STATUS: readonly RedaktionStatus[] = ['Entwurf', 'Zur Freigabe', 'Geplant', 'Veröffentlicht', 'Zurückgezogen'];

/** A query value of the page's search string. */
export function queryValue(search: string, name: string): string {
  return new URLSearchParams(search).get(name) ?? '';
}

/** The German message of the page's `?fehler=` code, or ''. */
export function errorOf(search: string): string {
  const code = queryValue(search, 'fehler');
  return Object.hasOwn(FEHLER, code) ? (FEHLER[code] ?? '') : '';
}

/** A same-site editorial path to go on to after login, else ''. */
export function zielOf(search: string): string {
  const ziel = queryValue(search, 'ziel');
  return (ziel === PATHS.home || ziel.startsWith(`${PATHS.home}/`)) && !ziel.startsWith('//') ? ziel : '';
}

const DATE_TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });

/** An instant as Berlin date and time, e.g. '26.11.2026, 19:30'. */
export function zeit(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}
