/**
 * Sections of the editorial area and where their content is published. A section is what an
 * account may touch ('stadt', 'feuerwehr', each school …); an Ablage is one public list of it: the
 * kind of content and the items' `bereich` (the fire brigade's operations are articles of
 * `feuerwehr-einsatz`, its reports articles of `feuerwehr`). New kinds (pages, menus, meetings) add
 * Ablagen here, not a second system.
 */
import type { RedaktionAblage, RedaktionArt, RedaktionItemArt } from '@musterstadt/cms-contract';
import { INTRANET_RUBRIKEN } from '../intranet';
import { MITARBEITER_ABLAGE } from './mitarbeiter-art';

export interface BereichDefinition {
  id: string;
  titel: string;
  ablagen: RedaktionAblage[];
  /** Address prefixes of its sub-site: its pages belong to it (every other page to 'stadt'). */
  pfade?: string[];
  /** The menus the section's editors keep (by the name the layouts ask for). */
  menues?: MenueDefinition[];
}

/**
 * A menu of the site and how many levels of it its header or footer shows: the town's main menu opens
 * submenus with groups (three levels), the sub-sites' menus, the footers and the quick links are flat.
 */
export interface MenueDefinition {
  name: string;
  ebenen: number;
}

const flach = (...namen: string[]): MenueDefinition[] => namen.map((name) => ({ name, ebenen: 1 }));

const artikel = (ablage: string, titel: string): RedaktionAblage => ({ art: 'artikel', ablage, titel });
const veranstaltung = (ablage: string, titel = 'Veranstaltungen im Stadtkalender'): RedaktionAblage => ({ art: 'veranstaltung', ablage, titel });
const termin = (ablage: string, titel = 'Termine'): RedaktionAblage => ({ art: 'termin', ablage, titel });
/** A section's pages: the Ablage is named after the section. */
const seiten = (bereich: string): RedaktionAblage => ({ art: 'seite', ablage: bereich, titel: 'Seiten' });

/** The service guide: one Ablage per kind of entry (see wegweiser-art.ts). */
const WEGWEISER_ABLAGEN: RedaktionAblage[] = [
  { art: 'wegweiser-leistung', ablage: 'wegweiser', titel: 'Wegweiser: Leistungen' },
  { art: 'wegweiser-formular', ablage: 'wegweiser', titel: 'Wegweiser: Formulare' },
  { art: 'wegweiser-lebenslage', ablage: 'wegweiser', titel: 'Wegweiser: Lebenslagen' },
  { art: 'wegweiser-einheit', ablage: 'wegweiser', titel: 'Wegweiser: Organisationseinheiten' },
  { art: 'wegweiser-person', ablage: 'wegweiser', titel: 'Wegweiser: Ansprechpartner' },
];

/** Prefix of the intranet's sections: one per category, so an account may be given single categories. */
const INTRANET_BEREICH = 'intranet-';

/** The Ablage of the intranet's document archive (intranet-archiv-art.ts). */
export const INTRANET_ARCHIV_ABLAGE = 'archiv';
/** The section of the intranet's document archive. */
export const INTRANET_ARCHIV_BEREICH = `${INTRANET_BEREICH}archiv`;

/** The staff intranet's categories as sections (internal texts, never public), and its document archive. */
const intranetBereiche = (): BereichDefinition[] => [
  ...INTRANET_RUBRIKEN.map((rubrik) => ({
    id: `${INTRANET_BEREICH}${rubrik.url}`,
    titel: `Intranet: ${rubrik.titel}`,
    ablagen: [{ art: 'intranet', ablage: rubrik.url, titel: 'Interne Texte' }] as RedaktionAblage[],
  })),
  {
    id: INTRANET_ARCHIV_BEREICH,
    titel: 'Intranet: Dokumentenarchiv',
    ablagen: [{ art: 'intranet-archiv', ablage: INTRANET_ARCHIV_ABLAGE, titel: 'Dokumentenarchiv (Themen, Archive, Dokumente)' }],
  },
];

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** The town's name as menus spell it: 'musterstadt' → 'Musterstadt', 'bad-x' → 'Bad-X'. */
const townName = (product: string): string => product.split('-').map(capitalized).join('-');

