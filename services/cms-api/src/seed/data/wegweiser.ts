/**
 * Demo content of the service guide ('Wegweiser'): organisation units, contact persons, services
 * (at least 40, across the alphabet), forms and life situations of the Stadt Musterstadt, plus the
 * search entries that point elsewhere (web contacts and links to online services).
 */
import { ORTE, STADT, telefon } from './stadt';

export interface Adresse {
  gebaeude: string;
  strasse: string;
  plz: string;
  ort: string;
}

export interface EinheitSeed {
  slug: string;
  titel: string;
  einleitung: string;
  text: string;
  adresse: Adresse;
  telefon: string;
  fax?: string;
  email: string;
  oeffnungszeiten: { tage: string; zeiten: string }[];
}

export interface PersonSeed {
  slug: string;
  vorname: string;
  nachname: string;
  funktion: string;
  einheit: string;
  telefon: string;
  email: string;
  zimmer: string;
  sprechzeiten: string;
}

export interface LeistungSeed {
  slug: string;
  titel: string;
  thema: string;
  einleitung: string;
  /** HTML paragraphs. */
  text: string;
  unterlagen: string[];
  kosten: string;
  einheit: string;
  personen: string[];
  formulare?: string[];
  synonyme?: string[];
  online?: { link: string; linktext: string };
}

export interface FormularSeed {
  slug: string;
  titel: string;
  einleitung: string;
  /** Where and how to hand it in. */
  text: string;
  format: string;
  online?: { link: string; linktext: string };
}

export interface LebenslageSeed {
  slug: string;
  titel: string;
  einleitung: string;
  text: string;
  leistungen: string[];
}

export interface WebverweisSeed {
  art: 'web-contact' | 'link';
  titel: string;
  beschreibung: string;
  /** web-contact: its own web address. */
  url?: string;
  /** Page of this site that names the entry. */
  es_pfad: string;
  /** link: the online service itself. */
  es_pfad_ext?: string;
  daten?: { telefon?: string; email?: string; adresse?: string };
}

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');

const RATHAUS: Adresse = { gebaeude: 'Rathaus', strasse: 'Marktplatz 1', plz: '79999', ort: 'Musterstadt' };
const TECHNISCHES_RATHAUS: Adresse = { gebaeude: 'Technisches Rathaus', strasse: 'Bahnhofstraße 12', plz: '79999', ort: 'Musterstadt' };
const BUERGERHAUS: Adresse = { gebaeude: 'Bürgerhaus', strasse: 'Kirchgasse 3', plz: '79999', ort: 'Musterstadt' };
const BAUHOF: Adresse = { gebaeude: ORTE.bauhof.name, strasse: ORTE.bauhof.strasse, plz: STADT.plz, ort: STADT.name };

const SERVICE_BW = { link: 'https://www.service-bw.de/', linktext: 'Online beantragen über service-bw' };

export const EINHEITEN: EinheitSeed[] = [
  {
    slug: 'buergerbuero',
    titel: 'Bürgerbüro',
    einleitung: 'Die erste Anlaufstelle im Rathaus: Ausweise, Pässe, Meldeangelegenheiten, Beglaubigungen und das Fundbüro.',
    text: p(
      'Im Bürgerbüro erledigen Sie die häufigsten Anliegen an einem Ort. Für Personalausweise und Reisepässe vereinbaren Sie bitte vorab einen Termin, damit Sie nicht warten müssen.',
      'Das Bürgerbüro ist barrierefrei über den Eingang am Marktplatz erreichbar. Eine Induktionsschleife für Hörgeräte ist am Schalter 1 vorhanden.',
    ),
    adresse: { ...RATHAUS, gebaeude: 'Rathaus, Erdgeschoss' },
    telefon: telefon('buergerbuero'),
    fax: telefon('buergerbuerofax'),
    email: 'buergerbuero@musterstadt.de',
    oeffnungszeiten: [
      { tage: 'Montag, Dienstag und Freitag', zeiten: '8:00 bis 12:00 Uhr' },
      { tage: 'Mittwoch', zeiten: '8:00 bis 12:00 Uhr und 14:00 bis 16:00 Uhr' },
      { tage: 'Donnerstag', zeiten: '8:00 bis 12:00 Uhr und 14:00 bis 18:30 Uhr' },
      { tage: 'Erster Samstag im Monat', zeiten: '9:00 bis 12:00 Uhr' },
    ],
  },
  {
    slug: 'standesamt',
    titel: 'Standesamt',
    einleitung: 'Beurkundung von Geburten, Eheschließungen und Sterbefällen, Namenserklärungen und Kirchenaustritte.',
    text: p(
      'Das Standesamt führt die Personenstandsregister der Stadt Musterstadt. Trauungen finden im historischen Trausaal des Rathauses und von Mai bis September auch in der Zehntscheuer statt.',
      'Bitte vereinbaren Sie für alle Anliegen einen Termin. Urkunden aus den Registern erhalten Sie auch schriftlich oder per E-Mail.',
    ),
    adresse: { ...RATHAUS, gebaeude: 'Rathaus, 1. Obergeschoss' },
    telefon: '07999 123-320',
    email: 'standesamt@musterstadt.de',
    oeffnungszeiten: [
      { tage: 'Montag bis Freitag', zeiten: '8:00 bis 12:00 Uhr' },
      { tage: 'Donnerstag', zeiten: '14:00 bis 18:00 Uhr' },
    ],
  },
  {
    slug: 'ordnungsamt',
    titel: 'Ordnungsamt',
    einleitung: 'Gewerbe, Gaststätten, Veranstaltungen, Verkehr, Märkte und die öffentliche Sicherheit und Ordnung.',
    text: p(
      'Das Ordnungsamt ist zuständig für Gewerbeanmeldungen, Erlaubnisse für Gaststätten und Veranstaltungen, verkehrsrechtliche Anordnungen und das Parken in der Innenstadt.',
      'Beschwerden über Lärm oder verkehrswidrig abgestellte Fahrzeuge nimmt der Gemeindevollzugsdienst während der Dienstzeiten telefonisch entgegen.',
    ),
    adresse: { ...RATHAUS, gebaeude: 'Rathaus, Erdgeschoss' },
    telefon: telefon('ordnungsamt'),
    fax: '07999 123-339',
    email: 'ordnungsamt@musterstadt.de',
    oeffnungszeiten: [
      { tage: 'Montag bis Freitag', zeiten: '8:00 bis 12:00 Uhr' },
      { tage: 'Donnerstag', zeiten: '14:00 bis 18:00 Uhr' },
    ],
  },
  {
    slug: 'bauamt',
    titel: 'Bauamt',
    einleitung: 'Bauanträge, Stadtplanung, Bebauungspläne, Hausnummern und der Schutz des Stadtbilds.',
    text: p(
      'Das Bauamt berät Bauherrinnen und Bauherren vor der Antragstellung, nimmt Bauanträge entgegen und gibt sie mit der Stellungnahme der Stadt an die Baurechtsbehörde im Landratsamt weiter.',
      'Für die Altstadt gilt eine Gestaltungssatzung. Wer dort ein Fachwerkhaus saniert, sollte frühzeitig mit der Stadtplanung sprechen; für denkmalgerechte Sanierungen gibt es Zuschüsse.',
    ),
    adresse: { ...TECHNISCHES_RATHAUS, gebaeude: 'Technisches Rathaus, 2. Obergeschoss' },
    telefon: '07999 123-410',
    fax: '07999 123-499',
    email: 'bauamt@musterstadt.de',
    oeffnungszeiten: [
      { tage: 'Montag bis Freitag', zeiten: '8:30 bis 12:00 Uhr' },
      { tage: 'Donnerstag', zeiten: '14:00 bis 17:30 Uhr und nach Vereinbarung' },
    ],
  },
  {
    slug: 'kaemmerei-und-steueramt',
    titel: 'Kämmerei und Steueramt',
    einleitung: 'Haushalt der Stadt, Stadtkasse, Grundsteuer, Gewerbesteuer, Hundesteuer und Zweitwohnungsteuer.',
    text: p(
      'Die Kämmerei stellt den Haushaltsplan auf und bewirtschaftet die Finanzen der Stadt. Das Steueramt setzt die kommunalen Steuern fest und versendet die Bescheide.',
      'Zahlungen an die Stadtkasse überweisen Sie bitte unter Angabe des Kassenzeichens. Am bequemsten ist ein SEPA-Lastschriftmandat.',
    ),
    adresse: { ...RATHAUS, gebaeude: 'Rathaus, 2. Obergeschoss' },
    telefon: '07999 123-200',
    fax: '07999 123-299',
    email: 'steueramt@musterstadt.de',
    oeffnungszeiten: [{ tage: 'Montag bis Freitag', zeiten: '8:00 bis 12:00 Uhr, Donnerstag auch 14:00 bis 18:00 Uhr' }],
  },
  {
    slug: 'haupt-und-personalamt',
    titel: 'Haupt- und Personalamt',
    einleitung: 'Gemeinderat, Wahlen, Vereine und Ehrenamt, Öffentlichkeitsarbeit und das Personal der Stadtverwaltung.',
    text: p(
      'Das Haupt- und Personalamt bereitet die Sitzungen des Gemeinderats vor, organisiert Wahlen und Abstimmungen und betreut die Vereine der Stadt.',
      'Das Sachgebiet Öffentlichkeitsarbeit gibt das Amtsblatt heraus und pflegt diese Website.',
    ),
    adresse: { ...RATHAUS, gebaeude: 'Rathaus, 1. Obergeschoss' },
    telefon: telefon('hauptamt'),
    email: 'hauptamt@musterstadt.de',
    oeffnungszeiten: [{ tage: 'Montag bis Freitag', zeiten: '8:00 bis 12:00 Uhr, Donnerstag auch 14:00 bis 18:00 Uhr' }],
  },
  {
    slug: 'amt-fuer-familie-bildung-und-soziales',
    titel: 'Amt für Familie, Bildung und Soziales',
    einleitung: 'Kinderbetreuung, Ferienbetreuung, Wohngeld, Rentenanträge und Hilfen für Seniorinnen und Senioren.',
    text: p(
      'Das Amt vergibt die Plätze in den städtischen Kindertageseinrichtungen, organisiert die Ferienbetreuung und berät zu Wohngeld und sozialen Leistungen.',
      'Die Sprechstunde der Seniorenberatung findet jeden Dienstagvormittag im Bürgerhaus statt, auf Wunsch auch als Hausbesuch.',
    ),
    adresse: { ...BUERGERHAUS, gebaeude: 'Bürgerhaus, Erdgeschoss' },
    telefon: '07999 123-500',
    email: 'familie-soziales@musterstadt.de',
    oeffnungszeiten: [
      { tage: 'Montag bis Freitag', zeiten: '8:00 bis 12:00 Uhr' },
      { tage: 'Dienstag', zeiten: '14:00 bis 16:00 Uhr' },
    ],
  },
  {
    slug: 'technische-betriebe',
    titel: 'Technische Betriebe',
    einleitung: 'Bauhof, Wasserversorgung, Abfallberatung, Straßenunterhaltung und Winterdienst.',
    text: p(
      'Die Technischen Betriebe sorgen für sauberes Trinkwasser, gepflegte Straßen, Grünanlagen und Spielplätze und räumen im Winter Schnee.',
      'Die Abfallberatung hilft bei Fragen zu Abfuhrterminen, Sperrmüll und Tonnengrößen. Die Abfuhrtermine Ihrer Straße finden Sie im Abfallkalender.',
    ),
    adresse: BAUHOF,
    telefon: '07999 123-600',
    fax: '07999 123-699',
    email: 'technische-betriebe@musterstadt.de',
    oeffnungszeiten: [{ tage: 'Montag bis Donnerstag', zeiten: '7:30 bis 12:00 Uhr und 13:00 bis 16:00 Uhr, Freitag 7:30 bis 12:00 Uhr' }],
  },
];

