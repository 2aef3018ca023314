import { media } from '../../content/media';
import type { Breadcrumb, Rubrik } from '../../core/types';
import type { PageSeed } from './seiten';
import { FEUERWEHR as FAKTEN, ORTE, telefonLink } from './stadt';
import { main, productName, sidebar, type SubsiteArticleSeed, type SubsiteContent, type TerminSeed } from './teilseiten';

const FW = 'Feuerwehr Musterstadt';
const START: Breadcrumb = { title: 'Startseite', url: '/' };
const FEUERWEHR: Breadcrumb = { title: 'Feuerwehr', url: '/feuerwehr' };
const EINSATZ_BEREICH = 'feuerwehr-einsatz';
const EINSATZ_BASE = '/feuerwehr/einsaetze';

/** Kinds of operation (rubriken of the operation reports). */
export const EINSATZARTEN = {
  brand: { id: 31, titel: 'Brandeinsatz', detailURL: `${EINSATZ_BASE}?rubrik_id=31` },
  hilfe: { id: 32, titel: 'Technische Hilfe', detailURL: `${EINSATZ_BASE}?rubrik_id=32` },
  fehlalarm: { id: 33, titel: 'Fehlalarm', detailURL: `${EINSATZ_BASE}?rubrik_id=33` },
  unwetter: { id: 34, titel: 'Unwetter', detailURL: `${EINSATZ_BASE}?rubrik_id=34` },
} satisfies Record<string, Rubrik>;

const A = EINSATZARTEN;

function einsatz(
  slug: string,
  tageZurueck: number,
  uhrzeit: [number, number],
  art: Rubrik,
  titel: string,
  einleitung: string,
  absaetze: string[],
  extra: Partial<SubsiteArticleSeed> = {},
): SubsiteArticleSeed {
  return {
    bereich: EINSATZ_BEREICH,
    detailBase: EINSATZ_BASE,
    slug,
    titel,
    einleitung,
    text: absaetze.map((p) => `<p>${p}</p>`).join(''),
    tageZurueck,
    uhrzeit,
    rubriken: [art],
    ...extra,
  };
}

