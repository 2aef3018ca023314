/**
 * One demo town: the facts the fact sheet holds are the facts every seeded page, news item, event and
 * council record repeats, and the town's calendar fits the seeding day, whichever day that is.
 */
import { planRatsinfo } from '../ratsinfo/seed';
import { BERICHTE, GREMIEN, MITGLIEDER, THEMEN, WEITERE_THEMEN } from '../ratsinfo/seed-data';
import { subsiteContent } from '../seed-subsites';
import { RUBRIKEN, TEXTE } from '../intranet/seed-data';
import { berlinParts } from '../../core/time';
import { feuerwehrArtikel, stadtArtikel } from './artikel';
import { AUSSCHREIBUNGEN } from './ausschreibungen';
import { BAUGEBIETE } from './baugebiete';
import { BEREICH_SEITEN } from './bereich-seiten';
import { BILDERGALERIEN } from './bildergalerien';
import { BRANCHENEINTRAEGE } from './branchenbuch';
import { BUERGERSERVICE_SEITEN } from './buergerservice-seiten';
import { STADT_DOKUMENTE } from './dokumente';
import { EINRICHTUNGEN } from './einrichtungen';
import { type Tag, feiertag, heute, isoTag, plusTage, tag, tageZwischen, zwischenDenJahren } from './kalender';
import { MENUES } from './menues';
import { portale } from './portal';
import { RAHMEN_MENUES } from './rahmen-menues';
import { RAHMEN_SEITEN } from './rahmen-seiten';
import { SCHWARZES_BRETT } from './schwarzes-brett';
import { SEITEN } from './seiten';
import { BARFUSSPARK, FEUERWEHR, HAUSHALT, JAHRESTERMINE, ORTE, STADT, jahreszeit, millionen } from './stadt';
import { startTag, veranstaltungen } from './veranstaltungen';
import { AEMTER, MITARBEITER } from './verwaltung';
import { AUCH_INTERESSANT_MENUES, VORLAGEN_SEITEN } from './vorlagen-seiten';
import type { EntrySeed } from './vorlagen-typen';
import { EINHEITEN, LEBENSLAGEN, LEISTUNGEN, PERSONEN } from './wegweiser';
import { ZEITSTRAHLEN } from './zeitstrahl';

const at = (iso: string): Date => new Date(`${iso}T09:00:00Z`);
const entries = (list: EntrySeed[], now: Date) => list.map((entry) => ({ ...entry, data: typeof entry.data === 'function' ? entry.data(now) : entry.data }));

/** Everything the seed writes as text for a seed run, with markup removed. */
function seededText(now: Date): string {
  const { meetings, papers, haushalt } = planRatsinfo(now);
  const town = stadtArtikel(now, haushalt);
  const content = {
    pages: [SEITEN, BEREICH_SEITEN, RAHMEN_SEITEN, VORLAGEN_SEITEN, BUERGERSERVICE_SEITEN],
    menus: [MENUES, RAHMEN_MENUES, AUCH_INTERESSANT_MENUES],
    portale: portale(now),
    news: [town.artikel, feuerwehrArtikel(now)],
    documents: [town.dokumente, STADT_DOKUMENTE],
    events: veranstaltungen(now),
    subsites: subsiteContent('musterstadt', now),
    entries: [AEMTER, MITARBEITER, EINRICHTUNGEN, AUSSCHREIBUNGEN, BAUGEBIETE, BRANCHENEINTRAEGE, SCHWARZES_BRETT, ZEITSTRAHLEN, BILDERGALERIEN].map((list) =>
      entries(list, now),
    ),
    guide: [EINHEITEN, PERSONEN, LEISTUNGEN, LEBENSLAGEN],
    council: [GREMIEN, MITGLIEDER, THEMEN, WEITERE_THEMEN, BERICHTE, papers.map((p) => p.thema), meetings.map((m) => m.items.map((i) => i.titel))],
    intranet: [RUBRIKEN, TEXTE],
  };
  return JSON.stringify(content)
    .replace(/\\"/g, '"')
    .replace(/<[^>]+>/g, ' ');
}

/** Where a pattern occurs in the seeded text, each with a little context, to name in a failure. */
const found = (text: string, pattern: RegExp): string[] =>
  [...text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].map((m) =>
    text.slice(Math.max(0, m.index - 60), m.index + m[0].length + 40),
  );

/** The sentences (or list items) that mention something. */
const sentences = (text: string, about: RegExp): string[] => text.split(/(?<=[.!?])\s+|",|\s{2,}/).filter((sentence) => about.test(sentence));

const NOW = at('2026-11-22');
const TEXT = seededText(NOW);

describe('the calendar', () => {
  it('knows the public holidays of Baden-Württemberg', () => {
    const holidays = [
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-06-04',
      '2026-10-03',
      '2026-11-01',
      '2026-12-25',
      '2026-12-26',
    ];
    for (const day of holidays) expect(feiertag(tag(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8))))).toBeTruthy();
    expect(feiertag(tag(2026, 4, 5))).toBeNull(); // Easter Sunday is a Sunday, not a holiday of its own
    expect(feiertag(tag(2027, 3, 29))).toBe('Ostermontag');
  });
});

