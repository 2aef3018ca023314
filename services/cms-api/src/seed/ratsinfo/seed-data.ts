/**
 * Demo content of the council information system: the body Stadt Musterstadt, its committees and
 * members, and the topics its meetings deal with. Meetings, papers and files are generated from these
 * around the seeding moment (seed.ts), so there is always a past year and a coming year.
 */

export interface GremiumSeed {
  kuerzel: 'GR' | 'TA' | 'VA' | 'OR' | 'AER';
  name: string;
  art: string;
  beschreibung: string;
  /** Where it meets. */
  ort: string;
  raum: string;
  /** Start and end (Berlin wall clock). */
  von: [number, number];
  bis: [number, number];
  /** Months (1–12) in which it meets; the weekday and week of the month choose the day. */
  monate: number[];
  wochentag: number;
  woche: number;
  /** Every agenda item is non-public. */
  nurNichtoeffentlich?: boolean;
}

const RATHAUS = 'Rathaus Musterstadt, Marktplatz 1, 79999 Musterstadt';

export const GREMIEN: GremiumSeed[] = [
  {
    kuerzel: 'GR',
    name: 'Gemeinderat',
    art: 'Hauptorgan',
    beschreibung:
      'Der Gemeinderat ist die Vertretung der Bürgerinnen und Bürger und das Hauptorgan der Stadt. Er legt die Grundsätze der Verwaltung fest und entscheidet über alle Angelegenheiten, die nicht der Oberbürgermeisterin oder einem Ausschuss übertragen sind.',
    ort: RATHAUS,
    raum: 'Bürgersaal',
    von: [18, 30],
    bis: [21, 30],
    monate: [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12],
    wochentag: 2,
    woche: 3,
  },
  {
    kuerzel: 'TA',
    name: 'Technischer Ausschuss',
    art: 'Beschließender Ausschuss',
    beschreibung:
      'Der Technische Ausschuss berät und entscheidet über Bauanträge, Straßen, Kanäle, Gebäude der Stadt und die Vergabe von Bauleistungen; größere Vorhaben berät er für den Gemeinderat vor.',
    ort: RATHAUS,
    raum: 'Sitzungssaal, 2. OG',
    von: [17, 30],
    bis: [19, 30],
    monate: [1, 3, 4, 5, 6, 7, 9, 10, 11],
    wochentag: 4,
    woche: 1,
  },
  {
    kuerzel: 'VA',
    name: 'Verwaltungsausschuss',
    art: 'Beschließender Ausschuss',
    beschreibung:
      'Der Verwaltungsausschuss ist zuständig für Finanzen, Personal, Schulen, Kindergärten, Vereine und Kultur und berät den Haushalt für den Gemeinderat vor.',
    ort: RATHAUS,
    raum: 'Sitzungssaal, 2. OG',
    von: [17, 0],
    bis: [19, 0],
    monate: [2, 4, 6, 10, 11, 12],
    wochentag: 3,
    woche: 2,
  },
  {
    kuerzel: 'OR',
    name: 'Ortschaftsrat Aach',
    art: 'Ortschaftsrat',
    beschreibung:
      'Der Ortschaftsrat vertritt die Belange des Ortsteils Aach. Er ist zu wichtigen Angelegenheiten des Ortsteils zu hören und entscheidet über die Mittel, die ihm der Haushalt zuweist.',
    ort: 'Rathaus Aach, Dorfstraße 12, 79999 Musterstadt-Aach',
    raum: 'Sitzungszimmer',
    von: [19, 30],
    bis: [21, 30],
    monate: [3, 5, 9, 11],
    wochentag: 1,
    woche: 2,
  },
  {
    kuerzel: 'AER',
    name: 'Ältestenrat',
    art: 'Beratendes Gremium',
    beschreibung: 'Der Ältestenrat berät die Oberbürgermeisterin über die Tagesordnung und den Ablauf der Sitzungen des Gemeinderats. Er tagt nichtöffentlich.',
    ort: RATHAUS,
    raum: 'Büro der Oberbürgermeisterin',
    von: [17, 0],
    bis: [18, 0],
    monate: [1, 4, 7, 10],
    wochentag: 1,
    woche: 1,
    nurNichtoeffentlich: true,
  },
];

export interface MitgliedSeed {
  anrede: 'Frau' | 'Herr';
  titel?: string;
  vorname: string;
  nachname: string;
  partei: string;
  beruf: string;
  wohnort: string;
  taetigkeitsbereiche: string[];
  /** Committee (kuerzel) → role in it. */
  gremien: Partial<Record<GremiumSeed['kuerzel'], string>>;
  /** A demo login (see the README); members without one cannot log in. */
  demo?: { passwort: string; pw_geaendert: boolean };
}

