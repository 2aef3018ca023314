/**
 * The council information system (Ratsinfo): request schemas of its routes and the entities they
 * answer with. The council token travels only between shell and content API, in the header
 * `Ratsinfosystem-Authorization`.
 */
import { type Static, Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from './rules';

/** Header that carries the council token from the shell to the content API. */
export const RATSINFO_AUTH_HEADER = 'Ratsinfosystem-Authorization';

export const RATSINFO_MESSAGES = {
  loginFailed: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.',
  loginMissing: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort an.',
  sessionInvalid: 'Ihre Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
  loginRequired: 'Dieser Inhalt ist nichtöffentlich. Bitte melden Sie sich im Ratsinformationssystem an.',
  forbidden: 'Sie dürfen nur Ihr eigenes Profil aufrufen und ändern.',
  passwordWrong: 'Das bisherige Passwort ist nicht richtig.',
  passwordRule: 'Das neue Passwort muss 12 bis 128 Zeichen lang sein.',
  passwordSame: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  passwordMismatch: 'Die beiden Eingaben des neuen Passworts stimmen nicht überein.',
  notFound: 'Eintrag nicht gefunden',
} as const;

const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Whether a new password follows the rule of RATSINFO_MESSAGES.passwordRule: the length rule of every
 * login kind, in characters as a person counts them (the content API also refuses the common passwords).
 */
export function isAcceptablePassword(passwort: string): boolean {
  const laenge = [...passwort].length;
  return laenge >= PASSWORD_MIN_LENGTH && laenge <= PASSWORD_MAX_LENGTH;
}

const LOGIN_MESSAGE = RATSINFO_MESSAGES.loginMissing;

/** POST /api/cms/raete/login */
export const RatsLoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, fehler: LOGIN_MESSAGE }),
    passwort: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, fehler: LOGIN_MESSAGE }),
  },
  { additionalProperties: false, fehler: LOGIN_MESSAGE },
);
export type RatsLoginBody = Static<typeof RatsLoginBody>;

/** POST /api/cms/raete/:id/passwort */
export const RatsPasswortBody = Type.Object(
  {
    passwort_alt: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, fehler: RATSINFO_MESSAGES.passwordWrong }),
    passwort_neu: Type.String({ maxLength: PASSWORD_MAX_LENGTH, fehler: RATSINFO_MESSAGES.passwordRule }),
  },
  { additionalProperties: false, fehler: RATSINFO_MESSAGES.passwordRule },
);
export type RatsPasswortBody = Static<typeof RatsPasswortBody>;

const QueryValue = (fehler: string, maxLength = 200) => Type.String({ maxLength, fehler });

/** GET /api/cms/ratsinfo/sitzungen */
export const RatsSitzungenQuery = Type.Object(
  {
    gremium: Type.Optional(QueryValue('Der Parameter gremium muss eine Gremiums-ID oder ein Kürzel sein.', 20)),
    jahr: Type.Optional(Type.String({ maxLength: 4, pattern: '^(\\d{4})?$', fehler: 'Der Parameter jahr muss eine Jahreszahl sein.' })),
    zeitraum: Type.Optional(
      Type.String({ maxLength: 20, pattern: '^(|kommend|vergangen)$', fehler: 'Der Parameter zeitraum ist „kommend“ oder „vergangen“.' }),
    ),
    seite: Type.Optional(Type.String({ maxLength: 20, pattern: '^\\s*\\d*\\s*$', fehler: 'Der Parameter seite muss eine positive ganze Zahl sein.' })),
    pro_seite: Type.Optional(
      Type.String({ maxLength: 20, pattern: '^\\s*\\d*\\s*$', fehler: 'Der Parameter pro_seite muss eine ganze Zahl zwischen 1 und 100 sein.' }),
    ),
  },
  { additionalProperties: true },
);
export type RatsSitzungenQuery = Static<typeof RatsSitzungenQuery>;

/** GET /api/cms/ratsinfo/vorlagen and /suche */
export const RatsVorlagenQuery = Type.Object(
  {
    q: Type.Optional(QueryValue('Der Suchbegriff ist zu lang (höchstens 200 Zeichen).')),
    seite: Type.Optional(Type.String({ maxLength: 20, pattern: '^\\s*\\d*\\s*$', fehler: 'Der Parameter seite muss eine positive ganze Zahl sein.' })),
    pro_seite: Type.Optional(
      Type.String({ maxLength: 20, pattern: '^\\s*\\d*\\s*$', fehler: 'Der Parameter pro_seite muss eine ganze Zahl zwischen 1 und 100 sein.' }),
    ),
  },
  { additionalProperties: true },
);
export type RatsVorlagenQuery = Static<typeof RatsVorlagenQuery>;

/** GET /api/cms/ical/sitzungen.ics */
export const RatsIcalQuery = Type.Object(
  { gremium: Type.Optional(Type.String({ maxLength: 10, fehler: 'Der Parameter gremium ist das Kürzel eines Gremiums, z. B. GR.' })) },
  { additionalProperties: true },
);
export type RatsIcalQuery = Static<typeof RatsIcalQuery>;

