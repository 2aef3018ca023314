import { media } from '../../content/media';
import type { Block, Breadcrumb, ImageRef } from '../../core/types';
import { GREMIEN, MITGLIEDER } from '../ratsinfo/seed-data';
import type { PageSeed } from './seiten';
import { BARFUSSPARK, ORTE, STADT as FAKTEN, buergermeisterin, telefon } from './stadt';

/**
 * Section overviews of the main menu (Rathaus & Verwaltung, Freizeit & Tourismus, Bildung) and the
 * content pages the main menu and the footer quick links point to. Text blocks only, no API data.
 */

const STADT = `Stadt ${FAKTEN.name}`;
const START: Breadcrumb = { title: 'Startseite', url: '/' };
const RATHAUS: Breadcrumb = { title: 'Rathaus & Verwaltung', url: '/rathaus' };
const LEBEN: Breadcrumb = { title: 'Leben & Wohnen', url: '/leben-wohnen' };
const FREIZEIT: Breadcrumb = { title: 'Freizeit & Tourismus', url: '/freizeit-tourismus' };
const BILDUNG: Breadcrumb = { title: 'Bildung', url: '/bildung' };

const main = (template: string, context: Block['context'] = {}): Block => ({ template, slot: 'main', context, options: {} });
const sidebar = (template: string, context: Block['context'] = {}): Block => ({ template, slot: 'sidebar', context, options: {} });
const text = (titel: string, html: string[]): Block['context'] => ({ titel, text: html.join('') });
const hero = (name: string, bildtext: string, bildcopyright = STADT): ImageRef[] => [{ bild: media(name), bildtext, bildcopyright }];

/** A phone link to an extension of the town hall's exchange, e.g. tel('105') → 07999 123-105. */
const tel = (durchwahl: string): string => `<a href="tel:+497999123${durchwahl}">07999 123-${durchwahl}</a>`;
const mail = (adresse: string): string => `<a href="mailto:${adresse}">${adresse}</a>`;
const link = (href: string, linktext: string): string => `<a href="${href}">${linktext}</a>`;

/** The link list of a section overview: one entry per menu item, with one sentence each. */
const linkliste = (eintraege: [href: string, titel: string, satz: string][]): string =>
  `<ul>${eintraege.map(([href, titel, satz]) => `<li><strong>${link(href, titel)}</strong> – ${satz}</li>`).join('')}</ul>`;

const page = (seed: Omit<PageSeed, 'layout' | 'theme' | 'apiCalls'>): PageSeed => ({ layout: 'default', theme: 'default', apiCalls: [], ...seed });

const RATHAUS_KONTAKT = sidebar(
  'text',
  text('Rathaus Musterstadt', [
    '<p>Marktplatz 1<br>79999 Musterstadt</p>',
    `<p>Telefon: ${tel('0')}<br>Telefax: ${telefon('telefax')}<br>E-Mail: ${mail('info@musterstadt.de')}</p>`,
    '<p><strong>Öffnungszeiten</strong><br>Montag bis Freitag 8 bis 12 Uhr<br>Dienstag 14 bis 16 Uhr<br>Donnerstag 14 bis 18.30 Uhr</p>',
  ]),
);

const FAMILIENAMT_KONTAKT = sidebar(
  'text',
  text('Amt für Familie, Bildung und Soziales', [
    '<p>Bürgerhaus, Erdgeschoss<br>Kirchgasse 3<br>79999 Musterstadt</p>',
    `<p>Telefon: ${tel('500')}<br>E-Mail: ${mail('familie-soziales@musterstadt.de')}</p>`,
    '<p>Montag bis Freitag 8 bis 12 Uhr, Dienstag auch 14 bis 16 Uhr</p>',
  ]),
);

const TOURISTINFO_KONTAKT = sidebar(
  'text',
  text('Tourist-Information', [
    '<p>Hauptstraße 12<br>79999 Musterstadt</p>',
    `<p>Telefon: ${tel('400')}<br>E-Mail: ${mail('tourismus@musterstadt.de')}</p>`,
    `<p>Die aktuellen Öffnungszeiten finden Sie auf der Seite der ${link('/touristinformation', 'Tourist-Information')}.</p>`,
  ]),
);

/* ------------------------------------------------------------------ Section overviews */

const RATHAUS_UEBERSICHT = page({
  url: '/rathaus',
  title: 'Rathaus & Verwaltung',
  description: 'Rathaus und Stadtverwaltung Musterstadt: Bürgerservice, Gemeinderat, Ämter, Amtsblatt, Stellenangebote und Ausschreibungen auf einen Blick.',
  breadcrumbs: [START, { title: 'Rathaus & Verwaltung' }],
  heroImages: hero('rathaus', 'Das Rathaus am Marktplatz'),
  blocks: [
    main(
      'text',
      text('Ihr Rathaus in Musterstadt', [
        `<p>Im Rathaus am Marktplatz laufen die Fäden der Stadt Musterstadt mit ihren Ortsteilen Hallwangen und Aach zusammen. Rund ${FAKTEN.beschaeftigte} Beschäftigte kümmern sich im Rathaus, im Technischen Rathaus in der Bahnhofstraße, im Bauhof und in den städtischen Einrichtungen um Ihre Anliegen – vom Personalausweis über den Bauantrag bis zum Kindergartenplatz.</p>`,
        `<p>An der Spitze der Verwaltung steht ${buergermeisterin()}. Die grundlegenden Entscheidungen trifft der Gemeinderat, dessen Sitzungen öffentlich sind. Was beschlossen wurde und was in der Stadt los ist, lesen Sie jede Woche im Amtsblatt und hier auf der Website.</p>`,
        `<p>Viele Anliegen erledigen Sie im Bürgerbüro im Erdgeschoss des Rathauses ohne Termin; für Pässe und Ausweise vereinbaren Sie bitte vorab einen Termin. Wer für Ihr Anliegen zuständig ist, zeigt Ihnen der ${link('/wegweiser', 'Wegweiser')}.</p>`,
      ]),
    ),
    main(
      'text',
      text('Aktuelles, Service und Politik', [
        linkliste([
          ['/aktuelles', 'Aktuelles', 'Meldungen, Bekanntmachungen und Pressemitteilungen aus dem Rathaus.'],
          ['/veranstaltungen', 'Veranstaltungen', 'Feste, Konzerte, Märkte und Sitzungen in Musterstadt, Hallwangen und Aach.'],
          ['/buergerservice', 'Bürgerservice', 'Bürgerbüro, Leistungen und Formulare von A bis Z und die häufigsten Anliegen auf einen Blick.'],
          ['/gemeinderat', 'Gemeinderat', 'Zusammensetzung, Fraktionen und Ausschüsse – und wie Sie an den öffentlichen Sitzungen teilnehmen.'],
          ['/app', 'Musterstadt als App', 'Die Website auf dem Startbildschirm Ihres Smartphones, auf Wunsch mit Push-Benachrichtigungen.'],
        ]),
      ]),
    ),
    main(
      'text',
      text('Verwaltung', [
        linkliste([
          ['/verwaltung/', 'Verwaltung im Überblick', 'Öffnungszeiten des Rathauses und alle Mitarbeiterinnen und Mitarbeiter von A bis Z.'],
          ['/rathaus/aemter', 'Ämter und Ansprechpartner', 'Die Ämter der Stadtverwaltung mit ihren Aufgaben, Zuständigkeiten und Sprechzeiten.'],
          ['/stellenangebote', 'Stellenangebote', 'Offene Stellen, Ausbildungsplätze und duale Studiengänge bei der Stadt Musterstadt.'],
          ['/rathaus/ausschreibungen', 'Ausschreibungen', 'Laufende Vergaben der Stadt für Bauleistungen, Lieferungen und Dienstleistungen.'],
          ['/rathaus/amtsblatt', 'Amtsblatt', 'Das wöchentliche Mitteilungsblatt der Stadt: Erscheinungstag, Bezug und Redaktionsschluss.'],
        ]),
      ]),
    ),
    RATHAUS_KONTAKT,
    sidebar(
      'text',
      text('Bürgersprechstunde', [
        `<p>${buergermeisterin()} nimmt sich am ersten Montag im Monat von 17 bis 19 Uhr Zeit für Ihre Fragen und Anregungen.</p>`,
        `<p>Bitte melden Sie sich im Vorzimmer an: ${tel('100')}, ${mail('buergermeisterin@musterstadt.de')}.</p>`,
      ]),
    ),
  ],
});

