/**
 * The service guide ('Wegweiser') in the editorial area: one kind per kind of entry (services,
 * forms, life situations, organisation units, contact persons), each with the fields the public
 * API (`/api/cms/wegweiser/…`) shows. Relations to other entries are the public ids of those
 * entries, in order. Opening times follow the spec's types (type, note, regular times by day type,
 * deviating times with beginning, end and text).
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, PRINTABLE_PATTERN } from './rules';

/** The kinds of the editorial area that are entries of the service guide, with the entry's `art`. */
export const WEGWEISER_ARTEN = {
  'wegweiser-leistung': 'leistung',
  'wegweiser-formular': 'formular',
  'wegweiser-lebenslage': 'lebenslage',
  'wegweiser-einheit': 'einheit',
  'wegweiser-person': 'person',
} as const;
export type RedaktionWegweiserArt = keyof typeof WEGWEISER_ARTEN;
export type WegweiserEintragArt = (typeof WEGWEISER_ARTEN)[RedaktionWegweiserArt];

/**
 * The platform's phone rule (as the forms' `PHONE`): digits, blanks and + / ( ) - . with a + only
 * first, at most 40 characters.
 */
export const TELEFON_PATTERN = '^\\+?[\\d /().-]+$';
export const TELEFON_MAX_LENGTH = 40;

/** Day types of regular opening times (spec: Monday to Friday, single weekdays, Saturday, Sunday). */
const WEGWEISER_TAGTYPEN = ['mo-fr', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'] as const;
/** Kinds of opening times (general opening time, service time, telephone availability). */
const WEGWEISER_ZEITTYPEN = ['allgemein', 'service', 'telefon'] as const;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Line = (maxLength: number, fehler: string) => Type.String({ maxLength, pattern: PRINTABLE_PATTERN, fehler });
const Lines = (maxLength: number, fehler: string) => Type.String({ maxLength, fehler });
const Verweise = (was: string) =>
  Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647, fehler: `Die Verweise auf ${was} sind IDs von Einträgen des Wegweisers.` }), {
    maxItems: 100,
    uniqueItems: true,
    fehler: `Die Verweise auf ${was} sind eine Liste von IDs ohne Wiederholungen (höchstens 100).`,
  });
const Verweis = (was: string) => Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647, fehler: `Der Verweis auf ${was} ist die ID eines Eintrags.` }));
const Uhrzeit = (name: string) =>
  Type.String({ maxLength: 5, pattern: '^([01]?\\d|2[0-3]):[0-5]\\d$', fehler: `Die Angabe „${name}“ ist keine Uhrzeit (HH:MM).` });
const Zeitpunkt = (name: string) =>
  Type.String({
    maxLength: 40,
    pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?)?$',
    fehler: `Die Angabe „${name}“ ist kein Zeitpunkt (JJJJ-MM-TT oder JJJJ-MM-TTTHH:MM).`,
  });
const Online = Nullable(
  Type.Object(
    { link: Line(2000, 'Die Adresse des Online-Angebots ist zu lang.'), linktext: Type.Optional(Nullable(Line(300, 'Der Text des Links ist zu lang.'))) },
    { additionalProperties: false },
  ),
);
const Basis = {
  titel: Line(300, 'Der Titel ist zu lang (höchstens 300 Zeichen).'),
  einleitung: Type.Optional(Nullable(Lines(3000, 'Die Einleitung ist zu lang (höchstens 3000 Zeichen).'))),
  text: Type.Optional(Nullable(Lines(200_000, 'Der Text ist zu lang.'))),
};
/** Kept as a line: the phone rule is a check before approval, with its message at the field. */
const Telefon = (name: string) => Type.Optional(Nullable(Line(100, `Die Angabe „${name}“ ist zu lang.`)));
const Email = Type.Optional(Nullable(Line(EMAIL_MAX_LENGTH, 'Die E-Mail-Adresse ist zu lang.')));

/** A regular opening time: a day type, beginning and end (HH:MM). */
export const WegweiserRegelzeit = Type.Object(
  {
    tagtyp: Type.Union(
      WEGWEISER_TAGTYPEN.map((tag) => Type.Literal(tag)),
      { fehler: 'Der Tag einer Öffnungszeit ist mo-fr, mo, di, mi, do, fr, sa oder so.' },
    ),
    beginn: Uhrzeit('beginn'),
    ende: Uhrzeit('ende'),
  },
  { additionalProperties: false },
);
export type WegweiserRegelzeit = Static<typeof WegweiserRegelzeit>;

/** A deviating time: from `beginn` to `ende` (a day or a moment), with its text ('geschlossen', '9:00 bis 12:00 Uhr'). */
export const WegweiserAbweichung = Type.Object(
  {
    beginn: Zeitpunkt('beginn'),
    ende: Zeitpunkt('ende'),
    text: Line(300, 'Der Text einer abweichenden Zeit ist zu lang (höchstens 300 Zeichen).'),
  },
  { additionalProperties: false },
);
export type WegweiserAbweichung = Static<typeof WegweiserAbweichung>;

