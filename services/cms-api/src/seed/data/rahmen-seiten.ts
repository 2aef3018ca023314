import { media } from '../../content/media';
import type { Block, Breadcrumb } from '../../core/types';
import type { PageSeed } from './seiten';
import { BARFUSSPARK, ORTE, OEFFNUNGSZEITEN, STADT as FAKTEN, einwohnerText, telefon, telefonLink } from './stadt';

/** Pages linked from the town chrome: guests, business, Leichte Sprache, sign language, operating help. */

const STADT = `Stadt ${FAKTEN.name}`;
const TOURISMUS = 'Tourist-Information Musterstadt';
const START: Breadcrumb = { title: 'Startseite', url: '/' };
const GAESTE: Breadcrumb = { title: 'Gäste', url: '/gaeste/' };
const WIRTSCHAFT: Breadcrumb = { title: 'Wirtschaft & Gewerbe', url: '/wirtschaft' };

const main = (template: string, context: Block['context'] = {}): Block => ({ template, slot: 'main', context, options: {} });
const sidebar = (template: string, context: Block['context'] = {}): Block => ({ template, slot: 'sidebar', context, options: {} });
const text = (titel: string, html: string[]): Block['context'] => ({ titel, text: html.join('') });

export const RAHMEN_SEITEN: PageSeed[] = [
  {
    url: '/gaeste',
    layout: 'gaeste',
    theme: 'default',
    title: 'Willkommen, liebe Gäste',
    description: 'Urlaub in Musterstadt im Schwarzwald: Wandern, Mountainbiken, Barfußpark, Fachwerk-Altstadt, Unterkünfte und Veranstaltungen.',
    breadcrumbs: [START, { title: 'Gäste' }],
    heroImages: [
      { bild: media('mountainbike'), bildtext: 'Mountainbiker auf dem Sommerberg-Trail', bildcopyright: TOURISMUS },
      { bild: media('fachwerk-altstadt'), bildtext: 'Fachwerkhäuser in der Kirchstraße', bildcopyright: 'Lena Vogt' },
      { bild: media('wanderweg'), bildtext: 'Wegweiser am Westweg', bildcopyright: 'Jonas Feger' },
      { bild: media('barfusspark'), bildtext: 'Barfußpfad im Barfußpark', bildcopyright: TOURISMUS },
      { bild: media('freibad'), bildtext: 'Das Freibad im Sommer', bildcopyright: STADT },
    ],
    blocks: [
      main('text', {
        text:
          `<p>Schön, dass Sie da sind! Musterstadt liegt auf ${FAKTEN.hoeheMeter} Metern Höhe im Tal des Sulzbachs, umgeben von Tannenwäldern und Bergwiesen. Hier beginnen drei Premiumwanderwege, der Flowtrail am Sommerberg und der ${BARFUSSPARK.name} im Kurpark – und nach einem Tag draußen wartet die Altstadt mit Fachwerk, Cafés und Schwarzwälder Küche.</p>` +
          '<p>Mit der Gästekarte, die Sie bei Ihrer Gastgeberin oder Ihrem Gastgeber erhalten, fahren Sie Bus und Bahn in der ganzen Region kostenlos und bekommen Ermäßigungen im Freibad, in den Museen und bei vielen Führungen.</p>',
      }),
      main('portal', { apiCalls: ['gaeste'] }),
    ],
    apiCalls: [{ name: 'gaeste', endpoint: '/api/cms/portal/gaeste', params: {}, options: {} }],
  },
  {
    url: '/gaeste/unterkuenfte',
    layout: 'gaeste',
    theme: 'default',
    title: 'Unterkünfte',
    description: 'Hotels, Gasthöfe, Ferienwohnungen und Camping in Musterstadt im Schwarzwald – mit Kontakt und Zimmervermittlung der Tourist-Information.',
    breadcrumbs: [START, GAESTE, { title: 'Unterkünfte' }],
    heroImages: [{ bild: media('fachwerk-altstadt'), bildtext: 'Fachwerkhäuser in der Kirchstraße', bildcopyright: 'Lena Vogt' }],
    blocks: [
      main('text', {
        text: '<p>Rund 640 Gästebetten bietet Musterstadt in Hotels, Gasthöfen, Ferienwohnungen und auf Bauernhöfen. Viele Gastgeber sind mit den Sternen des Deutschen Tourismusverbandes klassifiziert, mehrere Betriebe sind als „Wanderbares Deutschland“- und „Bett+Bike“-Gastgeber zertifiziert.</p>',
      }),
      main(
        'text',
        text('Hotels und Gasthöfe', [
          '<ul>',
          '<li><strong>Hotel Sonne am Marktplatz</strong> – 24 Zimmer, Restaurant mit regionaler Küche, Marktplatz 6, Telefon 07999 4410</li>',
          '<li><strong>Gasthof Adler</strong> – 14 Zimmer, Schwarzwälder Stube, Hauptstraße 31, Telefon 07999 2287</li>',
          '<li><strong>Landhotel Sommerberg</strong> – 32 Zimmer, Sauna und Hallenbad, direkt am Waldrand, Sommerbergweg 2, Telefon 07999 9100</li>',
          '</ul>',
        ]),
      ),
      main(
        'text',
        text('Ferienwohnungen und Ferienhöfe', [
          '<p>Über 50 Ferienwohnungen in der Altstadt, in Hallwangen und Aach sowie vier Ferienhöfe mit Tieren zum Anfassen. Die Tourist-Information sendet Ihnen das aktuelle Gastgeberverzeichnis gern kostenlos zu.</p>',
        ]),
      ),
      main(
        'text',
        text('Camping und Wohnmobile', [
          '<p>Der Campingplatz Sulzbachtal (geöffnet April bis Oktober) liegt 800 Meter vom Ortskern entfernt. Wohnmobile stehen auf dem Stellplatz am Freibad mit Strom- und Wasseranschluss; die Gebühr beträgt 12 € pro Nacht.</p>',
        ]),
      ),
      sidebar(
        'text',
        text('Zimmervermittlung', [
          `<p>Sie suchen eine freie Unterkunft? Die Tourist-Information hilft Ihnen bei der Suche – telefonisch unter ${telefonLink('touristinfo')} oder per E-Mail an <a href="mailto:tourismus@musterstadt.de">tourismus@musterstadt.de</a>.</p>`,
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/wirtschaft',
    layout: 'wirtschaft',
    theme: 'default',
    title: 'Wirtschaft & Gewerbe',
    description: 'Wirtschaftsstandort Musterstadt: Gewerbeflächen, Gründungsberatung, Fachkräfte und die Ansprechpartner der Wirtschaftsförderung.',
    breadcrumbs: [START, { title: 'Wirtschaft & Gewerbe' }],
    heroImages: [{ bild: media('marktplatz'), bildtext: 'Einzelhandel und Gastronomie am Marktplatz', bildcopyright: 'Sabine Wagner' }],
    blocks: [
      main('text', {
        text: '<p>Rund 420 Betriebe mit mehr als 3.100 Beschäftigten haben ihren Sitz in Musterstadt – vom Präzisionsteile-Hersteller mit 600 Mitarbeitenden bis zum Handwerksbetrieb in dritter Generation. Die Wirtschaftsförderung der Stadt begleitet Unternehmen bei Ansiedlung, Erweiterung und Nachfolge.</p>',
      }),
      main(
        'text',
        text('Was wir für Sie tun', [
          '<ul>',
          '<li>Vermittlung von Gewerbeflächen und leer stehenden Ladenlokalen</li>',
          '<li>Lotsendienst durch Genehmigungsverfahren im Rathaus und beim Landratsamt</li>',
          '<li>Gründungsberatung gemeinsam mit der IHK und der Handwerkskammer</li>',
          '<li>Unternehmerfrühstück und Ausbildungsmesse „Zukunft im Tal“ jeden Herbst</li>',
          '</ul>',
        ]),
      ),
      sidebar(
        'text',
        text('Wirtschaftsförderung', [
          '<p>Daniel Haas<br>Rathaus, Zimmer 205</p>',
          `<p>Telefon: ${telefonLink('wirtschaft')}<br>E-Mail: <a href="mailto:wirtschaft@musterstadt.de">wirtschaft@musterstadt.de</a></p>`,
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/wirtschaft/gewerbeflaechen',
    layout: 'wirtschaft',
    theme: 'default',
    title: 'Gewerbeflächen',
    description: 'Freie Gewerbeflächen in Musterstadt: Gewerbegebiet Sulzbachtal-Ost und Hallwangen-Süd, Preise, Erschließung und Ansprechpartner.',
    breadcrumbs: [START, WIRTSCHAFT, { title: 'Gewerbeflächen' }],
    heroImages: [],
    blocks: [
      main(
        'text',
        text('Gewerbegebiet Sulzbachtal-Ost', [
          '<p>Voll erschlossene Grundstücke zwischen 1.500 und 12.000 Quadratmetern, direkter Anschluss an die B 33, Glasfaser bis ins Gebäude. Kaufpreis 89 € pro Quadratmeter einschließlich Erschließung. Derzeit sind noch 4,2 Hektar frei.</p>',
        ]),
      ),
      main(
        'text',
        text('Gewerbegebiet Hallwangen-Süd', [
          '<p>Kleinteilige Flächen ab 800 Quadratmetern für Handwerk und Dienstleistung, Mischgebiet am Ortsrand. Kaufpreis 74 € pro Quadratmeter. Der Bebauungsplan „Hallwangen-Süd II“ ist seit Frühjahr rechtskräftig.</p>',
        ]),
      ),
      sidebar(
        'text',
        text('Ansprechpartner', [
          '<p>Daniel Haas, Wirtschaftsförderung<br>Telefon: <a href="tel:+497999123250">07999 123-250</a><br>E-Mail: <a href="mailto:wirtschaft@musterstadt.de">wirtschaft@musterstadt.de</a></p>',
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/leichte-sprache',
    layout: 'wide',
    theme: 'default',
    title: 'Leichte Sprache',
    description: 'Informationen über die Stadt Musterstadt und ihre Internet-Seite in Leichter Sprache.',
    breadcrumbs: [START, { title: 'Leichte Sprache' }],
    heroImages: [],
    blocks: [
      main('text', {
        text:
          '<p>Willkommen auf der Internet-Seite von Musterstadt.</p>' +
          '<p>Hier erklären wir in Leichter Sprache: Was steht auf dieser Internet-Seite? Und wie können Sie die Seite benutzen?</p>',
      }),
      main(
        'text',
        text('Musterstadt', [
          '<p>Musterstadt ist eine kleine Stadt.</p>',
          '<p>Musterstadt liegt im Schwarz-Wald.</p>',
          `<p>In Musterstadt wohnen ungefähr ${einwohnerText().replace('rund ', '')} Menschen.</p>`,
          '<p>Die Chefin von der Stadt heißt Katrin Albrecht. Sie ist die Bürger-Meisterin.</p>',
        ]),
      ),
      main(
        'text',
        text('Das Rathaus', [
          '<p>Im Rathaus arbeiten viele Menschen für die Stadt.</p>',
          '<p>Dort bekommen Sie zum Beispiel einen neuen Ausweis.</p>',
          '<p>Das Rathaus ist am Markt-Platz 1.</p>',
          '<p>Das Rathaus hat von Montag bis Freitag am Vormittag offen. Von 8 Uhr bis 12 Uhr.</p>',
          '<p>Am Dienstag hat das Rathaus auch am Nachmittag offen. Von 14 Uhr bis 16 Uhr.</p>',
          '<p>Am Donnerstag hat das Rathaus auch am Nachmittag offen. Von 14 Uhr bis 18:30 Uhr.</p>',
          '<p>Sie können auch anrufen. Die Telefon-Nummer ist: 07999 123-0</p>',
        ]),
      ),
      main(
        'text',
        text('Was steht auf dieser Internet-Seite?', [
          '<ul>',
          '<li>Neuigkeiten aus der Stadt</li>',
          '<li>Termine für Feste und Veranstaltungen</li>',
          '<li>Wer im Rathaus für was zuständig ist</li>',
          '<li>Informationen für Urlaubs-Gäste</li>',
          '</ul>',
        ]),
      ),
      main(
        'text',
        text('Haben Sie ein Problem mit der Internet-Seite?', [
          '<p>Dann schreiben Sie uns eine E-Mail.</p>',
          '<p>Die E-Mail-Adresse ist: <a href="mailto:barrierefreiheit@musterstadt.de">barrierefreiheit@musterstadt.de</a></p>',
          '<p>Wir helfen Ihnen gern.</p>',
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/gebaerdensprache',
    layout: 'wide',
    theme: 'default',
    title: 'Gebärdensprache',
    description: 'Informationen der Stadt Musterstadt für gehörlose und schwerhörige Menschen: Kontakt, Gebärdensprach-Dolmetschen und Termine im Rathaus.',
    breadcrumbs: [START, { title: 'Gebärdensprache' }],
    heroImages: [],
    blocks: [
      main('text', {
        text: '<p>Die Stadtverwaltung Musterstadt möchte für alle Menschen gut erreichbar sein – auch für gehörlose und schwerhörige Bürgerinnen und Bürger. Auf dieser Seite finden Sie, wie Sie mit uns in Kontakt treten und wie wir Gespräche in Deutscher Gebärdensprache (DGS) ermöglichen.</p>',
      }),
      main(
        'text',
        text('Kontakt ohne Telefon', [
          '<ul>',
          '<li>E-Mail an <a href="mailto:info@musterstadt.de">info@musterstadt.de</a> – wir antworten in der Regel innerhalb von zwei Werktagen.</li>',
          `<li>Per Video-Telefonat in Gebärdensprache über einen Vermittlungsdienst für gehörlose Menschen: Wählen Sie dort unsere Zentrale ${telefon('zentrale')}.</li>`,
          `<li>Telefax an ${telefon('telefax')}.</li>`,
          '</ul>',
        ]),
      ),
      main(
        'text',
        text('Termine mit Gebärdensprach-Dolmetschung', [
          '<p>Für Ihren Termin im Rathaus – zum Beispiel beim Standesamt, im Bürgerbüro oder beim Bauamt – bestellen wir auf Wunsch eine Gebärdensprach-Dolmetscherin oder einen Gebärdensprach-Dolmetscher. Die Kosten übernimmt die Stadt. Bitte melden Sie den Termin mindestens eine Woche vorher an.</p>',
          '<p>Öffentliche Sitzungen des Gemeinderats werden auf Anfrage ebenfalls gedolmetscht. Im großen Sitzungssaal ist außerdem eine induktive Höranlage eingebaut.</p>',
        ]),
      ),
      main(
        'text',
        text('Beratung im Rathaus', [
          '<p>Der Beratungsdienst für hörgeschädigte Menschen des Landkreises hält jeden ersten Dienstag im Monat von 14 bis 16 Uhr eine Sprechstunde im Rathaus (Zimmer 012). Die Beraterin gebärdet selbst; sie hilft bei Anträgen, Schriftverkehr mit Behörden und der Suche nach Dolmetscherinnen und Dolmetschern.</p>',
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/bedienungshilfe',
    layout: 'wide',
    theme: 'default',
    title: 'Hilfe zur Bedienung',
    description: 'So bedienen Sie die Website der Stadt Musterstadt: Tastatur, Vergrößerung, Suche, Menü und Vorlesen.',
    breadcrumbs: [START, { title: 'Hilfe zur Bedienung' }],
    heroImages: [],
    blocks: [
      main('text', {
        text: '<p>Diese Website ist so gebaut, dass Sie sie mit der Maus, mit der Tastatur, auf dem Smartphone und mit einem Bildschirmleser bedienen können – auch dann, wenn JavaScript in Ihrem Browser ausgeschaltet ist.</p>',
      }),
      main(
        'text',
        text('Bedienung mit der Tastatur', [
          '<ul>',
          '<li>Mit der Tabulatortaste springen Sie von Link zu Link, mit Umschalt und Tabulator zurück.</li>',
          '<li>Der erste Link jeder Seite, „Zum Inhalt springen“, führt direkt zum Hauptinhalt.</li>',
          '<li>Menü und Suche öffnen Sie mit der Eingabetaste; die Escape-Taste schließt beide wieder.</li>',
          '<li>Bildergalerien und Karussells halten an, sobald Sie mit der Tastatur hineinspringen. Mit der Schaltfläche „Automatischen Bildwechsel anhalten“ stoppen Sie den Bildwechsel dauerhaft.</li>',
          '</ul>',
        ]),
      ),
      main(
        'text',
        text('Schrift vergrößern', [
          '<p>Halten Sie die Taste Strg (am Mac: cmd) gedrückt und drücken Sie die Plus-Taste, um die Seite zu vergrößern, oder die Minus-Taste, um sie zu verkleinern. Strg und 0 stellt die ursprüngliche Größe wieder her. Die Seite passt sich der Vergrößerung an, ohne dass Sie seitlich scrollen müssen.</p>',
        ]),
      ),
      main(
        'text',
        text('Suchen', [
          '<p>Die Suche öffnen Sie über „Suche“ oben rechts. Unter „Häufig gesucht“ finden Sie Begriffe, nach denen viele Besucherinnen und Besucher suchen. Eine weitere Suche gibt es am Ende jeder Seite.</p>',
        ]),
      ),
      main(
        'text',
        text('Bewegung reduzieren', [
          '<p>Wenn Sie in Ihrem Betriebssystem „Bewegung reduzieren“ eingestellt haben, wechseln die Titelbilder nicht von selbst, und Effekte beim Scrollen sind ausgeschaltet.</p>',
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/kontakt',
    layout: 'default',
    theme: 'default',
    title: 'Kontaktformular',
    description: 'Schreiben Sie der Stadtverwaltung Musterstadt: Fragen, Anregungen und Hinweise über das Kontaktformular – wir antworten so bald wie möglich.',
    breadcrumbs: [START, { title: 'Kontaktformular' }],
    heroImages: [],
    blocks: [
      main('text', {
        text:
          '<p>Sie haben eine Frage an die Stadtverwaltung, eine Anregung oder möchten uns auf etwas hinweisen – etwa auf eine defekte Straßenlaterne oder einen beschädigten Gehweg? Schreiben Sie uns über dieses Formular. Ihre Nachricht geht an das Bürgerbüro im Rathaus, das sie an das zuständige Amt weiterleitet. In der Regel antworten wir innerhalb von drei Werktagen.</p>' +
          '<p>Bitte schicken Sie über dieses Formular keine Anträge mit Fristen und keine vertraulichen Unterlagen. Im Notfall wählen Sie bitte den Notruf <a href="tel:112">112</a>.</p>',
      }),
      main('kontaktformular', { titel: 'Schreiben Sie uns', kontaktEmail: 'info@musterstadt.de', datenschutz: '/datenschutz' }),
      sidebar(
        'text',
        text('Rathaus Musterstadt', [
          '<p>Marktplatz 1<br>79999 Musterstadt</p>',
          '<p>Telefon: <a href="tel:+4979991230">07999 123-0</a><br>E-Mail: <a href="mailto:info@musterstadt.de">info@musterstadt.de</a></p>',
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/fuehrung-anfragen',
    layout: 'default',
    theme: 'default',
    title: 'Stadtführung anfragen',
    description:
      'Fachwerk, Nachtwächter, Barfußpark oder Heimatmuseum: Fragen Sie bei der Tourist-Information Musterstadt eine Führung für Ihre Gruppe an – auf Deutsch, Englisch oder Französisch.',
    breadcrumbs: [START, { title: 'Tourist-Information', url: '/touristinformation' }, { title: 'Stadtführung anfragen' }],
    heroImages: [],
    blocks: [
      main('text', {
        text:
          '<p>Unsere Gästeführerinnen und Gästeführer zeigen Ihrer Gruppe die Fachwerkhäuser am Marktplatz, erzählen beim Nachtwächterrundgang von Bränden, Zünften und Flößern oder führen barfuß über die Stationen des Barfußparks. Führungen gibt es das ganze Jahr, für Gruppen bis 50 Personen, auf Deutsch, Englisch und Französisch.</p>' +
          '<p>Eine Führung kostet 60 € für bis zu 25 Personen, jede weitere Person 3 €. Schulklassen aus Musterstadt werden kostenlos geführt.</p>',
      }),
      main('fuehrung-anfrage', { titel: 'Ihre Anfrage', datenschutz: '/datenschutz' }),
      sidebar(
        'text',
        text('Tourist-Information', [
          `<p>${ORTE.touristinfo.strasse}<br>79999 Musterstadt</p>`,
          `<p>Telefon: ${telefonLink('touristinfo')}<br>E-Mail: <a href="mailto:tourismus@musterstadt.de">tourismus@musterstadt.de</a></p>`,
          `<p>${OEFFNUNGSZEITEN.touristinfo}</p>`,
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/nachbarschaftshilfe',
    layout: 'default',
    theme: 'default',
    title: 'Nachbarschaftshilfe',
    description:
      'Nachbarn helfen Nachbarn in Musterstadt: Bieten Sie Hilfe beim Einkaufen, bei Fahrten oder Telefonbesuchen an – oder bitten Sie um Unterstützung. Das Bürgerbüro bringt Sie zusammen.',
    breadcrumbs: [START, { title: 'Leben & Wohnen', url: '/leben-wohnen' }, { title: 'Nachbarschaftshilfe' }],
    heroImages: [],
    blocks: [
      main('text', {
        text:
          '<p>Seit dem Frühjahr 2020 helfen sich in Musterstadt Nachbarinnen und Nachbarn gegenseitig: Sie kaufen für ältere Menschen ein, holen Medikamente aus der Apotheke, fahren zum Arzt oder rufen regelmäßig an, damit niemand allein bleibt. Was in der Corona-Zeit begann, führt das Bürgerbüro gemeinsam mit dem Seniorenbeirat weiter.</p>' +
          '<p>Ob Sie Hilfe anbieten oder Hilfe brauchen: Tragen Sie sich hier ein. Das Bürgerbüro bringt Menschen aus demselben Ortsteil zusammen und meldet sich telefonisch oder per E-Mail bei Ihnen. Die Hilfe ist ehrenamtlich und kostenlos; Auslagen für Einkäufe werden bar erstattet.</p>',
      }),
      main('nachbarschaftshilfe', { titel: 'Hilfe anbieten oder suchen', datenschutz: '/datenschutz' }),
      sidebar(
        'text',
        text('Bürgerbüro', [
          '<p>Rathaus, Marktplatz 1<br>79999 Musterstadt</p>',
          `<p>Telefon: ${telefonLink('buergerbuero')}<br>E-Mail: <a href="mailto:buergerbuero@musterstadt.de">buergerbuero@musterstadt.de</a></p>`,
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/veranstaltung-melden',
    layout: 'default',
    theme: 'default',
    title: 'Veranstaltung melden',
    description:
      'Konzert, Vereinsfest, Vortrag oder Flohmarkt: Melden Sie Ihre Veranstaltung für den Veranstaltungskalender der Stadt Musterstadt – kostenlos, nach Prüfung durch das Kulturamt.',
    breadcrumbs: [START, { title: 'Veranstaltungen', url: '/veranstaltungen' }, { title: 'Veranstaltung melden' }],
    heroImages: [],
    blocks: [
      main('text', {
        text:
          '<p>Vereine, Kirchengemeinden, Schulen und alle, die in Musterstadt, Hallwangen oder Aach zu einer öffentlichen Veranstaltung einladen, können sie hier für den Veranstaltungskalender melden. Der Eintrag ist kostenlos.</p>' +
          '<p>Das Kulturamt prüft jede Meldung, bevor sie erscheint – in der Regel innerhalb von drei Werktagen. Veranstaltungen mit Ausschank, Umzügen oder Straßensperrungen müssen Sie außerdem beim Ordnungsamt anmelden.</p>',
      }),
      main('veranstaltung-melden', { titel: 'Ihre Veranstaltung', datenschutz: '/datenschutz' }),
      sidebar(
        'text',
        text('Kulturamt', [
          '<p>Rathaus, Marktplatz 1<br>79999 Musterstadt</p>',
          `<p>Telefon: ${telefonLink('kulturamt')}<br>E-Mail: <a href="mailto:kulturamt@musterstadt.de">kulturamt@musterstadt.de</a></p>`,
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/verein-eintragen',
    layout: 'default',
    theme: 'default',
    title: 'Verein eintragen',
    description:
      'Tragen Sie Ihren Verein in das Vereinsverzeichnis der Stadt Musterstadt ein: Angebote, Treffpunkt und Ansprechperson – veröffentlicht nach Prüfung durch das Kulturamt.',
    breadcrumbs: [
      START,
      { title: 'Freizeit & Tourismus', url: '/freizeit-tourismus' },
      { title: 'Vereine', url: '/freizeit-tourismus/vereine' },
      { title: 'Verein eintragen' },
    ],
    heroImages: [],
    blocks: [
      main('text', {
        text:
          '<p>Mehr als 60 Vereine prägen das Leben in Musterstadt. Damit Neubürgerinnen, Gäste und alle, die mitmachen möchten, den passenden Verein finden, führt die Stadt ein Vereinsverzeichnis. Der Eintrag ist kostenlos.</p>' +
          '<p>Das Kulturamt prüft die Angaben, bevor der Verein im Verzeichnis erscheint. Name und Kontaktdaten der Ansprechperson werden veröffentlicht – bitte geben Sie deshalb eine Adresse an, unter der Ihr Verein erreichbar sein möchte.</p>',
      }),
      main('verein-eintragen', { titel: 'Angaben zum Verein', datenschutz: '/datenschutz' }),
      sidebar(
        'text',
        text('Kulturamt', [
          '<p>Rathaus, Marktplatz 1<br>79999 Musterstadt</p>',
          `<p>Telefon: ${telefonLink('kulturamt')}<br>E-Mail: <a href="mailto:kulturamt@musterstadt.de">kulturamt@musterstadt.de</a></p>`,
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/formulare/freigabe',
    layout: 'default',
    theme: 'default',
    title: 'Eintrag freigeben',
    description: 'Freigabe eines über ein Formular gemeldeten Eintrags durch die Stadtverwaltung Musterstadt.',
    breadcrumbs: [START, { title: 'Eintrag freigeben' }],
    heroImages: [],
    blocks: [
      main('text', {
        text:
          '<p>Veranstaltungen für den Veranstaltungskalender, Vereine für das Vereinsverzeichnis, Betriebe für das Branchenbuch und Anzeigen für das Schwarze Brett, die Bürgerinnen, Bürger, Vereine und Betriebe über die Formulare der Website melden, erscheinen erst, wenn eine Mitarbeiterin oder ein Mitarbeiter des zuständigen Amts sie geprüft und freigegeben hat.</p>' +
          '<p>Das Amt erhält jede Meldung per E-Mail mit einem persönlichen Freigabe-Link, der 14 Tage gilt. Diese Seite zeigt, was der Link freigibt; veröffentlicht wird erst mit der Schaltfläche „Jetzt veröffentlichen“.</p>',
      }),
      main('formular-freigabe', { apiCalls: ['freigabe'] }),
    ],
    // The link's token goes to the content API, which only tells the state; publishing is the page's POST.
    apiCalls: [{ name: 'freigabe', endpoint: '/api/formulare/freigabe', params: {}, options: { query: { token: true } } }],
  },
  {
    url: '/schaden-melden',
    layout: 'default',
    theme: 'default',
    title: 'Schaden melden',
    description:
      'Schlagloch, defekte Straßenlaterne, beschädigte Spielgeräte oder wilder Müll: Melden Sie Schäden im öffentlichen Raum direkt dem Bauhof der Stadt Musterstadt – gern mit Foto.',
    breadcrumbs: [START, { title: 'Verwaltung', url: '/verwaltung' }, { title: 'Schaden melden' }],
    heroImages: [],
    blocks: [
      main('text', {
        text:
          `<p>Der Bauhof kümmert sich um 180 Kilometer Straßen und Wege, rund 2.400 Straßenlaternen, 31 Spielplätze und die Grünanlagen in der Kernstadt und den Ortsteilen. Wo etwas kaputt ist, sind wir auf Ihre Hinweise angewiesen.</p>` +
          '<p>Beschreiben Sie kurz, was beschädigt ist, und geben Sie den Ort an: eine Adresse oder einen Punkt auf der Karte. Ein Foto hilft uns, den Schaden einzuschätzen; Ihre Kontaktdaten sind freiwillig. <strong>Bei Gefahr für Leib und Leben rufen Sie bitte sofort 110 oder 112 an.</strong></p>',
      }),
      main('schadensmeldung', { titel: 'Ihre Meldung', datenschutz: '/datenschutz' }),
      sidebar(
        'text',
        text('Bauhof Musterstadt', [
          `<p>${ORTE.bauhof.strasse}<br>79999 Musterstadt</p>`,
          `<p>Telefon: ${telefonLink('bauhof')}<br>E-Mail: <a href="mailto:bauhof@musterstadt.de">bauhof@musterstadt.de</a></p>`,
          '<p>Montag bis Donnerstag 7 bis 16 Uhr, Freitag 7 bis 12 Uhr</p>',
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/vereinspauschale',
    layout: 'default',
    theme: 'default',
    title: 'Vereinspauschale beantragen',
    description:
      'Musterstädter Vereine erhalten für Jugendarbeit, Übungsleitung, Jubiläen und öffentliche Veranstaltungen eine Pauschale der Stadt. Hier stellen Sie den Antrag online.',
    breadcrumbs: [START, { title: 'Verwaltung', url: '/verwaltung' }, { title: 'Vereinspauschale beantragen' }],
    heroImages: [],
    blocks: [
      main('text', {
        text:
          '<p>Die Stadt Musterstadt fördert das Vereinsleben mit festen Pauschalen: 15 € im Jahr für jedes Mitglied unter 18 Jahren, 150 € je Übungsleiterin oder Übungsleiter mit Lizenz, 250 € zum Vereinsjubiläum und bis zu 300 € für eine öffentliche Veranstaltung in Musterstadt.</p>' +
          '<p>Anträge für das laufende Jahr nimmt das Kulturamt bis zum 30. September entgegen. Fügen Sie einen Nachweis bei, etwa die Mitgliederliste mit Geburtsjahren oder die Einladung zur Veranstaltung. Die Pauschale wird nach dem Bescheid auf das Vereinskonto überwiesen.</p>',
      }),
      main('vereinspauschale', { titel: 'Ihr Antrag', datenschutz: '/datenschutz' }),
      sidebar(
        'text',
        text('Kulturamt', [
          '<p>Rathaus, Marktplatz 1, Zimmer 204<br>79999 Musterstadt</p>',
          `<p>Telefon: ${telefonLink('kulturamt')}<br>E-Mail: <a href="mailto:kulturamt@musterstadt.de">kulturamt@musterstadt.de</a></p>`,
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/betrieb-eintragen',
    layout: 'default',
    theme: 'default',
    title: 'Betrieb ins Branchenbuch eintragen',
    description:
      'Gasthaus, Handwerksbetrieb, Laden oder Praxis: Tragen Sie Ihren Betrieb mit Adresse, Öffnungszeiten und Logo kostenlos in das Branchenbuch der Stadt Musterstadt ein.',
    breadcrumbs: [
      START,
      { title: 'Leben & Wohnen', url: '/leben-wohnen' },
      { title: 'Branchenbuch', url: '/leben-wohnen/branchenbuch' },
      { title: 'Betrieb eintragen' },
    ],
    heroImages: [],
    blocks: [
      main('text', {
        text:
          '<p>Das Branchenbuch zeigt Einheimischen und Gästen, welche Betriebe es in Musterstadt, Hallwangen und Aach gibt: vom Gasthaus über die Schreinerei bis zur Physiotherapiepraxis. Der Eintrag ist für Betriebe mit Sitz in Musterstadt kostenlos.</p>' +
          '<p>Die Wirtschaftsförderung prüft jede Meldung, bevor der Betrieb im Branchenbuch erscheint – in der Regel innerhalb von drei Werktagen. Veröffentlicht werden Name, Branche, Adresse, Öffnungszeiten, Telefonnummer, Kurzbeschreibung und, wenn Sie es angeben, E-Mail-Adresse, Website und Logo. Ändert sich etwas, schreiben Sie uns einfach.</p>',
      }),
      main('betrieb-eintragen', { titel: 'Angaben zum Betrieb', datenschutz: '/datenschutz' }),
      sidebar(
        'text',
        text('Wirtschaftsförderung', [
          '<p>Daniel Haas<br>Rathaus, Marktplatz 1, Zimmer 205<br>79999 Musterstadt</p>',
          `<p>Telefon: ${telefonLink('wirtschaft')}<br>E-Mail: <a href="mailto:wirtschaft@musterstadt.de">wirtschaft@musterstadt.de</a></p>`,
        ]),
      ),
    ],
    apiCalls: [],
  },
  {
    url: '/anzeige-aufgeben',
    layout: 'default',
    theme: 'default',
    title: 'Anzeige am Schwarzen Brett aufgeben',
    description:
      'Fundsache, Kinderfahrrad abzugeben, Chor sucht Stimmen: Geben Sie kostenlos eine Anzeige am Schwarzen Brett der Stadt Musterstadt auf – mit Bild und Ablaufdatum.',
    breadcrumbs: [
      START,
      { title: 'Leben & Wohnen', url: '/leben-wohnen' },
      { title: 'Schwarzes Brett', url: '/leben-wohnen/schwarzes-brett' },
      { title: 'Anzeige aufgeben' },
    ],
    heroImages: [],
    blocks: [
      main('text', {
        text:
          '<p>Am Schwarzen Brett hängen Aushänge von Nachbarinnen und Nachbarn, Vereinen und Initiativen aus Musterstadt: Fundsachen, Dinge zum Verschenken, Ehrenamt und Hinweise auf Veranstaltungen. Die Anzeige ist kostenlos; gewerbliche Anzeigen veröffentlichen wir nicht.</p>' +
          '<p>Das Bürgerbüro prüft jede Anzeige, bevor sie erscheint, und nimmt sie am Tag nach dem angegebenen Ablaufdatum von selbst wieder ab. Ihre E-Mail-Adresse erscheint nur, wenn Sie das ausdrücklich wünschen.</p>',
      }),
      main('anzeige-aufgeben', { titel: 'Ihre Anzeige', datenschutz: '/datenschutz' }),
      sidebar(
        'text',
        text('Bürgerbüro', [
          '<p>Rathaus, Marktplatz 1<br>79999 Musterstadt</p>',
          '<p>Telefon: <a href="tel:+497999123120">07999 123-120</a><br>E-Mail: <a href="mailto:buergerbuero@musterstadt.de">buergerbuero@musterstadt.de</a></p>',
        ]),
      ),
    ],
    apiCalls: [],
  },
];
