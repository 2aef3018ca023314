/**
 * The editorial area (`/api/cms/redaktion/…`): request schemas of its routes and the shapes of its
 * answers. The editor's token travels only between shell and content API, in the header
 * `Redaktion-Authorization`. Field names of content stay as the public API spells them (`titel`,
 * `datum_von`, `bildergalerie_zuordnung`).
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PRINTABLE_PATTERN } from './rules';
import type { RouteLookupResult } from './page';
import { RedaktionMenueFelder } from './menue-felder';
import { RedaktionIntranetArchivFelder } from './redaktion-intranet-archiv';
import { RedaktionPortalFelder } from './redaktion-portal';
import { WEGWEISER_FELDER_JE_ART } from './redaktion-wegweiser';
import { RedaktionVorlageFelder } from './redaktion-vorlage';
import { RedaktionSitzungFelder } from './redaktion-sitzung';
import { MitarbeiterFelder } from './redaktion-mitarbeiter';

/** Header that carries the editor's token from the shell to the content API. */
export const REDAKTION_AUTH_HEADER = 'Redaktion-Authorization';

/** Roles of editorial accounts: what a person may do, in the sections the account holds. */
export const REDAKTION_ROLLEN = ['Redakteur', 'Freigabe', 'Administration'] as const;
export type RedaktionRolle = (typeof REDAKTION_ROLLEN)[number];

/** Statuses of a piece of content, in the order of its life. */
export const REDAKTION_STATUS = ['Entwurf', 'Zur Freigabe', 'Geplant', 'Veröffentlicht', 'Zurückgezogen'] as const;
export type RedaktionStatus = (typeof REDAKTION_STATUS)[number];

/** Kinds whose public state is a row of `items` (articles, events, sub-site dates). */
export type RedaktionItemArt = 'artikel' | 'veranstaltung' | 'termin';

/** What a caller may do with a piece of content (`aktionen` of its answer). */
export type RedaktionAktion = 'speichern' | 'zur-freigabe' | 'freigeben' | 'zurueckgeben' | 'zurueckziehen' | 'vorschau' | 'wiederherstellen';

const REDAKTION_PASSWORT_MIN = 12;
const REDAKTION_PASSWORT_MAX = 128;

export const REDAKTION_MESSAGES = {
  loginFailed: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse und Passwort.',
  loginMissing: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort an.',
  loginRequired: 'Bitte melden Sie sich in der Redaktion an.',
  sessionInvalid: 'Ihre Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut in der Redaktion an.',
  accountEnded: 'Dieses Konto ist beendet. Bitte wenden Sie sich an die Administration.',
  conflict:
    'Dieser Inhalt wurde inzwischen von einer anderen Person geändert. Ihre Eingaben sind nicht verloren: Prüfen Sie die Änderungen und speichern Sie dann erneut.',
  checksFailed: 'Bevor der Inhalt zur Freigabe gehen kann, sind noch Angaben zu korrigieren.',
  fourEyes: 'Sie haben diese Fassung selbst geschrieben. Nach dem Vier-Augen-Prinzip muss eine andere Person mit der Rolle „Freigabe“ sie freigeben.',
  previewExpired: 'Dieser Vorschau-Link ist abgelaufen (er gilt 24 Stunden). Bitte erzeugen Sie in der Redaktion einen neuen.',
  previewInvalid: 'Dieser Vorschau-Link ist ungültig. Bitte erzeugen Sie in der Redaktion einen neuen.',
  gone: 'Dieser Inhalt wurde von der Redaktion zurückgezogen und ist nicht mehr verfügbar.',
  notFound: 'Diesen Inhalt gibt es in der Redaktion nicht.',
  mediumNotFound: 'Diese Datei gibt es in der Mediathek nicht.',
  mediumInUse: 'Diese Datei wird noch verwendet und kann nicht gelöscht werden. Entfernen Sie sie zuerst aus den genannten Inhalten.',
} as const;

// --- Building blocks ---------------------------------------------------------------------------

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A single line of text without control characters. */
const Line = (maxLength: number, fehler: string) => Type.String({ maxLength, pattern: PRINTABLE_PATTERN, fehler });
/** Text that may span lines (rich text, introductions). */
const Lines = (maxLength: number, fehler: string) => Type.String({ maxLength, fehler });
const Id = (fehler: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, fehler });
const QueryId = (name: string) =>
  Type.String({ maxLength: 12, pattern: '^\\s*\\d*\\s*$', fehler: `Der Parameter ${name} muss eine positive ganze Zahl sein.` });
const Paging = {
  seite: Type.Optional(QueryId('seite')),
  pro_seite: Type.Optional(
    Type.String({ maxLength: 12, pattern: '^\\s*\\d*\\s*$', fehler: 'Der Parameter pro_seite muss eine ganze Zahl zwischen 1 und 100 sein.' }),
  ),
};
const BEREICH_PATTERN = '^[a-z][a-z0-9-]{0,49}$';
const Bereich = Type.String({ maxLength: 50, pattern: BEREICH_PATTERN, fehler: 'Der Bereich ist ungültig (z. B. „stadt“ oder „feuerwehr“).' });
const Grund = (fehler: string) => Type.String({ minLength: 1, maxLength: 2000, fehler, fehlt: fehler });
/** An instant: ISO 8601 with a zone (`2026-12-01T17:00:00Z`) or a Berlin wall-clock time (`2026-12-01T18:00`). */
const Zeitpunkt = (name: string) =>
  Type.String({
    maxLength: 40,
    pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
    fehler: `Die Angabe „${name}“ ist kein Zeitpunkt (JJJJ-MM-TT oder JJJJ-MM-TTTHH:MM).`,
  });

