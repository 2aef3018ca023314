/** An error with an HTTP status and a German message for the JSON answer `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
/** 410: the thing was public and has been withdrawn for good. */
export const gone = (): HttpError => new HttpError(410, MESSAGES.gone);

export const MESSAGES = {
  pageNotFound: 'Seite nicht gefunden',
  pageMoved: 'Diese Seite ist umgezogen.',
  menuNotFound: 'Menü nicht gefunden',
  itemNotFound: 'Eintrag nicht gefunden',
  gone: 'Dieser Inhalt wurde zurückgezogen und ist nicht mehr verfügbar.',
  mediaNotFound: 'Bild nicht gefunden',
  routeNotFound: 'Diese Adresse gibt es in der Inhalts-API nicht.',
  badRequest: 'Die Anfrage ist ungültig.',
  badUrl: 'Die Adresse der Anfrage ist ungültig.',
  tooSlow: 'Die Anfrage hat zu lange gedauert.',
  headTooLarge: 'Die Anfrage ist zu groß: Adresse oder Kopfzeilen sind zu lang.',
  internal: 'Interner Fehler des Inhaltsdienstes. Bitte versuchen Sie es später erneut.',
  dbDown: 'Die Datenbank ist nicht erreichbar.',
  serviceOnly: 'Änderungen nimmt dieser Dienst nur vom Server der Website an.',
} as const;