/** Operations of the last weeks, newest first; the alarm time is the item's date. */
export const EINSAETZE: SubsiteArticleSeed[] = [
  einsatz(
    'oelspur-hauptstrasse',
    1,
    [14, 12],
    A.hilfe,
    'Ölspur auf der Hauptstraße',
    'Einsatzort: Hauptstraße zwischen Kreisverkehr und Bahnhof. Ein defekter Traktor verlor auf rund 600 Metern Hydrauliköl.',
    [
      'Die Einsatzkräfte sicherten die Einsatzstelle ab und streuten die Ölspur mit Bindemittel ab. Der Bauhof übernahm anschließend die Reinigung der Fahrbahn mit einer Kehrmaschine. Für etwa eine Stunde kam es zu Behinderungen im Berufsverkehr.',
      'Im Einsatz: 9 Einsatzkräfte mit HLF 20 und MTW der Abteilung Musterstadt, Polizei und Bauhof.',
    ],
  ),
  einsatz(
    'verkehrsunfall-l172-aach',
    3,
    [6, 42],
    A.hilfe,
    'Verkehrsunfall auf der L 172 bei Aach',
    'Einsatzort: L 172 zwischen Aach und Musterstadt. Zwei Pkw stießen im Berufsverkehr frontal zusammen, eine Person war eingeklemmt.',
    [
      'Beim Eintreffen versorgte der Rettungsdienst bereits die Verletzten. Die Fahrerin eines Kleinwagens konnte ihr Fahrzeug nicht selbst verlassen. Mit hydraulischem Rettungsgerät entfernten die Einsatzkräfte die Fahrertür und die B-Säule und befreiten die Frau patientengerecht. Sie wurde mit dem Rettungshubschrauber in eine Klinik geflogen.',
      'Die Landesstraße war für gut zwei Stunden voll gesperrt. Im Einsatz: 24 Einsatzkräfte der Abteilungen Musterstadt und Aach mit HLF 20, LF 10, RW und MTW, Rettungsdienst, Notarzt, Rettungshubschrauber und Polizei.',
    ],
  ),
  einsatz(
    'brandmeldeanlage-pflegeheim-sonnhalde',
    4,
    [11, 5],
    A.fehlalarm,
    'Brandmeldeanlage im Pflegeheim Sonnhalde',
    'Einsatzort: Pflegeheim Sonnhalde, Sonnhaldeweg 4. Ausgelöst hatte ein Rauchmelder in einer Wohnküche – durch Wasserdampf.',
    [
      'Der Angriffstrupp erkundete den betroffenen Bereich unter Atemschutz. Ein Brand lag nicht vor: Beim Kochen war Wasserdampf in den Melder gezogen. Die Anlage wurde zurückgesetzt und an den Betreiber übergeben.',
      'Im Einsatz: 18 Einsatzkräfte mit HLF 20, DLK 23-12 und ELW 1.',
    ],
  ),
  einsatz(
    'zimmerbrand-lindenstrasse',
    6,
    [22, 41],
    A.brand,
    'Zimmerbrand in der Lindenstraße',
    'Einsatzort: Lindenstraße, Mehrfamilienhaus. Ein Rauchmelder weckte die Bewohnerinnen und Bewohner, alle konnten das Haus rechtzeitig verlassen.',
    [
      'Ein Trupp unter Atemschutz löschte den Brand im Wohnzimmer im ersten Obergeschoss; anschließend wurde das Gebäude mit dem Hochleistungslüfter rauchfrei gemacht. Verletzt wurde niemand.',
      'Im Einsatz: 28 Einsatzkräfte mit fünf Fahrzeugen, Rettungsdienst und Polizei.',
    ],
    { links: [{ link: '/feuerwehr/feuerwehrmeldungen/zimmerbrand-lindenstrasse', linktext: 'Ausführlicher Bericht in den Meldungen' }] },
  ),
  einsatz(
    'baum-auf-fahrbahn-k4921',
    8,
    [17, 30],
    A.unwetter,
    'Sturm: Baum auf der K 4921 bei Hallwangen',
    'Einsatzort: Kreisstraße 4921, Waldstück oberhalb von Hallwangen. Eine Fichte war bei Sturmböen auf die Fahrbahn gestürzt.',
    [
      'Die Abteilung Hallwangen zerkleinerte den Baum mit der Motorsäge und räumte die Fahrbahn. Auf der Anfahrt wurden zwei weitere, kleinere Äste von der Straße entfernt. Verletzt wurde niemand.',
      'Im Einsatz: 11 Einsatzkräfte mit LF 10 und MTW der Abteilung Hallwangen.',
    ],
  ),
  einsatz(
    'tragehilfe-bergstrasse',
    9,
    [10, 15],
    A.hilfe,
    'Tragehilfe für den Rettungsdienst in der Bergstraße',
    'Einsatzort: Bergstraße. Der Rettungsdienst bat um Unterstützung beim Transport einer Patientin aus dem Dachgeschoss.',
    [
      'Wegen des engen Treppenhauses wurde die Patientin mit einer Schleifkorbtrage über die Drehleiter schonend zum Rettungswagen gebracht.',
      'Im Einsatz: 8 Einsatzkräfte mit DLK 23-12 und HLF 20.',
    ],
  ),
  einsatz(
    'containerbrand-schulzentrum',
    11,
    [3, 20],
    A.brand,
    'Brennender Container am Schulzentrum',
    'Einsatzort: Am Schulzentrum, Sammelplatz für Altpapier. Ein Passant hatte die Flammen bemerkt und den Notruf gewählt.',
    [
      'Ein Trupp unter Atemschutz löschte den brennenden Papiercontainer mit einem C-Rohr. Ein Übergreifen auf die angrenzende Fahrradüberdachung wurde verhindert. Die Polizei ermittelt wegen Brandstiftung und bittet um Hinweise.',
      'Im Einsatz: 16 Einsatzkräfte mit HLF 20 und TLF 3000.',
    ],
  ),
  einsatz(
    'person-im-aufzug-marktplatz',
    14,
    [15, 50],
    A.hilfe,
    'Person in Aufzug eingeschlossen',
    'Einsatzort: Wohn- und Geschäftshaus am Marktplatz. Ein Aufzug war zwischen zwei Stockwerken stehen geblieben.',
    [
      'Da der Aufzugsnotdienst erst nach über einer Stunde vor Ort sein konnte, befreiten die Einsatzkräfte die ältere Dame nach Rücksprache mit dem Notdienst über die Notentriegelung. Sie blieb unverletzt.',
      'Im Einsatz: 6 Einsatzkräfte mit HLF 20.',
    ],
  ),
  einsatz(
    'rauchmelder-gartenstrasse',
    16,
    [19, 5],
    A.fehlalarm,
    'Rauchmelder ausgelöst: angebranntes Essen',
    'Einsatzort: Gartenstraße. Nachbarn hörten einen Rauchmelder piepen und sahen Rauch im Flur.',
    [
      'Die Bewohnerin war kurz eingeschlafen, auf dem Herd war ein Topf angebrannt. Die Einsatzkräfte nahmen den Topf vom Herd und belüfteten die Wohnung. Ein Schaden entstand nicht – der Rauchmelder hat, wie er soll, frühzeitig gewarnt.',
      'Im Einsatz: 14 Einsatzkräfte mit HLF 20 und DLK 23-12.',
    ],
  ),
  einsatz(
    'wasser-im-keller-aach',
    19,
    [8, 30],
    A.unwetter,
    'Starkregen: Wasser in Kellern in Aach',
    'Einsatzort: Aach, drei Einsatzstellen in der Talstraße und im Mühlweg. Nach heftigem Regen war Wasser in Keller gelaufen.',
    [
      'Mit Tauchpumpen und Wassersaugern wurden die Keller leer gepumpt. In der Talstraße wurde zusätzlich ein verstopfter Durchlass am Dorfbach frei gemacht, damit das Wasser wieder abfließen konnte.',
      'Im Einsatz: 19 Einsatzkräfte der Abteilungen Aach und Musterstadt mit LF 10, TSF-W und GW-L.',
    ],
  ),
  einsatz(
    'kaminbrand-hallwangen',
    22,
    [13, 40],
    A.brand,
    'Kaminbrand in Hallwangen',
    'Einsatzort: Einfamilienhaus im Kirchweg, Hallwangen. Aus dem Schornstein schlugen Funken und dichter Rauch.',
    [
      'Gemeinsam mit dem Bezirksschornsteinfeger kontrollierten die Einsatzkräfte den Kamin über die Drehleiter und in allen Stockwerken mit der Wärmebildkamera. Der Ruß brannte kontrolliert aus, ein Übergreifen auf das Gebälk gab es nicht.',
      'Im Einsatz: 21 Einsatzkräfte mit DLK 23-12, LF 10 und HLF 20.',
    ],
  ),
  einsatz(
    'tierrettung-pferd-aach',
    25,
    [7, 55],
    A.hilfe,
    'Tierrettung: Pferd aus Graben befreit',
    'Einsatzort: Koppel am Ortsrand von Aach. Ein Pferd war in einen Entwässerungsgraben gerutscht und kam nicht mehr heraus.',
    [
      'Gemeinsam mit der Tierärztin und der Besitzerin wurde das ruhig gestellte Pferd mit Hebegurten und der Seilwinde des Rüstwagens vorsichtig aus dem Graben gezogen. Das Tier blieb unverletzt.',
      'Im Einsatz: 12 Einsatzkräfte mit RW und TSF-W.',
    ],
  ),
  einsatz(
    'tueroeffnung-schillerstrasse',
    29,
    [16, 20],
    A.hilfe,
    'Türöffnung für den Rettungsdienst',
    'Einsatzort: Schillerstraße. Ein älterer Mann war in seiner Wohnung gestürzt und konnte die Tür nicht öffnen.',
    [
      'Die Einsatzkräfte öffneten die Wohnungstür mit Spezialwerkzeug nahezu ohne Schaden und übergaben den Mann an den Rettungsdienst.',
      'Im Einsatz: 7 Einsatzkräfte mit HLF 20.',
    ],
  ),
  einsatz(
    'pkw-brand-parkplatz-freibad',
    33,
    [21, 10],
    A.brand,
    'Pkw-Brand auf dem Parkplatz am Freibad',
    'Einsatzort: Parkplatz am Freibad. Der Motorraum eines abgestellten Autos stand in Flammen.',
    [
      'Ein Trupp unter Atemschutz löschte den Brand mit Schaum. Auslaufende Betriebsstoffe wurden aufgefangen. Das Fahrzeug brannte im Motorraum vollständig aus; Personen waren nicht in Gefahr.',
      'Im Einsatz: 15 Einsatzkräfte mit HLF 20 und TLF 3000, Polizei.',
    ],
  ),
  einsatz(
    'brandmeldeanlage-gewerbegebiet',
    38,
    [12, 0],
    A.fehlalarm,
    'Brandmeldeanlage im Gewerbegebiet Sulzbachtal',
    'Einsatzort: Metallbetrieb im Gewerbegebiet Sulzbachtal. Ein Melder in der Lackiererei hatte ausgelöst.',
    [
      'Nach der Erkundung stand fest: Staub aus Schleifarbeiten hatte den Melder ausgelöst. Die Anlage wurde zurückgesetzt, die Firma lässt die Melder in diesem Bereich durch einen anderen Meldertyp ersetzen.',
      'Im Einsatz: 20 Einsatzkräfte mit HLF 20, DLK 23-12, TLF 3000 und ELW 1.',
    ],
  ),
  einsatz(
    'verkehrsunfall-b-kreisverkehr',
    44,
    [5, 45],
    A.hilfe,
    'Auslaufende Betriebsstoffe nach Unfall am Kreisverkehr',
    'Einsatzort: Kreisverkehr am Ortseingang. Ein Lieferwagen war gegen die Mittelinsel geprallt, Diesel lief aus.',
    [
      'Der Fahrer blieb unverletzt. Die Einsatzkräfte dichteten den beschädigten Tank ab, fingen den Kraftstoff auf und streuten die Fahrbahn ab. Ein Eintrag in die Kanalisation wurde verhindert.',
      'Im Einsatz: 10 Einsatzkräfte mit HLF 20 und GW-L.',
    ],
  ),
];