// Seed runs every nine days over two years, so every season and every stage of the budget is seen.
const RUNS: Date[] = [];
for (let t: Tag = tag(2026, 1, 2); t.year < 2028; t = plusTage(t, 9)) RUNS.push(at(isoTag(t)));

describe.each(RUNS.map((now) => [isoTag(heute(now)), now] as const))('a seed run on %s', (_day, now) => {
  const { meetings, haushalt } = planRatsinfo(now);
  const today = heute(now);

  it('plans no council meeting on a public holiday or between Christmas and New Year', () => {
    for (const meeting of meetings) {
      const day = heute(meeting.beginn);
      expect([meeting.gremium.kuerzel, isoTag(day), feiertag(day)]).toEqual([meeting.gremium.kuerzel, isoTag(day), null]);
      expect(zwischenDenJahren(day)).toBe(false);
    }
  });

  it('lists the council’s next public meeting in the event calendar as the council system plans it', () => {
    const next = meetings.find((m) => m.gremium.kuerzel === 'GR' && !m.abgesagt && tageZwischen(today, heute(m.beginn)) >= 1)!;
    const event = veranstaltungen(now).find((e) => e.slug === 'oeffentliche-gemeinderatssitzung')!;
    expect(isoTag(startTag(now, event.wann))).toBe(isoTag(heute(next.beginn)));
    expect(event.von).toEqual([berlinParts(next.beginn).hour, berlinParts(next.beginn).minute]);
    expect(event.veranstaltungsort).toContain(next.gremium.raum);
    // The calendar names no other council meeting.
    expect(veranstaltungen(now).filter((e) => /Gemeinderat|Ausschuss/.test(e.titel))).toHaveLength(1);
  });

  it('tells the budget’s story the same in the news and the council system', () => {
    const adopted = haushalt.find((b) => b.stand === 'beschlossen');
    expect(adopted).toBeDefined();
    const { artikel, dokumente } = stadtArtikel(now, haushalt);
    const news = artikel.find((a) => a.slug === 'gemeinderat-beschliesst-haushalt')!;
    expect(news.titel).toBe(`Gemeinderat beschließt Haushalt ${adopted!.jahr}`);
    // Written the evening of the adopting meeting, which lies in the past.
    expect(isoTag(plusTage(today, -news.tageZurueck))).toBe(isoTag(heute(adopted!.beschluss.beginn)));
    expect(adopted!.beschluss.ende.getTime()).toBeLessThan(now.getTime());
    const { ja, nein, enthaltungen } = HAUSHALT.stimmen;
    expect(news.text).toContain(`mit ${ja} Ja-Stimmen bei ${nein} Gegenstimmen und ${enthaltungen} Enthaltung`);
    expect(news.text).toContain(millionen(HAUSHALT.beschlossen.ertraege));
    const plan = dokumente.find((d) => d.name === `haushaltsplan-${adopted!.jahr}.pdf`)!;
    expect(plan.absaetze.join(' ')).toContain(millionen(HAUSHALT.beschlossen.investitionen));
    expect(news.dokumente?.[0]?.link).toBe(`/api/cms/dokumente/${plan.name}`);

    const draft = haushalt.find((b) => b.stand === 'entwurf');
    const draftNews = artikel.find((a) => a.slug === 'haushaltsentwurf-eingebracht');
    if (draft?.einbringung && draft.einbringung.ende < now) {
      // While the next plan is discussed, the news names the dates the council system has for it.
      expect(draftNews?.titel).toContain(String(draft.jahr));
      expect(draftNews?.text).toContain(millionen(HAUSHALT.entwurf.ertraege));
      const day = (d: Date) =>
        `${heute(d).day}. ${['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'][heute(d).month - 1]}`;
      expect(draftNews?.text).toContain(day(draft.beschluss.beginn));
      if (draft.vorberatung) expect(draftNews?.text).toContain(day(draft.vorberatung.beginn));
      expect(draft.einbringung.items.some((i) => i.titel.includes(`Haushaltsplan ${draft.jahr}`))).toBe(true);
    } else {
      expect(draftNews).toBeUndefined();
    }
    // The adopting meeting records the same vote the news reports.
    const decision = adopted!.beschluss.items.find((i) => i.beratungsart === 'Entscheidung' && i.titel.startsWith('Haushaltssatzung'));
    if (decision) expect(decision.thema?.ergebnis).toBe(`Mehrheitlich beschlossen (${ja} Ja, ${nein} Nein, ${enthaltungen} Enthaltung)`);
  });

  it('dates events on days that fit them', () => {
    for (const event of veranstaltungen(now)) {
      const day = startTag(now, event.wann);
      expect(tageZwischen(today, day)).toBeGreaterThan(0);
      expect([event.slug, feiertag(day)]).toEqual([event.slug, null]);
      if (/Barfu(ß|ss)park/i.test(event.veranstaltungsort ?? '')) {
        expect(day.month).toBeGreaterThanOrEqual(BARFUSSPARK.saison.vonMonat);
        expect(day.month).toBeLessThanOrEqual(BARFUSSPARK.saison.bisMonat);
      }
      if (event.slug === 'vortrag-floesserei-heimatmuseum') expect([1, 2]).not.toContain(day.month);
    }
  });

  it('dates news of the town’s year after the day they report on', () => {
    const { artikel } = stadtArtikel(now, haushalt);
    for (const item of [...artikel, ...feuerwehrArtikel(now)].filter((a) => a.nach)) {
      const termin = JAHRESTERMINE[item.nach!.jahrestermin];
      const published = plusTage(today, -item.tageZurueck);
      const years = [published.year - 1, published.year].map((year) => termin.beginn(year));
      const since = Math.min(...years.map((start) => tageZwischen(start, published)).filter((days) => days >= 0));
      expect([item.slug, since]).toEqual([item.slug, item.nach!.tage + ('dauerTage' in termin ? termin.dauerTage : 0)]);
      expect(item.tageZurueck).toBeGreaterThan(0);
    }
  });

  it('promotes what fits the season on the home page', () => {
    const hero = portale(now)[0]!.module.find((m) => m.typ === 'hero')!;
    const expected = { fruehling: 'Frühling', sommer: 'Sommer', herbst: 'Herbst', advent: 'Advent', winter: 'Winter' }[jahreszeit(today)];
    expect(hero.titel).toBe(`${expected} in Musterstadt`);
    // The pool's diving tower is only news while the pool is open.
    const pool = entries(EINRICHTUNGEN, now).find((e) => e.slug === 'freibad')!;
    const deviations = JSON.stringify(pool.data);
    expect(deviations.includes('Sprungturm') !== deviations.includes('Winterpause')).toBe(true);
    if ([11, 12, 1, 2, 3, 4].includes(today.month)) expect(deviations).toContain('Winterpause');
  });
});

