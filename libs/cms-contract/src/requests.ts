/**
 * Request schemas of every content-API route: querystring, path params and body. The service
 * validates each request against them before its handler runs (Fastify + Ajv); a violation is a 400
 * with a German message. `fehler` is the German message of a field whose general message would not
 * say enough; the service's error formatter reads it.
 *
 * Query values stay strings: the handlers read them (trimmed, NFC) and answer their own German 400s
 * for semantic checks. Querystrings of content endpoints accept unknown names, since a page's api
 * calls pass through whatever the CMS configured (libs/cms-client api-calls.ts).
 */
import { type Static, type StringOptions, type TObject, type TProperties, Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from './rules';

/** Longest query-string value the service reads. */
export const MAX_PARAM_LENGTH = 2000;
/** Largest value of PostgreSQL's integer. */
export const MAX_INT4 = 2_147_483_647;

/** Extra keywords of these schemas: the German message of a field, and of its absence. */
export interface Fehler {
  fehler?: string;
  fehlt?: string;
}

/** A single query-string value (given twice, it is an array and refused). */
const QueryText = (options: StringOptions & Fehler = {}) => Type.String({ maxLength: MAX_PARAM_LENGTH, ...options });
/** A query-string value that holds a whole number (blank counts as absent). */
const QueryInt = (name: string, fehler = `Der Parameter ${name} muss eine positive ganze Zahl sein.`) =>
  Type.String({ maxLength: 20, pattern: '^\\s*\\d*\\s*$', fehler });

/** A querystring object that lets unknown names through (page api calls may pass them). */
const Query = <T extends TProperties>(properties: T): TObject<T> => Type.Object(properties, { additionalProperties: true });
/** Path params: every param is named, nothing else. */
const Params = <T extends TProperties>(properties: T): TObject<T> => Type.Object(properties, { additionalProperties: false });

/** Id of an entry in a path: digits only (its range is checked by the handler: too big is a 404). */
const IdParam = Type.String({ maxLength: 30, pattern: '^\\d+$', fehler: 'Die ID muss eine positive ganze Zahl sein.' });

export const NoQuery = Query({});
export type NoQuery = Static<typeof NoQuery>;

const PagingQuery = Query({
  seite: Type.Optional(QueryInt('seite')),
  pro_seite: Type.Optional(QueryInt('pro_seite', 'Der Parameter pro_seite muss eine ganze Zahl zwischen 1 und 100 sein.')),
});

// --- Pages and menus ------------------------------------------------------------------------

export const RouteQuery = Query({ url: Type.Optional(QueryText()) });
export type RouteQuery = Static<typeof RouteQuery>;

export const MenuQuery = Query({ name: Type.Optional(QueryText({ maxLength: 200, fehler: 'Der Parameter name ist zu lang (höchstens 200 Zeichen).' })) });
export type MenuQuery = Static<typeof MenuQuery>;

const PORTAL_NAME_MESSAGE = 'Der Name des Portals darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.';
export const PortalParams = Params({ name: Type.String({ maxLength: 60, pattern: '^[a-z0-9][a-z0-9-]*$', fehler: PORTAL_NAME_MESSAGE }) });
export type PortalParams = Static<typeof PortalParams>;

// --- Content lists and entries ---------------------------------------------------------------

const BEREICH_MESSAGE = 'Der Parameter bereich ist ungültig (erlaubt sind z. B. „stadt“ oder „feuerwehr“).';
const Bereich = QueryText({ maxLength: 60, fehler: BEREICH_MESSAGE });

/** Articles, events and the sub-sites' dates. */
export const ItemListQuery = Query({
  ...PagingQuery.properties,
  bereich: Type.Optional(Bereich),
  slug: Type.Optional(QueryText({ maxLength: 200, fehler: 'Der Parameter slug ist zu lang (höchstens 200 Zeichen).' })),
  rubriken: Type.Optional(QueryInt('rubriken')),
  rubrik_id: Type.Optional(QueryInt('rubrik_id')),
});
export type ItemListQuery = Static<typeof ItemListQuery>;

export const IdParams = Params({ id: IdParam });
export type IdParams = Static<typeof IdParams>;

const SLUG_MESSAGE = (name: string) => `Der Parameter ${name} darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.`;

/** Notice board, departments, staff, tenders, building areas, galleries, businesses, facilities, timelines. */
export const EntryListQuery = Query({
  ...PagingQuery.properties,
  slug: Type.Optional(QueryText({ maxLength: 200, fehler: SLUG_MESSAGE('slug') })),
  rubriken: Type.Optional(QueryInt('rubriken')),
  rubrik_id: Type.Optional(QueryInt('rubrik_id')),
  branche: Type.Optional(QueryInt('branche')),
  amt: Type.Optional(QueryText({ maxLength: 200, fehler: SLUG_MESSAGE('amt') })),
});
export type EntryListQuery = Static<typeof EntryListQuery>;

/** File names in paths (media, widgets, documents): short, no slashes. */
const FileName = (fehler: string) => Type.String({ maxLength: 200, fehler });
export const MediaParams = Params({ name: FileName('Der Name des Bildes ist ungültig.') });
export type MediaParams = Static<typeof MediaParams>;
export const WidgetParams = Params({ name: FileName('Der Name des Widgets ist ungültig.') });
export type WidgetParams = Static<typeof WidgetParams>;
export const DokumentParams = Params({ name: FileName('Der Name des Dokuments ist ungültig.') });
export type DokumentParams = Static<typeof DokumentParams>;

// --- Push subscriptions ----------------------------------------------------------------------

const PUSH_ENDPOINT_MESSAGE = 'Die Adresse des Push-Dienstes fehlt oder ist zu lang.';
const PUSH_KEYS_MESSAGE = 'Die Schlüssel des Abonnements fehlen oder sind ungültig.';
const PushKey = Type.String({ minLength: 8, maxLength: 202, pattern: '^[A-Za-z0-9_-]+={0,2}$', fehler: PUSH_KEYS_MESSAGE });

/** DELETE /api/cms/push/abonnements: the subscription's endpoint. */
export const PushEndpointBody = Type.Object({ endpoint: Type.String({ maxLength: 1000, fehler: PUSH_ENDPOINT_MESSAGE }) }, { fehler: PUSH_ENDPOINT_MESSAGE });
export type PushEndpointBody = Static<typeof PushEndpointBody>;

/** POST /api/cms/push/abonnements: a browser's push subscription and the chosen topics. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ maxLength: 1000, fehler: PUSH_ENDPOINT_MESSAGE }),
    keys: Type.Object({ p256dh: PushKey, auth: PushKey }, { fehler: PUSH_KEYS_MESSAGE }),
    themen: Type.Array(Type.String({ maxLength: 50, fehler: 'Eines der gewählten Themen gibt es nicht.' }), {
      minItems: 1,
      maxItems: 20,
      fehler: 'Bitte wählen Sie mindestens ein Thema aus.',
    }),
  },
  { fehler: PUSH_ENDPOINT_MESSAGE },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

// --- Search and service guide ----------------------------------------------------------------

export const SearchQuery = Query({
  ...PagingQuery.properties,
  q: Type.Optional(QueryText()),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const GuideAbcQuery = Query({
  buchstabe: Type.Optional(QueryText({ maxLength: 10, fehler: 'Der Parameter buchstabe muss ein Buchstabe von A bis Z sein.' })),
});
export type GuideAbcQuery = Static<typeof GuideAbcQuery>;

export const GuideParams = Params({ bereich: Type.String({ maxLength: 60 }) });
export type GuideParams = Static<typeof GuideParams>;
export const GuideQuery = Query({
  slug: Type.Optional(QueryText({ maxLength: 200, fehler: 'Der Parameter slug ist zu lang (höchstens 200 Zeichen).' })),
});
export type GuideQuery = Static<typeof GuideQuery>;

// --- Waste calendar and reminders ------------------------------------------------------------

export const AbfallKalenderQuery = Query({
  strasse: Type.Optional(QueryText({ maxLength: 100, fehler: 'Der Straßenname ist zu lang (höchstens 100 Zeichen).' })),
  strasse_id: Type.Optional(QueryInt('strasse_id')),
  bezirk: Type.Optional(QueryText({ maxLength: 100, fehler: 'Diesen Abfuhrbezirk gibt es nicht. Bitte wählen Sie einen Bezirk aus der Liste.' })),
  monate: Type.Optional(QueryInt('monate', 'Der Parameter monate muss zwischen 1 und 12 liegen.')),
});
export type AbfallKalenderQuery = Static<typeof AbfallKalenderQuery>;

const FORM_MESSAGE = 'Bitte senden Sie das Formular mit Ihren Angaben.';
const FormScalar = Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Boolean(), Type.Null()]);
const FormValue = Type.Union([FormScalar, Type.Array(FormScalar, { maxItems: 50 })], { fehler: FORM_MESSAGE });

/**
 * POST /api/cms/abfall/erinnerung, form-encoded or JSON: email, bezirk, arten (one or more), tage,
 * datenschutz, and the hidden field `firma` (filled only by bots). Field-level checks answer per field
 * (the form shows them beside each field), so the schema only fixes the shape.
 */
export const ErinnerungBody = Type.Object(
  {
    email: Type.Optional(FormValue),
    bezirk: Type.Optional(FormValue),
    arten: Type.Optional(FormValue),
    tage: Type.Optional(FormValue),
    datenschutz: Type.Optional(FormValue),
    firma: Type.Optional(FormValue),
  },
  { fehler: FORM_MESSAGE },
);
export type ErinnerungBody = Static<typeof ErinnerungBody>;

export const TokenQuery = Query({ token: Type.Optional(QueryText({ maxLength: 200 })) });
export type TokenQuery = Static<typeof TokenQuery>;

export const AbmeldenBody = Type.Object(
  { token: Type.Optional(Type.String({ maxLength: 200, fehler: 'Der Link zum Beenden der Erinnerung ist unvollständig.' })) },
  { fehler: 'Der Link zum Beenden der Erinnerung ist unvollständig.' },
);
export type AbmeldenBody = Static<typeof AbmeldenBody>;

// --- Calendars -------------------------------------------------------------------------------

export const IcalEventsQuery = Query({ bereich: Type.Optional(Bereich) });
export type IcalEventsQuery = Static<typeof IcalEventsQuery>;
export const IcalBezirkParams = Params({ bezirk: Type.String({ maxLength: 100, fehler: 'Diesen Abfuhrbezirk gibt es nicht.' }) });
export type IcalBezirkParams = Static<typeof IcalBezirkParams>;
export const IcalAbfallQuery = Query({ arten: Type.Optional(QueryText({ maxLength: 500 })) });
export type IcalAbfallQuery = Static<typeof IcalAbfallQuery>;

// --- Row database (school-fruit tables) ------------------------------------------------------

export const RowTableParams = Params({ table: Type.String({ maxLength: 30, pattern: '^\\d+$', fehler: 'Die ID muss eine positive ganze Zahl sein.' }) });
export type RowTableParams = Static<typeof RowTableParams>;
export const RowParams = Params({ table: RowTableParams.properties.table, row: IdParam });
export type RowParams = Static<typeof RowParams>;

const USER_FIELD_NAMES_MESSAGE = 'Bitte geben Sie user_field_names=true an: Diese Zeilen-Datenbank verwendet die Namen der Felder.';
/** Filters come as filter__{Feld}__{typ}, so other names pass on to the handler. */
export const RowListQuery = Query({
  user_field_names: Type.Optional(QueryText({ maxLength: 10, fehler: USER_FIELD_NAMES_MESSAGE })),
  page: Type.Optional(QueryInt('page')),
  size: Type.Optional(QueryInt('size', 'Der Parameter size darf höchstens 200 sein.')),
  order_by: Type.Optional(QueryText({ maxLength: 200 })),
  filter_type: Type.Optional(QueryText({ maxLength: 10 })),
});
export type RowListQuery = Static<typeof RowListQuery>;

const TAGE_MESSAGE = 'Das Feld „Tage“ muss genau einen verknüpften Tag enthalten (seine ID).';
const ROW_BODY_MESSAGE = 'Der Inhalt der Anfrage muss ein JSON-Objekt mit den Feldern der Zeile sein.';
/**
 * A new row: a day {Tag} or a person {Name, E-Mail, Telefon, Tage, Slot}. Which fields a table takes,
 * the handler checks (and names an unknown field).
 */
export const RowBody = Type.Object(
  {
    Tag: Type.Optional(Type.String({ maxLength: 10, fehler: 'Das Feld „Tag“ muss ein Datum im Format JJJJ-MM-TT sein.' })),
    Name: Type.Optional(Type.String({ fehler: 'Das Feld „Name“ muss einen Text enthalten.' })),
    'E-Mail': Type.Optional(Type.String({ fehler: 'Das Feld „E-Mail“ muss einen Text enthalten.' })),
    Telefon: Type.Optional(Type.String({ fehler: 'Das Feld „Telefon“ muss einen Text enthalten.' })),
    Tage: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT4, fehler: TAGE_MESSAGE }), { fehler: TAGE_MESSAGE })),
    Slot: Type.Optional(Type.String({ fehler: 'Das Feld „Slot“ muss einen Text enthalten.' })),
  },
  { fehler: ROW_BODY_MESSAGE },
);
export type RowBody = Static<typeof RowBody>;

