import { media } from '../../content/media';
import type { ApiCall, Block, Breadcrumb, ImageRef } from '../../core/types';
import type { MenuSeed } from './menues';
import { BRANCHEN } from './branchenbuch';
import { dokumentLink } from './dokumente';
import { ARTIKEL_RUBRIKEN } from './rubriken';
import { BRETT_RUBRIKEN } from './schwarzes-brett';
import type { PageSeed } from './seiten';
import type { MenuAddition } from './vorlagen-typen';

const STADT = 'Stadt Musterstadt';
const START: Breadcrumb = { title: 'Startseite', url: '/' };
const RATHAUS: Breadcrumb = { title: 'Rathaus & Verwaltung', url: '/rathaus' };
const LEBEN: Breadcrumb = { title: 'Leben & Wohnen', url: '/leben-wohnen' };
const FREIZEIT: Breadcrumb = { title: 'Freizeit & Tourismus', url: '/freizeit-tourismus' };

const block = (template: string, slot: 'main' | 'sidebar', context: Block['context'] = {}, options: Block['options'] = {}): Block => ({
  template,
  slot,
  context,
  options,
});
const main = (template: string, context: Block['context'] = {}, options: Block['options'] = {}) => block(template, 'main', context, options);
const sidebar = (template: string, context: Block['context'] = {}, options: Block['options'] = {}) => block(template, 'sidebar', context, options);
const call = (name: string, endpoint: string, params: ApiCall['params'] = {}, options: ApiCall['options'] = {}): ApiCall => ({
  name,
  endpoint,
  params,
  options,
});
const detailCall = (name: string, endpoint: string, params: ApiCall['params']) =>
  call(name, endpoint, params, { useMeta: true, errorOnEmpty: true, canonical: true });
const hero = (name: string, bildtext: string, bildcopyright = STADT): ImageRef[] => [{ bild: media(name), bildtext, bildcopyright }];

const auchInteressant = (menu: string, bild: string, bildtext: string) => ({
  call: call('auchInteressant', '/api/cms/menu', { name: menu }),
  block: main('auch-interessant', { titel: 'Auch interessant', apiCalls: ['auchInteressant'], bild: media(bild), bildtext, bildcopyright: STADT }),
});

const freizeitTipps = auchInteressant('Auch interessant Freizeit', 'wanderweg', 'Wanderweg im Sulzbachtal');
const rathausTipps = auchInteressant('Auch interessant Rathaus', 'rathaus', 'Das Rathaus am Marktplatz');
const lebenTipps = auchInteressant('Auch interessant Leben', 'marktplatz', 'Wochenmarkt auf dem Marktplatz');

/** The page of job offers: an article whose text embeds the job-listing widget. */
export const STELLENANGEBOTE_ARTIKEL = {
  slug: 'stellenangebote',
  titel: 'Stellenangebote der Stadt Musterstadt',
  einleitung:
    '<p>Rund 180 Menschen arbeiten für die Stadt Musterstadt – im Rathaus, in Kindergärten, im Bauhof, im Freibad und in der Stadtbücherei. Werden Sie Teil unseres Teams!</p>',
  text: [
    '<p>Wir bieten sichere Arbeitsplätze nach dem Tarifvertrag für den öffentlichen Dienst (TVöD), flexible Arbeitszeiten, betriebliche Altersvorsorge, Fortbildungen und ein Jobrad. Bewerbungen von Menschen mit Behinderung sind ausdrücklich erwünscht.</p>',
    '<div id="stellenportal"><h2>Aktuelle Stellenangebote</h2><ul>',
    '<li><strong>Erzieherin oder Erzieher (m/w/d)</strong> für das Kinderhaus Sonnenschein, Teilzeit 75 %, unbefristet</li>',
    '<li><strong>Sachbearbeitung Bürgerbüro (m/w/d)</strong>, Vollzeit, Entgeltgruppe 8 TVöD</li>',
    '<li><strong>Mitarbeiterin oder Mitarbeiter im Bauhof (m/w/d)</strong> mit Führerschein der Klasse CE, Vollzeit</li>',
    '<li><strong>Fachangestellte oder Fachangestellter für Bäderbetriebe (m/w/d)</strong>, Saisonstelle im Freibad</li>',
    '<li><strong>Ausbildung Verwaltungsfachangestellte (m/w/d)</strong>, Beginn am 1. September</li>',
    '<li><strong>Duales Studium Bachelor of Arts – Public Management (m/w/d)</strong>, Beginn am 1. September</li>',
    '</ul></div>',
    // The CMS stored the container twice; the site shows it once.
    '<div id="stellenportal"><h2>Aktuelle Stellenangebote</h2><ul><li><strong>Erzieherin oder Erzieher (m/w/d)</strong> für das Kinderhaus Sonnenschein, Teilzeit 75 %, unbefristet</li></ul></div>',
    '<script src="/api/cms/widgets/stellenfilter.js"></script>',
    '<h2>So bewerben Sie sich</h2>',
    '<p>Bitte senden Sie Ihre Bewerbung mit Anschreiben, Lebenslauf und Zeugnissen als eine PDF-Datei an <a href="mailto:bewerbung@musterstadt.de">bewerbung@musterstadt.de</a> oder per Post an das Haupt- und Personalamt, Marktplatz 1, 79999 Musterstadt. Initiativbewerbungen sind jederzeit willkommen.</p>',
  ].join(''),
  bild: media('rathaus'),
  bildtext: 'Das Rathaus am Marktplatz, einer der Arbeitsorte der Stadtverwaltung',
  bildcopyright: STADT,
  detailURL: '/stellenangebote',
  data: {
    links: [{ link: '/rathaus/aemter/haupt-und-personalamt', linktext: 'Haupt- und Personalamt' }],
    dokumente: [
      dokumentLink('stellenausschreibung-erzieherin.pdf', 'Stellenausschreibung Erzieherin oder Erzieher'),
      dokumentLink('stellenausschreibung-buergerbuero.pdf', 'Stellenausschreibung Sachbearbeitung Bürgerbüro'),
    ],
    seo: {
      title: 'Stellenangebote',
      description:
        'Offene Stellen, Ausbildungsplätze und duale Studiengänge bei der Stadt Musterstadt – im Rathaus, in Kindergärten, im Bauhof und im Freibad.',
    },
    rubriken: [],
  },
};