/** Password of the demo accounts that have changed their password. */
export const DEMO_PASSWORT = 'Ratsinfo!2026';
/** Initial password of the demo accounts that must change it first. */
export const DEMO_ERSTPASSWORT = 'Erstpasswort!2026';

const M = 'Gemeinderätin';
const H = 'Gemeinderat';

export const MITGLIEDER: MitgliedSeed[] = [
  {
    anrede: 'Frau',
    titel: 'Dr.',
    vorname: 'Katrin',
    nachname: 'Albrecht',
    partei: 'parteilos',
    beruf: 'Oberbürgermeisterin',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Vorsitz Gemeinderat', 'Vorsitz aller Ausschüsse'],
    gremien: { GR: 'Vorsitzende', TA: 'Vorsitzende', VA: 'Vorsitzende', AER: 'Vorsitzende' },
  },
  {
    anrede: 'Frau',
    vorname: 'Sabine',
    nachname: 'Keller',
    partei: 'CDU',
    beruf: 'Steuerberaterin',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Fraktionsvorsitzende CDU', 'Finanzen', 'Wirtschaftsförderung'],
    gremien: { GR: M, VA: 'Mitglied', AER: 'Mitglied' },
    demo: { passwort: DEMO_PASSWORT, pw_geaendert: true },
  },
  {
    anrede: 'Herr',
    vorname: 'Lukas',
    nachname: 'Brenner',
    partei: 'Bündnis 90/Die Grünen',
    beruf: 'Förster',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Umwelt und Klimaschutz', 'Wald'],
    gremien: { GR: H, TA: 'Mitglied' },
    demo: { passwort: DEMO_ERSTPASSWORT, pw_geaendert: false },
  },
  {
    anrede: 'Frau',
    vorname: 'Miriam',
    nachname: 'Vogt',
    partei: 'Freie Wähler',
    beruf: 'Erzieherin',
    wohnort: 'Musterstadt-Aach',
    taetigkeitsbereiche: ['Kinderbetreuung', 'Schulen', 'Ortsteil Aach'],
    gremien: { GR: M, VA: 'Mitglied', OR: 'Mitglied' },
    demo: { passwort: DEMO_ERSTPASSWORT, pw_geaendert: false },
  },
  {
    anrede: 'Herr',
    vorname: 'Thomas',
    nachname: 'Wehrle',
    partei: 'Freie Wähler',
    beruf: 'Zimmermeister',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Fraktionsvorsitzender Freie Wähler', 'Bauen', 'Feuerwehr'],
    gremien: { GR: H, TA: 'Stellvertretender Vorsitzender', AER: 'Mitglied' },
  },
  {
    anrede: 'Frau',
    vorname: 'Andrea',
    nachname: 'Schwörer',
    partei: 'SPD',
    beruf: 'Sozialarbeiterin',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Fraktionsvorsitzende SPD', 'Soziales', 'Jugend'],
    gremien: { GR: M, VA: 'Stellvertretende Vorsitzende', AER: 'Mitglied' },
  },
  {
    anrede: 'Herr',
    vorname: 'Martin',
    nachname: 'Faller',
    partei: 'CDU',
    beruf: 'Landwirt',
    wohnort: 'Musterstadt-Aach',
    taetigkeitsbereiche: ['Landwirtschaft', 'Ortsteil Aach'],
    gremien: { GR: H, TA: 'Mitglied', OR: 'Ortsvorsteher' },
  },
  {
    anrede: 'Frau',
    vorname: 'Claudia',
    nachname: 'Heitzmann',
    partei: 'CDU',
    beruf: 'Apothekerin',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Gesundheit', 'Senioren'],
    gremien: { GR: M, VA: 'Mitglied' },
  },
  {
    anrede: 'Herr',
    vorname: 'Jürgen',
    nachname: 'Kaltenbach',
    partei: 'CDU',
    beruf: 'Bankkaufmann',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Finanzen', 'Sport und Vereine'],
    gremien: { GR: H, VA: 'Mitglied' },
  },
  {
    anrede: 'Herr',
    vorname: 'Stefan',
    nachname: 'Ruf',
    partei: 'CDU',
    beruf: 'Bauingenieur',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Bauen', 'Verkehr'],
    gremien: { GR: H, TA: 'Mitglied' },
  },
  {
    anrede: 'Frau',
    vorname: 'Heike',
    nachname: 'Dold',
    partei: 'Freie Wähler',
    beruf: 'Hotelfachfrau',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Tourismus', 'Barfußpark'],
    gremien: { GR: M, VA: 'Mitglied' },
  },
  {
    anrede: 'Herr',
    vorname: 'Bernd',
    nachname: 'Hug',
    partei: 'Freie Wähler',
    beruf: 'Elektromeister',
    wohnort: 'Musterstadt-Aach',
    taetigkeitsbereiche: ['Energie', 'Ortsteil Aach'],
    gremien: { GR: H, TA: 'Mitglied', OR: 'Stellvertretender Ortsvorsteher' },
  },
  {
    anrede: 'Herr',
    vorname: 'Peter',
    nachname: 'Gutmann',
    partei: 'Freie Wähler',
    beruf: 'Polizeibeamter a. D.',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Sicherheit und Ordnung'],
    gremien: { GR: H, VA: 'Mitglied' },
  },
  {
    anrede: 'Frau',
    vorname: 'Nina',
    nachname: 'Maier',
    partei: 'Bündnis 90/Die Grünen',
    beruf: 'Lehrerin',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Fraktionsvorsitzende Grüne', 'Schulen', 'Radverkehr'],
    gremien: { GR: M, VA: 'Mitglied', AER: 'Mitglied' },
  },
  {
    anrede: 'Herr',
    vorname: 'Tobias',
    nachname: 'Grieshaber',
    partei: 'Bündnis 90/Die Grünen',
    beruf: 'Softwareentwickler',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Digitalisierung', 'Klimaschutz'],
    gremien: { GR: H, TA: 'Mitglied' },
  },
  {
    anrede: 'Frau',
    vorname: 'Elke',
    nachname: 'Zähringer',
    partei: 'SPD',
    beruf: 'Krankenpflegerin',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Gesundheit', 'Pflege'],
    gremien: { GR: M, VA: 'Mitglied' },
  },
  {
    anrede: 'Herr',
    vorname: 'Rainer',
    nachname: 'Kienzler',
    partei: 'SPD',
    beruf: 'Schreiner',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Wohnen', 'Bauen'],
    gremien: { GR: H, TA: 'Mitglied' },
  },
  {
    anrede: 'Herr',
    vorname: 'Florian',
    nachname: 'Weber',
    partei: 'FDP',
    beruf: 'Rechtsanwalt',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Gruppensprecher FDP', 'Wirtschaft', 'Recht'],
    gremien: { GR: H, VA: 'Mitglied', AER: 'Mitglied' },
  },
  {
    anrede: 'Frau',
    vorname: 'Ursula',
    nachname: 'Fehrenbach',
    partei: 'CDU',
    beruf: 'Rentnerin',
    wohnort: 'Musterstadt-Aach',
    taetigkeitsbereiche: ['Ortsteil Aach', 'Senioren'],
    gremien: { OR: 'Mitglied' },
  },
  {
    anrede: 'Herr',
    vorname: 'Daniel',
    nachname: 'Schuler',
    partei: 'Freie Wähler',
    beruf: 'Kfz-Mechatroniker',
    wohnort: 'Musterstadt-Aach',
    taetigkeitsbereiche: ['Ortsteil Aach', 'Feuerwehr'],
    gremien: { OR: 'Mitglied' },
  },
  {
    anrede: 'Frau',
    vorname: 'Jana',
    nachname: 'Moser',
    partei: 'Bündnis 90/Die Grünen',
    beruf: 'Landschaftsgärtnerin',
    wohnort: 'Musterstadt-Aach',
    taetigkeitsbereiche: ['Ortsteil Aach', 'Naturschutz'],
    gremien: { OR: 'Mitglied' },
  },
  {
    anrede: 'Herr',
    vorname: 'Klaus',
    nachname: 'Burger',
    partei: 'SPD',
    beruf: 'Busfahrer',
    wohnort: 'Musterstadt-Aach',
    taetigkeitsbereiche: ['Ortsteil Aach', 'Nahverkehr'],
    gremien: { OR: 'Mitglied' },
  },
];

