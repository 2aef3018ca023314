/**
 * Council papers as a kind of the editorial area. The Ablage 'Vorlagen' of the council office is
 * registered (bereiche.ts); until papers are kept here, the kind takes nothing over and refuses to
 * create, publish or withdraw a paper with a German 409, and the editor does not offer it.
 */
import type { RedaktionVorlageFelder } from '@musterstadt/cms-contract';
import type { ArtDefinition } from './arten';
import { konflikt } from './fehler';

const nochNicht = () => konflikt('Vorlagen werden noch nicht in der Redaktion gepflegt.');

export const VORLAGE_ART: ArtDefinition<RedaktionVorlageFelder> = {
  uebernimm: async () => 0,
  normalisiere: async () => {
    throw nochNicht();
  },
  gespeichert: (wert) => ({ titel: ((wert ?? {}) as Partial<RedaktionVorlageFelder>).titel ?? '' }),
  titel: (felder) => felder.titel,
  neueAdresse: async () => {
    throw nochNicht();
  },
  pruefe: async () => ({ titel: 'Vorlagen werden noch nicht in der Redaktion gepflegt.' }),
  hinweise: async () => ({}),
  vergleiche: async () => [],
  veroeffentliche: async () => {
    throw nochNicht();
  },
  entziehe: async () => {
    throw nochNicht();
  },
};