const termin = (t: Omit<TerminSeed, 'bereich'>): TerminSeed => ({ bereich: 'feuerwehr', ...t });
const FEUERWEHRHAUS = 'Feuerwehrhaus, Am Gerätehaus 3, 79999 Musterstadt';

/** The service plan of the fire brigade: exercises, training, meetings. */
export const FEUERWEHR_TERMINE: TerminSeed[] = [
  termin({
    slug: 'uebungsdienst-einsatzabteilung',
    titel: 'Übungsdienst der Einsatzabteilung Musterstadt',
    einleitung: 'Thema: Brandbekämpfung im Innenangriff, Stationsausbildung.',
    inTagen: 1,
    wochentag: 1,
    von: [19, 30],
    bis: [21, 30],
    ort: FEUERWEHRHAUS,
  }),
  termin({
    slug: 'jugendfeuerwehr-uebungsabend',
    titel: 'Übungsabend der Jugendfeuerwehr',
    einleitung: 'Knoten und Stiche, Fahrzeugkunde und ein Geschicklichkeitsparcours.',
    inTagen: 1,
    wochentag: 5,
    von: [18, 0],
    bis: [20, 0],
    ort: FEUERWEHRHAUS,
  }),
  termin({
    slug: 'uebung-abteilung-hallwangen',
    titel: 'Übung der Abteilung Hallwangen',
    einleitung: 'Wasserförderung über lange Wegstrecke vom Löschteich.',
    inTagen: 2,
    wochentag: 3,
    von: [19, 30],
    bis: [21, 30],
    ort: 'Gerätehaus Hallwangen, Kirchweg 9, Musterstadt-Hallwangen',
  }),
  termin({
    slug: 'atemschutz-belastungsuebung',
    titel: 'Atemschutz: jährliche Belastungsübung',
    einleitung: 'Pflichttermin für alle Atemschutzgeräteträgerinnen und -träger.',
    inTagen: 6,
    wochentag: 6,
    von: [8, 0],
    bis: [12, 0],
    ort: 'Atemschutzübungsstrecke des Landkreises, Musterkreisstadt',
  }),
  termin({
    slug: 'alarmuebung-abteilung-aach',
    titel: 'Alarmübung der Abteilung Aach',
    einleitung: 'Unangekündigte Übung mit Menschenrettung im Ortskern.',
    inTagen: 8,
    wochentag: 4,
    von: [19, 0],
    bis: [21, 0],
    ort: 'Gerätehaus Aach, Talstraße 21, Musterstadt-Aach',
  }),
  termin({
    slug: 'maschinisten-fortbildung',
    titel: 'Fortbildung für Maschinisten',
    einleitung: 'Pumpen- und Aggregatekunde am HLF 20 und TLF 3000.',
    inTagen: 13,
    wochentag: 6,
    von: [9, 0],
    bis: [13, 0],
    ort: FEUERWEHRHAUS,
  }),
  termin({
    slug: 'erste-hilfe-auffrischung',
    titel: 'Erste-Hilfe-Auffrischung',
    einleitung: 'Mit dem DRK-Ortsverein: Reanimation, Wundversorgung, Umgang mit dem Defibrillator.',
    inTagen: 16,
    wochentag: 2,
    von: [19, 0],
    bis: [22, 0],
    ort: FEUERWEHRHAUS,
  }),
  termin({
    slug: 'dienstbesprechung-kommando',
    titel: 'Dienstbesprechung des Kommandos',
    einleitung: 'Kommando und Abteilungskommandanten; Ausbildungsplanung für das kommende Halbjahr.',
    inTagen: 20,
    wochentag: 4,
    von: [19, 30],
    bis: [21, 0],
    ort: FEUERWEHRHAUS,
  }),
];

