import type { MenuItem } from '../../core/types';

export interface MenuSeed {
  name: string;
  items: MenuItem[];
}

export const MENUES: MenuSeed[] = [
  {
    name: 'Hauptmenü',
    items: [
      {
        title: 'Rathaus & Verwaltung',
        href: '/rathaus',
        menuItems: [
          { title: 'Aktuelles', href: '/aktuelles' },
          { title: 'Veranstaltungen', href: '/veranstaltungen' },
          { title: 'Bürgerservice', href: '/buergerservice' },
          { title: 'Gemeinderat', href: '/gemeinderat' },
          {
            title: 'Verwaltung',
            href: null,
            menuItems: [
              { title: 'Verwaltung im Überblick', href: '/verwaltung/' },
              { title: 'Ämter und Ansprechpartner', href: '/rathaus/aemter' },
              { title: 'Stellenangebote', href: '/stellenangebote' },
              { title: 'Ausschreibungen', href: '/rathaus/ausschreibungen' },
              { title: 'Amtsblatt', href: '/rathaus/amtsblatt' },
            ],
          },
        ],
      },
      {
        title: 'Leben & Wohnen',
        href: '/leben-wohnen',
        menuItems: [
          { title: 'Bauen & Wohnen', href: '/leben-wohnen/bauen' },
          { title: 'Abfall', href: '/abfall' },
          { title: 'Breitband', href: '/leben-wohnen/breitband' },
          {
            title: 'Familie & Soziales',
            href: null,
            menuItems: [
              { title: 'Kinderbetreuung', href: '/leben-wohnen/kinderbetreuung' },
              { title: 'Seniorinnen und Senioren', href: '/leben-wohnen/senioren' },
              { title: 'Ehrenamt', href: '/leben-wohnen/ehrenamt' },
            ],
          },
          { title: 'Umwelt & Klima', href: '/leben-wohnen/umwelt' },
          { title: 'Wirtschaft & Gewerbe', href: '/wirtschaft' },
        ],
      },
      {
        title: 'Freizeit & Tourismus',
        href: '/freizeit-tourismus',
        menuItems: [
          { title: 'Barfußpark', href: '/barfusspark' },
          { title: 'Gäste', href: '/gaeste/' },
          { title: 'Tourist-Information', href: '/touristinformation' },
          { title: 'Wandern', href: '/freizeit-tourismus/wandern' },
          { title: 'Freibad', href: '/freizeit-tourismus/freibad' },
          { title: 'Heimatmuseum', href: '/freizeit-tourismus/heimatmuseum' },
          { title: 'Vereine', href: '/freizeit-tourismus/vereine' },
        ],
      },
      {
        title: 'Bildung',
        href: '/bildung',
        menuItems: [
          {
            title: 'Schulen',
            href: null,
            menuItems: [
              { title: 'Grundschule Musterstadt', href: '/grundschule-musterstadt/' },
              { title: 'Grundschule Hallwangen', href: '/grundschule-hallwangen/' },
              { title: 'Werkrealschule', href: '/werkrealschule/' },
              { title: 'Gymnasium', href: '/gydo/' },
            ],
          },
          { title: 'Jugendhaus', href: '/jugendhaus/' },
          { title: 'Stadtbücherei', href: '/bildung/stadtbuecherei' },
          { title: 'Volkshochschule', href: '/bildung/volkshochschule' },
        ],
      },
      {
        title: 'Feuerwehr',
        href: '/feuerwehr/',
        menuItems: [
          { title: 'Startseite Feuerwehr', href: '/feuerwehr/' },
          { title: 'Einsätze', href: '/feuerwehr/einsaetze/' },
          { title: 'Meldungen', href: '/feuerwehr/feuerwehrmeldungen/' },
          { title: 'Termine', href: '/feuerwehr/termine/' },
        ],
      },
    ],
  },
  {
    name: 'Footer',
    items: [
      { title: 'Impressum', href: '/impressum' },
      { title: 'Datenschutz', href: '/datenschutz' },
      { title: 'Barrierefreiheit', href: '/barrierefreiheit' },
      { title: 'Kontakt', href: '/kontakt' },
    ],
  },
  {
    name: 'Footer Quicklinks',
    items: [
      { title: 'Aktuelles', href: '/aktuelles' },
      { title: 'Veranstaltungen', href: '/veranstaltungen' },
      { title: 'Wegweiser', href: '/wegweiser' },
      { title: 'Abfallkalender', href: '/abfall' },
      { title: 'Stellenangebote', href: '/stellenangebote' },
      { title: 'Gemeinderat', href: '/gemeinderat' },
    ],
  },
];