/** Pages of the town's content templates. */
export const VORLAGEN_SEITEN: PageSeed[] = [
  {
    url: '/stellenangebote',
    layout: 'default',
    theme: 'default',
    title: 'Stellenangebote',
    description: 'Offene Stellen, Ausbildungsplätze und duale Studiengänge bei der Stadt Musterstadt.',
    breadcrumbs: [START, RATHAUS],
    heroImages: [],
    blocks: [main('artikel-detail', { apiCalls: ['artikel'] }, { erlaubteSkripte: ['/api/cms/widgets/'] }), sidebar('mitarbeiter', { apiCalls: ['kontakt'] })],
    apiCalls: [
      detailCall('artikel', '/api/cms/artikel', { bereich: 'seiten', slug: 'stellenangebote' }),
      call('kontakt', '/api/cms/mitarbeiter', { slug: 'thomas-kienzle' }),
    ],
  },
  {
    url: '/leben-wohnen',
    layout: 'default',
    theme: 'default',
    title: 'Leben & Wohnen',
    description: 'Wohnen, Bauen, Versorgung und Nachbarschaft in Musterstadt: Schwarzes Brett, Branchenbuch, Baugebiete und Störungsdienste.',
    breadcrumbs: [START, { title: 'Leben & Wohnen' }],
    heroImages: hero('marktplatz', 'Wochenmarkt auf dem Marktplatz', 'Sabine Wagner'),
    blocks: [
      main('text', {
        titel: 'Gut leben in Musterstadt',
        text: '<p>Musterstadt bietet Familien, Berufstätigen und Älteren ein Zuhause mit kurzen Wegen: Kindergärten und Schulen in allen Ortsteilen, Ärztinnen und Ärzte, Geschäfte des täglichen Bedarfs und ein lebendiges Vereinsleben.</p><p>Hier finden Sie Aushänge von Vereinen und Nachbarn, freie Bauplätze, die Betriebe der Stadt und die Störungsdienste für Strom, Gas und Wasser.</p>',
      }),
      main('schwarzes-brett-portal', {
        titel: 'Neu am Schwarzen Brett',
        apiCalls: ['meldungen'],
        link: '/leben-wohnen/schwarzes-brett',
        linktext: 'Alle Meldungen am Schwarzen Brett',
      }),
      lebenTipps.block,
      sidebar('schwarzes-brett-block', {
        titel: 'Fundsachen',
        apiCalls: ['fundsachen'],
        link: '/rathaus/aemter/buergerbuero',
        linktext: 'Zum Fundbüro im Bürgerbüro',
      }),
    ],
    apiCalls: [
      call('meldungen', '/api/cms/schwarzes-brett', { pro_seite: 3 }),
      call('fundsachen', '/api/cms/schwarzes-brett', { rubriken: BRETT_RUBRIKEN.fundsachen.id, pro_seite: 5 }),
      lebenTipps.call,
    ],
  },
  {
    url: '/leben-wohnen/schwarzes-brett',
    layout: 'default',
    theme: 'default',
    title: 'Schwarzes Brett',
    description: 'Aushänge von Vereinen, Initiativen und Nachbarn in Musterstadt: Ehrenamt, Kurse, Fundsachen, Biete und suche.',
    breadcrumbs: [START, LEBEN, { title: 'Schwarzes Brett' }],
    heroImages: [],
    blocks: [
      main('schwarzes-brett', { apiCalls: ['meldungen'], rubriken: Object.values(BRETT_RUBRIKEN) }),
      sidebar('text', {
        titel: 'Eine Anzeige aufgeben',
        text: '<p>Vereine, Initiativen und Privatpersonen aus Musterstadt können kostenlos Aushänge veröffentlichen: mit Bild, Kontakt und einem Datum, bis zu dem die Anzeige hängen soll.</p><p><a href="/anzeige-aufgeben">Anzeige aufgeben</a></p><p>Gewerbliche Anzeigen veröffentlichen wir nicht.</p>',
      }),
    ],
    apiCalls: [call('meldungen', '/api/cms/schwarzes-brett', { pro_seite: 10 }, { query: { seite: true, rubrik_id: true } })],
  },
  {
    url: '/leben-wohnen/schwarzes-brett/:slug',
    layout: 'default',
    theme: 'default',
    title: 'Schwarzes Brett',
    description: 'Ein Aushang am Schwarzen Brett der Stadt Musterstadt.',
    breadcrumbs: [START, LEBEN, { title: 'Schwarzes Brett', url: '/leben-wohnen/schwarzes-brett' }],
    heroImages: [],
    blocks: [
      main('schwarzes-brett-detail', { apiCalls: ['meldung'] }),
      sidebar('schwarzes-brett-block', {
        titel: 'Weitere Meldungen',
        apiCalls: ['weitere'],
        link: '/leben-wohnen/schwarzes-brett',
        linktext: 'Alle Meldungen',
      }),
    ],
    apiCalls: [detailCall('meldung', '/api/cms/schwarzes-brett', { slug: '{slug}' }), call('weitere', '/api/cms/schwarzes-brett', { pro_seite: 5 })],
  },
  {
    url: '/rathaus/aemter',
    layout: 'default',
    theme: 'default',
    title: 'Ämter und Ansprechpartner',
    description: 'Die Ämter der Stadtverwaltung Musterstadt mit ihren Aufgaben, Öffnungszeiten und Ansprechpartnern.',
    breadcrumbs: [START, RATHAUS, { title: 'Ämter und Ansprechpartner' }],
    heroImages: hero('rathaus', 'Das Rathaus am Marktplatz'),
    blocks: [main('aemter', { apiCalls: ['aemter'] }), sidebar('oeffnungszeiten', { titel: 'Rathaus', apiCalls: ['rathaus'] })],
    apiCalls: [call('aemter', '/api/cms/aemter', { pro_seite: 50 }), call('rathaus', '/api/cms/einrichtungen', { slug: 'rathaus' })],
  },
  {
    url: '/rathaus/aemter/:slug',
    layout: 'default',
    theme: 'default',
    title: 'Ämter und Ansprechpartner',
    description: 'Ein Amt der Stadtverwaltung Musterstadt.',
    breadcrumbs: [START, RATHAUS, { title: 'Ämter und Ansprechpartner', url: '/rathaus/aemter' }],
    heroImages: [],
    blocks: [
      main('amt-detail', { apiCalls: ['amt'] }),
      main('mitarbeiter', { apiCalls: ['team'] }),
      rathausTipps.block,
      sidebar('oeffnungszeiten', { apiCalls: ['amt'], ohneKontakt: true }),
    ],
    apiCalls: [
      detailCall('amt', '/api/cms/aemter', { slug: '{slug}' }),
      call('team', '/api/cms/mitarbeiter', { amt: '{slug}', pro_seite: 50 }),
      rathausTipps.call,
    ],
  },
  {
    url: '/verwaltung',
    layout: 'default',
    theme: 'default',
    title: 'Verwaltung',
    description: 'So erreichen Sie die Stadtverwaltung Musterstadt: Öffnungszeiten des Rathauses und alle Mitarbeiterinnen und Mitarbeiter von A bis Z.',
    breadcrumbs: [START, RATHAUS, { title: 'Verwaltung' }],
    heroImages: [...hero('rathaus', 'Das Rathaus am Marktplatz'), ...hero('marktplatz', 'Wochenmarkt vor dem Rathaus', 'Sabine Wagner')],
    blocks: [
      main('text', {
        titel: 'Ihre Stadtverwaltung',
        text: '<p>Rund 180 Beschäftigte arbeiten im Rathaus, im Technischen Rathaus, im Bauhof und in den städtischen Einrichtungen für die Bürgerinnen und Bürger von Musterstadt, Hallwangen und Aach. An der Spitze der Verwaltung steht Bürgermeisterin Katrin Albrecht.</p><p>Die Zuständigkeiten der einzelnen Ämter finden Sie unter <a href="/rathaus/aemter">Ämter und Ansprechpartner</a>.</p>',
      }),
      main('portal', { apiCalls: ['verwaltung'] }),
      main('mitarbeiter-liste', { titel: 'Mitarbeiterinnen und Mitarbeiter von A bis Z', apiCalls: ['mitarbeiter'] }),
      sidebar('oeffnungszeiten', { titel: 'Rathaus', apiCalls: ['rathaus'] }),
    ],
    apiCalls: [
      call('verwaltung', '/api/cms/portal/verwaltung'),
      call('mitarbeiter', '/api/cms/mitarbeiter', { pro_seite: 100 }),
      call('rathaus', '/api/cms/einrichtungen', { slug: 'rathaus' }),
    ],
  },
  {
    url: '/rathaus/ausschreibungen',
    layout: 'default',
    theme: 'default',
    title: 'Ausschreibungen',
    description: 'Laufende öffentliche Ausschreibungen der Stadt Musterstadt für Bauleistungen, Lieferungen und Dienstleistungen.',
    breadcrumbs: [START, RATHAUS, { title: 'Ausschreibungen' }],
    heroImages: [],
    blocks: [
      main('ausschreibungen', { apiCalls: ['ausschreibungen'] }),
      sidebar('text', {
        titel: 'Zentrale Vergabestelle',
        text: '<p>Stadt Musterstadt<br>Zentrale Vergabestelle<br>Marktplatz 1, 79999 Musterstadt</p><p>Telefon: <a href="tel:+497999123220">07999 123-220</a><br>E-Mail: <a href="mailto:vergabe@musterstadt.de">vergabe@musterstadt.de</a></p><p>Angebote werden ausschließlich elektronisch über die Vergabeplattform des Landes entgegengenommen.</p>',
      }),
    ],
    apiCalls: [call('ausschreibungen', '/api/cms/ausschreibungen', { pro_seite: 10 }, { query: { seite: true } })],
  },
  {
    url: '/rathaus/ausschreibungen/:slug',
    layout: 'default',
    theme: 'default',
    title: 'Ausschreibungen',
    description: 'Eine öffentliche Ausschreibung der Stadt Musterstadt.',
    breadcrumbs: [START, RATHAUS, { title: 'Ausschreibungen', url: '/rathaus/ausschreibungen' }],
    heroImages: [],
    blocks: [main('ausschreibung-detail', { apiCalls: ['ausschreibung'] })],
    apiCalls: [detailCall('ausschreibung', '/api/cms/ausschreibungen', { slug: '{slug}' })],
  },
  {
    url: '/leben-wohnen/bauen',
    layout: 'default',
    theme: 'default',
    title: 'Bauen & Wohnen',
    description: 'Bauplätze und Baugebiete in Musterstadt, Hallwangen und Aach: Lage, Größe, Preise und freie Grundstücke.',
    breadcrumbs: [START, LEBEN, { title: 'Bauen & Wohnen' }],
    heroImages: hero('schwarzwald-panorama', 'Blick über das Sulzbachtal'),
    blocks: [
      main('baugebiete', { apiCalls: ['baugebiete'] }),
      main('artikel-teaser', {
        titel: 'Aktuelles zu Bauen und Verkehr',
        apiCalls: ['aktuelles'],
        link: ARTIKEL_RUBRIKEN.bauen.detailURL,
        linktext: 'Alle Meldungen zu Bauen und Verkehr',
      }),
      sidebar('mitarbeiter', { apiCalls: ['kontakt'] }),
    ],
    apiCalls: [
      call('baugebiete', '/api/cms/baugebiete', { pro_seite: 20 }),
      call('aktuelles', '/api/cms/artikel', { bereich: 'stadt', rubriken: ARTIKEL_RUBRIKEN.bauen.id, pro_seite: 3 }),
      call('kontakt', '/api/cms/mitarbeiter', { slug: 'carina-dold' }),
    ],
  },
  {
    url: '/leben-wohnen/bauen/:slug',
    layout: 'default',
    theme: 'default',
    title: 'Bauen & Wohnen',
    description: 'Ein Baugebiet der Stadt Musterstadt mit Karte und Bauplätzen.',
    breadcrumbs: [START, LEBEN, { title: 'Bauen & Wohnen', url: '/leben-wohnen/bauen' }],
    heroImages: [],
    blocks: [main('baugebiet-detail', { apiCalls: ['baugebiet'] }), sidebar('mitarbeiter', { apiCalls: ['kontakt'] })],
    apiCalls: [detailCall('baugebiet', '/api/cms/baugebiete', { slug: '{slug}' }), call('kontakt', '/api/cms/mitarbeiter', { slug: 'carina-dold' })],
  },
  {
    url: '/freizeit-tourismus/bildergalerie',
    layout: 'default',
    theme: 'default',
    title: 'Bildergalerie',
    description: 'Musterstadt in Bildern: Fachwerk und Marktplatz, Wälder und Täler, Feste und Vereine.',
    breadcrumbs: [START, FREIZEIT, { title: 'Bildergalerie' }],
    heroImages: [],
    blocks: [main('bildergalerie', { apiCalls: ['galerie'] })],
    apiCalls: [call('galerie', '/api/cms/bildergalerien', { slug: 'musterstadt-in-bildern' })],
  },
  {
    url: '/leben-wohnen/branchenbuch',
    layout: 'default',
    theme: 'default',
    title: 'Branchenbuch',
    description: 'Gastronomie, Handel, Handwerk, Dienstleistungen und Gesundheit: Betriebe in Musterstadt mit Adresse und Öffnungszeiten.',
    breadcrumbs: [START, LEBEN, { title: 'Branchenbuch' }],
    heroImages: [],
    blocks: [main('brancheneintraege', { apiCalls: ['betriebe'], branchen: Object.values(BRANCHEN), formular: '/betrieb-eintragen' })],
    apiCalls: [call('betriebe', '/api/cms/brancheneintraege', { pro_seite: 10 }, { query: { seite: true, branche: true } })],
  },
  {
    url: '/leben-wohnen/branchenbuch/:slug',
    layout: 'default',
    theme: 'default',
    title: 'Branchenbuch',
    description: 'Ein Betrieb im Branchenbuch der Stadt Musterstadt.',
    breadcrumbs: [START, LEBEN, { title: 'Branchenbuch', url: '/leben-wohnen/branchenbuch' }],
    heroImages: [],
    blocks: [main('brancheneintrag-detail', { apiCalls: ['betrieb'] }), sidebar('oeffnungszeiten', { apiCalls: ['betrieb'], ohneKontakt: true })],
    apiCalls: [detailCall('betrieb', '/api/cms/brancheneintraege', { slug: '{slug}' })],
  },
  {
    url: '/freizeit-tourismus/freibad',
    layout: 'default',
    theme: 'default',
    title: 'Freibad',
    description: 'Das Freibad Musterstadt: beheiztes Schwimmerbecken, Sprungturm, Kinderbecken und Liegewiese – Öffnungszeiten und Eintrittspreise.',
    breadcrumbs: [START, FREIZEIT, { title: 'Freibad' }],
    heroImages: hero('freibad', 'Das Schwimmerbecken des Freibads'),
    blocks: [
      main('text', {
        titel: 'Sommer, Sonne, Sulzbachtal',
        text: '<p>Das solarbeheizte Freibad am Sulzbach hat ein 50-Meter-Schwimmerbecken, ein Nichtschwimmerbecken mit Rutsche, einen Sprungturm mit Ein- und Dreimeterbrett und ein schattiges Kinderbecken. Auf der großen Liegewiese stehen Beachvolleyballfeld und Tischtennisplatten bereit.</p><p>Der Kiosk bietet Snacks, Eis und Getränke. Das Bad ist barrierefrei zugänglich, ein Lifter für das Schwimmerbecken ist vorhanden.</p>',
      }),
      main('preise', { titel: 'Eintrittspreise', apiCalls: ['freibad'] }),
      freizeitTipps.block,
      sidebar('oeffnungszeiten', { apiCalls: ['freibad'] }),
    ],
    apiCalls: [call('freibad', '/api/cms/einrichtungen', { slug: 'freibad' }), freizeitTipps.call],
  },
  {
    url: '/freizeit-tourismus/heimatmuseum',
    layout: 'default',
    theme: 'default',
    title: 'Heimatmuseum',
    description: 'Das Heimatmuseum im Vogtshaus von 1612 zeigt Uhrmacherei, Flößerei und Alltagsleben im Schwarzwald – mit der Stadtgeschichte im Überblick.',
    breadcrumbs: [START, FREIZEIT, { title: 'Heimatmuseum' }],
    heroImages: hero('heimatmuseum', 'Das Vogtshaus an der Kirchstraße'),
    blocks: [
      main('text', {
        titel: 'Geschichte zum Anfassen',
        text: '<p>Im Vogtshaus, dem ältesten Haus der Stadt, erzählt das Heimatmuseum auf drei Etagen vom Leben im Sulzbachtal: eine vollständig eingerichtete Uhrmacherwerkstatt, Werkzeuge der Flößer, eine Bauernstube um 1900 und wechselnde Sonderausstellungen.</p><p>Für Schulklassen bietet das Museum Führungen und Mitmachprogramme an.</p>',
      }),
      main('zeitstrahl', { apiCalls: ['geschichte'] }),
      main('preise', { titel: 'Eintritt und Führungen', apiCalls: ['museum'] }),
      sidebar('oeffnungszeiten', { apiCalls: ['museum'] }),
    ],
    apiCalls: [call('museum', '/api/cms/einrichtungen', { slug: 'heimatmuseum' }), call('geschichte', '/api/cms/zeitstrahl', { slug: 'stadtgeschichte' })],
  },
  {
    url: '/touristinformation',
    layout: 'gaeste',
    theme: 'default',
    title: 'Tourist-Information',
    description:
      'Die Tourist-Information Musterstadt in der Hauptstraße: Beratung, Wanderkarten, Unterkünfte, Stadtführungen und Tipps für Ihren Aufenthalt im Schwarzwald.',
    breadcrumbs: [START, { title: 'Gäste', url: '/gaeste/' }, { title: 'Tourist-Information' }],
    heroImages: hero('schwarzwald-panorama', 'Blick über die Höhen des Schwarzwalds bei Musterstadt'),
    blocks: [
      main('text', {
        titel: 'Willkommen in Musterstadt',
        text: '<p>Das Team der Tourist-Information in der Hauptstraße 12, wenige Schritte vom Marktplatz, hilft Ihnen bei der Suche nach einer Unterkunft, gibt Tipps für Wanderungen und Ausflüge und verkauft Wanderkarten, Bücher und regionale Spezialitäten – persönlich, am Telefon und per E-Mail, gern auch vor Ihrer Anreise.</p>',
      }),
      main('text', {
        titel: 'Unser Service',
        text: '<ul><li>Beratung zu Wander- und Radtouren, kostenlose Wanderkarte für Übernachtungsgäste</li><li>Gästekarte: freie Fahrt mit Bus und Bahn und Ermäßigungen in der Region</li><li>Verleih von E-Mountainbikes (ab 35 € pro Tag, bitte reservieren)</li><li>Eintrittskarten für Konzerte und Veranstaltungen</li><li>Prospekte, Ortspläne und Souvenirs aus der Region</li></ul>',
      }),
      main('text', {
        titel: 'Stadtführungen',
        text: '<p>Öffentliche Altstadtführungen beginnen jeden ersten Samstag im Monat um 14 Uhr am Rathaus (Dauer etwa 90 Minuten). Gruppen buchen ihre Führung – auch in englischer und französischer Sprache – mindestens zwei Wochen im Voraus bei der Tourist-Information.</p>',
      }),
      main('preise', { titel: 'Führungen und Karten', apiCalls: ['touristinfo'] }),
      main('text', {
        titel: 'Anreise und Parken',
        text: '<p>Musterstadt erreichen Sie stündlich mit der Schwarzwaldbahn. Mit dem Auto fahren Sie über die B 33 bis zur Ausfahrt Sulzbachtal. Der Großparkplatz am Sommerberg kostet höchstens 5 € für 3 Stunden, Parken in der Tiefgarage am Marktplatz 1 € pro Stunde.</p>',
      }),
      main('veranstaltung-teaser', {
        titel: 'Was ist los in Musterstadt?',
        apiCalls: ['veranstaltungen'],
        link: '/veranstaltungen',
        linktext: 'Alle Veranstaltungen',
      }),
      freizeitTipps.block,
      sidebar('oeffnungszeiten', { apiCalls: ['touristinfo'] }),
    ],
    apiCalls: [
      call('touristinfo', '/api/cms/einrichtungen', { slug: 'touristinformation' }),
      call('veranstaltungen', '/api/cms/veranstaltungen', { pro_seite: 3 }),
      freizeitTipps.call,
    ],
  },
  {
    url: '/app',
    layout: 'default',
    theme: 'default',
    title: 'Musterstadt als App',
    description: 'Die Website der Stadt Musterstadt als App auf dem Startbildschirm: die wichtigsten Dienste auf einen Blick und Push-Benachrichtigungen.',
    breadcrumbs: [START, RATHAUS, { title: 'Musterstadt als App' }],
    heroImages: [],
    blocks: [
      main('pwa-uebersicht', {
        text: '<p>Legen Sie die Website der Stadt auf den Startbildschirm Ihres Smartphones – sie öffnet sich dann wie eine App, ohne Adressleiste und ohne Download aus einem App-Store.</p>',
        kacheln: [
          { titel: 'Aktuelles', text: 'Meldungen aus dem Rathaus', link: '/aktuelles', icon: 'zeitung' },
          { titel: 'Veranstaltungen', text: 'Was ist los in Musterstadt?', link: '/veranstaltungen', icon: 'kalender' },
          { titel: 'Abfallkalender', text: 'Abfuhrtermine in Ihrer Straße', link: '/abfall', icon: 'abfall' },
          { titel: 'Schwarzes Brett', text: 'Aushänge aus der Nachbarschaft', link: '/leben-wohnen/schwarzes-brett', icon: 'pinnwand' },
          { titel: 'Ämter', text: 'Zuständigkeiten und Öffnungszeiten', link: '/rathaus/aemter', icon: 'rathaus' },
          { titel: 'Störungsdienste', text: 'Strom, Gas und Wasser', link: '/leben-wohnen/versorgung', icon: 'blitz' },
          { titel: 'Freibad', text: 'Öffnungszeiten und Preise', link: '/freizeit-tourismus/freibad', icon: 'welle' },
          { titel: 'Notrufe', text: 'Feuerwehr und Rettungsdienst 112', link: 'tel:112', icon: 'telefon' },
        ],
        installation: [
          {
            geraet: 'Android (Chrome)',
            schritte: [
              'Öffnen Sie www.musterstadt.de in Chrome.',
              'Tippen Sie oben rechts auf das Menü mit den drei Punkten.',
              'Wählen Sie „Zum Startbildschirm hinzufügen“.',
            ],
          },
          {
            geraet: 'iPhone und iPad (Safari)',
            schritte: ['Öffnen Sie www.musterstadt.de in Safari.', 'Tippen Sie auf das Teilen-Symbol.', 'Wählen Sie „Zum Home-Bildschirm“.'],
          },
          {
            geraet: 'Computer (Chrome oder Edge)',
            schritte: ['Klicken Sie in der Adressleiste auf das Symbol „App installieren“.', 'Bestätigen Sie mit „Installieren“.'],
          },
        ],
      }),
      main('push-benachrichtigungen', {
        titel: 'Push-Benachrichtigungen',
        text: '<p>Lassen Sie sich direkt auf Ihr Gerät benachrichtigen, wenn die Stadt vor Unwetter warnt, eine Straße gesperrt wird oder die Müllabfuhr kommt. Sie wählen die Themen selbst und können die Benachrichtigungen jederzeit wieder abbestellen.</p>',
        apiCalls: ['themen'],
      }),
    ],
    apiCalls: [call('themen', '/api/cms/push/themen')],
  },
  {
    url: '/leben-wohnen/versorgung',
    layout: 'default',
    theme: 'default',
    title: 'Strom, Gas & Wasser',
    description: 'Netzbetreiber und Störungsdienste für Strom, Gas, Wasser und Breitband in Musterstadt – rund um die Uhr erreichbar.',
    breadcrumbs: [START, LEBEN, { title: 'Strom, Gas & Wasser' }],
    heroImages: [],
    blocks: [
      main('text', {
        titel: 'Versorgung in Musterstadt',
        text: '<p>Die Stadtwerke Musterstadt betreiben die Netze für Strom, Gas und Nahwärme; die Wasserversorgung liegt beim städtischen Eigenbetrieb. Bei einer Störung wenden Sie sich bitte direkt an den zuständigen Netzbetreiber – die Störungsdienste sind rund um die Uhr erreichbar.</p>',
      }),
      main('netzbetreiber', {
        titel: 'Störung melden',
        netze: [
          {
            sparte: 'Strom',
            betreiber: 'Stadtwerke Musterstadt GmbH',
            telefon: '+49 7999 8877-100',
            hinweis: 'Stromausfall, beschädigte Leitungen, Straßenbeleuchtung',
            link: 'https://www.stoerungsauskunft.de',
            linktext: 'Aktuelle Stromausfälle auf stoerungsauskunft.de',
          },
          {
            sparte: 'Gas',
            betreiber: 'Stadtwerke Musterstadt GmbH',
            telefon: '+49 7999 8877-200',
            hinweis: 'Bei Gasgeruch: Fenster öffnen, keine Schalter betätigen, Gebäude verlassen und anrufen.',
          },
          {
            sparte: 'Wasser',
            betreiber: 'Eigenbetrieb Wasserversorgung Musterstadt',
            telefon: '+49 7999 123-390',
            hinweis: 'Rohrbrüche, Wasserausfall, Druckprobleme',
          },
          {
            sparte: 'Nahwärme',
            betreiber: 'Stadtwerke Musterstadt GmbH',
            telefon: '+49 7999 8877-300',
            hinweis: 'Ausfall der Heizung im Nahwärmenetz Sonnenhalde',
          },
          {
            sparte: 'Breitband',
            betreiber: 'Zweckverband Breitband Musterkreis',
            telefon: '+49 7990 4455-0',
            hinweis: 'Störungen des Glasfasernetzes meldet bitte Ihr Internetanbieter.',
          },
        ],
      }),
    ],
    apiCalls: [],
  },
  {
    url: '/buergerservice',
    layout: 'default',
    theme: 'default',
    title: 'Bürgerservice',
    description:
      'Bürgerservice der Stadt Musterstadt: Bürgerbüro, Leistungen und Formulare von A bis Z, Abfallkalender, Fundsachen und Ansprechpartner auf einen Blick.',
    breadcrumbs: [START, RATHAUS, { title: 'Bürgerservice' }],
    heroImages: hero('rathaus', 'Das Rathaus am Marktplatz'),
    blocks: [
      main('text', {
        titel: 'Was können wir für Sie tun?',
        text: '<p>Ob Personalausweis, Anmeldung nach dem Umzug, Hundesteuer oder Bauantrag: Hier finden Sie die wichtigsten Informationen und Wege zur Stadtverwaltung. Viele Anliegen erledigen Sie im Bürgerbüro im Erdgeschoss des Rathauses ohne Termin; für Pässe und Ausweise vereinbaren Sie bitte einen Termin unter <a href="tel:+49799912310">07999 123-10</a>.</p>',
      }),
      main('portal', { apiCalls: ['buergerservice'] }),
      main('text', {
        titel: 'Häufige Anliegen',
        text: '<ul><li><a href="/wegweiser">Leistungen von A bis Z</a> – wer ist wofür zuständig, welche Unterlagen brauchen Sie?</li><li><a href="/wegweiser/formulare">Formulare</a> zum Herunterladen und Ausfüllen</li><li><a href="/wegweiser/lebenslagen">Lebenslagen</a> – von der Geburt bis zum Umzug</li><li><a href="/abfall">Abfallkalender</a> mit Erinnerung per E-Mail</li><li><a href="/leben-wohnen/schwarzes-brett">Schwarzes Brett</a> mit Fundsachen und Bekanntmachungen</li><li><a href="/stellenangebote">Stellenangebote</a> der Stadt</li></ul>',
      }),
      sidebar('oeffnungszeiten', { titel: 'Rathaus', apiCalls: ['rathaus'] }),
    ],
    apiCalls: [call('buergerservice', '/api/cms/portal/buergerservice'), call('rathaus', '/api/cms/einrichtungen', { slug: 'rathaus' })],
  },
  {
    url: '/mitarbeiter',
    layout: 'default',
    theme: 'default',
    title: 'Ansprechpartner',
    description: 'Ihre Ansprechpartnerinnen und Ansprechpartner in der Stadtverwaltung Musterstadt mit Telefon, E-Mail, Zimmer und Sprechzeiten.',
    breadcrumbs: [START, RATHAUS, { title: 'Ansprechpartner' }],
    heroImages: [],
    blocks: [
      main('text', {
        text: '<p>Hier finden Sie alle Mitarbeiterinnen und Mitarbeiter der Stadtverwaltung mit ihren Aufgaben und Kontaktdaten. Welches Amt für Ihr Anliegen zuständig ist, zeigt Ihnen der <a href="/wegweiser">Wegweiser</a>.</p>',
      }),
      main('mitarbeiter-liste', { titel: 'Ansprechpartner von A bis Z', apiCalls: ['mitarbeiter'] }),
      sidebar('oeffnungszeiten', { titel: 'Rathaus', apiCalls: ['rathaus'] }),
    ],
    apiCalls: [call('mitarbeiter', '/api/cms/mitarbeiter', { pro_seite: 100 }), call('rathaus', '/api/cms/einrichtungen', { slug: 'rathaus' })],
  },
  {
    url: '/anfragen',
    layout: 'default',
    theme: 'default',
    title: 'Kontakt',
    description:
      'So erreichen Sie die Stadt Musterstadt: Anschrift, Telefon und E-Mail des Rathauses, des Bürgerbüros und der Tourist-Information, Öffnungszeiten und Kontaktformular.',
    breadcrumbs: [START, { title: 'Kontakt' }],
    heroImages: [],
    blocks: [
      main('text', {
        titel: 'Stadtverwaltung Musterstadt',
        text: '<p>Rathaus, Marktplatz 1, 79999 Musterstadt<br>Telefon: <a href="tel:+4979991230">07999 123-0</a><br>E-Mail: <a href="mailto:info@musterstadt.de">info@musterstadt.de</a></p><p>Ihre Nachricht an uns können Sie auch über das <a href="/kontakt">Kontaktformular</a> schicken. Wer in der Verwaltung für Ihr Anliegen zuständig ist, finden Sie unter <a href="/mitarbeiter">Ansprechpartner</a> und im <a href="/wegweiser">Wegweiser</a>.</p>',
      }),
      main('text', {
        titel: 'Bürgerbüro',
        text: '<p>Rathaus, Erdgeschoss<br>Telefon: <a href="tel:+49799912310">07999 123-10</a><br>E-Mail: <a href="mailto:buergerbuero@musterstadt.de">buergerbuero@musterstadt.de</a></p>',
      }),
      main('text', {
        titel: 'Tourist-Information',
        text: '<p>Hauptstraße 12, 79999 Musterstadt<br>Telefon: <a href="tel:+497999123400">07999 123-400</a><br>E-Mail: <a href="mailto:tourismus@musterstadt.de">tourismus@musterstadt.de</a></p>',
      }),
      main('text', {
        titel: 'Im Notfall',
        text: '<p>Feuerwehr und Rettungsdienst: <a href="tel:112">112</a> · Polizei: <a href="tel:110">110</a><br>Störungen der Wasserversorgung außerhalb der Öffnungszeiten: Bereitschaftsdienst der Stadtwerke, <a href="tel:+497999123999">07999 123-999</a></p>',
      }),
      sidebar('oeffnungszeiten', { titel: 'Rathaus', apiCalls: ['rathaus'] }),
    ],
    apiCalls: [call('rathaus', '/api/cms/einrichtungen', { slug: 'rathaus' })],
  },
  {
    url: '/barrierefreiheit',
    layout: 'default',
    theme: 'default',
    title: 'Erklärung zur Barrierefreiheit',
    description:
      'Erklärung zur Barrierefreiheit der Website der Stadt Musterstadt: Stand der Vereinbarkeit, bekannte Barrieren und wie Sie uns Barrieren melden.',
    breadcrumbs: [START, { title: 'Barrierefreiheit' }],
    heroImages: [],
    blocks: [
      main('barrierefreiheit', {
        einleitung:
          '<p>Die Stadt Musterstadt ist bemüht, ihre Website im Einklang mit dem Landes-Behindertengleichstellungsgesetz Baden-Württemberg (L-BGG) und der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) barrierefrei zugänglich zu machen. Diese Erklärung gilt für www.musterstadt.de.</p>',
        stand: '2026-09-30',
        status: 'teilweise',
        barrieren: [
          'Ältere PDF-Dokumente, insbesondere Bebauungspläne und Sitzungsunterlagen vor 2024, sind nicht vollständig barrierefrei.',
          'Die Karten der Baugebiete sind nicht vollständig mit der Tastatur bedienbar. Alle Bauplätze sind zusätzlich als Tabelle aufgeführt.',
          'Einige Videos der Gemeinderatssitzungen haben noch keine Untertitel.',
        ],
        erstellung:
          '<p>Die Erklärung beruht auf einer Selbstbewertung der Stadtverwaltung und einem Test mit automatisierten Prüfwerkzeugen. Sie wurde zuletzt am 30.09.2026 überprüft.</p>',
        kontakt: {
          name: 'Stabsstelle Digitalisierung',
          telefon: '+49 7999 123-140',
          email: 'barrierefreiheit@musterstadt.de',
          adresse: 'Stadt Musterstadt, Marktplatz 1, 79999 Musterstadt',
        },
        durchsetzung:
          '<p>Wenn Sie auf Ihre Meldung innerhalb von sechs Wochen keine zufriedenstellende Antwort erhalten, können Sie sich an die Ombudsstelle für barrierefreie Informationstechnik des Landes Baden-Württemberg wenden. Das Schlichtungsverfahren ist für Sie kostenlos; Sie brauchen keinen Rechtsbeistand.</p>',
      }),
      sidebar('text', {
        titel: 'Angebote zur Barrierefreiheit',
        text: '<ul><li><a href="/leichte-sprache">Informationen in Leichter Sprache</a></li><li><a href="/gebaerdensprache">Informationen in Deutscher Gebärdensprache</a></li><li><a href="/bedienungshilfe">Hilfe zur Bedienung der Website</a></li></ul>',
      }),
    ],
    apiCalls: [],
  },
];

