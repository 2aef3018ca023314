/**
 * The fact sheet of the demo town. Every page, news item, event and council record of the seed that
 * names one of these facts takes it from here, so that the town never contradicts itself: how many
 * people live where, who leads the town, where its buildings are and how to reach its offices, the
 * fire brigade's and the barefoot park's figures, the council's calendar and the budget's story.
 * `stadt.test.ts` checks the repeated facts in the seeded text.
 */
import { type Jahrestermin, type Tag, naechsterWochentag, nterWochentag, plusTage, tag, vierterAdvent } from './kalender';

const zahl = (value: number): string => value.toLocaleString('de-DE');

export const STADT = {
  name: 'Musterstadt',
  plz: '79999',
  vorwahl: '07999',
  landkreis: 'Landkreis Musterkreis',
  hoeheMeter: 620,
  ortsteile: [
    { name: 'Musterstadt', einwohner: 5350 },
    { name: 'Hallwangen', einwohner: 1420 },
    { name: 'Aach', einwohner: 1030 },
  ],
  /** Rounded, as the town speaks of itself. */
  get einwohner(): number {
    return this.ortsteile.reduce((sum, ortsteil) => sum + ortsteil.einwohner, 0);
  },
  beschaeftigte: 180,
  vereine: 60,
  wanderwegeKm: 120,
  buergermeisterin: { vorname: 'Katrin', nachname: 'Albrecht', amt: 'Bürgermeisterin' },
} as const;

/** 'rund 7.800' */
export const einwohnerText = (): string => `rund ${zahl(STADT.einwohner)}`;
/** 'Katrin Albrecht' */
export const buergermeisterinName = (): string => `${STADT.buergermeisterin.vorname} ${STADT.buergermeisterin.nachname}`;
/** 'Bürgermeisterin Katrin Albrecht' */
export const buergermeisterin = (): string => `${STADT.buergermeisterin.amt} ${buergermeisterinName()}`;

/** Buildings of the town: where things happen. */
export const ORTE = {
  rathaus: { name: 'Rathaus', strasse: 'Marktplatz 1' },
  technischesRathaus: { name: 'Technisches Rathaus', strasse: 'Bahnhofstraße 12' },
  buergerhaus: { name: 'Bürgerhaus', strasse: 'Kirchgasse 3' },
  touristinfo: { name: 'Tourist-Information', strasse: 'Hauptstraße 12' },
  heimatmuseum: { name: 'Heimatmuseum im Vogtshaus', strasse: 'Kirchstraße 4' },
  stadthalle: { name: 'Stadthalle', strasse: 'Festplatz 1' },
  stadtbuecherei: { name: 'Stadtbücherei', strasse: 'Schulstraße 3' },
  freibad: { name: 'Freibad', strasse: 'Am Sulzbach 2' },
  bauhof: { name: 'Bauhof', strasse: 'Gewerbestraße 20' },
  feuerwehrhaus: { name: 'Feuerwehrhaus', strasse: 'Am Gerätehaus 3' },
  jugendhaus: { name: 'Jugendhaus', strasse: 'Bahnhofstraße 7' },
  sportgelaende: { name: 'Sportgelände Breitwiesen', strasse: 'Breitwiesenweg 20' },
} as const;

export type Ort = keyof typeof ORTE;
/** 'Stadthalle, Festplatz 1, 79999 Musterstadt' */
export const anschrift = (ort: Ort): string => `${ORTE[ort].name}, ${ORTE[ort].strasse}, ${STADT.plz} ${STADT.name}`;

/** Extensions of the town hall's exchange 07999 123-…: one number per office, used wherever it is named. */
export const DURCHWAHL = {
  zentrale: '0',
  telefax: '199',
  buergerbuerofax: '129',
  buergermeisterin: '100',
  hauptamt: '110',
  presse: '105',
  buergerbuero: '120',
  wahlamt: '125',
  buergerbus: '140',
  freiwilligenagentur: '130',
  kulturamt: '150',
  wirtschaft: '250',
  kaemmerei: '200',
  tiefbau: '310',
  standesamt: '320',
  ordnungsamt: '330',
  bauamt: '410',
  bauhof: '600',
  abfallberatung: '605',
  touristinfo: '400',
  parkleitung: '405',
  familie: '500',
  museum: '530',
  freibad: '540',
  stadtbuecherei: '570',
  vhs: '580',
  feuerwehr: '700',
  jugendhaus: '750',
} as const;