const FREIZEIT_UEBERSICHT = page({
  url: '/freizeit-tourismus',
  title: 'Freizeit & Tourismus',
  description: 'Freizeit in Musterstadt im Schwarzwald: Wandern, Barfußpark, Freibad, Heimatmuseum, Vereine und Tipps für Gäste und Einheimische.',
  breadcrumbs: [START, { title: 'Freizeit & Tourismus' }],
  heroImages: hero('schwarzwald-panorama', 'Blick über die Höhen des Schwarzwalds bei Musterstadt'),
  blocks: [
    main(
      'text',
      text('Draußen und mittendrin', [
        `<p>Musterstadt liegt auf ${FAKTEN.hoeheMeter} Metern Höhe im Tal des Sulzbachs, umgeben von Tannenwäldern, Bergwiesen und Streuobsthängen. Rund ${FAKTEN.wanderwegeKm} Kilometer markierte Wanderwege, der Flowtrail am Sommerberg und der ${BARFUSSPARK.name} im Kurpark beginnen praktisch vor der Haustür – für Gäste ebenso wie für alle, die hier wohnen.</p>`,
        '<p>Im Sommer lockt das solarbeheizte Freibad am Sulzbach, bei Regenwetter das Heimatmuseum mit Uhrmacherwerkstatt und Flößerei. Und weil in Musterstadt, Hallwangen und Aach mehr als 60 Vereine aktiv sind, findet sich für jedes Hobby eine Gruppe, die sich über neue Gesichter freut.</p>',
        `<p>Was diese Woche los ist, zeigt der ${link('/veranstaltungen', 'Veranstaltungskalender')}.</p>`,
      ]),
    ),
    main(
      'text',
      text('Freizeit & Tourismus von A bis Z', [
        linkliste([
          [
            '/barfusspark',
            BARFUSSPARK.name,
            `${BARFUSSPARK.laenge} Naturerlebnis über Moos, Rinde, Lehm und Kiesel, geöffnet ${BARFUSSPARK.saisonText} – der Eintritt ist frei.`,
          ],
          ['/gaeste/', 'Gäste', 'Alles für Ihren Urlaub in Musterstadt: Ausflüge, Unterkünfte, Anreise und die Gästekarte.'],
          ['/touristinformation', 'Tourist-Information', `Beratung, Wanderkarten, Stadtführungen und Zimmervermittlung in der ${ORTE.touristinfo.strasse}.`],
          ['/freizeit-tourismus/wandern', 'Wandern', 'Drei Premiumwege, der Westweg und 120 Kilometer markierte Wege rund um das Sulzbachtal.'],
          ['/freizeit-tourismus/freibad', 'Freibad', '50-Meter-Becken, Sprungturm, Kinderbecken und Liegewiese – mit Öffnungszeiten und Eintrittspreisen.'],
          ['/freizeit-tourismus/heimatmuseum', 'Heimatmuseum', 'Uhrmacherei, Flößerei und Alltagsleben im Schwarzwald auf drei Etagen.'],
          ['/freizeit-tourismus/vereine', 'Vereine', 'Mehr als 60 Vereine von der Stadtkapelle bis zum Schwarzwaldverein – und wie Sie mitmachen.'],
          ['/freizeit-tourismus/bildergalerie', 'Bildergalerie', 'Musterstadt in Bildern: Fachwerk und Marktplatz, Wälder und Täler, Feste und Vereine.'],
        ]),
      ]),
    ),
    TOURISTINFO_KONTAKT,
  ],
});

const BILDUNG_UEBERSICHT = page({
  url: '/bildung',
  title: 'Bildung',
  description: 'Bildung in Musterstadt: zwei Grundschulen, Werkrealschule, Gymnasium am Dornberg, Jugendhaus, Stadtbücherei und Volkshochschule.',
  breadcrumbs: [START, { title: 'Bildung' }],
  heroImages: hero('schulhof', 'Pause auf dem Schulhof der Grundschule'),
  blocks: [
    main(
      'text',
      text('Lernen ein Leben lang', [
        '<p>In Musterstadt beginnt Bildung direkt vor der Haustür: Sechs Kindergärten, zwei Grundschulen, die Werkrealschule und das Gymnasium am Dornberg sorgen dafür, dass Kinder und Jugendliche vom ersten Bilderbuch bis zum Abitur am Ort lernen können. Die Stadt ist Trägerin der Schulen und investiert kräftig – zuletzt in die Sanierung der Grundschule Hallwangen und die energetische Erneuerung der Grundschule Musterstadt.</p>',
        '<p>Auch nach der Schule hört das Lernen nicht auf: Die Stadtbücherei bietet mehr als 18.000 Medien und die digitale Ausleihe, die Volkshochschule Sprach-, Gesundheits- und Computerkurse für alle Generationen, und das Jugendhaus ist Treffpunkt und Lernort für junge Leute von 12 bis 25 Jahren.</p>',
        `<p>Informationen zu Krippe, Kindergarten, Kernzeit- und Ferienbetreuung finden Sie unter ${link('/leben-wohnen/kinderbetreuung', 'Kinderbetreuung')}.</p>`,
      ]),
    ),
    main(
      'text',
      text('Schulen', [
        linkliste([
          ['/grundschule-musterstadt/', 'Grundschule Musterstadt', 'Ganztagsschule in Wahlform in der Schulstraße, mit Kernzeitbetreuung von 7 bis 17 Uhr.'],
          [
            '/grundschule-hallwangen/',
            'Grundschule Hallwangen',
            'Die kleine Grundschule im Ortsteil – frisch saniert, barrierefrei und mit verlässlicher Betreuung.',
          ],
          ['/werkrealschule/', 'Werkrealschule', 'Praxisnahes Lernen am Schulzentrum mit Berufsorientierung, Betriebspraktika und Bläserklasse.'],
          ['/gydo/', 'Gymnasium', 'Das Gymnasium am Dornberg mit naturwissenschaftlichem, sprachlichem und musikalischem Profil.'],
        ]),
      ]),
    ),
    main(
      'text',
      text('Jugend, Bücherei und Weiterbildung', [
        linkliste([
          ['/jugendhaus/', 'Jugendhaus', 'Offener Treff, Bandraum, Kreativwerkstatt und Ferienprogramm für alle von 12 bis 25 Jahren.'],
          ['/bildung/stadtbuecherei', 'Stadtbücherei', `Mehr als 18.000 Medien, Onleihe, Vorlesestunden und Lesungen in der ${ORTE.stadtbuecherei.strasse}.`],
          ['/bildung/volkshochschule', 'Volkshochschule', 'Kurse in Sprachen, Gesundheit, Beruf und Kultur – vormittags, abends und am Wochenende.'],
        ]),
      ]),
    ),
    FAMILIENAMT_KONTAKT,
  ],
});

/* ------------------------------------------------------------------ Rathaus & Verwaltung */