const Email = Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN, fehler: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' });
const PASSWORT_MESSAGE = `Das Passwort muss mindestens ${REDAKTION_PASSWORT_MIN} und höchstens ${REDAKTION_PASSWORT_MAX} Zeichen lang sein.`;
const Passwort = Type.String({ minLength: REDAKTION_PASSWORT_MIN, maxLength: REDAKTION_PASSWORT_MAX, fehler: PASSWORT_MESSAGE, fehlt: PASSWORT_MESSAGE });
const Rollen = Type.Array(Type.String({ maxLength: 40, fehler: 'Diese Rolle gibt es nicht.' }), {
  maxItems: 10,
  uniqueItems: true,
  fehler: 'Die Rollen sind eine Liste ohne Wiederholungen (Redakteur, Freigabe, Administration).',
});
const Bereiche = Type.Array(Bereich, { maxItems: 50, uniqueItems: true, fehler: 'Die Bereiche sind eine Liste ohne Wiederholungen.' });

// --- Accounts ------------------------------------------------------------------------------------

/** POST /api/cms/redaktion/login */
export const RedaktionLoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, fehler: REDAKTION_MESSAGES.loginMissing }),
    passwort: Type.String({ minLength: 1, maxLength: REDAKTION_PASSWORT_MAX, fehler: REDAKTION_MESSAGES.loginMissing }),
  },
  { additionalProperties: false, fehler: REDAKTION_MESSAGES.loginMissing },
);
export type RedaktionLoginBody = Static<typeof RedaktionLoginBody>;

/**
 * POST /api/cms/redaktion/konten: without `passwort` the person is invited by mail and sets her
 * password through the link (72 hours, once); with one, the account starts with that password.
 */
export const KontoNeuBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120, pattern: PRINTABLE_PATTERN, fehler: 'Bitte geben Sie den Namen an (höchstens 120 Zeichen).' }),
    email: Email,
    passwort: Type.Optional(Passwort),
    rollen: Rollen,
    bereiche: Bereiche,
  },
  { additionalProperties: false },
);
export type KontoNeuBody = Static<typeof KontoNeuBody>;

/** PATCH /api/cms/redaktion/konten/{id}: only what changes. */
export const KontoAenderungBody = Type.Partial(KontoNeuBody, { additionalProperties: false });
export type KontoAenderungBody = Static<typeof KontoAenderungBody>;

/** POST /api/cms/redaktion/ich/passwort: the caller's own password; every session ends, the answer (RedaktionLoginResult) carries a new token. */
export const EigenesPasswortBody = Type.Object(
  {
    passwort_alt: Type.String({ minLength: 1, maxLength: REDAKTION_PASSWORT_MAX, fehler: 'Bitte geben Sie Ihr bisheriges Passwort an.' }),
    passwort_neu: Passwort,
  },
  { additionalProperties: false },
);
export type EigenesPasswortBody = Static<typeof EigenesPasswortBody>;

/** POST /api/cms/redaktion/konten/{id}/beenden and …/aktivieren (the reason is optional and goes into the audit log) */
export const KontoBeendenBody = Type.Object(
  { grund: Type.Optional(Lines(2000, 'Der Grund ist zu lang (höchstens 2000 Zeichen).')) },
  { additionalProperties: false },
);
export type KontoBeendenBody = Static<typeof KontoBeendenBody>;

export const RedaktionIdParams = Type.Object(
  { id: Type.String({ maxLength: 12, pattern: '^\\d+$', fehler: 'Die ID muss eine positive ganze Zahl sein.' }) },
  { additionalProperties: false },
);
export type RedaktionIdParams = Static<typeof RedaktionIdParams>;

export const BereichParams = Type.Object({ bereich: Bereich }, { additionalProperties: false });
export type BereichParams = Static<typeof BereichParams>;

/** PATCH /api/cms/redaktion/bereiche/{bereich} */
export const BereichEinstellungBody = Type.Object(
  { einpersonen_freigabe: Type.Boolean({ fehler: 'Die Angabe „einpersonen_freigabe“ ist wahr oder falsch.' }) },
  { additionalProperties: false },
);
export type BereichEinstellungBody = Static<typeof BereichEinstellungBody>;

// --- Content -------------------------------------------------------------------------------------

const RedaktionLink = Type.Object(
  { link: Line(2000, 'Die Adresse eines Links ist zu lang.'), linktext: Type.Optional(Nullable(Line(300, 'Der Text eines Links ist zu lang.'))) },
  { additionalProperties: false },
);
const RedaktionDokument = Type.Object(
  {
    link: Line(2000, 'Die Adresse eines Dokuments ist zu lang.'),
    downloadtext: Type.Optional(Nullable(Line(300, 'Der Text eines Dokuments ist zu lang.'))),
  },
  { additionalProperties: false },
);
const RedaktionBild = Type.Object(
  {
    bild: Line(2000, 'Die Adresse eines Bildes ist zu lang.'),
    bildtext: Type.Optional(Nullable(Line(500, 'Der Bildtext ist zu lang (höchstens 500 Zeichen).'))),
    bildcopyright: Type.Optional(Nullable(Line(300, 'Die Angabe zum Urheberrecht ist zu lang.'))),
  },
  { additionalProperties: false },
);

/**
 * The fields of an article, an event or a date, as the public API names them, plus `bild_dekorativ`
 * (the picture is decoration: it needs no text). Instants are ISO 8601; without a zone they are Berlin time.
 */
