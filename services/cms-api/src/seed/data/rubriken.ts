import type { Rubrik } from '../../core/types';

/** Categories of town news (list page /aktuelles). */
export const ARTIKEL_RUBRIKEN = {
  rathaus: { id: 11, titel: 'Rathaus & Politik', detailURL: '/aktuelles?rubrik_id=11' },
  bauen: { id: 12, titel: 'Bauen & Verkehr', detailURL: '/aktuelles?rubrik_id=12' },
  bildung: { id: 13, titel: 'Bildung & Familie', detailURL: '/aktuelles?rubrik_id=13' },
  freizeit: { id: 14, titel: 'Freizeit & Kultur', detailURL: '/aktuelles?rubrik_id=14' },
  umwelt: { id: 15, titel: 'Umwelt & Klima', detailURL: '/aktuelles?rubrik_id=15' },
  wirtschaft: { id: 16, titel: 'Wirtschaft', detailURL: '/aktuelles?rubrik_id=16' },
  soziales: { id: 17, titel: 'Soziales & Ehrenamt', detailURL: '/aktuelles?rubrik_id=17' },
} satisfies Record<string, Rubrik>;

/** Categories of fire-brigade news (list page /feuerwehr/feuerwehrmeldungen). */
export const FEUERWEHR_RUBRIKEN = {
  einsatz: { id: 21, titel: 'Einsätze', detailURL: '/feuerwehr/feuerwehrmeldungen?rubrik_id=21' },
  uebung: { id: 22, titel: 'Übungen', detailURL: '/feuerwehr/feuerwehrmeldungen?rubrik_id=22' },
  jugend: { id: 23, titel: 'Jugendfeuerwehr', detailURL: '/feuerwehr/feuerwehrmeldungen?rubrik_id=23' },
  wehr: { id: 24, titel: 'Aus der Wehr', detailURL: '/feuerwehr/feuerwehrmeldungen?rubrik_id=24' },
} satisfies Record<string, Rubrik>;

/** Categories of events (list page /veranstaltungen). */
export const VERANSTALTUNG_RUBRIKEN = {
  kultur: { id: 1, titel: 'Kultur', detailURL: '/veranstaltungen?rubrik_id=1' },
  sport: { id: 2, titel: 'Sport', detailURL: '/veranstaltungen?rubrik_id=2' },
  feste: { id: 3, titel: 'Feste', detailURL: '/veranstaltungen?rubrik_id=3' },
  vereine: { id: 4, titel: 'Vereine', detailURL: '/veranstaltungen?rubrik_id=4' },
  maerkte: { id: 5, titel: 'Märkte', detailURL: '/veranstaltungen?rubrik_id=5' },
  politik: { id: 6, titel: 'Politik', detailURL: '/veranstaltungen?rubrik_id=6' },
  senioren: { id: 7, titel: 'Senioren', detailURL: '/veranstaltungen?rubrik_id=7' },
  gesundheit: { id: 8, titel: 'Gesundheit', detailURL: '/veranstaltungen?rubrik_id=8' },
  natur: { id: 9, titel: 'Natur & Umwelt', detailURL: '/veranstaltungen?rubrik_id=9' },
  familie: { id: 10, titel: 'Familie', detailURL: '/veranstaltungen?rubrik_id=10' },
} satisfies Record<string, Rubrik>;