export const PERSONEN: PersonSeed[] = [
  {
    slug: 'jana-fehrenbach',
    vorname: 'Jana',
    nachname: 'Fehrenbach',
    funktion: 'Leiterin des Bürgerbüros',
    einheit: 'buergerbuero',
    telefon: '07999 123-120',
    email: 'jana.fehrenbach@musterstadt.de',
    zimmer: 'EG 0.04',
    sprechzeiten: 'Zu den Öffnungszeiten des Bürgerbüros',
  },
  {
    slug: 'murat-yildiz',
    vorname: 'Murat',
    nachname: 'Yıldız',
    funktion: 'Sachbearbeiter Pass- und Meldewesen',
    einheit: 'buergerbuero',
    telefon: '07999 123-121',
    email: 'murat.yildiz@musterstadt.de',
    zimmer: 'EG 0.02',
    sprechzeiten: 'Zu den Öffnungszeiten des Bürgerbüros',
  },
  {
    slug: 'lea-schwaer',
    vorname: 'Lea',
    nachname: 'Schwär',
    funktion: 'Sachbearbeiterin Pass- und Meldewesen, Fundbüro',
    einheit: 'buergerbuero',
    telefon: '07999 123-122',
    email: 'lea.schwaer@musterstadt.de',
    zimmer: 'EG 0.02',
    sprechzeiten: 'Zu den Öffnungszeiten des Bürgerbüros',
  },
  {
    slug: 'martina-fischer',
    vorname: 'Martina',
    nachname: 'Fischer',
    funktion: 'Standesbeamtin',
    einheit: 'standesamt',
    telefon: '07999 123-321',
    email: 'martina.fischer@musterstadt.de',
    zimmer: '1.04',
    sprechzeiten: 'Montag bis Freitag 8:00 bis 12:00 Uhr, nach Vereinbarung',
  },
  {
    slug: 'jonas-riegger',
    vorname: 'Jonas',
    nachname: 'Riegger',
    funktion: 'Standesbeamter',
    einheit: 'standesamt',
    telefon: '07999 123-322',
    email: 'jonas.riegger@musterstadt.de',
    zimmer: '1.05',
    sprechzeiten: 'Montag bis Freitag 8:00 bis 12:00 Uhr, nach Vereinbarung',
  },
  {
    slug: 'thomas-schuler',
    vorname: 'Thomas',
    nachname: 'Schuler',
    funktion: 'Leiter des Ordnungsamts',
    einheit: 'ordnungsamt',
    telefon: '07999 123-331',
    email: 'thomas.schuler@musterstadt.de',
    zimmer: '1.10',
    sprechzeiten: 'Nach Vereinbarung',
  },
  {
    slug: 'elena-vogt',
    vorname: 'Elena',
    nachname: 'Vogt',
    funktion: 'Sachbearbeiterin Gewerbe und Gaststätten',
    einheit: 'ordnungsamt',
    telefon: '07999 123-332',
    email: 'elena.vogt@musterstadt.de',
    zimmer: '1.11',
    sprechzeiten: 'Montag bis Freitag 8:00 bis 12:00 Uhr, Donnerstag 14:00 bis 18:00 Uhr',
  },
  {
    slug: 'markus-held',
    vorname: 'Markus',
    nachname: 'Held',
    funktion: 'Sachbearbeiter Verkehr und Veranstaltungen',
    einheit: 'ordnungsamt',
    telefon: '07999 123-333',
    email: 'markus.held@musterstadt.de',
    zimmer: '1.12',
    sprechzeiten: 'Montag bis Freitag 8:00 bis 12:00 Uhr',
  },
  {
    slug: 'stefan-brunner',
    vorname: 'Stefan',
    nachname: 'Brunner',
    funktion: 'Leiter des Bauamts',
    einheit: 'bauamt',
    telefon: '07999 123-401',
    email: 'stefan.brunner@musterstadt.de',
    zimmer: '2.01',
    sprechzeiten: 'Nach Vereinbarung',
  },
  {
    slug: 'sarah-maier',
    vorname: 'Sarah',
    nachname: 'Maier',
    funktion: 'Sachbearbeiterin Bauanträge',
    einheit: 'bauamt',
    telefon: '07999 123-402',
    email: 'sarah.maier@musterstadt.de',
    zimmer: '2.03',
    sprechzeiten: 'Dienstag und Donnerstag 8:30 bis 12:00 Uhr',
  },
  {
    slug: 'lukas-hug',
    vorname: 'Lukas',
    nachname: 'Hug',
    funktion: 'Stadtplaner',
    einheit: 'bauamt',
    telefon: '07999 123-403',
    email: 'lukas.hug@musterstadt.de',
    zimmer: '2.05',
    sprechzeiten: 'Nach Vereinbarung',
  },
  {
    slug: 'bernd-albiez',
    vorname: 'Bernd',
    nachname: 'Albiez',
    funktion: 'Kämmerer',
    einheit: 'kaemmerei-und-steueramt',
    telefon: '07999 123-201',
    email: 'bernd.albiez@musterstadt.de',
    zimmer: '2.10',
    sprechzeiten: 'Nach Vereinbarung',
  },
  {
    slug: 'nicole-faller',
    vorname: 'Nicole',
    nachname: 'Faller',
    funktion: 'Sachbearbeiterin Steuern und Abgaben',
    einheit: 'kaemmerei-und-steueramt',
    telefon: '07999 123-202',
    email: 'nicole.faller@musterstadt.de',
    zimmer: '2.12',
    sprechzeiten: 'Montag bis Freitag 8:00 bis 12:00 Uhr',
  },
  {
    slug: 'frank-ketterer',
    vorname: 'Frank',
    nachname: 'Ketterer',
    funktion: 'Sachbearbeiter Wahlen und Vereine',
    einheit: 'haupt-und-personalamt',
    telefon: '07999 123-111',
    email: 'frank.ketterer@musterstadt.de',
    zimmer: '2.20',
    sprechzeiten: 'Montag bis Freitag 8:00 bis 12:00 Uhr',
  },
  {
    slug: 'julia-schwoerer',
    vorname: 'Julia',
    nachname: 'Schwörer',
    funktion: 'Sachbearbeiterin Kinderbetreuung',
    einheit: 'amt-fuer-familie-bildung-und-soziales',
    telefon: '07999 123-501',
    email: 'julia.schwoerer@musterstadt.de',
    zimmer: 'EG 0.10',
    sprechzeiten: 'Montag bis Freitag 8:00 bis 12:00 Uhr',
  },
  {
    slug: 'hans-peter-gutmann',
    vorname: 'Hans-Peter',
    nachname: 'Gutmann',
    funktion: 'Sachbearbeiter Soziales, Rente und Wohngeld',
    einheit: 'amt-fuer-familie-bildung-und-soziales',
    telefon: '07999 123-502',
    email: 'hans-peter.gutmann@musterstadt.de',
    zimmer: 'EG 0.12',
    sprechzeiten: 'Dienstag 8:00 bis 12:00 Uhr und 14:00 bis 16:00 Uhr, sonst nach Vereinbarung',
  },
  {
    slug: 'andreas-zaehringer',
    vorname: 'Andreas',
    nachname: 'Zähringer',
    funktion: 'Abfallberater',
    einheit: 'technische-betriebe',
    telefon: telefon('abfallberatung'),
    email: 'abfallberatung@musterstadt.de',
    zimmer: 'Bauhof, Büro 3',
    sprechzeiten: 'Montag bis Freitag 7:30 bis 12:00 Uhr',
  },
  {
    slug: 'petra-wangler',
    vorname: 'Petra',
    nachname: 'Wangler',
    funktion: 'Sachbearbeiterin Wasserversorgung',
    einheit: 'technische-betriebe',
    telefon: '07999 123-620',
    email: 'petra.wangler@musterstadt.de',
    zimmer: 'Bauhof, Büro 5',
    sprechzeiten: 'Montag bis Donnerstag 7:30 bis 12:00 Uhr',
  },
];

