import type { DaySeed } from '../../row-database';
import { berlinParts } from '../../core/time';
import type { PageSeed } from './seiten';

const START = { title: 'Startseite', url: '/' };
const SCHULE = { title: 'Grundschule Musterstadt', url: '/grundschule-musterstadt/' };

/** The two sign-up pages; their layout and theme are the primary school's. */
export const SCHULFRUCHT_SEITEN: PageSeed[] = [
  {
    url: '/grundschule-musterstadt/schulfrucht',
    layout: 'grundschule-musterstadt',
    theme: 'grundschule-musterstadt',
    title: 'Schulfrucht: Helfertag eintragen',
    description: 'Eltern der Grundschule Musterstadt tragen sich hier für einen Helfertag beim Schulobst ein: freien Tag wählen, Kontakt angeben, fertig.',
    breadcrumbs: [START, SCHULE, { title: 'Schulfrucht' }],
    heroImages: [],
    blocks: [
      {
        template: 'schulfrucht-musterstadt',
        slot: 'main',
        context: {
          titel: 'Ihr Helfertag',
          einleitung:
            '<p>Jede Woche liefert der Obsthof Kern aus dem Nachbarort frisches Obst und Gemüse aus dem EU-Schulprogramm an unsere Schule. Dienstags und donnerstags waschen und schneiden Eltern es für die große Pause – von 7:45 Uhr bis etwa 9:30 Uhr in der Schulküche. An jedem Tag helfen bis zu drei Eltern mit.</p><p>Wählen Sie einen freien Tag aus der Liste und tragen Sie sich ein. Sie erhalten eine Bestätigung per E-Mail.</p>',
          kontaktEmail: 'schulfrucht@gs-musterstadt.de',
          datenschutz: '/datenschutz',
        },
        options: {},
      },
    ],
    apiCalls: [],
  },
  {
    url: '/grundschule-musterstadt/schulfrucht-aach',
    layout: 'grundschule-musterstadt',
    theme: 'grundschule-musterstadt',
    title: 'Schulfrucht in Aach: Helfertag eintragen',
    description: 'Eltern der Außenstelle Aach der Grundschule Musterstadt tragen sich hier für einen Helfertag beim Schulobst ein.',
    breadcrumbs: [START, SCHULE, { title: 'Schulfrucht Außenstelle Aach' }],
    heroImages: [],
    blocks: [
      {
        template: 'schulfrucht-aach',
        slot: 'main',
        context: {
          titel: 'Ihr Helfertag in Aach',
          einleitung:
            '<p>Auch in der Außenstelle Aach gibt es jede Woche frisches Schulobst. Mittwochs bereiten zwei Eltern es ab 7:45 Uhr im Gruppenraum für die Pause vor – gewaschen, geschnitten und appetitlich angerichtet.</p><p>Suchen Sie sich einen freien Mittwoch aus und tragen Sie sich ein. Die Bestätigung kommt per E-Mail.</p>',
          kontaktEmail: 'schulfrucht-aach@gs-musterstadt.de',
          datenschutz: '/datenschutz',
        },
        options: {},
      },
    ],
    apiCalls: [],
  },
];

const ELTERN: DaySeed['personen'] = [
  { Name: 'Julia Schmid', 'E-Mail': 'julia.schmid@example.org', Telefon: '07999 48213' },
  { Name: 'Markus Weber', 'E-Mail': 'm.weber@example.org', Telefon: '0171 5523190' },
  { Name: 'Aylin Demir', 'E-Mail': 'aylin.demir@example.org', Telefon: '07999 40877' },
  { Name: 'Stefanie Hoffmann', 'E-Mail': 'steffi.hoffmann@example.org', Telefon: '0160 93318472' },
  { Name: 'Thomas Keller', 'E-Mail': 'thomas.keller@example.org', Telefon: '07999 41562' },
  { Name: 'Natalia Nowak', 'E-Mail': 'n.nowak@example.org', Telefon: '0152 28841734' },
  { Name: 'Sabine Fischer', 'E-Mail': 'sabine.fischer@example.org', Telefon: '07999 47790' },
  { Name: 'Michael Braun', 'E-Mail': 'michael.braun@example.org', Telefon: '0175 6120458' },
  { Name: 'Elena Rossi', 'E-Mail': 'elena.rossi@example.org', Telefon: '07999 43305' },
  { Name: 'Katharina Wolf', 'E-Mail': 'k.wolf@example.org', Telefon: '0157 31187260' },
  { Name: 'Daniel Schäfer', 'E-Mail': 'daniel.schaefer@example.org', Telefon: '07999 49128' },
  { Name: 'Fatma Yilmaz', 'E-Mail': 'fatma.yilmaz@example.org', Telefon: '0162 7745012' },
  { Name: 'Andrea Zimmermann', 'E-Mail': 'andrea.zimmermann@example.org', Telefon: '07999 42671' },
  { Name: 'Jonas Becker', 'E-Mail': 'jonas.becker@example.org', Telefon: '0176 22093418' },
];

/** Registrations per coming day, in order: 3 (or 2 in Aach) means the day is full and not offered. */
const BELEGUNG_MUSTERSTADT = [3, 1, 3, 2, 0, 3, 1, 0, 0, 2, 0, 0];
const BELEGUNG_AACH = [2, 1, 2, 0, 0, 1];

/** Christmas holidays in Baden-Württemberg: no school fruit. */
function isHoliday(month: number, day: number): boolean {
  return (month === 12 && day >= 23) || (month === 1 && day <= 6);
}

/** Offsets (days after `now`) of the next school days on the given weekdays (0 = Sunday), from the day after tomorrow on. */
function nextDays(now: Date, weekdays: number[], count: number): number[] {
  const today = berlinParts(now);
  const offsets: number[] = [];
  for (let offset = 2; offsets.length < count; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (weekdays.includes(date.getUTCDay()) && !isHoliday(date.getUTCMonth() + 1, date.getUTCDate())) offsets.push(offset);
  }
  return offsets;
}

/** The demo days of both schools in the weeks after `now`, some of them full, and two past days. */
export function schulfruchtTage(now: Date): DaySeed[] {
  let next = 0;
  const eltern = (n: number) => Array.from({ length: n }, () => ELTERN[next++ % ELTERN.length]).filter((person) => person !== undefined);
  const days = (table: number, weekdays: number[], belegung: number[]): DaySeed[] => [
    // Already over: the sign-up never offers it.
    { table, inTagen: -7, personen: eltern(2) },
    ...nextDays(now, weekdays, belegung.length).map((inTagen, i) => ({ table, inTagen, personen: eltern(belegung[i] ?? 0) })),
  ];
  return [...days(359, [2, 4], BELEGUNG_MUSTERSTADT), ...days(361, [3], BELEGUNG_AACH)];
}