// --- Forms the shell forwards ----------------------------------------------------------------

export const SchulfruchtMailParams = Params({ name: Type.String({ maxLength: 100 }) });
export type SchulfruchtMailParams = Static<typeof SchulfruchtMailParams>;

// Blanks around a value are trimmed by the handler, which also checks the exact length and format.
const feld = (name: string, maxLength: number) =>
  Type.String({ maxLength: maxLength + 50, fehler: `Die Angabe „${name}“ ist ungültig.`, fehlt: `Die Angabe „${name}“ fehlt.` });

/** The school-fruit confirmation mail: {tag, datum, name, email, telefon}. */
export const SchulfruchtMailBody = Type.Object(
  {
    tag: feld('tag', 12),
    datum: feld('datum', 10),
    name: feld('name', 100),
    email: feld('email', EMAIL_MAX_LENGTH),
    telefon: feld('telefon', 40),
  },
  { fehler: 'Die Angaben der Anmeldung fehlen.' },
);
export type SchulfruchtMailBody = Static<typeof SchulfruchtMailBody>;

/** A message of the contact form; an unknown field is named by the handler. */
export const AnfrageBody = Type.Object(
  {
    name: Type.String({ fehler: 'Bitte geben Sie Ihren Namen an (2 bis 100 Zeichen).' }),
    email: Type.String({ fehler: 'Bitte geben Sie eine gültige E-Mail-Adresse an (höchstens 254 Zeichen).' }),
    telefon: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { fehler: 'Die Telefonnummer ist ungültig (höchstens 40 Zeichen: Ziffern, Leerzeichen und + / ( ) - .).' }),
    ),
    betreff: Type.String({ fehler: 'Bitte geben Sie einen Betreff an (3 bis 150 Zeichen).' }),
    nachricht: Type.String({ fehler: 'Bitte schreiben Sie Ihr Anliegen (10 bis 4000 Zeichen).' }),
  },
  { fehler: 'Die Angaben der Nachricht fehlen oder haben ein ungültiges Format.' },
);
export type AnfrageBody = Static<typeof AnfrageBody>;

