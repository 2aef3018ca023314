import { media } from '../media';
import type { PortalSeed } from '../portal';

/** The town portal (home page). Teaser modules name their `quelle`; the API fills `eintraege`. */
export const STARTSEITE: PortalSeed = {
  name: 'startseite',
  titel: 'Willkommen in Musterstadt',
  seo: {
    title: 'Musterstadt im Schwarzwald – Offizielle Website der Stadt',
    description:
      'Offizielle Website der Stadt Musterstadt im Schwarzwald: Rathaus und Bürgerservice, Neuigkeiten, Veranstaltungen, Freizeit, Tourismus und Bildung.',
  },
  module: [
    {
      typ: 'hero',
      titel: 'Willkommen in Musterstadt',
      untertitel: 'Fachwerk, Wälder und gelebte Gemeinschaft im Herzen des Schwarzwalds',
      link: '/veranstaltungen',
      linktext: 'Was ist los in Musterstadt?',
      bildupload: { bild: media('schwarzwald-panorama'), bildtext: 'Blick über Musterstadt und die Höhen des Schwarzwalds', bildcopyright: 'Stadt Musterstadt' },
    },
    {
      typ: 'text',
      titel: 'Eine Stadt zum Leben und Ankommen',
      text:
        '<p>Rund 7.800 Menschen leben in Musterstadt und seinen Ortsteilen Hallwangen und Aach. Das Rathaus am Marktplatz ist Ihre erste Adresse für Anliegen rund um Meldewesen, Bauen, Familie und Gewerbe – vieles erledigen Sie inzwischen auch online.</p><p>Gäste finden bei uns gut ausgeschilderte Wanderwege, den Barfußpark am Waldrand und eine Altstadt mit liebevoll restauriertem Fachwerk.</p>',
      link: '/buergerservice',
      linktext: 'Zum Bürgerservice',
    },
    {
      typ: 'headline-teaser',
      titel: 'Aktuelles aus dem Rathaus',
      link: '/aktuelles',
      linktext: 'Alle Meldungen',
      quelle: { typ: 'artikel', bereich: 'stadt', anzahl: 3 },
    },
    {
      typ: 'eventteaser',
      titel: 'Veranstaltungen',
      link: '/veranstaltungen',
      linktext: 'Alle Veranstaltungen',
      quelle: { typ: 'veranstaltung', anzahl: 4 },
    },
  ],
};
