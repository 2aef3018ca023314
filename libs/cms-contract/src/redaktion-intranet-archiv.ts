/**
 * The staff intranet's document archive in the editorial area: one piece of content is one archive
 * (`intranet_archive`) of a topic (an existing one or a new one) with its documents. A document's PDF
 * is a file of the media library in an intranet section: such a file is internal, never public; only
 * the intranet's document route serves it, and only to a staff login.
 */
import { type Static, Type } from '@sinclair/typebox';
import { PRINTABLE_PATTERN } from './rules';

/** How many documents one archive holds at most. */
export const INTRANET_ARCHIV_DOKUMENTE_MAX = 100;

const Line = (maxLength: number, fehler: string) => Type.String({ maxLength, pattern: PRINTABLE_PATTERN, fehler });
const Nullable = <T extends ReturnType<typeof Line>>(schema: T) => Type.Union([schema, Type.Null()]);
/** A calendar day as a date field sends it (`2026-12-01`); blank is null. */
const Tag = (name: string) =>
  Nullable(Type.String({ maxLength: 10, pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', fehler: `Die Angabe „${name}“ ist kein Datum (JJJJ-MM-TT).` }));

export const RedaktionIntranetArchivDokument = Type.Object(
  {
    /** The intranet's document this one is (taken over or published before); absent for a new one. */
    id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()], { fehler: 'Die ID eines Dokuments ist ungültig.' })),
    downloadtext: Line(300, 'Der Text des Downloads ist zu lang (höchstens 300 Zeichen).'),
    /** The PDF: its address in the media library (`/api/cms/medien/<name>.pdf`), a file of an intranet section. */
    datei: Type.Optional(Nullable(Line(2000, 'Die Adresse der PDF-Datei ist zu lang.'))),
    stand: Type.Optional(Tag('Stand')),
    gueltig_von: Type.Optional(Tag('Gültig von')),
    gueltig_bis: Type.Optional(Tag('Gültig bis')),
  },
  { additionalProperties: false },
);
export type RedaktionIntranetArchivDokument = Static<typeof RedaktionIntranetArchivDokument>;

/** The fields of an archive of the intranet's document archive: never public. */
export const RedaktionIntranetArchivFelder = Type.Object(
  {
    /** The topic's name: an existing topic, or a new one that publishing creates. */
    thema: Type.Optional(Line(200, 'Das Thema ist zu lang (höchstens 200 Zeichen).')),
    /** A new topic's description (an existing topic keeps its own). */
    thema_beschreibung: Type.Optional(Nullable(Line(1000, 'Die Beschreibung des Themas ist zu lang (höchstens 1000 Zeichen).'))),
    titel: Line(300, 'Der Titel ist zu lang (höchstens 300 Zeichen).'),
    dokumente: Type.Optional(
      Type.Array(RedaktionIntranetArchivDokument, {
        maxItems: INTRANET_ARCHIV_DOKUMENTE_MAX,
        fehler: `Höchstens ${INTRANET_ARCHIV_DOKUMENTE_MAX} Dokumente in einem Archiv.`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type RedaktionIntranetArchivFelder = Static<typeof RedaktionIntranetArchivFelder>;

/** GET /api/cms/redaktion/archiv-themen: the archive's topics, for the topic field's suggestions. */
export interface RedaktionArchivThemen {
  data: { thema: string; beschreibung: string | null }[];
}