export const RedaktionFelder = Type.Object(
  {
    titel: Line(300, 'Der Titel ist zu lang (höchstens 300 Zeichen).'),
    einleitung: Type.Optional(Nullable(Lines(3000, 'Die Einleitung ist zu lang (höchstens 3000 Zeichen).'))),
    text: Type.Optional(Nullable(Lines(200_000, 'Der Text ist zu lang.'))),
    bild: Type.Optional(Nullable(Line(2000, 'Die Adresse des Bildes ist zu lang.'))),
    bildtext: Type.Optional(Nullable(Line(500, 'Der Bildtext ist zu lang (höchstens 500 Zeichen).'))),
    bildcopyright: Type.Optional(Nullable(Line(300, 'Die Angabe zum Urheberrecht ist zu lang.'))),
    bild_dekorativ: Type.Optional(Type.Boolean({ fehler: 'Die Angabe „bild_dekorativ“ ist wahr oder falsch.' })),
    datum_von: Type.Optional(Nullable(Zeitpunkt('datum_von'))),
    datum_bis: Type.Optional(Nullable(Zeitpunkt('datum_bis'))),
    ganztaegig: Type.Optional(Type.Boolean({ fehler: 'Die Angabe „ganztaegig“ ist wahr oder falsch.' })),
    veranstaltungsort: Type.Optional(Nullable(Line(300, 'Der Veranstaltungsort ist zu lang (höchstens 300 Zeichen).'))),
    veranstalter: Type.Optional(Nullable(Line(300, 'Der Veranstalter ist zu lang (höchstens 300 Zeichen).'))),
    brancheneintrag_veranstaltungsort: Type.Optional(
      Nullable(Type.Object({ titel: Line(300, 'Der Veranstaltungsort ist zu lang.') }, { additionalProperties: false })),
    ),
    links: Type.Optional(Type.Array(RedaktionLink, { maxItems: 50, fehler: 'Höchstens 50 Links.' })),
    dokumente: Type.Optional(Type.Array(RedaktionDokument, { maxItems: 50, fehler: 'Höchstens 50 Dokumente.' })),
    bildergalerie_zuordnung: Type.Optional(
      Nullable(
        Type.Object({ bilder: Type.Array(RedaktionBild, { maxItems: 100, fehler: 'Höchstens 100 Bilder in der Galerie.' }) }, { additionalProperties: false }),
      ),
    ),
    rubriken: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: Type.Integer({ minimum: 1 }),
            titel: Line(200, 'Der Name einer Rubrik ist zu lang.'),
            detailURL: Type.Optional(Nullable(Line(2000, 'Die Adresse ist zu lang.'))),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20, fehler: 'Höchstens 20 Rubriken.' },
      ),
    ),
    seo: Type.Optional(
      Nullable(
        Type.Object(
          {
            title: Type.Optional(Nullable(Line(300, 'Der Titel für Suchmaschinen ist zu lang.'))),
            description: Type.Optional(Nullable(Lines(1000, 'Die Beschreibung für Suchmaschinen ist zu lang.'))),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    datei: Type.Optional(Nullable(Line(2000, 'Die Adresse der Datei ist zu lang.'))),
  },
  { additionalProperties: false },
);
export type RedaktionFelder = Static<typeof RedaktionFelder>;

/** An address of this site: lower case words with hyphens between slashes (`/leben-wohnen/spielplaetze/`). */
const SEITEN_ADRESSE_PATTERN = '^/([a-z0-9]+(-[a-z0-9]+)*/?)*$';
const Frei = Type.Record(Type.String(), Type.Unknown());

/** A block of a page: a template of the layout's remote or of the town, with its options (`context`) as the template declares them. */
export const RedaktionBlock = Type.Object(
  {
    template: Line(100, 'Der Name einer Vorlage ist zu lang.'),
    slot: Type.Optional(Line(40, 'Der Name eines Bereichs der Seite ist zu lang.')),
    context: Frei,
    options: Type.Optional(Frei),
  },
  { additionalProperties: false },
);
export type RedaktionBlock = Static<typeof RedaktionBlock>;

/** A title picture of a page: a picture's fields, or marked as decoration (`bild_dekorativ`: the page gives it an empty alt). */
const RedaktionSeitenBild = Type.Object(
  { ...RedaktionBild.properties, bild_dekorativ: Type.Optional(Type.Boolean({ fehler: 'Die Angabe „bild_dekorativ“ ist wahr oder falsch.' })) },
  { additionalProperties: false },
);

/** The fields of a page, as the table `pages` names them (`titel` for its title, as every kind has). */
export const RedaktionSeitenFelder = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: 300,
      pattern: SEITEN_ADRESSE_PATTERN,
      fehler:
        'Die Adresse beginnt mit „/“ und enthält nur Kleinbuchstaben, Ziffern und Bindestriche zwischen Schrägstrichen (z. B. „/leben-wohnen/spielplaetze/“).',
    }),
    layout: Line(60, 'Der Name des Layouts ist zu lang.'),
    theme: Type.Optional(Nullable(Line(60, 'Der Name des Farbschemas ist zu lang.'))),
    titel: Line(300, 'Der Titel ist zu lang (höchstens 300 Zeichen).'),
    description: Type.Optional(Nullable(Lines(1000, 'Die Beschreibung ist zu lang (höchstens 1000 Zeichen).'))),
    canonical: Type.Optional(Nullable(Line(2000, 'Die kanonische Adresse ist zu lang.'))),
    breadcrumbs: Type.Optional(
      Type.Array(
        Type.Object(
          {
            title: Line(200, 'Ein Eintrag der Brotkrumen ist zu lang.'),
            url: Type.Optional(Line(2000, 'Die Adresse eines Eintrags der Brotkrumen ist zu lang.')),
          },
          { additionalProperties: false },
        ),
        { maxItems: 10, fehler: 'Höchstens 10 Einträge in den Brotkrumen.' },
      ),
    ),
    hero_images: Type.Optional(Type.Array(RedaktionSeitenBild, { maxItems: 5, fehler: 'Höchstens 5 Titelbilder.' })),
    blocks: Type.Optional(Type.Array(RedaktionBlock, { maxItems: 50, fehler: 'Höchstens 50 Blöcke auf einer Seite.' })),
    /** The page's api calls (the blocks name them in `context.apiCalls`). */
    api_calls: Type.Optional(Type.Array(Frei, { maxItems: 30, fehler: 'Höchstens 30 Datenabrufe auf einer Seite.' })),
  },
  { additionalProperties: false },
);
export type RedaktionSeitenFelder = Static<typeof RedaktionSeitenFelder>;