export const FORMULARE: FormularSeed[] = [
  {
    slug: 'meldeschein-anmeldung',
    titel: 'Meldeschein zur Anmeldung einer Wohnung',
    einleitung: 'Für die Anmeldung einer neuen Wohnung in Musterstadt – ob Zuzug oder Umzug innerhalb der Stadt.',
    text: p(
      'Den Meldeschein füllen wir im Bürgerbüro gemeinsam mit Ihnen aus. Bringen Sie bitte die Wohnungsgeberbestätigung Ihrer Vermieterin oder Ihres Vermieters mit.',
    ),
    format: 'Vordruck im Bürgerbüro',
  },
  {
    slug: 'wohnungsgeberbestaetigung',
    titel: 'Wohnungsgeberbestätigung',
    einleitung: 'Bestätigung des Vermieters über den Einzug, Pflichtunterlage bei jeder Anmeldung.',
    text: p(
      'Die Bestätigung stellt Ihre Vermieterin oder Ihr Vermieter aus. Der Vordruck liegt im Bürgerbüro aus und kann auch formlos mit denselben Angaben erstellt werden.',
    ),
    format: 'Vordruck, 1 Seite',
  },
  {
    slug: 'anmeldung-hund',
    titel: 'Anmeldung eines Hundes zur Hundesteuer',
    einleitung: 'Für jeden Hund, der in Musterstadt gehalten wird und älter als drei Monate ist.',
    text: p(
      'Geben Sie das ausgefüllte Formular im Steueramt ab oder schicken Sie es per E-Mail. Sie erhalten anschließend den Steuerbescheid und die Hundemarke.',
    ),
    format: 'Vordruck, 1 Seite',
  },
  {
    slug: 'gewerbeanmeldung-gewa1',
    titel: 'Gewerbeanmeldung (Vordruck GewA 1)',
    einleitung: 'Der bundeseinheitliche Vordruck für die Anmeldung eines Gewerbes.',
    text: p('Sie können die Anmeldung online über das Verwaltungsportal des Landes einreichen oder den Vordruck im Ordnungsamt ausfüllen.'),
    format: 'Vordruck, 2 Seiten, oder online',
    online: SERVICE_BW,
  },
  {
    slug: 'antrag-sondernutzung',
    titel: 'Antrag auf Sondernutzung öffentlicher Verkehrsflächen',
    einleitung: 'Für Gerüste, Container, Umzugswagen oder Werbeaufsteller auf Straßen und Gehwegen.',
    text: p(
      'Stellen Sie den Antrag bitte mindestens zwei Wochen vor der geplanten Nutzung beim Ordnungsamt. Fügen Sie einen Lageplan mit der benötigten Fläche bei.',
    ),
    format: 'Vordruck, 2 Seiten',
  },
  {
    slug: 'antrag-bewohnerparkausweis',
    titel: 'Antrag auf einen Bewohnerparkausweis',
    einleitung: 'Für Bewohnerinnen und Bewohner der Parkzonen A (Altstadt) und B (Bahnhofsviertel).',
    text: p('Legen Sie dem Antrag die Zulassungsbescheinigung Teil I des Fahrzeugs bei. Der Ausweis gilt ein Jahr.'),
    format: 'Vordruck, 1 Seite',
  },
  {
    slug: 'anmeldung-kinderbetreuung',
    titel: 'Anmeldung für einen Betreuungsplatz',
    einleitung: 'Vormerkung für einen Platz in einer städtischen Kindertageseinrichtung oder in der Kindertagespflege.',
    text: p('Die Vormerkung ist ab der Geburt Ihres Kindes möglich. Geben Sie bis zu drei Wunscheinrichtungen an.'),
    format: 'Vordruck, 3 Seiten',
  },
  {
    slug: 'sperrmuellkarte',
    titel: 'Sperrmüllkarte',
    einleitung: 'Anmeldung einer Sperrmüllabholung an Ihrer Adresse, zweimal im Jahr gebührenfrei.',
    text: p(
      'Die Sperrmüllkarte finden Sie im Abfallkalender, der jedem Haushalt im Dezember zugeht. Sie können die Abholung auch telefonisch bei der Abfallberatung anmelden.',
    ),
    format: 'Postkarte',
  },
  {
    slug: 'antrag-veranstaltung',
    titel: 'Anzeige einer öffentlichen Veranstaltung',
    einleitung: 'Für Feste, Märkte, Konzerte und Sportveranstaltungen auf öffentlichen Flächen.',
    text: p(
      'Zeigen Sie Ihre Veranstaltung spätestens sechs Wochen vorher an. Bei mehr als 1.000 Besucherinnen und Besuchern ist ein Sicherheitskonzept beizufügen.',
    ),
    format: 'Vordruck, 4 Seiten',
  },
  {
    slug: 'briefwahlantrag',
    titel: 'Antrag auf Briefwahlunterlagen',
    einleitung: 'Der Antrag steht auf der Rückseite Ihrer Wahlbenachrichtigung.',
    text: p('Sie können den Antrag ausgefüllt zurückschicken, im Rathaus abgeben oder den QR-Code der Wahlbenachrichtigung nutzen.'),
    format: 'Rückseite der Wahlbenachrichtigung',
  },
  {
    slug: 'erinnerung-abfuhrtermine',
    titel: 'Erinnerung an Abfuhrtermine per E-Mail',
    einleitung: 'Lassen Sie sich vor jeder Abfuhr in Ihrem Bezirk per E-Mail erinnern.',
    text: p(
      'Das Formular füllen Sie direkt auf dieser Website aus. Nach der Bestätigung Ihrer E-Mail-Adresse erhalten Sie die Erinnerungen zu den gewählten Abfallarten.',
    ),
    format: 'Online-Formular',
    online: { link: '/abfall/erinnerung', linktext: 'Erinnerung einrichten' },
  },
];

