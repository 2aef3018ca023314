import { media } from '../../content/media';
import type { Breadcrumb, ImageRef } from '../../core/types';
import type { PageSeed } from './seiten';
import { galerieCall, main, sidebar, type SubsiteArticleSeed, type SubsiteContent, type TerminSeed } from './teilseiten';

const START: Breadcrumb = { title: 'Startseite', url: '/' };
const JUHA: Breadcrumb = { title: 'Jugendhaus', url: '/jugendhaus' };
const BILD: ImageRef = {
  bild: media('jugendhaus'),
  bildtext: 'Das Jugendhaus in der alten Villa an der Bahnhofstraße',
  bildcopyright: 'Jugendhaus Musterstadt',
};
const ORT = 'Jugendhaus Musterstadt, Bahnhofstraße 7';

function page(url: string, title: string, description: string, blocks: PageSeed['blocks'], extra: Partial<PageSeed> = {}): PageSeed {
  return {
    url,
    layout: 'jugendhaus',
    theme: 'jugendhaus',
    title,
    description,
    breadcrumbs: url === '/jugendhaus' ? [START, { title: 'Jugendhaus' }] : [START, JUHA, { title }],
    heroImages: [],
    blocks,
    apiCalls: [],
    ...extra,
  };
}

const news = (slug: string, tageZurueck: number, titel: string, einleitung: string, absaetze: string[]): SubsiteArticleSeed => ({
  bereich: 'jugendhaus',
  detailBase: '/jugendhaus/aktuelles',
  slug,
  titel,
  einleitung,
  text: absaetze.map((p) => `<p>${p}</p>`).join(''),
  bild: BILD.bild,
  bildtext: BILD.bildtext ?? undefined,
  bildcopyright: BILD.bildcopyright ?? undefined,
  tageZurueck,
  uhrzeit: [16, 0],
  rubriken: [],
});

const termin = (t: Omit<TerminSeed, 'bereich' | 'ort'> & { ort?: string }): TerminSeed => ({ bereich: 'jugendhaus', ort: ORT, ...t });

/** Open-house times; the header of the youth centre's layout names them in short. */
export const OFFENER_TREFF = [
  { tagtyp: 'di', beginn: '15:00', ende: '21:00' },
  { tagtyp: 'mi', beginn: '15:00', ende: '21:00' },
  { tagtyp: 'do', beginn: '15:00', ende: '21:00' },
  { tagtyp: 'fr', beginn: '15:00', ende: '22:00' },
  { tagtyp: 'sa', beginn: '14:00', ende: '22:00' },
];

export const JUGENDHAUS_ARTIKEL: SubsiteArticleSeed[] = [
  news(
    'neuer-bandraum',
    4,
    'Der neue Bandraum ist fertig',
    'Schallgedämmt, mit Schlagzeug, Verstärkern und Mischpult: Im Keller des Jugendhauses können Bands ab sofort proben.',
    [
      'Ein halbes Jahr lang haben Jugendliche zusammen mit dem Team und zwei Handwerkern aus dem Förderverein den alten Kellerraum umgebaut. Die Stadt und die Sparkassenstiftung haben die Technik finanziert.',
      'Proben können Bands und Solokünstlerinnen von 14 bis 25 Jahren. Die Zeiten werden einmal im Monat beim Bandtreffen vergeben – das nächste steht im Veranstaltungskalender.',
    ],
  ),
  news(
    'graffiti-workshop',
    12,
    'Graffiti-Workshop gestaltet die Gartenmauer',
    'Aus grauem Beton wurde ein buntes Kunstwerk: 14 Jugendliche haben an zwei Wochenenden die Gartenmauer des Jugendhauses besprüht.',
    [
      'Angeleitet vom Freiburger Künstler Deniz Aydın lernten die Teilnehmenden Skizzen, Schriftzüge und Sprühtechniken. Das Motiv – der Sulzbach, der sich durch den Schwarzwald schlängelt – haben sie gemeinsam entworfen.',
      'Die Wand ist legal gestaltet; der Eigentümer, die Stadt, hat zugestimmt. Wer einen Blick darauf werfen will: Die Mauer ist vom Bahnhofsvorplatz aus zu sehen.',
    ],
  ),
  news(
    'cafe-neue-theke',
    23,
    'Jugendhaus-Café mit neuer Theke',
    'Das Thekenteam hat eine neue Theke gebaut – und die Preise bleiben niedrig: Getränke gibt es ab 50 Cent, Toast für einen Euro.',
    [
      'Die neue Theke ist aus alten Gerüstbohlen gezimmert und hat eine abgesenkte Ecke, damit auch Rollstuhlfahrerinnen und -fahrer bequem bestellen können.',
      'Das Thekenteam besteht aus zwölf ehrenamtlichen Jugendlichen. Wer mitmachen möchte, meldet sich beim Team – eine Hygieneschulung gibt es vorher.',
    ],
  ),
];

