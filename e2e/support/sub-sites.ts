/** The sub-sites of the platform: how a visitor recognises each one, and the fixed links of spec point 2 it owns. */
export interface SubSite {
  name: string;
  /** Text of the sub-site's own header. */
  header: RegExp;
  theme: string;
  home: string;
  links: string[];
}

export const SUB_SITES: SubSite[] = [
  {
    name: 'fire brigade',
    header: /Freiwillige Feuerwehr\s*Musterstadt/,
    theme: 'feuerwehr',
    home: '/feuerwehr/',
    links: [
      '/feuerwehr/aufgaben/',
      '/feuerwehr/einsaetze/',
      '/feuerwehr/feuerwehrmeldungen/',
      '/feuerwehr/termine/',
      '/feuerwehr/verwaltung/',
      '/feuerwehr/abteilung-musterstadt/',
      '/feuerwehr/mitglied-werden/',
    ],
  },
  {
    name: 'primary school Musterstadt',
    header: /Grundschule Musterstadt/,
    theme: 'grundschule-musterstadt',
    home: '/grundschule-musterstadt/',
    links: ['/grundschule-musterstadt/schulnews/', '/grundschule-musterstadt/terminplan/', '/grundschule-musterstadt/gsd-downloads/'],
  },
  {
    name: 'primary school Hallwangen',
    header: /Grundschule Hallwangen/,
    theme: 'grundschule-hallwangen',
    home: '/grundschule-hallwangen/',
    links: ['/grundschule-hallwangen/gsh-aktuelles/', '/grundschule-hallwangen/gsh-elterninfo/'],
  },
  {
    name: 'grammar school',
    header: /Gymnasium am Dornberg/,
    theme: 'gymnasium',
    home: '/gydo/',
    links: ['/gydo/berichte/', '/gydo/jahrestermine/', '/gydo/gydo-ferienplan/', '/gydo/gydo-downloads/'],
  },
  {
    name: 'secondary school',
    header: /Werkrealschule Musterstadt/,
    theme: 'werkrealschule',
    home: '/werkrealschule/',
    links: ['/werkrealschule/', '/werkrealschule/wrs-aktuelles', '/werkrealschule/wrs-downloads'],
  },
  {
    name: 'vocational schools',
    header: /Berufliche Schulen Musterstadt/,
    theme: 'berufliche-schule',
    home: '/berufliche-schule/',
    links: [],
  },
  {
    name: 'youth centre',
    header: /Jugendhaus/,
    theme: 'jugendhaus',
    home: '/jugendhaus/',
    links: [
      '/jugendhaus/angebote',
      '/jugendhaus/aktuelles',
      '/jugendhaus/veranstaltungen',
      '/jugendhaus/ueber-uns',
      '/jugendhaus/jugendehrenamt',
      '/jugendhaus/ferienprogramm',
    ],
  },
  {
    name: 'barefoot park',
    header: /Barfußpark/,
    theme: 'barfusspark',
    home: '/barfusspark',
    links: ['/barfusspark', '/barfusspark/angebote-fuehrungen/', '/barfusspark/oeffnungszeiten'],
  },
];
