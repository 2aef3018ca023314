/**
 * Access of people of every login kind (council members, staff, editors): the administration invites
 * a person or sends a link to set a new password, and ends the account of one who leaves. The link
 * leads to a public page where the person sets a password; its token travels in the query (`token`),
 * which logs and the error service drop.
 */
import { type Static, Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PRINTABLE_PATTERN } from './rules';

/** The public page of the links to set a password (`?token=`). */
export const ZUGANG_SEITE = '/redaktion/zugang';

/** How long a link to set a password works. */
export const ZUGANG_LINK_STUNDEN = 72;

export const ZUGANG_MESSAGES = {
  linkUnbekannt:
    'Diesen Link kennen wir nicht. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben, oder bitten Sie die Stadtverwaltung um einen neuen Link.',
  linkAbgelaufen: `Dieser Link ist abgelaufen: Er galt ${ZUGANG_LINK_STUNDEN} Stunden. Bitte bitten Sie die Stadtverwaltung um einen neuen Link.`,
  linkBenutzt:
    'Mit diesem Link wurde schon ein Passwort gesetzt; er gilt nur einmal. Melden Sie sich mit Ihrem Passwort an, oder bitten Sie die Stadtverwaltung um einen neuen Link.',
  linkErsetzt: 'Für Ihr Konto gibt es inzwischen einen neueren Link. Bitte nehmen Sie den Link aus der neuesten E-Mail.',
  kontoBeendet: 'Dieses Konto ist beendet. Bitte wenden Sie sich an die Stadtverwaltung.',
  mitarbeiterUnbekannt: 'Diese Mitarbeiterin oder diesen Mitarbeiter gibt es nicht.',
  emailVergeben: 'Für diese E-Mail-Adresse gibt es schon ein Konto im Intranet.',
  mailFehler: 'Die E-Mail konnte gerade nicht verschickt werden. Bitte versuchen Sie es gleich noch einmal.',
} as const;

const TOKEN = Type.String({ maxLength: 64, pattern: '^[0-9a-f]{64}$', fehler: ZUGANG_MESSAGES.linkUnbekannt, fehlt: ZUGANG_MESSAGES.linkUnbekannt });

/** GET /api/cms/zugang?token= */
export const ZugangQuery = Type.Object({ token: TOKEN }, { additionalProperties: false, fehler: ZUGANG_MESSAGES.linkUnbekannt });
export type ZugangQuery = Static<typeof ZugangQuery>;

const PASSWORT_FEHLER = 'Bitte geben Sie ein Passwort mit mindestens 12 und höchstens 128 Zeichen an.';

/** POST /api/cms/zugang/passwort */
export const ZugangPasswortBody = Type.Object(
  {
    token: TOKEN,
    passwort: Type.String({ maxLength: 128, fehler: PASSWORT_FEHLER, fehlt: PASSWORT_FEHLER }),
    passwort_wiederholung: Type.String({ maxLength: 128, fehler: PASSWORT_FEHLER, fehlt: 'Bitte geben Sie das Passwort ein zweites Mal ein.' }),
  },
  { additionalProperties: false },
);
export type ZugangPasswortBody = Static<typeof ZugangPasswortBody>;

/** What a valid link is for (the answer of GET /api/cms/zugang). */
export interface ZugangLink {
  /** The login kind: 'intranet', 'ratsinfo' or 'redaktion'. */
  art: string;
  /** 'einladung': a new account; 'passwort': a new password for an account that exists. */
  zweck: 'einladung' | 'passwort';
  /** The person's name, to greet her. */
  name: string;
  laeuft_ab_am: string;
  /** Where the person logs in afterwards. */
  anmeldung: string;
}

/** The answer of POST /api/cms/zugang/passwort. */
export interface ZugangGesetzt {
  art: string;
  anmeldung: string;
}

const Namensteil = (fehler: string) => Type.String({ minLength: 1, maxLength: 80, pattern: PRINTABLE_PATTERN, fehler, fehlt: fehler });

/** POST /api/cms/redaktion/mitarbeitende: invite a staff member to the intranet. */
export const MitarbeiterNeuBody = Type.Object(
  {
    vorname: Namensteil('Bitte geben Sie den Vornamen an (höchstens 80 Zeichen).'),
    nachname: Namensteil('Bitte geben Sie den Nachnamen an (höchstens 80 Zeichen).'),
    email: Type.String({
      maxLength: EMAIL_MAX_LENGTH,
      pattern: EMAIL_PATTERN,
      fehler: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      fehlt: 'Bitte geben Sie die E-Mail-Adresse an.',
    }),
  },
  { additionalProperties: false },
);
export type MitarbeiterNeuBody = Static<typeof MitarbeiterNeuBody>;

export const MitarbeiterParams = Type.Object(
  {
    uuid: Type.String({
      maxLength: 36,
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      fehler: 'Die Kennung der Mitarbeiterin oder des Mitarbeiters ist ungültig.',
    }),
  },
  { additionalProperties: false },
);
export type MitarbeiterParams = Static<typeof MitarbeiterParams>;

/** A staff account as the administration sees it. */
export interface IntranetKonto {
  uuid: string;
  vorname: string;
  nachname: string;
  email: string;
  aktiv: boolean;
  beendet_am: string | null;
  /** The account has a password (it was set through a link or given the old way). */
  passwort_gesetzt: boolean;
  /** The newest link sent to the person, if any. */
  link: { zweck: 'einladung' | 'passwort'; erstellt_am: string; laeuft_ab_am: string; benutzt_am: string | null } | null;
}
