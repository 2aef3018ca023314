import { media } from '../../content/media';
import { dokumentLink } from './dokumente';
import type { EntrySeed } from './vorlagen-typen';

type Status = 'frei' | 'reserviert' | 'verkauft';

/** Plots laid out in rows inside an area, south-west corner first. */
function plots(prefix: string, origin: [number, number], rows: { flaeche: number; status: Status }[][], preisQm: number) {
  const before = (r: number) => rows.slice(0, r).reduce((sum, row) => sum + row.length, 0);
  return rows.flatMap((row, r) =>
    row.map((plot, c) => ({
      nummer: `${prefix}${before(r) + c + 1}`,
      flaeche: plot.flaeche,
      preis_qm: preisQm,
      status: plot.status,
      lage: [Number((origin[0] + r * 0.0007).toFixed(5)), Number((origin[1] + c * 0.0009).toFixed(5))],
    })),
  );
}

const KONTAKT = { telefon: '+49 7999 123-305', email: 'bauplaetze@musterstadt.de' };
const detail = (slug: string) => `/leben-wohnen/bauen/${slug}`;

/** Building areas with their plots and maps. */
export const BAUGEBIETE: EntrySeed[] = [
  {
    slug: 'sonnenhalde',
    titel: 'Wohngebiet „Sonnenhalde“',
    sortierung: 1,
    einleitung:
      '<p>Am Südhang über der Kernstadt entstehen 14 Bauplätze für Einzel- und Doppelhäuser mit Blick ins Sulzbachtal – fußläufig zu Kindergarten und Grundschule.</p>',
    text:
      '<p>Das Wohngebiet „Sonnenhalde“ ist voll erschlossen. Der Bebauungsplan erlaubt Einzel- und Doppelhäuser mit höchstens zwei Vollgeschossen und Satteldach oder begrüntem Flachdach. Photovoltaik auf den Dächern ist vorgeschrieben, ein Anschluss an das Nahwärmenetz der Stadtwerke möglich.</p>' +
      '<p>Die Stadt vergibt die Bauplätze nach den Vergaberichtlinien des Gemeinderats. Familien mit Kindern und Menschen, die in Musterstadt arbeiten oder ehrenamtlich tätig sind, erhalten Punkte für die Vergabe. Bewerbungen nimmt das Stadtbauamt entgegen.</p>',
    bild: media('schwarzwald-panorama'),
    bildtext: 'Blick vom Wohngebiet Sonnenhalde über das Sulzbachtal',
    bildcopyright: 'Stadt Musterstadt',
    detailURL: detail('sonnenhalde'),
    data: {
      ortsteil: 'Musterstadt',
      karte: {
        zentrum: [48.09245, 8.20755],
        zoom: 17,
        umriss: [
          [48.0915, 8.2057],
          [48.0915, 8.2096],
          [48.0932, 8.2098],
          [48.0935, 8.2075],
          [48.0931, 8.2055],
        ],
      },
      bauplaetze: plots(
        'S',
        [48.0918, 8.2062],
        [
          [
            { flaeche: 512, status: 'verkauft' },
            { flaeche: 548, status: 'verkauft' },
            { flaeche: 530, status: 'reserviert' },
            { flaeche: 495, status: 'frei' },
          ],
          [
            { flaeche: 610, status: 'frei' },
            { flaeche: 587, status: 'verkauft' },
            { flaeche: 602, status: 'frei' },
            { flaeche: 574, status: 'reserviert' },
          ],
          [
            { flaeche: 455, status: 'frei' },
            { flaeche: 468, status: 'frei' },
            { flaeche: 702, status: 'verkauft' },
          ],
        ],
        245,
      ),
      kontakt: KONTAKT,
      dokumente: [
        dokumentLink('bebauungsplan-sonnenhalde.pdf', 'Bebauungsplan „Sonnenhalde“, Textteil'),
        dokumentLink('vergaberichtlinien-bauplaetze.pdf', 'Vergaberichtlinien für städtische Bauplätze'),
        dokumentLink('bewerbung-bauplatz.pdf', 'Bewerbungsbogen für einen Bauplatz'),
      ],
    },
  },
  {
    slug: 'kirchacker-aach',
    titel: 'Wohngebiet „Kirchacker“ in Aach',
    sortierung: 2,
    einleitung: '<p>Acht Bauplätze am Ortsrand von Aach, ruhig gelegen zwischen Kirche und Streuobstwiesen.</p>',
    text:
      '<p>Das kleine Baugebiet „Kirchacker“ rundet den Ortsteil Aach nach Süden ab. Erlaubt sind Einzelhäuser mit Satteldach; die Streuobstwiese am Rand bleibt als Ausgleichsfläche erhalten.</p>' +
      '<p>Die Erschließung ist abgeschlossen, mit dem Bau kann nach Abschluss des Kaufvertrags begonnen werden.</p>',
    bild: media('wanderweg'),
    bildtext: 'Streuobstwiesen am Ortsrand von Aach',
    bildcopyright: 'Stadt Musterstadt',
    detailURL: detail('kirchacker-aach'),
    data: {
      ortsteil: 'Aach',
      karte: {
        zentrum: [48.0768, 8.2312],
        zoom: 17,
        umriss: [
          [48.0761, 8.2298],
          [48.0761, 8.2327],
          [48.0775, 8.2327],
          [48.0775, 8.2298],
        ],
      },
      bauplaetze: plots(
        'K',
        [48.0764, 8.2302],
        [
          [
            { flaeche: 640, status: 'frei' },
            { flaeche: 655, status: 'verkauft' },
            { flaeche: 620, status: 'frei' },
            { flaeche: 598, status: 'frei' },
          ],
          [
            { flaeche: 700, status: 'reserviert' },
            { flaeche: 688, status: 'frei' },
            { flaeche: 712, status: 'verkauft' },
            { flaeche: 645, status: 'frei' },
          ],
        ],
        189,
      ),
      kontakt: KONTAKT,
      dokumente: [dokumentLink('bebauungsplan-kirchacker.pdf', 'Bebauungsplan „Kirchacker“, Textteil')],
    },
  },
  {
    slug: 'gewerbegebiet-talmatt',
    titel: 'Gewerbegebiet „Talmatt II“',
    sortierung: 3,
    einleitung: '<p>Fünf Gewerbegrundstücke direkt an der Bundesstraße für Handwerk, Produktion und Dienstleistung.</p>',
    text:
      '<p>Das Gewerbegebiet „Talmatt II“ erweitert das bestehende Gewerbegebiet an der Bundesstraße. Die Grundstücke sind zwischen 2.400 und 6.800 Quadratmeter groß und können zusammengelegt werden. Ein Glasfaseranschluss liegt an jedem Grundstück.</p>' +
      '<p>Die Wirtschaftsförderung berät Sie gern zu Fördermöglichkeiten und begleitet Ihr Bauvorhaben.</p>',
    bild: media('marktplatz'),
    bildtext: 'Zufahrt zum Gewerbegebiet Talmatt',
    bildcopyright: 'Stadt Musterstadt',
    detailURL: detail('gewerbegebiet-talmatt'),
    data: {
      ortsteil: 'Musterstadt',
      karte: {
        zentrum: [48.0862, 8.2189],
        zoom: 16,
        umriss: [
          [48.0851, 8.2163],
          [48.0851, 8.2215],
          [48.0873, 8.2215],
          [48.0873, 8.2163],
        ],
      },
      bauplaetze: plots(
        'G',
        [48.0856, 8.217],
        [
          [
            { flaeche: 2400, status: 'verkauft' },
            { flaeche: 3150, status: 'frei' },
            { flaeche: 6800, status: 'frei' },
          ],
          [
            { flaeche: 4200, status: 'reserviert' },
            { flaeche: 2950, status: 'frei' },
          ],
        ],
        65,
      ),
      kontakt: { telefon: '+49 7999 123-115', email: 'wirtschaft@musterstadt.de' },
      dokumente: [dokumentLink('bebauungsplan-talmatt-2.pdf', 'Bebauungsplan „Talmatt II“, Textteil')],
    },
  },
];
