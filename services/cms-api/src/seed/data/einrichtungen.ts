import { media } from '../../content/media';
import { berlinToInstant } from '../../core/time';
import { type Tag, deutschesDatum, heute, letztesMal, naechstesMal, tageZwischen } from './kalender';
import { FREIBAD_SAISON, OEFFNUNGSZEITEN, ORTE, telefonInternational } from './stadt';
import { RATHAUS_ZEITEN } from './verwaltung';
import { type EntrySeed, relativ, zeit } from './vorlagen-typen';

const ORT = { zip: '79999', city: 'Musterstadt' };

const instant = (t: Tag, hour: number): string => berlinToInstant(t.year, t.month, t.day, hour, 0).toISOString();

/** What differs at the pool on the seed run's day: in the season a closed diving tower, out of it the winter break. */
function freibadAbweichung(now: Date) {
  const today = heute(now);
  const inSeason = tageZwischen(FREIBAD_SAISON.beginn(today.year), today) >= 0 && tageZwischen(today, FREIBAD_SAISON.ende(today.year)) >= 0;
  if (inSeason) {
    return {
      beginn: relativ(now, { tage: -1 }),
      ende: relativ(now, { tage: 9, uhrzeit: [20, 0] }),
      text: 'Der Sprungturm ist wegen der Erneuerung der Sprungbretter gesperrt. Alle anderen Becken sind wie gewohnt geöffnet.',
    };
  }
  const ende = letztesMal({ beginn: FREIBAD_SAISON.ende }, now, 1);
  const beginn = naechstesMal({ beginn: FREIBAD_SAISON.beginn }, now, 1);
  return {
    beginn: instant(ende, 20),
    ende: instant(beginn, 8),
    text: `Winterpause: Das Freibad ist geschlossen. Die neue Saison beginnt am ${deutschesDatum(beginn)}.`,
  };
}