/**
 * The fields of an internal text of the staff intranet: never public. `datum_von` is the date the
 * intranet shows and sorts by (blank: the time of its first publication).
 */
const RedaktionIntranetFelder = Type.Object(
  {
    titel: Line(300, 'Der Titel ist zu lang (höchstens 300 Zeichen).'),
    einleitung: Type.Optional(Nullable(Lines(3000, 'Die Einleitung ist zu lang (höchstens 3000 Zeichen).'))),
    text: Type.Optional(Nullable(Lines(200_000, 'Der Text ist zu lang.'))),
    datum_von: Type.Optional(Nullable(Zeitpunkt('datum_von'))),
  },
  { additionalProperties: false },
);

/**
 * The kinds of content the editorial area keeps, each with the schema of its fields. A new kind
 * (pages, menus, meetings …) adds one entry here and its definition in the content API
 * (services/cms-api/src/redaktion/arten.ts); the routes, revisions, statuses and checks are shared.
 */
export const REDAKTION_FELDER_JE_ART = {
  artikel: RedaktionFelder,
  veranstaltung: RedaktionFelder,
  termin: RedaktionFelder,
  menue: RedaktionMenueFelder,
  seite: RedaktionSeitenFelder,
  intranet: RedaktionIntranetFelder,
  'intranet-archiv': RedaktionIntranetArchivFelder,
  portal: RedaktionPortalFelder,
  ...WEGWEISER_FELDER_JE_ART,
  vorlage: RedaktionVorlageFelder,
  sitzung: RedaktionSitzungFelder,
  mitarbeiter: MitarbeiterFelder,
} satisfies Record<string, TSchema>;
export type RedaktionArt = keyof typeof REDAKTION_FELDER_JE_ART;
/** The fields of one kind. */
type RedaktionFelderVon<A extends RedaktionArt> = Static<(typeof REDAKTION_FELDER_JE_ART)[A]>;
/** The fields of any kind. */
export type RedaktionAlleFelder = RedaktionFelderVon<RedaktionArt>;

/** The fields in a request: an object, checked against its kind's schema once the kind is known. */
const FelderEingabe = Type.Unsafe<RedaktionAlleFelder>(Type.Object({}, { fehler: 'Die Angabe „felder“ muss ein Objekt sein.' }));

/** GET /api/cms/redaktion/inhalte */
export const InhaltListeQuery = Type.Object(
  {
    ...Paging,
    bereich: Type.Optional(Type.String({ maxLength: 50, pattern: `^(|${BEREICH_PATTERN.slice(1, -1)})$`, fehler: 'Der Parameter bereich ist ungültig.' })),
    art: Type.Optional(Type.String({ maxLength: 50, fehler: 'Der Parameter art ist ungültig (artikel, veranstaltung, termin, seite, intranet).' })),
    ablage: Type.Optional(Type.String({ maxLength: 50, fehler: 'Der Parameter ablage ist ungültig.' })),
    status: Type.Optional(Type.String({ maxLength: 40, fehler: 'Der Parameter status ist ungültig.' })),
    suche: Type.Optional(Type.String({ maxLength: 200, fehler: 'Der Suchbegriff ist zu lang (höchstens 200 Zeichen).' })),
  },
  { additionalProperties: false },
);
export type InhaltListeQuery = Static<typeof InhaltListeQuery>;