/** The kinds of form whose submissions the content API stores (the path segment of POST /api/formulare/{art}). */
export const FORMULAR_ARTEN = [
  'brancheneintrag',
  'nachbarschaftshilfe',
  'fuehrung',
  'vereinspauschale',
  'schwarzes-brett',
  'schadensmeldung',
  'veranstaltung',
  'verein',
] as const;
export type FormularArt = (typeof FORMULAR_ARTEN)[number];

/**
 * A form submission as the shell's form handler sends it, already checked against the form's
 * schema: the answers with their German labels (what the office reads), a one-line summary for the
 * mail's subject, and the sender's address for the confirmation (null when none was given).
 */
export const FormularEingabeBody = Type.Object(
  {
    zusammenfassung: Type.String({ fehler: 'Die Zusammenfassung fehlt oder ist zu lang (1 bis 150 Zeichen).' }),
    email: Type.Union([Type.String(), Type.Null()], { fehler: 'Die E-Mail-Adresse ist ungültig.' }),
    felder: Type.Array(Type.Object({ label: Type.String(), wert: Type.String() }), {
      fehler: 'Die Angaben fehlen oder haben ein ungültiges Format.',
    }),
    /** Events and clubs: what an editor's approval publishes (checked field by field by the API). */
    veroeffentlichung: Type.Optional(Type.Unknown()),
    /** Files the shell checked by content and re-encoded (pictures without location data), base64. */
    dateien: Type.Optional(
      Type.Array(Type.Object({ name: Type.String(), typ: Type.String(), daten: Type.String() }), {
        fehler: 'Die Dateien fehlen oder haben ein ungültiges Format.',
      }),
    ),
  },
  { fehler: 'Die Angaben des Formulars fehlen oder haben ein ungültiges Format.' },
);
export type FormularEingabeBody = Static<typeof FormularEingabeBody>;