/** Menus of the 'Auch interessant' blocks. */
export const AUCH_INTERESSANT_MENUES: MenuSeed[] = [
  {
    name: 'Auch interessant Freizeit',
    items: [
      { title: 'Barfußpark', href: '/barfusspark' },
      { title: 'Heimatmuseum', href: '/freizeit-tourismus/heimatmuseum' },
      { title: 'Freibad', href: '/freizeit-tourismus/freibad' },
      { title: 'Tourist-Information', href: '/touristinformation' },
      { title: 'Bildergalerie', href: '/freizeit-tourismus/bildergalerie' },
    ],
  },
  {
    name: 'Auch interessant Rathaus',
    items: [
      { title: 'Verwaltung von A bis Z', href: '/verwaltung' },
      { title: 'Stellenangebote', href: '/stellenangebote' },
      { title: 'Ausschreibungen', href: '/rathaus/ausschreibungen' },
      { title: 'Musterstadt als App', href: '/app' },
    ],
  },
  {
    name: 'Auch interessant Leben',
    items: [
      { title: 'Bauen & Wohnen', href: '/leben-wohnen/bauen' },
      { title: 'Branchenbuch', href: '/leben-wohnen/branchenbuch' },
      { title: 'Strom, Gas & Wasser', href: '/leben-wohnen/versorgung' },
      { title: 'Veranstaltungen', href: '/veranstaltungen' },
    ],
  },
];

/** Links to the new pages in the main menu, each below an existing item. */
export const HAUPTMENUE_ERGAENZUNGEN: MenuAddition[] = [
  { unter: ['Rathaus & Verwaltung', 'Verwaltung'], eintrag: { title: 'Verwaltung von A bis Z', href: '/verwaltung' } },
  { unter: ['Rathaus & Verwaltung'], eintrag: { title: 'Musterstadt als App', href: '/app' } },
  { unter: ['Leben & Wohnen'], eintrag: { title: 'Schwarzes Brett', href: '/leben-wohnen/schwarzes-brett' } },
  { unter: ['Leben & Wohnen'], eintrag: { title: 'Branchenbuch', href: '/leben-wohnen/branchenbuch' } },
  { unter: ['Leben & Wohnen'], eintrag: { title: 'Strom, Gas & Wasser', href: '/leben-wohnen/versorgung' } },
  { unter: ['Freizeit & Tourismus'], eintrag: { title: 'Tourist-Information', href: '/touristinformation' } },
  { unter: ['Freizeit & Tourismus'], eintrag: { title: 'Bildergalerie', href: '/freizeit-tourismus/bildergalerie' } },
];
