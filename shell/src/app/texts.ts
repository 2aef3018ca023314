/** The shell's own German texts (spec point 2, error page). */
export const TEXTS = {
  /** The heading as spec point 2 words it; the page's title in the browser uses the dash. */
  notFoundTitle: '404 - Seite nicht gefunden',
  notFoundDocumentTitle: '404 – Seite nicht gefunden',
  notFoundSearch: 'Suchen Sie auf der Website',
  notFoundBody:
    'Die von Ihnen aufgerufene Adresse existiert leider nicht mehr oder wurde verschoben. Vielleicht finden Sie das Gesuchte über die Suche oder die Startseite.',
  notFoundReport: 'Wenn Sie einen fehlerhaften Link gefunden haben, melden Sie ihn uns bitte per E-Mail',
  goneTitle: 'Dieser Inhalt ist nicht mehr verfügbar',
  goneBody:
    'Die Redaktion hat diesen Inhalt zurückgezogen; er ist nicht mehr verfügbar. Vielleicht finden Sie das Gesuchte über die Suche oder die Startseite.',
  errorTitle: 'Leider ist ein Fehler aufgetreten',
  forbiddenTitle: 'Kein Zugriff',
  forbiddenBody:
    'Diese Seite steht nur einem bestimmten Personenkreis offen, zu dem Ihre Anmeldung nicht gehört. Wenn Sie meinen, dass Sie Zugriff haben sollten, wenden Sie sich bitte an die Stadtverwaltung.',
  errorBody: 'Das Team der Stadtverwaltung wurde informiert und kümmert sich um das Problem. Bitte versuchen Sie es später noch einmal.',
  /** A request the site cannot answer as sent (400, 405, 413, 414, 431): nothing for the team to fix. */
  clientErrorBody: 'Die Anfrage ist fehlerhaft und kann so nicht beantwortet werden. Bitte prüfen Sie die Adresse oder beginnen Sie auf der Startseite.',
  backHome: 'Zurück zur Startseite',
  /** The heading of a preview link that shows nothing (expired, forged); the source says why. */
  previewRefusedTitle: 'Vorschau nicht verfügbar',
  blockFallback: 'Dieser Inhalt kann zurzeit leider nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
  skipLink: 'Zum Inhalt springen',
  loading: 'Seite wird geladen …',
  siteName: 'Stadt Musterstadt',
  reportMail: 'webmaster@musterstadt.de',
  feedTitle: 'Aktuelles aus Musterstadt',
} as const;

export function documentTitle(title: string, path: string): string {
  return path === '/' || !title ? title || TEXTS.siteName : `${title} | ${TEXTS.siteName}`;
}
