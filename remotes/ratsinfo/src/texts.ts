/** German texts of the council pages; error codes come from the shell's session (`?fehler=`). */
export const FEHLER: Record<string, string> = {
  anmeldung: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.',
  fehlt: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort an.',
  'zu-viele': 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'nicht-erreichbar': 'Die Anmeldung ist zurzeit nicht möglich. Bitte versuchen Sie es später noch einmal.',
  'nicht-angemeldet': 'Bitte melden Sie sich zuerst an.',
  wiederholung: 'Die beiden Eingaben des neuen Passworts stimmen nicht überein.',
  regel: 'Das neue Passwort muss 12 bis 128 Zeichen lang sein.',
  'altes-passwort': 'Das bisherige Passwort ist nicht richtig.',
  gleich: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  bekannt:
    'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wählen Sie ein anderes, zum Beispiel einen kurzen Satz aus mehreren Wörtern.',
};

export const PATHS = {
  home: '/ratsinfo',
  login: '/ratsinfo/anmelden',
  logout: '/ratsinfo/abmelden',
  loggedOut: '/ratsinfo/abgemeldet',
  password: '/ratsinfo/passwort-aendern',
  files: '/ratsinfo/dateien',
  sitzungen: '/ratsinfo/sitzungen',
  suche: '/ratsinfo/suche',
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

/** The shell streams council files (with the member's session) under /ratsinfo/dateien/ (see session/login.server). */
export function fileHref(url: string): string {
  return url.replace(/^\/api\/cms\/ratsinfo\/dateien\//, `${PATHS.files}/`);
}
