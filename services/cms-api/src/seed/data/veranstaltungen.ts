import { media } from '../../content/media';
import { berlinParts } from '../../core/time';
import type { LinkRef, Rubrik } from '../../core/types';
import { planRatsinfo } from '../ratsinfo/seed';
import { type Jahrestermin, type Tag, deutschesDatum, ersterPassenderTag, heute, naechstesMal, tageZwischen } from './kalender';
import { VERANSTALTUNG_RUBRIKEN as V } from './rubriken';
import { BARFUSSPARK, JAHRESTERMINE, ORTE, STADT, anschrift, buergermeisterin, telefon } from './stadt';

export interface EventSeed {
  slug: string;
  bereich: 'stadt' | 'feuerwehr';
  titel: string;
  einleitung: string;
  text: string;
  bild: string;
  bildtext: string;
  bildcopyright: string;
  /** The day it starts: relative to the seed run, a date of the town's year, or a given day … */
  wann: Wann;
  /** … at this Berlin wall-clock time (ignored for all-day events). */
  von: [number, number];
  /** Ends on the start day plus `dauerTage` (default 0, or the length of the town's date) … */
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

/**
 * When an event takes place: the first fitting day at least `inTagen` after the seed run (on a
 * `wochentag`, within `monate`, never on a public holiday or between Christmas and New Year), the next
 * time a date of the town's year comes round, or a given day.
 */
export type Wann = { inTagen: number; wochentag?: number; monate?: readonly number[] } | { jahrestermin: keyof typeof JAHRESTERMINE } | { am: Tag };

/** The first day of an event. */
export function startTag(now: Date, wann: Wann): Tag {
  if ('am' in wann) return wann.am;
  if ('jahrestermin' in wann) return naechstesMal(JAHRESTERMINE[wann.jahrestermin], now);
  return ersterPassenderTag(now, wann);
}

/** Days after the start day on which the event ends. */
export function dauer(seed: Pick<EventSeed, 'wann' | 'dauerTage'>): number {
  if (seed.dauerTage !== undefined) return seed.dauerTage;
  if ('jahrestermin' in seed.wann) {
    const termin: Jahrestermin = JAHRESTERMINE[seed.wann.jahrestermin];
    return termin.dauerTage ?? 0;
  }
  return 0;
}

const berlinTag = (instant: Date): Tag => heute(instant);

/** Berlin calendar days from the seed run's day to the event's first day. */
export const startInTagen = (now: Date, wann: Wann): number => tageZwischen(heute(now), startTag(now, wann));

const STADTVERWALTUNG = `Stadt ${STADT.name}`;

/** The town's events of the seed, each on a day that fits it; the council's next meeting comes from its calendar. */
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
    bildcopyright: STADTVERWALTUNG,
    wann: { inTagen: 1, wochentag: 6 },
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
    bildtext: 'Die Stadtkapelle auf der Bühne der Stadthalle',
    bildcopyright: 'Stadtkapelle Musterstadt',
    wann: { inTagen: 3, wochentag: 6 },
    von: [19, 30],
    bis: [22, 0],
    brancheneintrag: 'Stadthalle Musterstadt',
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
    bild: media('heimatmuseum'),
    bildtext: 'Das Vogtshaus mit dem Heimatmuseum',
    bildcopyright: 'Heimatverein Musterstadt',
    // The museum is closed in January and February.
    wann: { inTagen: 5, monate: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    von: [19, 30],
    bis: [21, 0],
    veranstaltungsort: anschrift('heimatmuseum'),
    veranstalter: 'Förderverein Heimatmuseum Musterstadt',
    rubriken: [V.kultur],
  },
  {
    slug: 'seniorennachmittag-hirschen',
    bereich: 'stadt',
    titel: 'Seniorennachmittag mit Kaffee und Kuchen',
    einleitung: 'Der Seniorenbeirat lädt zu einem geselligen Nachmittag mit Musik, Geschichten aus Alt-Musterstadt und selbst gebackenem Kuchen ein.',
    text:
      '<p>Für musikalische Unterhaltung sorgt das Akkordeon-Duo „Schwarzwaldklang“. Anschließend liest Heimatforscherin Erika Maurer heitere Geschichten aus dem Musterstadt der Fünfzigerjahre.</p>' +
      `<p>Wer nicht mehr gut zu Fuß ist, kann sich vom Bürgerbus abholen lassen. Bitte melden Sie sich dafür bis zwei Tage vorher im Rathaus unter ${telefon('buergerbus')} an.</p>`,
    bild: media('seniorennachmittag'),
    bildtext: 'Kaffeetafel beim Seniorennachmittag',
    bildcopyright: STADTVERWALTUNG,
    wann: { inTagen: 10, wochentag: 3 },
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
    bild: media('blutspende'),
    bildtext: 'Die Blutspende findet in der Stadthalle statt',
    bildcopyright: 'DRK-Ortsverein Musterstadt',
    wann: { inTagen: 12 },
    von: [14, 30],
    bis: [19, 30],
    veranstaltungsort: anschrift('stadthalle'),
    veranstalter: 'DRK-Ortsverein Musterstadt',
    rubriken: [V.gesundheit],
  },
  {
    slug: 'barfusspark-fuehrung',
    bereich: 'stadt',
    titel: 'Barfußpark-Führung mit Kräuterwanderung',
    einleitung: `Auf ${BARFUSSPARK.laenge} geht es ohne Schuhe über Rindenmulch, Kies, Moos und durch das Wassertretbecken – begleitet von einer Kräuterpädagogin.`,
    text:
      '<p>Die Führung verbindet das Barfußerlebnis mit Wissenswertem über heimische Wild- und Heilkräuter. Zum Abschluss gibt es einen Kräutertee und ein Kräuterbrot am Parkeingang.</p>' +
      `<p>Die Führung ist für Familien mit Kindern ab sechs Jahren geeignet. Treffpunkt ist der Eingang des ${BARFUSSPARK.name}s am Kurpark. Die Teilnahme kostet 6 Euro, Kinder zahlen 3 Euro.</p>`,
    bild: media('barfusspfad'),
    bildtext: 'Barfuß über Rindenmulch, Kies und Holz',
    bildcopyright: 'Barfußpark Musterstadt',
    // Herbs grow and the park is open from May to September.
    wann: { inTagen: 15, wochentag: 0, monate: [5, 6, 7, 8, 9] },
    von: [10, 0],
    bis: [12, 0],
    veranstaltungsort: `${BARFUSSPARK.name} ${STADT.name}, ${BARFUSSPARK.eingang}`,
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
    wann: { jahrestermin: 'tagDerOffenenTuer' },
    von: [10, 0],
    bis: [17, 0],
    veranstaltungsort: anschrift('feuerwehrhaus'),
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
    bild: media('herbstwald'),
    bildtext: 'Die Laufstrecke führt durch die Wälder am Kienberg',
    bildcopyright: 'TV Musterstadt 1861',
    wann: { jahrestermin: 'kienberglauf' },
    von: [9, 0],
    bis: [13, 0],
    veranstaltungsort: anschrift('sportgelaende'),
    veranstalter: 'Turnverein Musterstadt 1861 e. V.',
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
    bildcopyright: STADTVERWALTUNG,
    wann: { inTagen: 25 },
    von: [19, 0],
    bis: [20, 30],
    veranstaltungsort: anschrift('stadtbuecherei'),
    rubriken: [V.kultur],
  },
  {
    slug: 'stadtfest',
    bereich: 'stadt',
    titel: 'Musterstädter Stadtfest',
    einleitung: 'Drei Tage Musik, Kulinarik und Begegnung: Vereine, Musikgruppen und Gastronomen laden in die festlich geschmückte Innenstadt ein.',
    text:
      `<p>Am Freitagabend eröffnet ${buergermeisterin()} das Fest mit dem Fassanstich. Auf der Bühne am Marktplatz spielen an allen drei Tagen Bands aus der Region, im Rathaushof gibt es ein Kinderprogramm mit Bastelständen und Kinderschminken.</p>` +
      '<p>Mehr als 25 Vereine bewirten die Gäste mit Schwarzwälder Spezialitäten. Die Innenstadt ist während des Festes für den Autoverkehr gesperrt; bitte nutzen Sie die ausgeschilderten Parkplätze am Schulzentrum.</p>',
    bild: media('stadtfest'),
    bildtext: 'Festmeile mit Lichterketten',
    bildcopyright: 'Petra Hummel',
    wann: { jahrestermin: 'stadtfest' },
    von: [18, 0],
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
    bild: media('adventsmarkt'),
    bildtext: 'Marktstände im Rathaushof',
    bildcopyright: STADTVERWALTUNG,
    wann: { jahrestermin: 'adventsmarkt' },
    von: [16, 0],
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
    bildcopyright: STADTVERWALTUNG,
    wann: { jahrestermin: 'saubereLandschaft' },
    von: [0, 0],
    bis: [23, 59],
    ganztaegig: true,
    veranstaltungsort: `Gesamte Gemarkung ${STADT.name}, Treffpunkt ${anschrift('bauhof')}`,
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
    // No long hike in the snow: from March to November.
    wann: { inTagen: 45, wochentag: 0, monate: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
    von: [9, 30],
    bis: [15, 30],
    veranstaltungsort: 'Parkplatz Kurpark, Kurparkstraße, 79999 Musterstadt',
    veranstalter: 'Schwarzwaldverein Ortsgruppe Musterstadt',
    rubriken: [V.natur, V.sport, V.vereine],
  },
];

/** The council's next public meeting, as the council information system plans it. */
export function gemeinderatssitzung(now: Date): EventSeed {
  const { meetings } = planRatsinfo(now);
  const today = heute(now);
  const next = meetings.find((m) => m.gremium.kuerzel === 'GR' && !m.abgesagt && tageZwischen(today, berlinTag(m.beginn)) >= 1);
  if (!next) throw new Error('The council plans no coming meeting');
  const themen = next.items.filter((item) => item.oeffentlich && item.thema).map((item) => item.titel);
  const day = berlinTag(next.beginn);
  const { hour, minute } = berlinParts(next.beginn);
  const ende = berlinParts(next.ende);
  return {
    slug: 'oeffentliche-gemeinderatssitzung',
    bereich: 'stadt',
    titel: 'Öffentliche Sitzung des Gemeinderats',
    einleitung:
      themen.length > 0
        ? `Auf der Tagesordnung stehen unter anderem: ${themen.slice(0, 3).join('; ')}.`
        : `Die Tagesordnung der Sitzung am ${deutschesDatum(day)} erscheint eine Woche vorher im Amtsblatt und im Ratsinformationssystem.`,
    text:
      '<p>Die Sitzungen des Gemeinderats sind öffentlich; interessierte Bürgerinnen und Bürger sind herzlich eingeladen. Zu Beginn der Sitzung gibt es eine Bürgerfragestunde, in der Fragen zu Gemeindeangelegenheiten gestellt werden können.</p>' +
      '<p>Die vollständige Tagesordnung und die öffentlichen Sitzungsvorlagen finden Sie im Ratsinformationssystem; sie werden außerdem im Amtsblatt bekannt gemacht.</p>',
    bild: media('sitzungssaal'),
    bildtext: 'Der Gemeinderat tagt im großen Sitzungssaal des Rathauses',
    bildcopyright: STADTVERWALTUNG,
    wann: { am: day },
    von: [hour, minute],
    bis: [ende.hour, ende.minute],
    veranstaltungsort: `${ORTE.rathaus.name}, ${next.gremium.raum}, ${ORTE.rathaus.strasse}, ${STADT.plz} ${STADT.name}`,
    rubriken: [V.politik],
    links: [{ link: '/ratsinfo/sitzungen?gremium=GR', linktext: 'Sitzungstermine und Tagesordnungen im Ratsinformationssystem' }],
  };
}

/** Every event of the town's calendar for a seed run. */
export function veranstaltungen(now: Date): EventSeed[] {
  return [...VERANSTALTUNGEN, gemeinderatssitzung(now)];
}