export const RatsDateiParams = Type.Object(
  {
    id: Type.String({ maxLength: 30, pattern: '^\\d+$', fehler: 'Die ID muss eine positive ganze Zahl sein.' }),
    name: Type.String({ maxLength: 200, fehler: 'Der Name der Datei ist ungültig.' }),
  },
  { additionalProperties: false },
);
export type RatsDateiParams = Static<typeof RatsDateiParams>;

// --- Answers ---------------------------------------------------------------------------------

export interface RatsLoginResult {
  id: number;
  token: string;
  pw_geaendert: boolean;
}

export interface RatsGremiumRef {
  id: number;
  name: string;
  kuerzel: string;
  detailURL: string;
}

export interface RatsMitgliedschaft {
  gremium: RatsGremiumRef;
  rolle: string;
  seit: string;
  /** The last day of a membership that ended or will end (JJJJ-MM-TT); null while it lasts. */
  bis: string | null;
}

/** GET /api/cms/raete/:id: the member's own profile. */
export interface RatsProfil {
  id: number;
  anrede: string;
  titel: string | null;
  vorname: string;
  nachname: string;
  partei: string;
  kontakt: { email: string };
  taetigkeitsbereiche: string[];
  pw_geaendert: boolean;
  mitgliedschaften: RatsMitgliedschaft[];
}

export interface RatsPerson {
  id: number;
  name: string;
  anrede: string;
  titel: string | null;
  vorname: string;
  nachname: string;
  partei: string;
  beruf: string | null;
  wohnort: string;
  taetigkeitsbereiche: string[];
  mitgliedschaften: RatsMitgliedschaft[];
  detailURL: string;
}

export interface RatsDatei {
  id: number;
  titel: string;
  art: string;
  datum: string;
  dateiname: string;
  oeffentlich: boolean;
  /** Path of the PDF on the content API (the shell serves it under /ratsinfo/dateien/…). */
  url: string;
}

export interface RatsSitzung {
  id: number;
  name: string;
  gremium: RatsGremiumRef;
  beginn: string;
  ende: string | null;
  ort: string;
  raum: string;
  abgesagt: boolean;
  detailURL: string;
}

export interface RatsVorlageRef {
  id: number;
  aktenzeichen: string;
  art: string;
  titel: string;
  datum: string;
  oeffentlich: boolean;
  detailURL: string;
}

export interface RatsTagesordnungspunkt {
  id: number;
  nummer: string;
  titel: string;
  oeffentlich: boolean;
  beratungsart: string | null;
  beschluss: string | null;
  ergebnis: string | null;
  vorlage: RatsVorlageRef | null;
}

export interface RatsSitzungDetail extends RatsSitzung {
  /** The meeting's name again, as the page title of its detail page. */
  titel: string;
  tagesordnung: RatsTagesordnungspunkt[];
  dateien: RatsDatei[];
  /** Whether non-public items exist that this caller may not see. */
  nichtoeffentlichAusgeblendet: boolean;
  /** When the meeting was last changed, if it was changed after its first publication; else null. */
  geaendert: string | null;
}

interface RatsBeratung {
  sitzung: RatsSitzung;
  tagesordnungspunkt: string;
  beratungsart: string | null;
  ergebnis: string | null;
  beschluss: string | null;
}

/**
 * The answer (401) for a non-public paper to a visitor without a council session: more than a bare
 * `{ error }`, so the paper's page, which treats a bare error as no paper (404), shows the login instead.
 */
export interface RatsNichtOeffentlich {
  error: string;
  nichtoeffentlich: true;
}

export interface RatsVorlageDetail extends RatsVorlageRef {
  federfuehrend: string;
  sachverhalt: string;
  beschlussvorschlag: string | null;
  beratungen: RatsBeratung[];
  dateien: RatsDatei[];
}

export interface RatsGremium extends RatsGremiumRef {
  art: string;
  beschreibung: string;
  mitglieder: number;
}

export interface RatsGremiumDetail extends RatsGremium {
  titel: string;
  mitgliederListe: { person: { id: number; name: string; partei: string; detailURL: string }; rolle: string }[];
  naechsteSitzungen: RatsSitzung[];
}

export interface RatsBericht {
  id: number;
  titel: string;
  datum: string;
  gremium: RatsGremiumRef | null;
  zusammenfassung: string;
  oeffentlich: boolean;
  dateien: RatsDatei[];
}

export interface RatsListe<T> {
  data: T[];
  seiten: number;
  anzahl: number;
}

/** GET /api/cms/ratsinfo/uebersicht: the logged-in member's start page. */
export interface RatsUebersicht {
  mitglied: { id: number; vorname: string; nachname: string };
  gremien: RatsMitgliedschaft[];
  naechsteSitzungen: RatsSitzung[];
  neueVorlagen: RatsVorlageRef[];
}

export interface RatsSuchtreffer {
  art: 'Vorlage' | 'Tagesordnungspunkt';
  titel: string;
  untertitel: string;
  detailURL: string;
}
