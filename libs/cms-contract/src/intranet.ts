/**
 * The staff intranet: request schemas of its routes and the entities they answer with. The intranet
 * token travels only between shell and content API, in the header `authorization`.
 */
import { type Static, Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from './rules';
import { PASSWORD_MAX_LENGTH } from './ratsinfo';

/** Header that carries the intranet token from the shell to the content API (spec point 6). */
export const INTRANET_AUTH_HEADER = 'authorization';

export const INTRANET_MESSAGES = {
  loginFailed: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.',
  loginMissing: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort an.',
  sessionInvalid: 'Ihre Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut im Intranet an.',
  loginRequired: 'Das Intranet ist nur für Beschäftigte der Stadt Musterstadt. Bitte melden Sie sich an.',
  forbidden: 'Sie dürfen nur Ihr eigenes Profil aufrufen.',
  notFound: 'Eintrag nicht gefunden',
} as const;

const LOGIN_MESSAGE = INTRANET_MESSAGES.loginMissing;

/** POST /api/cms/login */
export const IntranetLoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, fehler: LOGIN_MESSAGE }),
    passwort: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, fehler: LOGIN_MESSAGE }),
  },
  { additionalProperties: false, fehler: LOGIN_MESSAGE },
);
export type IntranetLoginBody = Static<typeof IntranetLoginBody>;

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const IntranetUserParams = Type.Object(
  { uuid: Type.String({ maxLength: 36, pattern: UUID_PATTERN, fehler: 'Die Kennung des Benutzers ist ungültig.' }) },
  { additionalProperties: false },
);
export type IntranetUserParams = Static<typeof IntranetUserParams>;

/** A category by its id (digits) or its url (lower-case letters, digits, hyphens). */
export const IntranetRubrikParams = Type.Object(
  {
    rubrik: Type.String({
      maxLength: 80,
      pattern: '^(\\d+|[a-z0-9][a-z0-9-]*)$',
      fehler: 'Die Rubrik wird mit ihrer ID oder ihrer Adresse (Kleinbuchstaben, Ziffern, Bindestriche) angegeben.',
    }),
  },
  { additionalProperties: false },
);
export type IntranetRubrikParams = Static<typeof IntranetRubrikParams>;

const Int = (name: string, fehler = `Der Parameter ${name} muss eine positive ganze Zahl sein.`) =>
  Type.String({ maxLength: 20, pattern: '^\\s*\\d*\\s*$', fehler });
const DateParam = (name: string) =>
  Type.String({ maxLength: 10, pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', fehler: `Der Parameter ${name} ist ein Datum in der Form JJJJ-MM-TT.` });
const ORDER_MESSAGE = 'Der Parameter order ist „datum_von desc“ oder „datum_von asc“.';

/** GET /api/cms/intranet/rubrik/{id|url} */
export const IntranetTexteQuery = Type.Object(
  {
    seite: Type.Optional(Int('seite')),
    pro_seite: Type.Optional(Int('pro_seite', 'Der Parameter pro_seite muss eine ganze Zahl zwischen 1 und 100 sein.')),
    order: Type.Optional(Type.String({ maxLength: 30, pattern: '^(|-?datum_von|datum_von (desc|asc|DESC|ASC))$', fehler: ORDER_MESSAGE })),
  },
  { additionalProperties: true },
);
export type IntranetTexteQuery = Static<typeof IntranetTexteQuery>;

/** GET /api/cms/intranet/suche */
export const IntranetSucheQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, fehler: 'Der Suchbegriff ist zu lang (höchstens 200 Zeichen).' })),
    seite: Type.Optional(Int('seite')),
    pro_seite: Type.Optional(Int('pro_seite', 'Der Parameter pro_seite muss eine ganze Zahl zwischen 1 und 100 sein.')),
  },
  { additionalProperties: true },
);
export type IntranetSucheQuery = Static<typeof IntranetSucheQuery>;

/** GET /api/cms/intranet/archiv_themen */
export const IntranetArchivThemenQuery = Type.Object(
  { themen_id: Type.Optional(Int('themen_id')), gueltig_von: Type.Optional(DateParam('gueltig_von')), gueltig_bis: Type.Optional(DateParam('gueltig_bis')) },
  { additionalProperties: true },
);
export type IntranetArchivThemenQuery = Static<typeof IntranetArchivThemenQuery>;

/** GET /api/cms/intranet/archiv */
export const IntranetArchivQuery = Type.Object(
  {
    archiv_id: Type.Optional(Int('archiv_id')),
    gueltig_von: Type.Optional(DateParam('gueltig_von')),
    gueltig_bis: Type.Optional(DateParam('gueltig_bis')),
    order: Type.Optional(
      Type.String({ maxLength: 30, pattern: '^(|-?stand|stand (desc|asc|DESC|ASC))$', fehler: 'Der Parameter order ist „stand desc“ oder „stand asc“.' }),
    ),
  },
  { additionalProperties: true },
);
export type IntranetArchivQuery = Static<typeof IntranetArchivQuery>;

export const IntranetDokumentParams = Type.Object(
  {
    id: Type.String({ maxLength: 30, pattern: '^\\d+$', fehler: 'Die ID muss eine positive ganze Zahl sein.' }),
    name: Type.String({ maxLength: 200, fehler: 'Der Name der Datei ist ungültig.' }),
  },
  { additionalProperties: false },
);
export type IntranetDokumentParams = Static<typeof IntranetDokumentParams>;

// --- Answers ---------------------------------------------------------------------------------

export interface IntranetLoginResult {
  uuid: string;
  token: string;
}

export interface IntranetUser {
  uuid: string;
  vorname: string;
  nachname: string;
  email: string;
}

interface IntranetRubrikRef {
  id: number;
  url: string;
  titel: string;
  detailURL: string;
}

export interface IntranetRubrik extends IntranetRubrikRef {
  beschreibung: string;
  /** Number of texts in the category. */
  anzahl: number;
}

export interface IntranetText {
  id: number;
  titel: string;
  einleitung: string;
  autor: string;
  /** ISO instant. */
  datum_von: string;
  rubrik: IntranetRubrikRef;
  detailURL: string;
}

export interface IntranetTextDetail extends IntranetText {
  /** Sanitised HTML. */
  text: string;
}

export interface IntranetListe<T> {
  data: T[];
  seiten: number;
  anzahl: number;
}

/** GET /api/cms/intranet/rubrik/{id|url}: the category with a page of its texts in `data`. */
export interface IntranetRubrikDetail extends IntranetRubrik, IntranetListe<IntranetText> {
  seite: number;
}

export interface IntranetDokument {
  id: number;
  archiv_id: number;
  downloadtext: string;
  dateiname: string;
  /** Calendar days, YYYY-MM-DD. */
  stand: string;
  gueltig_von: string;
  gueltig_bis: string | null;
  /** Where the shell streams it (the session is checked there). */
  url: string;
}

export interface IntranetArchiv {
  id: number;
  titel: string;
  dokumente: IntranetDokument[];
}

export interface IntranetArchivThema {
  id: number;
  thema: string;
  beschreibung: string;
  archive: IntranetArchiv[];
}
