/**
 * Council meetings in the editorial area (`art: 'sitzung'`): the schema of a meeting's fields.
 */
import { type Static, Type } from '@sinclair/typebox';
import { PRINTABLE_PATTERN } from './rules';

export const RedaktionSitzungFelder = Type.Object(
  {
    titel: Type.String({ maxLength: 300, pattern: PRINTABLE_PATTERN, fehler: 'Der Titel ist zu lang (höchstens 300 Zeichen).' }),
  },
  { additionalProperties: false },
);
export type RedaktionSitzungFelder = Static<typeof RedaktionSitzungFelder>;
