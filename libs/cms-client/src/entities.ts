/**
 * Town entities of the content API beyond articles and events (spec points 2 and 3): opening times,
 * notice board, departments, staff, tenders, building areas, businesses, facilities with prices, and
 * timelines. Field names stay as the API spells them.
 */
import type { ContentItem, Staff } from '@musterstadt/cms-contract';

/** Kind of an opening time: general opening time, service time or telephone availability. */
export type OeffnungszeitTyp = 'allgemein' | 'service' | 'telefon';

/** Day type of a regular time: Monday to Friday, a single weekday, Saturday or Sunday. */
export type Tagtyp = 'mo-fr' | 'mo' | 'di' | 'mi' | 'do' | 'fr' | 'sa' | 'so';

export interface Regelzeit {
  tagtyp: Tagtyp;
  /** 'HH:mm' */
  beginn: string;
  /** 'HH:mm' */
  ende: string;
}

/** A deviating time, shown only while now lies between its beginning and end. */
export interface AbweichendeZeit {
  /** ISO date-time */
  beginn: string;
  /** ISO date-time */
  ende: string;
  text: string;
}

export interface Oeffnungszeiten {
  typ: OeffnungszeitTyp;
  hinweis?: string | null;
  regelzeiten: Regelzeit[];
  abweichungen?: AbweichendeZeit[];
}

/** Address: location, street, zip, city. */
export interface Adresse {
  location?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
}

export interface Kontakt {
  telefon?: string | null;
  fax?: string | null;
  email?: string | null;
  web?: string | null;
}

/** A notice-board entry (Schwarzes Brett). */
export interface Meldung extends ContentItem {
  /** Offered by (a club, a person, the town). */
  anbieter?: string | null;
  kontakt?: Kontakt | null;
}

/** A department of the town administration. */
export interface Amt extends ContentItem {
  adresse?: Adresse | null;
  kontakt?: Kontakt | null;
  oeffnungszeiten?: Oeffnungszeiten[];
  leistungen?: string[];
  mitarbeiter?: StaffEntry[];
}

/** A staff member as the staff endpoint answers. */
export interface StaffEntry extends Staff {
  /** 'Frau' or 'Herr': the heading above a single contact fits the person. */
  anrede?: 'Frau' | 'Herr' | null;
  funktion?: string | null;
  aemter?: { titel: string; detailURL?: string | null }[];
}

/** A public tender. */
export interface Ausschreibung extends ContentItem {
  vergabenummer?: string | null;
  vergabeart?: string | null;
  /** ISO date-time of the submission deadline. */
  abgabefrist?: string | null;
  ausfuehrung?: string | null;
  vergabestelle?: string | null;
}

/** A plot of a building area. */
export interface Bauplatz {
  nummer: string;
  /** Square metres. */
  flaeche: number;
  /** Euros per square metre. */
  preis_qm: number;
  status: 'frei' | 'reserviert' | 'verkauft';
  /** [latitude, longitude] */
  lage?: [number, number] | null;
}

export interface Karte {
  /** [latitude, longitude] */
  zentrum: [number, number];
  zoom: number;
  /** Outline of the area as [latitude, longitude] points. */
  umriss?: [number, number][];
}

export interface Baugebiet extends ContentItem {
  ortsteil?: string | null;
  karte?: Karte | null;
  bauplaetze?: Bauplatz[];
  kontakt?: Kontakt | null;
}

export interface Brancheneintrag extends ContentItem {
  branche?: { id: number; titel: string } | null;
  adresse?: Adresse | null;
  kontakt?: Kontakt | null;
  oeffnungszeiten?: Oeffnungszeiten[];
  /** The business's logo (a picture it sent with its entry). */
  logo?: string | null;
}

interface Preisposition {
  bezeichnung: string;
  /** Whole euros; 0 means free of charge. */
  preis: number;
  hinweis?: string | null;
}

interface Preisgruppe {
  titel: string;
  positionen: Preisposition[];
}

/** A facility (swimming pool, museum, tourist office) with opening times and prices. */
export interface Einrichtung extends ContentItem {
  adresse?: Adresse | null;
  kontakt?: Kontakt | null;
  oeffnungszeiten?: Oeffnungszeiten[];
  preise?: Preisgruppe[];
}

interface Zeitstrahlereignis {
  jahr: string;
  titel: string;
  text?: string | null;
  bild?: string | null;
  bildtext?: string | null;
  bildcopyright?: string | null;
}

export interface Zeitstrahl extends ContentItem {
  ereignisse: Zeitstrahlereignis[];
}

/** One address of the sitemap. */
export interface SitemapEntry {
  url: string;
  /** ISO date-time of the last change. */
  lastmod?: string | null;
}
