import type { MenuSeed } from './menues';

/** Menus of the town chrome and its sections (spec point 7): header quick links, guests, business, 'Auch interessant'. */
export const RAHMEN_MENUES: MenuSeed[] = [
  {
    name: 'Quicklinks',
    items: [
      { title: 'Bürgerservice online', href: '/buergerservice' },
      { title: 'Abfallkalender', href: '/abfall' },
      { title: 'Amtsblatt', href: '/rathaus/amtsblatt' },
      { title: 'Stellenangebote', href: '/stellenangebote' },
      { title: 'Veranstaltungen', href: '/veranstaltungen' },
    ],
  },
  {
    name: 'Gäste',
    items: [
      { title: 'Tourist-Information', href: '/touristinformation' },
      { title: 'Unterkünfte', href: '/gaeste/unterkuenfte' },
      { title: 'Barfußpark', href: '/barfusspark' },
      { title: 'Wandern', href: '/freizeit-tourismus/wandern' },
      { title: 'Veranstaltungen', href: '/veranstaltungen' },
    ],
  },
  {
    name: 'Wirtschaft',
    items: [
      { title: 'Standort Musterstadt', href: '/wirtschaft' },
      { title: 'Gewerbeflächen', href: '/wirtschaft/gewerbeflaechen' },
      { title: 'Ausschreibungen', href: '/rathaus/ausschreibungen' },
      { title: 'Stellenangebote', href: '/stellenangebote' },
    ],
  },
  {
    name: 'Auch interessant',
    items: [
      { title: 'Verwaltung im Überblick', href: '/verwaltung/' },
      { title: 'Gemeinderat und Sitzungen', href: '/gemeinderat' },
      { title: 'Stellenangebote der Stadt', href: '/stellenangebote' },
      { title: 'Wirtschaft & Gewerbe', href: '/wirtschaft' },
      { title: 'Tourist-Information', href: '/touristinformation' },
    ],
  },
  {
    name: 'Auch interessant Gäste',
    items: [
      { title: 'Unterkünfte in Musterstadt', href: '/gaeste/unterkuenfte' },
      { title: 'Tourist-Information und Führungen', href: '/touristinformation' },
      { title: 'Barfußpark im Kurpark', href: '/barfusspark' },
      { title: 'Heimatmuseum im Vogtshaus', href: '/freizeit-tourismus/heimatmuseum' },
    ],
  },
];
