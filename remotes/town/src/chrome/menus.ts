/** Names of the content API menus the town chrome renders. */
export const TOWN_MENUS = ['Hauptmenü', 'Footer', 'Footer Quicklinks'] as const;
