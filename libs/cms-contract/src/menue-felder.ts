import { type Static, Type } from '@sinclair/typebox';
import { MENUE_EINTRAEGE_MAX } from './menue-baum';
import { MenuItem } from './page';

/**
 * The fields of a menu's revision (kind `menue`): its name (as the layouts ask for it; never changed
 * by an editor), the levels its header shows (the content API sets it from the section's definition)
 * and its entries.
 */
export const RedaktionMenueFelder = Type.Object(
  {
    titel: Type.String({ maxLength: 200 }),
    ebenen: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    eintraege: Type.Array(MenuItem, { maxItems: MENUE_EINTRAEGE_MAX }),
  },
  { additionalProperties: false },
);
export type RedaktionMenueFelder = Static<typeof RedaktionMenueFelder>;