export const JUGENDHAUS_TERMINE: TerminSeed[] = [
  termin({
    slug: 'kinoabend',
    titel: 'Kinoabend im Jugendhaus',
    einleitung: 'Großleinwand, Popcorn und ein Film, den ihr vorher abstimmt. Ab 12 Jahren.',
    inTagen: 2,
    wochentag: 5,
    von: [19, 0],
    bis: [22, 0],
  }),
  termin({
    slug: 'bandtreffen',
    titel: 'Bandtreffen: Probezeiten im Bandraum',
    einleitung: 'Probezeiten für den nächsten Monat werden vergeben.',
    inTagen: 5,
    wochentag: 2,
    von: [18, 0],
    bis: [19, 0],
  }),
  termin({
    slug: 'open-stage',
    titel: 'Open Stage: Bühne frei für eure Songs',
    einleitung: 'Singen, rappen, spielen: Anmeldung am Abend ab 18:30 Uhr. Eintritt frei.',
    inTagen: 9,
    wochentag: 6,
    von: [19, 0],
    bis: [23, 0],
  }),
  termin({
    slug: 'juleica-grundkurs',
    titel: 'Juleica-Grundkurs, Wochenende 1',
    einleitung: 'Ausbildung zur Jugendleiterin und zum Jugendleiter ab 16 Jahren; Anmeldung bis eine Woche vorher.',
    inTagen: 14,
    wochentag: 5,
    von: [17, 0],
    dauerTage: 2,
    bis: [15, 0],
  }),
  termin({
    slug: 'fifa-cup',
    titel: 'Gaming-Turnier: Jugendhaus-Cup',
    einleitung: 'Fußballspiel an der Konsole, Zweierteams, ab 12 Jahren. Anmeldung im Offenen Treff.',
    inTagen: 20,
    wochentag: 5,
    von: [18, 0],
    bis: [22, 0],
  }),
  termin({
    slug: 'ausflug-kletterhalle',
    titel: 'Ausflug in die Kletterhalle',
    einleitung: 'Mit Kletter-Einführung, Ausrüstung wird gestellt. 8 Euro, Abfahrt am Jugendhaus.',
    inTagen: 26,
    wochentag: 6,
    von: [13, 0],
    bis: [18, 0],
    ort: 'Kletterhalle Musterkreisstadt',
  }),
];

