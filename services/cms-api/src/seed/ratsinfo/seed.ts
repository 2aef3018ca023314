/**
 * Seeds the council information system: committees, members (with argon2id hashes for the demo
 * logins), a year of past and a year of coming meetings around `now` (some cancelled), agenda items
 * with papers and their consultations, files and reports.
 */
import type { Queryable } from '../../core/db';
import { berlinDate, berlinGermanDate, berlinParts, berlinTime, berlinToInstant } from '../../core/time';
import { hashPassword } from '../../auth';
import { WAHLPERIODE } from '../../ratsinfo';
import { type Tag, feiertag, nterWochentag, plusTage, zwischenDenJahren } from '../data/kalender';
import { HAUSHALT, type Haushaltszahlen, STADT, buergermeisterinName, millionen } from '../data/stadt';
import { BERICHTE, GREMIEN, type GremiumSeed, MITGLIEDER, THEMEN, type ThemaSeed, WEITERE_THEMEN } from './seed-data';

type Kuerzel = GremiumSeed['kuerzel'];

export const GENITIV: Record<Kuerzel, string> = {
  GR: 'des Gemeinderats',
  TA: 'des Technischen Ausschusses',
  VA: 'des Verwaltungsausschusses',
  OR: 'des Ortschaftsrats Aach',
  AER: 'des Ältestenrats',
};

/** Agendas are published three weeks ahead; later meetings have none yet. */
const AGENDA_HORIZON_DAYS = 21;
const DAY = 86_400_000;
const UNUSABLE_HASH = '!';

export interface PlannedItem {
  titel: string;
  oeffentlich: boolean;
  thema?: ThemaSeed;
  beratungsart?: 'Vorberatung' | 'Entscheidung' | 'Kenntnisnahme' | 'Anhörung';
  /** Index of the paper in `papers`. */
  paper?: number;
}

export interface PlannedMeeting {
  gremium: GremiumSeed;
  beginn: Date;
  ende: Date;
  nummer: number;
  abgesagt: boolean;
  items: PlannedItem[];
}

export interface PlannedPaper {
  thema: ThemaSeed;
  prefix: Kuerzel;
  datum: Date;
}

/**
 * A meeting's day: the committee's weekday in the given week of the month, one week later when that
 * day is a public holiday of Baden-Württemberg or falls between Christmas and New Year.
 */
export function sitzungstag(gremium: Pick<GremiumSeed, 'wochentag' | 'woche'>, year: number, month: number): Tag {
  let day = nterWochentag(year, month, gremium.wochentag, gremium.woche);
  while (feiertag(day) || zwischenDenJahren(day)) day = plusTage(day, 7);
  return day;
}

function planMeetings(now: Date): PlannedMeeting[] {
  const today = berlinParts(now);
  const meetings: PlannedMeeting[] = [];
  for (const gremium of GREMIEN) {
    const perYear = new Map<number, number>();
    let count = 0;
    for (let offset = -12; offset <= 12; offset += 1) {
      const index = today.year * 12 + (today.month - 1) + offset;
      const year = Math.floor(index / 12);
      const month = (index % 12) + 1;
      if (!gremium.monate.includes(month)) continue;
      const day = sitzungstag(gremium, year, month);
      const nummer = (perYear.get(day.year) ?? 0) + 1;
      perYear.set(day.year, nummer);
      count += 1;
      // A cancelled meeting in the past and one to come (no quorum, nothing to decide).
      const abgesagt = (gremium.kuerzel === 'TA' && count === 4) || (gremium.kuerzel === 'VA' && count === 9) || (gremium.kuerzel === 'OR' && count === 3);
      meetings.push({
        gremium,
        beginn: berlinToInstant(day.year, day.month, day.day, gremium.von[0], gremium.von[1]),
        ende: berlinToInstant(day.year, day.month, day.day, gremium.bis[0], gremium.bis[1]),
        nummer,
        abgesagt,
        items: [],
      });
    }
  }
  return meetings.sort((a, b) => a.beginn.getTime() - b.beginn.getTime());
}

