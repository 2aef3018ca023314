/**
 * German demo content of the staff intranet: three staff logins, eight categories with about sixty
 * internal texts over two years, and the document archive with versions valid one after another.
 */
import { INTRANET_RUBRIKEN, type IntranetRubrikDefinition } from '../../intranet';

/** Password of the three demo staff accounts (README). */
export const INTRANET_DEMO_PASSWORT = 'Intranet!2026';

export interface BenutzerSeed {
  uuid: string;
  vorname: string;
  nachname: string;
  email: string;
}

export const BENUTZER: BenutzerSeed[] = [
  { uuid: '6f1c2a4e-8b3d-4c5e-9a17-2d4b6e8f0a11', vorname: 'Anna', nachname: 'Schmid', email: 'anna.schmid@musterstadt.de' },
  { uuid: '0b9e7d52-31a4-4f6c-8e2d-7a5c9b1e3f22', vorname: 'Markus', nachname: 'Weber', email: 'markus.weber@musterstadt.de' },
  { uuid: 'c3d8f1a7-5e26-4b90-a4c1-8f7e2d6b9c33', vorname: 'Elif', nachname: 'Yılmaz', email: 'elif.yilmaz@musterstadt.de' },
];

export type RubrikSeed = IntranetRubrikDefinition;

export const RUBRIKEN: readonly RubrikSeed[] = INTRANET_RUBRIKEN;

export interface TextSeed {
  rubrik: string;
  titel: string;
  einleitung: string;
  /** Paragraphs; one starting with '• ' is a list item. */
  absaetze: string[];
  /** Days before the seed date; the newest texts are a few days old. */
  tageZurueck: number;
}

const t = (rubrik: string, tageZurueck: number, titel: string, einleitung: string, ...absaetze: string[]): TextSeed => ({
  rubrik,
  titel,
  einleitung,
  absaetze,
  tageZurueck,
});

const GERICHTE: [string, string, string][] = [
  ['Linsen mit Spätzle und Saitenwürstle', 'Gemüsecurry mit Basmatireis', 'Schwarzwälder Kirschquark'],
  ['Maultaschen in der Brühe', 'Käsespätzle mit Röstzwiebeln', 'Apfelkompott'],
  ['Schweinerückensteak mit Bratkartoffeln', 'Gefüllte Paprika mit Tomatenreis', 'Vanillepudding'],
  ['Hähnchenbrust mit Kräuterrahm', 'Kartoffel-Lauch-Suppe', 'Obstsalat'],
  ['Schupfnudeln mit Sauerkraut', 'Flammkuchen mit Bergkäse', 'Rote Grütze'],
  ['Rinderroulade mit Rotkohl', 'Pilzrisotto', 'Zwetschgenkuchen'],
  ['Seelachs im Backteig mit Kartoffelsalat', 'Dinkel-Gemüse-Pfanne', 'Joghurt mit Waldbeeren'],
  ['Kässpätzle mit grünem Salat', 'Zwiebelrostbraten mit Spätzle', 'Bratapfel'],
];

/** The canteen's weekly plans: the last eight weeks, one a week. */
function kantinenplaene(): TextSeed[] {
  return GERICHTE.map(([eins, zwei, nachtisch], index) =>
    t(
      'kantine',
      3 + index * 7,
      `Speiseplan der Woche: ${eins}`,
      `Die Kantine im Rathaus bietet diese Woche täglich zwei Gerichte und einen Nachtisch an, Hauptgericht 5,20 Euro, vegetarisch 4,60 Euro.`,
      `Montag bis Mittwoch: ${eins}; vegetarisch: ${zwei}.`,
      `Donnerstag und Freitag: Tagesessen nach Aushang; Nachtisch der Woche: ${nachtisch}.`,
      'Die Kantine ist von 11.30 bis 13.45 Uhr geöffnet. Bitte bezahlen Sie bargeldlos mit dem Dienstausweis.',
    ),
  );
}

