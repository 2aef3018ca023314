import { media } from '../../content/media';
import type { EntrySeed } from './vorlagen-typen';

/** Image galleries. */
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
];