describe('facts repeated across the seeded text', () => {
  it('counts the fire brigade’s active members and operations the same everywhere', () => {
    const departments = FEUERWEHR.abteilungen.map((a) => a.aktive);
    const counts = sentences(TEXT, /Feuerwehr|Einsatzabteilung|Wehr\b|Abteilung/).flatMap((s) =>
      [...s.matchAll(/(\d+) (?:Aktive|aktive Mitglieder|aktiven Mitglieder)/g)].map((m) => Number(m[1])),
    );
    expect(counts.length).toBeGreaterThanOrEqual(5);
    for (const count of counts) expect([FEUERWEHR.aktive, ...departments]).toContain(count);
    expect(counts).toContain(FEUERWEHR.aktive);
    const operations = [...TEXT.matchAll(/(\d+) Einsätze (?:im vergangenen Jahr|, die Ausbildung)/g)].map((m) => Number(m[1]));
    expect(operations.length).toBeGreaterThanOrEqual(2);
    for (const count of operations) expect(count).toBe(FEUERWEHR.einsaetzeVorjahr);
  });

  it('gives the barefoot park one name, one place, one length and one season', () => {
    expect(found(TEXT, /BarfussPark/)).toEqual([]);
    expect(found(TEXT, /Barfußpark[^.]{0,20}(am|beim) (Sommerberg|Waldrand)/)).toEqual([]);
    const park = sentences(TEXT, /Barfußpark/);
    expect(park.length).toBeGreaterThan(20);
    for (const sentence of park) {
      if (/Wanderwege|Touren/.test(sentence)) continue;
      for (const [, length] of sentence.matchAll(/(\d+(?:,\d+)?|zwei|drei) (?:Kilometer|km)/g))
        expect([sentence, length]).toEqual([sentence, expect.stringMatching(/^(2,4|1,2)$/)]);
      expect(found(sentence, /Mai bis Oktober|ab Mai/)).toEqual([]);
    }
    expect(TEXT).toContain(BARFUSSPARK.saisonText);
  });

  it('names the population, the mayor and the council as the fact sheet does', () => {
    for (const [, count] of TEXT.matchAll(/(\d{1,2}\.\d{3}) (?:Einwohnerinnen|Einwohner|Menschen)/g))
      expect(count).toBe(STADT.einwohner.toLocaleString('de-DE'));
    expect(found(TEXT, /Oberbürgermeister/)).toEqual([]);
    const mayors = [...TEXT.matchAll(/Bürgermeisterin (?:Dr\. )?([A-ZÄÖÜ][a-zäöüß]+)(?: ([A-ZÄÖÜ][a-zäöüß]+))?/g)].map((m) =>
      m[2] ? `${m[1]} ${m[2]}` : m[1],
    );
    expect(mayors.length).toBeGreaterThan(10);
    for (const name of mayors)
      expect([`${STADT.buergermeisterin.vorname} ${STADT.buergermeisterin.nachname}`, STADT.buergermeisterin.nachname]).toContain(name);
    const seats = MITGLIEDER.filter((m) => m.gremien.GR && m.gremien.GR !== 'Vorsitzende').length;
    expect(seats).toBe(18);
    expect(TEXT).toContain(`${seats} ehrenamtliche Gemeinderätinnen und Gemeinderäte`);
    // No vote counts more hands than the council has, with the mayor.
    for (const [, ja, nein, enthaltung] of TEXT.matchAll(/\((\d+) Ja(?:, (\d+) Nein)?(?:, (\d+) Enthaltungen?)?\)/g)) {
      expect(Number(ja) + Number(nein ?? 0) + Number(enthaltung ?? 0)).toBeLessThanOrEqual(seats + 1);
    }
  });

  it('puts each building at one address and reaches each office at one number', () => {
    for (const [, number] of TEXT.matchAll(/(?:Heimatmuseum|Vogtshaus)[^.]{0,60}?Kirchstraße (\d+)/g))
      expect(`Kirchstraße ${number}`).toBe(ORTE.heimatmuseum.strasse);
    for (const [, street] of TEXT.matchAll(/Stadthalle, ([A-ZÄÖÜ][a-zäöüß]+ \d+)/g)) expect(street).toBe(ORTE.stadthalle.strasse);
    expect(found(TEXT, /Festhalle|Kurhaus/)).toEqual([]);
    expect(found(TEXT, /0170 ?1234567/)).toEqual([]);
    // The town hall's fax number is a fax number, and nothing else.
    for (const match of TEXT.matchAll(/123-199/g)) expect(TEXT.slice(Math.max(0, match.index - 40), match.index)).toMatch(/fax/i);
    expect(found(TEXT.replace(/\/touristinformation/g, ''), /Touristinformation/)).toEqual([]);
  });
});