/** POST /api/cms/redaktion/inhalte: a new piece of content, saved as its first revision (Entwurf). */
export const InhaltNeuBody = Type.Object(
  {
    art: Type.String({ maxLength: 50, fehler: 'Die Art des Inhalts ist ungültig (artikel, veranstaltung, termin, seite, intranet).' }),
    bereich: Bereich,
    /** Where it appears, when the section has several places for this kind (`feuerwehr-einsatz`). */
    ablage: Type.Optional(Type.String({ maxLength: 50, pattern: BEREICH_PATTERN, fehler: 'Die Ablage ist ungültig.' })),
    /** Last part of its address; made from the title when missing. */
    slug: Type.Optional(
      Type.String({ maxLength: 80, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', fehler: 'Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.' }),
    ),
    felder: FelderEingabe,
  },
  { additionalProperties: false },
);
export type InhaltNeuBody = Static<typeof InhaltNeuBody>;

/** POST /api/cms/redaktion/inhalte/{id}/revisionen: a save, starting from `basis_revision`. */
export const RevisionBody = Type.Object(
  { basis_revision: Id('Die Angabe „basis_revision“ (die Fassung, von der Sie ausgegangen sind) fehlt oder ist ungültig.'), felder: FelderEingabe },
  { additionalProperties: false },
);
export type RevisionBody = Static<typeof RevisionBody>;

export const RevisionParams = Type.Object(
  {
    id: Type.String({ maxLength: 12, pattern: '^\\d+$', fehler: 'Die ID muss eine positive ganze Zahl sein.' }),
    revision: Type.String({ maxLength: 12, pattern: '^\\d+$', fehler: 'Die Revision muss eine positive ganze Zahl sein.' }),
  },
  { additionalProperties: false },
);
export type RevisionParams = Static<typeof RevisionParams>;

/** GET /api/cms/redaktion/inhalte/{id}/vergleich?von=&bis= (revision ids). */
export const VergleichQuery = Type.Object({ von: QueryId('von'), bis: QueryId('bis') }, { additionalProperties: false });
export type VergleichQuery = Static<typeof VergleichQuery>;

/** POST …/revisionen/{revision}/wiederherstellen */
export const WiederherstellenBody = Type.Object(
  { basis_revision: Type.Optional(Id('Die Angabe „basis_revision“ ist ungültig.')) },
  { additionalProperties: false },
);
export type WiederherstellenBody = Static<typeof WiederherstellenBody>;

/** POST …/zur-freigabe */
export const ZurFreigabeBody = Type.Object({ revision: Id('Die Angabe „revision“ fehlt oder ist ungültig.') }, { additionalProperties: false });
export type ZurFreigabeBody = Static<typeof ZurFreigabeBody>;

/** POST …/freigeben: now, or from `veroeffentlichen_ab` (Geplant); optionally until `veroeffentlichen_bis`. */
export const FreigebenBody = Type.Object(
  {
    revision: Id('Die Angabe „revision“ fehlt oder ist ungültig.'),
    veroeffentlichen_ab: Type.Optional(Nullable(Zeitpunkt('veroeffentlichen_ab'))),
    veroeffentlichen_bis: Type.Optional(Nullable(Zeitpunkt('veroeffentlichen_bis'))),
  },
  { additionalProperties: false },
);
export type FreigebenBody = Static<typeof FreigebenBody>;

/** POST …/zurueckgeben ('Zurück an die Redaktion') */
export const ZurueckgebenBody = Type.Object(
  { revision: Id('Die Angabe „revision“ fehlt oder ist ungültig.'), grund: Grund('Bitte sagen Sie der Redaktion, was zu ändern ist.') },
  { additionalProperties: false },
);
export type ZurueckgebenBody = Static<typeof ZurueckgebenBody>;

/** POST …/zurueckziehen */
export const ZurueckziehenBody = Type.Object({ grund: Grund('Bitte geben Sie an, warum der Inhalt zurückgezogen wird.') }, { additionalProperties: false });
export type ZurueckziehenBody = Static<typeof ZurueckziehenBody>;

/** POST …/vorschau (default: the latest revision) */
export const VorschauBody = Type.Object({ revision: Type.Optional(Id('Die Angabe „revision“ ist ungültig.')) }, { additionalProperties: false });
export type VorschauBody = Static<typeof VorschauBody>;

/** POST …/weiterleitungen/entfernen: a redirect a page left behind, no longer wanted (its old address answers 404 then). */
export const WeiterleitungEntfernenBody = Type.Object(
  { von: Type.String({ minLength: 1, maxLength: 300, pattern: PRINTABLE_PATTERN, fehler: 'Bitte geben Sie die Adresse der Weiterleitung an.' }) },
  { additionalProperties: false },
);
export type WeiterleitungEntfernenBody = Static<typeof WeiterleitungEntfernenBody>;

/** GET /api/cms/redaktion/vorschau?token= */
export const VorschauQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 2000, fehler: REDAKTION_MESSAGES.previewInvalid, fehlt: REDAKTION_MESSAGES.previewInvalid }) },
  { additionalProperties: false },
);
export type VorschauQuery = Static<typeof VorschauQuery>;

/** POST …/pruefung: the checks before 'Zur Freigabe geben', on the given fields or on the latest revision. */
export const PruefungBody = Type.Object({ felder: Type.Optional(FelderEingabe) }, { additionalProperties: false });
export type PruefungBody = Static<typeof PruefungBody>;

// --- Media ---------------------------------------------------------------------------------------

/** The name of a file sent to the editorial area, as the browser gave it. */
const Dateiname = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: PRINTABLE_PATTERN,
  fehler: 'Der Dateiname fehlt oder ist zu lang (höchstens 200 Zeichen).',
});

/** A file's bytes in base64, at most `maxBytes` (`groesse` says it in German). */
const DateiDaten = (maxBytes: number, groesse: string) =>
  Type.String({
    minLength: 4,
    maxLength: Math.ceil(maxBytes / 3) * 4,
    pattern: '^[A-Za-z0-9+/]*={0,2}$',
    fehler: `Die Datei fehlt, ist zu groß (höchstens ${groesse}) oder nicht base64-kodiert.`,
  });

/** Largest upload (before base64). */
export const REDAKTION_MEDIUM_MAX_BYTES = 10 * 1024 * 1024;

/** POST /api/cms/redaktion/medien: one file, base64 in `daten`; its type is read from its content. */
export const MediumNeuBody = Type.Object(
  {
    bereich: Bereich,
    dateiname: Dateiname,
    daten: DateiDaten(REDAKTION_MEDIUM_MAX_BYTES, '10 MB'),
    titel: Type.Optional(Line(200, 'Der Titel ist zu lang (höchstens 200 Zeichen).')),
    alt: Type.Optional(Nullable(Line(500, 'Der Alternativtext ist zu lang (höchstens 500 Zeichen).'))),
    copyright: Type.Optional(Nullable(Line(300, 'Die Angabe zum Urheberrecht ist zu lang.'))),
    dekorativ: Type.Optional(Type.Boolean({ fehler: 'Die Angabe „dekorativ“ ist wahr oder falsch.' })),
  },
  { additionalProperties: false },
);
export type MediumNeuBody = Static<typeof MediumNeuBody>;

