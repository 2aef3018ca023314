import type { PageView } from '@musterstadt/shell-contract';
import type { Abc, Leistung, Person } from './types';

/** Example data of the service guide, shared by its tests. */
export const guidePage = (path: string, search = ''): PageView => ({
  path,
  search,
  layout: 'default',
  theme: 'default',
  title: 'Wegweiser',
  heading: 'Wegweiser',
  description: 'Der Wegweiser durch die Stadtverwaltung Musterstadt.',
  canonical: path,
  breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Wegweiser' }],
  heroImages: [],
  status: 200,
});

export const examplePerson: Person = {
  id: 12,
  titel: 'Tobias Wehrle',
  vorname: 'Tobias',
  nachname: 'Wehrle',
  funktion: 'Sachbearbeiter Pass- und Meldewesen',
  detailURL: '/wegweiser/ansprechpartner/tobias-wehrle',
  kontakt: { telefon: '07999 123-302', email: 'tobias.wehrle@musterstadt.de' },
  zimmer: 'EG 0.02',
  sprechzeiten: 'Zu den Öffnungszeiten des Bürgerbüros',
};

export const exampleService: Leistung = {
  id: 40,
  titel: 'Wohnsitz anmelden',
  einleitung: 'Nach einem Zuzug melden Sie sich innerhalb von zwei Wochen im Bürgerbüro an.',
  text: '<p>Herzlich willkommen in Musterstadt!</p>',
  detailURL: '/wegweiser/leistungen/wohnsitz-anmelden',
  thema: 'Meldewesen',
  unterlagen: ['Personalausweis oder Reisepass', 'Wohnungsgeberbestätigung'],
  kosten: 'Gebührenfrei',
  online: { link: 'javascript:alert(1)', linktext: 'Böser Link' },
  einheit: {
    id: 1,
    titel: 'Bürgerbüro',
    detailURL: '/wegweiser/organisationseinheiten/buergerbuero',
    adresse: { gebaeude: 'Rathaus, Erdgeschoss', strasse: 'Marktplatz 1', plz: '79999', ort: 'Musterstadt' },
    telefon: '07999 123-300',
    email: 'buergerbuero@musterstadt.de',
    oeffnungszeiten: [{ tage: 'Donnerstag', zeiten: '8:00 bis 12:00 Uhr und 14:00 bis 18:30 Uhr' }],
  },
  ansprechpartner: [examplePerson],
  formulare: [{ id: 3, titel: 'Wohnungsgeberbestätigung', detailURL: '/wegweiser/formulare/wohnungsgeberbestaetigung' }],
  lebenslagen: [{ id: 5, titel: 'Umzug und Zuzug', detailURL: '/wegweiser/lebenslagen/umzug' }],
};

export const exampleAbc: Abc = {
  buchstabe: null,
  buchstaben: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((buchstabe) => ({ buchstabe, anzahl: buchstabe === 'W' || buchstabe === 'P' ? 1 : 0 })),
  data: [
    {
      buchstabe: 'P',
      eintraege: [{ id: 2, titel: 'Personalausweis beantragen', einleitung: 'Ab 16 Jahren.', detailURL: '/wegweiser/leistungen/personalausweis-beantragen' }],
    },
    { buchstabe: 'W', eintraege: [{ id: 40, titel: 'Wohnsitz anmelden', detailURL: '/wegweiser/leistungen/wohnsitz-anmelden' }] },
  ],
  anzahl: 2,
};
