import { media } from '../../content/media';
import type { ApiCall, Block, Breadcrumb, ImageRef } from '../../core/types';

export interface PageSeed {
  url: string;
  layout: string;
  theme: string;
  title: string;
  description: string;
  canonical?: string;
  breadcrumbs: Breadcrumb[];
  heroImages: ImageRef[];
  blocks: Block[];
  apiCalls: ApiCall[];
  /** The page middleware the shell runs before the api calls, e.g. `['intranet-anmeldung']`; none when absent. */
  middleware?: string[];
}

const STADT = 'Stadt Musterstadt';
const START: Breadcrumb = { title: 'Startseite', url: '/' };

const main = (template: string, context: Block['context'] = {}): Block => ({ template, slot: 'main', context, options: {} });
const sidebar = (template: string, context: Block['context'] = {}): Block => ({ template, slot: 'sidebar', context, options: {} });

const IMPRESSUM_TEXT = [
  '<h2>Angaben gemäß § 5 DDG</h2>',
  '<p>Stadt Musterstadt<br>Marktplatz 1<br>79999 Musterstadt</p>',
  '<p>Die Stadt Musterstadt ist eine Körperschaft des öffentlichen Rechts. Sie wird gesetzlich vertreten durch Bürgermeisterin Katrin Albrecht.</p>',
  '<h2>Kontakt</h2>',
  '<p>Telefon: 07999 123-0<br>Telefax: 07999 123-199<br>E-Mail: <a href="mailto:info@musterstadt.de">info@musterstadt.de</a></p>',
  '<h2>Umsatzsteuer-Identifikationsnummer</h2>',
  '<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE 999 999 999</p>',
  '<h2>Zuständige Aufsichtsbehörde</h2>',
  '<p>Landratsamt Musterkreis, Kommunalaufsicht, Kreishausstraße 10, 79990 Musterkreisstadt</p>',
  '<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>',
  '<p>Katrin Albrecht, Bürgermeisterin, Marktplatz 1, 79999 Musterstadt</p>',
  '<h2>Redaktion</h2>',
  '<p>Haupt- und Personalamt, Sachgebiet Öffentlichkeitsarbeit, Telefon 07999 123-105, <a href="mailto:presse@musterstadt.de">presse@musterstadt.de</a>. Die Beiträge der Feuerwehr verantwortet das Kommando der Freiwilligen Feuerwehr Musterstadt.</p>',
  '<h2>Haftung für Inhalte</h2>',
  '<p>Die Inhalte dieser Website werden mit größtmöglicher Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Amtliche Bekanntmachungen erfolgen rechtsverbindlich ausschließlich im Amtsblatt der Stadt Musterstadt.</p>',
  '<h2>Haftung für Links</h2>',
  '<p>Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Bei Bekanntwerden von Rechtsverletzungen werden wir derartige Links umgehend entfernen.</p>',
  '<h2>Urheberrecht und Bildnachweis</h2>',
  '<p>Texte, Grafiken und Illustrationen dieser Website unterliegen dem Urheberrecht. Eine Verwendung außerhalb dieser Website bedarf der vorherigen Zustimmung der Stadt Musterstadt. Die Urheberinnen und Urheber der Bilder sind jeweils beim Bild genannt.</p>',
].join('');

