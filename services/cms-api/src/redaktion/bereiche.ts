/**
 * Sections of the editorial area and where their content is published. A section is what an
 * account may touch ('stadt', 'feuerwehr', each school …); an Ablage is one public list of it: the
 * kind of content and the items' `bereich` (the fire brigade's operations are articles of
 * `feuerwehr-einsatz`, its reports articles of `feuerwehr`). New kinds (pages, menus, meetings) add
 * Ablagen here, not a second system.
 */
import type { RedaktionAblage, RedaktionArt, RedaktionItemArt } from '@musterstadt/cms-contract';

export interface BereichDefinition {
  id: string;
  titel: string;
  ablagen: RedaktionAblage[];
}

const artikel = (ablage: string, titel: string): RedaktionAblage => ({ art: 'artikel', ablage, titel });
const veranstaltung = (ablage: string, titel = 'Veranstaltungen im Stadtkalender'): RedaktionAblage => ({ art: 'veranstaltung', ablage, titel });
const termin = (ablage: string, titel = 'Termine'): RedaktionAblage => ({ art: 'termin', ablage, titel });

/** The service guide: one Ablage per kind of entry (see wegweiser-art.ts). */
const WEGWEISER_ABLAGEN: RedaktionAblage[] = [
  { art: 'wegweiser-leistung', ablage: 'wegweiser', titel: 'Wegweiser: Leistungen' },
  { art: 'wegweiser-formular', ablage: 'wegweiser', titel: 'Wegweiser: Formulare' },
  { art: 'wegweiser-lebenslage', ablage: 'wegweiser', titel: 'Wegweiser: Lebenslagen' },
  { art: 'wegweiser-einheit', ablage: 'wegweiser', titel: 'Wegweiser: Organisationseinheiten' },
  { art: 'wegweiser-person', ablage: 'wegweiser', titel: 'Wegweiser: Ansprechpartner (Mitarbeiterverzeichnis)' },
];

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The sections of the town's site; the first primary school is named after the town (PRODUCT). */
export function bereicheFuer(product: string): BereichDefinition[] {
  const grundschule = `grundschule-${product}`;
  return [
    {
      id: 'stadt',
      titel: 'Stadt',
      ablagen: [artikel('stadt', 'Nachrichten'), veranstaltung('stadt', 'Veranstaltungen'), artikel('seiten', 'Seitentexte'), ...WEGWEISER_ABLAGEN],
    },
    {
      id: 'feuerwehr',
      titel: 'Feuerwehr',
      ablagen: [
        artikel('feuerwehr', 'Feuerwehrmeldungen'),
        artikel('feuerwehr-einsatz', 'Einsatzberichte'),
        termin('feuerwehr', 'Dienstplan'),
        veranstaltung('feuerwehr'),
      ],
    },
    { id: grundschule, titel: `Grundschule ${capitalized(product)}`, ablagen: [artikel(grundschule, 'Schulnachrichten'), termin(grundschule, 'Terminplan')] },
    {
      id: 'grundschule-hallwangen',
      titel: 'Grundschule Hallwangen',
      ablagen: [artikel('grundschule-hallwangen', 'Aktuelles'), termin('grundschule-hallwangen', 'Elterninfo und Termine')],
    },
    { id: 'werkrealschule', titel: 'Werkrealschule', ablagen: [artikel('werkrealschule', 'Aktuelles'), termin('werkrealschule')] },
    { id: 'gymnasium', titel: 'Gymnasium', ablagen: [artikel('gymnasium', 'Berichte'), termin('gymnasium', 'Jahrestermine')] },
    { id: 'berufliche-schule', titel: 'Berufliche Schule', ablagen: [artikel('berufliche-schule', 'Aktuelles'), termin('berufliche-schule')] },
    { id: 'barfusspark', titel: 'Barfußpark', ablagen: [veranstaltung('barfusspark')] },
    { id: 'jugendhaus', titel: 'Jugendhaus', ablagen: [artikel('jugendhaus', 'Aktuelles'), termin('jugendhaus', 'Programm')] },
  ];
}

export interface Bereiche {
  all: BereichDefinition[];
  get(id: string): BereichDefinition | undefined;
  /** The section whose Ablage this is (kind and items' bereich), if any. */
  ofAblage(art: string, ablage: string): BereichDefinition | undefined;
  /** The Ablage of a kind in a section: the one named, else the first of that kind. */
  ablage(bereich: BereichDefinition, art: RedaktionArt, name?: string): RedaktionAblage | undefined;
}

export function bereiche(product: string = process.env.PRODUCT || 'musterstadt'): Bereiche {
  const all = bereicheFuer(product);
  const byId = new Map(all.map((bereich) => [bereich.id, bereich]));
  const byAblage = new Map<string, BereichDefinition>(
    all.flatMap((bereich) => bereich.ablagen.map((ablage) => [`${ablage.art}:${ablage.ablage}`, bereich] as const)),
  );
  return {
    all,
    get: (id) => byId.get(id),
    ofAblage: (art, ablage) => byAblage.get(`${art}:${ablage}`),
    ablage: (bereich, art, name) => bereich.ablagen.find((ablage) => ablage.art === art && (name === undefined || ablage.ablage === name)),
  };
}

/** The public endpoint of each kind (the page api calls name it). */
export const ENDPUNKTE: Record<RedaktionItemArt, string> = {
  artikel: '/api/cms/artikel',
  veranstaltung: '/api/cms/veranstaltungen',
  termin: '/api/cms/termine',
};
