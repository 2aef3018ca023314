import { media } from '../../content/media';
import type { LinkRef, Rubrik } from '../../core/types';
import { VERANSTALTUNG_RUBRIKEN as V } from './rubriken';

export interface EventSeed {
  slug: string;
  bereich: 'stadt' | 'feuerwehr';
  titel: string;
  einleitung: string;
  text: string;
  bild: string;
  bildtext: string;
  bildcopyright: string;
  /** Starts at least this many Berlin calendar days after the seed run … */
  inTagen: number;
  /** … on the first such weekday from then on (0 = Sunday … 6 = Saturday), if given … */
  wochentag?: number;
  /** … at this Berlin wall-clock time (ignored for all-day events). */
  von: [number, number];
  /** Ends on the start day plus `dauerTage` (default 0) … */
  dauerTage?: number;
  /** … at this time; all-day events end at 23:59. */
  bis: [number, number];
  ganztaegig?: boolean;
  veranstaltungsort?: string;
  brancheneintrag?: string;
  /** Who invites (shown on the event's page). */
  veranstalter?: string;
  rubriken: Rubrik[];
  links?: LinkRef[];
}

const STADT = 'Stadt Musterstadt';

/** 14 upcoming events, relative to the day of the seed run. */
export const VERANSTALTUNGEN: EventSeed[] = [
  {
    slug: 'wochenmarkt-marktplatz',
    bereich: 'stadt',
    titel: 'Wochenmarkt auf dem Marktplatz',
    einleitung: 'Frisches aus der Region: Obst, Gemüse, Käse, Brot, Honig und Blumen direkt von den Erzeugerinnen und Erzeugern.',
    text:
      '<p>Jeden Samstagvormittag verwandelt sich der Marktplatz in einen lebendigen Treffpunkt. 18 Händlerinnen und Händler bieten regionale und saisonale Produkte an, viele davon aus biologischem Anbau.</p>' +
      '<p>Am Stand des Weltladens gibt es fair gehandelten Kaffee zum Mitnehmen. Bitte bringen Sie nach Möglichkeit eigene Taschen und Behälter mit.</p>',
    bild: media('marktplatz'),
    bildtext: 'Marktstände auf dem Marktplatz',
    bildcopyright: STADT,
    inTagen: 1,
    wochentag: 6,
    von: [8, 0],
    bis: [12, 30],
    veranstaltungsort: 'Marktplatz, 79999 Musterstadt',
    rubriken: [V.maerkte],
  },
  {
    slug: 'herbstkonzert-stadtkapelle',
    bereich: 'stadt',
    titel: 'Konzert der Stadtkapelle Musterstadt',
    einleitung: 'Unter dem Motto „Klangbilder aus dem Schwarzwald“ präsentiert die Stadtkapelle ein abwechslungsreiches Programm von Marsch bis Filmmusik.',
    text:
      '<p>Rund 55 Musikerinnen und Musiker unter der Leitung von Dirigent Florian Kienzle laden zu einem festlichen Konzertabend ein. Auf dem Programm stehen unter anderem Werke von Johan de Meij, Thiemo Kraas und eine Suite aus bekannten Filmmelodien.</p>' +
      '<p>Im zweiten Teil tritt das Jugendblasorchester gemeinsam mit der Stadtkapelle auf. Karten gibt es im Vorverkauf im Bürgerbüro und an der Abendkasse. Einlass ist um 19 Uhr.</p>',
    bild: media('stadtkapelle'),
    bildtext: 'Die Stadtkapelle auf der Konzertbühne',
    bildcopyright: 'Stadtkapelle Musterstadt',
    inTagen: 3,
    wochentag: 6,
    von: [19, 30],
    bis: [22, 0],
    brancheneintrag: 'Kurhaus Musterstadt',
    veranstalter: 'Stadtkapelle Musterstadt e. V.',
    rubriken: [V.kultur, V.vereine],
  },
  {
    slug: 'vortrag-floesserei-heimatmuseum',
    bereich: 'stadt',
    titel: 'Vortrag im Heimatmuseum: Die Flößerei im Nordschwarzwald',
    einleitung: 'Der Historiker Dr. Bernhard Seeger erzählt von Holländerstämmen, Floßordnungen und dem harten Leben der Flößer.',
    text:
      '<p>Begleitend zur neuen Dauerausstellung lädt der Heimatverein zu einem Bildervortrag ein. Dr. Bernhard Seeger zeigt anhand historischer Karten und Fotografien, wie das Holz aus unseren Wäldern bis nach Amsterdam gelangte.</p>' +
      '<p>Im Anschluss besteht Gelegenheit, die Ausstellung zu besichtigen und mit dem Referenten ins Gespräch zu kommen. Der Eintritt ist frei, um eine Spende wird gebeten.</p>',
    bild: media('wanderweg'),
    bildtext: 'Entlang der alten Flößerpfade',
    bildcopyright: 'Heimatverein Musterstadt',
    inTagen: 5,
    von: [19, 30],
    bis: [21, 0],
    veranstaltungsort: 'Heimatmuseum, Kirchstraße 4, 79999 Musterstadt',
    veranstalter: 'Förderverein Heimatmuseum Musterstadt',
    rubriken: [V.kultur],
  },
  {
    slug: 'oeffentliche-gemeinderatssitzung',
    bereich: 'stadt',
    titel: 'Öffentliche Sitzung des Gemeinderats',
    einleitung: 'Auf der Tagesordnung stehen unter anderem der Bebauungsplan „Am Sonnenhang“, die Gebührenkalkulation Abwasser und Bauanträge.',
    text:
      '<p>Die Sitzungen des Gemeinderats sind öffentlich; interessierte Bürgerinnen und Bürger sind herzlich eingeladen. Zu Beginn der Sitzung gibt es eine Bürgerfragestunde, in der Fragen zu Gemeindeangelegenheiten gestellt werden können.</p>' +
      '<p>Die vollständige Tagesordnung und die Sitzungsvorlagen werden eine Woche vorher im Ratsinformationssystem und im Amtsblatt veröffentlicht.</p>',
    bild: media('rathaus'),
    bildtext: 'Der Gemeinderat tagt im großen Sitzungssaal des Rathauses',
    bildcopyright: STADT,
    inTagen: 8,
    wochentag: 2,
    von: [18, 30],
    bis: [21, 30],
    veranstaltungsort: 'Rathaus, Großer Sitzungssaal, Marktplatz 1, 79999 Musterstadt',
    rubriken: [V.politik],
    links: [{ link: '/gemeinderat', linktext: 'Tagesordnung im Ratsinformationssystem' }],
  },
  {
    slug: 'seniorennachmittag-hirschen',
    bereich: 'stadt',
    titel: 'Seniorennachmittag mit Kaffee und Kuchen',
    einleitung: 'Der Seniorenbeirat lädt zu einem geselligen Nachmittag mit Musik, Geschichten aus Alt-Musterstadt und selbst gebackenem Kuchen ein.',
    text:
      '<p>Für musikalische Unterhaltung sorgt das Akkordeon-Duo „Schwarzwaldklang“. Anschließend liest Heimatforscherin Erika Maurer heitere Geschichten aus dem Musterstadt der Fünfzigerjahre.</p>' +
      '<p>Wer nicht mehr gut zu Fuß ist, kann sich vom Bürgerbus abholen lassen. Bitte melden Sie sich dafür bis zwei Tage vorher im Rathaus unter 07999 123-140 an.</p>',
    bild: media('marktplatz'),
    bildtext: 'Treffpunkt in der Innenstadt',
    bildcopyright: STADT,
    inTagen: 10,
    wochentag: 3,
    von: [14, 30],
    bis: [17, 0],
    brancheneintrag: 'Gasthaus Hirschen',
    rubriken: [V.senioren],
  },
  {
    slug: 'blutspende-drk',
    bereich: 'stadt',
    titel: 'Blutspendetermin des DRK',
    einleitung: 'Der DRK-Ortsverein und der Blutspendedienst bitten um Ihre Spende. Erstspenderinnen und Erstspender sind besonders willkommen.',
    text:
      '<p>Spenden kann, wer zwischen 18 und 68 Jahren alt und gesund ist sowie mindestens 50 Kilogramm wiegt. Bitte bringen Sie Ihren Personalausweis und, falls vorhanden, Ihren Blutspendeausweis mit.</p>' +
      '<p>Um Wartezeiten zu vermeiden, wird eine Terminreservierung über den Blutspendedienst empfohlen. Nach der Spende lädt der Ortsverein zu einem Imbiss ein.</p>',
    bild: media('rathaus'),
    bildtext: 'Die Blutspende findet in der Stadthalle statt',
    bildcopyright: 'DRK-Ortsverein Musterstadt',
    inTagen: 12,
    von: [14, 30],
    bis: [19, 30],
    veranstaltungsort: 'Stadthalle, Schulstraße 12, 79999 Musterstadt',
    veranstalter: 'DRK-Ortsverein Musterstadt',
    rubriken: [V.gesundheit],
  },
  {
    slug: 'barfusspark-fuehrung',
    bereich: 'stadt',
    titel: 'Barfußpark-Führung mit Kräuterwanderung',
    einleitung: 'Auf rund zwei Kilometern geht es ohne Schuhe über Rindenmulch, Kies, Moos und durch den Kneippbach – begleitet von einer Kräuterpädagogin.',
    text:
      '<p>Die Führung verbindet das Barfußerlebnis mit Wissenswertem über heimische Wild- und Heilkräuter. Zum Abschluss gibt es einen Kräutertee und ein Kräuterbrot am Parkeingang.</p>' +
      '<p>Die Führung ist für Familien mit Kindern ab sechs Jahren geeignet. Treffpunkt ist der Eingang des Barfußparks am Kurpark. Die Teilnahme kostet 6 Euro, Kinder zahlen 3 Euro.</p>',
    bild: media('wanderweg'),
    bildtext: 'Der Weg durch den Barfußpark',
    bildcopyright: 'Barfußpark Musterstadt',
    inTagen: 15,
    wochentag: 0,
    von: [10, 0],
    bis: [12, 0],
    veranstaltungsort: 'Barfußpark Musterstadt, Eingang Kurpark',
    rubriken: [V.natur, V.familie],
    links: [{ link: '/barfusspark', linktext: 'Zum Barfußpark' }],
  },
  {
    slug: 'feuerwehr-tag-der-offenen-tuer',
    bereich: 'feuerwehr',
    titel: 'Tag der offenen Tür der Freiwilligen Feuerwehr',
    einleitung: 'Fahrzeugschau, Vorführungen, Kinderprogramm und Bewirtung: Die Feuerwehr öffnet die Tore des Feuerwehrhauses für alle Interessierten.',
    text:
      '<p>Um 11 Uhr und um 15 Uhr zeigt die Einsatzabteilung die Rettung einer Person aus einem verunfallten Auto. Die Jugendfeuerwehr demonstriert einen Löschangriff, und die Kleinsten dürfen sich an der Kübelspritze versuchen.</p>' +
      '<p>Das neue Hilfeleistungslöschfahrzeug kann aus nächster Nähe besichtigt werden. Für das leibliche Wohl ist mit Gegrilltem, Kaffee und Kuchen gesorgt. Der Erlös kommt der Jugendarbeit zugute.</p>',
    bild: media('feuerwehrhaus'),
    bildtext: 'Das Feuerwehrhaus öffnet seine Tore',
    bildcopyright: 'Feuerwehr Musterstadt',
    inTagen: 18,
    wochentag: 0,
    von: [10, 0],
    bis: [17, 0],
    veranstaltungsort: 'Feuerwehrhaus, Am Gerätehaus 3, 79999 Musterstadt',
    veranstalter: 'Freiwillige Feuerwehr Musterstadt',
    rubriken: [V.vereine, V.familie],
    links: [{ link: '/feuerwehr/', linktext: 'Freiwillige Feuerwehr Musterstadt' }],
  },
  {
    slug: 'kienberglauf',
    bereich: 'stadt',
    titel: 'Kienberglauf des Turnvereins',
    einleitung: 'Zehn Kilometer und 280 Höhenmeter rund um den Kienberg – dazu ein Schülerlauf und ein Walking-Wettbewerb für alle Altersgruppen.',
    text:
      '<p>Der Turnverein Musterstadt 1861 richtet den traditionellen Kienberglauf aus. Start und Ziel ist am Sportgelände Breitwiesen. Der Hauptlauf startet um 10 Uhr, die Schülerläufe über 1 und 2 Kilometer beginnen bereits um 9 Uhr.</p>' +
      '<p>Anmeldungen sind online bis drei Tage vor dem Lauf möglich, Nachmeldungen am Lauftag bis eine Stunde vor dem Start. Während des Laufs ist die Kienbergstraße zwischen 9.30 und 12.30 Uhr gesperrt.</p>',
    bild: media('schwarzwald-panorama'),
    bildtext: 'Die Laufstrecke führt durch die Wälder am Kienberg',
    bildcopyright: 'TV Musterstadt 1861',
    inTagen: 22,
    wochentag: 0,
    von: [9, 0],
    bis: [13, 0],
    veranstaltungsort: 'Sportgelände Breitwiesen, Breitwiesenweg 20, 79999 Musterstadt',
    veranstalter: 'Turnverein 1872 Musterstadt e. V.',
    rubriken: [V.sport, V.vereine],
  },
  {
    slug: 'lesung-stadtbuecherei',
    bereich: 'stadt',
    titel: 'Lesung in der Stadtbücherei: „Das Haus am Mühlbach“',
    einleitung: 'Die Autorin Johanna Lenz liest aus ihrem neuen Roman, der im Schwarzwald der Nachkriegszeit spielt.',
    text:
      '<p>Johanna Lenz wuchs in Hallwangen auf und lebt heute in Freiburg. In ihrem dritten Roman erzählt sie die Geschichte dreier Schwestern, die nach dem Krieg die Mühle ihrer Familie weiterführen.</p>' +
      '<p>Nach der Lesung signiert die Autorin ihre Bücher. Karten zu 8 Euro gibt es in der Stadtbücherei; Inhaberinnen und Inhaber eines Leseausweises zahlen 5 Euro.</p>',
    bild: media('stadtbuecherei'),
    bildtext: 'Die Leseecke der Stadtbücherei',
    bildcopyright: STADT,
    inTagen: 25,
    von: [19, 0],
    bis: [20, 30],
    veranstaltungsort: 'Stadtbücherei, Schulstraße 5, 79999 Musterstadt',
    rubriken: [V.kultur],
  },
  {
    slug: 'stadtfest',
    bereich: 'stadt',
    titel: 'Musterstädter Stadtfest',
    einleitung: 'Drei Tage Musik, Kulinarik und Begegnung: Vereine, Musikgruppen und Gastronomen laden in die festlich geschmückte Innenstadt ein.',
    text:
      '<p>Am Freitagabend wird das Fest mit dem Fassanstich durch die Bürgermeisterin eröffnet. Auf der Bühne am Marktplatz spielen an allen drei Tagen Bands aus der Region, im Rathaushof gibt es ein Kinderprogramm mit Bastelständen und Kinderschminken.</p>' +
      '<p>Mehr als 25 Vereine bewirten die Gäste mit Schwarzwälder Spezialitäten. Die Innenstadt ist während des Festes für den Autoverkehr gesperrt; bitte nutzen Sie die ausgeschilderten Parkplätze am Schulzentrum.</p>',
    bild: media('stadtfest'),
    bildtext: 'Festmeile mit Lichterketten',
    bildcopyright: 'Petra Hummel',
    inTagen: 29,
    wochentag: 5,
    von: [18, 0],
    dauerTage: 2,
    bis: [23, 0],
    veranstaltungsort: 'Innenstadt und Marktplatz, 79999 Musterstadt',
    rubriken: [V.feste, V.vereine],
  },
  {
    slug: 'adventsmarkt-rathaushof',
    bereich: 'stadt',
    titel: 'Adventsmarkt im Rathaushof',
    einleitung:
      'Kunsthandwerk, Glühwein, gebrannte Mandeln und Musik der Schulchöre: Der Adventsmarkt lädt an drei Tagen in den stimmungsvoll beleuchteten Rathaushof.',
    text:
      '<p>Rund 30 Stände bieten Handgemachtes aus Holz, Wolle und Keramik, Weihnachtsschmuck und regionale Leckereien an. Die Grundschulen und die Werkrealschule gestalten das Bühnenprogramm mit Liedern und kleinen Theaterstücken.</p>' +
      '<p>Am Samstag um 16 Uhr kommt der Nikolaus mit Geschenken für die Kinder. Der Markt öffnet am Freitag um 16 Uhr, am Samstag und Sonntag jeweils um 12 Uhr.</p>',
    bild: media('marktplatz'),
    bildtext: 'Marktstände im Rathaushof',
    bildcopyright: STADT,
    inTagen: 36,
    wochentag: 5,
    von: [16, 0],
    dauerTage: 2,
    bis: [21, 0],
    veranstaltungsort: 'Rathaushof, Marktplatz 1, 79999 Musterstadt',
    rubriken: [V.feste, V.maerkte],
  },
  {
    slug: 'aktionstag-saubere-landschaft',
    bereich: 'stadt',
    titel: 'Aktionstag „Saubere Landschaft“',
    einleitung: 'Gemeinsam befreien wir Wälder, Bachläufe und Wege rund um Musterstadt vom Müll. Handschuhe, Zangen und Säcke stellt der Bauhof.',
    text:
      '<p>Vereine, Schulklassen, Familien und alle, die mitmachen möchten, sammeln den ganzen Tag über in selbst gewählten Gebieten. Treffpunkte und Sammelgebiete werden bei der Anmeldung im Rathaus abgestimmt.</p>' +
      '<p>Der gesammelte Müll wird an den vereinbarten Stellen abgelegt und vom Bauhof abgeholt. Als Dankeschön lädt die Stadt alle Helferinnen und Helfer zu einem Vesper am Bauhof ein.</p>',
    bild: media('schwarzwald-panorama'),
    bildtext: 'Die Landschaft rund um Musterstadt',
    bildcopyright: STADT,
    inTagen: 41,
    wochentag: 6,
    von: [0, 0],
    bis: [23, 59],
    ganztaegig: true,
    veranstaltungsort: 'Gesamte Gemarkung Musterstadt, Treffpunkt Bauhof, Industriestraße 8',
    rubriken: [V.natur, V.vereine],
  },
  {
    slug: 'schwarzwaldverein-wanderung-kienberg',
    bereich: 'stadt',
    titel: 'Geführte Wanderung des Schwarzwaldvereins',
    einleitung: 'Eine aussichtsreiche Rundwanderung über den Kienberg zur Sulzbachquelle, rund 14 Kilometer mit Einkehr in der Hütte am Kienbergblick.',
    text:
      '<p>Wanderführer Klaus Benz führt über die neu ausgeschilderten Wege der Ortsgruppe. Die Gehzeit beträgt etwa fünf Stunden; Trittsicherheit und festes Schuhwerk sind erforderlich.</p>' +
      '<p>Treffpunkt ist der Parkplatz am Kurpark. Gäste sind herzlich willkommen, eine Anmeldung ist nicht erforderlich. Bitte Rucksackverpflegung mitbringen.</p>',
    bild: media('wanderweg'),
    bildtext: 'Wegweiser des Schwarzwaldvereins am Kienberg',
    bildcopyright: 'Schwarzwaldverein Musterstadt',
    inTagen: 45,
    wochentag: 0,
    von: [9, 30],
    bis: [15, 30],
    veranstaltungsort: 'Parkplatz Kurpark, Kurparkstraße, 79999 Musterstadt',
    veranstalter: 'Schwarzwaldverein Ortsgruppe Musterstadt',
    rubriken: [V.natur, V.sport, V.vereine],
  },
];
