import { FEUERWEHR, ORTE, STADT } from '../data/stadt';

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

const RATHAUS = `Rathaus ${STADT.name}, ${ORTE.rathaus.strasse}, ${STADT.plz} ${STADT.name}`;

export const GREMIEN: GremiumSeed[] = [
  {
    kuerzel: 'GR',
    name: 'Gemeinderat',
    art: 'Hauptorgan',
    beschreibung:
      'Der Gemeinderat ist die Vertretung der Bürgerinnen und Bürger und das Hauptorgan der Stadt. Er legt die Grundsätze der Verwaltung fest und entscheidet über alle Angelegenheiten, die nicht der Bürgermeisterin oder einem Ausschuss übertragen sind.',
    ort: RATHAUS,
    raum: 'Großer Sitzungssaal, 1. OG',
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
    raum: 'Kleiner Sitzungssaal, 2. OG',
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
    raum: 'Kleiner Sitzungssaal, 2. OG',
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
    beschreibung: 'Der Ältestenrat berät die Bürgermeisterin über die Tagesordnung und den Ablauf der Sitzungen des Gemeinderats. Er tagt nichtöffentlich.',
    ort: RATHAUS,
    raum: 'Büro der Bürgermeisterin',
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
    vorname: STADT.buergermeisterin.vorname,
    nachname: STADT.buergermeisterin.nachname,
    partei: 'parteilos',
    beruf: STADT.buergermeisterin.amt,
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
    taetigkeitsbereiche: ['Fraktionsvorsitzende CDU', 'Zweite Stellvertreterin der Bürgermeisterin', 'Finanzen', 'Wirtschaftsförderung'],
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
    taetigkeitsbereiche: ['Fraktionsvorsitzender Freie Wähler', 'Erster Stellvertreter der Bürgermeisterin', 'Bauen', 'Feuerwehr'],
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
    gremien: { GR: H },
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
    wohnort: 'Musterstadt-Hallwangen',
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
    gremien: { GR: M },
  },
  {
    anrede: 'Herr',
    vorname: 'Rainer',
    nachname: 'Kienzler',
    partei: 'SPD',
    beruf: 'Schreiner',
    wohnort: 'Musterstadt-Hallwangen',
    taetigkeitsbereiche: ['Wohnen', 'Bauen'],
    gremien: { GR: H, TA: 'Mitglied' },
  },
  {
    anrede: 'Herr',
    vorname: 'Florian',
    nachname: 'Weber',
    partei: 'Freie Wähler',
    beruf: 'Rechtsanwalt',
    wohnort: 'Musterstadt',
    taetigkeitsbereiche: ['Wirtschaft', 'Recht'],
    gremien: { GR: H, TA: 'Mitglied' },
  },
  {
    anrede: 'Herr',
    titel: 'Dr.',
    vorname: 'Jens',
    nachname: 'Armbruster',
    partei: 'Bündnis 90/Die Grünen',
    beruf: 'Hausarzt',
    wohnort: 'Musterstadt-Hallwangen',
    taetigkeitsbereiche: ['Gesundheit', 'Ortsteil Hallwangen'],
    gremien: { GR: H, VA: 'Mitglied' },
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
      ergebnis: 'Mehrheitlich beschlossen (15 Ja, 3 Nein, 1 Enthaltung)',
      oeffentlich: true,
      vorberatung: 'TA',
      anlage: 'Abwägungstabelle der Stellungnahmen',
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
      ergebnis: 'Mehrheitlich beschlossen (10 Ja, 8 Nein, 1 Enthaltung)',
      oeffentlich: true,
    },
    {
      titel: 'Bericht der Feuerwehr Musterstadt über das vergangene Jahr',
      art: 'Informationsvorlage',
      federfuehrend: 'Feuerwehr',
      sachverhalt: `Kommandant ${FEUERWEHR.kommandant} berichtet über ${FEUERWEHR.einsaetzeVorjahr} Einsätze, die Ausbildung der ${FEUERWEHR.aktive} aktiven Mitglieder in den drei Abteilungen und den Stand der Beschaffung des neuen Löschgruppenfahrzeugs für die Abteilung Hallwangen.`,
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
      ergebnis: 'Mehrheitlich beschlossen (13 Ja, 6 Nein)',
      oeffentlich: true,
      vorberatung: 'VA',
    },
    {
      titel: 'Breitbandausbau im Ortsteil Hallwangen – Sachstand',
      art: 'Informationsvorlage',
      federfuehrend: 'Wirtschaftsförderung',
      sachverhalt:
        'Im zweiten Bauabschnitt sind in Hallwangen 280 von 470 Gebäuden an das Glasfasernetz angeschlossen; die übrigen folgen bis zum Herbst. Für den dritten Bauabschnitt in Aach und den Außenbereichen ist der Förderantrag gestellt.',
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
      ergebnis: 'Mehrheitlich beschlossen (17 Ja, 2 Enthaltungen)',
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
      ergebnis: 'Mehrheitlich beschlossen (14 Ja, 5 Nein)',
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
    zusammenfassung:
      'Die Kernstadt ist vollständig mit Glasfaser erschlossen, in Hallwangen läuft der zweite Bauabschnitt; Aach und die Außenbereiche folgen als dritter Bauabschnitt.',
    absaetze: [
      'In der Kernstadt sind rund 2.300 Gebäude angeschlossen.',
      'In Hallwangen sind 280 von 470 Gebäuden angeschlossen; die übrigen folgen bis zum Herbst.',
      'Für Aach und die Außenbereiche ist der Förderantrag beim Bund und beim Land gestellt.',
    ],
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

const beschluss = (titel: string, federfuehrend: string, sachverhalt: string, beschlussvorschlag: string, extra: Partial<ThemaSeed> = {}): ThemaSeed => ({
  titel,
  art: 'Beschlussvorlage',
  federfuehrend,
  sachverhalt,
  beschlussvorschlag,
  ergebnis: EINSTIMMIG,
  oeffentlich: true,
  ...extra,
});
const bericht = (titel: string, federfuehrend: string, sachverhalt: string, extra: Partial<ThemaSeed> = {}): ThemaSeed => ({
  titel,
  art: 'Informationsvorlage',
  federfuehrend,
  sachverhalt,
  ergebnis: KENNTNIS,
  oeffentlich: true,
  ...extra,
});
const geheim = (titel: string, federfuehrend: string, sachverhalt: string, beschlussvorschlag: string, ergebnis = EINSTIMMIG): ThemaSeed => ({
  titel,
  art: 'Beschlussvorlage',
  federfuehrend,
  sachverhalt,
  beschlussvorschlag,
  ergebnis,
  oeffentlich: false,
});

/**
 * More of each committee's everyday business, used after THEMEN for the older meetings of the year,
 * so that every published agenda carries real items and not only the standing ones.
 */
export const WEITERE_THEMEN: Record<GremiumSeed['kuerzel'], ThemaSeed[]> = {
  GR: [
    beschluss(
      'Annahme einer Spende für das Ferienprogramm des Jugendhauses',
      'Kämmerei',
      'Die Volksbank im Sulzbachtal bietet der Stadt 3.200 Euro für das Ferienprogramm des Jugendhauses an.',
      'Der Gemeinderat stimmt der Annahme der Spende zu.',
    ),
    beschluss(
      'Änderung der Friedhofsgebührensatzung',
      'Ordnungsamt',
      'Die Gebühren decken die Kosten der Friedhöfe nur noch zu 61 Prozent. Die Kalkulation sieht für Urnengräber eine Erhöhung von 640 auf 720 Euro vor.',
      'Der Gemeinderat beschließt die Änderung der Friedhofsgebührensatzung zum 1. Januar.',
      { ergebnis: 'Mehrheitlich beschlossen (15 Ja, 4 Nein)', anlage: 'Gebührenkalkulation der Friedhöfe' },
    ),
    beschluss(
      'Bebauungsplan „Mühlwiesen“ – Aufstellungsbeschluss',
      'Stadtbauamt',
      'Für rund 30 Bauplätze am südlichen Ortsrand der Kernstadt soll ein Bebauungsplan aufgestellt werden. Die Flächen sind im Flächennutzungsplan als Wohnbauflächen dargestellt.',
      'Der Gemeinderat beschließt die Aufstellung des Bebauungsplans „Mühlwiesen“ und die frühzeitige Beteiligung der Öffentlichkeit.',
      { ergebnis: 'Mehrheitlich beschlossen (16 Ja, 3 Nein)', vorberatung: 'TA' },
    ),
    bericht(
      'Bericht zur Kinderbetreuung im laufenden Kindergartenjahr',
      'Amt für Familie, Bildung und Soziales',
      'In den sechs Kindergärten werden 312 Kinder betreut, davon 58 unter drei Jahren. Die Warteliste umfasst derzeit 11 Kinder.',
    ),
    beschluss(
      'Abwassergebühren – Gebührenkalkulation für die nächsten zwei Jahre',
      'Kämmerei',
      'Die Kalkulation ergibt eine Schmutzwassergebühr von 2,38 Euro je Kubikmeter und eine Niederschlagswassergebühr von 0,46 Euro je Quadratmeter versiegelter Fläche.',
      'Der Gemeinderat beschließt die Gebührensätze und die Änderung der Abwassersatzung.',
      { ergebnis: 'Mehrheitlich beschlossen (17 Ja, 2 Nein)', vorberatung: 'VA', anlage: 'Gebührenkalkulation Abwasser' },
    ),
    bericht(
      'Sachstand der energetischen Sanierung der Grundschule Musterstadt',
      'Gebäudemanagement',
      'Die Fenster im Erdgeschoss sind eingebaut, die Dämmung der Fassade folgt in den Sommerferien. Die Kosten liegen mit 2,6 Mio. Euro im Rahmen der Kostenberechnung.',
    ),
    beschluss(
      'Annahme einer Spende für die Jugendfeuerwehr',
      'Kämmerei',
      'Der Förderverein der Feuerwehr bietet 2.450 Euro für neue Übungsanzüge der Jugendfeuerwehr an.',
      'Der Gemeinderat stimmt der Annahme der Spende zu.',
    ),
    beschluss(
      'Neufassung der Feuerwehrkostensatzung',
      'Ordnungsamt',
      'Die Kostenersätze für Einsätze der Feuerwehr, etwa bei Ölspuren oder Fehlalarmen von Brandmeldeanlagen, werden an die aktuellen Stundensätze angepasst.',
      'Der Gemeinderat beschließt die Neufassung der Feuerwehrkostensatzung.',
    ),
    bericht(
      'Jahresbericht des Jugendhauses',
      'Amt für Familie, Bildung und Soziales',
      'Der Offene Treff zählte an 214 Öffnungstagen im Schnitt 38 Besucherinnen und Besucher. Am Ferienprogramm nahmen 146 Jugendliche teil.',
    ),
    beschluss(
      'Bestellung der Mitglieder des Gemeindewahlausschusses für die Bürgermeisterwahl',
      'Hauptamt',
      'Für die Bürgermeisterwahl sind die Beisitzerinnen und Beisitzer des Gemeindewahlausschusses und ihre Stellvertretungen zu bestellen. Die Fraktionen haben Vorschläge gemacht.',
      'Der Gemeinderat bestellt die in der Anlage genannten Personen.',
      { anlage: 'Vorschläge der Fraktionen' },
    ),
    bericht(
      'Ergebnisse der Verkehrsschau',
      'Ordnungsamt',
      'Bei der Verkehrsschau mit Polizei und Straßenverkehrsbehörde wurden 23 Stellen geprüft. An der Schulstraße wird ein zusätzlicher Zebrastreifen angelegt.',
    ),
    beschluss(
      'Bebauungsplan „Kirchacker II“ – Billigung des Entwurfs und öffentliche Auslegung',
      'Stadtbauamt',
      'Der Entwurf sieht am Ortsrand von Aach sechs weitere Bauplätze für Einzelhäuser vor. Die Streuobstwiese bleibt als Ausgleichsfläche erhalten.',
      'Der Gemeinderat billigt den Entwurf und beschließt die öffentliche Auslegung.',
    ),
    bericht(
      'Tourismusbilanz der vergangenen Saison',
      'Tourist-Information',
      'Die Zahl der Übernachtungen stieg um 4 Prozent auf 61.800. Der Barfußpark zählte an den Zählstellen rund 48.000 Besucherinnen und Besucher.',
    ),
    beschluss(
      'Annahme einer Spende für die Stadtbücherei',
      'Kämmerei',
      'Der Förderverein der Stadtbücherei bietet 950 Euro für Tonies und Hörbücher der Kinderbücherei an.',
      'Der Gemeinderat stimmt der Annahme der Spende zu.',
    ),
    beschluss(
      'Polizeiverordnung über das Anleinen von Hunden in Grünanlagen',
      'Ordnungsamt',
      'Nach Beschwerden soll in Kurpark, Stadtgarten und auf den Spielplätzen eine Leinenpflicht gelten.',
      'Der Gemeinderat beschließt die Polizeiverordnung.',
      { ergebnis: 'Mehrheitlich beschlossen (12 Ja, 6 Nein, 1 Enthaltung)' },
    ),
    geheim(
      'Grundstücksangelegenheit: Verkauf eines Bauplatzes im Baugebiet „Sonnenhalde“',
      'Liegenschaftsamt',
      'Nach den Vergaberichtlinien hat eine Familie mit zwei Kindern die höchste Punktzahl für Bauplatz 7 erreicht.',
      'Der Gemeinderat stimmt dem Verkauf zu den Bedingungen der Vergaberichtlinien zu.',
    ),
    geheim(
      'Personalangelegenheit: Besetzung der Stelle der Leitung der Kämmerei',
      'Personalamt',
      'Auf die Ausschreibung gingen sieben Bewerbungen ein. Die Auswahlkommission empfiehlt einen Bewerber.',
      'Der Gemeinderat wählt den von der Auswahlkommission empfohlenen Bewerber.',
    ),
    geheim(
      'Grundstücksangelegenheit: Tausch einer Teilfläche am Sportgelände Breitwiesen',
      'Liegenschaftsamt',
      'Für die Erweiterung des Parkplatzes tauscht die Stadt 420 m² Ackerland gegen eine gleich große Fläche am Sportgelände.',
      'Der Gemeinderat stimmt dem Tausch zu.',
    ),
    geheim(
      'Vertragsangelegenheit: Konzessionsvertrag für das Stromnetz',
      'Hauptamt',
      'Der Konzessionsvertrag läuft aus. Zwei Netzbetreiber haben sich beworben; die Auswertung nach den Kriterien des Gemeinderats liegt vor.',
      'Der Gemeinderat vergibt die Konzession an den Bewerber mit der höchsten Punktzahl.',
      'Mehrheitlich beschlossen (15 Ja, 3 Nein, 1 Enthaltung)',
    ),
    geheim(
      'Rechtsangelegenheit: Vergleich über Erschließungskosten im Gewerbegebiet Talmatt II',
      'Kämmerei',
      'Ein Grundstückseigentümer hat gegen seinen Bescheid geklagt. Das Verwaltungsgericht schlägt einen Vergleich vor.',
      'Der Gemeinderat stimmt dem Vergleich zu.',
    ),
    beschluss(
      'Beitritt zum Zweckverband Kommunale Wärmeversorgung Sulzbachtal',
      'Stadtbauamt',
      'Mit zwei Nachbargemeinden soll ein Zweckverband das Wärmenetz der Innenstadt planen und betreiben. Die Stadt hielte 52 Prozent der Anteile.',
      'Der Gemeinderat beschließt den Beitritt und die Verbandssatzung.',
      { ergebnis: 'Mehrheitlich beschlossen (17 Ja, 2 Nein)' },
    ),
    bericht(
      'Bericht des Seniorenbeirats',
      'Amt für Familie, Bildung und Soziales',
      'Der Seniorenbeirat berichtet über 41 Sprechstunden, den Bürgerbus mit 2.300 Fahrgästen und den Wunsch nach mehr Sitzbänken in der Innenstadt.',
    ),
    beschluss(
      'Satzung über die Erhebung der Zweitwohnungsteuer – Änderung',
      'Kämmerei',
      'Nach einem Urteil des Bundesverfassungsgerichts ist der Steuermaßstab auf die Nettokaltmiete umzustellen.',
      'Der Gemeinderat beschließt die Änderung der Zweitwohnungsteuersatzung.',
    ),
    beschluss(
      'Städtepartnerschaft mit Saint-Aubin-des-Prés: Besuch zum Jubiläum',
      'Hauptamt',
      'Zum Partnerschaftsjubiläum reisen eine Delegation des Gemeinderats, die Stadtkapelle und zwei Schulklassen nach Burgund; die Stadt trägt die Buskosten von 3.900 Euro.',
      'Der Gemeinderat stimmt der Reise und der Kostenübernahme zu.',
    ),
    bericht(
      'Jahresbericht der Freiwilligenagentur',
      'Hauptamt',
      'Die Freiwilligenagentur hat 64 Ehrenamtliche an 22 Vereine und Einrichtungen vermittelt; am stärksten gefragt waren Lesepaten und Fahrerinnen für den Bürgerbus.',
    ),
    beschluss(
      'Antrag der CDU-Fraktion: Mehr Fahrradabstellplätze am Bahnhof',
      'Ordnungsamt',
      'Die Fraktion beantragt 40 überdachte Fahrradstellplätze und zehn abschließbare Boxen am Bahnhof. Die Kosten schätzt die Verwaltung auf 58.000 Euro; das Land fördert die Hälfte.',
      'Die Verwaltung wird beauftragt, die Stellplätze im nächsten Jahr zu bauen und die Förderung zu beantragen.',
      { art: 'Antrag' },
    ),
    beschluss(
      'Annahme einer Spende für den Seniorenbeirat',
      'Kämmerei',
      'Ein Bürger bietet 600 Euro für den Seniorennachmittag und die Ausflüge des Seniorenbeirats an.',
      'Der Gemeinderat stimmt der Annahme der Spende zu.',
    ),
  ],
  TA: [
    beschluss(
      'Bauantrag: Anbau einer Praxis an ein Wohnhaus, Lindenstraße 9',
      'Stadtbauamt',
      'Das Vorhaben liegt im Geltungsbereich des Bebauungsplans „Lindenstraße“ und hält dessen Festsetzungen ein.',
      'Das Einvernehmen wird erteilt.',
    ),
    beschluss(
      'Bauantrag: Neubau einer Maschinenhalle, Hofgut Brühl (Außenbereich)',
      'Stadtbauamt',
      'Die Halle dient einem landwirtschaftlichen Betrieb und ist im Außenbereich privilegiert.',
      'Das Einvernehmen wird erteilt.',
    ),
    beschluss(
      'Vergabe: Erneuerung der Fenster im Bürgerhaus',
      'Gebäudemanagement',
      'Beschränkt ausgeschrieben wurde der Austausch von 46 Fenstern. Das günstigste von drei Angeboten beträgt 118.400 Euro brutto.',
      'Der Auftrag wird an den günstigsten Bieter vergeben.',
    ),
    beschluss(
      'Bauantrag: Umbau eines Geschäftshauses mit zwei Wohnungen, Hauptstraße 24',
      'Stadtbauamt',
      'Im Erdgeschoss bleibt der Laden erhalten, im Dachgeschoss entstehen zwei Wohnungen. Die Gestaltung entspricht der Altstadtsatzung.',
      'Das Einvernehmen wird erteilt.',
    ),
    bericht(
      'Straßenzustandsbericht und Sanierungsprogramm',
      'Tiefbauamt',
      'Von 86 Kilometern Gemeindestraßen sind 12 Kilometer sanierungsbedürftig. Das Programm sieht in den nächsten drei Jahren die Bergstraße, den Talweg und die Schillerstraße vor.',
    ),
    beschluss(
      'Vergabe: Spielgeräte für den Spielplatz am Stadtgarten',
      'Bauhof',
      'Für den neuen Spielplatz am Stadtgarten liegen drei Angebote vor; das wirtschaftlichste beträgt 64.900 Euro brutto.',
      'Der Auftrag wird an das wirtschaftlichste Angebot vergeben.',
    ),
    beschluss(
      'Bauvoranfrage: Doppelhaus, Am Sonnenhang 31',
      'Stadtbauamt',
      'Die Voranfrage klärt, ob ein Doppelhaus statt des festgesetzten Einzelhauses zulässig ist. Eine Befreiung ist städtebaulich vertretbar.',
      'Das Einvernehmen wird in Aussicht gestellt.',
      { ergebnis: 'Mehrheitlich beschlossen (6 Ja, 3 Nein)' },
    ),
    beschluss(
      'Vergabe: Unterhaltungsarbeiten an Feldwegen',
      'Tiefbauamt',
      'Auf 7,5 Kilometern Feldwegen werden Schlaglöcher ausgebessert und Bankette gefräst. Angeboten wurden 48.200 Euro brutto.',
      'Der Auftrag wird an den günstigsten Bieter vergeben.',
    ),
    beschluss(
      'Bauantrag: Errichtung einer Photovoltaik-Freiflächenanlage am Kienberg',
      'Stadtbauamt',
      'Die Anlage mit 4,8 Megawatt liegt in einem nach dem Bebauungsplan „Solarpark Kienberg“ ausgewiesenen Sondergebiet.',
      'Das Einvernehmen wird erteilt.',
    ),
    bericht(
      'Starkregenrisikomanagement: Ergebnisse der Gefährdungsanalyse',
      'Tiefbauamt',
      'Die Analyse zeigt drei Bereiche mit hohem Risiko, darunter die Talstraße in Aach. Für sie werden Schutzmaßnahmen geplant.',
    ),
    beschluss(
      'Bauantrag: Nutzungsänderung einer Scheune zur Werkstatt, Kirchweg 15 (Hallwangen)',
      'Stadtbauamt',
      'Die Werkstatt eines Schreiners fügt sich in das Dorfgebiet ein; die Zufahrt ist gesichert.',
      'Das Einvernehmen wird erteilt.',
    ),
    beschluss(
      'Vergabe: Sanierung der Toiletten im Kurpark',
      'Gebäudemanagement',
      'Die Toilettenanlage wird barrierefrei umgebaut. Das günstigste von vier Angeboten beträgt 86.300 Euro brutto.',
      'Der Auftrag wird an den günstigsten Bieter vergeben.',
    ),
    geheim(
      'Vergabeangelegenheit: Nachtrag Dachsanierung Grundschule',
      'Gebäudemanagement',
      'Bei der Öffnung des Dachs zeigte sich, dass mehr Sparren ersetzt werden müssen. Der Nachtrag beträgt 21.800 Euro brutto.',
      'Dem Nachtrag wird zugestimmt.',
    ),
    geheim(
      'Vergabeangelegenheit: Schlussrechnung Kanal Hauptstraße',
      'Tiefbauamt',
      'Die Schlussrechnung liegt 3,1 Prozent über der Auftragssumme, begründet durch zusätzliche Hausanschlüsse.',
      'Der Schlussrechnung wird zugestimmt.',
    ),
    geheim(
      'Vergabeangelegenheit: Planungsleistungen für den Kindergarten Hallwangen',
      'Gebäudemanagement',
      'Für die Erweiterung des Kindergartens Regenbogen wurden drei Architekturbüros zu Gesprächen eingeladen.',
      'Die Planungsleistungen werden an das Büro mit der höchsten Bewertung vergeben.',
    ),
  ],
  VA: [
    beschluss(
      'Zuschuss an den Musikverein Aach für neue Instrumente',
      'Hauptamt',
      'Der Musikverein beschafft zwei Tuben und ein Schlagzeug für 14.600 Euro. Nach den Förderrichtlinien ist ein Zuschuss von 20 Prozent möglich.',
      'Dem Musikverein Aach wird ein Zuschuss von 2.920 Euro gewährt.',
    ),
    beschluss(
      'Elternbeiträge der Kernzeitbetreuung',
      'Amt für Familie, Bildung und Soziales',
      'Die Beiträge der Kernzeitbetreuung wurden seit drei Jahren nicht angepasst. Vorgeschlagen wird eine Erhöhung um 3 Euro im Monat.',
      'Die Elternbeiträge werden zum neuen Schuljahr angepasst.',
      { ergebnis: 'Mehrheitlich beschlossen (6 Ja, 3 Nein)' },
    ),
    bericht(
      'Finanzzwischenbericht des laufenden Jahres',
      'Kämmerei',
      'Die Gewerbesteuer liegt 3 Prozent über dem Plan; die Personalaufwendungen entsprechen dem Plan. Die Investitionen sind zu 54 Prozent abgeflossen.',
    ),
    beschluss(
      'Ferienbetreuung für Grundschulkinder: Angebot und Gebühren',
      'Amt für Familie, Bildung und Soziales',
      'Die Ferienbetreuung soll in den Sommerferien auf vier Wochen erweitert werden; die Gebühr bleibt bei 60 Euro pro Woche.',
      'Der Verwaltungsausschuss stimmt der Erweiterung zu.',
    ),
    beschluss(
      'Vergabe des Kulturpreises der Stadt',
      'Kulturamt',
      'Die Jury schlägt die Theatergruppe der Werkrealschule für ihre Inszenierung der Stadtgeschichte vor.',
      'Der Kulturpreis geht an die Theatergruppe der Werkrealschule.',
    ),
    beschluss(
      'Stellenplan des kommenden Jahres',
      'Personalamt',
      'Der Stellenplan sieht zwei zusätzliche Stellen für Erzieherinnen und Erzieher und eine halbe Stelle für die Digitalisierung vor.',
      'Der Verwaltungsausschuss empfiehlt dem Gemeinderat, den Stellenplan zu beschließen.',
    ),
    bericht(
      'Belegung der Stadthalle und der Sporthallen',
      'Kulturamt',
      'Die Stadthalle war an 142 Tagen belegt, die Sporthallen sind an allen Werktagen ab 17 Uhr ausgebucht.',
    ),
    beschluss(
      'Richtlinien zur Vereinsförderung – Anpassung der Pauschalen',
      'Hauptamt',
      'Die Pauschale für jedes Mitglied unter 18 Jahren soll von 12 auf 15 Euro steigen.',
      'Der Verwaltungsausschuss beschließt die geänderten Richtlinien.',
    ),
    geheim(
      'Personalangelegenheit: Einstellung einer Leitung für den Kindergarten Regenbogen',
      'Personalamt',
      'Nach dem Ruhestand der bisherigen Leitung empfiehlt die Auswahlkommission eine Bewerberin.',
      'Der Einstellung wird zugestimmt.',
    ),
    geheim(
      'Personalangelegenheit: Befristete Verlängerung eines Arbeitsvertrags im Bauhof',
      'Personalamt',
      'Wegen einer Elternzeit wird der Vertrag eines Mitarbeiters um ein Jahr verlängert.',
      'Der Verlängerung wird zugestimmt.',
    ),
    geheim(
      'Stundung einer Gewerbesteuerforderung',
      'Kämmerei',
      'Ein Betrieb bittet wegen eines Auftragsausfalls um Stundung einer Vorauszahlung in sechs Raten.',
      'Der Stundung wird zu den üblichen Zinsen zugestimmt.',
    ),
  ],
  OR: [
    beschluss(
      'Bauantrag: Neubau eines Einfamilienhauses, Talweg 12 (Aach)',
      'Stadtbauamt',
      'Das Vorhaben liegt im Geltungsbereich des Bebauungsplans „Talweg“ und hält dessen Festsetzungen ein.',
      'Der Ortschaftsrat empfiehlt, das Einvernehmen zu erteilen.',
    ),
    bericht(
      'Verkehrsschau in Aach: Parken in der Dorfstraße',
      'Ordnungsamt',
      'In der Dorfstraße soll vor der Grundschule ein Halteverbot eingerichtet werden; die Feuerwehrzufahrt bleibt frei.',
      { ergebnis: 'Der Ortschaftsrat stimmt dem Halteverbot zu.' },
    ),
    beschluss(
      'Zuschuss zum Dorffest Aach',
      'Ortsverwaltung Aach',
      'Der Festausschuss bittet um 800 Euro für Bühne und Absperrungen; die Dorfstraße wird am Festwochenende gesperrt.',
      'Der Ortschaftsrat gewährt den Zuschuss aus den Ortschaftsmitteln.',
    ),
    bericht('Pflege der Streuobstwiesen am Aachweg', 'Umweltamt', 'Die Stadt lässt 38 Hochstämme schneiden und pflanzt zehn junge Bäume nach.'),
    geheim(
      'Grundstücksangelegenheit: Pacht der Wiese am Aachweg',
      'Ortsverwaltung Aach',
      'Der bisherige Pächter gibt die Wiese ab. Zwei Landwirte aus Aach haben Interesse bekundet.',
      'Der Ortschaftsrat empfiehlt die Verpachtung an den Betrieb mit Weidehaltung.',
    ),
    geheim(
      'Grundstücksangelegenheit: Ankauf einer Teilfläche für den Dorfplatz',
      'Ortsverwaltung Aach',
      'Für die Neugestaltung des Dorfplatzes wird eine Teilfläche von 85 m² benötigt.',
      'Der Ortschaftsrat empfiehlt den Ankauf.',
    ),
  ],
  AER: [
    geheim(
      'Ehrung langjähriger Mitglieder des Gemeinderats',
      'Hauptamt',
      'Zwei Mitglieder gehören dem Gemeinderat seit 20 Jahren an; der Städtetag verleiht dafür eine Ehrennadel.',
      'Die Ehrungen erfolgen in der nächsten öffentlichen Sitzung.',
      'Einvernehmlich festgelegt',
    ),
    geheim(
      'Digitale Sitzungsunterlagen für den Gemeinderat',
      'Hauptamt',
      'Ab dem nächsten Jahr sollen die Unterlagen nur noch im Ratsinformationssystem bereitstehen; wer möchte, erhält ein Tablet.',
      'Der Ältestenrat empfiehlt die Umstellung.',
      'Einvernehmlich festgelegt',
    ),
    geheim(
      'Vorbereitung des Neujahrsempfangs',
      'Hauptamt',
      'Der Neujahrsempfang findet in der Stadthalle statt; die Fraktionen benennen je eine Person für die Ehrung des Ehrenamts.',
      'Der Ablauf wird wie vorgeschlagen festgelegt.',
      'Einvernehmlich festgelegt',
    ),
    geheim(
      'Redezeiten in den Haushaltsreden',
      'Hauptamt',
      'Die Fraktionen verständigen sich auf zehn Minuten Redezeit je Fraktion.',
      'Die Redezeiten werden wie vorgeschlagen festgelegt.',
      'Einvernehmlich festgelegt',
    ),
    geheim(
      'Besetzung der Ausschüsse nach dem Ausscheiden eines Mitglieds',
      'Hauptamt',
      'Nach dem Umzug eines Mitglieds rückt die Ersatzperson nach; die Ausschusssitze werden neu verteilt.',
      'Die Fraktion benennt die Nachfolge im Technischen Ausschuss.',
      'Einvernehmlich festgelegt',
    ),
  ],
};