const DATENSCHUTZ_TEXT = [
  '<p>Der Schutz Ihrer personenbezogenen Daten ist uns ein wichtiges Anliegen. Nachfolgend informieren wir Sie gemäß Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche Daten beim Besuch dieser Website verarbeitet werden.</p>',
  '<h2>1. Verantwortliche Stelle</h2>',
  '<p>Stadt Musterstadt, vertreten durch Bürgermeisterin Katrin Albrecht, Marktplatz 1, 79999 Musterstadt, Telefon 07999 123-0, E-Mail <a href="mailto:info@musterstadt.de">info@musterstadt.de</a>.</p>',
  '<h2>2. Datenschutzbeauftragter</h2>',
  '<p>Den behördlichen Datenschutzbeauftragten erreichen Sie unter der oben genannten Anschrift mit dem Zusatz „Datenschutzbeauftragter“ oder per E-Mail an <a href="mailto:datenschutz@musterstadt.de">datenschutz@musterstadt.de</a>.</p>',
  '<h2>3. Aufruf der Website und Server-Protokolle</h2>',
  '<p>Bei jedem Aufruf dieser Website werden durch den Webserver automatisch folgende Daten erfasst: IP-Adresse, Datum und Uhrzeit des Zugriffs, aufgerufene Seite, übertragene Datenmenge, die zuvor besuchte Seite sowie Browser und Betriebssystem. Die Verarbeitung erfolgt auf Grundlage von Art. 6 Abs. 1 lit. e DSGVO in Verbindung mit § 4 Landesdatenschutzgesetz Baden-Württemberg, um den Betrieb und die Sicherheit der Website zu gewährleisten. Die Protokolle werden nach sieben Tagen gelöscht, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.</p>',
  '<h2>4. Cookies</h2>',
  '<p>Diese Website verwendet nur technisch notwendige Cookies, zum Beispiel um eine Anmeldung im Ratsinformationssystem oder im Intranet während Ihres Besuchs aufrechtzuerhalten. Diese Cookies werden spätestens nach Ablauf der Sitzung gelöscht. Nutzen Sie die Website als App vom Startbildschirm, merkt sich Ihr Browser das im Cookie „ms-app“ (Inhalt nur „1“, ein Jahr gültig), damit wir Ihnen die App-Seite passend anzeigen. Cookies zu Werbe- oder Analysezwecken setzen wir nicht ein.</p>',
  '<h2>5. Keine Einbindung von Diensten Dritter</h2>',
  '<p>Schriften, Bilder und Skripte dieser Website werden ausschließlich von unseren eigenen Servern geladen. Beim Aufruf der Seiten werden daher keine Daten an Dritte wie Schriftanbieter oder Kartendienste übermittelt.</p>',
  '<h2>6. Besucherstatistik</h2>',
  '<p>Um unser Angebot zu verbessern, zählen wir, wie oft welche Seite aufgerufen wird. Dazu übermittelt unser eigener Server bei jedem Seitenaufruf nur die Adresse der Seite (ohne Suchbegriffe oder andere Zusätze), ihren Titel und den Zeitpunkt an unsere Statistiksoftware Matomo. Ihre IP-Adresse, Angaben zu Ihrem Browser und Kennungen werden dabei nicht weitergegeben; es werden keine Cookies gesetzt und in Ihrem Browser wird kein Statistik-Skript geladen. Seiten des Ratsinformationssystems und des Intranets werden ebenso nur als Adresse und Titel gezählt, ohne Bezug zu Ihrer Anmeldung. Haben Sie in Ihrem Browser „Do Not Track“ oder „Global Privacy Control“ eingeschaltet, zählen wir Ihre Aufrufe nicht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. e DSGVO in Verbindung mit § 4 Landesdatenschutzgesetz Baden-Württemberg.</p>',
  '<h2>7. Fehlerberichte</h2>',
  '<p>Tritt beim Anzeigen einer Seite ein technischer Fehler auf, senden wir einen Fehlerbericht an unseren Fehlerdienst (Sentry). Er enthält die Fehlermeldung, den betroffenen Teil der Website mit seiner Version und die Adresse der Seite ohne Zusätze. Formulareingaben, E-Mail-Adressen, Anmeldedaten und Cookies entfernen wir vor dem Versand. Die Berichte aus Ihrem Browser laufen über unseren eigenen Server; Ihr Browser stellt dabei keine Verbindung zu Dritten her.</p>',
  '<h2>8. Nutzung ohne Verbindung</h2>',
  '<p>Damit bereits gelesene Seiten auch ohne Internetverbindung geöffnet werden können, speichert Ihr Browser sie in seinem eigenen Zwischenspeicher auf Ihrem Gerät. Seiten des Ratsinformationssystems und des Intranets sowie Seiten, die Sie angemeldet aufrufen, werden nie gespeichert. Sie können den Speicher jederzeit in den Einstellungen Ihres Browsers löschen.</p>',
  '<h2>9. Kontaktaufnahme und Formulare</h2>',
  '<p>Wenn Sie uns per E-Mail oder über ein Formular kontaktieren, verarbeiten wir Ihre Angaben ausschließlich zur Bearbeitung Ihres Anliegens (Art. 6 Abs. 1 lit. e DSGVO). Die Daten werden gelöscht, sobald sie für diesen Zweck nicht mehr erforderlich sind und keine gesetzlichen Aufbewahrungsfristen entgegenstehen.</p>',
  '<p>Meldungen für den Veranstaltungskalender, das Vereinsverzeichnis, das Branchenbuch und das Schwarze Brett prüft die Redaktion vor der Veröffentlichung. Lehnt sie eine Meldung ab oder wird eine Meldung nicht innerhalb von 14 Tagen nach dem Eingang freigegeben, löschen wir 30 Tage danach Ihre Angaben, Ihre E-Mail-Adresse und die mitgesandten Dateien.</p>',
  '<h2>10. Ihre Rechte</h2>',
  '<p>Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Widerspruch (Art. 21 DSGVO). Wenden Sie sich dazu bitte an die oben genannte verantwortliche Stelle oder an unseren Datenschutzbeauftragten.</p>',
  '<h2>11. Beschwerderecht</h2>',
  '<p>Sie haben das Recht, sich bei einer Aufsichtsbehörde zu beschweren. Zuständig ist der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg, Lautenschlagerstraße 20, 70173 Stuttgart.</p>',
].join('');