/** Which figures a budget plan carries: the one under discussion, the one adopted last, the one before. */
type HaushaltsStand = 'entwurf' | 'beschlossen' | 'vorjahr';

/** One year's budget plan on its way through the council: introduced, discussed first, adopted. */
export interface Haushaltsberatung {
  /** The year the plan is for. */
  jahr: number;
  stand: HaushaltsStand;
  zahlen: Haushaltszahlen;
  /** The council's October meeting; undefined when it lies before the planned year. */
  einbringung: PlannedMeeting | undefined;
  vorberatung: PlannedMeeting | undefined;
  beschluss: PlannedMeeting;
}

/**
 * The budget plans within the planned meetings (the story of the fact sheet): introduced in the
 * council's October meeting, discussed first in the administrative committee's last meeting before
 * the council's December meeting, which adopts it for the following year. A plan counts as adopted
 * once that meeting is over.
 */
export function haushaltsberatungen(meetings: PlannedMeeting[], now: Date): Haushaltsberatung[] {
  const council = meetings.filter((m) => m.gremium.kuerzel === 'GR' && !m.abgesagt);
  const found: Omit<Haushaltsberatung, 'stand' | 'zahlen'>[] = [];
  for (const beschluss of council.filter((m) => berlinParts(m.beginn).month === HAUSHALT.beschlussMonat)) {
    const einbringung = council.filter((m) => m.beginn < beschluss.beginn && berlinParts(m.beginn).month === HAUSHALT.einbringungMonat).at(-1);
    const since = einbringung?.beginn ?? new Date(beschluss.beginn.getTime() - 60 * DAY);
    const vorberatung = meetings.filter((m) => m.gremium.kuerzel === 'VA' && !m.abgesagt && m.beginn > since && m.beginn < beschluss.beginn).at(-1);
    found.push({ jahr: berlinParts(beschluss.beginn).year + 1, einbringung, vorberatung, beschluss });
  }
  const adopted = found.filter((b) => b.beschluss.ende.getTime() < now.getTime());
  return found.map((b) => {
    const stand: HaushaltsStand = !adopted.includes(b) ? 'entwurf' : b === adopted.at(-1) ? 'beschlossen' : 'vorjahr';
    return { ...b, stand, zahlen: HAUSHALT[stand === 'vorjahr' ? 'beschlossen' : stand] };
  });
}

function budgetTopic(beratung: Haushaltsberatung): ThemaSeed {
  const { jahr, zahlen, stand } = beratung;
  const { ja, nein, enthaltungen } = HAUSHALT.stimmen;
  const figures =
    stand === 'vorjahr'
      ? `Der Haushaltsplan ${jahr} sieht im Ergebnishaushalt ordentliche Erträge und Aufwendungen in ausgeglichener Höhe vor; Investitionsschwerpunkte sind Schulen, Straßen und der Breitbandausbau.`
      : `Der Haushaltsplan ${jahr} sieht im Ergebnishaushalt ordentliche Erträge von ${millionen(zahlen.ertraege)} und Aufwendungen von ${millionen(zahlen.aufwendungen)} vor. Investitionen von ${millionen(zahlen.investitionen)} betreffen vor allem ${zahlen.schwerpunkte.join(', ')}. Eine Kreditaufnahme ist nicht vorgesehen.`;
  return {
    titel: `Haushaltssatzung und Haushaltsplan ${jahr}`,
    art: 'Beschlussvorlage',
    federfuehrend: 'Kämmerei',
    sachverhalt: figures,
    beschlussvorschlag: `Der Gemeinderat beschließt die Haushaltssatzung ${jahr} mit dem Haushaltsplan und den Wirtschaftsplan der Stadtwerke.`,
    ergebnis: `Mehrheitlich beschlossen (${ja} Ja, ${nein} Nein, ${enthaltungen} Enthaltung${enthaltungen === 1 ? '' : 'en'})`,
    oeffentlich: true,
    vorberatung: 'VA',
    anlage: `Haushaltsplan ${jahr} im Überblick`,
  };
}