/** PUT /api/cms/redaktion/medien/{id}/datei: a document's new file (PDF), under the same name and address. */
export const MediumErsetzenBody = Type.Object(
  {
    dateiname: Dateiname,
    daten: DateiDaten(REDAKTION_MEDIUM_MAX_BYTES, '10 MB'),
  },
  { additionalProperties: false },
);
export type MediumErsetzenBody = Static<typeof MediumErsetzenBody>;

/** PATCH /api/cms/redaktion/medien/{id} */
export const MediumAenderungBody = Type.Object(
  {
    titel: Type.Optional(Line(200, 'Der Titel ist zu lang (höchstens 200 Zeichen).')),
    alt: Type.Optional(Nullable(Line(500, 'Der Alternativtext ist zu lang (höchstens 500 Zeichen).'))),
    copyright: Type.Optional(Nullable(Line(300, 'Die Angabe zum Urheberrecht ist zu lang.'))),
    dekorativ: Type.Optional(Type.Boolean({ fehler: 'Die Angabe „dekorativ“ ist wahr oder falsch.' })),
  },
  { additionalProperties: false },
);
export type MediumAenderungBody = Static<typeof MediumAenderungBody>;

/** GET /api/cms/redaktion/medien */
export const MediumListeQuery = Type.Object(
  {
    ...Paging,
    bereich: Type.Optional(Type.String({ maxLength: 50, fehler: 'Der Parameter bereich ist ungültig.' })),
    art: Type.Optional(Type.String({ maxLength: 20, pattern: '^(|bild|dokument)$', fehler: 'Der Parameter art ist „bild“ oder „dokument“.' })),
    suche: Type.Optional(Type.String({ maxLength: 200, fehler: 'Der Suchbegriff ist zu lang (höchstens 200 Zeichen).' })),
  },
  { additionalProperties: false },
);
export type MediumListeQuery = Static<typeof MediumListeQuery>;

/** GET /api/cms/redaktion/medien/{id}/datei?breite= */
export const MediumDateiQuery = Type.Object({ breite: Type.Optional(QueryId('breite')) }, { additionalProperties: false });
export type MediumDateiQuery = Static<typeof MediumDateiQuery>;

/** GET /api/cms/medien/{name}?vorschau= (public) */
export const OeffentlichesMediumQuery = Type.Object(
  { vorschau: Type.Optional(Type.String({ maxLength: 2000, fehler: REDAKTION_MESSAGES.previewInvalid })) },
  { additionalProperties: true },
);
export type OeffentlichesMediumQuery = Static<typeof OeffentlichesMediumQuery>;

// --- Audit log -----------------------------------------------------------------------------------

/** GET /api/cms/redaktion/protokoll?wer=&was=&von=&bis= */
export const ProtokollQuery = Type.Object(
  {
    ...Paging,
    /** An account id, or part of a name or an e-mail address. */
    wer: Type.Optional(Type.String({ maxLength: 200, fehler: 'Der Parameter wer ist zu lang.' })),
    /** A kind of entry (`anmeldung`, `speichern`, `status.veroeffentlicht`, `konto.angelegt` …) or its first part (`status`). */
    was: Type.Optional(Type.String({ maxLength: 80, pattern: '^[a-z0-9.-]*$', fehler: 'Der Parameter was ist ungültig (z. B. „speichern“ oder „status“).' })),
    von: Type.Optional(Zeitpunkt('von')),
    bis: Type.Optional(Zeitpunkt('bis')),
    inhalt: Type.Optional(QueryId('inhalt')),
  },
  { additionalProperties: false },
);
export type ProtokollQuery = Static<typeof ProtokollQuery>;

// --- Answers -------------------------------------------------------------------------------------

export interface RedaktionAblage {
  art: RedaktionArt;
  /** The public items' `bereich` it publishes to. */
  ablage: string;
  titel: string;
}

export interface RedaktionBereich {
  id: string;
  titel: string;
  einpersonen_freigabe: boolean;
  ablagen: RedaktionAblage[];
}

export interface RedaktionLoginResult {
  id: number;
  token: string;
}

interface RedaktionPerson {
  id: number;
  name: string;
}

export interface RedaktionProfil {
  id: number;
  name: string;
  email: string;
  rollen: RedaktionRolle[];
  bereiche: RedaktionBereich[];
}

export interface RedaktionKonto {
  id: number;
  name: string;
  email: string;
  rollen: RedaktionRolle[];
  bereiche: string[];
  erstellt_am: string;
  geaendert_am: string | null;
  beendet_am: string | null;
  aktiv: boolean;
}

export interface RedaktionRevision {
  id: number;
  nummer: number;
  basis_id: number | null;
  /** null: the state the content had when the editorial area took it over. */
  autor: RedaktionPerson | null;
  herkunft: 'uebernommen' | 'gespeichert' | 'wiederhergestellt';
  wiederhergestellt_aus: number | null;
  erstellt_am: string;
  felder?: RedaktionAlleFelder;
}

export interface RedaktionStatusEintrag {
  id: number;
  status: RedaktionStatus;
  revision_id: number;
  revision_nummer: number;
  /** null: the service (a scheduled publication, the takeover). */
  wer: RedaktionPerson | null;
  zeit: string;
  grund: string | null;
  geplant_ab: string | null;
  geplant_bis: string | null;
  einpersonen: boolean;
}

