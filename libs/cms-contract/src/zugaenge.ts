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

/** The administration's messages about council members' accounts. */
export const RATSKONTEN_MESSAGES = {
  mitgliedUnbekannt: 'Dieses Ratsmitglied gibt es nicht.',
  mitgliedschaftUnbekannt: 'Diese Mitgliedschaft gibt es nicht.',
  gremiumUnbekannt: 'Bitte wählen Sie ein Gremium aus der Liste.',
  gremiumDoppelt: 'Das Ratsmitglied gehört diesem Gremium schon an. Ändern Sie bitte die bestehende Mitgliedschaft.',
  emailVergeben: 'Für diese E-Mail-Adresse gibt es schon ein Ratsmitglied.',
  datumUngueltig: 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).',
  bisVorSeit: 'Das Ende der Mitgliedschaft darf nicht vor ihrem Beginn liegen.',
  emailNurAdministration: 'Die E-Mail-Adresse der Anmeldung ändert die Administration. Die übrigen Angaben können Sie ändern.',
} as const;

const Text = (max: number, fehler: string, min = 1) => Type.String({ minLength: min, maxLength: max, pattern: PRINTABLE_PATTERN, fehler, fehlt: fehler });
const Datum = Type.String({
  maxLength: 10,
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  fehler: RATSKONTEN_MESSAGES.datumUngueltig,
  fehlt: RATSKONTEN_MESSAGES.datumUngueltig,
});
const GremiumId = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  fehler: RATSKONTEN_MESSAGES.gremiumUnbekannt,
  fehlt: RATSKONTEN_MESSAGES.gremiumUnbekannt,
});
const Rolle = Text(80, 'Bitte geben Sie die Rolle im Gremium an (höchstens 80 Zeichen), z. B. „Mitglied“.');

/** One membership of a committee as the administration enters it (`bis` empty: it lasts). */
export const RatsMitgliedschaftBody = Type.Object(
  { gremium_id: GremiumId, rolle: Rolle, seit: Datum, bis: Type.Optional(Type.Union([Datum, Type.Null()])) },
  { additionalProperties: false },
);
export type RatsMitgliedschaftBody = Static<typeof RatsMitgliedschaftBody>;

/** PATCH …/mitgliedschaften/{mid}: only what changes; `bis: null` lets it last again. */
export const RatsMitgliedschaftAenderungBody = Type.Object(
  { rolle: Type.Optional(Rolle), seit: Type.Optional(Datum), bis: Type.Optional(Type.Union([Datum, Type.Null()])) },
  { additionalProperties: false },
);
export type RatsMitgliedschaftAenderungBody = Static<typeof RatsMitgliedschaftAenderungBody>;

/** The public data of a council member (shown on /ratsinfo/personen and in OParl). */
const RATSMITGLIED_FELDER = {
  anrede: Type.Union([Type.Literal('Frau'), Type.Literal('Herr'), Type.Literal('')], { fehler: 'Bitte wählen Sie die Anrede (Frau, Herr oder keine).' }),
  titel: Text(40, 'Der Titel darf höchstens 40 Zeichen lang sein.', 0),
  vorname: Namensteil('Bitte geben Sie den Vornamen an (höchstens 80 Zeichen).'),
  nachname: Namensteil('Bitte geben Sie den Nachnamen an (höchstens 80 Zeichen).'),
  email: Type.String({
    maxLength: EMAIL_MAX_LENGTH,
    pattern: EMAIL_PATTERN,
    fehler: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    fehlt: 'Bitte geben Sie die E-Mail-Adresse an.',
  }),
  partei: Text(80, 'Bitte geben Sie die Partei oder Fraktion an (höchstens 80 Zeichen).'),
  beruf: Text(120, 'Der Beruf darf höchstens 120 Zeichen lang sein.', 0),
  wohnort: Text(80, 'Bitte geben Sie den Wohnort an (höchstens 80 Zeichen).'),
};

/** POST /api/cms/redaktion/ratsmitglieder: invite a council member (the person and the memberships). */
export const RatsmitgliedNeuBody = Type.Object(
  {
    anrede: RATSMITGLIED_FELDER.anrede,
    titel: Type.Optional(RATSMITGLIED_FELDER.titel),
    vorname: RATSMITGLIED_FELDER.vorname,
    nachname: RATSMITGLIED_FELDER.nachname,
    email: RATSMITGLIED_FELDER.email,
    partei: RATSMITGLIED_FELDER.partei,
    beruf: Type.Optional(RATSMITGLIED_FELDER.beruf),
    wohnort: RATSMITGLIED_FELDER.wohnort,
    mitgliedschaften: Type.Array(RatsMitgliedschaftBody, { maxItems: 30, fehler: 'Höchstens 30 Mitgliedschaften auf einmal.' }),
  },
  { additionalProperties: false },
);
export type RatsmitgliedNeuBody = Static<typeof RatsmitgliedNeuBody>;

/** PATCH /api/cms/redaktion/ratsmitglieder/{id}: only what changes of the public data. */
export const RatsmitgliedAenderungBody = Type.Partial(Type.Object(RATSMITGLIED_FELDER), { additionalProperties: false });
export type RatsmitgliedAenderungBody = Static<typeof RatsmitgliedAenderungBody>;

const RatsId = (fehler: string) => Type.String({ maxLength: 10, pattern: '^[1-9]\\d{0,9}$', fehler });
export const RatsmitgliedParams = Type.Object({ id: RatsId('Die Nummer des Ratsmitglieds ist ungültig.') }, { additionalProperties: false });
export type RatsmitgliedParams = Static<typeof RatsmitgliedParams>;
export const RatsMitgliedschaftParams = Type.Object(
  { id: RatsId('Die Nummer des Ratsmitglieds ist ungültig.'), mid: RatsId('Die Nummer der Mitgliedschaft ist ungültig.') },
  { additionalProperties: false },
);
export type RatsMitgliedschaftParams = Static<typeof RatsMitgliedschaftParams>;

/** A committee to choose in the administration's forms. */
export interface RatsGremiumWahl {
  id: number;
  name: string;
  kuerzel: string;
}

/** A council member as the administration sees it: the public data, the memberships, the account. */
export interface RatsmitgliedKonto {
  id: number;
  anrede: string;
  titel: string | null;
  vorname: string;
  nachname: string;
  email: string;
  partei: string;
  beruf: string | null;
  wohnort: string;
  mitgliedschaften: { id: number; gremium: RatsGremiumWahl; rolle: string; seit: string; bis: string | null }[];
  aktiv: boolean;
  beendet_am: string | null;
  passwort_gesetzt: boolean;
  link: IntranetKonto['link'];
}

/**
 * What the caller may do with council members. The council office (section Sitzungsdienst, role
 * Redakteur) keeps the public data and the memberships; the accounts (the login's e-mail address,
 * invitations, password links, ending) stay the administration's.
 */
export type RatsmitgliedAktion = 'angaben' | 'mitgliedschaften' | 'email' | 'einladen' | 'passwort-link' | 'beenden';

/** GET /api/cms/redaktion/ratsmitglieder/{id} */
export interface RatsmitgliedDetail extends RatsmitgliedKonto {
  /** The committees to choose for a membership. */
  gremien: RatsGremiumWahl[];
  aktionen: RatsmitgliedAktion[];
}

/** GET /api/cms/redaktion/ratsmitglieder */
export interface RatsmitgliederListe {
  data: RatsmitgliedKonto[];
  /** The committees to choose for a membership. */
  gremien: RatsGremiumWahl[];
  aktionen: RatsmitgliedAktion[];
}
