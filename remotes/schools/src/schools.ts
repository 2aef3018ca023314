import { PRODUCT, PRODUCT_NAME } from './product';

interface SchoolLink {
  title: string;
  href: string;
}

export type SchoolMark = 'sonne' | 'baum' | 'zahnrad' | 'wappen' | 'bruecke';

/** The look of a school site (modifier of its CSS): independent of the product slug in layout names. */
type SchoolStyle = 'grundschule' | 'hallwangen' | 'werkrealschule' | 'gymnasium' | 'berufliche-schule';

/** Everything that makes one school's sub-site its own: name, colours (theme), menus, contact. */
export interface School {
  /** Layout name in the CMS. */
  layout: string;
  stil: SchoolStyle;
  name: string;
  /** Short name shown beside the name, e.g. 'GyDo'. */
  kurzname?: string;
  claim: string;
  /** Start page of the sub-site. */
  home: string;
  /** CMS menu with the school's main navigation. */
  menu: string;
  mark: SchoolMark;
  /** Service bar: guiding principles, news, staff, dates, contact, profile, gallery … as fits the school. */
  service: SchoolLink[];
  kontakt: {
    strasse: string;
    ort: string;
    telefon: string;
    email: string;
    sekretariat: string;
  };
  /** Who runs the school (footer). */
  traeger: string;
}

const gs = `/grundschule-${PRODUCT}`;

export const GRUNDSCHULE: School = {
  layout: `grundschule-${PRODUCT}`,
  stil: 'grundschule',
  name: `Grundschule ${PRODUCT_NAME}`,
  claim: 'Gemeinsam lernen – gemeinsam wachsen',
  home: `${gs}/`,
  menu: `Hauptmenü Grundschule ${PRODUCT_NAME}`,
  mark: 'sonne',
  service: [
    { title: 'Leitbild', href: `${gs}/leitbild/` },
    { title: 'Schulnews', href: `${gs}/schulnews/` },
    { title: 'Terminplan', href: `${gs}/terminplan/` },
    { title: 'Team & Kontakt', href: `${gs}/kontakt/` },
    { title: 'Downloads', href: `${gs}/gsd-downloads/` },
    { title: 'Bildergalerie', href: `${gs}/bildergalerie/` },
  ],
  kontakt: {
    strasse: 'Schulstraße 5',
    ort: `79999 ${PRODUCT_NAME}`,
    telefon: '07999 123-610',
    email: `sekretariat@gs-${PRODUCT}.de`,
    sekretariat: 'Montag bis Freitag 7:30 bis 12:30 Uhr',
  },
  traeger: `Stadt ${PRODUCT_NAME}`,
};

export const GRUNDSCHULE_HALLWANGEN: School = {
  layout: 'grundschule-hallwangen',
  stil: 'hallwangen',
  name: 'Grundschule Hallwangen',
  claim: 'Kleine Schule mit großem Herz',
  home: '/grundschule-hallwangen/',
  menu: 'Hauptmenü Grundschule Hallwangen',
  mark: 'baum',
  service: [
    { title: 'Aktuelles', href: '/grundschule-hallwangen/gsh-aktuelles/' },
    { title: 'Elterninfo', href: '/grundschule-hallwangen/gsh-elterninfo/' },
    { title: 'Schulprofil', href: '/grundschule-hallwangen/schulprofil/' },
    { title: 'Team & Kontakt', href: '/grundschule-hallwangen/kontakt/' },
    { title: 'Bildergalerie', href: '/grundschule-hallwangen/bildergalerie/' },
  ],
  kontakt: {
    strasse: 'Kirchweg 2',
    ort: `79999 ${PRODUCT_NAME}-Hallwangen`,
    telefon: '07999 123-640',
    email: 'sekretariat@gs-hallwangen.de',
    sekretariat: 'Dienstag und Donnerstag 8:00 bis 12:00 Uhr',
  },
  traeger: `Stadt ${PRODUCT_NAME}`,
};

export const WERKREALSCHULE: School = {
  layout: 'werkrealschule',
  stil: 'werkrealschule',
  name: `Werkrealschule ${PRODUCT_NAME}`,
  claim: 'Praxis. Beruf. Zukunft.',
  home: '/werkrealschule/',
  menu: 'Hauptmenü Werkrealschule',
  mark: 'zahnrad',
  service: [
    { title: 'Aktuelles', href: '/werkrealschule/wrs-aktuelles' },
    { title: 'Berufsorientierung', href: '/werkrealschule/berufsorientierung' },
    { title: 'Team & Kontakt', href: '/werkrealschule/kontakt' },
    { title: 'Downloads', href: '/werkrealschule/wrs-downloads' },
    { title: 'Bildergalerie', href: '/werkrealschule/bildergalerie' },
  ],
  kontakt: {
    strasse: 'Am Schulzentrum 4',
    ort: `79999 ${PRODUCT_NAME}`,
    telefon: '07999 123-660',
    email: `info@wrs-${PRODUCT}.de`,
    sekretariat: 'Montag bis Freitag 7:15 bis 13:00 Uhr',
  },
  traeger: `Stadt ${PRODUCT_NAME}`,
};

export const GYMNASIUM: School = {
  layout: 'gymnasium',
  stil: 'gymnasium',
  name: 'Gymnasium am Dornberg',
  kurzname: 'GyDo',
  claim: 'Bildung mit Weitblick',
  home: '/gydo/',
  menu: 'Hauptmenü Gymnasium',
  mark: 'wappen',
  service: [
    { title: 'Leitbild', href: '/gydo/leitbild/' },
    { title: 'Berichte', href: '/gydo/berichte/' },
    { title: 'Jahrestermine', href: '/gydo/jahrestermine/' },
    { title: 'Ferienplan', href: '/gydo/gydo-ferienplan/' },
    { title: 'Downloads', href: '/gydo/gydo-downloads/' },
    { title: 'Kontakt', href: '/gydo/kontakt/' },
    { title: 'Bildergalerie', href: '/gydo/bildergalerie/' },
  ],
  kontakt: {
    strasse: 'Dornbergstraße 20',
    ort: `79999 ${PRODUCT_NAME}`,
    telefon: '07999 123-680',
    email: 'sekretariat@gydo.de',
    sekretariat: 'Montag bis Donnerstag 7:30 bis 15:30 Uhr, Freitag 7:30 bis 12:30 Uhr',
  },
  traeger: `Stadt ${PRODUCT_NAME}`,
};

export const BERUFLICHE_SCHULE: School = {
  layout: 'berufliche-schule',
  stil: 'berufliche-schule',
  name: `Berufliche Schulen ${PRODUCT_NAME}`,
  claim: 'Abschluss, Ausbildung, Abitur – dein Weg',
  home: '/berufliche-schule/',
  menu: 'Hauptmenü Berufliche Schulen',
  mark: 'bruecke',
  service: [
    { title: 'Schularten', href: '/berufliche-schule/' },
    { title: 'Berufliches Gymnasium', href: '/berufliche-schule/berufliches-gymnasium/' },
    { title: 'Aktuelles', href: '/berufliche-schule/aktuelles/' },
    { title: 'Kontakt', href: '/berufliche-schule/kontakt/' },
  ],
  kontakt: {
    strasse: 'Gewerbestraße 12',
    ort: `79999 ${PRODUCT_NAME}`,
    telefon: '07999 123-720',
    email: `info@bs-${PRODUCT}.de`,
    sekretariat: 'Montag bis Freitag 7:30 bis 15:00 Uhr',
  },
  traeger: 'Landkreis Musterkreis',
};