/** POST /api/formulare/{art}: an unknown kind is the handler's 404. */
export const FormularParams = Params({ art: Type.String({ maxLength: 200, fehler: 'Dieses Formular gibt es nicht.' }) });
export type FormularParams = Static<typeof FormularParams>;

// --- Approval of form submissions ------------------------------------------------------------

export const FREIGABE_TOKEN_MESSAGE = 'Der Freigabe-Link fehlt oder ist ungültig.';
/** The signed link's token; the handler checks it (a bad one is a state, or a German 400 when publishing). */
const FreigabeToken = Type.String({ maxLength: 8192, fehler: FREIGABE_TOKEN_MESSAGE });

/** GET /api/formulare/freigabe?token= (the state of an approval link; any token answers a state) */
const ONLY_TOKEN = 'Diese Anfrage kennt nur den Parameter „token“.';
// `propertyNames`, not `additionalProperties: false`: the service's Ajv strips additional properties
// silently, and an unknown name here is the caller's mistake, a German 400.
export const FreigabeQuery = Type.Object(
  { token: Type.Optional(FreigabeToken) },
  { propertyNames: { enum: ['token'], fehler: ONLY_TOKEN }, fehler: ONLY_TOKEN },
);
export type FreigabeQuery = Static<typeof FreigabeQuery>;