export type VorlagenArt = 'Beschlussvorlage' | 'Informationsvorlage' | 'Antrag';

export interface ThemaSeed {
  titel: string;
  art: VorlagenArt;
  federfuehrend: string;
  sachverhalt: string;
  beschlussvorschlag?: string;
  /** Outcome in the deciding meeting. */
  ergebnis: string;
  oeffentlich: boolean;
  /** A committee that discusses the paper first (in its meeting before). */
  vorberatung?: 'TA' | 'VA';
  /** Title of an attachment. */
  anlage?: string;
}

const EINSTIMMIG = 'Einstimmig beschlossen';
const KENNTNIS = 'Zur Kenntnis genommen';

/** Topics of each committee's meetings, used in turn. */
export const THEMEN: Record<GremiumSeed['kuerzel'], ThemaSeed[]> = {
  GR: [
    {
      titel: 'Bebauungsplan „Hinter den Gärten“ – Satzungsbeschluss',
      art: 'Beschlussvorlage',
      federfuehrend: 'Stadtbauamt',
      sachverhalt:
        'Der Entwurf des Bebauungsplans lag vom 3. bis 31. März öffentlich aus. Es gingen 14 Stellungnahmen von Behörden und 6 von Bürgerinnen und Bürgern ein. Die Abwägung ist in der Anlage dargestellt. Das Plangebiet umfasst 2,8 Hektar für rund 45 Wohneinheiten.',
      beschlussvorschlag: 'Der Gemeinderat beschließt die Abwägung der Stellungnahmen und den Bebauungsplan „Hinter den Gärten“ als Satzung.',
      ergebnis: 'Mehrheitlich beschlossen (18 Ja, 3 Nein, 1 Enthaltung)',
      oeffentlich: true,
      vorberatung: 'TA',
      anlage: 'Abwägungstabelle der Stellungnahmen',
    },
    {
      titel: 'Haushaltssatzung und Haushaltsplan – Verabschiedung',
      art: 'Beschlussvorlage',
      federfuehrend: 'Kämmerei',
      sachverhalt:
        'Der Haushaltsplan sieht im Ergebnishaushalt ordentliche Erträge von 38,4 Mio. Euro und Aufwendungen von 37,9 Mio. Euro vor. Investitionen von 9,2 Mio. Euro betreffen vor allem die Sanierung der Grundschule und den Breitbandausbau. Eine Kreditaufnahme ist nicht vorgesehen.',
      beschlussvorschlag: 'Der Gemeinderat beschließt die Haushaltssatzung mit dem Haushaltsplan und den Wirtschaftsplan der Stadtwerke.',
      ergebnis: 'Mehrheitlich beschlossen (19 Ja, 3 Nein)',
      oeffentlich: true,
      vorberatung: 'VA',
      anlage: 'Haushaltsplan im Überblick',
    },
    {
      titel: 'Sanierung der Grundschule Musterstadt – Vergabe der Dachdeckerarbeiten',
      art: 'Beschlussvorlage',
      federfuehrend: 'Gebäudemanagement',
      sachverhalt:
        'Die Dachdeckerarbeiten wurden öffentlich ausgeschrieben. Es gingen fünf Angebote ein. Das wirtschaftlichste Angebot liegt mit 412.380 Euro brutto 4 Prozent unter der Kostenberechnung.',
      beschlussvorschlag: 'Der Gemeinderat vergibt die Dachdeckerarbeiten an den wirtschaftlichsten Bieter.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
      vorberatung: 'TA',
    },
    {
      titel: 'Antrag der Fraktion Bündnis 90/Die Grünen: Tempo 30 in der Hauptstraße',
      art: 'Antrag',
      federfuehrend: 'Ordnungsamt',
      sachverhalt:
        'Die Fraktion beantragt, für die Hauptstraße zwischen Marktplatz und Bahnhof bei der Verkehrsbehörde Tempo 30 zu beantragen. Die Verwaltung hat Lärmmessungen veranlasst; die Werte liegen nachts über den Auslösewerten des Lärmaktionsplans.',
      beschlussvorschlag: 'Die Verwaltung wird beauftragt, bei der unteren Verkehrsbehörde Tempo 30 für die Hauptstraße zu beantragen.',
      ergebnis: 'Mehrheitlich beschlossen (12 Ja, 9 Nein, 1 Enthaltung)',
      oeffentlich: true,
    },
    {
      titel: 'Bericht der Feuerwehr Musterstadt über das vergangene Jahr',
      art: 'Informationsvorlage',
      federfuehrend: 'Feuerwehr',
      sachverhalt:
        'Der Kommandant berichtet über 186 Einsätze, die Ausbildung der 142 aktiven Mitglieder und den Stand der Beschaffung des neuen Löschgruppenfahrzeugs.',
      ergebnis: KENNTNIS,
      oeffentlich: true,
    },
    {
      titel: 'Kindergartengebühren ab dem neuen Kindergartenjahr',
      art: 'Beschlussvorlage',
      federfuehrend: 'Hauptamt',
      sachverhalt:
        'Die kommunalen Landesverbände und die Kirchen empfehlen eine Erhöhung der Elternbeiträge um 7,3 Prozent. Der Kostendeckungsgrad liegt derzeit bei 13 Prozent. Die Verwaltung schlägt eine Erhöhung um 5 Prozent vor.',
      beschlussvorschlag: 'Die Elternbeiträge werden zum 1. September um 5 Prozent erhöht.',
      ergebnis: 'Mehrheitlich beschlossen (14 Ja, 8 Nein)',
      oeffentlich: true,
      vorberatung: 'VA',
    },
    {
      titel: 'Breitbandausbau im Ortsteil Aach – Sachstand',
      art: 'Informationsvorlage',
      federfuehrend: 'Wirtschaftsförderung',
      sachverhalt: 'Im Ortsteil Aach sind 412 von 468 Gebäuden an das Glasfasernetz angeschlossen. Die restlichen Anschlüsse folgen bis zum Jahresende.',
      ergebnis: KENNTNIS,
      oeffentlich: true,
    },
    {
      titel: 'Wahl der Schöffinnen und Schöffen',
      art: 'Beschlussvorlage',
      federfuehrend: 'Hauptamt',
      sachverhalt: 'Für das Amtsgericht sind aus Musterstadt 12 Personen für die Vorschlagsliste zu wählen. Es gingen 19 Bewerbungen ein.',
      beschlussvorschlag: 'Der Gemeinderat nimmt die Personen der Anlage in die Vorschlagsliste auf.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
    },
    {
      titel: 'Annahme von Spenden',
      art: 'Beschlussvorlage',
      federfuehrend: 'Kämmerei',
      sachverhalt: 'Der Stadt wurden Spenden von zusammen 8.450 Euro für den Barfußpark, die Jugendfeuerwehr und die Stadtbücherei angeboten.',
      beschlussvorschlag: 'Der Gemeinderat stimmt der Annahme der Spenden zu.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
    },
    {
      titel: 'Kommunale Wärmeplanung – Beschluss des Wärmeplans',
      art: 'Beschlussvorlage',
      federfuehrend: 'Stadtbauamt',
      sachverhalt:
        'Der Wärmeplan zeigt, wie die Stadt bis 2040 klimaneutral mit Wärme versorgt werden kann. Für die Innenstadt wird ein Wärmenetz mit Holzhackschnitzeln und Solarthermie vorgeschlagen.',
      beschlussvorschlag: 'Der Gemeinderat beschließt den kommunalen Wärmeplan.',
      ergebnis: 'Mehrheitlich beschlossen (20 Ja, 2 Enthaltungen)',
      oeffentlich: true,
      vorberatung: 'TA',
      anlage: 'Kommunaler Wärmeplan, Kurzfassung',
    },
    {
      titel: 'Antrag der SPD-Fraktion: Jugendgemeinderat',
      art: 'Antrag',
      federfuehrend: 'Hauptamt',
      sachverhalt: 'Die SPD-Fraktion beantragt, die Einrichtung eines Jugendgemeinderats zu prüfen und mit dem Jugendhaus eine Beteiligungsform zu entwickeln.',
      beschlussvorschlag: 'Die Verwaltung wird beauftragt, bis zum Herbst ein Konzept für die Beteiligung Jugendlicher vorzulegen.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
    },
    {
      titel: 'Grundstücksangelegenheit: Erwerb einer Teilfläche im Gewann Brühl',
      art: 'Beschlussvorlage',
      federfuehrend: 'Liegenschaftsamt',
      sachverhalt:
        'Für den Ausbau des Radwegs nach Aach soll eine Teilfläche von 640 m² erworben werden. Die Eigentümerin ist mit einem Kaufpreis von 18 Euro je Quadratmeter einverstanden.',
      beschlussvorschlag: 'Der Gemeinderat stimmt dem Erwerb zu den genannten Bedingungen zu.',
      ergebnis: EINSTIMMIG,
      oeffentlich: false,
      anlage: 'Lageplan der Teilfläche',
    },
    {
      titel: 'Personalangelegenheit: Besetzung der Stelle der Leitung des Stadtbauamts',
      art: 'Beschlussvorlage',
      federfuehrend: 'Personalamt',
      sachverhalt:
        'Auf die Ausschreibung gingen 11 Bewerbungen ein. Drei Personen wurden zu Gesprächen eingeladen. Die Auswahlkommission empfiehlt eine Bewerberin.',
      beschlussvorschlag: 'Der Gemeinderat wählt die von der Auswahlkommission empfohlene Bewerberin.',
      ergebnis: EINSTIMMIG,
      oeffentlich: false,
    },
    {
      titel: 'Vertragsangelegenheit: Verlängerung des Pachtvertrags der Gaststätte im Bürgerhaus',
      art: 'Beschlussvorlage',
      federfuehrend: 'Liegenschaftsamt',
      sachverhalt: 'Der Pachtvertrag endet zum Jahresende. Der Pächter bittet um Verlängerung um fünf Jahre bei einer Erhöhung der Pacht um 6 Prozent.',
      beschlussvorschlag: 'Der Pachtvertrag wird zu den genannten Bedingungen um fünf Jahre verlängert.',
      ergebnis: 'Mehrheitlich beschlossen (17 Ja, 5 Nein)',
      oeffentlich: false,
    },
  ],
  TA: [
    {
      titel: 'Bauantrag: Neubau eines Mehrfamilienhauses mit 8 Wohnungen, Schillerstraße 14',
      art: 'Beschlussvorlage',
      federfuehrend: 'Stadtbauamt',
      sachverhalt:
        'Das Vorhaben liegt im unbeplanten Innenbereich. Es fügt sich nach Art und Maß der baulichen Nutzung in die Umgebung ein. Die 12 Stellplätze werden in einer Tiefgarage nachgewiesen.',
      beschlussvorschlag: 'Das Einvernehmen wird erteilt.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
      anlage: 'Lageplan und Ansichten',
    },
    {
      titel: 'Bauvoranfrage: Umnutzung einer Scheune zu Wohnzwecken, Im Oberdorf 7 (Aach)',
      art: 'Beschlussvorlage',
      federfuehrend: 'Stadtbauamt',
      sachverhalt:
        'Die Scheune liegt im Außenbereich. Eine Umnutzung ist nach § 35 Abs. 4 BauGB begünstigt, wenn die äußere Gestalt im Wesentlichen gewahrt bleibt.',
      beschlussvorschlag: 'Das Einvernehmen wird unter der Voraussetzung erteilt, dass die äußere Gestalt gewahrt bleibt.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
    },
    {
      titel: 'Sanierung der Ortsdurchfahrt Aach – Vorstellung der Entwurfsplanung',
      art: 'Informationsvorlage',
      federfuehrend: 'Tiefbauamt',
      sachverhalt:
        'Das Ingenieurbüro stellt die Entwurfsplanung vor: Erneuerung von Fahrbahn, Gehwegen, Wasserleitung und Kanal auf 780 Metern, Kosten 3,1 Mio. Euro.',
      ergebnis: KENNTNIS,
      oeffentlich: true,
    },
    {
      titel: 'Vergabe: Straßenbeleuchtung, Umrüstung auf LED (3. Bauabschnitt)',
      art: 'Beschlussvorlage',
      federfuehrend: 'Tiefbauamt',
      sachverhalt:
        'Im dritten Bauabschnitt werden 214 Leuchten umgerüstet. Das günstigste von vier Angeboten beträgt 168.900 Euro brutto; der Bund fördert 25 Prozent.',
      beschlussvorschlag: 'Der Auftrag wird an den günstigsten Bieter vergeben.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
    },
    {
      titel: 'Bauantrag: Errichtung eines Carports mit Abstellraum, Am Sonnenhang 22',
      art: 'Beschlussvorlage',
      federfuehrend: 'Stadtbauamt',
      sachverhalt: 'Der Carport überschreitet die Baugrenze um 1,5 Meter. Vergleichbare Befreiungen wurden im Baugebiet bereits erteilt.',
      beschlussvorschlag: 'Das Einvernehmen und die Befreiung werden erteilt.',
      ergebnis: 'Mehrheitlich beschlossen (7 Ja, 2 Nein)',
      oeffentlich: true,
    },
    {
      titel: 'Vergabe: Winterdienst auf den Gemeindeverbindungsstraßen',
      art: 'Beschlussvorlage',
      federfuehrend: 'Bauhof',
      sachverhalt: 'Der Winterdienst auf 14 Kilometern Gemeindeverbindungsstraßen wurde für drei Winter ausgeschrieben. Es gingen zwei Angebote ein.',
      beschlussvorschlag: 'Der Auftrag wird an das wirtschaftlichste Angebot vergeben.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
    },
    {
      titel: 'Vergabeangelegenheit: Nachtragsangebot Rohbau Kinderhaus Sonnenschein',
      art: 'Beschlussvorlage',
      federfuehrend: 'Gebäudemanagement',
      sachverhalt: 'Wegen unerwartet schlechten Baugrunds sind zusätzliche Gründungsarbeiten nötig. Der Nachtrag beträgt 64.200 Euro brutto.',
      beschlussvorschlag: 'Dem Nachtrag wird zugestimmt.',
      ergebnis: EINSTIMMIG,
      oeffentlich: false,
    },
  ],
  VA: [
    {
      titel: 'Zuschüsse an die Vereine für das laufende Jahr',
      art: 'Beschlussvorlage',
      federfuehrend: 'Hauptamt',
      sachverhalt: 'Nach den Vereinsförderrichtlinien stehen 86.000 Euro zur Verfügung. 41 Vereine haben Anträge gestellt.',
      beschlussvorschlag: 'Die Zuschüsse werden nach der Liste in der Anlage gewährt.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
      anlage: 'Liste der Vereinszuschüsse',
    },
    {
      titel: 'Bedarfsplanung der Kindertagesstätten',
      art: 'Informationsvorlage',
      federfuehrend: 'Hauptamt',
      sachverhalt:
        'Für Kinder unter drei Jahren fehlen ab Herbst rechnerisch 18 Plätze. Die Verwaltung schlägt eine zusätzliche Krippengruppe im Kinderhaus Sonnenschein vor.',
      ergebnis: KENNTNIS,
      oeffentlich: true,
    },
    {
      titel: 'Jahresabschluss der Stadtwerke Musterstadt',
      art: 'Beschlussvorlage',
      federfuehrend: 'Kämmerei',
      sachverhalt:
        'Der Jahresabschluss schließt mit einem Jahresgewinn von 412.000 Euro. Der Wirtschaftsprüfer hat einen uneingeschränkten Bestätigungsvermerk erteilt.',
      beschlussvorschlag: 'Der Verwaltungsausschuss empfiehlt dem Gemeinderat, den Jahresabschluss festzustellen.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
    },
    {
      titel: 'Kulturprogramm der Stadthalle für die kommende Saison',
      art: 'Informationsvorlage',
      federfuehrend: 'Kulturamt',
      sachverhalt: 'Das Programm umfasst 24 Veranstaltungen, darunter sechs Kindertheater und vier Konzerte der Musikschule.',
      ergebnis: KENNTNIS,
      oeffentlich: true,
    },
    {
      titel: 'Personalangelegenheit: Höhergruppierung im Bürgerbüro',
      art: 'Beschlussvorlage',
      federfuehrend: 'Personalamt',
      sachverhalt: 'Nach der Neuorganisation des Bürgerbüros ist eine Stelle neu zu bewerten.',
      beschlussvorschlag: 'Der Höhergruppierung wird zugestimmt.',
      ergebnis: EINSTIMMIG,
      oeffentlich: false,
    },
  ],
  OR: [
    {
      titel: 'Gestaltung des Dorfplatzes Aach',
      art: 'Beschlussvorlage',
      federfuehrend: 'Stadtbauamt',
      sachverhalt: 'Aus der Bürgerwerkstatt gingen drei Entwürfe hervor. Die Verwaltung empfiehlt den Entwurf mit Brunnen, Bänken und zwei Linden.',
      beschlussvorschlag: 'Der Ortschaftsrat empfiehlt dem Gemeinderat den Entwurf 2.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
      anlage: 'Entwürfe der Bürgerwerkstatt',
    },
    {
      titel: 'Verwendung der Ortschaftsmittel',
      art: 'Beschlussvorlage',
      federfuehrend: 'Ortsverwaltung Aach',
      sachverhalt:
        'Dem Ortschaftsrat stehen 15.000 Euro zur Verfügung. Vorgeschlagen sind neue Spielgeräte, eine Sitzbank am Aachweg und ein Zuschuss an den Musikverein.',
      beschlussvorschlag: 'Die Mittel werden wie vorgeschlagen verwendet.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
    },
    {
      titel: 'Anhörung: Sanierung der Ortsdurchfahrt Aach',
      art: 'Informationsvorlage',
      federfuehrend: 'Tiefbauamt',
      sachverhalt: 'Der Ortschaftsrat wird zur Entwurfsplanung der Ortsdurchfahrt gehört. Die Bauzeit ist mit 14 Monaten in zwei Abschnitten geplant.',
      ergebnis: 'Der Ortschaftsrat stimmt der Planung zu und bittet um eine Umleitung ohne Schwerverkehr durch die Schulstraße.',
      oeffentlich: true,
    },
    {
      titel: 'Bauantrag: Anbau eines Wintergartens, Talweg 3 (Aach)',
      art: 'Beschlussvorlage',
      federfuehrend: 'Stadtbauamt',
      sachverhalt: 'Der Wintergarten liegt innerhalb der Baugrenzen des Bebauungsplans „Talweg“.',
      beschlussvorschlag: 'Der Ortschaftsrat empfiehlt, das Einvernehmen zu erteilen.',
      ergebnis: EINSTIMMIG,
      oeffentlich: true,
    },
  ],
  AER: [
    {
      titel: 'Ablauf der Haushaltsberatungen',
      art: 'Informationsvorlage',
      federfuehrend: 'Hauptamt',
      sachverhalt: 'Die Fraktionen verständigen sich auf Redezeiten und den Zeitplan der Haushaltsberatungen.',
      ergebnis: 'Einvernehmlich festgelegt',
      oeffentlich: false,
    },
    {
      titel: 'Sitzungsplan des kommenden Jahres',
      art: 'Informationsvorlage',
      federfuehrend: 'Hauptamt',
      sachverhalt: 'Die Verwaltung legt den Entwurf des Sitzungsplans vor.',
      ergebnis: 'Einvernehmlich festgelegt',
      oeffentlich: false,
    },
    {
      titel: 'Umgang mit Anfragen aus der Bürgerschaft in der Fragestunde',
      art: 'Informationsvorlage',
      federfuehrend: 'Hauptamt',
      sachverhalt: 'Der Ältestenrat berät über eine Begrenzung der Fragestunde auf 30 Minuten.',
      ergebnis: 'Einvernehmlich festgelegt',
      oeffentlich: false,
    },
  ],
};