export const LEISTUNGEN: LeistungSeed[] = [
  {
    slug: 'abmeldung-ins-ausland',
    titel: 'Abmeldung bei Wegzug ins Ausland',
    thema: 'Meldewesen',
    einleitung: 'Wer ins Ausland zieht und in Deutschland keine Wohnung behält, muss sich abmelden.',
    text: p(
      'Die Abmeldung ist frühestens eine Woche vor dem Auszug und spätestens zwei Wochen danach möglich. Sie erhalten eine Abmeldebestätigung, die Sie im Ausland oft benötigen.',
    ),
    unterlagen: ['Personalausweis oder Reisepass', 'Neue Anschrift im Ausland'],
    kosten: 'Gebührenfrei',
    einheit: 'buergerbuero',
    personen: ['murat-yildiz', 'lea-schwaer'],
  },
  {
    slug: 'abfuhrtermine-und-erinnerung',
    titel: 'Abfuhrtermine und Erinnerungsdienst',
    thema: 'Umwelt und Entsorgung',
    einleitung: 'Wann Restmüll, Bioabfall, Altpapier und Gelber Sack in Ihrer Straße abgeholt werden.',
    text: p(
      'Im Abfallkalender finden Sie die Termine Ihres Abfuhrbezirks, als Liste, als Kalender zum Abonnieren und mit Erinnerung per E-Mail.',
      'Bitte stellen Sie die Behälter am Abfuhrtag bis 6 Uhr gut sichtbar an den Straßenrand.',
    ),
    unterlagen: [],
    kosten: 'Gebührenfrei',
    einheit: 'technische-betriebe',
    personen: ['andreas-zaehringer'],
    formulare: ['erinnerung-abfuhrtermine'],
    synonyme: ['Müllabfuhr', 'Abfallkalender', 'Mülltonne'],
    online: { link: '/abfall', linktext: 'Zum Abfallkalender' },
  },
  {
    slug: 'anwohnerparkausweis',
    titel: 'Bewohnerparkausweis beantragen',
    thema: 'Ordnung und Verkehr',
    einleitung: 'Mit dem Bewohnerparkausweis parken Sie in Ihrer Parkzone ohne Parkschein.',
    text: p(
      'Einen Ausweis erhalten Bewohnerinnen und Bewohner der Parkzonen A (Altstadt) und B (Bahnhofsviertel) mit Hauptwohnsitz in der Zone. Je Person wird ein Ausweis ausgestellt.',
    ),
    unterlagen: ['Zulassungsbescheinigung Teil I', 'Personalausweis'],
    kosten: '30 Euro pro Jahr',
    einheit: 'ordnungsamt',
    personen: ['markus-held'],
    formulare: ['antrag-bewohnerparkausweis'],
    synonyme: ['Anwohnerparken', 'Parkausweis'],
  },
  {
    slug: 'auskunft-aus-dem-melderegister',
    titel: 'Auskunft aus dem Melderegister',
    thema: 'Meldewesen',
    einleitung: 'Die aktuelle Anschrift einer Person erfragen, zum Beispiel für eine Forderung.',
    text: p(
      'Eine einfache Melderegisterauskunft enthält Vor- und Familiennamen, Doktorgrad und Anschrift. Die gesuchte Person muss eindeutig bestimmbar sein.',
    ),
    unterlagen: ['Möglichst genaue Angaben zur gesuchten Person'],
    kosten: '10 Euro',
    einheit: 'buergerbuero',
    personen: ['murat-yildiz'],
  },
  {
    slug: 'bauantrag-stellen',
    titel: 'Bauantrag stellen',
    thema: 'Bauen und Wohnen',
    einleitung: 'Für den Bau, den Umbau oder die Nutzungsänderung eines Gebäudes.',
    text: p(
      'Den Bauantrag reichen Sie bei der Stadt ein. Sie prüft die Unterlagen, hört die Nachbarn an und gibt den Antrag mit ihrer Stellungnahme an die Baurechtsbehörde weiter.',
      'Viele Vorhaben im Geltungsbereich eines Bebauungsplans sind im Kenntnisgabeverfahren möglich. Lassen Sie sich vorab beraten.',
    ),
    unterlagen: ['Bauvorlagen (Lageplan, Bauzeichnungen, Baubeschreibung)', 'Nachweis der Bauvorlageberechtigung', 'Statische Berechnung'],
    kosten: 'Nach der Gebührenordnung der Baurechtsbehörde',
    einheit: 'bauamt',
    personen: ['sarah-maier', 'stefan-brunner'],
    synonyme: ['Baugenehmigung', 'Kenntnisgabeverfahren'],
    online: SERVICE_BW,
  },
  {
    slug: 'baumfaellung-genehmigen',
    titel: 'Baumfällung genehmigen lassen',
    thema: 'Bauen und Wohnen',
    einleitung: 'Bäume mit einem Stammumfang ab 80 Zentimetern sind in der Kernstadt geschützt.',
    text: p(
      'Vom 1. März bis 30. September dürfen Bäume wegen der Brutzeit grundsätzlich nicht gefällt werden. Eine Genehmigung erhalten Sie, wenn der Baum krank ist oder eine Gefahr darstellt.',
    ),
    unterlagen: ['Lageplan mit Standort des Baums', 'Fotos', 'Gegebenenfalls Gutachten'],
    kosten: '25 bis 100 Euro',
    einheit: 'bauamt',
    personen: ['lukas-hug'],
    synonyme: ['Baumschutzsatzung'],
  },
  {
    slug: 'beglaubigung',
    titel: 'Beglaubigung von Kopien und Unterschriften',
    thema: 'Ausweise und Dokumente',
    einleitung: 'Amtliche Beglaubigung von Abschriften, Kopien und Unterschriften.',
    text: p(
      'Das Bürgerbüro beglaubigt Kopien von Zeugnissen und Urkunden sowie Unterschriften, sofern das Dokument nicht zur Vorlage bei einem Gericht oder Notar bestimmt ist.',
    ),
    unterlagen: ['Original des Dokuments', 'Personalausweis oder Reisepass'],
    kosten: '5 Euro je Beglaubigung',
    einheit: 'buergerbuero',
    personen: ['lea-schwaer'],
  },
  {
    slug: 'briefwahl-beantragen',
    titel: 'Briefwahl beantragen',
    thema: 'Wahlen und Ehrenamt',
    einleitung: 'Wählen Sie bequem von zu Hause, wenn Sie am Wahltag verhindert sind.',
    text: p(
      'Briefwahlunterlagen beantragen Sie mit der Wahlbenachrichtigung, online über den QR-Code oder persönlich im Rathaus. Der Wahlbrief muss am Wahltag bis 18 Uhr eingegangen sein.',
    ),
    unterlagen: ['Wahlbenachrichtigung oder Personalausweis'],
    kosten: 'Gebührenfrei',
    einheit: 'haupt-und-personalamt',
    personen: ['frank-ketterer'],
    formulare: ['briefwahlantrag'],
  },
  {
    slug: 'ehrenamtskarte',
    titel: 'Ehrenamtskarte beantragen',
    thema: 'Wahlen und Ehrenamt',
    einleitung: 'Dank für besonderes Engagement: Vergünstigungen im Freibad, in der Stadtbücherei und bei Partnern.',
    text: p(
      'Die Karte erhalten Ehrenamtliche, die sich seit mindestens zwei Jahren mindestens fünf Stunden pro Woche in einem Verein oder einer Initiative engagieren.',
    ),
    unterlagen: ['Bestätigung des Vereins', 'Passfoto'],
    kosten: 'Gebührenfrei',
    einheit: 'haupt-und-personalamt',
    personen: ['frank-ketterer'],
  },
  {
    slug: 'eheschliessung-anmelden',
    titel: 'Eheschließung anmelden',
    thema: 'Standesamt',
    einleitung: 'Vor der Trauung melden Sie die Eheschließung beim Standesamt Ihres Wohnorts an.',
    text: p(
      'Die Anmeldung ist frühestens sechs Monate vor der Trauung möglich. Kommen Sie bitte gemeinsam, wenn möglich mit Termin.',
      'Den Trautermin im Trausaal oder in der Zehntscheuer können Sie schon vorher unverbindlich reservieren.',
    ),
    unterlagen: ['Personalausweise oder Reisepässe', 'Beglaubigte Abschriften aus dem Geburtenregister', 'Bei früheren Ehen: Nachweis der Auflösung'],
    kosten: '70 Euro, Trauung außerhalb der Dienstzeit 150 Euro',
    einheit: 'standesamt',
    personen: ['martina-fischer', 'jonas-riegger'],
    synonyme: ['Heirat', 'Hochzeit', 'Trauung'],
  },
  {
    slug: 'fischereischein',
    titel: 'Fischereischein beantragen',
    thema: 'Ordnung und Verkehr',
    einleitung: 'Wer in Baden-Württemberg angeln möchte, braucht einen gültigen Fischereischein.',
    text: p(
      'Den Fischereischein erhalten Sie nach bestandener Fischerprüfung. Er gilt auf Lebenszeit oder für fünf Jahre; für Kinder gibt es einen Jugendfischereischein.',
    ),
    unterlagen: ['Zeugnis über die Fischerprüfung', 'Personalausweis', 'Passfoto'],
    kosten: '40 Euro (Lebenszeit 150 Euro)',
    einheit: 'ordnungsamt',
    personen: ['thomas-schuler'],
  },
  {
    slug: 'ferienbetreuung-anmelden',
    titel: 'Ferienbetreuung anmelden',
    thema: 'Familie und Soziales',
    einleitung: 'Betreuung für Grundschulkinder in den Oster-, Pfingst- und Sommerferien.',
    text: p(
      'Die Ferienbetreuung findet in der Grundschule Musterstadt statt, jeweils von 7:30 bis 14:00 Uhr mit Mittagessen. Die Anmeldung für die Sommerferien ist bis Ende April möglich.',
    ),
    unterlagen: ['Anmeldebogen', 'SEPA-Lastschriftmandat'],
    kosten: '60 Euro pro Woche, Geschwisterrabatt 20 Prozent',
    einheit: 'amt-fuer-familie-bildung-und-soziales',
    personen: ['julia-schwoerer'],
  },
  {
    slug: 'fuehrungszeugnis',
    titel: 'Führungszeugnis beantragen',
    thema: 'Ausweise und Dokumente',
    einleitung: 'Das Führungszeugnis bestätigt, ob Sie vorbestraft sind – etwa für Arbeitgeber oder ein Ehrenamt.',
    text: p(
      'Sie beantragen das Führungszeugnis im Bürgerbüro oder online beim Bundesamt für Justiz. Es wird Ihnen nach etwa zwei Wochen zugeschickt. Für ehrenamtliche Tätigkeiten ist es gebührenfrei.',
    ),
    unterlagen: ['Personalausweis oder Reisepass', 'Bei erweitertem Führungszeugnis: Aufforderung der Stelle'],
    kosten: '13 Euro, für Ehrenamtliche gebührenfrei',
    einheit: 'buergerbuero',
    personen: ['murat-yildiz'],
  },
  {
    slug: 'fundsachen',
    titel: 'Fundsachen abgeben und abholen',
    thema: 'Ordnung und Verkehr',
    einleitung: 'Verloren oder gefunden? Das Fundbüro im Bürgerbüro hilft weiter.',
    text: p('Fundsachen werden sechs Monate aufbewahrt. Meldet sich in dieser Zeit niemand, kann die Finderin oder der Finder die Sache erhalten.'),
    unterlagen: ['Beschreibung des Gegenstands', 'Personalausweis bei Abholung'],
    kosten: 'Gebührenfrei, bei Abholung eventuell Finderlohn',
    einheit: 'buergerbuero',
    personen: ['lea-schwaer'],
    synonyme: ['Fundbüro', 'verloren'],
  },
  {
    slug: 'gaststaettenerlaubnis',
    titel: 'Gaststättenerlaubnis beantragen',
    thema: 'Gewerbe und Wirtschaft',
    einleitung: 'Wer Alkohol ausschenkt, braucht eine Erlaubnis nach dem Gaststättengesetz.',
    text: p(
      'Die Erlaubnis wird für bestimmte Räume und eine bestimmte Person erteilt. Planen Sie für die Prüfung mindestens vier Wochen ein; für Vereinsfeste gibt es die vorübergehende Gestattung.',
    ),
    unterlagen: ['Führungszeugnis', 'Auskunft aus dem Gewerbezentralregister', 'Unterrichtungsnachweis der IHK', 'Grundriss der Räume'],
    kosten: '200 bis 1.500 Euro',
    einheit: 'ordnungsamt',
    personen: ['elena-vogt'],
    synonyme: ['Ausschank', 'Schankerlaubnis'],
  },
  {
    slug: 'geburt-beurkunden',
    titel: 'Geburt beurkunden',
    thema: 'Standesamt',
    einleitung: 'Jede Geburt wird beim Standesamt des Geburtsorts beurkundet.',
    text: p(
      'Kinder, die im Kreiskrankenhaus Musterstadt geboren werden, meldet das Krankenhaus. Sie erhalten die Geburtsurkunden für Elterngeld, Kindergeld und Krankenkasse gebührenfrei.',
    ),
    unterlagen: ['Personalausweise der Eltern', 'Eheurkunde oder Geburtsurkunden der Eltern'],
    kosten: 'Drei Urkunden gebührenfrei, jede weitere 12 Euro',
    einheit: 'standesamt',
    personen: ['martina-fischer'],
  },
  {
    slug: 'gewerbe-anmelden',
    titel: 'Gewerbe anmelden',
    thema: 'Gewerbe und Wirtschaft',
    einleitung: 'Wer ein Gewerbe beginnt, zeigt das beim Ordnungsamt an.',
    text: p(
      'Mit der Gewerbeanmeldung werden Finanzamt, Handwerkskammer oder IHK und weitere Stellen informiert. Für manche Gewerbe brauchen Sie zusätzlich eine Erlaubnis.',
    ),
    unterlagen: ['Personalausweis oder Reisepass', 'Bei GmbH: Auszug aus dem Handelsregister', 'Gegebenenfalls Erlaubnis oder Handwerkskarte'],
    kosten: '30 Euro',
    einheit: 'ordnungsamt',
    personen: ['elena-vogt'],
    formulare: ['gewerbeanmeldung-gewa1'],
    synonyme: ['Existenzgründung', 'Selbstständigkeit'],
    online: SERVICE_BW,
  },
  {
    slug: 'gewerbe-abmelden',
    titel: 'Gewerbe abmelden oder ummelden',
    thema: 'Gewerbe und Wirtschaft',
    einleitung: 'Wer sein Gewerbe aufgibt, verlegt oder ändert, meldet das innerhalb eines Monats.',
    text: p('Die Abmeldung ist auch online möglich. Bei einer Verlegung in eine andere Gemeinde melden Sie sich dort neu an.'),
    unterlagen: ['Personalausweis', 'Gewerbeanmeldung'],
    kosten: '15 Euro (Abmeldung gebührenfrei)',
    einheit: 'ordnungsamt',
    personen: ['elena-vogt'],
    formulare: ['gewerbeanmeldung-gewa1'],
  },
  {
    slug: 'grundsteuer',
    titel: 'Grundsteuer – Bescheid und Zahlung',
    thema: 'Steuern und Abgaben',
    einleitung: 'Die Grundsteuer wird für Grundstücke und Gebäude in Musterstadt erhoben.',
    text: p(
      'Grundlage ist der Grundsteuerwertbescheid des Finanzamts. Die Stadt setzt mit dem Hebesatz die Steuer fest; fällig ist sie vierteljährlich am 15. Februar, Mai, August und November.',
    ),
    unterlagen: ['Grundsteuermessbescheid des Finanzamts'],
    kosten: 'Hebesatz Grundsteuer B: 380 Prozent',
    einheit: 'kaemmerei-und-steueramt',
    personen: ['nicole-faller'],
  },
  {
    slug: 'hausnummer-zuteilen',
    titel: 'Hausnummer zuteilen lassen',
    thema: 'Bauen und Wohnen',
    einleitung: 'Jedes bebaute Grundstück erhält von der Stadt eine Hausnummer.',
    text: p(
      'Die Hausnummer wird mit der Baugenehmigung zugeteilt. Sie muss gut lesbar von der Straße aus angebracht werden, damit Rettungsdienst und Feuerwehr Sie schnell finden.',
    ),
    unterlagen: ['Lageplan'],
    kosten: '40 Euro',
    einheit: 'bauamt',
    personen: ['sarah-maier'],
  },
  {
    slug: 'hundesteuer',
    titel: 'Hund anmelden – Hundesteuer',
    thema: 'Steuern und Abgaben',
    einleitung: 'Hunde, die älter als drei Monate sind, melden Sie innerhalb von zwei Wochen an.',
    text: p(
      'Die Hundesteuer beträgt für den ersten Hund 108 Euro im Jahr. Für Blindenführhunde und Rettungshunde gibt es eine Befreiung. Sie erhalten eine Hundemarke, die der Hund außerhalb des Hauses tragen muss.',
    ),
    unterlagen: ['Anmeldeformular', 'Bei Kampfhunden: Wesenstest'],
    kosten: '108 Euro pro Jahr, jeder weitere Hund 216 Euro',
    einheit: 'kaemmerei-und-steueramt',
    personen: ['nicole-faller'],
    formulare: ['anmeldung-hund'],
    synonyme: ['Hundemarke'],
  },
  {
    slug: 'kinderbetreuungsplatz',
    titel: 'Kinderbetreuungsplatz beantragen',
    thema: 'Familie und Soziales',
    einleitung: 'Plätze in Krippe, Kindergarten und Kindertagespflege vergibt die Stadt zentral.',
    text: p(
      'Ab dem ersten Geburtstag hat Ihr Kind einen Rechtsanspruch auf einen Betreuungsplatz. Melden Sie Ihr Kind bitte mindestens sechs Monate vor dem gewünschten Beginn an.',
      'Die Plätze werden jeweils im Frühjahr für das neue Kindergartenjahr vergeben.',
    ),
    unterlagen: ['Anmeldeformular', 'Nachweis über Masernschutz'],
    kosten: 'Elternbeiträge nach Satzung, abhängig von Alter und Betreuungszeit',
    einheit: 'amt-fuer-familie-bildung-und-soziales',
    personen: ['julia-schwoerer'],
    formulare: ['anmeldung-kinderbetreuung'],
    synonyme: ['Kita', 'Kindergarten', 'Krippe'],
  },
  {
    slug: 'kinderreisepass',
    titel: 'Kinderreisepass – Reisedokumente für Kinder',
    thema: 'Ausweise und Dokumente',
    einleitung: 'Welches Reisedokument Kinder unter zwölf Jahren heute brauchen.',
    text: p(
      'Der Kinderreisepass wird seit 2024 nicht mehr ausgestellt. Kinder erhalten stattdessen einen Reisepass oder einen Personalausweis. Bestehende Kinderreisepässe bleiben bis zum Ablauf gültig.',
    ),
    unterlagen: ['Geburtsurkunde', 'Biometrisches Passfoto', 'Zustimmung beider Sorgeberechtigter'],
    kosten: 'Siehe Reisepass oder Personalausweis',
    einheit: 'buergerbuero',
    personen: ['murat-yildiz'],
  },
  {
    slug: 'kirchenaustritt',
    titel: 'Kirchenaustritt erklären',
    thema: 'Standesamt',
    einleitung: 'In Baden-Württemberg erklären Sie den Austritt aus einer Religionsgemeinschaft beim Standesamt.',
    text: p('Der Austritt wird mit der Erklärung wirksam. Die Kirchensteuerpflicht endet mit Ablauf des Monats. Sie erhalten eine Bescheinigung.'),
    unterlagen: ['Personalausweis oder Reisepass', 'Gegebenenfalls Taufurkunde'],
    kosten: '30 Euro',
    einheit: 'standesamt',
    personen: ['jonas-riegger'],
  },
  {
    slug: 'laermbelaestigung-melden',
    titel: 'Lärmbelästigung melden',
    thema: 'Ordnung und Verkehr',
    einleitung: 'Anhaltender Lärm in der Nachbarschaft, von Baustellen oder Gaststätten.',
    text: p(
      'Von 22 bis 6 Uhr gilt Nachtruhe, an Sonn- und Feiertagen ganztägig. Das Ordnungsamt geht Beschwerden nach; außerhalb der Dienstzeiten wenden Sie sich bitte an die Polizei.',
    ),
    unterlagen: ['Lärmprotokoll mit Datum und Uhrzeit'],
    kosten: 'Gebührenfrei',
    einheit: 'ordnungsamt',
    personen: ['thomas-schuler'],
    synonyme: ['Ruhestörung'],
  },
  {
    slug: 'marktstand-wochenmarkt',
    titel: 'Marktstand auf dem Wochenmarkt beantragen',
    thema: 'Gewerbe und Wirtschaft',
    einleitung: 'Regionale Anbieterinnen und Anbieter können einen Standplatz auf dem Wochenmarkt erhalten.',
    text: p('Der Wochenmarkt findet jeden Samstagvormittag auf dem Marktplatz statt. Bevorzugt werden Erzeugerinnen und Erzeuger aus dem Schwarzwald.'),
    unterlagen: ['Gewerbeanmeldung oder Reisegewerbekarte', 'Beschreibung des Sortiments'],
    kosten: '2 Euro pro laufendem Meter und Markttag',
    einheit: 'ordnungsamt',
    personen: ['elena-vogt'],
  },
  {
    slug: 'meldebescheinigung',
    titel: 'Meldebescheinigung beantragen',
    thema: 'Meldewesen',
    einleitung: 'Nachweis über Ihre aktuelle oder frühere Anschrift.',
    text: p('Die Meldebescheinigung erhalten Sie sofort im Bürgerbüro. Eine erweiterte Meldebescheinigung enthält auch frühere Anschriften.'),
    unterlagen: ['Personalausweis oder Reisepass'],
    kosten: '8 Euro',
    einheit: 'buergerbuero',
    personen: ['murat-yildiz', 'lea-schwaer'],
    synonyme: ['Wohnsitzbescheinigung'],
  },
  {
    slug: 'namenserklaerung',
    titel: 'Namenserklärung abgeben',
    thema: 'Standesamt',
    einleitung: 'Nach der Heirat, einer Scheidung oder für Kinder einen Familiennamen bestimmen oder ändern.',
    text: p('Namenserklärungen werden beim Standesamt beglaubigt oder beurkundet. Wir beraten Sie gern, welche Namensführung möglich ist.'),
    unterlagen: ['Personalausweis', 'Eheurkunde oder Geburtsurkunde'],
    kosten: '25 bis 40 Euro',
    einheit: 'standesamt',
    personen: ['martina-fischer'],
  },
  {
    slug: 'osterfeuer-anmelden',
    titel: 'Oster- oder Brauchtumsfeuer anmelden',
    thema: 'Ordnung und Verkehr',
    einleitung: 'Traditionelle Feuer sind zwei Wochen vorher anzumelden.',
    text: p('Verbrannt werden darf nur unbehandeltes Holz und Grünschnitt. Die Freiwillige Feuerwehr wird über jedes angemeldete Feuer informiert.'),
    unterlagen: ['Lageplan', 'Name einer verantwortlichen Person'],
    kosten: 'Gebührenfrei',
    einheit: 'ordnungsamt',
    personen: ['markus-held'],
    synonyme: ['Johannisfeuer', 'Funkenfeuer'],
  },
  {
    slug: 'personalausweis-beantragen',
    titel: 'Personalausweis beantragen',
    thema: 'Ausweise und Dokumente',
    einleitung: 'Ab 16 Jahren brauchen Sie einen Personalausweis oder Reisepass.',
    text: p(
      'Den Personalausweis beantragen Sie persönlich im Bürgerbüro. Die Herstellung dauert etwa drei Wochen; Sie erhalten eine Nachricht, wenn er abholbereit ist.',
      'Seit Mai 2025 nehmen wir biometrische Passfotos direkt im Bürgerbüro digital auf.',
    ),
    unterlagen: ['Bisheriger Ausweis oder Geburtsurkunde', 'Biometrisches Passfoto oder Aufnahme vor Ort'],
    kosten: '46 Euro, unter 24 Jahren 27,60 Euro',
    einheit: 'buergerbuero',
    personen: ['jana-fehrenbach', 'murat-yildiz'],
    synonyme: ['Ausweis', 'Perso'],
  },
  {
    slug: 'plakatierung',
    titel: 'Plakatierung genehmigen lassen',
    thema: 'Ordnung und Verkehr',
    einleitung: 'Plakate an Straßen und Laternenmasten bedürfen einer Genehmigung.',
    text: p('Pro Veranstaltung sind höchstens 20 Plakate erlaubt, frühestens drei Wochen vor der Veranstaltung. Vor Wahlen gelten besondere Regeln.'),
    unterlagen: ['Muster des Plakats', 'Liste der Standorte'],
    kosten: '25 Euro',
    einheit: 'ordnungsamt',
    personen: ['markus-held'],
  },
  {
    slug: 'reisepass-beantragen',
    titel: 'Reisepass beantragen',
    thema: 'Ausweise und Dokumente',
    einleitung: 'Für Reisen in viele Länder außerhalb der Europäischen Union brauchen Sie einen Reisepass.',
    text: p(
      'Der Reisepass wird in der Bundesdruckerei hergestellt und ist nach etwa vier Wochen abholbereit. In dringenden Fällen gibt es einen Express-Pass oder einen vorläufigen Reisepass.',
    ),
    unterlagen: ['Bisheriger Pass oder Personalausweis', 'Biometrisches Passfoto oder Aufnahme vor Ort'],
    kosten: '70 Euro, unter 24 Jahren 37,50 Euro',
    einheit: 'buergerbuero',
    personen: ['jana-fehrenbach', 'murat-yildiz'],
    synonyme: ['Pass'],
  },
  {
    slug: 'rentenantrag',
    titel: 'Rentenantrag stellen',
    thema: 'Familie und Soziales',
    einleitung: 'Das Versicherungsamt der Stadt hilft beim Ausfüllen und leitet den Antrag weiter.',
    text: p('Stellen Sie den Antrag etwa drei Monate vor dem gewünschten Rentenbeginn. Bringen Sie Ihre Unterlagen zum Versicherungsverlauf mit.'),
    unterlagen: ['Personalausweis', 'Rentenversicherungsnummer', 'Bankverbindung', 'Nachweise über Schul- und Ausbildungszeiten'],
    kosten: 'Gebührenfrei',
    einheit: 'amt-fuer-familie-bildung-und-soziales',
    personen: ['hans-peter-gutmann'],
  },
  {
    slug: 'raeum-und-streupflicht',
    titel: 'Räum- und Streupflicht im Winter',
    thema: 'Umwelt und Entsorgung',
    einleitung: 'Eigentümerinnen und Eigentümer räumen die Gehwege vor ihrem Grundstück.',
    text: p(
      'Werktags ist bis 7 Uhr, sonn- und feiertags bis 8 Uhr zu räumen und zu streuen, und zwar bis 21 Uhr. Die Stadt räumt Fahrbahnen nach einem Räumplan.',
    ),
    unterlagen: [],
    kosten: 'Gebührenfrei',
    einheit: 'technische-betriebe',
    personen: ['andreas-zaehringer'],
    synonyme: ['Winterdienst', 'Schneeräumen'],
  },
  {
    slug: 'schwerbehindertenausweis',
    titel: 'Schwerbehindertenausweis beantragen',
    thema: 'Familie und Soziales',
    einleitung: 'Den Antrag nimmt die Stadt entgegen und leitet ihn an das Versorgungsamt weiter.',
    text: p('Das Versorgungsamt im Landratsamt stellt den Grad der Behinderung fest. Wir helfen beim Ausfüllen des Antrags.'),
    unterlagen: ['Personalausweis', 'Ärztliche Befunde', 'Passfoto ab einem Grad von 50'],
    kosten: 'Gebührenfrei',
    einheit: 'amt-fuer-familie-bildung-und-soziales',
    personen: ['hans-peter-gutmann'],
  },
  {
    slug: 'sperrmuell-anmelden',
    titel: 'Sperrmüll anmelden',
    thema: 'Umwelt und Entsorgung',
    einleitung: 'Zweimal im Jahr holen wir Möbel und große Gegenstände kostenlos an Ihrer Adresse ab.',
    text: p(
      'Melden Sie die Abholung mit der Sperrmüllkarte oder telefonisch an. Sie erhalten den Abholtermin schriftlich. Elektrogeräte nimmt der Wertstoffhof an.',
    ),
    unterlagen: ['Sperrmüllkarte'],
    kosten: 'Zwei Abholungen pro Jahr gebührenfrei, jede weitere 35 Euro',
    einheit: 'technische-betriebe',
    personen: ['andreas-zaehringer'],
    formulare: ['sperrmuellkarte'],
  },
  {
    slug: 'sterbefall-beurkunden',
    titel: 'Sterbefall beurkunden',
    thema: 'Standesamt',
    einleitung: 'Ein Sterbefall ist spätestens am dritten Werktag beim Standesamt anzuzeigen.',
    text: p('Meist übernimmt das Bestattungsunternehmen die Anzeige. Sie erhalten die Sterbeurkunden für Versicherungen, Renten und Banken.'),
    unterlagen: ['Todesbescheinigung', 'Personalausweis der verstorbenen Person', 'Geburts- oder Eheurkunde'],
    kosten: '12 Euro je Urkunde',
    einheit: 'standesamt',
    personen: ['jonas-riegger'],
  },
  {
    slug: 'strassensperrung',
    titel: 'Straßensperrung und Sondernutzung beantragen',
    thema: 'Ordnung und Verkehr',
    einleitung: 'Für Gerüste, Container, Umzüge und Baustellen auf öffentlichen Flächen.',
    text: p(
      'Die Verkehrsbehörde ordnet die nötige Beschilderung an. Stellen Sie den Antrag mindestens zwei Wochen vorher; Halteverbotsschilder stellen Sie selbst oder über eine Fachfirma auf.',
    ),
    unterlagen: ['Antrag', 'Lageplan', 'Verkehrszeichenplan bei Sperrungen'],
    kosten: '50 bis 200 Euro',
    einheit: 'ordnungsamt',
    personen: ['markus-held'],
    formulare: ['antrag-sondernutzung'],
    synonyme: ['Halteverbot', 'Umzug'],
  },
  {
    slug: 'trautermin-reservieren',
    titel: 'Trautermin reservieren',
    thema: 'Standesamt',
    einleitung: 'Trausaal im Rathaus oder Zehntscheuer: Termine bis zu einem Jahr im Voraus.',
    text: p(
      'Trauungen finden dienstags bis freitags sowie an ausgewählten Samstagen statt. Die Reservierung ist unverbindlich, bis Sie die Eheschließung angemeldet haben.',
    ),
    unterlagen: [],
    kosten: 'Gebührenfrei, Zehntscheuer 150 Euro',
    einheit: 'standesamt',
    personen: ['martina-fischer'],
  },
  {
    slug: 'umzug-innerhalb-musterstadt',
    titel: 'Umzug innerhalb von Musterstadt melden',
    thema: 'Meldewesen',
    einleitung: 'Auch bei einem Umzug innerhalb der Stadt melden Sie die neue Wohnung binnen zwei Wochen an.',
    text: p('Die Anschrift im Personalausweis und im Fahrzeugschein wird gleich mit geändert. Bringen Sie alle Ausweise der umziehenden Personen mit.'),
    unterlagen: ['Personalausweise oder Reisepässe aller Personen', 'Wohnungsgeberbestätigung', 'Zulassungsbescheinigung Teil I'],
    kosten: 'Gebührenfrei',
    einheit: 'buergerbuero',
    personen: ['murat-yildiz', 'lea-schwaer'],
    formulare: ['meldeschein-anmeldung', 'wohnungsgeberbestaetigung'],
    synonyme: ['Ummeldung', 'Adressänderung'],
  },
  {
    slug: 'vereinsfoerderung',
    titel: 'Vereinsförderung beantragen',
    thema: 'Wahlen und Ehrenamt',
    einleitung: 'Zuschüsse für Jugendarbeit, Investitionen und Jubiläen der Musterstädter Vereine.',
    text: p(
      'Anträge für das folgende Jahr sind bis 30. September einzureichen. Über die Förderung entscheidet der Verwaltungsausschuss nach den Vereinsförderrichtlinien.',
    ),
    unterlagen: ['Antrag mit Kostenplan', 'Mitgliederzahl und Zahl der Jugendlichen'],
    kosten: 'Gebührenfrei',
    einheit: 'haupt-und-personalamt',
    personen: ['frank-ketterer'],
    synonyme: ['Zuschuss', 'Verein'],
  },
  {
    slug: 'veranstaltung-anmelden',
    titel: 'Veranstaltung anmelden',
    thema: 'Ordnung und Verkehr',
    einleitung: 'Öffentliche Veranstaltungen und Feste im Freien sind beim Ordnungsamt anzuzeigen.',
    text: p(
      'Planen Sie ein Fest mit Ausschank, brauchen Sie zusätzlich eine Gestattung. Wir stimmen Ihre Veranstaltung mit Feuerwehr, Polizei und Rettungsdienst ab.',
    ),
    unterlagen: ['Anzeige der Veranstaltung', 'Lageplan', 'Bei Großveranstaltungen: Sicherheitskonzept'],
    kosten: '30 bis 150 Euro',
    einheit: 'ordnungsamt',
    personen: ['markus-held', 'elena-vogt'],
    formulare: ['antrag-veranstaltung'],
    synonyme: ['Fest', 'Gestattung'],
  },
  {
    slug: 'wahlhelfer-werden',
    titel: 'Wahlhelferin oder Wahlhelfer werden',
    thema: 'Wahlen und Ehrenamt',
    einleitung: 'Für jede Wahl suchen wir rund 120 Helferinnen und Helfer für die Wahlvorstände.',
    text: p('Sie erhalten ein Erfrischungsgeld von 50 Euro und eine Schulung. Melden Sie sich einfach beim Wahlamt.'),
    unterlagen: [],
    kosten: 'Gebührenfrei',
    einheit: 'haupt-und-personalamt',
    personen: ['frank-ketterer'],
  },
  {
    slug: 'wasserzaehlerstand-melden',
    titel: 'Wasserzählerstand melden',
    thema: 'Umwelt und Entsorgung',
    einleitung: 'Einmal im Jahr melden Sie den Stand Ihres Wasserzählers für die Abrechnung.',
    text: p('Im Dezember erhalten Sie eine Ablesekarte. Tragen Sie den Zählerstand zum 31. Dezember ein und senden Sie die Karte bis Mitte Januar zurück.'),
    unterlagen: ['Ablesekarte'],
    kosten: 'Gebührenfrei',
    einheit: 'technische-betriebe',
    personen: ['petra-wangler'],
    synonyme: ['Wasserzähler', 'Wasserabrechnung'],
  },
  {
    slug: 'wohngeld',
    titel: 'Wohngeld beantragen',
    thema: 'Familie und Soziales',
    einleitung: 'Zuschuss zur Miete oder zu den Kosten von selbst genutztem Wohneigentum.',
    text: p(
      'Wohngeld erhalten Haushalte mit geringem Einkommen. Die Wohngeldbehörde im Landratsamt entscheidet; wir nehmen den Antrag an und helfen beim Ausfüllen.',
    ),
    unterlagen: ['Mietvertrag', 'Einkommensnachweise aller Haushaltsmitglieder', 'Personalausweis'],
    kosten: 'Gebührenfrei',
    einheit: 'amt-fuer-familie-bildung-und-soziales',
    personen: ['hans-peter-gutmann'],
    online: SERVICE_BW,
  },
  {
    slug: 'wohnsitz-anmelden',
    titel: 'Wohnsitz anmelden',
    thema: 'Meldewesen',
    einleitung: 'Nach einem Zuzug melden Sie sich innerhalb von zwei Wochen im Bürgerbüro an.',
    text: p(
      'Herzlich willkommen in Musterstadt! Bei der Anmeldung erhalten Sie die Willkommensmappe mit Stadtplan, Abfallkalender und Gutscheinen für Freibad und Stadtbücherei.',
      'Sie können auch eine andere Person bevollmächtigen, die Anmeldung für Sie vorzunehmen.',
    ),
    unterlagen: ['Personalausweis oder Reisepass', 'Wohnungsgeberbestätigung'],
    kosten: 'Gebührenfrei',
    einheit: 'buergerbuero',
    personen: ['murat-yildiz', 'lea-schwaer'],
    formulare: ['meldeschein-anmeldung', 'wohnungsgeberbestaetigung'],
    synonyme: ['Anmeldung', 'Zuzug', 'Ummelden'],
  },
  {
    slug: 'zweitwohnungsteuer',
    titel: 'Zweitwohnungsteuer',
    thema: 'Steuern und Abgaben',
    einleitung: 'Für eine Nebenwohnung in Musterstadt wird eine Zweitwohnungsteuer erhoben.',
    text: p(
      'Die Steuer beträgt zehn Prozent der jährlichen Nettokaltmiete. Befreit sind unter anderem Studierende und Verheiratete, die aus beruflichen Gründen eine Nebenwohnung haben.',
    ),
    unterlagen: ['Mietvertrag', 'Steuererklärung zur Zweitwohnungsteuer'],
    kosten: '10 Prozent der Jahreskaltmiete',
    einheit: 'kaemmerei-und-steueramt',
    personen: ['nicole-faller'],
    synonyme: ['Nebenwohnung'],
  },
];

