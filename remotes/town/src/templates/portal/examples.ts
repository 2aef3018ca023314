import { exampleArticle, exampleEvent } from '../../examples';
import type { PortalAnswer } from './types';

const bild = (name: string, bildtext: string) => ({ bild: `/api/cms/media/${name}.svg`, bildtext, bildcopyright: 'Stadt Musterstadt' });

/** A portal answer with every module kind, for the portal's tests. */
export const examplePortal: PortalAnswer = {
  titel: 'Willkommen in Musterstadt',
  module: [
    {
      typ: 'hero-slider',
      titel: 'Titelbilder',
      titel1: 'Willkommen in Musterstadt',
      untertitel1: 'Im Herzen des Schwarzwalds',
      link1: '/veranstaltungen',
      linktext1: 'Was ist los?',
      bildupload1: bild('schwarzwald-panorama', 'Blick über Musterstadt'),
      titel2: 'Die Altstadt',
      bildupload2: bild('fachwerk-altstadt', 'Fachwerk'),
      titel6: 'Eine sechste Folie gibt es nicht',
    },
    {
      typ: 'kurzinfo-icons',
      titel: 'Kurz informiert',
      icon1: 'clock',
      titel1: 'Öffnungszeiten',
      text1: 'Mo–Fr 8–12 Uhr',
      link1: '/verwaltung/',
      linktext1: 'Verwaltung',
      icon2: 'gibt-es-nicht',
      titel2: 'Abfallkalender',
      text2: '<b>Termine</b> für Ihre Straße',
    },
    { typ: 'headline-teaser', titel: 'Aktuelles aus dem Rathaus', link: '/aktuelles', eintraege: [exampleArticle] },
    { typ: 'eventteaser', titel: 'Veranstaltungen', eintraege: [exampleEvent, { ...exampleEvent, id: 6, titel: 'Wochenmarkt' }] },
    {
      typ: 'bild-text-teaser-3x',
      titel: 'Leben in Musterstadt',
      einleitung: '<p>Kurze Wege.</p>',
      titel1: 'Familie & Bildung',
      text1: 'Zwei Grundschulen und die Stadtbücherei.',
      link1: '/bildung',
      linktext1: 'Schulen',
      bildupload1: bild('stadtbuecherei', 'Lesesaal'),
      titel2: 'Sport',
      link2: 'javascript:alert(1)',
      titel3: 'Ehrenamt',
    },
    {
      typ: 'panoramabild-panoramateaser',
      titel: 'Musterstadt entdecken',
      untertitel: 'Natur und Kultur',
      parallax: 'an',
      bildupload: bild('wanderweg', 'Wanderweg'),
      icon1: 'hiking',
      titel1: 'Wandern',
      text1: 'Drei Premiumwege.',
      link1: '/wandern',
      titel5: 'Unterkünfte',
    },
    {
      typ: 'bild-text',
      anordnung: 'bild-text',
      parallax: 'aus',
      titel: 'Heimatmuseum',
      text: '<p>Im Vogtshaus.</p>',
      bildupload: bild('heimatmuseum', 'Das Vogtshaus'),
    },
    { typ: 'bild-text', anordnung: 'text-bild', parallax: true, titel: 'Stadtkapelle', untertitel: 'Vereine', text: '<p>Seit 1849.</p>', link: '/vereine' },
    { typ: 'hero', titel: 'Sommer in Musterstadt', untertitel: 'Freibad und Stadtfest', bildupload: bild('stadtfest', 'Stadtfest') },
    { typ: 'text', titel: 'Eine Stadt zum Leben', text: '<p>Rund 7.800 Menschen.</p>', link: '/buergerservice', linktext: 'Zum Bürgerservice' },
    {
      typ: 'auch-interessant',
      titel: 'Auch interessant',
      bildupload: bild('rathaus', 'Das Rathaus'),
      menuItems: [
        { title: 'Gemeinderat', href: '/gemeinderat' },
        { title: 'Stellenangebote', href: '/stellenangebote' },
      ],
    },
    {
      typ: 'instagram',
      titel: 'Musterstadt auf Instagram',
      link: 'https://www.instagram.com/stadt.musterstadt',
      bilder: [bild('marktplatz', 'Wochenmarkt'), bild('freibad', 'Freibad')],
    },
    { typ: 'unbekannt', titel: 'Wird nicht gezeigt' },
  ],
};