/** POST /api/formulare/freigabe */
export const FreigabeBody = Type.Object(
  { token: FreigabeToken },
  { propertyNames: { enum: ['token'], fehler: FREIGABE_TOKEN_MESSAGE }, fehler: FREIGABE_TOKEN_MESSAGE },
);
export type FreigabeBody = Static<typeof FreigabeBody>;

// --- OParl ------------------------------------------------------------------------------------

const OPARL_TIME_MESSAGE = (name: string) => `Der Parameter ${name} muss ein Zeitpunkt wie 2026-01-01T00:00:00+01:00 sein.`;
const OparlTime = (name: string) => Type.Optional(QueryText({ maxLength: 40, fehler: OPARL_TIME_MESSAGE(name) }));

/** Lists of OParl: `page`, `limit` and the time filters (the handler checks their values). */
export const OparlListQuery = Query({
  page: Type.Optional(QueryInt('page')),
  limit: Type.Optional(QueryInt('limit')),
  created_since: OparlTime('created_since'),
  created_until: OparlTime('created_until'),
  modified_since: OparlTime('modified_since'),
  modified_until: OparlTime('modified_until'),
});
export type OparlListQuery = Static<typeof OparlListQuery>;

const OPARL_NOT_FOUND = 'Dieses OParl-Objekt gibt es nicht oder es ist nicht öffentlich.';
const OparlSegment = Type.String({ maxLength: 200, fehler: OPARL_NOT_FOUND });
/** /body/{id} */
export const OparlBodyParams = Params({ id: OparlSegment });
export type OparlBodyParams = Static<typeof OparlBodyParams>;
/** /body/{id}/{list} */
export const OparlBodyListParams = Params({ id: OparlSegment, list: OparlSegment });
export type OparlBodyListParams = Static<typeof OparlBodyListParams>;
/** /{type}/{id} */
export const OparlObjectParams = Params({ type: OparlSegment, id: OparlSegment });
export type OparlObjectParams = Static<typeof OparlObjectParams>;