/** Fills the agendas, newest published meeting first, so that the recent ones carry the topics. */
function planAgendas(meetings: PlannedMeeting[], now: Date): PlannedPaper[] {
  const papers: PlannedPaper[] = [];
  const horizon = now.getTime() + AGENDA_HORIZON_DAYS * DAY;
  const pools = new Map<Kuerzel, { public: ThemaSeed[]; secret: ThemaSeed[] }>();
  for (const gremium of GREMIEN) {
    const themen = [...THEMEN[gremium.kuerzel], ...WEITERE_THEMEN[gremium.kuerzel]];
    pools.set(gremium.kuerzel, { public: themen.filter((t) => t.oeffentlich), secret: themen.filter((t) => !t.oeffentlich) });
  }
  const published = meetings.filter((m) => !m.abgesagt && m.beginn.getTime() <= horizon);
  const addPaper = (thema: ThemaSeed, prefix: Kuerzel, first: Date): number => {
    papers.push({ thema, prefix, datum: new Date(first.getTime() - 14 * DAY) });
    return papers.length - 1;
  };
  // The budget has its fixed place in the year: introduced, discussed first, adopted.
  for (const beratung of haushaltsberatungen(meetings, now)) {
    const first = beratung.einbringung ?? beratung.vorberatung ?? beratung.beschluss;
    if (first.beginn.getTime() > horizon) continue;
    const thema = budgetTopic(beratung);
    const paper = addPaper(thema, 'GR', first.beginn);
    beratung.einbringung?.items.push({
      titel: `Haushaltsplan ${beratung.jahr}: Einbringung des Entwurfs`,
      oeffentlich: true,
      thema,
      beratungsart: 'Kenntnisnahme',
      paper,
    });
    if (beratung.vorberatung && beratung.vorberatung.beginn.getTime() <= horizon) {
      beratung.vorberatung.items.push({ titel: thema.titel, oeffentlich: true, thema, beratungsart: 'Vorberatung', paper });
    }
    if (beratung.beschluss.beginn.getTime() <= horizon) {
      beratung.beschluss.items.push({ titel: `${thema.titel} – Verabschiedung`, oeffentlich: true, thema, beratungsart: 'Entscheidung', paper });
    }
  }
  for (const meeting of [...published].reverse()) {
    const pool = pools.get(meeting.gremium.kuerzel);
    if (!pool) continue;
    const kuerzel = meeting.gremium.kuerzel;
    const take = (list: ThemaSeed[], n: number) => list.splice(0, n);
    const pinned = meeting.items.length;
    const publicCount = Math.max(0, (kuerzel === 'GR' ? 3 : kuerzel === 'AER' ? 0 : 2) - pinned);
    const secretCount = kuerzel === 'AER' ? 2 : 1;
    const topics = [...take(pool.public, publicCount), ...take(pool.secret, secretCount)];
    const items: PlannedItem[] = [];
    if (kuerzel === 'GR') items.push({ titel: 'Fragen der Einwohnerinnen und Einwohner', oeffentlich: true });
    if (kuerzel === 'GR' || kuerzel === 'TA' || kuerzel === 'VA') items.push({ titel: 'Bekanntgabe nichtöffentlich gefasster Beschlüsse', oeffentlich: true });
    items.push(...meeting.items.splice(0));
    for (const thema of topics) {
      const beratungsart = thema.art === 'Informationsvorlage' ? (kuerzel === 'OR' ? 'Anhörung' : 'Kenntnisnahme') : 'Entscheidung';
      const item: PlannedItem = { titel: thema.titel, oeffentlich: thema.oeffentlich, thema, beratungsart };
      if (thema.vorberatung) {
        // Discussed first in the preparing committee's last meeting before this one.
        const before = published.filter((m) => m.gremium.kuerzel === thema.vorberatung && m.beginn < meeting.beginn).at(-1);
        item.paper = addPaper(thema, kuerzel, before?.beginn ?? meeting.beginn);
        before?.items.push({ titel: thema.titel, oeffentlich: thema.oeffentlich, thema, beratungsart: 'Vorberatung', paper: item.paper });
      } else {
        item.paper = addPaper(thema, kuerzel, meeting.beginn);
      }
      items.push(item);
    }
    if (kuerzel !== 'AER') items.push({ titel: 'Anfragen aus dem Gremium und Verschiedenes', oeffentlich: true });
    meeting.items.unshift(...items);
  }
  // Standard items first, then topics, non-public items last (as a real agenda orders them).
  for (const meeting of published) meeting.items.sort((a, b) => Number(b.oeffentlich) - Number(a.oeffentlich));
  return papers;
}