/** The sections of the town's site; the first primary school is named after the town (PRODUCT). */
export function bereicheFuer(product: string): BereichDefinition[] {
  const grundschule = `grundschule-${product}`;
  return [
    {
      id: 'stadt',
      titel: 'Stadt',
      ablagen: [
        artikel('stadt', 'Nachrichten'),
        veranstaltung('stadt', 'Veranstaltungen'),
        artikel('seiten', 'Seitentexte'),
        seiten('stadt'),
        { art: 'portal', ablage: 'portale', titel: 'Portale (Startseite, Gäste, Verwaltung …)' },
        ...WEGWEISER_ABLAGEN,
        { art: 'mitarbeiter', ablage: MITARBEITER_ABLAGE, titel: 'Mitarbeiterverzeichnis' },
      ],
      // Every menu no other section names is the town's too (the portals' and 'Auch interessant' menus).
      menues: [{ name: 'Hauptmenü', ebenen: 3 }, ...flach('Quicklinks', 'Footer', 'Footer Quicklinks', 'Gäste', 'Wirtschaft')],
    },
    {
      id: 'feuerwehr',
      titel: 'Feuerwehr',
      ablagen: [
        artikel('feuerwehr', 'Feuerwehrmeldungen'),
        artikel('feuerwehr-einsatz', 'Einsatzberichte'),
        termin('feuerwehr', 'Dienstplan'),
        veranstaltung('feuerwehr'),
        seiten('feuerwehr'),
      ],
      pfade: ['/feuerwehr'],
      menues: flach('Hauptmenü Feuerwehr'),
    },
    {
      id: grundschule,
      titel: `Grundschule ${capitalized(product)}`,
      ablagen: [artikel(grundschule, 'Schulnachrichten'), termin(grundschule, 'Terminplan'), seiten(grundschule)],
      pfade: [`/${grundschule}`],
      menues: flach(`Hauptmenü Grundschule ${townName(product)}`),
    },
    {
      id: 'grundschule-hallwangen',
      titel: 'Grundschule Hallwangen',
      ablagen: [artikel('grundschule-hallwangen', 'Aktuelles'), termin('grundschule-hallwangen', 'Elterninfo und Termine'), seiten('grundschule-hallwangen')],
      pfade: ['/grundschule-hallwangen'],
      menues: flach('Hauptmenü Grundschule Hallwangen'),
    },
    {
      id: 'werkrealschule',
      titel: 'Werkrealschule',
      ablagen: [artikel('werkrealschule', 'Aktuelles'), termin('werkrealschule'), seiten('werkrealschule')],
      pfade: ['/werkrealschule'],
      menues: flach('Hauptmenü Werkrealschule'),
    },
    {
      id: 'gymnasium',
      titel: 'Gymnasium',
      ablagen: [artikel('gymnasium', 'Berichte'), termin('gymnasium', 'Jahrestermine'), seiten('gymnasium')],
      pfade: ['/gydo'],
      menues: flach('Hauptmenü Gymnasium'),
    },
    {
      id: 'berufliche-schule',
      titel: 'Berufliche Schule',
      ablagen: [artikel('berufliche-schule', 'Aktuelles'), termin('berufliche-schule'), seiten('berufliche-schule')],
      pfade: ['/berufliche-schule'],
      menues: flach('Hauptmenü Berufliche Schulen'),
    },
    {
      id: 'barfusspark',
      titel: 'Barfußpark',
      ablagen: [veranstaltung('barfusspark'), seiten('barfusspark')],
      pfade: ['/barfusspark'],
      menues: flach('Hauptmenü Barfusspark', 'Barfusspark Footer Rechtliches'),
    },
    {
      id: 'jugendhaus',
      titel: 'Jugendhaus',
      ablagen: [artikel('jugendhaus', 'Aktuelles'), termin('jugendhaus', 'Programm'), seiten('jugendhaus')],
      pfade: ['/jugendhaus'],
      menues: flach('Hauptmenü Jugendhaus'),
    },
    {
      // The council office keeps the council information system's papers and meetings (/ratsinfo).
      id: 'ratsinfo',
      titel: 'Sitzungsdienst',
      ablagen: [
        { art: 'vorlage', ablage: 'vorlagen', titel: 'Vorlagen' },
        { art: 'sitzung', ablage: 'sitzungen', titel: 'Sitzungen' },
      ],
    },
    ...intranetBereiche(),
  ];
}

export interface Bereiche {
  all: BereichDefinition[];
  get(id: string): BereichDefinition | undefined;
  /** The section whose Ablage this is (kind and items' bereich), if any. */
  ofAblage(art: string, ablage: string): BereichDefinition | undefined;
  /** The Ablage of a kind in a section: the one named, else the first of that kind. */
  ablage(bereich: BereichDefinition, art: RedaktionArt, name?: string): RedaktionAblage | undefined;
  /** The section a page of this address belongs to (its sub-site's, else 'stadt'); undefined for the areas kept elsewhere. */
  derSeite(url: string): BereichDefinition | undefined;
  /** The section that keeps a menu and the levels it shows; a menu no section names is the town's, flat. */
  menue(name: string): { bereich: BereichDefinition; ebenen: number };
}

/** Pages the editorial area does not keep: its own, the intranet's and the council system's (they have their own logins and data). */
const EIGENE_SYSTEME = ['/redaktion', '/intranet', '/ratsinfo'];
const unter = (url: string, pfad: string): boolean => url === pfad || url.startsWith(`${pfad}/`);

export function bereiche(product: string = process.env.PRODUCT || 'musterstadt'): Bereiche {
  const all = bereicheFuer(product);
  const byId = new Map(all.map((bereich) => [bereich.id, bereich]));
  const byAblage = new Map<string, BereichDefinition>(
    all.flatMap((bereich) => bereich.ablagen.map((ablage) => [`${ablage.art}:${ablage.ablage}`, bereich] as const)),
  );
  const menues = new Map(all.flatMap((bereich) => (bereich.menues ?? []).map((menue) => [menue.name, { bereich, ebenen: menue.ebenen }] as const)));
  const stadt = byId.get('stadt') as BereichDefinition;
  return {
    all,
    get: (id) => byId.get(id),
    menue: (name) => menues.get(name.normalize('NFC')) ?? { bereich: stadt, ebenen: 1 },
    ofAblage: (art, ablage) => byAblage.get(`${art}:${ablage}`),
    ablage: (bereich, art, name) => bereich.ablagen.find((ablage) => ablage.art === art && (name === undefined || ablage.ablage === name)),
    derSeite: (url) => {
      if (EIGENE_SYSTEME.some((pfad) => unter(url, pfad))) return undefined;
      return all.find((bereich) => bereich.pfade?.some((pfad) => unter(url, pfad))) ?? byId.get('stadt');
    },
  };
}

/** The public endpoint of each kind (the page api calls name it). */
export const ENDPUNKTE: Record<RedaktionItemArt, string> = {
  artikel: '/api/cms/artikel',
  veranstaltung: '/api/cms/veranstaltungen',
  termin: '/api/cms/termine',
};