export const TEXTE: TextSeed[] = [
  ...kantinenplaene(),
  // Rundschreiben
  t(
    'rundschreiben',
    5,
    'Dienstbetrieb zwischen den Jahren',
    'Vom 27. bis 31. Dezember ist das Rathaus geschlossen; ein Notdienst ist eingerichtet.',
    'Die Bürgerbüros bleiben am 29. Dezember von 8 bis 12 Uhr für dringende Ausweisangelegenheiten geöffnet.',
    'Bitte stimmen Sie Ihren Urlaub bis zum 1. Dezember mit Ihrer Amtsleitung ab.',
  ),
  t(
    'rundschreiben',
    41,
    'Neujahrsempfang der Stadt: Helferinnen und Helfer gesucht',
    'Für den Neujahrsempfang in der Stadthalle suchen wir Kolleginnen und Kollegen für Einlass und Garderobe.',
    'Der Einsatz wird als Arbeitszeit angerechnet. Melden Sie sich bitte im Vorzimmer der Bürgermeisterin.',
  ),
  t(
    'rundschreiben',
    96,
    'Ergebnisse der Beschäftigtenbefragung',
    'An der Befragung haben 71 Prozent der Beschäftigten teilgenommen – herzlichen Dank.',
    '• Zufriedenheit mit der Arbeit: 78 Prozent',
    '• Wunsch nach mehr mobilem Arbeiten: 64 Prozent',
    'Die Amtsleitungen besprechen die Ergebnisse bis Ende des Quartals in ihren Teams.',
  ),
  t(
    'rundschreiben',
    180,
    'Energiesparen im Rathaus',
    'Die Raumtemperatur in Büros wird auf 20 Grad begrenzt; Flure und Lager werden nicht mehr beheizt.',
    'Bitte schalten Sie Bildschirme und Drucker zum Dienstende ganz aus.',
  ),
  t(
    'rundschreiben',
    260,
    'Sommerfest der Stadtverwaltung',
    'Das Sommerfest findet am Freitag im Innenhof des Rathauses statt, ab 14 Uhr.',
    'Für Essen und Getränke sorgt der Personalrat; Kinder sind herzlich willkommen.',
  ),
  t(
    'rundschreiben',
    410,
    'Umzug des Bauamts in das Technische Rathaus',
    'Das Bauamt zieht in das Technische Rathaus in der Bahnhofstraße 12; die Telefonnummern bleiben gleich.',
    'Während des Umzugs ist das Bauamt zwei Tage nur telefonisch erreichbar.',
  ),
  t(
    'rundschreiben',
    540,
    'Neue Öffnungszeiten der Bürgerbüros',
    'Die Bürgerbüros öffnen donnerstags künftig bis 18 Uhr, dafür freitags bis 12 Uhr.',
    'Die Dienstpläne werden entsprechend angepasst; der Personalrat hat zugestimmt.',
  ),
  t(
    'rundschreiben',
    690,
    'Willkommen im neuen Jahr',
    'Die Bürgermeisterin dankt allen Beschäftigten für ihren Einsatz im vergangenen Jahr.',
    'Im neuen Jahr stehen die Digitalisierung der Bürgerdienste und der Neubau der Feuerwache an.',
  ),
  // Dienstanweisungen
  t(
    'dienstanweisungen',
    12,
    'Dienstanweisung Dienstfahrradleasing',
    'Beschäftigte können ab Januar ein Dienstfahrrad über Entgeltumwandlung leasen.',
    'Anträge nimmt das Personalamt bis zum 15. eines Monats entgegen; das Rad kommt frühestens im Folgemonat.',
    'Versicherung und jährliche Inspektion sind in der Leasingrate enthalten.',
  ),
  t(
    'dienstanweisungen',
    75,
    'Aktenführung in der E-Akte',
    'Ab dem 1. des nächsten Monats werden neue Vorgänge ausschließlich in der E-Akte angelegt.',
    'Papierakten laufender Vorgänge werden nicht nachträglich eingescannt.',
    'Schulungstermine finden Sie in der Rubrik Personal und Fortbildung.',
  ),
  t(
    'dienstanweisungen',
    150,
    'Dienstreisen und Reisekosten',
    'Dienstreisen werden über das Formular im Archiv beantragt und vorab genehmigt.',
    '• Bahnfahrten in der 2. Klasse',
    '• Dienstfahrzeug vor Privat-Pkw',
    'Die Abrechnung erfolgt innerhalb von sechs Monaten nach Reiseende.',
  ),
  t(
    'dienstanweisungen',
    300,
    'Umgang mit Geschenken und Einladungen',
    'Geschenke über 25 Euro dürfen nicht angenommen werden; bitte zeigen Sie Angebote Ihrer Amtsleitung an.',
  ),
  t(
    'dienstanweisungen',
    455,
    'Mobiles Arbeiten',
    'Mobiles Arbeiten ist bis zu zwei Tage pro Woche möglich, wenn die Aufgabe es zulässt.',
    'Voraussetzung ist eine Vereinbarung mit der Amtsleitung nach dem Muster im Archiv.',
  ),
  t('dienstanweisungen', 620, 'Schlüsselverwaltung', 'Schlüssel und Transponder werden nur gegen Unterschrift beim Gebäudemanagement ausgegeben.'),
  t(
    'dienstanweisungen',
    710,
    'Posteingang und Zeichnungsbefugnis',
    'Der Posteingang wird zentral gescannt und über die E-Akte verteilt.',
    'Schreiben an den Gemeinderat zeichnet die Bürgermeisterin.',
  ),
  // IT-Hinweise
  t(
    'it-hinweise',
    2,
    'Wartung des E-Mail-Servers am Samstag',
    'Am Samstag zwischen 7 und 12 Uhr sind E-Mail und Kalender nicht erreichbar.',
    'Mobile Geräte synchronisieren danach automatisch.',
  ),
  t(
    'it-hinweise',
    19,
    'Warnung vor gefälschten Paketmails',
    'Derzeit gehen vermehrt Mails mit angeblichen Paketbenachrichtigungen ein.',
    'Öffnen Sie keine Anhänge und melden Sie verdächtige Mails über den Knopf „Phishing melden“.',
  ),
  t(
    'it-hinweise',
    63,
    'Neue Drucker in allen Etagen',
    'Die Etagendrucker werden durch Geräte mit Ausdruck per Dienstausweis ersetzt.',
    'Druckaufträge bleiben 24 Stunden gespeichert und werden erst am Gerät ausgegeben.',
  ),
  t('it-hinweise', 130, 'Passwortwechsel nur noch bei Verdacht', 'Der regelmäßige Passwortwechsel entfällt; bitte wählen Sie lange Passphrasen.'),
  t(
    'it-hinweise',
    220,
    'Videokonferenzen mit dem städtischen System',
    'Für Videokonferenzen nutzen Sie bitte ausschließlich das städtische System.',
    'Externe Gäste erhalten einen Einladungslink, ein Konto ist nicht nötig.',
  ),
  t('it-hinweise', 350, 'Umstellung auf das neue Fachverfahren Meldewesen', 'Das Meldewesen wird am Wochenende auf das neue Fachverfahren umgestellt.'),
  t('it-hinweise', 500, 'Zwei-Faktor-Anmeldung für den Fernzugang', 'Der Fernzugang erfordert ab sofort einen zweiten Faktor über die Authenticator-App.'),
  t(
    'it-hinweise',
    650,
    'Neue Laptops für mobiles Arbeiten',
    'Der IT-Service gibt in den nächsten Wochen 120 neue Laptops aus; Termine vergibt die Amtsleitung.',
  ),
  // Personal und Fortbildung
  t(
    'personal',
    8,
    'Fortbildung: Leichte Sprache in Bescheiden',
    'Ein Tagesseminar zeigt, wie Bescheide verständlicher werden. Noch sechs Plätze frei.',
    'Anmeldung bis zum Monatsende über das Fortbildungsprogramm.',
  ),
  t(
    'personal',
    33,
    'Interne Stellenausschreibung: Sachbearbeitung Wohngeld',
    'Im Amt für Soziales ist eine Stelle in Entgeltgruppe 9a zu besetzen, Teilzeit möglich.',
  ),
  t('personal', 88, 'Neue Auszubildende begrüßt', 'Sieben Auszubildende und zwei Studierende der Hochschule Kehl beginnen bei der Stadt.'),
  t(
    'personal',
    160,
    'Fortbildungsprogramm des nächsten Halbjahres',
    'Das neue Programm mit 42 Kursen ist online; Schwerpunkte sind Digitalisierung und Gesundheit.',
  ),
  t('personal', 330, 'Tarifeinigung: Was sich für Sie ändert', 'Die Entgelte steigen in zwei Stufen; die Nachzahlung erfolgt mit der nächsten Abrechnung.'),
  t('personal', 480, 'Jubilarfeier der Stadtverwaltung', 'Wir ehren 14 Kolleginnen und Kollegen für 25 und 40 Jahre im öffentlichen Dienst.'),
  t(
    'personal',
    200,
    'Mentoring für neue Führungskräfte',
    'Neue Führungskräfte können ein Jahr lang eine erfahrene Kollegin oder einen erfahrenen Kollegen als Mentor wählen.',
  ),
  t('personal', 600, 'Entgeltabrechnung künftig digital', 'Die Entgeltabrechnung kommt ab dem nächsten Monat in das digitale Postfach.'),
  // Arbeitsschutz und Gesundheit
  t('arbeitsschutz', 15, 'Grippeschutzimpfung im Rathaus', 'Die Betriebsärztin impft am Dienstag und Mittwoch im Sitzungssaal, ohne Termin.'),
  t('arbeitsschutz', 120, 'Ersthelferinnen und Ersthelfer gesucht', 'Für jede Etage brauchen wir zwei ausgebildete Ersthelfer; der Kurs dauert einen Tag.'),
  t('arbeitsschutz', 240, 'Räumungsübung im Rathaus', 'Im Herbst findet eine angekündigte Räumungsübung statt; bitte merken Sie sich Ihren Sammelplatz.'),
  t(
    'arbeitsschutz',
    390,
    'Bildschirmarbeitsplatz: Sehtest und Brille',
    'Beschäftigte an Bildschirmarbeitsplätzen haben Anspruch auf eine Untersuchung der Augen.',
  ),
  t('arbeitsschutz', 560, 'Hitzeschutz im Sommer', 'Bei über 26 Grad im Büro gelten die Maßnahmen der Dienstanweisung Hitze.'),
  t('arbeitsschutz', 330, 'Rückenfit am Arbeitsplatz', 'Der Kurs „Rückenfit“ läuft dienstags in der Mittagspause im Bürgersaal; die Teilnahme ist kostenlos.'),
  t('arbeitsschutz', 700, 'Gefährdungsbeurteilung psychischer Belastungen', 'Die Befragung zur psychischen Belastung startet in allen Ämtern.'),
  // Gebäude und Dienstfahrzeuge
  t('gebaeude', 4, 'Aufzug im Rathaus Nord außer Betrieb', 'Der Aufzug im Rathaus Nord wird bis Freitag gewartet; bitte nutzen Sie den Aufzug im Südflügel.'),
  t('gebaeude', 55, 'Neue Elektrofahrzeuge im Fahrzeugpool', 'Der Fahrzeugpool hat drei neue Elektroautos; gebucht wird wie bisher im Raumbuchungssystem.'),
  t('gebaeude', 140, 'Sitzungssaal wegen Renovierung gesperrt', 'Der große Sitzungssaal wird vier Wochen renoviert; Ausweichraum ist der Bürgersaal.'),
  t('gebaeude', 310, 'Fahrradstellplätze im Innenhof', 'Im Innenhof stehen 40 überdachte Fahrradstellplätze mit Lademöglichkeit bereit.'),
  t('gebaeude', 470, 'Raumbuchung über das neue System', 'Besprechungsräume werden ab sofort im neuen Raumbuchungssystem gebucht.'),
  t('gebaeude', 250, 'Neue Zugangskarten für die Tiefgarage', 'Die Tiefgarage öffnet ab Montag nur noch mit dem Dienstausweis; alte Karten werden ungültig.'),
  t('gebaeude', 640, 'Parkplätze während der Bauarbeiten', 'Während der Bauarbeiten am Marktplatz entfallen 20 Parkplätze hinter dem Rathaus.'),
  // Personalrat
  t(
    'personalrat',
    22,
    'Personalversammlung im Dezember',
    'Die Personalversammlung findet in der Stadthalle statt; die Teilnahme ist Arbeitszeit.',
    'Themen: Tarifeinigung, mobiles Arbeiten und die neue Kantine.',
  ),
  t('personalrat', 110, 'Sprechstunden des Personalrats', 'Der Personalrat bietet jeden Dienstag von 9 bis 11 Uhr eine offene Sprechstunde an, Zimmer 104.'),
  t(
    'personalrat',
    270,
    'Dienstvereinbarung Gleitzeit verlängert',
    'Personalrat und Stadt haben die Dienstvereinbarung zur gleitenden Arbeitszeit fortgeschrieben.',
  ),
  t('personalrat', 430, 'Betriebsausflug nach Freiburg', 'Der Betriebsausflug führt in diesem Jahr nach Freiburg mit Führung durch das Münster.'),
  t('personalrat', 590, 'Wahl des Personalrats', 'Die Personalratswahl findet im Mai statt; Wahlvorschläge nimmt der Wahlvorstand entgegen.'),
  t('personalrat', 520, 'Umfrage zur Kantine', 'Der Personalrat fragt, was die Kantine besser machen kann; die Umfrage läuft zwei Wochen.'),
  t('personalrat', 720, 'Rückblick auf das Jahr', 'Der Personalrat berichtet über 38 Mitbestimmungsverfahren und zwei neue Dienstvereinbarungen.'),
];