/** The council's year around `now`: its meetings with their agendas, and the papers they discuss. */
export function planRatsinfo(now: Date): { meetings: PlannedMeeting[]; papers: PlannedPaper[]; haushalt: Haushaltsberatung[] } {
  const meetings = planMeetings(now);
  const papers = planAgendas(meetings, now);
  return { meetings, papers, haushalt: haushaltsberatungen(meetings, now) };
}

/** What came of an agenda item in its meeting: a recommendation, a note taken or the decision. */
function ergebnisOf(item: PlannedItem): string | null {
  const { thema } = item;
  if (!thema) return null;
  if (item.beratungsart === 'Vorberatung') {
    return `Dem Gemeinderat zur Beschlussfassung empfohlen (${thema.ergebnis.startsWith('Einstimmig') ? 'einstimmig' : 'mehrheitlich'})`;
  }
  if (item.beratungsart === 'Kenntnisnahme' && thema.art !== 'Informationsvorlage') return 'Zur Kenntnis genommen';
  return thema.ergebnis;
}

/** Agenda numbers: 1, 2, … for the public part, N 1, N 2, … for the non-public part. */
function numbers(items: PlannedItem[]): string[] {
  let pub = 0;
  let secret = 0;
  return items.map((item) => (item.oeffentlich ? String((pub += 1)) : `N ${(secret += 1)}`));
}

function idOf(rows: { id: number }[]): number {
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING id returned no row');
  return row.id;
}

/** Inserts rows (objects keyed by column) in one statement; `columns` names each column with its type. */
async function bulkInsert(tx: Queryable, table: string, columns: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.split(',').map((column) => column.trim().split(' ')[0]);
  await tx.query(`INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${columns})`, [
    JSON.stringify(rows),
  ]);
}

const slugDate = (date: Date): string => berlinDate(date);

export interface RatsinfoSeedSummary {
  gremien: number;
  mitglieder: number;
  sitzungen: number;
  vorlagen: number;
  dateien: number;
}

