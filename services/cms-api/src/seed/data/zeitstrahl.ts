import { media } from '../../content/media';
import type { EntrySeed } from './vorlagen-typen';

/** Timelines. */
export const ZEITSTRAHLEN: EntrySeed[] = [
  {
    slug: 'stadtgeschichte',
    titel: 'Stadtgeschichte im Überblick',
    einleitung:
      '<p>Von der ersten Erwähnung im Güterbuch eines Klosters bis zum neuen Feuerwehrhaus: Stationen aus fast neun Jahrhunderten Musterstädter Geschichte.</p>',
    detailURL: null,
    data: {
      ereignisse: [
        {
          jahr: '1148',
          titel: 'Erste urkundliche Erwähnung',
          text: 'Ein Güterverzeichnis des Klosters St. Peter nennt den Hof „Mustrestat“ am Sulzbach mit einer Mühle und sieben Hofstellen.',
        },
        {
          jahr: '1326',
          titel: 'Marktrecht',
          text: 'Die Grafen von Fürstenberg verleihen Musterstadt das Recht, einen Wochenmarkt und zwei Jahrmärkte abzuhalten. Der Marktplatz entsteht.',
        },
        {
          jahr: '1632',
          titel: 'Stadtbrand im Dreißigjährigen Krieg',
          text: 'Durchziehende Truppen legen Feuer; zwei Drittel der Häuser brennen nieder. Der Wiederaufbau dauert Jahrzehnte.',
        },
        {
          jahr: '1786',
          titel: 'Neues Rathaus',
          text: 'Das heutige Rathaus mit seinem barocken Giebel wird am Marktplatz eingeweiht.',
          bild: media('rathaus'),
          bildtext: 'Das Rathaus am Marktplatz',
          bildcopyright: 'Stadt Musterstadt',
        },
        {
          jahr: '1873',
          titel: 'Anschluss an die Eisenbahn',
          text: 'Mit der Talbahn erhält Musterstadt einen Bahnhof. Uhrmacher und Holzbetriebe verkaufen ihre Waren nun bis nach Frankfurt und Basel.',
        },
        {
          jahr: '1908',
          titel: 'Freiwillige Feuerwehr und Wasserleitung',
          text: 'Die Stadt baut eine zentrale Wasserversorgung; im selben Jahr erhält die Freiwillige Feuerwehr ihre erste Motorspritze.',
        },
        { jahr: '1975', titel: 'Gemeindereform', text: 'Die bis dahin selbstständigen Gemeinden Hallwangen und Aach werden Ortsteile von Musterstadt.' },
        {
          jahr: '1998',
          titel: 'Städtepartnerschaft',
          text: 'Musterstadt schließt eine Partnerschaft mit der Gemeinde Saint-Aubin-des-Prés im Burgund. Seitdem besuchen sich Schulklassen und Vereine jedes Jahr.',
        },
        {
          jahr: '2012',
          titel: 'Eröffnung des Barfußparks',
          text: 'Auf einem ehemaligen Weidegelände am Rand des Kurparks eröffnet der Barfußpark mit einem Pfad über Rinde, Kies, Lehm und durch den Bach; heute ist der Rundweg 2,4 Kilometer lang.',
          bild: media('wanderweg'),
          bildtext: 'Der Pfad des Barfußparks',
          bildcopyright: 'Tourist-Information Musterstadt',
        },
        {
          jahr: '2024',
          titel: 'Neues Feuerwehrhaus',
          text: 'Die Abteilung Musterstadt der Freiwilligen Feuerwehr bezieht ihr neues Feuerwehrhaus Am Gerätehaus mit Platz für acht Fahrzeuge und einem Schulungsraum.',
          bild: media('feuerwehrhaus'),
          bildtext: 'Das neue Feuerwehrhaus',
          bildcopyright: 'Feuerwehr Musterstadt',
        },
      ],
    },
  },
];
