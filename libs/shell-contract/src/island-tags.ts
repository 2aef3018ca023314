/** Element of an island in the page's HTML (a custom element shown as `display: contents`). */
export const ISLAND_TAG = 'ms-island';
/** On an island's element: when the browser hydrates it (`idle`, `visible`; absent: at load). */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
/** Element of a slot: server HTML inside an island, left as it is. */
export const SLOT_TAG = 'ms-slot';

/**
 * Marks a `<details>` disclosure (an overlay such as a search panel) that the shell's page script
 * enhances without an island: Escape closes it and returns focus to its summary, and opening it
 * focuses its first text field. Without JavaScript it is the browser's own disclosure.
 */
export const DISCLOSURE_ATTRIBUTE = 'data-ms-disclosure';