export async function seedRatsinfo(tx: Queryable, now: Date = new Date()): Promise<RatsinfoSeedSummary> {
  const gremiumIds = new Map<Kuerzel, number>();
  for (const [index, gremium] of GREMIEN.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO rats_gremien (name, kuerzel, genitiv, art, beschreibung, sortierung) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [gremium.name, gremium.kuerzel, GENITIV[gremium.kuerzel], gremium.art, gremium.beschreibung, index + 1],
    );
    gremiumIds.set(gremium.kuerzel, idOf(rows));
  }

  const hashes = await Promise.all(MITGLIEDER.map((mitglied) => (mitglied.demo ? hashPassword(mitglied.demo.passwort) : UNUSABLE_HASH)));
  // Ids are given here (the tables are empty on the first start), so each table takes one statement.
  const mitgliedRows = MITGLIEDER.map((mitglied, index) => ({
    id: index + 1,
    anrede: mitglied.anrede,
    titel: mitglied.titel ?? null,
    vorname: mitglied.vorname,
    nachname: mitglied.nachname,
    email: `${mitglied.vorname}.${mitglied.nachname}@musterstadt.de`
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss'),
    partei: mitglied.partei,
    beruf: mitglied.beruf,
    wohnort: mitglied.wohnort,
    taetigkeitsbereiche: mitglied.taetigkeitsbereiche,
    passwort_hash: hashes[index],
    pw_geaendert: mitglied.demo?.pw_geaendert ?? true,
  }));
  await bulkInsert(
    tx,
    'rats_mitglieder',
    'id int, anrede text, titel text, vorname text, nachname text, email text, partei text, beruf text, wohnort text, taetigkeitsbereiche jsonb, passwort_hash text, pw_geaendert boolean',
    mitgliedRows,
  );
  await bulkInsert(
    tx,
    'rats_mitgliedschaften',
    'mitglied_id int, gremium_id int, rolle text, seit date',
    MITGLIEDER.flatMap((mitglied, index) =>
      Object.entries(mitglied.gremien).map(([kuerzel, rolle]) => ({
        mitglied_id: index + 1,
        gremium_id: gremiumIds.get(kuerzel as Kuerzel),
        rolle,
        seit: WAHLPERIODE.beginn,
      })),
    ),
  );

  const { meetings, papers } = planRatsinfo(now);

  // Papers are numbered per prefix and year in the order of their date.
  const paperIds: number[] = [];
  const counters = new Map<string, number>();
  const order = papers.map((paper, index) => ({ paper, index })).sort((a, b) => a.paper.datum.getTime() - b.paper.datum.getTime());
  const aktenzeichen: string[] = [];
  const files: Record<string, unknown>[] = [];
  const insertFile = (file: {
    dateiname: string;
    titel: string;
    art: string;
    datum: Date;
    oeffentlich: boolean;
    absaetze: string[];
    sitzung?: number;
    vorlage?: number;
    bericht?: number;
  }) => {
    files.push({
      dateiname: file.dateiname,
      titel: file.titel,
      art: file.art,
      datum: berlinDate(file.datum),
      sitzung_id: file.sitzung ?? null,
      vorlage_id: file.vorlage ?? null,
      bericht_id: file.bericht ?? null,
      oeffentlich: file.oeffentlich,
      absaetze: file.absaetze,
    });
  };
  const items: Record<string, unknown>[] = [];
  const paperRows: Record<string, unknown>[] = [];
  for (const { paper, index } of order) {
    const year = berlinParts(paper.datum).year;
    const key = `${paper.prefix}/${year}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    const az = `${key}/${String(n).padStart(3, '0')}`;
    aktenzeichen[index] = az;
    const { thema } = paper;
    const id = paperRows.length + 1;
    paperRows.push({
      id,
      aktenzeichen: az,
      art: thema.art,
      titel: thema.titel,
      datum: berlinDate(paper.datum),
      federfuehrend: thema.federfuehrend,
      sachverhalt: thema.sachverhalt,
      beschlussvorschlag: thema.beschlussvorschlag ?? null,
      oeffentlich: thema.oeffentlich,
    });
    paperIds[index] = id;
    const slug = az.toLowerCase().replace(/\//g, '-');
    insertFile({
      dateiname: `vorlage-${slug}.pdf`,
      titel: `${thema.art} ${az}`,
      art: 'Vorlage',
      datum: paper.datum,
      oeffentlich: thema.oeffentlich,
      vorlage: id,
      absaetze: [
        `${thema.art} ${az} vom ${berlinGermanDate(paper.datum)}`,
        `Betreff: ${thema.titel}`,
        `Federführend: ${thema.federfuehrend}`,
        'Sachverhalt:',
        thema.sachverhalt,
        ...(thema.beschlussvorschlag ? ['Beschlussvorschlag:', thema.beschlussvorschlag] : []),
        ...(thema.oeffentlich ? [] : ['Nichtöffentlich – nur für die Mitglieder des Gremiums bestimmt.']),
      ],
    });
    if (thema.anlage) {
      insertFile({
        dateiname: `anlage-1-${slug}.pdf`,
        titel: `Anlage 1: ${thema.anlage}`,
        art: 'Anlage',
        datum: paper.datum,
        oeffentlich: thema.oeffentlich,
        vorlage: id,
        absaetze: [`Anlage 1 zur ${thema.art} ${az}`, thema.anlage, `Diese Anlage gehört zu „${thema.titel}“.`],
      });
    }
  }

  await bulkInsert(
    tx,
    'rats_vorlagen',
    'id int, aktenzeichen text, art text, titel text, datum date, federfuehrend text, sachverhalt text, beschlussvorschlag text, oeffentlich boolean',
    paperRows,
  );

  const unterschrift = `${buergermeisterinName()}, ${STADT.buergermeisterin.amt}`;
  const meetingRows: Record<string, unknown>[] = [];
  for (const meeting of meetings) {
    const { gremium } = meeting;
    const name = `${meeting.nummer}. Sitzung ${GENITIV[gremium.kuerzel]} ${berlinParts(meeting.beginn).year}`;
    const sitzungId = meetingRows.length + 1;
    meetingRows.push({
      id: sitzungId,
      gremium_id: gremiumIds.get(gremium.kuerzel),
      nummer: meeting.nummer,
      name,
      beginn: meeting.beginn.toISOString(),
      ende: meeting.ende.toISOString(),
      ort: gremium.ort,
      raum: gremium.raum,
      abgesagt: meeting.abgesagt,
    });
    const vergangen = meeting.ende.getTime() < now.getTime();
    const nummern = numbers(meeting.items);
    for (const [position, item] of meeting.items.entries()) {
      const entschieden = vergangen && item.thema !== undefined;
      const beschluss = entschieden && item.beratungsart === 'Entscheidung' ? (item.thema?.beschlussvorschlag ?? null) : null;
      const ergebnis = entschieden ? ergebnisOf(item) : null;
      items.push({
        sitzung_id: sitzungId,
        nummer: nummern[position],
        position: position + 1,
        titel: item.titel,
        oeffentlich: item.oeffentlich,
        vorlage_id: item.paper === undefined ? null : paperIds[item.paper],
        beratungsart: item.beratungsart ?? null,
        beschluss,
        ergebnis,
      });
    }
    if (meeting.items.length === 0) continue;
    const datum = `${berlinGermanDate(meeting.beginn)}, ${berlinTime(meeting.beginn)} Uhr`;
    const slug = `${gremium.kuerzel.toLowerCase()}-${slugDate(meeting.beginn)}`;
    const publicItems = meeting.items.map((item, i) => ({ item, nummer: nummern[i] })).filter(({ item }) => item.oeffentlich);
    const secretItems = meeting.items.map((item, i) => ({ item, nummer: nummern[i] })).filter(({ item }) => !item.oeffentlich);
    const einladungDatum = new Date(meeting.beginn.getTime() - 8 * DAY);
    if (publicItems.length > 0) {
      insertFile({
        dateiname: `einladung-${slug}.pdf`,
        titel: `Einladung zur ${name}`,
        art: 'Einladung',
        datum: einladungDatum,
        oeffentlich: true,
        sitzung: sitzungId,
        absaetze: [
          `Zur öffentlichen Sitzung ${GENITIV[gremium.kuerzel]} am ${datum} im ${gremium.raum}, ${gremium.ort}, lade ich Sie herzlich ein.`,
          'Tagesordnung:',
          ...publicItems.map(({ item, nummer }) => `• ${nummer}. ${item.titel}`),
          unterschrift,
        ],
      });
    }
    if (vergangen && publicItems.length > 0) {
      insertFile({
        dateiname: `niederschrift-${slug}.pdf`,
        titel: `Niederschrift der ${name} (öffentlicher Teil)`,
        art: 'Niederschrift',
        datum: new Date(meeting.beginn.getTime() + 10 * DAY),
        oeffentlich: true,
        sitzung: sitzungId,
        absaetze: [
          `Sitzung ${GENITIV[gremium.kuerzel]} am ${datum}, ${gremium.raum}. Beginn ${berlinTime(meeting.beginn)} Uhr, Ende ${berlinTime(meeting.ende)} Uhr.`,
          'Die Vorsitzende stellt die ordnungsgemäße Einladung und die Beschlussfähigkeit fest.',
          ...publicItems.map(({ item, nummer }) => `• ${nummer}. ${item.titel}${item.thema ? `: ${ergebnisOf(item)}` : ''}`),
        ],
      });
    }
    if (vergangen && secretItems.length > 0) {
      insertFile({
        dateiname: `niederschrift-nichtoeffentlich-${slug}.pdf`,
        titel: `Niederschrift der ${name} (nichtöffentlicher Teil)`,
        art: 'Niederschrift',
        datum: new Date(meeting.beginn.getTime() + 10 * DAY),
        oeffentlich: false,
        sitzung: sitzungId,
        absaetze: [
          `Nichtöffentlicher Teil der Sitzung ${GENITIV[gremium.kuerzel]} am ${datum}.`,
          ...secretItems.map(({ item, nummer }) => `• ${nummer}. ${item.titel}${item.thema ? `: ${ergebnisOf(item)}` : ''}`),
          'Vertraulich – die Beratung unterliegt der Verschwiegenheitspflicht nach § 17 GemO.',
        ],
      });
    }
  }

  for (const bericht of BERICHTE) {
    const datum = new Date(now.getTime() - bericht.tageZurueck * DAY);
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO rats_berichte (titel, datum, gremium_id, zusammenfassung, oeffentlich) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [bericht.titel, berlinDate(datum), bericht.gremium ? gremiumIds.get(bericht.gremium) : null, bericht.zusammenfassung, bericht.oeffentlich],
    );
    const slug = bericht.titel
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    insertFile({
      dateiname: `${slug}.pdf`,
      titel: bericht.titel,
      art: 'Bericht',
      datum,
      oeffentlich: bericht.oeffentlich,
      bericht: idOf(rows),
      absaetze: [bericht.zusammenfassung, ...bericht.absaetze],
    });
  }

  await bulkInsert(
    tx,
    'rats_sitzungen',
    'id int, gremium_id int, nummer int, name text, beginn timestamptz, ende timestamptz, ort text, raum text, abgesagt boolean',
    meetingRows,
  );
  for (const table of ['rats_mitglieder', 'rats_vorlagen', 'rats_sitzungen']) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  // Agenda items and files in one statement each: seeding runs on every first start and in every API test.
  await tx.query(
    `INSERT INTO rats_tagesordnungspunkte (sitzung_id, nummer, position, titel, oeffentlich, vorlage_id, beratungsart, beschluss, ergebnis)
     SELECT sitzung_id, nummer, position, titel, oeffentlich, vorlage_id, beratungsart, beschluss, ergebnis
       FROM jsonb_to_recordset($1::jsonb) AS x(sitzung_id int, nummer text, position int, titel text, oeffentlich boolean, vorlage_id int, beratungsart text, beschluss text, ergebnis text)`,
    [JSON.stringify(items)],
  );
  await tx.query(
    `INSERT INTO rats_dateien (dateiname, titel, art, datum, sitzung_id, vorlage_id, bericht_id, oeffentlich, absaetze)
     SELECT dateiname, titel, art, datum, sitzung_id, vorlage_id, bericht_id, oeffentlich, absaetze
       FROM jsonb_to_recordset($1::jsonb) AS x(dateiname text, titel text, art text, datum date, sitzung_id int, vorlage_id int, bericht_id int, oeffentlich boolean, absaetze jsonb)`,
    [JSON.stringify(files)],
  );
  return { gremien: GREMIEN.length, mitglieder: MITGLIEDER.length, sitzungen: meetings.length, vorlagen: papers.length, dateien: files.length };
}
