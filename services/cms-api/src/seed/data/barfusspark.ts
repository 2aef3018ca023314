import { media } from '../../content/media';
import { berlinParts, berlinToInstant } from '../../core/time';
import type { Breadcrumb, ImageRef } from '../../core/types';
import type { PageSeed } from './seiten';
import { BARFUSSPARK, telefon } from './stadt';
import { main, sidebar, type SubsiteContent } from './teilseiten';

const START: Breadcrumb = { title: 'Startseite', url: '/' };
const PARK: Breadcrumb = { title: 'Barfußpark', url: '/barfusspark' };
const BILD: ImageRef = { bild: media('barfusspfad'), bildtext: 'Barfuß über Rindenmulch, Kies und Holz', bildcopyright: 'Barfußpark Musterstadt' };

/** Parking at the park: at most 5 euros for 3 hours (spec point 9). */
export const PARKEN = BARFUSSPARK.parken;

function page(url: string, title: string, description: string, blocks: PageSeed['blocks'], extra: Partial<PageSeed> = {}): PageSeed {
  return {
    url,
    layout: 'barfusspark',
    theme: 'barfusspark',
    title,
    description,
    breadcrumbs: url === '/barfusspark' ? [START, { title: 'Barfußpark' }] : [START, PARK, { title }],
    heroImages: [],
    blocks,
    apiCalls: [],
    ...extra,
  };
}

/**
 * The park's opening, service and telephone times. The deviating times are dated relative to the
 * seed run: the winter break around it (or the next one) and the extended times of the next August.
 */
export function oeffnungszeiten(now: Date) {
  const { year, month } = berlinParts(now);
  const winterStart = month <= 3 ? year - 1 : year;
  const augustYear = month > 8 ? year + 1 : year;
  const winter = {
    beginn: berlinToInstant(winterStart, 11, 1, 0, 0).toISOString(),
    ende: berlinToInstant(winterStart + 1, 3, 31, 23, 59).toISOString(),
    zusatztext: `Winterpause: Der ${BARFUSSPARK.name} ist geschlossen. Ab dem 1. April sind wir wieder für Sie da.`,
  };
  const august = {
    beginn: berlinToInstant(augustYear, 8, 1, 0, 0).toISOString(),
    ende: berlinToInstant(augustYear, 8, 31, 23, 59).toISOString(),
    zusatztext: 'Hauptsaison: täglich von 9:00 bis 20:00 Uhr geöffnet, auch mittwochs.',
  };
  return [
    {
      typ: 'allgemein',
      hinweis: 'Mittwochs ist Pflegetag: Dann kümmert sich unser Team um Wege und Stationen. Letzter Einlass eine Stunde vor Schluss.',
      zeiten: [
        { tagtyp: 'mo', beginn: '10:00', ende: '18:00' },
        { tagtyp: 'di', beginn: '10:00', ende: '18:00' },
        { tagtyp: 'do', beginn: '10:00', ende: '18:00' },
        { tagtyp: 'fr', beginn: '10:00', ende: '18:00' },
        { tagtyp: 'sa', beginn: '09:00', ende: '19:00' },
        { tagtyp: 'so', beginn: '09:00', ende: '19:00' },
      ],
      abweichend: [winter, august],
    },
    {
      typ: 'service',
      hinweis: 'Kiosk mit Getränken, Eis und Handtuchverleih am Eingang; in der Winterpause geschlossen.',
      zeiten: [
        { tagtyp: 'sa', beginn: '11:00', ende: '18:00' },
        { tagtyp: 'so', beginn: '11:00', ende: '18:00' },
      ],
      abweichend: [winter],
    },
    {
      typ: 'telefon',
      hinweis: `Tourist-Information Musterstadt, Telefon ${telefon('touristinfo')} – auch in der Winterpause.`,
      zeiten: [
        { tagtyp: 'mo-fr', beginn: '09:00', ende: '12:30' },
        { tagtyp: 'mo-fr', beginn: '14:00', ende: '17:00' },
      ],
      abweichend: [],
    },
  ];
}

