import { media } from '../../content/media';
import type { ImageRef } from '../../core/types';
import type { EntrySeed } from './vorlagen-typen';

const bild = (name: string, bildtext: string, bildcopyright: string): ImageRef => ({ bild: media(name), bildtext, bildcopyright });

const galerie = (slug: string, titel: string, einleitung: string, bilder: ImageRef[]): EntrySeed => ({
  slug,
  titel,
  einleitung: `<p>${einleitung}</p>`,
  detailURL: null,
  data: { bildergalerie_zuordnung: { bilder } },
});

/** Image galleries: the town's, and one for each school and the youth centre (the galleries of their service bars). */
export const BILDERGALERIEN: EntrySeed[] = [
  {
    slug: 'musterstadt-in-bildern',
    titel: 'Musterstadt in Bildern',
    einleitung: '<p>Fachwerk und Marktplatz, Wälder und Täler, Feste und Vereine: Eine Auswahl von Bildern aus Musterstadt und seinen Ortsteilen.</p>',
    detailURL: null,
    data: {
      bildergalerie_zuordnung: {
        bilder: [
          { bild: media('schwarzwald-panorama'), bildtext: 'Die Höhen des Schwarzwalds über Musterstadt', bildcopyright: 'Sabine Wagner' },
          { bild: media('rathaus'), bildtext: 'Das Rathaus am Marktplatz, erbaut 1786', bildcopyright: 'Stadt Musterstadt' },
          { bild: media('marktplatz'), bildtext: 'Samstagmorgen auf dem Wochenmarkt', bildcopyright: 'Sabine Wagner' },
          { bild: media('stadtfest'), bildtext: 'Das Stadtfest in der Innenstadt', bildcopyright: 'Petra Hummel' },
          { bild: media('wanderweg'), bildtext: 'Auf dem Sulzbach-Talweg Richtung Aach', bildcopyright: 'Tourismusbüro Musterstadt' },
          { bild: media('freibad'), bildtext: 'Sommer im Freibad Musterstadt', bildcopyright: 'Stadt Musterstadt' },
          { bild: media('stadtkapelle'), bildtext: 'Die Stadtkapelle beim Frühjahrskonzert', bildcopyright: 'Stadtkapelle Musterstadt' },
          { bild: media('stadtbuecherei'), bildtext: 'Lesesaal der Stadtbücherei im alten Kornhaus', bildcopyright: 'Stadtbücherei Musterstadt' },
        ],
      },
    },
  },
  galerie(
    'grundschule-schulleben',
    'Schulleben in Bildern',
    'Pause und Schulgarten, Lesestunde und Sporttag: So sieht ein Schuljahr an unserer Grundschule aus. Wir zeigen nur Bilder, für die die Eltern ihr Einverständnis gegeben haben.',
    [
      bild('schulhof', 'Große Pause auf dem Schulhof mit dem neuen Klettergerüst', 'Claudia Brenner'),
      bild('schulgarten', 'Die Garten-AG erntet die ersten Sonnenblumen im Schulgarten', 'Förderverein der Grundschule'),
      bild('stadtbuecherei', 'Lesestunde mit den Lesepaten in der Stadtbücherei', 'Michael Straub'),
      bild('sporttag', 'Siegerehrung beim Sporttag der dritten und vierten Klassen', 'Förderverein der Grundschule'),
      bild('wanderweg', 'Wandertag der zweiten Klassen ins Sulzbachtal', 'Claudia Brenner'),
      bild('stadtfest', 'Spielstationen beim Sommerfest der Schule', 'Förderverein der Grundschule'),
    ],
  ),
  galerie(
    'grundschule-hallwangen-schulleben',
    'Unsere kleine Schule in Bildern',
    'Schulgarten und Waldtag, Bläserklasse und bewegte Pausen: Einblicke in den Alltag der Grundschule Hallwangen.',
    [
      bild('dorfschule', 'Unser Schulhaus am Kirchweg', 'Grundschule Hallwangen'),
      bild('stadtkapelle', 'Die Bläserklasse spielt zum ersten Mal öffentlich auf', 'Musikverein Hallwangen'),
      bild('schulgarten', 'Beete anlegen im Schulgarten: jede Klasse hat ihr eigenes Hochbeet', 'Grundschule Hallwangen'),
      bild('schwarzwald-panorama', 'Waldtag: Blick vom Waldrand über das Tal', 'Grundschule Hallwangen'),
      bild('heimatmuseum', 'Besuch im Heimatmuseum: Schule wie vor hundert Jahren', 'Grundschule Hallwangen'),
    ],
  ),
  galerie(
    'werkrealschule-einblicke',
    'Einblicke in Werkstatt und Praxis',
    'Lernen mit Kopf und Hand: Bilder aus der Schulwerkstatt, von Praktika und Projekten zur Berufsorientierung.',
    [
      bild('werkstatt', 'In der Schulwerkstatt entsteht ein Vogelhaus für den Schulgarten', 'Werkrealschule'),
      bild('fachwerk-altstadt', 'Praktikum im Handwerk: Zimmerleute bei der Sanierung eines Fachwerkhauses', 'Werkrealschule'),
      bild('marktplatz', 'Die Schülerfirma „Holzwerk“ verkauft ihre Vogelhäuser auf dem Wochenmarkt', 'Werkrealschule'),
      bild('sporttag', 'Sporttag der Klassen 5 bis 10 auf dem Sportplatz', 'Werkrealschule'),
      bild('schulgarten', 'Das Hochbeet-Projekt der Klasse 7', 'Werkrealschule'),
    ],
  ),
  galerie('gydo-schulleben', 'Schulleben am GyDo', 'Unterricht, Exkursionen, Konzerte und Sport: Bilder aus dem Schuljahr am Gymnasium am Dornberg.', [
    bild('gymnasium', 'Das Gymnasium am Dornberg', 'Gymnasium am Dornberg'),
    bild('werkstatt', 'NwT-Unterricht: Bau eines Solarfahrzeugs', 'Gymnasium am Dornberg'),
    bild('schwarzwald-panorama', 'Geografie-Exkursion der Kursstufe auf den Dornberg', 'Gymnasium am Dornberg'),
    bild('stadtkapelle', 'Das Schulorchester beim Sommerkonzert', 'Gymnasium am Dornberg'),
    bild('mountainbike', 'Die Mountainbike-AG auf Tour im Schwarzwald', 'Gymnasium am Dornberg'),
    bild('sporttag', 'Sportfest der Unterstufe', 'Gymnasium am Dornberg'),
  ]),
  galerie(
    'jugendhaus-einblicke',
    'Das Jugendhaus in Bildern',
    'Offener Treff, Ausflüge und Ferienprogramm: So sieht es bei uns aus. Wer auf einem Bild ist und es nicht mehr sehen möchte, sagt uns Bescheid – wir nehmen es sofort heraus.',
    [
      bild('jugendhaus', 'Unser Haus in der Bahnhofstraße mit der besprühten Gartenmauer', 'Jugendhaus Musterstadt'),
      bild('jugendtreff', 'Der Offene Treff: Kicker, Sofa und Lichterkette', 'Jugendhaus Musterstadt'),
      bild('mountainbike', 'Ferienprogramm, Woche „Draußen unterwegs“: Mountainbike-Tour über die Höhen', 'Jugendhaus Musterstadt'),
      bild('barfusspark', 'Ausflug in den Barfußpark', 'Jugendhaus Musterstadt'),
      bild('freibad', 'Ferienprogramm: Beachvolleyball-Turnier im Freibad', 'Jugendhaus Musterstadt'),
      bild('stadtfest', 'Unser Stand beim Stadtfest', 'Jugendhaus Musterstadt'),
    ],
  ),
];