export function jugendhausContent(): SubsiteContent {
  const seiten: PageSeed[] = [
    page(
      '/jugendhaus',
      'Jugendhaus Musterstadt',
      'Das Jugendhaus Musterstadt für alle von 12 bis 25 Jahren: Offener Treff, Bandraum, Kreativwerkstatt, Ferienprogramm und Jugendehrenamt.',
      [
        main('jugendhaus-home', {
          titel: 'Dein Ort in Musterstadt',
          text:
            '<p>Chillen, Leute treffen, Musik machen, kickern, kochen oder einfach reden: Das Jugendhaus in der alten Villa an der Bahnhofstraße ist offen für alle von 12 bis 25 Jahren – ohne Mitgliedschaft und ohne Eintritt.</p>' +
            '<p>Unser Team hat ein offenes Ohr, wenn es in der Schule, zu Hause oder bei der Ausbildungssuche hakt. Und wenn du eine Idee hast, was im Jugendhaus passieren soll: Sag Bescheid, wir machen es möglich.</p>',
          offenerTreff: OFFENER_TREFF,
          kachelnTitel: 'Was bei uns los ist',
          kacheln: [
            { titel: 'Angebote', text: 'Offener Treff, Mädchentreff, Bandraum, Kreativwerkstatt, Bewerbungscafé und Sport.', link: '/jugendhaus/angebote' },
            {
              titel: 'Ferienprogramm',
              text: 'Die ersten vier Wochen der Sommerferien: Kanu, Kunst, Sport und ein Festival zum Schluss.',
              link: '/jugendhaus/ferienprogramm',
            },
            { titel: 'Jugendehrenamt', text: 'Thekenteam, Juleica und eigene Projekte: Engagier dich!', link: '/jugendhaus/jugendehrenamt' },
            { titel: 'Über uns', text: 'Das Team, das Haus und unsere Regeln.', link: '/jugendhaus/ueber-uns' },
          ],
          apiCalls: ['aktuelles', 'termine'],
        }),
      ],
      {
        heroImages: [BILD],
        apiCalls: [
          { name: 'aktuelles', endpoint: '/api/cms/artikel', params: { bereich: 'jugendhaus', pro_seite: 3 }, options: {} },
          { name: 'termine', endpoint: '/api/cms/termine', params: { bereich: 'jugendhaus', pro_seite: 4 }, options: {} },
        ],
      },
    ),
    page(
      '/jugendhaus/angebote',
      'Angebote',
      'Die Angebote des Jugendhauses Musterstadt: Offener Treff, Mädchentreff, Bandraum, Kreativwerkstatt, Bewerbungscafé, Mitternachtssport und Gaming.',
      [
        main('jugendhaus-angebote', {
          text: '<p>Alle Angebote sind kostenlos, wenn nicht anders angegeben. Du musst dich nicht anmelden – komm einfach vorbei.</p>',
          angebote: [
            {
              titel: 'Offener Treff',
              text: 'Billard, Kicker, Tischtennis, Konsolen, Café und jede Menge Platz zum Abhängen.',
              wann: 'Dienstag bis Donnerstag 15 bis 21 Uhr, Freitag 15 bis 22 Uhr, Samstag 14 bis 22 Uhr',
              fuer: '12 bis 25 Jahre',
              wo: 'Erdgeschoss und Garten',
            },
            {
              titel: 'Mädchentreff',
              text: 'Ein Nachmittag nur für Mädchen: quatschen, kochen, Tanz, Selbstbehauptung und Ausflüge.',
              wann: 'Mittwoch 15 bis 18 Uhr',
              fuer: 'Mädchen von 12 bis 17 Jahren',
              wo: 'Obergeschoss',
            },
            {
              titel: 'Bandraum',
              text: 'Schlagzeug, Verstärker, Mikrofone und Mischpult für Bands und Solokünstlerinnen und -künstler.',
              wann: 'nach Vergabe der Probezeiten beim Bandtreffen',
              fuer: '14 bis 25 Jahre',
              wo: 'Keller',
            },
            {
              titel: 'Kreativwerkstatt',
              text: 'Siebdruck, Upcycling, Holz und Graffiti auf Papier – mit Material und Anleitung.',
              wann: 'Donnerstag 16 bis 19 Uhr',
              fuer: '12 bis 25 Jahre',
              wo: 'Werkstatt im Nebengebäude',
            },
            {
              titel: 'Bewerbungscafé',
              text: 'Hilfe bei Lebenslauf, Anschreiben und Vorbereitung aufs Vorstellungsgespräch; Drucker und PC vorhanden.',
              wann: 'Dienstag 17 bis 19 Uhr',
              fuer: '15 bis 25 Jahre',
              wo: 'Büro im Obergeschoss',
            },
            {
              titel: 'Mitternachtssport',
              text: 'Fußball und Basketball in der Halle, wenn andere schon schlafen. Hallenschuhe mitbringen.',
              wann: 'Samstag 20 bis 23 Uhr',
              fuer: '14 bis 25 Jahre',
              wo: 'Sporthalle am Schulzentrum',
            },
          ],
        }),
      ],
    ),
    page(
      '/jugendhaus/aktuelles',
      'Aktuelles',
      'Neuigkeiten aus dem Jugendhaus Musterstadt: Projekte, Umbauten, Workshops und was sonst los war.',
      [main('artikel-liste', { apiCalls: ['artikel'] })],
      { apiCalls: [{ name: 'artikel', endpoint: '/api/cms/artikel', params: { bereich: 'jugendhaus', pro_seite: 10 }, options: { query: { seite: true } } }] },
    ),
    page('/jugendhaus/aktuelles/:slug', 'Aktuelles', 'Eine Meldung des Jugendhauses Musterstadt.', [main('artikel-detail', { apiCalls: ['artikel'] })], {
      breadcrumbs: [START, JUHA, { title: 'Aktuelles', url: '/jugendhaus/aktuelles' }],
      apiCalls: [
        {
          name: 'artikel',
          endpoint: '/api/cms/artikel',
          params: { bereich: 'jugendhaus', slug: '{slug}' },
          options: { useMeta: true, errorOnEmpty: true, canonical: true },
        },
      ],
    }),
    page(
      '/jugendhaus/veranstaltungen',
      'Veranstaltungen',
      'Veranstaltungen im Jugendhaus Musterstadt: Kinoabende, Open Stage, Turniere, Ausflüge und Kurse.',
      [
        main('text', {
          text: '<p>Was demnächst im Jugendhaus passiert. Für Ausflüge meldest du dich im Offenen Treff an; unter 18 brauchst du die Unterschrift deiner Eltern.</p>',
        }),
        main('veranstaltung-liste', { apiCalls: ['termine'] }),
      ],
      { apiCalls: [{ name: 'termine', endpoint: '/api/cms/termine', params: { bereich: 'jugendhaus', pro_seite: 20 }, options: { query: { seite: true } } }] },
    ),
    page(
      '/jugendhaus/ueber-uns',
      'Über uns',
      'Das Jugendhaus Musterstadt: Team, Haus, Regeln und Kontakt. Offen für alle von 12 bis 25 Jahren.',
      [
        main('text', {
          titel: 'Unser Team',
          text: '<p>Miriam Klein, Sozialpädagogin, leitet das Jugendhaus. Mit ihr arbeiten Jugendreferent Ben Okafor und Lara Stehle, die ein Freiwilliges Soziales Jahr bei uns macht. Unterstützt werden wir von über 20 ehrenamtlichen Jugendlichen.</p>',
        }),
        main('text', {
          titel: 'Das Haus',
          text: '<p>Das Jugendhaus ist in einer Villa von 1908 gegenüber dem Bahnhof untergebracht. Im Erdgeschoss gibt es Café, Billard und Kicker, oben Gruppenräume und das Büro, im Keller den Bandraum und im Nebengebäude die Werkstatt. Der Garten hat eine Feuerstelle und einen Basketballkorb. Das Erdgeschoss und die Toiletten sind barrierefrei.</p>',
        }),
        main('text', {
          titel: 'Unsere Regeln',
          text: '<ul><li>Alle von 12 bis 25 Jahren sind willkommen – egal woher du kommst oder woran du glaubst.</li><li>Wir gehen respektvoll miteinander um. Gewalt, Rassismus und Sexismus haben hier keinen Platz.</li><li>Kein Alkohol, keine Drogen; geraucht wird nur im Raucherbereich im Hof ab 18.</li><li>Wer etwas kaputt macht, sagt Bescheid – gemeinsam finden wir eine Lösung.</li></ul>',
        }),
        sidebar('text', {
          titel: 'Kontakt',
          text: '<p>Jugendhaus Musterstadt<br>Bahnhofstraße 7<br>79999 Musterstadt</p><p>Telefon: <a href="tel:07999123750">07999 123-750</a><br>E-Mail: <a href="mailto:jugendhaus@musterstadt.de">jugendhaus@musterstadt.de</a></p><p>Träger: Stadt Musterstadt, Fachbereich Jugend, Familie und Soziales</p>',
        }),
      ],
      { heroImages: [BILD] },
    ),
    page(
      '/jugendhaus/jugendehrenamt',
      'Jugendehrenamt',
      'Engagiere dich im Jugendhaus Musterstadt: Thekenteam, Jugendleiter-Card (Juleica), eigene Projekte und Ehrenamtsnachweis.',
      [
        main('text', {
          titel: 'Mach mit!',
          text: '<p>Das Jugendhaus lebt von euch. Ob du hinter der Theke stehst, ein Turnier organisierst oder beim Ferienprogramm mithilfst: Bei uns kannst du Verantwortung übernehmen, Neues ausprobieren und Leute kennenlernen. Mitmachen kann jede und jeder ab 14 Jahren.</p>',
        }),
        main('text', {
          titel: 'So kannst du dich engagieren',
          text: '<ul><li><strong>Thekenteam:</strong> Café-Dienst im Offenen Treff, nach einer kurzen Hygieneschulung</li><li><strong>Juleica:</strong> die Jugendleiter-Card ab 16 Jahren – wir bezahlen die Ausbildung</li><li><strong>Ferienprogramm:</strong> als Betreuerin oder Betreuer im Sommer</li><li><strong>Eigene Projekte:</strong> Konzert, Workshop, Turnier – wir helfen bei Planung und Geld</li><li><strong>Jugendforum:</strong> einmal im Monat entscheidest du mit, was im Haus passiert</li></ul>',
        }),
        main('text', {
          titel: 'Das bekommst du',
          text: '<p>Schulungen, Erfahrung für Bewerbungen und den Ehrenamtsnachweis des Landes Baden-Württemberg. Einmal im Jahr lädt die Stadt alle Ehrenamtlichen zum Dankeschön-Abend ein.</p>',
        }),
        sidebar('text', {
          titel: 'Ansprechpartner',
          text: '<p>Ben Okafor, Jugendreferent<br>E-Mail: <a href="mailto:jugendhaus@musterstadt.de">jugendhaus@musterstadt.de</a><br>Telefon: <a href="tel:07999123750">07999 123-750</a></p>',
        }),
      ],
    ),
    page(
      '/jugendhaus/ferienprogramm',
      'Ferienprogramm',
      'Das Sommerferienprogramm des Jugendhauses Musterstadt für 12- bis 25-Jährige in den ersten vier Wochen der Sommerferien.',
      [
        main('text', {
          titel: 'Sommer im Jugendhaus',
          text: '<p>In den ersten vier Wochen der Sommerferien ist das Jugendhaus montags bis freitags von 10 bis 18 Uhr geöffnet – mit einem Programm für alle von 12 bis 25 Jahren. Jede Woche hat ein eigenes Thema. Ausflüge kosten einen kleinen Beitrag; wer ihn nicht bezahlen kann, spricht uns an.</p>',
        }),
        main('text', {
          titel: 'Das Programm',
          text: '<table><thead><tr><th scope="col">Woche</th><th scope="col">Thema</th><th scope="col">Höhepunkt</th></tr></thead><tbody><tr><td>1. Ferienwoche</td><td>Draußen unterwegs</td><td>Kanutour auf dem Rhein</td></tr><tr><td>2. Ferienwoche</td><td>Kunst und Medien</td><td>Video-Workshop mit eigenem Kurzfilm</td></tr><tr><td>3. Ferienwoche</td><td>Sport und Spiel</td><td>Beachvolleyball-Turnier im Freibad</td></tr><tr><td>4. Ferienwoche</td><td>Festival</td><td>Sommerfest mit Bands aus dem Bandraum</td></tr></tbody></table>',
        }),
        main('text', {
          titel: 'Anmeldung',
          text: '<p>Die Anmeldung beginnt am ersten Montag im Juni im Offenen Treff und per E-Mail an <a href="mailto:jugendhaus@musterstadt.de">jugendhaus@musterstadt.de</a>. Für Ausflüge brauchen Jugendliche unter 18 Jahren eine Einverständniserklärung der Eltern.</p>',
        }),
      ],
      { heroImages: [BILD] },
    ),
    page(
      '/jugendhaus/bildergalerie',
      'Bildergalerie',
      'Bilder aus dem Jugendhaus Musterstadt: Offener Treff, Ausflüge, Ferienprogramm und Stadtfest.',
      [main('bildergalerie', { apiCalls: ['galerie'] })],
      { apiCalls: [galerieCall('jugendhaus-einblicke')] },
    ),
  ];
  const menues = [
    {
      name: 'Hauptmenü Jugendhaus',
      items: [
        { title: 'Start', href: '/jugendhaus' },
        { title: 'Angebote', href: '/jugendhaus/angebote' },
        { title: 'Aktuelles', href: '/jugendhaus/aktuelles' },
        { title: 'Veranstaltungen', href: '/jugendhaus/veranstaltungen' },
        { title: 'Ferienprogramm', href: '/jugendhaus/ferienprogramm' },
        { title: 'Jugendehrenamt', href: '/jugendhaus/jugendehrenamt' },
        { title: 'Über uns', href: '/jugendhaus/ueber-uns' },
      ],
    },
  ];
  return { seiten, menues, artikel: JUGENDHAUS_ARTIKEL, termine: JUGENDHAUS_TERMINE, dokumente: [] };
}
