/**
 * Demo content of the waste calendar: the four collection districts of Musterstadt, their streets,
 * the kinds of waste and the rules the collection dates follow (see abfall-plan.ts).
 */

export interface ArtSeed {
  schluessel: string;
  name: string;
  beschreibung: string;
}

export interface BezirkSeed {
  slug: string;
  name: string;
  beschreibung: string;
  /** Collection weekday: 1 = Monday … 5 = Friday. */
  wochentag: number;
  strassen: { name: string; ortsteil: string }[];
}

export const ABFALLARTEN: ArtSeed[] = [
  {
    schluessel: 'restmuell',
    name: 'Restmüll',
    beschreibung: 'Graue Tonne: Abfälle, die sich nicht verwerten lassen, zum Beispiel Hygieneartikel, Asche und Staubsaugerbeutel.',
  },
  { schluessel: 'bioabfall', name: 'Bioabfall', beschreibung: 'Braune Tonne: Küchenabfälle, Kaffeesatz, Laub und Rasenschnitt – ohne Plastiktüten.' },
  { schluessel: 'altpapier', name: 'Altpapier', beschreibung: 'Blaue Tonne: Zeitungen, Kartons und Papierverpackungen, bitte zerkleinert.' },
  {
    schluessel: 'gelber-sack',
    name: 'Gelber Sack',
    beschreibung: 'Verpackungen aus Kunststoff, Metall und Verbundstoffen. Gelbe Säcke gibt es kostenlos im Bürgerbüro.',
  },
];

const musterstadt = (...names: string[]) => names.map((name) => ({ name, ortsteil: 'Musterstadt' }));

export const ABFUHRBEZIRKE: BezirkSeed[] = [
  {
    slug: 'kernstadt-nord',
    name: 'Bezirk 1 – Kernstadt Nord',
    beschreibung: 'Altstadt, Bahnhofsviertel und das Wohngebiet am Kurpark.',
    wochentag: 1,
    strassen: musterstadt(
      'Am Kurpark',
      'Bahnhofstraße',
      'Bergstraße',
      'Brunnengasse',
      'Gartenstraße',
      'Hauptstraße',
      'Kirchgasse',
      'Lindenstraße',
      'Marktplatz',
      'Mühlweg',
      'Rathausgasse',
      'Schulstraße',
    ),
  },
  {
    slug: 'kernstadt-sued',
    name: 'Bezirk 2 – Kernstadt Süd',
    beschreibung: 'Südstadt, Gewerbegebiet Sulzbachtal und die Wohngebiete an der Sonnenhalde.',
    wochentag: 2,
    strassen: musterstadt(
      'Adlerstraße',
      'Am Sulzbach',
      'Birkenweg',
      'Eichenweg',
      'Friedhofstraße',
      'Gewerbestraße',
      'Hirschgasse',
      'Industriestraße',
      'Schwarzwaldstraße',
      'Sonnenhalde',
      'Tannenweg',
      'Wiesenweg',
    ),
  },
  {
    slug: 'hallwangen',
    name: 'Bezirk 3 – Hallwangen',
    beschreibung: 'Der Ortsteil Hallwangen mit dem Neubaugebiet Im Grund.',
    wochentag: 3,
    strassen: ['Dorfstraße', 'Hauptstraße', 'Hofweg', 'Im Grund', 'Kapellenweg', 'Schulweg', 'Talstraße', 'Waldstraße'].map((name) => ({
      name,
      ortsteil: 'Hallwangen',
    })),
  },
  {
    slug: 'aach',
    name: 'Bezirk 4 – Aach',
    beschreibung: 'Der Ortsteil Aach mit seinen Weilern und Höfen.',
    wochentag: 4,
    strassen: ['Aacher Straße', 'Am Hang', 'Bachgasse', 'Bergweg', 'Hauptstraße', 'Mühlenweg', 'Oberdorfstraße', 'Sägeweg'].map((name) => ({
      name,
      ortsteil: 'Aach',
    })),
  },
];
