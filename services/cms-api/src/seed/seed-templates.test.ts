import { MEDIA_PREFIX, loadMedia } from '../content/media';
import { AUSSCHREIBUNGEN } from './data/ausschreibungen';
import { BAUGEBIETE } from './data/baugebiete';
import { BILDERGALERIEN } from './data/bildergalerien';
import { BRANCHENEINTRAEGE } from './data/branchenbuch';
import { EINRICHTUNGEN } from './data/einrichtungen';
import { SCHWARZES_BRETT } from './data/schwarzes-brett';
import { SEITEN } from './data/seiten';
import { AEMTER, MITARBEITER } from './data/verwaltung';
import { AUCH_INTERESSANT_MENUES, HAUPTMENUE_ERGAENZUNGEN, STELLENANGEBOTE_ARTIKEL, VORLAGEN_SEITEN } from './data/vorlagen-seiten';
import { ZEITSTRAHLEN } from './data/zeitstrahl';
import { addMenuItem } from './seed-templates';
import type { MenuItem } from '../core/types';

const now = new Date('2026-11-22T10:00:00Z');
const resolve = (seeds: { data?: unknown }[]) => seeds.map((seed) => ({ ...seed, data: typeof seed.data === 'function' ? seed.data(now) : seed.data }));
const ALL = { AEMTER, MITARBEITER, SCHWARZES_BRETT, AUSSCHREIBUNGEN, BAUGEBIETE, BILDERGALERIEN, BRANCHENEINTRAEGE, EINRICHTUNGEN, ZEITSTRAHLEN };
const allText = JSON.stringify({
  ...Object.fromEntries(Object.entries(ALL).map(([name, seeds]) => [name, resolve(seeds)])),
  VORLAGEN_SEITEN,
  AUCH_INTERESSANT_MENUES,
  STELLENANGEBOTE_ARTIKEL,
});

describe('demo content of the town templates', () => {
  it('has no placeholder text', () => {
    expect(allText).not.toMatch(/lorem|ipsum|TODO|FIXME|xxx|platzhalter/i);
  });

  it('uses unique slugs per type', () => {
    for (const [name, seeds] of Object.entries(ALL)) {
      const slugs = seeds.map((seed) => seed.slug);
      expect([name, new Set(slugs).size]).toEqual([name, slugs.length]);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('refers only to images the service ships', () => {
    const shipped = loadMedia();
    const refs = allText.match(/\/api\/cms\/media\/[a-z0-9-]+\.svg/g) ?? [];
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs)) expect(shipped.has(ref.slice(MEDIA_PREFIX.length))).toBe(true);
  });

  it('adds pages beside the existing ones, whose blocks name their own api calls', () => {
    const existing = new Set(SEITEN.map((page) => page.url));
    for (const page of VORLAGEN_SEITEN) {
      expect(existing.has(page.url)).toBe(false);
      const names = new Set(page.apiCalls.map((call) => call.name));
      for (const block of page.blocks)
        for (const name of block.context?.apiCalls ?? []) expect([page.url, name, names.has(name)]).toEqual([page.url, name, true]);
    }
  });

  it('gives prices in whole euros', () => {
    const prices = resolve(EINRICHTUNGEN).flatMap((seed) =>
      ((seed.data as { preise?: { positionen: { preis: number }[] }[] }).preise ?? []).flatMap((g) => g.positionen),
    );
    expect(prices.length).toBeGreaterThan(10);
    for (const { preis } of prices) expect(Number.isInteger(preis) && preis >= 0).toBe(true);
  });
});

describe('addMenuItem', () => {
  const menu = (): MenuItem[] => [
    { title: 'Rathaus', href: '/rathaus', menuItems: [{ title: 'Verwaltung', href: null, menuItems: [] }] },
    { title: 'Freizeit' },
  ];

  it('appends below the titled path, creating the list of children when needed', () => {
    const items = menu();
    expect(addMenuItem(items, { unter: ['Rathaus', 'Verwaltung'], eintrag: { title: 'A bis Z', href: '/verwaltung' } })).toBe(true);
    expect(addMenuItem(items, { unter: ['Freizeit'], eintrag: { title: 'Freibad', href: '/freibad' } })).toBe(true);
    expect(items[0]?.menuItems?.[0]?.menuItems).toEqual([{ title: 'A bis Z', href: '/verwaltung' }]);
    expect(items[1]?.menuItems).toEqual([{ title: 'Freibad', href: '/freibad' }]);
  });

  it('adds a link only once and nothing below a path that does not exist', () => {
    const items = menu();
    const addition = { unter: ['Rathaus'], eintrag: { title: 'App', href: '/app' } };
    expect(addMenuItem(items, addition)).toBe(true);
    expect(addMenuItem(items, addition)).toBe(false);
    expect(addMenuItem(items, { unter: ['Bildung'], eintrag: { title: 'X', href: '/x' } })).toBe(false);
    expect(JSON.stringify(items).match(/\/app/g)).toHaveLength(1);
  });

  it('has additions for existing main-menu items only', () => {
    for (const addition of HAUPTMENUE_ERGAENZUNGEN) expect(['Rathaus & Verwaltung', 'Leben & Wohnen', 'Freizeit & Tourismus']).toContain(addition.unter[0]);
  });
});