export interface BerichtSeed {
  titel: string;
  /** Days before the seeding moment. */
  tageZurueck: number;
  gremium?: GremiumSeed['kuerzel'];
  zusammenfassung: string;
  absaetze: string[];
  oeffentlich: boolean;
}

export const BERICHTE: BerichtSeed[] = [
  {
    titel: 'Finanzzwischenbericht zum 30. Juni',
    tageZurueck: 120,
    gremium: 'VA',
    zusammenfassung: 'Die Erträge liegen 2,1 Prozent über dem Plan, vor allem wegen höherer Gewerbesteuer. Die Personalaufwendungen entsprechen dem Plan.',
    absaetze: [
      'Zum 30. Juni wurden 52 Prozent der geplanten ordentlichen Erträge erzielt.',
      'Die Gewerbesteuer liegt mit 6,8 Mio. Euro um 420.000 Euro über dem anteiligen Planansatz.',
      '• Personalaufwendungen: 48,7 Prozent des Jahresansatzes',
      '• Sach- und Dienstleistungen: 44,1 Prozent des Jahresansatzes',
      '• Investitionen: 31 Prozent abgeflossen',
    ],
    oeffentlich: true,
  },
  {
    titel: 'Jahresbericht der Stadtbücherei',
    tageZurueck: 200,
    zusammenfassung: '61.400 Ausleihen, 2.310 aktive Leserinnen und Leser und 148 Veranstaltungen; die Onleihe wächst um 18 Prozent.',
    absaetze: ['Die Stadtbücherei verzeichnete 61.400 Ausleihen.', 'Die Onleihe wurde 9.800-mal genutzt, 18 Prozent mehr als im Vorjahr.'],
    oeffentlich: true,
  },
  {
    titel: 'Sachstandsbericht Breitbandausbau',
    tageZurueck: 60,
    gremium: 'TA',
    zusammenfassung: '89 Prozent der Gebäude im Stadtgebiet können einen Glasfaseranschluss buchen; der Ausbau in Aach endet im Dezember.',
    absaetze: ['Im Stadtgebiet sind 3.920 von 4.400 Gebäuden erschlossen.', 'In Aach fehlen noch 56 Anschlüsse in den Außenbereichen.'],
    oeffentlich: true,
  },
  {
    titel: 'Bericht zur Unterbringung Geflüchteter',
    tageZurueck: 90,
    gremium: 'GR',
    zusammenfassung: 'Die Stadt bringt 146 Personen in der Anschlussunterbringung unter; für das kommende Jahr werden 40 weitere Plätze benötigt.',
    absaetze: [
      'Derzeit leben 146 Personen in der Anschlussunterbringung, davon 52 Kinder.',
      'Für das kommende Jahr rechnet der Landkreis mit 40 weiteren Zuweisungen.',
    ],
    oeffentlich: true,
  },
  {
    titel: 'Prüfbericht der überörtlichen Prüfung (vertraulich)',
    tageZurueck: 150,
    gremium: 'GR',
    zusammenfassung:
      'Die Gemeindeprüfungsanstalt hat die Jahre 2020 bis 2023 geprüft; die Stellungnahmen der Verwaltung zu 23 Prüfungsfeststellungen liegen bei.',
    absaetze: [
      'Die Gemeindeprüfungsanstalt hat die Haushalts- und Wirtschaftsführung geprüft.',
      'Wesentliche Feststellungen betreffen die Vergabe freiberuflicher Leistungen und die Gebührenkalkulation der Abwasserbeseitigung.',
    ],
    oeffentlich: false,
  },
  {
    titel: 'Klimaschutzbericht',
    tageZurueck: 30,
    gremium: 'TA',
    zusammenfassung: 'Der Energieverbrauch der städtischen Gebäude sank um 9 Prozent; die Photovoltaik auf städtischen Dächern lieferte 612 MWh.',
    absaetze: [
      'Der Wärmeverbrauch der städtischen Gebäude sank witterungsbereinigt um 9 Prozent.',
      'Die 14 Photovoltaikanlagen der Stadt erzeugten 612 MWh Strom.',
    ],
    oeffentlich: true,
  },
];