export const LEBENSLAGEN: LebenslageSeed[] = [
  {
    slug: 'umzug',
    titel: 'Umzug und Zuzug',
    einleitung: 'Neu in Musterstadt oder innerhalb der Stadt umgezogen? Das ist zu erledigen.',
    text: p('Melden Sie Ihre neue Wohnung innerhalb von zwei Wochen an. Denken Sie auch an Hund, Parkausweis und die Abfuhrtermine Ihrer neuen Straße.'),
    leistungen: ['wohnsitz-anmelden', 'umzug-innerhalb-musterstadt', 'strassensperrung', 'hundesteuer', 'anwohnerparkausweis', 'abfuhrtermine-und-erinnerung'],
  },
  {
    slug: 'geburt',
    titel: 'Geburt eines Kindes',
    einleitung: 'Herzlichen Glückwunsch! Die wichtigsten Wege nach der Geburt.',
    text: p('Nach der Beurkundung der Geburt beantragen Sie Elterngeld und Kindergeld. Melden Sie Ihr Kind früh für einen Betreuungsplatz an.'),
    leistungen: ['geburt-beurkunden', 'namenserklaerung', 'kinderbetreuungsplatz', 'reisepass-beantragen'],
  },
  {
    slug: 'heirat',
    titel: 'Heirat',
    einleitung: 'Vom Trautermin bis zum neuen Namen im Ausweis.',
    text: p('Reservieren Sie Ihren Wunschtermin, melden Sie die Eheschließung an und lassen Sie nach der Trauung Ihre Ausweise ändern.'),
    leistungen: ['trautermin-reservieren', 'eheschliessung-anmelden', 'namenserklaerung', 'personalausweis-beantragen'],
  },
  {
    slug: 'bauen',
    titel: 'Bauen und Sanieren',
    einleitung: 'Vom ersten Gespräch im Bauamt bis zur Hausnummer.',
    text: p('Sprechen Sie Ihr Vorhaben frühzeitig mit dem Bauamt ab – besonders in der Altstadt mit ihren Fachwerkhäusern.'),
    leistungen: ['bauantrag-stellen', 'baumfaellung-genehmigen', 'hausnummer-zuteilen', 'strassensperrung'],
  },
  {
    slug: 'todesfall',
    titel: 'Todesfall',
    einleitung: 'Was nach dem Tod eines Angehörigen zu tun ist.',
    text: p('Das Bestattungsunternehmen übernimmt viele Wege. Wir helfen Ihnen bei der Beurkundung und bei Rentenfragen.'),
    leistungen: ['sterbefall-beurkunden', 'rentenantrag'],
  },
  {
    slug: 'existenzgruendung',
    titel: 'Existenzgründung',
    einleitung: 'Ein eigenes Geschäft in Musterstadt eröffnen.',
    text: p('Melden Sie Ihr Gewerbe an und klären Sie, welche Erlaubnisse Sie brauchen. Die Wirtschaftsförderung berät Gründerinnen und Gründer kostenlos.'),
    leistungen: ['gewerbe-anmelden', 'gaststaettenerlaubnis', 'marktstand-wochenmarkt', 'plakatierung'],
  },
];

