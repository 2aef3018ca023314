import { media } from '../../content/media';
import type { ApiCall, Breadcrumb, ImageRef } from '../../core/types';
import type { MenuSeed } from './menues';
import type { PageSeed } from './seiten';
import {
  dokument,
  galerieCall,
  main,
  productName,
  sidebar,
  type DokumentSeed,
  type SubsiteArticleSeed,
  type SubsiteContent,
  type TerminSeed,
} from './teilseiten';

const START: Breadcrumb = { title: 'Startseite', url: '/' };

interface School {
  /** bereich of its news and dates, and its theme. */
  bereich: string;
  layout: string;
  theme: string;
  name: string;
  home: string;
}

function pageOf(school: School) {
  const crumb: Breadcrumb = { title: school.name, url: school.home.replace(/\/$/, '') };
  return (url: string, title: string, description: string, blocks: PageSeed['blocks'], extra: Partial<PageSeed> = {}): PageSeed => ({
    url,
    layout: school.layout,
    theme: school.theme,
    title,
    description,
    breadcrumbs: url === school.home.replace(/\/$/, '') ? [START, { title: school.name }] : [START, crumb, { title }],
    heroImages: [],
    blocks,
    apiCalls: [],
    ...extra,
  });
}

const newsCall = (name: string, bereich: string, proSeite: number, paged = false): ApiCall => ({
  name,
  endpoint: '/api/cms/artikel',
  params: { bereich, pro_seite: proSeite },
  options: paged ? { query: { seite: true } } : {},
});

const datesCall = (name: string, bereich: string, proSeite: number, paged = false): ApiCall => ({
  name,
  endpoint: '/api/cms/termine',
  params: { bereich, pro_seite: proSeite },
  options: paged ? { query: { seite: true } } : {},
});

const detailCall = (bereich: string): ApiCall => ({
  name: 'artikel',
  endpoint: '/api/cms/artikel',
  params: { bereich, slug: '{slug}' },
  options: { useMeta: true, errorOnEmpty: true, canonical: true },
});

function news(
  school: School,
  listPath: string,
  image: ImageRef,
  slug: string,
  tageZurueck: number,
  titel: string,
  einleitung: string,
  absaetze: string[],
): SubsiteArticleSeed {
  return {
    bereich: school.bereich,
    detailBase: listPath,
    slug,
    titel,
    einleitung,
    text: absaetze.map((p) => `<p>${p}</p>`).join(''),
    bild: image.bild,
    bildtext: image.bildtext ?? undefined,
    bildcopyright: image.bildcopyright ?? undefined,
    tageZurueck,
    uhrzeit: [12, 0],
    rubriken: [],
  };
}

const kachel = (titel: string, text: string, link?: string, linktext = 'Mehr erfahren') => (link ? { titel, text, link, linktext } : { titel, text });

/* ------------------------------------------------------------------ Grundschule {product} */

