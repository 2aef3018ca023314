// The content API's types come from its contract's schemas.
export type * from '@musterstadt/cms-contract';
export * from './http';
export * from './route';
export * from './api-calls';
export * from './theme';
export * from './entities';
export * from './redirect';
export * from './browser-json';
export * from './plain-text';
// The council login's header, messages and password rule (values, not only types).
export { RATSINFO_AUTH_HEADER, RATSINFO_MESSAGES, isAcceptablePassword, INTRANET_AUTH_HEADER, REDAKTION_AUTH_HEADER } from '@musterstadt/cms-contract';
// The menu tree's operations: the menu editor and the content API share them.
export { MENUE_BEWEGUNGEN, MenueFehler, bereinige, bewege, eintragAus, eintragBei, flach, fuegeEin, pfadAus, pfadText } from '@musterstadt/cms-contract';
// The portal module kinds with their fields and icons, for the editorial area's portal form.
export { INTRANET_ARCHIV_DOKUMENTE_MAX } from '@musterstadt/cms-contract';
// The widths of the media library's pictures, for the public pages' srcset.
export { medienSrcSet } from '@musterstadt/cms-contract';
export { PORTAL_ICONS, PORTAL_MODULARTEN, PORTAL_MODUL_FORMEN, PORTAL_QUELLEN, portalModulForm } from '@musterstadt/cms-contract';
export { VORLAGEN_ARTEN, VORLAGEN_DATEI_ARTEN } from '@musterstadt/cms-contract';
// A council meeting's choices and the agenda's numbering, for the editorial area's meeting form.
export { SITZUNG_BERATUNGSARTEN, SITZUNG_DATEIARTEN, tagesordnungsNummern } from '@musterstadt/cms-contract';
