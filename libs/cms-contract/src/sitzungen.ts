/**
 * A person's open sessions of one login kind (council, intranet, editorial area): each login is a
 * session that logout, a password change or the end of the account closes at once. Every call
 * carries the token of the kind in that kind's header (the shell sends it; browsers never see it).
 *
 *   POST   /api/cms/sitzungen/abmelden   ends the caller's session (204)
 *   GET    /api/cms/sitzungen            the caller's open sessions of that kind
 *   DELETE /api/cms/sitzungen/{id}       ends another of the caller's own sessions (204; 404 for another's)
 */
import { type Static, Type } from '@sinclair/typebox';

export const SITZUNG_MESSAGES = {
  keineAnmeldung: 'Bitte melden Sie sich an.',
  mehrereAnmeldungen: 'Die Anfrage trägt Anmeldungen verschiedener Bereiche. Bitte senden Sie genau eine.',
  nichtGefunden: 'Diese Sitzung gibt es nicht, sie ist schon beendet, oder sie gehört nicht zu Ihrer Anmeldung.',
  id: 'Die Kennung der Sitzung ist ungültig.',
  /** A session opened with an initial password asks for anything but the own profile and the password change (403). */
  passwortAendern: 'Bitte ändern Sie zuerst Ihr Passwort.',
} as const;

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** DELETE /api/cms/sitzungen/{id} */
export const SitzungParams = Type.Object(
  { id: Type.String({ maxLength: 36, pattern: UUID_PATTERN, fehler: SITZUNG_MESSAGES.id }) },
  { additionalProperties: false },
);
export type SitzungParams = Static<typeof SitzungParams>;

/** POST /api/cms/sitzungen/abmelden: no body (validated as null), or an empty object. */
export const AbmeldenSitzungBody = Type.Union([Type.Object({}, { maxProperties: 0 }), Type.Null()], {
  fehler: 'Die Abmeldung erwartet keine Angaben.',
});

/** One open session of the caller. */
interface Sitzung {
  id: string;
  erstellt_am: string;
  zuletzt_am: string;
  laeuft_ab_am: string;
  /** The session of the token this call carries. */
  aktuell: boolean;
}

export interface SitzungListe {
  data: Sitzung[];
  seiten: number;
  anzahl: number;
}