function grundschule(product: string): SubsiteContent {
  const P = productName(product);
  const gs = `/grundschule-${product}`;
  const school: School = {
    bereich: `grundschule-${product}`,
    layout: `grundschule-${product}`,
    theme: `grundschule-${product}`,
    name: `Grundschule ${P}`,
    home: `${gs}/`,
  };
  const page = pageOf(school);
  const bild: ImageRef = { bild: media('schulhof'), bildtext: `Pause auf dem Schulhof der Grundschule ${P}`, bildcopyright: `Grundschule ${P}` };
  const herausgeber = `Grundschule ${P} · Schulstraße 5 · 79999 ${P} · Telefon 07999 123-610 · sekretariat@gs-${product}.de`;
  const n = (slug: string, tage: number, titel: string, einleitung: string, absaetze: string[]) =>
    news(school, `${gs}/schulnews`, bild, slug, tage, titel, einleitung, absaetze);
  const t = (x: Omit<TerminSeed, 'bereich' | 'ort'> & { ort?: string }): TerminSeed => ({
    bereich: school.bereich,
    ort: `Grundschule ${P}, Schulstraße 5`,
    ...x,
  });

  const dokumente: DokumentSeed[] = [
    {
      name: `gs-${product}-entschuldigung.pdf`,
      titel: 'Entschuldigung bei Krankheit',
      herausgeber,
      absaetze: [
        'Bitte melden Sie Ihr Kind am ersten Krankheitstag bis 7:45 Uhr im Sekretariat ab – telefonisch unter 07999 123-610 oder per E-Mail. Spätestens am dritten Tag geben Sie diese schriftliche Entschuldigung ab.',
        'Name des Kindes: ______________________________   Klasse: ________',
        'Mein Kind hat vom ____________ bis ____________ den Unterricht wegen Krankheit nicht besucht.',
        'Grund (freiwillige Angabe): ____________________________________________',
        'Datum und Unterschrift einer erziehungsberechtigten Person: ______________________________',
      ],
    },
    {
      name: `gs-${product}-beurlaubung.pdf`,
      titel: 'Antrag auf Beurlaubung vom Unterricht',
      herausgeber,
      absaetze: [
        'Eine Beurlaubung ist nur in begründeten Ausnahmefällen möglich (§ 4 Schulbesuchsverordnung). Unmittelbar vor und nach den Ferien kann grundsätzlich nicht beurlaubt werden. Bitte reichen Sie den Antrag mindestens zwei Wochen vorher ein.',
        'Name des Kindes: ______________________________   Klasse: ________',
        'Beurlaubung am / vom ____________ bis ____________',
        'Begründung: ________________________________________________________',
        'Bis zu zwei Tagen entscheidet die Klassenlehrkraft, darüber hinaus die Schulleitung.',
        'Datum und Unterschrift einer erziehungsberechtigten Person: ______________________________',
      ],
    },
    {
      name: `gs-${product}-kernzeit-anmeldung.pdf`,
      titel: 'Anmeldung zur Kernzeitbetreuung',
      herausgeber,
      absaetze: [
        'Die Kernzeitbetreuung der Stadt betreut Ihr Kind an Schultagen von 7:00 Uhr bis Unterrichtsbeginn und nach dem Unterricht bis 14:00 Uhr, mit Mittagessen bis 17:00 Uhr.',
        '• Frühbetreuung 7:00 bis 8:30 Uhr: 18 Euro im Monat',
        '• Betreuung bis 14:00 Uhr: 45 Euro im Monat',
        '• Betreuung bis 17:00 Uhr: 85 Euro im Monat, Mittagessen 4,20 Euro je Essen',
        'Name des Kindes: ______________________________   Klasse: ________',
        'Gewünschte Betreuung ab: ____________   an den Tagen: Mo  Di  Mi  Do  Fr',
        'Die Anmeldung gilt für ein Schuljahr. Kündigungen sind zum Ende eines Schulhalbjahres möglich. Bitte geben Sie das Formular im Sekretariat ab.',
      ],
    },
    {
      name: `gs-${product}-elternbrief-schuljahr.pdf`,
      titel: 'Elternbrief zum Schuljahr',
      herausgeber,
      absaetze: [
        'Liebe Eltern, liebe Erziehungsberechtigte,',
        'wir begrüßen alle Familien herzlich im neuen Schuljahr, besonders unsere 52 Erstklässlerinnen und Erstklässler. Mit diesem Brief erhalten Sie die wichtigsten Informationen auf einen Blick.',
        '• Unterricht: Montag bis Freitag ab 8:30 Uhr, Frühbetreuung ab 7:00 Uhr.',
        '• Krankmeldungen bitte bis 7:45 Uhr im Sekretariat.',
        '• Alle Termine finden Sie im Terminplan auf unserer Website.',
        '• Sprechstunden der Lehrkräfte nach Vereinbarung über das Hausaufgabenheft.',
        'Wir freuen uns auf ein gutes gemeinsames Schuljahr.',
        'Claudia Brenner, Rektorin',
      ],
    },
  ];

  const seiten: PageSeed[] = [
    page(
      gs,
      `Grundschule ${P}`,
      `Die Grundschule ${P}: Schulnews, Terminplan, Downloads, Leitbild und Kontakt zu Schulleitung, Sekretariat und Kernzeitbetreuung.`,
      [
        main('grundschule-home', {
          titel: `Herzlich willkommen an der Grundschule ${P}`,
          text:
            `<p>Bei uns lernen 214 Kinder in zehn Klassen – neugierig, fröhlich und mit ganz unterschiedlichen Talenten. Wir möchten, dass jedes Kind gerne in die Schule kommt, sicher lesen, schreiben und rechnen lernt und Verantwortung für sich und andere übernimmt.</p>` +
            `<p>Unsere Ganztagsschule in Wahlform, die Kernzeitbetreuung und viele Arbeitsgemeinschaften vom Schulchor bis zur Garten-AG machen die Grundschule ${P} zu einem Ort, an dem Kinder auch nach dem Unterricht gut aufgehoben sind.</p>`,
          fakten: [
            { wert: '214', label: 'Kinder in zehn Klassen' },
            { wert: '19', label: 'Lehrkräfte und pädagogische Fachkräfte' },
            { wert: '7–17 Uhr', label: 'verlässliche Betreuung an Schultagen' },
          ],
          kachelnTitel: 'Unsere Schule',
          kacheln: [
            kachel('Unser Leitbild', 'Wofür wir stehen: Lernen mit allen Sinnen, Respekt und eine starke Schulgemeinschaft.', `${gs}/leitbild/`),
            kachel('Terminplan', 'Elternabende, Feste, Ausflüge und unterrichtsfreie Tage im Überblick.', `${gs}/terminplan/`),
            kachel('Downloads', 'Entschuldigung, Beurlaubung, Kernzeitbetreuung und Elternbriefe zum Herunterladen.', `${gs}/gsd-downloads/`),
            kachel('Team & Kontakt', 'Schulleitung, Sekretariat, Kernzeitbetreuung und Schulsozialarbeit.', `${gs}/kontakt/`),
          ],
          newsLink: `${gs}/schulnews/`,
          termineLink: `${gs}/terminplan/`,
          apiCalls: ['news', 'termine'],
        }),
      ],
      { heroImages: [bild], apiCalls: [newsCall('news', school.bereich, 3), datesCall('termine', school.bereich, 4)] },
    ),
    page(
      `${gs}/leitbild`,
      'Unser Leitbild',
      `Das Leitbild der Grundschule ${P}: Lernen mit allen Sinnen, Respekt und Verantwortung, eine starke Schulgemeinschaft.`,
      [
        main('text', {
          titel: 'Jedes Kind zählt',
          text: '<p>Kinder kommen mit unterschiedlichen Voraussetzungen zu uns. Wir holen jedes Kind dort ab, wo es steht, fördern Stärken und unterstützen bei Schwierigkeiten – in kleinen Gruppen, mit Förderstunden und in enger Absprache mit den Eltern.</p>',
        }),
        main('text', {
          titel: 'Lernen mit allen Sinnen',
          text: '<p>Wir lernen im Klassenzimmer, im Schulgarten, im Wald und in der Stadtbücherei. Experimente, Projekte und Lerngänge machen Wissen begreifbar. Lesen hat bei uns einen besonderen Platz: mit Lesepaten, Lesenacht und einer eigenen Schulbücherei.</p>',
        }),
        main('text', {
          titel: 'Respekt und Verantwortung',
          text: '<p>Wir gehen freundlich miteinander um, lösen Konflikte im Gespräch und helfen uns gegenseitig. Streitschlichterinnen und Streitschlichter aus den vierten Klassen und der Klassenrat geben den Kindern eine Stimme.</p>',
        }),
        main('text', {
          titel: 'Gemeinsam mit den Eltern',
          text: '<p>Schule gelingt nur gemeinsam. Wir informieren offen, laden zu Elterngesprächen ein und freuen uns über Eltern, die sich im Elternbeirat, im Förderverein oder als Lesepaten engagieren.</p>',
        }),
      ],
    ),
    page(
      `${gs}/schulnews`,
      'Schulnews',
      `Neuigkeiten aus der Grundschule ${P}: Projekte, Ausflüge, Feste und Informationen für Eltern.`,
      [main('artikel-liste', { apiCalls: ['artikel'] })],
      { apiCalls: [{ ...newsCall('artikel', school.bereich, 10, true) }] },
    ),
    page(`${gs}/schulnews/:slug`, 'Schulnews', `Eine Meldung der Grundschule ${P}.`, [main('artikel-detail', { apiCalls: ['artikel'] })], {
      breadcrumbs: [START, { title: school.name, url: gs }, { title: 'Schulnews', url: `${gs}/schulnews` }],
      apiCalls: [detailCall(school.bereich)],
    }),
    page(
      `${gs}/terminplan`,
      'Terminplan',
      `Die nächsten Termine der Grundschule ${P}: Elternabende, Schulkonferenz, Feste, Aufführungen und unterrichtsfreie Tage.`,
      [
        main('text', { text: '<p>Die wichtigsten Termine für Kinder und Eltern. Kurzfristige Änderungen geben wir über die Klassenlehrkräfte bekannt.</p>' }),
        main('veranstaltung-liste', { apiCalls: ['termine'] }, { leertext: 'termineAus' }),
      ],
      { apiCalls: [datesCall('termine', school.bereich, 20, true)] },
    ),
    page(
      `${gs}/gsd-downloads`,
      'Downloads',
      `Formulare und Elterninformationen der Grundschule ${P} zum Herunterladen: Entschuldigung, Beurlaubung, Kernzeitbetreuung.`,
      [
        main('schul-downloads', {
          text: '<p>Hier finden Sie unsere Formulare und Elternbriefe als PDF-Dateien. Ausgefüllte Formulare geben Sie bitte über Ihr Kind oder im Sekretariat ab.</p>',
          gruppen: [
            {
              titel: 'Formulare',
              dokumente: [
                {
                  link: dokument(`gs-${product}-entschuldigung.pdf`),
                  downloadtext: 'Entschuldigung bei Krankheit',
                  beschreibung: 'Schriftliche Entschuldigung, spätestens am dritten Krankheitstag abgeben',
                },
                {
                  link: dokument(`gs-${product}-beurlaubung.pdf`),
                  downloadtext: 'Antrag auf Beurlaubung vom Unterricht',
                  beschreibung: 'Mindestens zwei Wochen vorher einreichen',
                },
                {
                  link: dokument(`gs-${product}-kernzeit-anmeldung.pdf`),
                  downloadtext: 'Anmeldung zur Kernzeitbetreuung',
                  beschreibung: 'Betreuungszeiten und Gebühren der städtischen Kernzeit',
                },
              ],
            },
            {
              titel: 'Elterninformationen',
              dokumente: [
                {
                  link: dokument(`gs-${product}-elternbrief-schuljahr.pdf`),
                  downloadtext: 'Elternbrief zum Schuljahr',
                  beschreibung: 'Unterrichtszeiten, Krankmeldung und Ansprechpartner',
                },
              ],
            },
          ],
        }),
      ],
    ),
    page(
      `${gs}/kontakt`,
      'Team und Kontakt',
      `So erreichen Sie die Grundschule ${P}: Schulleitung, Sekretariat, Kernzeitbetreuung, Schulsozialarbeit und Hausmeister.`,
      [
        main('text', {
          titel: 'Schulleitung und Sekretariat',
          text:
            `<p>Rektorin Claudia Brenner<br>Konrektor Michael Straub</p>` +
            `<p>Sekretariat: Ayşe Yilmaz<br>Telefon: <a href="tel:07999123610">07999 123-610</a><br>E-Mail: <a href="mailto:sekretariat@gs-${product}.de">sekretariat@gs-${product}.de</a><br>Montag bis Freitag 7:30 bis 12:30 Uhr</p>`,
        }),
        main('text', {
          titel: 'Weitere Ansprechpartner',
          text:
            '<table><thead><tr><th scope="col">Bereich</th><th scope="col">Name</th><th scope="col">Telefon</th></tr></thead><tbody>' +
            '<tr><td>Kernzeitbetreuung</td><td>Martina Kopp</td><td>07999 123-614</td></tr>' +
            '<tr><td>Schulsozialarbeit</td><td>Daniel Weiß</td><td>07999 123-615</td></tr>' +
            '<tr><td>Hausmeister</td><td>Rainer Fichter</td><td>07999 123-616</td></tr>' +
            '<tr><td>Elternbeirat</td><td>Nadine Hauser</td><td>über das Sekretariat</td></tr>' +
            '</tbody></table>',
        }),
        main('text', {
          titel: 'Unser Kollegium',
          text: '<p>Zu unserem Team gehören 15 Lehrkräfte, zwei Fachlehrerinnen für Sport und Musik, eine Sonderpädagogin des Sonderpädagogischen Bildungs- und Beratungszentrums und eine pädagogische Assistentin. Die Klassenlehrkräfte erreichen Sie über das Hausaufgabenheft oder das Sekretariat.</p>',
        }),
        sidebar('text', {
          titel: 'Anschrift',
          text: `<p>Grundschule ${P}<br>Schulstraße 5<br>79999 ${P}</p><p>Bushaltestelle „Schulzentrum“ der Linien 7421 und 7423</p>`,
        }),
      ],
    ),
    page(
      `${gs}/bildergalerie`,
      'Bildergalerie',
      `Bilder aus dem Schulleben der Grundschule ${P}: Pause, Schulgarten, Lesestunde, Sporttag und Feste.`,
      [main('bildergalerie', { apiCalls: ['galerie'] })],
      { apiCalls: [galerieCall('grundschule-schulleben')] },
    ),
  ];

  const artikel: SubsiteArticleSeed[] = [
    n(
      'kletterlandschaft-eingeweiht',
      3,
      'Neue Kletterlandschaft auf dem Schulhof eingeweiht',
      'Balancieren, klettern, hangeln: Seit dieser Woche lädt eine neue Kletterlandschaft in den Pausen zum Toben ein. Möglich gemacht haben das der Förderverein und viele Spenden.',
      [
        'Mit einem Band, das die Schulsprecherinnen der vierten Klassen durchschnitten, wurde die Kletterlandschaft feierlich eröffnet. Sie besteht aus Robinienholz, hat zwei Kletterwände, eine Hängebrücke und einen Balancierparcours.',
        'Rund 24.000 Euro hat die Anlage gekostet. Der Förderverein hat mit Sponsorenlauf, Kuchenverkauf und Spenden 15.000 Euro gesammelt, den Rest hat die Stadt als Schulträgerin übernommen. Rektorin Claudia Brenner dankte allen Helferinnen und Helfern: „Bewegung in der Pause tut den Kindern gut – und man sieht ihnen an, wie viel Spaß sie haben.“',
      ],
    ),
    n(
      'lesepaten-gesucht',
      9,
      'Lesepatinnen und Lesepaten gesucht',
      'Einmal in der Woche eine Stunde vorlesen und zuhören: Für unser Leseprojekt suchen wir Erwachsene, die Kinder beim Lesenlernen begleiten.',
      [
        'Seit drei Jahren kommen Lesepatinnen und Lesepaten in die ersten und zweiten Klassen. Sie lesen mit einzelnen Kindern oder kleinen Gruppen, hören zu und machen Mut. Die Kinder lieben diese Stunden – und die Lesefreude steigt spürbar.',
        'Sie haben Zeit und Freude an Büchern? Melden Sie sich im Sekretariat. Vorkenntnisse brauchen Sie nicht; zu Beginn gibt es eine kurze Einführung durch unsere Lesebeauftragte.',
      ],
    ),
    n(
      'projektwoche-gesund-und-fit',
      17,
      'Projektwoche „Gesund und fit“ mit großem Abschlussfest',
      'Eine Woche lang drehte sich alles um gesunde Ernährung, Bewegung und Entspannung. Zum Abschluss zeigten die Klassen ihre Ergebnisse beim Schulfest.',
      [
        'Die Kinder bereiteten Obstspieße und Vollkornbrote zu, besuchten den Wochenmarkt, übten Yoga und probierten im Sportverein neue Sportarten aus. Die dritten Klassen bauten einen Barfußpfad auf dem Schulhof, die vierten Klassen schrieben ein Kochbuch mit Lieblingsrezepten.',
        'Beim Abschlussfest am Freitag wurde das Kochbuch verkauft, der Erlös geht an die Schulbücherei. Ein herzliches Dankeschön an die Landfrauen, den Turnverein und alle Eltern, die geholfen haben.',
      ],
    ),
    n(
      'sponsorenlauf-schulbuecherei',
      30,
      'Sponsorenlauf bringt 4.280 Euro für die Schulbücherei',
      'Runde um Runde für neue Bücher: Beim Sponsorenlauf haben unsere Kinder zusammen 2.140 Runden um den Sportplatz geschafft.',
      [
        'Für jede Runde hatten Eltern, Großeltern, Nachbarn und Firmen einen Betrag versprochen. Am Ende kamen 4.280 Euro zusammen. Die schnellste Klasse war die 4b mit durchschnittlich 19 Runden pro Kind.',
        'Von dem Geld kauft die Schulbücherei neue Erstlesebücher, Sachbücher und Hörbücher. Die Kinder dürfen mitbestimmen: In den Klassen werden gerade Wunschlisten gesammelt.',
      ],
    ),
  ];

  const termine: TerminSeed[] = [
    t({
      slug: 'elternabend-klassen-1',
      titel: 'Elternabend der ersten Klassen',
      einleitung: 'Lesen- und Schreibenlernen, Hausaufgaben und Kernzeitbetreuung.',
      inTagen: 6,
      wochentag: 2,
      von: [19, 30],
      bis: [21, 0],
    }),
    t({
      slug: 'schulkonferenz',
      titel: 'Sitzung der Schulkonferenz',
      einleitung: 'Öffentliche Sitzung, Tagesordnung im Sekretariat.',
      inTagen: 12,
      wochentag: 3,
      von: [18, 0],
      bis: [19, 30],
      ort: `Grundschule ${P}, Lehrerzimmer`,
    }),
    t({
      slug: 'paedagogischer-tag',
      titel: 'Pädagogischer Tag – unterrichtsfrei',
      einleitung: 'Fortbildung des Kollegiums; die Kernzeitbetreuung hat geöffnet.',
      inTagen: 19,
      wochentag: 5,
      von: [0, 0],
      bis: [23, 59],
      ganztaegig: true,
    }),
    t({
      slug: 'lesenacht-klassen-4',
      titel: 'Lesenacht der vierten Klassen',
      einleitung: 'Mit Taschenlampe, Schlafsack und Lieblingsbuch; Frühstück am nächsten Morgen.',
      inTagen: 24,
      wochentag: 5,
      von: [18, 0],
      dauerTage: 1,
      bis: [9, 0],
    }),
    t({
      slug: 'theater-ag-auffuehrung',
      titel: 'Theater-AG: „Die kleine Hexe“',
      einleitung: 'Aufführung für Familien und Freunde, Eintritt frei.',
      inTagen: 10,
      wochentag: 4,
      von: [16, 0],
      bis: [17, 15],
      ort: `Grundschule ${P}, Aula`,
    }),
  ];

  const menu: MenuSeed = {
    name: `Hauptmenü Grundschule ${P}`,
    items: [
      { title: 'Start', href: `${gs}/` },
      { title: 'Leitbild', href: `${gs}/leitbild/` },
      { title: 'Schulnews', href: `${gs}/schulnews/` },
      { title: 'Terminplan', href: `${gs}/terminplan/` },
      { title: 'Downloads', href: `${gs}/gsd-downloads/` },
      { title: 'Kontakt', href: `${gs}/kontakt/` },
    ],
  };
  return { seiten, menues: [menu], artikel, termine, dokumente };
}