export const WEBVERWEISE: WebverweisSeed[] = [
  {
    art: 'web-contact',
    titel: 'Polizeiposten Musterstadt',
    beschreibung: 'Der Polizeiposten in der Bahnhofstraße nimmt Anzeigen entgegen. Im Notfall wählen Sie 110.',
    url: 'https://www.polizei-bw.de/',
    es_pfad: '/wegweiser',
    daten: { telefon: '07999 9876-0', adresse: 'Bahnhofstraße 5, 79999 Musterstadt' },
  },
  {
    art: 'web-contact',
    titel: 'Landratsamt Musterkreis',
    beschreibung: 'Baurechtsbehörde, Führerscheinstelle, Kfz-Zulassung, Versorgungsamt und Wohngeldbehörde des Landkreises.',
    url: 'https://www.service-bw.de/',
    es_pfad: '/wegweiser',
    daten: { telefon: '07990 88-0', adresse: 'Kreishausstraße 10, 79990 Musterkreisstadt' },
  },
  {
    art: 'web-contact',
    titel: 'Deutsche Rentenversicherung Baden-Württemberg',
    beschreibung: 'Beratung zur Rente und zum Versicherungsverlauf; Sprechtage im Bürgerhaus nach Vereinbarung.',
    url: 'https://www.deutsche-rentenversicherung.de/',
    es_pfad: '/wegweiser',
    daten: { telefon: '0800 1000 4800' },
  },
  {
    art: 'web-contact',
    titel: 'Agentur für Arbeit',
    beschreibung: 'Arbeitslosmeldung, Berufsberatung und Kindergeld bei der Familienkasse.',
    url: 'https://www.arbeitsagentur.de/',
    es_pfad: '/wegweiser',
    daten: { telefon: '0800 4 5555 00' },
  },
  {
    art: 'link',
    titel: 'Geoportal: Bebauungspläne online',
    beschreibung: 'Alle rechtskräftigen Bebauungspläne der Stadt mit Textteil und Begründung im Kartenviewer des Landes.',
    es_pfad: '/wegweiser/leistungen/bauantrag-stellen',
    es_pfad_ext: 'https://www.geoportal-bw.de/',
  },
  {
    art: 'link',
    titel: 'Abfallkalender zum Abonnieren',
    beschreibung: 'Die Abfuhrtermine Ihres Bezirks als Kalender für Smartphone und Computer.',
    es_pfad: '/wegweiser/leistungen/abfuhrtermine-und-erinnerung',
    es_pfad_ext: '/abfall',
  },
];