export type Stelle = keyof typeof DURCHWAHL;
/** '07999 123-400' */
export const telefon = (stelle: Stelle): string => `${STADT.vorwahl} 123-${DURCHWAHL[stelle]}`;
/** A phone link in content HTML: '<a href="tel:+497999123400">07999 123-400</a>' */
export const telefonLink = (stelle: Stelle): string => `<a href="tel:+497999123${DURCHWAHL[stelle]}">${telefon(stelle)}</a>`;
/** '+49 7999 123-400', as entries of the content API carry phone numbers. */
export const telefonInternational = (stelle: Stelle): string => `+49 7999 123-${DURCHWAHL[stelle]}`;

export const OEFFNUNGSZEITEN = {
  rathaus: 'Montag bis Freitag 8 bis 12 Uhr, Dienstag 14 bis 16 Uhr, Donnerstag 14 bis 18.30 Uhr',
  touristinfo: 'Montag, Dienstag, Donnerstag und Freitag 9 bis 12 und 14 bis 17 Uhr, Samstag 10 bis 12 Uhr; mittwochs geschlossen',
  museum: 'Mittwoch und Samstag 14 bis 17 Uhr, Sonntag 11 bis 17 Uhr; im Januar und Februar geschlossen',
} as const;

/** The volunteer fire brigade: its three departments add up to the brigade's figures. */
export const FEUERWEHR = {
  kommandant: 'Markus Keller',
  stellvertreterin: 'Sandra Wörner',
  jugendwartin: 'Julia Fritz',
  frauen: 14,
  einsaetzeVorjahr: 187,
  jugendfeuerwehr: 24,
  altersabteilung: 19,
  abteilungen: [
    { ort: 'Musterstadt', aktive: 48, fahrzeuge: 7 },
    { ort: 'Hallwangen', aktive: 21, fahrzeuge: 2 },
    { ort: 'Aach', aktive: 17, fahrzeuge: 1 },
  ],
  get aktive(): number {
    return this.abteilungen.reduce((sum, a) => sum + a.aktive, 0);
  },
  get fahrzeuge(): number {
    return this.abteilungen.reduce((sum, a) => sum + a.fahrzeuge, 0);
  },
} as const;

/** The barefoot park: one name, one place, one length, one season. */
export const BARFUSSPARK = {
  name: 'Barfußpark',
  laenge: '2,4 Kilometer',
  laengeKurz: '2,4 km',
  stationen: 32,
  lage: 'am Rand des Kurparks am Sulzbach',
  eingang: 'Eingang Kurpark, Am Sulzbach',
  /** Open from 1 April to 31 October. */
  saison: { vonMonat: 4, bisMonat: 10 },
  saisonText: 'vom 1. April bis 31. Oktober',
  barrierearmerRundweg: '1,2 Kilometer',
  parken: { hoechstbetrag: 5, stunden: 3 },
} as const;

export const imParkSaison = (t: Tag): boolean => t.month >= BARFUSSPARK.saison.vonMonat && t.month <= BARFUSSPARK.saison.bisMonat;

/** The open-air pool's season: from the Saturday after 14 May to the second Sunday of September. */
export const FREIBAD_SAISON = {
  beginn: (year: number): Tag => naechsterWochentag(tag(year, 5, 15), 6),
  ende: (year: number): Tag => nterWochentag(year, 9, 0, 2),
} as const;

/**
 * The town's year: recurring dates that news and events refer to. Each gives its first day in a
 * year; festivals of several days give their length.
 */