/* ------------------------------------------------------------------ Grundschule Hallwangen */

function grundschuleHallwangen(product: string): SubsiteContent {
  const P = productName(product);
  const gsh = '/grundschule-hallwangen';
  const school: School = {
    bereich: 'grundschule-hallwangen',
    layout: 'grundschule-hallwangen',
    theme: 'grundschule-hallwangen',
    name: 'Grundschule Hallwangen',
    home: `${gsh}/`,
  };
  const page = pageOf(school);
  const bild: ImageRef = { bild: media('dorfschule'), bildtext: 'Die Grundschule Hallwangen neben der Kirche', bildcopyright: 'Grundschule Hallwangen' };
  const n = (slug: string, tage: number, titel: string, einleitung: string, absaetze: string[]) =>
    news(school, `${gsh}/gsh-aktuelles`, bild, slug, tage, titel, einleitung, absaetze);
  const t = (x: Omit<TerminSeed, 'bereich' | 'ort'> & { ort?: string }): TerminSeed => ({
    bereich: school.bereich,
    ort: 'Grundschule Hallwangen, Kirchweg 2',
    ...x,
  });

  const seiten: PageSeed[] = [
    page(
      gsh,
      'Grundschule Hallwangen',
      'Die Grundschule Hallwangen: eine kleine Schule im Ortsteil mit Schulgarten, Bläserklasse und familiärer Atmosphäre.',
      [
        main('grundschule-home', {
          titel: 'Willkommen an der Grundschule Hallwangen',
          text:
            '<p>Unsere kleine Schule liegt mitten im Ortsteil Hallwangen, direkt neben der Kirche und nur ein paar Schritte vom Wald entfernt. 62 Kinder lernen bei uns in vier Klassen – jedes Kind ist bekannt, und Große helfen Kleinen.</p>' +
            '<p>Naturerfahrung, Musik und Bewegung prägen unseren Schulalltag: Wir gärtnern im eigenen Schulgarten, gehen jede Woche in den Wald und lernen in der Bläserklasse ein Instrument.</p>',
          fakten: [
            { wert: '62', label: 'Kinder in vier Klassen' },
            { wert: '6', label: 'Lehrkräfte' },
            { wert: '400 m²', label: 'Schulgarten' },
          ],
          kachelnTitel: 'Für Eltern und Kinder',
          kacheln: [
            kachel('Elterninfo', 'Unterrichtszeiten, Krankmeldung, Schulbus, Betreuung und alle Termine für Eltern.', `${gsh}/gsh-elterninfo/`),
            kachel('Schulprofil', 'Naturnahe Schule, Bläserklasse und bewegte Pausen: Das macht uns aus.', `${gsh}/schulprofil/`),
            kachel('Aktuelles', 'Was bei uns los war und was als Nächstes kommt.', `${gsh}/gsh-aktuelles/`),
            kachel('Team & Kontakt', 'Schulleitung, Sekretariat und Betreuung.', `${gsh}/kontakt/`),
          ],
          newsLink: `${gsh}/gsh-aktuelles/`,
          termineLink: `${gsh}/gsh-elterninfo/`,
          apiCalls: ['news', 'termine'],
        }),
      ],
      { heroImages: [bild], apiCalls: [newsCall('news', school.bereich, 3), datesCall('termine', school.bereich, 3)] },
    ),
    page(
      `${gsh}/gsh-aktuelles`,
      'Aktuelles',
      'Neuigkeiten aus der Grundschule Hallwangen: Schulgarten, Bläserklasse, Ausflüge und Feste.',
      [main('artikel-liste', { apiCalls: ['artikel'] })],
      { apiCalls: [newsCall('artikel', school.bereich, 10, true)] },
    ),
    page(`${gsh}/gsh-aktuelles/:slug`, 'Aktuelles', 'Eine Meldung der Grundschule Hallwangen.', [main('artikel-detail', { apiCalls: ['artikel'] })], {
      breadcrumbs: [START, { title: school.name, url: gsh }, { title: 'Aktuelles', url: `${gsh}/gsh-aktuelles` }],
      apiCalls: [detailCall(school.bereich)],
    }),
    page(
      `${gsh}/gsh-elterninfo`,
      'Elterninfo',
      'Informationen für Eltern der Grundschule Hallwangen: Unterrichtszeiten, Krankmeldung, Schulbus, Betreuung und Termine.',
      [
        main('text', {
          titel: 'Unterrichtszeiten',
          text: '<table><thead><tr><th scope="col">Stunde</th><th scope="col">Zeit</th></tr></thead><tbody><tr><td>1. Stunde</td><td>7:50 bis 8:35 Uhr</td></tr><tr><td>2. Stunde</td><td>8:40 bis 9:25 Uhr</td></tr><tr><td>Große Pause</td><td>9:25 bis 9:45 Uhr</td></tr><tr><td>3. Stunde</td><td>9:45 bis 10:30 Uhr</td></tr><tr><td>4. Stunde</td><td>10:35 bis 11:20 Uhr</td></tr><tr><td>5. Stunde</td><td>11:30 bis 12:15 Uhr</td></tr></tbody></table>',
        }),
        main('text', {
          titel: 'Krankmeldung',
          text: '<p>Ist Ihr Kind krank, rufen Sie bitte bis 7:45 Uhr an: <a href="tel:07999123640">07999 123-640</a>. Außerhalb der Sekretariatszeiten sprechen Sie auf den Anrufbeantworter. Eine schriftliche Entschuldigung geben Sie spätestens am dritten Tag ab.</p>',
        }),
        main('text', {
          titel: 'Schulbus und Betreuung',
          text: `<p>Kinder aus den Weilern fahren mit der Linie 7425; der Bus hält um 7:38 Uhr an der Schule und fährt um 12:25 Uhr und 13:20 Uhr zurück. Die verlässliche Grundschule betreut Ihr Kind bis 13:30 Uhr, an drei Tagen gibt es ein Mittagessen im Gemeindehaus. Für eine Betreuung am Nachmittag können Kinder die Ganztagsschule der Grundschule ${P} besuchen.</p>`,
        }),
        main('text', { titel: 'Termine für Eltern' }),
        main('veranstaltung-liste', { apiCalls: ['termine'] }, { leertext: 'termineAus' }),
      ],
      { apiCalls: [datesCall('termine', school.bereich, 10)] },
    ),
    page(
      `${gsh}/schulprofil`,
      'Schulprofil',
      'Was die Grundschule Hallwangen ausmacht: naturnahe Schule mit Schulgarten und Waldtag, Bläserklasse und bewegte Pausen.',
      [
        main('text', {
          titel: 'Naturnahe Schule',
          text: '<p>Jede Klasse pflegt ein eigenes Beet in unserem 400 Quadratmeter großen Schulgarten. Wir säen, ernten und kochen gemeinsam. Einmal in der Woche ist Waldtag: Bei jedem Wetter erkunden die Kinder mit ihrer Lehrkraft den Hallwanger Wald.</p>',
        }),
        main('text', {
          titel: 'Bläserklasse',
          text: '<p>Gemeinsam mit dem Musikverein Hallwangen lernen alle Kinder der dritten und vierten Klasse ein Blasinstrument. Die Instrumente stellt der Musikverein; geprobt wird in zwei Wochenstunden im Musikunterricht.</p>',
        }),
        main('text', {
          titel: 'Bewegte Schule',
          text: '<p>Unsere Pausen sind bewegte Pausen mit Spielkiste und Kletterbaum. Jeden Morgen beginnt der Unterricht mit einer kurzen Bewegungszeit, und der Sportverein bietet eine Ballsport-AG an.</p>',
        }),
        main('text', {
          titel: 'Jahrgangsübergreifend lernen',
          text: '<p>In Projektwochen, bei der Schulversammlung und im Lesetandem lernen Kinder verschiedener Klassen miteinander. Die Großen übernehmen Patenschaften für die Schulanfänger.</p>',
        }),
      ],
    ),
    page(`${gsh}/kontakt`, 'Team und Kontakt', 'So erreichen Sie die Grundschule Hallwangen: Schulleitung, Sekretariat, Betreuung.', [
      main('text', {
        titel: 'Schulleitung und Sekretariat',
        text: '<p>Rektor Thomas Kienzler</p><p>Sekretariat: Brigitte Maier<br>Telefon: <a href="tel:07999123640">07999 123-640</a><br>E-Mail: <a href="mailto:sekretariat@gs-hallwangen.de">sekretariat@gs-hallwangen.de</a><br>Dienstag und Donnerstag 8:00 bis 12:00 Uhr</p>',
      }),
      main('text', {
        titel: 'Unser Team',
        text: '<p>Vier Klassenlehrerinnen, eine Fachlehrerin für Musik und Sport und der Schulleiter unterrichten an unserer Schule. Die Betreuung leiten Sabine Wolber und Heike Ruf (Telefon 07999 123-642).</p>',
      }),
      sidebar('text', { titel: 'Anschrift', text: `<p>Grundschule Hallwangen<br>Kirchweg 2<br>79999 ${P}-Hallwangen</p>` }),
    ]),
    page(
      `${gsh}/bildergalerie`,
      'Bildergalerie',
      'Bilder aus der Grundschule Hallwangen: Schulhaus, Bläserklasse, Schulgarten und Waldtag.',
      [main('bildergalerie', { apiCalls: ['galerie'] })],
      { apiCalls: [galerieCall('grundschule-hallwangen-schulleben')] },
    ),
  ];

  const artikel: SubsiteArticleSeed[] = [
    n(
      'kraeuterschnecke-schulgarten',
      5,
      'Eine Kräuterschnecke für den Schulgarten',
      'Aus 80 Natursteinen haben die Kinder der Klasse 3 mit Hilfe von Eltern eine Kräuterschnecke gebaut. Bald wachsen dort Schnittlauch, Thymian und Salbei.',
      [
        'Zwei Vormittage lang wurden Steine geschleppt, Erde gemischt und Pflanzen gesetzt. Ein Vater, von Beruf Landschaftsgärtner, zeigte den Kindern, wie man eine Trockenmauer schichtet.',
        'Die Kräuter kommen beim gemeinsamen Kochen in der Schulküche zum Einsatz. Die Klasse 3 hat die Pflege übernommen und erstellt gerade Schilder für jede Pflanze.',
      ],
    ),
    n(
      'blaeserklasse-startet',
      14,
      'Die neue Bläserklasse hat begonnen',
      'Trompete, Klarinette, Posaune: 16 Kinder der dritten Klasse haben ihr Instrument bekommen. Die Bläserklasse ist eine Kooperation mit dem Musikverein Hallwangen.',
      [
        'Bei der Instrumentenvorstellung durften alle Kinder jedes Instrument ausprobieren. Danach hatte jedes Kind drei Wünsche frei – und fast alle bekamen ihr Lieblingsinstrument.',
        'Die ersten Töne klingen schon vielversprechend. Beim Weihnachtskonzert des Musikvereins tritt die Bläserklasse zum ersten Mal öffentlich auf.',
      ],
    ),
    n(
      'besuch-bauernhof',
      26,
      'Besuch auf dem Bauernhof Gaiser',
      'Wo kommt die Milch her? Die Klassen 1 und 2 haben den Bauernhof der Familie Gaiser am Ortsrand besucht.',
      [
        'Die Kinder fütterten Kälber, schauten beim Melken zu und durften selbst Butter schütteln. Besonders beliebt waren die jungen Kätzchen in der Scheune.',
        'Zum Abschluss gab es ein Vesper mit Brot, Butter und Käse vom Hof. Vielen Dank an Familie Gaiser für den schönen Vormittag!',
      ],
    ),
  ];

  const termine: TerminSeed[] = [
    t({
      slug: 'elternsprechtag',
      titel: 'Elternsprechtag',
      einleitung: 'Gespräche mit den Klassenlehrerinnen nach Anmeldung über das Hausaufgabenheft.',
      inTagen: 9,
      wochentag: 4,
      von: [14, 0],
      bis: [18, 0],
    }),
    t({
      slug: 'schulversammlung',
      titel: 'Schulversammlung mit Vorführungen der Klassen',
      einleitung: 'Eltern und Großeltern sind herzlich eingeladen.',
      inTagen: 15,
      wochentag: 5,
      von: [11, 0],
      bis: [12, 0],
      ort: 'Grundschule Hallwangen, Turnhalle',
    }),
    t({
      slug: 'spielevormittag-mit-eltern',
      titel: 'Spielevormittag mit Eltern und Großeltern',
      einleitung: 'Brettspiele, Bewegungsspiele und Waffeln vom Elternbeirat.',
      inTagen: 20,
      wochentag: 6,
      von: [9, 30],
      bis: [12, 0],
      ort: 'Grundschule Hallwangen, Turnhalle',
    }),
    t({
      slug: 'infoabend-schulanfaenger',
      titel: 'Informationsabend für die Eltern der Schulanfänger',
      einleitung: 'Schulstart, Einschulungsuntersuchung und Kooperation mit dem Kindergarten.',
      inTagen: 17,
      wochentag: 2,
      von: [19, 0],
      bis: [20, 30],
    }),
  ];

  const menu: MenuSeed = {
    name: 'Hauptmenü Grundschule Hallwangen',
    items: [
      { title: 'Start', href: `${gsh}/` },
      { title: 'Aktuelles', href: `${gsh}/gsh-aktuelles/` },
      { title: 'Elterninfo', href: `${gsh}/gsh-elterninfo/` },
      { title: 'Schulprofil', href: `${gsh}/schulprofil/` },
      { title: 'Kontakt', href: `${gsh}/kontakt/` },
    ],
  };
  return { seiten, menues: [menu], artikel, termine, dokumente: [] };
}