function page(url: string, title: string, description: string, crumbs: Breadcrumb[], blocks: PageSeed['blocks'], extra: Partial<PageSeed> = {}): PageSeed {
  return {
    url,
    layout: 'feuerwehr',
    theme: 'feuerwehr',
    title,
    description,
    breadcrumbs: [START, FEUERWEHR, ...crumbs],
    heroImages: [],
    blocks,
    apiCalls: [],
    ...extra,
  };
}

const ABTEILUNGEN = (product: string) => [
  {
    slug: product,
    name: `Abteilung ${productName(product)}`,
    ort: productName(product),
    kommandant: 'Abteilungskommandant Stefan Haas',
    mitglieder: FAKTEN.abteilungen[0].aktive,
    haus: `${ORTE.feuerwehrhaus.name}, ${ORTE.feuerwehrhaus.strasse}, 79999 Musterstadt`,
    uebung: 'jeden zweiten Montag um 19:30 Uhr',
    fahrzeuge: [
      'Hilfeleistungslöschgruppenfahrzeug HLF 20',
      'Tanklöschfahrzeug TLF 3000',
      'Drehleiter DLK 23-12',
      'Rüstwagen RW',
      'Einsatzleitwagen ELW 1',
      'Gerätewagen Logistik GW-L',
      'Mannschaftstransportwagen MTW',
    ],
    text:
      '<p>Die Abteilung im Kernort ist die größte der drei Abteilungen und rückt zu jedem Einsatz in der Kernstadt sowie mit ihren Sonderfahrzeugen im gesamten Stadtgebiet aus. Im Feuerwehrhaus Am Gerätehaus sind auch die Einsatzzentrale, die Atemschutzwerkstatt und die Kleiderkammer der Gesamtwehr untergebracht.</p>' +
      '<p>Mit Drehleiter und Rüstwagen unterstützt die Abteilung auch die Nachbargemeinden im Rahmen der überörtlichen Hilfe.</p>',
  },
  {
    slug: 'hallwangen',
    name: 'Abteilung Hallwangen',
    ort: 'Hallwangen',
    kommandant: 'Abteilungskommandantin Petra Rombach',
    mitglieder: FAKTEN.abteilungen[1].aktive,
    haus: 'Gerätehaus Hallwangen, Kirchweg 9, Musterstadt-Hallwangen',
    uebung: 'jeden zweiten Mittwoch um 19:30 Uhr',
    fahrzeuge: ['Löschgruppenfahrzeug LF 10', 'Mannschaftstransportwagen MTW'],
    text:
      '<p>Die Abteilung Hallwangen sichert den Ortsteil und die umliegenden Höfe. Weil viele Gebäude abseits des Hydrantennetzes liegen, ist die Wasserförderung über lange Wegstrecken ein Schwerpunkt der Ausbildung.</p>' +
      '<p>Das Gerätehaus neben der Grundschule wurde 2019 erweitert. Die Abteilung gestaltet jedes Jahr den Maibaum im Ortskern und das Hallwanger Dorffest mit.</p>',
  },
  {
    slug: 'aach',
    name: 'Abteilung Aach',
    ort: 'Aach',
    kommandant: 'Abteilungskommandant Jürgen Faller',
    mitglieder: FAKTEN.abteilungen[2].aktive,
    haus: 'Gerätehaus Aach, Talstraße 21, Musterstadt-Aach',
    uebung: 'jeden zweiten Donnerstag um 19:00 Uhr',
    fahrzeuge: ['Tragkraftspritzenfahrzeug Wasser TSF-W'],
    text:
      '<p>Die kleinste Abteilung ist oft als erste am Einsatzort im oberen Sulzbachtal. Ihre Einsatzkräfte kennen jeden Hof, jeden Löschteich und jeden Waldweg – das zählt bei Bränden in Streusiedlungen und bei Unwettern.</p>' +
      '<p>Nach Starkregen ist die Abteilung regelmäßig mit Pumpen im Einsatz. Dafür hält sie zusätzliche Tauchpumpen und Sandsäcke vor.</p>',
  },
];

