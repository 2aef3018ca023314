/**
 * The staff directory ('Mitarbeiterverzeichnis') in the editorial area: one entry per person of the
 * administration, as `/api/cms/mitarbeiter` shows it (the A–Z list, the departments' teams, the
 * sidebars' contact cards). The departments are the public ids of the 'amt' entries, in order.
 * The phone number follows the platform's one phone rule (TELEFON_PATTERN), checked before approval.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, PRINTABLE_PATTERN } from './rules';
import { TELEFON_MAX_LENGTH } from './redaktion-wegweiser';

/** How the directory addresses a person; it also tells the staff block's heading ('Ihre Ansprechpartnerin'). */
export const MITARBEITER_ANREDEN = ['Frau', 'Herr'] as const;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Line = (maxLength: number, fehler: string) => Type.String({ maxLength, pattern: PRINTABLE_PATTERN, fehler });

export const MitarbeiterFelder = Type.Object(
  {
    anrede: Type.Optional(
      Nullable(
        Type.Union(
          MITARBEITER_ANREDEN.map((anrede) => Type.Literal(anrede)),
          { fehler: 'Die Anrede ist „Frau“, „Herr“ oder leer.' },
        ),
      ),
    ),
    vorname: Line(100, 'Der Vorname ist zu lang (höchstens 100 Zeichen).'),
    nachname: Line(100, 'Der Nachname ist zu lang (höchstens 100 Zeichen).'),
    funktion: Type.Optional(Nullable(Line(300, 'Die Funktion ist zu lang (höchstens 300 Zeichen).'))),
    aemter: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647, fehler: 'Die Ämter sind IDs von Ämtern der Stadtverwaltung.' }), {
        maxItems: 20,
        uniqueItems: true,
        fehler: 'Die Ämter sind eine Liste von IDs ohne Wiederholungen (höchstens 20).',
      }),
    ),
    /** Kept as a line: the phone rule is a check before approval, with its message at the field. */
    telefon: Type.Optional(Nullable(Line(100, `Die Telefonnummer ist zu lang (höchstens ${TELEFON_MAX_LENGTH} Zeichen).`))),
    email: Type.Optional(Nullable(Line(EMAIL_MAX_LENGTH, 'Die E-Mail-Adresse ist zu lang.'))),
    zimmer: Type.Optional(Nullable(Line(100, 'Die Angabe zum Zimmer ist zu lang (höchstens 100 Zeichen).'))),
    sprechzeiten: Type.Optional(Nullable(Type.String({ maxLength: 1000, fehler: 'Die Sprechzeiten sind zu lang (höchstens 1000 Zeichen).' }))),
  },
  { additionalProperties: false },
);
export type MitarbeiterFelder = Static<typeof MitarbeiterFelder>;