/* ------------------------------------------------------------------ Werkrealschule */

function werkrealschule(product: string): SubsiteContent {
  const P = productName(product);
  const wrs = '/werkrealschule';
  const school: School = { bereich: 'werkrealschule', layout: 'werkrealschule', theme: 'werkrealschule', name: `Werkrealschule ${P}`, home: `${wrs}/` };
  const page = pageOf(school);
  const bild: ImageRef = { bild: media('werkstatt'), bildtext: 'In der Schulwerkstatt', bildcopyright: `Werkrealschule ${P}` };
  const herausgeber = `Werkrealschule ${P} · Am Schulzentrum 4 · 79999 ${P} · Telefon 07999 123-660 · info@wrs-${product}.de`;
  const n = (slug: string, tage: number, titel: string, einleitung: string, absaetze: string[]) =>
    news(school, `${wrs}/wrs-aktuelles`, bild, slug, tage, titel, einleitung, absaetze);
  const t = (x: Omit<TerminSeed, 'bereich' | 'ort'> & { ort?: string }): TerminSeed => ({
    bereich: school.bereich,
    ort: `Werkrealschule ${P}, Am Schulzentrum 4`,
    ...x,
  });

  const dokumente: DokumentSeed[] = [
    {
      name: 'wrs-anmeldung-klasse-5.pdf',
      titel: 'Anmeldung für Klasse 5',
      herausgeber,
      absaetze: [
        'Die Anmeldung für die fünften Klassen findet im Frühjahr an den vom Kultusministerium festgelegten Tagen statt. Bitte bringen Sie mit:',
        '• dieses ausgefüllte Anmeldeformular',
        '• die Geburtsurkunde oder das Familienstammbuch',
        '• die Halbjahresinformation der Klasse 4 und das Beratungsblatt der Grundschule',
        '• den Nachweis über den Masernschutz',
        'Name des Kindes: ______________________________   Geburtsdatum: ____________',
        'Erziehungsberechtigte, Anschrift und Telefon: ______________________________________',
        'Gewünschtes Wahlpflichtfach ab Klasse 7: Technik  /  AES (Alltagskultur, Ernährung, Soziales)',
      ],
    },
    {
      name: 'wrs-praktikumsbescheinigung.pdf',
      titel: 'Bescheinigung über das Betriebspraktikum',
      herausgeber,
      absaetze: [
        'Vom Praktikumsbetrieb auszufüllen und von der Schülerin oder dem Schüler bis eine Woche nach dem Praktikum bei der Klassenlehrkraft abzugeben.',
        'Name der Schülerin / des Schülers: ______________________________   Klasse: ______',
        'Betrieb, Anschrift und Ansprechperson: ___________________________________________',
        'Praktikum vom ____________ bis ____________   Fehltage: ______',
        'Tätigkeiten: _________________________________________________________________',
        'Einschätzung (Pünktlichkeit, Interesse, Umgangsformen): __________________________',
        'Stempel und Unterschrift des Betriebs: ______________________________',
      ],
    },
    {
      name: 'wrs-beurlaubung.pdf',
      titel: 'Antrag auf Beurlaubung vom Unterricht',
      herausgeber,
      absaetze: [
        'Beurlaubungen sind nur aus wichtigem Grund möglich und mindestens eine Woche vorher zu beantragen. Unmittelbar vor und nach den Ferien wird grundsätzlich nicht beurlaubt.',
        'Name: ______________________________   Klasse: ______',
        'Zeitraum: ____________ bis ____________',
        'Grund: ___________________________________________________________',
        'Unterschrift der Erziehungsberechtigten: ______________________________',
      ],
    },
  ];

  const seiten: PageSeed[] = [
    page(
      wrs,
      `Werkrealschule ${P}`,
      `Die Werkrealschule ${P}: Hauptschul- und Werkrealschulabschluss mit starker Berufsorientierung, Ganztagsschule und Schulsozialarbeit.`,
      [
        main('werkrealschule-home', {
          titel: 'Praxisnah lernen, sicher in den Beruf starten',
          text:
            '<p>An der Werkrealschule führen wir unsere Schülerinnen und Schüler zum Hauptschulabschluss nach Klasse 9 und zum Werkrealschulabschluss nach Klasse 10. Von Anfang an verbinden wir Unterricht mit Praxis: in der Werkstatt, der Schulküche, in Praktika und in unserer Schülerfirma.</p>' +
            '<p>Mit 34 Partnerbetrieben aus Handwerk, Industrie, Handel und Pflege bereiten wir gezielt auf die Ausbildung vor – und begleiten jede und jeden bis zum Anschluss.</p>',
          fakten: [
            { wert: '285', label: 'Schülerinnen und Schüler in den Klassen 5 bis 10' },
            { wert: '34', label: 'Partnerbetriebe in der Region' },
            { wert: '9 von 10', label: 'haben nach dem Abschluss einen Ausbildungs- oder Schulplatz' },
          ],
          kachelnTitel: 'Das bieten wir',
          kacheln: [
            kachel(
              'Berufsorientierung',
              'Praktika ab Klasse 7, Bewerbungstraining, Betriebsbesuche und Berufseinstiegsbegleitung.',
              `${wrs}/berufsorientierung`,
            ),
            kachel('Ganztagsschule', 'Montag bis Donnerstag bis 15:30 Uhr mit Mittagessen, Lernzeit und Arbeitsgemeinschaften.'),
            kachel('Schulsozialarbeit', 'Ein offenes Ohr bei Sorgen in der Schule, zu Hause oder mit Freunden – vertraulich.', `${wrs}/kontakt`),
            kachel('Downloads', 'Anmeldung Klasse 5, Praktikumsbescheinigung und Beurlaubungsantrag.', `${wrs}/wrs-downloads`),
          ],
          newsLink: `${wrs}/wrs-aktuelles`,
          apiCalls: ['news', 'termine'],
        }),
      ],
      { heroImages: [bild], apiCalls: [newsCall('news', school.bereich, 3), datesCall('termine', school.bereich, 4)] },
    ),
    page(
      `${wrs}/wrs-aktuelles`,
      'Aktuelles',
      `Neuigkeiten aus der Werkrealschule ${P}: Berufsorientierung, Projekte, Schülerfirma und Schulleben.`,
      [main('artikel-liste', { apiCalls: ['artikel'] })],
      { apiCalls: [newsCall('artikel', school.bereich, 10, true)] },
    ),
    page(`${wrs}/wrs-aktuelles/:slug`, 'Aktuelles', `Eine Meldung der Werkrealschule ${P}.`, [main('artikel-detail', { apiCalls: ['artikel'] })], {
      breadcrumbs: [START, { title: school.name, url: wrs }, { title: 'Aktuelles', url: `${wrs}/wrs-aktuelles` }],
      apiCalls: [detailCall(school.bereich)],
    }),
    page(
      `${wrs}/wrs-downloads`,
      'Downloads',
      `Formulare der Werkrealschule ${P} zum Herunterladen: Anmeldung für Klasse 5, Praktikumsbescheinigung, Beurlaubung.`,
      [
        main('schul-downloads', {
          text: '<p>Unsere Formulare als PDF-Dateien zum Ausdrucken. Bei Fragen hilft Ihnen das Sekretariat gerne weiter.</p>',
          gruppen: [
            {
              titel: 'Anmeldung',
              dokumente: [
                {
                  link: dokument('wrs-anmeldung-klasse-5.pdf'),
                  downloadtext: 'Anmeldung für Klasse 5',
                  beschreibung: 'Mit Liste der mitzubringenden Unterlagen',
                },
              ],
            },
            {
              titel: 'Schulalltag',
              dokumente: [
                {
                  link: dokument('wrs-praktikumsbescheinigung.pdf'),
                  downloadtext: 'Bescheinigung über das Betriebspraktikum',
                  beschreibung: 'Vom Betrieb auszufüllen',
                },
                {
                  link: dokument('wrs-beurlaubung.pdf'),
                  downloadtext: 'Antrag auf Beurlaubung vom Unterricht',
                  beschreibung: 'Mindestens eine Woche vorher einreichen',
                },
              ],
            },
          ],
        }),
      ],
    ),
    page(
      `${wrs}/berufsorientierung`,
      'Berufsorientierung',
      `Berufsorientierung an der Werkrealschule ${P}: Praktika, Kompetenzanalyse, Bewerbungstraining und Partnerbetriebe.`,
      [
        main('text', {
          titel: 'Schritt für Schritt in den Beruf',
          text: '<ul><li><strong>Klasse 7:</strong> Kompetenzanalyse Profil AC und erste Betriebserkundungen</li><li><strong>Klasse 8:</strong> zwei Praktikumswochen in Partnerbetrieben, Besuch der Berufsinformationsmesse</li><li><strong>Klasse 9:</strong> Bewerbungstraining, Berufsberatung der Agentur für Arbeit an der Schule, weitere Praktika</li><li><strong>Klasse 10:</strong> Begleitung bei Bewerbungen und beim Übergang in Ausbildung oder berufliche Schule</li></ul>',
        }),
        main('text', {
          titel: 'Unsere Partnerbetriebe',
          text: '<p>Von der Schreinerei Kaltenbach über die Sparkasse bis zum Pflegeheim Sonnhalde: 34 Betriebe bieten unseren Schülerinnen und Schülern Praktikumsplätze, kommen zum Bewerbungstraining in die Schule und stellen jedes Jahr Auszubildende aus unseren Abschlussklassen ein.</p><p>Ihr Betrieb möchte mitmachen? Wenden Sie sich an unseren Koordinator für Berufsorientierung, Herrn Lukas Brandt.</p>',
        }),
        main('text', {
          titel: 'Schülerfirma „Holzwerk“',
          text: '<p>In unserer Schülerfirma planen, fertigen und verkaufen Schülerinnen und Schüler der Klassen 8 bis 10 Produkte aus Holz – von Vogelhäusern bis zu Schneidebrettern. Sie lernen dabei Kalkulation, Kundengespräche und Teamarbeit.</p>',
        }),
      ],
    ),
    page(
      `${wrs}/kontakt`,
      'Team und Kontakt',
      `So erreichen Sie die Werkrealschule ${P}: Schulleitung, Sekretariat, Schulsozialarbeit und Berufsorientierung.`,
      [
        main('text', {
          titel: 'Schulleitung und Sekretariat',
          text: `<p>Rektor Andreas Vogt<br>Konrektorin Melanie Schätzle</p><p>Sekretariat: Gabriele Hug<br>Telefon: <a href="tel:07999123660">07999 123-660</a><br>E-Mail: <a href="mailto:info@wrs-${product}.de">info@wrs-${product}.de</a><br>Montag bis Freitag 7:15 bis 13:00 Uhr</p>`,
        }),
        main('text', {
          titel: 'Beratung',
          text:
            '<table><thead><tr><th scope="col">Bereich</th><th scope="col">Name</th><th scope="col">Telefon</th></tr></thead><tbody>' +
            '<tr><td>Schulsozialarbeit</td><td>Lea Hoffmann</td><td>07999 123-665</td></tr>' +
            '<tr><td>Berufsorientierung</td><td>Lukas Brandt</td><td>07999 123-666</td></tr>' +
            '<tr><td>Beratungslehrerin</td><td>Karin Lehmann</td><td>über das Sekretariat</td></tr>' +
            '</tbody></table>',
        }),
        sidebar('text', { titel: 'Anschrift', text: `<p>Werkrealschule ${P}<br>Am Schulzentrum 4<br>79999 ${P}</p>` }),
      ],
    ),
    page(
      `${wrs}/bildergalerie`,
      'Bildergalerie',
      `Bilder aus der Werkrealschule ${P}: Schulwerkstatt, Praktika, Schülerfirma und Projekte.`,
      [main('bildergalerie', { apiCalls: ['galerie'] })],
      { apiCalls: [galerieCall('werkrealschule-einblicke')] },
    ),
  ];

  const artikel: SubsiteArticleSeed[] = [
    n(
      'bewerbungstraining',
      6,
      'Bewerbungstraining mit echten Personalern',
      'Wie überzeuge ich im Vorstellungsgespräch? Ausbilderinnen und Ausbilder aus fünf Partnerbetrieben haben mit unseren Neuntklässlern geübt.',
      [
        'In kleinen Gruppen führten die Schülerinnen und Schüler Vorstellungsgespräche, bekamen Rückmeldung zu ihren Bewerbungsmappen und übten den ersten Eindruck am Telefon. Viele waren überrascht, wie viel ein freundlicher Händedruck und gute Vorbereitung ausmachen.',
        'Drei Betriebe haben im Anschluss zu Praktika eingeladen. Ein herzliches Dankeschön an die Sparkasse, die Schreinerei Kaltenbach, das Autohaus Fehrenbach, das Pflegeheim Sonnhalde und die Firma Schwarzwald-Metall.',
      ],
    ),
    n(
      'praktikumsboerse',
      13,
      'Praktikumsbörse: 34 Betriebe stellen sich vor',
      'Zum ersten Mal fand unsere Praktikumsbörse in der Aula statt. Schülerinnen und Schüler der Klassen 7 bis 9 konnten sich direkt bei den Betrieben informieren.',
      [
        'An Ständen zeigten die Betriebe, was man bei ihnen lernt: Die Elektroniker ließen Schaltungen löten, die Pflegekräfte den Blutdruck messen, die Bäckerei Brezeln schlingen. Am Ende des Vormittags waren fast alle Praktikumsplätze für das Frühjahr vergeben.',
        'Die Börse soll ab sofort jedes Jahr stattfinden. Organisiert hat sie unser Koordinator für Berufsorientierung, Lukas Brandt, gemeinsam mit der Agentur für Arbeit.',
      ],
    ),
    n(
      'schuelerfirma-holzwerk',
      21,
      'Schülerfirma „Holzwerk“ verkauft Vogelhäuser',
      'Gut gebaut und schnell ausverkauft: Beim Wochenmarkt hat unsere Schülerfirma 60 selbst gebaute Vogelhäuser verkauft.',
      [
        'Vom Zuschnitt über die Montage bis zum Verkauf lag alles in der Hand der Schülerinnen und Schüler. Im Matheunterricht wurden die Preise kalkuliert, im Deutschunterricht die Werbeplakate gestaltet.',
        'Mit dem Gewinn kauft die Schülerfirma eine neue Dekupiersäge. Als Nächstes stehen Schneidebretter und Kräuterkästen auf dem Programm.',
      ],
    ),
  ];

  const termine: TerminSeed[] = [
    t({
      slug: 'praktikumswoche-klasse-8',
      titel: 'Praktikumswoche der Klassen 8',
      einleitung: 'Alle Schülerinnen und Schüler der Klassen 8 sind in ihren Praktikumsbetrieben.',
      inTagen: 7,
      wochentag: 1,
      von: [0, 0],
      dauerTage: 4,
      bis: [23, 59],
      ganztaegig: true,
      ort: 'Partnerbetriebe in Musterstadt und Umgebung',
    }),
    t({
      slug: 'elternabend-berufsorientierung',
      titel: 'Elternabend Berufsorientierung Klasse 9',
      einleitung: 'Mit der Berufsberatung der Agentur für Arbeit.',
      inTagen: 11,
      wochentag: 3,
      von: [19, 0],
      bis: [20, 30],
    }),
    t({
      slug: 'tag-der-offenen-tuer',
      titel: 'Tag der offenen Tür',
      einleitung: 'Schnupperunterricht, Werkstatt, Schulküche und Schülerfirma für Viertklässler und ihre Eltern.',
      inTagen: 15,
      wochentag: 6,
      von: [10, 0],
      bis: [13, 0],
    }),
  ];

  const menu: MenuSeed = {
    name: 'Hauptmenü Werkrealschule',
    items: [
      { title: 'Start', href: `${wrs}/` },
      { title: 'Aktuelles', href: `${wrs}/wrs-aktuelles` },
      { title: 'Berufsorientierung', href: `${wrs}/berufsorientierung` },
      { title: 'Downloads', href: `${wrs}/wrs-downloads` },
      { title: 'Kontakt', href: `${wrs}/kontakt` },
    ],
  };
  return { seiten, menues: [menu], artikel, termine, dokumente };
}

