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
  seiteNeu: '/redaktion/seiten/neu',
  konten: '/redaktion/konten',
  kontoNeu: '/redaktion/konten/neu',
  protokoll: '/redaktion/protokoll',
  medien: '/redaktion/medien',
  abfallkalender: '/redaktion/abfallkalender',
  menues: '/redaktion/menues',
  eingaenge: '/redaktion/eingaenge',
  eingangDateien: '/redaktion/eingaenge/dateien',
  dateien: '/redaktion/dateien',
  passwort: '/redaktion/passwort',
  anmeldungen: '/redaktion/anmeldungen',
  mitarbeitende: '/redaktion/mitarbeitende',
  ratsmitglieder: '/redaktion/ratsmitglieder',
} as const;

/** The login page of a login kind, for the page after a password was set through a mailed link. */
export function anmeldungFuer(art: string): string {
  return art === 'intranet' ? '/intranet/anmelden' : art === 'ratsinfo' ? '/ratsinfo/anmelden' : PATHS.login;
}

/** The longest reason for rejecting a citizen's submission (the content API's rule). */
export const GRUND_MAX = 1000;

/** An editor's password: the content API's length rule. */
export const PASSWORT_MIN = 12;
export const PASSWORT_MAX = 128;

/** The own password page's messages by the shell's `?fehler=` code, and the field each belongs to. */
export const PASSWORT_FEHLER: Record<string, { feld?: 'passwort_alt' | 'passwort_neu' | 'passwort_wiederholung'; text: string }> = {
  'altes-passwort': { feld: 'passwort_alt', text: 'Das bisherige Passwort stimmt nicht.' },
  regel: { feld: 'passwort_neu', text: `Das neue Passwort muss mindestens ${PASSWORT_MIN} und höchstens ${PASSWORT_MAX} Zeichen lang sein.` },
  gleich: { feld: 'passwort_neu', text: 'Das neue Passwort muss sich vom bisherigen unterscheiden.' },
  bekannt: {
    feld: 'passwort_neu',
    text: 'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wählen Sie ein anderes, zum Beispiel einen kurzen Satz aus mehreren Wörtern.',
  },
  wiederholung: { feld: 'passwort_wiederholung', text: 'Die beiden Eingaben des neuen Passworts stimmen nicht überein.' },
  'nicht-erreichbar': { text: 'Das Passwort kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.' },
};

/** The edit page of an item, its history and the difference of two revisions. */
export const inhaltPfad = (id: number) => `${PATHS.inhalte}/${id}`;
export const verlaufPfad = (id: number) => `/redaktion/verlauf/${id}`;
export const vergleichPfad = (id: number) => `/redaktion/vergleich/${id}`;

/** The editor of one menu. */
export const menuePfad = (id: number) => `${PATHS.menues}/${id}`;

/** Where a piece of content is edited: a menu in the menu editor, anything else in the edit form. */
export const bearbeitenPfad = (inhalt: { id: number; art: string }) => (inhalt.art === 'menue' ? menuePfad(inhalt.id) : inhaltPfad(inhalt.id));

/** The page of one file of the media library. */
export const medienPfad = (id: number) => `${PATHS.medien}/${id}`;

/** A file of the library for the editors (private, through the shell with the session), e.g. a thumbnail. */
export const dateiPfad = (id: number, breite?: number) => `${PATHS.dateien}/${id}/datei${breite ? `?breite=${breite}` : ''}`;

/** A file sent with a citizen's submission, for the editors (private, through the shell with the session). */
export const eingangDateiPfad = (id: number) => `${PATHS.eingangDateien}/${id}/datei`;

/** The page of one editorial account. */
export const kontoPfad = (id: number) => `${PATHS.konten}/${id}`;

/** The roles of an account and what each may do (the content API's names). */
export const ROLLEN = [
  { rolle: 'Redakteur', text: 'schreibt Entwürfe in den Bereichen des Kontos' },
  { rolle: 'Freigabe', text: 'gibt frei und veröffentlicht in den Bereichen des Kontos' },
  { rolle: 'Administration', text: 'verwaltet Konten, liest das Protokoll, alle Bereiche' },
] as const;

/** German names of the audit log's kinds of entries. */
export const PROTOKOLL_ARTEN: Record<string, string> = {
  anmeldung: 'Anmeldung',
  'anmeldung.fehlgeschlagen': 'Anmeldung fehlgeschlagen',
  'konto.angelegt': 'Konto angelegt',
  'konto.geaendert': 'Konto geändert',
  'konto.passwort': 'Eigenes Passwort geändert',
  'konto.beendet': 'Konto beendet',
  'konto.aktiviert': 'Konto wieder aktiviert',
  'bereich.geaendert': 'Bereich geändert',
  'inhalt.angelegt': 'Inhalt angelegt',
  speichern: 'Gespeichert',
  wiederherstellen: 'Fassung wiederhergestellt',
  vorschau: 'Vorschau erzeugt',
  'status.zur-freigabe': 'Zur Freigabe gegeben',
  'status.zurueckgegeben': 'Zurück an die Redaktion',
  'status.geplant': 'Veröffentlichung geplant',
  'status.veroeffentlicht': 'Veröffentlicht',
  'status.zurueckgezogen': 'Zurückgezogen',
  'medium.hochgeladen': 'Datei hochgeladen',
  'medium.geaendert': 'Datei geändert',
  'medium.geloescht': 'Datei gelöscht',
  'eingang.freigegeben': 'Eingabe freigegeben',
  'eingang.abgelehnt': 'Eingabe abgelehnt',
  sicherung: 'Sicherung',
};

/** The filter's choices: groups (every kind that starts with the name) and single kinds. */
export const PROTOKOLL_FILTER: readonly { wert: string; text: string }[] = [
  { wert: 'anmeldung', text: 'Anmeldungen (auch fehlgeschlagene)' },
  { wert: 'konto', text: 'Alle Änderungen an Konten' },
  ...[
    'konto.angelegt',
    'konto.geaendert',
    'konto.beendet',
    'konto.aktiviert',
    'bereich.geaendert',
    'inhalt.angelegt',
    'speichern',
    'wiederherstellen',
    'vorschau',
  ].map((wert) => ({ wert, text: PROTOKOLL_ARTEN[wert] ?? wert })),
  { wert: 'status', text: 'Alle Statuswechsel' },
  ...['status.zur-freigabe', 'status.zurueckgegeben', 'status.geplant', 'status.veroeffentlicht', 'status.zurueckgezogen'].map((wert) => ({
    wert,
    text: PROTOKOLL_ARTEN[wert] ?? wert,
  })),
  { wert: 'medium', text: 'Mediathek' },
  { wert: 'eingang', text: 'Eingaben von Bürgerinnen und Bürgern' },
  { wert: 'sicherung', text: 'Sicherungen' },
];

export const ARTEN: Record<RedaktionArt, string> = {
  artikel: 'Artikel',
  veranstaltung: 'Veranstaltung',
  termin: 'Termin',
  seite: 'Seite',
  intranet: 'Intranet-Text',
  'intranet-archiv': 'Archiv im Dokumentenarchiv',
  portal: 'Portal',
  'wegweiser-leistung': 'Leistung',
  'wegweiser-formular': 'Formular',
  'wegweiser-lebenslage': 'Lebenslage',
  'wegweiser-einheit': 'Organisationseinheit',
  'wegweiser-person': 'Ansprechperson',
  mitarbeiter: 'Mitarbeiterin/Mitarbeiter',
  menue: 'Menü',
};

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