export interface RedaktionInhaltKopf {
  id: number;
  art: RedaktionArt;
  bereich: string;
  ablage: string;
  slug: string;
  titel: string;
  status: RedaktionStatus;
  /** Public address of its detail page (null for dates, which have none). */
  adresse: string | null;
  /** Whether a revision of it is public right now. */
  online: boolean;
  /** The public id (`/api/cms/artikel/{id}`) once it was published. */
  ziel_id: number | null;
  revision: RedaktionRevision;
  veroeffentlichte_revision_id: number | null;
  geplant_ab: string | null;
  geplant_bis: string | null;
  letzter_status: RedaktionStatusEintrag;
  geaendert_am: string;
}

export interface RedaktionInhalt<A extends RedaktionArt = RedaktionItemArt> extends RedaktionInhaltKopf {
  felder: RedaktionFelderVon<A>;
  /** What the caller may do now (buttons to show). */
  aktionen: RedaktionAktion[];
  /**
   * Warnings at fields of the latest revision that do not stop the approval (a linked PDF that is
   * not accessible, a picture wider than needed), German, by field as the checks' `errors`.
   */
  hinweise: Record<string, string>;
}

export interface RedaktionListe<T> {
  data: T[];
  seiten: number;
  anzahl: number;
}

/** GET /api/cms/redaktion/aufgaben: what waits for the caller. */
export interface RedaktionAufgaben {
  /** Drafts whose latest revision the caller wrote. */
  entwuerfe: RedaktionInhaltKopf[];
  /** Sent back to the caller ('Zurück an die Redaktion'), with the reason in letzter_status. */
  zurueckgegeben: RedaktionInhaltKopf[];
  /** Waiting for approval in the caller's sections (callers with the role 'Freigabe'). */
  zur_freigabe: RedaktionInhaltKopf[];
}

export interface RedaktionVerlauf {
  revisionen: RedaktionRevision[];
  status: RedaktionStatusEintrag[];
}

export interface RedaktionDiffTeil {
  text: string;
  art: 'gleich' | 'entfernt' | 'hinzugefuegt';
}

export interface RedaktionFeldVergleich {
  feld: string;
  bezeichnung: string;
  geaendert: boolean;
  /** The field's value as readable text (rich text without markup). */
  alt: string;
  neu: string;
  /** Word by word: what stayed, what went, what came. */
  teile: RedaktionDiffTeil[];
}

export interface RedaktionVergleich {
  von: RedaktionRevision;
  bis: RedaktionRevision;
  felder: RedaktionFeldVergleich[];
}

/** A redirect a page left behind when it moved or was withdrawn (GET …/inhalte/{id}/weiterleitungen). */
export interface RedaktionWeiterleitung {
  von: string;
  nach: string;
  grund: 'verschoben' | 'zurueckgezogen';
  seit: string;
}

/** 409 of a save that started from an older revision. */
export interface RedaktionKonflikt {
  error: string;
  aktuelle_revision: RedaktionRevision;
  /** What changed between the caller's base and the latest revision. */
  aenderungen: RedaktionFeldVergleich[];
  /** The caller's input, unchanged. */
  eingabe: RedaktionFelder;
}

/** 422 of the checks before 'Zur Freigabe geben' (also the answer of …/pruefung, with status 200). */
export interface RedaktionPruefung {
  error?: string;
  errors: Record<string, string>;
  /** Only in the answer of …/pruefung: the warnings, which do not stop the approval. */
  hinweise?: Record<string, string>;
}

export interface RedaktionVorschauLink {
  token: string;
  /** The shell's preview page of the token. */
  url: string;
  gueltig_bis: string;
}

/** GET /api/cms/redaktion/vorschau?token=: everything to render the draft as its public page. */
export interface RedaktionVorschau {
  /** The public address the draft will have (or the page that lists it). */
  url: string;
  /** The route lookup of that address. */
  route: RouteLookupResult;
  /** Answers that replace the page's api calls of the same name (the draft in place of the item). */
  antworten: Record<string, unknown>;
  inhalt: RedaktionInhaltKopf;
  revision: RedaktionRevision;
  gueltig_bis: string;
}

interface RedaktionMediumVariante {
  breite: number;
  url: string;
}

/** What the accessibility check read from a PDF (BITV: tagged, with a structure tree and a language). */
export interface RedaktionPdfPruefung {
  /** pdf.js could open it (not damaged, not encrypted). */
  lesbar: boolean;
  getaggt: boolean;
  struktur: boolean;
  /** The catalog's /Lang, e.g. 'de-DE'. */
  sprache: string | null;
  /** The German warning naming what is missing; null when the PDF is accessible. */
  hinweis: string | null;
}

export interface RedaktionMedium {
  id: number;
  name: string;
  art: 'bild' | 'dokument';
  typ: string;
  bereich: string;
  titel: string;
  dateiname: string;
  alt: string | null;
  copyright: string | null;
  dekorativ: boolean;
  breite: number | null;
  hoehe: number | null;
  bytes: number;
  /** Stable public address (served to everyone once a published item uses it). */
  url: string;
  /** For `<img srcset>`: the smaller widths (WebP) and the main file. */
  srcset: string | null;
  varianten: RedaktionMediumVariante[];
  oeffentlich: boolean;
  erstellt_am: string;
  erstellt_von: RedaktionPerson | null;
  /** A PDF's accessibility check; null for pictures. */
  pdf: RedaktionPdfPruefung | null;
  /**
   * For a document the site offered before the library (download pages, forms): the address the
   * site links (/api/cms/dokumente/<name>), which serves this file; null for the library's own files.
   */
  dokument: string | null;
}

