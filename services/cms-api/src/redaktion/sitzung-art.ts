/**
 * Council meetings as a kind of the editorial area. The Ablage 'Sitzungen' of the council office is
 * registered (bereiche.ts); until meetings are kept here, the kind takes nothing over and refuses to
 * create, publish or withdraw a meeting with a German 409, and the editor does not offer it.
 */
import type { RedaktionSitzungFelder } from '@musterstadt/cms-contract';
import type { ArtDefinition } from './arten';
import { konflikt } from './fehler';

const nochNicht = () => konflikt('Sitzungen werden noch nicht in der Redaktion gepflegt.');

export const SITZUNG_ART: ArtDefinition<RedaktionSitzungFelder> = {
  uebernimm: async () => 0,
  normalisiere: async () => {
    throw nochNicht();
  },
  gespeichert: (wert) => ({ titel: ((wert ?? {}) as Partial<RedaktionSitzungFelder>).titel ?? '' }),
  titel: (felder) => felder.titel,
  neueAdresse: async () => {
    throw nochNicht();
  },
  pruefe: async () => ({ titel: 'Sitzungen werden noch nicht in der Redaktion gepflegt.' }),
  hinweise: async () => ({}),
  vergleiche: async () => [],
  veroeffentliche: async () => {
    throw nochNicht();
  },
  entziehe: async () => {
    throw nochNicht();
  },
};
