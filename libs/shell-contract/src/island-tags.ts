/** Element of an island in the page's HTML (a custom element shown as `display: contents`). */
export const ISLAND_TAG = 'ms-island';
/** Element of a slot: server HTML inside an island, left as it is. */
export const SLOT_TAG = 'ms-slot';