/* ------------------------------------------------------------------ Gymnasium am Dornberg (GyDo) */

function gymnasium(product: string): SubsiteContent {
  const P = productName(product);
  const gydo = '/gydo';
  const school: School = { bereich: 'gymnasium', layout: 'gymnasium', theme: 'gymnasium', name: 'Gymnasium am Dornberg', home: `${gydo}/` };
  const page = pageOf(school);
  const bild: ImageRef = { bild: media('gymnasium'), bildtext: 'Das Gymnasium am Dornberg', bildcopyright: 'Gymnasium am Dornberg' };
  const herausgeber = `Gymnasium am Dornberg · Dornbergstraße 20 · 79999 ${P} · Telefon 07999 123-680 · sekretariat@gydo.de`;
  const n = (slug: string, tage: number, titel: string, einleitung: string, absaetze: string[]) =>
    news(school, `${gydo}/berichte`, bild, slug, tage, titel, einleitung, absaetze);
  const t = (x: Omit<TerminSeed, 'bereich' | 'ort'> & { ort?: string }): TerminSeed => ({
    bereich: school.bereich,
    ort: 'Gymnasium am Dornberg, Dornbergstraße 20',
    ...x,
  });

  const dokumente: DokumentSeed[] = [
    {
      name: 'gydo-entschuldigung.pdf',
      titel: 'Entschuldigungsformular',
      herausgeber,
      absaetze: [
        'Bei Krankheit benachrichtigen Sie das Sekretariat bitte am ersten Tag bis 7:45 Uhr. Die schriftliche Entschuldigung ist spätestens am dritten Tag vorzulegen. Volljährige Schülerinnen und Schüler entschuldigen sich selbst.',
        'Name: ______________________________   Klasse / Kurs: ________',
        'Fehlzeit vom ____________ bis ____________   versäumte Klassenarbeiten: ____________',
        'Grund: ___________________________________________________________',
        'Datum und Unterschrift: ______________________________',
      ],
    },
    {
      name: 'gydo-beurlaubung.pdf',
      titel: 'Antrag auf Beurlaubung',
      herausgeber,
      absaetze: [
        'Anträge bis zu zwei Tagen entscheidet die Klassenlehrkraft, längere Beurlaubungen die Schulleitung. In der Kursstufe ist die Tutorin oder der Tutor zuständig. Der Antrag ist mindestens zwei Wochen vorher zu stellen.',
        'Name: ______________________________   Klasse / Kurs: ________',
        'Zeitraum: ____________ bis ____________',
        'Begründung (mit Nachweis): _____________________________________________',
        'Unterschrift: ______________________________',
      ],
    },
    {
      name: 'gydo-hausordnung.pdf',
      titel: 'Hausordnung des Gymnasiums am Dornberg',
      herausgeber,
      absaetze: [
        'Unsere Schule ist ein Ort, an dem rund 800 Menschen jeden Tag zusammen lernen und arbeiten. Diese Hausordnung hilft uns, rücksichtsvoll miteinander umzugehen.',
        '• Wir gehen respektvoll und höflich miteinander um und lösen Konflikte ohne Gewalt.',
        '• Das Schulgebäude ist ab 7:15 Uhr geöffnet. Der Unterricht beginnt pünktlich um 7:45 Uhr.',
        '• In den großen Pausen halten sich die Klassen 5 bis 10 auf dem Schulhof oder in der Mensa auf.',
        '• Private Handys sind in den Klassen 5 bis 10 während der Unterrichtszeit ausgeschaltet, außer die Lehrkraft erlaubt die Nutzung.',
        '• Wir halten Klassenzimmer, Fachräume und Toiletten sauber und trennen den Müll.',
        '• Fahrräder und Roller werden in den Fahrradständern abgestellt.',
        'Beschlossen von der Schulkonferenz.',
      ],
    },
    {
      name: 'gydo-schliessfach.pdf',
      titel: 'Bestellung eines Schließfachs',
      herausgeber,
      absaetze: [
        'Schließfächer werden über den Förderverein vermietet. Die Miete beträgt 20 Euro pro Schuljahr zuzüglich 10 Euro Pfand für den Schlüssel.',
        'Name: ______________________________   Klasse: ________',
        'Gewünschter Standort: Altbau  /  Neubau  /  Naturwissenschaften',
        'Bitte überweisen Sie den Betrag an den Förderverein des Gymnasiums am Dornberg mit dem Verwendungszweck „Schließfach“ und Namen.',
        'Unterschrift der Erziehungsberechtigten: ______________________________',
      ],
    },
  ];

  const ferien: [string, string][] = [
    ['Herbstferien', '26.10.2026 bis 30.10.2026'],
    ['Weihnachtsferien', '23.12.2026 bis 09.01.2027'],
    ['Fasnachtsferien (bewegliche Ferientage)', '08.02.2027 bis 12.02.2027'],
    ['Osterferien', '29.03.2027 bis 03.04.2027'],
    ['Pfingstferien', '18.05.2027 bis 29.05.2027'],
    ['Sommerferien', '29.07.2027 bis 11.09.2027'],
  ];

  const seiten: PageSeed[] = [
    page(
      gydo,
      'Gymnasium am Dornberg',
      `Das Gymnasium am Dornberg (GyDo) in ${P}: naturwissenschaftliches, sprachliches und musisches Profil, Berichte, Jahrestermine, Ferienplan und Downloads.`,
      [
        main('gymnasium-home', {
          titel: 'Willkommen am GyDo',
          text:
            '<p>Das Gymnasium am Dornberg ist das allgemeinbildende Gymnasium für Musterstadt und die umliegenden Gemeinden. In drei Profilen – naturwissenschaftlich, sprachlich und musikalisch – führen wir in neun Jahren zum Abitur.</p>' +
            '<p>Forschen im Schülerlabor, Austauschprogramme mit Frankreich und Spanien, Orchester, Bigband und Theater: Am GyDo ist Raum für Neugier, Leistung und Gemeinschaft.</p>',
          fakten: [
            { wert: '742', label: 'Schülerinnen und Schüler' },
            { wert: '68', label: 'Lehrkräfte' },
            { wert: '3', label: 'Profile: Naturwissenschaft, Sprachen, Musik' },
            { wert: '2', label: 'Partnerschulen in Frankreich und Spanien' },
          ],
          kachelnTitel: 'Schnell informiert',
          kacheln: [
            kachel('Leitbild', 'Was uns wichtig ist: Bildung mit Weitblick, Verantwortung und Gemeinschaft.', `${gydo}/leitbild/`),
            kachel('Jahrestermine', 'Elternabende, Konzerte, Prüfungen und besondere Tage im Schuljahr.', `${gydo}/jahrestermine/`),
            kachel('Ferienplan', 'Alle Ferien und beweglichen Ferientage des Schuljahres.', `${gydo}/gydo-ferienplan/`),
            kachel('Downloads', 'Entschuldigung, Beurlaubung, Hausordnung und Schließfach.', `${gydo}/gydo-downloads/`),
          ],
          newsLink: `${gydo}/berichte/`,
          termineLink: `${gydo}/jahrestermine/`,
          apiCalls: ['news', 'termine'],
        }),
      ],
      { heroImages: [bild], apiCalls: [newsCall('news', school.bereich, 3), datesCall('termine', school.bereich, 4)] },
    ),
    page(
      `${gydo}/leitbild`,
      'Leitbild',
      'Das Leitbild des Gymnasiums am Dornberg: Bildung mit Weitblick, Verantwortung füreinander und eine lebendige Schulgemeinschaft.',
      [
        main('text', {
          titel: 'Bildung mit Weitblick',
          text: '<p>Wir vermitteln fundiertes Wissen und die Fähigkeit, selbstständig zu denken, zu urteilen und zu handeln. Unsere Schülerinnen und Schüler sollen nach dem Abitur gut vorbereitet sein – auf Studium, Beruf und ein Leben als mündige Bürgerinnen und Bürger.</p>',
        }),
        main('text', {
          titel: 'Verantwortung füreinander',
          text: '<p>Wir achten einander, unabhängig von Herkunft, Glauben oder Leistung. Schülermentorinnen und -mentoren, Schulsanitätsdienst und Streitschlichtung zeigen, wie Verantwortung im Schulalltag aussieht.</p>',
        }),
        main('text', {
          titel: 'Offen für die Welt',
          text: '<p>Austausche mit unseren Partnerschulen in Dole und Valladolid, Sprachzertifikate und internationale Projekte öffnen den Blick über den Schwarzwald hinaus.</p>',
        }),
        main('text', {
          titel: 'Eine lebendige Schulgemeinschaft',
          text: '<p>Konzerte, Theateraufführungen, Sportfeste und die Projekttage leben vom Engagement aller: Schülerinnen und Schüler, Lehrkräfte, Eltern und Förderverein gestalten das GyDo gemeinsam.</p>',
        }),
      ],
    ),
    page(
      `${gydo}/berichte`,
      'Berichte',
      'Berichte aus dem Gymnasium am Dornberg: Wettbewerbe, Austausch, Konzerte und Schulleben.',
      [main('artikel-liste', { apiCalls: ['artikel'] })],
      { apiCalls: [newsCall('artikel', school.bereich, 10, true)] },
    ),
    page(`${gydo}/berichte/:slug`, 'Berichte', 'Ein Bericht aus dem Gymnasium am Dornberg.', [main('artikel-detail', { apiCalls: ['artikel'] })], {
      breadcrumbs: [START, { title: school.name, url: gydo }, { title: 'Berichte', url: `${gydo}/berichte` }],
      apiCalls: [detailCall(school.bereich)],
    }),
    page(
      `${gydo}/jahrestermine`,
      'Jahrestermine',
      'Die Jahrestermine des Gymnasiums am Dornberg: Elternabende, Elternsprechtag, Konzerte, Wettbewerbe und Informationsabende.',
      [
        main('text', { text: '<p>Die nächsten Termine des Schuljahres. Die Ferien finden Sie im <a href="/gydo/gydo-ferienplan/">Ferienplan</a>.</p>' }),
        main('veranstaltung-liste', { apiCalls: ['termine'] }, { leertext: 'termineAus' }),
      ],
      { apiCalls: [datesCall('termine', school.bereich, 20, true)] },
    ),
    page(
      `${gydo}/gydo-ferienplan`,
      'Ferienplan',
      'Ferienplan des Gymnasiums am Dornberg für das Schuljahr 2026/27 mit allen Ferien und beweglichen Ferientagen.',
      [
        main('text', {
          titel: 'Schuljahr 2026/27',
          text:
            '<table><thead><tr><th scope="col">Ferien</th><th scope="col">Zeitraum</th></tr></thead><tbody>' +
            ferien.map(([name, zeit]) => `<tr><td>${name}</td><td>${zeit}</td></tr>`).join('') +
            '</tbody></table>' +
            '<p>Die Daten nennen jeweils den ersten und den letzten Ferientag. Die beweglichen Ferientage hat die Schulkonferenz auf die Fasnachtswoche gelegt.</p>',
        }),
        main('text', {
          titel: 'Unterrichtsfreie Tage',
          text: '<p>Zusätzlich unterrichtsfrei ist der Tag nach Christi Himmelfahrt (7. Mai 2027) sowie der Pädagogische Tag des Kollegiums; den Termin geben wir rechtzeitig bekannt. Die gesetzlichen Feiertage in Baden-Württemberg sind ebenfalls unterrichtsfrei.</p>',
        }),
      ],
    ),
    page(
      `${gydo}/gydo-downloads`,
      'Downloads',
      'Formulare des Gymnasiums am Dornberg zum Herunterladen: Entschuldigung, Beurlaubung, Hausordnung und Schließfach.',
      [
        main('schul-downloads', {
          text: '<p>Formulare und Ordnungen als PDF-Dateien. Bitte geben Sie ausgefüllte Formulare im Sekretariat oder bei der Klassenlehrkraft ab.</p>',
          gruppen: [
            {
              titel: 'Formulare',
              dokumente: [
                { link: dokument('gydo-entschuldigung.pdf'), downloadtext: 'Entschuldigungsformular', beschreibung: 'Für Fehlzeiten wegen Krankheit' },
                { link: dokument('gydo-beurlaubung.pdf'), downloadtext: 'Antrag auf Beurlaubung', beschreibung: 'Mindestens zwei Wochen vorher stellen' },
                { link: dokument('gydo-schliessfach.pdf'), downloadtext: 'Bestellung eines Schließfachs', beschreibung: 'Über den Förderverein' },
              ],
            },
            {
              titel: 'Ordnungen',
              dokumente: [{ link: dokument('gydo-hausordnung.pdf'), downloadtext: 'Hausordnung', beschreibung: 'Beschlossen von der Schulkonferenz' }],
            },
          ],
        }),
      ],
    ),
    page(`${gydo}/kontakt`, 'Kontakt', 'So erreichen Sie das Gymnasium am Dornberg: Schulleitung, Sekretariat, Oberstufenberatung und Schulsozialarbeit.', [
      main('text', {
        titel: 'Schulleitung',
        text: '<p>Oberstudiendirektorin Dr. Henrike Albers, Schulleiterin<br>Studiendirektor Matthias Reuter, stellvertretender Schulleiter</p>',
      }),
      main('text', {
        titel: 'Sekretariat',
        text: '<p>Petra Schwarz und Nicole Binder<br>Telefon: <a href="tel:07999123680">07999 123-680</a><br>E-Mail: <a href="mailto:sekretariat@gydo.de">sekretariat@gydo.de</a></p><p>Montag bis Donnerstag 7:30 bis 15:30 Uhr, Freitag 7:30 bis 12:30 Uhr</p>',
      }),
      main('text', {
        titel: 'Beratung',
        text:
          '<table><thead><tr><th scope="col">Bereich</th><th scope="col">Name</th><th scope="col">Kontakt</th></tr></thead><tbody>' +
          '<tr><td>Oberstufenberatung</td><td>Christian Löffler</td><td><a href="mailto:oberstufe@gydo.de">oberstufe@gydo.de</a></td></tr>' +
          '<tr><td>Beratungslehrerin</td><td>Julia Pfaff</td><td><a href="mailto:beratung@gydo.de">beratung@gydo.de</a></td></tr>' +
          '<tr><td>Schulsozialarbeit</td><td>Timo Ketterer</td><td>07999 123-685</td></tr>' +
          '</tbody></table>',
      }),
      sidebar('text', { titel: 'Anschrift', text: `<p>Gymnasium am Dornberg<br>Dornbergstraße 20<br>79999 ${P}</p>` }),
    ]),
    page(
      `${gydo}/bildergalerie`,
      'Bildergalerie',
      'Bilder aus dem Schuljahr am Gymnasium am Dornberg: Unterricht, Exkursionen, Konzerte und Sport.',
      [main('bildergalerie', { apiCalls: ['galerie'] })],
      { apiCalls: [galerieCall('gydo-schulleben')] },
    ),
  ];

  const artikel: SubsiteArticleSeed[] = [
    n(
      'jugend-forscht-regionalwettbewerb',
      2,
      'Jugend forscht: Zwei GyDo-Projekte im Regionalwettbewerb',
      'Ein selbst gebauter Feinstaubsensor und eine Untersuchung zur Wasserqualität des Sulzbachs: Zwei Teams unseres Schülerlabors haben sich für den Regionalwettbewerb qualifiziert.',
      [
        'Lena Kern und Jonas Reiß aus der Klasse 10 haben einen Feinstaubsensor entwickelt, der Messwerte über Funk an eine Karte der Stadt übermittelt. Drei Schülerinnen der Kursstufe haben ein Jahr lang an sechs Stellen die Wasserqualität des Sulzbachs untersucht.',
        'Betreut werden die Teams von den Lehrkräften des Schülerlabors. Wir drücken die Daumen für den Wettbewerb im Februar!',
      ],
    ),
    n(
      'austausch-dole',
      11,
      'Zu Gast in Dole: Austausch mit dem Collège Jean Moulin',
      'Eine Woche lang lebten 24 Schülerinnen und Schüler der Klasse 8 in Gastfamilien in Dole im Jura und besuchten den Unterricht ihrer Austauschpartner.',
      [
        'Neben dem Unterricht standen ein Ausflug nach Besançon, ein Besuch in einer Käserei und eine Rallye durch die Altstadt auf dem Programm. Viele Freundschaften aus dem Frühjahrsbesuch in Musterstadt wurden vertieft.',
        'Der Austausch besteht seit 1994 und wird vom Deutsch-Französischen Jugendwerk gefördert.',
      ],
    ),
    n(
      'bigband-konzert-stadthalle',
      19,
      'Bigband begeistert in der Stadthalle',
      'Swing, Funk und Latin: Rund 400 Gäste erlebten ein mitreißendes Konzert der GyDo-Bigband und des Unterstufenorchesters.',
      [
        'Unter der Leitung von Musiklehrer Frank Sutter spielte die Bigband Klassiker von Count Basie bis zu aktuellen Arrangements. Das Unterstufenorchester eröffnete den Abend mit Filmmusik.',
        'Der Erlös des Abends kommt der Anschaffung neuer Notenständer und eines Vibraphons zugute.',
      ],
    ),
    n(
      'schulsanitaetsdienst-ausgezeichnet',
      27,
      'Schulsanitätsdienst ausgezeichnet',
      'Für zehn Jahre verlässlichen Einsatz hat das Jugendrotkreuz unseren Schulsanitätsdienst ausgezeichnet.',
      [
        '28 Schülerinnen und Schüler der Klassen 8 bis 12 versorgen in den Pausen und bei Schulveranstaltungen kleine und große Verletzungen. Jedes Jahr werden neue Sanitäterinnen und Sanitäter in einem 48-stündigen Kurs ausgebildet.',
        'Schulleiterin Dr. Henrike Albers dankte den Jugendlichen und ihrer Betreuerin Anja Schmid für ihr Engagement.',
      ],
    ),
  ];

  const termine: TerminSeed[] = [
    t({
      slug: 'infoabend-kursstufe',
      titel: 'Informationsabend zur Kursstufe',
      einleitung: 'Für Schülerinnen und Schüler der Klasse 10 und ihre Eltern: Kurswahl und Abiturprüfung.',
      inTagen: 5,
      wochentag: 2,
      von: [19, 0],
      bis: [20, 30],
      ort: 'Gymnasium am Dornberg, Aula',
    }),
    t({
      slug: 'elternsprechtag',
      titel: 'Elternsprechtag',
      einleitung: 'Anmeldung über die Termine im Elternportal.',
      inTagen: 10,
      wochentag: 5,
      von: [15, 0],
      bis: [19, 0],
    }),
    t({
      slug: 'vorlesewettbewerb-klassen-6',
      titel: 'Schulentscheid im Vorlesewettbewerb der Klassen 6',
      einleitung: 'Die Klassensiegerinnen und -sieger lesen um den Schulsieg.',
      inTagen: 13,
      wochentag: 3,
      von: [10, 0],
      bis: [11, 30],
      ort: 'Gymnasium am Dornberg, Bibliothek',
    }),
    t({
      slug: 'kammermusikabend',
      titel: 'Kammermusikabend',
      einleitung: 'Solistinnen, Solisten und Ensembles aller Klassenstufen. Eintritt frei, Spenden erbeten.',
      inTagen: 18,
      wochentag: 4,
      von: [19, 30],
      bis: [21, 0],
      ort: 'Gymnasium am Dornberg, Musiksaal',
    }),
    t({
      slug: 'berufsinfotag-ehemalige',
      titel: 'Berufsinformationstag mit Ehemaligen',
      einleitung: 'Ehemalige berichten der Kursstufe aus Studium, Ausbildung und Beruf.',
      inTagen: 26,
      wochentag: 6,
      von: [9, 0],
      bis: [13, 0],
    }),
  ];

  const menu: MenuSeed = {
    name: 'Hauptmenü Gymnasium',
    items: [
      { title: 'Start', href: `${gydo}/` },
      { title: 'Leitbild', href: `${gydo}/leitbild/` },
      { title: 'Berichte', href: `${gydo}/berichte/` },
      { title: 'Jahrestermine', href: `${gydo}/jahrestermine/` },
      { title: 'Ferienplan', href: `${gydo}/gydo-ferienplan/` },
      { title: 'Downloads', href: `${gydo}/gydo-downloads/` },
      { title: 'Kontakt', href: `${gydo}/kontakt/` },
    ],
  };
  return { seiten, menues: [menu], artikel, termine, dokumente };
}