export const WegweiserOeffnungszeiten = Type.Object(
  {
    typ: Type.Union(
      WEGWEISER_ZEITTYPEN.map((typ) => Type.Literal(typ)),
      { fehler: 'Die Art der Öffnungszeit ist allgemein, service oder telefon.' },
    ),
    hinweis: Type.Optional(Nullable(Lines(1000, 'Der Hinweis zu den Öffnungszeiten ist zu lang (höchstens 1000 Zeichen).'))),
    regelzeiten: Type.Array(WegweiserRegelzeit, { maxItems: 50, fehler: 'Höchstens 50 regelmäßige Zeiten.' }),
    abweichungen: Type.Optional(Type.Array(WegweiserAbweichung, { maxItems: 50, fehler: 'Höchstens 50 abweichende Zeiten.' })),
  },
  { additionalProperties: false },
);
export type WegweiserOeffnungszeiten = Static<typeof WegweiserOeffnungszeiten>;

export const WegweiserLeistungFelder = Type.Object(
  {
    ...Basis,
    thema: Type.Optional(Nullable(Line(200, 'Das Thema ist zu lang (höchstens 200 Zeichen).'))),
    unterlagen: Type.Optional(
      Type.Array(Line(500, 'Eine Unterlage ist zu lang (höchstens 500 Zeichen).'), { maxItems: 50, fehler: 'Höchstens 50 Unterlagen.' }),
    ),
    kosten: Type.Optional(Nullable(Lines(2000, 'Die Kosten sind zu lang beschrieben (höchstens 2000 Zeichen).'))),
    synonyme: Type.Optional(
      Type.Array(Line(200, 'Ein Suchbegriff ist zu lang (höchstens 200 Zeichen).'), { maxItems: 50, fehler: 'Höchstens 50 Suchbegriffe.' }),
    ),
    online: Type.Optional(Online),
    einheit: Type.Optional(Verweis('die zuständige Stelle')),
    ansprechpartner: Type.Optional(Verweise('Ansprechpartner')),
    formulare: Type.Optional(Verweise('Formulare')),
  },
  { additionalProperties: false },
);
export type WegweiserLeistungFelder = Static<typeof WegweiserLeistungFelder>;

export const WegweiserFormularFelder = Type.Object(
  { ...Basis, format: Type.Optional(Nullable(Line(100, 'Das Format ist zu lang (höchstens 100 Zeichen).'))), online: Type.Optional(Online) },
  { additionalProperties: false },
);
export type WegweiserFormularFelder = Static<typeof WegweiserFormularFelder>;

export const WegweiserLebenslageFelder = Type.Object({ ...Basis, leistungen: Type.Optional(Verweise('Leistungen')) }, { additionalProperties: false });
export type WegweiserLebenslageFelder = Static<typeof WegweiserLebenslageFelder>;

export const WegweiserEinheitFelder = Type.Object(
  {
    ...Basis,
    adresse: Type.Optional(
      Nullable(
        Type.Object(
          {
            gebaeude: Type.Optional(Nullable(Line(200, 'Das Gebäude ist zu lang.'))),
            strasse: Type.Optional(Nullable(Line(200, 'Die Straße ist zu lang.'))),
            plz: Type.Optional(Nullable(Line(10, 'Die Postleitzahl ist zu lang.'))),
            ort: Type.Optional(Nullable(Line(100, 'Der Ort ist zu lang.'))),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    telefon: Telefon('telefon'),
    fax: Telefon('fax'),
    email: Email,
    oeffnungszeiten: Type.Optional(Type.Array(WegweiserOeffnungszeiten, { maxItems: 3, fehler: 'Höchstens drei Arten von Öffnungszeiten.' })),
  },
  { additionalProperties: false },
);
export type WegweiserEinheitFelder = Static<typeof WegweiserEinheitFelder>;

export const WegweiserPersonFelder = Type.Object(
  {
    vorname: Line(100, 'Der Vorname ist zu lang (höchstens 100 Zeichen).'),
    nachname: Line(100, 'Der Nachname ist zu lang (höchstens 100 Zeichen).'),
    funktion: Type.Optional(Nullable(Line(300, 'Die Funktion ist zu lang (höchstens 300 Zeichen).'))),
    kontakt: Type.Optional(
      Nullable(Type.Object({ telefon: Telefon('kontakt.telefon'), fax: Telefon('kontakt.fax'), email: Email }, { additionalProperties: false })),
    ),
    zimmer: Type.Optional(Nullable(Line(100, 'Die Angabe zum Zimmer ist zu lang (höchstens 100 Zeichen).'))),
    sprechzeiten: Type.Optional(Nullable(Lines(1000, 'Die Sprechzeiten sind zu lang (höchstens 1000 Zeichen).'))),
    einheit: Type.Optional(Verweis('die Organisationseinheit')),
  },
  { additionalProperties: false },
);
export type WegweiserPersonFelder = Static<typeof WegweiserPersonFelder>;

/** The fields of each service-guide kind (see REDAKTION_FELDER_JE_ART). */
export const WEGWEISER_FELDER_JE_ART = {
  'wegweiser-leistung': WegweiserLeistungFelder,
  'wegweiser-formular': WegweiserFormularFelder,
  'wegweiser-lebenslage': WegweiserLebenslageFelder,
  'wegweiser-einheit': WegweiserEinheitFelder,
  'wegweiser-person': WegweiserPersonFelder,
} satisfies Record<RedaktionWegweiserArt, TSchema>;
