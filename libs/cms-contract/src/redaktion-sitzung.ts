/**
 * A council meeting in the editorial area (`art: 'sitzung'`): the committee, time and place, the
 * agenda (public and non-public items, each with its paper and, after the meeting, the decision and
 * the result: the consultation of the paper in this committee) and the meeting's files (invitation,
 * minutes … as PDFs of the media library). Publishing writes the council tables (rats_sitzungen,
 * rats_tagesordnungspunkte, rats_dateien) that the council pages, the meeting calendar and OParl read.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { PRINTABLE_PATTERN } from './rules';

/** How a committee deals with a paper (the seed's and OParl's `role` of a consultation). */
export const SITZUNG_BERATUNGSARTEN = ['Vorberatung', 'Entscheidung', 'Kenntnisnahme', 'Anhörung'] as const;

/** Kinds of a meeting's files; OParl publishes the invitation and the minutes as such, the rest as auxiliary files. */
export const SITZUNG_DATEIARTEN = ['Einladung', 'Niederschrift', 'Anlage', 'Bekanntmachung'] as const;

/** The longest agenda and file list a meeting may have. */
const SITZUNG_MAX_PUNKTE = 100;
const SITZUNG_MAX_DATEIEN = 30;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Line = (maxLength: number, fehler: string) => Type.String({ maxLength, pattern: PRINTABLE_PATTERN, fehler });
const Lines = (maxLength: number, fehler: string) => Type.String({ maxLength, fehler });
const Id = (fehler: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, fehler });
/** An instant: ISO 8601 with a zone or a Berlin wall-clock time (`2026-12-01T18:00`). */
const Zeitpunkt = (name: string) =>
  Type.String({
    maxLength: 40,
    pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
    fehler: `Die Angabe „${name}“ ist kein Zeitpunkt (JJJJ-MM-TTTHH:MM).`,
  });

/** One item of the agenda; `id`: the public item it was published as (kept so its OParl id stays). */
const SitzungPunkt = Type.Object(
  {
    id: Type.Optional(Nullable(Id('Die ID eines Tagesordnungspunkts ist eine positive ganze Zahl.'))),
    titel: Line(1000, 'Der Titel eines Tagesordnungspunkts ist zu lang (höchstens 1000 Zeichen).'),
    oeffentlich: Type.Boolean({ fehler: 'Ob ein Tagesordnungspunkt öffentlich ist, ist ja oder nein.' }),
    /** The paper discussed (an id of rats_vorlagen, a paper of the kind `vorlage`). */
    vorlage_id: Type.Optional(Nullable(Id('Der Verweis auf eine Vorlage ist ihre ID.'))),
    beratungsart: Type.Optional(Nullable(Line(100, 'Die Beratungsart ist zu lang.'))),
    beschluss: Type.Optional(Nullable(Lines(20_000, 'Der Beschluss ist zu lang (höchstens 20 000 Zeichen).'))),
    ergebnis: Type.Optional(Nullable(Line(300, 'Das Ergebnis ist zu lang (höchstens 300 Zeichen).'))),
  },
  { additionalProperties: false },
);

/**
 * One file of the meeting, as a paper's: a PDF of the media library (`medium`, its name there) or a
 * council file the meeting had when the editorial area took it over (`datei`, its id), kept as it is.
 */
const SitzungDatei = Type.Object(
  {
    medium: Type.Optional(Nullable(Line(200, 'Der Name der Datei in der Mediathek ist zu lang.'))),
    datei: Type.Optional(Nullable(Id('Die Nummer einer Datei ist ungültig.'))),
    titel: Line(300, 'Der Titel einer Datei ist zu lang (höchstens 300 Zeichen).'),
    art: Line(60, 'Die Art einer Datei ist zu lang.'),
    oeffentlich: Type.Boolean({ fehler: 'Ob eine Datei öffentlich ist, ist ja oder nein.' }),
  },
  { additionalProperties: false },
);

export const RedaktionSitzungFelder = Type.Object(
  {
    gremium_id: Type.Optional(Nullable(Id('Das Gremium ist die ID eines Gremiums.'))),
    name: Line(300, 'Der Name der Sitzung ist zu lang (höchstens 300 Zeichen).'),
    beginn: Type.Optional(Nullable(Zeitpunkt('beginn'))),
    ende: Type.Optional(Nullable(Zeitpunkt('ende'))),
    ort: Type.Optional(Nullable(Line(300, 'Der Ort ist zu lang (höchstens 300 Zeichen).'))),
    raum: Type.Optional(Nullable(Line(200, 'Der Raum ist zu lang (höchstens 200 Zeichen).'))),
    abgesagt: Type.Optional(Type.Boolean({ fehler: 'Ob die Sitzung abgesagt ist, ist ja oder nein.' })),
    tagesordnung: Type.Optional(Type.Array(SitzungPunkt, { maxItems: SITZUNG_MAX_PUNKTE, fehler: `Höchstens ${SITZUNG_MAX_PUNKTE} Tagesordnungspunkte.` })),
    dateien: Type.Optional(Type.Array(SitzungDatei, { maxItems: SITZUNG_MAX_DATEIEN, fehler: `Höchstens ${SITZUNG_MAX_DATEIEN} Dateien.` })),
  },
  { additionalProperties: false },
);
export type RedaktionSitzungFelder = Static<typeof RedaktionSitzungFelder>;

/** The items' numbers as the council publishes them: public items 1, 2 …, non-public ones N 1, N 2 … (in agenda order). */
export function tagesordnungsNummern(punkte: readonly { oeffentlich: boolean }[]): string[] {
  let oeffentlich = 0;
  let nichtoeffentlich = 0;
  return punkte.map((punkt) => (punkt.oeffentlich ? String((oeffentlich += 1)) : `N ${(nichtoeffentlich += 1)}`));
}
