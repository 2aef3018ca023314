import { loadMedia, MEDIA_PREFIX } from '../content/media';
import { oeffnungszeiten, PARKEN } from './data/barfusspark';
import { BILDERGALERIEN } from './data/bildergalerien';
import { SEITEN } from './data/seiten';
import { subsiteContent, terminOffset } from './seed-subsites';
import type { ImageRef } from '../core/types';

const now = new Date('2026-11-21T10:00:00Z');
const content = subsiteContent('musterstadt', now);
const allPages = [...SEITEN, ...content.seiten];
const allText = JSON.stringify(content);

/** Does a page (or a pattern page with a known slug) answer this internal path? */
function resolves(href: string): boolean {
  const path = href.split(/[?#]/)[0]!.replace(/\/$/, '') || '/';
  if (allPages.some((page) => page.url === path)) return true;
  const parent = path.slice(0, path.lastIndexOf('/'));
  const slug = path.slice(path.lastIndexOf('/') + 1);
  if (!allPages.some((page) => page.url === `${parent}/:slug`)) return false;
  const base = [...content.artikel.map((a) => `${a.detailBase}/${a.slug}`), '/feuerwehr/feuerwehrmeldungen/zimmerbrand-lindenstrasse'];
  return base.includes(`${parent}/${slug}`);
}

describe('sub-site demo content', () => {
  it('has no placeholder text', () => {
    expect(allText).not.toMatch(/lorem|ipsum|TODO|FIXME|xxx|platzhalter/i);
  });

  it('has a page for every fixed link of spec point 2 that belongs to a sub-site', () => {
    const links = [
      '/feuerwehr/aufgaben/',
      '/feuerwehr/einsaetze/',
      '/feuerwehr/termine/',
      '/feuerwehr/verwaltung/',
      '/feuerwehr/abteilung-musterstadt/',
      '/feuerwehr/mitglied-werden/',
      '/grundschule-musterstadt/schulnews/',
      '/grundschule-musterstadt/terminplan/',
      '/grundschule-musterstadt/gsd-downloads/',
      '/grundschule-hallwangen/gsh-aktuelles/',
      '/grundschule-hallwangen/gsh-elterninfo/',
      '/gydo/berichte/',
      '/gydo/jahrestermine/',
      '/gydo/gydo-ferienplan/',
      '/gydo/gydo-downloads/',
      '/werkrealschule/',
      '/werkrealschule/wrs-aktuelles',
      '/werkrealschule/wrs-downloads',
      '/jugendhaus/angebote',
      '/jugendhaus/aktuelles',
      '/jugendhaus/veranstaltungen',
      '/jugendhaus/ueber-uns',
      '/jugendhaus/jugendehrenamt',
      '/jugendhaus/ferienprogramm',
      '/barfusspark',
      '/barfusspark/angebote-fuehrungen/',
      '/barfusspark/oeffnungszeiten',
    ];
    for (const link of links) expect([link, resolves(link)]).toEqual([link, true]);
  });

  it('names only api calls its page makes, and only pages, images and documents that exist', () => {
    for (const page of content.seiten) {
      const names = new Set(page.apiCalls.map((call) => call.name));
      for (const block of page.blocks) for (const name of block.context?.apiCalls ?? []) expect([page.url, names.has(name)]).toEqual([page.url, true]);
    }
    const hrefs = [...allText.matchAll(/(?:href=\\"|"(?:href|link)":")(\/[^"\\]*)/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(60);
    const documents = new Set(content.dokumente.map((d) => `/api/cms/dokumente/${d.name}`));
    const media = loadMedia();
    for (const href of hrefs) {
      if (href === '/') continue;
      if (href.startsWith('/api/cms/dokumente/')) expect([href, documents.has(href)]).toEqual([href, true]);
      else if (href.startsWith(MEDIA_PREFIX)) expect([href, media.has(href.slice(MEDIA_PREFIX.length))]).toEqual([href, true]);
      else expect([href, resolves(href)]).toEqual([href, true]);
    }
  });

  it('uses unique slugs per section and dates that lie ahead', () => {
    for (const list of [content.artikel, content.termine]) {
      const keys = list.map((item) => `${item.bereich}/${item.slug}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
    for (const termin of content.termine) {
      expect(terminOffset(now, termin)).toBeGreaterThan(0);
      expect(termin.ort.length).toBeGreaterThan(5);
    }
    expect(content.artikel.filter((a) => a.bereich === 'feuerwehr-einsatz').length).toBeGreaterThanOrEqual(10);
  });

  it('follows the product slug for the primary school and the fire brigade department', () => {
    const aach = subsiteContent('aach', now);
    const school = aach.seiten.filter((page) => page.url.startsWith('/grundschule-aach'));
    expect(school.map((page) => page.url)).toEqual(
      expect.arrayContaining(['/grundschule-aach', '/grundschule-aach/schulnews', '/grundschule-aach/terminplan', '/grundschule-aach/gsd-downloads']),
    );
    for (const page of school) expect([page.layout, page.theme]).toEqual(['grundschule-aach', 'grundschule-aach']);
    expect(aach.menues.map((menu) => menu.name)).toContain('Hauptmenü Grundschule Aach');
    expect(aach.seiten.map((page) => page.url)).toContain('/feuerwehr/abteilung-aach');
    expect(aach.seiten.some((page) => page.url.includes('musterstadt'))).toBe(false);
  });

  it("lets the fire brigade's and the schools' date lists say 'Termine aus' when empty, the youth centre's events and the town's calendar 'Termine an'", () => {
    const leertext = (url: string) => allPages.find((page) => page.url === url)?.blocks.find((b) => b.template === 'veranstaltung-liste')?.options?.leertext;
    for (const url of ['/feuerwehr/termine', '/grundschule-musterstadt/terminplan', '/grundschule-hallwangen/gsh-elterninfo', '/gydo/jahrestermine']) {
      expect([url, leertext(url)]).toEqual([url, 'termineAus']);
    }
    for (const url of ['/jugendhaus/veranstaltungen', '/veranstaltungen']) {
      expect(allPages.some((page) => page.url === url)).toBe(true);
      expect([url, leertext(url)]).toEqual([url, undefined]);
    }
  });

  it('gives each school site and the youth centre a gallery page with fitting pictures (their service bars link it)', () => {
    const shipped = loadMedia();
    for (const url of [
      '/grundschule-musterstadt/bildergalerie',
      '/grundschule-hallwangen/bildergalerie',
      '/werkrealschule/bildergalerie',
      '/gydo/bildergalerie',
      '/jugendhaus/bildergalerie',
    ]) {
      const page = content.seiten.find((candidate) => candidate.url === url);
      expect([url, page?.blocks.map((block) => block.template)]).toEqual([url, ['bildergalerie']]);
      const call = page?.apiCalls.find((candidate) => candidate.endpoint === '/api/cms/bildergalerien');
      const gallery = BILDERGALERIEN.find((entry) => entry.slug === call?.params?.slug);
      const bilder = (gallery?.data as { bildergalerie_zuordnung: { bilder: ImageRef[] } } | undefined)?.bildergalerie_zuordnung.bilder ?? [];
      expect([url, bilder.length >= 5]).toEqual([url, true]);
      for (const bild of bilder) {
        expect(shipped.has(bild.bild.slice(MEDIA_PREFIX.length))).toBe(true);
        expect(bild.bildtext?.length).toBeGreaterThan(15);
        expect(bild.bildcopyright).toBeTruthy();
      }
    }
  });

  it('keeps the park constants: entry free, parking at most 5 euros for 3 hours, Wednesday without times', () => {
    expect(PARKEN).toEqual({ hoechstbetrag: 5, stunden: 3 });
    const [park] = oeffnungszeiten(now);
    expect(park?.zeiten.map((z) => z.tagtyp)).not.toContain('mi');
    const winter = park!.abweichend[0]!;
    expect(Date.parse(winter.beginn)).toBeLessThanOrEqual(now.getTime());
    expect(Date.parse(winter.ende)).toBeGreaterThan(now.getTime());
    const summer = oeffnungszeiten(new Date('2027-06-15T10:00:00Z'))[0]!.abweichend;
    expect(summer.map((a) => a.beginn.slice(0, 7))).toEqual(['2027-10', '2027-07']);
  });

  it('offers the youth programme for ages 12 to 25 and the summer programme in the first four weeks of the holidays', () => {
    const programme = JSON.stringify(content.seiten.find((page) => page.url === '/jugendhaus/ferienprogramm'));
    expect(programme).toContain('ersten vier Wochen der Sommerferien');
    expect(programme).toContain('12 bis 25 Jahre');
  });
});
