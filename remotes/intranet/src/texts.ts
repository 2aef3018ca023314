/** German texts and paths of the intranet pages; error codes come from the shell's session (`?fehler=`). */
export const FEHLER: Record<string, string> = {
  anmeldung: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.',
  fehlt: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort an.',
  'zu-viele': 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'nicht-erreichbar': 'Die Anmeldung ist zurzeit nicht möglich. Bitte versuchen Sie es später noch einmal.',
  'nicht-angemeldet': 'Bitte melden Sie sich zuerst an.',
};

export const PATHS = {
  home: '/intranet',
  login: '/intranet/anmelden',
  logout: '/intranet/abmelden',
  loggedOut: '/intranet/abgemeldet',
  dokumente: '/intranet/dokumente',
  rubriken: '/intranet/rubriken',
  archiv: '/intranet/archiv',
  suche: '/intranet/suche',
} as const;

/** A query value of the page's search string. */
export function queryValue(search: string, name: string): string {
  return new URLSearchParams(search).get(name) ?? '';
}

/** The German message of the page's `?fehler=` code, or ''. */
export function errorOf(search: string): string {
  const code = queryValue(search, 'fehler');
  return Object.hasOwn(FEHLER, code) ? (FEHLER[code] ?? '') : '';
}

/** A same-site intranet path to go on to after login, else ''. */
export function zielOf(search: string): string {
  const ziel = queryValue(search, 'ziel');
  return (ziel === PATHS.home || ziel.startsWith(`${PATHS.home}/`)) && !ziel.startsWith('//') ? ziel : '';
}
