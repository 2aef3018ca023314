import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_DIR, MEDIA_PREFIX, loadMedia } from './media';
import { eventStartOffset } from './seed';
import { FEUERWEHR_ARTIKEL, STADT_ARTIKEL } from './seed-data/artikel';
import { MENUES } from './seed-data/menues';
import { SEITEN } from './seed-data/seiten';
import { VERANSTALTUNGEN } from './seed-data/veranstaltungen';
import type { MenuItem } from './types';

const allText = JSON.stringify({ STADT_ARTIKEL, FEUERWEHR_ARTIKEL, VERANSTALTUNGEN, SEITEN, MENUES });
const paragraphs = (html: string): number => (html.match(/<p>/g) ?? []).length;

describe('demo content', () => {
  it('has the required numbers of items', () => {
    expect(STADT_ARTIKEL).toHaveLength(24);
    expect(FEUERWEHR_ARTIKEL).toHaveLength(6);
    expect(VERANSTALTUNGEN).toHaveLength(14);
  });

  it('has no placeholder text', () => {
    expect(allText).not.toMatch(/lorem|ipsum|TODO|FIXME|xxx/i);
  });

  it('gives every article an intro, 2–4 paragraphs and an image with caption and credit', () => {
    for (const item of [...STADT_ARTIKEL, ...FEUERWEHR_ARTIKEL]) {
      expect(item.einleitung.length).toBeGreaterThan(60);
      expect(paragraphs(item.text)).toBeGreaterThanOrEqual(2);
      expect(paragraphs(item.text)).toBeLessThanOrEqual(4);
      expect(item.bildtext).toBeTruthy();
      expect(item.bildcopyright).toBeTruthy();
      expect(item.tageZurueck).toBeGreaterThan(0);
    }
    expect(STADT_ARTIKEL.filter((item) => item.links?.length).length).toBeGreaterThanOrEqual(3);
    expect(STADT_ARTIKEL.filter((item) => item.dokumente?.length).length).toBeGreaterThanOrEqual(3);
    const withGallery = STADT_ARTIKEL.filter((item) => item.galerie);
    expect(withGallery).toHaveLength(1);
    expect(withGallery[0]?.galerie).toHaveLength(3);
    expect(withGallery[0]?.seo?.title).toBeTruthy();
  });

  it('uses unique slugs made of lower-case letters, digits and hyphens', () => {
    for (const list of [STADT_ARTIKEL, FEUERWEHR_ARTIKEL, VERANSTALTUNGEN]) {
      const slugs = list.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has events in the future, some multi-day, exactly one all-day, with venue and categories', () => {
    for (const event of VERANSTALTUNGEN) {
      expect(event.inTagen).toBeGreaterThan(0);
      expect(event.veranstaltungsort || event.brancheneintrag).toBeTruthy();
      expect(event.rubriken.length).toBeGreaterThan(0);
    }
    expect(VERANSTALTUNGEN.filter((event) => (event.dauerTage ?? 0) > 0).length).toBeGreaterThanOrEqual(2);
    expect(VERANSTALTUNGEN.filter((event) => event.ganztaegig)).toHaveLength(1);
    expect(VERANSTALTUNGEN.filter((event) => event.brancheneintrag).length).toBeGreaterThanOrEqual(1);
  });

  it('moves weekday-bound events to the next such weekday', () => {
    const sunday = new Date('2026-11-22T10:00:00Z');
    expect(eventStartOffset(sunday, { inTagen: 1, wochentag: 6 })).toBe(6); // Saturday 28 November
    expect(eventStartOffset(sunday, { inTagen: 7, wochentag: 0 })).toBe(7);
    expect(eventStartOffset(sunday, { inTagen: 5 })).toBe(5);
  });

  it('refers only to images the service ships', () => {
    const shipped = loadMedia();
    const refs = allText.match(/\/api\/cms\/media\/[a-z0-9-]+\.svg/g) ?? [];
    expect(refs.length).toBeGreaterThan(40);
    for (const ref of new Set(refs)) expect(shipped.has(ref.slice(MEDIA_PREFIX.length))).toBe(true);
  });

  it('has the pages the front end relies on', () => {
    const urls = SEITEN.map((page) => page.url).sort();
    expect(urls).toEqual(
      [
        '/',
        '/aktuelles',
        '/aktuelles/:slug',
        '/datenschutz',
        '/feuerwehr',
        '/feuerwehr/feuerwehrmeldungen',
        '/feuerwehr/feuerwehrmeldungen/:slug',
        '/impressum',
        '/veranstaltungen',
        '/veranstaltungen/:slug',
      ].sort(),
    );
    for (const page of SEITEN) {
      const names = new Set(page.apiCalls.map((call) => call.name));
      for (const block of page.blocks) for (const name of block.context?.apiCalls ?? []) expect(names.has(name)).toBe(true);
    }
  });

  it('has menus with a submenu item that only groups other items', () => {
    const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.menuItems ?? [])]);
    const main = MENUES.find((menu) => menu.name === 'Hauptmenü');
    expect(main?.items).toHaveLength(5);
    const groups = flatten(main?.items ?? []).filter((item) => !item.href && item.menuItems?.length);
    expect(groups.length).toBeGreaterThanOrEqual(1);
  });
});

describe('SVG illustrations', () => {
  const files = fs.readdirSync(MEDIA_DIR).filter((name) => name.endsWith('.svg'));

  it('ships 6–16 files', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(files.length).toBeLessThanOrEqual(16);
  });

  it.each(files)('%s is a small SVG with a title', (name) => {
    const content = fs.readFileSync(path.join(MEDIA_DIR, name), 'utf8');
    expect(Buffer.byteLength(content)).toBeLessThan(4096);
    expect(content).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(content).toMatch(/<title[^>]*>[^<]{10,}<\/title>/);
    expect(content).not.toMatch(/<script|href="http/i);
  });
});
