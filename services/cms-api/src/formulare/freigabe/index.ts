/** Approval of submissions meant for the public site: what they publish, the signed link, and publishing. */
export { parseVeroeffentlichung, berlinLocal } from './felder';
export { type Freigabe, freigabe, freigabeFromEnv } from './link';
export { FREIGABE_MESSAGES, FREIGABE_PFAD } from './messages';
export { type RichTextCleaner, richTextCleaner } from './rich-text';
export { default as freigabeRoutes, type FreigabeAntwort, type FreigabeStatus } from './routes';
export type { Veroeffentlichung } from './veroeffentlichung';
export { type EingabeRow, gibFrei, ladeEingabe, veroeffentlichungVon } from './freigeben';