/* ------------------------------------------------------------------ Berufliche Schulen */

function beruflicheSchule(product: string): SubsiteContent {
  const P = productName(product);
  const bs = '/berufliche-schule';
  const school: School = {
    bereich: 'berufliche-schule',
    layout: 'berufliche-schule',
    theme: 'berufliche-schule',
    name: `Berufliche Schulen ${P}`,
    home: `${bs}/`,
  };
  const page = pageOf(school);
  const bild: ImageRef = { bild: media('werkstatt'), bildtext: 'In der Lernfabrik der Beruflichen Schulen', bildcopyright: `Berufliche Schulen ${P}` };
  const n = (slug: string, tage: number, titel: string, einleitung: string, absaetze: string[]) =>
    news(school, `${bs}/aktuelles`, bild, slug, tage, titel, einleitung, absaetze);

  const seiten: PageSeed[] = [
    page(
      bs,
      `Berufliche Schulen ${P}`,
      `Die Beruflichen Schulen ${P}: Berufsschule, Berufsfachschule, Berufskolleg und Berufliches Gymnasium unter einem Dach.`,
      [
        main('berufliche-schule-home', {
          titel: 'Dein Abschluss. Deine Ausbildung. Dein Abitur.',
          text:
            `<p>Die Beruflichen Schulen ${P} sind das berufliche Schulzentrum für das obere Sulzbachtal. Bei uns lernen Auszubildende aus über 240 Betrieben, Schülerinnen und Schüler auf dem Weg zur Mittleren Reife oder Fachhochschulreife und angehende Abiturientinnen und Abiturienten.</p>` +
            '<p>Moderne Werkstätten, eine Lernfabrik 4.0, Übungsfirmen und enge Kontakte zu Betrieben machen den Unterricht praxisnah.</p>',
          fakten: [
            { wert: '1.150', label: 'Schülerinnen und Schüler' },
            { wert: '7', label: 'Schularten' },
            { wert: '85', label: 'Lehrkräfte' },
            { wert: '240', label: 'Ausbildungsbetriebe' },
          ],
          kachelnTitel: 'Unsere Schularten',
          kacheln: [
            kachel('Berufsschule', 'Teilzeitunterricht für Auszubildende in Metall-, Elektro- und kaufmännischen Berufen.'),
            kachel('Berufsfachschule', 'Zwei Jahre bis zur Fachschulreife (Mittlere Reife) mit beruflichem Schwerpunkt.'),
            kachel('Berufskolleg', 'Fachhochschulreife mit kaufmännischem oder technischem Profil.'),
            kachel(
              'Berufliches Gymnasium',
              'In drei Jahren zum Abitur: Technik, Wirtschaft oder Ernährung.',
              `${bs}/berufliches-gymnasium/`,
              'Zum Beruflichen Gymnasium',
            ),
            kachel('Ausbildungsvorbereitung', 'AV dual und VABO: Deutsch lernen, Berufe kennenlernen, Abschluss nachholen.'),
          ],
          newsLink: `${bs}/aktuelles/`,
          apiCalls: ['news'],
        }),
      ],
      { heroImages: [bild], apiCalls: [newsCall('news', school.bereich, 3)] },
    ),
    page(
      `${bs}/berufliches-gymnasium`,
      'Berufliches Gymnasium',
      `Das Berufliche Gymnasium der Beruflichen Schulen ${P}: in drei Jahren zum Abitur mit Profil Technik, Wirtschaft oder Ernährung.`,
      [
        main('berufliche-schule-home-schulart', {
          titel: 'In drei Jahren zum Abitur',
          text: '<p>Nach der Mittleren Reife führt das Berufliche Gymnasium in drei Jahren zur allgemeinen Hochschulreife. Mit dem Profilfach setzt du einen Schwerpunkt, der dich auf Studium und Beruf vorbereitet – und das Abitur gilt für jedes Studienfach.</p>',
          fakten: [
            { wert: '3', label: 'Jahre bis zum Abitur' },
            { wert: '3', label: 'Profile zur Wahl' },
            { wert: '1. März', label: 'Bewerbungsschluss' },
          ],
          schritteTitel: 'So bewirbst du dich',
          schritte: [
            { titel: 'Online anmelden', text: 'Bis zum 1. März über das Bewerbungsportal des Landes; du kannst bis zu zwei Wünsche angeben.' },
            { titel: 'Unterlagen abgeben', text: 'Ausdruck der Anmeldung, Halbjahreszeugnis und Lebenslauf im Sekretariat abgeben.' },
            { titel: 'Zusage erhalten', text: 'Die Zusage kommt im April; mit dem Abschlusszeugnis bestätigst du deinen Platz.' },
          ],
          kachelnTitel: 'Unsere Profile',
          kacheln: [
            kachel('Technisches Gymnasium', 'Profil Mechatronik: Konstruktion, Steuerungstechnik und Programmieren in unseren Laboren.'),
            kachel('Wirtschaftsgymnasium', 'Betriebs- und Volkswirtschaft, Rechnungswesen und Wirtschaftsinformatik.'),
            kachel('Ernährungswissenschaftliches Gymnasium', 'Ernährung, Chemie und Biologie mit Praxis in der Lehrküche.'),
          ],
          newsLink: `${bs}/aktuelles/`,
          apiCalls: ['news'],
        }),
      ],
      { apiCalls: [newsCall('news', school.bereich, 2)] },
    ),
    page(
      `${bs}/aktuelles`,
      'Aktuelles',
      `Neuigkeiten aus den Beruflichen Schulen ${P}: Wettbewerbe, Ausbildungsmesse, Projekte und Schulleben.`,
      [main('artikel-liste', { apiCalls: ['artikel'] })],
      { apiCalls: [newsCall('artikel', school.bereich, 10, true)] },
    ),
    page(`${bs}/aktuelles/:slug`, 'Aktuelles', `Eine Meldung der Beruflichen Schulen ${P}.`, [main('artikel-detail', { apiCalls: ['artikel'] })], {
      breadcrumbs: [START, { title: school.name, url: bs }, { title: 'Aktuelles', url: `${bs}/aktuelles` }],
      apiCalls: [detailCall(school.bereich)],
    }),
    page(`${bs}/kontakt`, 'Kontakt', `So erreichen Sie die Beruflichen Schulen ${P}: Schulleitung, Sekretariat und Beratung für Schularten und Ausbildung.`, [
      main('text', {
        titel: 'Schulleitung und Sekretariat',
        text: `<p>Oberstudiendirektor Ralf Benz, Schulleiter<br>Studiendirektorin Anja Walter, stellvertretende Schulleiterin</p><p>Sekretariat: Telefon <a href="tel:07999123720">07999 123-720</a><br>E-Mail: <a href="mailto:info@bs-${product}.de">info@bs-${product}.de</a><br>Montag bis Freitag 7:30 bis 15:00 Uhr</p>`,
      }),
      main('text', {
        titel: 'Beratung',
        text: '<p>Welche Schulart passt zu mir? Unser Beratungsteam hilft bei der Wahl und bei der Bewerbung. Termine vereinbaren Sie über das Sekretariat. Auszubildende und Betriebe wenden sich an die Abteilungsleitungen Metall (Herr Kury), Elektro (Frau Dold) und Wirtschaft (Herr Sauter).</p>',
      }),
      sidebar('text', { titel: 'Anschrift', text: `<p>Berufliche Schulen ${P}<br>Gewerbestraße 12<br>79999 ${P}</p>` }),
    ]),
  ];

  const artikel: SubsiteArticleSeed[] = [
    n(
      'landessieg-elektroniker',
      5,
      'Landessieg im Leistungswettbewerb der Elektroniker',
      'Tim Schuler, Auszubildender zum Elektroniker für Betriebstechnik, hat den Landesentscheid des Leistungswettbewerbs gewonnen.',
      [
        'In einer achtstündigen Prüfung mussten die Teilnehmenden eine Steuerung planen, verdrahten, programmieren und in Betrieb nehmen. Tim Schuler überzeugte mit der fehlerfreien und saubersten Arbeit.',
        'Sein Ausbildungsbetrieb und die Abteilung Elektrotechnik gratulieren herzlich. Im Frühjahr tritt er beim Bundesentscheid an.',
      ],
    ),
    n(
      'ausbildungsmesse',
      15,
      'Ausbildungsmesse mit 60 Betrieben',
      'Rund 900 Besucherinnen und Besucher kamen zur Ausbildungsmesse ins Schulzentrum – so viele wie noch nie.',
      [
        'Betriebe aus Handwerk, Industrie, Handel, Verwaltung und Pflege stellten ihre Ausbildungsberufe vor. Auszubildende berichteten aus erster Hand von ihrem Alltag. Im Bewerbungscafé wurden Mappen gecheckt und Bewerbungsfotos gemacht.',
        'Die Messe organisieren die Beruflichen Schulen gemeinsam mit der Werkrealschule und der Agentur für Arbeit.',
      ],
    ),
    n(
      'lernfabrik-eingeweiht',
      28,
      'Lernfabrik 4.0 eingeweiht',
      'An einer vernetzten Fertigungsstraße lernen Auszubildende und Schülerinnen und Schüler des Technischen Gymnasiums jetzt, wie Industrie 4.0 funktioniert.',
      [
        'Die Lernfabrik besteht aus einer Montagelinie mit Robotern, Sensoren und einer Steuerung, die über ein Netzwerk mit der Auftragsverwaltung verbunden ist. Das Land hat die Anlage mit 480.000 Euro gefördert, der Landkreis als Schulträger den Umbau des Raums finanziert.',
        'Bei der Einweihung zeigten Auszubildende, wie aus einer Online-Bestellung ein fertiges Werkstück wird.',
      ],
    ),
  ];

  const menu: MenuSeed = {
    name: 'Hauptmenü Berufliche Schulen',
    items: [
      { title: 'Start', href: `${bs}/` },
      { title: 'Berufliches Gymnasium', href: `${bs}/berufliches-gymnasium/` },
      { title: 'Aktuelles', href: `${bs}/aktuelles/` },
      { title: 'Kontakt', href: `${bs}/kontakt/` },
    ],
  };
  return { seiten, menues: [menu], artikel, termine: [], dokumente: [] };
}

/** The schools' sub-sites: two primary schools, Werkrealschule, Gymnasium, vocational schools. */
export function schulenContent(product: string): SubsiteContent[] {
  return [grundschule(product), grundschuleHallwangen(product), werkrealschule(product), gymnasium(product), beruflicheSchule(product)];
}