/** The council's members from the council information system: the page tells the same composition. */
const RAT = MITGLIEDER.filter((m) => m.gremien.GR && m.gremien.GR !== 'Vorsitzende');
const gemeinderat = GREMIEN.find((g) => g.kuerzel === 'GR') ?? { von: [18, 30] };
const ZAHLWORTE = ['keine', 'einer', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
const zahlwort = (n: number): string => ZAHLWORTE[n] ?? String(n);

/** 'Zwölf Sitze entfallen auf die Kernstadt, drei auf Hallwangen und drei auf Aach' (members live in 'Musterstadt-Aach'). */
function sitzeNachOrtsteil(): string {
  const count = (ortsteil: string | null) => RAT.filter((m) => (ortsteil ? m.wohnort.endsWith(`-${ortsteil}`) : !m.wohnort.includes('-'))).length;
  const kernstadt = zahlwort(count(null));
  return `${kernstadt.charAt(0).toUpperCase()}${kernstadt.slice(1)} Sitze entfallen auf die Kernstadt, ${zahlwort(count('Hallwangen'))} auf Hallwangen und ${zahlwort(count('Aach'))} auf Aach`;
}

function fraktionen(): { partei: string; sitze: number; vorsitz: string }[] {
  const parteien = [...new Set(RAT.map((m) => m.partei))];
  return parteien
    .map((partei) => {
      const leute = RAT.filter((m) => m.partei === partei);
      const chef = leute.find((m) => m.taetigkeitsbereiche.some((t) => t.startsWith('Fraktionsvorsitzende')));
      const vorsitz = chef
        ? `${chef.anrede === 'Frau' ? 'Fraktionsvorsitzende' : 'Fraktionsvorsitzender'} ${chef.titel ? `${chef.titel} ` : ''}${chef.vorname} ${chef.nachname}`
        : '';
      return { partei, sitze: leute.length, vorsitz };
    })
    .sort((a, b) => b.sitze - a.sitze);
}

function stellvertretung(): string {
  const find = (rolle: string) => RAT.find((m) => m.taetigkeitsbereiche.some((t) => t.startsWith(rolle)));
  const erste = find('Erste');
  const zweite = find('Zweite');
  const name = (m: (typeof RAT)[number] | undefined) => (m ? `${m.anrede === 'Frau' ? 'Gemeinderätin' : 'Gemeinderat'} ${m.vorname} ${m.nachname}` : '');
  return `Stellvertreter der Bürgermeisterin sind ${name(erste)} und ${name(zweite)}.`;
}

const ausschussGroesse = (): string => zahlwort(MITGLIEDER.filter((m) => m.gremien.TA && m.gremien.TA !== 'Vorsitzende').length);

const GEMEINDERAT = page({
  url: '/gemeinderat',
  title: 'Gemeinderat',
  description: `Der Gemeinderat der Stadt Musterstadt: ${RAT.length} Mitglieder und die Bürgermeisterin, Fraktionen, Ausschüsse, Sitzungen und Bürgerfragestunde.`,
  breadcrumbs: [START, RATHAUS, { title: 'Gemeinderat' }],
  heroImages: hero('rathaus', 'Im großen Sitzungssaal des Rathauses tagt der Gemeinderat'),
  blocks: [
    main(
      'text',
      text('Die Vertretung der Bürgerschaft', [
        '<p>Der Gemeinderat ist das Hauptorgan der Stadt Musterstadt. Er legt die Grundsätze für die Verwaltung fest und entscheidet über alle wichtigen Angelegenheiten: den Haushalt, Bebauungspläne, Gebühren und Satzungen, große Bauvorhaben wie die Sanierung von Schulen und Kindergärten, die Vergabe städtischer Bauplätze und die Förderung der Vereine.</p>',
        `<p>Ihm gehören <strong>${RAT.length} ehrenamtliche Gemeinderätinnen und Gemeinderäte</strong> an, die alle fünf Jahre bei der Kommunalwahl gewählt werden, und <strong>${buergermeisterin()}</strong> als Vorsitzende mit Stimmrecht. Damit alle Ortsteile vertreten sind, wird in Musterstadt mit unechter Teilortswahl gewählt: ${sitzeNachOrtsteil()}.</p>`,
      ]),
    ),
    main(
      'text',
      text('Fraktionen', [
        '<ul>',
        ...fraktionen().map(({ partei, sitze, vorsitz }) => `<li><strong>${partei}</strong> – ${sitze} Sitze, ${vorsitz}</li>`),
        '</ul>',
        `<p>Die Fraktionen erreichen Sie über das Haupt- und Personalamt, das Ihre Post gern weiterleitet. ${stellvertretung()}</p>`,
      ]),
    ),
    main(
      'text',
      text('Ausschüsse', [
        `<p>Damit der Gemeinderat nicht jede Einzelfrage im Plenum beraten muss, hat er zwei beschließende Ausschüsse gebildet. Ihnen gehören jeweils ${ausschussGroesse()} Mitglieder des Gemeinderats und die Bürgermeisterin an; die Fraktionen sind entsprechend ihrer Stärke vertreten.</p>`,
        '<ul>',
        '<li><strong>Verwaltungsausschuss</strong> – Personal, Finanzen, Vereinsförderung, Kindergärten, Schulen und soziale Angelegenheiten</li>',
        '<li><strong>Technischer Ausschuss</strong> – Bauanträge, Straßen, Kanäle, Wasserversorgung, städtische Gebäude und Vergaben</li>',
        '</ul>',
        '<p>Daneben berät der <strong>Ältestenrat</strong> die Bürgermeisterin bei der Tagesordnung und dem Ablauf der Sitzungen. Der <strong>Jugendgemeinderat</strong> mit zwölf gewählten Jugendlichen hat in den Sitzungen des Gemeinderats ein Rede- und Antragsrecht. Im Ortsteil Aach berät außerdem der <strong>Ortschaftsrat</strong> über die Angelegenheiten des Ortsteils.</p>',
      ]),
    ),
    main(
      'text',
      text('So laufen die Sitzungen ab', [
        `<p>Der Gemeinderat tagt in der Regel einmal im Monat, <strong>am dritten Dienstag um ${gemeinderat.von[0]}.${String(gemeinderat.von[1]).padStart(2, '0')} Uhr im großen Sitzungssaal im 1. Obergeschoss des Rathauses</strong>. Die Ausschüsse kommen in den Wochen dazwischen zusammen. Im August ist Sitzungspause; fällt eine Sitzung auf einen Feiertag, tagt der Gemeinderat eine Woche später.</p>`,
        '<p>Die Sitzungen sind öffentlich – Sie können ohne Anmeldung als Zuhörerin oder Zuhörer teilnehmen. Nur Angelegenheiten, bei denen das öffentliche Wohl oder berechtigte Interessen Einzelner es erfordern, etwa Grundstücksgeschäfte oder Personalfragen, werden im anschließenden nichtöffentlichen Teil beraten. Die dort gefassten Beschlüsse gibt die Bürgermeisterin in der nächsten öffentlichen Sitzung bekannt.</p>',
        '<p>Der Sitzungssaal ist mit dem Aufzug barrierefrei erreichbar und mit einer induktiven Höranlage ausgestattet. Eine Gebärdensprach-Dolmetschung organisieren wir auf Anfrage.</p>',
      ]),
    ),
    main(
      'text',
      text('Bürgerfragestunde', [
        '<p>Zu Beginn jeder öffentlichen Sitzung des Gemeinderats gibt es eine Bürgerfragestunde. Einwohnerinnen und Einwohner können dort Fragen zu Gemeindeangelegenheiten stellen, Anregungen geben und Vorschläge machen. Pro Person sind bis zu drei Fragen möglich, die Fragestunde dauert höchstens 30 Minuten.</p>',
        '<p>Die Bürgermeisterin beantwortet die Fragen in der Regel sofort. Ist das nicht möglich, erhalten Sie eine schriftliche Antwort. Wer seine Frage vorab einreichen möchte, schickt sie bis zum Freitag vor der Sitzung an das Haupt- und Personalamt.</p>',
      ]),
    ),
    main(
      'text',
      text('Termine und Tagesordnungen', [
        `<p>Die nächsten Sitzungstermine, die Tagesordnungen und die öffentlichen Sitzungsvorlagen werden eine Woche vorher im ${link('/rathaus/amtsblatt', 'Amtsblatt')} bekannt gemacht und hängen an der Bekanntmachungstafel im Rathaus aus. Die Sitzungen stehen außerdem im ${link('/veranstaltungen', 'Veranstaltungskalender')}.</p>`,
        `<p>Über die wichtigsten Beschlüsse berichten wir im Amtsblatt und unter ${link('/aktuelles', 'Aktuelles')}. Die Niederschriften der öffentlichen Sitzungen können Sie nach Terminvereinbarung im Rathaus einsehen.</p>`,
      ]),
    ),
    sidebar(
      'text',
      text('Sitzungsdienst', [
        '<p>Haupt- und Personalamt<br>Sabrina Scherer<br>Rathaus, Zimmer 1.06</p>',
        `<p>Telefon: ${tel('112')}<br>E-Mail: ${mail('gemeinderat@musterstadt.de')}</p>`,
        '<p>Hier erhalten Sie Sitzungstermine und Vorlagen und können Fragen für die Bürgerfragestunde einreichen.</p>',
      ]),
    ),
  ],
});

const AMTSBLATT = page({
  url: '/rathaus/amtsblatt',
  title: 'Amtsblatt',
  description: 'Das Amtsblatt der Stadt Musterstadt erscheint jeden Donnerstag: Bezug, E-Paper, Redaktionsschluss für Vereine und Kontakt zur Redaktion.',
  breadcrumbs: [START, RATHAUS, { title: 'Amtsblatt' }],
  heroImages: hero('rathaus', 'Das Amtsblatt wird im Rathaus redaktionell betreut'),
  blocks: [
    main(
      'text',
      text('Jeden Donnerstag neu', [
        '<p>Das Amtsblatt „Musterstadt aktuell“ ist das Mitteilungsblatt der Stadt Musterstadt mit den Ortsteilen Hallwangen und Aach. Es erscheint <strong>wöchentlich am Donnerstag</strong> und wird kostenlos an alle Haushalte verteilt. Jede Ausgabe gibt es zusätzlich als E-Paper.</p>',
        '<p>Amtliche Bekanntmachungen der Stadt – etwa Satzungen, Bebauungspläne, Wahlbekanntmachungen und die Einladungen zu den Sitzungen des Gemeinderats – erfolgen rechtsverbindlich im Amtsblatt.</p>',
      ]),
    ),
    main(
      'text',
      text('Was im Amtsblatt steht', [
        '<ul>',
        '<li>Amtliche Bekanntmachungen und Berichte aus dem Gemeinderat</li>',
        '<li>Mitteilungen der Verwaltung, Baustellen und Straßensperrungen, Abfuhrtermine</li>',
        '<li>Ärztlicher Notdienst, Apothekennotdienst und wichtige Rufnummern</li>',
        '<li>Nachrichten aus Kindergärten, Schulen, Kirchengemeinden und Vereinen</li>',
        '<li>Veranstaltungshinweise und private sowie gewerbliche Anzeigen</li>',
        '</ul>',
      ]),
    ),
    main(
      'text',
      text('So erhalten Sie das Amtsblatt', [
        '<h3>Gedruckt</h3>',
        '<p>Die gedruckte Ausgabe wird am Donnerstag an alle Haushalte in Musterstadt, Hallwangen und Aach verteilt. Ist Ihr Amtsblatt nicht angekommen, melden Sie sich bitte bis Freitag bei der Redaktion – wir geben die Reklamation an den Verteildienst weiter. Einzelexemplare liegen im Bürgerbüro und in der Tourist-Information aus.</p>',
        '<h3>Als E-Paper</h3>',
        '<p>Das E-Paper enthält dieselben Inhalte wie die gedruckte Ausgabe und steht ab Donnerstagmorgen bereit. Wenn Sie es abonnieren, erhalten Sie jede Woche eine E-Mail mit dem Link zur neuen Ausgabe. Schreiben Sie dazu einfach eine kurze E-Mail mit dem Betreff „E-Paper“ an die Redaktion. Wer auf die Papierausgabe verzichten möchte, teilt uns das ebenfalls mit – das spart Papier und Verteilkosten.</p>',
        '<h3>Per Post</h3>',
        '<p>Wer nicht in Musterstadt wohnt und trotzdem auf dem Laufenden bleiben möchte, kann das Amtsblatt für 38 Euro im Jahr per Post beziehen. Das Abonnement verlängert sich jeweils um ein Jahr, wenn es nicht bis 30. November gekündigt wird.</p>',
      ]),
    ),
    main(
      'text',
      text('Beiträge von Vereinen, Kirchen und Schulen', [
        '<p><strong>Redaktionsschluss ist jeweils am Montag um 12 Uhr</strong> für die Ausgabe derselben Woche. Fällt der Montag auf einen Feiertag, ist Redaktionsschluss bereits am Freitag davor um 12 Uhr; wir weisen im Amtsblatt rechtzeitig darauf hin.</p>',
        '<ul>',
        `<li>Schicken Sie Ihren Text als E-Mail oder Textdatei an ${mail('amtsblatt@musterstadt.de')}.</li>`,
        '<li>Bitte fassen Sie sich kurz: Ein Beitrag sollte nicht länger als 2.000 Zeichen sein.</li>',
        '<li>Fotos senden Sie als JPG-Datei im Anhang, mit Bildunterschrift und dem Namen der Fotografin oder des Fotografen. Sie müssen die Rechte an den Bildern besitzen.</li>',
        '<li>Werbung für Waren oder Dienstleistungen veröffentlichen wir im redaktionellen Teil nicht; dafür gibt es den Anzeigenteil.</li>',
        '</ul>',
        `<p>Termine Ihres Vereins können Sie zusätzlich im ${link('/veranstaltungen', 'Veranstaltungskalender')} und am ${link('/leben-wohnen/schwarzes-brett', 'Schwarzen Brett')} veröffentlichen.</p>`,
      ]),
    ),
    sidebar(
      'text',
      text('Redaktion', [
        '<p>Sachgebiet Öffentlichkeitsarbeit<br>Miriam Baumann<br>Rathaus, Zimmer 1.04</p>',
        `<p>Telefon: ${tel('105')}<br>E-Mail: ${mail('presse@musterstadt.de')}</p>`,
        `<p>Beiträge und E-Paper-Abonnement: ${mail('amtsblatt@musterstadt.de')}</p>`,
        '<p>Redaktionsschluss: Montag, 12 Uhr</p>',
      ]),
    ),
  ],
});

/* ------------------------------------------------------------------ Leben & Wohnen */

const BREITBAND = page({
  url: '/leben-wohnen/breitband',
  title: 'Breitband',
  description: 'Glasfaserausbau in Musterstadt, Hallwangen und Aach: Stand der Bauabschnitte, kostenloser Hausanschluss, Tarife und Ansprechpartner.',
  breadcrumbs: [START, LEBEN, { title: 'Breitband' }],
  heroImages: hero('schwarzwald-panorama', 'Auch die Höhenlagen rund um Musterstadt werden ans Glasfasernetz angeschlossen'),
  blocks: [
    main(
      'text',
      text('Glasfaser für alle Haushalte', [
        '<p>Schnelles Internet ist für Familien, Homeoffice, Schulen und Betriebe heute so wichtig wie Strom und Wasser. Deshalb baut die Stadt Musterstadt gemeinsam mit dem Zweckverband Breitband Musterkreis ein flächendeckendes Glasfasernetz bis in jedes Gebäude – auch in die Ortsteile und zu den Höfen in den Außenbereichen.</p>',
        '<p>Das Netz gehört dem Zweckverband und damit den Kommunen. Betrieben wird es von einem Netzbetreiber, über dessen Plattform verschiedene Internetanbieter ihre Tarife anbieten. Bandbreiten von 1 Gigabit pro Sekunde und mehr sind damit möglich.</p>',
      ]),
    ),
    main(
      'text',
      text('Stand des Ausbaus', [
        '<ul>',
        '<li><strong>Bauabschnitt 1 – Kernstadt:</strong> abgeschlossen. Rund 2.300 Gebäude sind angeschlossen, die Gewerbegebiete verfügen bereits seit Jahren über Glasfaser.</li>',
        '<li><strong>Bauabschnitt 2 – Hallwangen:</strong> im Bau. Die Leitungen werden überwiegend im Gehweg verlegt, an vielen Stellen im schonenden Spülbohrverfahren. Die Arbeiten dauern voraussichtlich bis zum Herbst.</li>',
        '<li><strong>Bauabschnitt 3 – Aach und Außenbereiche:</strong> in Planung. Der Förderantrag beim Bund und beim Land ist gestellt; der Baubeginn ist für das kommende Frühjahr vorgesehen.</li>',
        '</ul>',
        '<p>Welche Straßen gerade an der Reihe sind, veröffentlichen wir jede Woche im Amtsblatt. Die Mittel für den Ausbau in den Ortsteilen hat der Gemeinderat im Haushalt bereitgestellt.</p>',
      ]),
    ),
    main(
      'text',
      text('Ihr Hausanschluss', [
        '<p>Solange in Ihrer Straße gebaut wird, ist der Hausanschluss für Eigentümerinnen und Eigentümer <strong>kostenlos</strong>. Dazu unterschreiben Sie den Gestattungsvertrag für Ihr Grundstück und vereinbaren mit dem Bauunternehmen einen Termin für die Begehung. Wer sich erst nach Abschluss der Arbeiten in seiner Straße entscheidet, muss den Anschluss selbst bezahlen – in der Regel mehrere tausend Euro.</p>',
        '<p>Mieterinnen und Mieter sprechen bitte ihre Vermieterin oder ihren Vermieter an. Der Anschluss steigert den Wert einer Immobilie und verpflichtet nicht zum Abschluss eines Vertrags.</p>',
        `<p>Störungen des Glasfasernetzes melden Sie bitte Ihrem Internetanbieter; die übrigen Störungsdienste finden Sie unter ${link('/leben-wohnen/versorgung', 'Strom, Gas & Wasser')}.</p>`,
      ]),
    ),
    main(
      'text',
      text('Informationsabend in Hallwangen', [
        '<p>Vertreterinnen und Vertreter des Zweckverbands erklären im Gemeindehaus Hallwangen, wie der Ausbau abläuft, und beantworten Ihre Fragen zu Hausanschluss und Tarifen. Den genauen Termin geben wir im Amtsblatt und im Veranstaltungskalender bekannt.</p>',
      ]),
    ),
    sidebar(
      'text',
      text('Breitbandkoordination', [
        '<p>Stadtbauamt<br>Felix Wößner<br>Technisches Rathaus, Bahnhofstraße 12</p>',
        `<p>Telefon: ${tel('315')}<br>E-Mail: ${mail('breitband@musterstadt.de')}</p>`,
        '<p>Zweckverband Breitband Musterkreis<br>Telefon: 07990 4455-0</p>',
      ]),
    ),
  ],
});

const KINDERBETREUUNG = page({
  url: '/leben-wohnen/kinderbetreuung',
  title: 'Kinderbetreuung',
  description: 'Krippe, Kindergarten, Kindertagespflege, Kernzeit- und Ferienbetreuung in Musterstadt, Hallwangen und Aach – mit zentraler Anmeldung.',
  breadcrumbs: [START, LEBEN, { title: 'Kinderbetreuung' }],
  heroImages: hero('schulhof', 'Pause auf dem Schulhof: Die Kernzeitbetreuung betreut Grundschulkinder bis 17 Uhr'),
  blocks: [
    main(
      'text',
      text('Gut betreut von Anfang an', [
        '<p>In Musterstadt, Hallwangen und Aach gibt es sechs Kindergärten in städtischer und kirchlicher Trägerschaft, dazu Krippengruppen für Kinder unter drei Jahren und ein Netz von Tagesmüttern und Tagesvätern. Ab dem ersten Geburtstag hat jedes Kind einen Rechtsanspruch auf einen Betreuungsplatz.</p>',
        '<p>Die Plätze in allen Einrichtungen vergibt die Stadt zentral. So müssen Sie Ihr Kind nur einmal anmelden und können bis zu drei Wunscheinrichtungen angeben.</p>',
      ]),
    ),
    main(
      'text',
      text('Unsere Kindergärten', [
        '<ul>',
        `<li><strong>Kinderhaus Sonnenschein</strong>, Lindenstraße 14, Musterstadt – städtisch, Krippe und Kindergarten, Ganztagsbetreuung von 7 bis 17 Uhr; seit dem Erweiterungsbau mit zwei zusätzlichen Gruppen. Telefon ${tel('511')}</li>`,
        `<li><strong>Katholischer Kindergarten St. Martin</strong>, Kirchgasse 8, Musterstadt – verlängerte Öffnungszeiten von 7 bis 14 Uhr. Telefon ${tel('512')}</li>`,
        `<li><strong>Evangelischer Kindergarten Arche Noah</strong>, Schwarzwaldstraße 21, Musterstadt – Regel- und Ganztagsgruppe. Telefon ${tel('513')}</li>`,
        `<li><strong>Waldkindergarten Sommerberg</strong>, Treffpunkt an der Waldhütte am Sommerberg – für Kinder ab drei Jahren, von 7.30 bis 13.30 Uhr bei jedem Wetter draußen. Telefon ${tel('514')}</li>`,
        `<li><strong>Kindergarten Regenbogen</strong>, Hallwangen – städtisch, mit Krippengruppe ab einem Jahr. Telefon ${tel('515')}</li>`,
        `<li><strong>Kindergarten Pusteblume</strong>, Aach – städtisch, eine altersgemischte Gruppe für Kinder ab zwei Jahren. Telefon ${tel('516')}</li>`,
        '</ul>',
      ]),
    ),
    main(
      'text',
      text('Anmeldung und Elternbeiträge', [
        '<p>Melden Sie Ihr Kind bitte <strong>mindestens sechs Monate vor dem gewünschten Beginn</strong> beim Amt für Familie, Bildung und Soziales an. Die Plätze für das neue Kindergartenjahr ab September werden jeweils im Frühjahr vergeben. Zur Aufnahme brauchen Sie das Anmeldeformular und den Nachweis über den Masernschutz.</p>',
        `<p>Alles Weitere finden Sie im Wegweiser unter ${link('/wegweiser/leistungen/kinderbetreuungsplatz', 'Kinderbetreuungsplatz beantragen')}.</p>`,
        '<p>Die Elternbeiträge richten sich nach der Satzung der Stadt, dem Alter des Kindes, der Betreuungszeit und der Zahl der Kinder unter 18 Jahren in Ihrer Familie. Familien mit geringem Einkommen können beim Landratsamt die Übernahme der Beiträge beantragen – wir helfen Ihnen gern dabei.</p>',
      ]),
    ),
    main(
      'text',
      text('Kindertagespflege', [
        '<p>Tagesmütter und Tagesväter betreuen Kinder in kleinen Gruppen, oft mit besonders flexiblen Zeiten – eine gute Ergänzung zu Krippe und Kindergarten. Vermittlung, Qualifizierung und Beratung übernimmt der Tageselternverein Musterkreis e. V., Telefon 07990 22110, E-Mail info@tageseltern-musterkreis.de.</p>',
      ]),
    ),
    main(
      'text',
      text('Betreuung für Schulkinder', [
        '<p>An der Grundschule Musterstadt betreut die städtische Kernzeitbetreuung die Kinder an Schultagen von 7 Uhr bis Unterrichtsbeginn und nach dem Unterricht bis 14 Uhr, mit Mittagessen bis 17 Uhr. An der Grundschule Hallwangen gibt es die verlässliche Grundschule bis 13.30 Uhr. Anmeldeformulare erhalten Sie in den Sekretariaten.</p>',
        `<p>In den Oster-, Pfingst- und Sommerferien bietet die Stadt eine Ferienbetreuung für Grundschulkinder in der Grundschule Musterstadt an, jeweils von 7.30 bis 14 Uhr mit Mittagessen, für 60 Euro pro Woche. Die Anmeldung für die Sommerferien ist bis Ende April möglich: ${link('/wegweiser/leistungen/ferienbetreuung-anmelden', 'Ferienbetreuung anmelden')}. Für Jugendliche ab 12 Jahren gibt es das ${link('/jugendhaus/ferienprogramm', 'Ferienprogramm des Jugendhauses')}.</p>`,
      ]),
    ),
    sidebar(
      'text',
      text('Anmeldung und Beratung', [
        '<p>Amt für Familie, Bildung und Soziales<br>Julia Schwörer<br>Bürgerhaus, Kirchgasse 3, Zimmer EG 0.10</p>',
        `<p>Telefon: ${tel('501')}<br>E-Mail: ${mail('julia.schwoerer@musterstadt.de')}</p>`,
        '<p>Montag bis Freitag 8 bis 12 Uhr und nach Vereinbarung</p>',
      ]),
    ),
  ],
});

const SENIOREN = page({
  url: '/leben-wohnen/senioren',
  title: 'Seniorinnen und Senioren',
  description: 'Älter werden in Musterstadt: Seniorenberatung, Seniorenbeirat, Bürgerbus, Nachbarschaftshilfe, Pflege und Angebote für Freizeit und Begegnung.',
  breadcrumbs: [START, LEBEN, { title: 'Seniorinnen und Senioren' }],
  heroImages: hero('marktplatz', 'Treffpunkt Wochenmarkt: Samstags auf dem Marktplatz', 'Sabine Wagner'),
  blocks: [
    main(
      'text',
      text('Gut älter werden in Musterstadt', [
        '<p>Möglichst lange selbstständig in der eigenen Wohnung leben, mobil bleiben und Kontakte pflegen – dabei unterstützen die Stadt, der Seniorenbeirat, die Kirchengemeinden und viele Ehrenamtliche. Auf dieser Seite finden Sie die wichtigsten Anlaufstellen für Seniorinnen und Senioren und ihre Angehörigen.</p>',
      ]),
    ),
    main(
      'text',
      text('Beratung', [
        '<h3>Seniorenberatung der Stadt</h3>',
        '<p>Die Seniorenberatung im Amt für Familie, Bildung und Soziales hilft bei Fragen zu Pflege, Wohngeld, Grundsicherung, Rente und Schwerbehinderung und beim Ausfüllen von Anträgen. Die Sprechstunde findet <strong>jeden Dienstagvormittag von 9 bis 12 Uhr im Bürgerhaus</strong>, Kirchgasse 3, statt; auf Wunsch kommen wir auch zu Ihnen nach Hause.</p>',
        `<p>Im Wegweiser: ${link('/wegweiser/leistungen/rentenantrag', 'Rentenantrag stellen')} und ${link('/wegweiser/leistungen/schwerbehindertenausweis', 'Schwerbehindertenausweis beantragen')}.</p>`,
        '<h3>Pflegestützpunkt des Landkreises</h3>',
        '<p>Die Beraterinnen des Pflegestützpunkts informieren unabhängig und kostenlos über Pflegegrade, Leistungen der Pflegeversicherung, ambulante Dienste, Tagespflege und Heimplätze. Sie halten jeden vierten Donnerstag im Monat einen Sprechtag im Bürgerhaus; Termine vermittelt die Seniorenberatung.</p>',
        '<h3>Seniorenbeirat</h3>',
        '<p>Die ehrenamtlichen Mitglieder des Seniorenbeirats vertreten die Anliegen der älteren Generation gegenüber Gemeinderat und Verwaltung. Ihre Sprechstunde ist <strong>jeden zweiten Mittwoch im Monat von 10 bis 12 Uhr</strong> im Besprechungsraum im Erdgeschoss des Rathauses – ohne Anmeldung, auf Wunsch auch als Hausbesuch.</p>',
      ]),
    ),
    main(
      'text',
      text('Mobil bleiben', [
        `<p>Der <strong>Bürgerbus</strong> fährt dienstags und freitags zwischen Hallwangen, Aach und der Kernstadt – zum Einkaufen, zum Wochenmarkt, zur Ärztin oder zum Seniorennachmittag. Ehrenamtliche Fahrerinnen und Fahrer holen Sie auf Wunsch an der Haustür ab; bitte melden Sie sich bis zwei Tage vorher im Rathaus unter ${tel('140')} an.</p>`,
        '<p>In Aach und am Bahnhof stehen <strong>Mitfahrbänke</strong>: Wer sich setzt, zeigt Autofahrerinnen und Autofahrern, dass er mitgenommen werden möchte. Die Bushaltestellen im Stadtgebiet werden nach und nach barrierefrei ausgebaut.</p>',
      ]),
    ),
    main(
      'text',
      text('Hilfe im Alltag', [
        `<p>Die <strong>Nachbarschaftshilfe Musterstadt</strong> vermittelt Helferinnen und Helfer, die beim Einkaufen, bei Arztbesuchen, im Haushalt oder im Garten mit anpacken oder einfach Zeit für ein Gespräch haben. Telefon ${tel('560')}, E-Mail ${mail('nachbarschaftshilfe@musterstadt.de')}.</p>`,
        '<p>Einen Hausnotruf vermittelt der DRK-Ortsverein. Ambulante Pflegedienste, Essen auf Rädern und Angebote des betreuten Wohnens nennt Ihnen die Seniorenberatung.</p>',
      ]),
    ),
    main(
      'text',
      text('Begegnung und Freizeit', [
        '<ul>',
        '<li><strong>Seniorennachmittag</strong> des Seniorenbeirats im Gasthaus Hirschen mit Kaffee, Kuchen, Musik und Geschichten aus Alt-Musterstadt</li>',
        '<li><strong>Digitalsprechstunde</strong> in der Stadtbücherei jeden Mittwoch von 15 bis 17 Uhr – Hilfe mit Smartphone, Tablet und E-Book-Reader</li>',
        '<li><strong>Medienbringdienst</strong> der Stadtbücherei für alle, die nicht mehr selbst kommen können</li>',
        '<li><strong>Kurse am Vormittag</strong> bei der Volkshochschule, zum Beispiel Gedächtnistraining, Sturzprävention und Sprachen</li>',
        '<li><strong>Seniorengymnastik</strong> und Wandergruppen bei den Sportvereinen und dem Schwarzwaldverein</li>',
        '</ul>',
        `<p>Termine finden Sie im ${link('/veranstaltungen', 'Veranstaltungskalender')}, Kurse bei der ${link('/bildung/volkshochschule', 'Volkshochschule')} und der ${link('/bildung/stadtbuecherei', 'Stadtbücherei')}.</p>`,
      ]),
    ),
    sidebar(
      'text',
      text('Seniorenberatung', [
        '<p>Amt für Familie, Bildung und Soziales<br>Hans-Peter Gutmann<br>Bürgerhaus, Kirchgasse 3, Zimmer EG 0.12</p>',
        `<p>Telefon: ${tel('502')}<br>E-Mail: ${mail('hans-peter.gutmann@musterstadt.de')}</p>`,
        '<p>Sprechstunde: Dienstag 9 bis 12 Uhr, sonst nach Vereinbarung</p>',
      ]),
    ),
  ],
});

const EHRENAMT = page({
  url: '/leben-wohnen/ehrenamt',
  title: 'Ehrenamt',
  description: 'Ehrenamtlich engagiert in Musterstadt: Freiwilligenagentur, Ehrenamtskarte, Versicherungsschutz, Vereinsförderung und wo Hilfe gebraucht wird.',
  breadcrumbs: [START, LEBEN, { title: 'Ehrenamt' }],
  heroImages: hero('stadtfest', 'Beim Stadtfest bewirten mehr als 25 Vereine die Gäste'),
  blocks: [
    main(
      'text',
      text('Ohne Ehrenamt geht es nicht', [
        '<p>Ob in der Freiwilligen Feuerwehr, im Sportverein, in der Stadtkapelle, im Tafelladen oder als Lesepatin: Tausende Stunden schenken Menschen in Musterstadt jedes Jahr ihrer Stadt. Mehr als 60 Vereine und viele Initiativen tragen das Zusammenleben in der Kernstadt, in Hallwangen und in Aach. Dafür sagen wir Danke – und laden alle ein, die mitmachen möchten.</p>',
      ]),
    ),
    main(
      'text',
      text('Die Freiwilligenagentur', [
        '<p>Sie möchten sich engagieren, wissen aber noch nicht, wo? Die Freiwilligenagentur im Rathaus berät Sie persönlich und vermittelt Ihnen eine Aufgabe, die zu Ihren Interessen und Ihrer Zeit passt – ob regelmäßig oder für ein einzelnes Projekt. Vereine und Initiativen, die Helferinnen und Helfer suchen, können ihre Angebote bei der Agentur melden.</p>',
        '<p>Beratung jeden Donnerstag von 14 bis 18 Uhr im Rathaus, Zimmer EG 05, und nach Vereinbarung.</p>',
      ]),
    ),
    main(
      'text',
      text('Hier werden Sie gebraucht', [
        '<ul>',
        `<li><strong>Freiwillige Feuerwehr</strong> – in der Einsatzabteilung ab 17 Jahren, in der Jugendfeuerwehr ab 10 Jahren: ${link('/feuerwehr/mitglied-werden/', 'Mitglied werden')}</li>`,
        '<li><strong>Tafelladen</strong> in der Bahnhofstraße – Waren abholen, sortieren und ausgeben</li>',
        '<li><strong>Lesepatinnen und Lesepaten</strong> an den Grundschulen – die Stadt übernimmt die Kosten für das erweiterte Führungszeugnis</li>',
        '<li><strong>Nachbarschaftshilfe</strong> – Einkaufsdienste, Begleitung und Gartenhilfe für ältere Menschen</li>',
        '<li><strong>Bürgerbus</strong> – Fahrerinnen und Fahrer mit Führerschein der Klasse B</li>',
        '<li><strong>Repair-Café</strong> im Jugendhaus – Tüftlerinnen und Tüftler für Elektrik, Nähen und Holz</li>',
        `<li><strong>Jugendliche</strong> engagieren sich im Thekenteam oder beim Ferienprogramm: ${link('/jugendhaus/jugendehrenamt', 'Jugendehrenamt im Jugendhaus')}</li>`,
        '</ul>',
        `<p>Aktuelle Gesuche finden Sie auch am ${link('/leben-wohnen/schwarzes-brett?rubrik_id=33', 'Schwarzen Brett in der Rubrik Ehrenamt')}.</p>`,
      ]),
    ),
    main(
      'text',
      text('Anerkennung und Unterstützung', [
        `<p>Mit der <strong>Ehrenamtskarte</strong> erhalten Engagierte Vergünstigungen im Freibad, in der Stadtbücherei und bei vielen Partnern. Sie bekommen die Karte, wenn Sie sich seit mindestens zwei Jahren mindestens fünf Stunden pro Woche engagieren: ${link('/wegweiser/leistungen/ehrenamtskarte', 'Ehrenamtskarte beantragen')}.</p>`,
        `<p>Das Führungszeugnis für eine ehrenamtliche Tätigkeit ist gebührenfrei (${link('/wegweiser/leistungen/fuehrungszeugnis', 'Führungszeugnis beantragen')}). Vereine erhalten Zuschüsse für Jugendarbeit, Investitionen und Jubiläen; Anträge für das folgende Jahr sind bis 30. September einzureichen (${link('/wegweiser/leistungen/vereinsfoerderung', 'Vereinsförderung beantragen')}).</p>`,
        '<p>Wer sich ehrenamtlich engagiert, ist über die Sammelversicherung des Landes Baden-Württemberg unfall- und haftpflichtversichert, sofern kein anderer Versicherungsschutz besteht. Einmal im Jahr lädt die Stadt alle Ehrenamtlichen zum Dankeschön-Abend ein, und die Bürgerstiftung verleiht ihren Ehrenamtspreis – zuletzt an das Team des Tafelladens.</p>',
      ]),
    ),
    sidebar(
      'text',
      text('Freiwilligenagentur', [
        '<p>Ulrike Hermann<br>Rathaus, Zimmer EG 05<br>Marktplatz 1, 79999 Musterstadt</p>',
        `<p>Telefon: ${tel('130')}<br>E-Mail: ${mail('ehrenamt@musterstadt.de')}</p>`,
        '<p>Donnerstag 14 bis 18 Uhr und nach Vereinbarung</p>',
      ]),
    ),
  ],
});

const UMWELT = page({
  url: '/leben-wohnen/umwelt',
  title: 'Umwelt & Klima',
  description:
    'Klimaschutz und Naturschutz in Musterstadt: Klimaschutzkonzept, Energieberatung, Förderprogramme, Streuobstwiesen, Stadtwald und Mitmachaktionen.',
  breadcrumbs: [START, LEBEN, { title: 'Umwelt & Klima' }],
  heroImages: hero('schwarzwald-panorama', 'Wälder und Bergwiesen rund um Musterstadt'),
  blocks: [
    main(
      'text',
      text('Natur bewahren, Klima schützen', [
        '<p>Wälder, Bergwiesen und Streuobsthänge prägen Musterstadt – und sie spüren den Klimawandel: Trockene Sommer setzen den Fichten zu, Starkregen lässt Bäche über die Ufer treten. Die Stadt will deshalb bis 2040 klimaneutral werden und gleichzeitig ihre Landschaft für kommende Generationen erhalten.</p>',
        '<p>Grundlage ist das Klimaschutzkonzept, das der Gemeinderat beschlossen hat. Es enthält rund 40 Maßnahmen – von der Photovoltaik auf städtischen Dächern bis zur Beratung für Hauseigentümerinnen und Hauseigentümer.</p>',
      ]),
    ),
    main(
      'text',
      text('Was die Stadt tut', [
        '<ul>',
        '<li><strong>Sonnenstrom:</strong> Photovoltaikanlagen auf Schulen, Kindergärten und dem Bauhof; die sanierte Grundschule Hallwangen braucht dank Solaranlage und Wärmepumpe nur noch halb so viel Energie wie vorher.</li>',
        '<li><strong>Wärme:</strong> Die Stadtwerke betreiben das Nahwärmenetz im Baugebiet Sonnenhalde. Mit der kommunalen Wärmeplanung prüft die Stadt, wo weitere Wärmenetze sinnvoll sind.</li>',
        '<li><strong>Straßenbeleuchtung:</strong> Der größte Teil der Straßenlaternen ist bereits auf sparsame LED-Leuchten umgestellt, der Rest folgt bis Ende nächsten Jahres.</li>',
        '<li><strong>Mobilität:</strong> Ladesäulen für Elektroautos am Marktplatz und am Bahnhof, sichere Fahrradabstellanlagen und ein Fuß- und Radweg vom Bahnhof ins Gewerbegebiet.</li>',
        '</ul>',
      ]),
    ),
    main(
      'text',
      text('Förderung und Beratung', [
        '<p><strong>Streuobstwiesen:</strong> Die Stadt fördert die Neupflanzung von Hochstämmen regionaler Sorten mit 30 Euro je Baum und den fachgerechten Erziehungs- und Erhaltungsschnitt mit 15 Euro je Baum – bis zu 600 Euro pro Antragsteller und Jahr. Der Obst- und Gartenbauverein bietet begleitend Schnittkurse an.</p>',
        '<p><strong>Energieberatung:</strong> Die Energieagentur des Landkreises berät Sie kostenlos und unabhängig zu Sanierung, Heizungstausch, Photovoltaik und Fördermitteln – jeden ersten Donnerstag im Monat von 14 bis 18 Uhr im Technischen Rathaus. Bitte vereinbaren Sie einen Termin beim Umweltamt.</p>',
        `<p>Wer einen größeren Baum fällen möchte, braucht unter Umständen eine Genehmigung: ${link('/wegweiser/leistungen/baumfaellung-genehmigen', 'Baumfällung genehmigen lassen')}.</p>`,
      ]),
    ),
    main(
      'text',
      text('Mitmachen', [
        '<ul>',
        '<li><strong>Aktionstag „Saubere Landschaft“:</strong> Einmal im Jahr befreien Vereine, Schulklassen und Familien Wälder, Bachläufe und Wege vom Müll. Handschuhe, Zangen und Säcke stellt der Bauhof.</li>',
        '<li><strong>Baumpflanzaktion:</strong> Rund 90 Freiwillige haben am Lindenbuckel 120 Traubeneichen, Bergahorne, Weißtannen und Elsbeeren gepflanzt. Die Aktion wird im nächsten Jahr wiederholt.</li>',
        '<li><strong>Repair-Café:</strong> Reparieren statt wegwerfen – jeden zweiten Samstag im Monat von 14 bis 17 Uhr im Jugendhaus.</li>',
        '</ul>',
        `<p>Abfuhrtermine, Wertstoffhof und Tipps zur Abfallvermeidung finden Sie im ${link('/abfall', 'Abfallkalender')}; Termine der Aktionen im ${link('/veranstaltungen', 'Veranstaltungskalender')}.</p>`,
      ]),
    ),
    sidebar(
      'text',
      text('Umweltamt', [
        '<p>Klimaschutzmanagement<br>Lena Haberer<br>Technisches Rathaus, Bahnhofstraße 12</p>',
        `<p>Telefon: ${tel('325')}<br>E-Mail: ${mail('umwelt@musterstadt.de')}</p>`,
        '<p>Hier erhalten Sie auch die Anträge für die Streuobstförderung und Termine für die Energieberatung.</p>',
      ]),
    ),
  ],
});

/* ------------------------------------------------------------------ Freizeit & Tourismus */

const WANDERN = page({
  url: '/freizeit-tourismus/wandern',
  title: 'Wandern',
  description:
    'Wandern rund um Musterstadt: drei Premiumwege, der Westweg, 120 Kilometer markierte Wege, geführte Touren, Wanderkarte und Tipps für unterwegs.',
  breadcrumbs: [START, FREIZEIT, { title: 'Wandern' }],
  heroImages: hero('wanderweg', 'Wegweiser des Schwarzwaldvereins im Tannenwald', 'Jonas Feger'),
  blocks: [
    main(
      'text',
      text('Wanderparadies Sulzbachtal', [
        '<p>Rund 120 Kilometer markierte Wanderwege durchziehen die Gemarkung von Musterstadt – durch Tannenwälder und Bachtäler, über Bergwiesen und zu Aussichtspunkten, von denen man bei klarem Wetter bis zu den Vogesen sieht. Die Ortsgruppe des Schwarzwaldvereins pflegt die Wege und hat erst kürzlich die Wegweiser rund um den Kienberg erneuert.</p>',
        '<p>Drei Premiumwanderwege beginnen direkt am Marktplatz, und oberhalb der Stadt führt der Westweg vorbei, einer der bekanntesten Fernwanderwege Deutschlands.</p>',
      ]),
    ),
    main(
      'text',
      text('Die drei Premiumwege', [
        '<h3>Genießerpfad Hallwanger Streuobstrunde</h3>',
        '<p>7,8 Kilometer, etwa 2,5 Stunden, 190 Höhenmeter. Der gemütliche Rundweg führt durch Streuobstwiesen nach Hallwangen und zurück ins Tal. Unterwegs laden Bänke und ein Hofladen zur Pause ein – ideal für Familien und den Nachmittag.</p>',
        '<h3>Sulzbachsteig</h3>',
        `<p>11,5 Kilometer, etwa 3,5 Stunden, 320 Höhenmeter. Entlang des Sulzbachs geht es über Stege und schmale Pfade bis nach Aach und über die Höhe zurück. Ein Zustieg ist auch am Parkplatz des ${BARFUSSPARK.name}s am Kurpark möglich.</p>`,
        '<h3>Gipfeltour Sommerberg</h3>',
        '<p>16 Kilometer, etwa 5 Stunden, 620 Höhenmeter. Die anspruchsvolle Tour führt über den Kienbergblick mit Einkehr in der Hütte zum Gipfel des Sommerbergs und trifft dort auf den Westweg. Trittsicherheit und festes Schuhwerk sind erforderlich.</p>',
      ]),
    ),
    main(
      'text',
      text('Geführt unterwegs', [
        '<p>Die Ortsgruppe des Schwarzwaldvereins lädt jeden Monat zu einer geführten Wanderung ein; Gäste sind herzlich willkommen, eine Anmeldung ist meist nicht nötig. Dazu kommen Kräuterwanderungen im Frühling, Fotowanderungen im Herbst und der Nachtwächterrundgang durch die Altstadt.</p>',
        `<p>Alle Termine stehen im ${link('/veranstaltungen', 'Veranstaltungskalender')}. Wer bei den Arbeitseinsätzen an den Wegen mithelfen möchte, trifft die Ortsgruppe jeden ersten Dienstag im Monat im Gasthaus Hirschen.</p>`,
      ]),
    ),
    main(
      'text',
      text('Gut vorbereitet', [
        '<ul>',
        '<li><strong>Wanderkarte:</strong> Die Karte „Rund um Musterstadt“ im Maßstab 1:25.000 mit allen Wegen und Einkehrmöglichkeiten gibt es für 7 Euro in der Tourist-Information; Übernachtungsgäste erhalten sie kostenlos.</li>',
        '<li><strong>Anreise:</strong> Mit der Gästekarte fahren Sie Bus und Bahn in der Region kostenlos. Wanderparkplätze gibt es am Kurpark und am Sommerberg (höchstens 5 Euro für 3 Stunden).</li>',
        '<li><strong>Sicherheit:</strong> Im Notfall wählen Sie die 112. Die Rettungspunkte an den Wegen sind beschildert – nennen Sie bei einem Notruf die Nummer des nächsten Rettungspunkts.</li>',
        '<li><strong>Rücksicht:</strong> Bitte bleiben Sie auf den Wegen, nehmen Sie Ihren Abfall wieder mit und leinen Sie Hunde in der Brut- und Setzzeit an.</li>',
        '</ul>',
        `<p>Barfuß unterwegs? Dann ist der ${link('/barfusspark', BARFUSSPARK.name)} im Kurpark das richtige Ziel. Passende Gastgeber für Ihren Wanderurlaub finden Sie unter ${link('/gaeste/unterkuenfte', 'Unterkünfte')}.</p>`,
      ]),
    ),
    TOURISTINFO_KONTAKT,
  ],
});

const VEREINE = page({
  url: '/freizeit-tourismus/vereine',
  title: 'Vereine',
  description: 'Mehr als 60 Vereine in Musterstadt, Hallwangen und Aach: Musik, Sport, Natur, Heimat und Soziales – mit Vereinsförderung und Ansprechpartnern.',
  breadcrumbs: [START, FREIZEIT, { title: 'Vereine' }],
  heroImages: hero('stadtkapelle', 'Die Stadtkapelle beim Herbstkonzert', 'Stadtkapelle Musterstadt e. V.'),
  blocks: [
    main(
      'text',
      text('Vereinsleben mit Tradition', [
        '<p>Mehr als 60 Vereine gibt es in Musterstadt, Hallwangen und Aach – manche seit über 170 Jahren. Sie gestalten Feste und Konzerte, trainieren Kinder und Jugendliche, pflegen Wanderwege und Streuobstwiesen und sind für viele Neubürgerinnen und Neubürger der beste Weg, in der Stadt anzukommen. Beim Stadtfest bewirten jedes Jahr mehr als 25 Vereine die Gäste.</p>',
      ]),
    ),
    main(
      'text',
      text('Eine Auswahl', [
        '<h3>Musik und Gesang</h3>',
        '<ul>',
        '<li><strong>Stadtkapelle Musterstadt</strong> – seit 1849, 58 Aktive zwischen 11 und 79 Jahren, Jugendorchester und Bläserklasse; Schnupperproben jederzeit</li>',
        '<li><strong>Gesangverein Liederkranz 1848</strong> – Männerchor, Probe dienstags um 20 Uhr in der Stadthalle</li>',
        '<li><strong>Trachtengruppe Musterstadt</strong> – Volkstanz und Brauchtum, Probe donnerstags im Gasthaus „Zum Hirschen“</li>',
        '</ul>',
        '<h3>Sport</h3>',
        '<ul>',
        '<li><strong>Turnverein Musterstadt</strong> – vom Kinderturnen bis zur Seniorengymnastik, Lauftreff mittwochs und der Kienberglauf</li>',
        '<li><strong>DLRG-Ortsgruppe</strong> – Schwimmkurse und Rettungsschwimmen im Freibad</li>',
        '</ul>',
        '<h3>Natur und Heimat</h3>',
        '<ul>',
        '<li><strong>Schwarzwaldverein, Ortsgruppe Musterstadt</strong> – geführte Wanderungen und Pflege von rund 120 Kilometern Wanderwegen</li>',
        '<li><strong>Obst- und Gartenbauverein</strong> – Schnittkurse, Streuobstwiese am Sonnenhang und Mostfest</li>',
        '<li><strong>Heimatverein</strong> – Stadtgeschichte, Heimatmuseum und das Floßmodell der Flößerei-Ausstellung</li>',
        '</ul>',
        '<h3>Helfen und Miteinander</h3>',
        '<ul>',
        '<li><strong>DRK-Ortsverein</strong> – Blutspende, Sanitätsdienst und Erste-Hilfe-Kurse</li>',
        '<li><strong>Landjugend Musterstadt</strong> – Altkleidersammlung, Maibaumstellen und Feste</li>',
        '<li><strong>Förderverein Stadtbücherei</strong> – Lesungen und das Bücher-Tauschregal am Bahnhof</li>',
        '</ul>',
      ]),
    ),
    main('vereinsverzeichnis', { titel: 'Vereinsverzeichnis', formular: '/verein-eintragen', apiCalls: ['vereine'] }),
    main(
      'text',
      text('Mitmachen', [
        `<p>Die meisten Vereine freuen sich über neue Mitglieder und laden zu Schnupperstunden ein. Ihren Verein tragen Sie über das Formular ${link('/verein-eintragen', 'Verein eintragen')} in das Vereinsverzeichnis ein; das Kulturamt prüft die Angaben vorher. Wer sich über den Verein hinaus engagieren möchte, findet Anregungen unter ` +
          `${link('/leben-wohnen/ehrenamt', 'Ehrenamt')}.</p>`,
      ]),
    ),
    main(
      'text',
      text('Service für Vereine', [
        '<ul>',
        `<li><strong>Vereinsförderung:</strong> Zuschüsse für Jugendarbeit, Investitionen und Jubiläen; Anträge für das folgende Jahr bis 30. September – ${link('/wegweiser/leistungen/vereinsfoerderung', 'Vereinsförderung beantragen')}</li>`,
        `<li><strong>Veranstaltungen:</strong> Vereinsfeste, Umzüge und Ausschank melden Sie beim Ordnungsamt an – ${link('/wegweiser/leistungen/veranstaltung-anmelden', 'Veranstaltung anmelden')}</li>`,
        `<li><strong>Räume:</strong> Die Stadthalle am ${ORTE.stadthalle.strasse.replace(/ \d+$/, '')} und die Besprechungsräume im Bürgerhaus stehen Vereinen zu ermäßigten Gebühren zur Verfügung.</li>`,
        `<li><strong>Öffentlichkeit:</strong> Vereinsnachrichten im ${link('/rathaus/amtsblatt', 'Amtsblatt')} (Redaktionsschluss Montag, 12 Uhr), Termine im Veranstaltungskalender und Aushänge am ${link('/leben-wohnen/schwarzes-brett', 'Schwarzen Brett')}</li>`,
        '</ul>',
      ]),
    ),
    sidebar(
      'text',
      text('Vereinsbetreuung', [
        '<p>Haupt- und Personalamt<br>Frank Ketterer<br>Rathaus, Zimmer 2.20</p>',
        `<p>Telefon: ${tel('111')}<br>E-Mail: ${mail('frank.ketterer@musterstadt.de')}</p>`,
        '<p>Vereinsverzeichnis, Vereinsförderung und Ehrungen</p>',
      ]),
    ),
  ],
});

// The club directory: the clubs an editor approved from the club form.
VEREINE.apiCalls.push({ name: 'vereine', endpoint: '/api/cms/vereine', params: { pro_seite: 50 }, options: {} });

/* ------------------------------------------------------------------ Bildung */

const STADTBUECHEREI = page({
  url: '/bildung/stadtbuecherei',
  title: 'Stadtbücherei',
  description: `Die Stadtbücherei Musterstadt in der ${ORTE.stadtbuecherei.strasse}: mehr als 18.000 Medien, Onleihe, Öffnungszeiten, Gebühren, Lesungen und Angebote für Kinder.`,
  breadcrumbs: [START, BILDUNG, { title: 'Stadtbücherei' }],
  heroImages: hero('stadtbuecherei', 'Leseecke in der Stadtbücherei', 'Stadtbücherei Musterstadt'),
  blocks: [
    main(
      'text',
      text('Lesen, hören, spielen, treffen', [
        `<p>Die Stadtbücherei in der ${ORTE.stadtbuecherei.strasse} ist Ausleihe, Lernort und Treffpunkt zugleich. Mehr als 18.000 Medien warten auf Sie: Romane und Sachbücher, Bilderbücher und Comics, Hörbücher und Tonies, Zeitschriften, DVDs, Konsolen- und Brettspiele. Im Lesecafé liegen die Tageszeitungen aus, und an vier Arbeitsplätzen mit WLAN können Sie in Ruhe lernen.</p>`,
        '<p>Über den Onleihe-Verbund „Schwarzwald digital“ leihen Sie außerdem E-Books, E-Audios und digitale Zeitschriften rund um die Uhr auf Smartphone, Tablet oder E-Book-Reader aus – mit Ihrer Ausweisnummer und Ihrem Passwort. Die Titel werden nach Ablauf der Leihfrist automatisch zurückgegeben.</p>',
      ]),
    ),
    main(
      'text',
      text('Öffnungszeiten', [
        '<ul>',
        '<li>Dienstag 10 bis 12 Uhr und 14 bis 18 Uhr</li>',
        '<li>Mittwoch 14 bis 18 Uhr</li>',
        '<li>Donnerstag 14 bis 19 Uhr</li>',
        '<li>Freitag 10 bis 12 Uhr und 14 bis 18 Uhr</li>',
        '<li>Samstag 10 bis 13 Uhr</li>',
        '</ul>',
        '<p>In den Sommerferien gelten verkürzte Öffnungszeiten, die wir im Amtsblatt bekannt geben. Die Rückgabebox am Eingang ist rund um die Uhr zugänglich.</p>',
      ]),
    ),
    main(
      'text',
      text('Ausleihe und Gebühren', [
        '<ul>',
        '<li>Jahresausweis für Erwachsene: 15 Euro</li>',
        '<li>Kinder, Jugendliche, Schülerinnen, Schüler und Studierende: kostenlos</li>',
        '<li>Mit der Ehrenamtskarte: 7,50 Euro</li>',
        '<li>Leihfrist: vier Wochen, für DVDs und Spiele zwei Wochen; zweimal verlängern ist möglich, wenn keine Vormerkung vorliegt</li>',
        '<li>Versäumnisgebühr: 0,50 Euro je Medium und angefangene Woche</li>',
        '</ul>',
        '<p>Zur Anmeldung bringen Sie bitte Ihren Personalausweis mit; Kinder und Jugendliche unter 18 Jahren brauchen die Unterschrift eines Elternteils. Neubürgerinnen und Neubürger finden in ihrer Willkommensmappe einen Gutschein für den ersten Jahresausweis.</p>',
      ]),
    ),
    main(
      'text',
      text('Veranstaltungen und Angebote', [
        '<ul>',
        '<li><strong>Vorlesestunde</strong> für Kinder ab vier Jahren jeden Freitag um 15.30 Uhr, einmal im Monat als Bilderbuchkino</li>',
        '<li><strong>Sommerleseclub</strong> für Schulkinder in den Sommerferien – wer drei Bücher liest, bekommt eine Urkunde</li>',
        '<li><strong>Lesungen</strong> mit Autorinnen und Autoren aus der Region; mit Leseausweis zahlen Sie ermäßigten Eintritt</li>',
        '<li><strong>Digitalsprechstunde</strong> jeden Mittwoch von 15 bis 17 Uhr – Hilfe bei Onleihe, Smartphone und Tablet</li>',
        '<li><strong>Klassenführungen</strong> und Bücherkisten für Kindergärten und Schulen nach Vereinbarung</li>',
        '<li><strong>Medienbringdienst</strong> für Menschen, die nicht mehr selbst in die Bücherei kommen können</li>',
        '</ul>',
        `<p>Termine finden Sie im ${link('/veranstaltungen', 'Veranstaltungskalender')}. Der Förderverein der Stadtbücherei unterstützt Lesungen und Anschaffungen und betreut das Bücher-Tauschregal am Bahnhof.</p>`,
      ]),
    ),
    sidebar(
      'text',
      text('Stadtbücherei Musterstadt', [
        `<p>${ORTE.stadtbuecherei.strasse}<br>79999 Musterstadt</p>`,
        '<p>Leitung: Stefanie Rombach</p>',
        `<p>Telefon: ${tel('570')}<br>E-Mail: ${mail('stadtbuecherei@musterstadt.de')}</p>`,
        '<p>Bushaltestelle „Schulzentrum“</p>',
      ]),
    ),
  ],
});

const VOLKSHOCHSCHULE = page({
  url: '/bildung/volkshochschule',
  title: 'Volkshochschule',
  description:
    'Die Volkshochschule Musterstadt: Kurse in Sprachen, Gesundheit, Beruf und Kultur, Anmeldung, Ermäßigungen und die Geschäftsstelle im Bürgerhaus.',
  breadcrumbs: [START, BILDUNG, { title: 'Volkshochschule' }],
  heroImages: hero('werkstatt', 'Werkstattkurs in der Werkrealschule'),
  blocks: [
    main(
      'text',
      text('Bildung für alle', [
        '<p>Rund 250 Kurse, Vorträge und Exkursionen bietet die Volkshochschule Musterstadt jedes Jahr an – vormittags, abends und am Wochenende, für Einsteigerinnen ebenso wie für Fortgeschrittene. Unterrichtet wird in kleinen Gruppen im Bürgerhaus, im Schulzentrum und in der Lehrküche der Werkrealschule.</p>',
        '<p>Das Programm erscheint zweimal im Jahr: das Frühjahrssemester von Februar bis Juli und das Herbstsemester von September bis Januar. Das Programmheft liegt dem Amtsblatt bei und ist im Bürgerhaus, im Rathaus und in der Stadtbücherei erhältlich.</p>',
      ]),
    ),
    main(
      'text',
      text('Unsere Programmbereiche', [
        '<ul>',
        '<li><strong>Sprachen:</strong> Englisch, Französisch, Italienisch und Spanisch auf allen Stufen; Französisch für die Begegnungen mit unserer Partnergemeinde Saint-Aubin-des-Prés; Deutsch als Zweitsprache</li>',
        '<li><strong>Gesundheit:</strong> Yoga, Rückenfit, Pilates, Entspannung, Gedächtnistraining und Kochkurse</li>',
        '<li><strong>Beruf und Digitales:</strong> Tabellenkalkulation, Bildbearbeitung, sicher im Internet, Smartphone-Kurse für Seniorinnen und Senioren</li>',
        '<li><strong>Kultur und Kreatives:</strong> Malen, Fotografie, Töpfern, Holzwerkstatt, Stadtgeschichte und Exkursionen in die Region</li>',
        '<li><strong>Junge VHS:</strong> Ferienkurse, Prüfungsvorbereitung und Nachhilfe in Mathematik und Englisch</li>',
        '</ul>',
      ]),
    ),
    main(
      'text',
      text('Anmeldung und Gebühren', [
        '<p>Sie melden sich telefonisch, per E-Mail oder persönlich in der Geschäftsstelle an. Ihre Anmeldung ist verbindlich, sobald Sie die Bestätigung erhalten haben. Die Kursgebühr wird per Lastschrift eingezogen.</p>',
        '<ul>',
        '<li>Abmelden können Sie sich kostenfrei bis sieben Tage vor Kursbeginn, danach wird die volle Gebühr fällig – es sei denn, Sie nennen eine Ersatzperson.</li>',
        '<li>Schülerinnen und Schüler, Auszubildende, Studierende, Menschen im Freiwilligendienst und Inhaberinnen und Inhaber der Ehrenamtskarte erhalten 25 Prozent Ermäßigung.</li>',
        '<li>Kommt ein Kurs mangels Anmeldungen nicht zustande, erstatten wir bereits gezahlte Gebühren vollständig.</li>',
        '</ul>',
        '<p>Viele Kurse im Bereich Beruf und Digitales sind als Bildungszeit nach dem Bildungszeitgesetz Baden-Württemberg anerkannt.</p>',
      ]),
    ),
    main(
      'text',
      text('Kursleitung gesucht', [
        '<p>Sie haben Fachwissen und Freude daran, es weiterzugeben? Wir suchen laufend Kursleiterinnen und Kursleiter, besonders für Sprachen und Digitales. Melden Sie sich gern bei der Leitung der Volkshochschule.</p>',
        `<p>Weitere Bildungsangebote in Musterstadt finden Sie in der Übersicht ${link('/bildung', 'Bildung')}.</p>`,
      ]),
    ),
    sidebar(
      'text',
      text('Geschäftsstelle', [
        '<p>Volkshochschule Musterstadt<br>Bürgerhaus, 1. Obergeschoss<br>Kirchgasse 3, 79999 Musterstadt</p>',
        '<p>Leitung: Dr. Annette Vögele</p>',
        `<p>Telefon: ${tel('580')}<br>E-Mail: ${mail('vhs@musterstadt.de')}</p>`,
        '<p>Montag bis Freitag 9 bis 12 Uhr, Donnerstag auch 14 bis 17 Uhr</p>',
      ]),
    ),
  ],
});

/** The section overviews and content pages behind the main menu and the footer quick links. */
export const BEREICH_SEITEN: PageSeed[] = [
  RATHAUS_UEBERSICHT,
  GEMEINDERAT,
  AMTSBLATT,
  BREITBAND,
  KINDERBETREUUNG,
  SENIOREN,
  EHRENAMT,
  UMWELT,
  FREIZEIT_UEBERSICHT,
  WANDERN,
  VEREINE,
  BILDUNG_UEBERSICHT,
  STADTBUECHEREI,
  VOLKSHOCHSCHULE,
];
