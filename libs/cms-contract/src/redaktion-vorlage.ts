/**
 * Council papers in the editorial area (`art: 'vorlage'`): the fields of a paper as the council
 * information system shows it (`rats_vorlagen`) and its files. A file is a PDF of the media library
 * (`medium`, its name there) or, for a paper the editorial area took over, one of the council's files
 * it already had (`datei`, the id of the council file), kept as it is.
 */
import { type Static, Type } from '@sinclair/typebox';
import { PRINTABLE_PATTERN } from './rules';

/** The kinds of papers, as the council information system names them. */
export const VORLAGEN_ARTEN = ['Beschlussvorlage', 'Informationsvorlage', 'Antrag'] as const;

/** The kinds of a paper's files. */
export const VORLAGEN_DATEI_ARTEN = ['Vorlage', 'Anlage', 'Antrag', 'Stellungnahme', 'Plan'] as const;

const Line = (maxLength: number, fehler: string) => Type.String({ maxLength, pattern: PRINTABLE_PATTERN, fehler });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const RedaktionVorlageDatei = Type.Object(
  {
    /** The PDF's name in the media library (`haushalt-2027.pdf`). */
    medium: Type.Optional(Type.Union([Line(200, 'Der Name der Datei in der Mediathek ist zu lang.'), Type.Null()])),
    /** A council file the paper had when the editorial area took it over. */
    datei: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647, fehler: 'Die Nummer der Datei ist ungültig.' }), Type.Null()])),
    titel: Line(300, 'Der Titel einer Datei ist zu lang (höchstens 300 Zeichen).'),
    art: Line(60, 'Die Art einer Datei ist zu lang (höchstens 60 Zeichen).'),
  },
  { additionalProperties: false, fehler: 'Eine Datei der Vorlage ist ungültig.' },
);
export type RedaktionVorlageDatei = Static<typeof RedaktionVorlageDatei>;

export const RedaktionVorlageFelder = Type.Object(
  {
    aktenzeichen: Type.Optional(Line(50, 'Das Aktenzeichen ist zu lang (höchstens 50 Zeichen).')),
    art: Type.Optional(Line(60, 'Die Art der Vorlage ist ungültig (Beschlussvorlage, Informationsvorlage oder Antrag).')),
    titel: Line(300, 'Der Titel ist zu lang (höchstens 300 Zeichen).'),
    datum: Type.Optional(
      Nullable(Type.String({ maxLength: 10, pattern: '^(|\\d{4}-\\d{2}-\\d{2})$', fehler: 'Das Datum der Vorlage ist kein Datum (JJJJ-MM-TT).' })),
    ),
    federfuehrend: Type.Optional(Line(200, 'Die Angabe „federführend“ ist zu lang (höchstens 200 Zeichen).')),
    sachverhalt: Type.Optional(Nullable(Type.String({ maxLength: 50_000, fehler: 'Der Sachverhalt ist zu lang (höchstens 50000 Zeichen).' }))),
    beschlussvorschlag: Type.Optional(Nullable(Type.String({ maxLength: 20_000, fehler: 'Der Beschlussvorschlag ist zu lang (höchstens 20000 Zeichen).' }))),
    oeffentlich: Type.Optional(Type.Boolean({ fehler: 'Die Angabe „öffentlich“ muss ja oder nein sein.' })),
    dateien: Type.Optional(Type.Array(RedaktionVorlageDatei, { maxItems: 30, fehler: 'Höchstens 30 Dateien je Vorlage.' })),
  },
  { additionalProperties: false },
);
export type RedaktionVorlageFelder = Static<typeof RedaktionVorlageFelder>;