/** Facilities with opening times and prices. */
export const EINRICHTUNGEN: EntrySeed[] = [
  {
    slug: 'rathaus',
    titel: 'Rathaus Musterstadt',
    sortierung: 1,
    detailURL: null,
    data: {
      adresse: { location: 'Rathaus', street: 'Marktplatz 1', ...ORT },
      kontakt: { telefon: '+49 7999 123-0', fax: '+49 7999 123-199', email: 'info@musterstadt.de' },
      oeffnungszeiten: [
        { typ: 'allgemein', hinweis: 'Termine außerhalb der Öffnungszeiten sind nach Vereinbarung möglich.', regelzeiten: RATHAUS_ZEITEN, abweichungen: [] },
        { typ: 'telefon', hinweis: null, regelzeiten: [zeit('mo-fr', '08:00', '16:00'), zeit('do', '16:00', '18:30')], abweichungen: [] },
      ],
    },
  },
  {
    slug: 'freibad',
    titel: 'Freibad Musterstadt',
    sortierung: 2,
    detailURL: null,
    data: (now: Date) => ({
      adresse: { location: ORTE.freibad.name, street: ORTE.freibad.strasse, ...ORT },
      kontakt: { telefon: telefonInternational('freibad'), email: 'freibad@musterstadt.de' },
      oeffnungszeiten: [
        {
          typ: 'allgemein',
          hinweis:
            'Das Freibad ist in der Saison von Mitte Mai bis Mitte September geöffnet. Bei Gewitter oder Temperaturen unter 18 Grad kann das Bad früher schließen. Letzter Einlass eine Stunde vor Schluss.',
          regelzeiten: [zeit('mo-fr', '09:00', '20:00'), zeit('sa', '08:00', '20:00'), zeit('so', '08:00', '20:00')],
          abweichungen: [freibadAbweichung(now)],
        },
      ],
      preise: [
        {
          titel: 'Einzelkarten',
          positionen: [
            { bezeichnung: 'Erwachsene', preis: 4 },
            { bezeichnung: 'Kinder und Jugendliche von 6 bis 17 Jahren', preis: 2 },
            { bezeichnung: 'Kinder unter 6 Jahren', preis: 0 },
            { bezeichnung: 'Familienkarte', preis: 9, hinweis: 'zwei Erwachsene mit ihren Kindern unter 18 Jahren' },
            { bezeichnung: 'Abendkarte ab 18 Uhr', preis: 2 },
          ],
        },
        {
          titel: 'Zehnerkarten',
          positionen: [
            { bezeichnung: 'Erwachsene', preis: 35 },
            { bezeichnung: 'Kinder und Jugendliche', preis: 16 },
          ],
        },
        {
          titel: 'Saisonkarten',
          positionen: [
            { bezeichnung: 'Erwachsene', preis: 60 },
            { bezeichnung: 'Kinder und Jugendliche', preis: 30 },
            { bezeichnung: 'Familien', preis: 120 },
          ],
        },
      ],
    }),
  },
  {
    slug: 'heimatmuseum',
    titel: 'Heimatmuseum im Vogtshaus',
    sortierung: 3,
    detailURL: null,
    data: {
      adresse: { location: 'Vogtshaus', street: ORTE.heimatmuseum.strasse, ...ORT },
      kontakt: { telefon: telefonInternational('museum'), email: 'museum@musterstadt.de' },
      oeffnungszeiten: [
        {
          typ: 'allgemein',
          hinweis: 'Von Anfang Januar bis Ende Februar ist das Museum geschlossen. Führungen für Gruppen sind auch außerhalb der Öffnungszeiten möglich.',
          regelzeiten: [zeit('mi', '14:00', '17:00'), zeit('sa', '14:00', '17:00'), zeit('so', '11:00', '17:00')],
          abweichungen: [],
        },
      ],
      preise: [
        {
          titel: 'Eintritt',
          positionen: [
            { bezeichnung: 'Erwachsene', preis: 3 },
            { bezeichnung: 'Ermäßigt', preis: 2, hinweis: 'Schülerinnen, Schüler, Studierende, Menschen mit Schwerbehindertenausweis' },
            { bezeichnung: 'Kinder unter 14 Jahren', preis: 0 },
          ],
        },
        {
          titel: 'Führungen',
          positionen: [
            { bezeichnung: 'Gruppenführung bis 20 Personen', preis: 40 },
            { bezeichnung: 'Schulklassen', preis: 0 },
          ],
        },
      ],
    },
  },
  {
    slug: 'touristinformation',
    titel: 'Tourist-Information Musterstadt',
    sortierung: 4,
    bild: media('marktplatz'),
    bildtext: 'Die Tourist-Information in der Hauptstraße',
    bildcopyright: 'Tourist-Information Musterstadt',
    detailURL: null,
    data: (now: Date) => ({
      adresse: { location: ORTE.touristinfo.name, street: ORTE.touristinfo.strasse, ...ORT },
      kontakt: { telefon: telefonInternational('touristinfo'), email: 'tourismus@musterstadt.de' },
      oeffnungszeiten: [
        {
          typ: 'allgemein',
          hinweis: `${OEFFNUNGSZEITEN.touristinfo}.`,
          // Wednesday has no times: the page shows it as closed (spec: opening times).
          regelzeiten: [
            ...(['mo', 'di', 'do', 'fr'] as const).flatMap((tag) => [zeit(tag, '09:00', '12:00'), zeit(tag, '14:00', '17:00')]),
            zeit('sa', '10:00', '12:00'),
          ],
          abweichungen: [
            {
              beginn: relativ(now, { tage: 40 }),
              ende: relativ(now, { tage: 47, uhrzeit: [23, 59] }),
              text: 'Die Tourist-Information ist wegen Inventur geschlossen.',
            },
          ],
        },
        {
          typ: 'telefon',
          hinweis: 'Außerhalb dieser Zeiten beantworten wir Ihre E-Mail am nächsten Werktag.',
          regelzeiten: [zeit('mo-fr', '09:00', '12:30'), zeit('mo-fr', '14:00', '17:00')],
          abweichungen: [],
        },
      ],
      preise: [
        {
          titel: 'Führungen und Karten',
          positionen: [
            { bezeichnung: 'Öffentliche Altstadtführung, pro Person', preis: 5, hinweis: 'jeden ersten Samstag im Monat um 14 Uhr ab dem Rathaus' },
            { bezeichnung: 'Gruppenführung bis 25 Personen', preis: 60 },
            { bezeichnung: 'Wanderkarte „Rund um Musterstadt“ (1:25.000)', preis: 7 },
            { bezeichnung: 'Gastgeberverzeichnis', preis: 0 },
          ],
        },
      ],
    }),
  },
];