export interface DokumentSeed {
  downloadtext: string;
  dateiname: string;
  stand: string;
  gueltig_von: string;
  gueltig_bis: string | null;
  absaetze: string[];
}

export interface ArchivThemaSeed {
  thema: string;
  beschreibung: string;
  archive: { titel: string; dokumente: DokumentSeed[] }[];
}

const dok = (downloadtext: string, dateiname: string, stand: string, gueltig_von: string, gueltig_bis: string | null, ...absaetze: string[]): DokumentSeed => ({
  downloadtext,
  dateiname,
  stand,
  gueltig_von,
  gueltig_bis,
  absaetze,
});

export const ARCHIV_THEMEN: ArchivThemaSeed[] = [
  {
    thema: 'Dienstvereinbarungen',
    beschreibung: 'Vereinbarungen zwischen der Stadt und dem Personalrat.',
    archive: [
      {
        titel: 'Dienstvereinbarung Gleitende Arbeitszeit',
        dokumente: [
          dok(
            'Dienstvereinbarung Gleitende Arbeitszeit 2020',
            'dv-gleitzeit-2020.pdf',
            '2019-11-15',
            '2020-01-01',
            '2023-12-31',
            'Kernzeit montags bis donnerstags 9 bis 15 Uhr, freitags 9 bis 12 Uhr.',
            'Rahmenzeit 6.30 bis 19 Uhr; Übertrag bis 20 Plusstunden.',
          ),
          dok(
            'Dienstvereinbarung Gleitende Arbeitszeit 2024',
            'dv-gleitzeit-2024.pdf',
            '2023-11-28',
            '2024-01-01',
            null,
            'Die Kernzeit entfällt; es gilt eine Funktionszeit je Amt.',
            'Rahmenzeit 6 bis 20 Uhr; Übertrag bis 40 Plusstunden.',
            '• Zeiterfassung über das Terminal oder am Arbeitsplatz',
            '• Ausgleich ganzer Gleittage nach Absprache',
          ),
        ],
      },
      {
        titel: 'Dienstvereinbarung Mobiles Arbeiten',
        dokumente: [
          dok(
            'Dienstvereinbarung Mobiles Arbeiten',
            'dv-mobiles-arbeiten.pdf',
            '2024-06-20',
            '2024-07-01',
            '2027-06-30',
            'Mobiles Arbeiten bis zu zwei Tage pro Woche nach Vereinbarung mit der Amtsleitung.',
            'Die Stadt stellt Laptop und Headset; private Geräte sind nicht zugelassen.',
          ),
        ],
      },
    ],
  },
  {
    thema: 'Formulare Personal',
    beschreibung: 'Anträge und Vordrucke des Personalamts.',
    archive: [
      {
        titel: 'Urlaubsantrag',
        dokumente: [
          dok(
            'Urlaubsantrag (Papierformular)',
            'urlaubsantrag-2021.pdf',
            '2021-01-10',
            '2021-01-01',
            '2024-12-31',
            'Bitte reichen Sie den Antrag zwei Wochen vor Urlaubsbeginn bei Ihrer Amtsleitung ein.',
          ),
          dok(
            'Urlaubsantrag',
            'urlaubsantrag-2025.pdf',
            '2025-01-02',
            '2025-01-01',
            null,
            'Der Urlaubsantrag wird im Zeiterfassungssystem gestellt; dieses Formular gilt nur bei dessen Ausfall.',
          ),
        ],
      },
      {
        titel: 'Dienstreiseantrag',
        dokumente: [
          dok(
            'Dienstreiseantrag und Reisekostenabrechnung',
            'dienstreiseantrag.pdf',
            '2024-03-01',
            '2024-03-01',
            null,
            'Antrag auf Genehmigung einer Dienstreise und Abrechnung der Reisekosten nach dem Landesreisekostengesetz.',
          ),
        ],
      },
    ],
  },
  {
    thema: 'Arbeitssicherheit',
    beschreibung: 'Betriebsanweisungen, Alarmpläne und Unterweisungen.',
    archive: [
      {
        titel: 'Alarmplan Rathaus',
        dokumente: [
          dok(
            'Alarmplan Rathaus 2022',
            'alarmplan-rathaus-2022.pdf',
            '2022-02-01',
            '2022-02-01',
            '2025-03-31',
            'Im Brandfall: Ruhe bewahren, Feuerwehr 112 alarmieren, Rathaus über die gekennzeichneten Fluchtwege verlassen.',
            'Sammelplatz: Marktplatz vor dem Brunnen.',
          ),
          dok(
            'Alarmplan Rathaus 2025',
            'alarmplan-rathaus-2025.pdf',
            '2025-03-20',
            '2025-04-01',
            null,
            'Im Brandfall: Ruhe bewahren, Feuerwehr 112 alarmieren, Rathaus über die gekennzeichneten Fluchtwege verlassen.',
            'Sammelplatz Nordflügel: Marktplatz; Sammelplatz Südflügel: Parkplatz Kirchstraße.',
          ),
        ],
      },
    ],
  },
  {
    thema: 'Organisation',
    beschreibung: 'Geschäftsverteilung, Organigramm und Zeichnungsbefugnisse.',
    archive: [
      {
        titel: 'Geschäftsverteilungsplan',
        dokumente: [
          dok(
            'Geschäftsverteilungsplan 2023',
            'geschaeftsverteilung-2023.pdf',
            '2023-01-05',
            '2023-01-01',
            '2024-12-31',
            'Dezernat I: Hauptamt, Kämmerei, Personalamt. Dezernat II: Bauamt, Ordnungsamt.',
          ),
          dok(
            'Geschäftsverteilungsplan 2025',
            'geschaeftsverteilung-2025.pdf',
            '2025-01-08',
            '2025-01-01',
            null,
            'Dezernat I: Hauptamt, Kämmerei, Personalamt, IT-Service. Dezernat II: Bauamt, Ordnungsamt, Gebäudemanagement.',
          ),
        ],
      },
    ],
  },
];
