import { media } from '../../content/media';
import { type EntrySeed, zeit } from './vorlagen-typen';

/** Trades of the business directory (list page /leben-wohnen/branchenbuch). */
export const BRANCHEN = {
  gastronomie: { id: 41, titel: 'Gastronomie' },
  einzelhandel: { id: 42, titel: 'Einzelhandel' },
  handwerk: { id: 43, titel: 'Handwerk' },
  dienstleistung: { id: 44, titel: 'Dienstleistungen' },
  gesundheit: { id: 45, titel: 'Gesundheit' },
  kultur: { id: 46, titel: 'Kultur und Freizeit' },
} as const;

const B = BRANCHEN;
const ORT = { zip: '79999', city: 'Musterstadt' };

interface BusinessSeed {
  slug: string;
  titel: string;
  branche: { id: number; titel: string };
  text: string;
  street: string;
  location?: string;
  telefon: string;
  email?: string;
  web?: string;
  zeiten?: ReturnType<typeof zeit>[];
  hinweis?: string;
  bild?: { bild: string; bildtext: string };
}

const BUSINESSES: BusinessSeed[] = [
  {
    slug: 'gasthaus-zum-hirschen',
    titel: 'Gasthaus „Zum Hirschen“',
    branche: B.gastronomie,
    text: '<p>Badische Küche mit Zutaten aus dem Schwarzwald, seit 1897 in Familienhand. Saal für Feiern bis 120 Personen, Biergarten unter Kastanien.</p>',
    street: 'Hauptstraße 14',
    telefon: '+49 7999 2231',
    email: 'info@hirschen-musterstadt.de',
    web: 'https://www.hirschen-musterstadt.de',
    zeiten: [
      zeit('mi', '11:30', '14:00'),
      zeit('mi', '17:30', '22:00'),
      zeit('do', '11:30', '14:00'),
      zeit('do', '17:30', '22:00'),
      zeit('fr', '11:30', '14:00'),
      zeit('fr', '17:30', '23:00'),
      zeit('sa', '11:30', '23:00'),
      zeit('so', '11:30', '21:00'),
    ],
    hinweis: 'Montag und Dienstag Ruhetag.',
    bild: { bild: media('marktplatz'), bildtext: 'Das Gasthaus „Zum Hirschen“ an der Hauptstraße' },
  },
  {
    slug: 'cafe-am-marktplatz',
    titel: 'Café am Marktplatz',
    branche: B.gastronomie,
    text: '<p>Hausgemachte Kuchen und Schwarzwälder Kirschtorte, Frühstück bis 14 Uhr und Plätze auf der Terrasse mit Blick auf das Rathaus.</p>',
    street: 'Marktplatz 6',
    telefon: '+49 7999 4410',
    email: 'hallo@cafe-am-marktplatz.de',
    zeiten: [
      zeit('di', '08:00', '18:00'),
      zeit('mi', '08:00', '18:00'),
      zeit('do', '08:00', '18:00'),
      zeit('fr', '08:00', '18:00'),
      zeit('sa', '08:00', '18:00'),
      zeit('so', '10:00', '18:00'),
    ],
  },
  {
    slug: 'baeckerei-hummel',
    titel: 'Bäckerei Hummel',
    branche: B.einzelhandel,
    text: '<p>Holzofenbrot, Brezeln und Hefezopf aus eigener Backstube. Filialen in der Hauptstraße und in Hallwangen.</p>',
    street: 'Hauptstraße 31',
    telefon: '+49 7999 2150',
    web: 'https://www.baeckerei-hummel.de',
    zeiten: [zeit('mo-fr', '06:00', '18:00'), zeit('sa', '06:00', '12:30'), zeit('so', '07:30', '10:30')],
  },
  {
    slug: 'buchhandlung-seitenweise',
    titel: 'Buchhandlung Seitenweise',
    branche: B.einzelhandel,
    text: '<p>Romane, Kinderbücher, Wanderkarten und Regionalliteratur. Bestellungen sind meist am nächsten Morgen abholbereit. Lesungen im Herbst und Winter.</p>',
    street: 'Kirchstraße 3',
    telefon: '+49 7999 3090',
    email: 'buch@seitenweise-musterstadt.de',
    zeiten: [zeit('mo-fr', '09:00', '12:30'), zeit('mo-fr', '14:00', '18:00'), zeit('sa', '09:00', '13:00')],
    bild: { bild: media('stadtbuecherei'), bildtext: 'Regale der Buchhandlung Seitenweise' },
  },
  {
    slug: 'hofladen-buehler',
    titel: 'Hofladen Bühler',
    branche: B.einzelhandel,
    text: '<p>Eier, Milch, Kartoffeln, Äpfel und Most vom eigenen Hof in Aach. Selbstbedienung rund um die Uhr am Milchautomaten.</p>',
    street: 'Talweg 8',
    location: 'Aach',
    telefon: '+49 7999 5521',
    zeiten: [zeit('di', '15:00', '18:30'), zeit('fr', '09:00', '18:30'), zeit('sa', '08:00', '13:00')],
  },
  {
    slug: 'schreinerei-dold',
    titel: 'Schreinerei Dold GmbH',
    branche: B.handwerk,
    text: '<p>Möbel nach Maß, Innenausbau, Fenster und Haustüren aus heimischem Holz. Meisterbetrieb mit zwölf Beschäftigten und drei Auszubildenden.</p>',
    street: 'Im Gewerbegebiet Talmatt 5',
    telefon: '+49 7999 6060',
    email: 'info@schreinerei-dold.de',
    web: 'https://www.schreinerei-dold.de',
    zeiten: [zeit('mo-fr', '07:30', '12:00'), zeit('mo-fr', '13:00', '17:00')],
  },
  {
    slug: 'elektro-kienzle',
    titel: 'Elektro Kienzle',
    branche: B.handwerk,
    text: '<p>Elektroinstallationen, Photovoltaik und Wallboxen, Kundendienst für Hausgeräte. Notdienst an Wochenenden.</p>',
    street: 'Bahnhofstraße 40',
    telefon: '+49 7999 2870',
    email: 'service@elektro-kienzle.de',
    zeiten: [zeit('mo-fr', '07:30', '17:00')],
  },
  {
    slug: 'malerbetrieb-faller',
    titel: 'Malerbetrieb Faller',
    branche: B.handwerk,
    text: '<p>Maler- und Lackierarbeiten, Fassadengestaltung, Wärmedämmverbundsysteme und Bodenbeläge.</p>',
    street: 'Schwarzwaldstraße 17',
    telefon: '+49 7999 2401',
    zeiten: [zeit('mo-fr', '07:00', '16:30')],
  },
  {
    slug: 'steuerberatung-roth',
    titel: 'Steuerberatung Roth & Partner',
    branche: B.dienstleistung,
    text: '<p>Steuerberatung für Privatpersonen, Handwerk und Landwirtschaft, Lohn- und Finanzbuchhaltung, Existenzgründungsberatung.</p>',
    street: 'Marktplatz 9',
    telefon: '+49 7999 3355',
    email: 'kanzlei@roth-partner-stb.de',
    zeiten: [zeit('mo-fr', '08:30', '12:30'), zeit('mo', '14:00', '17:00'), zeit('di', '14:00', '17:00'), zeit('do', '14:00', '18:00')],
  },
  {
    slug: 'apotheke-am-rathaus',
    titel: 'Apotheke am Rathaus',
    branche: B.gesundheit,
    text: '<p>Arzneimittel, Beratung zu Naturheilmitteln, Kompressionsstrümpfe nach Maß und Botendienst in alle Ortsteile.</p>',
    street: 'Marktplatz 3',
    telefon: '+49 7999 2020',
    email: 'info@apotheke-am-rathaus-musterstadt.de',
    zeiten: [zeit('mo-fr', '08:00', '18:30'), zeit('sa', '08:00', '13:00')],
    hinweis: 'Den Apothekennotdienst finden Sie unter der kostenlosen Rufnummer 0800 0022833.',
  },
  {
    slug: 'physiotherapie-sulzbachtal',
    titel: 'Physiotherapie Sulzbachtal',
    branche: B.gesundheit,
    text: '<p>Krankengymnastik, manuelle Therapie, Lymphdrainage und Rückenkurse. Hausbesuche nach Verordnung.</p>',
    street: 'Talstraße 22',
    telefon: '+49 7999 7012',
    zeiten: [zeit('mo-fr', '07:30', '19:00')],
    hinweis: 'Termine nach Vereinbarung.',
  },
  {
    slug: 'stadthalle-musterstadt',
    titel: 'Stadthalle Musterstadt',
    branche: B.kultur,
    text: '<p>Veranstaltungshalle mit 650 Plätzen, Bühne und Foyer für Konzerte, Theater, Bälle und Versammlungen. Vermietung über das Kulturamt.</p>',
    street: 'Festplatz 1',
    telefon: '+49 7999 123-520',
    email: 'stadthalle@musterstadt.de',
    bild: { bild: media('stadtkapelle'), bildtext: 'Konzert in der Stadthalle' },
  },
];

/** Business directory entries. */
export const BRANCHENEINTRAEGE: EntrySeed[] = BUSINESSES.map((business) => ({
  slug: business.slug,
  titel: business.titel,
  text: business.text,
  bild: business.bild?.bild,
  bildtext: business.bild?.bildtext,
  bildcopyright: business.bild ? business.titel : undefined,
  detailURL: `/leben-wohnen/branchenbuch/${business.slug}`,
  data: {
    branche: business.branche,
    adresse: { location: business.location ?? null, street: business.street, ...ORT },
    kontakt: { telefon: business.telefon, email: business.email ?? null, web: business.web ?? null },
    oeffnungszeiten: business.zeiten ? [{ typ: 'allgemein', hinweis: business.hinweis ?? null, regelzeiten: business.zeiten, abweichungen: [] }] : [],
  },
}));