export const JAHRESTERMINE = {
  /** Friday to Sunday of the second weekend in July. */
  stadtfest: { beginn: (year: number) => nterWochentag(year, 7, 5, 2), dauerTage: 2 },
  /** Friday to Sunday before the second Sunday of Advent. */
  adventsmarkt: { beginn: (year: number) => plusTage(vierterAdvent(year), -16), dauerTage: 2 },
  freibadSaisonende: { beginn: (year: number) => FREIBAD_SAISON.ende(year) },
  /** The fire brigade's open day: the last Sunday in June. */
  tagDerOffenenTuer: { beginn: (year: number) => nterWochentag(year, 6, 0, -1) },
  /** The fire brigade's annual exercise: the second Saturday in October. */
  hauptuebung: { beginn: (year: number) => nterWochentag(year, 10, 6, 2) },
  /** The fire brigade's annual general meeting: the second Friday in March. */
  jahreshauptversammlung: { beginn: (year: number) => nterWochentag(year, 3, 5, 2) },
  /** 'Saubere Landschaft': the second Saturday in March. */
  saubereLandschaft: { beginn: (year: number) => nterWochentag(year, 3, 6, 2) },
  /** Tree planting with the forest district: the second Saturday in November. */
  baumpflanzung: { beginn: (year: number) => nterWochentag(year, 11, 6, 2) },
  /** The gymnastics club's run around the Kienberg: the third Sunday in September. */
  kienberglauf: { beginn: (year: number) => nterWochentag(year, 9, 0, 3) },
  /** The notice about clearing snow goes out on the first Monday in November. */
  winterdienst: { beginn: (year: number) => nterWochentag(year, 11, 1, 1) },
  /** The district switches to yellow bins at the turn of the year; the notice goes out in mid-October. */
  gelbeTonne: { beginn: (year: number) => nterWochentag(year, 10, 1, 3) },
} satisfies Record<string, Jahrestermin>;

/** The town's seasons as its teasers know them; Advent runs from mid-November to Christmas. */
export type Jahreszeit = 'fruehling' | 'sommer' | 'herbst' | 'advent' | 'winter';

export function jahreszeit(t: Tag): Jahreszeit {
  if (t.month >= 3 && t.month <= 5) return 'fruehling';
  if (t.month >= 6 && t.month <= 8) return 'sommer';
  if (t.month === 9 || t.month === 10 || (t.month === 11 && t.day < 15)) return 'herbst';
  if (t.month === 11 || (t.month === 12 && t.day <= 24)) return 'advent';
  return 'winter';
}

/** Figures of one budget plan (million euros, one decimal). */
export interface Haushaltszahlen {
  ertraege: number;
  aufwendungen: number;
  investitionen: number;
  /** The largest investment and what it costs. */
  groessteInvestition: { was: string; millionen: number };
  schwerpunkte: string[];
}

/**
 * The budget's story: the plan is introduced in the council's October meeting, discussed first by the
 * administrative committee and adopted in the council's December meeting for the following year.
 * `beschlossen` are the figures of the plan adopted most recently, `entwurf` those of the plan under
 * discussion; the vote is the council's on the adopted plan (18 councillors and the mayor).
 */
export const HAUSHALT = {
  einbringungMonat: 10,
  beschlussMonat: 12,
  stimmen: { ja: 16, nein: 2, enthaltungen: 1 },
  beschlossen: {
    ertraege: 38.4,
    aufwendungen: 37.9,
    investitionen: 9.2,
    groessteInvestition: { was: 'die energetische Sanierung der Grundschule Musterstadt', millionen: 2.6 },
    schwerpunkte: ['die Sanierung der Grundschule Musterstadt', 'den Glasfaserausbau in Hallwangen', 'die Erneuerung der Wasserleitung in der Bergstraße'],
  } satisfies Haushaltszahlen,
  entwurf: {
    ertraege: 39.6,
    aufwendungen: 39.2,
    investitionen: 8.1,
    groessteInvestition: { was: 'den Glasfaserausbau in Aach und den Außenbereichen', millionen: 2.2 },
    schwerpunkte: ['den Glasfaserausbau in Aach', 'die Sanierung der Ortsdurchfahrt Aach', 'ein neues Löschgruppenfahrzeug für die Abteilung Hallwangen'],
  } satisfies Haushaltszahlen,
} as const;

/** '38,4 Mio. Euro' */
export const millionen = (value: number): string => `${value.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} Mio. Euro`;