export function barfussparkContent(now: Date): SubsiteContent {
  const zeiten = oeffnungszeiten(now);
  const seiten: PageSeed[] = [
    page(
      '/barfusspark',
      'Barfußpark Musterstadt',
      `Der ${BARFUSSPARK.name} Musterstadt: ${BARFUSSPARK.laenge} barfuß durch Wald und Wiese, ${BARFUSSPARK.stationen} Stationen, Eintritt frei. Öffnungszeiten, Führungen und Anfahrt.`,
      [
        main('barfusspark-home', {
          titel: 'Schuhe aus – Natur an!',
          text:
            `<p>Auf ${BARFUSSPARK.laenge.replace('Kilometer', 'Kilometern')} führt unser Rundweg barfuß über Tannenzapfen, Kies, Rindenmulch, Lehm und Moos, durch ein Wassertretbecken und über schwankende Balken. Wer mit den Füßen fühlt, erlebt den Schwarzwald ganz neu – kleine Kinder genauso wie Großeltern.</p>` +
            `<p>Der ${BARFUSSPARK.name} liegt ${BARFUSSPARK.lage} und ist ${BARFUSSPARK.saisonText} geöffnet. Der Eintritt ist frei; über eine Spende für die Pflege der Stationen freuen wir uns.</p>`,
          fakten: [
            { wert: BARFUSSPARK.laengeKurz, label: 'Rundweg durch Wald und Wiese' },
            { wert: String(BARFUSSPARK.stationen), label: 'Stationen zum Fühlen und Entdecken' },
            { wert: '1,5 Std.', label: 'für die ganze Runde' },
          ],
          oeffnungszeiten: zeiten,
          parken: PARKEN,
          kachelnTitel: 'Erleben und planen',
          kacheln: [
            {
              titel: 'Angebote und Führungen',
              text: 'Öffentliche Führungen, Gruppen, Schulklassen und Kindergeburtstage.',
              link: '/barfusspark/angebote-fuehrungen/',
            },
            {
              titel: 'Naturerlebnis',
              text: 'Von der Fühlstrecke bis zum Waldsofa: was es an den Stationen zu entdecken gibt.',
              link: '/barfusspark/naturerlebnis',
            },
            { titel: 'Ausflug planen', text: 'Anfahrt, Parken, Einkehr und was Sie mitbringen sollten.', link: '/barfusspark/ausflug-planen' },
            {
              titel: 'Barrierefreiheit',
              text: 'Barrierearme Wege, Toiletten und Angebote für Menschen mit Behinderung.',
              link: '/barfusspark/barrierefreiheit',
            },
          ],
        }),
      ],
      { heroImages: [BILD] },
    ),
    page(
      '/barfusspark/angebote-fuehrungen',
      'Angebote und Führungen',
      'Führungen im Barfußpark Musterstadt: öffentliche Führungen, Gruppen, Schulklassen, Kindergeburtstage und Kneipp-Einführung mit Preisen.',
      [
        main('barfusspark-angebote', {
          text: '<p>Mit unseren Natur- und Landschaftsführerinnen erleben Sie den Barfußpark noch intensiver. Alle Führungen finden von April bis Oktober statt; Gruppen melden sich bitte mindestens zwei Wochen vorher an.</p>',
          angebote: [
            {
              titel: 'Öffentliche Führung „Mit allen Sinnen“',
              text: 'Eine Runde über den ganzen Barfußpfad mit Geschichten zu Wald, Wasser und Boden. Ohne Anmeldung – einfach um 14 Uhr am Eingang sein.',
              dauer: 'etwa 1,5 Stunden',
              teilnehmende: 'alle ab 6 Jahren',
              termine: 'sonntags um 14 Uhr',
              preis: 0,
              preisHinweis: '– Spende willkommen',
            },
            {
              titel: 'Führung für Gruppen',
              text: 'Für Vereine, Betriebsausflüge, Familienfeiern und Reisegruppen, auf Wunsch mit Einkehr im Kurparkcafé.',
              dauer: 'etwa 1,5 Stunden',
              teilnehmende: 'bis 25 Personen',
              termine: 'nach Vereinbarung',
              preis: 45,
              preisHinweis: 'pro Gruppe',
            },
            {
              titel: 'Schulklassen und Kindergärten',
              text: 'Waldpädagogisches Programm mit Fühlkisten, Spurensuche und Barfußrallye, abgestimmt auf Alter und Lehrplan.',
              dauer: 'etwa 2 Stunden',
              teilnehmende: 'eine Klasse oder Kindergartengruppe',
              termine: 'montags bis freitags nach Vereinbarung',
              preis: 60,
              preisHinweis: 'pro Gruppe',
            },
            {
              titel: 'Kindergeburtstag im Barfußpark',
              text: 'Barfußrallye, Schatzsuche und ein Barfußdiplom für jedes Kind; den Kuchen essen Sie auf dem Waldsofa.',
              dauer: 'etwa 2,5 Stunden',
              teilnehmende: 'bis 12 Kinder von 5 bis 12 Jahren',
              termine: 'samstags und sonntags nach Vereinbarung',
              preis: 90,
              preisHinweis: 'pro Geburtstag',
            },
            {
              titel: 'Kneipp-Einführung am Wassertretbecken',
              text: 'Wassertreten, Armbad und Tautreten: Sebastian Kneipps Lehre zum Ausprobieren.',
              dauer: 'etwa 1 Stunde',
              teilnehmende: 'Erwachsene, bis 15 Personen',
              termine: 'jeden ersten Samstag im Monat um 10 Uhr',
              preis: 5,
              preisHinweis: 'pro Person',
            },
          ],
        }),
        sidebar('text', {
          titel: 'Anmeldung',
          text: '<p>Tourist-Information Musterstadt<br>Hauptstraße 12<br>79999 Musterstadt</p><p>Telefon: <a href="tel:07999123400">07999 123-400</a><br>E-Mail: <a href="mailto:barfusspark@musterstadt.de">barfusspark@musterstadt.de</a></p>',
        }),
      ],
    ),
    page(
      '/barfusspark/oeffnungszeiten',
      'Öffnungszeiten und Preise',
      'Öffnungszeiten des Barfußparks Musterstadt, Kiosk und telefonische Erreichbarkeit; Eintritt frei, Parken höchstens 5 Euro für 3 Stunden.',
      [
        main('barfusspark-oeffnungszeiten', {
          text: `<p>Der ${BARFUSSPARK.name} ist ${BARFUSSPARK.saisonText} geöffnet, mittwochs ist Pflegetag. Bei Gewitter und Sturm schließen wir den Waldteil aus Sicherheitsgründen.</p>`,
          oeffnungszeiten: zeiten,
          parken: PARKEN,
        }),
      ],
    ),
    page(
      '/barfusspark/ausflug-planen',
      'Ausflug planen',
      'Anfahrt zum Barfußpark Musterstadt mit Auto, Bus und Bahn, Parken, Einkehr und Tipps für Ihren Besuch.',
      [
        main('text', {
          titel: 'Anfahrt',
          text:
            '<p><strong>Mit dem Auto:</strong> Über die L 172 nach Musterstadt, im Ort der Beschilderung „Kurpark / Barfußpark“ folgen. Der Parkplatz am Kurpark kostet höchstens 5 Euro für 3 Stunden; Wohnmobile parken auf dem Festplatz.</p>' +
            '<p><strong>Mit Bus und Bahn:</strong> Vom Bahnhof Musterstadt fährt die Buslinie 7421 alle 30 Minuten zur Haltestelle „Kurpark“. Von dort sind es 200 Meter bis zum Eingang.</p>' +
            '<p><strong>Mit dem Rad:</strong> Der Sulzbachtal-Radweg führt direkt am Eingang vorbei; Fahrradständer und eine Ladestation für E-Bikes sind vorhanden.</p>',
        }),
        main('text', {
          titel: 'Gut vorbereitet',
          text: '<ul><li>Ein Handtuch für das Wassertretbecken und die Fußwaschanlage am Ausgang</li><li>Kleidung, die schmutzig werden darf – im Lehmbecken wird es matschig</li><li>Eine Tüte für die Schuhe; Schließfächer gibt es am Eingang</li><li>Hunde sind an der Leine willkommen, aber nicht im Wasser- und Lehmbereich</li></ul>',
        }),
        main('text', {
          titel: 'Einkehren und weiterwandern',
          text: '<p>Am Eingang gibt es einen Kiosk mit Getränken und Eis, im Kurpark das Kurparkcafé. Wer danach noch laufen möchte: Der Premiumwanderweg „Sulzbachsteig“ beginnt direkt am Parkplatz.</p>',
        }),
      ],
      { heroImages: [BILD] },
    ),
    page(
      '/barfusspark/naturerlebnis',
      'Naturerlebnis',
      'Die Stationen im Barfußpark Musterstadt: Fühlstrecke, Wassertretbecken, Lehmbecken, Balancierparcours, Waldsofa und Wildbienenwiese.',
      [
        main('text', {
          titel: 'Mit den Füßen sehen',
          text: '<p>Unsere Fußsohlen haben über 70.000 Nervenenden. Barfuß spüren wir Wärme und Kälte, Nässe, Härte und Weichheit viel genauer als mit Schuhen. Der Barfußpark lädt ein, den eigenen Körper und die Natur neu wahrzunehmen.</p>',
        }),
        main('text', {
          titel: 'Die Stationen',
          text: '<ul><li><strong>Fühlstrecke:</strong> 14 Felder mit Tannenzapfen, Kies, Rindenmulch, Sand, Holzhackschnitzeln und Moos</li><li><strong>Wassertretbecken:</strong> im kalten Wasser des Sulzbachs wie beim Kneippen</li><li><strong>Lehmbecken:</strong> knöcheltief im warmen Lehm</li><li><strong>Balancierparcours:</strong> Baumstämme, Hängebrücke und Seilsteg</li><li><strong>Waldsofa:</strong> ein Rastplatz aus Ästen für Picknick und Geschichten</li><li><strong>Wildbienenwiese:</strong> Blühwiese mit Insektenhotel und Beobachtungsstation</li></ul>',
        }),
        main('text', {
          titel: 'Natur schützen',
          text: '<p>Der Barfußpark liegt am Rand eines Landschaftsschutzgebiets. Bitte bleiben Sie auf den Wegen, nehmen Sie Ihren Abfall wieder mit und lassen Sie Pflanzen und Tiere, wo sie sind.</p>',
        }),
      ],
    ),
    page('/barfusspark/kontakt', 'Kontakt', 'Kontakt zum Barfußpark Musterstadt: Tourist-Information, Parkleitung und Anschrift des Parks.', [
      main('text', {
        titel: 'Tourist-Information Musterstadt',
        text: '<p>Der Barfußpark wird von der Tourist-Information der Stadt betreut. Hier melden Sie Führungen an und bekommen Auskunft zu Öffnungszeiten und Veranstaltungen.</p><p>Hauptstraße 12<br>79999 Musterstadt<br>Telefon: <a href="tel:07999123400">07999 123-400</a><br>E-Mail: <a href="mailto:barfusspark@musterstadt.de">barfusspark@musterstadt.de</a></p>',
      }),
      main('text', {
        titel: 'Parkleitung',
        text: '<p>Hannah Rieger, Natur- und Landschaftsführerin<br>Telefon: <a href="tel:07999123405">07999 123-405</a></p><p>Fundsachen geben Sie bitte am Kiosk ab oder melden sie bei der Tourist-Information.</p>',
      }),
      main('text', { titel: 'Anschrift des Parks', text: `<p>${BARFUSSPARK.name} Musterstadt<br>${BARFUSSPARK.eingang}<br>79999 Musterstadt</p>` }),
    ]),
    page(
      '/barfusspark/barrierefreiheit',
      'Barrierefreiheit im Barfußpark',
      'Barrierefreiheit im Barfußpark Musterstadt: barrierearmer Rundweg, Toiletten, Parkplätze und Angebote für Menschen mit Behinderung.',
      [
        main('text', {
          titel: 'Der Park für alle',
          text: `<p>Ein Teil des ${BARFUSSPARK.name}s ist barrierearm gestaltet: Der ${BARFUSSPARK.barrierearmerRundweg} lange Wiesenrundweg hat eine feste, ebene Oberfläche und ist mit Rollstuhl, Rollator und Kinderwagen befahrbar. Fühlkästen in Sitz- und Greifhöhe machen die Materialien auch mit den Händen erlebbar.</p>`,
        }),
        main('text', {
          titel: 'Vor Ort',
          text: '<ul><li>Zwei Parkplätze für Menschen mit Behinderung direkt am Eingang</li><li>Barrierefreie Toilette im Kioskgebäude (Euroschlüssel)</li><li>Sitzbänke mit Armlehnen alle 150 Meter</li><li>Assistenzhunde sind auf allen Wegen willkommen</li><li>Führungen in Leichter Sprache und für blinde und sehbehinderte Menschen auf Anfrage</li></ul>',
        }),
        main('text', {
          titel: 'Diese Website',
          text: '<p>Wir möchten, dass alle diese Website nutzen können. Wenn Ihnen eine Barriere auffällt, schreiben Sie uns an <a href="mailto:barfusspark@musterstadt.de">barfusspark@musterstadt.de</a> oder rufen Sie an: <a href="tel:07999123400">07999 123-400</a>.</p>',
        }),
      ],
    ),
  ];
  const menues = [
    {
      name: 'Hauptmenü Barfusspark',
      items: [
        { title: 'Start', href: '/barfusspark' },
        { title: 'Angebote & Führungen', href: '/barfusspark/angebote-fuehrungen/' },
        { title: 'Öffnungszeiten & Preise', href: '/barfusspark/oeffnungszeiten' },
        { title: 'Naturerlebnis', href: '/barfusspark/naturerlebnis' },
        { title: 'Ausflug planen', href: '/barfusspark/ausflug-planen' },
        { title: 'Kontakt', href: '/barfusspark/kontakt' },
      ],
    },
    {
      name: 'Barfusspark Footer Rechtliches',
      items: [
        { title: 'Impressum', href: '/impressum' },
        { title: 'Datenschutz', href: '/datenschutz' },
        { title: 'Barrierefreiheit', href: '/barfusspark/barrierefreiheit' },
      ],
    },
  ];
  return { seiten, menues, artikel: [], termine: [], dokumente: [] };
}