const RATSMITGLIEDER_TEXT = [
  '<p>Auf dieser Seite informiert die Stadtverwaltung die Mitglieder des Gemeinderats über Organisatorisches rund um die Sitzungen.</p>',
  '<h2>Tablets für die Ratsarbeit</h2>',
  '<p>Die Tablets für die digitale Ratsarbeit können ab sofort im Hauptamt, Zimmer 104, abgeholt werden. Bitte bringen Sie Ihren Personalausweis mit.</p>',
  '<h2>Klausurtagung zum Haushalt</h2>',
  '<p>Die Klausurtagung zum Haushalt findet im Sitzungssaal des Rathauses statt. Die Unterlagen stehen im Ratsinformationssystem bei der Sitzung bereit.</p>',
].join('');

/** Pages of the site, including the pattern pages of the detail views. */
export const SEITEN: PageSeed[] = [
  {
    url: '/',
    layout: 'portal',
    theme: 'default',
    title: 'Musterstadt im Schwarzwald – Offizielle Website der Stadt',
    description:
      'Die offizielle Website der Stadt Musterstadt im Schwarzwald: Aktuelles aus dem Rathaus, Veranstaltungen, Bürgerservice, Freizeit und Tourismus.',
    breadcrumbs: [],
    heroImages: [
      { bild: media('schwarzwald-panorama'), bildtext: 'Blick über die Höhen des Schwarzwalds bei Musterstadt', bildcopyright: STADT },
      { bild: media('rathaus'), bildtext: 'Das Rathaus am Marktplatz', bildcopyright: STADT },
      { bild: media('marktplatz'), bildtext: 'Wochenmarkt auf dem Marktplatz', bildcopyright: 'Sabine Wagner' },
    ],
    blocks: [
      main('text', {
        titel: 'Willkommen in Musterstadt',
        text:
          '<p>Zwischen bewaldeten Höhen und dem Tal des Sulzbachs liegt Musterstadt mit seinen rund 7.800 Einwohnerinnen und Einwohnern und den Ortsteilen Hallwangen und Aach. Die Stadt verbindet lebendige Vereine, gute Schulen und eine starke Wirtschaft mit der Natur des Schwarzwalds direkt vor der Haustür.</p>' +
          '<p>Auf dieser Website finden Sie Neuigkeiten aus dem Rathaus, den Veranstaltungskalender, Informationen zum Bürgerservice und viele Tipps für Ihre Freizeit. Wir freuen uns über Ihren Besuch – online und vor Ort.</p>',
      }),
      main('artikel-teaser', { titel: 'Aktuelles aus dem Rathaus', apiCalls: ['artikel'], link: '/aktuelles', linktext: 'Alle Meldungen' }),
      main('veranstaltung-teaser', {
        titel: 'Veranstaltungen',
        apiCalls: ['veranstaltungen'],
        link: '/veranstaltungen',
        linktext: 'Alle Veranstaltungen',
      }),
    ],
    apiCalls: [
      { name: 'artikel', endpoint: '/api/cms/artikel', params: { bereich: 'stadt', pro_seite: 3 }, options: {} },
      { name: 'veranstaltungen', endpoint: '/api/cms/veranstaltungen', params: { pro_seite: 4 }, options: {} },
    ],
  },
  {
    url: '/aktuelles',
    layout: 'default',
    theme: 'default',
    title: 'Aktuelles',
    description: 'Neuigkeiten, Bekanntmachungen und Pressemitteilungen der Stadt Musterstadt: Gemeinderat, Baustellen, Veranstaltungen und Bürgerservice.',
    breadcrumbs: [START, { title: 'Aktuelles' }],
    heroImages: [{ bild: media('rathaus'), bildtext: 'Das Rathaus am Marktplatz', bildcopyright: STADT }],
    blocks: [
      main('artikel-liste', { apiCalls: ['artikel'] }),
      sidebar('text', {
        titel: 'Pressekontakt',
        text:
          '<p>Sachgebiet Öffentlichkeitsarbeit<br>Miriam Baumann</p>' +
          '<p>Telefon: <a href="tel:+497999123105">07999 123-105</a><br>E-Mail: <a href="mailto:presse@musterstadt.de">presse@musterstadt.de</a></p>' +
          '<p>Redaktionsschluss für das Amtsblatt ist jeweils am Montag um 12 Uhr.</p>',
      }),
    ],
    apiCalls: [
      {
        name: 'artikel',
        endpoint: '/api/cms/artikel',
        params: { bereich: 'stadt', pro_seite: 10 },
        options: { query: { seite: true, rubrik_id: true } },
      },
    ],
  },
  {
    url: '/aktuelles/:slug',
    layout: 'default',
    theme: 'default',
    title: 'Aktuelles',
    description: 'Eine Meldung der Stadt Musterstadt.',
    breadcrumbs: [START, { title: 'Aktuelles', url: '/aktuelles' }],
    heroImages: [],
    blocks: [main('artikel-detail', { apiCalls: ['artikel'] })],
    apiCalls: [
      {
        name: 'artikel',
        endpoint: '/api/cms/artikel',
        params: { bereich: 'stadt', slug: '{slug}' },
        options: { useMeta: true, errorOnEmpty: true, canonical: true },
      },
    ],
  },
  {
    url: '/veranstaltungen',
    layout: 'default',
    theme: 'default',
    title: 'Veranstaltungen',
    description: 'Veranstaltungskalender der Stadt Musterstadt: Konzerte, Feste, Märkte, Vorträge, Sport und Angebote der Vereine.',
    breadcrumbs: [START, { title: 'Veranstaltungen' }],
    heroImages: [{ bild: media('stadtfest'), bildtext: 'Stadtfest in der Innenstadt', bildcopyright: 'Petra Hummel' }],
    blocks: [
      main('veranstaltung-liste', { apiCalls: ['veranstaltungen'] }),
      sidebar('text', {
        titel: 'Ihre Veranstaltung im Kalender',
        text: '<p>Vereine, Kirchengemeinden, Schulen und alle, die in Musterstadt zu einer öffentlichen Veranstaltung einladen, können sie kostenlos für den Kalender melden, gern mit Bild.</p><p><a href="/veranstaltung-melden">Veranstaltung melden</a></p>',
      }),
    ],
    apiCalls: [
      {
        name: 'veranstaltungen',
        endpoint: '/api/cms/veranstaltungen',
        params: { pro_seite: 10 },
        options: { query: { seite: true, rubrik_id: true } },
      },
    ],
  },
  {
    url: '/veranstaltungen/:slug',
    layout: 'default',
    theme: 'default',
    title: 'Veranstaltungen',
    description: 'Eine Veranstaltung in Musterstadt.',
    breadcrumbs: [START, { title: 'Veranstaltungen', url: '/veranstaltungen' }],
    heroImages: [],
    blocks: [main('veranstaltung-detail', { apiCalls: ['veranstaltung'] })],
    apiCalls: [
      {
        name: 'veranstaltung',
        endpoint: '/api/cms/veranstaltungen',
        params: { slug: '{slug}' },
        options: { useMeta: true, errorOnEmpty: true, canonical: true },
      },
    ],
  },
  {
    url: '/feuerwehr',
    layout: 'feuerwehr',
    theme: 'feuerwehr',
    title: 'Freiwillige Feuerwehr Musterstadt',
    description: 'Die Freiwillige Feuerwehr Musterstadt: Einsätze, Meldungen, Termine, Jugendfeuerwehr und wie Sie Mitglied werden.',
    breadcrumbs: [START, { title: 'Feuerwehr' }],
    heroImages: [{ bild: media('feuerwehr-fahrzeug'), bildtext: 'Das neue Hilfeleistungslöschfahrzeug', bildcopyright: 'Feuerwehr Musterstadt' }],
    blocks: [
      main('feuerwehr-home', {
        titel: 'Freiwillige Feuerwehr Musterstadt',
        text:
          '<p>Rund um die Uhr, an 365 Tagen im Jahr: 86 ehrenamtliche Feuerwehrfrauen und Feuerwehrmänner sorgen in Musterstadt, Hallwangen und Aach für Ihre Sicherheit. Sie löschen Brände, retten Menschen aus Notlagen, helfen bei Unwettern und Verkehrsunfällen.</p>' +
          '<p>Unsere Jugendfeuerwehr begeistert Mädchen und Jungen ab zehn Jahren für Technik und Teamarbeit. Sie möchten mitmachen? Wir freuen uns über jede helfende Hand.</p>',
        notruf: '112',
        apiCalls: ['meldungen', 'einsaetze', 'termine'],
      }),
    ],
    apiCalls: [
      { name: 'meldungen', endpoint: '/api/cms/artikel', params: { bereich: 'feuerwehr', pro_seite: 3 }, options: {} },
      { name: 'einsaetze', endpoint: '/api/cms/artikel', params: { bereich: 'feuerwehr-einsatz', pro_seite: 4 }, options: {} },
      { name: 'termine', endpoint: '/api/cms/termine', params: { bereich: 'feuerwehr', pro_seite: 4 }, options: {} },
    ],
  },
  {
    url: '/feuerwehr/feuerwehrmeldungen',
    layout: 'feuerwehr',
    theme: 'feuerwehr',
    title: 'Meldungen der Feuerwehr',
    description: 'Einsatzberichte, Übungen und Neuigkeiten der Freiwilligen Feuerwehr Musterstadt.',
    breadcrumbs: [START, { title: 'Feuerwehr', url: '/feuerwehr' }, { title: 'Meldungen' }],
    heroImages: [{ bild: media('feuerwehrhaus'), bildtext: 'Das Feuerwehrhaus', bildcopyright: 'Feuerwehr Musterstadt' }],
    blocks: [main('artikel-liste', { apiCalls: ['artikel'] })],
    apiCalls: [
      {
        name: 'artikel',
        endpoint: '/api/cms/artikel',
        params: { bereich: 'feuerwehr', pro_seite: 10 },
        options: { query: { seite: true } },
      },
    ],
  },
  {
    url: '/feuerwehr/feuerwehrmeldungen/:slug',
    layout: 'feuerwehr',
    theme: 'feuerwehr',
    title: 'Meldungen der Feuerwehr',
    description: 'Eine Meldung der Freiwilligen Feuerwehr Musterstadt.',
    breadcrumbs: [START, { title: 'Feuerwehr', url: '/feuerwehr' }, { title: 'Meldungen', url: '/feuerwehr/feuerwehrmeldungen' }],
    heroImages: [],
    blocks: [main('artikel-detail', { apiCalls: ['artikel'] })],
    apiCalls: [
      {
        name: 'artikel',
        endpoint: '/api/cms/artikel',
        params: { bereich: 'feuerwehr', slug: '{slug}' },
        options: { useMeta: true, errorOnEmpty: true, canonical: true },
      },
    ],
  },
  {
    url: '/impressum',
    layout: 'default',
    theme: 'default',
    title: 'Impressum',
    description: 'Impressum der Website der Stadt Musterstadt: Anbieter, Vertretung, Kontakt und Verantwortliche.',
    breadcrumbs: [START, { title: 'Impressum' }],
    heroImages: [],
    blocks: [main('text', { titel: 'Impressum', text: IMPRESSUM_TEXT })],
    apiCalls: [],
  },
  {
    // Any address can need a login: the page names the council's login middleware.
    url: '/rathaus/ratsmitglieder',
    layout: 'default',
    theme: 'default',
    title: 'Mitteilungen für Ratsmitglieder',
    description: 'Hinweise der Stadtverwaltung für die Mitglieder des Gemeinderats. Nur nach Anmeldung im Ratsinformationssystem.',
    breadcrumbs: [START, { title: 'Rathaus', url: '/rathaus' }, { title: 'Mitteilungen für Ratsmitglieder' }],
    heroImages: [],
    blocks: [main('text', { titel: 'Mitteilungen für Ratsmitglieder', text: RATSMITGLIEDER_TEXT })],
    apiCalls: [],
    middleware: ['ratsinfo-anmeldung'],
  },
  {
    url: '/datenschutz',
    layout: 'default',
    theme: 'default',
    title: 'Datenschutzerklärung',
    description: 'Wie die Stadt Musterstadt beim Besuch dieser Website mit Ihren personenbezogenen Daten umgeht und welche Rechte Sie haben.',
    breadcrumbs: [START, { title: 'Datenschutz' }],
    heroImages: [],
    blocks: [main('text', { titel: 'Datenschutzerklärung', text: DATENSCHUTZ_TEXT })],
    apiCalls: [],
  },
];
