/** The town's content pages of the demo content, with what a visitor sees on each. */
export interface TownPage {
  path: string;
  /** Text of the page's one h1. */
  h1: string | RegExp;
  /** Texts that must be visible. */
  texts: (string | RegExp)[];
  /** The content templates the page shows. */
  templates: string[];
  /** The menu link that leads to it (the page itself, or the list it is reached from). */
  menuLink: string;
}

export const TOWN_PAGES: TownPage[] = [
  {
    path: '/stellenangebote',
    h1: 'Stellenangebote der Stadt Musterstadt',
    texts: ['Aktuelle Stellenangebote', 'Sachbearbeitung Bürgerbüro (m/w/d)', 'Ihr Ansprechpartner', 'Thomas Kienzle'],
    templates: ['artikel-detail', 'mitarbeiter'],
    menuLink: '/stellenangebote',
  },
  {
    path: '/leben-wohnen',
    h1: 'Leben & Wohnen',
    texts: ['Neu am Schwarzen Brett', 'Liederkranz sucht Tenöre und Bässe', 'Fundsachen', 'Aktuell sind keine Meldungen erfasst', 'Auch interessant'],
    templates: ['schwarzes-brett-portal', 'schwarzes-brett-block', 'auch-interessant'],
    menuLink: '/leben-wohnen',
  },
  {
    path: '/leben-wohnen/schwarzes-brett',
    h1: 'Schwarzes Brett',
    texts: ['Lesepatinnen und Lesepaten gesucht', 'Vereine und Gruppen', 'Eine Anzeige aufgeben'],
    templates: ['schwarzes-brett'],
    menuLink: '/leben-wohnen/schwarzes-brett',
  },
  {
    path: '/leben-wohnen/schwarzes-brett/lesepaten-grundschule',
    h1: 'Lesepatinnen und Lesepaten gesucht',
    texts: ['Veröffentlicht am', 'Aushang bis', 'Grundschule Musterstadt', 'Weitere Meldungen'],
    templates: ['schwarzes-brett-detail'],
    menuLink: '/leben-wohnen/schwarzes-brett',
  },
  {
    path: '/rathaus/aemter',
    h1: 'Ämter und Ansprechpartner',
    texts: ['Bürgerbüro', 'Kämmerei und Stadtkasse', 'Standesamt', 'Telefonische Erreichbarkeit'],
    templates: ['aemter', 'oeffnungszeiten'],
    menuLink: '/rathaus/aemter',
  },
  {
    path: '/rathaus/aemter/buergerbuero',
    h1: 'Bürgerbüro',
    texts: ['Leistungen', 'So erreichen Sie uns', 'Ihre Ansprechpartner', 'Jana Fehrenbach', 'EG 02', 'Abweichende Zeiten', 'Sitzungssaal im 1. Obergeschoss'],
    templates: ['amt-detail', 'mitarbeiter', 'oeffnungszeiten', 'auch-interessant'],
    menuLink: '/rathaus/aemter',
  },
  {
    path: '/verwaltung',
    h1: 'Verwaltung',
    texts: ['Mitarbeiterinnen und Mitarbeiter von A bis Z', 'Katrin Albrecht', 'Bürgermeisterin', 'Sprechzeiten'],
    templates: ['mitarbeiter-liste', 'oeffnungszeiten'],
    menuLink: '/verwaltung',
  },
  {
    path: '/rathaus/ausschreibungen',
    h1: 'Ausschreibungen',
    texts: ['Winterdienst auf Gehwegen, Plätzen und Parkplätzen', /Angebotsfrist: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/, 'Zentrale Vergabestelle'],
    templates: ['ausschreibungen'],
    menuLink: '/rathaus/ausschreibungen',
  },
  {
    path: '/rathaus/ausschreibungen/winterdienst-gehwege',
    h1: 'Winterdienst auf Gehwegen, Plätzen und Parkplätzen',
    texts: ['2026-OA-031', 'Öffentliche Ausschreibung nach UVgO', 'Vergabeunterlagen', 'Preisblatt'],
    templates: ['ausschreibung-detail'],
    menuLink: '/rathaus/ausschreibungen',
  },
  {
    path: '/leben-wohnen/bauen',
    h1: 'Bauen & Wohnen',
    texts: ['Wohngebiet „Sonnenhalde“', 'Gewerbegebiet „Talmatt II“', /\d+ von \d+ Bauplätzen frei/, 'Aktuelles zu Bauen und Verkehr', 'Carina Dold'],
    templates: ['baugebiete', 'artikel-teaser', 'mitarbeiter'],
    menuLink: '/leben-wohnen/bauen',
  },
  {
    path: '/leben-wohnen/bauen/sonnenhalde',
    h1: 'Wohngebiet „Sonnenhalde“',
    texts: ['Lageplan', 'Bauplätze', '245 €', 'Bebauungsplan „Sonnenhalde“, Textteil'],
    templates: ['baugebiet-detail', 'mitarbeiter'],
    menuLink: '/leben-wohnen/bauen',
  },
  {
    path: '/freizeit-tourismus/bildergalerie',
    h1: 'Bildergalerie',
    texts: ['Musterstadt in Bildern', 'Das Rathaus am Marktplatz, erbaut 1786', '© Petra Hummel'],
    templates: ['bildergalerie'],
    menuLink: '/freizeit-tourismus/bildergalerie',
  },
  {
    path: '/leben-wohnen/branchenbuch',
    h1: 'Branchenbuch',
    texts: ['Alle Branchen', 'Apotheke am Rathaus', 'Marktplatz 3, 79999 Musterstadt'],
    templates: ['brancheneintraege'],
    menuLink: '/leben-wohnen/branchenbuch',
  },
  {
    path: '/leben-wohnen/branchenbuch/gasthaus-zum-hirschen',
    h1: 'Gasthaus „Zum Hirschen“',
    texts: ['Gastronomie', 'Hauptstraße 14', 'hirschen-musterstadt.de', 'Montag und Dienstag Ruhetag.'],
    templates: ['brancheneintrag-detail', 'oeffnungszeiten'],
    menuLink: '/leben-wohnen/branchenbuch',
  },
  {
    path: '/freizeit-tourismus/freibad',
    h1: 'Freibad',
    texts: ['Eintrittspreise', 'Familienkarte', '9 €', 'Montag bis Freitag', 'Abweichende Zeiten vom', 'Auch interessant'],
    templates: ['preise', 'oeffnungszeiten', 'auch-interessant'],
    menuLink: '/freizeit-tourismus/freibad',
  },
  {
    path: '/freizeit-tourismus/heimatmuseum',
    h1: 'Heimatmuseum',
    texts: ['Stadtgeschichte im Überblick', 'Erste urkundliche Erwähnung', '1148', 'Eintritt und Führungen'],
    templates: ['zeitstrahl', 'preise', 'oeffnungszeiten'],
    menuLink: '/freizeit-tourismus/heimatmuseum',
  },
  {
    path: '/touristinformation',
    h1: 'Tourist-Information',
    texts: ['Führungen und Karten', 'Was ist los in Musterstadt?', 'Mittwoch', 'geschlossen', 'Hauptstraße 12'],
    templates: ['preise', 'veranstaltung-teaser', 'oeffnungszeiten', 'auch-interessant'],
    menuLink: '/touristinformation',
  },
  {
    path: '/app',
    h1: 'Musterstadt als App',
    texts: ['Die wichtigsten Dienste', 'So legen Sie Musterstadt auf den Startbildschirm', 'Push-Benachrichtigungen', 'Warnungen und Bevölkerungsschutz'],
    templates: ['pwa-uebersicht', 'push-benachrichtigungen'],
    menuLink: '/app',
  },
  {
    path: '/leben-wohnen/versorgung',
    h1: 'Strom, Gas & Wasser',
    texts: ['Störung melden', 'Stadtwerke Musterstadt GmbH', 'Störungsdienst rund um die Uhr', '079998877100'],
    templates: ['netzbetreiber'],
    menuLink: '/leben-wohnen/versorgung',
  },
  {
    path: '/barrierefreiheit',
    h1: 'Erklärung zur Barrierefreiheit',
    texts: ['Stand der Vereinbarkeit mit den Anforderungen', 'Nicht barrierefreie Inhalte', 'Barriere melden', 'Durchsetzungsverfahren'],
    templates: ['barrierefreiheit'],
    menuLink: '/barrierefreiheit',
  },
];

/** Pages of the templates that existed before, for the accessibility check of every template. */
export const EARLIER_TEMPLATE_PAGES = [
  { path: '/aktuelles', templates: ['artikel-liste'] },
  { path: '/aktuelles/gemeinderat-beschliesst-haushalt', templates: ['artikel-detail'] },
  { path: '/veranstaltungen', templates: ['veranstaltung-liste'] },
  { path: '/veranstaltungen/stadtfest', templates: ['veranstaltung-detail'] },
];