/** A file in the library's list, with the number of items that use it. */
export interface RedaktionMediumEintrag extends RedaktionMedium {
  verwendet: number;
}

export interface RedaktionVerwendung {
  inhalt_id: number;
  art: RedaktionArt;
  bereich: string;
  titel: string;
  status: RedaktionStatus;
  /** In the latest revision, in the published one, or both. */
  in: ('aktuell' | 'veroeffentlicht')[];
}

export interface RedaktionMediumDetail extends RedaktionMedium {
  verwendung: RedaktionVerwendung[];
}

export interface RedaktionProtokollEintrag {
  id: number;
  zeit: string;
  konto_id: number | null;
  wer: string;
  was: string;
  inhalt_id: number | null;
  revision_id: number | null;
  medium_id: number | null;
  betroffenes_konto_id: number | null;
  details: Record<string, unknown>;
}

/** `POST /api/cms/sicherung` takes no data: an empty body, an empty object or null. */
export const SicherungBody = Type.Union([Type.Object({}, { maxProperties: 0 }), Type.Null()], {
  fehler: 'Die Sicherung erwartet keine Angaben.',
});

// --- Waste calendar import -----------------------------------------------------------------------

/** Largest CSV of a year's collection dates (before base64). */
export const ABFALL_IMPORT_MAX_BYTES = 1024 * 1024;

/** POST /api/cms/redaktion/abfall/importe: the collection company's CSV (base64 in `daten`) for one year. */
export const AbfallImportBody = Type.Object(
  {
    jahr: Type.Integer({ minimum: 2000, maximum: 2100, fehler: 'Bitte geben Sie das Jahr als vierstellige Zahl an (z. B. 2027).' }),
    dateiname: Dateiname,
    daten: DateiDaten(ABFALL_IMPORT_MAX_BYTES, '1 MB'),
  },
  { additionalProperties: false },
);
export type AbfallImportBody = Static<typeof AbfallImportBody>;

/** POST /api/cms/redaktion/abfall/importe/{id}/freigeben and …/verwerfen take no data. */
export const AbfallEntscheidungBody = Type.Object({}, { additionalProperties: false, fehler: 'Hier werden keine Angaben erwartet.' });
export type AbfallEntscheidungBody = Static<typeof AbfallEntscheidungBody>;

export interface AbfallImportTermin {
  datum: string;
  art: string;
  art_name: string;
}

/** What an import changes in one district, compared with the dates stored for the year. */
export interface AbfallImportBezirk {
  slug: string;
  name: string;
  hinzu: AbfallImportTermin[];
  entfernt: AbfallImportTermin[];
  unveraendert: number;
}

export interface AbfallImport {
  id: number;
  jahr: number;
  dateiname: string;
  status: 'ausstehend' | 'freigegeben' | 'verworfen';
  zeilen: number;
  importiert_von: { id: number | null; name: string };
  importiert_am: string;
  entschieden_von: { id: number | null; name: string } | null;
  entschieden_am: string | null;
  bezirke: AbfallImportBezirk[];
  /** What the caller may do with it now. */
  aktionen: ('freigeben' | 'verwerfen')[];
}

// --- Citizens' submissions (events, clubs, business entries, notice-board ads) ------------------

/** The kinds of form whose submissions wait in the editorial area for approval. */
export type EingangArt = 'veranstaltung' | 'verein' | 'brancheneintrag' | 'schwarzes-brett';

/** POST /api/cms/redaktion/eingaenge/{id}/freigeben takes no data. */
export const EingangFreigebenBody = Type.Object({}, { additionalProperties: false, fehler: 'Hier werden keine Angaben erwartet.' });
export type EingangFreigebenBody = Static<typeof EingangFreigebenBody>;

const EINGANG_GRUND_MAX = 1000;

/** POST /api/cms/redaktion/eingaenge/{id}/ablehnen: the reason, mailed to the sender. */
export const EingangAblehnenBody = Type.Object(
  {
    grund: Type.String({
      minLength: 1,
      maxLength: EINGANG_GRUND_MAX,
      fehler: 'Bitte geben Sie einen Grund für die Ablehnung an (höchstens 1000 Zeichen).',
      fehlt: 'Bitte geben Sie einen Grund für die Ablehnung an (höchstens 1000 Zeichen).',
    }),
  },
  { additionalProperties: false },
);
export type EingangAblehnenBody = Static<typeof EingangAblehnenBody>;

/** A file sent with a submission; editors see it at `/redaktion/eingaenge/dateien/{id}/datei`. */
export interface EingangDatei {
  id: number;
  name: string;
  typ: string;
  groesse: number;
}

/** A submission waiting for approval, as the queue lists it. */
export interface Eingang {
  id: number;
  art: EingangArt;
  /** 'Veranstaltung', 'Verein', 'Brancheneintrag', 'Anzeige'. */
  art_name: string;
  /** The section whose approvers decide it. */
  bereich: string;
  titel: string;
  eingegangen: string;
  /** Until when it can be approved (the approval link's period); afterwards it is expired. */
  frist: string;
  /** The sender's address for the confirmation and the answer, if given. */
  email: string | null;
  /** Every answer of the form with its label, as the office's mail has them. */
  angaben: { label: string; wert: string }[];
  dateien: EingangDatei[];
  /** Where approving publishes it. */
  ziel: string;
  /** What the caller may do with it. */
  aktionen: ('freigeben' | 'ablehnen')[];
}

/** The answer of a decision: approved (with the address of the published entry) or rejected. */
export interface EingangEntscheidung {
  id: number;
  status: 'freigegeben' | 'abgelehnt';
  url: string | null;
}