export function feuerwehrContent(product: string): SubsiteContent {
  const abteilungen = ABTEILUNGEN(product);
  const seiten: PageSeed[] = [
    page(
      '/feuerwehr/aufgaben',
      'Unsere Aufgaben',
      'Retten, löschen, bergen, schützen: Welche Aufgaben die Freiwillige Feuerwehr Musterstadt übernimmt und wie sie aufgestellt ist.',
      [{ title: 'Aufgaben' }],
      [
        main('text', {
          titel: 'Retten, löschen, bergen, schützen',
          text:
            '<p>Die Freiwillige Feuerwehr Musterstadt ist eine Einrichtung der Stadt. Nach dem Feuerwehrgesetz Baden-Württemberg hat sie die Aufgabe, bei Bränden, öffentlichen Notständen und Unglücksfällen Menschen und Tiere zu retten und Schaden abzuwenden – rund um die Uhr und ehrenamtlich.</p>' +
            '<p>Alarmiert wird die Feuerwehr über die Integrierte Leitstelle des Landkreises, sobald jemand den Notruf 112 wählt. Die Einsatzkräfte werden per Funkmeldeempfänger und App gerufen und sind tagsüber wie nachts in wenigen Minuten am Feuerwehrhaus.</p>',
        }),
        main('text', {
          titel: 'Brandbekämpfung',
          text: '<p>Vom Kaminbrand bis zum Großfeuer im Gewerbegebiet: Mit Atemschutz, Wärmebildkamera und Drehleiter gehen unsere Trupps gezielt gegen Brände vor. Rund ein Drittel unserer Einsätze sind Brandeinsätze oder Alarme von Brandmeldeanlagen.</p>',
        }),
        main('text', {
          titel: 'Technische Hilfe',
          text: '<p>Verkehrsunfälle auf der L 172 und den Kreisstraßen, umgestürzte Bäume, Wasser im Keller, Tierrettungen und Türöffnungen für den Rettungsdienst: Die technische Hilfeleistung ist inzwischen unser häufigster Einsatzgrund.</p>',
        }),
        main('text', {
          titel: 'Vorbeugen und informieren',
          text: '<p>Wir beraten bei Brandschutzfragen, stellen Sicherheitswachen bei Veranstaltungen und besuchen Kindergärten und Grundschulen zur Brandschutzerziehung. Jedes Jahr üben wir mit den Schulen die Räumung der Gebäude.</p>',
        }),
        main('text', {
          titel: 'Jugendfeuerwehr und Altersabteilung',
          text: '<p>In der Jugendfeuerwehr lernen Mädchen und Jungen ab zehn Jahren spielerisch Technik und Teamarbeit. Die Altersabteilung hält die Kameradschaft der ehemaligen Aktiven lebendig und hilft bei Festen und beim Tag der offenen Tür.</p>',
        }),
        sidebar('text', {
          titel: 'Die Feuerwehr in Zahlen',
          text: `<ul><li>${FAKTEN.aktive} Aktive, davon ${FAKTEN.frauen} Frauen</li><li>${FAKTEN.abteilungen.length} Abteilungen: ${FAKTEN.abteilungen.map((a) => a.ort).join(', ')}</li><li>${FAKTEN.fahrzeuge} Einsatzfahrzeuge</li><li>${FAKTEN.einsaetzeVorjahr} Einsätze im vergangenen Jahr</li><li>${FAKTEN.jugendfeuerwehr} Mitglieder in der Jugendfeuerwehr</li><li>${FAKTEN.altersabteilung} Mitglieder in der Altersabteilung</li></ul>`,
        }),
      ],
      { heroImages: [{ bild: media('feuerwehr-fahrzeug'), bildtext: 'Das Hilfeleistungslöschfahrzeug HLF 20', bildcopyright: FW }] },
    ),
    page(
      '/feuerwehr/einsaetze',
      'Einsätze',
      'Die aktuellen Einsätze der Freiwilligen Feuerwehr Musterstadt: Datum, Alarmzeit, Einsatzart und ein kurzer Bericht zu jedem Einsatz.',
      [{ title: 'Einsätze' }],
      [
        main('feuerwehr-einsaetze', {
          apiCalls: ['einsaetze'],
          text: '<p>Hier berichten wir über unsere Einsätze. Einsätze, bei denen der Schutz der Betroffenen Vorrang hat, veröffentlichen wir ohne Einzelheiten oder gar nicht.</p>',
        }),
        sidebar('text', {
          titel: 'Notruf 112',
          text: '<p>Feuerwehr und Rettungsdienst erreichen Sie über die europaweite Notrufnummer <a href="tel:112">112</a> – kostenlos und ohne Vorwahl, auch vom Handy.</p><p>Nennen Sie: Wo ist es passiert? Was ist passiert? Wie viele Betroffene? Warten Sie auf Rückfragen.</p>',
        }),
      ],
      {
        apiCalls: [
          {
            name: 'einsaetze',
            endpoint: '/api/cms/artikel',
            params: { bereich: EINSATZ_BEREICH, pro_seite: 20 },
            options: { query: { seite: true, rubrik_id: true } },
          },
        ],
      },
    ),
    page(
      '/feuerwehr/einsaetze/:slug',
      'Einsätze',
      'Ein Einsatz der Freiwilligen Feuerwehr Musterstadt.',
      [{ title: 'Einsätze', url: '/feuerwehr/einsaetze' }],
      [main('artikel-detail', { apiCalls: ['einsatz'] })],
      {
        apiCalls: [
          {
            name: 'einsatz',
            endpoint: '/api/cms/artikel',
            params: { bereich: EINSATZ_BEREICH, slug: '{slug}' },
            options: { useMeta: true, errorOnEmpty: true, canonical: true },
          },
        ],
      },
    ),
    page(
      '/feuerwehr/termine',
      'Termine',
      'Übungsdienste, Ausbildung und Versammlungen der Freiwilligen Feuerwehr Musterstadt und ihrer Abteilungen.',
      [{ title: 'Termine' }],
      [
        main('text', {
          text: '<p>Unser Dienstplan: Die Übungsabende der Abteilungen sind offen für alle, die sich für die Feuerwehr interessieren – kommen Sie einfach vorbei und schauen Sie zu.</p>',
        }),
        main('veranstaltung-liste', { apiCalls: ['termine'] }, { leertext: 'termineAus' }),
      ],
      { apiCalls: [{ name: 'termine', endpoint: '/api/cms/termine', params: { bereich: 'feuerwehr', pro_seite: 20 }, options: { query: { seite: true } } }] },
    ),
    page(
      '/feuerwehr/verwaltung',
      'Kontakt und Verwaltung',
      'Kommando, Abteilungskommandanten und Ansprechpartner der Freiwilligen Feuerwehr Musterstadt; das Sachgebiet Feuerwehr im Rathaus.',
      [{ title: 'Kontakt und Verwaltung' }],
      [
        main('text', {
          titel: 'Kommando',
          text:
            '<table><thead><tr><th scope="col">Funktion</th><th scope="col">Name</th><th scope="col">Kontakt</th></tr></thead><tbody>' +
            `<tr><td>Kommandant</td><td>${FAKTEN.kommandant}</td><td><a href="mailto:kommandant@feuerwehr-musterstadt.de">kommandant@feuerwehr-musterstadt.de</a></td></tr>` +
            `<tr><td>Stellvertretende Kommandantin</td><td>${FAKTEN.stellvertreterin}</td><td><a href="mailto:s.woerner@feuerwehr-musterstadt.de">s.woerner@feuerwehr-musterstadt.de</a></td></tr>` +
            `<tr><td>Abteilung ${productName(product)}</td><td>Stefan Haas</td><td><a href="/feuerwehr/abteilung-${product}/">Zur Abteilung</a></td></tr>` +
            '<tr><td>Abteilung Hallwangen</td><td>Petra Rombach</td><td><a href="/feuerwehr/abteilung-hallwangen/">Zur Abteilung</a></td></tr>' +
            '<tr><td>Abteilung Aach</td><td>Jürgen Faller</td><td><a href="/feuerwehr/abteilung-aach/">Zur Abteilung</a></td></tr>' +
            `<tr><td>Jugendfeuerwehrwartin</td><td>${FAKTEN.jugendwartin}</td><td><a href="mailto:jugend@feuerwehr-musterstadt.de">jugend@feuerwehr-musterstadt.de</a></td></tr>` +
            '<tr><td>Gerätewart</td><td>Tobias Schill</td><td>Telefon 07999 123-701</td></tr>' +
            '</tbody></table>',
        }),
        main('text', {
          titel: 'Feuerwehrhaus',
          text: '<p>Freiwillige Feuerwehr Musterstadt<br>Am Gerätehaus 3<br>79999 Musterstadt</p><p>Telefon: <a href="tel:07999123700">07999 123-700</a> (kein Notruf)<br>E-Mail: <a href="mailto:feuerwehr@musterstadt.de">feuerwehr@musterstadt.de</a></p><p>Das Feuerwehrhaus ist nicht ständig besetzt. In dringenden Fällen wählen Sie immer den Notruf 112.</p>',
        }),
        main('text', {
          titel: 'Sachgebiet Feuerwehr im Rathaus',
          text: `<p>Fragen zu Gebühren für Einsätze, zu Sicherheitswachen bei Veranstaltungen und zur Feuerwehrsatzung beantwortet das Ordnungsamt.</p><p>Ordnungsamt, Sachgebiet Feuerwehr und Bevölkerungsschutz<br>Rathaus, Marktplatz 1, Erdgeschoss<br>Telefon: ${telefonLink('ordnungsamt')}<br>E-Mail: <a href="mailto:ordnungsamt@musterstadt.de">ordnungsamt@musterstadt.de</a></p><p>Sprechzeiten: Montag bis Freitag 8:30 bis 12:00 Uhr, Donnerstag auch 14:00 bis 18:00 Uhr</p>`,
        }),
      ],
    ),
    ...abteilungen.map((a) =>
      page(
        `/feuerwehr/abteilung-${a.slug}`,
        a.name,
        `Die ${a.name} der Freiwilligen Feuerwehr Musterstadt: ${a.mitglieder} Aktive, Fahrzeuge, Gerätehaus und Übungsabende.`,
        [{ title: a.name }],
        [
          main('text', { titel: `Die Feuerwehr in ${a.ort}`, text: a.text }),
          main('text', { titel: 'Fahrzeuge', text: `<ul>${a.fahrzeuge.map((f) => `<li>${f}</li>`).join('')}</ul>` }),
          main('text', {
            titel: 'Übungsabende',
            text: `<p>Die Abteilung übt ${a.uebung} im Gerätehaus. Interessierte sind herzlich eingeladen, einfach vorbeizuschauen. Die genauen Termine stehen im <a href="/feuerwehr/termine/">Dienstplan</a>.</p>`,
          }),
          sidebar('text', {
            titel: 'Auf einen Blick',
            text: `<p>${a.kommandant}</p><p>${a.mitglieder} aktive Mitglieder</p><p>${a.haus}</p><p><a href="/feuerwehr/mitglied-werden/">Mitglied werden</a></p>`,
          }),
        ],
        a.slug === product ? { heroImages: [{ bild: media('feuerwehrhaus'), bildtext: 'Das Feuerwehrhaus Am Gerätehaus', bildcopyright: FW }] } : {},
      ),
    ),
    page(
      '/feuerwehr/mitglied-werden',
      'Mitglied werden',
      'Mitmachen bei der Freiwilligen Feuerwehr Musterstadt: in der Einsatzabteilung ab 17 Jahren, in der Jugendfeuerwehr ab zehn Jahren.',
      [{ title: 'Mitglied werden' }],
      [
        main('text', {
          titel: 'Helfen, wenn es darauf ankommt',
          text:
            '<p>Die Feuerwehr lebt vom Ehrenamt. Ob Schülerin, Handwerker, Büroangestellte oder Rentner: Bei uns zählt, dass Sie mit anpacken wollen. Vorkenntnisse brauchen Sie keine – alles Nötige lernen Sie bei uns.</p>' +
            '<p>Die Grundausbildung dauert rund 70 Stunden und findet an Abenden und Samstagen statt. Danach bilden Sie sich weiter, zum Beispiel als Atemschutzgeräteträgerin, Maschinist oder Sprechfunkerin.</p>',
        }),
        main('text', {
          titel: 'Wer kann mitmachen?',
          text: '<ul><li>Einsatzabteilung: alle ab 17 Jahren, die in Musterstadt wohnen oder arbeiten und gesundheitlich geeignet sind</li><li>Jugendfeuerwehr: Mädchen und Jungen von 10 bis 17 Jahren, Übungsabend freitags ab 18 Uhr</li><li>Unterstützende Mitglieder: alle, die uns bei Festen, in der Verwaltung oder im Förderverein helfen möchten</li></ul>',
        }),
        main('text', {
          titel: 'Was Sie bei uns bekommen',
          text: '<p>Eine fundierte Ausbildung, moderne Ausrüstung, eine starke Gemeinschaft und die Gewissheit, anderen Menschen wirklich zu helfen. Während Einsätzen und Übungen sind Sie über die Unfallkasse versichert; Ihr Arbeitgeber stellt Sie für Einsätze frei und erhält den Verdienstausfall erstattet.</p>',
        }),
        main('text', {
          titel: 'So geht es los',
          text: '<p>Kommen Sie zu einem Übungsabend Ihrer Abteilung oder schreiben Sie uns eine E-Mail an <a href="mailto:mitmachen@feuerwehr-musterstadt.de">mitmachen@feuerwehr-musterstadt.de</a>. Wir melden uns, zeigen Ihnen das Feuerwehrhaus und beantworten alle Fragen.</p>',
        }),
        sidebar('text', {
          titel: 'Ihre Ansprechpartnerin',
          text: '<p>Sandra Wörner<br>Stellvertretende Kommandantin</p><p>E-Mail: <a href="mailto:mitmachen@feuerwehr-musterstadt.de">mitmachen@feuerwehr-musterstadt.de</a><br>Telefon: <a href="tel:07999123700">07999 123-700</a></p>',
        }),
      ],
      { heroImages: [{ bild: media('feuerwehrhaus'), bildtext: 'Übungsabend im Feuerwehrhaus', bildcopyright: FW }] },
    ),
  ];
  // Aufgaben, Meldungen, Kontakt and Termine are the service bar's links (spec point 2): the menu names
  // the rest, so that no link stands twice.
  const menues = [
    {
      name: 'Hauptmenü Feuerwehr',
      items: [
        { title: 'Start', href: '/feuerwehr/' },
        { title: 'Einsätze', href: '/feuerwehr/einsaetze/' },
        ...abteilungen.map((a) => ({ title: a.name, href: `/feuerwehr/abteilung-${a.slug}/` })),
        { title: 'Mitglied werden', href: '/feuerwehr/mitglied-werden/' },
      ],
    },
  ];
  return { seiten, menues, artikel: EINSAETZE, termine: FEUERWEHR_TERMINE, dokumente: [] };
}
