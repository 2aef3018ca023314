/**
 * The categories an approval accepts and publishes with: the forms' own lists (libs/cms-contract),
 * as names by id, and as the category objects the site's lists link to.
 */
import { ANZEIGE_RUBRIKEN, BRANCHEN, VERANSTALTUNG_KATEGORIEN, VEREIN_KATEGORIEN, kategorienNachId } from '@musterstadt/cms-contract';

export const VERANSTALTUNG_NACH_ID = kategorienNachId(VERANSTALTUNG_KATEGORIEN);
export const VEREIN_NACH_ID = kategorienNachId(VEREIN_KATEGORIEN);
export const BRANCHEN_NACH_ID = kategorienNachId(BRANCHEN);
export const BRETT_RUBRIKEN_NACH_ID = kategorienNachId(ANZEIGE_RUBRIKEN);

/** Category objects of a published entry, each linking to its list filtered by it. */
export const rubrikenOf = (ids: number[], known: Record<number, string>, base: string) =>
  ids.map((id) => ({ id, titel: known[id] ?? '', detailURL: `${base}?rubrik_id=${id}` }));
